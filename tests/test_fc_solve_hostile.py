"""An fc-solve on PATH that misbehaves: one that cannot run at all, floods its
output, writes a huge file or starts processes of its own. Ours answers alone,
nothing of it is left running, the player sees no traceback."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from boards import advised, counted
from processes import running, start_methods, wait_for
from test_solver_engines import fake_fc_solve, fc_solve_on_path

from freecell_retro.engine import Board
from freecell_retro.session import Options, Session
from freecell_retro.session.assist.solving import race_solve
from freecell_retro.session.assist.winnability import ProcessWatcher
from freecell_retro.solver import Budget, fcsolve, lifeline
from freecell_retro.solver.fcsolve import OUTPUT_CAP, Engine, FcSolve

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent
MACH_O = b"\xcf\xfa\xed\xfe\x07\x00\x00\x01\x03\x00\x00\x00\x02\x00\x00\x00" + bytes(48)
"""The start of a program for a Mac: no Linux can run it."""


@pytest.fixture(params=["missing interpreter", "empty file", "binary for another machine",
                        "interpreter not executable", "not executable"])
def broken_fc_solve(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An ``fc-solve`` first on PATH that cannot be run."""
    interpreter = tmp_path / "interpreter"
    interpreter.write_text("#!/bin/sh\n")
    interpreter.chmod(0o644)
    content, mode = {"missing interpreter": (b"#!/nonexistent/sh\n", 0o755),
                     "empty file": (b"", 0o755),
                     "binary for another machine": (MACH_O, 0o755),
                     "interpreter not executable": (b"#!" + bytes(interpreter) + b"\n", 0o755),
                     "not executable": (b"#!/bin/sh\n", 0o644)}[request.param]
    return fc_solve_on_path(tmp_path, monkeypatch, content, mode)


def test_ours_answers_hints_and_solvable_deals_when_fc_solve_cannot_run(broken_fc_solve: Path) -> None:
    start = Board.game(618)
    answer = race_solve(start, counted(Budget(nodes=100_000)), Engine.FC_SOLVE)
    assert answer.solved and answer.game(start).is_won
    session = Session(Options(solvable_only=True), rng=random.Random(5), clock=lambda: 0.0)
    helper = advised(session, engine=Engine.AUTO)
    session.select_game(618)
    helper.hint()  # H in the window
    assert helper.blink is not None and session.requester is None
    assert helper.pick_game_number() > 0  # New Game with solvable deals only


@pytest.mark.parametrize("method", start_methods("spawn", "fork"))  # a fork server keeps the PATH it started with
def test_the_winnability_worker_answers_when_fc_solve_cannot_run(broken_fc_solve: Path, method: str) -> None:
    watcher = ProcessWatcher(counted(Budget(nodes=100_000)), Engine.AUTO, method=method, stand_back=False)
    watcher.update(Board.game(618))
    wait_for(lambda: watcher.poll() or not watcher.busy, "the winnability answer")
    assert watcher.solution(Board.game(618))
    watcher.close()


def test_the_solve_command_with_an_fc_solve_that_cannot_run(broken_fc_solve: Path, tmp_path: Path) -> None:
    """``freecell-retro solve 618``: solved by ours, at most one line about fc-solve, no traceback."""
    out = tmp_path / "out"
    out.mkdir()
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "freecell_retro", "solve", "618", "--out", str(out)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert len([line for line in done.stderr.splitlines() if "fc-solve" in line]) <= 1, done.stderr
    assert done.stdout.strip() == str(out / "Solution.game618_O")


def test_fc_solve_flooding_its_output_is_stopped_at_the_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    finished = tmp_path / "finished"
    path = fake_fc_solve(tmp_path, monkeypatch,
                         f"cat > /dev/null\nhead -c {8 * OUTPUT_CAP} /dev/zero\ntouch '{finished}'\n")
    with FcSolve(Board.game(1), str(path)) as run:
        wait_for(run.done, "the end of fc-solve's output")
        assert run.output() is None
    assert not finished.exists()  # stopped mid-flood


@pytest.mark.skipif(vars(fcsolve)["resource"] is None,
                    reason="no resource module (Windows): no file-size cap there")
def test_fc_solve_writing_a_huge_file_is_stopped_at_the_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big"
    path = fake_fc_solve(tmp_path, monkeypatch, f"cat > /dev/null\nhead -c {8 * OUTPUT_CAP} /dev/zero > '{big}'\n")
    with FcSolve(Board.game(1), str(path)) as run:
        wait_for(run.done, "the end of fc-solve's output")
    assert big.stat().st_size <= OUTPUT_CAP


@pytest.mark.skipif(vars(fcsolve)["os"].name == "nt",
                    reason="Windows: no process group is killed (no killpg, no Job object)")
def test_nothing_fc_solve_started_outlives_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = tmp_path / "started"
    path = fake_fc_solve(tmp_path, monkeypatch, f"cat > /dev/null\nsleep 600 > /dev/null 2>&1 &\n"
                                                f"echo $! > '{started}.new'\nmv '{started}.new' '{started}'\n"
                                                "exec sleep 600\n")
    with FcSolve(Board.game(1), str(path)):
        wait_for(started.exists, "fc-solve starting a process")
    grandchild = int(started.read_text())
    wait_for(lambda: not running(grandchild), "the end of the process fc-solve started")


PARENT = """
import sys, time
from freecell_retro.engine import Board
from freecell_retro.solver.fcsolve import FcSolve
run = FcSolve(Board.game(1), sys.argv[1])
time.sleep(600)
"""


@pytest.mark.skipif(not vars(lifeline)["sys"].platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_fc_solve_goes_when_the_game_is_killed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = tmp_path / "started"
    path = fake_fc_solve(tmp_path, monkeypatch, f"echo $$ > '{started}.new'\nmv '{started}.new' '{started}'\n"
                                                "exec sleep 600\n")
    game = subprocess.Popen([sys.executable, "-c", PARENT, str(path)], env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        wait_for(started.exists, "fc-solve starting")
        fc_solve = int(started.read_text())
        game.kill()
        game.wait()
        wait_for(lambda: not running(fc_solve), "the end of fc-solve after the game was killed")
    finally:
        game.kill()
        game.wait()
