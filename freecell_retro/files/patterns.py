"""AmigaDOS patterns, as the file requester's Pattern gadget takes them.

Players of the original type ``setgame.#?`` and ``stats.#?``, so the file
requester speaks AmigaDOS rather than shell globs. Matching is of the whole
name and without regard to case (``ParsePatternNoCase``):

=========  =====================================================
``?``      any one character
``#p``     ``p`` any number of times, none included (``#?``: anything)
``*``      anything (what ``#?`` means; the DOS WILDSTAR option)
``(a|b)``  ``a`` or ``b`` (a ``|`` outside brackets splits the whole pattern)
``[a-z]``  one of the characters; ``[~a-z]`` one that is not
``~p``     at the start of a pattern or alternative: a name (inside brackets,
           a stretch of one) that ``p`` does not match
``%``      nothing (the empty pattern: ``(%|.info)``)
``'c``     the character ``c`` itself (``'?``, ``'#``)
=========  =====================================================

The pattern is matched by working out, for each part of it and each place in
the name, the set of places that part can end at, each set worked out once.
A backtracking matcher (a regular expression of nested stars) takes time
exponential in the length of the name for ``#(#?)x`` or ``#(a|a)x``, and the
requester matches on every keystroke; this way the work grows with pattern
length times the square of name length at worst.

>>> matches = compile_pattern("setgame.#?")
>>> matches("SetGame.PC11982"), matches("setgame"), matches("Solution.game617")
(True, False, False)
>>> [compile_pattern(p)("stats.Fred") for p in ("(stats.#?|default)", "~(stats.#?)", "stats.F[a-r]?d")]
[True, False, True]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from ..engine.errors import FreeCellError
from ..language import _

MAX_PATTERN = 120
"""Characters in a pattern: the gadget's length, and a cap on the work of matching it."""


class PatternError(FreeCellError):
    """A pattern that does not parse: an unbalanced bracket, a ``#`` with nothing after it."""


@lru_cache(maxsize=32)
def compile_pattern(pattern: str) -> Callable[[str], bool]:
    """A test for names matching the AmigaDOS ``pattern``; PatternError (one
    line) for a pattern that does not parse. An empty pattern matches every
    name, as ASL's empty Pattern gadget shows everything. The same pattern
    gives the same test (kept), so what it let through can be kept too."""
    if len(pattern) > MAX_PATTERN:
        raise PatternError(_("pattern {pattern!r}…: longer than {count} characters").format(
            pattern=pattern[:40], count=MAX_PATTERN))
    if not pattern.strip():
        return lambda _name: True
    parser = _Parser(pattern)
    whole = parser.alternatives(top=True)
    if parser.at < len(pattern):
        raise parser.error(_("')' without '('"))

    def general(name: str) -> bool:
        return bool(_Ends(name).of(whole, 0) >> len(name) & 1)
    segments = _glob_segments(pattern)
    return general if segments is None else _GlobMatch(segments, general)


def _glob_segments(pattern: str) -> list[str] | None:
    """An ASCII pattern of plain characters, ``?`` and ``#?`` / ``*`` only (``setgame.#?``,
    ``stats.#?``, nearly every pattern typed) as the stretches between its stars, in lower case with
    ``?`` standing for any character; None for any other pattern."""
    if not pattern.isascii():
        return None
    segments: list[str] = []
    current: list[str] = []
    at = 0
    while at < len(pattern):
        char = pattern[at]
        if char == "#" and pattern[at + 1:at + 2] == "?" or char == "*":
            segments.append("".join(current))
            current = []
            at += 2 if char == "#" else 1
        elif char == "'" and at + 1 < len(pattern):
            if pattern[at + 1] == "?":
                return None  # a literal '?' would read as any character below
            current.append(pattern[at + 1].lower())
            at += 2
        elif char in "#()|[]~%'":
            return None
        else:
            current.append(char.lower())
            at += 1
    segments.append("".join(current))
    return segments


