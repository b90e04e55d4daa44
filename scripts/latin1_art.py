#!/usr/bin/env python3
"""Start the Latin-1 letters of a font's art from the letters it has (a drawing aid, run once a font).

    python scripts/latin1_art.py FONT >> scripts/fontart/FONT.txt

Each accented letter is its base letter with the accent drawn above (a capital is pressed a row or
two shorter where the cell has no room above it, as the Amiga's Topaz did) or the cedilla below;
Ø ø are O o struck through, Ð the D with a bar, þ Þ ¡ ¿ µ ¢ ¥ ± ÷ ¦ ¬ « » and the others are made from
the letters and signs they come from. The few that come from nothing (ß æ Æ ð § ¶ £ ¤ ® ª º ² ³ ¹ ¼ ½
¾) are drawn by hand in the HAND table below. The art files stay the source: what this prints is
looked at (``make_fonts.py --preview``) and touched up by hand in the art file.
"""

from __future__ import annotations

import sys
import unicodedata
from dataclasses import dataclass

import make_fonts
from make_fonts import FONTS, FontSpec, load_art

make_fonts.REQUIRED = tuple(range(32, 127))  # the art is read before it has its Latin-1 letters

Rows = list[str]


@dataclass(frozen=True)
class Metrics:
    """Where an accent goes in one font."""

    cap_top: int  # first row of a capital
    x_top: int  # first row of the x-height
    lower_accent: int  # first row of a lower-case letter's accent
    upper_room: int  # rows above a capital kept for its accent (the capital is pressed to make them)
    bold: bool  # two-pixel vertical strokes


METRICS = {
    "workbench-8": Metrics(cap_top=0, x_top=2, lower_accent=0, upper_room=2, bold=True),
    "board-11": Metrics(cap_top=1, x_top=3, lower_accent=0, upper_room=2, bold=False),
    "guide-13": Metrics(cap_top=2, x_top=4, lower_accent=1, upper_room=2, bold=False),
}

THIN = {
    "grave": ["#.", ".#"], "acute": [".#", "#."], "circumflex": [".#.", "#.#"], "diaeresis": ["#.#", "..."],
    "tilde": [".#.#", "#.#."], "ring": [".#.", "#.#", ".#."], "ring-upper": [".#.", "#.#"],
}
BOLD = {
    "grave": [".##..", "..##."], "acute": ["..##.", ".##.."], "circumflex": [".####.", "##..##"],
    "diaeresis": ["##..##", "......"], "tilde": [".##..#", "#..##."], "ring": ["..##..", ".#..#."],
    "ring-upper": ["..##..", ".#..#."],
}
ACCENTS = {"\u0300": "grave", "\u0301": "acute", "\u0302": "circumflex", "\u0308": "diaeresis", "\u0303": "tilde",
           "\u030a": "ring"}


def blank(width: int, height: int) -> Rows:
    return ["." * width for _ in range(height)]


def ink_columns(rows: Rows) -> tuple[int, int]:
    cols = [x for x in range(len(rows[0])) if any(row[x] == "#" for row in rows)]
    return (cols[0], cols[-1]) if cols else (0, len(rows[0]) - 1)


def stamp(rows: Rows, mark: Rows, top: int, left: int) -> Rows:
    """``mark`` drawn onto ``rows`` with its top-left at (left, top); rows widen if needed."""
    out = list(rows)
    need = left + len(mark[0])
    if need > len(out[0]):
        out = [row + "." * (need - len(row)) for row in out]
    for dy, line in enumerate(mark):
        row = list(out[top + dy])
        for dx, char in enumerate(line):
            if char == "#":
                row[left + dx] = "#"
        out[top + dy] = "".join(row)
    return out


def press(rows: Rows, top: int, bottom: int, count: int) -> Rows:
    """Rows ``top``..``bottom`` of a capital made ``count`` rows shorter (rows that repeat the one
    above go first, from the middle out), the capital then standing on the baseline as before."""
    body = rows[top:bottom + 1]
    for _ in range(count):
        middle = len(body) // 2
        order = sorted(range(1, len(body)), key=lambda i: abs(i - middle))
        drop = next((i for i in order if body[i] == body[i - 1]), order[0])
        del body[drop]
    width = len(rows[0])
    return rows[:top] + ["." * width] * count + body + rows[bottom + 1:]


