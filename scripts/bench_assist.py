#!/usr/bin/env python3
"""What the solver at the player's side costs, as a Markdown table.

    python scripts/bench_assist.py [--deals 100] [--moves 8] [--seconds 2] [--repeat 3] [--prove] [--hints-only]

* hint from the deal: ``Adviser.hint()`` on deals 1..N just dealt (median, max), against
  fc-solve's whole process on the same deals (``fc-solve -l lg -m -snx``, started without a fork
  of this process), the two in turn, which one first alternating from deal to deal; the ratios:
  median against median, and the worst deal's (ours against fc-solve on that same deal);
* the next hint: after the move the first hint showed, along the line that hint found (no search);
* hint mid-game: 20 moves into the solver's own solution (median, max), with its own anchor:
  fc-solve's whole process on the same mid-game positions, alternating the same way;
* New Game, solvable deals only: N New Games with Options ▸ Solvable Deals Only on (median, max);
* longest gap between frames: a headless GameWindow driven at 50 Hz (on_update, the helper's
  poll, on_draw) for ``--seconds`` after each of ``--moves`` moves of game 617, Show
  Winnability on against off, in alternating runs (the worst, and the median of each run's
  longest); target ≤ 1.2×;
* ``--prove``: our solver proves each of the 8 ``KNOWN_UNSOLVABLE`` deals unsolvable.

The solver is the tool types' default (``auto``: ours, raced against fc-solve when installed).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["ARCADE_HEADLESS"] = "1"

from freecell_retro.engine import Board, Move  # noqa: E402
from freecell_retro.session import Options, Session  # noqa: E402
from freecell_retro.session.assist.adviser import Adviser  # noqa: E402
from freecell_retro.session.assist.solving import KNOWN_UNSOLVABLE  # noqa: E402
from freecell_retro.session.screen.services import assemble  # noqa: E402
from freecell_retro.solver import Budget, Status, solve  # noqa: E402
from freecell_retro.solver.fcsolve import fcs_position  # noqa: E402

FC_SOLVE = shutil.which("fc-solve")

MID_GAME = "7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8".split()
"""Moves of game 617 played one by one while the frames are timed."""
REFRESH = 50


def ms(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:.0f} ms / {max(seconds) * 1000:.0f} ms"


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def fc_solve_seconds(board: Board) -> float:
    """fc-solve's whole process on ``board`` (the hint's anchor)."""
    started = time.perf_counter()
    subprocess.run([FC_SOLVE, "-l", "lg", "-m", "-snx"], input=fcs_position(board), text=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={**os.environ, "FREECELL_SOLVER_QUIET": "1"})
    return time.perf_counter() - started


def advised(session: Session) -> Adviser:
    """The session's adviser as the game builds it (the composition root), its searches at once."""
    return assemble(session).adviser


def hint_and_anchor(helper: Adviser, board: Board, fc_solve_first: bool) -> tuple[float, float | None]:
    """The hint's time on the position on the board and fc-solve's whole process on it, in the order asked."""
    anchor = None
    if FC_SOLVE is not None and fc_solve_first:
        anchor = fc_solve_seconds(board)
    ours = timed(helper.hint)
    if FC_SOLVE is not None and not fc_solve_first:
        anchor = fc_solve_seconds(board)
    return ours, anchor


def hint_latency(deals: int) -> tuple[list[float], list[float], list[float], list[float], int, list[float]]:
    """Hint from each deal, then the next hint after the move it showed (along the line it found),
    and 20 moves into another solution; fc-solve's whole process on the first and last of those
    positions (none without it), the order alternating; the count of hints given."""
    session = Session(clock=time.monotonic)
    helper = advised(session)
    at_deal, mid_game, anchor, mid_anchor, given, along = [], [], [], [], 0, []
    for number in range(1, deals + 1):
        session.game = None
        session.select_game(number)
        session.finish_show()
        ours, theirs = hint_and_anchor(helper, session.board, number % 2 == 0)
        at_deal.append(ours)
        anchor += [theirs] if theirs is not None else []
        given += helper.blink is not None
        if helper.blink is not None:
            session.play(helper.blink.move)
            along.append(timed(helper.hint))
        for move in solve(session.board, Budget(nodes=300_000)).moves[:20]:
            session.play(move)
        session.requester = None
        helper.lines.forget()  # a search, as from a position off the lines found (the player's own moves)
        ours, theirs = hint_and_anchor(helper, session.board, number % 2 == 1)
        mid_game.append(ours)
        mid_anchor += [theirs] if theirs is not None else []
        given += helper.blink is not None
    return at_deal, mid_game, anchor, mid_anchor, given, along


def ratios(ours: list[float], anchor: list[float]) -> str:
    """Median against median, and the worst deal's own ratio (ours against fc-solve on that deal)."""
    if not anchor:
        return ""
    worst = max(range(len(ours)), key=ours.__getitem__)
    return (f"{statistics.median(ours) / statistics.median(anchor):.1f}× median, "
            f"{ours[worst] / anchor[worst]:.1f}× on the worst deal ({worst + 1}); ")


