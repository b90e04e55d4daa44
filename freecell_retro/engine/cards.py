"""Cards, ranks and suits: small value types that parse and print themselves.

>>> Card.from_str("TS")
Card.from_str('TS')
>>> str(Card.from_str("10h"))
'TH'
>>> Card.from_str("TH").in_words
'the 10 of hearts'
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from ..language import N_, _
from .errors import NotationError


class Suit(IntEnum):
    """Suits in the Microsoft deal order (clubs, diamonds, hearts, spades)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def word(self) -> str:
        """The suit as a player says it: ``clubs``."""
        return self.name.lower()

    @classmethod
    def from_str(cls, text: str) -> Suit:
        index = "CDHS".find(text.upper()) if len(text) == 1 else -1
        if index < 0:
            raise NotationError(_("not a suit: {text!r} (use C, D, H or S)").format(text=text))
        return cls(index)


RANK_LETTERS = "A23456789TJQK"
RANK_WORDS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
# TRANSLATORS: a card as a message names it; {suit} is one of the suits below ("hearts").
CARD_NAMES = (N_("the ace of {suit}"), N_("the 2 of {suit}"), N_("the 3 of {suit}"), N_("the 4 of {suit}"),
              N_("the 5 of {suit}"), N_("the 6 of {suit}"), N_("the 7 of {suit}"), N_("the 8 of {suit}"),
              N_("the 9 of {suit}"), N_("the 10 of {suit}"), N_("the jack of {suit}"), N_("the queen of {suit}"),
              N_("the king of {suit}"))
SUIT_WORDS = {"clubs": N_("clubs"), "diamonds": N_("diamonds"), "hearts": N_("hearts"), "spades": N_("spades")}


class Rank(IntEnum):
    """Ranks from ace (1) to king (13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self - 1]

    @property
    def word(self) -> str:
        """The rank as a player says it: ``ace``, ``10``, ``queen``."""
        return RANK_WORDS[self - 1]

    @classmethod
    def from_str(cls, text: str) -> Rank:
        upper = text.upper()
        if upper == "10":
            return cls.TEN
        index = RANK_LETTERS.find(upper) if len(upper) == 1 else -1
        if index < 0:
            raise NotationError(_("not a rank: {text!r} (use A, 2-9, T, J, Q or K)").format(text=text))
        return cls(index + 1)


class Card(NamedTuple):
    """One card; a tuple so it is hashable, cheap and ordered by rank then suit."""

    rank: Rank
    suit: Suit

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``"5H"``, ``"ts"`` or ``"10S"``."""
        text = text.strip()
        try:
            if len(text) not in (2, 3):
                raise NotationError
            return cls(Rank.from_str(text[:-1]), Suit.from_str(text[-1]))
        except NotationError:
            raise NotationError(_("not a card: {text!r} (rank A, 2-9, T, J, Q or K, then suit C, D, H or S, like 5H "
                                  "or KS)").format(text=text)) from None

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @property
    def in_words(self) -> str:
        """The card as a message names it to a player (the bitmap fonts have no suit symbols, and
        ``TH`` is notation, not English)."""
        return _(CARD_NAMES[self.rank - 1]).format(suit=_(SUIT_WORDS[self.suit.word]))

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.from_str({str(self)!r})"


FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
"""The 52 cards indexed ``(rank-1)*4 + suit``, as the Microsoft generator expects."""
