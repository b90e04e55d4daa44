"""The winnability indicator's worker is a real process per position: the
window's calls never wait, stale answers are dropped, and the process goes."""

import os
import time
from pathlib import Path

import pytest
from boards import counted, make_board

from freecell_retro.engine import Board, Move
from freecell_retro.session import Session
from freecell_retro.session.assist import Winnability
from freecell_retro.session.browser import SolutionBrowser
from freecell_retro.session.helper import Helper
from freecell_retro.session.winnability import ProcessWatcher
from freecell_retro.solver import Budget
from freecell_retro.solver.fcsolve import Engine

HOPELESS = make_board(["8D 8S", "JH JS TD 7S 7D 9S", "TC QC JC JD 8C", "KC TH", "9C QD 6C 8H QH QS", "6S KD",
                       "TS 9D KS", "9H 7C KH"], cells="", homes="5C 6D 7H 5S")


def settle(watcher, timeout=20.0):
    """Poll as the window does each refresh until the check is done (a generous limit only against a hang)."""
    deadline = time.monotonic() + timeout
    while watcher.busy:
        watcher.poll()
        assert time.monotonic() < deadline, "the winnability process never answered"
        time.sleep(0.01)


@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_a_process_answers_winnable_and_marks_the_positions_along_its_solution(method):
    watcher = ProcessWatcher(counted(Budget(nodes=100_000)), Engine.BUILTIN, method=method)
    board = Board.game(1)
    watcher.update(board)
    assert watcher.answer(board) is Winnability.UNKNOWN and watcher.busy
    settle(watcher)
    assert watcher.answer(board) is Winnability.WINNABLE
    moves = watcher.solution(board)
    after = board.play(moves[0]).automatic_moves()[0]
    assert watcher.answer(after) is Winnability.WINNABLE and watcher.solution(after) == moves[1:]
    watcher.update(after)  # known already: no process
    assert not watcher.busy and watcher.started == 1
    watcher.close()


def test_not_winnable_and_gave_up():
    watcher = ProcessWatcher(counted(Budget(nodes=2_000)), Engine.BUILTIN)
    watcher.update(HOPELESS)
    settle(watcher)
    assert watcher.answer(HOPELESS) is Winnability.NOT_WINNABLE
    watcher.update(Board.game(11982))  # a proof takes ~100,000 positions: out of budget
    settle(watcher)
    assert watcher.answer(Board.game(11982)) is Winnability.UNKNOWN
    watcher.close()


def test_a_new_position_ends_the_process_checking_the_old_one():
    watcher = ProcessWatcher(Budget(nodes=None, seconds=60), Engine.BUILTIN)
    slow = Board.game(11982)
    watcher.update(slow)
    first = watcher._job.process.pid
    watcher.update(HOPELESS)
    assert watcher.started == 2
    settle(watcher)
    assert watcher.answer(HOPELESS) is Winnability.NOT_WINNABLE
    assert watcher.answer(slow) is Winnability.UNKNOWN  # nothing from the process ended
    deadline = time.monotonic() + 10
    while Path(f"/proc/{first}").exists():  # ended and reaped, a few polls later
        assert time.monotonic() < deadline, "the stale check still runs"
        watcher.poll()
        time.sleep(0.01)
    watcher.close()


def test_the_title_follows_the_process_s_answer():
    session = Session(clock=lambda: 0.0)
    session.options.show_winnability = True
    helper = Helper(session, SolutionBrowser(session), engine=Engine.BUILTIN,
                    watcher=lambda: ProcessWatcher(counted(Budget(nodes=100_000)), Engine.BUILTIN))
    session.select_game(617)
    assert session.title.endswith("Not known yet")
    settle(helper.watcher)
    assert session.title.endswith("  Winnable")
    session.play(Move.from_str("7a"))
    settle(helper.watcher)
    assert session.title.endswith("  Winnable")
    helper.close()
    assert not helper.watcher.busy


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux scheduling classes")
def test_the_check_takes_only_processor_time_play_leaves():
    """The worker runs in SCHED_IDLE from its start: play never waits for it."""
    watcher = ProcessWatcher(Budget(nodes=None, seconds=60), Engine.BUILTIN)
    watcher.update(Board.game(11982))
    assert os.sched_getscheduler(watcher._job.process.pid) == os.SCHED_IDLE
    watcher.close()
