"""Reading the numbers a player writes: game numbers, free cells, counts, seconds.

One syntax everywhere, so a number means the same on the command line, in
tool types and in stats files: the ASCII digits 0-9, optionally grouped in
threes by ``,`` (``32000`` or ``32,000``). Nothing else is a number — not a
sign, a space, ``_``, a stray comma, or another script's digits. Python's
``int()`` accepts all of those, which is how ``1,,,0`` used to mean game 10
and ``٣٣٣`` game 333.

>>> parse_number("1,000,000", "game number", 1, 999_999_999)
1000000
>>> parse_number("1,,,0", "game number", 1, 999_999_999)
Traceback (most recent call last):
...
freecell_retro.engine.errors.FreeCellError: game number must be written in the digits 0-9 (',' only \
between groups of three, like 32,000), not '1,,,0'
"""

from __future__ import annotations

import re

from ..language import _
from .errors import FreeCellError

_PLAIN = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[1-9][0-9]{0,2}(?:,[0-9]{3})+")
_FRACTION = re.compile(r"[0-9]{1,3}")
_SHOWN = 40
"""Characters of a bad value an error message repeats: enough to recognise it, never a flood."""


def shown(text: str) -> str:
    """``text`` quoted for a one-line message: ``repr`` (so a newline cannot
    break the line), cut short when long."""
    return repr(text) if len(text) <= _SHOWN else repr(text[:_SHOWN]) + "..."


def is_number(text: str) -> bool:
    """Is ``text`` a number in the one syntax (digits, or digits grouped by ``,`` in threes)?"""
    return bool(_PLAIN.fullmatch(text) or _GROUPED.fullmatch(text))


def parse_number(text: str, what: str, lowest: int, highest: int) -> int:
    """``text`` as a whole number from ``lowest`` to ``highest``, else a
    FreeCellError naming ``what`` (marked ``N_`` by the caller, translated here) and the text as written."""
    if not is_number(text):
        raise FreeCellError(_("{what} must be written in the digits 0-9 (',' only between groups of three, "
                              "like 32,000), not {text}").format(what=_(what), text=shown(text)))
    digits = text.replace(",", "").lstrip("0") or "0"
    if len(digits) > len(str(highest)) or not lowest <= int(digits) <= highest:  # no int() of a huge string
        raise FreeCellError(_("{what} must be {lowest}-{highest}, not {text}").format(
            what=_(what), lowest=f"{lowest:,}", highest=f"{highest:,}", text=shown(text)))
    return int(digits)


def parse_decimal(text: str, what: str, highest: int) -> float:
    """``text`` as a number 0 or more with at most three decimals (``83.25``;
    the whole part as :func:`parse_number` reads it) — seconds, for instance."""
    whole, point, fraction = text.partition(".")
    if point and not _FRACTION.fullmatch(fraction):
        raise FreeCellError(_("{what} must be a number like 83.25 (the digits 0-9, a '.' and at most three "
                              "decimals), not {text}").format(what=_(what), text=shown(text)))
    return float(f"{parse_number(whole, what, 0, highest)}.{fraction or 0}")


def counted(number: int, thing: str) -> str:
    """``1 free cell``, ``4 free cells``: a count and what it counts, singular for one, in every message.

    >>> counted(1, "free cell"), counted(0, "free cell")
    ('1 free cell', '0 free cells')
    """
    return f"{number} {thing}{'' if number == 1 else 's'}"
