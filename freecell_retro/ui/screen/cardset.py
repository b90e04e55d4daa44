"""Card sets: a folder holding a palette-indexed sheet and ``cardset.yaml`` (docs/cardsets.md).

The sheet's pixels are pen numbers (0-15, ``transparent_index`` for none), so a
card is drawn by copying pen numbers, and shown selected by complementing them.
The shipped sets live in ``data/cardsets/``; folders in the user's data folder
(``<user data>/cardsets/<name>/``) are picked up too and win over a shipped set
of the same name.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, PngImagePlugin

from ...engine.cards import Card, Rank, Suit
from ...engine.errors import FileFormatError, FreeCellError
from ...engine.numbers import parse_number
from ...files.assets import asset_path
from ...files.atomic import read_bytes_capped, read_text_capped
from ...files.locations import user_data_folder
from ...files.names import check_name, name_problem, path_inside
from ...files.plainyaml import load_plain
from ...language import N_, _
from .layout import covered_rows
from .modes import ScreenMode
from .palette import PENS, complement

METADATA = "cardset.yaml"
FORMAT = 1
MAX_CARD_WIDTH, MAX_CARD_HEIGHT = 80, 128
SUIT_NAMES = {"clubs": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "hearts": Suit.HEARTS, "spades": Suit.SPADES}
RANK_NAMES = {name: Rank(i + 1) for i, name in enumerate(
    ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))} | {"T": Rank.TEN}


@dataclass(frozen=True)
class CardImage:
    """One picture from the sheet: pen numbers, where it is opaque, and its complement."""

    pens: Image.Image
    mask: Image.Image
    inverted: Image.Image


@dataclass(frozen=True)
class CardSet:
    name: str
    folder: Path
    card_width: int
    card_height: int
    index_height: int
    """How much of a covered card shows its rank and suit."""
    pixel_aspect: tuple[int, int]
    cards: dict[Card, CardImage]
    back: CardImage
    free_cell: CardImage
    home_cell: CardImage

    @property
    def size(self) -> tuple[int, int]:
        return self.card_width, self.card_height


def user_cardsets_folder() -> Path:
    return user_data_folder() / "cardsets"


def cardset_folders(extra: Path | None = None) -> dict[str, Path]:
    """Every card set that can be chosen, by name: shipped, then the user's (which win)."""
    found: dict[str, Path] = {}
    for root in (asset_path("data", "cardsets"), extra or user_cardsets_folder()):
        if root.is_dir():
            for folder in sorted(root.iterdir()):
                if name_problem(folder.name) is None and (folder / METADATA).is_file():
                    found[folder.name] = folder
    return found


@lru_cache(maxsize=8)
def load_cardset(name: str, extra: Path | None = None) -> CardSet:
    """The card set called ``name`` (cached: card sets are read once)."""
    folders = cardset_folders(extra)
    if check_name(name, N_("card set name")) not in folders:
        raise FreeCellError(_("no card set {name!r} (there are: {names})").format(
            name=name, names=", ".join(sorted(folders)) or _("none")))
    return read_cardset(folders[name])


def _number(key: str, value: object) -> int:
    """A whole number of ``cardset.yaml``: a YAML integer, or text in the one
    number syntax (not ``true``, ``3.7`` or ``'٣'``, which ``int()`` would take)."""
    if isinstance(value, str):
        return parse_number(value, key, 0, 10**6)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(_("{key}: {value!r} is not a whole number").format(key=key, value=value))
    return value


def _whole(meta: dict[str, Any], key: str, default: int | None = None) -> int:
    return _number(key, meta[key] if default is None else meta.get(key, default))


def _wholes(meta: dict[str, Any], key: str, default: tuple[int, ...] | None = None) -> tuple[int, ...]:
    return tuple(_number(key, value) for value in (meta[key] if default is None else meta.get(key, default)))


