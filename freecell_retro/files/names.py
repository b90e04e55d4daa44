"""The one check every name passes before it becomes part of a path.

Names come from other players: a set game's name saved in a traded stats
file, a stats name typed in the requester, a card set or palette name, a
folder in the tool types. A name that held a separator or ``..`` could write
outside the folder it belongs in (``x/../../../escaped``), and one with a
newline or other control character would make a file name nobody can type.
Such names are refused with one line, never quietly rewritten into some other
name the player did not choose.

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
from collections.abc import Callable
from pathlib import Path

from ..engine.errors import FreeCellError

MAX_NAME_BYTES = 200
"""A name's cap in UTF-8 bytes: with ``Solution.`` before it and ``_B3.99`` after
it, a file name still fits the 255 bytes file systems allow."""

_FORBIDDEN = re.compile(r'[\x00-\x1f\x7f-\x9f/\\:<>"|?*\u2028\u2029]')
"""Separators (``/`` ``\\``, and ``:`` on the Amiga and Windows), characters
Windows refuses in file names, and control characters (C0, DEL, C1, and the
Unicode line and paragraph separators)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")

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
        return "is empty"
    if name in (".", "..") or name.startswith("."):
        return "cannot start with '.'"
    match = _FORBIDDEN.search(name)
    if match:
        return f"cannot hold {match[0]!r} (no / \\ : < > \" | ? * or control characters)"
    try:
        size = len(name.encode("utf-8"))
    except UnicodeEncodeError:
        return "holds characters that are not text (undecodable bytes)"
    if size > MAX_NAME_BYTES:
        return f"is longer than {MAX_NAME_BYTES} bytes"
    if name != name.strip():
        return "cannot start or end with a space"
    return None


def check_name(name: str, what: str) -> str:
    """``name`` unchanged when it is safe as (part of) a file name; else a
    FreeCellError of one line: ``<what> '<name>': <problem>``."""
    return _checked(name, what, name_problem)


def _checked(text: str, what: str, problem_of: Callable[[str], str | None]) -> str:
    problem = problem_of(text)
    if problem is not None:
        shown = repr(text[:60] + ("…" if len(text) > 60 else ""))  # repr: control characters escaped
        raise FreeCellError(f"{what} {shown}: {problem}")
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
        return f"cannot hold {match[0]!r} (control characters)"
    if _SURROGATE.search(text):
        return "holds characters that are not text (undecodable bytes)"
    if len(os.fsencode(text)) > MAX_PATH_BYTES:
        return f"is longer than {MAX_PATH_BYTES} bytes"
    parts = re.split(r"[/\\]", text)
    if len(parts) > MAX_PATH_PARTS:
        return f"has more than {MAX_PATH_PARTS} parts"
    for part in parts:
        if len(os.fsencode(part)) > MAX_COMPONENT_BYTES:
            return f"has a part longer than {MAX_COMPONENT_BYTES} bytes"
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
        raise FreeCellError(f"{what} {name!r}: would leave its folder")
    return path
