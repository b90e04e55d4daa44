"""Options ▸ Speech: what the screen shows, spoken, for a player who cannot see it.

The :class:`Narrator` is an assistant: it hears the session's events (a move, an undo, a deal, a
win, a refusal with its reason) and, each refresh, looks at what the player may have changed
without an event (the focus frame walked by the arrows, the cards picked up, the requester's
ringed button, the menu strip walked from the keys, the file requester's list, the guide's
links). What it gathered between two refreshes is said as one utterance, which cuts short the
one before: one key, one answer. With Speech off it says nothing and costs nothing.

The :class:`SpeechKeys` window answers the keys that read on demand (Speech on, the board in
front): ``T`` the title bar's facts, ``C`` the focused column top to bottom, ``F`` the free cells
and home cells, ``W`` the hint's move in words (asking for one when none is shown), ``B`` every
column's exposed card, left to right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.board import Board
from ...engine.game import Game, Turn
from ...engine.moves import Area
from ...engine.rules import Rules
from ...language import N_, _, ngettext
from ..game import events
from ..game.assistants import Assistant, Frame
from ..game.focus import STEPS, Focus, KeyboardPointer
from ..game.options import Option
from ..game.selection import Selection
from ..game.session import Session
from ..windows.input import Input, Key, KeyPress
from ..windows.stack import Window
from . import words
from .screens import State, Watch, watch_for
from .speaker import Speaker

if TYPE_CHECKING:
    from ..assist.adviser import Adviser
    from ..assist.hint import HintBlink

SWITCHES = {Option.MESSAGES: N_("Messages"), Option.DOUBLE_CLICK: N_("DoubleClick"),
            Option.DOCK_OPEN: N_("Tool Dock"), Option.SHOW_WINNABILITY: N_("Show Winnability"),
            Option.SOLVABLE_ONLY: N_("Solvable Deals Only"), Option.SHOW_TARGETS: N_("Show Targets"),
            Option.STATUS_COUNTS: N_("Status Counts"), Option.DOUBLE_CLICK_HOME: N_("Double-click Home"),
            Option.AUTOMATIC_MOVES: N_("Automatic Moves Home"), Option.SOUND: N_("Sound"),
            Option.HIGH_CONTRAST: N_("High Contrast"), Option.KEEP_STATS: N_("Keep the Stats")}
"""The Options menu's switches, said as they are switched (by a shortcut as much as by the menu)."""
CHOICES = {Option.SPEECH_RATE: N_("Speech rate: {value}."), Option.SPEECH_DETAIL: N_("Speech detail: {value}."),
           Option.ANIMATION: N_("Game animation speed: {value}."), Option.FREE_CELLS: N_("Free cells: {value}."),
           Option.SCREEN_MODE: N_("Screen mode: {value}.")}
"""The Options menu's choices, said as they are made."""

READING_KEYS = {Key.T: "title", Key.C: "column", Key.F: "cells", Key.W: "hint", Key.B: "board"}
"""The keys that read on demand, with Speech on and the board in front."""


def before_last(game: Game) -> Board:
    """The board the last turn of ``game``'s history was made on."""
    return game.history[-2].board if len(game.history) > 1 else game.start


