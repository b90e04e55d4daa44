#!/usr/bin/env python3
"""Build the bitmap fonts in fonts/ from the glyph art in scripts/fontart/.

    python scripts/make_fonts.py [--out DIR] [--preview PNG]

Each art file holds one font's glyphs drawn as '#' (ink) and '.' (paper); this script turns
them into BDF 2.1 files.  The output depends on nothing but the art, so running it again gives
byte-identical files.  --preview also writes a sample of every font, scaled up 4x.

The fonts were drawn for freecell-retro and are released under the project's MIT licence.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
ROOT = SCRIPTS.parent
ART_DIR = SCRIPTS / "fontart"
RESOLUTION = 72  # dpi; at 72 dpi a point is a pixel, so POINT_SIZE is PIXEL_SIZE * 10
DEFAULT_CHAR = ord("?")
COPYRIGHT = "Copyright (c) the freecell-retro developers"
NOTICE = "Drawn for freecell-retro; released under the project's MIT licence."

# Every font covers printable ASCII, all of Latin-1 (the letters of German, French, Italian, Spanish,
# Swedish and their neighbours: Ä ö ß é ç ñ ¿ å ø æ…), plus these (the UI shows them).
EXTRA_CHARS = "\u2014\u2190\u2191\u2192\u2193"  # — ← ↑ → ↓
LATIN_1 = tuple(range(0xA0, 0x100))
REQUIRED = tuple(range(32, 127)) + LATIN_1 + tuple(ord(c) for c in EXTRA_CHARS)


@dataclass(frozen=True)
class FontSpec:
    name: str  # file stem of both the art and the BDF file
    family: str
    height: int  # cell height in pixels (= PIXEL_SIZE = ascent + descent)
    ascent: int
    cap_height: int
    x_height: int
    cell_width: int | None = None  # monospaced: every glyph is drawn this wide and advances this far
    spacing: int = 1  # proportional: blank columns added after each glyph's art

    @property
    def descent(self) -> int:
        return self.height - self.ascent


FONTS = (
    # Menus, requesters, buttons: Topaz-like, 8x8 cell, 2-px vertical strokes.
    FontSpec("workbench-8", "Workbench", height=8, ascent=7, cap_height=7, x_height=5, cell_width=8),
    # Title bar and board labels: proportional, 1-px strokes.
    FontSpec("board-11", "Board", height=11, ascent=9, cap_height=8, x_height=6, spacing=1),
    # The guide's text (the original's guide used xcourier 13): monospaced, 8x13 cell, 1-px strokes.
    FontSpec("guide-13", "Guide", height=13, ascent=10, cap_height=8, x_height=6, cell_width=8),
)


@dataclass(frozen=True)
class Glyph:
    code: int
    rows: tuple[str, ...]  # top to bottom, '#' ink, '.' paper

    @property
    def width(self) -> int:
        return len(self.rows[0])


class ArtError(ValueError):
    pass


def parse_art(text: str, spec: FontSpec, source: str = "<art>") -> dict[int, Glyph]:
    """Glyphs of an art file: 'U+XXXX name' then spec.height rows of '#'/'.'; ';' comments."""
    glyphs: dict[int, Glyph] = {}
    code: int | None = None
    rows: list[str] = []
    start = 0

    def finish() -> None:
        if code is None:
            return
        where = f"{source}:{start}: U+{code:04X}"
        if len(rows) != spec.height:
            raise ArtError(f"{where}: {len(rows)} rows, want {spec.height}")
        if len({len(r) for r in rows}) != 1:
            raise ArtError(f"{where}: rows of different widths")
        if spec.cell_width is not None and len(rows[0]) != spec.cell_width:
            raise ArtError(f"{where}: {len(rows[0])} columns, want {spec.cell_width}")
        if code in glyphs:
            raise ArtError(f"{where}: drawn twice")
        glyphs[code] = Glyph(code, tuple(rows))

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("U+"):
            finish()
            code, rows, start = int(line.split()[0][2:], 16), [], number
        elif code is not None and set(line) <= {"#", "."}:
            rows.append(line)
        else:
            raise ArtError(f"{source}:{number}: not a glyph header or a row of '#'/'.': {raw!r}")
    finish()
    missing = [c for c in REQUIRED if c not in glyphs]
    if missing:
        raise ArtError(f"{source}: no glyph for " + ", ".join(f"U+{c:04X}" for c in missing))
    return glyphs


def load_art(spec: FontSpec) -> dict[int, Glyph]:
    path = ART_DIR / f"{spec.name}.txt"
    return parse_art(path.read_text(encoding="utf-8"), spec, str(path))


def advance(spec: FontSpec, glyph: Glyph) -> int:
    return spec.cell_width if spec.cell_width is not None else glyph.width + spec.spacing


def ink_box(spec: FontSpec, glyph: Glyph) -> tuple[int, int, int, int]:
    """BDF BBX of the inked pixels: width, height, x offset, y offset of the lower-left corner."""
    ink_rows = [y for y, row in enumerate(glyph.rows) if "#" in row]
    ink_cols = [x for x in range(glyph.width) if any(row[x] == "#" for row in glyph.rows)]
    if not ink_rows:
        return 0, 0, 0, 0
    top, bottom, left, right = ink_rows[0], ink_rows[-1], ink_cols[0], ink_cols[-1]
    return right - left + 1, bottom - top + 1, left, spec.ascent - 1 - bottom


def bitmap_lines(glyph: Glyph, box: tuple[int, int, int, int], ascent: int) -> list[str]:
    width, height, left, yoff = box
    top = ascent - yoff - height
    digits = (width + 7) // 8 * 2
    lines = []
    for row in glyph.rows[top : top + height]:
        bits = row[left : left + width].replace("#", "1").replace(".", "0")
        value = int(bits, 2) << (digits * 4 - width)
        lines.append(f"{value:0{digits}X}")
    return lines


def bdf_text(spec: FontSpec, glyphs: dict[int, Glyph]) -> str:
    ordered = [glyphs[c] for c in sorted(glyphs)]
    boxes = {g.code: ink_box(spec, g) for g in ordered}
    inked = [b for b in boxes.values() if b[0]]
    left = min(b[2] for b in inked)
    right = max(b[2] + b[0] for b in inked)
    bottom = min(b[3] for b in inked)
    top = max(b[3] + b[1] for b in inked)
    if bottom < -spec.descent or top > spec.ascent:
        raise ArtError(f"{spec.name}: ink outside the ascent/descent")
    spacing = "C" if spec.cell_width is not None else "P"
    average = round(10 * sum(advance(spec, g) for g in ordered) / len(ordered))
    size = spec.height
    xlfd = (
        f"-FreeCell-{spec.family}-Medium-R-Normal--{size}-{size * 10}-{RESOLUTION}-{RESOLUTION}"
        f"-{spacing}-{average}-ISO10646-1"
    )
    properties = [
        ("FOUNDRY", '"FreeCell"'),
        ("FAMILY_NAME", f'"{spec.family}"'),
        ("WEIGHT_NAME", '"Medium"'),
        ("SLANT", '"R"'),
        ("SETWIDTH_NAME", '"Normal"'),
        ("ADD_STYLE_NAME", '""'),
        ("PIXEL_SIZE", size),
        ("POINT_SIZE", size * 10),
        ("RESOLUTION_X", RESOLUTION),
        ("RESOLUTION_Y", RESOLUTION),
        ("SPACING", f'"{spacing}"'),
        ("AVERAGE_WIDTH", average),
        ("CHARSET_REGISTRY", '"ISO10646"'),
        ("CHARSET_ENCODING", '"1"'),
        ("FONT_ASCENT", spec.ascent),
        ("FONT_DESCENT", spec.descent),
        ("CAP_HEIGHT", spec.cap_height),
        ("X_HEIGHT", spec.x_height),
        ("DEFAULT_CHAR", DEFAULT_CHAR),
        ("COPYRIGHT", f'"{COPYRIGHT}"'),
        ("NOTICE", f'"{NOTICE}"'),
    ]
    out = [
        "STARTFONT 2.1",
        f"FONT {xlfd}",
        f"SIZE {size} {RESOLUTION} {RESOLUTION}",
        f"FONTBOUNDINGBOX {right - left} {top - bottom} {left} {bottom}",
        f"STARTPROPERTIES {len(properties)}",
        *(f"{key} {value}" for key, value in properties),
        "ENDPROPERTIES",
        f"CHARS {len(ordered)}",
    ]
    for glyph in ordered:
        box = boxes[glyph.code]
        dwidth = advance(spec, glyph)
        swidth = (dwidth * 2000 + size) // (2 * size)  # DWIDTH * 1000 / PIXEL_SIZE, rounded
        out += [
            f"STARTCHAR U+{glyph.code:04X}",
            f"ENCODING {glyph.code}",
            f"SWIDTH {swidth} 0",
            f"DWIDTH {dwidth} 0",
            "BBX {} {} {} {}".format(*box),
            "BITMAP",
            *bitmap_lines(glyph, box, spec.ascent),
            "ENDCHAR",
        ]
    out.append("ENDFONT")
    return "\n".join(out) + "\n"


def build(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for spec in FONTS:
        path = out_dir / f"{spec.name}.bdf"
        path.write_bytes(bdf_text(spec, load_art(spec)).encode("ascii"))
        written.append(path)
    return written


PREVIEW_LINES = (
    "FreeCell  Game #617  Attempt 1  Moves 12  0:42",
    "New Game  Select Game  Restart Game  Undo",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "abcdefghijklmnopqrstuvwxyz",
    "0123456789  !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    "\u00a9 1991  20\u00b0  3\u00d74  \u2190 \u2192 \u2191 \u2193  Quick brown fox, jumpy quag.",
)


def preview(fonts: list[Path], png: Path, scale: int = 4) -> None:
    """Both fonts, black on white, through Pillow's FreeType BDF support, scaled up."""
    from PIL import Image, ImageDraw, ImageFont

    blocks = []
    for path in fonts:
        size = int(path.stem.rsplit("-", 1)[1])
        font = ImageFont.truetype(str(path), size)
        width = max(int(font.getlength(line)) for line in PREVIEW_LINES) + 8
        block = Image.new("L", (width, (size + 2) * len(PREVIEW_LINES) + 6), 255)
        draw = ImageDraw.Draw(block)
        draw.fontmode = "1"
        for i, line in enumerate(PREVIEW_LINES):
            draw.text((4, 3 + i * (size + 2)), line, font=font, fill=0)
        blocks.append(block)
    sheet = Image.new("L", (max(b.width for b in blocks), sum(b.height for b in blocks)), 160)
    y = 0
    for block in blocks:
        sheet.paste(block, (0, y))
        y += block.height
    sheet.resize((sheet.width * scale, sheet.height * scale), Image.Resampling.NEAREST).save(png)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "fonts", help="where to write the BDF files")
    parser.add_argument("--preview", type=Path, metavar="PNG", help="also render a sample sheet")
    args = parser.parse_args(argv)
    try:
        written = build(args.out)
    except ArtError as error:
        print(f"make_fonts: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    if args.preview:
        preview(written, args.preview)
        print(args.preview)
    return 0


if __name__ == "__main__":
    sys.exit(main())
