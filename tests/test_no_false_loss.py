"""A game is over exactly when no move is left: the same answer as the list of
legal moves, and as trying every move the notation can write, in all six games."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, Game, IllegalMoveError, Move, Rules
from freecell_retro.engine.moves import Area, cell, column, home


def any_move_resolves(board: Board) -> bool:
    """Every move the notation can write, tried one by one: the slow, plain answer
    (a whole column to an empty column changes nothing and does not count)."""
    sources = [cell(i) for i in range(len(board.cells))] + [column(i) for i in range(len(board.columns))]
    targets = sources + [home(i) for i in range(4)]
    for source in sources:
        for target in targets:
            for count in (None, *range(2, 14)):
                try:
                    move, cards = board.resolve(Move(source, target, count))
                except IllegalMoveError:
                    continue
                if (source.area is Area.COLUMN and move.target.area is Area.COLUMN
                        and not board.columns[move.target.index]
                        and cards == len(board.columns[source.index])):
                    continue
                return True
    return False


def test_relaxed_855181786_with_two_cells_is_not_lost_while_a_sequence_can_move() -> None:
    game = Game(Board.game(855181786, Rules.RELAXED, 2))
    for text in "2a 45 68 2b 48".split():
        game.play(Move.from_str(text))
    assert not game.is_lost and not game.is_over
    assert Move.from_str("85") in list(game.board.legal_moves())
    game.play(Move.from_str("85"))  # 4C 3H 2C onto 5H


@pytest.mark.slow
@settings(max_examples=100)
@given(rules=st.sampled_from(list(Rules)), number=st.integers(1, 1_000_000), cells=st.integers(0, 4),
       data=st.data())
def test_random_play_is_over_exactly_when_no_move_is_left(rules: Rules, number: int, cells: int,
                                                          data: st.DataObject) -> None:
    game = Game(Board.game(number, rules, cells))
    for _ in range(200):
        board = game.board
        moves = list(board.legal_moves())
        assert game.is_over == (not moves)
        if not moves:
            assert not any_move_resolves(board), f"game {number} ({rules.value}, {cells} cells) lost with a move left"
            break
        # Free cells first more often than not: that is how a random player gets stuck.
        to_cells = [move for move in moves if move.target.area is Area.CELL]
        prefer_cells: bool = data.draw(st.booleans())
        pick = data.draw(st.sampled_from(to_cells if to_cells and prefer_cells else moves))
        game.play(pick)