class Narrator(Assistant):
    """Speaks ``session`` through ``speaker``; ``pointer`` is the board's focus frame and
    ``adviser`` the hint's source (None: no hints to say)."""

    def __init__(self, session: Session, speaker: Speaker, pointer: KeyboardPointer,
                 adviser: Adviser | None = None) -> None:
        self.session, self.speaker, self.pointer, self.adviser = session, speaker, pointer, adviser
        self.pending: list[str] = []
        self._window: Window | None = None
        self._shown: tuple[Window | None, object] = (None, None)
        self._watch: Watch | None = None
        self._state: State = {}
        self._focus: tuple[Focus, bool] | None = None
        self._selection: Selection | None = None
        self._blink: HintBlink | None = None
        self._acted = False
        """A move, an undo or a refusal was said since the last refresh: the selection's going is no news."""
        self._undone: Turn | None = None
        """The turn Redo would play: a move heard that is this one was redone."""
        self._heard_hint: str | None = None
        self.stepped = False
        """An arrow went to the board: the place is said again even where the focus stays (a row's end)."""
        self.keys = SpeechKeys(self)
        if self.on and session.game is not None:  # the game came on the board before this screen: say it
            start = session.game.start
            how = events.Start.RESUMED if session.game.history else events.Start.DEALT
            self.add(self._started(start.rules, start.free_cell_count, how))
            self._look_at_board(force=True)

    # -- what is said, and how -------------------------------------------------------------

    @property
    def on(self) -> bool:
        return self.session.options.speech

    @property
    def detail(self) -> str:
        return self.session.options.speech_detail

    def add(self, text: str | None) -> None:
        """Something to say at the end of this refresh."""
        if text:
            self.pending.append(text)

    def flush(self) -> None:
        """Say what was gathered, as one utterance."""
        if self.pending:
            said = " ".join(words_end(part) for part in self.pending)
            self.pending.clear()
            self.speaker.rate = self.session.options.speech_rate
            self.speaker.say(said)

    # -- events -----------------------------------------------------------------------------

    def _say_verdict(self) -> None:
        """Review Game: the verdict of the position the VCR unit shows, after the move said."""
        browser = self.adviser.browser if self.adviser is not None else None
        if browser is not None and browser.active and browser.commentary is not None:
            lines = [text.replace(_("  <- lost here"), _(": the move that lost the game")).rstrip(".")
                     for text, _red in browser.commentary.lines(browser.at)]
            self.add(". ".join(lines) + ".")

    def hear(self, event: events.Event) -> None:
        if isinstance(event, events.OptionChanged) and event.option is Option.SPEECH:
            self._switched(bool(event.value))
            return
        if not self.on:
            return
        if isinstance(event, events.OptionChanged):
            self._option(event)
        game, board = self.session.game, self.session.board
        reviewing = self.adviser is not None and self.adviser.browser.commentary is not None
        if isinstance(event, events.GameStarted) and self.session.browsing and reviewing:
            if event.how is events.Start.DEALT:
                self.add(_("Review Game: your moves are on the board: Right plays the next, Left takes one back, "
                           "L jumps to the move that lost the game."))
        elif isinstance(event, events.GameStarted) and self.session.browsing:
            self.add(_("A solution is on the board: Right plays its next move, Left takes one back."))
        elif isinstance(event, events.GameStarted):
            self.add(self._started(event.rules, event.free_cells, event.how))
            self._look_at_board(force=True)
        elif isinstance(event, events.MovePlayed) and game is not None:
            redo = event.turn is self._undone
            said = words.turn_words(before_last(game), event.turn, self.detail)
            self.add(_("Redone: {move}").format(move=said) if redo else said)
            self._acted = True
        elif isinstance(event, events.MoveUndone) and board is not None:
            self.add(words.undo_words(board, event.turn, self.detail))
            self._acted = True
        if isinstance(event, (events.MovePlayed, events.MoveUndone)) or (
                isinstance(event, events.GameStarted) and event.how is not events.Start.DEALT):
            self._say_verdict()
        elif isinstance(event, events.Refused):
            self._acted = True
            if not self.session.options.messages:
                self.add(_("Not allowed: {reason}").format(reason=event.reason or _("that move")))
        elif isinstance(event, events.GameWon):
            self.add(_("You won {game} in {moves} and {time}!").format(
                game=self._game_title(), moves=ngettext("{count} move", "{count} moves", event.moves).format(
                    count=event.moves), time=words.time_words(event.elapsed)))
        elif isinstance(event, events.GameLost):
            self.add(_("No move is left: the game is lost after {moves}.").format(
                moves=ngettext("{count} move", "{count} moves", event.moves).format(count=event.moves)))
        self._undone = game.undone[-1] if game is not None and game.undone else None

    def _switched(self, on: bool) -> None:
        """Speech switched on (said, with the screen as it is) or off (said, the last words)."""
        self.pending.clear()
        if on:
            self.add(_("Speech on."))
            self._forget()
            self._look()
        else:
            self.add(_("Speech off."))
        self.flush()

    def _option(self, event: events.OptionChanged) -> None:
        if event.option in SWITCHES:
            name = _(SWITCHES[event.option])
            self.add((_("{name}: on.") if event.value else _("{name}: off.")).format(name=name))
        elif event.option in CHOICES:
            self.add(_(CHOICES[event.option]).format(value=_(str(event.value))))

    def _forget(self) -> None:
        """Say the screen afresh at the next look: the window and the focus as if just come."""
        self._window, self._watch, self._state, self._focus = None, None, {}, None
        self._shown = (None, None)
        self._selection = self.session.selection

    def _game_title(self) -> str:
        deal = self.session.deal
        if deal is None:
            return _("the game")
        if deal.setgame is not None:
            name = deal.setgame[len("setgame."):] if deal.setgame.lower().startswith("setgame.") else deal.setgame
            return _("set game {name}").format(name=name)
        return _("game {number}").format(number=deal.number)

    def _started(self, game_rules: Rules, free_cells: int, how: events.Start) -> str:
        """A game come on the board, in one line: which, how, its rules and free cells."""
        title = self._game_title()
        game = self.session.game
        rules = _("{rules} rules").format(rules=_(game_rules.title))
        cells = ngettext("{count} free cell", "{count} free cells", free_cells).format(count=free_cells)
        if how is events.Start.DEALT_AGAIN:
            attempt = game.attempts if game is not None else 1
            return _("{game} dealt again, attempt {attempt}.").format(game=upper_first(title), attempt=attempt)
        if how is events.Start.RESUMED:
            moves = game.move_count if game is not None else 0
            return _("{game} resumed after {moves}: {rules}, {cells}.").format(
                game=upper_first(title), rules=rules, cells=cells,
                moves=ngettext("{count} move", "{count} moves", moves).format(count=moves))
        if how is events.Start.UNCOUNTED:
            return _("The game goes on, no longer counted.")
        return _("{game} dealt: {rules}, {cells}.").format(game=upper_first(title), rules=rules, cells=cells)

    # -- each refresh -----------------------------------------------------------------------

    def tick(self, frame: Frame) -> bool:
        if self.on:
            self._look()
            self.flush()
        return False

    def _look(self) -> None:
        """What changed on the screen without an event: the window in front, the focus, the
        selection, a hint come."""
        top = next((window for window in self.session.windows if watch_for(window) is not None), None)
        shown = (top, getattr(top, "model", None))  # a requester may be put in place of another, in one window
        if shown != self._shown:
            left = self._window is not None
            self._window, self._shown = top, shown
            self._watch = watch_for(top) if top is not None else None
            self._state = self._watch.state() if self._watch is not None else {}
            if self._watch is not None:
                self.add(self._watch.opened(self.detail))
            elif left and not self.pending and self.session.board is not None:
                self.add(_("Back to the board."))
                self._focus = None
        elif self._watch is not None:
            state = self._watch.state()
            for said in self._watch.changed(self._state, state, self.detail):
                self.add(said)
            self._state = state
        if self._window is None and not self.session.windows.modal_open:
            self._look_at_board()

    def _look_at_board(self, force: bool = False) -> None:
        session, board = self.session, self.session.board
        if board is None:
            return
        focus = (self.pointer.focus, self.pointer.shown)
        stepped, self.stepped = self.stepped, False
        if force or (stepped and focus[1]):
            place = self.pointer.place
            self.add(words.place_held(board, place, self.detail) if place is not None
                     else _("No free cell here."))
        self._focus = focus
        selection = session.selection
        if selection != self._selection:
            if selection is not None:
                self.add(self._picked(board, selection))
            elif not self._acted:
                self.add(_("Put back."))
        self._selection, self._acted = selection, False
        self._look_at_hint(board)

    def _picked(self, board: Board, selection: Selection) -> str:
        place = selection.place
        if place.area is Area.COLUMN:
            cards = board.columns[place.index][-selection.count:]
        else:
            card = board.card_at(place)
            cards = (card,) if card is not None else ()
        return _("Picked up {cards} from {place}.").format(cards=words.run_words(cards),
                                                           place=words.place_words(place))

    def _look_at_hint(self, board: Board) -> None:
        blink = self.adviser.blink if self.adviser is not None else None
        if blink is not None and blink is not self._blink:
            self._heard_hint = _("Hint: {move}.").format(move=words.move_words(board, blink.move, blink.cards,
                                                                             words.FULL))
            self.add(self._heard_hint)
        self._blink = blink

    # -- on demand --------------------------------------------------------------------------

    def read(self, what: str) -> None:
        """One of :data:`READING_KEYS`' readings, said now."""
        session, board = self.session, self.session.board
        if board is None:
            self.add(_("No game on the board."))
        elif what == "title":
            self.add(self.title_facts())
        elif what == "column":
            focus = self.pointer.focus
            index = focus.index if not focus.top else min(focus.index, len(board.columns) - 1)
            self.add(words.whole_column(board, index))
        elif what == "cells":
            self.add(words.cells_and_homes(board))
        elif what == "board":
            self.add(words.columns_at_a_glance(board))
        elif self.adviser is not None and self.adviser.blink is not None and self._heard_hint:
            self.add(self._heard_hint)
        elif self.adviser is not None and not session.browsing:
            self.adviser.hint()
            if self.adviser.blink is None:
                self.add(_("Looking for a hint."))
            self._look_at_hint(board)
        else:
            self.add(_("No hint here."))
        self.flush()

    def title_facts(self) -> str:
        """The title bar in words: the game, its rules, the attempt, moves and time, what is free,
        and the notes at its end (the winnability indicator)."""
        session, game = self.session, self.session.game
        if game is None:
            return _("No game on the board.")
        board, start = game.board, game.start
        rules = _("{rules} rules").format(rules=_(start.rules.title))
        facts = _("{game}, {rules}, attempt {attempt}, {moves}, {time}. {counts}.").format(
            game=upper_first(self._game_title()), rules=rules, attempt=game.attempts,
            moves=ngettext("{count} move", "{count} moves", game.move_count).format(count=game.move_count),
            time=words.time_words(game.elapsed), counts=words.counts_words(board))
        notes = [note for note in session.title_notes() if note]
        cards_home = board.cards_home
        facts += " " + ngettext("{count} card home.", "{count} cards home.", cards_home).format(count=cards_home)
        return facts + "".join(f" {note}." for note in notes)

    def close(self) -> None:
        """The screen goes: its reading keys go with it (the speaker stays, for the next screen)."""
        self.session.windows.remove(self.keys)


def upper_first(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is (a set game's name keeps its case)."""
    return text[:1].upper() + text[1:]


def words_end(text: str) -> str:
    """Each part of an utterance ends as a sentence, so the voice pauses between them."""
    text = text.strip()
    return text if not text or text[-1] in ".?!:;" else text + "."


class SpeechKeys(Window):
    """The reading keys, on the floor above the board: taken only with Speech on and nothing
    modal in front (a requester's letters stay its own)."""

    modal = False
    clock_runs = True

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator

    def handle(self, event: Input) -> bool:
        narrator = self.narrator
        if isinstance(event, KeyPress) and event.key in STEPS:
            narrator.stepped = True
        if not (isinstance(event, KeyPress) and event.plain and event.key in READING_KEYS and narrator.on):
            return False
        if narrator.session.windows.modal_open:
            return False
        narrator.read(READING_KEYS[event.key])
        return True
