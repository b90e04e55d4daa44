"""``freecell-retro review``: where did the game go wrong? One line a move with the verdict of the
position after it — ``winnable (n to go)``, ``lost`` or ``unknown`` — the first lost one marked
``<- lost here``, and last ``par P`` (the shortest solution found from the deal) or
``unwinnable from the deal``. Each verdict is earned: a solution found or a proof, within
``--budget`` positions a search; never a guess.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from ..language import _
from ..language.formats import number
from ..solver.verdicts import REVIEW_BUDGET, Kind, Verdicts, work_out
from .arguments import add_rules_arguments, budget_positions
from .played import add_played_arguments, played_from


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_played_arguments(parser)
    add_rules_arguments(parser, default=False)
    parser.add_argument("--budget", metavar="POSITIONS", default=None,
                        type=budget_positions,
                        help=_("positions each search may expand (default {budget})").format(
                            budget=number(REVIEW_BUDGET.nodes or 0)))


def lines(verdicts: Verdicts, moves: list[str]) -> list[str]:
    """The review as printed: a line a move, then par."""
    losing = verdicts.losing_move
    shown = []
    for k, move in enumerate(moves, 1):
        verdict = verdicts.verdicts[k]
        word = {Kind.WINNABLE: f"winnable ({verdict.to_go} to go)", Kind.LOST: "lost",
                Kind.UNKNOWN: "unknown"}[verdict.kind]
        shown.append(f"{k} {move} {word}" + ("  <- lost here" if k == losing else ""))
    if verdicts.unwinnable_deal:
        shown.append("unwinnable from the deal")
    else:
        shown.append(f"par {verdicts.par}" if verdicts.par is not None else "par unknown")
    return shown


def run(args: argparse.Namespace) -> int:
    played = played_from(args)
    game = played.game
    budget = REVIEW_BUDGET if args.budget is None else replace(REVIEW_BUDGET, nodes=args.budget)
    verdicts = work_out([game.start, *(turn.board for turn in game.history)], budget)
    cells = game.start.free_cell_count
    for line in lines(verdicts, [move.text(cells) for move in game.moves]):
        print(line)
    return 0
