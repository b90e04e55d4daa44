"""Nothing fc-solve starts outlives the race, not even a process that leaves fc-solve's
session (``setsid``): the game takes in fc-solve's orphans (a child subreaper) and ends and
reaps every process of the run when the race ends. Linux (the others: see the README)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from boards import counted
from processes import running, wait_for
from test_solver_engines import fake_fc_solve

from freecell_retro.engine import Board
from freecell_retro.files.solutions import format_standard
from freecell_retro.session.assist.solving import race_solve
from freecell_retro.solver import Budget
from freecell_retro.solver.answer import solve
from freecell_retro.solver.fcsolve import Engine, FcSolve

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or not Path("/proc/self").exists(),
                                reason="the child subreaper and /proc are Linux's")


def leaves_the_session(started: Path) -> str:
    """Shell lines starting ``sleep 60`` in a session of its own, its pid written to ``started``
    (whole or not at all), its output away from fc-solve's pipe; then wait until it has said so."""
    return (f"setsid sh -c 'echo $$ > \"{started}.new\"; mv \"{started}.new\" \"{started}\"; exec sleep 60'"
            " < /dev/null > /dev/null 2>&1 &\n"
            f"while [ ! -f '{started}' ]; do sleep 0.01; done\n")


def fc_solve_starting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, child: str, then: str,
                      what: str) -> tuple[FcSolve, int]:
    """A fake fc-solve run on deal 1 that starts ``child`` in the background (``{says}`` in it: the
    shell line writing the child's pid, whole or not at all), then does ``then``; the run and that pid,
    once written."""
    started = tmp_path / "started"
    says = f'echo $$ > \"{started}.new\"; mv \"{started}.new\" \"{started}\"'
    path = fake_fc_solve(tmp_path, monkeypatch, f"cat > /dev/null\n{child.format(says=says)} &\n{then}\n")
    run = FcSolve(Board.game(1), str(path))
    wait_for(started.exists, f"fc-solve starting {what}")
    return run, int(started.read_text())


def gone(pid: int) -> bool:
    """Not running, and not left behind as a zombie of ours either (reaped)."""
    if not Path(f"/proc/{pid}").exists():
        return True
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return not running(pid) and int(stat[1]) != os.getpid()


def test_a_process_in_a_session_of_its_own_ends_with_the_race(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    start = Board.game(9)  # ours needs over a thousand positions: more than the budget, so fc-solve answers
    solution = format_standard(solve(start, counted()).game(start))
    (tmp_path / "solution").write_text(solution + "\nThis game is solveable.\n")
    started = tmp_path / "started"
    fake_fc_solve(tmp_path, monkeypatch, "cat > /dev/null\n" + leaves_the_session(started)
                  + f"cat '{tmp_path / 'solution'}'\n")
    answer = race_solve(start, Budget(nodes=10, seconds=30), Engine.FC_SOLVE)
    assert answer.solved and answer.game(start).is_won
    child = int(started.read_text())
    assert gone(child), "the process fc-solve started in a session of its own outlived the race"


def test_stopping_fc_solve_ends_a_setsid_child_holding_its_output(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    run, child = fc_solve_starting(tmp_path, monkeypatch, "setsid sh -c '{says}; exec sleep 60'", "exit 0",
                                   "a process in a session of its own")
    assert not run.done()  # the child holds fc-solve's output open
    run.stop()
    assert gone(child), "the process fc-solve started in a session of its own outlived fc-solve's stop"
    assert run.done()


def test_a_child_that_ended_before_the_stop_is_reaped_not_left_a_zombie(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A process fc-solve started that ended by itself comes to the game (a subreaper) when fc-solve
    is killed: it has no environment left to be known by, but it is in fc-solve's process group."""
    run, child = fc_solve_starting(tmp_path, monkeypatch, "sh -c '{says}'", "exec sleep 60", "a process")
    wait_for(lambda: not running(child), "the process fc-solve started to end")  # a zombie of fc-solve's
    run.stop()
    assert gone(child), "the process fc-solve started is left a zombie of the game"
