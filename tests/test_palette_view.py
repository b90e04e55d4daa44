"""The Palette requester over the game: goldens in pal-laced and pal-hires (looked at), hit-tests,
the swatches drawn in their own pens, and nothing cut off in any screen mode."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from test_gadgets_screens import board, inside
from test_ui_golden import compare

from freecell_retro.files.palettes import ALL_PENS
from freecell_retro.session.windows.input import SpotKind
from freecell_retro.session.windows.paletteeditor import BLUE, BUTTONS, CHANNELS, GREEN, RED, RESET, PaletteEditor
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.paletteview import PaletteView
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK

FONT = shipped_font(UI_FONT)
GOLDEN_MODES = ("pal-laced", "pal-hires")


def edited(display: Display) -> PaletteEditor:
    """The requester over the display's palette: pen 5 (gold) made orange, Green the slider the keys move,
    and Save refused (no stats file) so the error line shows."""
    editor = PaletteEditor(display.palette, None, display.set_palette)
    editor.select(5)
    editor.set_level(GREEN, 4)
    editor.save()
    return editor


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_palette_requester(mode: str, tmp_path: Path) -> None:
    """The whole screen in the edited palette (the gold on the cards is orange too), Reset held."""
    display, frame = board(mode)
    editor = edited(display)
    PaletteView(editor, screen_mode(mode).size, FONT).draw(frame, pressed=RESET)
    assert display.palette.pens[5] == (15, 4, 3)
    compare(f"{mode}-palette", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_palette_requester_with_a_button_reached_by_tab(mode: str, tmp_path: Path) -> None:
    """Tab (a pad's trigger) past the sliders to Save: Save ringed in complement, no slider's arrow."""
    display, frame = board(mode)
    editor = PaletteEditor(display.palette, None, display.set_palette)
    editor.step_focus(len(CHANNELS))
    assert editor.button == 0
    PaletteView(editor, screen_mode(mode).size, FONT).draw(frame)
    compare(f"{mode}-palette-save-reached", indexed(frame, display.palette), tmp_path)


def test_swatches_are_drawn_in_their_pens_with_the_marks() -> None:
    display, frame = board("pal-hires")
    editor = edited(display)
    view = PaletteView(editor, (640, 256), FONT)
    view.draw(frame)
    for pen, swatch in enumerate(view.swatches):
        assert frame.getpixel((swatch.x + swatch.w // 2, swatch.y + swatch.h // 2)) == pen
    for pen in (5, 10):  # the selected pen and the one it pairs with are marked
        swatch = view.swatches[pen]
        assert BLACK in [frame.getpixel((swatch.x + swatch.w // 2, y)) for y in range(view.mark_y, swatch.bottom + 12)]
    bare = view.swatches[7]
    assert BLACK not in [frame.getpixel((bare.x + bare.w // 2, y)) for y in range(view.mark_y, view.mark_y + 4)]


def test_hits() -> None:
    display, _ = board("pal-hires")
    editor = edited(display)
    view = PaletteView(editor, (640, 256), FONT)
    assert [view.hit(s.x + 2, s.y + 2) for s in view.swatches] == [(SpotKind.SWATCH, pen, 0) for pen in range(ALL_PENS)]
    swatch = view.swatches[3]
    assert view.hit(swatch.x + 2, view.mark_y + 1) == (SpotKind.SWATCH, 3, 0)
    for channel, slider in enumerate(view.sliders):
        box = slider.rect
        assert view.hit(box.x + 1, box.y + 2) == (SpotKind.SLIDER, channel, 0)
        assert view.hit(box.right - 2, box.y + 2) == (SpotKind.SLIDER, channel, 15)
        middle = view.hit(box.x + box.w // 2, box.y + 2)
        assert middle is not None and middle[2] in (7, 8)
        assert view.hit(view.labels[channel].x + 8, box.y + 2) == (SpotKind.CHANNEL, channel, 0)
        assert view.level_at(channel, box.x - 100) == 0 and view.level_at(channel, box.right + 100) == 15
    assert [view.hit(b.x + 2, b.y + 2) for b in view.buttons] == [(SpotKind.BUTTON, i, 0) for i in range(len(BUTTONS))]
    assert view.hit(view.window.x + 2, view.window.bottom - 2) == (SpotKind.WINDOW, 0, 0)
    assert view.hit(view.window.x - 1, view.window.y) is None
    assert (RED, GREEN, BLUE) == (0, 1, 2) and len(CHANNELS) == len(view.sliders)


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_nothing_of_the_palette_requester_is_cut_off(mode: str) -> None:
    size = screen_mode(mode).size
    display, _ = board(mode)
    editor = edited(display)
    view = PaletteView(editor, size, FONT)
    assert inside(view.window, Rect(0, 0, *size))
    parts = [view.swatch_area(pen) for pen in range(ALL_PENS)] + view.buttons + [s.rect for s in view.sliders]
    parts += view.labels
    parts += [Rect(x, y, FONT.text_width(line), FONT.height) for (x, y), line in zip(view.text, editor.lines)]
    parts += [Rect(x, y, view.text_w, FONT.height) for x, y in view.error_lines]
    assert all(inside(p, view.frame.inner) for p in parts), mode
    assert not any(a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
                   for i, a in enumerate(parts) for b in parts[i + 1:])

def test_a_long_pen_name_is_cut_to_the_window() -> None:
    display, frame = board("ntsc-hires")
    editor = edited(display)
    editor.palette = replace(editor.palette, names=("W" * 60,) * ALL_PENS)
    view = PaletteView(editor, (640, 200), FONT)
    view.draw(frame)
    x, y = view.text[1]
    right = x + view.text_w
    def ink(left: int, width: int) -> bool:
        return BLACK in [frame.getpixel((col, row)) for col in range(left, left + width)
                         for row in range(y, y + FONT.height)]
    assert ink(right - 8, 8) and not ink(right, 12)
