"""Review Game on the screen: the VCR unit with its sixth button and each position's verdict, a
winnable move and the losing one (goldens in pal-laced and pal-hires, looked at), the losing move's
line in red, and the jump button hit where it is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_golden import compare

from freecell_retro.engine import Move
from freecell_retro.session import Options, Session
from freecell_retro.session.game.browser import JUMP
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.vcr import VcrView
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.modes import screen_mode
from freecell_retro.ui.screen.palette import RED

FONT = shipped_font(UI_FONT)
LOST_617 = "2a 21 8b 12 7c 1d b3 7b 53"


def reviewing(mode: str) -> Display:
    """Game 617 lost in nine moves, the game-over requester answered, Review Game open."""
    session = Session(Options(screen_mode=mode), clock=lambda: 0.0)
    session.select_game(617)
    for text in LOST_617.split():
        session.play(Move.from_str(text))
    display = Display(session)  # its review searches at once: a display made for a picture waits
    session.requester = None
    display.services.review.open()
    return display


@pytest.mark.parametrize("mode", ["pal-laced", "pal-hires"])
@pytest.mark.parametrize("at", ["winnable", "lost"])
def test_golden_review(mode: str, at: str, tmp_path: Path) -> None:
    display = reviewing(mode)
    browser = display.browser
    if at == "winnable":
        for _ in range(3):
            browser.play_one()
    else:
        browser.press(JUMP)
    display.finish_animation()
    frame = display.frame()
    view = VcrView(browser, None, screen_mode(mode).size, FONT)
    assert len(view.buttons) == 6 and view.hit(view.buttons[JUMP].x + 2, view.buttons[JUMP].y + 2) == JUMP
    pens = [pen for _x, _y, _text, pen in view.lines()]
    assert (pens[2] == RED) == (at == "lost")  # after the counter and the speed: the verdict
    compare(f"{mode}-review-{at}", indexed(frame, display.palette), tmp_path)
