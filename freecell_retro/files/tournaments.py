"""Tournament files — ``tournament.<name>``: the deals a club plays, in order,
as a plain text a player writes by hand and trades (docs/file-formats.md).

One deal a line: the game number, then optionally the rules by name and the
free cells (``617``, ``617 bakers``, ``617 original 3``, ``617 eight-off``); ``#`` starts a
comment, blank lines are skipped. A line means exactly the game that will be
dealt: a game that has its own free cells (Eight Off's 8, ForeCell's and
Seahaven Towers' 4) takes no other count. Lines are counted as an editor
counts them (:mod:`.lines`). The same deal twice is refused (the
standings compare each deal once). A tournament file may come from anyone:
it is read through the capped reader, and any problem is one
:class:`FileFormatError` naming the file and the line.

>>> parse_tournament("# club night\\n617\\n11982 bakers 3  # the hard one\\n", "Club").deals[1]
TournamentDeal(game=11982, rules=<Rules.BAKERS: 'bakers'>, free_cells=3)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.deals import FIRST_GAME, LAST_GAME, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError
from ..engine.rules import Rules
from ..language import _, ngettext
from .atomic import read_text_capped
from .lines import split_lines
from .names import name_problem

TOURNAMENT_PREFIX = "tournament."
MAX_TOURNAMENT_BYTES = 64 * 1024
"""A tournament file is a few hundred bytes; the cap keeps a stray big file from being read whole."""
MAX_DEALS = 1_000
COMMENT = "#"


@dataclass(frozen=True)
class TournamentDeal:
    """One deal of a tournament: the game number with the rules and free cells it is played with."""

    game: int
    rules: Rules = Rules.ORIGINAL
    free_cells: int = 4

    @property
    def label(self) -> str:
        """``game 617``, ``game 617 (bakers, 3 cells)``: the deal as the requesters name it."""
        if self.rules is Rules.ORIGINAL and self.free_cells == 4:
            return _("game {number}").format(number=self.game)
        return ngettext("game {number} ({rules}, {cells} cell)", "game {number} ({rules}, {cells} cells)",
                        self.free_cells).format(number=self.game, rules=self.rules.value, cells=self.free_cells)


@dataclass(frozen=True)
class Tournament:
    """A tournament: its name (the file's after ``tournament.``) and its deals in the order played."""

    name: str
    deals: tuple[TournamentDeal, ...]


def _deal(words: list[str]) -> TournamentDeal:
    """A line's words as a deal; FreeCellError saying what is allowed."""
    if len(words) > 3:
        raise FreeCellError(_("a line is a game number, then the rules and the free cells if not the usual"))
    try:
        game = parse_game_number(words[0])
    except FreeCellError:
        raise FreeCellError(
            _("{words!r} is not a game number {first_game}-{last_game:,}").format(
                words=words[0][:20], first_game=FIRST_GAME, last_game=LAST_GAME
            )
        ) from None
    rules = Rules.ORIGINAL
    if len(words) > 1:
        try:
            rules = Rules(words[1])
        except ValueError:
            known = ", ".join(r.value for r in Rules)
            raise FreeCellError(
                _("{words!r} is not rules this version knows ({known})").format(words=words[1][:20], known=known)
            ) from None
    variant = rules.variant
    cells = variant.cells
    if len(words) > 2:
        if not variant.cells_chosen:
            if words[2] != str(variant.cells):
                raise FreeCellError(ngettext(
                    "{title} is played with its own {cells} free cell, not {words!r}: leave the count out or write "
                    "{cells}", "{title} is played with its own {cells} free cells, not {words!r}: leave the count "
                    "out or write {cells}", variant.cells).format(title=_(variant.title), cells=variant.cells,
                                                                  words=words[2][:20]))
        elif words[2] not in ("0", "1", "2", "3", "4"):
            raise FreeCellError(_("{words!r} is not a number of free cells 0-4").format(words=words[2][:20]))
        cells = int(words[2])
    return TournamentDeal(game, rules, cells)


def parse_tournament(text: str, name: str, path: object = None) -> Tournament:
    """The tournament ``name`` that ``text`` lists; FileFormatError naming ``path`` and the line."""
    deals: list[TournamentDeal] = []
    first_line: dict[TournamentDeal, int] = {}
    for number, line in enumerate(split_lines(text), 1):
        words = line.split(COMMENT, 1)[0].split()
        if not words:
            continue
        try:
            deal = _deal(words)
        except FreeCellError as error:
            raise FileFormatError(str(error), path, number) from None
        if deal in first_line:
            raise FileFormatError(
                _("{label} is listed twice (first on line {first})").format(label=deal.label, first=first_line[deal]),
                path,
                number,
            )
        if len(deals) == MAX_DEALS:
            raise FileFormatError(_("more than {max_deals:,} deals").format(max_deals=MAX_DEALS), path, number)
        first_line[deal] = number
        deals.append(deal)
    if not deals:
        raise FileFormatError(_("no deals: list one game number a line"), path)
    return Tournament(name, tuple(deals))


def tournament_name(path: Path) -> str:
    """``tournament.Club`` → ``Club``; FileFormatError for a file not named ``tournament.<name>``."""
    name = path.name
    rest = name[len(TOURNAMENT_PREFIX):]
    if not name.lower().startswith(TOURNAMENT_PREFIX) or not rest or name_problem(rest) is not None:
        raise FileFormatError(
            _("a tournament file is called {tournament_prefix}<name>").format(tournament_prefix=TOURNAMENT_PREFIX), path
        )
    return rest


def read_tournament(path: str | os.PathLike[str]) -> Tournament:
    """The tournament file at ``path``, read through the capped reader."""
    path = Path(path)
    name = tournament_name(path)
    return parse_tournament(read_text_capped(path, MAX_TOURNAMENT_BYTES), name, path)
