"""The emulated Amiga display: which mode, card set and palette; what the frame
shows; cards in flight; the screen flash. Everything the window shows, with no
window — the window only uploads :meth:`Display.frame` and hands input to
:attr:`Display.controller`. The windows it draws are the session's
(:attr:`Display.desk`, :attr:`Session.windows`); the session's services come
from the composition root (:func:`~..session.screen.services.assemble`) and
are seen here only as assistants: a tick, title notes, overlays.
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
from ..language import _
from ..session.assist.adviser import Adviser
from ..session.assist.hint import HintPhase
from ..session.game import events
from ..session.game.accounting import Accounting
from ..session.game.assistants import Beside, Frame
from ..session.game.browser import SolutionBrowser
from ..session.game.options import Option
from ..session.game.session import Session
from ..session.game.shows import ShowKind, celebrated
from ..session.game.targets import status_counts, targets
from ..session.screen.desk import Desk
from ..session.screen.menuwindow import MenuStripWindow
from ..session.screen.services import Services, assemble
from ..session.screen.toolwindows import GuideWindow, PaletteWindow
from ..session.speech.speaker import Speaker
from ..session.windows.input import DEPTH_GADGET, Hit, Spot
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
from .intuition.gadgets.windowframe import DEPTH_GADGET_W
from .screen.cardset import card_set_problem, cardset_folders, load_cardset
from .screen.fonts import screen_fonts
from .screen.fourcolour import four_coloured
from .screen.layout import Layout
from .screen.modes import SCREEN_MODES, ScreenMode, screen_mode
from .screen.palette import Colours, Palette, complement, rgb_pens
from .sound import SoundPlayer
from .windowviews import WindowViews

if TYPE_CHECKING:  # How To Play and Palette... load when first opened, not with the window
    from ..session.windows.guide import GuideModel
    from ..session.windows.paletteeditor import PaletteEditor

FLASH_SECONDS = 0.1
"""How long DisplayBeep turns the background colour to its complement."""


class Display:
    """``session`` on the emulated screen. Its services are built by the composition root
    (``make_adviser`` and ``beside`` are handed to it): ``beside`` runs the adviser's searches (the
    game window passes a thread's, so the screen never waits for a search; screenshots and tests wait)."""

    def __init__(self, session: Session, palette: Palette | None = None, clock: Callable[[], float] = time.monotonic,
                 cardsets: Path | None = None, accounting: Accounting | None = None,
                 palette_path: Path | None = None, solver: Engine = Engine.AUTO,
                 make_adviser: Callable[[Session, SolutionBrowser], Adviser] | None = None,
                 beside: Beside | None = None, sound: SoundPlayer | None = None,
                 speaker: Speaker | None = None) -> None:
        self.session = session
        session.shows = True  # this screen plays the deal and the win
        self.own_palette = palette or Palette.default()
        """The player's palette (the stats file's, or as the editor left it); High Contrast shows its own over it."""
        self.palette = Palette.high_contrast() if session.options.high_contrast else self.own_palette
        self.cardsets = cardsets
        """An extra folder of card sets (tests); None: the user's data folder."""
        self.animator = Animator(STEPS[session.options.animation])
        self.sound = sound or SoundPlayer()  # the window's one, kept from screen to screen: silence said once
        self.services: Services = assemble(
            session, engine=solver, accounting=accounting, play_sound=self.sound.play,
            card_sets=sorted(cardset_folders(cardsets)), screen_modes=list(SCREEN_MODES.values()),
            palette=lambda: self.palette, show_palette=self.set_palette, palette_path=palette_path,
            beside=beside, make_adviser=make_adviser, read_ahead=self._read_ahead, speaker=speaker,
            card_set_fits=lambda name: self._card_set_fits(name), clipboard=self._to_clipboard)
        self.speaker = speaker
        """Options ▸ Speech's voice and log: the window's, kept from screen to screen (None: words go nowhere)."""
        self.browser = self.services.browser
        """Browse Solution's VCR unit (its moves animate like the player's)."""
        self.browser.subscribe(self._on_event)
        self.adviser = self.services.adviser
        self.desk: Desk = self.services.desk
        """The session's windows on this screen, and the menu strip."""
        self.menus = self.desk.menus
        self.clock = clock
        """Stamps pointer presses (double clicks are told by it)."""
        self.controller = Controller(session, self)
        self.flash = 0
        self.frame_version = 0
        """Grows whenever the frame must be drawn again (the window uploads it then)."""
        self.dirty = True
        """Something on the screen changed: the window should present a frame."""
        self.on_quit: Callable[[], None] = lambda: None
        self.on_screen_to_back: Callable[[], None] = lambda: None
        """What the window does when the screen goes to the back: it lowers itself."""
        self.on_mode_change: Callable[[ScreenMode], None] = lambda _mode: None
        self.on_clipboard: Callable[[str], bool] | None = None
        """Puts text on the system's clipboard (the window sets it; None: no clipboard, the code is only shown)."""
        self._frame: Image.Image | None = None
        self._under: tuple[tuple[object, ...], Image.Image] | None = None
        self._title = ""
        self._font_told = False
        self.views = WindowViews(self)
        """The views that draw the session's windows on this screen (made once per window and mode)."""
        self._show_mode(session.options.screen_mode)
        session.subscribe(self._on_event)

    # -- what is shown -------------------------------------------------------

    def _show_mode(self, mode_id: str) -> None:
        self.mode = screen_mode(mode_id)
        chosen = self.session.options.card_set
        try:
            self.cardset = load_cardset(chosen or self.mode.card_set, self.cardsets)
            problem = card_set_problem(self.cardset, self.mode, self._title_height) if chosen else None
        except FreeCellError as error:
            if not chosen:
                raise
            problem = str(error)[:70]
        if problem is not None:
            self.cardset = load_cardset(self.mode.card_set, self.cardsets)
            self.session.requester = message(_("Card set"), problem,
                                             _("The {name} set is used.").format(name=_(self.mode.card_set)))
        if self.session.options.four_colour:
            self.cardset = four_coloured(self.cardset)
        self.fonts = screen_fonts(self.session.fonts)
        """The board's, the requesters' and the guide's fonts: the tool types' Amiga fonts, or built in."""
        if self.fonts.problem is not None and self.session.requester is None and not self._font_told:
            self._font_told = True  # once a screen: a damaged font is said, then the built-in one is drawn
            self.session.requester = message(_("Font"), self.fonts.problem)
        self.renderer = Renderer(self.mode, self.cardset, self.fonts.board, self.fonts.ui)
        self.views.forget_requester()
        self.desk.board.drag = self.desk.board.reveal = None
        self.animator.clear()
        self.changed()
        self.on_mode_change(self.mode)

    @property
    def _title_height(self) -> int:
        return screen_fonts(self.session.fonts).board.height + 3

    def _card_set_fits(self, name: str) -> bool:
        """Options ▸ Card Set offers ``name`` in this mode (ghosted where its cards would hide their index)."""
        try:
            return card_set_problem(load_cardset(name, self.cardsets), self.mode, self._title_height) is None
        except FreeCellError:
            return False

    @property
    def guide(self) -> GuideModel | None:
        """How To Play, while its window is open."""
        return self.desk.guide

    @property
    def palette_editor(self) -> PaletteEditor | None:
        return self.desk.palette_editor

    def set_palette(self, palette: Palette) -> None:
        """A new palette recolours the whole screen at once (the palette editor calls this)."""
        self.palette = self.own_palette = palette
        self.dirty = True

    def shown_colours(self) -> Colours:
        """The palette as the screen shows it now: during DisplayBeep, colour 0 becomes its complement
        (pen 15's colour, so the frame still holds only palette colours)."""
        colours = rgb_pens(self.palette)
        return (colours[complement(0)],) + colours[1:] if self.flash else colours

    @property
    def look(self) -> str:
        """Options ▸ Display: how the window shows the frame (sharp, scanlines, crt)."""
        return self.session.options.display

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

    def scene(self) -> Scene:
        session, desk = self.session, self.desk
        table = desk.board
        scene = Scene(title=self.title(), board=session.board, selection=session.selection,
                      reveal=table.reveal, requester=self.views.requester_widget(),
                      pressed_button=self._pressed(session.requester), light_slots=session.options.high_contrast)
        dock = self.views.dock_view(desk.dock.shown_at)
        if dock is not None:
            scene.dock = (dock, desk.dock.held)
        files = self.views.file_requester_view()
        if files is not None:
            scene.file_requester = (files, self._pressed(session.file_requester))
        if session.board is not None and not self.animator.busy:
            for overlay in self.services.overlays():
                if isinstance(overlay, HintPhase):
                    scene.windows.append((HintView(self.renderer, session.board, overlay), None))
        pointer, board, selection = table.pointer, session.board, session.selection
        won = session.game is not None and session.game.is_won
        if board is not None and not self.animator.busy and not session.browsing and session.show is None:
            thick = 2 if session.options.high_contrast else 1  # High Contrast: the frames drawn twice as thick
            if pointer.shown and not won:  # no frame on bare felt: the deal, the win
                scene.windows.insert(0, (FocusView(self.renderer, board, pointer.focus, selection, 2 * thick), None))
            if session.options.show_targets and selection is not None:
                scene.windows.insert(0, (TargetsView(self.renderer, board, targets(board, selection), thick), None))
        vcr = self.views.vcr_view(desk.vcr.shown_at)
        if vcr is not None:
            scene.windows.append((vcr, desk.vcr.held))
        for window in reversed(list(session.windows)):
            if isinstance(window, PaletteWindow):
                palette = self.views.palette_view()
                if palette is not None:
                    scene.windows.append((palette, window.pressed))
            elif isinstance(window, GuideWindow):
                guide = self.views.guide_view()
                if guide is not None:
                    scene.windows.append((guide, window.pressed))
        menu = session.windows.find(MenuStripWindow)
        if menu is not None:
            scene.menu = (self.views.menu_view(), menu.open_menu, menu.open_item, menu.highlight)
        flight = self.animator.current()
        show, game = session.show, session.game
        if flight is None and show is not None and game is not None and (show.kind is ShowKind.WIN or not game.history):
            lay = self.layout(game.start)
            scene.board, scene.sprites = (deal_picture(lay, game.start, show) if show.kind is ShowKind.DEAL
                                          else win_picture(lay, game.board, show))
            scene.selection = scene.reveal = None
        elif flight is None and show is None and game is not None and won and session.celebrated is game \
                and not session.browsing:
            scene.board = celebrated(game.board)
            scene.selection = None
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

    def _read_ahead(self) -> None:
        """The first quiet moment (:class:`~..session.screen.services.ReadAhead`): the sounds load, if
        heard, and How To Play's first page is drawn once off screen (its letters ready)."""
        if self.session.options.sound:
            self.sound.preload()
        self.views.warm_guide()

    def tick(self) -> bool:
        """One refresh of the screen (50 or 60 a second); True when it must be presented again."""
        if not self.animator.busy and self.session.tick():
            self.changed()
        if self.animator.busy:
            self.animator.tick()
            self.changed()
            if not self.animator.busy:
                self.controller.flush()
        if self.flash:
            self.flash -= 1
            self.dirty = True
        if self.services.tick(Frame(self.mode.refresh, gliding=self.animator.busy, quiet=not self.busy)):
            self.changed()
        self.session.windows.settle()  # the clock follows a window the session opened or closed by itself
        if self._frame is not None and self.session.title != self._title:
            self.changed()
        return self.dirty

    def finish_animation(self) -> None:
        """Let the deal or the win and every glide end now (screenshots, tests)."""
        self.session.finish_show()
        while self.animator.busy:
            self.tick()

    # -- what the session says ---------------------------------------------------

    def _to_clipboard(self, text: str) -> bool:
        return self.on_clipboard is not None and self.on_clipboard(text)

    def _on_event(self, event: events.Event) -> None:
        if isinstance(event, events.MovePlayed):
            game = self.session.game
            assert game is not None  # the move was played on it
            self.animator.start(self.layout(event.turn.board), _before_last_turn(game), event.turn,
                                dropped=event.dropped)
        elif isinstance(event, (events.GameStarted, events.MoveUndone, events.BrowsingEnded)):
            self.animator.clear()
        elif isinstance(event, events.Beep):
            self.flash = max(1, round(FLASH_SECONDS * self.mode.refresh))
        elif isinstance(event, events.SessionEnded):
            self.on_quit()
        elif isinstance(event, events.ScreenToBack):
            self.on_screen_to_back()
        elif isinstance(event, events.OptionChanged):
            if event.option in (Option.SCREEN_MODE, Option.CARD_SET, Option.FOUR_COLOUR):
                self._show_mode(self.session.options.screen_mode)
            elif event.option is Option.ANIMATION:
                self.animator.steps = STEPS[self.session.options.animation]
            elif event.option is Option.HIGH_CONTRAST:
                self.palette = Palette.high_contrast() if event.value else self.own_palette
        self.changed()


def _before_last_turn(game: Game) -> Board:
    return game.history[-2].board if len(game.history) >= 2 else game.start
