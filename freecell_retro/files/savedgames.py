"""Saved games — ``game.<name>``: a game put aside by Game ▸ Save Game As… to be loaded again
later (Load Game…), any number of them, traded between players like set games.

A versioned text file of ``key value`` lines (see docs/file-formats.md)::

    FREECELL-RETRO GAME 1
    game 617
    rules original
    free-cells 4
    attempts 2
    elapsed 123.5
    moves 83 8a 83 81 8b 48 46 41 48 2c
    moves 27
    undone 5a 53

A position brought in from another program (an fc-solve board with cards home or in free cells)
is kept as the board it started from, in ``position`` lines in place of ``cards``::

    setgame Puzzle
    position Foundations: H-5 C-A
    position Freecells: KD
    position : 7D 5S 8C 2D
    ...

It may come from another player, so everything is checked: the header and version, each key
once (``moves``, ``undone`` and ``position`` as often as needed), every value, at most
:data:`~.stats.MAX_SAVED_MOVES` moves in all, a position as an fc-solve board is checked, and the
moves replayed from the deal — any problem is one line naming the file and the line.

>>> from freecell_retro.engine.game import Game
>>> from freecell_retro.engine.board import Board
>>> from freecell_retro.engine.moves import Move
>>> game = Game(Board.game(617), clock=lambda: 0.0)
>>> for text in ("2a", "21", "8b"):
...     _ = game.play(Move.from_str(text))
>>> _ = game.undo()
>>> again = parse_saved_game(format_saved_game(GameFile.of(game, Deal.numbered(617))))
>>> [str(move) for move in again.saved.moves], [str(move) for move in again.undone]
(['2a', '21'], ['8b'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine.board import Board
from ..engine.deals import Deal, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError
from ..engine.game import Clock, Game, SavedGame, Turn
from ..engine.moves import MOST_COLUMNS, Move
from ..engine.rules import AutoPlay, Rules
from ..language import N_, _
from .names import name_problem
from .setgames import format_layout, parse_board_text, parse_setgame
from .stats import MAX_SAVED_MOVES
from .statsvalues import (
    BadValue,
    read_count,
    read_game_cells,
    read_manual,
    read_rules,
    read_seconds,
    read_yes_no,
    show_manual,
    show_seconds,
)
from .versioned import Line, header, read_header

KIND = "GAME"
VERSION = 1
HEADER = f"FREECELL-RETRO {KIND}"
"""How a saved game starts (the version after it)."""
PREFIX = "game."
"""A saved game's file name: ``game.`` and the name the player gave."""
PATTERN = PREFIX + "#?"
MOVES_PER_LINE = 10
_REPEATED = ("moves", "undone", "position")
MAX_POSITION_LINES = 2 + MOST_COLUMNS
"""A position's lines at most: the home cells, the free cells and a column a line."""
_SINGLE = ("game", "setgame", "cards", "rules", "free-cells", "attempts", "elapsed", "automatic-moves",
           "undone-automatic-moves", "counted")
_T = TypeVar("_T")


@dataclass(frozen=True)
class GameFile:
    """A saved game: the game as the stats file keeps the unfinished one (deal, rules, free cells,
    moves, attempt, clock), and the moves undone, for Redo, in the order Redo plays them."""

    saved: SavedGame
    undone: tuple[Move, ...] = ()
    undone_manual: tuple[bool, ...] = ()
    """For each undone move, whether it was made with the automatic moves off (none: all on)."""
    counted: bool = True
    """False: the game did not count when saved (a pasted code's, one watched from Solve From Here), nor
    does it when loaded."""

    @classmethod
    def of(cls, game: Game, deal: Deal, counted: bool = True) -> GameFile:
        redo = list(reversed(game.undone))
        manual = tuple(turn.autoplay is AutoPlay.NONE for turn in redo)
        return cls(SavedGame.of(game, deal), tuple(turn.move for turn in redo), manual if any(manual) else (),
                   counted or deal.is_setgame)

    @property
    def deal(self) -> Deal:
        return self.saved.deal

    def resume(self, clock: Clock = lambda: 0.0, autoplay: AutoPlay = AutoPlay.AMIGA) -> Game:
        """The game again, its clock carried over and its undone moves there for Redo."""
        game = self.saved.resume(clock, autoplay)
        game.undone.extend(reversed(undone_turns(self, game)))
        return game


