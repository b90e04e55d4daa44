"""The solver: its moves are the engine's, its solutions win, its proofs are exhaustive."""

import random
from dataclasses import replace

import pytest
from boards import counted, make_board
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from freecell_retro.engine import AutoPlay, Board, Game, Rules
from freecell_retro.files.solutions import format_amiga, format_standard, replay_solution
from freecell_retro.solver import Budget, Status, solve
from freecell_retro.solver.digging import dig_steps, digs
from freecell_retro.solver.position import CELL, Generator, Position, card_of, char_of, packed, position_of, unpacked

# deals each solved in a few hundredths of a second with these rules and free cells
SAMPLES = [(1, Rules.ORIGINAL, 4), (310760976, Rules.ORIGINAL, 4), (3, Rules.ORIGINAL, 3), (7, Rules.ORIGINAL, 2),
           (5, Rules.BAKERS, 4), (12, Rules.BAKERS, 3)]


@pytest.mark.parametrize(("number", "rules", "cells"), SAMPLES)
def test_solutions_replay_to_a_win(number: int, rules: Rules, cells: int) -> None:
    start = Board.game(number, rules, cells)
    answer = solve(start, counted())
    assert answer.status is Status.SOLVED
    game = answer.game(start)
    assert game.is_won
    for text in (format_amiga(game), format_standard(game)):
        assert replay_solution(start, text).wins


@pytest.mark.slow
def test_deal_11982_is_proven_unsolvable() -> None:
    answer = solve(Board.game(11982), counted())
    assert answer.status is Status.UNSOLVABLE
    assert answer.moves == ()


HOPELESS = make_board(["8D 8S", "JH JS TD 7S 7D 9S", "TC QC JC JD 8C", "KC TH", "9C QD 6C 8H QH QS", "6S KD",
                       "TS 9D KS", "9H 7C KH"], cells="", homes="5C 6D 7H 5S")


def test_a_hopeless_small_position_is_proven_unsolvable_quickly() -> None:
    answer = solve(HOPELESS, counted(Budget(nodes=2_000)))
    assert answer.status is Status.UNSOLVABLE
    assert answer.expanded < 2_000


def test_no_move_at_all_is_unsolvable_at_once() -> None:
    stuck = make_board(["TC KD", "TD KC", "TH KS", "TS KH", "QC JD", "QD JC", "QH JS", "QS JH"], cells="",
                       homes="9C 9D 9H 9S")
    assert solve(stuck, counted()).status is Status.UNSOLVABLE


def test_a_won_board_is_solved_with_no_moves() -> None:
    won = make_board([], homes="KC KD KH KS")
    answer = solve(won, counted())
    assert answer.status is Status.SOLVED and answer.moves == ()


def test_solving_from_the_middle_of_a_game() -> None:
    """Cards in free cells, homes partly built: not only deals."""
    start = Board.game(1)
    game = Game(start)
    for move in solve(start, counted()).moves[:25]:
        game.play(move)
    answer = solve(game.board, counted())
    assert answer.solved and answer.game(game.board).is_won


def test_the_budget_gives_up() -> None:
    answer = solve(Board.game(11982), counted(Budget(nodes=300)))
    assert answer.status is Status.GAVE_UP
    assert answer.expanded >= 300
    assert solve(Board.game(1), Budget(cancelled=lambda: True)).status is Status.GAVE_UP


def test_a_long_solution_is_shortened_unless_the_budget_says_not() -> None:
    """Deal 10's first solution is over 60 moves: shortcuts make it shorter; a hint (one move shown) skips them."""
    start = Board.game(10)
    budget = Budget(seconds=None, helper=False)
    plain, short = solve(start, replace(budget, shorten=False)), solve(start, budget)
    assert plain.game(start).is_won and short.game(start).is_won
    assert len(short.moves) < len(plain.moves)


def test_sequence_moves_keep_solutions_short() -> None:
    answer = solve(Board.game(1), counted())
    assert any(move.count for move in answer.moves) or len(answer.moves) < 100


