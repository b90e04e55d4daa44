"""Census files: every deal of a range with its verdict (winnable and its par,
unwinnable, unknown) under one game's rules and number of free cells.

A census is read by the game at the start of a deal (Select Game, Hint,
Show Winnability, Solvable Deals Only) and so must be small and quick: a few
header lines of text, then two bytes a deal (docs/file-formats.md). It may
come from another machine or another player, so it is untrusted: its size is
capped, and every way it can be wrong is one :class:`FileFormatError` line
naming the file and the problem.

>>> census = Census(Rules.ORIGINAL, 4, 1, 3)
>>> census.put(2, Entry(Verdict.WINNABLE, 49))
>>> read_census_bytes(census_bytes(census), "c").get(2), census.get(1), census.counted
(Entry(verdict=<Verdict.WINNABLE: 'winnable'>, par=49), None, 1)
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from ..engine.deals import LAST_GAME
from ..engine.errors import FileFormatError
from ..engine.rules import Rules
from ..language import N_, _
from .atomic import read_bytes_capped, write_bytes_atomic

MAGIC = "FREECELL-RETRO CENSUS"
VERSION = 1
MAX_CENSUS_BYTES = 64 << 20
"""The largest census read (32 million deals): a census of more deals is kept as several files."""
MAX_HEADER_BYTES = 64 << 10
MAX_NOTES = 1000
"""Disagreements between the engines kept in one file (each is a line of its header)."""
MAX_PAR = 0xFFFF - 4
_NOT_COUNTED, _UNKNOWN, _UNWINNABLE, _WINNABLE = 0, 1, 2, 4
_NOTE = re.compile(r"^note ([1-9][0-9]{0,8}) ([ -~]{1,200})$")


class Verdict(Enum):
    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"
    """The budget ran out before a solution or a proof: no verdict."""


VERDICT_WORDS = {Verdict.WINNABLE: N_("winnable"), Verdict.UNWINNABLE: N_("unwinnable"), Verdict.UNKNOWN: N_("unknown")}
"""A verdict as a message names it (the file writes the English value)."""


@dataclass(frozen=True)
class Entry:
    """One deal's verdict, and its par when winnable: the fewest moves the
    census found (Amiga count, the automatic moves home not counted)."""

    verdict: Verdict
    par: int = 0

    def code(self) -> int:
        if self.verdict is Verdict.WINNABLE:
            return _WINNABLE + min(self.par, MAX_PAR)
        return _UNWINNABLE if self.verdict is Verdict.UNWINNABLE else _UNKNOWN


def entry_of(code: int) -> Entry | None:
    """The entry of a record's value; None for a deal not counted."""
    if code >= _WINNABLE:
        return Entry(Verdict.WINNABLE, code - _WINNABLE)
    return {_UNKNOWN: Entry(Verdict.UNKNOWN), _UNWINNABLE: Entry(Verdict.UNWINNABLE)}.get(code)


