"""Reading a stats file back: every line checked, the unfinished game
replayed, and any problem a :class:`FileFormatError` naming the line — a stats
file may come from another player, so the reader trusts nothing.

>>> text = format_stats(StatsFile(overall=Record().won(80, 120.5).lost()))
>>> parse_stats(text).overall.wins, parse_stats(text).overall.streak_kind
(1, <Outcome.LOST: 'lost'>)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import TypeVar, overload

from ..engine.board import Board
from ..engine.deals import FIRST_GAME, LAST_GAME, Deal, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError
from ..engine.game import Game, SavedGame, Turn
from ..engine.moves import Move
from ..engine.rules import Rules
from ..language import _
from .names import name_problem
from .setgames import parse_setgame
from .stats import (
    DATE_FORMAT,
    DETAILED_HISTORY_VERSION,
    FORMAT_VERSION,
    GAMES_VERSION,
    HELPED,
    HISTORY_LENGTH,
    HISTORY_VERSION,
    KIND,
    LOST,
    MAX_SAVED_MOVES,
    TOURNAMENT,
    WON,
    Outcome,
    Record,
    Result,
    StatsFile,
    format_stats,  # noqa: F401  # the doctest writes the file it reads
)
from .statsgames import KEY as GAME_KEY
from .statsgames import read_game
from .statsvalues import (
    PREFERENCES,
    BadValue,
    one_of,
    read_average_moves,
    read_count,
    read_game_cells,
    read_manual,
    read_rules,
    read_seconds,
    read_yes_no,
)
from .versioned import Line, read_header

_T = TypeVar("_T")
_D = TypeVar("_D")


_RECORD = ("wins", "losses", "longest-winning-streak", "longest-losing-streak", "fewest-moves", "total-win-moves",
           "fastest-win", "total-win-time", "helped-wins")
_DERIVED = {"win-percentage": read_count, "average-win-time": read_seconds,
            "average-win-moves": read_average_moves}
_UNFINISHED = ("unfinished-game", "unfinished-setgame", "unfinished-cards", "unfinished-rules",
               "unfinished-free-cells", "unfinished-attempts", "unfinished-elapsed", "unfinished-loss-counted",
               "unfinished-automatic-moves")
_PREFERENCE_KEYS = {p.key: p for p in PREFERENCES}
_SINGLE = ({"streak", "session-wins", "session-losses", "last-game"} | set(_RECORD) | set(_DERIVED)
           | set(_UNFINISHED) | set(_PREFERENCE_KEYS))


def _streak(text: str) -> tuple[Outcome | None, int]:
    if text == "none":
        return None, 0
    kind, _space, length = text.partition(" ")
    try:
        return Outcome(one_of(WON, LOST)(kind)), read_count(length)
    except BadValue:
        raise BadValue(_("'won N', 'lost N' or 'none'")) from None


def _game_number(text: str) -> int:
    try:
        return parse_game_number(text)
    except FreeCellError:
        raise BadValue(_("a game number {first}-{last}").format(first=FIRST_GAME, last=f"{LAST_GAME:,}")) from None


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\Z")
"""What strptime takes for DATE_FORMAT, less its leniency (one-digit months, digits of other scripts)."""


_RULES_NAME = re.compile(r"[a-z][a-z-]{0,23}\Z")
"""A rules name as a history line gives it: any such word, so a friend's file from a version with
more rules still reads (dealing such a result again is refused then, not reading it)."""


def _details(result: Result, parts: list[str]) -> Result:
    """The version-3 parts after the seconds: rules, free cells, ``helped``, ``tournament NAME``."""
    if len(parts) < 2 or not _RULES_NAME.match(parts[0]):
        raise BadValue(_("the rules and free cells"))
    rest = parts[2:]
    helped = bool(rest) and rest[0] == HELPED
    rest = rest[1:] if helped else rest
    tournament = None
    if rest:
        tournament = " ".join(rest[1:])
        if rest[0] != TOURNAMENT or name_problem(tournament) is not None:
            raise BadValue(_("'helped' and 'tournament NAME'"))
    cells = read_game_cells(parts[1])
    known = next((rules for rules in Rules if rules.value == parts[0]), None)
    if known is not None and cells != known.cells_for(min(cells, 4)):  # 0-4, or the game's own (Eight Off: 8)
        raise BadValue(_("the rules and free cells"))
    return replace(result, rules=parts[0], free_cells=cells, helped=helped, tournament=tournament)


def _result(text: str, detailed: bool = True) -> Result:
    """A ``history`` line's value: ``2024-05-03T14:22:05 617 won 92 250.1``, from version 3
    (``detailed``) maybe followed by ``original 4 helped tournament Club``."""
    parts = text.split(" ")
    try:
        if len(parts) < 5 or len(parts) > 5 and not detailed:
            raise BadValue(_("five parts"))
        if not _DATE.match(parts[0]):
            raise BadValue(_("a date"))
        date = datetime.strptime(parts[0], DATE_FORMAT)
        result = Result(date, _game_number(parts[1]), Outcome(one_of(WON, LOST)(parts[2])), read_count(parts[3]),
                        read_seconds(parts[4]))
        return _details(result, parts[5:]) if len(parts) > 5 else result
    except (BadValue, ValueError):
        raise BadValue(_("the date and time, the game number, won or lost, the moves and the seconds, then the "
                         "rules, free cells, 'helped' and 'tournament NAME', like 2024-05-03T14:22:05 617 won 92 "
                         "250.1 original 4") if detailed else
                       _("the date and time, the game number, won or lost, the moves and the seconds, like "
                         "2024-05-03T14:22:05 617 won 92 250.1")) from None


def _setgame_name(text: str) -> str:
    """A set game's name: it becomes part of the solution file's name, so a
    traded file must not slip a separator or ``..`` into it."""
    problem = name_problem(text)
    if problem is not None:
        raise BadValue(_("a set game file's name, and this one {problem}").format(problem=problem))
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
        self.game_lines: list[Line] = []
        for line in lines:
            if line.key == "unfinished-moves":
                self.moves.append(line)
            elif line.key == "history":
                self.history.append(line)
            elif line.key == GAME_KEY:
                self.game_lines.append(line)
            elif line.key not in _SINGLE:
                raise FileFormatError(_("unknown key {key!r}").format(key=line.key[:40]), path, line.number)
            elif line.key in self.single:
                raise FileFormatError(
                    _("{key} is given twice (first on line {number})").format(
                        key=line.key, number=self.single[line.key].number
                    ),
                    path,
                    line.number,
                )
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
        except BadValue as error:
            raise FileFormatError(
                _("{key}: {value!r} is not allowed; use {error}").format(
                    key=line.key, value=line.value[:40], error=error
                ),
                self.path,
                line.number,
            ) from None

    def results(self, version: int) -> tuple[Result, ...]:
        """The history, oldest first: none before :data:`HISTORY_VERSION`, at most :data:`HISTORY_LENGTH`."""
        if self.history and version < HISTORY_VERSION:
            raise FileFormatError(
                _("history lines need stats format {history_version} (this file says {version})").format(
                    history_version=HISTORY_VERSION, version=version
                ),
                self.path,
                self.history[0].number,
            )
        if len(self.history) > HISTORY_LENGTH:
            raise FileFormatError(
                _("more than {history_length} history lines").format(history_length=HISTORY_LENGTH),
                self.path,
                self.history[HISTORY_LENGTH].number,
            )
        detailed = version >= DETAILED_HISTORY_VERSION
        return tuple(self._value(line, lambda text: _result(text, detailed)) for line in self.history)

    def games(self, version: int) -> dict[Rules, Record]:
        """Each game's record: none before :data:`GAMES_VERSION`, each game once."""
        if self.game_lines and version < GAMES_VERSION:
            raise FileFormatError(
                _("game lines need stats format {games_version} (this file says {version})").format(
                    games_version=GAMES_VERSION, version=version
                ),
                self.path,
                self.game_lines[0].number,
            )
        games: dict[Rules, Record] = {}
        for line in self.game_lines:
            rules, record = self._value(line, read_game)
            if rules in games:
                raise FileFormatError(
                    _("game {value} is given twice").format(value=rules.value), self.path, line.number
                )
            games[rules] = record
        return games

    def fail(self, problem: str, key: str) -> FileFormatError:
        line = self.single.get(key) or (self.moves[0] if key == "unfinished-moves" and self.moves else None)
        return FileFormatError(problem, self.path, line.number if line else None)

    def record(self) -> Record:
        record = Record(wins=self.get("wins", read_count, 0), losses=self.get("losses", read_count, 0),
                        longest_winning=self.get("longest-winning-streak", read_count, 0),
                        longest_losing=self.get("longest-losing-streak", read_count, 0),
                        fewest_moves=self.get("fewest-moves", read_count),
                        total_moves=self.get("total-win-moves", read_count, 0),
                        fastest=self.get("fastest-win", read_seconds),
                        total_time=self.get("total-win-time", read_seconds, 0.0),
                        helped_wins=self.get("helped-wins", read_count, 0))
        kind, length = self.get("streak", _streak, (None, 0))
        record = replace(record, streak_kind=kind, streak=length)
        for key, parse in _DERIVED.items():
            self.get(key, parse)
        if record.helped_wins > record.wins:
            raise self.fail(
                _("{helped_wins} helped wins are more than the {wins} wins").format(
                    helped_wins=record.helped_wins, wins=record.wins
                ),
                "helped-wins",
            )
        if kind == WON and length > record.wins or kind == LOST and length > record.losses:
            raise self.fail(
                _("a streak of {length} {kind} is longer than the games {kind}").format(length=length, kind=kind),
                "streak",
            )
        return record

    def unfinished(self) -> tuple[SavedGame | None, bool]:
        present = [key for key in _UNFINISHED if key in self.single] + (["unfinished-moves"] if self.moves else [])
        if not present:
            return None, False
        number, setgame = self.get("unfinished-game", _game_number), self.get("unfinished-setgame", _setgame_name)
        if setgame is not None and number is None:
            if "unfinished-cards" not in self.single:
                raise self.fail(_("an unfinished set game needs its unfinished-cards"), "unfinished-setgame")
            line = self.single["unfinished-cards"]
            try:
                deal = Deal.from_setgame(setgame, parse_setgame(line.value))
            except FileFormatError as error:
                raise FileFormatError(
                    _("unfinished-cards: {problem}").format(problem=error.problem), self.path, line.number
                ) from None
        elif number is not None and setgame is None:
            if "unfinished-cards" in self.single:
                raise self.fail(_("a numbered game is dealt from its number: unfinished-cards is not allowed"),
                                "unfinished-cards")
            deal = Deal.numbered(number)
        else:
            raise self.fail(_("an unfinished game needs exactly one of unfinished-game and unfinished-setgame"),
                            present[0])
        rules = self.get("unfinished-rules", read_rules, Rules.ORIGINAL)
        chosen = self.get("unfinished-free-cells", read_game_cells, 4)
        if rules.variant.cells_chosen and chosen > 4:  # the count of a game that has its own is its own
            raise self.fail(
                _("unfinished-free-cells: {title} is played with 0-4 free cells, not {chosen}").format(
                    title=rules.title, chosen=chosen
                ),
                "unfinished-free-cells",
            )
        cells = rules.cells_for(chosen)
        moves = self._moves(cells)
        saved = SavedGame(deal, rules, cells, moves,
                          max(1, self.get("unfinished-attempts", read_count, 1)), self.get("unfinished-elapsed",
                                                                                         read_seconds, 0.0),
                          self.get("unfinished-automatic-moves", lambda text: read_manual(text, len(moves)), ()))
        turns = self._replay(saved)  # its moves as played: Eight Off's one home letter names the suit's pile
        return (replace(saved, moves=tuple(turn.move for turn in turns), turns=turns),
                self.get("unfinished-loss-counted", read_yes_no, False))

    def _moves(self, cells: int) -> tuple[Move, ...]:
        words = [(line, word) for line in self.moves for word in line.value.split()]
        if len(words) > MAX_SAVED_MOVES:
            line = words[MAX_SAVED_MOVES][0]
            raise FileFormatError(
                _("the unfinished game holds more than {max_saved_moves:,} moves").format(
                    max_saved_moves=MAX_SAVED_MOVES
                ),
                self.path,
                line.number,
            )
        known: dict[str, Move] = {}  # a long game repeats a few hundred words at most
        for line, word in words:
            if word not in known:
                try:
                    known[word] = Move.from_str(word, cells)
                except FreeCellError as error:
                    raise FileFormatError(str(error), self.path, line.number) from None
        return tuple(known[word] for _, word in words)

    def _replay(self, saved: SavedGame) -> tuple[Turn, ...]:
        """An unfinished game must replay from its deal and still be unfinished;
        the turns played are handed over, so resuming it does not replay it again."""
        lines = [line.number for line in self.moves for _ in line.value.split()]
        try:
            board = Board.deal(list(saved.deal.cards), saved.rules, saved.free_cells)
        except FreeCellError as error:  # nothing the lines above let through; still one line, never an escape
            raise self.fail(
                _("the unfinished game cannot be dealt: {error}").format(error=error), "unfinished-rules"
            ) from None
        game = Game(board)
        manual = saved.manual or (False,) * len(saved.moves)
        for index, move in enumerate(saved.moves):
            try:
                game.play(move, manual[index])
            except FreeCellError as error:
                raise FileFormatError(
                    _("unfinished game, move {index}: {error}").format(index=index + 1, error=error),
                    self.path,
                    lines[index],
                ) from None
        if game.is_won:
            raise FileFormatError(_("the unfinished game is already won"), self.path, lines[-1] if lines else None)
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
    session = Record(wins=reader.get("session-wins", read_count, 0), losses=reader.get("session-losses", read_count, 0))
    return StatsFile(reader.record(), session, preferences, reader.get("last-game", _game_number), unfinished,
                     loss_counted, reader.results(body.version), reader.games(body.version))