def test_cards_and_characters_round_trip() -> None:
    for card in Board.game(1).columns[0]:
        assert card_of(char_of(card)) == card


@settings(max_examples=40)
@given(st.integers(1, 10**6), st.sampled_from(list(Rules)), st.integers(0, 4), st.integers(0, 2**32))
def test_a_packed_position_unpacks_to_itself(number: int, rules: Rules, cells: int, seed: int) -> None:
    """The proof remembers positions packed without their home cells: what the columns and free cells
    hold tells the homes, anywhere in a game, and two different positions never pack alike."""
    rng = random.Random(seed)
    board = Board.game(number, rules, cells)
    generator = Generator(rules, board.free_cell_count)
    seen: dict[str, Position] = {}
    for _ in range(60):
        position = generator.key(position_of(board))
        assert unpacked(packed(position)) == position
        assert seen.setdefault(packed(position), position) == position
        moves = list(board.legal_moves())
        if not moves:
            break
        board = board.play(rng.choice(moves)).automatic_moves(AutoPlay.AMIGA)[0]


def _positions_after(board: Board, generator: Generator) -> set[Position]:
    return {generator.key(child) for _, child in generator.moves(position_of(board))}


def _engine_positions_after(board: Board, generator: Generator) -> set[Position]:
    return {generator.key(position_of(board.play(move).automatic_moves(AutoPlay.AMIGA)[0]))
            for move in board.legal_moves()}


def _shuffles(position: Position, move: tuple[int, int, int, str], generator: Generator) -> bool:
    """Does ``move`` take a sequence off a card it builds on onto another card?"""
    columns, (source, target, count, card) = position[0], move
    return (source < CELL and target < CELL and bool(columns[target]) and count < len(columns[source])
            and card in generator.children[columns[source][-count - 1]])


@pytest.mark.slow
@settings(max_examples=100)
@given(st.integers(1, 10**6), st.sampled_from(list(Rules)), st.integers(0, 4), st.integers(0, 2**32))
def test_the_solver_moves_are_the_engine_moves(number: int, rules: Rules, cells: int, seed: int) -> None:
    """From every position of a random game, the solver reaches exactly the
    positions the engine's legal moves (and automatic moves) reach."""
    rng = random.Random(seed)
    board = Board.game(number, rules, cells)
    generator = Generator(rules, board.free_cell_count)
    for _ in range(40):
        after = _positions_after(board, generator)
        assert after == _engine_positions_after(board, generator)
        # one card at a time (the proof's moves): the positions one move away are those of single cards
        settled = board.automatic_moves(AutoPlay.AMIGA)[0]  # as every position after the start is
        singles = set(generator.atomic(generator.key(position_of(settled))))
        sequences = rules.variant.unlimited  # Relaxed FreeCell: single cards do not reach every position
        assert singles == {generator.key(child) for move, child in generator.moves(position_of(settled), sequences)}
        assert singles <= _positions_after(settled, generator)
        # without shuffles: the same moves less a sequence moved off a card it builds on onto another card
        position = position_of(board)
        assert list(generator.moves(position, shuffles=False)) == [
            (move, child) for move, child in generator.moves(position) if not _shuffles(position, move, generator)]
        moves = list(board.legal_moves())
        if not moves:
            break
        board = board.play(rng.choice(moves)).automatic_moves(AutoPlay.AMIGA)[0]


