"""A gamepad at the window's edge: each pad event made the very key press the
keyboard makes (:mod:`freecell_retro.session.windows.input`), so every window
answers the pad exactly as it answers the keys and nothing else changes.

D-pad and left stick are the arrows (the keyboard pointer, the menu strip, a
requester's list), A is Return, B is Esc, X Hint (H), Y and the left shoulder
Undo (Backspace), the right shoulder Redo (Shift+Backspace), Start the menu
strip (F10) and Back the tool dock (its Right-Amiga letter); the left and
right triggers are − and + (the selected run one card shorter or longer). Pads come and go
while the game runs (pyglet's ControllerManager); with none, nothing happens.

>>> pressed = []
>>> pad = Gamepad(pressed.append)
>>> pad.on_button_press(None, "a"); pad.on_dpad_motion(None, (1, 0)); pad.on_dpad_motion(None, (0, 0))
>>> [str(press) for press in pressed]
['Return', 'Right']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ...session.windows.input import Input, KeyPress

BUTTONS = {
    "a": "Return", "b": "Esc", "x": "H", "y": "Backspace", "leftshoulder": "Backspace",
    "rightshoulder": "Shift+Backspace", "start": "F10", "back": "Alt+T",
}
"""pyglet's button names → the key each stands for (Back: Options ▸ Tool Dock's shortcut)."""
TRIGGERS = {"lefttrigger": "Minus", "righttrigger": "Plus"}
STICK_DEAD = 0.5
"""How far the stick must lean before it counts as an arrow (and back inside it before the next)."""


def direction(x: float, y: float, dead: float = 0.0) -> str | None:
    """The arrow a D-pad or stick vector points (up is +y, as pyglet gives it); None in the middle.

    >>> direction(0, -1), direction(0.2, 0.9, STICK_DEAD), direction(0.3, 0.1, STICK_DEAD)
    ('Down', 'Up', None)
    """
    if max(abs(x), abs(y)) <= dead:
        return None
    if abs(x) >= abs(y):
        return "Right" if x > 0 else "Left"
    return "Up" if y > 0 else "Down"


class Gamepad:
    """Turns one or more pads' events into key presses for ``handle`` (the window's input)."""

    def __init__(self, handle: Callable[[Input], object]) -> None:
        self.handle = handle
        self._leaning: dict[str, str | None] = {}
        """Where each D-pad or stick points now: a new arrow only when it changes."""

    def _press(self, name: str) -> None:
        self.handle(KeyPress.parse(name))

    def _lean(self, control: str, arrow: str | None) -> None:
        if arrow != self._leaning.get(control):
            self._leaning[control] = arrow
            if arrow is not None:
                self._press(arrow)

    # pyglet's Controller events (pushed as handlers on each pad)

    def on_button_press(self, _controller: object, button: str) -> None:
        if button in BUTTONS:
            self._press(BUTTONS[button])

    def on_dpad_motion(self, _controller: object, vector: Sequence[float]) -> None:
        self._lean("dpad", direction(vector[0], vector[1]))

    def on_stick_motion(self, _controller: object, stick: str, vector: Sequence[float]) -> None:
        if stick == "leftstick":
            self._lean(stick, direction(vector[0], vector[1], STICK_DEAD))

    def on_trigger_motion(self, _controller: object, trigger: str, value: float) -> None:
        if trigger in TRIGGERS:
            self._lean(trigger, TRIGGERS[trigger] if value > STICK_DEAD else None)

    # the pads coming and going

    def on_connect(self, controller: Pad) -> None:
        controller.open()
        controller.push_handlers(self)

    def on_disconnect(self, controller: Pad) -> None:
        controller.remove_handlers(self)
        self._leaning.clear()


class Pad(Protocol):
    """What a pad offers here (pyglet's Controller, or a test's fake)."""

    def open(self) -> None: ...

    def push_handlers(self, *handlers: Any) -> None: ...

    def remove_handlers(self, *handlers: Any) -> None: ...


class Manager(Protocol):
    """pyglet's ControllerManager (or a test's fake): the pads there are, and its two events."""

    def get_controllers(self) -> list[Any]: ...

    def push_handlers(self, *handlers: Any) -> None: ...


def watch_pads(pad: Gamepad, manager: Manager | None = None) -> Manager | None:
    """Connect the pads there are now and those plugged in later; None where the system has no
    pads to offer (no ``/dev/input``, a headless window)."""
    if manager is None:
        try:
            import pyglet.input

            manager = pyglet.input.ControllerManager()
            present = manager.get_controllers()
        except (ImportError, OSError, AttributeError):  # the notes: no /dev/input, or headless pyglet
            return None
    else:
        present = manager.get_controllers()
    manager.push_handlers(pad)
    for controller in present:
        pad.on_connect(controller)
    return manager
