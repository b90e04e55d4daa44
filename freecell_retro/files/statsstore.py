"""Reading and writing stats files so that nothing is ever lost.

* Every write is atomic (a temporary file renamed over the old one), so a
  crash at any moment leaves the old file or the new one, never half of one.
* Every change is a read-modify-write under the file's lock: re-read the
  file, apply the change, write it back. Two game windows on one stats file
  therefore add up their results instead of overwriting each other's.
* A file that cannot be read is kept aside as ``<file>.bad-<timestamp>``,
  the player is told in one line, and a fresh file is started from what we
  last knew — never a traceback, never a silent loss.
* A file from a newer freecell-retro is refused and left as it is, and so is
  one that cannot be opened at all (a folder, a pipe, no permission).
* Nothing is written, renamed or kept aside through a link: a stats file
  that is a link is read, never written (the game plays on without saving),
  and a bad one is left as it is.
* A stats folder removed while the game runs is made again at the next save,
  as at the start; a file that cannot be written for as long as the game runs
  (a read-only disk, a link) raises :class:`.NotWritableError`.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from ..engine.errors import FileFormatError
from ..language import _
from .atomic import LINK_REFUSED, UnreadableFileError, read_text_capped, temporary_name_pattern, write_text_atomic
from .filelock import NOT_WRITABLE, NotWritableError, locked
from .stats import StatsFile, format_stats
from .statsreader import parse_stats
from .versioned import NewerVersionError

Change = Callable[[StatsFile], StatsFile]


class Updated(NamedTuple):
    """What :func:`update_stats` did: the stats now in the file, whether the file
    was new, and the one line to tell the player when a bad file was kept aside."""

    stats: StatsFile
    created: bool = False
    notice: str | None = None


def read_stats(path: str | os.PathLike[str]) -> StatsFile:
    """The stats file at ``path`` (FileFormatError if it is missing or bad)."""
    return parse_stats(read_text_capped(path), path)


def write_stats(path: str | os.PathLike[str], stats: StatsFile) -> Path:
    """Write ``stats`` atomically. Callers that share the file use :func:`update_stats`."""
    return write_text_atomic(path, format_stats(stats))


def keep_aside(path: str | os.PathLike[str], now: float | None = None) -> Path:
    """Rename a bad file to ``<name>.bad-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3``… if
    taken) beside it, so the player can still look at it; returns the new path.
    A link is never renamed, nor what it points to (another player's file, a
    file elsewhere): FileFormatError, and both are left as they are."""
    path = Path(path)
    if os.path.islink(path):
        raise FileFormatError(_("cannot be read, and is a link: left as it is, nor is what it points to"), path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    serial = 1
    while aside.exists():
        serial += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{serial}")
    try:
        os.rename(path, aside)
    except OSError as error:
        problem = _("cannot be read, nor kept aside ({error})").format(error=error.strerror or error)
        raise (NotWritableError if error.errno in NOT_WRITABLE else FileFormatError)(problem, path) from None
    return aside


def _sweep_temporary_files(path: Path) -> None:
    """Remove the temporary files a killed writer of ``path`` left behind.
    Called under the lock, when no one else can be writing ``path``."""
    try:
        pattern = re.compile(temporary_name_pattern(path))
        leftovers = [entry for entry in path.parent.iterdir() if pattern.match(entry.name)]
    except OSError:
        return
    for entry in leftovers:
        try:
            entry.unlink()
        except OSError:
            pass


def _read_or_fallback(path: Path, fallback: StatsFile) -> Updated:
    if not os.path.lexists(path):  # exactly this name: a stats file of another case is another file
        return Updated(fallback, created=True)
    try:
        return Updated(read_stats(path))
    except UnreadableFileError as error:
        if error.missing:  # a link to a file still to be made
            return Updated(fallback, created=True)
        raise
    except NewerVersionError:
        raise
    except FileFormatError as error:
        where = _("line {line}: ").format(line=error.line) if error.line is not None else ""
        if os.path.islink(path):
            raise FileFormatError(
                _("cannot be read ({where}{problem}), and it is a link: left as it is").format(
                    where=where, problem=error.problem
                ),
                path,
            ) from None
        aside = keep_aside(path)
        notice = _(
            "{name} could not be read ({where}{problem}); it is kept as {aside} and a fresh one is started."
        ).format(name=path.name, where=where, problem=error.problem, aside=aside.name)
        return Updated(fallback, created=True, notice=notice)


def update_stats(path: str | os.PathLike[str], change: Change | None = None,
                 fallback: StatsFile | None = None) -> Updated:
    """Under the lock: read the stats file (``fallback``, a fresh one by default,
    if it is missing or bad), apply ``change`` and write the result if anything
    changed. Raises NewerVersionError (the file is left alone) or FileFormatError
    when the file can be neither read nor kept aside."""
    path = Path(path)
    _make_folder(path)
    with locked(path):
        _sweep_temporary_files(path)
        found = _read_or_fallback(path, fallback if fallback is not None else StatsFile())
        stats = change(found.stats) if change is not None else found.stats
        if found.created or stats != found.stats:
            try:
                write_stats(path, stats)
            except OSError as error:
                if error.errno in NOT_WRITABLE:
                    raise NotWritableError(
                        _("cannot be written ({error})").format(error=error.strerror or error), path
                    ) from None
                raise FileFormatError(
                    _("cannot be written ({error})").format(error=error.strerror or error), path
                ) from None
        return found._replace(stats=stats)


def _make_folder(path: Path) -> None:
    """Make the stats folder again when it went away while the game ran (as the game makes it at the
    start), so the game in progress is saved rather than lost."""
    if os.path.isdir(path.parent):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        problem = _("cannot make its folder again ({error})").format(error=error.strerror or error)
        raise (NotWritableError if error.errno in NOT_WRITABLE else FileFormatError)(problem, path) from None


def read_for_play(path: str | os.PathLike[str]) -> tuple[Updated, str | None]:
    """The stats file a game is played on, as :func:`update_stats` opens it, with why it cannot be
    saved (None when it can). A file that is a link, or that cannot be written for as long as the game
    runs (a read-only disk), is only read — a bad or missing one gives a fresh record, left unwritten —
    and the game plays on without saving, as on a full disk, rather than not at all."""
    path = Path(path)
    if os.path.islink(path):
        unsaved = _(LINK_REFUSED)
    else:
        try:
            return update_stats(path), None
        except NotWritableError as error:
            unsaved = error.problem
    try:
        return Updated(read_stats(path)), unsaved
    except UnreadableFileError as error:
        if error.missing:
            return Updated(StatsFile()), unsaved
        raise
    except NewerVersionError:
        raise
    except FileFormatError as error:
        where = _("line {line}: ").format(line=error.line) if error.line is not None else ""
        return Updated(
            StatsFile(),
            notice=_(
                "{name} could not be read ({where}{problem}); it is left as it is and a fresh record is kept in memory."
            ).format(name=path.name, where=where, problem=error.problem),
        ), unsaved
