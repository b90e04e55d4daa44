"""The winnability indicator's worker is a real process per position: the
window's calls never wait, stale answers are dropped, and the process goes."""

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from boards import advised, counted, make_board
from processes import BOUND, running, start_methods, wait_for
from test_solver_engines import fake_fc_solve

from freecell_retro.engine import Board, Move
from freecell_retro.session import Session
from freecell_retro.session.assist.solving import Winnability
from freecell_retro.session.assist.winnability import ProcessWatcher
from freecell_retro.solver import Budget
from freecell_retro.solver.fcsolve import Engine

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent
METHODS = start_methods("fork", "forkserver", "spawn")
"""Every way a worker can start here: spawn is Windows' and macOS's, a fork server Linux's default."""

HOPELESS = make_board(["8D 8S", "JH JS TD 7S 7D 9S", "TC QC JC JD 8C", "KC TH", "9C QD 6C 8H QH QS", "6S KD",
                       "TS 9D KS", "9H 7C KH"], cells="", homes="5C 6D 7H 5S")


def settle(watcher: ProcessWatcher, timeout: float = 20.0) -> None:
    """Poll as the window does each refresh until the check is done (a generous limit only against a hang)."""
    deadline = time.monotonic() + timeout
    while watcher.busy:
        watcher.poll()
        assert time.monotonic() < deadline, "the winnability process never answered"
        time.sleep(0.01)


@pytest.mark.parametrize("method", METHODS)
def test_a_process_answers_winnable_and_marks_the_positions_along_its_solution(method: str) -> None:
    watcher = ProcessWatcher(counted(Budget(nodes=100_000)), Engine.BUILTIN, method=method, stand_back=False)
    board = Board.game(1)
    watcher.update(board)
    assert watcher.answer(board) is Winnability.UNKNOWN and watcher.busy
    settle(watcher)
    assert watcher.answer(board) is Winnability.WINNABLE
    moves = watcher.solution(board)
    assert moves is not None
    after = board.play(moves[0]).automatic_moves()[0]
    assert moves is not None
    assert watcher.answer(after) is Winnability.WINNABLE and watcher.solution(after) == moves[1:]
    watcher.update(after)  # known already: no process
    assert not watcher.busy and watcher.started == 1
    watcher.close()


@pytest.mark.parametrize("method", METHODS)
def test_not_winnable_and_gave_up(method: str) -> None:
    watcher = ProcessWatcher(counted(Budget(nodes=2_000)), Engine.BUILTIN, method=method, stand_back=False)
    watcher.update(HOPELESS)
    settle(watcher)
    assert watcher.answer(HOPELESS) is Winnability.NOT_WINNABLE
    watcher.update(Board.game(11982))  # a proof takes ~100,000 positions: out of budget
    settle(watcher)
    assert watcher.answer(Board.game(11982)) is Winnability.UNKNOWN
    watcher.close()


@pytest.mark.parametrize("method", METHODS)
def test_a_new_position_ends_the_process_checking_the_old_one(method: str) -> None:
    watcher = ProcessWatcher(Budget(nodes=None, seconds=60), Engine.BUILTIN, method=method, stand_back=False)
    slow = Board.game(11982)
    watcher.update(slow)
    assert watcher._job is not None
    first = watcher._job.process.pid
    watcher.update(HOPELESS)
    assert watcher.started == 2
    settle(watcher)
    assert watcher.answer(HOPELESS) is Winnability.NOT_WINNABLE
    assert watcher.answer(slow) is Winnability.UNKNOWN  # nothing from the process ended
    deadline = time.monotonic() + BOUND  # only against a hang
    while Path(f"/proc/{first}").exists():  # ended and reaped, a few polls later
        assert time.monotonic() < deadline, "the stale check still runs"
        watcher.poll()
        time.sleep(0.01)
    watcher.close()


