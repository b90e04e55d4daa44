"""How scripts/bench_solver.py runs one deal and measures it: ours in one process that solves every
deal in turn (a worker, this module run as a program), its peak memory in a forked child, and
fc-solve's whole process (its peak memory as the child of a small process)."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_retro.engine import Board, Rules  # noqa: E402
from freecell_retro.files.solutions import replay_solution, translate  # noqa: E402
from freecell_retro.session.assist.solving import race_solve  # noqa: E402
from freecell_retro.solver import Budget, solve  # noqa: E402
from freecell_retro.solver.fcsolve import Engine, fcs_position  # noqa: E402

FC_SOLVE = shutil.which("fc-solve")
TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
"""GNU time: fc-solve's peak memory as a small process's child (None: not measured)."""
MEMORY_CAP = 4 << 30
SECONDS_CAP = 60.0
"""Both engines' caps per deal (fc-solve's one-process range run once reached 11.9 GB). Past
them the answer counts as "gave up"."""


@dataclass
class Run:
    status: str
    seconds: float
    peak_mb: float | None
    length: int | None = None
    cpu: float | None = None
    """Processor seconds (user and system), less swayed by the machine's load than the time; ours: its own
    process's (the helper's, on another core, is ``helper_cpu``)."""
    helper_cpu: float = 0.0


def _caps() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    cpu = int(SECONDS_CAP) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))


def _reap(pid: int, deadline: float) -> tuple[int, float]:
    """Wait for child ``pid`` (killing it at ``deadline``): its exit status and peak RSS in MB."""
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return status, usage.ru_maxrss / 1024
        if time.monotonic() > deadline:
            os.kill(pid, 9)
        time.sleep(0.002)


class Worker:
    """One process of ours that solves deal after deal (this module run as a program), started once: its
    answers and times."""

    def __init__(self, budget: Budget, engine: Engine) -> None:
        self.engine = engine
        self.process = subprocess.Popen([sys.executable, __file__, engine.value, str(budget.nodes),
                                         str(budget.seconds)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True)

    def run(self, board: Board, number: int) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{number} {board.rules.name} {len(board.cells)}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"our solver's process ended on deal {number}")
        return json.loads(line)

    def close(self) -> None:
        self.process.communicate()


def worker(engine: str, nodes: str, seconds: str) -> None:
    """Solve the deals read from standard input, one a line (number, rules, free cells)."""
    budget = replace(Budget(), nodes=int(nodes), seconds=None if seconds == "None" else float(seconds))
    for line in sys.stdin:
        number, rules, cells = line.split()
        board = Board.game(int(number), Rules[rules], int(cells))
        began, own, helper = time.perf_counter(), _cpu(resource.RUSAGE_SELF), _cpu(resource.RUSAGE_CHILDREN)
        answer = solve(board, budget) if engine == Engine.BUILTIN.value else race_solve(board, budget, Engine(engine))
        seconds_taken = time.perf_counter() - began
        own, helper = _cpu(resource.RUSAGE_SELF) - own, _cpu(resource.RUSAGE_CHILDREN) - helper
        print(json.dumps({"status": answer.status.value, "length": len(answer.moves) if answer.solved else None,
                          "seconds": seconds_taken, "cpu": own, "helper_cpu": helper}), flush=True)


def run_ours(board: Board, number: int, budget: Budget, solver: Worker) -> Run:
    """The answer, time and processor time of ``solver``; the peak memory of the same solve in a child."""
    timed = solver.run(board, number)
    return Run(timed["status"], timed["seconds"], _peak_ours(board, budget, solver.engine), timed["length"],
               timed["cpu"], timed["helper_cpu"])


def _peak_ours(board: Board, budget: Budget, engine: Engine) -> float:
    """Solve in a forked child: its peak RSS (with its helper's) from its own report, or wait4's."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(read)
        code = 0
        try:
            _caps()
            solve(board, budget) if engine is Engine.BUILTIN else race_solve(board, budget, engine)
            own, helpers = (resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF,
                                                                           resource.RUSAGE_CHILDREN))
            report = {"peak_kb": own + helpers}
            os.write(write, json.dumps(report).encode())
        except BaseException as error:  # noqa: BLE001 - reported to the parent, whatever it is
            os.write(write, json.dumps({"error": repr(error)}).encode())
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    status, peak = _reap(pid, time.monotonic() + SECONDS_CAP + 5)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    report = json.loads(text) if text else {"error": f"killed (status {status})"}
    if "error" in report:
        print(f"  ours failed: {report['error']}", file=sys.stderr)
    if "peak_kb" in report:  # its own peak and its helper's (or fc-solve's), added: both were alive at once
        peak = report["peak_kb"] / 1024
    return peak


def _cpu(who: int) -> float:
    """Processor seconds of this process (``RUSAGE_SELF``) or its reaped children (the helpers)."""
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def run_fcs(board: Board, flags: list[str]) -> Run:
    """fc-solve on ``board``, capped; its solution replayed by our engine and counted in Amiga moves."""
    assert FC_SOLVE is not None
    command = [FC_SOLVE, *flags, "-sel", "-m", "-snx"]
    text, seconds, cpu = _fcs_process(board, command)
    peak = None
    if TIME is not None:  # a second run, as the child of a small process, for its own peak memory
        report, _, _ = _fcs_process(board, [TIME, "-f", "peak %M", *command], stderr=True)
        words = report.rpartition("peak ")[2].split()
        peak = int(words[0]) / 1024 if words and words[0].isdigit() else None  # none: killed at a cap
    if "This game is solveable" in text:
        replay = replay_solution(board, text)
        if not replay.wins:
            raise SystemExit(f"fc-solve's solution does not replay: {replay.failure}")
        return Run("solved", seconds, peak, len(translate(replay.game).moves), cpu)
    status = "unsolvable" if "I could not solve" in text else "gave up"
    return Run(status, seconds, peak, cpu=cpu)


def _fcs_process(board: Board, command: list[str], stderr: bool = False) -> tuple[str, float, float]:
    """Run ``command`` on ``board`` (its standard input), capped: what it wrote (with ``stderr``: that
    only), its whole process's time and its processor time. Started without a fork of this process (no
    pre-exec hook: the caps are set on the running child), so its time holds no copy of this process's
    memory; waited for without polling (a poll's sleeps would add to its time)."""
    with tempfile.TemporaryFile("w+") as given, tempfile.TemporaryFile("w+") as output:
        given.write(fcs_position(board))
        given.seek(0)
        started = time.perf_counter()
        process = subprocess.Popen(command, stdin=given, stdout=subprocess.DEVNULL if stderr else output,
                                   stderr=output if stderr else subprocess.DEVNULL,
                                   env={**os.environ, "FREECELL_SOLVER_QUIET": "1"})
        try:
            resource.prlimit(process.pid, resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
        except OSError:
            pass  # finished already
        watchdog = threading.Timer(SECONDS_CAP, process.kill)
        watchdog.start()
        _, _, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        watchdog.cancel()
        process.returncode = 0  # reaped here, for its rusage
        output.seek(0)
        return output.read(), seconds, usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    worker(*sys.argv[1:4])