class _GlobMatch:
    """The common pattern's fast test: the first stretch at the start of the name, the last at its
    end, each one between at its first place after the one before (which is all a star can need);
    a stretch is a fixed-length regular expression, so nothing backtracks. Names that are not ASCII
    go to the general matcher, whose idea of case is the one that counts."""

    def __init__(self, segments: list[str], general: Callable[[str], bool]) -> None:
        def stretch(segment: str) -> re.Pattern[str]:
            return re.compile("".join("." if char == "?" else re.escape(char) for char in segment), re.DOTALL)
        self.stretches = [stretch(segment) for segment in segments]
        self.lengths = [len(segment) for segment in segments]
        self.general = general

    def __call__(self, name: str) -> bool:
        if not name.isascii():
            return self.general(name)
        name = name.lower()
        stretches = self.stretches
        if len(stretches) == 1:
            return stretches[0].fullmatch(name) is not None
        first = stretches[0].match(name)
        if first is None:
            return False
        at = first.end()
        for middle in stretches[1:-1]:
            found = middle.search(name, at)
            if found is None:
                return False
            at = found.end()
        last = len(name) - self.lengths[-1]
        return last >= at and stretches[-1].fullmatch(name, last) is not None


class _Ends:
    """Where in one name each part of a pattern can end, given where it starts.

    A set of places is an int with bit ``j`` set for place ``j`` (0 … length
    of the name); each (part, start) pair is worked out once and kept.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.known: dict[tuple[_Part, int], int] = {}
        self.accepted: dict[_Character, int] = {}

    def of(self, part: _Part, start: int) -> int:
        key = (part, start)
        ends = self.known.get(key)
        if ends is None:
            ends = self.known[key] = part.ends(self, start)
        return ends

    def after(self, start: int) -> int:
        """Every place from ``start`` to the end of the name."""
        return (1 << (len(self.name) + 1)) - (1 << start)

    def steps(self, character: _Character) -> int:
        """The places whose next character in the name ``character`` accepts."""
        places = self.accepted.get(character)
        if places is None:
            places = self.accepted[character] = sum(1 << place for place, char in enumerate(self.name)
                                                    if character.accepts(char))
        return places


def _places(places: int) -> Iterator[int]:
    """The places in a set, first to last."""
    while places:
        lowest = places & -places
        yield lowest.bit_length() - 1
        places ^= lowest


class _Part:
    """One piece of a parsed pattern."""

    def ends(self, match: _Ends, start: int) -> int:
        """Where the part can end, starting at ``start``."""
        raise NotImplementedError

    def reach(self, match: _Ends, starts: int) -> int:
        """Where the part can end, starting at any of ``starts``."""
        reached = 0
        for place in _places(starts):
            reached |= match.of(self, place)
        return reached


class _Character(_Part):
    """One character from a set (``?``, ``a``, ``[a-z]``, ``[~a]``), without regard to case."""

    def __init__(self, ranges: list[tuple[str, str]], negated: bool = False) -> None:
        self.ranges, self.negated = ranges, negated

    @classmethod
    def literal(cls, char: str) -> _Character:
        return cls([(case, case) for case in _cases(char)])

    def accepts(self, char: str) -> bool:
        inside = any(low <= case <= high for case in _cases(char) for low, high in self.ranges)
        return inside is not self.negated

    def ends(self, match: _Ends, start: int) -> int:
        return self.reach(match, 1 << start)

    def reach(self, match: _Ends, starts: int) -> int:
        return (starts & match.steps(self)) << 1


def _cases(char: str) -> set[str]:
    """``char`` and its other cases that are one character too."""
    return {case for case in (char, char.lower(), char.upper()) if len(case) == 1}


class _Run(_Part):
    """``#?``, ``#a``, ``#[a-z]``, ``*``: one kind of character any number of times.

    The commonest repeat, worked out for every start at once: adding the
    places a run may step past to the starts found in them carries each start
    to the end of its run, and the bits that change are the places reached.
    """

    def __init__(self, character: _Character) -> None:
        self.character = character

    def ends(self, match: _Ends, start: int) -> int:
        return self.reach(match, 1 << start)

    def reach(self, match: _Ends, starts: int) -> int:
        steps = match.steps(self.character)
        return starts | (((starts & steps) + steps) ^ steps)


class _Sequence(_Part):
    """Parts one after another (none: ``%``, the empty pattern)."""

    def __init__(self, parts: list[_Part]) -> None:
        self.parts = parts

    def ends(self, match: _Ends, start: int) -> int:
        places = 1 << start
        for part in self.parts:
            places = part.reach(match, places)
            if not places:
                break
        return places


class _Alternatives(_Part):
    """``a|b|…``: any one of them."""

    def __init__(self, options: list[_Part]) -> None:
        self.options = options

    def ends(self, match: _Ends, start: int) -> int:
        places = 0
        for option in self.options:
            places |= match.of(option, start)
        return places


class _Repeat(_Part):
    """``#p``: ``p`` any number of times, where ``p`` is more than one character."""

    def __init__(self, part: _Part) -> None:
        self.part = part

    def ends(self, match: _Ends, start: int) -> int:
        if start < len(match.name) and (self, start + 1) not in match.known:
            for later in range(len(match.name), start, -1):  # last first, so nothing recurses deeply
                match.of(self, later)
        places = 1 << start
        steps = match.of(self.part, start) & ~places
        while pending := steps & ~places:
            places |= match.of(self, (pending & -pending).bit_length() - 1)
        return places


