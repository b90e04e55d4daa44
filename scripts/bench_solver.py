#!/usr/bin/env python3
"""Benchmark the solver on Microsoft deals, side by side with fc-solve when installed.

    scripts/bench_solver.py                            the issue's sets: 3 cells 1-1000, 2 and 1 cells
                                                       1-200, Baker's 1-1000, and the 8 unsolvable deals
    scripts/bench_solver.py --set 2cells --range 1-60  one set, other deals
    scripts/bench_solver.py --set 2cells --deals 9,12,80,140
    scripts/bench_solver.py --set proofs               the 8 unsolvable deals of 1-1,000,000 only
    scripts/bench_solver.py --set 4cells --random 300  300 random deals of 1-1,000,000 (seeded: --seed)
    scripts/bench_solver.py --set games                Eight Off, ForeCell, Relaxed FreeCell, Seahaven 1-200

Our time is the ``solve()`` call's in one process that solves every deal in
turn (what a player waits in the game, whose process is running already; not a
process forked for the deal, whose first touch of each inherited page is a
copy). Our peak memory comes from the same solve in a child process of its own
(forked), from the kernel's accounting of that child; the peak of the solver's
helper process (on a second core) is added to it, as if both peaked at once.
fc-solve runs as ``fc-solve -l lg -sel -m -snx`` (``-sel``: "unsolvable" then
means the whole space was searched, a proof), one process a deal, capped in
memory and time; past the caps its answer counts as "gave up". Its time is its
whole process's (started without a fork of this one). Its peak memory is taken
in a second run under ``/usr/bin/time -f %M``, a small process, so that it does
not inherit this big one's high-water mark (without that program it is not
measured). Its solutions are replayed by our engine and translated to Amiga
notation (its moves home left out) before they are counted, so both lengths
mean the same thing. For the proofs fc-solve runs as ``-to 01ABCDE`` (atomic
moves), as the issue measures it. Ours and fc-solve's runs alternate deal by
deal, so the machine's load falls on both.

Per set it prints, for both engines: solved / proven unsolvable / gave up,
median and max time and peak RSS, median and max length, and a row of the
ratios ours / fc-solve; then the issue's targets: deals fc-solve solves
within 1 s that we do not, deals over 2 s or 300 MB, answers over 1.5x
fc-solve's length.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solver_runs import FC_SOLVE, MEMORY_CAP, SECONDS_CAP, Run, Worker, run_fcs, run_ours  # noqa: E402

from freecell_retro.engine import Board, Rules  # noqa: E402
from freecell_retro.solver import Budget  # noqa: E402
from freecell_retro.solver.fcsolve import Engine, fcs_flags, fcs_theme  # noqa: E402

SETS = {
    "4cells": (Rules.ORIGINAL, 4, (1, 1000)),
    "3cells": (Rules.ORIGINAL, 3, (1, 1000)),
    "2cells": (Rules.ORIGINAL, 2, (1, 200)),
    "1cells": (Rules.ORIGINAL, 1, (1, 200)),
    "bakers": (Rules.BAKERS, 4, (1, 1000)),
    "eight-off": (Rules.EIGHT_OFF, 8, (1, 200)),
    "forecell": (Rules.FORECELL, 4, (1, 200)),
    "relaxed": (Rules.RELAXED, 4, (1, 200)),
    "seahaven": (Rules.SEAHAVEN, 4, (1, 200)),
}
GAME_SETS = ("eight-off", "forecell", "relaxed", "seahaven")
"""``--set games``: the four games beside FreeCell, fc-solve run with their ``--game`` presets."""
ISSUE_SETS = ("3cells", "2cells", "1cells", "bakers", "proofs")
UNSOLVABLE_DEALS = (11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948)
"""The Microsoft deals of 1-1,000,000 that no one can win (4 free cells, Original rules)."""

ENGINE = Engine.BUILTIN
"""``--engine``: what "ours" is, our solver alone or (auto) raced against fc-solve as a player gets it."""

TARGET_SECONDS, TARGET_MB, TARGET_LENGTH_RATIO, FCS_EASY_SECONDS, PROOF_RATIO = 2.0, 300, 1.5, 1.0, 5.0


@dataclass
class Tally:
    """One engine's results over a set of deals."""

    name: str
    runs: dict[int, Run] = field(default_factory=dict)

    def count(self, what: str) -> int:
        return sum(1 for run in self.runs.values() if run.status == what)

    def lengths(self) -> list[int]:
        return [run.length for run in self.runs.values() if run.length is not None]

    def times(self) -> list[float]:
        return [run.seconds for run in self.runs.values()]

    def cpu(self) -> list[float]:
        return [run.cpu for run in self.runs.values() if run.cpu is not None]

    def memory(self) -> list[float]:
        return [run.peak_mb for run in self.runs.values() if run.peak_mb is not None]

    def line(self) -> str:
        times, memory, lengths = self.times(), self.memory(), self.lengths()
        text = (f"{self.name:<9}{self.count('solved'):>7}{self.count('unsolvable'):>7}{self.count('gave up'):>8}"
                f"{_median(times, 1000):>10.1f}{max(times, default=0) * 1000:>10.0f}"
                f"{_median(memory):>8.1f}{max(memory, default=0):>8.1f}")
        if lengths:
            text += f"{statistics.median(lengths):>8.1f}{max(lengths):>6}"
        return text


