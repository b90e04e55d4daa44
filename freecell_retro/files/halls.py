"""Reading every player's stats file for the Hall of Fame and tournament
standings: the stats folder's own and a HALLDIR folder of friends' files.

These files are only ever read here, never written or kept aside — a friend's
file is theirs. A file that cannot be read (damaged, from a newer version, too
big, not a file) is skipped with one line saying why; a file that is a link is
not followed (it could lead anywhere), and no name leads out of its folder.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import FileFormatError, FreeCellError
from ..language import _
from .locations import list_stats_files, stats_name
from .stats import StatsFile
from .statsstore import read_stats


@dataclass(frozen=True)
class Player:
    """One stats file as read: the player's name (``stats.Fred`` → ``Fred``), where it is, and what it says."""

    name: str
    path: Path
    stats: StatsFile


@dataclass(frozen=True)
class Players:
    """Every player read, in folder order, and one line for each file skipped."""

    players: tuple[Player, ...]
    skipped: tuple[str, ...]


def read_players(folders: list[Path]) -> Players:
    """The stats files of ``folders`` (the same file reached twice is read once). A folder that is
    not there gives no one; a file that is a link, damaged or newer is skipped with one line."""
    players: list[Player] = []
    skipped: list[str] = []
    seen: set[Path] = set()
    for folder in folders:
        for name in list_stats_files(folder):
            path = folder / name
            if os.path.islink(path):
                skipped.append(_("{path}: a link, not followed").format(path=path))
                continue
            real = path.resolve()
            if real in seen:
                continue
            seen.add(real)
            try:
                players.append(Player(stats_name(path), path, read_stats(path)))
            except FileFormatError as error:
                skipped.append(_("{problem}; skipped").format(problem=error))
            except (FreeCellError, OSError) as error:  # a reader's slip is still one line naming the file
                skipped.append(_("{problem}; skipped").format(problem=f"{path}: {error}"))
    return Players(tuple(players), tuple(skipped))


def read_player(path: Path) -> Player | str:
    """One stats file as :func:`read_players` reads it: the player, or one line saying why it is
    skipped (a link, damaged or newer). For a reader that goes one file at a time."""
    if os.path.islink(path):
        return _("{path}: a link, not followed").format(path=path)
    try:
        return Player(stats_name(path), path, read_stats(path))
    except (FileFormatError, OSError) as error:
        return _("{problem}; skipped").format(problem=error)
