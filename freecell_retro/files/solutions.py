"""Solution files: their names, and the moves inside in three conventions.

* **Amiga** (what we write): the player's moves, two characters each, ten a
  line, ``35(3)`` for several cards to an empty column; automatic moves home
  and undone moves are left out.
* **standard** (fc-solve ``-sn``/``-snx``, FreeCell Pro export): one home
  letter ``h``, counts as ``v<hex>``, every move home written; replayed with
  automatic moves off.
* **FreeCell Pro**: standard notation without the moves its automatic play
  made by Microsoft's rule.

A reader cannot tell them apart by looking, so :func:`replay_solution` tries
each in turn and keeps the one that wins.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Board
from ..engine.cards import Card
from ..engine.errors import FileFormatError, IllegalMoveError
from ..engine.game import Game
from ..engine.moves import MOST_COLUMNS, PLACE, Area, Move, Place, home
from ..engine.rules import AutoPlay, Rules
from ..language import N_, _
from .lines import split_lines
from .names import check_name, spelt_in

MOVES_PER_LINE = 10

# -- names -------------------------------------------------------------------

_NAME = re.compile(r"^solution\.(?P<stem>.+?)(?:_(?P<suffix>(?P<rules>[obefrs])(?P<cells>[0-4])?)"
                   r"(?:\.[0-9]{1,9})?)?$", re.IGNORECASE)
_NUMBERED = re.compile(r"^game([0-9]{1,9})$", re.IGNORECASE)
SETGAME_PREFIX = "setgame."
"""Every set game's solution name has its stem start so: a set game file called
``game617`` must not save over Game #617's solution (``Solution.game617_O``)."""
KEEP_BOTH_MOST = 99
"""Keep both tries ``.2`` up to ``.99`` before it gives up."""


_NUMBERED_START = re.compile(r"^game([0-9]{1,9})_", re.IGNORECASE)


def misread_ending(setgame: str) -> tuple[int, str] | None:
    """A set game stem that starts as a numbered game's name (``game617_O.partial``): the game number and
    the ending no solution file's name has, so a message can say what is wrong with the name rather
    than take it for a set game's; None for any other stem."""
    match = _NUMBERED_START.match(setgame)
    return (int(match[1]), setgame[match.end() - 1:]) if match else None


class SolutionName(NamedTuple):
    """What a solution file's name says: the deal (a game number or a set game
    file name), the rules and the number of free cells."""

    number: int | None
    setgame: str | None
    rules: Rules = Rules.ORIGINAL
    free_cells: int = 4

    @classmethod
    def parse(cls, name: str) -> SolutionName:
        """``Solution.game617_B3`` → game 617, Baker's, 3 free cells.

        The letter is the game's (:attr:`.Rules.letter`: ``O`` ``B`` ``E`` ``F``
        ``R`` ``S``); the games that fix their free cells (Eight Off, ForeCell,
        Seahaven Towers) write no count.
        A count of 4, which the game never writes, is read (``_O4`` is ``_O``).
        Old names without the suffix mean Original with 4 free cells; a copy
        number after the suffix (``Solution.game617_O.2``, see
        :func:`keep_both_path`) changes nothing.
        """
        match = _NAME.match(name)
        if not match:
            raise FileFormatError(_("a solution file's name starts with 'Solution.'"), name)
        rules = Rules.from_letter(match["rules"]) if match["rules"] else Rules.ORIGINAL
        cells = rules.cells_for(int(match["cells"]) if match["cells"] else None)
        numbered = _NUMBERED.match(match["stem"])
        if numbered:
            number = int(numbered[1])
            if number < 1:
                raise FileFormatError(_("game number {number} is out of range").format(number=number), name)
            return cls(number, None, rules, cells)
        return cls(None, match["stem"], rules, cells)

    def __str__(self) -> str:
        """The file name: ``Solution.game617_B3``, ``Solution.setgame.PC11982_O``.

        A set game's name gets the ``setgame.`` prefix if it lacks it, so it
        never reads as a numbered game's. A set game name that cannot be part
        of a file name (a separator, a control character…) raises the one-line
        FreeCellError of :func:`~freecell_retro.files.names.check_name`.
        """
        if self.setgame is None:
            stem = f"game{self.number}"
        else:
            stem = check_name(self.setgame, N_("set game name"))
            if not stem.lower().startswith(SETGAME_PREFIX):
                stem = SETGAME_PREFIX + stem
        chosen = self.rules.variant.cells_chosen and self.free_cells != 4
        suffix = self.rules.letter + (str(self.free_cells) if chosen else "")
        return f"Solution.{stem}_{suffix}"


