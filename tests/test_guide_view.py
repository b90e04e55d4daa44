"""The How To Play window: goldens (a contents page and a long page with links, pal-laced and
pal-hires, looked at), what a pixel is on, the page fitting every screen mode in the 13-px font."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from test_gadgets_screens import inside
from test_ui_golden import compare

from freecell_retro.files.amigaguide import Run, Style, load_guide
from freecell_retro.session import Options, Session
from freecell_retro.session.windows.guide import BROWSE_NEXT, CONTENTS, RETRACE, GuideModel
from freecell_retro.session.windows.input import KeyPress, Spot, SpotKind
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.guideview import GuideView
from freecell_retro.ui.screen.fonts import GUIDE_FONT, UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK, BLUE, GREY, RED, WHITE

UI, TEXT = shipped_font(UI_FONT), shipped_font(GUIDE_FONT)
PAGES = Path(__file__).parent / "data" / "guide" / "pages.guide"
GOLDEN_MODES = ("pal-laced", "pal-hires")
TITLE_BAR = 14
"""The screen's title bar (board-11 + 3): the window opens under it."""


def opened(mode: str, node: str | None = None) -> tuple[Display, GuideModel, GuideView]:
    session = Session(Options(screen_mode=mode), clock=lambda: 0.0)
    session.select_game(617)
    model = GuideModel(load_guide(PAGES))
    if node:
        model.goto(node)
    view = GuideView(model, screen_mode(mode).size, UI, TEXT, top=TITLE_BAR)
    return Display(session), model, view


def text_rows(model: GuideModel) -> list[str]:
    return ["".join(run.text for run in row) for row in model.visible]


