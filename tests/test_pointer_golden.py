"""Goldens of the keyboard pointer: the focus frame in the complement highlight
round a partly selected run, in pal-hires and pal-laced (look at them when rewritten)."""

from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from test_ui_golden import MID_GAME, SOLUTION_617, compare, session_after

from freecell_retro.session import Session
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display


def pointer_frame(mode: str, *names: str, **options: Any) -> tuple[Image.Image, Session]:
    """Game 617 mid-game in ``mode`` after the keys ``names``, as the screen draws it."""
    session = session_after(mode, SOLUTION_617[:MID_GAME], **options)
    display = Display(session)
    for name in names:
        session.windows.handle(KeyPress.parse(name))
    display.changed()
    return indexed(display.frame(), display.palette), session


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced"])
def test_the_focus_frame_takes_in_the_cards_a_return_would_move(mode: str, tmp_path: Path) -> None:
    image, session = pointer_frame(mode, "Right", *["Right"] * 5, "Return", "Minus")
    assert session.selection is not None
    assert session.board is not None
    assert session.selection.count == 1 and session.board.run_length(5) == 2
    compare(f"{mode}-focus-frame", image, tmp_path)
