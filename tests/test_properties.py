"""Invariants over random play (hypothesis): no card is ever lost, undo is exact,
and sequence moves are exactly the ones single-card moves could make."""

from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Area, Board, Game, IllegalMoveError, Move, Rules, column
from freecell_retro.engine.cards import FULL_DECK, Card, Rank, Suit

games = st.builds(
    lambda number, rules, cells, choices: (Board.game(number, rules, cells), choices),
    st.integers(1, 999_999_999), st.sampled_from(list(Rules)), st.integers(0, 4),
    st.lists(st.integers(0, 10_000), max_size=80),
)


def random_play(start: Board, choices: list[int]) -> Game:
    game = Game(start)
    for choice in choices:
        moves = list(game.board.legal_moves())
        if not moves or game.is_won:
            break
        game.play(moves[choice % len(moves)])
    return game


def all_cards(board: Board) -> Counter[Card]:
    cards = Counter(c for col in board.columns for c in col)
    cards.update(c for c in board.cells if c is not None)
    for suit, rank in enumerate(board.home_ranks):
        cards.update(Card(Rank(r), FULL_DECK[suit].suit) for r in range(1, rank + 1))
    return cards


@pytest.mark.slow
@settings(max_examples=200)
@given(games)
def test_always_52_cards(case: tuple[Board, list[int]]) -> None:
    start, choices = case
    game = Game(start)
    for choice in choices:
        moves = list(game.board.legal_moves())
        if not moves:
            break
        game.play(moves[choice % len(moves)])
        assert all_cards(game.board) == Counter(FULL_DECK)


@settings(max_examples=200)
@given(games)
def test_undo_restores_the_exact_earlier_state(case: tuple[Board, list[int]]) -> None:
    start, choices = case
    game = random_play(start, choices)
    boards = [start] + [turn.board for turn in game.history]
    while game.history:
        game.undo()
        assert game.board == boards[len(game.history)]
    assert game.board == start


@cache
def single_card_transfer(count: int, free: int, empty: int, target_empty: bool) -> bool:
    """Can ``count`` ordered cards go from one column to another one card at a time,
    using only ``free`` free cells and ``empty`` empty columns as waypoints?

    Cards are numbered 0 (the deepest of the sequence) to count-1; card j may
    rest on card j-1 anywhere, alone in a free cell or an empty column, and card
    0 may go on the target. State: where each card is.
    """
    source, target = "S", "T"
    start = (source,) * count
    goal = (target,) * count
    seen, frontier = {start}, [start]
    places = [f"c{i}" for i in range(free)] + [f"e{i}" for i in range(empty)] + [source, target]
    while frontier:
        following = []
        for state in frontier:
            if state == goal:
                return True
            for card in range(count):
                here = state[card]
                if card + 1 < count and state[card + 1] == here:
                    continue  # covered by the next card
                for there in places:
                    if there == here or there == source:
                        continue
                    occupants = [j for j in range(count) if state[j] == there]
                    if there.startswith("c") and occupants:
                        continue
                    if occupants and max(occupants) != card - 1:
                        continue
                    if not occupants and there == target and card != 0 and not target_empty:
                        continue
                    if not occupants and there == target and target_empty and card != 0:
                        continue
                    new = state[:card] + (there,) + state[card + 1:]
                    if new not in seen:
                        seen.add(new)
                        following.append(new)
        frontier = following
    return False


def run_of(length: int, rules: Rules, top: int = 13) -> list[Card]:
    """An ordered sequence from rank ``top`` down: alternating colours, or one suit for Baker's."""
    suits = [Suit.SPADES, Suit.HEARTS] if rules is Rules.ORIGINAL else [Suit.SPADES]
    return [Card(Rank(top - i), suits[i % len(suits)]) for i in range(length)]


sequence_positions = st.builds(
    lambda rules, cells, filled, empty, run, target_empty: (rules, cells, min(filled, cells), empty, run, target_empty),
    st.sampled_from([Rules.ORIGINAL, Rules.BAKERS]), st.integers(0, 4), st.integers(0, 4), st.integers(0, 3),
    st.integers(2, 9),
    st.booleans(),
)


@pytest.mark.slow
@settings(max_examples=60)
@given(sequence_positions)
def test_sequence_moves_are_exactly_the_single_card_transfers(case: tuple[Rules, int, int, int, int, bool]) -> None:
    rules, cells, filled, empty, length, target_empty = case
    run = run_of(length + 1, rules)  # the target card, then the sequence below it
    source = (Card(Rank.TWO, Suit.CLUBS),) + tuple(run[1:])
    target = () if target_empty else (run[0],)
    filler = [(Card(Rank(3 + i), Suit.DIAMONDS),) for i in range(8)]
    columns = [source, target] + filler[: 6 - empty] + [()] * empty
    free = tuple(Card(Rank.ACE, Suit.DIAMONDS) if i < filled else None for i in range(cells))
    board = Board(tuple(columns), free, (None,) * 4, rules)
    free_columns = empty
    for count in range(1, length + 1) if target_empty else [length]:
        move = Move(column(0), column(1), count if target_empty else None)
        try:
            board.resolve(move)
            allowed = True
        except IllegalMoveError:
            allowed = False
        expected = single_card_transfer(count, cells - filled, free_columns, target_empty)
        assert allowed == expected, (str(move), count, cells - filled, free_columns)


def test_transfer_oracle_agrees_with_the_formula_on_small_cases() -> None:
    for free in range(3):
        for empty in range(3):
            for target_empty in (False, True):
                limit = (1 + free) * 2 ** empty
                for n in range(1, 7):
                    assert single_card_transfer(n, free, empty, target_empty) == (n <= limit), (n, free, empty)


def test_legal_moves_all_play() -> None:
    board = Board.game(617)
    for move in board.legal_moves():
        assert move.source.area is not Area.HOME
        board.play(move)
