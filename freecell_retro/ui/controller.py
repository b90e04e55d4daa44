"""How one input travels from the window to the session.

The window makes each Arcade event a value of the game's input vocabulary
(:mod:`.screen.edge`) in native pixels and hands it here. While cards glide, input
waits its turn (it is replayed when they land). Then the session's window
stack takes it (:meth:`~freecell_retro.session.windows.stack.WindowStack.handle`),
top window first; for a pointer input the stack asks :meth:`Controller.locate`
what the pointer is on in the window it is offering it to — this module knows
each window's view (the geometry the screen drew), the session knows what a
click on a gadget means. Nothing here decides a move or a button's meaning.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..session.game.session import Session
from ..session.screen.boardwindow import BoardWindow
from ..session.screen.menuwindow import MenuStripWindow
from ..session.screen.toolwindows import DockWindow, GuideWindow, PaletteWindow, SmallWindow, VcrWindow
from ..session.windows.input import Hit, Input, Located, MenuHit, Spot, SpotKind
from ..session.windows.requesters import Requester
from ..session.windows.requesterwindow import RequesterWindow
from ..session.windows.stack import Window
from .intuition.dock import DockView
from .intuition.filerequesterview import FileRequesterView
from .intuition.menustrip import MenuView
from .intuition.requester import RequesterWidget
from .intuition.vcr import VcrView

if TYPE_CHECKING:  # loaded when How To Play or Palette... first opens
    from .intuition.guideview import GuideView
    from .intuition.paletteview import PaletteView


class Views(Protocol):
    """The views of the windows on the screen, which know where their gadgets are."""

    def requester_widget(self) -> RequesterWidget | None: ...

    def file_requester_view(self) -> FileRequesterView | None: ...

    def vcr_view(self, position: tuple[int, int] | None = None) -> VcrView | None: ...

    def dock_view(self, position: tuple[int, int] | None = None) -> DockView | None: ...

    def palette_view(self) -> PaletteView | None: ...

    def guide_view(self) -> GuideView | None: ...

    def menu_view(self) -> MenuView: ...


class Screen(Protocol):
    """The screen the input lands on: where the board's places are, and its windows' views."""

    @property
    def gliding(self) -> bool: ...

    @property
    def views(self) -> Views: ...

    def board_spot(self, x: int, y: int) -> Hit | Spot | None: ...

    def changed(self) -> None: ...


class Controller:
    """Input for ``session``'s windows, located on ``screen``."""

    def __init__(self, session: Session, screen: Screen) -> None:
        self.session, self.screen = session, screen
        self._queue: deque[Input] = deque()
        self._locators: dict[type, Callable[..., Located]] = {
            BoardWindow: lambda _w, x, y: screen.board_spot(x, y), RequesterWindow: self._on_requester,
            DockWindow: self._on_small, VcrWindow: self._on_small, GuideWindow: self._on_guide,
            PaletteWindow: self._on_palette, MenuStripWindow: self._on_menu}

    def handle(self, event: Input) -> bool:
        """An input from the window; True when a window took it (a key press taken drops the text it
        types). While cards glide it waits, and counts as taken."""
        if self.screen.gliding:
            self._queue.append(event)
            return True
        taken = self.session.windows.handle(event, self.locate)
        self.screen.changed()
        return taken

    def flush(self) -> None:
        """Replay the input that came while cards were gliding, until a new glide starts."""
        while self._queue and not self.screen.gliding:
            self.handle(self._queue.popleft())

    # -- what the pointer is on, window by window ----------------------------------------------

    def locate(self, window: Window, x: int, y: int) -> Located:
        for kind in type(window).__mro__:
            if kind in self._locators:
                return self._locators[kind](window, x, y)
        return None

    def _on_requester(self, window: RequesterWindow, x: int, y: int) -> Spot | None:
        if isinstance(window.model, Requester):
            widget = self.screen.views.requester_widget()
            return widget.spot(x, y) if widget is not None and widget.requester is window.model else None
        files = self.screen.views.file_requester_view()
        return files.hit(x, y) if files is not None and files.requester is window.model else None

    def _on_small(self, window: SmallWindow, x: int, y: int) -> Spot | None:
        view = self.screen.views.dock_view(window.shown_at) if isinstance(window, DockWindow) \
            else self.screen.views.vcr_view(window.shown_at)
        where = view.hit(x, y) if view is not None else None
        at = view.position if view is not None else None
        if where is None:
            return Spot(SpotKind.OUTSIDE, at=at) if window.moving is not None else None
        return Spot(SpotKind.BUTTON, where, at=at) if isinstance(where, int) else Spot(where, at=at)

    def _on_guide(self, window: GuideWindow, x: int, y: int) -> Spot | None:
        view = self.screen.views.guide_view()
        if view is None:
            return None
        kind, index, _, _ = view.hit(x, y) or Spot(SpotKind.OUTSIDE)
        return Spot(kind, index, view.top_at(y))

    def _on_palette(self, window: PaletteWindow, x: int, y: int) -> Spot | None:
        view = self.screen.views.palette_view()
        if view is None:
            return None
        spot = view.hit(x, y)
        if spot is not None and spot.kind is SpotKind.SLIDER:
            return Spot(spot.kind, spot.index, spot.level)
        level = view.level_at(window.model.channel, x)
        return Spot(spot.kind, spot.index, level) if spot is not None else Spot(SpotKind.OUTSIDE, 0, level)

    def _on_menu(self, window: MenuStripWindow, x: int, y: int) -> MenuHit | None:
        hit = self.screen.views.menu_view().hit(x, y, window.open_menu, window.open_item)
        return MenuHit(hit) if hit is not None else None
