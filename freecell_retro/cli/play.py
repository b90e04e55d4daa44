"""``freecell-retro [play] [STATSFILE] [--config FILE]``: play in the game window.

The stats file brings the player's preferences, palette and any unfinished
game (see :mod:`freecell_retro.session.launch`); without an unfinished game a
new one is dealt. Exit status 0, or 128 + the signal that ended the game (its
unfinished game saved first); 2 when there is no display to play on.
"""

from __future__ import annotations

import argparse

from ..files.locations import DEFAULT_STATS
from ..session import launch
from ..session.requesters import message
from .stats import add_config_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("statsfile", nargs="?", metavar="STATSFILE",
                        help="stats file name (Fred, stats.Fred, default) or path; no argument: default")
    add_config_argument(parser)


def run(args: argparse.Namespace) -> int:
    from ..ui import app

    app.require_display()  # before anything is read or written
    choice = launch.prepare(args.statsfile, args.config)
    if isinstance(choice, launch.StatsRequest):
        # The stats file requester comes with the other requesters; until then, 'default'.
        choice = choice.open(DEFAULT_STATS)
    session, accounting = choice.start_session()
    if session.game is None:
        session.new_game()
    if choice.notices:
        session.requester = message("FreeCell", *choice.notices)
    return app.play(session, choice.palette, accounting)