def read_cardset(folder: str | Path) -> CardSet:
    """Read one card set folder; a problem raises FileFormatError naming the file."""
    folder = Path(folder)
    meta_path = folder / METADATA
    meta = load_plain(read_text_capped(meta_path), meta_path)
    if not isinstance(meta, dict):
        raise FileFormatError(_("not a card set description"), meta_path)
    try:
        width, height = _whole(meta, "card_width"), _whole(meta, "card_height")
        columns, rows = _whole(meta, "columns"), _whole(meta, "rows")
        suits = [SUIT_NAMES[s] for s in meta["suits"]]
        ranks = [RANK_NAMES[str(r)] for r in meta["ranks"]]
        transparent = _whole(meta, "transparent_index", PENS)
        extras = {key: _wholes(meta, key) for key in ("back", "free_cell", "home_cell")}
        aspect = _wholes(meta, "pixel_aspect", (1, 1))
        index_height = _whole(meta, "index_height")
        image_name = str(meta.get("image", "cards.png"))
        version = _whole(meta, "format")
    except (KeyError, TypeError, ValueError) as error:
        raise FileFormatError(_("missing or bad entry {error}").format(error=error), meta_path) from None
    if version != FORMAT:
        raise FileFormatError(_("card set format {version}: this version reads format {format}").format(
            version=version, format=FORMAT), meta_path)
    if not (8 <= width <= MAX_CARD_WIDTH and 8 <= height <= MAX_CARD_HEIGHT):
        raise FileFormatError(_("cards of {width}x{height}: eight columns must fit the 640-pixel screen (8-{most_wide} "
                                "wide, 8-{most_high} high)").format(
                                    width=width, height=height, most_wide=MAX_CARD_WIDTH, most_high=MAX_CARD_HEIGHT),
                              meta_path)
    sheet_path = path_inside(folder, image_name, N_("card sheet name"))
    try:  # read as the PNG it is (docs/cardsets.md): Image.open would load Pillow's other formats' readers
        sheet = PngImagePlugin.PngImageFile(io.BytesIO(read_bytes_capped(sheet_path)))
        sheet.load()
    except (OSError, SyntaxError) as error:  # SyntaxError: not a PNG (Pillow's word for it)
        raise FileFormatError(_("cannot read the card sheet: {error}").format(error=error), sheet_path) from None
    if sheet.mode != "P":
        raise FileFormatError(_("the card sheet must be palette-indexed (P mode), not {mode}").format(mode=sheet.mode),
                              sheet_path)
    if sheet.size != (columns * width, rows * height):
        raise FileFormatError(_("the sheet is {size}, not {columns}x{rows} cards of {width}x{height}").format(
            size=f"{sheet.size[0]}x{sheet.size[1]}", columns=columns, rows=rows, width=width, height=height),
            sheet_path)
    pens = Image.frombytes("L", sheet.size, sheet.tobytes())
    if any(count and i >= PENS and i != transparent for i, count in enumerate(pens.histogram())):
        raise FileFormatError(_("the sheet uses pens beyond 0-15 besides the transparent {pen}").format(
            pen=transparent), sheet_path)

    whole = card_image(pens, transparent)

    def cut(column: int, row: int) -> CardImage:
        if not (0 <= column < columns and 0 <= row < rows):
            raise FileFormatError(_("grid position [{column}, {row}] is outside the sheet").format(
                column=column, row=row), meta_path)
        box = (column * width, row * height, (column + 1) * width, (row + 1) * height)
        return CardImage(whole.pens.crop(box), whole.mask.crop(box), whole.inverted.crop(box))

    if len(suits) > rows or len(ranks) > columns or sorted(suits) != list(Suit) or sorted(ranks) != list(Rank):
        raise FileFormatError(_("suits and ranks must list the four suits and the thirteen ranks"), meta_path)
    cards = {Card(rank, suit): cut(c, r) for r, suit in enumerate(suits) for c, rank in enumerate(ranks)}
    return CardSet(str(meta.get("name", folder.name)), folder, width, height, index_height, (aspect[0], aspect[1]),
                   cards, cut(*extras["back"]), cut(*extras["free_cell"]), cut(*extras["home_cell"]))


def card_set_problem(cardset: CardSet, mode: ScreenMode, top: int) -> str | None:
    """Why ``cardset`` is not drawn in ``mode`` under a title bar ``top`` high (None: it is): its cards
    too tall for the screen, so a
    covered card of a dealt column would show less than its rank and suit (the Large set in the
    200- and 256-line modes)."""
    rows = covered_rows(mode.size, cardset.size, cardset.index_height, top)
    if rows >= cardset.index_height:
        return None
    return _("The {set} cards are too tall for {mode}: a covered card would show {rows} of its "
             "{index} rows, not its rank and suit.").format(set=cardset.name.capitalize(), mode=mode.name,
                                                            rows=rows, index=cardset.index_height)


def card_image(pens: Image.Image, transparent: int = PENS) -> CardImage:
    """A picture of pen numbers (``transparent`` where nothing is drawn)."""
    mask = pens.point([0 if i == transparent else 255 for i in range(256)])
    inverted = pens.point([complement(i) if i < PENS else i for i in range(256)])
    return CardImage(pens, mask, inverted)
