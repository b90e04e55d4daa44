"""The screen's windows for one session, and what the menu items that open
them do: the board, the tool dock and the VCR unit on the window stack from
the start; Browse Solution's file requester, the Palette requester and How To
Play pushed over them when chosen.

The UI builds one with what only it knows (the card sets there are, the
screen modes, the palette shown and how to show another) and draws the
windows it finds on :attr:`Session.windows`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ... import language
from ...engine.errors import FreeCellError
from ...files.assets import asset_path
from ...files.palettes import Palette
from ...files.patterns import compile_pattern
from ...language import ENGLISH, _
from ..game.browser import SolutionBrowser
from ..game.session import Session
from ..game.setgameplay import MINE
from ..game.setgameplay import PATTERN as SETGAME_PATTERN
from ..windows.dialogs import ModeInfo
from ..windows.drawerlist import Root
from ..windows.filerequester import FileRequester
from ..windows.requesters import message
from .boardwindow import BoardWindow
from .menus import MenuStrip, menu_strip
from .toolwindows import DockWindow, GuideWindow, PaletteWindow, VcrWindow

if TYPE_CHECKING:
    from ..assist.adviser import Adviser
    from ..assist.review import GameReview
    from ..game.accounting import Accounting
    from ..windows.guide import GuideModel
    from ..windows.paletteeditor import PaletteEditor

GUIDE_NAME = "FreeCell.guide"
"""How To Play: the AmigaGuide in ``data/``."""
GUIDES_FOLDER = "help"
"""The guides in the other languages: ``data/help/<code>/FreeCell.guide``, as an Amiga program kept a
guide per language under ``Help/<language>/`` (the English one is ``data/FreeCell.guide``)."""


def guide_path(code: str | None = None) -> Path:
    """How To Play in the language ``code`` (the one in use when not given); English where the
    language has no guide."""
    code = code or language.current()
    translated = asset_path("data", GUIDES_FOLDER, code, GUIDE_NAME)
    return translated if code != ENGLISH and translated.is_file() else asset_path("data", GUIDE_NAME)


class Desk:
    """``session``'s windows. ``palette`` gives the palette shown and ``show_palette`` shows
    another (the Palette requester recolours the screen as it edits); ``palette_path`` is
    where Save writes (None: Use only)."""

    def __init__(self, session: Session, browser: SolutionBrowser, helper: Adviser | None = None, *,
                 accounting: Accounting | None = None, card_sets: Sequence[str] = (),
                 screen_modes: Sequence[ModeInfo] = (), palette: Callable[[], Palette] = Palette.default,
                 show_palette: Callable[[Palette], None] = lambda _palette: None,
                 palette_path: Path | None = None, card_set_fits: Callable[[str], bool] = lambda _name: True,
                 review: GameReview | None = None, clipboard: Callable[[str], bool] | None = None) -> None:
        self.session, self.browser = session, browser
        self.palette, self.show_palette, self.palette_path = palette, show_palette, palette_path
        self.menus: MenuStrip = menu_strip(session, accounting, card_sets=card_sets, screen_modes=screen_modes,
                                           browse=self.browse_solution if session.solutions_dir else None,
                                           edit_palette=self.edit_palette, how_to_play=self.open_guide,
                                           helper=helper, card_set_fits=card_set_fits, review=review,
                                           clipboard=clipboard)
        """The menu strip; its Statistics item needs the ``accounting`` (ghosted without)."""
        windows = session.windows
        self.board = windows.push(BoardWindow(session, self.menus), floor=True)
        self.dock = windows.push(DockWindow(session.options, session.dock_actions, session.set_option), floor=True)
        self.vcr = windows.push(VcrWindow(browser), floor=True)

    def close(self) -> None:
        """The screen goes (the session is shown on another): its windows leave the stack."""
        for window in (self.board, self.dock, self.vcr):
            self.session.windows.remove(window)

    def browse_solution(self) -> None:
        """Browse Solution...: a file requester on the solutions folder and the shipped samples;
        the file chosen opens in the VCR unit."""
        folder = self.session.solutions_dir
        assert folder is not None
        self.session.file_requester = FileRequester(
            _("Browse Solution"), [Root("Solutions", folder), Root("Shipped", asset_path("solutions"))],
            lambda path: self.browser.open(path) if path is not None else None, pattern="Solution.#?")

    def edit_palette(self) -> None:
        """Palette...: the editor, every change shown on the whole screen at once."""
        from ..windows.paletteeditor import PaletteEditor  # loaded when first opened, not with the window

        editor = PaletteEditor(self.palette(), self.palette_path, on_change=self.show_palette)
        self.session.windows.push(PaletteWindow(editor))

    def open_guide(self) -> None:
        """How To Play (Help, F1): the game's AmigaGuide in a window you close to play on; it opens
        over a requester too."""
        from ..windows.guide import GuideModel, read_guide  # with the guide reader: when first opened

        try:
            guide = GuideModel(read_guide(self.guide_path()))
        except FreeCellError as error:
            self.session.requester = message(_("How To Play"), str(error))
            return
        self.session.windows.push(GuideWindow(guide))

    def read_ahead(self) -> None:
        """Read, while the player looks at the board, what How To Play and Play Set Game read when
        first opened (the guide parsed; the set games drawer, if there is one, listed and filtered
        as the requester filters it): both then open within a frame. Problems are left to be said
        when they are opened."""
        from ..windows.drawerlist import entries, read_drawer
        from ..windows.guide import read_guide

        try:
            read_guide(self.guide_path())
            folder = self.session.setgames_dir
            if folder is not None and folder.is_dir():
                entries(read_drawer(Root(MINE, folder), ()), compile_pattern(SETGAME_PATTERN))
        except (FreeCellError, OSError):
            pass

    def guide_path(self) -> Path:
        """The guide How To Play opens: the one in the language in use."""
        return guide_path()

    @property
    def guide(self) -> GuideModel | None:
        """How To Play, while its window is open."""
        window = self.session.windows.find(GuideWindow)
        return window.model if window is not None else None

    @property
    def palette_editor(self) -> PaletteEditor | None:
        window = self.session.windows.find(PaletteWindow)
        return window.model if window is not None else None
