"""Arguments several subcommands share: which deal, which rules, how many free cells."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from ..engine.board import Board
from ..engine.deals import Deal, parse_game_number
from ..engine.errors import FreeCellError
from ..engine.numbers import parse_number
from ..engine.rules import Rules, spelled
from ..language import N_, _, ngettext


def _argument(parse: Callable[[str], int]) -> Callable[[str], int]:
    """``parse`` as an argparse type: its FreeCellError becomes the usage error's one line."""
    def read(text: str) -> int:
        try:
            return parse(text)
        except FreeCellError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return read


game_number = _argument(parse_game_number)
budget_positions = _argument(lambda text: parse_number(text, N_("budget"), 1, 100_000_000))
"""``--budget``: the positions each search may expand."""
free_cells = _argument(lambda text: parse_number(text, N_("free cells"), 0, 4))


def add_rules_arguments(parser: argparse.ArgumentParser, default: bool = True) -> None:
    """``--rules`` and ``--cells``; with ``default=False`` they stay None so a
    solution file's name can supply them."""
    parser.add_argument("--rules", choices=[r.value for r in Rules], default="original" if default else None,
                        help=_("the game: {games}").format(games=spelled([rules.variant.in_help for rules in Rules])))
    parser.add_argument("--cells", type=free_cells, default=None, metavar="K",
                        help=_("number of free cells, 0-4 (Original, Baker's and Relaxed, 4 when not given; the "
                             "other games have their own, and refuse another)"))


def add_deal_arguments(parser: argparse.ArgumentParser, positional: bool = True) -> None:
    """``N`` or ``--setgame F`` (or ``--game N`` when the positional slot is taken)."""
    group = parser.add_mutually_exclusive_group(required=positional)
    if positional:
        group.add_argument("number", nargs="?", type=game_number, metavar="N", help=_("game number 1-999,999,999"))
    else:
        group.add_argument("--game", dest="number", type=game_number, metavar="N", help=_("game number"))
    group.add_argument("--setgame", "--board", metavar="F", help=_("a set game file (a deal or an fc-solve board of "
                       "any position), or the name of one in your set games "
                       "folder (SETGAMESDIR) or shipped with the game (PC11982)"))


def deal_from(args: argparse.Namespace) -> Deal | None:
    if args.setgame is not None:
        from ..files.locations import find_setgame  # the tool types (and YAML) only when a set game is named
        from ..files.setgames import read_setgame

        return read_setgame(find_setgame(args.setgame, getattr(args, "config", None)))
    return Deal.numbered(args.number) if args.number is not None else None


def required_deal(args: argparse.Namespace) -> Deal:
    """The deal of a command whose parser requires N or --setgame (argparse
    refuses neither; this says so too, rather than fail later)."""
    deal = deal_from(args)
    if deal is None:
        raise FreeCellError(_("which game? give N or --setgame F"))
    return deal


def cells_for(rules: str | Rules, cells: int | None) -> int:
    """The free cells of a game under ``rules`` when ``--cells`` said ``cells`` (None: not given). A
    game with its own free cells refuses another count rather than silently deal its own."""
    rules = Rules(rules)
    variant = rules.variant
    if cells is not None and not variant.cells_chosen and cells != variant.cells:
        raise FreeCellError(ngettext("--cells {asked}: {game} is played with its own {cells} free cell; --cells is "
                                     "for Original, Baker's and Relaxed", "--cells {asked}: {game} is played with its "
                                     "own {cells} free cells; --cells is for Original, Baker's and Relaxed",
                                     variant.cells).format(asked=cells, game=rules.title, cells=variant.cells))
    return rules.cells_for(cells)


def board_for(deal: Deal, rules: str | Rules, cells: int | None) -> Board:
    """The board ``deal`` starts from under ``rules`` with ``--cells`` ``cells`` (see :func:`cells_for`)."""
    return Board.of(deal, Rules(rules), cells_for(rules, cells))


def game_in_words(title: str, rules: Rules, cells: int) -> str:
    """``Game #617, Original rules, 4 free cells``: what a command says it played or solved."""
    return ngettext("{game}, {rules} rules, {cells} free cell", "{game}, {rules} rules, {cells} free cells",
                    cells).format(game=title, rules=rules.title, cells=cells)


def moves_in_words(count: int) -> str:
    """``1 move``, ``81 moves``."""
    return ngettext("{count} move", "{count} moves", count).format(count=count)
