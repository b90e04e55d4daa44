"""``freecell-retro tournament FILE [--dir FOLDER]``: the standings of every player of the stats
folder and HALLDIR (or of FOLDER alone) on the deals of the tournament file FILE — most won, then
fewest moves on the deals won, then time. FILE may be a path or, as Game ▸ Play Tournament… shows
them, a tournament's name (``Club`` or ``tournament.Club``) in those folders or the shipped ones.
Files are only read; a bad tournament file is one line and exit status 2, a bad stats file is named
on stderr and skipped."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..engine.errors import FileFormatError
from ..files.assets import asset_path
from ..files.halls import read_players
from ..files.names import spelt_in
from ..files.tournaments import TOURNAMENT_PREFIX, read_tournament
from ..language import _
from ..session.game.tournament import standings_lines
from .hall_command import add_arguments as add_folder_arguments
from .hall_command import folders


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", type=Path,
                        help=_("a tournament file, tournament.<name>, or a tournament's name in the stats folder, "
                             "HALLDIR or the shipped tournaments"))
    add_folder_arguments(parser)


def find_tournament(given: Path, looked_in: list[Path]) -> Path:
    """The tournament file ``given`` stands for: the file itself, else (a bare name) ``tournament.<name>``
    or the name in one of ``looked_in``; FileFormatError saying where it was looked for."""
    if os.path.lexists(given):
        return given
    if given.name != str(given):
        raise FileFormatError(_("no such tournament file"), given)
    name = given.name
    wanted = name if name.lower().startswith(TOURNAMENT_PREFIX) else TOURNAMENT_PREFIX + name
    for folder in looked_in:
        spelt = spelt_in(folder, wanted)
        if spelt is not None:
            return folder / spelt
    where = ", ".join(str(folder) for folder in looked_in)
    raise FileFormatError(
        _("no tournament {name!r}: no file of that name here, nor {wanted} in {where}").format(
            name=name, wanted=wanted, where=where
        )
    )


def run(args: argparse.Namespace) -> int:
    stats_folders = folders(args)
    path = find_tournament(args.file, [*stats_folders, asset_path("data", "tournaments")])
    tournament = read_tournament(path)
    found = read_players(stats_folders)
    for line in found.skipped:
        print(_("freecell-retro: warning: {warning}").format(warning=line), file=sys.stderr)
    print("\n".join(standings_lines(tournament, found)))
    return 0
