"""New Game's background search for a winnable deal, on the real winnability worker: with no free cell
it walks on from the deal dealt, past the deals proven lost, to a number the solver wins."""

import time

import pytest
from boards import counted

from freecell_retro.engine import AutoPlay, Board, Rules
from freecell_retro.session.assist.dealsearch import DealSearch
from freecell_retro.session.assist.winnability import ProcessWatcher
from freecell_retro.solver import Budget, Status, solve
from freecell_retro.solver.fcsolve import Engine

pytestmark = pytest.mark.process


def test_the_search_finds_the_next_deal_won_with_no_free_cell() -> None:
    assert all(solve(Board.game(n, Rules.ORIGINAL, 0), counted(Budget(nodes=50_000))).status is Status.UNSOLVABLE
               for n in (1076, 1077, 1078))
    watcher = ProcessWatcher(counted(Budget(nodes=300_000)), Engine.BUILTIN, stand_back=False)
    search = DealSearch(lambda: watcher)
    search.start(Rules.ORIGINAL, 0, 1075, (1, 32000))
    deadline = time.monotonic() + 300  # only against a hang: the search is bounded in positions
    while search.searching:
        search.poll()
        assert time.monotonic() < deadline, "the search never answered"
        time.sleep(0.01)
    found = search.found(Rules.ORIGINAL, 0)
    assert found is not None and found > 1075 and search.found(Rules.ORIGINAL, 0) is None  # taken once
    board = Board.game(found, Rules.ORIGINAL, 0)
    solution = watcher.solution(board)
    assert solution is not None
    for move in solution:  # the worker's solution wins it
        board = board.play(move).automatic_moves(AutoPlay.AMIGA)[0]
    assert board.is_won
    search.close()
