"""Player YAML read through LibYAML gives what PyYAML's own reader gives: the same values, and for a
bad file the same one line (its words and its line)."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError
from freecell_retro.files import plainyaml
from freecell_retro.files.plainyaml import load_plain

DATA = Path(__file__).parent.parent / "data"

needs_libyaml = pytest.mark.skipif(plainyaml.FAST_READER is None, reason="PyYAML built without LibYAML")

PIECES = ["KEY: ", "STATSDIR: ", "- ", "-", ": ", ":", "[", "]", "{", "}", ", ", ",", "#", " # note", "&a ", "*a",
          "!!str ", "!x ", "? ", "|", ">", "'", '"', "\\", "%YAML 1.1\n", "%TAG ! x\n", "---", "...", "\n", "\r\n",
          "\r", "\t", " ", "  ", "yes", "NO", "~", "null", "0x1F", "1_000", "12:30", "2001-02-30", "2001-02-03",
          ".nan", "-.inf", "<<: ", "=", "é", "\ufeff", "\x85", "\u2028", "\x01", "\x00", "\ud800", "a", "b", "1",
          '"a\\x41\\t"', "'it''s'", '"\\u00e9"', "!!binary ", "!!timestamp ", "!!python/object:os.system ",
          "- - ", "a: b: c", "[a: b]", "{a, b}", "%"]
"""The stuff of YAML files and of broken ones: indicators, tags, directives, breaks, values that
resolve to types, characters a reader refuses."""


def outcome(text: str) -> tuple[str, str]:
    """What a player gets: the value (as its repr: NaN is then equal to itself) or the error's one line."""
    try:
        return "value", repr(load_plain(text, "f.yaml"))
    except FileFormatError as error:
        return "error", str(error)


def pure_outcome(text: str) -> tuple[str, str]:
    with mock.patch.object(plainyaml, "FAST_READER", None):
        return outcome(text)


@pytest.mark.slow
@needs_libyaml
@settings(max_examples=1500)
@given(st.lists(st.sampled_from(PIECES), max_size=24).map("".join))
def test_libyaml_reads_what_the_pure_reader_reads(text: str) -> None:
    assert outcome(text) == pure_outcome(text)


@settings(max_examples=300)
@given(st.lists(st.sampled_from([piece for piece in PIECES if piece not in ("&a ", "*a")]), max_size=16).map("".join))
def test_a_file_read_once_is_what_safe_load_reads(text: str) -> None:
    """Without anchors and aliases, what yaml.safe_load gives; where it fails, one line."""
    try:
        expected = repr(yaml.safe_load(text))
    except Exception:  # noqa: BLE001 - safe_load fails on it, in whatever way: ours must say so in one line
        expected = None
    kind, found = pure_outcome(text)
    if expected is None:
        assert kind == "error" and "\n" not in found
    elif kind == "error":  # what safe_load builds is refused only when too big or too deep for our files
        assert "too " in found
    else:
        assert found == expected


@needs_libyaml
@pytest.mark.parametrize("text", ["MULTIPLESTATS: [\n", "a: 1\n b: 2\n", "a: 'x\n", "x: \x01\n", "- a\nb: c\n",
                                  "a: 1\n---\nb: 2\n", "a:\t1\n", "a: |#\n", "a: \ud800\n"])
def test_a_bad_file_gets_the_pure_readers_line(text: str) -> None:
    with pytest.raises(FileFormatError) as fast:
        load_plain(text, "f.yaml")
    with mock.patch.object(plainyaml, "FAST_READER", None), pytest.raises(FileFormatError) as pure:
        load_plain(text, "f.yaml")
    assert str(fast.value) == str(pure.value) and "\n" not in str(fast.value)


@pytest.mark.parametrize("path", [DATA / "tooltypes.yaml", *sorted(DATA.glob("cardsets/*/cardset.yaml"))])
def test_the_shipped_files_read_as_safe_load_reads_them(path: Path) -> None:
    """... and LibYAML reads them (at start-up) where PyYAML has it: none holds what only the pure reader reads."""
    text = path.read_text(encoding="utf-8")
    assert not any(character in text for character in plainyaml.PURE_ONLY)
    assert load_plain(text, path) == yaml.safe_load(text)
    assert pure_outcome(text) == outcome(text)
