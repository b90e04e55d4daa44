"""``freecell-retro solve (N | --setgame F)``: find a solution and write it as a solution file.

The file gets the name docs/file-formats.md gives a solution (``Solution.game617_B3``, a set
game's ``Solution.setgame.PC11982_O``) in the player's solutions folder, or ``--out
DIR``; its path is printed. A different file already under that name is the
player's own solution and is kept: exit 2 naming it, unless ``--force``
replaces it. The name is checked as Save Solution checks it: one that is a
link leading out of the folder is refused, and no link is ever written
through. The same solution already there is left as it is. Exit 0 solved, 1
proven unsolvable, 3 gave up (``--time-limit`` or the solver's node budget),
2 on bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine.errors import FileFormatError, FreeCellError
from ..engine.numbers import parse_decimal, shown
from ..engine.rules import Rules
from ..files.atomic import read_text_capped
from ..files.fcsolution import winning_moves
from ..files.locations import load_tooltypes, solutions_folder
from ..files.names import check_path, typed_file
from ..files.solutions import SolutionName, format_amiga, format_standard, replay_solution, solution_move_count
from ..files.solutionstore import SaveOutcome, save_solution
from ..language import N_, _
from ..language.formats import decimal, number
from ..solver.budget import Budget, Status
from ..solver.engines import Engine
from ..solver.fcsolve import unusable
from ..solver.rival import OWN_HEAD_START, race_solve
from . import EXIT_GAVE_UP, EXIT_NO, EXIT_OK, PROG, one_line
from .arguments import add_deal_arguments, add_rules_arguments, board_for, game_in_words, moves_in_words, required_deal


def seconds(text: str) -> float:
    """``--time-limit``: seconds above 0, written as every number a player writes (engine.numbers)."""
    try:
        value = parse_decimal(text, N_("a time limit"), 10**9)
    except FreeCellError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    if not value > 0:
        raise argparse.ArgumentTypeError(
            _("a time limit is a number of seconds above 0, not {text}").format(text=shown(text))
        )
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    add_rules_arguments(parser)
    parser.add_argument("--out", metavar="DIR", help=_("write the solution file here (default: the solutions folder)"))
    parser.add_argument("--notation", choices=["amiga", "standard"], default="amiga",
                        help=_("amiga: as the original writes them; standard: fc-solve/FreeCell Pro, every move home"))
    parser.add_argument("--time-limit", type=seconds, metavar="S", help=_("give up after S seconds"))
    parser.add_argument("--force", action="store_true",
                        help=_("replace a different solution file already there (without it: exit 2, file kept)"))


def run(args: argparse.Namespace) -> int:
    deal = required_deal(args)
    rules = Rules(args.rules)
    folder = Path(check_path(args.out, "--out")) if args.out is not None else solutions_folder(
        load_tooltypes(args.config))
    start = board_for(deal, rules, args.cells)
    # a bad name stops here, and a name that leads out of the folder, as Save Solution's does
    path = typed_file(folder, str(SolutionName(deal.number, deal.setgame, rules, start.free_cell_count)),
                      N_("solution name"))
    what = game_in_words(deal.title, rules, start.free_cell_count)
    budget = Budget() if args.time_limit is None else Budget(seconds=args.time_limit)
    answer = race_solve(start, budget, Engine(load_tooltypes(args.config).solver), OWN_HEAD_START, winning_moves)
    if (why := unusable()) is not None:
        print(
            _("{prog}: {why}: the built-in solver answered alone").format(prog=PROG, why=one_line(why)), file=sys.stderr
        )
    if answer.status is Status.UNSOLVABLE:
        print(
            _("{what}: unsolvable (every position reachable was tried, {expanded})").format(
                what=what, expanded=number(answer.expanded)
            )
        )
        return EXIT_NO
    if answer.status is Status.GAVE_UP:
        print(
            _("{what}: gave up after {seconds} s and {expanded} positions").format(
                what=what, seconds=decimal(answer.seconds, 1), expanded=number(answer.expanded)
            ),
            file=sys.stderr,
        )
        return EXIT_GAVE_UP
    game = answer.game(start)
    text = format_amiga(game) if args.notation == "amiga" else format_standard(game)
    if not replay_solution(start, text).wins:
        raise RuntimeError("the solution written does not replay to a win: a bug")
    outcome = save_solution(path, text, replace=args.force)
    if outcome is SaveOutcome.EXISTS:
        raise FileFormatError(
            _("holds a different solution{moves}, kept: give --force to replace it").format(moves=_moves_in(path)), path
        )
    kept = _("; the file already holds this solution") if outcome is SaveOutcome.SAME else ""
    print(_("{what}: solved in {moves}{kept}").format(what=what, moves=moves_in_words(len(game.moves)), kept=kept),
          file=sys.stderr)
    print(path)
    return EXIT_OK


def _moves_in(path: Path) -> str:
    """`` (123 moves)`` for the solution file at ``path``; nothing when it does not parse."""
    try:
        return f" ({moves_in_words(solution_move_count(read_text_capped(path)))})"
    except FileFormatError:
        return ""
