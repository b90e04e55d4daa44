"""Winning game 617 in the (headless) game window without a mouse: once with
the arrow keys and Return alone, through the window's key handler, and once
with a fake gamepad alone, plugged in at the window's edge."""

from __future__ import annotations

import pytest
from pointer_keys import pointer_keys
from test_ui_golden import SOLUTION_617
from test_ui_window import FakeClock, arcade

from freecell_retro.engine import Board
from freecell_retro.files.amigaguide import parse_guide
from freecell_retro.files.palettes import Palette
from freecell_retro.session import Options, Session
from freecell_retro.session.windows.guide import GuideModel
from freecell_retro.session.windows.paletteeditor import GREEN, PaletteEditor
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.ui.screen.gamepad import Gamepad, watch_pads

KEY_SYMBOLS = {"Left": arcade.key.LEFT, "Right": arcade.key.RIGHT, "Up": arcade.key.UP, "Down": arcade.key.DOWN,
               "Return": arcade.key.RETURN, "Minus": arcade.key.MINUS}
PAD = {"Left": ("dpad", (-1, 0)), "Right": ("dpad", (1, 0)), "Up": ("dpad", (0, 1)), "Down": ("dpad", (0, -1)),
       "Return": ("button", "a"), "Minus": ("trigger", "lefttrigger")}


class FakePad:
    """A controller as pyglet hands it over: opened, handlers pushed; the test presses its buttons."""

    def __init__(self) -> None:
        self.handlers: list = []
        self.opened = False

    def open(self) -> None:
        self.opened = True

    def push_handlers(self, *handlers) -> None:
        self.handlers.extend(handlers)

    def remove_handlers(self, *handlers) -> None:
        for handler in handlers:
            self.handlers.remove(handler)

    def press(self, button: str) -> None:
        for handler in self.handlers:
            handler.on_button_press(self, button)
            handler.on_button_release(self, button) if hasattr(handler, "on_button_release") else None

    def dpad(self, vector) -> None:
        for handler in self.handlers:
            handler.on_dpad_motion(self, vector)
            handler.on_dpad_motion(self, (0, 0))

    def trigger(self, name) -> None:
        for handler in self.handlers:
            handler.on_trigger_motion(self, name, 1.0)
            handler.on_trigger_motion(self, name, 0.0)

    def stick(self, vector) -> None:
        for handler in self.handlers:
            handler.on_stick_motion(self, "leftstick", vector)
            handler.on_stick_motion(self, "leftstick", (0, 0))


class FakeManager:
    """pyglet's ControllerManager with ``pads`` plugged in; ``plug`` brings another."""

    def __init__(self, *pads: FakePad) -> None:
        self.pads, self.handlers = list(pads), []

    def get_controllers(self):
        return list(self.pads)

    def push_handlers(self, *handlers) -> None:
        self.handlers.extend(handlers)

    def plug(self, pad: FakePad) -> None:
        self.pads.append(pad)
        for handler in self.handlers:
            handler.on_connect(pad)

    def unplug(self, pad: FakePad) -> None:
        self.pads.remove(pad)
        for handler in self.handlers:
            handler.on_disconnect(pad)


@pytest.fixture
def play(game_window):
    """Game 617 dealt in the headless game window: (window, session)."""
    def start():
        session = Session(Options(), clock=lambda: 0.0)
        session.select_game(617)
        game_window.show(session, clock=FakeClock())
        return game_window, session
    return start


def won_in(window, session, send) -> None:
    """Play game 617's solution with ``send(name)`` per key, letting each glide land."""
    names = ["Left", *pointer_keys(Board.game(617), SOLUTION_617)]  # the first key shows the frame
    for name in names:
        send(name)
        window.game_display.finish_animation()
    assert session.game.is_won and session.requester is not None and session.requester.kind is RequesterKind.GAME_OVER


