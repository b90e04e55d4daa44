"""The views that draw the session's windows on the emulated screen: the requester, the file
requester, the menu strip, the tool dock, the VCR unit, the palette editor and How To Play.

Each view is made for one window and one screen mode and kept while both last (a view lays its
gadgets out once); the display asks for them when it puts a scene together, the controller when it
maps a click to a gadget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .. import language
from ..session.game.browser import SolutionBrowser
from ..session.game.session import Session
from ..session.screen.desk import Desk
from ..session.screen.menus import MenuStrip
from .board.animation import Animator
from .board.renderer import Renderer
from .intuition.dock import DockView
from .intuition.filerequesterview import FileRequesterView
from .intuition.menustrip import MenuView
from .intuition.requester import RequesterWidget
from .intuition.vcr import VcrView
from .screen.fonts import ScreenFonts
from .screen.modes import ScreenMode

if TYPE_CHECKING:  # How To Play and Palette... load when first opened, not with the window
    from ..session.windows.guide import GuideModel
    from ..session.windows.paletteeditor import PaletteEditor
    from .intuition.guideview import GuideView
    from .intuition.paletteview import PaletteView


def _laid_out(mode: ScreenMode) -> str:
    """What a view's layout depends on besides its window: the screen mode and the language (a
    label's width), so that Options ▸ Language lays the menus and windows out again at once."""
    return f"{mode.id}/{language.current()}"


class Screen(Protocol):
    """What the views are made from: the screen's mode and renderer, the session and its windows."""

    mode: ScreenMode
    renderer: Renderer
    session: Session
    desk: Desk
    menus: MenuStrip
    browser: SolutionBrowser
    animator: Animator
    fonts: ScreenFonts

    @property
    def guide(self) -> GuideModel | None: ...

    @property
    def palette_editor(self) -> PaletteEditor | None: ...


class WindowViews:
    """The window views of ``display``'s screen (the display, seen as a :class:`Screen`)."""

    def __init__(self, display: Screen) -> None:
        self.display = display
        self._requester: tuple[object, RequesterWidget, str] | None = None
        self._menu: tuple[str, MenuView] | None = None
        self._files: tuple[object, str, FileRequesterView] | None = None
        self._dock_place: tuple[str, tuple[int, int]] | None = None
        self._guide: tuple[object, str, GuideView] | None = None

    def forget_requester(self) -> None:
        """The screen mode changed: the requester's gadgets are laid out again."""
        self._requester = None

    def guide_view(self) -> GuideView | None:
        """How To Play's window, while it is open."""
        guide, mode, renderer = self.display.guide, self.display.mode, self.display.renderer
        if guide is None:
            return None
        if self._guide is None or self._guide[0] is not guide or self._guide[1] != _laid_out(mode):
            from .intuition.guideview import GuideView  # loaded when How To Play first opens

            view = GuideView(guide, mode.size, renderer.ui_font, self.display.fonts.guide, top=renderer.title_height)
            self._guide = (guide, _laid_out(mode), view)
        return self._guide[2]

    def warm_guide(self) -> None:
        """Draw How To Play's first page once, off screen, in this mode (at the read-ahead's quiet
        moment): the masks of its lines' letters are then ready when the player first opens it
        (drawing them cold was three quarters of its first opening). A guide that does not read is
        left to be said when it is opened."""
        from PIL import Image

        from ..engine.errors import FreeCellError
        from ..session.windows.guide import GuideModel, read_guide
        from .intuition.guideview import GuideView

        try:
            model = GuideModel(read_guide(self.display.desk.guide_path()))
        except (FreeCellError, OSError):
            return
        mode, renderer = self.display.mode, self.display.renderer
        view = GuideView(model, mode.size, renderer.ui_font, self.display.fonts.guide, top=renderer.title_height)
        view.draw(Image.new("L", mode.size))

    def menu_view(self) -> MenuView:
        """The menu strip's geometry on this screen (over the title bar)."""
        mode, renderer = self.display.mode, self.display.renderer
        if self._menu is None or self._menu[0] != _laid_out(mode):
            self._menu = (_laid_out(mode), MenuView(self.display.menus, mode.size, renderer.board_font,
                                            bar_height=renderer.title_height))
        return self._menu[1]

    def dock_view(self, position: tuple[int, int] | None = None) -> DockView | None:
        """The tool dock when it is open: at ``position``, else where it is kept, else its default place
        (worked out once for each screen mode, clear of the cards in play then: it does not wander)."""
        mode, renderer, options = self.display.mode, self.display.renderer, self.display.session.options
        if not options.dock_open:
            return None
        font = renderer.ui_font
        position = position or options.dock_position
        if position is None:
            if self._dock_place is None or self._dock_place[0] != mode.id:
                board = self.display.session.board
                avoid = renderer.layout_for(board).in_play(board) if board is not None else []
                self._dock_place = (mode.id, DockView(None, mode.size, font, avoid).position)
            position = self._dock_place[1]
        return DockView(position, mode.size, font)

    def file_requester_view(self) -> FileRequesterView | None:
        """The open file requester, unless cards are still gliding."""
        requester, mode = self.display.session.file_requester, self.display.mode
        if requester is None or self.display.animator.busy:
            return None
        if self._files is None or self._files[0] is not requester or self._files[1] != _laid_out(mode):
            self._files = (requester, _laid_out(mode),
                           FileRequesterView(requester, mode.size, self.display.renderer.ui_font))
        view = self._files[2]
        view.refresh()
        requester.choices.fit(view.list_rows)
        return view

    def vcr_view(self, position: tuple[int, int] | None = None) -> VcrView | None:
        """The VCR unit while a solution is browsed: at ``position``, else where it was left."""
        browser = self.display.browser
        if not browser.active:
            return None
        dock = self.dock_view(self.display.desk.dock.shown_at)
        return VcrView(browser, position or browser.position, self.display.mode.size, self.display.renderer.ui_font,
                       avoid=dock.rect if dock is not None else None)

    def palette_view(self) -> PaletteView | None:
        """The Palette requester, while it is open."""
        editor = self.display.palette_editor
        if editor is None:
            return None
        from .intuition.paletteview import PaletteView  # loaded when Palette... first opens

        return PaletteView(editor, self.display.mode.size, self.display.renderer.ui_font)

    def requester_widget(self) -> RequesterWidget | None:
        """The open requester, unless cards are still gliding (it waits for them)."""
        requester = self.display.session.requester
        if requester is None or self.display.animator.busy:
            return None
        if self._requester is None or self._requester[0] is not requester or self._requester[2] != language.current():
            self._requester = (requester, RequesterWidget(requester, self.display.mode.size,
                                                          self.display.renderer.ui_font), language.current())
        widget = self._requester[1]
        if requester.choices is not None:
            widget.refresh()
            requester.choices.fit(widget.list_rows)
        return widget
