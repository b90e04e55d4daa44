"""The solver's help in a session: winnability and solvable deals only (Hint and Solve from here:
test_helper.py)."""

import random
import time
from collections.abc import Callable

import pytest
from boards import counted

from freecell_retro.engine import Board, FreeCellError, Rules
from freecell_retro.session.assist.solving import solvable_game_number
from freecell_retro.solver import Budget, solve


def wait_for(predicate: Callable[[], object], seconds: float = 120.0) -> None:
    """Wait for the worker thread (generously: this is no timing test)."""
    give_up = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < give_up, "the worker never answered"
        time.sleep(0.01)


def test_solvable_deals_only() -> None:
    rng = random.Random(4)
    for rules, cells in ((Rules.ORIGINAL, 4), (Rules.BAKERS, 3)):
        number = solvable_game_number(rng, 1, 32_000, rules, cells, counted(Budget(nodes=20_000)))
        assert 1 <= number <= 32_000
        assert solve(Board.game(number, rules, cells), counted(Budget(nodes=20_000))).solved


def test_solvable_deals_only_gives_up_with_an_error() -> None:
    with pytest.raises(FreeCellError, match="no solvable deal"):
        solvable_game_number(random.Random(1), 1, 8, Rules.BAKERS, 0, counted(Budget(nodes=1_000)), tries=5)