@dataclass
class Census:
    """Deals ``first``–``last`` under ``rules`` with ``cells`` free cells: two bytes each,
    big-endian, 0 for a deal not counted (yet)."""

    rules: Rules
    cells: int
    first: int
    last: int
    records: bytearray = field(default_factory=bytearray)
    notes: dict[int, str] = field(default_factory=dict)
    """Deal → what the engines disagreed about (the census keeps the earned verdict)."""

    def __post_init__(self) -> None:
        if not self.records:
            self.records = bytearray(2 * (self.last - self.first + 1))

    def covers(self, number: int) -> bool:
        return self.first <= number <= self.last

    def get(self, number: int) -> Entry | None:
        """The deal's entry; None when the census does not know it (outside its range, or not counted)."""
        if not self.covers(number):
            return None
        at = 2 * (number - self.first)
        return entry_of(self.records[at] << 8 | self.records[at + 1])

    def put(self, number: int, entry: Entry) -> None:
        at = 2 * (number - self.first)
        self.records[at:at + 2] = entry.code().to_bytes(2, "big")

    def keep(self, number: int, entry: Entry) -> str:
        """Put the better of the deal's entry and ``entry``: a verdict over unknown, the smaller par of
        two wins (a count again with a better solver lowers a par, never raises one). Two verdicts
        that differ keep the win (a replayed solution is certain) and answer a note; else "".

        >>> census = Census(Rules.ORIGINAL, 4, 1, 1); census.put(1, Entry(Verdict.WINNABLE, 56))
        >>> census.keep(1, Entry(Verdict.WINNABLE, 55)), census.get(1).par
        ('', 55)
        >>> census.keep(1, Entry(Verdict.UNKNOWN)), census.get(1).par
        ('', 55)
        """
        ours = self.get(number)
        if ours is None or ours.verdict is Verdict.UNKNOWN:
            self.put(number, entry)
        elif entry.verdict is Verdict.UNKNOWN:
            pass
        elif ours.verdict is not entry.verdict:
            self.put(number, ours if ours.verdict is Verdict.WINNABLE else entry)
            return f"counted {ours.verdict.value} before, {entry.verdict.value} again"
        elif entry.par < ours.par:
            self.put(number, entry)
        return ""

    def numbers(self) -> range:
        return range(self.first, self.last + 1)

    @property
    def counted(self) -> int:
        """How many deals have an entry (unknown ones included)."""
        view = memoryview(self.records).cast("H")
        return len(view) - view.tolist().count(0)

    def widened(self, first: int, last: int) -> Census:
        """This census over ``first``–``last`` as well (the deals it adds not counted)."""
        if first >= self.first and last <= self.last:
            return self
        wide = Census(self.rules, self.cells, min(first, self.first), max(last, self.last), notes=dict(self.notes))
        at = 2 * (self.first - wide.first)
        wide.records[at:at + len(self.records)] = self.records
        return wide

    def trimmed(self) -> Census:
        """This census over its first counted deal to its last (a run stopped early claims no more).

        >>> census = Census(Rules.ORIGINAL, 3, 1, 9); census.put(4, Entry(Verdict.UNKNOWN))
        >>> trim = census.trimmed(); trim.first, trim.last, trim.get(4)
        (4, 4, Entry(verdict=<Verdict.UNKNOWN: 'unknown'>, par=0))
        """
        data = bytes(self.records)
        before = len(data) - len(data.lstrip(b"\0"))
        if before == len(data):
            return self
        first = before // 2
        last = (len(data.rstrip(b"\0")) - 1) // 2
        numbers = (self.first + first, self.first + last)
        return Census(self.rules, self.cells, *numbers, bytearray(data[2 * first:2 * last + 2]),
                      {n: note for n, note in self.notes.items() if numbers[0] <= n <= numbers[1]})

    @property
    def title(self) -> str:
        return f"{self.rules.value} {self.cells}"


def census_bytes(census: Census) -> bytes:
    """The file's bytes: the header lines, then the records."""
    lines = [f"{MAGIC} {VERSION}", f"rules {census.rules.value}", f"cells {census.cells}",
             f"deals {census.first}-{census.last}"]
    lines += [f"note {number} {text}" for number, text in sorted(census.notes.items())[:MAX_NOTES]]
    return ("\n".join([*lines, "records"]) + "\n").encode("ascii") + bytes(census.records)


def write_census(path: str | os.PathLike[str], census: Census) -> Path:
    """Write ``census`` atomically (a crash leaves the old file or the new one)."""
    return write_bytes_atomic(path, census_bytes(census))


def read_census(path: str | os.PathLike[str]) -> Census:
    """The census in the file at ``path``; FileFormatError naming it and the problem."""
    return read_census_bytes(read_bytes_capped(path, MAX_CENSUS_BYTES), path)


