"""Palettes: 16 pens of 12-bit colour, beside the stats file."""

from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError
from freecell_retro.files.locations import palette_path
from freecell_retro.files.palettes import Palette, format_palette, load_palette, parse_palette, save_palette
from freecell_retro.files.versioned import NewerVersionError

SHIPPED = Path(__file__).parent.parent / "data" / "palettes" / "default"

colours = st.tuples(st.integers(0, 15), st.integers(0, 15), st.integers(0, 15))
names = st.text(st.characters(min_codepoint=33, max_codepoint=126), max_size=20)


@settings(max_examples=100)
@given(st.lists(colours, min_size=16, max_size=16), st.lists(names, min_size=16, max_size=16))
def test_round_trip(pens: list[tuple[int, int, int]], pen_names: list[str]) -> None:
    palette = Palette(tuple(pens), tuple(pen_names))
    parsed = parse_palette(format_palette(palette))
    assert parsed == palette and parsed.names == palette.names


def test_shipped_default_is_written_as_our_writer_writes_it() -> None:
    default = Palette.default()
    assert format_palette(default) == SHIPPED.read_text()
    assert default.pens[0] == (0, 6, 3) and default.names[0] == "board felt"
    assert default.rgb(2) == (0xDD, 0x22, 0x22)


def test_palette_sits_beside_its_stats_file(tmp_path: Path) -> None:
    assert palette_path(tmp_path / "stats.Fred") == tmp_path / "palette.Fred"
    assert palette_path(tmp_path / "default") == tmp_path / "palette.default"


def test_missing_file_gives_the_default(tmp_path: Path) -> None:
    assert load_palette(tmp_path / "palette.Fred") == (Palette.default(), None)


def test_save_then_load(tmp_path: Path) -> None:
    path = tmp_path / "palette.Fred"
    darker = Palette.default().with_pen(0, (0, 3, 1))
    save_palette(path, darker)
    loaded, notice = load_palette(path)
    assert loaded == darker and notice is None and loaded.names == Palette.default().names


@pytest.mark.parametrize("change, problem", [
    (("0 063", "0 06"), r"line 6: pen 0: '06' is not a colour"),
    (("5 FC3", "5 FG3"), "'FG3' is not a colour"),
    (("15 F9C", "18 F9C"), r"'18' is not a pen \(0-17\)"),
    (("15 F9C", "14 F9C"), r"line 21: pen 14 is given twice \(first on line 20\)"),
    (("15 F9C", "16 F9C"), r"pen 16 is given twice \(first on line 21\)"),
    (("7 922   dark red\n", ""), "pen 7 is missing"),
])
def test_errors_name_the_line_and_problem(change: tuple[str, str], problem: str) -> None:
    text = SHIPPED.read_text()
    assert change[0] in text
    with pytest.raises(FileFormatError, match=problem):
        parse_palette(text.replace(*change), "palette.Fred")


def test_bad_file_kept_aside_and_default_used(tmp_path: Path) -> None:
    path = tmp_path / "palette.Fred"
    path.write_text("FREECELL-RETRO PALETTE 1\n0 XYZ\n")
    palette, notice = load_palette(path)
    assert palette == Palette.default()
    assert notice is not None
    assert "palette.Fred could not be read (line 2:" in notice
    assert [p.read_text() for p in tmp_path.iterdir() if ".bad-" in p.name] == ["FREECELL-RETRO PALETTE 1\n0 XYZ\n"]


def test_newer_palette_is_used_as_default_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "palette.Fred"
    newer = SHIPPED.read_text().replace("PALETTE 1", "PALETTE 2")
    path.write_text(newer)
    palette, notice = load_palette(path)
    assert palette == Palette.default()
    assert notice is not None
    assert "newer freecell-retro" in notice
    with pytest.raises(NewerVersionError):
        save_palette(path, palette)
    assert path.read_text() == newer


def test_a_folder_where_the_palette_should_be(tmp_path: Path) -> None:
    (tmp_path / "palette.Fred").mkdir()
    palette, notice = load_palette(tmp_path / "palette.Fred")
    assert palette == Palette.default()
    assert notice is not None
    assert "a folder, not a regular file" in notice
    assert (tmp_path / "palette.Fred").is_dir()


@settings(max_examples=300)
@given(st.text(max_size=300))
def test_fuzz(text: str) -> None:
    only_our_errors(parse_palette, text)
    only_our_errors(parse_palette, "FREECELL-RETRO PALETTE 1\n" + text)


@settings(max_examples=200)
@given(st.integers(0, 19), st.text(max_size=12))
def test_fuzz_lines(index: int, junk: str) -> None:
    lines = SHIPPED.read_text().splitlines()
    lines[index] = junk
    only_our_errors(parse_palette, "\n".join(lines))



def test_a_palette_written_before_the_four_colour_pens_reads_with_their_usual_colours() -> None:
    """An older file has pens 0-15 only: 16 and 17 (diamonds, clubs) come from the shipped colours, and
    the file written back holds all eighteen."""
    text = "".join(line + "\n" for line in SHIPPED.read_text().splitlines() if not line.startswith(("16 ", "17 ")))
    palette = parse_palette(text, "palette.Old")
    assert palette.pens == Palette.default().pens and len(palette.pens) == 18
    assert "16 24E" in format_palette(palette) and "17 082" in format_palette(palette)
