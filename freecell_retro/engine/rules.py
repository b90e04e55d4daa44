"""The two rule sets and the three ways cards can go home automatically.

Variants are data, not code paths: Original and Baker's differ only in which
card may go on which (:func:`builds_on`) and in which cards are no longer
needed in play (:class:`AutoPlay`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from .cards import Card, Suit


class Rules(Enum):
    ORIGINAL = "original"
    BAKERS = "bakers"

    @property
    def letter(self) -> str:
        """The letter solution file names use: ``O`` or ``B``."""
        return "O" if self is Rules.ORIGINAL else "B"

    @property
    def title(self) -> str:
        return "Original" if self is Rules.ORIGINAL else "Baker's"

    @classmethod
    def from_letter(cls, letter: str) -> Rules:
        return cls.BAKERS if letter.upper() == "B" else cls.ORIGINAL


def builds_on(card: Card, onto: Card, rules: Rules) -> bool:
    """May ``card`` be placed on ``onto`` in a column?"""
    if card.rank != onto.rank - 1:
        return False
    if rules is Rules.BAKERS:
        return card.suit == onto.suit
    return card.is_red != onto.is_red


_OPPOSITE = {suit: tuple(s for s in Suit if s.is_red != suit.is_red) for suit in Suit}
_PARTNER = {suit: next(s for s in Suit if s.is_red == suit.is_red and s != suit) for suit in Suit}
"""Each suit's two suits of the other colour, and the other suit of its colour:
worked out once, as the automatic moves ask after every move."""


class AutoPlay(Enum):
    """Which cards go home by themselves after every move.

    AMIGA is the original's rule (and its Baker's corollary, which depends on
    the rules); MICROSOFT is what FreeCell Pro and Windows do, needed to read
    their solution files; NONE replays fc-solve's standard notation, where
    every move home is written.
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
        if rules is Rules.BAKERS:
            return True
        return opposite >= rank - 1

