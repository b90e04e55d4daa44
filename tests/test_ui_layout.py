"""The UI's plain-Python parts: screen modes and scaling, BDF fonts, card sets, the board layout and hit-testing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PIL import Image

from freecell_retro.engine.board import Board
from freecell_retro.engine.cards import Card
from freecell_retro.engine.errors import FileFormatError, FreeCellError
from freecell_retro.engine.moves import cell, column, home
from freecell_retro.engine.rules import Rules
from freecell_retro.session.game.options import SCREEN_MODES as MODE_IDS
from freecell_retro.session.windows.input import Hit
from freecell_retro.ui.board.renderer import Renderer
from freecell_retro.ui.screen.cardset import cardset_folders, load_cardset, read_cardset
from freecell_retro.ui.screen.fonts import BOARD_FONT, SAMPLE_BDF, UI_FONT, BitmapFont, shipped_font
from freecell_retro.ui.screen.layout import Layout
from freecell_retro.ui.screen.modes import SCREEN_MODES, fit, screen_mode, window_size

ROOT = Path(__file__).resolve().parent.parent


# -- screen modes ----------------------------------------------------------------

def test_the_modes_of_the_design() -> None:
    assert tuple(SCREEN_MODES) == MODE_IDS
    table = {m.id: (m.size, m.pixel_aspect, m.refresh, m.card_set) for m in SCREEN_MODES.values()}
    assert table == {
        "pal-hires": ((640, 256), (1, 2), 50, "small"),
        "pal-laced": ((640, 512), (1, 1), 50, "large"),
        "ntsc-hires": ((640, 200), (1, 2), 60, "small"),
        "ntsc-laced": ((640, 400), (1, 1), 60, "large"),
        "productivity": ((640, 480), (1, 1), 60, "large"),
    }
    with pytest.raises(FreeCellError, match="no screen mode 'vga'"):
        screen_mode("vga")


@pytest.mark.parametrize("mode_id", MODE_IDS)
def test_fit_is_the_largest_whole_scale_with_the_pixel_aspect(mode_id: str) -> None:
    mode = screen_mode(mode_id)
    aw, ah = mode.pixel_aspect
    for width, height in ((1280, 1024), (1920, 1080), (2000, 1300), (700, 600), (3840, 2160)):
        f = fit(mode, width, height)
        k = f.scale_x // aw
        assert f.scale_y == k * ah and (f.width, f.height) == (mode.width * f.scale_x, mode.height * f.scale_y)
        assert f.width <= width and f.height <= height
        assert mode.width * (k + 1) * aw > width or mode.height * (k + 1) * ah > height
        assert (f.x, f.y) == ((width - f.width) // 2, height - f.height)  # centred across, at the top
    assert fit(mode, 100, 100).scale_x == aw  # never below one


def test_window_pixels_map_to_native_pixels() -> None:
    mode = screen_mode("pal-hires")
    f = fit(mode, 1300, 1030)  # 2×4 pixels, a border of 10 each side and 6 below
    assert (f.scale_x, f.scale_y, f.x, f.y) == (2, 4, 10, 6)
    top_left = (f.x, f.y + f.height - 1)
    assert f.to_native(mode, *top_left) == (0, 0)
    assert f.to_native(mode, f.x + 1, f.y + f.height - 4) == (0, 0)
    assert f.to_native(mode, f.x + 2, f.y + f.height - 5) == (1, 1)
    assert f.to_native(mode, f.x + f.width - 1, f.y) == (639, 255)


def test_default_window_size() -> None:
    assert window_size(screen_mode("pal-hires"), None) == (1280, 1024)
    assert window_size(screen_mode("pal-laced"), (1920, 1200)) == (1280, 1024)
    assert window_size(screen_mode("ntsc-hires"), (1024, 768)) == (640, 400)


# -- fonts -------------------------------------------------------------------------

def test_bdf_glyphs_land_pixel_exactly() -> None:
    font = BitmapFont.from_text(SAMPLE_BDF)
    mask = font.text_mask("AA")
    assert mask.size == (6, 3)
    rows = ["".join("#" if mask.getpixel((x, y)) else "." for x in range(6)) for y in range(3)]
    assert rows == [".#..#.", "##.##.", "##.##."]
    assert font.text_width("?A") == 6  # an unknown character draws the default glyph


def test_bad_bdf_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.bdf"
    path.write_text("STARTFONT 2.1\nCHARS 0\nENDFONT\n")
    with pytest.raises(FileFormatError, match="broken.bdf"):
        BitmapFont.load(path)


@pytest.mark.parametrize("name", [UI_FONT, BOARD_FONT])
def test_shipped_fonts_draw_in_one_pen_without_grey(name: str) -> None:
    font = shipped_font(name)
    frame = Image.new("L", (400, 20), 0)
    width = font.draw(frame, 2, 2, "FreeCell  Game #617 \u2190\u2192", 5)
    assert width == font.text_width("FreeCell  Game #617 \u2190\u2192") > 100
    assert set(frame.getdata()) == {0, 5}
    assert font.height == {UI_FONT: 8, BOARD_FONT: 11}[name]


# -- card sets -------------------------------------------------------------------

@pytest.mark.parametrize("name,size", [("large", (72, 96)), ("small", (72, 48))])
def test_shipped_card_sets_load(name: str, size: tuple[int, int]) -> None:
    cs = load_cardset(name)
    assert cs.size == size and len(cs.cards) == 52
    image = cs.cards[Card.from_str("QH")]
    assert image.pens.size == size and image.mask.size == size
    pens = set(image.pens.getdata())
    assert pens - {16} <= set(range(16))
    assert set(image.inverted.getdata()) - {16} == {15 - p for p in pens - {16}}


def test_a_players_card_set_folder_is_picked_up(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "data" / "cardsets" / "small", tmp_path / "mine")
    assert {"large", "small", "mine"} <= set(cardset_folders(tmp_path))
    assert load_cardset("mine", tmp_path).card_height == 48
    with pytest.raises(FreeCellError, match="no card set 'nothing'"):
        load_cardset("nothing", tmp_path)


def test_a_bad_card_set_names_its_file(tmp_path: Path) -> None:
    folder = tmp_path / "bad"
    shutil.copytree(ROOT / "data" / "cardsets" / "small", folder)
    text = (folder / "cardset.yaml").read_text().replace("card_height: 48", "card_height: 50")
    (folder / "cardset.yaml").write_text(text)
    with pytest.raises(FileFormatError, match="cards.png.*not 13x5 cards of 72x50"):
        read_cardset(folder)
    (folder / "cardset.yaml").write_text("card_width: [")
    with pytest.raises(FileFormatError, match="cardset.yaml"):
        read_cardset(folder)
    (folder / "cardset.yaml").write_text(text.replace("card_height: 50", "card_height: 48").replace("format: 1",
                                                                                                   "format: 2"))
    with pytest.raises(FileFormatError, match="card set format 2"):
        read_cardset(folder)
    (folder / "cardset.yaml").write_text(text.replace("card_width: 72", "card_width: 90"))
    with pytest.raises(FileFormatError, match="eight columns must fit"):
        read_cardset(folder)
    Image.new("RGB", (10, 10)).save(folder / "cards.png")
    shutil.copy(ROOT / "data" / "cardsets" / "small" / "cardset.yaml", folder / "cardset.yaml")
    with pytest.raises(FileFormatError, match="palette-indexed"):
        read_cardset(folder)


# -- the board layout -------------------------------------------------------------

def renderer(mode_id: str) -> Renderer:
    mode = screen_mode(mode_id)
    return Renderer(mode, load_cardset(mode.card_set), shipped_font(BOARD_FONT), shipped_font(UI_FONT))


@pytest.mark.parametrize("mode_id", MODE_IDS)
def test_everything_is_on_the_screen_and_the_longest_column_fits(mode_id: str) -> None:
    lay = renderer(mode_id).layout(4)
    mode = screen_mode(mode_id)
    assert lay.cells[0].y >= lay.top and lay.homes[-1].right <= mode.width
    assert lay.cells[-1].right < lay.homes[0].x
    for cards in range(1, 20):  # the longest a column can grow: 6 dealt + K down to 2... and more
        last = lay.card_rect(0, cards, cards - 1)
        assert last.bottom <= mode.height
        assert lay.overlap(cards) <= lay.spread
    assert lay.spread >= load_cardset(mode.card_set).index_height
    dealt = lay.card_rect(0, 7, 6)
    assert lay.overlap(7) >= load_cardset(mode.card_set).index_height or mode_id == "ntsc-hires"
    assert dealt.bottom <= mode.height


def test_free_cells_are_as_many_as_the_game_has() -> None:
    r = renderer("pal-laced")
    assert [len(r.layout(n).cells) for n in range(5)] == [0, 1, 2, 3, 4]
    assert r.layout(0).homes == r.layout(4).homes


def test_hit_testing() -> None:
    lay = Layout((640, 512), (72, 96), index_height=17, top=14)
    board = Board.game(617)
    cards = len(board.columns[2])
    first = lay.card_rect(2, cards, 0)
    assert lay.hit(board, first.x + 3, first.y + 2) == Hit(column(2), 0)
    last = lay.card_rect(2, cards, cards - 1)
    assert lay.hit(board, last.x + 3, last.bottom - 1) == Hit(column(2), cards - 1)
    assert lay.hit(board, last.x + 3, last.bottom + 5) == Hit(column(2), None)
    assert lay.hit(board, last.x - 2, last.y + 3) == Hit(column(2), cards - 1)  # the gap belongs to a column
    assert lay.hit(board, lay.cells[1].x + 1, lay.cells[1].y + 1) == Hit(cell(1))
    assert lay.hit(board, lay.homes[3].x + 1, lay.homes[3].bottom - 1) == Hit(home(3))
    assert lay.hit(board, 5, 5) is None  # the title bar
    assert lay.hit(board, 320, lay.cells[0].y + 2) is None  # between the cells and the home cells


@pytest.mark.parametrize("mode_id", MODE_IDS)
@pytest.mark.parametrize("rules", list(Rules), ids=lambda r: r.value)
def test_every_game_stands_whole_on_every_screen(mode_id: str, rules: Rules) -> None:
    """Every place of every game, whole and side by side on the screen (Eight Off's twelve cards across
    the top and Seahaven Towers' ten columns with narrower cards), and each column's last card clickable."""
    mode, board = screen_mode(mode_id), Board.game(617, rules)
    lay = renderer(mode_id).layout_for(board)
    for row in ([*lay.cells, *lay.homes], [lay.card_rect(i, 1, 0) for i in range(len(board.columns))]):
        assert row[0].x >= 0 and row[-1].right <= mode.width
        assert all(b.x - a.right >= 2 for a, b in zip(row, row[1:])), (rules, row)
    assert lay.cells[0].bottom < lay.columns_y if lay.cells else True
    for i, col in enumerate(board.columns):
        foot = lay.card_rect(i, len(col), len(col) - 1)
        assert lay.hit(board, foot.x + 2, foot.bottom - 2) == Hit(column(i), len(col) - 1)
        assert foot.bottom <= mode.height
    for i, rect in enumerate(lay.cells):
        assert lay.hit(board, rect.x + 2, rect.y + 2) == Hit(cell(i))


def test_narrowed_cards_keep_their_corner_index_and_outline() -> None:
    """A card made narrower for Seahaven Towers keeps its index corner pixel for pixel, its outline,
    and is drawn with the same pens."""
    from freecell_retro.ui.screen.narrow import narrowed, width_to_fit

    full = load_cardset("large")
    width = width_to_fit(full.card_width, 640, 10)
    thin = narrowed(full, width)
    assert thin.size == (width, full.card_height) and width < full.card_width
    for card, image in full.cards.items():
        narrow = thin.cards[card]
        assert narrow.pens.size == (width, full.card_height)
        corner = (0, 0, 10, full.index_height)
        assert narrow.pens.crop(corner).tobytes() == image.pens.crop(corner).tobytes()
        assert set(narrow.pens.getdata()) <= set(image.pens.getdata())
