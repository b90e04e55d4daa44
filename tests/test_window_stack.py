"""The window stack driven with typed input and no window: what each key and click means depends only on
which windows are open, top first; the game clock runs only while the board has the player."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine.moves import Move, cell, column
from freecell_retro.files.assets import asset_path
from freecell_retro.session import Options, Session
from freecell_retro.session.game import events
from freecell_retro.session.game.browser import SolutionBrowser
from freecell_retro.session.screen.desk import Desk
from freecell_retro.session.screen.menuwindow import MenuStripWindow
from freecell_retro.session.screen.toolwindows import GuideWindow, VcrWindow
from freecell_retro.session.windows.input import (
    DEPTH_GADGET,
    Button,
    Hit,
    Key,
    KeyPress,
    MenuHit,
    PointerMove,
    PointerPress,
    PointerRelease,
    Spot,
    SpotKind,
    Text,
    Wheel,
)
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.session.windows.requesterwindow import RequesterWindow
from freecell_retro.session.windows.stack import Window


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def desk_on(*moves: str, **options) -> tuple[Session, Desk, Clock]:
    """Game 617 after ``moves``, its windows on a desk, the game clock a fake one."""
    clock = Clock()
    session = Session(Options(**options), clock=clock)
    session.select_game(617)
    for text in moves:
        assert session.play(Move.from_str(text))
    return session, Desk(session, SolutionBrowser(session)), clock


def keys(session: Session, *names: str) -> list[bool]:
    return [session.windows.handle(KeyPress.parse(name)) for name in names]


def kinds(session: Session) -> list[str]:
    return [type(window).__name__ for window in session.windows]


# -- the vocabulary ----------------------------------------------------------------------------------

@given(st.sampled_from(list(Key)), st.booleans(), st.booleans())
def test_a_key_press_prints_and_parses_back(key, shift, alt):
    press = KeyPress(key, shift, alt)
    assert KeyPress.parse(str(press)) == press and eval(repr(press)) == press


def test_key_names_and_letters():
    assert KeyPress.parse("shift+q") == KeyPress(Key.Q, shift=True)
    assert KeyPress.parse("ESCAPE").key is Key.ESCAPE and KeyPress.parse("Esc").key is Key.ESCAPE
    assert KeyPress.parse("7").char == "7" and KeyPress.parse("Alt+C").char is None
    with pytest.raises(ValueError):
        KeyPress.parse("Ctrl+C")


# -- the stack ----------------------------------------------------------------------------------------

def test_guide_over_requester_over_board_the_clock_frozen_esc_unwinds_one_at_a_time():
    session, _desk, clock = desk_on("5a")
    clock.now = 10.0
    assert session.game.elapsed == 10.0
    keys(session, "F3")  # Select Game
    assert kinds(session) == ["RequesterWindow", "BoardWindow"]
    keys(session, "Help")  # How To Play opens over the requester
    assert kinds(session) == ["GuideWindow", "RequesterWindow", "BoardWindow"]
    clock.now = 100.0
    assert session.game.elapsed == 10.0  # frozen under both
    assert keys(session, "Esc") == [True] and kinds(session) == ["RequesterWindow", "BoardWindow"]
    clock.now = 200.0
    assert session.game.elapsed == 10.0
    assert keys(session, "Esc") == [True] and kinds(session) == ["BoardWindow"]
    clock.now = 205.0
    assert session.game.elapsed == 15.0  # the board has the player again
    keys(session, "6")
    assert session.selection is not None
    assert keys(session, "Esc") == [True] and session.selection is None  # Esc drops the selection
    assert keys(session, "Esc") == [False]


def test_a_modal_window_keeps_the_board_s_keys_and_clicks_from_it():
    session, desk, _ = desk_on()
    keys(session, "Help")
    assert keys(session, "1") == [False] and session.selection is None
    session.windows.handle(PointerPress(10, 100, Button.LEFT), lambda window, x, y: Hit(column(0)))
    assert session.selection is None and desk.guide is not None


def test_the_clock_stops_under_the_exit_requester_and_the_vcr_unit():
    session, desk, clock = desk_on("5a")
    clock.now = 4.0
    keys(session, "Shift+Q")
    assert session.requester.kind is RequesterKind.QUIT
    clock.now = 50.0
    assert session.game.elapsed == 4.0
    keys(session, "Esc")  # Cancel
    clock.now = 51.0
    assert session.game.elapsed == 5.0
    game = session.game
    desk.browser.open(asset_path("solutions", "Solution.game617_B"))
    session.windows.settle()
    assert kinds(session) == ["VcrWindow", "BoardWindow"]
    clock.now = 90.0
    assert game.elapsed == 5.0
    assert keys(session, "Right") == [True] and desk.browser.at == 1
    keys(session, "Esc")  # closes the unit: the game comes back, its clock running again
    assert session.game is game
    clock.now = 91.0
    assert game.elapsed == 6.0


def test_solve_from_here_shows_the_player_s_attempt():
    session, desk, _ = desk_on("5a")
    session.restart()
    session.answer(0)  # Yes: resign it and deal it again
    session.restart()
    assert session.game.attempts == 3
    session.play(Move.from_str("5a"))
    desk.browser.open_moves(session.board, [])
    assert "Attempt 3" in session.title


# -- requesters ---------------------------------------------------------------------------------------

def test_in_a_number_field_letters_are_text_and_alt_presses_the_button():
    session, _, _ = desk_on()
    keys(session, "F3")
    for char in "c617":  # as a window sends them: the key, then the text it types
        if not session.windows.handle(KeyPress.parse(char)):
            session.windows.handle(Text(char))
    assert session.requester is not None and session.requester.field.text == "617"
    assert keys(session, "Alt+C") == [True] and session.requester is None and session.deal.number == 617


def test_outside_a_field_a_button_s_letter_needs_no_modifier():
    session, _, _ = desk_on()
    session.about_requester()
    assert keys(session, "O") == [True] and session.requester is None


def test_a_requester_button_acts_when_let_go_over_itself():
    session, _, _ = desk_on("5a")
    keys(session, "Shift+Q")
    on = {"Save": Spot(SpotKind.BUTTON, 0), "Cancel": Spot(SpotKind.BUTTON, 2)}
    press = PointerPress(1, 1, Button.LEFT)
    session.windows.handle(press, lambda window, x, y: on["Cancel"])
    window = session.windows.find(RequesterWindow)
    assert window.pressed == 2
    session.windows.handle(PointerRelease(1, 1, Button.LEFT), lambda window, x, y: on["Save"])
    assert session.requester is not None and not session.finished  # slid off: nothing
    session.windows.handle(press, lambda window, x, y: on["Cancel"])
    session.windows.handle(PointerRelease(1, 1, Button.LEFT), lambda window, x, y: on["Cancel"])
    assert session.requester is None and not session.finished


def test_the_wheel_scrolls_the_top_window_only():
    session, _, _ = desk_on()
    session.screen_mode_requester([])
    session.requester.choices.items = [str(i) for i in range(20)]
    session.requester.choices.visible = 5
    session.windows.handle(Wheel(0, 0, -2))
    assert session.requester.choices.top == 2


# -- the board and the menu strip --------------------------------------------------------------------

def test_zero_cycles_the_free_cells_and_a_step_past_the_last_cancels():
    session, _, _ = desk_on("5a", "6b")
    keys(session, "0")
    assert session.selection.place == cell(0)
    keys(session, "0")
    assert session.selection.place == cell(1)
    keys(session, "0")
    assert session.selection is None
    keys(session, "0")
    assert session.selection.place == cell(0)


def test_the_right_button_opens_the_menu_strip_and_letting_go_over_an_item_selects_it():
    session, desk, _ = desk_on()
    strip = desk.menus
    options = [menu.title for menu in strip.menus].index("Options")
    messages = [item.label for item in strip.menus[options].items].index("Messages")
    session.windows.handle(PointerPress(300, 2, Button.RIGHT))
    assert kinds(session) == ["MenuStripWindow", "BoardWindow"]
    assert not session.windows.clock_runs  # the board does not have the player while the strip is held
    session.windows.handle(PointerMove(300, 2, frozenset({Button.RIGHT})), lambda w, x, y: MenuHit((options,)))
    session.windows.handle(PointerMove(300, 40, frozenset({Button.RIGHT})),
                           lambda w, x, y: MenuHit((options, messages)))
    assert session.windows.find(MenuStripWindow).highlight == (options, messages)
    was = session.options.messages
    session.windows.handle(PointerRelease(300, 40, Button.RIGHT), lambda w, x, y: MenuHit((options, messages)))
    assert session.options.messages is not was and kinds(session) == ["BoardWindow"]


def test_adding_a_window_is_pushing_it():
    session, _, _ = desk_on()

    class Swallow(Window):
        def handle(self, event):
            return True
    session.windows.push(Swallow())
    assert keys(session, "F2") == [True] and session.deal.number == 617  # it took the key first
    assert isinstance(session.windows.top, Swallow) and session.windows.find(GuideWindow) is None
    assert session.windows.find(VcrWindow) is None  # not shown: no solution browsed


def test_a_requester_open_before_the_screen_is_made_stays_on_top():
    """The first screen: the stats file requester is open before the board's windows are laid under it."""
    session = Session(clock=Clock())
    session.about_requester()
    Desk(session, SolutionBrowser(session))
    assert kinds(session) == ["RequesterWindow", "BoardWindow"]
    session.windows.handle(PointerPress(1, 1, Button.LEFT), lambda window, x, y: Spot(SpotKind.BUTTON, 0))
    session.windows.handle(PointerRelease(1, 1, Button.LEFT), lambda window, x, y: Spot(SpotKind.BUTTON, 0))
    assert session.requester is None


def test_the_depth_gadget_sends_the_screen_to_the_back_when_let_go_over_it():
    session, _desk, _clock = desk_on("7a")
    heard: list[object] = []
    session.subscribe(heard.append)
    on_gadget = lambda window, x, y: DEPTH_GADGET  # noqa: E731
    session.windows.handle(PointerPress(636, 2, Button.LEFT), on_gadget)
    assert heard == []
    session.windows.handle(PointerRelease(636, 2, Button.LEFT), on_gadget)
    assert heard == [events.ScreenToBack()] and session.selection is None and len(session.game.history) == 1