def keep_both_path(path: str | os.PathLike[str]) -> Path:
    """Where 'Keep both' saves beside the solution file ``path``: the same name
    with the first free copy number, ``Solution.game617_O.2``, ``.3`` … ``.99``.

    The copy number comes after the rules suffix, which an old name without
    one gains (``Solution.game310760976`` → ``Solution.game310760976_O.2``),
    so the name still reads as the same game, rules and free cells.
    """
    path = Path(path)
    match = _NAME.match(path.name)
    if not match:
        raise FileFormatError(_("a solution file's name starts with 'Solution.'"), path)
    base = path.name[:match.end("suffix")] if match["suffix"] else path.name + "_O"
    for copy in range(2, KEEP_BOTH_MOST + 1):
        candidate = path.with_name(f"{base}.{copy}")
        if spelt_in(path.parent, candidate.name) is None:  # in any case: one file where case does not count
            return candidate
    raise FileFormatError(_("{base}.2 to {base}.{keep_both_most} are all taken: delete or rename some").format(
        base=base, keep_both_most=KEEP_BOTH_MOST), path)


# -- writing -----------------------------------------------------------------

def _lines(words: list[str]) -> str:
    return "".join(" ".join(words[i:i + MOVES_PER_LINE]) + "\n" for i in range(0, len(words), MOVES_PER_LINE))


def format_amiga(game: Game) -> str:
    """The Amiga solution text of ``game``: the player's moves only."""
    cells = game.start.free_cell_count
    return _lines([move.text(cells) for move in game.moves])


def format_standard(game: Game) -> str:
    """fc-solve/FreeCell Pro standard notation: every move home written as ``xh``,
    several cards carry ``v<hex>``."""
    words = []
    for turn in game.history:
        move = turn.move
        target = "h" if move.target.area is Area.HOME else move.target.char
        words.append(move.source.char + target + (f"v{turn.cards:x}" if turn.cards > 1 else ""))
        words += [auto.source.char + "h" for auto in turn.automatic]
    return _lines(words)


# -- reading -----------------------------------------------------------------

_TOKEN = re.compile(rf"^{PLACE}{PLACE}(?:\(([0-9]{{1,2}})\)|v([0-9a-f]{{1,2}}))?$", re.IGNORECASE)
_BANNER = re.compile(r"^(-=-=|this game is|total number|this scan|solution\b)", re.IGNORECASE)


class Notation(Enum):
    """The conventions a solution file may follow: the automatic moves it leaves
    out, and whether a move to an empty column without a count carries one card
    (Amiga, fc-solve ``-snx``) or as many as can go (fc-solve ``-sn``, FreeCell Pro)."""

    AMIGA = ("Amiga", AutoPlay.AMIGA, False)
    STANDARD = ("standard (fc-solve -snx)", AutoPlay.NONE, False)
    STANDARD_NO_COUNTS = ("standard (fc-solve -sn)", AutoPlay.NONE, True)
    FREECELL_PRO = ("FreeCell Pro", AutoPlay.MICROSOFT, True)

    @property
    def title(self) -> str:
        return self.value[0]

    @property
    def autoplay(self) -> AutoPlay:
        return self.value[1]

    def readings(self, board: Board, move: Move) -> list[Move]:
        """What ``move`` may mean here, most likely first: a move to an empty
        column without a count is ambiguous in fc-solve's ``-sn`` and FreeCell
        Pro files, so each count from the most that can go down to one is a reading."""
        source, target = move.source, move.target
        if (not self.value[2] or move.count is not None or source.area is not Area.COLUMN
                or target.area is not Area.COLUMN or board.columns[target.index]):
            return [move]
        most = min(board.run_length(source.index), board.capacity(to_empty_column=True))
        col = board.columns[source.index]
        counts = [count for count in range(most, 0, -1) if board.rules.starts_column(col[-count])] or [1]
        return [Move(source, target, count if count > 1 else None) for count in counts]


