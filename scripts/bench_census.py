"""The census's speed: deals a second per worker against fc-solve's own range solver, and the
speed-up from one Dask worker to two, measured in the same run, alternating, round after round.

    python3 scripts/bench_census.py [--from A] [--to B] [--rounds R] [--cells K] [--chunk C]

Needs the ``census`` extra (Dask distributed) and, for the comparison, Debian's freecell-solver-bin
(``freecell-solver-range-parallel-solve``). Our side runs the census's own task
(:func:`freecell_retro.cli.census_work.count_chunk`: the solution replayed, an unwinnable deal
cross-checked) on a LocalCluster started and warmed before the clock starts; fc-solve's solves the
same deals with its fastest FreeCell search (``-l lg``), printing no solutions. The figures go to
docs/benchmarks.md by hand.
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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_retro.cli.census_command import DEFAULT_POSITIONS  # noqa: E402
from freecell_retro.cli.census_work import count_chunk  # noqa: E402

RANGE_SOLVER = "freecell-solver-range-parallel-solve"
CHUNK = 10
"""Deals a task, unless ``--chunk`` says otherwise: small, so that the last tasks leave no worker idle for long
(the speed-up measures the workers, not how the range happens to divide)."""


def timed_chunk(rules: str, cells: int, numbers: tuple[int, ...], positions: int, engine: str) -> float:
    """The census's task, answering the CPU seconds it took in its worker (load elsewhere does not count)."""
    started = time.process_time()
    count_chunk(rules, cells, numbers, positions, engine)
    return time.process_time() - started


def ours(client: Any, first: int, last: int, cells: int, chunk: int = CHUNK) -> tuple[float, float]:
    """Wall seconds and CPU seconds for the census's tasks over ``first``–``last`` on the client's workers."""
    numbers = list(range(first, last + 1))
    chunks = [tuple(numbers[at:at + chunk]) for at in range(0, len(numbers), chunk)]
    started = time.perf_counter()
    futures = client.map(timed_chunk, ["original"] * len(chunks), [cells] * len(chunks), chunks,
                         [DEFAULT_POSITIONS] * len(chunks), ["builtin"] * len(chunks), pure=False)
    cpu = sum(client.gather(futures))
    return time.perf_counter() - started, cpu


def theirs(first: int, last: int, cells: int) -> tuple[float, float] | None:
    """Wall and CPU seconds for fc-solve's range solver over the same deals (None: not installed)."""
    program = shutil.which(RANGE_SOLVER)
    if program is None:
        return None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([program, str(first), str(last), str(last - first + 1), "--freecells-num", str(cells),
                    "-l", "lg"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - started, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cells", type=int, default=4)
    parser.add_argument("--chunk", type=int, default=CHUNK)
    args = parser.parse_args()
    import importlib
    import logging
    import warnings

    warnings.filterwarnings("ignore", message="Port .* is already in use")

    distributed: Any = importlib.import_module("distributed")  # the census extra, untyped

    deals = args.last - args.first + 1
    clients: dict[int, tuple[Any, Any]] = {}
    for workers in (1, 2):
        cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                           dashboard_address=None, silence_logs=logging.ERROR)
        clients[workers] = (cluster, distributed.Client(cluster))
        ours(clients[workers][1], 1, 2 * workers, args.cells)  # warm: the workers import the solver
    wall: dict[str, list[float]] = {"fc-solve": [], "1 worker": [], "2 workers": []}
    cpu: dict[str, list[float]] = {name: [] for name in wall}
    for round_number in range(args.rounds):
        for name in wall:
            taken = (theirs(args.first, args.last, args.cells) if name == "fc-solve"
                     else ours(clients[1 if name == "1 worker" else 2][1], args.first, args.last, args.cells, args.chunk))
            if taken is not None:
                wall[name].append(taken[0])
                cpu[name].append(taken[1])
                print(f"round {round_number + 1}: {name}: {deals / taken[0]:,.1f} deals/s "
                      f"({deals / taken[1]:,.1f} a CPU second)", file=sys.stderr)
    for cluster, client in clients.values():
        client.close()
        cluster.close()
    print(f"load averages {' '.join(f'{load:.1f}' for load in os.getloadavg())}")
    print(f"deals {args.first}-{args.last}, Original rules, {args.cells} free cells, {args.rounds} rounds "
          f"(median); a CPU second is one worker's (or fc-solve's) own time, whatever else the machine runs:")
    for name in wall:
        if wall[name]:
            print(f"  {name:<10} {deals / statistics.median(wall[name]):>9,.1f} deals/s"
                  f" {deals / statistics.median(cpu[name]):>9,.1f} deals a CPU second"
                  f"  (CPU used / wall: {statistics.median(cpu[name]) / statistics.median(wall[name]):.2f})")
    if wall["1 worker"] and wall["2 workers"]:
        one, two = statistics.median(wall["1 worker"]), statistics.median(wall["2 workers"])
        print(f"  speed-up 1 -> 2 workers: {one / two:.2f}x (wall)")

if __name__ == "__main__":
    main()
