"""The solver's processes where POSIX's extras are missing, as on Windows: no
``resource``, ``fcntl``, ``termios``, ``pwd`` or ``grp``, no ``os.fork`` or
``os.killpg``, no SIGHUP. A real process with those taken away
imports the solver, the hint and the winnability worker, races a flooding
fc-solve (capped by the pipe alone, stopped with ``Popen.kill``) and checks
winnability with spawn. The processes it starts are not simulated: they are
this machine's."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_solver_engines import fake_fc_solve

from freecell_retro.solver.fcsolve import OUTPUT_CAP

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent

ELSEWHERE = """
import os, signal, sys, time
for name in ("resource", "fcntl", "termios", "pwd", "grp"):
    sys.modules[name] = None
import multiprocessing.connection, subprocess  # they take the presence of msvcrt for Windows itself
from fake_msvcrt import FakeMsvcrt  # Windows' locks, played
sys.modules["msvcrt"] = FakeMsvcrt()
for name in ("fork", "killpg"):
    delattr(os, name)
del signal.SIGHUP  # SIGKILL stays: this machine's Popen.kill sends it (Windows' calls TerminateProcess)

from freecell_retro.engine import Board
from freecell_retro.session.assist.solving import race_solve
from freecell_retro.session.assist.winnability import ProcessWatcher
from freecell_retro.solver import Budget, helper
from freecell_retro.solver.fcsolve import Engine, FcSolve, program

assert not helper.available()
start = Board.game(618)
answer = race_solve(start, Budget(nodes=100_000, seconds=None, helper=False), Engine.AUTO)
assert answer.solved and answer.game(start).is_won
with FcSolve(start, program()) as run:
    run.wait(600)
    assert run.done() and run.output() is None
watcher = ProcessWatcher(Budget(nodes=100_000, seconds=None, helper=False), Engine.BUILTIN, method="spawn",
                         stand_back=False)
watcher.update(start)
while watcher.busy:  # the worker runs on time nobody else wants: poll as the window does, each frame
    watcher.poll()
    time.sleep(0.02)
assert watcher.solution(start)
watcher.close()
print("played")
"""


def test_the_solver_s_processes_without_posix_extras(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    finished = tmp_path / "finished"
    fake_fc_solve(tmp_path, monkeypatch, f"cat > /dev/null\nhead -c {8 * OUTPUT_CAP} /dev/zero\ntouch '{finished}'\n")
    path = os.pathsep.join([str(ROOT), str(ROOT / "tests")])
    done = subprocess.run([sys.executable, "-c", ELSEWHERE], env={**os.environ, "PYTHONPATH": path},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout == "played\n", done.stderr
    assert not finished.exists()