@pytest.mark.slow
@settings(max_examples=60)
@given(st.integers(1, 10**6), st.sampled_from(list(Rules)), st.integers(0, 3), st.integers(0, 2**32))
def test_every_dig_is_a_chain_of_legal_moves(number: int, rules: Rules, cells: int, seed: int) -> None:
    """A dig (parking the cards above a buried card, then placing it, or
    bringing a card onto it) is only a shortcut through positions single moves
    reach: each of its positions is one move from the one before, and its card
    ends home or on a card, or has the card brought on it."""
    rng = random.Random(seed)
    board = Board.game(number, rules, cells).automatic_moves(AutoPlay.AMIGA)[0]
    generator = Generator(rules, board.free_cell_count)
    for _ in range(30):
        position = generator.key(position_of(board))
        for parked, dig, after_dig in digs(generator, position, uncover=True):
            steps = dig_steps(generator, position, dig)
            assert steps[-1] == after_dig and len(steps) == dig.moves
            assert parked >= 1 and 1 <= len(steps) <= parked + 1
            before = position
            for after in steps:
                assert after in {generator.key(child) for _, child in generator.moves(before)}
                before = after
            assert sum(after_dig[2]) > sum(position[2]) or dig.goal is not None
            if dig.uncover:
                assert dig.goal is not None  # an uncover dig brings a card
                dug = position[0][dig.source][dig.at]
                assert dug + dig.goal in "|".join(after_dig[0]) or sum(after_dig[2]) > sum(position[2])
        moves = list(board.legal_moves())
        if not moves:
            break
        board = board.play(rng.choice(moves)).automatic_moves(AutoPlay.AMIGA)[0]


@pytest.mark.slow
@settings(max_examples=60)
@given(st.integers(1, 10**6), st.integers(1, 3), st.integers(0, 2**32))
@example(714, 2, 0)  # an ace going home on the way uncovers the card brought: a goal nobody could bring before
def test_the_digs_not_tried_for_want_of_free_cells_cannot_be_made(number: int, cells: int, seed: int) -> None:
    """Digs skips, unplayed, the digs whose parking needs more free cells
    than there are; every dig that can be made (the automatic moves home
    making room on the way included) is still among its digs."""
    from freecell_retro.solver.digging import MOST_PARKED, _dig

    rng = random.Random(seed)
    board = Board.game(number, Rules.ORIGINAL, cells).automatic_moves(AutoPlay.AMIGA)[0]
    generator = Generator(Rules.ORIGINAL, cells)
    checked = 0
    for _ in range(30):
        position = generator.key(position_of(board))
        columns, held, homes = position
        made = {(dig.source, dig.at, dig.goal, dig.uncover) for _, dig, _ in digs(generator, position, uncover=True)}
        deepest = min(cells - len(held) + columns.count("") + 2, MOST_PARKED)
        tops = [col[-1] for col in columns if col]
        for source, col in enumerate(columns):
            for at in range(max(0, len(col) - 1 - deepest), len(col) - 1):
                tries: list[tuple[str | None, bool]] = [(goal, False) for goal in generator.parents[col[at]]
                                                        if goal in tops]
                tries += [(None, False)] if col[at] in generator.wanted[homes] else []
                tries += [(goal, True) for goal in generator.children[col[at]] if goal not in col]
                for goal, uncover in tries:
                    if _dig(generator, position, source, at, goal, uncover, spell=False) is not None:
                        assert (source, at, goal, uncover) in made
                        checked += 1
        moves = list(board.legal_moves())
        if not moves:
            break
        board = board.play(rng.choice(moves)).automatic_moves(AutoPlay.AMIGA)[0]
    assume(checked > 0)  # a walk with no dig to make proves nothing (none in 150 random walks: two at least)


@pytest.mark.slow
def test_a_search_over_too_few_moves_makes_way_for_a_wider_one() -> None:
    """3-cell deal 699 can be won, but a soft thread without plain moves to a
    free cell or an empty column runs out of positions on it within a few
    thousand: its wider self (with the digs that bring a card onto a buried
    one) takes over from the start and wins."""
    from freecell_retro.solver.schedule import NO_CELL_OR_EMPTY
    from freecell_retro.solver.search import EXHAUSTED, SoftDepthFirst

    board = Board.game(699, Rules.ORIGINAL, 3)
    generator = Generator(board.rules, 3)
    narrow = SoftDepthFirst(generator, position_of(board), 3, False, NO_CELL_OR_EMPTY)
    assert narrow.advance(50_000) == EXHAUSTED
    wider = narrow.wider()
    assert isinstance(wider, SoftDepthFirst) and wider.uncover and wider.wider() is not None
    assert isinstance(wider.advance(50_000), list)
    answer = solve(board, counted())
    assert answer.solved and answer.game(board).is_won
