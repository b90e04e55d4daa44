"""Real Amiga fonts: the ``.font`` contents file and the hunk file of each size read by our own
reader (checked against monobit where it is installed), hostile bytes refused in one line, the
tool types FONTS / FONT / GUIDEFONT, and the board's text drawn with the font."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ui_golden import compare

from freecell_retro.engine import FileFormatError
from freecell_retro.engine.errors import FreeCellError
from freecell_retro.engine.moves import Move
from freecell_retro.files.amigafont import (
    MAX_SIZE_FILE_BYTES,
    FontChoice,
    contents_file,
    font_choice,
    load_font,
    parse_contents,
    parse_font_spec,
    parse_size_file,
    sample_size_file,
)
from freecell_retro.files.tooltypes import format_tooltypes, parse_tooltypes
from freecell_retro.session import Options, Session
from freecell_retro.ui.app import native_screenshot
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.fonts import amiga_font, screen_fonts

FONTS = Path(__file__).parent / "data" / "amigafonts"
"""The AROS fonts arial (11, 13) and fixed (8): see its README for where they come from."""
ARIAL_11 = (FONTS / "arial" / "11").read_bytes()
MID_GAME = "7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8".split()


# -- the reader ---------------------------------------------------------------------------------

def test_the_aros_fonts_read_with_their_sizes_spacing_and_kerning() -> None:
    arial = load_font(FONTS, "arial", 11)
    assert (arial.height, arial.baseline, arial.proportional) == (11, 7, True)
    a = arial.glyph("A")
    assert (a.width, a.advance, a.kern) == (7, 7, 1)
    assert [format(row, "07b") for row in a.rows[1:8]] == ["0001000", "0010100", "0010100", "0100010", "0111110",
                                                            "0100010", "1000001"]
    assert arial.text_width("iiii") < arial.text_width("WWWW")  # proportional
    assert load_font(FONTS, "arial", 13).height == 13
    fixed = load_font(FONTS, "fixed", 8)
    assert not fixed.proportional and fixed.text_width("iiii") == fixed.text_width("WWWW") == 32
    assert fixed.glyph("\u2190") is fixed.missing  # a character it lacks: its own stand-in glyph


def test_monobit_reads_the_same_glyphs() -> None:
    """The oracle: every glyph's bits, the offset it is drawn at and its advance, as monobit reads them."""
    monobit = pytest.importorskip("monobit", reason="monobit (the oracle for the Amiga font reader) is not installed")
    for name, sizes in (("arial", (11, 13)), ("fixed", (8,))):
        pack = {font.pixel_size: font for font in monobit.load(str(FONTS / f"{name}.font"))}
        assert sorted(pack) == list(sizes)
        for size in sizes:
            ours, theirs = load_font(FONTS, name, size), pack[size]
            compared = 0
            for glyph in theirs.glyphs:
                code = bytes(glyph.codepoint)  # the Amiga's own byte for the character
                if len(code) != 1 or code[0] not in ours.glyphs:
                    continue
                char = chr(code[0])
                mine = ours.glyph(char)
                bits = tuple(tuple(row >> (mine.width - 1 - x) & 1 for x in range(mine.width)) for row in mine.rows)
                assert bits == glyph.as_matrix(), (name, size, char)
                assert (mine.kern, mine.advance) == (glyph.left_bearing, glyph.advance_width), (name, size, char)
                compared += 1
            assert compared >= 94, (name, size)  # at least printable ASCII


def test_the_sample_font_reads_back() -> None:
    font = parse_size_file(sample_size_file(), "tiny/4")
    assert font.glyph("A").rows == (2, 5, 7, 5) and font.text_width("AA") == 8 and font.name == "tiny"