def accented(spec: FontSpec, m: Metrics, glyphs: dict[int, Rows], base: str, accent: str) -> Rows:
    upper = base.isupper()
    if base == "i":
        rows = list(glyphs[ord("i")])
        rows = ["." * len(rows[0])] * m.x_top + rows[m.x_top:]  # the dot goes
    else:
        rows = list(glyphs[ord(base)])
    bottom = spec.ascent - 1
    name = "ring-upper" if accent == "ring" and upper else accent
    mark = (BOLD if m.bold else THIN)[name]
    if upper:
        room = m.upper_room
        pressed = max(0, room - m.cap_top)
        if pressed:
            rows = press(rows, m.cap_top, bottom, pressed)
        top = m.cap_top + pressed - len(mark)
        region = rows[m.cap_top + pressed:bottom + 1]
    else:
        top = m.lower_accent if accent != "ring" else max(0, m.x_top - len(mark))
        region = rows[m.x_top:bottom + 1]
    left_ink, right_ink = ink_columns(region)
    centre = (left_ink + right_ink) / 2
    left = round(centre - (len(mark[0]) - 1) / 2 + 0.01)
    if left < 0:
        rows = ["." * -left + row for row in rows]
        left = 0
    return stamp(rows, mark, max(0, top), left)


def cedilla(spec: FontSpec, m: Metrics, rows: Rows) -> Rows:
    left, right = ink_columns(rows[:spec.ascent])
    centre = round((left + right) / 2)
    if m.bold:
        return stamp(rows, ["..##"], spec.ascent, max(0, centre - 2))
    mark = [".#", "#."] if spec.descent >= 2 else ["#"]
    return stamp(rows, mark, spec.ascent, max(0, centre - 1))


def struck(rows: Rows, m: Metrics, top: int, bottom: int) -> Rows:
    """``rows`` with a stroke from the bottom-left to the top-right of rows top..bottom."""
    left, right = ink_columns(rows[top:bottom + 1])
    out = [list(row) for row in rows]
    for y in range(top, bottom + 1):
        x = left + round((bottom - y) * (right - left) / max(1, bottom - top))
        out[y][x] = "#"
    return ["".join(row) for row in out]


def flipped(rows: Rows, top: int, bottom: int, mirror: bool) -> Rows:
    body = rows[top:bottom + 1][::-1]
    if mirror:
        left, right = ink_columns(body)
        body = [row[:left] + row[left:right + 1][::-1] + row[right + 1:] for row in body]
    return rows[:top] + body + rows[bottom + 1:]