def ratio_line(ours: Tally, anchor: Tally) -> str:
    """The row of ratios ours / the anchor: of the medians and maxima."""
    def ratios(a: list[float], b: list[float], width: int) -> str:
        return "".join(f"{pick(a) / pick(b):.2f}x".rjust(width) if a and b and pick(b) else "-".rjust(width)
                       for pick in (statistics.median, max))

    text = (f"{'ratio':<9}{'':>22}{ratios(ours.times(), anchor.times(), 10)}"
            f"{ratios(ours.memory(), anchor.memory(), 8)}")
    lengths = (ours.lengths(), anchor.lengths())
    if all(lengths):
        text += ratios(*lengths, 7)
    return text


HEADER = f"{'engine':<9}{'solved':>7}{'proven':>7}{'gave up':>8}{'t med ms':>10}{'t max ms':>10}" \
         f"{'MB med':>8}{'MB max':>8}{'len med':>8}{'max':>6}"


def cpu_line(ours: Tally, anchor: Tally) -> str:
    """Processor time, median: ours (its own process; the helper's apart), the anchor's, the ratio (the
    machine's load sways it less than the time)."""
    mine, theirs = _median(ours.cpu(), 1000), _median(anchor.cpu(), 1000)
    helper = _median([run.helper_cpu for run in ours.runs.values()], 1000)
    ratio = f"{mine / theirs:.2f}x" if theirs else "-"
    return f"cpu ms median: ours {mine:.1f} (its helper {helper:.1f} more), {anchor.name} {theirs:.1f}, ratio {ratio}"


