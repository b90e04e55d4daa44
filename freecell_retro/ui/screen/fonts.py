"""Bitmap fonts from BDF files, drawn pixel-exactly in one pen.

pyglet cannot read BDF and its text is anti-aliased; the Amiga's is not. A BDF
file is a short text format, so it is read here directly: every glyph keeps its
bounding box and rows of bits, and a string becomes a two-level mask that the
renderer pastes in a pen.

>>> font = BitmapFont.from_text(SAMPLE_BDF)
>>> font.height, font.text_width("AA")
(3, 6)
>>> font.text_mask("A").getdata()[1]
255
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image

from ...engine.errors import FileFormatError
from ...files.assets import asset_path
from .draw import pixels_of

UI_FONT = "workbench-8.bdf"
"""Requesters, windows and buttons: the Workbench's Topaz 8 look."""
BOARD_FONT = "board-11.bdf"
"""The screen's font, the original's 'xen 11' look: its title bar and the menu strip that takes its place
(Intuition draws both in the screen's font)."""
GUIDE_FONT = "guide-13.bdf"
"""The How To Play guide's text, monospaced: the original guide's 'xcourier 13' look."""

SAMPLE_BDF = """STARTFONT 2.1
FONTBOUNDINGBOX 3 3 0 0
STARTPROPERTIES 2
FONT_ASCENT 3
FONT_DESCENT 0
ENDPROPERTIES
CHARS 1
STARTCHAR A
ENCODING 65
DWIDTH 3 0
BBX 2 3 0 0
BITMAP
40
C0
C0
ENDCHAR
ENDFONT
"""


@dataclass(frozen=True)
class Glyph:
    advance: int
    width: int
    height: int
    x_offset: int
    y_offset: int
    rows: tuple[int, ...]
    """One int per row, the leftmost pixel in the top bit of ``width`` bits."""


class BitmapFont:
    """A BDF font: ``text_mask(s)`` is an L image (255 where ink) ``height`` rows tall."""

    def __init__(self, glyphs: dict[int, Glyph], ascent: int, descent: int, default: int, name: str = "") -> None:
        self.glyphs, self.ascent, self.descent, self.name = glyphs, ascent, descent, name
        self.default = glyphs.get(default) or glyphs.get(ord("?")) or next(iter(glyphs.values()))
        self.text_mask = lru_cache(maxsize=512)(self._text_mask)

    @property
    def height(self) -> int:
        return self.ascent + self.descent

    @classmethod
    def load(cls, path: str | Path) -> BitmapFont:
        path = Path(path)
        try:
            text = path.read_text(encoding="latin-1")
        except OSError as error:
            raise FileFormatError(f"cannot read the font: {error.strerror or error}", path) from None
        return cls.from_text(text, str(path))

    @classmethod
    def from_text(cls, text: str, name: str = "<font>") -> BitmapFont:
        props: dict[str, str] = {}
        glyphs: dict[int, Glyph] = {}
        lines = text.splitlines()
        i = 0
        while i < len(lines):
            words = lines[i].split()
            i += 1
            if not words:
                continue
            if words[0] in ("FONT_ASCENT", "FONT_DESCENT", "DEFAULT_CHAR") and len(words) == 2:
                props[words[0]] = words[1]
            elif words[0] == "STARTCHAR":
                start = i
                glyph, code, i = _read_glyph(lines, i)
                if glyph is None:
                    raise FileFormatError("a glyph without ENCODING, DWIDTH, BBX or BITMAP", name, start)
                if code >= 0:
                    glyphs[code] = glyph
        if not glyphs or "FONT_ASCENT" not in props or "FONT_DESCENT" not in props:
            raise FileFormatError("not a BDF font (no glyphs or no FONT_ASCENT/FONT_DESCENT)", name)
        return cls(glyphs, int(props["FONT_ASCENT"]), int(props["FONT_DESCENT"]),
                   int(props.get("DEFAULT_CHAR", "63")), name)

    def glyph(self, char: str) -> Glyph:
        return self.glyphs.get(ord(char), self.default)

    def text_width(self, text: str) -> int:
        return sum(self.glyph(c).advance for c in text)

    def _text_mask(self, text: str) -> Image.Image:
        mask = Image.new("L", (max(1, self.text_width(text)), self.height), 0)
        pixels = pixels_of(mask)
        x = 0
        for char in text:
            glyph = self.glyph(char)
            top = self.ascent - glyph.y_offset - glyph.height
            for dy, bits in enumerate(glyph.rows):
                for dx in range(glyph.width):
                    if bits >> (glyph.width - 1 - dx) & 1:
                        px, py = x + glyph.x_offset + dx, top + dy
                        if 0 <= px < mask.width and 0 <= py < mask.height:
                            pixels[px, py] = 255
            x += glyph.advance
        return mask

    def draw(self, frame: Image.Image, x: int, y: int, text: str, pen: int) -> int:
        """Draw ``text`` with its cell's top-left at (x, y) in ``pen``; returns the width."""
        if not text:
            return 0
        mask = self.text_mask(text)
        frame.paste(pen, (x, y, x + mask.width, y + mask.height), mask)
        return mask.width


def _read_glyph(lines: list[str], i: int) -> tuple[Glyph | None, int, int]:
    code, advance, bbx = None, None, None
    while i < len(lines):
        words = lines[i].split()
        i += 1
        if not words:
            continue
        if words[0] == "ENCODING":
            code = int(words[-1]) if len(words) == 2 else int(words[2])
        elif words[0] == "DWIDTH":
            advance = int(words[1])
        elif words[0] == "BBX":
            bbx = tuple(int(w) for w in words[1:5])
        elif words[0] == "BITMAP":
            if code is None or advance is None or bbx is None:
                return None, -1, i
            width, height, x_offset, y_offset = bbx
            rows = []
            for _ in range(height):
                hexrow = lines[i].strip()
                i += 1
                bits = int(hexrow, 16) if hexrow else 0
                rows.append(bits >> (len(hexrow) * 4 - width) if len(hexrow) * 4 >= width else bits)
            while i < len(lines) and lines[i].strip() != "ENDCHAR":
                i += 1
            return Glyph(advance, width, height, x_offset, y_offset, tuple(rows)), code, i + 1
    return None, -1, i


@cache
def shipped_font(file_name: str) -> BitmapFont:
    """One of the fonts in ``fonts/``, loaded once."""
    return BitmapFont.load(asset_path("fonts", file_name))
