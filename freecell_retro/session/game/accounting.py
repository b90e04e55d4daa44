"""Statistics accounting: which games count, as what, and keeping the stats
file up to date — a listener on the session's events, with no window.

The rules, from the guide and the original's behaviour:

* a game counts once it has a move; leaving it unfinished (New Game, Select
  Game, Restart with resign, quit without saving) is one loss;
* a deal is decided once: lost, restarted and then won, it stays a single
  loss; a loss for having no legal move counts once however often it is
  reached again after Undo; a win replayed with Same Game counts once;
* set games and solution browsing never count;
* with "Don't keep the stats" on, a result is decided but not recorded;
* Clear resets the figures and empties the history; this session's figures
  start at zero.

Each recorded result is also added to the stats file's history (the last 100,
with the date, game, moves and time), which the Statistics requester draws as
a chart.

Every result is written to the stats file at once (read-modify-write under
the lock, see :mod:`freecell_retro.files.statsstore`), so a crash loses
nothing and two windows on one file add up. The preferences, the last game
and the unfinished game are written when the session ends.

The unfinished game saved at the last exit stays in the file while it is
played again: it leaves the file when it is decided (won, lost, resigned) or
another deal takes its place, and is replaced by the next save.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...engine.deals import Deal
from ...engine.errors import FreeCellError
from ...engine.game import SavedGame
from ...engine.rules import Rules
from ...files.claim import Claim
from ...files.filelock import NotWritableError
from ...files.stats import LOST, MAX_SAVED_MOVES, WON, Outcome, Record, Result, StatsFile
from ...files.statslines import format_statistics as format_statistics
from ...files.statsstore import Change, update_stats
from ...files.statsvalues import PREFERENCE_NAMES
from ...files.versioned import NewerVersionError
from ...language import N_, _
from ...language.formats import number
from ..windows.chart import chart_of
from ..windows.requesters import Requester, RequesterKind
from . import events
from .options import Options

if TYPE_CHECKING:
    from .session import Session


def options_from(stats: StatsFile, base: Options | None = None) -> Options:
    """The Options a stats file asks for: ``base`` (the defaults) with the
    preferences the file holds."""
    known = {f.name for f in fields(Options)}
    # Any: each value has its field's type, as the stats reader's parser for that key made it.
    preferences: dict[str, Any] = {k: v for k, v in stats.preferences.items() if k in known}
    return replace(base or Options(), **preferences)


def preferences_of(options: Options) -> dict[str, object]:
    return {name: getattr(options, name) for name in PREFERENCE_NAMES if hasattr(options, name)}


def game_summary(title: str, record: Record) -> str:
    """One game's figures in a line: ``Eight Off: 3 won, 2 lost (60%)``."""
    return _("{title}: {wins} won, {losses} lost ({percentage}%)").format(
        title=title, wins=record.wins, losses=record.losses, percentage=record.percentage
    )


MORE_STATISTICS = (N_("Log..."), N_("Hall of Fame..."))
"""The Statistics requester's buttons to the game log and the Hall of Fame (:attr:`Accounting.more`)."""