def test_the_title_follows_the_process_s_answer() -> None:
    session = Session(clock=lambda: 0.0)
    session.options.show_winnability = True
    helper = advised(session, engine=Engine.BUILTIN,
                     watcher=lambda: ProcessWatcher(counted(Budget(nodes=100_000)), Engine.BUILTIN, stand_back=False))
    session.select_game(617)
    assert session.title.endswith("Not known yet")
    assert isinstance(helper.watcher, ProcessWatcher)
    settle(helper.watcher)
    assert session.title.endswith("  Winnable")
    session.play(Move.from_str("7a"))
    settle(helper.watcher)
    assert session.title.endswith("  Winnable")
    helper.close()
    assert isinstance(helper.watcher, ProcessWatcher)
    assert not helper.watcher.busy


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux scheduling classes")
def test_the_check_takes_only_processor_time_play_leaves() -> None:
    """The worker runs in SCHED_IDLE from its start: play never waits for it."""
    watcher = ProcessWatcher(Budget(nodes=None, seconds=60), Engine.BUILTIN)
    watcher.update(Board.game(11982))
    assert watcher._job is not None
    assert watcher._job.process.pid is not None
    assert os.sched_getscheduler(watcher._job.process.pid) == os.SCHED_IDLE
    watcher.close()


WINDOW = """
import signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)  # as the game does, whatever its shell ignores
from freecell_retro.engine import Board
from freecell_retro.session.assist.winnability import ProcessWatcher
from freecell_retro.solver import Budget
from freecell_retro.solver.fcsolve import Engine
watcher = ProcessWatcher(Budget(nodes=1_000, seconds=600), Engine.FC_SOLVE, method=sys.argv[1], stand_back=False)
try:
    watcher.update(Board.game(11982))
    print(watcher._job.process.pid, flush=True)
    time.sleep(600)
except KeyboardInterrupt:
    watcher.close()
    sys.exit(130)
"""
"""A window's part in a process of its own: a check that would run for minutes (ours gives up
at once, then waits for fc-solve), then waiting."""


@contextmanager
def window_checking(method: str, tmp_path: Path,
                    monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[subprocess.Popen[str], int, int]]:
    """The window's process (a process group of its own, as a game started from a shell), its
    worker's pid and the pid of the fc-solve the worker runs; whatever the test left running is killed."""
    started = tmp_path / "started"
    fake_fc_solve(tmp_path, monkeypatch, f"echo $$ > '{started}.new'\nmv '{started}.new' '{started}'\nexec sleep 600\n")
    window = subprocess.Popen([sys.executable, "-c", WINDOW, method], env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    worker = fc_solve = 0
    try:
        assert window.stdout is not None
        worker = int(window.stdout.readline())
        wait_for(started.exists, "the worker starting fc-solve")
        fc_solve = int(started.read_text())
        yield window, worker, fc_solve
    finally:
        for pid in (window.pid, worker, fc_solve):
            if pid and running(pid):
                os.kill(pid, signal.SIGKILL)
        window.communicate(timeout=BOUND)


def ended(window: subprocess.Popen[str], worker: int, fc_solve: int) -> str:
    """The window's terminal output once every process that shares it (the worker, a fork
    server, the resource tracker) has closed it: they have all gone, fc-solve too."""
    errors: str
    _, errors = window.communicate(timeout=BOUND)
    wait_for(lambda: not running(worker), "the worker's end")  # its last moment, after its files closed
    wait_for(lambda: not running(fc_solve), "the end of the worker's fc-solve")
    return errors


@pytest.mark.parametrize("method", METHODS)
def test_a_killed_window_s_worker_goes_at_once_and_silently(method: str, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    with window_checking(method, tmp_path, monkeypatch) as (window, worker, fc_solve):
        window.kill()
        assert "Traceback" not in ended(window, worker, fc_solve)


@pytest.mark.parametrize("method", METHODS)
def test_ctrl_c_on_the_terminal_is_the_window_s_to_answer(method: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+C reaches every process of the terminal's group: the window ends the check, the
    worker prints nothing."""
    with window_checking(method, tmp_path, monkeypatch) as (window, worker, fc_solve):
        os.killpg(window.pid, signal.SIGINT)
        errors = ended(window, worker, fc_solve)
        assert window.returncode == 130 and "Traceback" not in errors, errors

