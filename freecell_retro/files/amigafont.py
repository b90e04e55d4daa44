"""Amiga bitmap fonts, read from a folder laid out as the Amiga's FONTS: drawer.

A font ``name`` is a contents file ``name.font`` listing its sizes and, for each
size, a file ``name/size`` (``xen/11``): an AmigaDOS hunk file whose first hunk
holds a DiskFontHeader and its TextFont — the height (``tf_YSize``), the
baseline, the first and last character, one bitmap of every glyph side by side
(``tf_CharData``, ``tf_Modulo`` bytes a row), each glyph's bit offset and width
in it (``tf_CharLoc``), and for proportional fonts each glyph's advance
(``tf_CharSpace``) and the offset it is drawn at (``tf_CharKern``). The
character after the last is the one drawn for any character the font lacks.

Everything here is read from bytes nobody vouches for: files are capped in
size, every offset is checked against the hunk before it is followed, and any
problem is one :class:`~freecell_retro.engine.errors.FileFormatError` line
naming the file, the byte and what is wrong. No library is needed: the format
is a few fixed structures (monobit, which reads it too, serves the tests as an
oracle where it is installed).

>>> parse_size_file(sample_size_file()).glyph("A").rows
(2, 5, 7, 5)
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import FileFormatError, FreeCellError
from ..language import N_, _
from .atomic import read_bytes_capped
from .names import path_inside

MAX_SIZE_FILE_BYTES = 512 * 1024
"""A size file: the largest real ones (40-pixel fonts) are some 30 KiB."""
MAX_CONTENTS_BYTES = 64 * 1024
"""A ``.font`` contents file: 260 bytes a size."""
MAX_HEIGHT = 255
MAX_SIZES = 200

HUNK_HEADER, HUNK_CODE, HUNK_DATA = 0x3F3, 0x3E9, 0x3EA
DFH_ID = 0x0F80
"""A DiskFontHeader's file id."""
FCH_ID, TFCH_ID, OFCH_ID = 0x0F00, 0x0F02, 0x0F03
"""A contents file's ids: sizes; sizes with tags; an outline (scalable) font, which is no bitmap."""
TEXTFONT = 58
"""Where the TextFont starts in the font's hunk: after MOVEQ/RTS, the Node, the id, the revision,
the segment and the 32-byte name."""
FSF_COLORFONT = 0x40
FPF_PROPORTIONAL = 0x20
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ._+-]{0,62}$")
"""A font's name as FONT: gives it (``xen``, ``XHelvetica``): a file name inside the fonts folder."""


@dataclass(frozen=True)
class AmigaGlyph:
    """One character: ``rows`` of ``width`` bits (the leftmost pixel in the top bit), drawn ``kern``
    pixels right of the pen, which then moves ``advance`` pixels on."""

    width: int
    advance: int
    kern: int
    rows: tuple[int, ...]


@dataclass(frozen=True)
class AmigaFont:
    """One size of an Amiga font. ``glyphs`` by character code (Latin-1, as the Amiga's), ``missing`` the
    glyph drawn for a character the font lacks."""

    name: str
    height: int
    baseline: int
    """The row (from the top, 0 first) the characters stand on."""
    proportional: bool
    glyphs: dict[int, AmigaGlyph]
    missing: AmigaGlyph

    def glyph(self, char: str) -> AmigaGlyph:
        return self.glyphs.get(ord(char), self.missing)

    def text_width(self, text: str) -> int:
        return sum(self.glyph(char).advance for char in text)


class _Bytes:
    """Big-endian reads from ``data`` that name the byte and the file when they run off its end."""

    def __init__(self, data: bytes, path: object, base: int = 0) -> None:
        self.data, self.path, self.base = data, path, base

    def fail(self, offset: int, problem: str) -> FileFormatError:
        return FileFormatError(_("byte {offset}: {problem}").format(offset=self.base + offset, problem=problem),
                               self.path)

    def unpack(self, fmt: str, offset: int, what: str) -> tuple[int, ...]:
        size = struct.calcsize(fmt)
        if offset < 0 or offset + size > len(self.data):
            raise self.fail(offset, _("{what} lies beyond the end ({size} bytes)").format(what=_(what),
                                                                                          size=len(self.data)))
        return struct.unpack_from(fmt, self.data, offset)

    def word(self, offset: int, what: str) -> int:
        return self.unpack(">H", offset, what)[0]

    def long(self, offset: int, what: str) -> int:
        return self.unpack(">L", offset, what)[0]


