"""The other games in the real (headless) window, the game_window of test_ui_window's
``play``: Eight Off's eight free cells and Seahaven Towers' ten columns are clicked
like FreeCell's, and every game plays."""

from __future__ import annotations

import pytest
from test_ui_window import Play, card_point, click, play, settle  # noqa: F401  # play: the window fixture

from freecell_retro.engine import Area, Board, Move, Rules
from freecell_retro.session import Selection


def far_moves(board: Board) -> list[Move]:
    """The legal moves from a column to a column or free cell, those reaching the places
    FreeCell has not (a ninth or tenth column, a fifth to eighth free cell) first."""
    moves = [m for m in board.legal_moves() if m.source.area is Area.COLUMN and m.target.area is not Area.HOME
             and m.count is None]
    return sorted(moves, key=lambda m: -max(m.source.index, m.target.index + (8 if m.target.area is Area.CELL
                                                                              else 0)))


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced"])
def test_each_game_plays_with_the_mouse(play: Play, mode: str) -> None:  # noqa: F811  # the fixture imported above
    for rules in (Rules.EIGHT_OFF, Rules.FORECELL, Rules.RELAXED, Rules.SEAHAVEN):
        window, session, _ = play(mode=mode, rules=rules)
        assert session.board is not None
        assert session.board.rules is rules and rules.title in session.title
        for _ in range(3):
            move = far_moves(session.board)[0]
            click(window, card_point(window, move.source))
            assert session.selection == Selection(move.source, 1), (rules, move)
            click(window, card_point(window, move.target))
            assert session.game is not None
            assert session.game.moves[-1].source == move.source, (rules, move)
            assert session.game.moves[-1].target == move.target, (rules, move)
            settle(window)
        assert session.game is not None
        assert len(session.game.moves) == 3