def test_the_arrow_keys_and_return_alone_win_a_deal(play):
    window, session = play()
    won_in(window, session, lambda name: (window.on_key_press(KEY_SYMBOLS[name], 0),
                                          window.on_key_release(KEY_SYMBOLS[name], 0)))
    assert len(session.game.moves) == len(SOLUTION_617)


def test_a_gamepad_alone_wins_a_deal_plugged_in_while_the_game_runs(play):
    window, session = play()
    manager, pad = FakeManager(), FakePad()
    assert watch_pads(window.gamepad, manager) is manager
    manager.plug(pad)
    assert pad.opened

    def send(name):
        kind, value = PAD[name]
        {"button": pad.press, "dpad": pad.dpad, "trigger": pad.trigger}[kind](value)
    won_in(window, session, send)
    assert len(session.game.moves) == len(SOLUTION_617)


def test_the_pads_other_buttons_are_the_keys_they_stand_for(play):
    window, session = play()
    pad = FakePad()
    watch_pads(window.gamepad, FakeManager(pad))
    pad.stick((0.9, 0.1))  # leaning right: the first key shows the frame
    pad.stick((0.9, 0.1))
    assert str(window.game_display.desk.board.pointer.focus) == "C2"
    pad.press("a")
    pad.press("x")  # Hint: nothing breaks without a solver answer yet
    pad.press("b")
    session.requester = None
    session.play(next(session.board.legal_moves()))
    window.game_display.finish_animation()
    pad.press("leftshoulder")
    assert session.game.move_count == 0
    pad.press("rightshoulder")
    window.game_display.finish_animation()
    assert session.game.move_count == 1
    pad.press("back")
    assert session.options.dock_open
    pad.press("start")  # the menu strip: Right to Options, Down to Messages, A
    pad.dpad((1, 0))
    pad.dpad((0, -1))
    pad.press("a")
    assert not session.options.messages and not window.game_display.desk.session.windows.modal_open
    pad.press("start")
    pad.press("b")
    assert [type(w).__name__ for w in session.windows][0] != "MenuStripWindow"


def test_without_pads_nothing_is_watched_and_a_pad_unplugged_says_nothing_more(play):
    window, session = play()
    assert window.pads is None  # the headless window: pyglet offers no pads
    pad = FakePad()
    manager = FakeManager(pad)
    watch_pads(window.gamepad, manager)
    manager.unplug(pad)
    assert pad.handlers == []


def test_a_pads_triggers_walk_the_palette_sliders_and_the_guides_links():
    """Neither window has a key a pad lacks: the triggers (− and +) do what Tab does there."""
    editor = PaletteEditor(Palette.default(), None, lambda _palette: None)
    guide = GuideModel(parse_guide("@database x\n@node main\n@{\"a\" link a} @{\"b\" link b}\n@endnode\n"))
    for window in (editor, guide):
        pad = FakePad()
        watch_pads(Gamepad(window.key), FakeManager(pad))
        pad.trigger("righttrigger")
        pad.trigger("righttrigger")
        pad.dpad((0, 1))
        pad.trigger("lefttrigger")
    assert editor.colour == (0, 6, 4) and editor.channel == GREEN  # two steps on to Blue, up one, back to Green
    assert guide.focus == 0


def test_a_pad_alone_selects_a_game_by_number(play):
    window, session = play()
    pad = FakePad()
    watch_pads(window.gamepad, FakeManager(pad))
    pad.press("start")  # the menu strip, New Game lit: Down to Select Game, A
    pad.dpad((0, -1))
    pad.press("a")
    assert session.requester is not None and session.requester.kind is RequesterKind.SELECT_GAME
    pad.dpad((0, 1))  # 1; the right trigger a new digit; up twice: 12
    pad.trigger("righttrigger")
    pad.dpad((0, 1))
    pad.dpad((0, 1))
    pad.press("a")
    assert session.deal is not None and session.deal.number == 12 and session.requester is None
