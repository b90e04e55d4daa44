"""AmigaDOS patterns against a plain definition of what they mean, and the work
of matching hostile patterns against long names: the requester matches on every
keystroke, so no pattern may make it backtrack."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.files import patterns
from freecell_retro.files.patterns import MAX_PATTERN, PatternError, compile_pattern

# -- a reference: the meaning of each part, tried every way a name can be cut ---------------------
# A part is a tuple: ("char", c), ("any",), ("class", chars, negated), ("seq", parts),
# ("alt", options), ("repeat", part), ("not", part).

SPECIAL = "?#*%()|[]~'"
Part = tuple[Any, ...]
"""A part of this reference: its kind, then what that kind holds (a character, parts, a flag)."""


def render(part: Part) -> str:
    """The part as a pattern a player could type, bracketed where it has to stand as one item."""
    kind = part[0]
    if kind == "char":
        char: str = part[1]
        return "'" + char if char in SPECIAL else char
    if kind == "any":
        return "?"
    if kind == "class":
        chars: str = part[1]
        return "[" + ("~" if part[2] else "") + chars + "]"
    if kind == "repeat":
        return "#" + render(part[1])
    if kind == "alt":
        return "(" + "|".join(render_sequence(option) for option in part[1]) + ")"
    return "(" + render_sequence(part) + ")"


def render_sequence(part: Part) -> str:
    if part[0] == "seq":
        return "".join(render(item) for item in part[1])
    if part[0] == "not":
        return "~" + (render_sequence(part[1]) if part[1][0] == "seq" else render(part[1]))
    return render(part)


@cache
def means(part: Part, name: str) -> bool:
    """Whether ``part`` matches all of ``name``, by trying every cut."""
    kind = part[0]
    if kind == "char":
        char: str = part[1]
        return name.lower() == char.lower()
    if kind == "any":
        return len(name) == 1
    if kind == "class":
        return len(name) == 1 and (name.lower() in part[1].lower()) is not part[2]
    if kind == "seq":
        if not part[1]:
            return name == ""
        first, rest = part[1][0], ("seq", part[1][1:])
        return any(means(first, name[:cut]) and means(rest, name[cut:]) for cut in range(len(name) + 1))
    if kind == "alt":
        return any(means(option, name) for option in part[1])
    if kind == "repeat":
        return name == "" or any(means(part[1], name[:cut]) and means(part, name[cut:])
                                 for cut in range(1, len(name) + 1))
    return not means(part[1], name)


LETTERS = "aAb?'"
single = st.one_of(st.sampled_from(LETTERS).map(lambda c: ("char", c)), st.just(("any",)),
                   st.tuples(st.just("class"), st.sampled_from(["a", "ab", "B"]), st.booleans()))
parts = st.recursive(single, lambda inner: st.one_of(
    st.lists(inner, max_size=3).map(lambda items: ("seq", tuple(items))),
    st.lists(inner, min_size=2, max_size=3).map(lambda options: ("alt", tuple(options))),
    inner.map(lambda item: ("repeat", item)),
    inner.map(lambda item: ("not", item)),
), max_leaves=6)


@given(parts, st.text(alphabet=LETTERS, max_size=5))
def test_patterns_mean_what_the_table_says(part: Part, name: str) -> None:
    pattern = render(part)
    assert compile_pattern(pattern)(name) is means(part, name), pattern


def test_a_negation_inside_brackets_is_of_that_stretch_of_the_name() -> None:
    matches = compile_pattern("(~a)b")
    assert matches("xb") and matches("aab") and matches("b")
    assert not matches("ab")


def test_a_range_that_runs_backwards_is_a_pattern_error() -> None:
    with pytest.raises(PatternError, match="backwards"):
        compile_pattern("[z-a]")


# -- the work of hostile patterns ------------------------------------------------------------------

@pytest.fixture
def steps(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the matcher looks up where a part of the pattern ends."""
    counted = [0]
    look_up = patterns._Ends.of

    def counting(self: patterns._Ends, part: patterns._Part, start: int) -> int:
        counted[0] += 1
        return look_up(self, part, start)

    monkeypatch.setattr(patterns._Ends, "of", counting)
    return counted


def padded(unit: str, tail: str = "x") -> str:
    """``unit`` repeated to make a pattern of about 100 characters."""
    return unit * ((100 - len(tail)) // len(unit)) + tail


HOSTILE = {  # pattern: whether it matches 199 a's and an x
    "#(#?)x": True, "#?#?#?#?#?#?#?#?#?#?x": True, "#(a|a)x": True, padded("#?"): True, padded("#(a|a)"): True,
    padded("#(#?)"): True, padded("#(a|aa|aaa)", "b"): False, padded("(#(#(a|aa)))"): True,
    padded("#(~(#?a))"): False, "~(" + padded("#(a|a)") + ")": False, "#" * (MAX_PATTERN - 1) + "?": True,
}


@pytest.mark.parametrize("pattern", HOSTILE)
def test_hostile_patterns_take_work_in_proportion_to_pattern_and_name(pattern: str, steps: list[int]) -> None:
    matches = compile_pattern(pattern)
    work = []
    for length in (100, 200):
        steps[0] = 0
        matches("a" * length)
        work.append(steps[0])
    # Each part is worked out once at each place of the name: at most a look-up per pattern
    # character per place, where backtracking would take 2**40 steps at 40 characters.
    assert work[1] <= len(pattern) * 201
    assert work[1] <= 2.2 * work[0] + len(pattern)


@pytest.mark.parametrize(("pattern", "matches"), HOSTILE.items())
def test_hostile_patterns_give_the_right_answer_on_long_names(pattern: str, matches: bool) -> None:
    assert compile_pattern(pattern)("a" * 199 + "x") is matches