def derived(spec: FontSpec, m: Metrics, g: dict[int, Rows], char: str) -> Rows | None:
    """The signs and letters made from others; None for the ones drawn by hand."""
    bottom = spec.ascent - 1
    width = len(g[ord("A")][0])
    if char == "\u00a0":
        return list(g[32])
    if char == "\u00ad":
        return list(g[ord("-")])
    if char == "\u00a1":
        return flipped(list(g[ord("!")]), m.cap_top, bottom, False)
    if char == "\u00bf":
        return flipped(list(g[ord("?")]), m.cap_top, bottom, True)
    if char == "\u00a6":
        rows = list(g[ord("|")])
        middle = (m.cap_top + bottom) // 2
        return [("." * len(row)) if y == middle else row for y, row in enumerate(rows)]
    if char in "\u00d8\u00f8":
        rows = list(g[ord("O" if char == "\u00d8" else "o")])
        top = m.cap_top if char == "\u00d8" else m.x_top
        return struck(rows, m, top, bottom)
    if char == "\u00d0":
        rows = ["." + row for row in g[ord("D")]]
        if spec.cell_width:
            rows = [row[:-1] for row in rows]
        middle = (m.cap_top + bottom) // 2
        left, _ = ink_columns(rows)
        return stamp(rows, ["#" * (4 if m.bold else 3)], middle, left - 1)
    if char == "\u00fe":  # thorn: p with b's ascender
        p, b = g[ord("p")], g[ord("b")]
        return [b[y] if y < m.x_top else p[y] for y in range(spec.height)]
    if char == "\u00de":
        p = list(g[ord("P")])
        left, _ = ink_columns(p)
        stem = p[bottom]
        return p[:m.cap_top] + [stem] + p[m.cap_top:bottom - 1] + [stem] + p[bottom + 1:]
    if char == "\u00b5":
        u = list(g[ord("u")])
        left, _ = ink_columns(u[m.x_top:spec.ascent])
        stem = u[m.x_top]
        return u[:spec.ascent] + [stem[:left + (2 if m.bold else 1)].ljust(len(stem), ".")] * spec.descent
    if char == "\u00a2":
        c = list(g[ord("c")])
        left, right = ink_columns(c)
        x = (left + right) // 2
        mark = ["##" if m.bold else "#"] * (bottom - m.x_top + 3)
        return stamp(c, mark, m.x_top - 1, x)
    if char == "\u00a5":
        yen = list(g[ord("Y")])
        left, right = ink_columns(yen)
        bar = "#" * (right - left + 1)
        mid = (m.cap_top + bottom) // 2 + 1
        return stamp(stamp(yen, [bar], mid, left), [bar], mid + 2, left) if bottom - mid > 2 else stamp(yen, [bar], mid,
                                                                                                     left)
    if char == "\u00b1":
        plus = list(g[ord("+")])
        plus = plus[1:] + ["." * len(plus[0])]
        left, right = ink_columns(plus)
        return stamp(plus, ["#" * (right - left + 1)], bottom, left)
    if char == "\u00f7":
        minus = list(g[ord("-")])
        left, right = ink_columns(minus)
        y = next(i for i, row in enumerate(minus) if "#" in row)
        dot = ["##"] if m.bold else ["#"]
        x = (left + right) // 2 - (1 if m.bold else 0)
        return stamp(stamp(minus, dot, y - 2, x), dot, y + 2, x)
    if char == "\u00ac":
        minus = list(g[ord("-")])
        left, right = ink_columns(minus)
        y = next(i for i, row in enumerate(minus) if "#" in row)
        return stamp(minus, ["#" * (2 if m.bold else 1)], y + 1, right - (1 if m.bold else 0))
    if char in "\u00ab\u00bb":
        lt = g[ord("<" if char == "\u00ab" else ">")]
        left, right = ink_columns(lt)
        half = [row[left:right + 1] for row in lt]
        narrow = [row[::2] if not m.bold else row[: max(1, len(row) - 1)] for row in half]
        rows = blank(max(width, 2 * len(narrow[0]) + 1), spec.height)
        rows = stamp(rows, narrow, 0, 0)
        rows = stamp(rows, narrow, 0, len(narrow[0]) - (1 if m.bold else 0) + 1)
        return [row[:width] if spec.cell_width else row.rstrip(".") or "." for row in rows] \
            if spec.cell_width else _trim(rows)
    if char in "\u00a8\u00b4\u00af\u00b8\u00b7":
        rows = blank(width if spec.cell_width else 3, spec.height)
        mark = {"\u00a8": (BOLD if m.bold else THIN)["diaeresis"][:1], "\u00b4": (BOLD if m.bold else THIN)["acute"],
                "\u00af": ["#" * (5 if m.bold else 3)], "\u00b8": [".#", "#."] if not m.bold else ["..##"],
                "\u00b7": ["##"] if m.bold else ["#"]}[char]
        if char == "\u00b8":
            return stamp(rows, mark, spec.ascent, 1 if spec.cell_width else 0)
        y = (m.cap_top + bottom) // 2 if char == "\u00b7" else m.cap_top
        return stamp(rows, mark, y, (1 if spec.cell_width else 0))
    return None


