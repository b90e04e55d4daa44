"""The games: FreeCell's two rule sets and four relatives, as data.

Every game is one :class:`Variant` (how many columns and free cells, which
cells the deal fills, which card goes on which, what may start an empty
column, whether a sequence move is limited by the free cells, which cards go
home by themselves); the board and the solver read those facts and never ask
which game they play. The definitions are fc-solve's ``--game`` presets, which
PySolFC's games match:

===============  =======  =====  ==============  ========  ============  ===========
game             columns  cells  dealt to cells  builds    empty column  sequences
===============  =======  =====  ==============  ========  ============  ===========
Original         8        0-4    none            colours   any card      limited
Baker's          8        0-4    none            suit      any card      limited
Eight Off        8        8      a c e g         suit      kings only    limited
ForeCell         8        4      a b c d         colours   kings only    limited
Relaxed FreeCell 8        0-4    none            colours   any card      unlimited
Seahaven Towers  10       4      b c             suit      kings only    limited
===============  =======  =====  ==============  ========  ============  ===========

Every other part of the program reads the games from here — the command line's
``--rules`` and its help, the Game ▸ Rules menu and its shortcuts, the stats
file's ``game`` lines, the board's layout — so a new game is one
:class:`Rules` member and its :class:`Variant`.

"Limited": at most ``(1 + empty free cells) * 2^(empty columns)`` cards; when
only kings may go to an empty column, an empty column is no help to a sequence
move and the limit is ``1 + empty free cells`` (fc-solve's
``calc_max_sequence_move``, PySolFC's ``_getMaxMove``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..language import N_, _
from .cards import Card, Suit


@dataclass(frozen=True)
class Variant:
    """What makes a game what it is (see the module's table)."""

    title: str
    letter: str
    """The letter of solution file names (``Solution.game617_E``)."""
    shortcut: str
    """Its Right-Amiga key in Game ▸ Rules (the letters are taken for the other games: digits)."""
    fcs_game: str
    """fc-solve's ``--game`` preset."""
    by_suit: bool
    """Build down in the same suit (else in alternate colours)."""
    columns: int = 8
    cells: int = 4
    """The free cells the game is played with (the default when the player may choose)."""
    cells_chosen: bool = True
    """The player chooses 0-4 free cells (Game ▸ Free Cells); else ``cells`` always."""
    dealt_to_cells: tuple[int, ...] = ()
    """The free cells the last cards of the deal go into, in dealing order."""
    kings_only: bool = False
    """Only a king (or a sequence headed by one) may go to an empty column."""
    unlimited: bool = False
    """A sequence of any length moves at once (Relaxed FreeCell)."""
    relative: bool = False
    """One of FreeCell's relatives (not its own two rule sets): Game ▸ Rules lists them after a bar."""
    described: str = ""
    """What the command line's help calls it when the title alone says too little."""

    @property
    def in_help(self) -> str:
        return _(self.described or self.title)


class Rules(Enum):
    ORIGINAL = "original"
    BAKERS = "bakers"
    EIGHT_OFF = "eight-off"
    FORECELL = "forecell"
    RELAXED = "relaxed"
    SEAHAVEN = "seahaven"

    @property
    def variant(self) -> Variant:
        return _VARIANTS[self]

    @property
    def letter(self) -> str:
        """The letter solution file names use: ``O``, ``B``, ``E``, ``F``, ``R`` or ``S``."""
        return self.variant.letter

    @property
    def title(self) -> str:
        """The game's name in the language in use."""
        return _(self.variant.title)

    @classmethod
    def in_menu(cls) -> list[Rules]:
        """Every game in Game ▸ Rules' order: FreeCell's own, then the relatives in their digits' order."""
        def place(rules: Rules) -> tuple[bool, str]:
            variant = rules.variant
            return variant.relative, variant.shortcut if variant.relative else ""
        return sorted(cls, key=place)

    @classmethod
    def from_letter(cls, letter: str) -> Rules:
        """The rules of a solution file name's letter (an unknown one: Original)."""
        return next((rules for rules in cls if rules.letter == letter.upper()), cls.ORIGINAL)

    def cells_for(self, chosen: int | None = None) -> int:
        """The free cells a game under these rules has when the player chose ``chosen``
        (the option only counts in games that let the player choose)."""
        variant = self.variant
        return chosen if variant.cells_chosen and chosen is not None else variant.cells

    def capacity(self, empty_cells: int, empty_columns: int) -> int:
        """Most cards one sequence move may carry, ``empty_columns`` not counting the target."""
        variant = self.variant
        if variant.unlimited:
            return 52
        if variant.kings_only:
            return 1 + empty_cells
        return (1 + empty_cells) << max(empty_columns, 0)

    def starts_column(self, card: Card) -> bool:
        """May ``card`` (alone or at the head of a sequence) go to an empty column?"""
        return not self.variant.kings_only or card.rank == 13


_VARIANTS = {
    Rules.ORIGINAL: Variant(N_("Original"), "O", "O", "freecell", by_suit=False,
                            described=N_("Original FreeCell (alternate colours)")),
    Rules.BAKERS: Variant(N_("Baker's"), "B", "K", "bakers_game", by_suit=True, described=N_("Baker's (same suit)")),
    Rules.EIGHT_OFF: Variant(N_("Eight Off"), "E", "8", "eight_off", by_suit=True, cells=8, cells_chosen=False,
                             dealt_to_cells=(0, 2, 4, 6), kings_only=True, relative=True),
    Rules.FORECELL: Variant(N_("ForeCell"), "F", "5", "forecell", by_suit=False, cells_chosen=False,
                            dealt_to_cells=(0, 1, 2, 3), kings_only=True, relative=True),
    Rules.RELAXED: Variant(N_("Relaxed FreeCell"), "R", "6", "relaxed_freecell", by_suit=False, unlimited=True,
                           relative=True),
    Rules.SEAHAVEN: Variant(N_("Seahaven Towers"), "S", "7", "seahaven_towers", by_suit=True, columns=10,
                            cells_chosen=False, dealt_to_cells=(1, 2), kings_only=True, relative=True),
}


def spelled(words: Sequence[str], last: str = "or") -> str:
    """``words`` as a sentence lists them.

    >>> spelled([rules.value for rules in Rules])
    'original, bakers, eight-off, forecell, relaxed or seahaven'
    """
    return f"{', '.join(words[:-1])} {last} {words[-1]}" if len(words) > 1 else "".join(words)


RULES_NAMES = spelled([rules.value for rules in Rules])
"""The games as the command line and the files name them."""


def builds_on(card: Card, onto: Card, rules: Rules) -> bool:
    """May ``card`` be placed on ``onto`` in a column?"""
    if card.rank != onto.rank - 1:
        return False
    if rules.variant.by_suit:
        return card.suit == onto.suit
    return card.is_red != onto.is_red


_OPPOSITE = {suit: tuple(s for s in Suit if s.is_red != suit.is_red) for suit in Suit}
_PARTNER = {suit: next(s for s in Suit if s.is_red == suit.is_red and s != suit) for suit in Suit}
"""Each suit's two suits of the other colour, and the other suit of its colour:
worked out once, as the automatic moves ask after every move."""


class AutoPlay(Enum):
    """Which cards go home by themselves after every move.

    AMIGA is the original's rule (and its Baker's corollary, which every game
    built by suit follows); MICROSOFT is what FreeCell Pro and Windows do,
    needed to read their solution files; NONE replays fc-solve's standard
    notation, where every move home is written.
    """

    AMIGA = "amiga"
    MICROSOFT = "microsoft"
    NONE = "none"

    def wants_home(self, card: Card, home_ranks: Sequence[int], rules: Rules) -> bool:
        """Is ``card`` (which can go home) no longer needed in play?

        ``home_ranks[s]`` is the rank on the home pile of suit ``s`` (0: none).
        """
        if self is AutoPlay.NONE:
            return False
        rank = card.rank
        one, other = _OPPOSITE[card.suit]
        opposite = min(home_ranks[one], home_ranks[other])
        if self is AutoPlay.MICROSOFT:
            return opposite >= rank - 2 and home_ranks[_PARTNER[card.suit]] >= rank - 3
        if rules.variant.by_suit:
            return True
        return opposite >= rank - 1
