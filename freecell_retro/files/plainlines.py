"""Plain ``KEY: value`` lines read without the YAML library.

The tool types file is YAML, but the one the game ships and writes is a few
``KEY: value`` lines and comments, and loading PyYAML to read them is most of
what a quick command such as ``freecell-retro solve`` spends starting up. So a
text made only of such lines is read here, giving exactly what the YAML
reader would give (a value is text, YES/NO and the like a boolean, nothing or
``~`` nothing); a text with any line that needs YAML's other features
(quotes, lists, indented values, numbers, dates, comments after a value,
characters outside plain ASCII) is not read here at all (:func:`plain_entries`
answers None) and goes to the YAML reader, whose answers and errors stand.
"""

from __future__ import annotations

import re

MOST_ENTRIES = 100
"""More ``KEY: value`` lines than this is not one of our files: the YAML reader says what is wrong."""

_ENTRY = re.compile(r"([A-Za-z_][A-Za-z0-9_]*):(?: +(.*?))? *")
"""A key at the start of the line, its colon, and the value after one space or more."""

_TEXT = re.compile(r"[A-Za-z/][A-Za-z0-9_/.,~ -]*|~/[A-Za-z0-9_/.,~ -]*|[0-9][0-9,]* *- *[0-9][0-9,]*")
"""Values that YAML reads as the text they are: starting with a letter or ``/`` (no number, date or
other type of YAML's starts so), a folder under ``~/``, or a range of game numbers (one dash, so
never a date, and no point, so never a number)."""

_COMMENT = re.compile(r" *(?:#.*)?")

_NOTHING = frozenset({"", "~", "null", "Null", "NULL"})
_TRUE = frozenset({"yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"})
_FALSE = frozenset({"no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"})


def plain_entries(text: str) -> list[tuple[int, str, object]] | None:
    """The ``(line, key, value)`` of each ``KEY: value`` line of ``text``, the values as YAML's safe
    reader builds them (text, True/False or None), lines counted from 1; None when a line needs the
    YAML reader."""
    entries: list[tuple[int, str, object]] = []
    for number, line in enumerate(text.split("\n"), 1):
        if not line.isascii() or not line.isprintable():  # tabs, CR, a byte order mark, other scripts
            return None
        if _COMMENT.fullmatch(line):
            continue
        entry = _ENTRY.fullmatch(line)
        if entry is None:
            return None
        key, value = entry.group(1), entry.group(2) or ""
        if value in _NOTHING:
            entries.append((number, key, None))
        elif value in _TRUE or value in _FALSE:
            entries.append((number, key, value in _TRUE))
        elif _TEXT.fullmatch(value):
            entries.append((number, key, value))
        else:
            return None
        if len(entries) > MOST_ENTRIES:
            return None
    return entries
