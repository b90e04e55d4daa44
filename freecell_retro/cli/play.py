"""``freecell-retro [STATSFILE]``: play."""

from __future__ import annotations

import argparse

from ..engine.board import Board
from ..engine.deals import random_game_number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("statsfile", nargs="?", metavar="STATSFILE",
                        help="stats file name or path (no argument: the stats requester)")


def run(args: argparse.Namespace) -> int:
    number = random_game_number()
    print(f"Game #{number}")
    print(Board.game(number))
    return 0