class Step(NamedTuple):
    """One move read from a file, with the line it came from."""

    move: Move
    line: int
    text: str


def parse_moves(text: str, path: object = None, cells: int = 4, columns: int = MOST_COLUMNS) -> list[Step]:
    """The moves of a solution file in any convention, for a game with ``cells``
    free cells (``k``: see :meth:`.Place.from_char`) and ``columns`` columns;
    FileFormatError on bad syntax or a column the board lacks (``110`` is 1 to 10)."""
    steps = []
    for number, line in enumerate(split_lines(text), 1):
        stripped = line.strip()
        if not stripped or stripped[0] in "#;" or _BANNER.match(stripped):
            continue
        for word in stripped.split():
            match = _TOKEN.match(word)
            if not match:
                raise FileFormatError(
                    _("{word!r} is not a move (like 35, 3a, ah, 35(3) or 35v3)").format(word=word), path, number
                )
            source, target = Place.from_char(match[1], cells), Place.from_char(match[2], cells)
            count = int(match[3] or "0") or (int(match[4], 16) if match[4] else None)
            outside = next((place for place in (source, target)
                            if place.area is Area.COLUMN and place.index >= columns), None)
            if outside is not None:
                raise FileFormatError(_("{word!r}: there is no {label} (the game has {columns} columns)").format(
                    word=word, label=outside.label, columns=columns), path, number)
            if source.area is Area.HOME:
                raise FileFormatError(_("{word!r}: cards never leave the home cells").format(word=word), path, number)
            if count is not None and count < 1:
                raise FileFormatError(_("{word!r}: a move carries at least one card").format(word=word), path, number)
            steps.append(Step(Move(source, target, count), number, word))
    return steps


@dataclass
class Replay:
    """How a solution played out: the game it made, in which convention, and
    where it stopped if it did not win."""

    game: Game
    notation: Notation
    played: int
    failure: str | None = None

    @property
    def wins(self) -> bool:
        return self.game.is_won


REPLAY_BUDGET = 5_000
"""Most steps back (taking a move back, or playing again a move already
played once) while searching the readings of ambiguous moves in one file. The
first pass through a file costs nothing, so a long file that reads one way
replays in time linear in its length, however long."""


def _play(start: Board, steps: list[Step], notation: Notation) -> Replay | None:
    """Play ``steps`` under ``notation``, backtracking over ambiguous readings;
    None when the search spent :data:`REPLAY_BUDGET` without an answer."""
    game = Game(start, autoplay=notation.autoplay)
    furthest, failure = 0, _("no moves")
    untried_at: list[list[Move]] = []  # for each step played, its readings not tried yet
    untried: list[Move] | None = None  # readings left for the next step
    reached = 0  # steps played at least once: playing those again is backtracking
    budget = REPLAY_BUDGET
    while True:
        index = len(untried_at)
        if game.is_won and index == len(steps):
            return Replay(game, notation, index)
        if untried is None:
            if index < len(steps) and not game.is_won:
                untried = notation.readings(game.board, steps[index].move)
            else:
                problem = (_("the file holds no moves") if not steps else
                           _("all {count} moves played but the game is not won").format(count=len(steps))
                           if index == len(steps) else _("line {line}: {text!r} comes after the game is won").format(
                               line=steps[index].line, text=steps[index].text))
                if index >= furthest:
                    furthest, failure = index, problem
                untried = []
        played = False
        while untried and not played:
            if index < reached:
                if budget == 0:
                    return None
                budget -= 1
            try:
                game.play(untried.pop(0))
                played = True
            except IllegalMoveError as error:
                if index >= furthest:
                    furthest, failure = index, _("line {line}, move {index}: {error}").format(
                        line=steps[index].line, index=index + 1, error=error)
        if played:
            untried_at.append(untried)
            untried, reached = None, max(reached, index + 1)
        elif untried_at:
            if budget == 0:
                return None
            budget -= 1
            game.undo()
            untried = untried_at.pop()
        else:
            return _replay_to(start, steps, notation, furthest, failure)


