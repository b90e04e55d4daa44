"""Writing a solution file without ever silently replacing a player's own.

:func:`save_solution` is what ``freecell-retro solve`` and the game's Save
solution both use: a different file already there is left alone (the caller
asks, or needs ``--force``), the same text is reported as such, and the write
is atomic and cannot clobber a file that appears meanwhile.
"""

from __future__ import annotations

import errno
import os
from enum import Enum
from pathlib import Path

from ..engine.errors import FileFormatError
from ..language import N_, _
from .atomic import read_text_capped, write_text_atomic


class SaveOutcome(Enum):
    """What :func:`save_solution` did."""

    WRITTEN = "written"
    SAME = "same"  # the file already holds this text; nothing written
    EXISTS = "exists"  # a different file is there; nothing written


def save_solution(path: str | os.PathLike[str], text: str, replace: bool = False) -> SaveOutcome:
    """Save the solution ``text`` as ``path``, making its folder if need be,
    never silently replacing a player's own file.

    Without ``replace`` a different file already there (or one that appears
    while this one is written) is left alone: EXISTS. A failure to write is a
    FileFormatError naming the file and the problem in words a player can act
    on (not a folder, no space left, permission denied).
    """
    path = Path(path)
    if os.path.isdir(path):
        raise FileFormatError(_("cannot write the solution: that name is a folder"), path)
    if os.path.lexists(path):
        if _holds(path, text):
            return SaveOutcome.SAME
        if not replace:
            return SaveOutcome.EXISTS
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, text, replace=replace)
    except OSError as error:
        if isinstance(error, FileExistsError) and os.path.isdir(path.parent):  # it appeared meanwhile
            return SaveOutcome.SAME if _holds(path, text) else SaveOutcome.EXISTS
        raise FileFormatError(_("cannot write the solution: {problem}").format(problem=_problem(error, path)), path) \
            from None
    return SaveOutcome.WRITTEN


def _holds(path: Path, text: str) -> bool:
    try:
        return read_text_capped(path) == text
    except FileFormatError:
        return False


_PROBLEMS = {
    errno.ENOSPC: N_("no space left on the disk"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EISDIR: N_("that name is a folder"),
}


def _problem(error: OSError, path: Path) -> str:
    """The real problem behind ``error``, in words: ``File exists`` when the
    folder given is a file would send a player looking for the wrong thing."""
    for place in (path.parent, *path.parent.parents):
        if os.path.exists(place) and not os.path.isdir(place):
            return _("{place} is not a folder").format(place=place)
    known = _PROBLEMS.get(error.errno or 0)
    return _(known) if known else (error.strerror.lower() if error.strerror else str(error))
