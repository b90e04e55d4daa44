"""The windows over the board besides requesters: the tool dock and the VCR
unit (small windows that leave the board playable around them), How To Play
and the Palette requester (modal).

A small window is dragged by its bar and keeps where it was left; its
buttons, like every Intuition gadget, act when let go over themselves. The
screen says what the pointer is on (:class:`~.input.Spot`), with the window's
top-left as shown (``at``) and, for the guide's knob and the palette's
sliders, the number the pointer reads off them (``value``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard

from ..game.browser import SolutionBrowser
from ..game.options import Option, Options, SetsOption
from ..windows.input import (
    Button,
    Input,
    KeyPress,
    Pointer,
    PointerMove,
    PointerPress,
    PointerRelease,
    Spot,
    SpotKind,
    Wheel,
)
from ..windows.stack import ModelWindow, Window

if TYPE_CHECKING:  # loaded when How To Play or Palette... first opens, not with the window
    from ..windows.guide import GuideModel
    from ..windows.paletteeditor import PaletteEditor


def spot_of(event: Input) -> Spot | None:
    """What a pointer input is on in the window it is offered to (None: a key, or nothing)."""
    if isinstance(event, (PointerPress, PointerMove, PointerRelease, Wheel)) and isinstance(event.spot, Spot):
        return event.spot
    return None


def left_press(event: Input) -> TypeGuard[PointerPress]:
    return isinstance(event, PointerPress) and event.button is Button.LEFT


def left_release(event: Input) -> TypeGuard[PointerRelease]:
    return isinstance(event, PointerRelease) and event.button is Button.LEFT


@dataclass
class WindowDrag:
    """A small window's bar held: where the pointer took it and where the window is now."""

    grab: tuple[int, int]
    start: tuple[int, int]
    position: tuple[int, int]

    def follow(self, x: int, y: int) -> None:
        self.position = (self.start[0] + x - self.grab[0], self.start[1] + y - self.grab[1])


class SmallWindow(Window):
    """A small window over the board: buttons, a close gadget, a drag bar."""

    modal = False

    def __init__(self) -> None:
        self.held: int | None = None
        """The button held down."""
        self.moving: WindowDrag | None = None

    @property
    def position(self) -> tuple[int, int] | None:
        """Where it is kept (None: its own place on the screen)."""
        raise NotImplementedError

    @property
    def shown_at(self) -> tuple[int, int] | None:
        """Where it shows now: being dragged, or where it is kept."""
        return self.moving.position if self.moving is not None else self.position

    def press(self, button: int) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def moved(self, position: tuple[int, int]) -> None:
        raise NotImplementedError

    def handle(self, event: Input) -> bool:
        spot = spot_of(event)
        if left_press(event) and spot is not None:
            if spot.kind is SpotKind.CLOSE:
                self.close()
            elif spot.kind is SpotKind.DRAG and spot.at is not None:
                self.moving = WindowDrag((event.x, event.y), spot.at, spot.at)
            elif spot.kind is SpotKind.BUTTON:
                self.held = spot.index
            return True
        if isinstance(event, PointerMove) and self.moving is not None:
            self.moving.follow(event.x, event.y)
            return True
        if left_release(event) and (self.moving is not None or self.held is not None):
            moving, held, self.moving, self.held = self.moving, self.held, None, None
            if moving is not None:
                self.moved(spot.at if spot is not None and spot.at is not None else moving.position)
            elif spot is not None and spot.kind is SpotKind.BUTTON and spot.index == held:
                self.press(held)
            return True
        return False


class DockWindow(SmallWindow):
    """The tool dock: New game, Select game, Restart game, Undo move, Review game; the game clock runs
    beside it."""

    clock_runs = True

    def __init__(self, options: Options, actions: Callable[[], list[tuple[str, Callable[[], None]]]],
                 set_option: SetsOption) -> None:
        super().__init__()
        self.options, self.actions, self.set_option = options, actions, set_option

    @property
    def shown(self) -> bool:
        return self.options.dock_open

    @property
    def position(self) -> tuple[int, int] | None:
        return self.options.dock_position

    def press(self, button: int) -> None:
        self.actions()[button][1]()

    def close(self) -> None:
        self.set_option(Option.DOCK_OPEN, False)

    def moved(self, position: tuple[int, int]) -> None:
        self.set_option(Option.DOCK_POSITION, position)


class VcrWindow(SmallWindow):
    """The VCR unit while a solution is browsed: its buttons and keys; no game clock runs."""

    def __init__(self, browser: SolutionBrowser) -> None:
        super().__init__()
        self.browser = browser

    @property
    def shown(self) -> bool:
        return self.browser.active

    @property
    def position(self) -> tuple[int, int] | None:
        return self.browser.position

    def press(self, button: int) -> None:
        self.browser.press(button)

    def close(self) -> None:
        self.browser.close()

    def moved(self, position: tuple[int, int]) -> None:
        self.browser.position = position

    def handle(self, event: Input) -> bool:
        if isinstance(event, KeyPress):
            return self.browser.key(event)
        return super().handle(event)


class GuideWindow(ModelWindow["GuideModel"]):
    """How To Play: links and buttons act when let go over themselves, the knob is dragged, the
    wheel scrolls; the game waits under it."""

    def __init__(self, model: GuideModel) -> None:
        super().__init__(model)
        self.pressed: tuple[SpotKind, int] | None = None
        """The button or link held down."""
        self.knob = False

    def pointer(self, event: Pointer, spot: Spot | None) -> None:
        model = self.model
        if isinstance(event, Wheel):
            model.wheel(-event.steps)
        elif left_press(event) and spot is not None:
            if spot.kind is SpotKind.CLOSE:
                model.close()
            elif spot.kind is SpotKind.ARROW:
                model.scroll(spot.index)
            elif spot.kind is SpotKind.TRACK:
                model.scroll(spot.index * model.page_step())
            elif spot.kind is SpotKind.KNOB:
                self.knob = True
            elif spot.kind in (SpotKind.BUTTON, SpotKind.LINK):
                self.pressed = (spot.kind, spot.index)
        elif isinstance(event, PointerMove) and self.knob and spot is not None:
            model.scroll_to(spot.value)
        elif left_release(event):
            pressed, self.pressed, self.knob = self.pressed, None, False
            if pressed is not None and spot is not None and (spot.kind, spot.index) == pressed:
                model.press(pressed[1]) if pressed[0] is SpotKind.BUTTON else model.follow(pressed[1])


class PaletteWindow(ModelWindow["PaletteEditor"]):
    """The Palette requester: swatches, sliders (dragged), channels, buttons; modal."""

    def __init__(self, model: PaletteEditor) -> None:
        super().__init__(model)
        self.pressed: int | None = None
        self.sliding = False
        """A slider (the model's channel) is being dragged."""

    def pointer(self, event: Pointer, spot: Spot | None) -> None:
        model = self.model
        if left_press(event) and spot is not None:
            if spot.kind is SpotKind.SWATCH:
                model.select(spot.index)
            elif spot.kind is SpotKind.SLIDER:
                model.set_level(spot.index, spot.value)
                self.sliding = True
            elif spot.kind is SpotKind.CHANNEL:
                model.channel = spot.index
            elif spot.kind is SpotKind.BUTTON:
                self.pressed = spot.index
        elif isinstance(event, PointerMove) and self.sliding and spot is not None:
            model.set_level(model.channel, spot.value)
        elif left_release(event):
            pressed, self.pressed, self.sliding = self.pressed, None, False
            if pressed is not None and spot is not None and spot.kind is SpotKind.BUTTON and spot.index == pressed:
                model.press(pressed)
