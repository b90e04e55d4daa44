"""What the census already knows, so the adviser answers at once: the winnability of a deal still
at its start, Hint on a deal proven unwinnable, and New Game's winnable deal with Solvable Deals
Only where the census covers the game range.

Only the deal's start is in the census: after the first move the winnability check and the
searches answer as before.
"""

from __future__ import annotations

import random

from ...engine.board import Board
from ...engine.rules import Rules
from ...files.census import Verdict
from ...files.censusbook import CensusBook
from ..game.census import verdict_of
from ..game.session import Session

MAX_SCAN = 1_000_000
"""Deals of a census looked through for New Game's winnable ones at most (a few milliseconds each ten thousand)."""


def start_verdict(session: Session, board: Board | None = None) -> bool | None:
    """The census's verdict on the deal on the board while it is at its start (``board``: that
    position, when asked of another): True winnable, False proven not, None unknown or not at the start."""
    game, deal = session.game, session.deal
    board = session.board if board is None else board
    if game is None or deal is None or board is None or board != game.start:
        return None
    return verdict_of(session.census, deal.number, board.rules, board.free_cell_count)


def census_game_number(book: CensusBook | None, rng: random.Random, first: int, last: int, rules: Rules,
                       cells: int) -> int | None:
    """A random winnable deal of ``first``–``last`` from the census, when its censuses with these rules
    and free cells cover the whole range (else None: a number drawn from the rest is searched for)."""
    if book is None or last - first + 1 > MAX_SCAN:
        return None
    censuses = book.covers(rules, cells)
    known = [census for census in censuses if census.first <= first and last <= census.last]
    if not known:
        return None
    winnable = [number for number in range(first, last + 1)
                if (entry := book.entry(number, rules, cells)) is not None and entry.verdict is Verdict.WINNABLE]
    return rng.choice(winnable) if winnable else None
