"""What our own text formats (stats files, palettes) share: a header line
naming the kind of file and its format version, ``#`` comments, and a body of
``key value`` lines.

Versions matter because players keep these files for years: an older version
must still read, and a file from a newer freecell-retro must be refused (and
left alone) rather than misread and overwritten.

>>> body = read_header("FREECELL-RETRO STATS 1\\n# note\\nwins 3\\n", "STATS", 1, "stats.x")
>>> body.version, [(line.number, line.key, line.value) for line in body.lines]
(1, [(3, 'wins', '3')])
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..engine.errors import FileFormatError
from ..language import _
from .lines import split_lines

MAGIC = "FREECELL-RETRO"


class NewerVersionError(FileFormatError):
    """A file written by a newer freecell-retro: refused, never overwritten."""


class Line(NamedTuple):
    """One ``key value`` line of a body, with its line number in the file."""

    number: int
    key: str
    value: str


class Body(NamedTuple):
    version: int
    lines: list[Line]


_HEADER = re.compile(rf"^{MAGIC}\s+(?P<kind>[A-Z]+)(?:\s+(?P<version>.*))?$", re.IGNORECASE)
_VERSION = re.compile(r"[1-9][0-9]{0,5}")
"""A version as we write it. A header of ours naming one in any other form
(``STATS 3.0``, ``stats 2``, ``STATS 1000000``) is from a version we do not
know, so the file is refused and left alone, never taken for a bad file and
kept aside."""


def _is_blank(text: str) -> bool:
    stripped = text.strip()
    return not stripped or stripped.startswith("#")


def read_header(text: str, kind: str, current: int, path: object = None) -> Body:
    """Check the header (the first line that is not blank or a comment) and
    split the rest into ``key value`` lines. Raises FileFormatError, or
    NewerVersionError when the version is above ``current`` or the header is
    in a form we do not write (its words in another case, say)."""
    lines = split_lines(text)
    index = next((i for i, line in enumerate(lines) if not _is_blank(line)), None)
    if index is None:
        raise FileFormatError(_("the file is empty (a {kind} file starts with '{header}')").format(
            kind=kind.lower(), header=f"{MAGIC} {kind} n"), path)
    header = _HEADER.match(lines[index].strip())
    if not header or header["kind"].upper() != kind or header["version"] is None:
        raise FileFormatError(_("not a {kind} file: the first line should be '{header}', not {line!r}").format(
            kind=kind.lower(), header=f"{MAGIC} {kind} {current}", line=lines[index].strip()[:60]), path, index + 1)
    named = header["version"].strip()
    if not _VERSION.fullmatch(named) or not lines[index].strip().startswith(f"{MAGIC} {kind}"):
        raise NewerVersionError(_("written by a newer or unknown version of freecell-retro ({kind} format {named!r}; "
                                  "this one reads 1 to {current}): not opened and not changed").format(
                                      kind=kind.lower(), named=named[:20], current=current), path, index + 1)
    version = int(named)
    if version > current:
        raise NewerVersionError(_("written by a newer freecell-retro ({kind} format {version}; this one reads up to "
                                  "{current}): not opened and not changed").format(
                                      kind=kind.lower(), version=version, current=current), path, index + 1)
    body = []
    for number, line in enumerate(lines[index + 1:], index + 2):
        if _is_blank(line):
            continue
        key, _space, value = line.strip().partition(" ")
        body.append(Line(number, key, value.strip()))
    return Body(version, body)


def header(kind: str, version: int) -> str:
    return f"{MAGIC} {kind} {version}\n"