def first_hunk(data: bytes, path: object = None) -> tuple[bytes, int]:
    """The bytes of an AmigaDOS hunk file's first hunk (code or data), and where they start in the file."""
    file = _Bytes(data, path)
    if file.long(0, N_("the hunk header")) != HUNK_HEADER:
        raise file.fail(0, _("not an Amiga font size file (no hunk header 0x3F3)"))
    at = 4
    for _name in range(64):  # resident library names: a length in longs, the name; 0 ends the list
        length = file.long(at, N_("a library name's length"))
        at += 4
        if length == 0:
            break
        at += 4 * length
    else:
        raise file.fail(at, _("more than 64 library names in the hunk header"))
    _table, first, last = file.unpack(">LLL", at, N_("the hunk table"))
    at += 12
    if last < first or last - first > 1000:
        raise file.fail(at - 8, _("a hunk table from {first} to {last}").format(first=first, last=last))
    for _hunk in range(last - first + 1):  # each hunk's size; two flag bits set: one more long of memory flags
        size = file.long(at, N_("a hunk size"))
        at += 8 if size >> 30 == 3 else 4
    kind = file.long(at, N_("the first hunk's type")) & 0x3FFFFFFF
    if kind not in (HUNK_CODE, HUNK_DATA):
        raise file.fail(at, _("the first hunk is of type {kind}, not code or data").format(kind=f"{kind:#x}"))
    longs = file.long(at + 4, N_("the first hunk's length"))
    start = at + 8
    end = start + 4 * (longs & 0x3FFFFFFF)
    if end > len(data):
        raise file.fail(at + 4, _("the first hunk claims {claimed} bytes; the file holds {held}").format(
            claimed=end - start, held=len(data) - start))
    return data[start:end], start


def parse_size_file(data: bytes, path: object = None) -> AmigaFont:
    """One size of a font from the bytes of its file (``xen/11``); FileFormatError when they are no font."""
    hunk, start = first_hunk(data, path)
    font = _Bytes(hunk, path, start)
    if font.word(18, N_("the font header's id")) != DFH_ID:
        raise font.fail(18, _("no DiskFontHeader (id 0x0F80) at the start of the font's hunk"))
    raw_name = bytes(hunk[26:58]).split(b"\0", 1)[0]
    name = raw_name.decode("latin-1") if raw_name.isascii() and raw_name.decode().isprintable() else ""
    (height, style, flags, x_size, baseline, _smear, _accessors, low, high, char_data, modulo, char_loc,
     char_space, char_kern) = font.unpack(">HBBHHHHBBLHLLL", TEXTFONT + 20, N_("the TextFont"))
    if style & FSF_COLORFONT:
        raise font.fail(TEXTFONT + 22, _("a colour font (only one-colour fonts are read)"))
    if not 1 <= height <= MAX_HEIGHT or baseline >= height:
        raise font.fail(TEXTFONT + 20, _("a height of {height} with the baseline on row {baseline}").format(
            height=height, baseline=baseline))
    if low > high:
        raise font.fail(TEXTFONT + 32, _("the first character {low} comes after the last {high}").format(
            low=low, high=high))
    count = high - low + 2  # every character, and the one drawn for those the font lacks
    if modulo == 0 or char_data + modulo * height > len(hunk):
        raise font.fail(TEXTFONT + 38, _("the glyph bitmap ({modulo} bytes × {height} rows at {at}) lies beyond the "
                                         "hunk's {size} bytes").format(modulo=modulo, height=height, at=char_data,
                                                                       size=len(hunk)))
    locations = [font.unpack(">HH", char_loc + 4 * i, N_("a glyph's place in the bitmap")) for i in range(count)]
    spaces = [font.unpack(">h", char_space + 2 * i, N_("a glyph's advance"))[0] for i in range(count)] \
        if char_space and flags & FPF_PROPORTIONAL else [x_size] * count
    kerns = [font.unpack(">h", char_kern + 2 * i, N_("a glyph's kern"))[0] for i in range(count)] \
        if char_kern else [0] * count
    rows = [int.from_bytes(hunk[char_data + row * modulo:char_data + (row + 1) * modulo], "big")
            for row in range(height)]
    bits = modulo * 8
    glyphs: dict[int, AmigaGlyph] = {}
    missing = AmigaGlyph(0, x_size, 0, (0,) * height)
    for index, ((offset, width), advance, kern) in enumerate(zip(locations, spaces, kerns)):
        if offset + width > bits:
            raise font.fail(char_loc + 4 * index, _("glyph {glyph} at bits {first}-{last} of a {bits}-bit row").format(
                glyph=low + index, first=offset, last=offset + width, bits=bits))
        if abs(advance) > 4 * MAX_HEIGHT or abs(kern) > 4 * MAX_HEIGHT:
            raise font.fail(char_space + 2 * index, _("glyph {glyph} moves {advance} and kerns {kern} pixels").format(
                glyph=low + index, advance=advance, kern=kern))
        shift, mask = bits - offset - width, (1 << width) - 1
        glyph = AmigaGlyph(width, advance, kern, tuple(row >> shift & mask for row in rows))
        if index < count - 1 and (width or advance):
            glyphs[low + index] = glyph
        elif index == count - 1:
            missing = glyph
    return AmigaFont(Path(str(path)).parent.name if path else name or "font", height, baseline,
                     bool(flags & FPF_PROPORTIONAL), glyphs, missing)


