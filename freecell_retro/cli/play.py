"""``freecell-retro [STATSFILE] [--config FILE]``: play in the game window.

The stats file brings the player's preferences, palette and any unfinished
game (see :mod:`freecell_retro.session.launch`); without an unfinished game a
new one is dealt.
"""

from __future__ import annotations

import argparse

from ..files.locations import DEFAULT_STATS
from ..session import launch
from ..session.requesters import message


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("statsfile", nargs="?", metavar="STATSFILE",
                        help="stats file name or path (no argument: the stats requester)")
    parser.add_argument("--config", metavar="FILE", help="the tool types file to use instead of the usual one")


def run(args: argparse.Namespace) -> int:
    choice = launch.prepare(args.statsfile, args.config)
    if isinstance(choice, launch.StatsRequest):
        # The stats file requester comes with the other requesters; until then, 'default'.
        choice = choice.open(DEFAULT_STATS)
    session, accounting = choice.start_session()
    if session.game is None:
        session.new_game()
    if choice.notices:
        session.requester = message("FreeCell", *choice.notices)
    from ..ui import app

    app.play(session, choice.palette, accounting.take_notices)
    return 0
