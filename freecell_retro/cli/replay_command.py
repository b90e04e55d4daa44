"""``freecell-retro replay FILE``: does a solution file win its game?

The deal, rules and free cells come from the file's name unless given.
Exit 0 when it wins, 1 when not (saying which move failed and why), 2 on bad
input; every message names the file.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from ..engine.deals import Deal
from ..engine.errors import FileFormatError
from ..engine.rules import Rules
from ..files.atomic import read_text_capped
from ..files.solutions import SolutionName, misread_ending, replay_solution
from ..language import _
from .arguments import add_deal_arguments, add_rules_arguments, board_for, deal_from, game_in_words, moves_in_words


def looks_like_code(text: str) -> bool:
    """A word that is no file here and could be a game code (a version letter, then base64url)."""
    return re.fullmatch(r"\s*[A-Z][A-Za-z0-9_-]{7,}\s*", text) is not None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE | CODE", help=_("a solution file (Amiga, fc-solve or FreeCell Pro "
                                                            "notation), or a game code"))
    add_deal_arguments(parser, positional=False)
    add_rules_arguments(parser, default=False)


def _name_of(path: Path) -> SolutionName | None:
    try:
        return SolutionName.parse(path.name)
    except FileFormatError:
        return None


def _replay_code(text: str) -> int:
    """A game code: its moves played from its deal; 0 when they win."""
    from ..files.gamecodes import read_code

    code = read_code(text)
    game = code.resume()
    what = game_in_words(code.deal.title, code.rules, code.cells)
    if game.is_won:
        print(_("game code: wins {game} in {moves}").format(game=what, moves=moves_in_words(game.move_count)))
        return 0
    print(_("game code: does not win {game}: {moves} played, {home} cards home").format(
        game=what, moves=moves_in_words(game.move_count), home=game.board.cards_home), file=sys.stderr)
    return 1


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    if not os.path.lexists(path) and args.number is None and args.setgame is None and looks_like_code(args.file):
        return _replay_code(args.file)
    text = read_text_capped(path)
    name = _name_of(path)
    deal = deal_from(args)
    if deal is None:
        if name is None:
            raise FileFormatError(_("which game? the name does not say: give --game N or --setgame F"), path)
        if name.number is None:
            misread = misread_ending(name.setgame or "")
            if misread is not None:
                raise FileFormatError(
                    _(
                        "the name reads as game {game}, but no solution file's name ends in {ending!r} (_O, _B3, "
                        "a copy number like _O.2): give --game {game} (and --rules, --cells)"
                    ).format(game=misread[0], ending=misread[1][:20]),
                    path,
                )
            raise FileFormatError(_("a set game's solution: give --setgame F, the set game file"), path)
        deal = Deal.numbered(name.number)
    rules = args.rules or (name.rules if name else Rules.ORIGINAL)
    cells = args.cells
    if cells is None and name is not None and name.rules.variant.cells_chosen and Rules(rules).variant.cells_chosen:
        cells = name.free_cells  # the name's count, where both the name's game and the one played choose it
    start = board_for(deal, rules, cells)
    replay = replay_solution(start, text, path)
    what = game_in_words(deal.title, Rules(rules), start.free_cell_count)
    if replay.wins:
        print(_("{path}: wins {what} in {moves} ({notation} notation)").format(
            path=path, what=what, moves=moves_in_words(replay.played), notation=replay.notation.title))
        return 0
    print(_("{path}: does not win {what}: {failure}").format(path=path, what=what, failure=replay.failure),
          file=sys.stderr)
    return 1
