"""Every way the game reads a solution file refuses a move naming a column the board lacks (``110`` is
column 1 to column 10) in one line naming the file and the line: never an IndexError."""

import random
from pathlib import Path

import pytest

from freecell_retro.session import Options, Session
from freecell_retro.session.game.browser import SolutionBrowser
from freecell_retro.session.windows.input import KeyPress, Text
from freecell_retro.session.windows.requesters import RequesterKind


def browsed(path: Path) -> tuple[Session, SolutionBrowser]:
    session = Session(Options(), rng=random.Random(3), clock=lambda: 0.0)
    session.select_game(617)
    browser = SolutionBrowser(session)
    browser.open(path)
    return session, browser


@pytest.mark.parametrize("moves", ["110", "19", "3a 91"])
def test_browse_solution_refuses_the_move_in_one_line(tmp_path: Path, moves: str) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(f"{moves}\n")
    session, browser = browsed(path)
    assert not browser.active and session.requester is not None
    assert len(session.requester.lines) == 1 and session.requester.lines[0].startswith("Solution.game617_O, line 1: ")
    assert "column" in session.requester.lines[0]


def test_browse_solution_refuses_it_after_asking_the_game_number(tmp_path: Path) -> None:
    path = tmp_path / "Solution.mine"
    path.write_text("3a\n110\n")
    session, browser = browsed(path)
    assert session.requester is not None and session.requester.kind is RequesterKind.BROWSE_GAME
    session.windows.handle(Text("617"))
    session.windows.handle(KeyPress.parse("RETURN"))
    assert not browser.active and session.requester is not None  # the question stays, saying why
    assert session.requester.error is not None
    assert session.requester.error.startswith("Solution.mine, line 2: '110': there is no column 10")
