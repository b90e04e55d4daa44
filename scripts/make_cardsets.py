#!/usr/bin/env python3
"""Make the two shipped card sets, ``large`` and ``small``, from pixel-art text.

    python scripts/make_cardsets.py [--out DIR] [--palette FILE]

writes ``DIR/large/`` and ``DIR/small/`` (default DIR: ``data/cardsets``), each holding
``cards.png`` and ``cardset.yaml`` as docs/cardsets.md describes.  The art lives in
``scripts/cardart/*.txt`` as grids of characters, one character a pixel; the output is
byte-for-byte the same on every run.

Art files: ``; comment`` lines, ``[name]`` starts a grid, a blank line ends it.  The
characters (see PEN_CHARS and the per-suit letters in SUIT_INKS / COURT_COLOURS):

    _ transparent   . leave what is under it
    F felt 0   K black 1    R red 2      g light grey 3   B WB blue 4   Y gold 5
    s skin 6   r dark red 7 c lt cyan 8  N navy 9         b blue 10     n brown 11
    G dk grey 12  C cyan 13  W white 14  p pink 15
    X the suit's ink (red 2 / black 1)   x the suit's shade (dark red 7 / dark grey 12)
    M m A a   court clothing: main colour, its shade, accent colour, its shade (by suit)
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
ART = Path(__file__).resolve().parent / "cardart"

TRANSPARENT = 16
FACE, INK = 14, 1
SUITS = ("clubs", "diamonds", "hearts", "spades")  # the engine's order
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

PEN_CHARS = {
    "_": TRANSPARENT, "F": 0, "K": 1, "R": 2, "g": 3, "B": 4, "Y": 5, "s": 6, "r": 7,
    "c": 8, "N": 9, "b": 10, "n": 11, "G": 12, "C": 13, "W": 14, "p": 15,
}
# X = the suit's ink, x = its shade
SUIT_INKS = {
    "clubs": {"X": 1, "x": 12},
    "diamonds": {"X": 2, "x": 7},
    "hearts": {"X": 2, "x": 7},
    "spades": {"X": 1, "x": 12},
}
# court clothing: M main, m its shade, A accent, a its shade
COURT_COLOURS = {
    "clubs": {"M": 10, "m": 9, "A": 2, "a": 7},
    "diamonds": {"M": 2, "m": 7, "A": 10, "a": 9},
    "hearts": {"M": 7, "m": 1, "A": 5, "a": 11},
    "spades": {"M": 9, "m": 1, "A": 7, "a": 2},
}


# --------------------------------------------------------------------------- art files

def load_art(path: Path) -> dict[str, list[str]]:
    """The named grids of one art file."""
    grids: dict[str, list[str]] = {}
    name = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.rstrip()
        if line.startswith(";"):
            continue
        if line.startswith("["):
            name = line.strip("[]")
            if name in grids:
                raise ValueError(f"{path.name}:{number}: grid [{name}] twice")
            grids[name] = []
        elif not line:
            name = None
        elif name is None:
            raise ValueError(f"{path.name}:{number}: art outside a [grid]")
        else:
            if grids[name] and len(line) != len(grids[name][0]):
                raise ValueError(f"{path.name}:{number}: row of [{name}] is not as wide as the first")
            grids[name].append(line)
    return grids


def load_palette(path: Path) -> list[tuple[int, int, int]]:
    """The 16 pens of a palette file, as 8-bit RGB."""
    pens: dict[int, tuple[int, int, int]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].isdigit() and len(parts[1]) == 3:
            pens[int(parts[0])] = tuple(int(digit, 16) * 17 for digit in parts[1])
    if not set(range(16)) <= set(pens):  # pens 16-17 (Four-Colour Suits) are the game's, not the sheet's
        raise ValueError(f"{path}: needs pens 0-15")
    return [pens[i] for i in range(16)]


# --------------------------------------------------------------------------- drawing

class Canvas:
    """A rectangle of pen numbers (TRANSPARENT where nothing is)."""

    def __init__(self, width: int, height: int, fill: int = TRANSPARENT):
        self.width, self.height = width, height
        self.px = [[fill] * width for _ in range(height)]

    def put(self, x: int, y: int, pen: int) -> None:
        if 0 <= x < self.width and 0 <= y < self.height:
            self.px[y][x] = pen

    def rect(self, x0: int, y0: int, x1: int, y1: int, pen: int) -> None:
        """Fill the rectangle with corners (x0, y0) and (x1, y1), both included."""
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                self.put(x, y, pen)

    def frame(self, x0: int, y0: int, x1: int, y1: int, pen: int) -> None:
        self.rect(x0, y0, x1, y0, pen)
        self.rect(x0, y1, x1, y1, pen)
        self.rect(x0, y0, x0, y1, pen)
        self.rect(x1, y0, x1, y1, pen)

    def draw(self, grid: list[str], x: int, y: int, colours: dict[str, int] | None = None,
             turn: bool = False) -> None:
        """Draw a grid with its top-left at (x, y); ``turn`` rotates it half a turn."""
        rows = [row[::-1] for row in reversed(grid)] if turn else grid
        for dy, row in enumerate(rows):
            for dx, char in enumerate(row):
                if char == ".":
                    continue
                pen = (colours or {}).get(char, PEN_CHARS.get(char))
                if pen is None:
                    raise ValueError(f"no pen for {char!r}")
                self.put(x + dx, y + dy, pen)

    def turned(self) -> Canvas:
        out = Canvas(self.width, self.height)
        out.px = [row[::-1] for row in reversed(self.px)]
        return out

    def paste_over(self, other: Canvas, x: int, y: int) -> None:
        """Copy the non-transparent pixels of ``other`` with its top-left at (x, y)."""
        for dy, row in enumerate(other.px):
            for dx, pen in enumerate(row):
                if pen != TRANSPARENT:
                    self.put(x + dx, y + dy, pen)


def centred(grid: list[str], cx: int, cy: int) -> tuple[int, int]:
    """Top-left corner that puts the grid's middle pixel on (cx, cy)."""
    return cx - (len(grid[0]) - 1) // 2, cy - (len(grid) - 1) // 2


