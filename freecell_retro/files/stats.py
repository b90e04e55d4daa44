"""Stats files: the player's record (wins, losses, streaks, best and average
wins), the last 100 results (for the Statistics chart), their preferences,
the last game number and an unfinished game saved at exit — a versioned
``key value`` text format (docs/file-formats.md).

A stats file may come from another player, so the reader trusts nothing:
every line is checked, the unfinished game is replayed, and any problem is a
:class:`FileFormatError` naming the line. Reading, writing under the lock and
keeping a bad file aside are in :mod:`.statsstore`. This module holds what a
stats file says and writes it; :mod:`.statsvalues` spells each value and
preference, :mod:`.statsreader` reads a file back.

>>> format_stats(StatsFile(overall=Record().won(80, 120.5))).splitlines()[5:7]
['wins 1', 'losses 0']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import Enum

from ..engine.game import SavedGame
from ..engine.rules import Rules
from .statsvalues import PREFERENCES, show_manual, show_seconds, show_yes_no
from .versioned import header

KIND = "STATS"
FORMAT_VERSION = 3
"""Version 1 is the first; version 2 adds the ``history`` lines; version 3 adds
the ``game`` lines (each game's own record, :mod:`.statsgames`) and each
result's rules, free cells, help and tournament to the history lines. A later
version adds keys; this reader takes a key's default when an older file lacks
it, and refuses a newer file (so an older freecell-retro never mistakes a
version-3 line for damage and keeps the file aside)."""
HISTORY_VERSION = 2
"""The first version with ``history`` lines: an older file has none (its history is empty)."""
GAMES_VERSION = 3
"""The first version with ``game`` lines: an older file has none (only the overall figures)."""
DETAILED_HISTORY_VERSION = 3
"""The first version whose ``history`` lines may say the rules, free cells, help and tournament;
an older file's results read as unknown rules and cells, unhelped, outside any tournament."""
HELPED = "helped"
TOURNAMENT = "tournament"



class Outcome(str, Enum):
    """How a counted game ended; the value (and the text) is the word the stats file writes."""

    WON = "won"
    LOST = "lost"

    def __str__(self) -> str:
        return self.value


WON, LOST = Outcome.WON, Outcome.LOST
MOVES_PER_LINE = 10
HISTORY_LENGTH = 100
"""The results a stats file keeps: enough for a chart of the player's form,
few enough that the file stays short to read and write after every game."""
DATE_FORMAT = "%Y-%m-%dT%H:%M:%S"
"""A result's local date and time, ISO 8601 to the second (``2024-05-03T14:22:05``)."""
MAX_SAVED_MOVES = 5_000
"""The most moves an unfinished game may hold: some forty times the longest
real game (undo takes moves off the list). Reading a stats file replays every
move, and the cap keeps the worst file quick to open — about 0.12 s for the
worst 5,000 moves (scripts/bench_stats_open.py), against a target of 0.5 s."""


@dataclass(frozen=True)
class Record:
    """Wins and losses with their streaks and the best and average wins.

    ``streak_kind`` is :data:`WON`, :data:`LOST` or None (no game yet), and
    ``streak`` its length. Times are seconds.
    """

    wins: int = 0
    losses: int = 0
    streak_kind: Outcome | None = None
    streak: int = 0
    longest_winning: int = 0
    longest_losing: int = 0
    fastest: float | None = None
    fewest_moves: int | None = None
    total_time: float = 0.0
    total_moves: int = 0
    helped_wins: int = 0
    """The wins a hint or Solve From Here helped (from format 3; 0 in an older file)."""

    def won(self, moves: int, elapsed: float, helped: bool = False) -> Record:
        """The record after one more win in ``moves`` moves and ``elapsed`` seconds (``helped``: with help)."""
        elapsed = round(elapsed, 3)
        streak = self.streak + 1 if self.streak_kind == WON else 1
        return replace(self, wins=self.wins + 1, streak_kind=WON, streak=streak,
                       helped_wins=self.helped_wins + helped,
                       longest_winning=max(self.longest_winning, streak),
                       fastest=elapsed if self.fastest is None else min(self.fastest, elapsed),
                       fewest_moves=moves if self.fewest_moves is None else min(self.fewest_moves, moves),
                       total_time=round(self.total_time + elapsed, 3), total_moves=self.total_moves + moves)

    def lost(self) -> Record:
        streak = self.streak + 1 if self.streak_kind == LOST else 1
        return replace(self, losses=self.losses + 1, streak_kind=LOST, streak=streak,
                       longest_losing=max(self.longest_losing, streak))

    @property
    def played(self) -> int:
        return self.wins + self.losses

    @property
    def percentage(self) -> int:
        """Wins as a whole percentage of the games played (0 before any)."""
        return round(100 * self.wins / self.played) if self.played else 0

    @property
    def average_time(self) -> float | None:
        return self.total_time / self.wins if self.wins else None

    @property
    def average_moves(self) -> float | None:
        return self.total_moves / self.wins if self.wins else None


@dataclass(frozen=True)
class Result:
    """One counted game as it ended: the local date and time (to the second),
    its game number (set games never count, so there is always one), won or
    lost (:data:`WON`, :data:`LOST`), its moves and seconds on the clock;
    then, from version 3, its rules (by name, so rules added later read too)
    and free cells (None in an older file: not known), whether a hint or
    Solve From Here helped, and the tournament it was played in (its name)."""

    date: datetime
    game: int
    outcome: Outcome
    moves: int
    seconds: float
    rules: str | None = None
    free_cells: int | None = None
    helped: bool = False
    tournament: str | None = None

    @property
    def won(self) -> bool:
        return self.outcome == WON


@dataclass(frozen=True)
class StatsFile:
    """Everything a stats file holds.

    ``preferences`` maps :class:`~freecell_retro.session.game.options.Options`
    field names to values, holding only what the file says (the session fills
    in its defaults). ``last_session`` is the wins and losses of the session
    that last wrote the file: each new session counts its own from zero.
    ``unfinished_loss_counted`` says the saved game already cost a loss, so
    resigning it later does not cost another. ``history`` is the last
    :data:`HISTORY_LENGTH` results, the oldest first. ``games`` holds each
    game's own record (the overall one counts them all), by its rules.
    """

    overall: Record = Record()
    last_session: Record = Record()
    preferences: Mapping[str, object] = field(default_factory=dict)
    last_game: int | None = None
    unfinished: SavedGame | None = None
    unfinished_loss_counted: bool = False
    history: tuple[Result, ...] = ()
    games: Mapping[Rules, Record] = field(default_factory=dict)

    def with_result(self, result: Result) -> StatsFile:
        """The file with ``result`` added to the history (the oldest dropped beyond :data:`HISTORY_LENGTH`)."""
        return replace(self, history=(*self.history, result)[-HISTORY_LENGTH:])


# -- writing -----------------------------------------------------------------------

def _record_lines(record: Record) -> list[str]:
    streak = f"{record.streak_kind} {record.streak}" if record.streak_kind else "none"
    lines = [f"wins {record.wins}", f"losses {record.losses}", f"win-percentage {record.percentage}",
             f"streak {streak}", f"longest-winning-streak {record.longest_winning}",
             f"longest-losing-streak {record.longest_losing}"]
    if record.fastest is not None:
        lines.append(f"fastest-win {show_seconds(record.fastest)}")
    if record.fewest_moves is not None:
        lines.append(f"fewest-moves {record.fewest_moves}")
    if record.average_time is not None and record.average_moves is not None:  # a win or more
        lines += [f"average-win-time {show_seconds(round(record.average_time, 3))}",
                  f"average-win-moves {record.average_moves:.1f}"]
    lines += [f"total-win-time {show_seconds(record.total_time)}", f"total-win-moves {record.total_moves}",
              f"helped-wins {record.helped_wins}"]
    return lines


def show_date(date: datetime) -> str:
    """A result's date as :data:`DATE_FORMAT` reads it, the year always in four digits: ``strftime``
    writes the year 999 as ``999``, which no reader takes back.

    >>> show_date(datetime(999, 12, 31, 23, 59, 5))
    '0999-12-31T23:59:05'
    """
    return (f"{date.year:04d}-{date.month:02d}-{date.day:02d}T{date.hour:02d}:{date.minute:02d}:"
            f"{date.second:02d}")


def _history_line(result: Result) -> str:
    line = (f"history {show_date(result.date)} {result.game} {result.outcome} {result.moves} "
            f"{show_seconds(result.seconds)}")
    if result.rules is not None and result.free_cells is not None:
        line += f" {result.rules} {result.free_cells}"
        line += f" {HELPED}" if result.helped else ""
        line += f" {TOURNAMENT} {result.tournament}" if result.tournament else ""
    return line


def _unfinished_lines(saved: SavedGame, loss_counted: bool) -> list[str]:
    deal = saved.deal
    if deal.setgame is not None:
        lines = [f"unfinished-setgame {deal.setgame}",
                 "unfinished-cards " + " ".join(str(card) for card in deal.cards)]
    else:
        lines = [f"unfinished-game {deal.number}"]
    lines += [f"unfinished-rules {saved.rules.value}", f"unfinished-free-cells {saved.free_cells}",
              f"unfinished-attempts {saved.attempts}", f"unfinished-elapsed {show_seconds(saved.elapsed)}",
              f"unfinished-loss-counted {show_yes_no(loss_counted)}"]
    if saved.manual:
        lines.append(f"unfinished-automatic-moves {show_manual(saved.manual)}")
    moves = [move.text(saved.free_cells) for move in saved.moves]
    lines += ["unfinished-moves " + " ".join(moves[i:i + MOVES_PER_LINE])
              for i in range(0, len(moves), MOVES_PER_LINE)]
    return lines


def _games_part(games: Mapping[Rules, Record]) -> list[str]:
    """Each game's record, after the overall one (none before a game is decided)."""
    from .statsgames import FIELDS, game_lines  # it builds on this module's Record: imported when needed

    return ["", f"# each game: {FIELDS}", *game_lines(dict(games))] if games else []


def format_stats(stats: StatsFile) -> str:
    """The text of a stats file (the current format version)."""
    parts = [header(KIND, FORMAT_VERSION).rstrip("\n"),
             "# freecell-retro stats file; docs/file-formats.md describes it.",
             "# win-percentage and the averages are for reading: they are worked out again when read.",
             "", "# overall", *_record_lines(stats.overall),
             *_games_part(stats.games),
             "", "# the last session", f"session-wins {stats.last_session.wins}",
             f"session-losses {stats.last_session.losses}",
             "", "# preferences"]
    shown = [(p.key, p.show(stats.preferences[p.name])) for p in PREFERENCES if p.name in stats.preferences]
    parts += [f"{key} {value}" for key, value in shown if value is not None]
    if stats.last_game is not None:
        parts += ["", f"last-game {stats.last_game}"]
    if stats.history:
        parts += ["", "# the last results, oldest first: date, game, won or lost, moves, seconds,",
                  "# rules, free cells, 'helped' (a hint or Solve From Here), 'tournament' and its name",
                  *(_history_line(result) for result in stats.history)]
    if stats.unfinished is not None:
        parts += ["", "# the unfinished game saved at exit",
                  *_unfinished_lines(stats.unfinished, stats.unfinished_loss_counted)]
    return "\n".join(parts) + "\n"