def parse_contents(data: bytes, path: object = None) -> dict[int, str]:
    """A ``.font`` contents file: each size's height → its file's name inside the fonts folder (``xen/11``)."""
    file = _Bytes(data, path)
    kind, entries = file.unpack(">HH", 0, N_("the contents header"))
    if kind == OFCH_ID:
        raise file.fail(0, _("an outline (scalable) font, not a bitmap font"))
    if kind not in (FCH_ID, TFCH_ID):
        raise file.fail(0, _("not an Amiga font contents file (id {id}, not 0x0F00 or 0x0F02)").format(
            id=f"{kind:#06x}"))
    if entries > MAX_SIZES:
        raise file.fail(2, _("{count} sizes listed (at most {most})").format(count=entries, most=MAX_SIZES))
    sizes: dict[int, str] = {}
    for entry in range(entries):
        at = 4 + 260 * entry
        file.unpack("256s", at, _("size {number}'s file name").format(number=entry + 1))  # there, whole
        raw = data[at:at + 256].split(b"\0", 1)[0]
        height = file.word(at + 256, _("size {number}'s height").format(number=entry + 1))
        try:
            name = raw.decode("ascii")
        except UnicodeDecodeError:
            raise file.fail(at, _("size {number}'s file name is not plain text").format(number=entry + 1)) from None
        sizes.setdefault(height, name)
    return sizes


def load_font(folder: str | Path, name: str, height: int) -> AmigaFont:
    """``name`` (``xen``) in ``height`` from the fonts ``folder`` (laid out as the Amiga's FONTS:):
    ``name.font`` must list the size, and its file must stay inside the folder."""
    folder = Path(folder)
    if not NAME.match(name):
        raise FreeCellError(_("font name {name!r}: letters, digits, space, '.', '_', '+' or '-'").format(
            name=name[:40]))
    contents_path = path_inside(folder, f"{name}.font", N_("font name"))
    sizes = parse_contents(read_bytes_capped(contents_path, MAX_CONTENTS_BYTES), contents_path)
    if height not in sizes:
        listed = ", ".join(str(size) for size in sorted(sizes)) or _("none")
        raise FileFormatError(_("no size {height} (it lists {listed})").format(height=height, listed=listed),
                              contents_path)
    parts = [part for part in sizes[height].replace(":", "/").split("/") if part]
    if len(parts) != 2 or parts[0].lower() != name.lower():
        raise FileFormatError(_("size {height}'s file {file!r} is not {name}/<size>").format(
            height=height, file=sizes[height][:60], name=name), contents_path)
    size_path = path_inside(path_inside(folder, parts[0], N_("font drawer")), parts[1], N_("font size file"))
    font = parse_size_file(read_bytes_capped(size_path, MAX_SIZE_FILE_BYTES), size_path)
    if font.height != height:
        raise FileFormatError(_("the font is {height} pixels high, not the {listed} its contents file says").format(
            height=font.height, listed=height), size_path)
    return font