# --------------------------------------------------------------------------- the sets

class CardSet:
    """One card set: sizes, where the pips go, and its art."""

    width = 72
    index_top, index_column, index_gap = 2, 6, 1  # corner index: first row, middle column
    pip_columns = (21, 35, 49)  # middle pixel of the left, centre and right pip columns

    def __init__(self, name: str):
        spec = SETS[name]
        self.name, self.height = name, spec["height"]
        self.aspect, self.modes = spec["aspect"], spec["modes"]
        self.description = spec["description"]
        self.court_frame, self.court_pip = spec["court_frame"], spec["court_pip"]
        self.back_area = spec["back_area"]
        self.pip_rows = rows_for(spec["pip_top"], self.height)
        self.art = load_art(ART / f"{name}.txt")
        tallest = lambda prefix: max(len(g) for n, g in self.art.items() if n.startswith(prefix))
        self.index_height = (self.index_top + tallest("rank.") + self.index_gap
                             + tallest("corner."))

    def grid(self, name: str) -> list[str]:
        return self.art[name]

    # ---- the card outline

    def blank(self) -> Canvas:
        """A white card face with its outline and rounded corners."""
        card = Canvas(self.width, self.height, FACE)
        card.frame(0, 0, self.width - 1, self.height - 1, INK)
        self.draw_corners(card, self.grid("card.corner"))
        return card

    def draw_corners(self, card: Canvas, corner: list[str]) -> None:
        """Draw a corner grid into all four corners, mirrored."""
        for flip_x in (False, True):
            for flip_y in (False, True):
                rows = list(reversed(corner)) if flip_y else corner
                rows = [row[::-1] for row in rows] if flip_x else rows
                x = self.width - len(rows[0]) if flip_x else 0
                y = self.height - len(rows) if flip_y else 0
                card.draw(rows, x, y)

    # ---- faces

    def index(self, card: Canvas, rank: str, suit: str) -> None:
        """Rank and suit in the top-left corner and, turned, in the bottom-right."""
        corner = Canvas(self.width, self.height)
        inks = SUIT_INKS[suit]
        glyph, pip = self.grid(f"rank.{rank}"), self.grid(f"corner.{suit}")
        top, column = self.index_top, self.index_column
        corner.draw(glyph, column - (len(glyph[0]) - 1) // 2, top, inks)
        pip_top = top + len(glyph) + self.index_gap
        corner.draw(pip, column - (len(pip[0]) - 1) // 2, pip_top, inks)
        card.paste_over(corner, 0, 0)
        card.paste_over(corner.turned(), 0, 0)

    def number_card(self, rank: str, suit: str) -> Canvas:
        card = self.blank()
        self.index(card, rank, suit)
        pip = self.grid(f"pip.{suit}")
        inks = SUIT_INKS[suit]
        middle = (self.height - 1) / 2
        for column, row in PIP_LAYOUTS[rank]:
            cx = self.pip_columns["LCR".index(column)]
            cy = self.pip_rows[row]
            turn = cy > middle
            x, y = centred(pip, cx, cy)
            if turn:  # the turned pip keeps its middle pixel on the same spot
                x = cx - len(pip[0]) // 2
                y = cy - len(pip) // 2
            card.draw(pip, x, y, inks, turn=turn)
        return card

    def ace(self, suit: str) -> Canvas:
        card = self.blank()
        self.index(card, "A", suit)
        art = self.grid(f"ace.{suit}")
        x, y = centred(art, (self.width - 1) // 2, (self.height - 1) // 2)
        card.draw(art, x, y, SUIT_INKS[suit])
        return card

    def court(self, rank: str, suit: str) -> Canvas:
        """A framed double-ended court figure, the suit pip beside the head."""
        card = self.blank()
        self.index(card, rank, suit)
        colours = {**SUIT_INKS[suit], **COURT_COLOURS[suit]}
        x0, y0, x1, y1 = self.court_frame
        half = Canvas(x1 - x0 + 1, (y1 - y0 + 1) // 2)
        half.draw(self.grid(f"court.{rank}"), 0, 0, colours)
        pip = self.grid(f"corner.{suit}")
        half.draw(pip, *self.court_pip, colours)
        card.paste_over(half, x0, y0)
        card.paste_over(half.turned(), x0, y1 - half.height + 1)
        return card

    def face(self, rank: str, suit: str) -> Canvas:
        if rank == "A":
            return self.ace(suit)
        if rank in ("J", "Q", "K"):
            return self.court(rank, suit)
        return self.number_card(rank, suit)

    # ---- the rest of the fifth row

    def back(self) -> Canvas:
        card = self.blank()
        tile = self.grid("back.tile")
        x0, y0, x1, y1 = self.back_area
        for y in range(y0, y1 + 1):
            row = tile[(y - y0) % len(tile)]
            for x in range(x0, x1 + 1):
                card.put(x, y, PEN_CHARS[row[(x - x0) % len(row)]])
        border = self.grid("back.border")  # rings from the outside in
        for ring, row in enumerate(border):
            pen = PEN_CHARS[row[0]]
            card.frame(x0 - len(border) + ring, y0 - len(border) + ring,
                       x1 + len(border) - ring, y1 + len(border) - ring, pen)
        centre = self.grid("back.centre")
        card.draw(centre, *centred(centre, (self.width - 1) // 2, (self.height - 1) // 2))
        self.draw_corners(card, self.grid("card.corner"))
        return card

    def empty_cell(self, marker: str | None) -> Canvas:
        cell = Canvas(self.width, self.height, 0)
        corner = self.grid("cell.corner")
        self.draw_corners(cell, corner)
        # edges: the corner grid's last row / column carry on along the sides
        edge_rows = corner[-1]
        for x, char in enumerate(edge_rows):
            if char != ".":
                cell.rect(x, len(corner), x, self.height - len(corner) - 1, PEN_CHARS[char])
                cell.rect(self.width - 1 - x, len(corner), self.width - 1 - x,
                          self.height - len(corner) - 1, PEN_CHARS[char])
        for y, row in enumerate(corner):
            char = row[-1]
            if char != ".":
                cell.rect(len(row), y, self.width - len(row) - 1, y, PEN_CHARS[char])
                cell.rect(len(row), self.height - 1 - y, self.width - len(row) - 1,
                          self.height - 1 - y, PEN_CHARS[char])
        if marker:
            art = self.grid(marker)
            cell.draw(art, *centred(art, (self.width - 1) // 2, (self.height - 1) // 2))
        return cell

    # ---- the sheet

    def sheet(self) -> Canvas:
        sheet = Canvas(self.width * len(RANKS), self.height * (len(SUITS) + 1))
        for row, suit in enumerate(SUITS):
            for column, rank in enumerate(RANKS):
                sheet.paste_over(self.face(rank, suit), column * self.width, row * self.height)
        extras = (self.back(), self.empty_cell("cell.free"), self.empty_cell("cell.home"))
        for column, cell in enumerate(extras):
            sheet.paste_over(cell, column * self.width, len(SUITS) * self.height)
        return sheet

    def yaml(self) -> str:
        ranks = ", ".join(f'"{rank}"' for rank in RANKS)
        return "\n".join([
            "# freecell-retro card set; the format is described in docs/cardsets.md.",
            "# Made by scripts/make_cardsets.py: edit the art there, not this file.",
            "format: 1",
            f"name: {self.name}",
            f"description: {self.description}",
            "image: cards.png",
            f"card_width: {self.width}",
            f"card_height: {self.height}",
            f"index_height: {self.index_height}",
            f"pixel_aspect: [{self.aspect[0]}, {self.aspect[1]}]   # width : height of one pixel",
            f"screen_modes: [{', '.join(self.modes)}]",
            f"columns: {len(RANKS)}",
            f"rows: {len(SUITS) + 1}",
            f"suits: [{', '.join(SUITS)}]",
            f"ranks: [{ranks}]",
            "back: [0, 4]        # [column, row] in the grid",
            "free_cell: [1, 4]",
            "home_cell: [2, 4]",
            f"transparent_index: {TRANSPARENT}",
            "",
        ])


# pip layouts: (column L/C/R, row name) for each number card
PIP_LAYOUTS = {
    "2": ("Ct", "Cb"),
    "3": ("Ct", "Cm", "Cb"),
    "4": ("Lt", "Rt", "Lb", "Rb"),
    "5": ("Lt", "Rt", "Cm", "Lb", "Rb"),
    "6": ("Lt", "Rt", "Lm", "Rm", "Lb", "Rb"),
    "7": ("Lt", "Rt", "Cq", "Lm", "Rm", "Lb", "Rb"),
    "8": ("Lt", "Rt", "Cq", "Lm", "Rm", "CQ", "Lb", "Rb"),
    "9": ("Lt", "Rt", "L1", "R1", "Cm", "L2", "R2", "Lb", "Rb"),
    "10": ("Lt", "Rt", "Cs", "L1", "R1", "L2", "R2", "CS", "Lb", "Rb"),
}
PIP_LAYOUTS = {rank: tuple((spot[0], spot[1:]) for spot in spots)
               for rank, spots in PIP_LAYOUTS.items()}


def rows_for(top: int, height: int) -> dict[str, int]:
    """Pip centre rows: t top, b bottom, m middle, 1/2 thirds, q/Q quarters, s/S sixths."""
    bottom = height - 1 - top
    third = round((bottom - top) / 3)
    quarter = round((height - 1) / 2 - top) // 2
    sixth = third // 2
    return {"t": top, "b": bottom, "m": (height - 1) // 2,
            "1": top + third, "2": bottom - third,
            "q": top + quarter, "Q": bottom - quarter,
            "s": top + sixth, "S": bottom - sixth}


# the two sets: where things go on a card (x, y in pixels from the card's top-left)
SETS = {
    "large": {
        "height": 96, "aspect": (1, 1), "modes": ("pal-laced", "ntsc-laced", "productivity"),
        "description": "Cards for the laced and productivity screens (square pixels)",
        "pip_top": 14, "court_frame": (12, 4, 59, 91), "court_pip": (3, 3),
        "back_area": (5, 5, 66, 90),
    },
    "small": {
        "height": 48, "aspect": (1, 2), "modes": ("pal-hires", "ntsc-hires"),
        "description": "Cards for the non-laced screens (pixels twice as tall as wide)",
        "pip_top": 6, "court_frame": (12, 2, 59, 45), "court_pip": (3, 2),
        "back_area": (5, 3, 66, 44),
    },
}


# --------------------------------------------------------------------------- output

def png_bytes(canvas: Canvas, palette: list[tuple[int, int, int]]) -> bytes:
    image = Image.new("P", (canvas.width, canvas.height))
    image.putdata([pen for row in canvas.px for pen in row])
    flat = [value for rgb in palette for value in rgb] + [0, 0, 0]  # entry 16: transparent
    image.putpalette(flat, rawmode="RGB")
    out = io.BytesIO()
    image.save(out, format="PNG", transparency=bytes([255] * 16 + [0]), optimize=False)
    return out.getvalue()


def write_set(card_set: CardSet, out_dir: Path, palette: list[tuple[int, int, int]]) -> None:
    folder = out_dir / card_set.name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.png").write_bytes(png_bytes(card_set.sheet(), palette))
    (folder / "cardset.yaml").write_text(card_set.yaml(), encoding="utf-8", newline="\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "cardsets",
                        help="folder to write large/ and small/ into (default: data/cardsets)")
    parser.add_argument("--palette", type=Path, default=ROOT / "data" / "palettes" / "default",
                        help="palette file whose pens fill the PNG palette")
    args = parser.parse_args(argv)
    palette = load_palette(args.palette)
    for card_set in (CardSet(name) for name in SETS):
        write_set(card_set, args.out, palette)
        print(f"wrote {args.out / card_set.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
