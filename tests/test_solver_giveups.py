"""The deals the solver once gave up on with its default budget while fc-solve solved them, and the
searches that find solutions never waiting behind the proof. Budgets in positions alone
(:func:`boards.counted`), so each answer holds however busy the machine is."""

from __future__ import annotations

import pytest
from boards import counted

from freecell_retro.engine import Board, Rules
from freecell_retro.solver import Budget, Status, solve
from freecell_retro.solver.schedule import EASY_HELPED, FIRST_ALONE

GIVE_UPS = [
    (Rules.ORIGINAL, 2, 160),
    (Rules.ORIGINAL, 1, 33),
    (Rules.FORECELL, 4, 39),
    (Rules.FORECELL, 4, 106),
    (Rules.ORIGINAL, 3, 92),
    (Rules.ORIGINAL, 2, 40),
    (Rules.ORIGINAL, 2, 70),
    (Rules.SEAHAVEN, 4, 90),
    (Rules.SEAHAVEN, 4, 99),
    (Rules.SEAHAVEN, 4, 124),
]
"""Deals fc-solve solves that the default budget's 1.5 seconds did not: every one a search that finds
solutions wins after a proof could not, a few hundred thousand positions in."""


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "cells", "number"), GIVE_UPS,
                         ids=[f"{rules.value}-{cells}cells-{number}" for rules, cells, number in GIVE_UPS])
def test_a_deal_fc_solve_solves_is_solved_within_the_default_positions(rules: Rules, cells: int,
                                                                       number: int) -> None:
    board = Board.game(number, rules, cells)
    answer = solve(board, counted())
    assert answer.status is Status.SOLVED
    assert answer.game(board).is_won


def test_a_deal_the_first_flare_wins_is_answered_before_any_proof() -> None:
    """Deal 76 is not won in the easy flare's first positions, but the first flare wins it soon after:
    the answer comes within the positions those two search alone, not after tens of thousands of the
    proof's (as when the proof went first)."""
    board = Board.game(76)
    answer = solve(board, counted())
    assert answer.status is Status.SOLVED and answer.game(board).is_won
    assert answer.expanded <= EASY_HELPED + FIRST_ALONE


@pytest.mark.slow
def test_a_budget_in_positions_answers_the_same_every_time() -> None:
    """With no seconds and no helper, the searches share the work by positions, not by the clock: the
    same deal is answered with the same moves after the same positions."""
    board = Board.game(40, free_cells=2)
    budget = Budget(nodes=200_000, seconds=None, helper=False)
    first, again = solve(board, budget), solve(board, budget)
    assert first.status is Status.SOLVED
    assert (first.moves, first.expanded) == (again.moves, again.expanded)


@pytest.mark.slow
def test_once_the_proof_leads_the_searches_beside_it_give_their_memory_to_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deal no one can win, with memory for the proof and little more: once the searches beside the
    proof have stalled, each that holds more than its share of positions stops and forgets them, and the
    proof finishes within the budget; kept, they would have spent it first."""
    from freecell_retro.solver import schedule

    monkeypatch.setattr(schedule, "STALL", 2_000)
    board, budget = Board.game(11982), Budget(positions=70_000, seconds=None, helper=False)  # the proof: 45,000
    monkeypatch.setattr(schedule, "STALLED_POSITIONS", 3_000)
    assert solve(board, budget).status is Status.UNSOLVABLE
    monkeypatch.setattr(schedule, "STALLED_POSITIONS", 10**9)
    assert solve(board, budget).status is Status.GAVE_UP
