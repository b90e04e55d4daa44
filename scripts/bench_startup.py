#!/usr/bin/env python3
"""How long the game takes to start, from the command line, each figure against its anchor in the same run.

    python scripts/bench_startup.py [--runs 15] [--window-runs 7] [--imports 5]

| figure | ours | anchor | target |
|---|---|---|---|
| ``--version`` | ``freecell-retro --version``, the whole process | ``python -c pass`` of the same Python | ≤ 2.5× |
| ``deal N`` | ``freecell-retro deal 617``, the whole process | ``python -c pass`` | ≤ 3× |
| ``solve N`` | ``freecell-retro solve 617 --out DIR --force``, the whole process (its search too) | ``python -c pass`` | ≤ 3× |
| ``solve N`` per process | the same | ``fc-solve`` on deal 617's board, its whole process | shown |
| … peak memory | the same, the process's own peak (``wait4``) | fc-solve's | shown |
| window start | ``freecell-retro stats.bench`` to its first frame flipped | a bare Arcade program of the same size to its first frame, started the same way | ≤ 1.2× |
| … processor time | the same, user + system seconds of the process (less moved by other programs) | the bare program's | ≤ 1.2× |
| memory | the game's resident memory at its first frame | the bare program's | shown |

Both of a pair are started the same way, as processes, and taken in turn, the order changing every pair
(A B, B A, A B …: neither side always goes first, into whatever the one before left): the command-line
figures time the whole process from the parent; the window figures start both through
:data:`FIRST_FRAME` (the same few lines for both), which runs the program and ends it at its first
frame flipped, reporting the time and its memory. The window runs need Xvfb (a private server is
started).

``--imports N`` adds where the window's start goes in modules: the processor time each module's own
code takes to import (its imports not counted), for what the game imports and the bare program does
not, by package, the median of N runs of each (a garbage collection counts to the module being
imported when it runs: start-up's one full collection, ~12 ms, lands in whichever one that is).
``python -X importtime`` shows the same tree in wall time, which on a loaded machine counts the time
other programs held the processor.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from benchwindow import Row, child_env, compile_modules, print_rows, run_child, start_xvfb, stop

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_retro.engine import Board, Rules  # noqa: E402
from freecell_retro.solver.fcsolve import fcs_position, fcs_theme  # noqa: E402

FC_SOLVE = shutil.which("fc-solve")
TIME = "/usr/bin/time" if Path("/usr/bin/time").exists() else None

FIRST_FRAME = """
import json, os, resource, runpy, sys, time
imports = {}
if os.environ.get("BENCH_IMPORT_CPU"):
    import _frozen_importlib as bootstrap

    load, children = bootstrap._load_unlocked, []

    def timed_load(spec, load=load, clock=time.process_time):
        children.append(0.0)
        start = clock()
        try:
            return load(spec)
        finally:
            spent = clock() - start
            imports[spec.name] = spent - children.pop()
            if children:
                children[-1] += spent

    bootstrap._load_unlocked = timed_load
import arcade

def rss_kib():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

def first_flip(window, flip=arcade.Window.flip):
    flip(window)
    window.ctx.finish()
    used = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"time": time.time(), "cpu": used.ru_utime + used.ru_stime, "rss": rss_kib(),
                      "size": window.get_size(), "imports": imports}), flush=True)
    os._exit(0)

arcade.Window.flip = first_flip
if sys.argv[1] == "bare":
    class Bare(arcade.Window):
        def on_draw(self):
            self.clear()

    Bare(int(sys.argv[2]), int(sys.argv[3]), "bare", antialiasing=False, vsync=False, update_rate=1 / 50,
         draw_rate=1 / 50)
    arcade.run()
else:
    sys.argv = ["freecell-retro", *sys.argv[1:]]
    runpy.run_module("freecell_retro", run_name="__main__")