def read_census_bytes(data: bytes, path: object) -> Census:
    end = data.find(b"\nrecords\n", 0, MAX_HEADER_BYTES)
    if end < 0:
        raise FileFormatError(_("not a census file (no header ending in 'records')"), path, 1)
    try:
        lines = data[:end].decode("ascii").split("\n")
    except UnicodeDecodeError:
        raise FileFormatError(_("not a census file (its header is not plain text)"), path) from None
    magic = lines[0].rsplit(" ", 1)
    if len(magic) != 2 or magic[0] != MAGIC:
        raise FileFormatError(_("not a census file (it does not start with 'FREECELL-RETRO CENSUS')"), path, 1)
    if magic[1] != str(VERSION):
        raise FileFormatError(_("census version {version!r} is not one this game reads (it reads {reads})").format(
            version=magic[1][:20], reads=VERSION), path, 1)
    if len(lines) < 4:
        raise FileFormatError(_("the header lacks rules, cells or deals"), path, len(lines))
    rules = _value(lines[1], "rules", path, 2)
    if rules not in {r.value for r in Rules}:
        raise FileFormatError(_("unknown rules {rules!r}").format(rules=rules[:40]), path, 2)
    cells = _value(lines[2], "cells", path, 3)
    if cells not in ("0", "1", "2", "3", "4", "5", "6", "7", "8"):
        raise FileFormatError(_("free cells {cells!r} is not 0-8").format(cells=cells[:20]), path, 3)
    deals = re.fullmatch(r"([1-9][0-9]{0,8})-([1-9][0-9]{0,8})", _value(lines[3], "deals", path, 4))
    if deals is None or not int(deals[1]) <= int(deals[2]) <= LAST_GAME:
        raise FileFormatError(_("deals is not a range FIRST-LAST of game numbers 1-{last}").format(
            last=f"{LAST_GAME:,}"), path, 4)
    first, last = int(deals[1]), int(deals[2])
    records = data[end + len(b"\nrecords\n"):]
    if len(records) != 2 * (last - first + 1):
        raise FileFormatError(_("{size} bytes of records for {deals} deals (2 bytes a deal): the file is cut short or "
                                "has extra bytes").format(size=f"{len(records):,}", deals=f"{last - first + 1:,}"),
                              path)
    census = Census(Rules(rules), int(cells), first, last, bytearray(records))
    for line_number, line in enumerate(lines[4:], 5):
        note = _NOTE.match(line)
        if note is None or not first <= int(note[1]) <= last or len(census.notes) >= MAX_NOTES:
            raise FileFormatError(_("not a note on a deal of the census: {line!r}").format(line=line[:60]), path,
                                  line_number)
        census.notes[int(note[1])] = note[2]
    return census


def _value(line: str, key: str, path: object, number: int) -> str:
    if not line.startswith(key + " "):
        raise FileFormatError(_("expected '{key} …', found {line!r}").format(key=key, line=line[:40]), path, number)
    return line[len(key) + 1:]


def merge_census(left: Census, right: Census, left_name: str, right_name: str) -> Census:
    """Both censuses in one: a deal known to one only keeps its entry, unknown gives way to a
    verdict, two pars keep the smaller; two verdicts that differ are an error naming both files."""
    if (left.rules, left.cells) != (right.rules, right.cells):
        raise FileFormatError(_("is a census of {title} free cells, {name} of {other}").format(
            title=right.title, name=left_name, other=left.title), right_name)
    merged = left.widened(right.first, right.last)
    merged.notes = {**right.notes, **left.notes}
    for number in right.numbers():
        theirs = right.get(number)
        if theirs is None:
            continue
        ours = merged.get(number)
        if (ours is not None and ours.verdict is not theirs.verdict
                and Verdict.UNKNOWN not in (ours.verdict, theirs.verdict)):
            raise FileFormatError(_("deal {number} is {theirs} here but {ours} in {name}").format(
                number=number, theirs=_(VERDICT_WORDS[theirs.verdict]), ours=_(VERDICT_WORDS[ours.verdict]),
                name=left_name), right_name)
        merged.keep(number, theirs)
    return merged
