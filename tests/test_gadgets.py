"""The gadget kit (ui/intuition/gadgets/): each family drawn on a golden sheet in pal-laced and pal-hires,
hit-tests, the ghost pattern and COMPLEMENT, underlined shortcuts.

Goldens are rewritten on purpose only (``FREECELL_REWRITE_GOLDEN=1``) and looked at."""

from __future__ import annotations

import pytest
from test_ui_golden import compare

from freecell_retro.files.palettes import Palette
from freecell_retro.session.windows.fields import ListChoice, TextField
from freecell_retro.session.windows.input import Spot, SpotKind
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.intuition.gadgets import (
    Button,
    CheckBox,
    CycleGadget,
    ListView,
    MXChoice,
    Scroller,
    Slider,
    StringGadget,
    WindowFrame,
)
from freecell_retro.ui.intuition.gadgets.bevels import bevel, ridge
from freecell_retro.ui.screen.draw import GHOST_PATTERN, complement_rect, fill, ghost, new_frame
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import screen_mode
from freecell_retro.ui.screen.palette import BLACK, BLUE, FELT, GREY, WHITE

FONT = shipped_font(UI_FONT)
MODES = ("pal-laced", "pal-hires")


def kit_sheet(size: tuple[int, int]):
    """Every gadget family in one window: what a later requester is built from."""
    frame = new_frame(size, FELT)
    window = WindowFrame(Rect(8, 4, 624, min(size[1] - 8, 236)), "Gadgets", FONT, close=True)
    window.draw(frame)
    WindowFrame(Rect(460, 150, 160, 40), "Inactive", FONT, close=True).draw(frame, active=False)
    x, y = window.inner.x + 8, window.inner.y + 4
    h = FONT.height + 6
    save_w = Button.width_for(FONT, "_Save solution")
    Button(Rect(x, y, save_w, h), "_Save solution").draw(frame, FONT)
    Button(Rect(x + save_w + 8, y, 64, h), "Yes", "Y").draw(frame, FONT, pressed=True)
    Button(Rect(x + save_w + 80, y, 64, h), "No", "N").draw(frame, FONT, enabled=False)
    labels = ["Normal", "Slow"]
    CycleGadget(Rect(x + save_w + 152, y, CycleGadget.width_for(FONT, labels), h), labels).draw(frame, FONT, 1)
    CheckBox(Rect(x + 480, y + 1, 26, 11), "Same game", "G").draw(frame, FONT, True)
    CheckBox(Rect(x + 480, y + 16, 26, 11), "Messages").draw(frame, FONT, False)
    y += 2 * h + 6
    MXChoice((x, y), ["Original", "Baker's"], 10).draw(frame, FONT, 1)
    StringGadget(Rect(x + 120, y, 200, StringGadget.height_for(FONT))).draw(frame, FONT, TextField("617", 1))
    StringGadget(Rect(x + 120, y + 18, 100, StringGadget.height_for(FONT))).draw(
        frame, FONT, TextField("a text longer than the box", 26))
    Slider(Rect(x + 330, y, 160, 11), 0, 15).draw(frame, 5)
    y += 40
    choice = ListChoice([f"Item {i}" for i in range(12)], 3, 2, 6)
    ListView(Rect(x, y, 200, ListView.height_for(FONT, 6)), FONT).draw(frame, choice, pressed_arrow=1)
    for i, recessed in enumerate((False, True)):
        box = Rect(x + 220 + 50 * i, y, 40, 20)
        fill(frame, box, GREY)
        bevel(frame, box, recessed)
    ridge(frame, Rect(x + 320, y, 60, 20))
    return frame


@pytest.mark.parametrize("mode", MODES)
def test_golden_gadget_kit(mode, tmp_path):
    compare(f"gadgets-{mode}", indexed(kit_sheet(screen_mode(mode).size), Palette.default()), tmp_path)


def test_bevels_light_from_the_top_left_with_intuitions_corners():
    frame = new_frame((20, 10), GREY)
    bevel(frame, Rect(0, 0, 20, 10))
    px = frame.load()
    assert px[0, 0] == px[18, 0] == px[0, 9] == px[1, 5] == WHITE  # top and left, bottom-left corner shine
    assert px[19, 0] == px[19, 9] == px[1, 9] == px[18, 5] == BLACK  # right and bottom, top-right corner shadow
    bevel(frame, Rect(0, 0, 20, 10), recessed=True)
    assert px[0, 0] == BLACK and px[19, 9] == WHITE


def test_the_ghost_pattern_is_intuitions():
    frame = new_frame((16, 2), BLACK)
    ghost(frame, Rect(0, 0, 16, 2), WHITE)
    for y in range(2):
        row = "".join("1" if frame.getpixel((x, y)) == WHITE else "0" for x in range(16))
        assert int(row, 2) == GHOST_PATTERN[y]


def test_complement_turns_every_pen_into_its_complement():
    frame = new_frame((4, 1), WHITE)
    frame.putpixel((1, 0), BLUE)
    complement_rect(frame, Rect(0, 0, 3, 1))
    assert [frame.getpixel((x, 0)) for x in range(4)] == [BLACK, 15 - BLUE, BLACK, WHITE]


