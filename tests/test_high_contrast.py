"""Options ▸ Palette ▸ High Contrast: the preset's pens at the strongest contrast the 16 pens allow
(complements kept, so an inverted card still reads), the focus frame and Show Targets drawn
thick, an empty cell's outline drawn light on the dark table; goldens in pal-hires and pal-laced
(look at them when rewritten)."""

from pathlib import Path

import pytest
from test_pointer_golden import pointer_frame
from test_ui_golden import compare

from freecell_retro.files.palettes import PENS, Palette
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.paletteeditor import PaletteEditor
from freecell_retro.ui.display import Display
from freecell_retro.ui.screen.palette import WHITE


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG's relative luminance of a 12-bit colour."""
    def channel(value: int) -> float:
        c = value / 15
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def ratio(one: tuple[int, int, int], two: tuple[int, int, int]) -> float:
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_preset_keeps_the_complements_and_puts_cards_table_and_text_at_full_contrast() -> None:
    pens = Palette.high_contrast().pens
    assert all(tuple(a + b for a, b in zip(pens[pen], pens[PENS - 1 - pen])) == (15, 15, 15) for pen in range(PENS))
    felt, black, red, grey, white = pens[0], pens[1], pens[2], pens[3], pens[14]
    assert ratio(white, felt) > 19 and ratio(black, grey) == 21 and ratio(black, white) == 21
    assert ratio(red, white) > 5.5  # red suits on the card face
    assert ratio(black, pens[4]) > 4.5 and ratio(white, pens[4]) > 3  # a window's title on blue, the chart's bars
    default = Palette.default().pens
    assert ratio(white, felt) > ratio(default[14], default[0]) and ratio(black, grey) > ratio(default[1], default[3])


def test_the_palette_editor_puts_the_preset_in_force_with_h_and_cancel_goes_back() -> None:
    shown: list[Palette] = []
    editor = PaletteEditor(Palette.default(), None, shown.append)
    assert editor.key(KeyPress.parse("H")) and editor.palette == Palette.high_contrast() == shown[-1]
    editor.key(KeyPress.parse("Escape"))
    assert shown[-1] == Palette.default()


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced"])
def test_golden_high_contrast_with_the_focus_frame_and_show_targets_drawn_thick(mode: str, tmp_path: Path) -> None:
    image, session = pointer_frame(mode, "4", "Right", "Right", "Right", high_contrast=True, show_targets=True)
    plain, _ = pointer_frame(mode, "4", "Right", "Right", "Right", show_targets=True)
    assert session.selection is not None
    assert image.getpalette() != plain.getpalette()
    assert sum(1 for a, b in zip(image.getdata(), plain.getdata()) if a != b) > 0  # the thicker bands
    assert session.board is not None and session.board.homes[3] is None
    home = Display(session).renderer.layout_for(session.board).homes[3]
    box = (home.x, home.y, home.x + home.w, home.y + home.h)
    assert WHITE in set(image.crop(box).getdata()) and WHITE not in set(plain.crop(box).getdata())  # drawn light
    compare(f"{mode}-high-contrast", image, tmp_path)