def _trim(rows: Rows) -> Rows:
    left, right = ink_columns(rows)
    return [row[: right + 1] for row in rows]


def numeral(char: str, spec: FontSpec, m: Metrics) -> Rows:
    """¹ ² ³ and ¼ ½ ¾ from the small digits."""
    if char in "\u00b9\u00b2\u00b3":
        return superscript({"\u00b9": "1", "\u00b2": "2", "\u00b3": "3"}[char], spec, m)
    top, bottom = {"\u00bc": ("1", "4"), "\u00bd": ("1", "2"), "\u00be": ("3", "4")}[char]
    return fraction(top, bottom, spec, m)


def compose(spec: FontSpec) -> dict[int, Rows]:
    art = load_art(spec)
    glyphs = {code: list(glyph.rows) for code, glyph in art.items()}
    m = METRICS[spec.name]
    made: dict[int, Rows] = {}
    for code in range(0xA0, 0x100):
        if code in glyphs:
            continue
        char = chr(code)
        parts = unicodedata.normalize("NFD", char)
        if len(parts) == 2 and parts[1] in ACCENTS:
            rows = accented(spec, m, glyphs, "i" if parts[0] == "i" else parts[0], ACCENTS[parts[1]])
        elif len(parts) == 2 and parts[1] == "\u0327":
            rows = cedilla(spec, m, list(glyphs[ord(parts[0])]))
        else:
            rows = derived(spec, m, glyphs, char) or HAND.get(spec.name, {}).get(char) or numeral(char, spec, m)
        if spec.cell_width:
            rows = [row[: spec.cell_width].ljust(spec.cell_width, ".") for row in rows]
        made[code] = rows
    return made


def _art(text: str, height: int, top: int, width: int | None = None) -> Rows:
    """A hand-drawn glyph: its rows from ``top``, blank rows around it, ``width`` columns."""
    rows = text.split()
    width = width or len(rows[0])
    rows = [row.ljust(width, ".") for row in rows]
    return ["." * width] * top + rows + ["." * width] * (height - top - len(rows))


MICRO = {"1": [".#.", "##.", ".#.", "###"], "2": ["##.", "..#", ".#.", "###"], "3": ["##.", ".##", "..#", "##."],
         "4": ["#.#", "#.#", "###", "..#"]}


def superscript(digit: str, spec: FontSpec, m: Metrics) -> Rows:
    rows = blank(spec.cell_width or 4, spec.height)
    return stamp(rows, MICRO[digit], m.cap_top, 1 if spec.cell_width else 0)


def fraction(top_digit: str, bottom_digit: str, spec: FontSpec, m: Metrics) -> Rows:
    width = 8 if spec.cell_width is None or spec.cell_width >= 8 else spec.cell_width
    if spec.cell_width:
        width = spec.cell_width - 1
    bottom = spec.ascent - 1
    rows = blank(width, spec.height)
    rows = stamp(rows, MICRO[top_digit], m.cap_top, 0)
    rows = stamp(rows, MICRO[bottom_digit], bottom - 3, width - 3)
    out = [list(row) for row in rows]
    for y in range(m.cap_top, bottom + 1):
        x = 1 + round((bottom - y) * (width - 3) / (bottom - m.cap_top))
        out[y][x] = "#"
    rows = ["".join(row) for row in out]
    return [row.ljust(spec.cell_width, ".") for row in rows] if spec.cell_width else rows


