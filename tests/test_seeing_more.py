"""Seeing more: Show Targets, Status Counts and Double-click Home — off by
default, toggled in the Options menu, kept in the stats file, and what each
shows or does; goldens of Show Targets in pal-hires and pal-laced."""

import random
from pathlib import Path

import pytest
from boards import make_board
from test_pointer_golden import pointer_frame
from test_ui_golden import compare

from freecell_retro.engine import Game, cell, column, home
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.selection import Selection
from freecell_retro.session.game.targets import status_counts, targets
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.ui.display import Display

OPTIONS = {"Options/Show Targets": "show_targets", "Options/Status Counts": "status_counts",
           "Options/Double-click Home": "double_click_home"}


def test_each_is_off_until_chosen_and_the_stats_file_keeps_it(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    session = Session(rng=random.Random(3))
    Accounting(path, StatsFile()).attach(session)
    strip = menu_strip(session)
    for item, name in OPTIONS.items():
        assert not strip.find(item).is_checked and not getattr(session.options, name)
        assert strip.select(item) and strip.find(item).is_checked
        assert read_stats(path).preferences[name] is True


def test_targets_are_the_places_the_selection_may_go() -> None:
    board = make_board(["KS QH", "", "KC", "5D", "AH", "2S", "3S", "4S"], cells="- 7C - -")
    assert targets(board, Selection(column(4))) == [cell(0), cell(2), cell(3), column(1), column(5), home(0)]
    assert targets(board, Selection(column(0), 1)) == [cell(0), cell(2), cell(3), column(1), column(2)]
    assert targets(board, Selection(cell(1))) == [column(1)]


def test_status_counts_say_free_cells_empty_columns_and_the_longest_run_that_may_move() -> None:
    board = make_board(["KS QH JC TD", "", "KC", "5D", "AH"], cells="- 7C - -")
    assert status_counts(board) == "Free 3  Empty 4  Run 4"
    board = make_board(["KS QH JC TD 9S 8H", "2C", "KC", "5D", "AH", "2S", "3S", "4S"], cells="2H 7C - -")
    assert status_counts(board) == "Free 2  Empty 0  Run 3"


def test_status_counts_join_the_title_bar_only_when_there_is_room() -> None:
    session = Session(Options(status_counts=True, screen_mode="pal-hires"), clock=lambda: 0.0)
    session.select_game(617)
    display = Display(session)
    assert display.scene().title == f"{session.title}  Free 4  Empty 0  Run 1"
    session.options.status_counts = False
    assert display.scene().title == session.title
    session.options.status_counts = True
    assert session.deal is not None
    session.play_setgame(session.deal.__class__.from_setgame("setgame." + "W" * 60, list(session.deal.cards)))
    assert display.scene().title == session.title  # a long set game's name: no room


def test_double_click_home_sends_a_card_home_when_it_can_go_else_to_a_free_cell() -> None:
    session = Session(Options(double_click_home=True, double_click=False))
    session.select_game(617)
    session.game = Game(make_board(["KS AH", "KC 5D"], cells="- 2H - -"))
    session.double_click(column(0))
    assert session.board is not None
    assert session.board.homes[0] is not None
    session.double_click(cell(1))
    assert str(session.board.homes[0]) == "2H"
    session.double_click(column(1))
    assert session.board.cells[0] is not None and session.board.homes.count(None) == 3


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced"])
def test_show_targets_rings_where_the_selected_run_may_go(mode: str, tmp_path: Path) -> None:
    image, session = pointer_frame(mode, "4", show_targets=True)  # 3C 2D: to the free cell, onto 4H
    assert session.board is not None
    assert session.selection is not None
    assert targets(session.board, session.selection) == [cell(3), column(7)]
    compare(f"{mode}-show-targets", image, tmp_path)
