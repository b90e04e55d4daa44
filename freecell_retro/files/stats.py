"""Stats files: the player's record (wins, losses, streaks, best and average
wins), the last 100 results (for the Statistics chart), their preferences,
the last game number and an unfinished game saved at exit — a versioned
``key value`` text format (docs/file-formats.md).

A stats file may come from another player, so the reader trusts nothing:
every line is checked, the unfinished game is replayed, and any problem is a
:class:`FileFormatError` naming the line. Reading, writing under the lock and
keeping a bad file aside are in :mod:`.statsstore`.

>>> text = format_stats(StatsFile(overall=Record().won(80, 120.5).lost()))
>>> parse_stats(text).overall.wins, parse_stats(text).overall.streak_kind
(1, 'lost')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Generic, TypeVar, overload

from ..engine.board import Board
from ..engine.deals import FIRST_GAME, LAST_GAME, Deal, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError
from ..engine.game import Game, SavedGame, Turn
from ..engine.moves import Move
from ..engine.numbers import parse_decimal, parse_number
from ..engine.rules import Rules
from .names import name_problem
from .setgames import parse_setgame
from .tooltypes import SCREEN_MODES, parse_card_set
from .versioned import Line, header, read_header

KIND = "STATS"
FORMAT_VERSION = 2
"""Version 1 is the first; version 2 adds the ``history`` lines. A later
version adds keys; this reader takes a key's default when an older file lacks
it, and refuses a newer file."""
HISTORY_VERSION = 2
"""The first version with ``history`` lines: an older file has none (its history is empty)."""

WON, LOST = "won", "lost"
ANIMATION_SPEEDS = ("normal", "slow")
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

    ``streak_kind`` is ``"won"``, ``"lost"`` or None (no game yet), and
    ``streak`` its length. Times are seconds.
    """

    wins: int = 0
    losses: int = 0
    streak_kind: str | None = None
    streak: int = 0
    longest_winning: int = 0
    longest_losing: int = 0
    fastest: float | None = None
    fewest_moves: int | None = None
    total_time: float = 0.0
    total_moves: int = 0

    def won(self, moves: int, elapsed: float) -> Record:
        """The record after one more win in ``moves`` moves and ``elapsed`` seconds."""
        elapsed = round(elapsed, 3)
        streak = self.streak + 1 if self.streak_kind == WON else 1
        return replace(self, wins=self.wins + 1, streak_kind=WON, streak=streak,
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
    lost (:data:`WON`, :data:`LOST`), its moves and seconds on the clock."""

    date: datetime
    game: int
    outcome: str
    moves: int
    seconds: float

    @property
    def won(self) -> bool:
        return self.outcome == WON


@dataclass(frozen=True)
class StatsFile:
    """Everything a stats file holds.

    ``preferences`` maps :class:`~freecell_retro.session.options.Options`
    field names to values, holding only what the file says (the session fills
    in its defaults). ``last_session`` is the wins and losses of the session
    that last wrote the file: each new session counts its own from zero.
    ``unfinished_loss_counted`` says the saved game already cost a loss, so
    resigning it later does not cost another. ``history`` is the last
    :data:`HISTORY_LENGTH` results, the oldest first.
    """

    overall: Record = Record()
    last_session: Record = Record()
    preferences: Mapping[str, object] = field(default_factory=dict)
    last_game: int | None = None
    unfinished: SavedGame | None = None
    unfinished_loss_counted: bool = False
    history: tuple[Result, ...] = ()

    def with_result(self, result: Result) -> StatsFile:
        """The file with ``result`` added to the history (the oldest dropped beyond :data:`HISTORY_LENGTH`)."""
        return replace(self, history=(*self.history, result)[-HISTORY_LENGTH:])


# -- value syntax ----------------------------------------------------------------

class _Bad(FreeCellError):
    """A value that does not fit its key; the message says what is allowed."""


MAX_COUNT = 10**12 - 1
MAX_SECONDS = 10**10 - 1


def _count(text: str) -> int:
    try:
        return parse_number(text, "count", 0, MAX_COUNT)
    except FreeCellError:
        raise _Bad("a whole number 0 or more") from None


def _seconds(text: str) -> float:
    try:
        return parse_decimal(text, "seconds", MAX_SECONDS)
    except FreeCellError:
        raise _Bad("seconds 0 or more, like 83.25") from None


def _show_seconds(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def _choice(*choices: str) -> Callable[[str], str]:
    def parse(text: str) -> str:
        if text not in choices:
            raise _Bad(" or ".join(choices))
        return text
    return parse


def _yes_no(text: str) -> bool:
    return _choice("yes", "no")(text) == "yes"


def _show_yes_no(value: object) -> str:
    return "yes" if value else "no"


def _free_cells(text: str) -> int:
    try:
        return parse_number(text, "free cells", 0, 4)
    except FreeCellError:
        raise _Bad("0, 1, 2, 3 or 4") from None


def _card_set(text: str) -> str | None:
    try:
        return parse_card_set(text)
    except ValueError as error:
        raise _Bad(str(error)) from None


DOCK_LIMIT = 9_999
"""The largest dock coordinate a stats file may give (native pixels; the window keeps the dock on the screen)."""


def _dock_position(text: str) -> tuple[int, int]:
    """``X Y``: the tool dock's top-left in native pixels."""
    parts = text.split(" ")
    try:
        if len(parts) != 2:
            raise FreeCellError("two numbers")
        x, y = (parse_number(part, "dock position", 0, DOCK_LIMIT) for part in parts)
    except FreeCellError:
        raise _Bad(f"the dock's left and top in pixels, two whole numbers 0-{DOCK_LIMIT:,} like 20 40") from None
    return x, y


def _show_dock_position(value: tuple[int, int] | None) -> str | None:
    return None if value is None else " ".join(str(v) for v in value)


def _rules(text: str) -> Rules:
    return Rules(_choice(*(r.value for r in Rules))(text))


_T = TypeVar("_T")
_D = TypeVar("_D")


@dataclass(frozen=True)
class _Preference(Generic[_T]):
    key: str
    name: str
    parse: Callable[[str], _T]
    show: Callable[[_T], str | None] = str
    """The value as written; None: no line (the key's default)."""


PREFERENCES: tuple[_Preference[Any], ...] = (
    _Preference("messages", "messages", _yes_no, _show_yes_no),
    _Preference("double-click", "double_click", _yes_no, _show_yes_no),
    _Preference("free-cells", "free_cells", _free_cells),
    _Preference("rules", "rules", _rules, lambda rules: rules.value),
    _Preference("screen-mode", "screen_mode", _choice(*SCREEN_MODES)),
    _Preference("card-set", "card_set", _card_set, lambda name: name or "auto"),
    _Preference("animation", "animation", _choice(*ANIMATION_SPEEDS)),
    _Preference("dock", "dock_open", lambda text: _choice("open", "closed")(text) == "open",
                lambda value: "open" if value else "closed"),
    _Preference("dock-position", "dock_position", _dock_position, _show_dock_position),
    _Preference("keep-stats", "keep_stats", _yes_no, _show_yes_no),
    _Preference("show-winnability", "show_winnability", _yes_no, _show_yes_no),
    _Preference("solvable-only", "solvable_only", _yes_no, _show_yes_no),
)
"""Each preference: its key in the file, its Options field, how to read and write it."""

PREFERENCE_NAMES = tuple(p.name for p in PREFERENCES)


# -- writing -----------------------------------------------------------------------

def _record_lines(record: Record) -> list[str]:
    streak = f"{record.streak_kind} {record.streak}" if record.streak_kind else "none"
    lines = [f"wins {record.wins}", f"losses {record.losses}", f"win-percentage {record.percentage}",
             f"streak {streak}", f"longest-winning-streak {record.longest_winning}",
             f"longest-losing-streak {record.longest_losing}"]
    if record.fastest is not None:
        lines.append(f"fastest-win {_show_seconds(record.fastest)}")
    if record.fewest_moves is not None:
        lines.append(f"fewest-moves {record.fewest_moves}")
    if record.average_time is not None and record.average_moves is not None:  # a win or more
        lines += [f"average-win-time {_show_seconds(round(record.average_time, 3))}",
                  f"average-win-moves {record.average_moves:.1f}"]
    lines += [f"total-win-time {_show_seconds(record.total_time)}", f"total-win-moves {record.total_moves}"]
    return lines


def _history_line(result: Result) -> str:
    return (f"history {result.date.strftime(DATE_FORMAT)} {result.game} {result.outcome} {result.moves} "
            f"{_show_seconds(result.seconds)}")


def _unfinished_lines(saved: SavedGame, loss_counted: bool) -> list[str]:
    deal = saved.deal
    if deal.setgame is not None:
        lines = [f"unfinished-setgame {deal.setgame}",
                 "unfinished-cards " + " ".join(str(card) for card in deal.cards)]
    else:
        lines = [f"unfinished-game {deal.number}"]
    lines += [f"unfinished-rules {saved.rules.value}", f"unfinished-free-cells {saved.free_cells}",
              f"unfinished-attempts {saved.attempts}", f"unfinished-elapsed {_show_seconds(saved.elapsed)}",
              f"unfinished-loss-counted {_show_yes_no(loss_counted)}"]
    moves = [str(move) for move in saved.moves]
    lines += ["unfinished-moves " + " ".join(moves[i:i + MOVES_PER_LINE])
              for i in range(0, len(moves), MOVES_PER_LINE)]
    return lines


def format_stats(stats: StatsFile) -> str:
    """The text of a stats file (the current format version)."""
    parts = [header(KIND, FORMAT_VERSION).rstrip("\n"),
             "# freecell-retro stats file; docs/file-formats.md describes it.",
             "# win-percentage and the averages are for reading: they are worked out again when read.",
             "", "# overall", *_record_lines(stats.overall),
             "", "# the last session", f"session-wins {stats.last_session.wins}",
             f"session-losses {stats.last_session.losses}",
             "", "# preferences"]
    shown = [(p.key, p.show(stats.preferences[p.name])) for p in PREFERENCES if p.name in stats.preferences]
    parts += [f"{key} {value}" for key, value in shown if value is not None]
    if stats.last_game is not None:
        parts += ["", f"last-game {stats.last_game}"]
    if stats.history:
        parts += ["", "# the last results, oldest first: date, game, won or lost, moves, seconds",
                  *(_history_line(result) for result in stats.history)]
    if stats.unfinished is not None:
        parts += ["", "# the unfinished game saved at exit",
                  *_unfinished_lines(stats.unfinished, stats.unfinished_loss_counted)]
    return "\n".join(parts) + "\n"


# -- reading -----------------------------------------------------------------------

_RECORD = ("wins", "losses", "longest-winning-streak", "longest-losing-streak", "fewest-moves", "total-win-moves",
           "fastest-win", "total-win-time")
_DERIVED = {"win-percentage": _count, "average-win-time": _seconds,
            "average-win-moves": _seconds}
_UNFINISHED = ("unfinished-game", "unfinished-setgame", "unfinished-cards", "unfinished-rules",
               "unfinished-free-cells", "unfinished-attempts", "unfinished-elapsed", "unfinished-loss-counted")
_PREFERENCE_KEYS = {p.key: p for p in PREFERENCES}
_SINGLE = ({"streak", "session-wins", "session-losses", "last-game"} | set(_RECORD) | set(_DERIVED)
           | set(_UNFINISHED) | set(_PREFERENCE_KEYS))


def _streak(text: str) -> tuple[str | None, int]:
    if text == "none":
        return None, 0
    kind, _, length = text.partition(" ")
    try:
        return _choice(WON, LOST)(kind), _count(length)
    except _Bad:
        raise _Bad("'won N', 'lost N' or 'none'") from None


def _game_number(text: str) -> int:
    try:
        return parse_game_number(text)
    except FreeCellError:
        raise _Bad(f"a game number {FIRST_GAME}-{LAST_GAME:,}") from None


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\Z")
"""What strptime takes for DATE_FORMAT, less its leniency (one-digit months, digits of other scripts)."""


def _result(text: str) -> Result:
    """A ``history`` line's value: ``2024-05-03T14:22:05 617 won 92 250.1``."""
    parts = text.split(" ")
    try:
        if len(parts) != 5:
            raise _Bad("five parts")
        if not _DATE.match(parts[0]):
            raise _Bad("a date")
        date = datetime.strptime(parts[0], DATE_FORMAT)
        return Result(date, _game_number(parts[1]), _choice(WON, LOST)(parts[2]), _count(parts[3]),
                      _seconds(parts[4]))
    except (_Bad, ValueError):
        raise _Bad("the date and time, the game number, won or lost, the moves and the seconds, "
                   "like 2024-05-03T14:22:05 617 won 92 250.1") from None


def _setgame_name(text: str) -> str:
    """A set game's name: it becomes part of the solution file's name, so a
    traded file must not slip a separator or ``..`` into it."""
    problem = name_problem(text)
    if problem is not None:
        raise _Bad(f"a set game file's name, and this one {problem}")
    return text


class _Reader:
    """Collects the lines by key (each once, moves and history as often as
    needed), then builds the values, turning any problem into a
    FileFormatError with the line."""

    def __init__(self, lines: list[Line], path: object) -> None:
        self.path = path
        self.single: dict[str, Line] = {}
        self.moves: list[Line] = []
        self.history: list[Line] = []
        for line in lines:
            if line.key == "unfinished-moves":
                self.moves.append(line)
            elif line.key == "history":
                self.history.append(line)
            elif line.key not in _SINGLE:
                raise FileFormatError(f"unknown key {line.key[:40]!r}", path, line.number)
            elif line.key in self.single:
                raise FileFormatError(f"{line.key} is given twice (first on line {self.single[line.key].number})",
                                      path, line.number)
            else:
                self.single[line.key] = line

    @overload
    def get(self, key: str, parse: Callable[[str], _T]) -> _T | None: ...

    @overload
    def get(self, key: str, parse: Callable[[str], _T], default: _D) -> _T | _D: ...

    def get(self, key: str, parse: Callable[[str], object], default: object = None) -> object:
        line = self.single.get(key)
        return default if line is None else self._value(line, parse)

    def _value(self, line: Line, parse: Callable[[str], _T]) -> _T:
        try:
            return parse(line.value)
        except _Bad as error:
            raise FileFormatError(f"{line.key}: {line.value[:40]!r} is not allowed; use {error}", self.path,
                                  line.number) from None

    def results(self, version: int) -> tuple[Result, ...]:
        """The history, oldest first: none before :data:`HISTORY_VERSION`, at most :data:`HISTORY_LENGTH`."""
        if self.history and version < HISTORY_VERSION:
            raise FileFormatError(f"history lines need stats format {HISTORY_VERSION} (this file says {version})",
                                  self.path, self.history[0].number)
        if len(self.history) > HISTORY_LENGTH:
            raise FileFormatError(f"more than {HISTORY_LENGTH} history lines", self.path,
                                  self.history[HISTORY_LENGTH].number)
        return tuple(self._value(line, _result) for line in self.history)

    def fail(self, problem: str, key: str) -> FileFormatError:
        line = self.single.get(key) or (self.moves[0] if key == "unfinished-moves" and self.moves else None)
        return FileFormatError(problem, self.path, line.number if line else None)

    def record(self) -> Record:
        record = Record(wins=self.get("wins", _count, 0), losses=self.get("losses", _count, 0),
                        longest_winning=self.get("longest-winning-streak", _count, 0),
                        longest_losing=self.get("longest-losing-streak", _count, 0),
                        fewest_moves=self.get("fewest-moves", _count),
                        total_moves=self.get("total-win-moves", _count, 0),
                        fastest=self.get("fastest-win", _seconds),
                        total_time=self.get("total-win-time", _seconds, 0.0))
        kind, length = self.get("streak", _streak, (None, 0))
        record = replace(record, streak_kind=kind, streak=length)
        for key, parse in _DERIVED.items():
            self.get(key, parse)
        if kind == WON and length > record.wins or kind == LOST and length > record.losses:
            raise self.fail(f"a streak of {length} {kind} is longer than the games {kind}", "streak")
        return record

    def unfinished(self) -> tuple[SavedGame | None, bool]:
        present = [key for key in _UNFINISHED if key in self.single] + (["unfinished-moves"] if self.moves else [])
        if not present:
            return None, False
        number, setgame = self.get("unfinished-game", _game_number), self.get("unfinished-setgame", _setgame_name)
        if setgame is not None and number is None:
            if "unfinished-cards" not in self.single:
                raise self.fail("an unfinished set game needs its unfinished-cards", "unfinished-setgame")
            line = self.single["unfinished-cards"]
            try:
                deal = Deal.from_setgame(setgame, parse_setgame(line.value))
            except FileFormatError as error:
                raise FileFormatError(f"unfinished-cards: {error.problem}", self.path, line.number) from None
        elif number is not None and setgame is None:
            if "unfinished-cards" in self.single:
                raise self.fail("a numbered game is dealt from its number: unfinished-cards is not allowed",
                                "unfinished-cards")
            deal = Deal.numbered(number)
        else:
            raise self.fail("an unfinished game needs exactly one of unfinished-game and unfinished-setgame",
                            present[0])
        saved = SavedGame(deal, self.get("unfinished-rules", _rules, Rules.ORIGINAL),
                          self.get("unfinished-free-cells", _free_cells, 4), self._moves(),
                          max(1, self.get("unfinished-attempts", _count, 1)), self.get("unfinished-elapsed",
                                                                                         _seconds, 0.0))
        return replace(saved, turns=self._replay(saved)), self.get("unfinished-loss-counted", _yes_no, False)

    def _moves(self) -> tuple[Move, ...]:
        words = [(line, word) for line in self.moves for word in line.value.split()]
        if len(words) > MAX_SAVED_MOVES:
            line = words[MAX_SAVED_MOVES][0]
            raise FileFormatError(f"the unfinished game holds more than {MAX_SAVED_MOVES:,} moves", self.path,
                                  line.number)
        known: dict[str, Move] = {}  # a long game repeats a few hundred words at most
        for line, word in words:
            if word not in known:
                try:
                    known[word] = Move.from_str(word)
                except FreeCellError as error:
                    raise FileFormatError(str(error), self.path, line.number) from None
        return tuple(known[word] for _, word in words)

    def _replay(self, saved: SavedGame) -> tuple[Turn, ...]:
        """An unfinished game must replay from its deal and still be unfinished;
        the turns played are handed over, so resuming it does not replay it again."""
        lines = [line.number for line in self.moves for _ in line.value.split()]
        game = Game(Board.deal(list(saved.deal.cards), saved.rules, saved.free_cells))
        for index, move in enumerate(saved.moves):
            try:
                game.play(move)
            except FreeCellError as error:
                raise FileFormatError(f"unfinished game, move {index + 1}: {error}", self.path,
                                      lines[index]) from None
        if game.is_won:
            raise FileFormatError("the unfinished game is already won", self.path, lines[-1] if lines else None)
        return tuple(game.history)


def parse_stats(text: str, path: object = None) -> StatsFile:
    """Read a stats file of this or an older version (NewerVersionError for a newer one)."""
    body = read_header(text, KIND, FORMAT_VERSION, path)
    reader = _Reader(body.lines, path)
    preferences: dict[str, object] = {}
    for key, preference in _PREFERENCE_KEYS.items():
        value = reader.get(key, preference.parse, reader)
        if value is not reader:
            preferences[preference.name] = value
    unfinished, loss_counted = reader.unfinished()
    session = Record(wins=reader.get("session-wins", _count, 0), losses=reader.get("session-losses", _count, 0))
    return StatsFile(reader.record(), session, preferences, reader.get("last-game", _game_number), unfinished,
                     loss_counted, reader.results(body.version))
