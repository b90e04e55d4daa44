"""The solver's helper process on a second core, and the hard deals it and the digs are for."""

import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from boards import counted
from processes import BOUND

from freecell_retro.engine import Board, Rules
from freecell_retro.files.solutions import format_amiga, replay_solution
from freecell_retro.solver import Budget, Status, helper, solve
from freecell_retro.solver.helper import Helper
from freecell_retro.solver.search import Flare, Key

ROOT = Path(__file__).resolve().parent.parent
needs_helper = pytest.mark.skipif(not helper.available(), reason="no second core (or no fork) for a helper here")


def _alive(pid: int) -> bool:
    """Is process ``pid`` there and not a zombie?"""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


def _children() -> set[int]:
    """This process's living children."""
    tasks = Path(f"/proc/{os.getpid()}/task").iterdir()
    return {int(pid) for task in tasks for pid in (task / "children").read_text().split() if _alive(int(pid))}


def _poll(worker: Helper, seconds: float = 10.0) -> list[list[Key]]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("the helper never answered")


def _search_forever(flares: list[Flare], out_of_budget: Callable[[], bool]) -> list[list[Key]] | None:
    while not out_of_budget():
        time.sleep(0.01)
    return None


@needs_helper
def test_a_helper_reports_the_paths_it_found_and_is_reaped() -> None:
    before = _children()  # other tests' processes (a fork server) may live on
    found: list[list[Key]] = [[(("KS",), "", (0, 0, 0, 0))], [(("QH",), "AS", (1, 0, 0, 0))]]
    worker = Helper(lambda: [], lambda flares, out_of_budget: found, lambda flares: False)
    assert _poll(worker) == found
    assert worker.done and worker.pid == 0
    assert _children() <= before


@needs_helper
def test_a_helper_that_fails_or_finds_nothing_says_nothing() -> None:
    def fail(flares: list[Flare], out_of_budget: Callable[[], bool]) -> None:
        raise RuntimeError("a bug in a flare")

    before = _children()
    assert _poll(Helper(lambda: [], fail, lambda flares: False)) == []
    assert _poll(Helper(lambda: [], lambda flares, out_of_budget: None, lambda flares: False)) == []
    assert _children() <= before


@needs_helper
def test_stop_kills_a_helper_still_searching() -> None:
    worker = Helper(lambda: [], _search_forever, lambda flares: False)
    pid = worker.pid
    assert pid in _children()
    worker.stop()
    assert worker.poll() is None and worker.done
    assert pid not in _children()


@pytest.mark.process
@needs_helper
def test_a_helper_whose_solver_was_killed_stops_by_itself(tmp_path: Path) -> None:
    """kill -9 of the solver's process leaves no helper searching on."""
    script = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from freecell_retro.solver.helper import Helper
        def forever(flares, out_of_budget):
            while not out_of_budget():
                time.sleep(0.01)
        worker = Helper(lambda: [], forever, lambda flares: False)
        print(worker.pid, flush=True)
        time.sleep(60)
    """)
    solver = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert solver.stdout is not None
        pid = int(solver.stdout.readline())
        solver.kill()
        solver.wait()
        deadline = time.monotonic() + BOUND  # only against a hang
        while time.monotonic() < deadline and _alive(pid):
            time.sleep(0.05)
        assert not _alive(pid)
    finally:
        solver.kill()
        assert solver.stdout is not None
        solver.stdout.close()


HELPED = Budget(seconds=None)
"""The default budget in positions alone, a helper taking its share."""


@pytest.fixture
def two_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A helper even where there is one core (or the tests are pinned to one): the searches split
    between two processes as on a machine with two cores. The answer then hangs on the helper
    reporting before the solver's own positions run out, not on seconds: each process has its own
    budget in positions, and the solver's is several times what it spends on these deals."""
    monkeypatch.setattr(helper, "available", lambda: hasattr(os, "fork"))


def test_with_and_without_a_helper_the_answers_win_and_proofs_agree(two_processes: None) -> None:
    before = _children()
    for number, rules, cells in ((7, Rules.ORIGINAL, 2), (12, Rules.BAKERS, 3), (33, Rules.ORIGINAL, 3)):
        start = Board.game(number, rules, cells)
        for budget in (HELPED, counted()):
            answer = solve(start, budget)
            assert answer.status is Status.SOLVED
            assert replay_solution(start, format_amiga(answer.game(start))).wins
    assert solve(Board.game(1, Rules.ORIGINAL, 1), counted()).status is Status.UNSOLVABLE
    assert solve(Board.game(1, Rules.ORIGINAL, 1), HELPED).status is Status.UNSOLVABLE
    assert _children() <= before  # no helper left behind


FC_SOLVE_LENGTHS = {(173, 1): 66, (9, 2): 77, (518, 3): 115, (33, 1): 71, (144, 1): 99, (699, 3): 85, (463, 3): 87,
                    (160, 2): 84, (212, 2): 71}
"""fc-solve 5.0's solutions (``-l lg``, in Amiga moves: its moves home left
out) of deals that our solver gave up on or answered at great length before
the digs: 1-cell 173 (given up after 10 s), 2-cell 9 (434 moves after 39 s),
3-cell 518 (7 s); and before the uncover digs, the lazy digs and the helper's
line-ups for one and three free cells: 1-cell 33 and 144, 3-cell 699 and 463
(given up after 1.5 s); and before the line-up for two: 2-cell 160 and 212
(given up after 1.5 s)."""


@pytest.mark.slow
@pytest.mark.parametrize(("number", "cells"), list(FC_SOLVE_LENGTHS))
def test_hard_deals_with_few_free_cells_are_solved_no_longer_than_fc_solve_allows(number: int, cells: int,
                                                                                  two_processes: None) -> None:
    start = Board.game(number, Rules.ORIGINAL, cells)
    answer = solve(start, HELPED)
    assert answer.status is Status.SOLVED
    assert answer.game(start).is_won
    assert len(answer.moves) <= 1.5 * FC_SOLVE_LENGTHS[number, cells]


def _no_fork(*args: object, **kwargs: object) -> None:
    raise AssertionError("a helper was started")


def test_no_helper_is_started_when_the_budget_says_no(monkeypatch: pytest.MonkeyPatch) -> None:
    import freecell_retro.solver.schedule as race

    monkeypatch.setattr(race, "Helper", _no_fork)
    start = Board.game(7, Rules.ORIGINAL, 2)
    answer = solve(start, counted())
    assert answer.status is Status.SOLVED and answer.game(start).is_won


def test_an_easy_deal_is_won_before_a_helper_or_the_proof_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal 7: the first flare alone wins it within its first positions, so no process is forked and
    the proof expands nothing (most deals are answered so)."""
    import freecell_retro.solver.schedule as race

    monkeypatch.setattr(race, "Helper", _no_fork)
    start = Board.game(7)
    answer = solve(start, Budget(seconds=None))
    assert answer.status is Status.SOLVED and answer.game(start).is_won
    assert answer.expanded <= race.EASY