HAND: dict[str, dict[str, Rows]] = {
    "workbench-8": {
        "\u00df": _art(".####... ##..##.. ##..##.. ##.##... ##..##.. ##..##.. ##.##... ##......", 8, 0),
        "\u00e6": _art(".##.##.. ...##.## .######. ##.##... .##.###.", 8, 2),
        "\u00c6": _art(".######. ##.##... ##.##... ##.####. #####... ##.##... ##.####.", 8, 0),
        "\u00f0": _art(".##.##.. ...##... ..#.##.. .#####.. ##..##.. ##..##.. .####...", 8, 0),
        "\u00a7": _art(".####... ##...... .####... ##..##.. .####... ....##.. .####...", 8, 0),
        "\u00b6": _art(".#####.. ####.#.. ####.#.. .###.#.. ...#.#.. ...#.#.. ...#.#..", 8, 0),
        "\u00a3": _art("..###... .##.##.. .##..... ####.... .##..... .##..#.. ######..", 8, 0),
        "\u00a4": _art("##..##.. .####... .#..#... .####... ##..##..", 8, 1),
        "\u00ae": _art(".#####.. #.....#. #.##..#. #.#.#.#. #.##..#. #.#.#.#. .#####..", 8, 0),
        "\u00aa": _art(".###.... ...##... .####... ##.##... .####... ........ #####...", 8, 0),
        "\u00ba": _art(".###.... ##.##... ##.##... .###.... ........ #####...", 8, 0),
    },
    "board-11": {
        "\u00df": _art(".##.. #..#. #..#. #.#.. #..#. #...# #...# #.##.", 11, 1),
        "\u00e6": _art(".##.##. ...#..# .###### #..#... #..#..# .##.##.", 11, 3),
        "\u00c6": _art("..##### .#.#... #..#... #..#### #####.. #..#... #..#... #..####", 11, 1),
        "\u00f0": _art(".#.#. ..#.. .#.#. ....# .#### #...# #...# .###.", 11, 1),
        "\u00a7": _art(".###. #.... .##.. #..#. #..#. .##.. ...#. ###..", 11, 1),
        "\u00b6": _art(".#### ###.# ###.# .##.# ..#.# ..#.# ..#.# ..#.#", 11, 1),
        "\u00a3": _art("..##. .#..# .#... ####. .#... .#... .#..# #####", 11, 1),
        "\u00a4": _art("#...# .###. .#.#. .###. #...#", 11, 3),
        "\u00ae": _art(".#####. #.....# #.##..# #.#.#.# #.##..# #.#.#.# #.....# .#####.", 11, 1),
        "\u00aa": _art(".##. ...# .### #..# .### .... ####", 11, 1),
        "\u00ba": _art(".##. #..# #..# .##. .... ####", 11, 1),
    },
    "guide-13": {
        "\u00df": _art("..##.... .#..#... .#..#... .#.#.... .#..#... .#...#.. .#...#.. .#.##...", 13, 2),
        "\u00e6": _art(".##.##.. ...#..#. .######. #..#.... #..#..#. .##.##..", 13, 4),
        "\u00c6": _art("..#####. .#.#.... #..#.... #..####. #####... #..#.... #..#.... #..####.", 13, 2),
        "\u00f0": _art("..#.#... ...#.... ..#.#... .....#.. ..####.. .#...#.. .#...#.. ..###...", 13, 2),
        "\u00a7": _art("..###... .#...... ..##.... .#..#... .#..#... ..##.... ....#... .###....", 13, 2),
        "\u00b6": _art("..####.. .###.#.. .###.#.. ..##.#.. ...#.#.. ...#.#.. ...#.#.. ...#.#..", 13, 2),
        "\u00a3": _art("...##... ..#..#.. ..#..... .####... ..#..... ..#..... ..#..#.. .#####..", 13, 2),
        "\u00a4": _art(".#...#.. ..###... ..#.#... ..###... .#...#..", 13, 4),
        "\u00ae": _art(".#####.. #.....#. #.##..#. #.#.#.#. #.##..#. #.#.#.#. #.....#. .#####..", 13, 2),
        "\u00aa": _art("..##.... ....#... ..###... .#..#... ..###... ........ .####...", 13, 2),
        "\u00ba": _art("..##.... .#..#... .#..#... ..##.... ........ .####...", 13, 2),
    },
}


def main() -> None:
    spec = next(s for s in FONTS if s.name == sys.argv[1])
    for code, rows in compose(spec).items():
        print(f"\nU+{code:04X} {unicodedata.name(chr(code)).lower()}")
        print("\n".join(rows))


if __name__ == "__main__":
    main()
