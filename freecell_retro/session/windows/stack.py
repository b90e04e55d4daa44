"""The windows on the screen as a stack, and the road every input takes
through it.

Everything the player can give input to is a :class:`Window` with one
:meth:`Window.handle`: on the floor the board, the tool dock and the VCR unit
(always under the rest), then the modal windows in the order they opened (requesters, file
requesters, How To Play, the Palette requester) and the menu strip while the
right button holds it. :meth:`WindowStack.handle` offers an input to each
shown window from the top down until one takes it; a modal window takes every
pointer input that reaches it, so nothing under it is clicked, while a key it
does not use goes on down (Help opens the guide over anything; the board's own
keys wait while something covers it). Adding a window is pushing it: no chain
of conditions knows the kinds of window there are.

Pointer inputs come in native pixels; before offering one to a window the
stack asks ``locate`` (the screen's, which knows the geometry) what it is on
there (:func:`~.input.located`), so each window only reads gadget names.

Each window says whether the game clock runs under it (:attr:`Window.clock_runs`):
the clock runs only while every shown window does — while the board has the
player. The stack tells its owner whenever that may have changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, Protocol, TypeVar

from .input import (
    Input,
    KeyPress,
    Located,
    Pointer,
    PointerMove,
    PointerPress,
    PointerRelease,
    Spot,
    Text,
    Wheel,
    located,
)


class Window:
    """A window on the screen; subclasses answer :meth:`handle`."""

    modal = True
    """Nothing under it gets the pointer; the board under it does not have the player."""
    clock_runs = False
    """The game clock runs while this window is shown over the board."""

    @property
    def shown(self) -> bool:
        """On the screen now (the dock while it is open, the VCR unit while a solution is browsed)."""
        return True

    @property
    def closed(self) -> bool:
        """Done with: the stack lets it go."""
        return False

    def handle(self, event: Input) -> bool:
        """Take ``event`` (True), or leave it to the windows below (False)."""
        raise NotImplementedError


class Closing(Protocol):
    """A model shown in a modal window: it takes keys, and says when it is done."""

    @property
    def done(self) -> bool: ...

    def key(self, press: KeyPress) -> bool: ...


M = TypeVar("M", bound=Closing)


class ModelWindow(Window, Generic[M]):
    """A modal window showing ``model`` until it is done: keys go to the model, the pointer to
    :meth:`pointer` with what it is on (the game clock stops under it)."""

    def __init__(self, model: M) -> None:
        self.model = model

    @property
    def closed(self) -> bool:
        return self.model.done

    def handle(self, event: Input) -> bool:
        if isinstance(event, KeyPress):
            return self.model.key(event)
        if isinstance(event, Text):
            return self.text(event.text)
        self.pointer(event, event.spot if isinstance(event.spot, Spot) else None)
        return True

    def text(self, text: str) -> bool:
        """Typed characters (False: nowhere to type them)."""
        return False

    def pointer(self, event: Pointer, spot: Spot | None) -> None:
        raise NotImplementedError


W = TypeVar("W", bound=Window)
Locate = Callable[[Window, int, int], Located]


def nowhere(_window: Window, _x: int, _y: int) -> Located:
    """No screen to look at: every pointer input is on nothing."""
    return None


class WindowStack:
    """The windows, bottom first. ``changed`` hears every push, removal and handled input
    (the session keeps the game clock with it)."""

    def __init__(self, changed: Callable[[], None] = lambda: None) -> None:
        self._floor: list[Window] = []
        """The windows that are always under the others (the board, the dock, the VCR unit)."""
        self._windows: list[Window] = []
        self._changed = changed

    def __iter__(self) -> Iterator[Window]:
        """The shown windows, top first."""
        return (window for window in self._all() if window.shown and not window.closed)

    def _all(self) -> Iterator[Window]:
        return reversed(self._floor + self._windows)

    def __repr__(self) -> str:
        return f"WindowStack({[type(window).__name__ for window in self]!r})"

    def push(self, window: W, floor: bool = False) -> W:
        """Open ``window`` on top (``floor``: on top of the floor, under every other window)."""
        (self._floor if floor else self._windows).append(window)
        self._changed()
        return window

    def remove(self, window: Window) -> None:
        for windows in (self._floor, self._windows):
            if window in windows:
                windows.remove(window)
        self._changed()

    def find(self, kind: type[W], where: Callable[[W], bool] = lambda _w: True, closed: bool = False) -> W | None:
        """The top shown window of type ``kind`` for which ``where`` holds (``closed``: one that has
        just closed itself counts too, until the stack settles)."""
        windows = (w for w in self._all() if w.shown and (closed or not w.closed))
        return next((window for window in windows if isinstance(window, kind) and where(window)), None)

    @property
    def top(self) -> Window | None:
        return next(iter(self), None)

    def covered(self, window: Window) -> bool:
        """A modal window is shown over ``window``."""
        for above in self:
            if above is window:
                return False
            if above.modal:
                return True
        return False

    @property
    def modal_open(self) -> bool:
        """A modal window is shown: the board does not have the player."""
        return any(window.modal for window in self)

    @property
    def clock_runs(self) -> bool:
        """Every window shown lets the game clock run: the board has the player."""
        return all(window.clock_runs for window in self)

    def handle(self, event: Input, locate: Locate = nowhere) -> bool:
        """Offer ``event`` to the shown windows from the top down; True when one took it."""
        taken = False
        for window in list(self):
            offered = event
            if isinstance(event, (PointerPress, PointerMove, PointerRelease, Wheel)):
                offered = located(event, locate(window, event.x, event.y))
            if window.handle(offered):
                taken = True
                break
            if window.modal and not isinstance(event, (KeyPress, Text)):
                taken = True  # the pointer stops at a modal window, on it or not
                break
        self.settle()
        return taken

    def settle(self) -> None:
        """Let closed windows go, and tell the owner (a window may have opened or closed itself)."""
        self._prune()
        self._changed()

    def _prune(self) -> None:
        self._windows = [window for window in self._windows if not window.closed]
