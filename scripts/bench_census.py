"""The census's speed: deals a second per worker against fc-solve's own range solver, and the
speed-up from one Dask worker to two, measured in the same run, alternating, round after round.

    python3 scripts/bench_census.py [--from A] [--to B] [--rounds R] [--cells K]

Needs the ``census`` extra (Dask distributed) and, for the comparison, Debian's freecell-solver-bin
(``freecell-solver-range-parallel-solve``). Our side runs the census's own task
(:func:`freecell_retro.cli.census_work.count_chunk`: the solution replayed, an unwinnable deal
cross-checked) on a LocalCluster started and warmed before the clock starts; fc-solve's solves the
same deals with its fastest FreeCell search (``-l lg``), printing no solutions. The figures go to
docs/benchmarks.md by hand.
"""

from __future__ import annotations

import argparse
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


def ours(client: Any, first: int, last: int, cells: int) -> float:
    """Seconds for the census's tasks over ``first``–``last`` on the client's workers."""
    numbers = list(range(first, last + 1))
    chunks = [tuple(numbers[at:at + CHUNK]) for at in range(0, len(numbers), CHUNK)]
    started = time.perf_counter()
    futures = client.map(count_chunk, ["original"] * len(chunks), [cells] * len(chunks), chunks,
                         [DEFAULT_POSITIONS] * len(chunks), ["builtin"] * len(chunks), pure=False)
    client.gather(futures)
    return time.perf_counter() - started


def theirs(first: int, last: int, cells: int) -> float | None:
    """Seconds for fc-solve's range solver over the same deals (None: not installed)."""
    program = shutil.which(RANGE_SOLVER)
    if program is None:
        return None
    started = time.perf_counter()
    subprocess.run([program, str(first), str(last), str(last - first + 1), "--freecells-num", str(cells),
                    "-l", "lg"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cells", type=int, default=4)
    args = parser.parse_args()
    import importlib

    distributed: Any = importlib.import_module("distributed")  # the census extra, untyped

    deals = args.last - args.first + 1
    clients: dict[int, tuple[Any, Any]] = {}
    for workers in (1, 2):
        cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                           dashboard_address=None)
        clients[workers] = (cluster, distributed.Client(cluster))
        ours(clients[workers][1], 1, 2 * workers, args.cells)  # warm: the workers import the solver
    times: dict[str, list[float]] = {"fc-solve": [], "1 worker": [], "2 workers": []}
    for round_number in range(args.rounds):
        for name in times:
            seconds = (theirs(args.first, args.last, args.cells) if name == "fc-solve"
                       else ours(clients[1 if name == "1 worker" else 2][1], args.first, args.last, args.cells))
            if seconds is not None:
                times[name].append(seconds)
                print(f"round {round_number + 1}: {name}: {deals / seconds:,.1f} deals/s", file=sys.stderr)
    for cluster, client in clients.values():
        client.close()
        cluster.close()
    print(f"deals {args.first}-{args.last}, Original rules, {args.cells} free cells, {args.rounds} rounds "
          f"(median):")
    for name, taken in times.items():
        if taken:
            print(f"  {name:<10} {deals / statistics.median(taken):>9,.1f} deals/s")
    if times["1 worker"] and times["2 workers"]:
        one, two = statistics.median(times["1 worker"]), statistics.median(times["2 workers"])
        print(f"  speed-up 1 -> 2 workers: {one / two:.2f}x")


if __name__ == "__main__":
    main()
