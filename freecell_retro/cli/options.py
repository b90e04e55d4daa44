"""Arguments several subcommands share: which deal, which rules, how many free cells."""

from __future__ import annotations

import argparse

from ..engine.board import Board
from ..engine.deals import Deal, check_game_number
from ..engine.errors import FreeCellError
from ..engine.rules import Rules
from ..files.setgames import read_setgame


def game_number(text: str) -> int:
    try:
        return check_game_number(int(text.replace(",", "").replace("_", "")))
    except ValueError as error:
        if isinstance(error, FreeCellError):
            raise argparse.ArgumentTypeError(str(error)) from None
        raise argparse.ArgumentTypeError(f"not a game number: {text!r}") from None


def free_cells(text: str) -> int:
    if text not in ("0", "1", "2", "3", "4"):
        raise argparse.ArgumentTypeError(f"free cells must be 0-4, not {text!r}")
    return int(text)


def add_rules_arguments(parser: argparse.ArgumentParser, default: bool = True) -> None:
    """``--rules`` and ``--cells``; with ``default=False`` they stay None so a
    solution file's name can supply them."""
    parser.add_argument("--rules", choices=[r.value for r in Rules], default="original" if default else None,
                        help="Original (alternate colours) or Baker's (same suit)")
    parser.add_argument("--cells", type=free_cells, default=4 if default else None, metavar="K",
                        help="number of free cells, 0-4")


def add_deal_arguments(parser: argparse.ArgumentParser, positional: bool = True) -> None:
    """``N`` or ``--setgame F`` (or ``--game N`` when the positional slot is taken)."""
    group = parser.add_mutually_exclusive_group(required=positional)
    if positional:
        group.add_argument("number", nargs="?", type=game_number, metavar="N", help="game number 1-999,999,999")
    else:
        group.add_argument("--game", dest="number", type=game_number, metavar="N", help="game number")
    group.add_argument("--setgame", metavar="F", help="a set game file")


def deal_from(args: argparse.Namespace) -> Deal | None:
    if args.setgame is not None:
        return read_setgame(args.setgame)
    return Deal.numbered(args.number) if args.number is not None else None


def board_for(deal: Deal, rules: str | Rules, cells: int) -> Board:
    return Board.deal(list(deal.cards), Rules(rules), cells)