def _replay_to(start: Board, steps: list[Step], notation: Notation, furthest: int, failure: str) -> Replay:
    """The game as far as the first reading of each move goes, to show where it fails."""
    game = Game(start, autoplay=notation.autoplay)
    for step in steps[:max(furthest, 0)]:
        try:
            game.play(notation.readings(game.board, step.move)[0])
        except IllegalMoveError:
            break
    return Replay(game, notation, max(furthest, 0), failure)


def replay_solution(start: Board, text: str, path: object = None) -> Replay:
    """Replay a solution from ``start``, trying each convention; the winning
    replay, else the one that got furthest (its ``failure`` says why, without
    the file's name). A file whose ambiguous moves could not all be tried
    within :data:`REPLAY_BUDGET` is refused with a FileFormatError that says
    so, never reported as not winning."""
    steps = parse_moves(text, path, start.free_cell_count, len(start.columns))
    best, undecided = None, None
    for notation in Notation:
        replay = _play(start, steps, notation)
        if replay is None:
            undecided = notation
        elif replay.wins:
            return replay
        elif best is None or replay.played > best.played:
            best = replay
    if undecided is not None:
        raise FileFormatError(_("cannot tell whether it wins: read as {title} notation, its moves to empty columns "
                                "without a count can mean too many things (gave up after {replay_budget:,} steps "
                                "back)").format(title=undecided.title, replay_budget=REPLAY_BUDGET), path)
    assert best is not None
    return best


def solution_move_count(text: str, path: object = None) -> int:
    """How many moves a solution file holds, as :func:`parse_moves` reads them
    (for a requester's "(123 moves)"); FileFormatError when it does not parse."""
    return len(parse_moves(text, path))


def _is_home(board: Board, card: Card) -> bool:
    return board.home_ranks[card.suit] >= card.rank


def translate(source: Game, autoplay: AutoPlay = AutoPlay.AMIGA) -> Game:
    """The same play under another automatic-move rule.

    Cards the new rule already sent home are dropped from the moves; cards the
    old rule sent home by itself become moves of their own. This turns a
    standard or FreeCell Pro solution into an Amiga one.
    """
    game = Game(source.start, autoplay=autoplay)
    before = source.start
    for turn in source.history:
        moving = _moving_cards(before, turn.move, turn.cards)
        remaining = [card for card in moving if not _is_home(game.board, card)]
        if remaining:
            target = turn.move.target
            to_empty = target.area is Area.COLUMN and not game.board.columns[target.index]
            count = len(remaining) if to_empty and len(remaining) > 1 else None
            game.play(Move(turn.move.source, target, count))
        _send_home(game, turn.board)
        before = turn.board
    return game


def _moving_cards(board: Board, move: Move, cards: int) -> list[Card]:
    source = move.source
    if source.area is Area.CELL:
        card = board.cells[source.index]
        return [] if card is None else [card]
    return list(board.columns[source.index][-cards:])


def _send_home(game: Game, goal: Board) -> None:
    """Move home, one by one, the exposed cards that are home in ``goal`` but not yet in ``game``."""
    while not game.is_won:
        ranks, wanted = game.board.home_ranks, goal.home_ranks
        for place in game.board.sources():
            card = game.board.card_at(place)
            if card is not None and ranks[card.suit] == card.rank - 1 and wanted[card.suit] >= card.rank:
                game.play(Move(place, home(0)))
                break
        else:
            return
