"""The one check every name passes before it becomes part of a path.

Names come from other players: a set game's name saved in a traded stats
file, a stats name typed in the requester, a card set or palette name, a
folder in the tool types. A name that held a separator or ``..`` could write
outside the folder it belongs in (``x/../../../escaped``), and one with a
newline or other control character would make a file name nobody can type.
Such names are refused with one line, never quietly rewritten into some other
name the player did not choose. Files travel between players on every
system, so a name Windows cannot hold (``CON``, ``nul.txt``, ``COM1``, a
trailing dot) is refused everywhere.

A name typed in a requester is looked up by :func:`typed_file`: in any case
(``stats.FRED`` is ``stats.Fred``, as on the Amiga, Windows and macOS), and
only where it leads, links followed, to a regular file in the requester's
folder, so that nothing outside it is ever read, renamed, created or locked.

>>> check_name("setgame.PC11982", "set game name")
'setgame.PC11982'
>>> check_name("x/../../escaped", "set game name")
Traceback (most recent call last):
...
freecell_retro.engine.errors.FreeCellError: set game name 'x/../../escaped': ...
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path

from ..engine.errors import FileFormatError, FreeCellError
from ..language import N_, _

MAX_NAME_BYTES = 200
"""A name's cap in UTF-8 bytes: with ``Solution.`` before it and ``_B3.99`` after
it, a file name still fits the 255 bytes file systems allow."""

_FORBIDDEN = re.compile(r'[\x00-\x1f\x7f-\x9f/\\:<>"|?*\u2028\u2029]')
"""Separators (``/`` ``\\``, and ``:`` on the Amiga and Windows), characters
Windows refuses in file names, and control characters (C0, DEL, C1, and the
Unicode line and paragraph separators)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")

_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3]|CONIN\$|CONOUT\$)",
                       re.IGNORECASE)
"""Windows' device names: a file called so, with or without an extension, opens the device instead."""

WINDOWS_MAX_PATH = 259
"""Characters in a whole path Windows opens without long paths switched on (MAX_PATH less its NUL)."""

MAX_COMPONENT_BYTES = 255
"""What file systems allow for one file or folder name."""

MAX_PATH_BYTES = 4095
"""What Linux allows for a whole path (PATH_MAX less its NUL)."""

