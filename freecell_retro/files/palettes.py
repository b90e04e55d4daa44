"""Palettes: the 16 pens of 12-bit Amiga colour the screen is drawn with.

The Palette requester edits them; they are saved as ``palette.<name>``
beside the stats file ``stats.<name>`` (``palette.default`` for
``default``). When that file is missing the default from ``data/palettes``
is used. Format (docs/file-formats.md)::

    FREECELL-RETRO PALETTE 1
    0 063   board felt
    1 000   black: outlines, black suits, text
    ...

one line a pen 0-15: the pen, its colour as three hex digits (red, green,
blue, 0-F each, as the Amiga's registers hold them), then what it is for.

>>> Palette.default().rgb(14)
(255, 255, 255)
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..engine.errors import FileFormatError
from ..language import N_, _, ngettext
from .assets import asset_path
from .atomic import UnreadableFileError, read_text_capped, write_text_atomic
from .names import OutsideFolderError, typed_file
from .statsstore import keep_aside
from .versioned import NewerVersionError, header, read_header

KIND = "PALETTE"
FORMAT_VERSION = 1
PENS = 16
"""The screen's pens, 0-15: pen i and 15-i complement each other."""
DIAMONDS_PEN, CLUBS_PEN = 16, 17
"""Two pens beyond the screen's sixteen, used only by Four-Colour Suits (diamonds blue, clubs green);
each is the other's complement, so a selected card inverts within them."""
ALL_PENS = 18
SUIT_COLOURS: dict[int, tuple[tuple[int, int, int], str]] = {
    DIAMONDS_PEN: ((0x2, 0x4, 0xE), "four-colour diamonds"), CLUBS_PEN: ((0x0, 0x8, 0x2), "four-colour clubs")}
"""The two pens' colours when a palette file (one written before them) does not give them."""
MAX_PALETTE_BYTES = 16 * 1024

Colour = tuple[int, int, int]
"""Red, green, blue, 0-15 each (the Amiga's 12-bit colour)."""

_COLOUR = re.compile(r"^[0-9A-Fa-f]{3}$")


def complement_pen(pen: int) -> int:
    """The pen a COMPLEMENT draw turns ``pen`` into: 15 - pen on the screen's pens; the two
    Four-Colour Suits pens each other.

    >>> complement_pen(2), complement_pen(DIAMONDS_PEN)
    (13, 17)
    """
    return PENS - 1 - pen if pen < PENS else DIAMONDS_PEN + CLUBS_PEN - pen


@dataclass(frozen=True)
class Palette:
    """The 16 screen pens and the two Four-Colour Suits pens, each a 12-bit colour; ``names`` says
    what each pen draws. Given only sixteen, the two suit pens take their usual colours."""

    pens: tuple[Colour, ...]
    names: tuple[str, ...] = field(default=("",) * ALL_PENS, compare=False)

    def __post_init__(self) -> None:
        if len(self.pens) == PENS:
            object.__setattr__(self, "pens", self.pens + tuple(colour for colour, _ in SUIT_COLOURS.values()))
        if len(self.names) == PENS:
            object.__setattr__(self, "names", self.names + tuple(name for _, name in SUIT_COLOURS.values()))
        if len(self.pens) != ALL_PENS or len(self.names) != ALL_PENS \
                or any(len(c) != 3 or not all(0 <= v <= 15 for v in c) for c in self.pens):
            raise FileFormatError(_("a palette is {count} pens of three values 0-15").format(count=ALL_PENS))

    @classmethod
    def default(cls) -> Palette:
        """The palette that ships in ``data/palettes/default``."""
        path = asset_path("data", "palettes", "default")
        return parse_palette(read_text_capped(path, MAX_PALETTE_BYTES), path)

    @classmethod
    def high_contrast(cls) -> Palette:
        """Options ▸ Palette ▸ High Contrast (``data/palettes/high-contrast``): white card faces on a
        near-black table, black text on white requesters, the pens' complements kept so that an
        inverted card still reads."""
        path = asset_path("data", "palettes", "high-contrast")
        return parse_palette(read_text_capped(path, MAX_PALETTE_BYTES), path)

    def rgb(self, pen: int) -> tuple[int, int, int]:
        """Pen ``pen`` as 8-bit RGB for drawing: each 4-bit value repeated (F → FF)."""
        red, green, blue = self.pens[pen]
        return red * 17, green * 17, blue * 17

    def with_pen(self, pen: int, colour: Colour) -> Palette:
        """The palette with pen ``pen`` changed (what the Palette requester's sliders do)."""
        pens = list(self.pens)
        pens[pen] = colour
        return replace(self, pens=tuple(pens))


