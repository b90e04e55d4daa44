"""Hostile files at the files layer: the one opener, the one line counter, the
one name check, YAML without aliases, and writes that keep what the player
set up (links, permissions). The command line's side is test_hostile_cli.py."""

from __future__ import annotations

import os
import signal
import stat
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from types import FrameType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Deal, FileFormatError, FreeCellError, microsoft_deal
from freecell_retro.engine.errors import one_line
from freecell_retro.files.atomic import (
    UnreadableFileError,
    read_text_capped,
    write_bytes_atomic,
    write_text_atomic,
)
from freecell_retro.files.filelock import NotWritableError, lock_path
from freecell_retro.files.lines import line_at, split_lines
from freecell_retro.files.locations import check_stats_name, palette_path
from freecell_retro.files.names import path_problem
from freecell_retro.files.palettes import Palette, format_palette, load_palette, parse_palette
from freecell_retro.files.setgames import format_setgame, parse_setgame, read_setgame
from freecell_retro.files.solutions import parse_moves
from freecell_retro.files.stats import StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.statsstore import read_stats, update_stats
from freecell_retro.files.tooltypes import parse_tooltypes

BREAKS_THAT_ARE_NOT_LINES = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
"""What str.splitlines and the YAML reader break at but an editor does not."""

CARDS = " ".join(str(card) for card in microsoft_deal(5))


@pytest.fixture
def no_hang() -> Iterator[None]:
    """Opening a pipe could block for ever: fail after 10 seconds instead."""
    def give_up(_signal: int, _frame: FrameType | None) -> None:
        raise TimeoutError("blocked on a special file")
    before = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


def unfinished_setgame(name: str) -> str:
    return f"FREECELL-RETRO STATS 1\nunfinished-setgame {name}\nunfinished-cards {CARDS}\n"


# -- the line counter ------------------------------------------------------------


@settings(max_examples=200)
@given(st.lists(st.text(st.characters(blacklist_characters="\r\n"), min_size=1, max_size=8), min_size=1, max_size=6),
       st.lists(st.sampled_from(["\n", "\r\n", "\r"]), min_size=6, max_size=6))
def test_lines_break_only_where_an_editor_breaks_them(parts: list[str], ends: list[str]) -> None:
    text = "".join(part + end for part, end in zip(parts, ends))
    assert split_lines(text) == parts
    assert line_at(text, len(text) - 1) == len(parts)


@pytest.mark.parametrize("separator", list(BREAKS_THAT_ARE_NOT_LINES))
def test_every_format_counts_lines_as_an_editor_does(separator: str) -> None:
    """Line 3 of a 3-line file is line 3, whatever other breaks line 1 holds."""
    first = f"# note{separator}{separator}# more"
    cases: list[tuple[Callable[[str, str], object], str]] = [
        (parse_stats, f"{first}\nFREECELL-RETRO STATS 1\nwins lots\n"),
        (parse_palette, f"{first}\nFREECELL-RETRO PALETTE 1\n99 000\n"),
        (parse_setgame, f"{first}\nJD 2D\nXX\n"),
        (parse_moves, f"#{first}\n35\nfoo\n"),
    ]
    if separator in "\x85\u2028\u2029":  # YAML refuses the others outright (see the next test)
        cases += [(parse_tooltypes, f'NOTE: "{first}"\nMULTIPLESTATS: NO\nSCREENMODE: vga\n'),
                  (parse_tooltypes, f'NOTE: "{first}"\nMULTIPLESTATS: NO\nSCREENMODE: [\n')]
    for parse, text in cases:
        with pytest.raises(FileFormatError) as caught:
            parse(text, "f")
        assert caught.value.line == 3, (parse.__name__, str(caught.value))


def test_a_yaml_reader_error_is_one_line_with_our_line() -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_tooltypes("MULTIPLESTATS: NO\n\u2028\n# x\nSTATSDIR: a\x01b\n", "tt.yaml")
    assert str(caught.value) == r"tt.yaml, line 4: not valid YAML: the character '\x01' is not allowed"


def test_a_value_that_cannot_be_built_names_its_line() -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_tooltypes("MULTIPLESTATS: NO\n\nGAMERANGE: 2001-02-30\n", "tt.yaml")
    assert caught.value.line == 3 and "\n" not in str(caught.value)


def test_unfinished_moves_alone_name_their_line() -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_stats("FREECELL-RETRO STATS 1\nwins 1\nunfinished-moves 12\n", "s")
    assert caught.value.line == 3


# -- YAML bombs ------------------------------------------------------------------

@pytest.mark.parametrize("text, line", [  # a billion laughs: test_hostile_cli.py, in a process of its own
    ("MULTIPLESTATS: NO\nSCREENMODE: &x pal-hires\n", 2),
    ("MULTIPLESTATS: NO\nSCREENMODE: *x\n", 2),
    ("STATSDIR: " + "[" * 10_000 + "\n", 1),
    ("STATSDIR: [" + ", ".join(["a"] * 1000) + "]\n", 1),
])
def test_tooltypes_refuse_aliases_and_big_or_deep_values_before_building_them(text: str, line: int) -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_tooltypes(text, "tt.yaml")
    assert caught.value.line == line and "\n" not in str(caught.value)


