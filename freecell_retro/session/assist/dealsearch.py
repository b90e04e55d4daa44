"""New Game's winnable deal searched beside play, for when none is found at once.

With Solvable Deals Only and few free cells, proven-winnable deals are rare
(with no free cell about one in four hundred), too rare for New Game to find
one while the player waits. New Game then deals its drawn number anyway and
says so, and a :class:`DealSearch` tries the numbers after it one by one,
each in the winnability worker's background process, until one is proven
winnable: the next New Game with the same rules and free cells deals that one.

The search walks the game range from the number after the one dealt and wraps
round, so a small range (GAMERANGE) ends when every number in it was tried.

>>> search = DealSearch(lambda: None)
>>> search.found(Rules.ORIGINAL, 0) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ...engine.board import Board
from ...engine.rules import Rules
from .solving import Winnability, known_unsolvable


class Checker(Protocol):
    """What the search needs of the winnability worker (:class:`~.winnability.ProcessWatcher`)."""

    def update(self, board: Board) -> None: ...
    def poll(self) -> bool: ...
    def answer(self, board: Board) -> Winnability: ...
    @property
    def busy(self) -> bool: ...
    def close(self) -> None: ...


@dataclass
class _Walk:
    """One search: the numbers from ``start`` on, wrapping within ``first``..``last``."""

    rules: Rules
    cells: int
    first: int
    last: int
    start: int
    number: int
    tried: int = 0
    skip: set[int] = field(default_factory=set)

    def next_number(self) -> int | None:
        """The next number to try, None when the whole range was tried."""
        size = self.last - self.first + 1
        while self.tried < size:
            self.number = self.first + (self.number - self.first + 1) % size
            self.tried += 1
            if self.number not in self.skip and not known_unsolvable(self.number, self.rules, self.cells):
                return self.number
        return None


class DealSearch:
    """Winnable deals for New Game, searched while the player plays: ``start`` after a deal that
    could not be proven winnable, ``poll`` each refresh, ``found`` at the next New Game.

    ``checker`` makes the background worker the first time one is needed."""

    def __init__(self, checker: Callable[[], Checker | None]) -> None:
        self._make_checker = checker
        self._checker: Checker | None = None
        self._walk: _Walk | None = None
        self._board: Board | None = None
        self._found: dict[tuple[Rules, int], int] = {}
        self.exhausted: set[tuple[Rules, int, int, int]] = set()
        """Searches that tried their whole range and found nothing (rules, free cells, first, last)."""

    def start(self, rules: Rules, cells: int, dealt: int, game_range: tuple[int, int]) -> None:
        """Look for a winnable deal after ``dealt`` (a search for other rules or free cells stops). The
        deals New Game's quick search did not solve are tried again: the worker looks harder."""
        first, last = min(game_range), max(game_range)
        if (rules, cells) in self._found or (rules, cells, first, last) in self.exhausted:
            return
        walk = self._walk
        if walk is not None and (walk.rules, walk.cells, walk.first, walk.last) == (rules, cells, first, last):
            return
        self._walk = _Walk(rules, cells, first, last, dealt, dealt, skip={dealt})
        self._board = None
        self._next()

    @property
    def searching(self) -> bool:
        return self._walk is not None

    def searching_for(self, rules: Rules, cells: int) -> bool:
        """A search with these rules and free cells is under way (New Game need not look again)."""
        return self._walk is not None and (self._walk.rules, self._walk.cells) == (rules, cells)

    def found(self, rules: Rules, cells: int) -> int | None:
        """A number proven winnable with ``rules`` and ``cells`` free cells, taken (None: none yet)."""
        return self._found.pop((rules, cells), None)

    def poll(self) -> bool:
        """Each refresh: take the worker's answer and try the next number; True when a deal was found."""
        walk, board, checker = self._walk, self._board, self._checker
        if walk is None or board is None or checker is None:
            return False
        checker.poll()
        answer = checker.answer(board)
        if answer is Winnability.WINNABLE:
            self._found[(walk.rules, walk.cells)] = walk.number
            self._walk = self._board = None
            return True
        if answer is Winnability.UNKNOWN and checker.busy:
            return False
        self._next()  # not winnable, or the check gave up
        return False

    def close(self) -> None:
        """The window closes: end the search's worker."""
        self._walk = self._board = None
        if self._checker is not None:
            self._checker.close()

    def _next(self) -> None:
        walk = self._walk
        assert walk is not None
        number = walk.next_number()
        if number is None:
            self.exhausted.add((walk.rules, walk.cells, walk.first, walk.last))
            self._walk = self._board = None
            return
        if self._checker is None:
            self._checker = self._make_checker()
            if self._checker is None:
                self._walk = None
                return
        self._board = Board.game(number, walk.rules, walk.cells)
        self._checker.update(self._board)