@dataclass(frozen=True)
class FontChoice:
    """The tool types' fonts: the ``folder`` laid out as FONTS:, the board's font (``FONT``) and the
    guide's (``GUIDEFONT``), each a name and a height; None: the built-in one."""

    folder: Path
    board: tuple[str, int] | None = None
    guide: tuple[str, int] | None = None


ORIGINAL_FONTS = (("xen", 11), ("xcourier", 13))
"""What the original asked for when FONTS names a folder and FONT and GUIDEFONT do not: xen 11 on the
board, xcourier 13 in the guide, each when the folder has it."""


def font_choice(folder: Path | None, board: tuple[str, int] | None,
                guide: tuple[str, int] | None) -> FontChoice | None:
    """The fonts the tool types ask for (None without FONTS): FONT and GUIDEFONT, or the original's
    xen 11 and xcourier 13 where the folder holds their contents files."""
    if folder is None:
        return None
    if board is None and (folder / f"{ORIGINAL_FONTS[0][0]}.font").is_file():
        board = ORIGINAL_FONTS[0]
    if guide is None and (folder / f"{ORIGINAL_FONTS[1][0]}.font").is_file():
        guide = ORIGINAL_FONTS[1]
    return FontChoice(folder, board, guide)


def parse_font_spec(text: str) -> tuple[str, int]:
    """``FONT: xen/11`` → ("xen", 11); the ``.font`` may be written too. ValueError says what is allowed."""
    allowed = _("a font and its size as name/size, like xen/11")
    name, slash, size = text.strip().rpartition("/")
    name = name.removesuffix(".font")
    if not slash or not size.isdigit() or not 1 <= int(size) <= MAX_HEIGHT or not NAME.match(name):
        raise ValueError(allowed)
    return name, int(size)


def sample_size_file() -> bytes:
    """A size file holding a 4-pixel font of one character, A (for the examples and the tests)."""
    rows = [0b01000000, 0b10100000, 0b11100000, 0b10100000]
    hunk = bytearray(4 + 14 + 2 + 2 + 4 + 32)
    hunk[0:4] = bytes.fromhex("70FF4E75")
    hunk[18:20] = DFH_ID.to_bytes(2, "big")
    hunk[26:30] = b"tiny"
    data_at = TEXTFONT + 52
    loc_at, space_at = data_at + 4, data_at + 4 + 8
    hunk += bytes(52)
    struct.pack_into(">HBBHHHHBBLHLLL", hunk, TEXTFONT + 20, 4, 0, FPF_PROPORTIONAL, 4, 3, 0, 0, 65, 65,
                     data_at, 1, loc_at, space_at, 0)
    hunk += bytes(rows) + struct.pack(">HHHH", 0, 3, 0, 0) + struct.pack(">hh", 4, 0)
    hunk += bytes(-len(hunk) % 4)
    header = struct.pack(">LLLLLL", HUNK_HEADER, 0, 1, 0, 0, len(hunk) // 4)
    return header + struct.pack(">LL", HUNK_CODE, len(hunk) // 4) + bytes(hunk) + struct.pack(">L", 0x3F2)


def contents_file(sizes: dict[int, str]) -> bytes:
    """A ``.font`` contents file listing ``sizes`` (height → ``name/size``): how a fonts folder is made."""
    out = struct.pack(">HH", FCH_ID, len(sizes))
    for height, file_name in sorted(sizes.items()):
        out += file_name.encode("ascii")[:255].ljust(256, b"\0") + struct.pack(">HBB", height, 0, 0)
    return out