MAX_PATH_PARTS = 128
"""Folders within folders: far more than anyone uses, and few enough that
making them one by one (``Path.mkdir(parents=True)`` recurses) cannot fail."""


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be part of a path, or None when it can."""
    if not name:
        return _("is empty")
    if name in (".", "..") or name.startswith("."):
        return _("cannot start with '.'")
    match = _FORBIDDEN.search(name)
    if match:
        return _("cannot hold {match!r} (no / \\ : < > \" | ? * or control characters)").format(match=match[0])
    try:
        size = len(name.encode("utf-8"))
    except UnicodeEncodeError:
        return _("holds characters that are not text (undecodable bytes)")
    if size > MAX_NAME_BYTES:
        return _("is longer than {max_name_bytes} bytes").format(max_name_bytes=MAX_NAME_BYTES)
    if name != name.strip():
        return _("cannot start or end with a space")
    if name.endswith("."):
        return _("cannot end with '.' (Windows drops it)")
    if _RESERVED.fullmatch(name.split(".", 1)[0].rstrip(" ")):
        return _("is a device name on Windows ({device})").format(device=name.split('.', 1)[0].rstrip(' ').upper())
    return None


def check_name(name: str, what: str) -> str:
    """``name`` unchanged when it is safe as (part of) a file name; else a
    FreeCellError of one line: ``<what> '<name>': <problem>`` (``what`` marked ``N_``, translated here)."""
    return _checked(name, what, name_problem)


def _checked(text: str, what: str, problem_of: Callable[[str], str | None]) -> str:
    problem = problem_of(text)
    if problem is not None:
        shown = repr(text[:60] + ("…" if len(text) > 60 else ""))  # repr: control characters escaped
        raise FreeCellError(_("{what} {name}: {problem}").format(what=_(what), name=shown, problem=problem))
    return text


def path_problem(text: str) -> str | None:
    """Why ``text`` cannot be a path we read or write (a tool types folder, a
    stats file named by its path), or None when it can. Separators are
    allowed here; what is refused is what no file system or terminal takes
    well: NUL and other control characters, characters that are not text (a
    lone surrogate has no bytes to stand for; one standing for an undecodable
    byte could not be printed), and a path, or a part of it, too long to open."""
    match = _CONTROL.search(text)
    if match:
        return _("cannot hold {match!r} (control characters)").format(match=match[0])
    if _SURROGATE.search(text):
        return _("holds characters that are not text (undecodable bytes)")
    if len(os.fsencode(text)) > MAX_PATH_BYTES:
        return _("is longer than {max_path_bytes} bytes").format(max_path_bytes=MAX_PATH_BYTES)
    parts = re.split(r"[/\\]", text)
    if len(parts) > MAX_PATH_PARTS:
        return _("has more than {max_path_parts} parts").format(max_path_parts=MAX_PATH_PARTS)
    for part in parts:
        if len(os.fsencode(part)) > MAX_COMPONENT_BYTES:
            return _("has a part longer than {max_component_bytes} bytes").format(
                max_component_bytes=MAX_COMPONENT_BYTES
            )
    return None


def check_path(text: str, what: str) -> str:
    """``text`` unchanged when :func:`path_problem` finds nothing wrong; else a
    FreeCellError of one line: ``<what> '<path>': <problem>``."""
    return _checked(text, what, path_problem)


def path_inside(folder: str | os.PathLike[str], name: str, what: str) -> Path:
    """``folder / name`` for a checked ``name``, proven to sit directly inside
    ``folder`` even where the folder is reached through links."""
    folder = Path(folder)
    path = folder / check_name(name, what)
    if path.parent != folder or path.name != name:
        raise FreeCellError(_("{what} {name!r}: would leave its folder").format(what=_(what), name=name))
    return path


def long_path_problem(path: str | os.PathLike[str]) -> str | None:
    """Why Windows could not open ``path`` (longer than :data:`WINDOWS_MAX_PATH`
    characters), or None; None elsewhere, where the limits of :func:`path_problem` hold."""
    if sys.platform != "win32":
        return None
    length = len(os.path.abspath(path))
    if length <= WINDOWS_MAX_PATH:
        return None
    return _("the path would be {length} characters, more than the {windows_max_path} Windows allows").format(
        length=length, windows_max_path=WINDOWS_MAX_PATH
    )


def is_inside(path: str | os.PathLike[str], root: str | os.PathLike[str]) -> bool:
    """Whether ``path``, every link on the way followed, is ``root`` or lies under it."""
    real, top = os.path.realpath(path), os.path.realpath(root)
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


def spelt_in(folder: str | os.PathLike[str], name: str) -> str | None:
    """How ``name`` is spelt in ``folder``: itself when it is there, else the
    first entry equal to it without regard to case; None when there is none."""
    if os.path.lexists(os.path.join(folder, name)):
        return name
    key = name.casefold()
    try:
        with os.scandir(folder) as entries:
            return min((entry.name for entry in entries if entry.name.casefold() == key), default=None)
    except (OSError, ValueError):
        return None


class OutsideFolderError(FileFormatError):
    """A typed name refused for where it leads — outside its folder, to something
    that is not a regular file, or past the path length Windows opens — with nothing touched."""


def typed_file(folder: str | os.PathLike[str], name: str, what: str,
               root: str | os.PathLike[str] | None = None) -> Path:
    """The file a typed ``name`` stands for in ``folder``: the entry of that
    name in any case, spelt as it is on disk, else ``folder / name`` for a
    file still to be made. FreeCellError of one line when the name is not
    allowed (:func:`check_name`); OutsideFolderError naming the file when the
    path is too long or the entry is not a regular file lying, links
    followed, directly in ``folder`` (with ``root``: anywhere under ``root``)."""
    folder = Path(folder)
    check_name(name, what)
    spelt = spelt_in(folder, name)
    path = folder / (spelt or name)
    problem = long_path_problem(path)
    if problem is None and spelt is not None:
        problem = _leads_astray(path, folder, root)
    if problem is not None:
        raise OutsideFolderError(problem, path.name)
    return path


def _leads_astray(path: Path, folder: Path, root: str | os.PathLike[str] | None) -> str | None:
    """Why the entry ``path`` cannot be taken as a file of ``folder``, or None."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return _("is a link to nothing")
    except (OSError, ValueError) as error:
        return _("cannot be opened ({error})").format(error=getattr(error, 'strerror', None) or error)
    if root is None and os.path.dirname(os.path.realpath(path)) != os.path.realpath(folder):
        return _("leads outside its folder")
    if root is not None and not is_inside(path, root):
        return _("leads outside its folder")
    if not stat.S_ISREG(mode):
        return _("is {mode}, not a regular file").format(mode=kind_of(mode))
    return None


_KINDS = ((stat.S_ISDIR, N_("a folder")), (stat.S_ISFIFO, N_("a pipe (FIFO)")), (stat.S_ISCHR, N_("a device")),
          (stat.S_ISBLK, N_("a device")), (stat.S_ISSOCK, N_("a socket")))


def kind_of(mode: int) -> str:
    """What a path that is not a regular file is, for the message: ``a folder``, ``a pipe (FIFO)``…"""
    kind = next((kind for test, kind in _KINDS if test(mode)), None)
    return _(kind) if kind is not None else _("something else")
