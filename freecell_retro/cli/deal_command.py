"""``freecell-retro deal N [--format setgame|fcs]``: print a numbered deal."""

from __future__ import annotations

import argparse

from ..engine.board import Board
from ..engine.deals import microsoft_deal
from ..engine.rules import Rules
from ..files.setgames import format_fcs, format_setgame
from ..language import _
from .arguments import add_rules_arguments, cells_for, game_number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("number", type=game_number, metavar="N", help=_("game number 1-999,999,999"))
    parser.add_argument("--format", choices=["setgame", "fcs"], default="setgame",
                        help=_("setgame: the Amiga set game file (the cards in dealing order, whatever the game); "
                             "fcs: an fc-solve board as the game lays it out, a column a line"))
    add_rules_arguments(parser)


def run(args: argparse.Namespace) -> int:
    cards = microsoft_deal(args.number)
    cells = cells_for(args.rules, args.cells)
    text = format_setgame(cards) if args.format == "setgame" else format_fcs(Board.deal(cards, Rules(args.rules),
                                                                                       cells))
    print(text, end="")
    return 0
