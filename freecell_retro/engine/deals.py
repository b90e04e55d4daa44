"""Numbered deals, compatible with Microsoft FreeCell (and so with fc-solve and FreeCell Pro).

A PC player's game 617 is our game 617:

>>> [str(c) for c in microsoft_deal(617)[:8]]
['7D', 'AD', '5C', '3S', '5S', '8C', '2D', 'AH']
"""

from __future__ import annotations

import random

from ..language import N_, _
from ..language.formats import number as number_of
from .cards import FULL_DECK, Card
from .errors import FreeCellError
from .numbers import parse_number

FIRST_GAME = 1
LAST_GAME = 999_999_999


def check_game_number(number: int) -> int:
    """Return ``number`` if it is a valid game number, else raise FreeCellError."""
    if not isinstance(number, int) or isinstance(number, bool) or not FIRST_GAME <= number <= LAST_GAME:
        raise FreeCellError(
            _("game number {number!r} is out of range {first_game}-{last_game}").format(
                number=number, first_game=FIRST_GAME, last_game=number_of(LAST_GAME)
            )
        )
    return number


def parse_game_number(text: str) -> int:
    """A game number as a player writes it: ``617``, ``1000000`` or ``1,000,000``.

    >>> parse_game_number("32,000")
    32000
    """
    return parse_number(text, N_("game number"), FIRST_GAME, LAST_GAME)


def microsoft_deal(number: int) -> list[Card]:
    """The 52 cards of game ``number`` in dealing order (row by row, left to right)."""
    seed = check_game_number(number)
    deck = list(FULL_DECK)
    dealt = []
    for i in range(52):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        j = (seed >> 16) % (52 - i)
        last = 51 - i
        deck[j], deck[last] = deck[last], deck[j]
        dealt.append(deck[last])
    return dealt


def random_game_number(first: int = FIRST_GAME, last: int = LAST_GAME, rng: random.Random | None = None) -> int:
    """A game number drawn uniformly from ``first``..``last`` (New Game)."""
    check_game_number(first)
    check_game_number(last)
    return (rng or random).randint(min(first, last), max(first, last))


def lay_out(cards: list[Card], columns: int = 8, cells: int = 4,
            dealt_to_cells: tuple[int, ...] = ()) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card | None, ...]]:
    """Lay 52 cards out as PySolFC does: row by row, left to right, over the
    columns (FreeCell: 7 cards in columns 1-4, 6 in 5-8), the last
    ``len(dealt_to_cells)`` cards into those free cells."""
    in_columns = len(cards) - len(dealt_to_cells)
    laid = tuple(tuple(cards[i:in_columns:columns]) for i in range(columns))
    free: list[Card | None] = [None] * cells
    for index, card in zip(dealt_to_cells, cards[in_columns:]):
        free[index] = card
    return laid, tuple(free)


Layout = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]
"""A position brought in from elsewhere: its columns (each from the first card laid to the exposed
one), the cards in its free cells, and the top card of each home cell that holds any."""


class Deal:
    """What was dealt: a numbered game, or a set game (its file name and cards) — which may be a
    position with cards already home or in free cells (``layout``), from another program.

    >>> Deal.numbered(617).title
    'Game #617'
    """

    __slots__ = ("number", "setgame", "cards", "layout")

    def __init__(self, cards: list[Card], number: int | None = None, setgame: str | None = None,
                 layout: Layout | None = None) -> None:
        self.cards = tuple(cards)
        self.number = number
        self.setgame = setgame
        self.layout = layout

    @classmethod
    def numbered(cls, number: int) -> Deal:
        return cls(microsoft_deal(number), number=number)

    @classmethod
    def from_setgame(cls, name: str, cards: list[Card]) -> Deal:
        return cls(cards, setgame=name)

    @property
    def is_setgame(self) -> bool:
        return self.setgame is not None

    @property
    def title(self) -> str:
        """What the title bar shows: the number, or the set game's file name."""
        return self.setgame if self.setgame is not None else _("Game #{number}").format(number=self.number)

    @property
    def is_position(self) -> bool:
        """Brought in with cards already home or in free cells, or laid out otherwise than dealt."""
        return self.layout is not None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and (self.cards, self.number, self.setgame, self.layout) == (
            other.cards, other.number, other.setgame, other.layout)

    def __hash__(self) -> int:
        return hash((self.cards, self.number, self.setgame, self.layout))

    def __repr__(self) -> str:
        return f"Deal.numbered({self.number})" if self.setgame is None else f"Deal(setgame={self.setgame!r})"