@pytest.mark.parametrize("damage, problem", [
    (lambda data: data[:40], "the first hunk claims 3904 bytes; the file holds 8"),
    (lambda data: data[:10], "beyond the end"),
    (lambda data: b"\0\0\x03\xf4" + data[4:], "no hunk header"),
    (lambda data: data[:0x32] + b"\0\0" + data[0x34:], "no DiskFontHeader"),
    (lambda data: data[:0x6e] + b"\0\0" + data[0x70:], "a height of 0"),
    (lambda data: data[:0x70] + b"\x40" + data[0x71:], "a colour font"),
    (lambda data: data[:0x80] + b"\xff\xff" + data[0x82:], "the glyph bitmap"),
])
def test_a_damaged_size_file_is_one_line_naming_the_byte(damage: object, problem: str) -> None:
    assert callable(damage)
    with pytest.raises(FileFormatError) as error:
        parse_size_file(damage(ARIAL_11), "arial/11")
    message = str(error.value)
    assert message.startswith("arial/11: byte ") and problem in message and "\n" not in message


@settings(max_examples=300)
@given(st.binary(max_size=600))
def test_any_bytes_are_a_font_or_one_error(data: bytes) -> None:
    only_our_errors(parse_size_file, data, "x/8")
    only_our_errors(parse_contents, data, "x.font")


@settings(max_examples=300)
@given(st.lists(st.tuples(st.integers(0, len(ARIAL_11) - 1), st.integers(0, 255)), min_size=1, max_size=8),
       st.integers(0, len(ARIAL_11)))
def test_a_real_font_damaged_anywhere_is_a_font_or_one_error(changes: list[tuple[int, int]], cut: int) -> None:
    data = bytearray(ARIAL_11[:max(cut, 200)])
    for at, value in changes:
        if at < len(data):
            data[at] = value
    only_our_errors(parse_size_file, bytes(data), "arial/11")


def folder_with(tmp_path: Path, contents: dict[int, str], name: str = "arial") -> Path:
    shutil.copytree(FONTS / "arial", tmp_path / name)
    (tmp_path / f"{name}.font").write_bytes(contents_file(contents))
    return tmp_path


@pytest.mark.parametrize("contents, size, problem", [
    ({11: "arial/11"}, 12, "no size 12 (it lists 11)"),
    ({11: "../arial/11"}, 11, "is not arial/<size>"),
    ({11: "other/11"}, 11, "is not arial/<size>"),
    ({13: "arial/11"}, 13, "the font is 11 pixels high, not the 13"),
])
def test_a_folder_that_does_not_hold_the_size_is_one_line(tmp_path: Path, contents: dict[int, str], size: int,
                                                          problem: str) -> None:
    folder = folder_with(tmp_path, contents)
    with pytest.raises(FreeCellError) as error:
        load_font(folder, "arial", size)
    assert problem in str(error.value) and "\n" not in str(error.value)


def test_missing_and_hostile_names_and_huge_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(FreeCellError, match="cannot read"):
        load_font(tmp_path, "xen", 11)
    with pytest.raises(FreeCellError, match="font name"):
        load_font(tmp_path, "../xen", 11)
    folder = folder_with(tmp_path, {11: "arial/11"})
    (folder / "arial" / "11").write_bytes(b"\0" * (MAX_SIZE_FILE_BYTES + 1))
    with pytest.raises(FileFormatError, match="larger|too large|bytes"):
        load_font(folder, "arial", 11)


# -- the tool types --------------------------------------------------------------------------------

def test_the_tool_types_name_the_folder_and_the_fonts(tmp_path: Path) -> None:
    text = f"FONTS: {FONTS}\nFONT: arial/11\nGUIDEFONT: fixed.font/8\n"
    tooltypes = parse_tooltypes(text)
    assert (tooltypes.fonts_folder, tooltypes.font, tooltypes.guide_font) == (FONTS, ("arial", 11), ("fixed", 8))
    assert parse_tooltypes(format_tooltypes(tooltypes)) == tooltypes
    with pytest.raises(FileFormatError) as error:
        parse_tooltypes("FONT: arial\n", "tt.yaml")
    assert str(error.value).startswith("tt.yaml, line 1: FONT:") and "name/size" in str(error.value)
    assert parse_font_spec("xen/11") == ("xen", 11)


