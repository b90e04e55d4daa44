"""Frames that send only what changed to the GPU still show exactly the native frame, scaled, in the
palette's colours, after every kind of change: a selection, a glide, a requester, a menu, a new
palette, a new deal, another screen mode."""

from __future__ import annotations

import os

import pytest

_HEADLESS = os.environ.get("ARCADE_HEADLESS")
os.environ["ARCADE_HEADLESS"] = "1"  # read once, when Arcade is imported: a real GL context, no display
arcade = pytest.importorskip("arcade")
if _HEADLESS is None:
    del os.environ["ARCADE_HEADLESS"]

from PIL import Image  # noqa: E402

from freecell_retro.session import Option, Session  # noqa: E402
from freecell_retro.session.windows.input import Key, KeyPress  # noqa: E402
from freecell_retro.ui.board.renderer import indexed  # noqa: E402
from freecell_retro.ui.screen.draw import changed_box, new_frame  # noqa: E402


def screen_matches_the_frame(window) -> bool:
    window.on_draw()
    f = window.fit
    shot = arcade.get_image(0, 0, *window.get_size()).convert("RGB")
    top = window.get_size()[1] - f.y - f.height
    native = indexed(window.game_display.frame(), window.game_display.palette).convert("RGB")
    scaled = native.resize((f.width, f.height), Image.NEAREST)
    return shot.crop((f.x, top, f.x + f.width, top + f.height)).tobytes() == scaled.tobytes()


@pytest.fixture
def window(game_window):
    session = Session(clock=lambda: 0.0)
    session.select_game(617)
    game_window.show(session)
    game_window.on_resize(*game_window.get_size())
    assert screen_matches_the_frame(game_window)
    return game_window


def test_every_change_shows_the_whole_frame(window):
    amiga = window.game_display
    changes = [
        lambda: amiga.controller.handle(KeyPress(Key.D5)),  # select a column
        lambda: amiga.controller.handle(KeyPress(Key.D5)),  # and unselect it
        lambda: amiga.controller.handle(KeyPress(Key.F1)),  # How To Play over the board
        lambda: amiga.controller.handle(KeyPress(Key.ESCAPE)),
        lambda: amiga.controller.handle(KeyPress(Key.Q, shift=True)),  # a requester
        lambda: amiga.controller.handle(KeyPress(Key.ESCAPE)),
        lambda: amiga.set_palette(amiga.palette.with_pen(0, (15, 0, 0))),
        lambda: amiga.session.select_game(1),  # every card somewhere else
        lambda: amiga.session.set_option(Option.SCREEN_MODE, "pal-hires"),
        lambda: amiga.session.set_option(Option.SCREEN_MODE, "pal-laced"),
    ]
    for change in changes:
        change()
        assert screen_matches_the_frame(window)


def test_a_glide_shows_every_refresh_whole(window):
    amiga = window.game_display
    amiga.controller.handle(KeyPress(Key.D1))
    amiga.controller.handle(KeyPress(Key.D0))  # column 1's card to a free cell: it glides
    assert amiga.busy
    while amiga.busy:
        window.on_update(1 / 50)
        assert screen_matches_the_frame(window)


def test_changed_box():
    before = new_frame((8, 6))
    after = before.copy()
    assert changed_box(before, after) is None
    after.putpixel((2, 1), 3)
    after.putpixel((5, 4), 7)
    assert changed_box(before, after) == (2, 1, 6, 5)
    assert changed_box(None, after) == changed_box(new_frame((4, 4)), after) == (0, 0, 8, 6)
