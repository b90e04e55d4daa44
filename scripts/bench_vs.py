#!/usr/bin/env python3
"""The solver now against an earlier commit, in one run: whole processes in turn, processor time pair by pair.

    python scripts/bench_vs.py REV [--deals 100] [--pairs 5] [--seed 7]

Each side is a fresh Python process that runs ``solve(board, Budget(helper=False))`` (a budget in positions
alone, one process: the same work however busy the machine is) on the same random deals of 1-1,000,000;
the earlier commit's tree is checked out in a temporary git worktree. The two sides run in turn, the order
changing every pair, and each pair's processor-time ratio (user + system, from the kernel's accounting of
the finished child) is printed, then their median. Processor time, not wall time: on a shared machine
wall time counts the other programs' turns.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = """
import random, sys
from freecell_retro.engine import Board
from freecell_retro.solver import Budget, solve
rng = random.Random(int(sys.argv[1]))
for number in [rng.randint(1, 1_000_000) for _ in range(int(sys.argv[2]))]:
    solve(Board.game(number), Budget(seconds=None, helper=False))
"""


def processor_seconds(tree: Path, seed: int, deals: int) -> float:
    """One whole process solving the deals with ``tree``'s package: its user + system seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", DRIVER, str(seed), str(deals)], check=True,
                   env={**os.environ, "PYTHONPATH": str(tree)}, cwd=tempfile.gettempdir())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the earlier commit")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        earlier = Path(temp) / "earlier"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(earlier), args.rev], check=True,
                       capture_output=True)
        try:
            ratios = []
            for pair in range(args.pairs):
                if pair % 2:
                    theirs = processor_seconds(earlier, args.seed, args.deals)
                    ours = processor_seconds(ROOT, args.seed, args.deals)
                else:
                    ours = processor_seconds(ROOT, args.seed, args.deals)
                    theirs = processor_seconds(earlier, args.seed, args.deals)
                ratios.append(ours / theirs)
                print(f"pair {pair + 1}: now {ours:.2f} s, {args.rev} {theirs:.2f} s, ratio {ours / theirs:.3f}")
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(earlier)], check=False,
                           capture_output=True)
    print(f"processor time, now / {args.rev}, median of {args.pairs} pairs: {statistics.median(ratios):.3f}x "
          f"(load {' '.join(f'{x:.1f}' for x in os.getloadavg())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
