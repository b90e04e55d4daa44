"""The engine answers "may this move be made, and if not why" as a query: the reason is a value
(:class:`Illegal`), the words are the player's, and neither is read back out of a message."""

import pytest
from boards import make_board
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, Game, Illegal, IllegalMoveError, Move, Rules, cell, column, home
from freecell_retro.engine.moves import Place


@pytest.mark.parametrize(("columns", "cells", "text", "reason", "words"), [
    (["KS", "QD"], "5C - - -", "1a", Illegal.CELL_TAKEN, "free cell a is not empty"),
    (["KS", "QD"], "5C - - -", "ab", Illegal.CELL_TO_CELL, "a card in a free cell can only go to a column or home"),
    (["6H", "KS 5D"], "- - - -", "21", Illegal.DOES_NOT_BUILD, "the 5 of diamonds does not go on the 6 of hearts"),
    (["KS"], "- - - -", "3h", Illegal.EMPTY, "column 3 is empty"),
    (["KS"], "- - - -", "1h", Illegal.NOT_HOME_YET, "the king of spades cannot go home yet"),
    (["KS", "QD"], "- -", "1c", Illegal.NO_SUCH_PLACE, "there is no free cell c with 2 free cells"),
])
def test_the_reason_is_a_value_and_the_words_are_the_players(columns: list[str], cells: str, text: str,
                                                            reason: Illegal, words: str) -> None:
    board = make_board(columns, cells=cells)
    move = Move.from_str(text)
    refusal = board.why_illegal(move)
    assert refusal is not None and refusal.reason is reason and refusal.why == words
    assert not board.is_legal(move)
    with pytest.raises(IllegalMoveError) as raised:
        board.play(move)
    assert raised.value.reason is reason and raised.value.why == words and str(raised.value) == f"{text}: {words}"


def test_a_game_says_why_it_cannot_undo_redo_or_play_on() -> None:
    game = Game(Board.game(617))
    for step, reason in ((game.undo, Illegal.NOTHING_TO_UNDO), (game.redo, Illegal.NOTHING_TO_REDO)):
        with pytest.raises(IllegalMoveError) as raised:
            step()
        assert raised.value.reason is reason and str(raised.value) == raised.value.why


def places(board: Board) -> list[Place]:
    return [*(cell(i) for i in range(len(board.cells))), *(column(i) for i in range(len(board.columns))),
            *(home(i) for i in range(4))]


@settings(max_examples=40)
@given(st.integers(1, 999_999_999), st.sampled_from(list(Rules)), st.integers(0, 4),
       st.lists(st.integers(0, 10_000), max_size=40))
def test_is_legal_agrees_with_legal_moves_and_play(number: int, rules: Rules, cells: int, choices: list[int]) -> None:
    game = Game(Board.game(number, rules, cells))
    for choice in choices:
        board = game.board
        legal = list(board.legal_moves())
        assert all(board.is_legal(move) for move in legal)
        for source in places(board):
            for target in places(board):
                move = Move(source, target)
                refusal = board.why_illegal(move)
                try:
                    board.play(move)
                except IllegalMoveError as error:
                    assert refusal is not None and (refusal.reason, refusal.why) == (error.reason, error.why)
                else:
                    assert refusal is None and board.is_legal(move)
        if not legal or game.is_won:
            break
        game.play(legal[choice % len(legal)])