class Accounting:
    """Keeps one session's statistics in the stats file at ``path``.

    ``stats`` is the file as last read (what the session opened). Problems
    with the file never stop the game: each becomes one line passed to
    ``notify`` (by default kept in :attr:`notices` for the UI to show).
    ``now`` gives the local date and time a result is recorded with.
    """

    def __init__(self, path: Path, stats: StatsFile, options: Options | None = None,
                 notify: Callable[[str], None] | None = None, now: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(path)
        self.now = now
        self.stats = stats
        """The stats file as this session last read or wrote it."""
        self.session_record = Record()
        """This session's figures: zero at each launch."""
        self.notices: list[str] = []
        self.notify = notify or self.notices.append
        self._options = options or options_from(stats)
        self._session: Session | None = None
        self._refused = False
        self._in_memory = False
        self._deal: Deal | None = None
        self._counting = False
        self._has_move = False
        self._result: Outcome | None = None
        self._last_game = stats.last_game
        self._resumed: SavedGame | None = None
        self._helped = False
        self._played: tuple[Rules, int] | None = None
        """The rules and free cells of the deal on the board (as its :class:`~.events.GameStarted` said)."""
        self.tournament: str | None = None
        """The tournament the deal on the board is played in (its results are recorded under its name);
        set by the tournament being played (:mod:`.tournament`)."""
        self.folders = [self.path.parent]
        """Where the players' stats files are, for the Hall of Fame and tournament standings (the stats
        folder and HALLDIR, set at launch)."""
        self.more: Callable[[str], Requester | None] | None = None
        """The Statistics requester's Log and Hall of Fame buttons: the requester each opens (by
        button label), from whoever knows the stats folder and the session (:mod:`.log`)."""
        self.claim: Claim | None = None
        """The claim on the stats file's unfinished game while this session plays it."""

    # -- wiring ------------------------------------------------------------------

    def attach(self, session: Session) -> Accounting:
        """Listen to ``session`` and follow its options (Don't Keep the Stats)."""
        self._session = session
        session.subscribe(self)
        session.decided = lambda: self._result is not None
        return self

    @property
    def options(self) -> Options:
        return self._session.options if self._session is not None else self._options

    @property
    def overall(self) -> Record:
        return self.stats.overall

    @property
    def result(self) -> Outcome | None:
        """How the deal on the board has been decided: :data:`WON`, :data:`LOST` or None."""
        return self._result

    def take_notices(self) -> list[str]:
        """The lines for the player since the last call (the UI shows them in a requester)."""
        taken, self.notices[:] = list(self.notices), []
        return taken

    # -- events ------------------------------------------------------------------

    def __call__(self, event: events.Event) -> None:
        if isinstance(event, events.GameStarted):
            self._started(event)
        elif isinstance(event, events.MovePlayed):
            self._has_move = True
        elif isinstance(event, events.HelpGiven):
            self._helped = True
        elif isinstance(event, events.GameWon):
            helped = self._helped
            if self._decide(WON):
                self._record(WON, event, lambda record: record.won(event.moves, event.elapsed, helped))
            self._forget_resumed()
        elif isinstance(event, events.GameLost) or (isinstance(event, events.GameResigned) and self._has_move):
            if self._decide(LOST):
                self._record(LOST, event, Record.lost)
            self._forget_resumed()
        elif isinstance(event, events.OptionChanged):
            self.save_preferences()
        elif isinstance(event, events.SessionEnded):
            self.save(event.saved)

    def _started(self, event: events.GameStarted) -> None:
        self._played = event.rules, event.free_cells
        if event.resumed is not None:
            self._resumed = event.resumed
            self._deal, self._has_move, self._result = event.deal, True, LOST if event.loss_counted else None
        elif event.how is events.Start.DEALT or event.deal != self._deal:
            self._forget_resumed()
            self._deal, self._has_move, self._result, self._helped = event.deal, False, None, False
        self._counting = event.counts
        if event.counts and event.deal.number is not None:
            self._last_game = event.deal.number

    def _decide(self, result: Outcome) -> bool:
        """Settle the deal's result; True when it should be recorded now."""
        if not self._counting or self._result is not None:
            return False
        self._result = result
        return self.options.keep_stats

    # -- the file ------------------------------------------------------------------

    def _record(self, outcome: Outcome, ended: events.GameWon | events.GameLost | events.GameResigned,
                change: Callable[[Record], Record]) -> None:
        """One result: the figures changed by ``change`` and the history one longer, in one write."""
        self.session_record = change(self.session_record)
        session, result = self.session_record, self._decided(outcome, ended)
        rules = self._played[0] if self._played is not None else self.options.rules
        self._update(lambda stats: replace(stats, overall=change(stats.overall), last_session=session,
                                           games={**stats.games, rules: change(stats.games.get(rules, Record()))})
                     .with_result(result))

    def _rules(self) -> Rules:
        """The game the board shows (a solution browsed too) is played by, for the Statistics
        requester's line about it (the options' when no session is attached)."""
        game = self._session.game if self._session is not None else None
        return game.start.rules if game is not None else self.options.rules

    def _decided(self, outcome: Outcome, ended: events.GameWon | events.GameLost | events.GameResigned) -> Result:
        """The deal on the board as the event that ``ended`` it tells it, for the history (a counted
        deal always has a number, and its start said its rules and free cells)."""
        rules, cells = self._played or (self.options.rules, self.options.free_cells)
        assert self._deal is not None and self._deal.number is not None
        return Result(self.now().replace(microsecond=0), self._deal.number, outcome, ended.moves,
                      round(ended.elapsed, 3), rules.value, cells, self._helped, self.tournament)

    def clear(self) -> None:
        """The Statistics requester's Clear: every figure back to zero, and the history emptied with them."""
        self.session_record = Record()
        self._update(lambda stats: replace(stats, overall=Record(), last_session=Record(), history=(), games={}))

    def save_preferences(self) -> None:
        """Write the options now (on every :class:`events.OptionChanged`)."""
        preferences = preferences_of(self.options)
        self._update(lambda stats: replace(stats, preferences=preferences))

    def _forget_resumed(self) -> None:
        """The resumed unfinished game is decided or left: out of the file (unless
        a newer save replaced it there meanwhile), and its claim released."""
        resumed, self._resumed = self._resumed, None
        if resumed is not None:
            self._update(lambda stats: replace(stats, unfinished=None, unfinished_loss_counted=False)
                         if stats.unfinished == resumed else stats)
        if self.claim is not None:
            self.claim.release()
            self.claim = None

    def save(self, saved: SavedGame | None = None) -> None:
        """At the end of the session: preferences, last game, this session's
        figures, and ``saved`` as the unfinished game (when there is one; an
        unfinished game another window saved, or one resumed and still
        undecided, is left alone otherwise)."""
        preferences, last_game, session = preferences_of(self.options), self._last_game, self.session_record
        loss_counted = self._result == LOST
        if saved is not None and len(saved.moves) > MAX_SAVED_MOVES:
            self.notify(
                _(
                    "The unfinished game has more than {most} moves: too long to keep, it is not saved."
                ).format(most=number(MAX_SAVED_MOVES))
            )
            saved = None

        def change(stats: StatsFile) -> StatsFile:
            stats = replace(stats, preferences=preferences, last_game=last_game, last_session=session)
            if saved is not None and not saved.deal.is_setgame:
                stats = replace(stats, unfinished=saved, unfinished_loss_counted=loss_counted)
            return stats
        self._update(change)
        if self.claim is not None:
            self.claim.release()
            self.claim = None

    def play_without_saving(self) -> None:
        """Keep this session's statistics in memory only: the stats file cannot be written (a link, a
        read-only disk) and the player has been told so once."""
        self._refused = self._in_memory = True

    def _update(self, change: Change) -> None:
        if self._refused:
            if self._in_memory:
                self.stats = change(self.stats)
            return
        try:
            updated = update_stats(self.path, change, fallback=self.stats)
        except NewerVersionError as error:
            self._refused = True
            self.notify(_("{error}; this session's statistics are not saved.").format(error=error))
            return
        except NotWritableError as error:
            self.play_without_saving()
            self.stats = change(self.stats)
            self.notify(_("{error}; the game plays on without saving its statistics.").format(error=error))
            return
        except (FreeCellError, OSError) as error:
            self.notify(
                _("{name}: the statistics could not be saved ({error}).").format(name=self.path.name, error=error)
            )
            return
        self.stats = updated.stats
        if updated.notice:
            self.notify(updated.notice)

    # -- the requester ---------------------------------------------------------------

    def lines(self) -> list[str]:
        """The table, and the game on the board's own figures when other games count in the overall ones."""
        lines = format_statistics(self.overall, self.session_record)
        rules = self._rules()
        record = self.stats.games.get(rules)
        if record is not None and record.played != self.overall.played:
            lines.append(game_summary(rules.title, record))
        return lines

    def requester(self) -> Requester:
        """The Statistics requester (F4): the figures, the chart of the last
        results, OK and Clear. Clear asks first; either way the figures show
        again. Esc is OK: it never clears."""
        more = MORE_STATISTICS if self.more is not None else ()

        def answer(button: int, _checked: bool) -> None:
            if button == 1:
                self._open(self._confirm_clear())
            elif button > 1 and self.more is not None:
                shown = self.more(more[button - 2])
                if shown is not None:
                    self._open(shown)

        return Requester(
            _("Statistics"),
            self.lines(),
            [_("OK"), _("Clear..."), *(_(label) for label in more)],
            answer,
            kind=RequesterKind.STATISTICS,
            negative=0,
            chart=chart_of(self.stats.history),
        )

    def _confirm_clear(self) -> Requester:
        def answer(button: int, _checked: bool) -> None:
            if button == 0:
                self.clear()
            self._open(self.requester())
        return Requester(_("Clear Statistics"), [_("Clear the statistics?"), _("Every figure goes back to zero"),
                                              _("and the chart is emptied.")],
                         [_("Clear"), _("Cancel")], answer, kind=RequesterKind.CLEAR_STATISTICS)

    def _open(self, requester: Requester) -> None:
        if self._session is not None:
            self._session.requester = requester

    def show(self) -> None:
        """Open the Statistics requester on the attached session (Options/Statistics, F4)."""
        self._open(self.requester())