def underline_row(frame, button: Button) -> list[int]:
    y = button.rect.y + (button.rect.h - FONT.height + 1) // 2 + FONT.ascent
    return [x for x in range(button.rect.x + 3, button.rect.right - 3) if frame.getpixel((x, y)) == BLACK]


def test_a_button_underlines_its_shortcut_letter_only():
    frame = new_frame((200, 20), GREY)
    save = Button(Rect(0, 0, 120, 14), "Save solution", "S")
    save.draw(frame, FONT)
    text_x = (120 - FONT.text_width("Save solution")) // 2
    assert underline_row(frame, save) and all(text_x <= x < text_x + 8 for x in underline_row(frame, save))
    explicit = Button(Rect(0, 0, 120, 14), "Same _game")
    frame = new_frame((200, 20), GREY)
    explicit.draw(frame, FONT)
    assert FONT.text_width("Same game") < 120 and min(underline_row(frame, explicit)) >= \
        (120 - FONT.text_width("Same game")) // 2 + FONT.text_width("Same ")
    plain = Button(Rect(0, 0, 120, 14), "OK")
    frame = new_frame((200, 20), GREY)
    plain.draw(frame, FONT)
    assert underline_row(frame, plain) == []


def test_hits():
    frame = WindowFrame(Rect(10, 10, 200, 60), "T", FONT, close=True)
    assert frame.hit(12, 12) is SpotKind.CLOSE and frame.hit(205, 12) is SpotKind.DEPTH
    assert frame.hit(100, 12) is SpotKind.DRAG
    assert frame.hit(100, 50) is SpotKind.WINDOW and frame.hit(5, 5) is None
    box = CheckBox(Rect(0, 0, 26, 11), "Same game")
    assert box.hit(30, 5, FONT) and box.hit(26 + 8 + 8 * 9 - 1, 5, FONT) and not box.hit(200, 5, FONT)
    mx = MXChoice((0, 0), ["A", "B", "C"], 10)
    assert mx.hit(2, 13, FONT) == 1 and mx.hit(2, 23, FONT) == 2 and mx.hit(100, 13, FONT) is None
    slider = Slider(Rect(0, 0, 108, 11), 0, 9)
    assert slider.level_at(4) == 0 and slider.level_at(103) == 9 and slider.level_at(54) == 5
    assert slider.knob(0).x == 4 and slider.knob(9).right == 104
    scroller = Scroller(Rect(0, 0, 16, 100), 10)
    assert scroller.hit(5, 85, 20, 5, 0) == Spot(SpotKind.ARROW, -1)
    assert scroller.hit(5, 95, 20, 5, 0) == Spot(SpotKind.ARROW, 1)
    assert scroller.hit(5, 4, 20, 5, 0) == Spot(SpotKind.KNOB, 0)
    assert scroller.hit(5, 70, 20, 5, 0) == Spot(SpotKind.TRACK, 1)
    assert scroller.hit(5, 4, 20, 5, 15) == Spot(SpotKind.TRACK, -1)
    gadget = StringGadget(Rect(0, 0, 100, 14))
    field = TextField("617", 3)
    assert gadget.cursor_at(6, FONT, field) == 0 and gadget.cursor_at(15, FONT, field) == 1
    assert gadget.cursor_at(90, FONT, field) == 3
    view = ListView(Rect(0, 0, 200, ListView.height_for(FONT, 4)), FONT)
    choice = ListChoice([f"Item {i}" for i in range(10)], 3, 3, 4)
    assert view.hit(50, 2 + 9 + 4, choice) == Spot(SpotKind.ITEM, 4)
    assert view.hit(190, view.rect.bottom - 2, choice) == Spot(SpotKind.ARROW, 1)
    short = ListChoice(["one"], 0, 0, 4)
    assert view.hit(50, 2 + 9 + 4, short) is None


def test_a_long_text_scrolls_to_keep_the_cursor_in_view():
    gadget = StringGadget(Rect(0, 0, 8 * 10 + 10, 14))
    field = TextField("abcdefghijklmnopqrstuvwxyz", 26)
    assert gadget.first_shown(FONT, field) == 26 - 9
    assert gadget.first_shown(FONT, TextField("abcdefghijklmnopqrstuvwxyz", 0)) == 0


def test_a_ghosted_button_keeps_its_label_readable():
    """Ghosted in the fill pen, a disabled button's label loses some of its ink (Intuition's pattern), never most, and
    nothing black is added over it."""
    font = shipped_font(UI_FONT)
    rect = Rect(4, 4, 80, 14)
    enabled, disabled = new_frame((100, 30), GREY), new_frame((100, 30), GREY)
    Button(rect, "Retrace", "R").draw(enabled, font)
    Button(rect, "Retrace", "R").draw(disabled, font, enabled=False)
    inside = [(x, y) for x in range(rect.x + 2, rect.right - 2) for y in range(rect.y + 2, rect.bottom - 2)]
    ink = [p for p in inside if enabled.getpixel(p) == BLACK]
    kept = [p for p in ink if disabled.getpixel(p) == BLACK]
    assert 0.5 * len(ink) <= len(kept) < len(ink)
    assert all(disabled.getpixel(p) in (BLACK, GREY) and (disabled.getpixel(p) != BLACK or p in ink) for p in inside)
