"""The bitmap fonts in fonts/: valid BDF that Pillow loads, full coverage, metrics, crisp pixels,
and byte-identical regeneration by scripts/make_fonts.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import BdfFontFile, Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "fonts"
NAMES = ("workbench-8", "board-11", "guide-13")
ASCII = range(32, 127)
LATIN1_EXTRAS = (0xA9, 0xB0, 0xD7)  # © ° ×
ARROWS = (0x2190, 0x2191, 0x2192, 0x2193)  # ← ↑ → ↓
EM_DASH = 0x2014  # the guide window's title: "How To Play — <node>"
SAMPLES = (
    "FreeCell  Game #617  Attempt 1  Moves 12  0:42",
    "New Game  Select Game  Restart Game  Undo",
    "\u00a9 20\u00b0 3\u00d74 \u2190\u2192\u2191\u2193 gjpqy",
)


def read_bdf(path: Path) -> tuple[dict[str, list[str]], dict[str, str], dict[int, dict[str, Any]]]:
    """A small strict BDF reader: header lines, properties, and glyphs by encoding."""
    lines = path.read_text(encoding="ascii").split("\n")
    assert lines[0] == "STARTFONT 2.1" and lines[-2:] == ["ENDFONT", ""]
    header: dict[str, list[str]] = {}
    props: dict[str, str] = {}
    glyphs: dict[int, dict[str, Any]] = {}
    it = iter(lines[1:-2])
    for line in it:
        key, _, rest = line.partition(" ")
        if key == "STARTPROPERTIES":
            for _ in range(int(rest)):
                name, _, value = next(it).partition(" ")
                props[name] = value.strip('"')
            assert next(it) == "ENDPROPERTIES"
        elif key == "STARTCHAR":
            glyph: dict[str, Any] = {"name": rest}
            for line in it:
                key, _, rest = line.partition(" ")
                if key == "BITMAP":
                    break
                glyph[key] = [int(v) for v in rest.split()]
            glyph["bitmap"] = []
            for line in it:
                if line == "ENDCHAR":
                    break
                glyph["bitmap"].append(line)
            (code,) = glyph["ENCODING"]
            assert code not in glyphs
            glyphs[code] = glyph
        else:
            header[key] = rest.split()
    assert int(header["CHARS"][0]) == len(glyphs)
    return header, props, glyphs


Font = tuple[str, Path, dict[str, list[str]], dict[str, str], dict[int, dict[str, Any]]]
"""One shipped font: its name, its file, and what :func:`read_bdf` reads of it."""


@pytest.fixture(scope="module", params=NAMES)
def font(request: pytest.FixtureRequest) -> Font:
    name: str = request.param
    path = FONTS / f"{name}.bdf"
    header, props, glyphs = read_bdf(path)
    return name, path, header, props, glyphs


def test_pillow_bdf_parser_loads_every_glyph_below_256(font: Font) -> None:
    _, path, *_ = font
    with open(path, "rb") as fp:
        parsed = BdfFontFile.BdfFontFile(fp)
    for code in (*ASCII, *LATIN1_EXTRAS):
        assert parsed[code] is not None, f"U+{code:04X} missing"


def test_covers_ascii_latin1_extras_and_arrows(font: Font) -> None:
    *_, glyphs = font
    for code in (*ASCII, *LATIN1_EXTRAS, *ARROWS, EM_DASH):
        assert code in glyphs, f"U+{code:04X} missing"


def test_metrics_match_the_properties(font: Font) -> None:
    name, _, header, props, glyphs = font
    ascent, descent = int(props["FONT_ASCENT"]), int(props["FONT_DESCENT"])
    size = int(name.rsplit("-", 1)[1])
    assert ascent + descent == size == int(props["PIXEL_SIZE"]) == int(header["SIZE"][0])
    assert header["FONT"][0].startswith("-FreeCell-")
    assert props["CHARSET_REGISTRY"] == "ISO10646" and props["CHARSET_ENCODING"] == "1"
    assert int(props["DEFAULT_CHAR"]) in glyphs
    assert "freecell-retro" in props["COPYRIGHT"] and "MIT" in props["NOTICE"]
    fw, fh, fx, fy = (int(v) for v in header["FONTBOUNDINGBOX"])
    assert fy >= -descent and fy + fh <= ascent
    for code, glyph in glyphs.items():
        w, h, x, y = glyph["BBX"]
        dwidth, dy = glyph["DWIDTH"]
        assert dy == 0 and dwidth > 0
        assert glyph["SWIDTH"] == [(dwidth * 2000 + size) // (2 * size), 0]
        assert len(glyph["bitmap"]) == h, f"U+{code:04X}"
        assert all(len(row) == (w + 7) // 8 * 2 for row in glyph["bitmap"]), f"U+{code:04X}"
        if w:
            assert fx <= x and x + w <= fx + fw and fy <= y and y + h <= fy + fh
            assert 0 <= x and x + w <= dwidth, f"U+{code:04X} ink outside its advance"
    # descenders hang below the baseline; capitals stand on it
    for char in "gjpqy":
        assert glyphs[ord(char)]["BBX"][3] < 0, char
    for char in "HEXO":
        w, h, x, y = glyphs[ord(char)]["BBX"]
        assert y == 0 and h == int(props["CAP_HEIGHT"]), char
    assert glyphs[ord("x")]["BBX"][1] == int(props["X_HEIGHT"])


def test_workbench_is_monospaced_8_wide() -> None:
    header, props, glyphs = read_bdf(FONTS / "workbench-8.bdf")
    assert props["SPACING"] == "C" and int(props["AVERAGE_WIDTH"]) == 80
    assert {g["DWIDTH"][0] for g in glyphs.values()} == {8}
    assert (int(props["FONT_ASCENT"]), int(props["FONT_DESCENT"])) == (7, 1)


def test_guide_is_monospaced_8_wide_13_tall() -> None:
    """The guide's text face: a typewriter cell like the original's xcourier 13."""
    header, props, glyphs = read_bdf(FONTS / "guide-13.bdf")
    assert props["SPACING"] == "C" and int(props["AVERAGE_WIDTH"]) == 80
    assert {g["DWIDTH"][0] for g in glyphs.values()} == {8}
    assert (int(props["FONT_ASCENT"]), int(props["FONT_DESCENT"])) == (10, 3) and int(props["PIXEL_SIZE"]) == 13
    assert all(g["BBX"][2] + g["BBX"][0] <= 7 for g in glyphs.values())  # room for the bold's second strike


def test_board_is_proportional_11_tall() -> None:
    header, props, glyphs = read_bdf(FONTS / "board-11.bdf")
    width = {chr(c): g["DWIDTH"][0] for c, g in glyphs.items()}
    assert props["SPACING"] == "P"
    assert (int(props["FONT_ASCENT"]), int(props["FONT_DESCENT"])) == (9, 2)
    assert width["i"] < width["a"] < width["m"] and width["l"] < width["w"]
    assert len({width[d] for d in "0123456789"}) == 1  # counters do not jiggle


@pytest.mark.process
def test_regenerating_gives_identical_bytes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_fonts.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for name in NAMES:
        fresh = (tmp_path / f"{name}.bdf").read_bytes()
        assert fresh == (FONTS / f"{name}.bdf").read_bytes(), f"{name}.bdf is stale"


def render(font: ImageFont.FreeTypeFont | ImageFont.ImageFont, text: str, height: int) -> Image.Image:
    image = Image.new("L", (int(font.getlength(text)) + 4, height + 4), 255)
    ImageDraw.Draw(image).text((2, 2), text, font=font, fill=0)
    return image


@pytest.mark.parametrize("name", NAMES)
def test_freetype_rendering_is_two_valued(name: str) -> None:
    size = int(name.rsplit("-", 1)[1])
    font = ImageFont.truetype(str(FONTS / f"{name}.bdf"), size)
    for text in SAMPLES:
        image = render(font, text, size)
        assert set(image.getdata()) == {0, 255}, text
    # the arrows are real glyphs, not the default character
    masks = {c: bytes(font.getmask(c)) for c in "\u2190\u2191\u2192\u2193?"}
    assert len(set(masks.values())) == 5


@pytest.mark.parametrize("name", NAMES)
def test_pil_font_rendering_is_two_valued(name: str, tmp_path: Path) -> None:
    with open(FONTS / f"{name}.bdf", "rb") as fp:
        BdfFontFile.BdfFontFile(fp).save(str(tmp_path / f"{name}.pil"))
    font = ImageFont.load(str(tmp_path / f"{name}.pil"))
    size = int(name.rsplit("-", 1)[1])
    image = render(font, SAMPLES[0], size)
    assert set(image.getdata()) == {0, 255}


@pytest.mark.parametrize("name", ["workbench-8", "board-11", "guide-13"])
def test_every_font_carries_latin_1_and_each_accented_letter_differs_from_its_base(name: str) -> None:
    import unicodedata

    _, _, glyphs = read_bdf(FONTS / f"{name}.bdf")
    assert all(code in glyphs for code in range(0xA0, 0x100))
    for code in range(0xC0, 0x100):
        base = unicodedata.normalize("NFD", chr(code))[0]
        if base != chr(code) and ord(base) in glyphs:
            drawn = (glyphs[code]["BBX"], glyphs[code]["bitmap"])
            assert drawn != (glyphs[ord(base)]["BBX"], glyphs[ord(base)]["bitmap"]), f"{chr(code)} is drawn as {base}"
