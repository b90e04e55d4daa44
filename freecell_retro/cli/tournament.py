"""``freecell-retro tournament FILE [--dir FOLDER]``: the standings of every player of the stats
folder and HALLDIR (or of FOLDER alone) on the deals of the tournament file FILE — most won, then
fewest moves on the deals won, then time. Files are only read; a bad tournament file is one line
and exit status 2, a bad stats file is named on stderr and skipped."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..files.halls import read_players
from ..files.tournaments import read_tournament
from ..session.game.tournament import standings_lines
from .hall import add_arguments as add_folder_arguments
from .hall import folders


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", type=Path, help="a tournament file, tournament.<name>")
    add_folder_arguments(parser)


def run(args: argparse.Namespace) -> int:
    tournament = read_tournament(args.file)
    found = read_players(folders(args))
    for line in found.skipped:
        print(f"freecell-retro: warning: {line}", file=sys.stderr)
    print("\n".join(standings_lines(tournament, found)))
    return 0
