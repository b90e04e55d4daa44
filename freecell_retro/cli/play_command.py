"""``freecell-retro [play] [STATSFILE] [--config FILE] [--rules R]``: play in the game window.

The stats file brings the player's preferences, palette and any unfinished
game (see :mod:`freecell_retro.session.game.launch`); without an unfinished game a
new one is dealt. Exit status 0, or 128 + the signal that ended the game (its
unfinished game saved first); 2 when there is no display to play on.
"""

from __future__ import annotations

import argparse

from ..engine.rules import RULES_NAMES, Rules
from ..language import _
from ..session.game import launch
from .stats_command import add_config_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("statsfile", nargs="?", metavar="STATSFILE",
                        help=_("stats file name (Fred, stats.Fred, default) or path; no argument: the stats file "
                             "requester (MULTIPLESTATS: YES) or default"))
    add_config_argument(parser)
    parser.add_argument(
        "--rules",
        choices=[r.value for r in Rules],
        default=None,
        help=_("deal this game (as Game > Rules chooses it; the stats file keeps it): {rules_names}").format(
            rules_names=RULES_NAMES
        ),
    )


def run(args: argparse.Namespace) -> int:
    from ..ui import app

    app.require_display()  # before anything is read or written
    return app.play(launch.prepare(args.statsfile, args.config, Rules(args.rules) if args.rules else None,
                                   args.language))