def test_with_fonts_and_no_font_xen_11_and_xcourier_13_are_used_when_there(tmp_path: Path) -> None:
    assert font_choice(None, ("arial", 11), None) is None
    assert font_choice(tmp_path, None, None) == FontChoice(tmp_path, None, None)
    shutil.copytree(FONTS / "arial", tmp_path / "xen")
    (tmp_path / "xen.font").write_bytes(contents_file({11: "xen/11"}))
    shutil.copytree(FONTS / "arial", tmp_path / "xcourier")
    (tmp_path / "xcourier.font").write_bytes(contents_file({13: "xcourier/13"}))
    choice = font_choice(tmp_path, None, None)
    assert choice == FontChoice(tmp_path, ("xen", 11), ("xcourier", 13))
    fonts = screen_fonts(choice)
    assert fonts.problem is None and fonts.board.height == 11 and fonts.guide.height == 13
    assert font_choice(tmp_path, ("arial", 13), None) == FontChoice(tmp_path, ("arial", 13), ("xcourier", 13))


# -- on the screen ----------------------------------------------------------------------------------

def session_with(mode: str, choice: FontChoice | None) -> Session:
    session = Session(Options(screen_mode=mode), clock=lambda: 0.0)
    session.fonts = choice
    session.select_game(617)
    for text in MID_GAME:
        assert session.play(Move.from_str(text))
    return session


def test_the_board_and_its_requesters_are_drawn_and_measured_with_the_font() -> None:
    display = Display(session_with("pal-laced", FontChoice(FONTS, ("arial", 13), ("fixed", 8))))
    font = display.renderer.board_font
    assert font.height == 13 and display.renderer.ui_font is font and display.renderer.title_height == 16
    assert display.fonts.guide.height == 8
    assert display.layout().top == 16  # the cells sit under the taller title bar
    display.session.about_requester()
    assert display.session.requester is not None
    small = RequesterWidget(display.session.requester, (640, 512), amiga_font(load_font(FONTS, "arial", 11)))
    large = RequesterWidget(display.session.requester, (640, 512), font)
    assert large.window.w > small.window.w and large.window.h > small.window.h  # grown to fit the text


def test_a_damaged_font_is_one_line_and_the_built_in_font(tmp_path: Path) -> None:
    folder = folder_with(tmp_path, {11: "arial/11"})
    (folder / "arial" / "11").write_bytes(ARIAL_11[:100])
    session = session_with("pal-hires", FontChoice(folder, ("arial", 11), None))
    display = Display(session)
    assert session.requester is not None and session.requester.title == "Font"
    assert len(session.requester.lines) == 1 and "arial/11" in session.requester.lines[0]
    assert "built-in font" in session.requester.lines[0]
    assert display.renderer.board_font is screen_fonts(None).board


@pytest.mark.parametrize("mode", ["pal-laced", "pal-hires"])
def test_golden_an_amiga_font(mode: str, tmp_path: Path) -> None:
    session = session_with(mode, FontChoice(FONTS, ("arial", 11), ("fixed", 8)))
    session.about_requester()
    compare(f"{mode}-amiga-font", native_screenshot(session), tmp_path)


def test_the_tool_types_reach_the_session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_retro.session.game.launch import Launch, prepare

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    config = tmp_path / "tt.yaml"
    config.write_text(f"MULTIPLESTATS: NO\nFONTS: {FONTS}\nFONT: arial/13\n")
    opened = prepare(None, config)
    assert isinstance(opened, Launch)
    session, _ = opened.begin()
    assert session.fonts == FontChoice(FONTS, ("arial", 13), None)


def test_the_games_characters_beyond_latin_1_have_stand_ins() -> None:
    font = amiga_font(load_font(FONTS, "arial", 11))
    assert font.glyph("\u2014") is font.glyph("-") and font.glyph("\u2190") is font.glyph("<")
    assert font.glyph("\u00e9") is not font.default  # Latin-1 is the font's own
