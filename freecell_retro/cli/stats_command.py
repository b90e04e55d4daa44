"""``freecell-retro stats [STATSFILE] [--history]``: print a stats file's figures as the
Statistics requester shows them, or (``--history``) its game log, one line a result.

With no STATSFILE: ``default`` when the tool type MULTIPLESTATS is NO, else
every stats file in the stats folder. The file is only read: a bad one is
reported (exit 2) and left as it is.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..engine.errors import FileFormatError
from ..files.locations import DEFAULT_STATS, list_stats_files, load_tooltypes, resolve_stats_argument, stats_folder
from ..files.statslines import HELPED_MARK, format_statistics, format_time, log_heading, log_line
from ..files.statsstore import read_stats
from ..language import _, ngettext


def add_config_argument(parser: argparse.ArgumentParser) -> None:
    """``--config FILE``: tool types to use instead of the player's own (the play command shares it).
    It may also come before the command; given here, it wins."""
    parser.add_argument("--config", metavar="FILE", default=argparse.SUPPRESS,
                        help=_("a tool types file (YAML) instead of the usual one"))
    parser.add_argument("--language", metavar="CODE", default=argparse.SUPPRESS,
                        help=_("the language to speak"))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("statsfile", nargs="?", metavar="STATSFILE",
                        help=_("stats file name (Fred, stats.Fred, default) or path; no argument: every stats file"))
    parser.add_argument("--history", action="store_true",
                        help=_("the game log instead: the last results, the oldest first, one line each"))
    add_config_argument(parser)


def _existing(path: Path) -> Path:
    """A stats file that is not there is named as such; anything else there
    (a folder, a pipe) is left to the reader, which says what it is."""
    if not os.path.lexists(path):
        raise FileFormatError(_("no such stats file"), path)
    return path


def show(path: Path) -> list[str]:
    """The heading and the requester's lines for one stats file."""
    stats = read_stats(path)
    lines = [
        _("Statistics: {path}").format(path=path),
        *format_statistics(stats.overall, stats.last_session, _("Last session")),
    ]
    saved = stats.unfinished
    if saved is not None:
        moves = ngettext("{count} move", "{count} moves", len(saved.moves)).format(count=len(saved.moves))
        label = _("Unfinished:")[:14]  # (outside the f-string, where the catalogs' extraction sees it)
        lines.append(f"{label:<15}{saved.deal.title}, {moves}, {format_time(saved.elapsed)}")
    return lines


def history(path: Path) -> list[str]:
    """The game log of one stats file: the heading, then each result as the Log requester shows it."""
    results = read_stats(path).history
    rows = [log_line(result) for result in results] or [_("No results yet.")]
    return [
        _("Game log: {path} ({helped_mark} helped)").format(path=path, helped_mark=HELPED_MARK),
        log_heading(),
        *rows,
    ]


def run(args: argparse.Namespace) -> int:
    tooltypes = load_tooltypes(args.config)
    for warning in tooltypes.warnings:
        print(_("freecell-retro: warning: {warning}").format(warning=warning), file=sys.stderr)
    folder = stats_folder(tooltypes)
    if args.statsfile is not None:
        paths = [_existing(resolve_stats_argument(args.statsfile, folder))]
    elif not tooltypes.multiple_stats:
        paths = [_existing(folder / DEFAULT_STATS)]
    else:
        paths = [folder / name for name in list_stats_files(folder)]
        if not paths:
            print(_("There are no stats files in {folder}.").format(folder=folder))
            return 0
    print("\n\n".join("\n".join(history(path) if args.history else show(path)) for path in paths))
    return 0
