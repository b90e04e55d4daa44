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
``~p``     at the start of a pattern or alternative: a name ``p`` does not match
``%``      nothing (the empty pattern: ``(%|.info)``)
``'c``     the character ``c`` itself (``'?``, ``'#``)
=========  =====================================================

>>> matches = compile_pattern("setgame.#?")
>>> matches("SetGame.PC11982"), matches("setgame"), matches("Solution.game617")
(True, False, False)
>>> [compile_pattern(p)("stats.Fred") for p in ("(stats.#?|default)", "~(stats.#?)", "stats.F[a-r]?d")]
[True, False, True]
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..engine.errors import FreeCellError

MAX_PATTERN = 120
"""Characters in a pattern: the gadget's length, and a cap on the regular expression built from it."""


class PatternError(FreeCellError):
    """A pattern that does not parse: an unbalanced bracket, a ``#`` with nothing after it."""


def compile_pattern(pattern: str) -> Callable[[str], bool]:
    """A test for names matching the AmigaDOS ``pattern``; PatternError (one
    line) for a pattern that does not parse. An empty pattern matches every
    name, as ASL's empty Pattern gadget shows everything."""
    if len(pattern) > MAX_PATTERN:
        raise PatternError(f"pattern {pattern[:40]!r}…: longer than {MAX_PATTERN} characters")
    if not pattern.strip():
        return lambda _name: True
    parser = _Parser(pattern)
    expression = parser.alternatives(top=True)
    if parser.at < len(pattern):
        raise parser.error("')' without '('")
    regex = re.compile(f"(?:{expression})\\Z", re.IGNORECASE | re.DOTALL)
    return lambda name: regex.match(name) is not None


class _Parser:
    """Recursive descent over the pattern, building a Python regular expression."""

    def __init__(self, pattern: str) -> None:
        self.pattern, self.at = pattern, 0

    def error(self, problem: str) -> PatternError:
        return PatternError(f"pattern {self.pattern!r}: {problem}")

    def peek(self) -> str | None:
        return self.pattern[self.at] if self.at < len(self.pattern) else None

    def alternatives(self, top: bool = False) -> str:
        """``a|b|…`` up to a ``)`` (or the end, at the top)."""
        options = [self.sequence()]
        while self.peek() == "|":
            self.at += 1
            options.append(self.sequence())
        if not top and self.peek() != ")":
            raise self.error("'(' without ')'")
        return "|".join(f"(?:{option})" for option in options)

    def sequence(self) -> str:
        """Items up to ``|``, ``)`` or the end; a leading ``~`` negates them all."""
        negated = self.peek() == "~"
        if negated:
            self.at += 1
        parts = []
        while self.peek() not in (None, "|", ")"):
            parts.append(self.item())
        body = "".join(parts)
        return f"(?!(?:{body})\\Z).*" if negated else body

    def item(self) -> str:
        char = self.peek()
        assert char is not None
        self.at += 1
        if char == "?":
            return "."
        if char == "*":
            return ".*"
        if char == "%":
            return ""
        if char == "#":
            if self.peek() in (None, "|", ")"):
                raise self.error("'#' needs something after it")
            return f"(?:{self.item()})*"
        if char == "(":
            inner = self.alternatives()
            self.at += 1  # the ')'
            return f"(?:{inner})"
        if char == "[":
            return self.character_class()
        if char == "'":
            if self.peek() is None:
                raise self.error("''' needs a character after it")
            char = self.pattern[self.at]
            self.at += 1
        return re.escape(char)

    def character_class(self) -> str:
        end = self.pattern.find("]", self.at + 1 if self.peek() == "]" else self.at)
        if end < 0:
            raise self.error("'[' without ']'")
        body, self.at = self.pattern[self.at:end], end + 1
        negated = body.startswith("~")
        if negated:
            body = body[1:]
        escaped = "".join("-" if char == "-" and 0 < i < len(body) - 1 else re.escape(char)
                          for i, char in enumerate(body))
        return f"[{'^' if negated else ''}{escaped}]"