def parse_palette(text: str, path: object = None) -> Palette:
    """Read a palette file; every pen 0-15 exactly once, and the Four-Colour Suits pens 16 and 17 at most
    once (a file without them, written before them, gets their usual colours)."""
    body = read_header(text, KIND, FORMAT_VERSION, path)
    pens: dict[int, Colour] = {}
    names: dict[int, str] = {}
    lines: dict[int, int] = {}
    for line in body.lines:
        if not re.fullmatch(r"[0-9]{1,2}", line.key) or int(line.key) >= ALL_PENS:
            raise FileFormatError(
                _("{key!r} is not a pen (0-{all_pens})").format(key=line.key[:20], all_pens=ALL_PENS - 1),
                path,
                line.number,
            )
        pen = int(line.key)
        if pen in pens:
            raise FileFormatError(
                _("pen {pen} is given twice (first on line {first})").format(pen=pen, first=lines[pen]),
                path,
                line.number,
            )
        colour, _space, name = line.value.partition(" ")
        if not _COLOUR.match(colour):
            raise FileFormatError(
                _("pen {pen}: {colour!r} is not a colour (three hex digits RGB, like 0A5)").format(
                    pen=pen, colour=colour[:20]
                ),
                path,
                line.number,
            )
        pens[pen] = (int(colour[0], 16), int(colour[1], 16), int(colour[2], 16))
        names[pen] = name.strip()[:60] if name.strip().isprintable() else ""
        lines[pen] = line.number
    missing = [str(pen) for pen in range(PENS) if pen not in pens]
    if missing:
        last = body.lines[-1].number if body.lines else None
        raise FileFormatError(ngettext("pen {pens} is missing (a palette has all {count})",
                                       "pens {pens} are missing (a palette has all {count})", len(missing)).format(
                                           pens=", ".join(missing), count=PENS), path, last)
    for pen, (usual, label) in SUIT_COLOURS.items():
        pens.setdefault(pen, usual)
        names.setdefault(pen, label)
    return Palette(tuple(pens[p] for p in range(ALL_PENS)), tuple(names[p] for p in range(ALL_PENS)))


def format_palette(palette: Palette) -> str:
    lines = ["# freecell-retro palette: 16 pens of 12-bit Amiga colour (RGB, one hex digit each).",
             "# Pen i and pen 15-i are complements, so drawing in COMPLEMENT mode (pen XOR 15)",
             "# inverts a card the way the Amiga does. Pens 16 and 17 draw diamonds and clubs",
             "# with Four-Colour Suits on (each the other's complement).", header(KIND, FORMAT_VERSION).rstrip("\n")]
    for pen, (colour, name) in enumerate(zip(palette.pens, palette.names)):
        hex_colour = "".join(f"{v:X}" for v in colour)
        lines.append(f"{f'{pen} {hex_colour}':<8}{name}".rstrip())
    return "\n".join(lines) + "\n"


def load_palette(path: str | os.PathLike[str]) -> tuple[Palette, str | None]:
    """The palette at ``path``, or the default when it is missing; with one
    line for the player when the file was bad (it is kept aside) or newer,
    or leads outside its folder (it is not touched)."""
    path = Path(path)
    try:
        path = typed_file(path.parent, path.name, N_("palette name"))
        return parse_palette(read_text_capped(path, MAX_PALETTE_BYTES), path), None
    except UnreadableFileError as error:  # nothing was read, so nothing is kept aside
        return Palette.default(), None if error.missing else _("{error}; the default palette is used.").format(
            error=error
        )
    except (NewerVersionError, OutsideFolderError) as error:
        return Palette.default(), _("{error}; the default palette is used.").format(error=error)
    except FileFormatError as error:
        where = _("line {line}: ").format(line=error.line) if error.line is not None else ""
        try:
            aside = keep_aside(path)
        except FileFormatError:
            return Palette.default(), _("{name} could not be read ({where}{problem}); default palette.").format(
                name=path.name, where=where, problem=error.problem
            )
        return Palette.default(), (
            _(
                "{name} could not be read ({where}{problem}); it is kept as {aside} and the default palette is used."
            ).format(name=path.name, where=where, problem=error.problem, aside=aside.name)
        )


def save_palette(path: str | os.PathLike[str], palette: Palette) -> Path:
    """Write ``palette`` atomically, but never over a newer version's file, nor
    over something that is not a file (UnreadableFileError), nor through a
    link that leads outside its folder (FileFormatError)."""
    path = typed_file(Path(path).parent, Path(path).name, N_("palette name"))
    try:
        read_header(read_text_capped(path, MAX_PALETTE_BYTES), KIND, FORMAT_VERSION, path)
    except UnreadableFileError as error:
        if not error.missing:
            raise
    except NewerVersionError:
        raise
    except FileFormatError:
        pass
    names = palette.names if any(palette.names) else Palette.default().names
    return write_text_atomic(path, format_palette(replace(palette, names=names)))
