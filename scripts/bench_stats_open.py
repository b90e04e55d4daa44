#!/usr/bin/env python3
"""How long the worst stats file within the caps takes to open.

    python scripts/bench_stats_open.py [--repeat 5] [--write FILE]

Opening a stats file parses it (every move of its unfinished game is
replayed, to check it) and then resumes the unfinished game. The worst legal
file is as big as a stats file may be (``MAX_FILE_BYTES``, padded with
comments) and its unfinished game holds ``MAX_SAVED_MOVES`` legal moves of
the kind that cost most to replay. Three kinds are built and each measured:

* free-cell shuttle: a card to a free cell and back;
* column shuttle: a lone card to an empty column and back, every free cell
  taken (4 taken, or 0 free cells);
* builder shuttle: a card between two columns whose feet it builds on, no
  free cell and no column empty — where the check for a move left after
  every move has the most to try.

For each: the time to parse (median of ``--repeat``), to resume the game the
parse handed over, and — for comparison — to resume by replaying the moves
again; and the ratio of parse + resume to the 0.5 s target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_retro.engine import Board, Deal, Game, IllegalMoveError, Move, Rules, SavedGame  # noqa: E402
from freecell_retro.engine.moves import Area  # noqa: E402
from freecell_retro.engine.rules import builds_on  # noqa: E402
from freecell_retro.files.atomic import MAX_FILE_BYTES  # noqa: E402
from freecell_retro.files.stats import MAX_SAVED_MOVES, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats  # noqa: E402

TARGET_SECONDS = 0.5


def _shuttle(game: Game, there: Move, back: Move) -> list[Move]:
    """The game's moves, then ``there`` and ``back`` in turn up to the cap (each checked by playing it)."""
    moves = list(game.moves)
    for index in range(MAX_SAVED_MOVES - len(moves)):
        move = back if index % 2 else there
        game.play(move)
        moves.append(move)
    return moves


Shuttle = tuple[Move, Move]


def free_cell_shuttle(board: Board) -> Shuttle | None:
    """A card to the empty free cell a and back onto the card it came from."""
    if board.cells[:1] != (None,):
        return None
    for index, col in enumerate(board.columns):
        if len(col) > 1 and builds_on(col[-1], col[-2], board.rules):
            return Move.from_str(f"{index + 1}a"), Move.from_str(f"a{index + 1}")
    return None


def column_shuttle(board: Board) -> Shuttle | None:
    """A lone card to an empty column and back, every free cell taken."""
    empty = [i for i, col in enumerate(board.columns) if not col]
    lone = [i for i, col in enumerate(board.columns) if len(col) == 1]
    if None in board.cells or not empty or not lone:
        return None
    return Move.from_str(f"{lone[0] + 1}{empty[0] + 1}"), Move.from_str(f"{empty[0] + 1}{lone[0] + 1}")


def builder_shuttle(board: Board) -> Shuttle | None:
    """A card back and forth between two columns whose cards it builds on, no
    free cell or column empty: the check for a move left has to try the builds."""
    if None in board.cells or not all(board.columns):
        return None
    for a, col in enumerate(board.columns):
        if len(col) > 1 and builds_on(col[-1], col[-2], board.rules):
            for b, other in enumerate(board.columns):
                if b != a and builds_on(col[-1], other[-1], board.rules):
                    return Move.from_str(f"{a + 1}{b + 1}"), Move.from_str(f"{b + 1}{a + 1}")
    return None


def find(shape, cells: int, seed: int = 1) -> tuple[Deal, int, list[Move]]:
    """Random play (never home by hand) until ``shape`` finds a shuttle; then
    shuttle up to the cap, each move checked by playing it."""
    rng = random.Random(seed)
    for _ in range(5000):
        number = rng.randint(1, 32000)
        game = Game(Board.game(number, Rules.ORIGINAL, cells))
        for _ in range(150):
            shuttle = shape(game.board)
            if shuttle is not None:
                try:
                    return Deal.numbered(number), cells, _shuttle(game, *shuttle)
                except IllegalMoveError:
                    break  # the card went home on the way: another game
            moves = [move for move in game.board.legal_moves() if move.target.area is not Area.HOME]
            if not moves or game.is_over:
                break
            game.play(rng.choice(moves))
    raise SystemExit(f"no position found for {shape.__name__} with {cells} free cells")


def worst_file(deal: Deal, cells: int, moves: list[Move]) -> str:
    saved = SavedGame(deal, Rules.ORIGINAL, cells, tuple(moves), 99, 12345.678)
    text = format_stats(StatsFile(unfinished=saved, last_game=999_999_999))
    padding = MAX_FILE_BYTES - len(text.encode()) - 1
    line = "# " + "x" * 77 + "\n"
    return text + line * (padding // len(line))


def _median(repeat: int, work) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--write", metavar="FILE", help="also write the worst file found here")
    args = parser.parse_args()
    kinds = {"free-cell shuttle": (free_cell_shuttle, 4), "column shuttle, full cells": (column_shuttle, 4),
             "column shuttle, no cells": (column_shuttle, 0), "builder shuttle, full cells": (builder_shuttle, 4),
             "builder shuttle, no cells": (builder_shuttle, 0)}
    print(f"MAX_SAVED_MOVES {MAX_SAVED_MOVES:,}, file size cap {MAX_FILE_BYTES:,} bytes, "
          f"target {TARGET_SECONDS} s for parse + resume\n")
    print("| unfinished game | bytes | parse | resume (handed over) | resume (replayed) | parse + resume / target |")
    print("|---|---|---|---|---|---|")
    worst, worst_total = "", 0.0
    for name, (shape, cells) in kinds.items():
        text = worst_file(*find(shape, cells))
        parse, stats = _median(args.repeat, lambda text=text: parse_stats(text, "stats.bench"))
        saved = stats.unfinished
        assert saved is not None and len(saved.moves) == MAX_SAVED_MOVES
        resume, _ = _median(args.repeat, saved.resume)
        replayed, _ = _median(args.repeat, replace(saved, turns=None).resume)
        total = parse + resume
        print(f"| {name} | {len(text.encode()):,} | {parse:.3f} s | {resume:.4f} s | {replayed:.3f} s "
              f"| {total / TARGET_SECONDS:.2f} |")
        if total > worst_total:
            worst, worst_total = text, total
    if args.write:
        Path(args.write).write_text(worst)
    return 0 if worst_total <= TARGET_SECONDS else 1


if __name__ == "__main__":
    raise SystemExit(main())
