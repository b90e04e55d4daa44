"""Intuition in the window, through its handlers (headless): the menu strip on the right
button, requesters answered by mouse and by keys, the menu keys, and the tool dock."""

from __future__ import annotations

import random

import pytest
from processes import BOUND, wait_for
from test_ui_golden import compare
from test_ui_window import LEFT, RIGHT, arcade, click, press_key, settle, to_window

from freecell_retro.engine.moves import Move
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.assist.beside import ThreadBeside
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.windows.input import KeyPress, Spot, SpotKind
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.gamewindow import GameWindow

key = arcade.key


@pytest.fixture
def window(game_window, tmp_path):
    """``window(mode, moves)``: game 617 in the window with statistics kept in tmp_path/stats.Fred."""
    def start(mode="pal-laced", moves=(), **options):
        session = Session(Options(screen_mode=mode, **options), clock=lambda: 0.0, rng=random.Random(5))
        accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
        session.select_game(617)
        for text in moves:
            assert session.play(Move.from_str(text))
        game_window.show(session, accounting=accounting)
        game_window.on_resize(*game_window.get_size())
        settle(game_window)
        return game_window, session, accounting
    return start


def native_point(window, path: str) -> tuple[int, int]:
    """The window pixel at the middle of a menu title, item or sub-item, opening what leads to it."""
    view = window.game_display.views.menu_view()
    parts = path.split("/")
    m = [menu.title for menu in view.strip.menus].index(parts[0])
    if len(parts) == 1:
        rect = view.titles[m]
    else:
        items = view.strip.menus[m].items
        i = [item.label for item in items].index(parts[1])
        lay = view.layout(m, i)
        rect = lay.menu.items[i]
        if len(parts) == 3:
            s = [item.label for item in items[i].submenu].index(parts[2])
            rect = lay.sub.items[s]
    return to_window(window, rect.x + rect.w // 2, rect.y + rect.h // 2)


def drag_right(window, *paths: str) -> None:
    """Hold the right button on the title bar and move through ``paths`` (title, item, sub-item…)."""
    start = to_window(window, 300, 2)
    window.on_mouse_press(*start, RIGHT, 0)
    for path in paths:
        window.on_mouse_drag(*native_point(window, path), 0, 0, RIGHT, 0)


# -- the menu strip ---------------------------------------------------------------------------

def test_right_button_opens_the_strip_and_a_sub_item_is_selected_on_release(window, tmp_path):
    window, session, _ = window()
    drag_right(window, "Options", "Options/Number of FreeCells", "Options/Number of FreeCells/3")
    assert window.game_display.scene().menu[3] is not None and window.game_display.scene().menu is not None
    window.on_mouse_release(*native_point(window, "Options/Number of FreeCells/3"), RIGHT, 0)
    assert window.game_display.scene().menu is None
    assert session.options.free_cells == 3 and session.board.free_cell_count == 3  # no move made: dealt at once
    assert read_stats(tmp_path / "stats.Fred").preferences["free_cells"] == 3  # remembered


def test_releasing_elsewhere_does_nothing(window):
    window, session, _ = window()
    drag_right(window, "Game", "Game/New Game")
    window.on_mouse_drag(*to_window(window, 600, 400), 0, 0, RIGHT, 0)
    window.on_mouse_release(*to_window(window, 600, 400), RIGHT, 0)
    assert session.deal.number == 617 and window.game_display.scene().menu is None


def test_multi_select_with_the_left_button_while_the_right_is_held(window):
    window, session, _ = window()
    drag_right(window, "Options", "Options/Messages")
    window.on_mouse_press(*native_point(window, "Options/Messages"), LEFT, 0)
    window.on_mouse_release(*native_point(window, "Options/Messages"), LEFT, 0)
    assert session.options.messages is False and window.game_display.scene().menu is not None
    window.on_mouse_drag(*native_point(window, "Options/DoubleClick"), 0, 0, RIGHT, 0)
    window.on_mouse_release(*native_point(window, "Options/DoubleClick"), RIGHT, 0)
    assert session.options.double_click is False


def test_a_ghosted_item_does_nothing(window):
    window, session, _ = window()
    drag_right(window, "Help", "Help/Undo Move")  # no move yet: ghosted
    window.on_mouse_release(*native_point(window, "Help/Undo Move"), RIGHT, 0)
    assert session.game.move_count == 0 and session.requester is None


def test_the_right_button_on_a_card_still_shows_it_whole(window):
    window, _, _ = window(moves=["7a"])
    board = window.game_display.session.board
    rect = window.game_display.layout(board).card_rect(0, len(board.columns[0]), 0)
    point = to_window(window, rect.x + 8, rect.y + 4)
    window.on_mouse_press(*point, RIGHT, 0)
    assert window.game_display.scene().reveal == (0, 0) and window.game_display.scene().menu is None
    window.on_mouse_release(*point, RIGHT, 0)


# -- keys --------------------------------------------------------------------------------------

def test_f3_types_a_number_and_return_deals_it(window):
    window, session, _ = window(moves=["7a"])
    press_key(window, key.F3)
    assert session.requester.kind is RequesterKind.SELECT_GAME
    for digit in "11982":
        window.on_key_press(getattr(key, f"KEY_{digit}"), 0)
        window.on_text(digit)
    press_key(window, key.RETURN)
    assert session.requester.kind is RequesterKind.RESIGN  # a counted game in progress: resign first
    press_key(window, key.Y)
    assert session.deal.number == 11982


def test_select_game_refuses_a_bad_number_in_one_line_and_stays_open(window):
    window, session, _ = window()
    press_key(window, key.F3)
    window.on_text("0")
    press_key(window, key.RETURN)
    assert session.requester.kind is RequesterKind.SELECT_GAME
    assert session.requester.error and "\n" not in session.requester.error
    press_key(window, key.BACKSPACE)
    window.on_text("617")
    press_key(window, key.ESCAPE)
    assert session.requester is None and session.deal.number == 617


def test_f4_shows_the_statistics_and_clear_asks_first(window):
    window, session, _ = window()
    press_key(window, key.F4)
    assert session.requester.kind is RequesterKind.STATISTICS
    press_key(window, key.C)
    assert session.requester.kind is RequesterKind.CLEAR_STATISTICS
    press_key(window, key.ESCAPE)
    assert session.requester.kind is RequesterKind.STATISTICS
    press_key(window, key.RETURN)
    assert session.requester is None


def test_backspace_undoes_and_alt_letters_are_the_right_amiga_shortcuts(window):
    window, session, _ = window(moves=["7a", "7b"])
    press_key(window, key.BACKSPACE)
    assert [str(m) for m in session.game.moves] == ["7a"]
    press_key(window, key.U, key.MOD_ALT)
    assert session.game.moves == []
    press_key(window, key.A, key.MOD_ALT)
    assert session.requester.kind is RequesterKind.ABOUT
    press_key(window, key.RETURN)
    press_key(window, key.M, key.MOD_ALT)
    assert session.options.messages is False


def test_the_game_over_requester_answers_its_letters(window):
    window, session, _ = window(moves=["7a"])
    session.press_column(0)  # anything; then make the position a win to open the requester
    from test_ui_golden import SOLUTION_617
    session.select_game(617)
    session.answer(session.requester.button("Yes"))
    for text in SOLUTION_617:
        session.play(Move.from_str(text))
    settle(window)
    assert session.requester.kind is RequesterKind.GAME_OVER
    checked = session.requester.checked
    press_key(window, key.G)
    assert session.requester.checked is not checked
    press_key(window, key.ESCAPE)
    assert session.requester is None and session.game.is_won


def test_screen_mode_requester_by_mouse(window):
    window, session, _ = window()
    drag_right(window, "Options", "Options/ScreenMode...")
    window.on_mouse_release(*native_point(window, "Options/ScreenMode..."), RIGHT, 0)
    widget = window.game_display.views.requester_widget()
    line = widget.list_view.line_rect(0)
    click(window, to_window(window, line.x + 4, line.y + 2))
    assert session.requester.choices.selected == 0
    ok = widget.buttons[0]
    click(window, to_window(window, ok.x + 4, ok.y + 4))
    assert session.requester is None and window.game_display.mode.id == "pal-hires"


# -- the tool dock ----------------------------------------------------------------------------------

def test_the_dock_opens_from_the_menu_its_buttons_work_it_drags_and_closes(window, tmp_path):
    window, session, _ = window(moves=["7a"])
    press_key(window, key.T, key.MOD_ALT)
    dock = window.game_display.views.dock_view()
    assert dock is not None and window.game_display.scene().dock is not None
    undo = dock.buttons[3]
    click(window, to_window(window, undo.x + 4, undo.y + 4))
    assert session.game.moves == []
    bar = dock.frame.rect
    grab = (bar.x + bar.w // 2, bar.y + 3)
    window.on_mouse_press(*to_window(window, *grab), LEFT, 0)
    window.on_mouse_drag(*to_window(window, grab[0] - 200, grab[1] - 100), 0, 0, LEFT, 0)
    window.on_mouse_release(*to_window(window, grab[0] - 200, grab[1] - 100), LEFT, 0)
    moved = window.game_display.views.dock_view()
    assert moved.position == (dock.position[0] - 200, dock.position[1] - 100)
    assert session.options.dock_position == moved.position
    assert read_stats(tmp_path / "stats.Fred").preferences["dock_position"] == moved.position
    close = moved.frame.rect
    click(window, to_window(window, close.x + 3, close.y + 3))
    assert session.options.dock_open is False and window.game_display.views.dock_view() is None


# -- goldens ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["pal-laced", "pal-hires"])
@pytest.mark.parametrize("opened", ["statistics", "about", "clear-statistics", "deal-again", "dock-open"])
def test_golden_requesters_and_the_dock(window, mode, opened, tmp_path):
    window, session, accounting = window(mode, moves=["7a"])
    if opened == "statistics":
        accounting.show()
    elif opened == "clear-statistics":
        accounting.show()
        session.windows.handle(KeyPress.parse("C"))
    elif opened == "about":
        session.about_requester()
    elif opened == "deal-again":
        session.set_option(Option.FREE_CELLS, 2)
    else:
        session.set_option(Option.DOCK_OPEN, True)
    window.game_display.changed()
    compare(f"{mode}-{opened}", indexed(window.game_display.frame(), window.game_display.palette), tmp_path)



# -- file requesters ------------------------------------------------------------------------------------

def test_play_set_game_from_the_menu_by_keys(window, tmp_path):
    window, session, _ = window()
    session.setgames_dir = tmp_path / "setgames"
    press_key(window, key.P, key.MOD_ALT)
    assert session.file_requester is not None and window.game_display.scene().file_requester is not None
    assert (tmp_path / "setgames").is_dir()  # made on first use
    press_key(window, key.DOWN)  # the shipped set games: the first one
    press_key(window, key.RETURN)
    assert session.file_requester is None and session.deal.setgame == "setgame.PC11982"
    assert session.title.startswith("FreeCell  setgame.PC11982") and not session.counts


def test_a_file_requester_by_mouse_and_cancel(window, tmp_path):
    window, session, _ = window()
    session.setgames_dir = tmp_path / "setgames"
    press_key(window, key.P, key.MOD_ALT)
    view = window.game_display.views.file_requester_view()
    cancel = view.buttons[view.requester.buttons.index("Cancel")].rect
    click(window, to_window(window, cancel.x + 4, cancel.y + 4))
    assert session.file_requester is None and session.deal.number == 617


# -- Browse Solution and the Palette requester ----------------------------------------------------------

def test_browse_solution_plays_the_shipped_sample_to_the_win_and_gives_the_game_back(window, tmp_path):
    window, session, _ = window(moves=["7a"])
    session.solutions_dir = tmp_path / "Solutions"
    window.show(session)  # the menu strip is built with the solutions folder
    before = (session.deal, [str(m) for m in session.game.moves])
    press_key(window, key.B, key.MOD_ALT)
    requester = session.file_requester
    assert requester is not None
    press_key(window, key.V, key.MOD_ALT)  # Volumes, then the shipped samples
    names = [entry.name for entry in requester.entries]
    requester.click(Spot(SpotKind.ITEM, names.index("Shipped:")), double=True)
    names = [entry.name for entry in requester.entries]
    requester.click(Spot(SpotKind.ITEM, names.index("Solution.game310760976")))  # a click on it, then Return
    press_key(window, key.RETURN)
    browser = window.game_display.browser
    assert session.file_requester is None and browser.active and window.game_display.views.vcr_view() is not None
    assert session.deal.number == 310760976
    press_key(window, key.RIGHT, key.MOD_SHIFT)  # fast forward
    for _ in range(20000):
        if browser.at_end and not window.game_display.busy:
            break
        window.on_update(1 / 50)
    assert session.game.is_won and browser.failure is None
    vcr = window.game_display.views.vcr_view()
    undo = vcr.buttons[1]  # Rewind, Undo, Stop, Play, Fast forward
    undo = getattr(undo, "rect", undo)
    click(window, to_window(window, undo.x + 4, undo.y + 4))
    assert not session.game.is_won  # one move back, by the mouse
    settle(window)
    moves = len(session.game.history)
    press_key(window, key.BACKSPACE)  # Undo Move's key undoes in the unit too
    assert len(session.game.history) == moves - 1
    settle(window)
    vcr = window.game_display.views.vcr_view()  # shorter now that the note "Won." is gone
    bar = vcr.frame.rect
    grab = (bar.x + bar.w // 2, bar.y + 3)
    window.on_mouse_press(*to_window(window, *grab), LEFT, 0)
    window.on_mouse_drag(*to_window(window, grab[0] + 100, grab[1] - 50), 0, 0, LEFT, 0)
    window.on_mouse_release(*to_window(window, grab[0] + 100, grab[1] - 50), LEFT, 0)
    assert browser.position == vcr.clamp((vcr.position[0] + 100, vcr.position[1] - 50))
    press_key(window, key.ESCAPE)  # closing the unit brings back the game as it was
    assert not browser.active and (session.deal, [str(m) for m in session.game.moves]) == before


def test_the_palette_requester_changes_the_screen_at_once_and_cancel_puts_it_back(window):
    window, session, _ = window()
    original = window.game_display.palette
    press_key(window, key.L, key.MOD_ALT)
    view = window.game_display.views.palette_view()
    assert view is not None and window.game_display.scene().windows
    press_key(window, key.RIGHT)
    press_key(window, key.UP)
    assert window.game_display.palette != original  # shown on the whole screen at once
    press_key(window, key.ESCAPE)
    window.on_update(1 / 50)
    assert window.game_display.palette == original and window.game_display.views.palette_view() is None


# -- How To Play --------------------------------------------------------------------------------------

def test_help_opens_the_guide_links_are_followed_by_keys_and_mouse_and_escape_closes_it(window):
    window, session, _ = window(moves=["7a"])
    press_key(window, key.HELP)
    guide = window.game_display.guide
    assert guide is not None and guide.node.name == "Main" and window.game_display.views.guide_view() is not None
    press_key(window, key.KEY_1)  # the board waits: the guide is modal
    assert [str(m) for m in session.game.moves] == ["7a"]
    press_key(window, key.TAB)
    press_key(window, key.RETURN)  # the first link
    assert guide.node.name != "Main"
    press_key(window, key.R)  # Retrace
    assert guide.node.name == "Main"
    view = window.game_display.views.guide_view()
    index, rect = view.link_rects()[2]
    click(window, to_window(window, rect.x + 2, rect.y + 2))
    assert guide.node.name != "Main"
    window.on_mouse_scroll(*to_window(window, 300, 200), 0, -1)  # the wheel scrolls the page
    press_key(window, key.ESCAPE)
    window.on_update(1 / 50)
    assert window.game_display.guide is None and window.game_display.views.guide_view() is None
    press_key(window, key.F1)
    assert window.game_display.guide is not None


@pytest.mark.parametrize("mode", ["pal-laced", "pal-hires"])
def test_golden_the_guide_in_the_window(window, mode, tmp_path):
    window, _, _ = window(mode)
    window.game_display.desk.open_guide()
    window.game_display.changed()
    compare(f"{mode}-guide-window", indexed(window.game_display.frame(), window.game_display.palette), tmp_path)


# -- the solver at the player's side -----------------------------------------------------------------

def test_h_blinks_the_hinted_card_then_its_target(window):
    window, session, _ = window()
    clock = [0.0]
    session.clock = lambda: clock[0]
    press_key(window, key.H)
    searched_beside(window)
    phase = window.game_display.adviser.hint_phase(0.1)
    assert phase is not None and not phase.target and window.game_display.scene().windows
    later = window.game_display.adviser.hint_phase(1.6)
    assert later is not None and later.target
    move = next(m for m in session.board.legal_moves() if m.source == phase.place)  # a legal first move
    assert move is not None


def searched_beside(window: GameWindow) -> None:
    """The window's adviser searches on a thread: wait for it to finish, and let a refresh hand the answer over."""
    beside = window.game_display.adviser.beside
    assert isinstance(beside, ThreadBeside) and beside.wait(BOUND)
    window.on_update(1 / 50)


def test_solve_from_here_asks_then_plays_in_the_vcr_unit(window):
    window, session, _ = window(moves=["7a"])
    press_key(window, key.V, key.MOD_ALT)  # Help ▸ Solve From Here...
    searched_beside(window)
    assert session.requester is not None and session.requester.kind is RequesterKind.RESIGN
    press_key(window, key.RETURN)
    assert window.game_display.browser.active and window.game_display.views.vcr_view() is not None


def test_show_winnability_puts_the_answer_in_the_title(window):
    window, session, _ = window()
    press_key(window, key.Y, key.MOD_ALT)
    try:
        assert session.options.show_winnability

        def answered() -> bool:  # the worker process answers when it gets the processor: refreshes go on meanwhile
            window.on_update(1 / 50)
            return "Winnable" in session.title
        wait_for(answered, "the winnability worker's answer")
        assert session.title.endswith("Winnable")
    finally:
        window.game_display.adviser.close()