def _p90(values: list[float]) -> float:
    """The 90th percentile (the value nine in ten are at or under)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))] if ordered else 0.0


def _median(values: list[float], scale: float = 1.0) -> float:
    return statistics.median(values) * scale if values else 0.0


def bench_set(name: str, deals: list[int], budget: Budget, solver: Worker, use_fcs: bool, verbose: bool) -> None:
    rules, cells, _ = SETS[name]
    print(f"\n== {name}: deals {_deals_text(deals)}, {rules.title} rules, {cells} free cells")
    ours, fcs = Tally("ours"), Tally("fc-solve")
    flags = fcs_flags(rules, cells) + list(fcs_theme(rules))
    for number in deals:
        board = Board.game(number, rules, cells)
        ours.runs[number] = run_ours(board, number, budget, solver)
        if use_fcs:
            fcs.runs[number] = run_fcs(board, flags)
        if verbose:
            print(f"  #{number}: ours {_run_text(ours.runs[number])}"
                  + (f" | fc-solve {_run_text(fcs.runs[number])}" if use_fcs else ""), flush=True)
    print(HEADER)
    print(ours.line())
    if use_fcs:
        print(fcs.line())
        print(ratio_line(ours, fcs))
        print(cpu_line(ours, fcs))
    targets(ours, fcs if use_fcs else None)


def _run_text(run: Run) -> str:
    length = f" {run.length} moves" if run.length is not None else ""
    memory = f" {run.peak_mb:.1f} MB" if run.peak_mb is not None else ""
    return f"{run.status}{length} {run.seconds:.4f} s{memory}"


def _deals_text(deals: list[int]) -> str:
    """9,12,80-85: runs of consecutive deals as ranges."""
    runs: list[list[int]] = []
    for number in deals:
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    if len(runs) > 12:
        return f"{len(deals)} of {deals[0]}-{deals[-1]}"
    return ",".join(f"{a}-{b}" if b > a else str(a) for a, b in runs)


def targets(ours: Tally, fcs: Tally | None) -> None:
    """The issue's numbers for this set."""
    slow = [n for n, run in ours.runs.items() if run.seconds > TARGET_SECONDS]
    big = [n for n, run in ours.runs.items() if run.peak_mb > TARGET_MB]
    print(f"ours over {TARGET_SECONDS:g} s: {len(slow)} {slow or ''}; over {TARGET_MB} MB: {len(big)} {big or ''}")
    if fcs is None:
        return
    times = [(ours.runs[n].seconds, fcs.runs[n].seconds) for n in ours.runs]
    print(f"time ratio ours / fc-solve: median {statistics.median(a / b for a, b in times):.1f}x,"
          f" total {sum(a for a, _ in times) / sum(b for _, b in times):.1f}x")
    p90 = (_p90([a for a, _ in times]), _p90([b for _, b in times]))
    print(f"p90 time: ours {p90[0] * 1000:.1f} ms, fc-solve {p90[1] * 1000:.1f} ms, ratio {p90[0] / p90[1]:.1f}x;"
          f" median: ours {_median([a for a, _ in times], 1000):.1f} ms, fc-solve {_median([b for _, b in times], 1000):.1f}"
          f" ms, ratio {statistics.median(a for a, _ in times) / statistics.median(b for _, b in times):.2f}x")
    easy = [n for n, run in fcs.runs.items() if run.status == "solved" and run.seconds < FCS_EASY_SECONDS]
    missed = [n for n in easy if ours.runs[n].status != "solved"]
    print(f"fc-solve solves {len(easy)} within {FCS_EASY_SECONDS:g} s; we do not solve {len(missed)} of them"
          f" {missed or ''}")
    wrong = [n for n, run in ours.runs.items() if run.status == "unsolvable" and fcs.runs[n].status == "solved"]
    if wrong:
        print(f"!! we call unsolvable deals fc-solve solves: {wrong}")
    both = [n for n in ours.runs if ours.runs[n].length is not None and fcs.runs[n].length is not None]
    if both:
        ratios = {n: ours.runs[n].length / fcs.runs[n].length for n in both}  # type: ignore[operator]
        long = sorted(n for n, r in ratios.items() if r > TARGET_LENGTH_RATIO)
        print(f"length on the {len(both)} deals both solve: median ours"
              f" {statistics.median(ours.runs[n].length for n in both):.1f},"  # type: ignore[type-var]
              f" fc-solve {statistics.median(fcs.runs[n].length for n in both):.1f};"  # type: ignore[type-var]
              f" max ratio {max(ratios.values()):.2f}; over {TARGET_LENGTH_RATIO}x: {len(long)} {long or ''}")