def undone_turns(file: GameFile, game: Game) -> list[Turn]:
    """The undone moves played on from ``game``'s position and taken back: their turns, in Redo's order."""
    if not file.undone:
        return []
    scratch = Game(game.board, clock=lambda: 0.0)
    manual = file.undone_manual or (False,) * len(file.undone)
    for move, off in zip(file.undone, manual):
        scratch.play(move, off)
    return list(scratch.history)


def format_saved_game(file: GameFile) -> str:
    """The file's text (the lines above, in that order)."""
    saved = file.saved
    deal = saved.deal
    lines = [header(KIND, VERSION).rstrip("\n")]
    if deal.setgame is not None:
        lines.append(f"setgame {deal.setgame}")
        lines += [f"position {line}" for line in format_layout(deal.layout)] if deal.layout is not None \
            else ["cards " + " ".join(str(card) for card in deal.cards)]
    else:
        lines.append(f"game {deal.number}")
    lines += [f"rules {saved.rules.value}", f"free-cells {saved.free_cells}", f"attempts {saved.attempts}",
              f"elapsed {show_seconds(saved.elapsed)}"] + ([] if file.counted else ["counted no"])
    cells = saved.free_cells
    lines += _move_lines("moves", saved.moves, cells)
    if any(saved.manual):
        lines.append(f"automatic-moves {show_manual(saved.manual)}")
    lines += _move_lines("undone", file.undone, cells)
    if any(file.undone_manual):
        lines.append(f"undone-automatic-moves {show_manual(file.undone_manual)}")
    return "\n".join(lines) + "\n"


def _move_lines(key: str, moves: tuple[Move, ...], cells: int) -> list[str]:
    words = [move.text(cells) for move in moves]
    return [f"{key} " + " ".join(words[i:i + MOVES_PER_LINE]) for i in range(0, len(words), MOVES_PER_LINE)]


class _Reader:
    def __init__(self, lines: list[Line], path: object) -> None:
        self.path = path
        self.single: dict[str, Line] = {}
        self.repeated: dict[str, list[Line]] = {key: [] for key in _REPEATED}
        for line in lines:
            if line.key in _REPEATED:
                self.repeated[line.key].append(line)
            elif line.key not in _SINGLE:
                raise FileFormatError(_("unknown key {key!r}").format(key=line.key[:40]), path, line.number)
            elif line.key in self.single:
                raise FileFormatError(_("{key} is given twice (first on line {number})").format(
                    key=line.key, number=self.single[line.key].number), path, line.number)
            else:
                self.single[line.key] = line

    def get(self, key: str, parse: Callable[[str], _T], default: _T) -> _T:
        line = self.single.get(key)
        if line is None:
            return default
        try:
            return parse(line.value)
        except (BadValue, FreeCellError) as error:
            raise FileFormatError(_("{key}: {value!r} is not allowed ({error})").format(
                key=key, value=line.value[:40], error=error), self.path, line.number) from None

    def deal(self) -> Deal:
        game, setgame = self.single.get("game"), self.single.get("setgame")
        if (game is None) == (setgame is None):
            both = game or setgame
            raise FileFormatError(_("a saved game needs exactly one of 'game N' and 'setgame NAME'"), self.path,
                                  both.number if both is not None else None)
        position = self.repeated["position"]
        if game is not None:
            given = self.single.get("cards") or (position[0] if position else None)
            if given is not None:
                raise FileFormatError(_("a numbered game is dealt from its number: '{key}' is not allowed").format(
                    key=given.key), self.path, given.number)
            return Deal.numbered(self.get("game", parse_game_number, 0))
        assert setgame is not None
        problem = name_problem(setgame.value)
        if problem is not None:
            raise FileFormatError(_("setgame: a set game file's name, and this one {problem}").format(problem=problem),
                                  self.path, setgame.number)
        cards = self.single.get("cards")
        if position:
            if cards is not None:
                raise FileFormatError(_("a set game is its 'cards' or its 'position', not both"), self.path,
                                      max(cards.number, position[0].number))
            return self.position(setgame.value, position)
        if cards is None:
            raise FileFormatError(_("a set game needs its 'cards' (the 52 in dealing order) or its 'position'"),
                                  self.path, setgame.number)
        try:
            return Deal.from_setgame(setgame.value, parse_setgame(cards.value))
        except FileFormatError as error:
            raise FileFormatError(_("cards: {problem}").format(problem=error.problem), self.path,
                                  cards.number) from None

    def position(self, name: str, lines: list[Line]) -> Deal:
        """The position a game brought in started from: its lines read as the fc-solve board they are,
        with every check a board file gets, each problem naming this file's line."""
        if len(lines) > MAX_POSITION_LINES:
            raise FileFormatError(_("a position has at most {count} lines (the home cells, the free cells and a column "
                                    "a line)").format(count=MAX_POSITION_LINES), self.path,
                                  lines[MAX_POSITION_LINES].number)
        board, last = "", 0
        for line in lines:  # each on its own line of the file, so every line the board reader names is the file's
            board += "\n" * (line.number - last - 1) + line.value + "\n"
            last = line.number
        try:
            cards, layout = parse_board_text(board, self.path)
        except FileFormatError as error:
            raise FileFormatError(_("position: {problem}").format(problem=error.problem), self.path,
                                  error.line or lines[0].number) from None
        if layout is None:
            raise FileFormatError(_("position: the cards as dealt, nothing home or in free cells: give them as "
                                    "'cards'"), self.path, lines[0].number)
        return Deal(cards, setgame=name, layout=layout)

    def moves(self, key: str, cells: int, before: int = 0) -> tuple[tuple[Move, ...], list[int]]:
        words = [(line, word) for line in self.repeated[key] for word in line.value.split()]
        if before + len(words) > MAX_SAVED_MOVES:
            line = words[MAX_SAVED_MOVES - before][0]
            raise FileFormatError(_("more than {count} moves").format(count=f"{MAX_SAVED_MOVES:,}"), self.path,
                                  line.number)
        moves = []
        for line, word in words:
            try:
                moves.append(Move.from_str(word, cells))
            except FreeCellError as error:
                raise FileFormatError(str(error), self.path, line.number) from None
        return tuple(moves), [line.number for line, _ in words]


