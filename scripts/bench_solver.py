#!/usr/bin/env python3
"""Benchmark the solver on Microsoft deals, next to Debian's fc-solve when installed.

    scripts/bench_solver.py                      deals 1-1000, Original, 4 free cells, + the 11982 proof
    scripts/bench_solver.py --range 1-200        other deals
    scripts/bench_solver.py --variants           Baker's, then 3, 2, 1, 0 free cells, deals 1-200

For each set it prints: solved / proven unsolvable / gave up, total and
median time, median and max solution length (moves as written in Amiga
notation, automatic moves home left out) and positions expanded; then the
same for ``fc-solve -l lg`` run on the same deals in the same run (one
process a deal, as a player would run it; its own in-process time for the
range, from ``freecell-solver-range-parallel-solve``, is printed too) and the
ratios. fc-solve's solutions are replayed by our engine and translated to
Amiga notation before they are counted, so both lengths mean the same thing.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_retro.engine import Board, Rules  # noqa: E402
from freecell_retro.files.setgames import format_fcs  # noqa: E402
from freecell_retro.files.solutions import replay_solution, translate  # noqa: E402
from freecell_retro.solver import Budget, solve  # noqa: E402

FC_SOLVE = shutil.which("fc-solve")
RANGE_SOLVER = shutil.which("freecell-solver-range-parallel-solve")
UNSOLVABLE_DEAL = 11982
VARIANT_NODES = 200_000
"""With few free cells most deals are unsolvable and some reachable spaces are
huge: the variants get a smaller budget per deal (``--nodes`` changes it)."""
VARIANTS = [(Rules.BAKERS, 4), (Rules.ORIGINAL, 3), (Rules.ORIGINAL, 2), (Rules.ORIGINAL, 1), (Rules.ORIGINAL, 0)]


@dataclass
class Tally:
    """One solver's results over a set of deals."""

    name: str
    status: dict[int, str] = field(default_factory=dict)
    seconds: dict[int, float] = field(default_factory=dict)
    lengths: dict[int, int] = field(default_factory=dict)
    expanded: int = 0

    def count(self, what: str) -> int:
        return sum(1 for s in self.status.values() if s == what)

    def line(self) -> str:
        times = list(self.seconds.values())
        lengths = list(self.lengths.values())
        text = (f"{self.name:<10} solved {self.count('solved'):>4}  unsolvable {self.count('unsolvable'):>4}"
                f"  gave up {self.count('gave up'):>4}  total {sum(times):8.2f} s  median {_ms(times)}")
        if lengths:
            text += f"  length median {statistics.median(lengths):5.1f} max {max(lengths):4d}"
        if self.expanded:
            text += f"  expanded {self.expanded:,}"
        return text


def _ms(times: list[float]) -> str:
    return f"{statistics.median(times) * 1000:7.1f} ms" if times else "      -"


def _fcs_flags(rules: Rules, cells: int) -> list[str]:
    flags = ["-l", "lg"]
    if rules is Rules.BAKERS:
        flags += ["-g", "bakers_game"]
    if cells != 4:
        flags += ["--freecells-num", str(cells)]
    return flags


def run_ours(deals: list[int], rules: Rules, cells: int, budget: Budget, verbose: bool) -> Tally:
    tally = Tally("ours")
    for number in deals:
        board = Board.game(number, rules, cells)
        started = time.perf_counter()
        answer = solve(board, budget)
        tally.seconds[number] = time.perf_counter() - started
        tally.status[number] = answer.status.value
        tally.expanded += answer.expanded
        if answer.solved:
            tally.lengths[number] = len(answer.moves)
        if verbose:
            print(f"  #{number}: {answer.status.value} {len(answer.moves)} moves"
                  f" {tally.seconds[number]:.3f} s {answer.expanded:,} expanded", flush=True)
    return tally


FC_SOLVE_MEMORY = 4 << 30
FC_SOLVE_SECONDS = 120
"""fc-solve has no budget of its own: on a hard fewer-cell deal it once grew to 18 GB. Past these
limits its answer counts as "gave up"."""


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (FC_SOLVE_MEMORY, FC_SOLVE_MEMORY))


def fc_solve(board: Board, flags: list[str]) -> tuple[str, float, int | None]:
    """fc-solve's answer for ``board``, its wall time, and its solution's length in Amiga moves."""
    assert FC_SOLVE is not None
    started = time.perf_counter()
    try:
        output = subprocess.run([FC_SOLVE, *flags, "-m", "-snx"], input=format_fcs(board), capture_output=True,
                                text=True, env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
                                timeout=FC_SOLVE_SECONDS, preexec_fn=_limit_memory).stdout
    except subprocess.TimeoutExpired:
        output = ""
    seconds = time.perf_counter() - started
    if "This game is solveable" not in output:
        return ("unsolvable" if "could not solve" in output else "gave up"), seconds, None
    replay = replay_solution(board, output)
    if not replay.wins:
        raise SystemExit(f"fc-solve's solution does not replay: {replay.failure}")
    return "solved", seconds, len(translate(replay.game).moves)