def bench_proofs(budget: Budget, solver: Worker, use_fcs: bool, verbose: bool) -> None:
    print(f"\n== proofs: the {len(UNSOLVABLE_DEALS)} unsolvable deals of 1-1,000,000, Original rules, 4 free cells")
    ours, fcs = Tally("ours"), Tally("fc -to")
    for number in UNSOLVABLE_DEALS:
        board = Board.game(number)
        ours.runs[number] = run_ours(board, number, budget, solver)
        if use_fcs:
            fcs.runs[number] = run_fcs(board, ["-to", "01ABCDE"])
        if verbose:
            print(f"  #{number}: ours {_run_text(ours.runs[number])}"
                  + (f" | fc-solve -to 01ABCDE {_run_text(fcs.runs[number])}" if use_fcs else "")
                  + (f" | {_proof_ratios(ours.runs[number], fcs.runs[number])}" if use_fcs else ""))
    print(HEADER)
    print(ours.line())
    if use_fcs:
        print(fcs.line())
        print(ratio_line(ours, fcs))
        print(cpu_line(ours, fcs))
        worst = max(ours.runs[n].seconds / fcs.runs[n].seconds for n in UNSOLVABLE_DEALS)
        worst_cpu = max((ours.runs[n].cpu or 0) / (fcs.runs[n].cpu or 1) for n in UNSOLVABLE_DEALS)
        print(f"worst ratio ours / fc-solve -to 01ABCDE: time {worst:.1f}x, processor {worst_cpu:.1f}x"
              f" (target at most {PROOF_RATIO:g}x)")


def _proof_ratios(ours: Run, anchor: Run) -> str:
    cpu = f", processor {ours.cpu / anchor.cpu:.1f}x" if ours.cpu and anchor.cpu else ""
    return f"time {ours.seconds / anchor.seconds:.1f}x{cpu}"


def _load() -> str:
    """The load averages over 1, 5 and 15 minutes (the machine is shared)."""
    return " ".join(f"{load:.2f}" for load in os.getloadavg())


def parse_deals(text: str) -> list[int]:
    deals: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        deals += range(int(first), int(last or first) + 1)
    return deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", action="append", choices=[*SETS, "proofs", "games"],
                        help="a set of deals (repeatable; default: the issue's sets)")
    parser.add_argument("--range", help="deals A-B instead of the set's own")
    parser.add_argument("--deals", help="deals as a list, like 9,12,80-85")
    parser.add_argument("--random", type=int, metavar="N", help="N random deals of 1-1,000,000 instead")
    parser.add_argument("--seed", type=int, default=27, help="the seed of --random (default 27)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="positions expanded before giving up, per deal (default: the solver's default budget)")
    parser.add_argument("--time-limit", type=float, default=None,
                        help="seconds before giving up, per deal (default: the solver's default budget)")
    parser.add_argument("--no-fc-solve", action="store_true", help="do not run fc-solve")
    parser.add_argument("--engine", choices=[e.value for e in Engine], default="builtin",
                        help="ours alone (builtin, the default) or as Hint runs it (auto: raced against fc-solve)")
    parser.add_argument("-v", "--verbose", action="store_true", help="a line per deal")
    args = parser.parse_args()
    global ENGINE
    ENGINE = Engine(args.engine)
    budget = Budget()  # the default, as the game and `freecell-retro solve` use it
    if args.nodes is not None:
        budget = replace(budget, nodes=args.nodes)
    if args.time_limit is not None:
        budget = replace(budget, seconds=args.time_limit)
    use_fcs = FC_SOLVE is not None and not args.no_fc_solve
    print(f"Python {sys.version.split()[0]}, fc-solve: {FC_SOLVE if use_fcs else 'not used'}; our budget per deal:"
          f" {budget.nodes:,} positions expanded, {budget.positions:,} kept, {budget.seconds or 'no'} time limit;"
          f" caps for both: {MEMORY_CAP >> 30} GB, {SECONDS_CAP:g} s; ours: {ENGINE.value}; load: {_load()}")
    print("command: " + " ".join(["scripts/bench_solver.py", *sys.argv[1:]]))
    solver = Worker(budget, ENGINE)
    for name in [n for given in args.set or ISSUE_SETS for n in (GAME_SETS if given == "games" else (given,))]:
        if name == "proofs":
            bench_proofs(budget, solver, use_fcs, args.verbose)
            continue
        first, last = SETS[name][2]
        deals = (sorted(random.Random(args.seed).sample(range(1, 1_000_001), args.random)) if args.random else
                 parse_deals(args.deals) if args.deals else
                 parse_deals(args.range) if args.range else list(range(first, last + 1)))
        bench_set(name, deals, budget, solver, use_fcs, args.verbose)
    solver.close()


if __name__ == "__main__":
    main()
