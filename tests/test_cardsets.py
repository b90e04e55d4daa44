"""The shipped card sets: sheet format, the yaml, and that the generator reproduces them."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
CARDSETS = ROOT / "data" / "cardsets"
SCRIPT = ROOT / "scripts" / "make_cardsets.py"
NAMES = ("large", "small")
REQUIRED = {
    "format": int, "name": str, "description": str, "image": str,
    "card_width": int, "card_height": int, "index_height": int,
    "pixel_aspect": list, "screen_modes": list, "columns": int, "rows": int,
    "suits": list, "ranks": list, "back": list, "free_cell": list, "home_cell": list,
    "transparent_index": int,
}
MODES = {"pal-hires", "ntsc-hires", "pal-laced", "ntsc-laced", "productivity"}


def meta(name: str) -> dict[str, Any]:
    """The card set's ``cardset.yaml``, as YAML reads it (the tests below check each key's type)."""
    info: dict[str, Any] = yaml.safe_load((CARDSETS / name / "cardset.yaml").read_text(encoding="utf-8"))
    return info


def sheet(name: str) -> Image.Image:
    image = Image.open(CARDSETS / name / "cards.png")
    image.load()
    return image


def cells(name: str) -> Iterator[tuple[int, int, list[tuple[int, ...]]]]:
    """(column, row, list of pixel rows) for every cell of the grid."""
    info, image = meta(name), sheet(name)
    w, h = info["card_width"], info["card_height"]
    pixels = list(image.getdata())
    width = image.width
    for row in range(info["rows"]):
        for column in range(info["columns"]):
            yield column, row, [tuple(pixels[(row * h + y) * width + column * w:
                                             (row * h + y) * width + (column + 1) * w])
                                for y in range(h)]


def used_cells(name: str) -> Iterator[tuple[int, int, list[tuple[int, ...]]]]:
    info = meta(name)
    specials = {tuple(info[key]) for key in ("back", "free_cell", "home_cell")}
    for column, row, px in cells(name):
        if row < len(info["suits"]) or (column, row) in specials:
            yield column, row, px


@pytest.mark.parametrize("name", NAMES)
def test_yaml_has_the_required_keys(name: str) -> None:
    info = meta(name)
    for key, kind in REQUIRED.items():
        assert isinstance(info.get(key), kind), key
    assert info["format"] == 1
    assert info["name"] == name
    assert info["suits"] == ["clubs", "diamonds", "hearts", "spades"]
    assert info["ranks"] == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert info["columns"] == 13 and info["rows"] == 5
    assert info["transparent_index"] == 16
    assert set(info["screen_modes"]) <= MODES
    assert 0 < info["index_height"] < info["card_height"] // 2
    for key in ("back", "free_cell", "home_cell"):
        column, row = info[key]
        assert 0 <= column < info["columns"] and row == 4


def test_the_sets_cover_every_mode_once() -> None:
    modes = [mode for name in NAMES for mode in meta(name)["screen_modes"]]
    assert sorted(modes) == sorted(MODES)
    assert meta("large")["pixel_aspect"] == [1, 1]
    assert meta("small")["pixel_aspect"] == [1, 2]
    assert (meta("large")["card_width"], meta("large")["card_height"]) == (72, 96)
    assert (meta("small")["card_width"], meta("small")["card_height"]) == (72, 48)


@pytest.mark.parametrize("name", NAMES)
def test_sheet_is_palette_png_of_the_right_size(name: str) -> None:
    info, image = meta(name), sheet(name)
    assert image.mode == "P"
    assert image.size == (info["card_width"] * info["columns"], info["card_height"] * info["rows"])
    palette = image.getpalette()
    assert palette is not None and len(palette) >= 17 * 3
    transparency = image.info.get("transparency")  # Pillow: int when one entry is clear
    if isinstance(transparency, bytes):
        alphas = list(transparency) + [255] * (256 - len(transparency))
        transparency = [i for i, a in enumerate(alphas) if a != 255]
    else:
        transparency = [transparency]
    assert transparency == [info["transparent_index"]]


def test_palette_matches_the_default_palette() -> None:
    pens = {}
    for line in (ROOT / "data" / "palettes" / "default").read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].isdigit():
            pens[int(parts[0])] = [int(d, 16) * 17 for d in parts[1]]
    for name in NAMES:
        palette = sheet(name).getpalette()
        for pen in range(16):
            assert palette is not None
            assert palette[pen * 3:pen * 3 + 3] == pens[pen], (name, pen)


@pytest.mark.parametrize("name", NAMES)
def test_only_pens_and_transparency_are_used(name: str) -> None:
    assert set(sheet(name).getdata()) <= set(range(17))


def corner_spots(px: list[tuple[int, ...]], transparent: int) -> list[tuple[int, int]]:
    """The transparent pixels of a cell must lie in its four corner triangles."""
    h, w = len(px), len(px[0])
    reach = min(w, h) // 8
    bad: list[tuple[int, int]] = []
    for y, row in enumerate(px):
        for x, pen in enumerate(row):
            if pen == transparent:
                dx, dy = min(x, w - 1 - x), min(y, h - 1 - y)
                if dx + dy > reach:
                    bad.append((x, y))
    return bad


@pytest.mark.parametrize("name", NAMES)
def test_transparency_only_in_the_rounded_corners(name: str) -> None:
    transparent = meta(name)["transparent_index"]
    for column, row, px in used_cells(name):
        assert not corner_spots(px, transparent), (column, row)
        assert px[0][0] == transparent and px[-1][-1] == transparent, (column, row)


@pytest.mark.parametrize("name", NAMES)
def test_unused_cells_are_transparent(name: str) -> None:
    info = meta(name)
    used = {(c, r) for c, r, _ in used_cells(name)}
    unused = [(column, row, px) for column, row, px in cells(name) if (column, row) not in used]
    assert len(unused) == info["rows"] * info["columns"] - len(used) > 0  # the shipped sheets leave some
    for column, row, px in unused:
        assert {pen for line in px for pen in line} == {info["transparent_index"]}, (column, row)


@pytest.mark.parametrize("name", NAMES)
def test_card_faces_are_white_with_a_black_outline(name: str) -> None:
    info = meta(name)
    w, h = info["card_width"], info["card_height"]
    for _column, row, px in used_cells(name):
        if row == 4:
            continue
        assert px[h // 2][0] == 1 and px[h // 2][w - 1] == 1 and px[0][w // 2] == 1
        assert px[1][w // 2] == 14  # the face right under the top edge


@pytest.mark.parametrize("name", NAMES)
def test_every_card_is_distinct(name: str) -> None:
    faces = [tuple(px) for _, _, px in used_cells(name)]
    assert len(faces) == 55
    assert len(set(faces)) == len(faces)


@pytest.mark.parametrize("name", NAMES)
def test_index_strips_tell_the_cards_apart(name: str) -> None:
    """What stays visible of an overlapped card identifies it."""
    info = meta(name)
    strips = [tuple(px[:info["index_height"]]) for _, row, px in used_cells(name) if row < 4]
    assert len(set(strips)) == 52


@pytest.mark.process
def test_regenerating_gives_identical_bytes(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    for name in NAMES:
        for file in ("cards.png", "cardset.yaml"):
            assert (tmp_path / name / file).read_bytes() == (CARDSETS / name / file).read_bytes(), \
                f"{name}/{file} is stale: run scripts/make_cardsets.py"
