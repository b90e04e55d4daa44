"""Counting lines the way an editor shows them.

Every error names a line, and the player looks that line up in an editor.
Editors break lines at ``\\n``, ``\\r\\n`` and ``\\r`` only; Python's
``str.splitlines`` and the YAML reader also break at form feeds, ``\\x1c``-
``\\x1e``, NEL (``\\x85``, common in Latin-1 text) and U+2028/U+2029, so their
``line 9`` could be in a 3-line file. Every reader of our formats splits with
:func:`split_lines` and turns a character position into a line with
:func:`line_at`.

>>> split_lines("a\\fb\\r\\nc\\u2028d\\re\\n")
['a\\x0cb', 'c\\u2028d', 'e']
>>> line_at("a\\u2028b\\nc", 4)
2
"""

from __future__ import annotations

import re

_BREAK = re.compile(r"\r\n|\r|\n")


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` without their ends, as ``str.splitlines`` gives
    them (no empty last line after a final line end) but broken only where
    an editor breaks them."""
    lines = _BREAK.split(text)
    if lines[-1] == "":
        lines.pop()
    return lines


def line_at(text: str, index: int) -> int:
    """The line (from 1) that holds the character at ``index`` of ``text``
    (a line's end belongs to it, both halves of ``\\r\\n`` too). The end of
    the text is on the last line, as an editor shows it."""
    index = min(max(0, index), max(0, len(text) - 1))
    breaks = len(_BREAK.findall(text, 0, index))
    inside_crlf = text[index - 1:index + 1] == "\r\n" if index else False
    return breaks - inside_crlf + 1