# -- names -------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["x/../../../escaped", "x/inside", "x\\..\\..\\escaped", "..", ".hidden",
                                  "a:b", "a\x85b", "a\u2028b", "é" * 101])
def test_a_set_game_name_in_a_stats_file_is_checked(name: str) -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_stats(unfinished_setgame(name), "stats.x")
    assert caught.value.line == 2 and "unfinished-setgame" in str(caught.value)


def test_a_good_set_game_name_in_a_stats_file_is_kept() -> None:
    unfinished = parse_stats(unfinished_setgame("setgame.PC11982")).unfinished
    assert unfinished is not None and unfinished.deal.setgame == "setgame.PC11982"


@pytest.mark.parametrize("name", [".hidden", "a:b", "x\\..\\y", "set\x07game", "set\u2028game"])
def test_a_set_game_file_name_is_checked(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text(format_setgame(microsoft_deal(5)))
    with pytest.raises(FileFormatError, match="a set game file's name"):
        read_setgame(path)


@pytest.mark.parametrize("name", ["a\u2028b", "x\\..\\y", ".x", "😀" * 49, "é" * 65, "stats.." + "x"])
def test_stats_names_build_on_the_name_check(name: str) -> None:
    with pytest.raises(FreeCellError) as caught:
        check_stats_name(name)
    assert "a stats file name" in str(caught.value) and "\n" not in str(caught.value)


def test_the_palette_beside_a_stats_file_is_a_checked_name(tmp_path: Path) -> None:
    assert palette_path(tmp_path / "stats.Fred") == tmp_path / "palette.Fred"
    assert palette_path(tmp_path / "default") == tmp_path / "palette.default"
    with pytest.raises(FreeCellError, match="palette name"):
        palette_path(tmp_path / "stats.a\nb")


@pytest.mark.parametrize("path, problem", [
    ("/tmp/a\x00b", "control"), ("/tmp/\udcff", "not text"), ("/tmp/\ud800", "not text"),
    ("/tmp/" + "a" * 256, "part longer than 255 bytes"), ("/a" * 2100, "longer than 4095 bytes"),
    ("b/" * 1500, "more than 128 parts"),
])
def test_folder_paths_are_checked(path: str, problem: str) -> None:
    found = path_problem(path)
    assert found is not None and problem in found
    with pytest.raises(FileFormatError) as caught:
        parse_tooltypes(f"MULTIPLESTATS: NO\nSTATSDIR: {path!r}\n".replace("'", '"'), "tt.yaml")
    assert caught.value.line == 2 and problem in str(caught.value)


def test_error_lines_escape_what_would_break_them() -> None:
    assert str(FileFormatError("bad", "a\nb\udcff", 3)) == "a\\nb\\udcff, line 3: bad"
    assert one_line("é\t") == "é\\t"


# -- the opener ------------------------------------------------------------------

def test_special_files_are_refused_without_blocking(tmp_path: Path, no_hang: None) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "loop").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop")
    cases = {fifo: "a pipe (FIFO), not a regular file", tmp_path: "a folder, not a regular file",
             tmp_path / "loop": "Too many levels of symbolic links", Path("/dev/null"): "a device",
             tmp_path / ("a" * 300): "File name too long", tmp_path / "a\x00b": "NUL",
             tmp_path / "\ud800": "not text", tmp_path / "missing": "No such file"}
    for path, problem in cases.items():
        with pytest.raises(UnreadableFileError) as caught:
            read_text_capped(path)
        assert problem in str(caught.value) and caught.value.path == str(path)
        assert caught.value.missing == (path.name == "missing")


@pytest.mark.unprivileged
def test_no_permission_is_named(tmp_path: Path) -> None:
    path = tmp_path / "stats.x"
    path.write_text("x")
    path.chmod(0)
    with pytest.raises(UnreadableFileError, match="Permission denied"):
        read_text_capped(path)


def test_a_stats_file_that_is_a_pipe_is_refused_not_kept_aside(tmp_path: Path, no_hang: None) -> None:
    os.mkfifo(tmp_path / "stats.Pipe")
    with pytest.raises(UnreadableFileError, match="pipe"):
        update_stats(tmp_path / "stats.Pipe")
    assert stat.S_ISFIFO(os.stat(tmp_path / "stats.Pipe").st_mode)
    assert sorted(os.listdir(tmp_path)) == [".stats.Pipe.lock", "stats.Pipe"]


def test_a_palette_that_is_a_pipe_is_not_used(tmp_path: Path, no_hang: None) -> None:
    os.mkfifo(tmp_path / "palette.Fred")
    palette, notice = load_palette(tmp_path / "palette.Fred")
    assert palette == Palette.default() and notice is not None and "pipe" in notice


