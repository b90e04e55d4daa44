"""``freecell-retro hall [--dir FOLDER]``: the Hall of Fame as text — every player of the stats
folder and HALLDIR (or of FOLDER alone) with their wins and streaks, then each deal's best win.
Files are only read; one that cannot be is named on stderr and skipped."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine.errors import FileFormatError
from ..files.halls import read_players
from ..files.locations import load_tooltypes, stats_folder
from ..language import _
from ..session.game.hall import hall_lines
from .stats_command import add_config_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", metavar="FOLDER", type=Path,
                        help=_("compare the stats files of FOLDER instead of the stats folder and HALLDIR"))
    add_config_argument(parser)


def folders(args: argparse.Namespace) -> list[Path]:
    """FOLDER, else the stats folder and HALLDIR (the tool types' warnings on stderr)."""
    if args.dir is not None:
        if not args.dir.is_dir():
            raise FileFormatError(_("no such folder"), args.dir)
        return [args.dir]
    tooltypes = load_tooltypes(args.config)
    for warning in tooltypes.warnings:
        print(_("freecell-retro: warning: {warning}").format(warning=warning), file=sys.stderr)
    return [stats_folder(tooltypes), *([tooltypes.hall_folder] if tooltypes.hall_folder else [])]


def run(args: argparse.Namespace) -> int:
    found = read_players(folders(args))
    for line in found.skipped:
        print(_("freecell-retro: warning: {warning}").format(warning=line), file=sys.stderr)
    if not found.players:
        print(_("There are no stats files to compare."))
        return 0
    print("\n".join(hall_lines(found)))
    return 0
