"""The emulated Amiga display: which mode, card set and palette; what the frame
shows; cards in flight; the screen flash. Everything the window shows, with no
window — the window only uploads :meth:`Display.frame` and hands input to
:attr:`Display.controller`. The windows it draws are the session's
(:attr:`Display.desk`, :attr:`Session.windows`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image

from ..engine.board import Board
from ..engine.errors import FreeCellError
from ..engine.game import Game
from ..engine.moves import Area
from ..files.assets import asset_path
from ..session.assist.helper import Helper
from ..session.game import events
from ..session.game.accounting import Accounting
from ..session.game.browser import SolutionBrowser
from ..session.game.session import Session
from ..session.game.sounds import SoundCues
from ..session.game.targets import status_counts, targets
from ..session.screen.desk import Desk
from ..session.screen.menuwindow import MenuStripWindow
from ..session.screen.toolwindows import GuideWindow, PaletteWindow
from ..session.windows.input import DEPTH_GADGET, Spot
from ..session.windows.requesters import message
from ..session.windows.requesterwindow import Asking, RequesterWindow
from ..solver.engines import Engine
from .board.animation import STEPS, Animator
from .board.focusview import FocusView
from .board.hintview import HintView
from .board.renderer import Renderer, Scene, Sprite
from .board.showview import deal_picture, win_picture
from .board.targetsview import TargetsView
from .controller import Controller
from .intuition.dock import DockView
from .intuition.filerequester import FileRequesterView
from .intuition.gadgets.window import DEPTH_GADGET_W
from .intuition.menustrip import MenuView
from .intuition.requester import RequesterWidget
from .intuition.vcr import VcrView
from .screen.cardset import cardset_folders, load_cardset
from .screen.fonts import BOARD_FONT, GUIDE_FONT, UI_FONT, shipped_font
from .screen.layout import Hit, Layout
from .screen.modes import SCREEN_MODES, ScreenMode, screen_mode
from .screen.palette import Colours, Palette, complement, rgb_pens
from .sound import SoundPlayer

if TYPE_CHECKING:  # How To Play and Palette... load when first opened, not with the window
    from ..session.windows.guide import GuideModel
    from ..session.windows.paletteeditor import PaletteEditor
    from .intuition.guideview import GuideView
    from .intuition.paletteeditor import PaletteView

READ_AHEAD_AFTER = 25
"""Quiet refreshes (half a second) after which the guide and the set games are read ahead, once."""
FLASH_SECONDS = 0.1
"""How long DisplayBeep turns the background colour to its complement."""


class Display:
    def __init__(self, session: Session, palette: Palette | None = None, clock: Callable[[], float] = time.monotonic,
                 cardsets: Path | None = None, accounting: Accounting | None = None,
                 palette_path: Path | None = None, solver: Engine = Engine.AUTO,
                 make_helper: Callable[[Session, SolutionBrowser], Helper] | None = None,
                 sound: SoundPlayer | None = None) -> None:
        self.session = session
        session.shows = True  # this screen plays the deal and the win
        self.palette = palette or Palette.default()
        self.cardsets = cardsets
        """An extra folder of card sets (tests); None: the user's data folder."""
        self.animator = Animator(STEPS[session.options.animation])
        self.browser = SolutionBrowser(session, [folder for folder in (session.setgames_dir,
                                                                       asset_path("setgames")) if folder])
        """Browse Solution's VCR unit (its moves animate like the player's)."""
        self.browser.subscribe(self._on_event)
        self.helper = (make_helper or (lambda s, browser: Helper(s, browser, engine=solver)))(session, self.browser)
        """Hint, Solve from here, the winnability indicator and solvable deals only."""
        self.desk = Desk(session, self.browser, self.helper, accounting=accounting,
                         card_sets=sorted(cardset_folders(cardsets)), screen_modes=list(SCREEN_MODES.values()),
                         palette=lambda: self.palette, show_palette=self.set_palette, palette_path=palette_path)
        """The session's windows on this screen, and the menu strip."""
        self.menus = self.desk.menus
        self.clock = clock
        """Stamps pointer presses (double clicks are told by it)."""
        self.controller = Controller(session, self)
        self.sound = sound or SoundPlayer()  # the window's one, kept from screen to screen: silence said once
        SoundCues(session, self.sound.play)
        self.flash = 0
        self.quiet_ticks = 0
        """Refreshes in a row with nothing moving, up to :data:`READ_AHEAD_AFTER` (then the desk reads ahead)."""
        self.frame_version = 0
        """Grows whenever the frame must be drawn again (the window uploads it then)."""
        self.dirty = True
        """Something on the screen changed: the window should present a frame."""
        self.notices: Callable[[], list[str]] = lambda: []
        """Lines for the player from whoever keeps the statistics; shown in a requester when one comes."""
        self.on_quit: Callable[[], None] = lambda: None
        self.on_screen_to_back: Callable[[], None] = lambda: None
        """What the window does when the screen goes to the back: it lowers itself."""
        self.on_mode_change: Callable[[ScreenMode], None] = lambda _mode: None
        self._frame: Image.Image | None = None
        self._under: tuple[tuple, Image.Image] | None = None
        self._title = ""
        self._widget: tuple[object, RequesterWidget] | None = None
        self._menu_view: tuple[str, MenuView] | None = None
        self._files: tuple[object, str, FileRequesterView] | None = None
        self._dock_place: tuple[str, tuple[int, int]] | None = None
        self._guide_view: tuple[object, str, GuideView] | None = None
        self._show_mode(session.options.screen_mode)
        session.subscribe(self._on_event)

    # -- what is shown -------------------------------------------------------

    def _show_mode(self, mode_id: str) -> None:
        self.mode = screen_mode(mode_id)
        chosen = self.session.options.card_set
        try:
            self.cardset = load_cardset(chosen or self.mode.card_set, self.cardsets)
        except FreeCellError as error:
            if not chosen:
                raise
            self.cardset = load_cardset(self.mode.card_set, self.cardsets)
            self.session.requester = message("Card set", str(error)[:70], f"The {self.mode.card_set} set is used.")
        self.renderer = Renderer(self.mode, self.cardset, shipped_font(BOARD_FONT), shipped_font(UI_FONT))
        self._widget = None
        self.desk.board.drag = self.desk.board.reveal = None
        self.animator.clear()
        self.changed()
        self.on_mode_change(self.mode)

    @property
    def guide(self) -> GuideModel | None:
        """How To Play, while its window is open."""
        return self.desk.guide

    @property
    def palette_editor(self) -> PaletteEditor | None:
        return self.desk.palette_editor

    def guide_view(self) -> GuideView | None:
        if self.guide is None:
            return None
        if self._guide_view is None or self._guide_view[0] is not self.guide or self._guide_view[1] != self.mode.id:
            from .intuition.guideview import GuideView  # loaded when How To Play first opens

            view = GuideView(self.guide, self.mode.size, self.renderer.ui_font, shipped_font(GUIDE_FONT),
                             top=self.renderer.title_height)
            self._guide_view = (self.guide, self.mode.id, view)
        return self._guide_view[2]

    def set_palette(self, palette: Palette) -> None:
        """A new palette recolours the whole screen at once (the palette editor calls this)."""
        self.palette = palette
        self.dirty = True

    def shown_colours(self) -> Colours:
        """The palette as the screen shows it now: during DisplayBeep, colour 0 becomes its complement
        (pen 15's colour, so the frame still holds only palette colours)."""
        colours = rgb_pens(self.palette)
        return (colours[complement(0)],) + colours[1:] if self.flash else colours

    def changed(self) -> None:
        self._frame = None
        self.frame_version += 1
        self.dirty = True

    @property
    def gliding(self) -> bool:
        """Cards glide after a move: input waits for them to land (the deal and the win take it at once)."""
        return self.animator.busy

    @property
    def busy(self) -> bool:
        """Cards are moving (a glide, the deal, the win): a frame is drawn every refresh."""
        return self.animator.busy or self.session.show is not None

    def layout(self, board: Board | None = None) -> Layout:
        return self.renderer.layout_for(board or self.session.board)

    def board_spot(self, x: int, y: int) -> Hit | Spot | None:
        """What the pointer is on over the board: the screen's depth gadget at the right of the title
        bar, or a place on the board."""
        if y < self.renderer.title_height and x >= self.mode.size[0] - DEPTH_GADGET_W:
            return DEPTH_GADGET
        return self.hit(x, y)

    def hit(self, x: int, y: int) -> Hit | None:
        board = self.session.board
        return None if board is None else self.layout(board).hit(board, x, y)

    def menu_view(self) -> MenuView:
        """The menu strip's geometry on this screen (over the title bar)."""
        if self._menu_view is None or self._menu_view[0] != self.mode.id:
            self._menu_view = (self.mode.id, MenuView(self.menus, self.mode.size, self.renderer.board_font,
                                                      bar_height=self.renderer.title_height))
        return self._menu_view[1]

    def dock_view(self, position: tuple[int, int] | None = None) -> DockView | None:
        """The tool dock when it is open: at ``position``, else where it is kept, else its default place
        (worked out once for each screen mode, clear of the cards in play then: it does not wander)."""
        options = self.session.options
        if not options.dock_open:
            return None
        font = self.renderer.ui_font
        position = position or options.dock_position
        if position is None:
            if self._dock_place is None or self._dock_place[0] != self.mode.id:
                board = self.session.board
                avoid = self.renderer.layout_for(board).in_play(board) if board is not None else []
                self._dock_place = (self.mode.id, DockView(None, self.mode.size, font, avoid).position)
            position = self._dock_place[1]
        return DockView(position, self.mode.size, font)

    def file_requester_view(self) -> FileRequesterView | None:
        """The open file requester, unless cards are still gliding."""
        requester = self.session.file_requester
        if requester is None or self.animator.busy:
            return None
        if self._files is None or self._files[0] is not requester or self._files[1] != self.mode.id:
            self._files = (requester, self.mode.id, FileRequesterView(requester, self.mode.size,
                                                                      self.renderer.ui_font))
        view = self._files[2]
        view.refresh()
        requester.choices.fit(view.list_rows)
        return view

    def vcr_view(self, position: tuple[int, int] | None = None) -> VcrView | None:
        """The VCR unit while a solution is browsed: at ``position``, else where it was left."""
        if not self.browser.active:
            return None
        dock = self.dock_view(self.desk.dock.shown_at)
        return VcrView(self.browser, position or self.browser.position, self.mode.size, self.renderer.ui_font,
                       avoid=dock.rect if dock is not None else None)

    def palette_view(self) -> PaletteView | None:
        if self.palette_editor is None:
            return None
        from .intuition.paletteeditor import PaletteView  # loaded when Palette... first opens

        return PaletteView(self.palette_editor, self.mode.size, self.renderer.ui_font)

    def requester_widget(self) -> RequesterWidget | None:
        """The open requester, unless cards are still gliding (it waits for them)."""
        requester = self.session.requester
        if requester is None or self.animator.busy:
            return None
        if self._widget is None or self._widget[0] is not requester:
            self._widget = (requester, RequesterWidget(requester, self.mode.size, self.renderer.ui_font))
        widget = self._widget[1]
        if requester.choices is not None:
            widget.refresh()
            requester.choices.fit(widget.list_rows)
        return widget

    def scene(self) -> Scene:
        session, desk = self.session, self.desk
        table = desk.board
        scene = Scene(title=self.title(), board=session.board, selection=session.selection,
                      reveal=table.reveal, requester=self.requester_widget(),
                      pressed_button=self._pressed(session.requester))
        dock = self.dock_view(desk.dock.shown_at)
        if dock is not None:
            scene.dock = (dock, desk.dock.held)
        files = self.file_requester_view()
        if files is not None:
            scene.file_requester = (files, self._pressed(session.file_requester))
        phase = self.helper.hint_phase()
        if phase is not None and session.board is not None and not self.animator.busy:
            scene.windows.append((HintView(self.renderer, session.board, phase), None))
        pointer, board, selection = table.pointer, session.board, session.selection
        if board is not None and not self.animator.busy and not session.browsing:
            if pointer.shown:
                scene.windows.insert(0, (FocusView(self.renderer, board, pointer.focus, selection), None))
            if session.options.show_targets and selection is not None:
                scene.windows.insert(0, (TargetsView(self.renderer, board, targets(board, selection)), None))
        vcr = self.vcr_view(desk.vcr.shown_at)
        if vcr is not None:
            scene.windows.append((vcr, desk.vcr.held))
        for window in reversed(list(session.windows)):
            if isinstance(window, PaletteWindow):
                palette = self.palette_view()
                if palette is not None:
                    scene.windows.append((palette, window.pressed))
            elif isinstance(window, GuideWindow):
                guide = self.guide_view()
                if guide is not None:
                    scene.windows.append((guide, window.pressed))
        menu = session.windows.find(MenuStripWindow)
        if menu is not None:
            scene.menu = (self.menu_view(), menu.open_menu, menu.open_item, menu.highlight)
        flight = self.animator.current()
        show, game = session.show, session.game
        if flight is None and show is not None and game is not None and (show.kind == "win" or not game.history):
            lay = self.layout(game.start)
            scene.board, scene.sprites = (deal_picture(lay, game.start, show) if show.kind == "deal"
                                          else win_picture(lay, game.board, show))
            scene.selection = scene.reveal = None
        elif flight is not None:  # the win waits for the last cards to land
            scene.board, scene.hidden, scene.sprites = flight
            scene.selection = scene.reveal = None
        elif (table.drag is not None and table.drag.active and session.selection is not None
              and session.board is not None):
            selection, board = session.selection, session.board
            dx, dy = table.drag.offset
            lay = self.layout(board)
            if selection.place.area is Area.COLUMN:
                col = board.columns[selection.place.index]
                first = len(col) - selection.count
                rects = [lay.card_rect(selection.place.index, len(col), d) for d in range(first, len(col))]
                cards = col[first:]
            else:
                held = board.card_at(selection.place)  # a selected free cell holds a card
                rects, cards = [lay.place_rect(selection.place, board)], (held,) if held is not None else ()
            scene.hidden = (selection.place, selection.count)
            scene.sprites = [Sprite(card, r.x + dx, r.y + dy) for card, r in zip(cards, rects)]
        return scene

    def title(self) -> str:
        """The title bar's text: the session's, and the Status counts when chosen and there is room."""
        title, board = self.session.title, self.session.board
        if not self.session.options.status_counts or board is None:
            return title
        longer = f"{title}  {status_counts(board)}"
        room = self.mode.size[0] - DEPTH_GADGET_W - 8
        return longer if self.renderer.board_font.text_width(longer) <= room else title

    def _pressed(self, model: Asking | None) -> int | None:
        """The button held down in the requester window showing ``model``."""
        window = self.session.windows.find(RequesterWindow, lambda w: w.model is model) if model else None
        return window.pressed if window is not None else None

    def frame(self) -> Image.Image:
        """The native frame in pen numbers, drawn again only when something changed. While cards
        glide or are dragged, the board under them is drawn once and only the cards each frame."""
        if self._frame is None:
            scene = self.scene()
            self._title = self.session.title  # the Status counts change only with a move, which redraws
            if not scene.sprites:
                self._frame = self.renderer.compose(scene)
            else:
                key = (self.mode.id, scene.title, scene.board, scene.selection, scene.hidden, scene.reveal)
                if self._under is None or self._under[0] != key:
                    self._under = (key, self.renderer.compose(replace(scene, sprites=[], requester=None, dock=None,
                                                                      menu=None, file_requester=None, windows=[])))
                self._frame = self._under[1].copy()
                self.renderer.draw_sprites(self._frame, scene.sprites, self.renderer.cards_for(scene.board))
                self.renderer.draw_windows(self._frame, scene)
        return self._frame

    # -- time passing ----------------------------------------------------------

    def tick(self) -> bool:
        """One refresh of the screen (50 or 60 a second); True when it must be presented again."""
        if not self.animator.busy and self.session.tick():
            self.changed()
        if self.quiet_ticks < READ_AHEAD_AFTER:
            self.quiet_ticks = 0 if self.busy else self.quiet_ticks + 1
            if self.quiet_ticks == READ_AHEAD_AFTER:
                self.desk.read_ahead()
                if self.session.options.sound:
                    self.sound.preload()
        if self.animator.busy:
            self.animator.tick()
            self.changed()
            if not self.animator.busy:
                self.controller.flush()
        if self.flash:
            self.flash -= 1
            self.dirty = True
        if self.browser.tick(self.mode.refresh, gliding=self.animator.busy):
            self.changed()
        if self.helper.poll():
            self.changed()
        self.session.windows.settle()  # the clock follows a window the session opened or closed by itself
        if self._frame is not None and self.session.title != self._title:
            self.changed()
        if self.session.requester is None and not self.animator.busy:
            lines = self.notices()
            if lines:
                self.session.requester = message("FreeCell", *lines)
                self.changed()
        return self.dirty

    def finish_animation(self) -> None:
        """Let the deal or the win and every glide end now (screenshots, tests)."""
        self.session.finish_show()
        while self.animator.busy:
            self.tick()

    # -- what the session says ---------------------------------------------------

    def _on_event(self, event: events.Event) -> None:
        if isinstance(event, events.MovePlayed):
            game = self.session.game
            assert game is not None  # the move was played on it
            self.animator.start(self.layout(event.turn.board), _before_last_turn(game), event.turn,
                                dropped=self.desk.board.dropped)
        elif isinstance(event, (events.GameStarted, events.MoveUndone, events.BrowsingEnded)):
            self.animator.clear()
        elif isinstance(event, events.Beep):
            self.flash = max(1, round(FLASH_SECONDS * self.mode.refresh))
        elif isinstance(event, events.SessionEnded):
            self.on_quit()
        elif isinstance(event, events.ScreenToBack):
            self.on_screen_to_back()
        elif isinstance(event, events.OptionChanged):
            if event.name in ("screen_mode", "card_set"):
                self._show_mode(self.session.options.screen_mode)
            elif event.name == "animation":
                self.animator.steps = STEPS[self.session.options.animation]
        self.changed()


def _before_last_turn(game: Game) -> Board:
    return game.history[-2].board if len(game.history) >= 2 else game.start