# -- writing keeps what the player set up ----------------------------------------

def test_a_write_keeps_the_files_permissions(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    update_stats(path)
    path.chmod(0o640)
    update_stats(path, lambda stats: replace(stats, last_game=5))
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and read_stats(path).last_game == 5


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    before = os.umask(0o022)
    try:
        write_text_atomic(tmp_path / "new", "x")
        write_bytes_atomic(tmp_path / "new.png", b"x")
    finally:
        os.umask(before)
    assert stat.S_IMODE((tmp_path / "new").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "new.png").stat().st_mode) == 0o644


def test_a_linked_stats_file_is_read_but_never_written_through(tmp_path: Path) -> None:
    """A link may lead to another player's file: it is read, and writing it is refused for as long as
    the game runs (the game plays on without saving), its target untouched."""
    (tmp_path / "real").mkdir()
    (tmp_path / "links").mkdir()
    real, link = tmp_path / "real" / "stats.Fred", tmp_path / "links" / "stats.Fred"
    update_stats(real)
    before = real.read_text()
    link.symlink_to(Path("..") / "real" / "stats.Fred")
    assert update_stats(link).stats == StatsFile()
    with pytest.raises(NotWritableError, match="link"):
        update_stats(link, lambda stats: replace(stats, overall=stats.overall.lost()))
    assert link.is_symlink() and real.read_text() == before
    assert lock_path(link) == tmp_path / "links" / ".stats.Fred.lock"
    assert sorted(os.listdir(tmp_path / "real")) == [".stats.Fred.lock", "stats.Fred"]


def test_a_bad_linked_stats_file_is_neither_kept_aside_nor_replaced(tmp_path: Path) -> None:
    real, link = tmp_path / "stats.Real", tmp_path / "stats.Link"
    real.write_text("garbage\n")
    link.symlink_to(real.name)
    with pytest.raises(FileFormatError, match="is a link: left as it is"):
        update_stats(link)
    assert link.is_symlink() and real.read_text() == "garbage\n"
    assert not [name for name in os.listdir(tmp_path) if ".bad-" in name]


def test_a_link_to_a_file_still_to_be_made_makes_nothing(tmp_path: Path) -> None:
    link = tmp_path / "stats.Later"
    link.symlink_to("elsewhere")
    with pytest.raises(NotWritableError):
        update_stats(link)
    assert link.is_symlink() and not (tmp_path / "elsewhere").exists()


def test_a_link_that_loops_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "stats.A").symlink_to("stats.B")
    (tmp_path / "stats.B").symlink_to("stats.A")
    with pytest.raises(FileFormatError, match="symbolic links"):
        update_stats(tmp_path / "stats.A")


# -- fuzz: hostile bytes in every field ------------------------------------------

HOSTILE = ["\udcff", "\ud800", "\x00", "\x85", "\u2028", "\x0c", "\r", "é" * 300, "&a", "*a", "/../..", "..",
           "\\..\\", ":", "\t", "\x1b[31m"]
Parser = Callable[[str, "str | os.PathLike[str] | None"], object]
"""A reader of one file format: the text, the file's name."""
FIELDS: dict[Parser, str] = {
    parse_stats: format_stats(StatsFile(last_game=3, unfinished=None)) + unfinished_setgame("foo").split("\n", 1)[1],
    parse_palette: format_palette(Palette.default()),
    parse_setgame: format_setgame(microsoft_deal(5)),
    parse_tooltypes: "MULTIPLESTATS: NO\nSTATSDIR: /x\nSCREENMODE: pal-hires\nCARDSET: small\nGAMERANGE: 1-9\n",
}


@settings(max_examples=300)
@given(st.sampled_from(list(FIELDS)), st.data())
def test_hostile_text_anywhere_is_one_line_naming_the_file(parse: Parser, data: st.DataObject) -> None:
    text = FIELDS[parse]
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        text = text[:at] + data.draw(st.sampled_from(HOSTILE)) + text[at:]
    try:
        parse(text, "the\nfile")
    except FileFormatError as error:
        message = str(error)
        assert message.startswith("the\\nfile") and message.isprintable(), message
    except FreeCellError as error:  # a value's own check, e.g. a set game name
        assert str(error).isprintable()


def test_latin1_bytes_in_long_lines_are_one_line(tmp_path: Path) -> None:
    path = tmp_path / "stats.L"
    path.write_bytes(b"FREECELL-RETRO STATS 1\nwins " + b"\xe9\x85\xa0" * 5000 + b"\n")
    with pytest.raises(FileFormatError) as caught:
        read_stats(path)
    assert caught.value.line == 2 and str(caught.value).isprintable()


def test_a_deal_from_a_setgame_keeps_its_name(tmp_path: Path) -> None:
    path = tmp_path / "setgame.Mine"
    path.write_text(format_setgame(microsoft_deal(5)))
    assert read_setgame(path) == Deal.from_setgame("setgame.Mine", microsoft_deal(5))
