"""The solver's help in a session: hint, solve from here, winnability, solvable deals only."""

import random
import time

import pytest
from boards import counted, make_board
from test_solver import HOPELESS

from freecell_retro.engine import AutoPlay, Board, FreeCellError, Game, Rules
from freecell_retro.session.assist.solving import HINT_BUDGET, hint, solvable_game_number, solve_from_here
from freecell_retro.solver import Budget, Status, solve


def wait_for(predicate, seconds: float = 120.0) -> None:
    """Wait for the worker thread (generously: this is no timing test)."""
    give_up = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < give_up, "the worker never answered"
        time.sleep(0.01)


def mid_game() -> Board:
    """Deal 5 after a few solution moves and a move of the player's own."""
    game = Game(Board.game(5))
    for move in solve(game.board, counted()).moves[:12]:
        game.play(move)
    own = next(m for m in game.board.legal_moves() if m.target.area.value == "cell")
    game.play(own)
    return game.board


def test_hint_from_a_mid_game_position_leads_to_a_win_when_followed():
    board = mid_game()
    for _ in range(200):
        if board.is_won:
            break
        move = hint(board, counted(HINT_BUDGET))
        assert move is not None
        board = board.play(move).automatic_moves(AutoPlay.AMIGA)[0]
    assert board.is_won


def test_no_hint_when_won_or_hopeless():
    assert hint(HOPELESS, counted(HINT_BUDGET)) is None
    assert hint(make_board([], homes="KC KD KH KS"), counted(HINT_BUDGET)) is None


def test_solve_from_here_hands_over_engine_moves():
    board = mid_game()
    answer = solve_from_here(board, counted(HINT_BUDGET))
    assert answer.status is Status.SOLVED
    assert answer.game(board).is_won


def test_solvable_deals_only():
    rng = random.Random(4)
    for rules, cells in ((Rules.ORIGINAL, 4), (Rules.BAKERS, 3)):
        number = solvable_game_number(rng, 1, 32_000, rules, cells, counted(Budget(nodes=20_000)))
        assert 1 <= number <= 32_000
        assert solve(Board.game(number, rules, cells), counted(Budget(nodes=20_000))).solved


def test_solvable_deals_only_gives_up_with_an_error():
    with pytest.raises(FreeCellError, match="no solvable deal"):
        solvable_game_number(random.Random(1), 1, 8, Rules.BAKERS, 0, counted(Budget(nodes=1_000)), tries=5)