"""
"""Run a program to its first frame: ``bare W H`` (an Arcade window clearing itself, with the game's window
settings: no multisampling, no vsync, 50 Hz) or the game's arguments. With ``BENCH_IMPORT_CPU`` set it
also reports each module's own import time in processor seconds (the import system's loader wrapped)."""


def command_line() -> list[str]:
    """The game's command as a player types it: the venv's ``freecell-retro`` (or ``python -m freecell_retro``)."""
    script = Path(sys.executable).parent / "freecell-retro"
    return [str(script)] if script.exists() else [sys.executable, "-m", "freecell_retro"]


def process_seconds(command: list[str], env: dict[str, str], stdin: Path | None = None) -> float:
    return process_figures(command, env, stdin)[0]


def process_figures(command: list[str], env: dict[str, str], stdin: Path | None = None) -> tuple[float, float]:
    """Run ``command`` as a whole process: its seconds from start to end, and its own peak resident memory in
    MiB, from GNU time's report when it is installed (a small process between: a child of this one would
    count this one's pages, as a fork first holds them; both sides pay the same small program), else 0."""
    import os

    with tempfile.NamedTemporaryFile(suffix=".rss") as report, open(stdin or os.devnull, "rb") as given:
        wrapped = [TIME, "-f", "%M", "-o", report.name, *command] if TIME else command
        start = time.perf_counter()
        done = subprocess.run(wrapped, env=env, cwd=env["HOME"], stdin=given, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        seconds = time.perf_counter() - start
        if done.returncode not in (0, 1):  # fc-solve's "solved" is 0; ours are 0 solved, 1 proven unsolvable
            raise RuntimeError(f"{command[0]} ended with status {done.returncode}")
        peak = Path(report.name).read_text().split()
    return seconds, int(peak[-1]) / 1024 if TIME and peak else 0.0


T = TypeVar("T")


def in_turn(anchor: Callable[[], T], ours: Callable[[], T], runs: int) -> list[tuple[T, T]]:
    """``runs`` pairs of (anchor's, ours), the order of the two changing every pair."""
    pairs: list[tuple[T, T]] = []
    for run in range(runs):
        if run % 2:
            mine = ours()
            pairs.append((anchor(), mine))
        else:
            pairs.append((anchor(), ours()))
    return pairs


def first_frame(arguments: list[str], env: dict[str, str]) -> dict:
    """Start ``FIRST_FRAME`` with ``arguments``; its report, with ``seconds`` from start to the first frame."""
    started = time.time()
    figures = run_child([sys.executable, "-c", FIRST_FRAME, *arguments], env, timeout=120)
    return {**figures, "seconds": figures["time"] - started}


def import_costs(pairs: list[tuple[dict, dict]]) -> list[tuple[str, float, int]]:
    """From runs of the bare program and the game (with ``BENCH_IMPORT_CPU``): the modules only the game
    imports, by package (``freecell_retro.<package>``, else the top-level name), as (package, median
    processor ms over the runs, modules), the costliest first."""
    bare = set().union(*(b["imports"] for b, _ in pairs))
    by_package: dict[str, list[float]] = {}
    modules: dict[str, set[str]] = {}
    for _, game in pairs:
        run: dict[str, float] = {}
        for name, seconds in game["imports"].items():
            if name not in bare:
                parts = name.split(".")
                package = ".".join(parts[:2]) if parts[0] == "freecell_retro" else parts[0]
                run[package] = run.get(package, 0.0) + seconds * 1000
                modules.setdefault(package, set()).add(name)
        for package, ms in run.items():
            by_package.setdefault(package, []).append(ms)
    rows = [(package, statistics.median(ms + [0.0] * (len(pairs) - len(ms))), len(modules[package]))
            for package, ms in by_package.items()]
    return sorted(rows, key=lambda row: -row[1])


def print_import_costs(pairs: list[tuple[dict, dict]]) -> None:
    rows = import_costs(pairs)
    print(f"\nImported by the game and not by the bare window: processor ms of the modules' own code, "
          f"median of {len(pairs)} runs each (total {sum(ms for _, ms, _ in rows):.1f} ms)\n")
    print("| package | ms | modules |\n|---|---|---|")
    for package, ms, count in rows:
        print(f"| {package} | {ms:.1f} | {count} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="pairs for each command-line figure")
    parser.add_argument("--window-runs", type=int, default=9, help="pairs for the window figures")
    parser.add_argument("--imports", type=int, default=0, metavar="N",
                        help="also N runs of each for the processor time of the game's imports, by package")
    args = parser.parse_args()
    compile_modules()
    game = command_line()
    bare_python = [sys.executable, "-c", "pass"]
    rows = []
    import_pairs: list[tuple[dict, dict]] = []
    xvfb = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            env = child_env(xvfb[1] if xvfb else None, Path(tmp))
            solve = ["solve", "617", "--out", str(Path(tmp) / "solutions"), "--force"]
            for arguments, target in ((["--version"], 2.5), (["deal", "617"], 3.0), (solve, 3.0)):
                process_seconds(game + arguments, env)  # warm: the page cache
                command = game + arguments
                timings = in_turn(lambda: process_seconds(bare_python, env),
                                  lambda: process_seconds(command, env), args.runs)  # noqa: B023  # run here, now
                shown = " ".join(arguments).replace(tmp, "TMP")
                rows.append(Row(f"`freecell-retro {shown}`, whole process", "`python -c pass`",
                                [a for a, _ in timings], [o for _, o in timings], "s", target))
            if FC_SOLVE is not None:
                board = Path(tmp) / "617.board"
                board.write_text(fcs_position(Board.game(617)))
                fcs = [FC_SOLVE, *fcs_theme(Rules.ORIGINAL), "-sel", "-m", "-snx", str(board)]  # as the race runs it
                process_figures(fcs, env)  # warm
                figures = in_turn(lambda: process_figures(fcs, env), lambda: process_figures(game + solve, env),
                                  args.runs)
                rows.append(Row("`freecell-retro solve 617`, whole process", "`fc-solve` on 617, whole process",
                                [a[0] for a, _ in figures], [o[0] for _, o in figures], "s"))
                rows.append(Row("… its peak resident memory", "fc-solve's",
                                [a[1] for a, _ in figures], [o[1] for _, o in figures], "MiB"))
            if xvfb:
                size = first_frame(["stats.bench"], env)["size"]  # warm; makes the stats file
                bare = ["bare", *map(str, size)]
                pairs = in_turn(lambda: first_frame(bare, env), lambda: first_frame(["stats.bench"], env),
                                args.window_runs)
                rows.append(Row(f"window start from the command line to its first frame, {size[0]}×{size[1]} (Xvfb)",
                                "bare Arcade window, same size, same way", [b["seconds"] for b, _ in pairs],
                                [g["seconds"] for _, g in pairs], "s", 1.2))
                rows.append(Row("… its processor time (user + system, less moved by the load)",
                                "bare Arcade window", [b["cpu"] for b, _ in pairs], [g["cpu"] for _, g in pairs], "s",
                                1.2))
                rows.append(Row("resident memory at the first frame", "bare Arcade window",
                                [b["rss"] / 1024 for b, _ in pairs], [g["rss"] / 1024 for _, g in pairs], "MiB"))
                timed = {**env, "BENCH_IMPORT_CPU": "1"}
                import_pairs = [(first_frame(bare, timed), first_frame(["stats.bench"], timed))
                                for _ in range(args.imports)]
    finally:
        stop(xvfb[0] if xvfb else None)
    met = print_rows(f"Start-up, {args.runs} pairs a command, {args.window_runs} a window; "
                     f"{'' if xvfb else 'no Xvfb: the window rows are left out; '}Python {sys.version.split()[0]}",
                     rows)
    if xvfb and import_pairs:
        print_import_costs(import_pairs)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