def parse_saved_game(text: str, path: object = None) -> GameFile:
    """The saved game in ``text``, checked and replayed (FileFormatError naming the line)."""
    reader = _Reader(read_header(text, KIND, VERSION, path).lines, path)
    deal = reader.deal()
    rules: Rules = reader.get("rules", read_rules, Rules.ORIGINAL)
    cells = reader.get("free-cells", read_game_cells, 4)
    line = reader.single.get("free-cells") or reader.single.get("rules")
    if rules.variant.cells_chosen and cells > 4 or not rules.variant.cells_chosen and cells != rules.variant.cells \
            and "free-cells" in reader.single:
        raise FileFormatError(_("free-cells: {title} is not played with {cells}").format(
            title=rules.title, cells=cells), path, line.number if line else None)
    cells = rules.cells_for(cells if rules.variant.cells_chosen else None)
    moves, move_lines = reader.moves("moves", cells)
    undone, undone_lines = reader.moves("undone", cells, len(moves))
    none: tuple[bool, ...] = ()
    manual = reader.get("automatic-moves", lambda value: read_manual(value, len(moves)), none)
    undone_manual = reader.get("undone-automatic-moves", lambda value: read_manual(value, len(undone)), none)
    attempts = max(1, reader.get("attempts", read_count, 1))
    saved = SavedGame(deal, rules, cells, moves, attempts, reader.get("elapsed", read_seconds, 0.0), manual)
    try:
        game = Game(Board.of(deal, rules, cells), clock=lambda: 0.0)
    except FreeCellError as error:  # a position that does not fit the rules: other columns, more cells
        first = reader.repeated["position"][:1]
        raise FileFormatError(_("position: {problem}").format(problem=error), path,
                              first[0].number if first else None) from None
    _replay(game, moves, manual, N_("move"), path, move_lines)
    saved = SavedGame(deal, rules, cells, moves, attempts, saved.elapsed, manual, tuple(game.history))
    file = GameFile(saved, undone, undone_manual, reader.get("counted", read_yes_no, True))
    _replay(game, undone, undone_manual, N_("undone move"), path, undone_lines)
    return file


def _replay(game: Game, moves: Sequence[Move], manual: Sequence[bool] | None, what: str, path: object,
            lines: Sequence[int]) -> None:
    """Play ``moves`` on ``game`` (``manual``: made with the automatic moves off); a move the game refuses
    is one line naming the file, the line and the move's place."""
    flags = manual or (False,) * len(moves)
    for index, move in enumerate(moves):
        try:
            game.play(move, flags[index])
        except FreeCellError as error:
            raise FileFormatError(_("{what} {number}: {problem}").format(what=_(what), number=index + 1, problem=error),
                                  path, lines[index]) from None
