"""What a folder holds, for the file requester: its drawers and its files,
never anything that leads outside the folder the requester was given.

A folder is read with one ``os.scandir``: the kind of each entry comes from
the directory itself (``d_type``), so a folder of 10,000 files lists without
10,000 ``stat`` calls. Only links cost more: each is resolved once, and one
that leads outside ``root`` is left out, as are names no player could type or
the game would refuse (:func:`.names.name_problem`: hidden files, control
characters…) and things that are neither files nor folders (pipes, sockets,
devices, broken links).

Problems are one line: a folder that is gone, or that cannot be read.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import FreeCellError, one_line
from ..language import _
from .names import is_inside, name_problem


@dataclass(frozen=True)
class Listing:
    """A folder's drawers and files, each sorted without regard to case."""

    drawers: tuple[str, ...] = ()
    files: tuple[str, ...] = ()


def sort_names(names: list[str]) -> tuple[str, ...]:
    """Sorted as the Amiga sorts names: case does not count (then, for names that differ only in case, it does).

    >>> sort_names(["b", "A", "a", "C"])
    ('A', 'a', 'b', 'C')
    """
    return tuple(sorted(names, key=lambda name: (name.casefold(), name)))


def list_drawer(folder: Path, root: Path) -> Listing:
    """The drawers and files in ``folder`` (which lies in ``root``); FreeCellError of one line
    when it is gone or cannot be read."""
    drawers, files = [], []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                kind = _kind(entry, root)
                if kind == "drawer":
                    drawers.append(entry.name)
                elif kind == "file":
                    files.append(entry.name)
    except (OSError, ValueError) as error:
        raise FreeCellError(drawer_problem(folder, error)) from None
    return Listing(sort_names(drawers), sort_names(files))


def _kind(entry: os.DirEntry[str], root: Path) -> str | None:
    """"drawer", "file", or None for an entry the requester does not show."""
    if name_problem(entry.name) is not None:
        return None
    try:
        if entry.is_symlink() and not is_inside(entry.path, root):
            return None
        if entry.is_dir():
            return "drawer"
        if entry.is_file():
            return "file"
    except OSError:
        pass
    return None


def drawer_problem(folder: Path, error: OSError | ValueError) -> str:
    """One line saying why ``folder`` cannot be listed."""
    name = one_line(folder.name or str(folder))
    if isinstance(error, OSError) and error.errno == errno.ENOENT:
        return _("The drawer {name} is not there any more.").format(name=name)
    if isinstance(error, OSError) and error.errno == errno.ENOTDIR:
        return _("{name} is not a drawer.").format(name=name)
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return _("Cannot read the drawer {name} ({reason}).").format(name=name, reason=one_line(reason))