class _Not(_Part):
    """``~p``: any stretch of the name that ``p`` does not match."""

    def __init__(self, part: _Part) -> None:
        self.part = part

    def ends(self, match: _Ends, start: int) -> int:
        return match.after(start) & ~match.of(self.part, start)


class _Parser:
    """Recursive descent over the pattern, building its parts."""

    def __init__(self, pattern: str) -> None:
        self.pattern, self.at = pattern, 0

    def error(self, problem: str) -> PatternError:
        return PatternError(_("pattern {pattern!r}: {problem}").format(pattern=self.pattern, problem=problem))

    def peek(self) -> str | None:
        return self.pattern[self.at] if self.at < len(self.pattern) else None

    def alternatives(self, top: bool = False) -> _Part:
        """``a|b|…`` up to a ``)`` (or the end, at the top)."""
        options = [self.sequence()]
        while self.peek() == "|":
            self.at += 1
            options.append(self.sequence())
        if not top and self.peek() != ")":
            raise self.error(_("'(' without ')'"))
        return options[0] if len(options) == 1 else _Alternatives(options)

    def sequence(self) -> _Part:
        """Items up to ``|``, ``)`` or the end; a leading ``~`` negates them all."""
        negated = self.peek() == "~"
        if negated:
            self.at += 1
        parts = []
        while self.peek() not in (None, "|", ")"):
            parts.append(self.item())
        body = parts[0] if len(parts) == 1 else _Sequence(parts)
        return _Not(body) if negated else body

    def item(self) -> _Part:
        char = self.peek()
        assert char is not None
        self.at += 1
        if char == "?":
            return _ANY
        if char == "*":
            return _Run(_ANY)
        if char == "%":
            return _Sequence([])
        if char == "#":
            if self.peek() in (None, "|", ")"):
                raise self.error(_("'#' needs something after it"))
            repeated = self.item()
            if isinstance(repeated, (_Run, _Repeat)):
                return repeated  # ``##p`` is ``#p``
            return _Run(repeated) if isinstance(repeated, _Character) else _Repeat(repeated)
        if char == "(":
            inner = self.alternatives()
            self.at += 1  # the ')'
            return inner
        if char == "[":
            return self.character_class()
        if char == "'":
            if self.peek() is None:
                raise self.error(_("''' needs a character after it"))
            char = self.pattern[self.at]
            self.at += 1
        return _Character.literal(char)

    def character_class(self) -> _Part:
        end = self.pattern.find("]", self.at + 1 if self.peek() == "]" else self.at)
        if end < 0:
            raise self.error(_("'[' without ']'"))
        body, self.at = self.pattern[self.at:end], end + 1
        negated = body.startswith("~")
        if negated:
            body = body[1:]
        ranges, at = [], 0
        while at < len(body):
            if body[at + 1:at + 2] == "-" and at + 2 < len(body):
                low, high = body[at], body[at + 2]
                if low > high:
                    raise self.error(_("range '{low}-{high}' runs backwards").format(low=low, high=high))
                ranges.append((low, high))
                at += 3
            else:
                ranges.append((body[at], body[at]))
                at += 1
        return _Character(ranges, negated)


_ANY = _Character([], negated=True)
