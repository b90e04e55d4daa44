"""Where did the game go wrong? The verdict of every position of a game the player played:
winnable (with how many moves to go) or lost, each one earned, never guessed.

A position after a move is winnable when a solution from it was found, and lost when a search
proved that none exists; the budget running out first leaves it unknown. Two facts save most
of the searches, and are proofs too: a position from which the player's own moves lead to a
winnable one is winnable (those moves, then the solution), and a position reached from a lost
one is lost (a win from it would be a win from the earlier one). So the winnable positions come
first and the lost ones after: the move between the last winnable and the first lost position
is the one that lost the game, and a search of halves finds it in a few questions.

The analysis asks its questions one at a time (:meth:`Verdicts.next_question`: which position
to solve) and is told the answers (:meth:`Verdicts.answer`), so that the game can ask them on a
thread beside the screen and show each verdict as it comes, and the command line can ask them
in a loop (:func:`work_out`).

>>> from freecell_retro.engine.board import Board
>>> from freecell_retro.engine.game import Game
>>> from freecell_retro.engine.moves import Move
>>> game = Game(Board.game(1))
>>> for text in ["3a", "3b", "3c"]:
...     _ = game.play(Move.from_str(text))
>>> verdicts = work_out([game.start] + [turn.board for turn in game.history], Budget(nodes=20_000, seconds=None))
>>> [verdict.kind.value for verdict in verdicts.verdicts]
['winnable', 'winnable', 'winnable', 'winnable']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..engine.board import Board
from .budget import Budget, Status

REVIEW_BUDGET = Budget(nodes=150_000, seconds=None, positions=400_000, helper=False, shorten=True)
"""What one position's search may spend: in positions only, so a review says the same every time
on every machine (a quarter to a second each on a deal's first positions; a proof of a lost one
with most cards home is far quicker)."""


class Kind(Enum):
    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Verdict:
    """One position's verdict; ``to_go``: the moves of the shortest solution found from it."""

    kind: Kind
    to_go: int | None = None
    searched: bool = False
    """A search of its own answered (else it follows from a neighbour's verdict, or none came yet)."""

    @property
    def winnable(self) -> bool:
        return self.kind is Kind.WINNABLE

    @property
    def lost(self) -> bool:
        return self.kind is Kind.LOST


UNKNOWN = Verdict(Kind.UNKNOWN)


class Verdicts:
    """The verdicts of ``boards``: the deal first, then the position after each move (so
    ``verdicts[k]`` is the position after move k)."""

    def __init__(self, boards: Sequence[Board]) -> None:
        if not boards:
            raise ValueError("a game has at least its deal")
        self.boards = list(boards)
        self.verdicts: list[Verdict] = [UNKNOWN] * len(self.boards)
        self._asked: set[int] = set()
        self._given_up: set[int] = set()
        last = len(self.boards) - 1
        if self.boards[last].is_won:
            self._found(last, 0, searched=True)
        elif not self.boards[last].has_legal_move():
            self._proved_lost(last, searched=True)

    # -- what is known ------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self.boards) - 1

    @property
    def done(self) -> bool:
        return self.next_question() is None

    @property
    def par(self) -> int | None:
        """The moves of the shortest solution found from the deal (when its own search found one)."""
        first = self.verdicts[0]
        return first.to_go if first.winnable and first.searched else None

    @property
    def losing_move(self) -> int | None:
        """The move (counted from 1) after which the game could no longer be won: its position is lost
        and the one before it winnable, both earned. None when there is none or it is not known."""
        for k in range(1, len(self.verdicts)):
            if self.verdicts[k].lost:
                return k if self.verdicts[k - 1].winnable else None
        return None

    @property
    def unwinnable_deal(self) -> bool:
        return self.verdicts[0].lost

    # -- the questions ----------------------------------------------------------------

    def next_question(self) -> int | None:
        """Which position to solve next; None when every question worth asking was asked.
        First the last position, then halves between the last winnable and the first lost one
        (the losing move), then the deal (par), then every winnable position's own distance."""
        last = len(self.boards) - 1
        if last not in self._asked and self.verdicts[last].kind is Kind.UNKNOWN:
            return last
        if not self.verdicts[last].winnable:
            middle = self._middle()
            if middle is not None:
                return middle
        if 0 not in self._asked and not self.verdicts[0].searched and not self.verdicts[0].lost:
            return 0
        for k, verdict in enumerate(self.verdicts):
            if k not in self._asked and not verdict.lost and not verdict.searched:
                return k
        return None

    def _middle(self) -> int | None:
        """The unasked position nearest the middle of those between the last known winnable
        position and the first known lost one."""
        low = max((k for k, v in enumerate(self.verdicts) if v.winnable), default=-1)
        high = min((k for k, v in enumerate(self.verdicts) if v.lost), default=len(self.verdicts))
        open_ = [k for k in range(low + 1, high) if k not in self._asked]
        if not open_:
            return None
        centre = (low + high) / 2
        return min(open_, key=lambda k: (abs(k - centre), k))

    def question(self) -> Board | None:
        """The board of the next question (None: all asked)."""
        k = self.next_question()
        return None if k is None else self.boards[k]

    def answer(self, k: int, status: Status, moves: int = 0) -> None:
        """The search of position ``k`` ended: solved in ``moves`` moves, proved unsolvable, or gave up."""
        self._asked.add(k)
        if status is Status.SOLVED:
            self._found(k, moves, searched=True)
        elif status is Status.UNSOLVABLE:
            self._proved_lost(k, searched=True)
        else:
            self._given_up.add(k)

    def _found(self, k: int, moves: int, searched: bool) -> None:
        """A solution of ``moves`` from ``k``: the player's moves to ``k`` and it win from every position before."""
        for j in range(k, -1, -1):
            to_go = moves + (k - j)
            old = self.verdicts[j]
            if j == k:
                best = min(to_go, old.to_go) if old.winnable and old.to_go is not None else to_go
                self.verdicts[j] = Verdict(Kind.WINNABLE, best, searched or old.searched)
            elif not old.winnable or old.to_go is None or to_go < old.to_go:
                self.verdicts[j] = Verdict(Kind.WINNABLE, to_go, old.searched)

    def _proved_lost(self, k: int, searched: bool) -> None:
        """No win from ``k``, so none from any position after it."""
        for j in range(k, len(self.verdicts)):
            if not self.verdicts[j].lost:
                self.verdicts[j] = Verdict(Kind.LOST, None, searched and j == k)


def work_out(boards: Sequence[Board], budget: Budget = REVIEW_BUDGET,
             solve: Callable[[Board, Budget], tuple[Status, int]] | None = None) -> Verdicts:
    """Every verdict of ``boards``, the searches one after the other (the command line)."""
    verdicts = Verdicts(boards)
    ask = solve or search
    while (k := verdicts.next_question()) is not None:
        status, moves = ask(verdicts.boards[k], budget)
        verdicts.answer(k, status, moves)
    return verdicts


def search(board: Board, budget: Budget = REVIEW_BUDGET) -> tuple[Status, int]:
    """Our solver's answer for ``board``: how it ended and the moves of the solution found."""
    from .answer import solve  # the searches load with the first review, not with this module

    found = solve(board, budget)
    return found.status, len(found.moves)