# -- goldens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_guide_contents(mode, tmp_path):
    """The contents page: bold heading, two links as buttons, Contents/Retrace/Browse < ghosted."""
    display, model, view = opened(mode)
    frame = display.frame().copy()
    view.draw(frame)
    compare(f"{mode}-guide-contents", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_guide_long_page(mode, tmp_path):
    """A long page scrolled down, links in the text, one focused, bold, italics and underline,
    Retrace held down."""
    display, model, view = opened(mode)
    model.follow(0)
    model.scroll(3)
    model.key(KeyPress.parse("TAB"))
    model.key(KeyPress.parse("TAB"))
    frame = display.frame().copy()
    view.draw(frame, pressed=(SpotKind.BUTTON, RETRACE))
    compare(f"{mode}-guide-long-page", indexed(frame, display.palette), tmp_path)


# -- what shows and what a pixel is on ------------------------------------------------------------

def test_title_buttons_and_ghosting():
    display, model, view = opened("pal-hires")
    assert view.frame.title == "How To Play \u2014 Contents"
    frame = display.frame().copy()
    view.draw(frame)
    ghosted = [b.rect for i, b in enumerate(view.buttons) if not model.enabled(i)]
    assert len(ghosted) == 3  # Contents (here), Retrace (nowhere yet), Browse < (the first node)
    model.key(KeyPress.parse("RIGHT"))
    view.draw(frame)
    assert view.frame.title == "How To Play \u2014 A Long Page With Links"


def test_links_are_buttons_and_the_focused_one_is_sunk():
    display, model, view = opened("pal-hires")
    (_, first), (_, second) = view.link_rects()
    model.key(KeyPress.parse("TAB"))
    frame = display.frame().copy()
    view.draw(frame)
    assert frame.getpixel((first.x, first.y)) == BLACK and frame.getpixel((first.right - 1, first.bottom - 1)) == WHITE
    assert frame.getpixel((first.x + 2, first.y + 2)) == BLUE
    assert frame.getpixel((second.x, second.y)) == WHITE and frame.getpixel((second.x + 2, second.y + 2)) == GREY


def test_hits():
    _, model, view = opened("pal-hires")
    assert [view.hit(b.rect.x + 3, b.rect.y + 3) for b in view.buttons] == [Spot(SpotKind.BUTTON, i) for i in range(4)]
    (index, rect), _ = view.link_rects()
    assert view.hit(rect.x + 3, rect.y + 5) == Spot(SpotKind.LINK, 0) and index == 0
    assert view.hit(view.rect.x + 3, view.rect.y + 3) == Spot(SpotKind.CLOSE, 0)
    assert view.hit(view.page.x + 3, view.page.bottom - 3) == Spot(SpotKind.WINDOW, 0)
    assert view.hit(view.rect.right + 1, view.rect.y + 20) is None
    up, down = view.scroller.arrow(-1), view.scroller.arrow(1)
    assert view.hit(up.x + 2, up.y + 2) == Spot(SpotKind.ARROW, -1)
    assert view.hit(down.x + 2, down.y + 2) == Spot(SpotKind.ARROW, 1)
    model.follow(0)
    knob = view.scroller.knob(len(model.page.rows), model.rows, model.top)
    assert view.hit(knob.x + 2, knob.y + 1) == Spot(SpotKind.KNOB, 0)
    assert view.hit(knob.x + 2, knob.bottom + 5) == Spot(SpotKind.TRACK, 1)
    model.key(KeyPress.parse("END"))
    assert view.top_at(view.scroller.container.bottom) == model.last_top == model.top
    assert view.top_at(view.scroller.container.y) == 0


def test_clicks_through_the_model():
    """What the lead wires: a link's hit follows it, a button's presses it, the arrows scroll."""
    _, model, view = opened("pal-hires")
    kind, index, _, _ = view.hit(*centre(view.link_rects()[0][1]))
    assert kind is SpotKind.LINK and model.follow(index) and model.node.name == "Long"
    kind, index, _, _ = view.hit(*centre(view.buttons[BROWSE_NEXT].rect))
    assert kind is SpotKind.BUTTON and model.press(index) and model.node.name == "Keys"
    model.press(CONTENTS)
    assert model.node.name == "Main" and len(model.history) == 3


def centre(rect: Rect) -> tuple[int, int]:
    return rect.x + rect.w // 2, rect.y + rect.h // 2


def test_a_missing_link_says_so_in_red():
    display, model, view = opened("pal-hires", "Long")
    broken = next(i for i, link in enumerate(model.page.links) if link.node == "Gone")
    assert not model.follow(broken)
    frame = display.frame().copy()
    view.draw(frame)
    assert RED in [frame.getpixel((x, view.message_y + 3)) for x in range(view.page.x, view.page.x + 200)]


def test_bold_is_struck_twice():
    _, model, view = opened("pal-hires")
    assert model.visible[0] == (Run("A long page", Style.BOLD),)
    x, y, width = view.text_x, view.text_y, 11 * view.char_width
    frames = {}
    for style in (Style.BOLD, Style.PLAIN):
        frames[style] = Image.new("P", (640, 256), GREY)
        view.draw_run(frames[style], x, y, "A long page", style)
    ink = {style: frame.crop((x, y, x + width + 1, y + 13)).histogram()[BLACK] for style, frame in frames.items()}
    assert ink[Style.PLAIN] < ink[Style.BOLD] < 2 * ink[Style.PLAIN] + 1


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_the_window_fits_every_mode_in_the_13_pixel_font(mode):
    size = screen_mode(mode).size
    _, model, view = opened(mode, "Long")
    assert inside(view.rect, Rect(0, 0, *size))
    inner = view.frame.inner
    parts = [b.rect for b in view.buttons] + [view.page, view.scroller.rect]
    assert all(inside(part, inner) for part in parts)
    assert view.line_height == 13 and model.columns >= 70
    assert view.text_y + model.rows * 13 <= view.page.bottom and view.message_y + UI.height <= inner.bottom
    assert model.rows >= (9 if size[1] == 200 else 13)
    assert all(inside(rect, view.page) for _, rect in view.link_rects())
    assert all(len(row) <= model.columns for row in text_rows(model))
