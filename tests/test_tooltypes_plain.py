"""Plain tool types read without the YAML library give what YAML's safe reader gives, line for line."""

from pathlib import Path

import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError
from freecell_retro.files.plainlines import plain_entries
from freecell_retro.files.tooltypes import ToolTypes, parse_tooltypes, read_tooltypes

SHIPPED = Path(__file__).parent.parent / "data" / "tooltypes.yaml"

WORDS = ["YES", "NO", "yes", "No", "on", "OFF", "True", "false", "null", "NULL", "~", "", "auto", "builtin",
         "fc-solve", "small", "pal-hires", "1-32000", "1 - 32,000", "1-999999999", "~/games", "/home/fred/stats",
         "stats.Fred", "a b  c", "y", "n", "Yes please", "off-road", "nulls"]

keys = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,11}", fullmatch=True)
values = st.one_of(st.sampled_from(WORDS), st.from_regex(r"[A-Za-z/][A-Za-z0-9_/.,~ -]{0,15}", fullmatch=True),
                   st.from_regex(r"[0-9][0-9,]{0,5} {0,2}- {0,2}[0-9][0-9,]{0,5}", fullmatch=True))
comments = st.from_regex(r" {0,3}(#[ -~]{0,20})?", fullmatch=True)


@st.composite
def plain_files(draw: st.DrawFn) -> str:
    """A tool types file of plain lines: entries with distinct keys among comments and blank lines."""
    lines: list[str] = []
    for key in draw(st.lists(keys, max_size=12, unique_by=str.upper)):
        lines += draw(st.lists(comments, max_size=2))
        value = draw(values)
        lines.append(f"{key}:{' ' * draw(st.integers(1, 3)) + value if value else ''}{' ' * draw(st.integers(0, 2))}")
    return "\n".join(lines) + draw(st.sampled_from(["", "\n"]))


@pytest.mark.slow
@settings(max_examples=300)
@given(plain_files())
def test_plain_files_read_as_yaml_reads_them(text: str) -> None:
    entries = plain_entries(text)
    assert entries is not None, text
    assert {as_yaml_key(key): value for _line, key, value in entries} == (yaml.safe_load(text) or {})


def as_yaml_key(key: str) -> object:
    """``key`` as YAML reads a key (``YES`` is True, ``null`` None): the plain reader keeps its text."""
    return next(iter(yaml.safe_load(f"{key}: 0")))


@settings(max_examples=500)
@given(st.text(st.sampled_from("AKEY:_ #-~/.,1y'\"[]{}&*!|>%@\t\r\n"), max_size=40))
@example("A: 1\n  B: 2")
@example("A: b\n c")
@example("A: 2001-12-14")
@example("A: 1:20")
@example("A: b # c")
@example("A: {B: 1}")
def test_what_the_plain_reader_reads_yaml_reads_the_same(text: str) -> None:
    """Any text: where the plain reader answers, YAML reads the same keys, values and lines; where a
    line needs YAML, the plain reader leaves it to YAML."""
    entries = plain_entries(text)
    if entries is None:
        return
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        pytest.fail(f"the plain reader read what YAML refuses: {text!r}")
    pairs = [] if node is None else node.value
    assert [(line, key) for line, key, _value in entries] == [
        (key_node.start_mark.line + 1, key_node.value) for key_node, _value_node in pairs]
    built = yaml.constructor.SafeConstructor()
    assert [value for _line, _key, value in entries] == [built.construct_object(value_node)
                                                         for _key_node, value_node in pairs]


def test_the_shipped_file_is_plain() -> None:
    assert plain_entries(SHIPPED.read_text()) is not None
    assert read_tooltypes(SHIPPED) == ToolTypes()


@pytest.mark.parametrize("text", ["SOLVER: builtin\nsolver: auto", "SOLVER: builtin\nsolver: 'auto'"])
def test_a_key_given_twice_is_named_by_either_reader(text: str) -> None:
    with pytest.raises(FileFormatError, match=r"^tooltypes.yaml, line 2: SOLVER is given twice \(first on line 1\)$"):
        parse_tooltypes(text, "tooltypes.yaml")
