"""The rules as the guide states them: legal moves, sequence limits, automatic moves home, win and loss."""

import pytest
from boards import make_board

from freecell_retro.engine import AutoPlay, Board, Game, IllegalMoveError, Move, Rules

FULL = ["KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S"]  # eight non-empty columns


def play(board: Board, text: str) -> Board:
    return board.play(Move.from_str(text))


def top(board: Board, index: int) -> str:
    return str(board.columns[index][-1])


def test_alternate_colours_in_original() -> None:
    board = make_board(["KS 5D", "6C", "6H"])
    assert top(play(board, "12"), 1) == "5D"
    with pytest.raises(IllegalMoveError, match="does not go on"):
        play(make_board(["6H", "KS 5D"]), "21")


def test_same_suit_in_bakers() -> None:
    board = make_board(["KS 5D", "6C", "6D"], rules=Rules.BAKERS)
    with pytest.raises(IllegalMoveError):
        play(board, "12")
    assert top(play(board, "13"), 2) == "5D"


def test_free_cells_hold_one_card_and_take_only_from_columns() -> None:
    board = make_board(["KS", "QD"], cells="5C - - -")
    with pytest.raises(IllegalMoveError, match="not empty"):
        play(board, "1a")
    with pytest.raises(IllegalMoveError, match="column or home"):
        play(board, "ab")
    assert str(play(board, "1b").cells[1]) == "KS"


def test_fewer_free_cells_mean_fewer_places() -> None:
    with pytest.raises(IllegalMoveError, match="no free cell c"):
        play(make_board(["KS", "QD"], cells="- -"), "1c")


def test_home_cells_build_up_by_suit_from_the_ace() -> None:
    board = play(make_board(["AH", "2H", "3S"]), "1k")
    assert str(board.homes[3]) == "AH" and board.homes[:3] == (None, None, None)
    board = play(board, "2h")  # any home letter: the card goes on its suit's pile
    assert str(board.homes[3]) == "2H"
    with pytest.raises(IllegalMoveError, match="cannot go home"):
        play(board, "3h")


def sequence_board(cells: str) -> Board:
    columns = list(FULL)
    columns[1] = "QH 9S 8H 7S 6H 5S"
    columns[2] = "TD"
    return make_board(columns, cells=cells)


def test_sequence_limited_by_free_cells() -> None:
    # five cards 9S..5S onto TD: (1 + free cells) must be at least 5
    with pytest.raises(IllegalMoveError, match="at most 4"):
        play(sequence_board("AC - - -"), "23")
    after = play(sequence_board("- - - -"), "23")
    assert [str(c) for c in after.columns[2]] == ["TD", "9S", "8H", "7S", "6H", "5S"]


def test_empty_columns_double_the_limit_but_not_the_target() -> None:
    columns = ["KS", "QH 9S 8H 7S 6H 5S", "TD", "", "", "8S", "7S", "6S"]
    board = make_board(columns, cells="AC AD 2C -")
    assert board.capacity() == 8 and board.capacity(to_empty_column=True) == 4
    assert len(play(board, "23").columns[2]) == 6
    with pytest.raises(IllegalMoveError, match="at most 4"):
        play(board, "24(5)")
    assert len(play(board, "24(4)").columns[3]) == 4


def test_empty_column_takes_one_card_unless_counted() -> None:
    board = make_board(["KS", "QH 9S 8H", ""], cells="- - - -")
    assert [str(c) for c in play(board, "23").columns[2]] == ["8H"]
    assert str(board.resolve(Move.from_str("23(2)"))[0]) == "23(2)"
    with pytest.raises(IllegalMoveError, match="only 2 ordered"):
        play(board, "23(3)")


def test_automatic_moves_original_rule() -> None:
    # A card goes home when no lower-rank card of the opposite colour is still in play.
    board = make_board(["QS 2H", "QC 2S", "QD 3H"], homes="AH AS AD AC")
    after, moves = board.automatic_moves(AutoPlay.AMIGA)
    # 2H and 2S go (aces of the other colour are home); 3H waits: 2C is not home.
    assert {str(c) for c in after.homes} == {"2H", "2S", "AD", "AC"}
    assert len(moves) == 2


def test_automatic_moves_bakers_corollary() -> None:
    # Baker's: once the ace is home, every card of that suit that can go home does.
    board = make_board(["3H 2H", "QC", "KD 4H"], homes="AH - - -", rules=Rules.BAKERS)
    after, moves = board.automatic_moves()
    assert str(after.homes[0]) == "4H" and len(moves) == 3


def test_microsoft_rule_is_more_eager_for_other_colour() -> None:
    # 3H: MS sends it home when both black piles hold 1+ and the other red (D) pile holds 0+.
    board = make_board(["QS 3H"], homes="2H AS AC -")
    assert board.automatic_moves(AutoPlay.MICROSOFT)[1]
    assert not board.automatic_moves(AutoPlay.AMIGA)[1]


def test_no_automatic_moves_at_the_deal_but_after_the_first_move() -> None:
    ace_first = make_board(["KS AH", "QD"], cells="- - - -")
    game = Game(ace_first)
    assert game.board.homes == (None,) * 4
    turn = game.play(Move.from_str("2a"))
    assert [str(m) for m in turn.automatic] == ["1h"]


def test_win_and_loss() -> None:
    won = Game(make_board(["KH"], homes="QH KS KD KC"))
    won.play(Move.from_str("1h"))
    assert won.is_won and not won.is_lost
    # No free cells, no empty columns, nothing builds: lost.
    stuck = make_board(["2C", "2D", "2H", "2S", "4C", "4D", "4H", "4S"], cells="")
    assert not stuck.has_legal_move() and Game(stuck).is_lost


def test_undo_restores_and_counts() -> None:
    game = Game(Board.game(617))
    game.play(Move.from_str("5a"))
    game.play(Move.from_str("6b"))
    assert game.move_count == 2
    game.undo()
    game.undo()
    assert game.board == game.start and game.move_count == 0
    with pytest.raises(IllegalMoveError):
        game.undo()


def test_restart_counts_attempts() -> None:
    game = Game(Board.game(617))
    game.play(Move.from_str("5a"))
    game.restart()
    assert game.attempts == 2 and game.board == game.start


def test_clock_starts_at_first_move_and_stops_at_the_end() -> None:
    now = [100.0]
    game = Game(Board.game(617), clock=lambda: now[0])
    now[0] = 110
    assert game.elapsed == 0
    game.play(Move.from_str("5a"))
    now[0] = 125
    assert game.elapsed == 15
    last = Game(make_board(["KH"], homes="QH KS KD KC"), clock=lambda: now[0])
    last.play(Move.from_str("1h"))
    now[0] = 500
    assert last.is_won and last.elapsed == 0


@pytest.mark.parametrize("rules,columns,text,said", [
    (Rules.BAKERS, ["KS 5D 4D", "", "", "4C"], "14",
     "14: none of the 2 ordered cards in column 1 goes on the 4 of clubs"),
    (Rules.ORIGINAL, ["6H", "KS 5D"], "21", "21: the 5 of diamonds does not go on the 6 of hearts"),
    (Rules.ORIGINAL, ["KS TD"], "1h", "1h: the 10 of diamonds cannot go home yet"),
    (Rules.ORIGINAL, ["QH JS TD", "KC"], "12(2)", "12(2): 3 cards, not 2, would go on the king of clubs"),
])
def test_a_refused_move_names_its_cards_in_words(rules: Rules, columns: list[str], text: str, said: str) -> None:
    with pytest.raises(IllegalMoveError) as refused:
        play(make_board(columns, rules=rules), text)
    assert str(refused.value) == said
