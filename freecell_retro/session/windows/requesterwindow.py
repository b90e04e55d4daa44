"""A requester as a window of the stack: a plain requester and the file
requester alike (:class:`Asking`).

A button acts when the left button is let go over the one it went down on
(sliding off cancels, as on the Amiga); a click elsewhere in it goes to its
model at once, a line of its list clicked twice quickly opens it. Keys and
typed text go to the model; one it does not use goes on down the stack.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from .fields import ListChoice
from .input import Button, KeyPress, Pointer, PointerPress, PointerRelease, Spot, SpotKind, Wheel, double_click
from .stack import ModelWindow, WindowStack


class Asking(Protocol):
    """What a requester window asks of its model — a plain requester or the file requester:
    keys, typing, a click on a part of it, a button let go over itself, the wheel on its list."""

    done: bool
    """Answered or cancelled: its window leaves the screen."""

    @property
    def choices(self) -> ListChoice | None: ...

    def key(self, press: KeyPress) -> bool: ...

    def type(self, text: str) -> bool: ...

    def click(self, spot: Spot, double: bool = False) -> None: ...

    def press_button(self, index: int) -> None: ...


A = TypeVar("A", bound=Asking)


class RequesterWindow(ModelWindow[Asking]):
    """``model`` on the screen, modal; the game clock stops under it."""

    def __init__(self, model: Asking) -> None:
        super().__init__(model)
        self.pressed: int | None = None
        """The button held down (drawn pushed in)."""
        self._last_item: PointerPress | None = None

    def __repr__(self) -> str:
        return f"RequesterWindow({self.model!r})"

    def text(self, text: str) -> bool:
        return self.model.type(text)

    def pointer(self, event: Pointer, spot: Spot | None) -> None:
        model = self.model
        if isinstance(event, Wheel):
            if model.choices is not None and event.steps:
                model.choices.scroll(-event.steps)
        elif isinstance(event, PointerPress) and event.button is Button.LEFT and spot is not None:
            if spot.kind is SpotKind.BUTTON:
                self.pressed = spot.index
            elif spot.kind is SpotKind.ITEM:
                last, self._last_item = self._last_item, event
                twice = double_click(last, event) and isinstance(last.spot, Spot) and last.spot.index == spot.index
                if twice:
                    self._last_item = None
                model.click(spot, twice)
            else:
                model.click(spot)
        elif isinstance(event, PointerRelease) and event.button is Button.LEFT:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and spot is not None and spot.kind is SpotKind.BUTTON and spot.index == pressed:
                model.press_button(pressed)


class RequesterSlot(Generic[A]):
    """One kind of requester on ``stack`` (a plain requester, the file
    requester): at most one of the kind at a time, each put in place of the
    one there. A requester answered and put back (its answer reopened it)
    stays where it is."""

    def __init__(self, stack: WindowStack, kind: type[A]) -> None:
        self.stack, self.kind = stack, kind

    def _window(self, closed: bool = False, model: object = None) -> RequesterWindow | None:
        if model is not None:
            return self.stack.find(RequesterWindow, lambda w: w.model is model, closed=closed)
        return self.stack.find(RequesterWindow, lambda w: isinstance(w.model, self.kind))

    def get(self) -> A | None:
        window = self._window()
        return window.model if window is not None else None  # type: ignore[return-value]  # isinstance checked in find

    def put(self, model: A | None) -> None:
        window = self._window()
        if model is None:
            if window is not None:
                self.stack.remove(window)
            return
        model.done = False
        if self._window(closed=True, model=model) is not None:
            return
        if window is not None:
            window.model, window.pressed = model, None
        else:
            self.stack.push(RequesterWindow(model))