def run_fcs(deals: list[int], rules: Rules, cells: int) -> Tally:
    tally = Tally("fc-solve")
    flags = _fcs_flags(rules, cells)
    for number in deals:
        status, seconds, length = fc_solve(Board.game(number, rules, cells), flags)
        tally.status[number], tally.seconds[number] = status, seconds
        if length is not None:
            tally.lengths[number] = length
    return tally


def fcs_in_process(first: int, last: int, rules: Rules, cells: int) -> float | None:
    """fc-solve's own time for the range, without starting a process per deal."""
    if RANGE_SOLVER is None:
        return None
    started = time.perf_counter()
    subprocess.run([RANGE_SOLVER, str(first), str(last), str(last - first + 1), *_fcs_flags(rules, cells)],
                   capture_output=True, env={**os.environ, "FREECELL_SOLVER_QUIET": "1"})
    return time.perf_counter() - started


def compare(ours: Tally, fcs: Tally | None, first: int, last: int, rules: Rules, cells: int) -> None:
    print(ours.line())
    if fcs is None:
        print("fc-solve   not run: no comparison")
        return
    print(fcs.line())
    in_process = fcs_in_process(first, last, rules, cells)
    ours_total, fcs_total = sum(ours.seconds.values()), sum(fcs.seconds.values())
    print(f"time ratio ours / fc-solve: {ours_total / fcs_total:.1f}x (one fc-solve process a deal)", end="")
    if in_process:
        print(f"; {ours_total / in_process:.1f}x against its in-process time, {in_process:.2f} s", end="")
    print()
    both = [n for n in ours.lengths if n in fcs.lengths]
    if both:
        print(f"median length on deals both solved: ours {statistics.median(ours.lengths[n] for n in both):.1f},"
              f" fc-solve {statistics.median(fcs.lengths[n] for n in both):.1f}")
    wrong = [n for n in fcs.status if fcs.status[n] == "solved" and ours.status[n] == "unsolvable"]
    print(f"deals fc-solve solves that we call unsolvable: {len(wrong)} {wrong if wrong else ''}")
    differ = [n for n in ours.status if ours.status[n] != fcs.status[n] or ours.status[n] == "gave up"]
    if differ:
        print("answers that differ, or where we gave up: "
              + ", ".join(f"{n} (ours {ours.status[n]}, fc-solve {fcs.status[n]})" for n in differ))


def prove_unsolvable(budget: Budget) -> None:
    board = Board.game(UNSOLVABLE_DEAL)
    started = time.perf_counter()
    answer = solve(board, budget)
    ours = time.perf_counter() - started
    print(f"deal {UNSOLVABLE_DEAL}: ours {answer.status.value} in {ours:.2f} s ({answer.expanded:,} expanded)")
    if FC_SOLVE is None:
        return
    for flags, what in ((["-l", "lg"], "fc-solve -l lg"), (["-to", "01ABCDE"], "fc-solve -to 01ABCDE (atomic moves)")):
        runs = [fc_solve(board, flags) for _ in range(3)]
        best = min(seconds for _, seconds, _ in runs)
        print(f"  {what}: {runs[0][0]} in {best:.3f} s (best of 3); ours / it = {ours / best:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--range", default=None, help="deals A-B (default 1-1000, or 1-200 with --variants)")
    parser.add_argument("--rules", choices=["original", "bakers"], default="original")
    parser.add_argument("--cells", type=int, default=4, choices=range(5))
    parser.add_argument("--variants", action="store_true", help="Baker's and 3, 2, 1, 0 free cells")
    parser.add_argument("--nodes", type=int, default=None, help="positions expanded before giving up, per deal")
    parser.add_argument("--time-limit", type=float, default=None, help="seconds before giving up, per deal")
    parser.add_argument("--no-fc-solve", action="store_true", help="do not run fc-solve")
    parser.add_argument("--no-proof", action="store_true", help="skip the deal 11982 proof")
    parser.add_argument("-v", "--verbose", action="store_true", help="a line per deal")
    args = parser.parse_args()
    first, last = map(int, (args.range or ("1-200" if args.variants else "1-1000")).split("-"))
    deals = list(range(first, last + 1))
    sets = VARIANTS if args.variants else [(Rules(args.rules), args.cells)]
    default_nodes = VARIANT_NODES if args.variants else Budget().nodes
    budget = Budget(nodes=args.nodes or default_nodes, seconds=args.time_limit)
    use_fcs = FC_SOLVE is not None and not args.no_fc_solve
    print(f"Python {sys.version.split()[0]}, fc-solve: {FC_SOLVE if use_fcs else 'not used'};"
          f" budget per deal: {budget.nodes:,} positions, {budget.seconds or 'no'} time limit")
    for rules, cells in sets:
        print(f"\n== deals {first}-{last}, {rules.title} rules, {cells} free cells")
        ours = run_ours(deals, rules, cells, budget, args.verbose)
        fcs = run_fcs(deals, rules, cells) if use_fcs else None
        compare(ours, fcs, first, last, rules, cells)
    if not args.variants and not args.no_proof:
        print()
        prove_unsolvable(budget)


if __name__ == "__main__":
    main()
