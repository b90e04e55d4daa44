"""A game the player played, as the commands that look at one take it (``review``, ``code``,
``replay`` of a code): a game number or a set game with its moves (``--moves``), a solution file,
a saved game or a game code. What it is is told by looking: a number is a game number, a file
that is there is read (a saved game by its header, else a solution file), anything else must be
a game code."""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.board import Board
from ..engine.deals import Deal, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError
from ..engine.game import Game
from ..engine.rules import AutoPlay, Rules
from ..files.atomic import read_text_capped
from ..files.solutions import SolutionName, parse_moves, replay_solution
from ..language import _
from .arguments import board_for, cells_for, deal_from


@dataclass
class Played:
    """A game, with its deal (None: a position brought in from elsewhere) and what it is called."""

    title: str
    game: Game
    deal: Deal | None


def add_played_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", metavar="N | FILE | CODE", nargs="?",
                        help=_("a game number (with --moves), a solution file, a saved game or a game code"))
    parser.add_argument("--setgame", "--board", metavar="F",
                        help=_("a set game file or an fc-solve board, or the name of one (with --moves)"))
    parser.add_argument("--moves", metavar='"5a 53 ..."', default=None,
                        help=_("the moves played from the deal, in any notation a solution file may hold"))


def played_from(args: argparse.Namespace) -> Played:
    """The game the arguments name (FreeCellError, naming the file, when it cannot be had)."""
    what: str | None = args.what
    number = None
    if what is not None and args.setgame is None:
        try:
            number = parse_game_number(what)
        except FreeCellError:
            number = None
    if what is None or number is not None:
        args.number = number
        deal = deal_from(args)
        if deal is None:
            raise FreeCellError(_("which game? give N, --setgame F, a file or a game code"))
        start = board_for(deal, args.rules or Rules.ORIGINAL, args.cells)
        return Played(deal.title, _moves_played(start, args.moves or "", "--moves"), deal)
    if args.setgame is not None:
        raise FreeCellError(_("--setgame goes with --moves, not with a file or a code"))
    if os.path.lexists(what):
        return _from_file(Path(what), args)
    from ..files.gamecodes import CodeError, read_code

    try:
        code = read_code(what)
    except CodeError as error:
        if any(char in what for char in "./\\"):  # a path, not a code
            raise FreeCellError(_("{what}: no such file (and it is not a game code)").format(what=what)) from None
        raise error
    return Played(code.deal.title, code.resume(), code.deal)


def _from_file(path: Path, args: argparse.Namespace) -> Played:
    text = read_text_capped(path)
    from ..files.savedgames import HEADER, parse_saved_game

    if text.lstrip("\ufeff").lstrip().upper().startswith(HEADER):
        saved = parse_saved_game(text, path)
        return Played(saved.deal.title, saved.resume(), saved.deal)
    if args.moves is not None:
        raise FreeCellError(_("--moves goes with N or --setgame, not with a file"))
    try:
        name: SolutionName | None = SolutionName.parse(path.name)
    except FileFormatError:
        name = None
    if name is None or name.number is None:
        raise FileFormatError(_("which game? a solution file's name says it (Solution.game617_O); for another "
                                "give N --moves \"...\""), path)
    deal = Deal.numbered(name.number)
    rules = Rules(args.rules) if args.rules else name.rules
    cells = args.cells if args.cells is not None else (name.free_cells if rules.variant.cells_chosen else None)
    start = Board.of(deal, rules, cells_for(rules, cells))
    replay = replay_solution(start, text, path)
    if replay.failure is not None and not replay.game.is_lost and replay.played < len(parse_moves(text, path)):
        raise FileFormatError(
            _("move {number} does not fit: {failure}").format(number=replay.played + 1, failure=replay.failure), path
        )
    return Played(deal.title, replay.game, deal)


def _moves_played(start: Board, text: str, where: object) -> Game:
    """``text``'s moves played from ``start`` as they are read (the player's own: one reading)."""
    if not text.strip():
        return Game(start, autoplay=AutoPlay.AMIGA, clock=lambda: 0.0)
    replay = replay_solution(start, text, where)
    if replay.played < len(parse_moves(text, where, start.free_cell_count, len(start.columns))):
        raise FileFormatError(
            _("move {number} does not fit: {failure}").format(number=replay.played + 1, failure=replay.failure), where
        )
    return replay.game
