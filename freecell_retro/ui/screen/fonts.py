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

from ...engine.errors import FileFormatError, FreeCellError, one_line
from ...files.amigafont import AmigaFont, FontChoice, load_font
from ...files.assets import asset_path
from ...language import _
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
            raise FileFormatError(_("cannot read the font: {problem}").format(problem=error.strerror or error), path) \
                from None
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
                    raise FileFormatError(_("a glyph without ENCODING, DWIDTH, BBX or BITMAP"), name, start)
                if code >= 0:
                    glyphs[code] = glyph
        if not glyphs or "FONT_ASCENT" not in props or "FONT_DESCENT" not in props:
            raise FileFormatError(_("not a BDF font (no glyphs or no FONT_ASCENT/FONT_DESCENT)"), name)
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


def amiga_font(font: AmigaFont) -> BitmapFont:
    """An Amiga font as the screen draws fonts: each glyph a cell as tall as the font, drawn at its kern
    and advancing by its spacing; the font's own glyph for characters it lacks."""
    descent = font.height - font.baseline - 1
    glyphs = {code: Glyph(g.advance, g.width, font.height, g.kern, -descent, g.rows) for code, g in font.glyphs.items()}
    missing = font.missing
    glyphs[MISSING] = Glyph(missing.advance, missing.width, font.height, missing.kern, -descent, missing.rows)
    for char, stand_in in STAND_INS.items():  # the game's few characters beyond Latin-1, as an Amiga font can
        if ord(stand_in) in glyphs:
            glyphs.setdefault(ord(char), glyphs[ord(stand_in)])
    return BitmapFont(glyphs, font.baseline + 1, descent, MISSING, font.name)


STAND_INS = {"\u2014": "-", "\u2013": "-", "\u2190": "<", "\u2192": ">", "\u2191": "^", "\u2193": "v",
             "\u2026": ".", "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-"}
"""Characters the game writes that no Amiga font (Latin-1) holds, drawn as the Amiga would have
written them: the dashes as -, the arrows as < > ^ v."""


MISSING = -1
"""Where an Amiga font's glyph for the characters it lacks is kept."""


@dataclass(frozen=True)
class ScreenFonts:
    """The fonts a screen draws with: the board's (title bar, menus, requesters), the guide's, and one
    line for the player when a font the tool types asked for could not be used."""

    board: BitmapFont
    ui: BitmapFont
    guide: BitmapFont
    problem: str | None = None


def screen_fonts(choice: FontChoice | None) -> ScreenFonts:
    """The fonts the tool types ask for (FONTS, FONT, GUIDEFONT), each the built-in one where none is
    asked for or the one asked for is missing, damaged or hostile (said in :attr:`ScreenFonts.problem`)."""
    if choice is None:
        return _built_in()
    return _chosen(choice)


@cache
def _built_in() -> ScreenFonts:
    return ScreenFonts(shipped_font(BOARD_FONT), shipped_font(UI_FONT), shipped_font(GUIDE_FONT))


@lru_cache(maxsize=4)
def _chosen(choice: FontChoice) -> ScreenFonts:
    built_in, problems = _built_in(), []
    board, ui, guide = built_in.board, built_in.ui, built_in.guide
    for wanted, which in ((choice.board, "board"), (choice.guide, "guide")):
        if wanted is None:
            continue
        try:
            font = amiga_font(load_font(choice.folder, *wanted))
        except FreeCellError as error:  # FileFormatError and a name that would leave its folder alike
            problems.append(f"{wanted[0]}/{wanted[1]}: {error}")
            continue
        if which == "board":
            board = ui = font
        else:
            guide = font
    problem = one_line(_("{problems}; the built-in font is used").format(problems="; ".join(problems))) \
        if problems else None
    return ScreenFonts(board, ui, guide, problem)


@cache
def shipped_font(file_name: str) -> BitmapFont:
    """One of the fonts in ``fonts/``, loaded once."""
    return BitmapFont.load(asset_path("fonts", file_name))