def solvable_new_game(deals: int) -> list[float]:
    session = Session(Options(solvable_only=True), rng=random.Random(11), clock=time.monotonic)
    advised(session)
    times = []
    for _ in range(deals):
        session.game = None
        times.append(timed(session.new_game))
        assert session.game is not None and session.deal.number not in KNOWN_UNSOLVABLE
    return times


def frame_gaps(indicator: bool, moves: int, seconds: float) -> tuple[float, float, int]:
    """The longest gap between frames and the median frame, in seconds, and the checks started."""
    from freecell_retro.ui.gamewindow import GameWindow

    session = Session(Options(show_winnability=indicator), clock=time.monotonic)
    session.select_game(617)
    window = GameWindow(session, size=(1280, 1024), visible=False, close_on_quit=False)
    helper = window.game_display.adviser  # its tick is the window's on_update
    gaps, frames = [], []
    period = 1 / REFRESH
    for text in MID_GAME[:moves]:
        session.play(Move.from_str(text))
        last = due = time.perf_counter()
        end = due + seconds
        while due < end:
            start = time.perf_counter()
            window.on_update(period)
            window.on_draw()
            window.ctx.finish()
            now = time.perf_counter()
            frames.append(now - start)
            gaps.append(now - last)
            last = now
            due += period
            time.sleep(max(0.0, due - time.perf_counter()))
    started = helper.watcher.started if helper.watcher is not None else 0
    helper.close()
    window.close()
    return max(gaps), statistics.median(frames), started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--moves", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--repeat", type=int, default=3, help="frame-gap runs with the indicator off and on")
    parser.add_argument("--prove", action="store_true", help="prove the 8 unsolvable deals (about 20 s)")
    parser.add_argument("--hints-only", action="store_true", help="the hint rows only")
    args = parser.parse_args()
    print(f"load: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    rows = []
    at_deal, mid_game, anchor, mid_anchor, given, along = hint_latency(args.deals)
    rows.append((f"hint from the deal, {args.deals} deals", ms(at_deal), ratios(at_deal, anchor) + "≤ 5 ms / 50 ms"))
    slowest = sorted(range(len(at_deal)), key=at_deal.__getitem__)[-3:][::-1]
    rows.append(("the slowest hints from the deal", ", ".join(
        f"deal {i + 1}: {at_deal[i] * 1000:.0f} ms" + (f" (fc-solve {anchor[i] * 1000:.0f} ms)" if anchor else "")
        for i in slowest), ""))
    if anchor:
        rows.append((f"anchor: fc-solve's whole process, the same {args.deals} deals", ms(anchor), ""))
    rows.append((f"the next hint, after the move the first showed, {len(along)} deals", ms(along),
                 "along the line the first found: no search"))
    rows.append((f"hint mid-game (20 moves in, off the lines found), {args.deals} deals", ms(mid_game),
                 ratios(mid_game, mid_anchor)))
    if mid_anchor:
        rows.append((f"anchor: fc-solve's whole process, the same {args.deals} mid-game positions", ms(mid_anchor),
                     ""))
    rows.append(("hints given (a move blinks)", f"{given} of {2 * args.deals}", ""))
    if args.hints_only:
        return report(rows)
    rows.append((f"New Game, solvable deals only, {args.deals} games", ms(solvable_new_game(args.deals)), ""))
    runs: dict[bool, list[tuple[float, float, int]]] = {False: [], True: []}
    for _ in range(args.repeat):  # alternating, so that anything else the machine does falls on both
        for indicator in (False, True):
            runs[indicator].append(frame_gaps(indicator, args.moves, args.seconds))
    worst = {on: max(gap for gap, _, _ in runs[on]) for on in runs}
    typical = {on: statistics.median(gap for gap, _, _ in runs[on]) for on in runs}
    frame = {on: statistics.median(f for _, f, _ in runs[on]) for on in runs}
    checks = sum(started for _, _, started in runs[True])
    for on in (False, True):
        label = f"Show Winnability on ({checks} checks)" if on else "Show Winnability off"
        ratio = f"{worst[True] / worst[False]:.2f}× worst, {typical[True] / typical[False]:.2f}× median (≤ 1.2×)"
        rows.append((f"longest frame gap, {label}", f"{worst[on] * 1000:.1f} ms worst of {args.repeat} runs, "
                     f"{typical[on] * 1000:.1f} ms median; median frame {frame[on] * 1000:.1f} ms",
                     ratio if on else ""))
    if args.prove:
        for number in sorted(KNOWN_UNSOLVABLE):
            start = time.perf_counter()
            status = solve(Board.game(number)).status
            rows.append((f"deal {number} proven unsolvable", f"{time.perf_counter() - start:.1f} s",
                         "yes" if status is Status.UNSOLVABLE else f"NO: {status.value}"))
    return report(rows)


def report(rows: list[tuple[str, str, str]]) -> int:
    print("| figure | measured | ratio, target |\n|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
