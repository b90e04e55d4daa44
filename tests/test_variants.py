"""Eight Off, ForeCell, Relaxed FreeCell and Seahaven Towers: dealt as PySolFC
deals them, played by their own rules, written and read in the notation."""

from collections.abc import Iterator

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Board, Game, IllegalMoveError, Move, Rules, column
from freecell_retro.engine.cards import Card
from freecell_retro.engine.game import Turn
from freecell_retro.files.solutions import Notation, SolutionName, format_amiga, format_standard, parse_moves
from freecell_retro.files.solutions import _play as play_steps

NEW_GAMES = [Rules.EIGHT_OFF, Rules.FORECELL, Rules.RELAXED, Rules.SEAHAVEN]
PYSOL_NAMES = {Rules.EIGHT_OFF: "eight_off", Rules.FORECELL: "forecell", Rules.RELAXED: "relaxed_freecell",
               Rules.SEAHAVEN: "seahaven_towers"}
NUMBERS = [*range(1, 41), 617, 11982, 31999, 32000, 32001, 1_000_000, 999_999_999]


def pysol_layout(rules: Rules, number: int, cells: int) -> str:
    """pysol-cards' board for the game, as PySolFC deals it: numbers above 32000 as its
    Microsoft-compatible deals ("ms<number>"); its free cells line padded to every cell."""
    deal_game = pytest.importorskip("pysol_cards.deal_game", reason="pysol_cards is not installed")
    from pysol_cards.cards import CardRenderer
    from pysol_cards.random_base import RandomBase

    text = deal_game.Game(PYSOL_NAMES[rules], number, RandomBase.DEALS_MS).calc_layout_string(CardRenderer(True))
    lines = text.splitlines()
    if lines[0].startswith("Freecells:"):
        shown = lines[0].split()[1:]
        lines[0] = " ".join(["Freecells:", *shown, *["-"] * (cells - len(shown))])
    return "\n".join(lines) + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("rules", NEW_GAMES, ids=lambda r: r.value)
def test_the_deal_is_pysolfcs_for_the_same_number(rules: Rules, capsys: pytest.CaptureFixture[str]) -> None:
    cells = rules.cells_for(None)
    for number in NUMBERS:
        assert main(["deal", str(number), "--rules", rules.value, "--format", "fcs"]) == 0
        assert capsys.readouterr().out == pysol_layout(rules, number, cells), number


def test_the_games_are_laid_out_as_their_rules_say() -> None:
    eight, fore, seahaven = (Board.game(617, rules) for rules in (Rules.EIGHT_OFF, Rules.FORECELL, Rules.SEAHAVEN))
    assert [len(col) for col in eight.columns] == [6] * 8 and [c is not None for c in eight.cells] == [
        True, False] * 4
    assert [len(col) for col in fore.columns] == [6] * 8 and None not in fore.cells
    assert [len(col) for col in seahaven.columns] == [5] * 10 and [c is not None for c in seahaven.cells] == [
        False, True, True, False]
    assert Board.game(617, Rules.RELAXED, 3).columns == Board.game(617).columns
    assert Board.game(617, Rules.EIGHT_OFF, 2).free_cell_count == 8  # the game fixes its cells


def kings_only_board(rules: Rules) -> Board:
    """Column 1: 9C 8C KH and the queen on it; column 2: 7S; column 3 empty, the others one card each."""
    cards = [Card.from_str(c) for c in ("9C", "8C", "KH", "QH" if rules.variant.by_suit else "QS")]
    columns = [tuple(cards), (Card.from_str("7S"),), ()] + [(Card.from_str(c),) for c in
                                                            ("2C", "3C", "4C", "5C", "6C", "7C", "TC", "JC")]
    columns = columns[:rules.variant.columns]
    return Board(tuple(columns), (None,) * rules.cells_for(None), (None,) * 4, rules)


@pytest.mark.parametrize("rules", [Rules.EIGHT_OFF, Rules.FORECELL, Rules.SEAHAVEN], ids=lambda r: r.value)
def test_only_a_king_starts_an_empty_column(rules: Rules) -> None:
    board = kings_only_board(rules)
    with pytest.raises(IllegalMoveError, match="only a king"):
        board.resolve(Move.from_str("23"))
    move, cards = board.resolve(Move.from_str("13"))  # the king's sequence, however many cards it is
    assert (str(move), cards) == ("13(2)", 2)
    with pytest.raises(IllegalMoveError):
        board.resolve(Move.from_str("13(1)"))
    assert board.counts_to_empty(0) == [2]
    assert all(move.target.index != 2 or move.source.index == 0 for move in board.legal_moves())


@pytest.mark.parametrize("text", ["91", "19", "10a", "a10", "9h"])
def test_a_ninth_or_tenth_column_of_a_game_of_eight_is_refused_in_words(text: str) -> None:
    """Seahaven's notation names columns 9 and 0; on FreeCell's eight columns they are no column."""
    with pytest.raises(IllegalMoveError, match="there is no column"):
        Board.game(617).resolve(Move.from_str(text))


def test_relaxed_freecell_moves_any_sequence_at_once() -> None:
    run = tuple(Card.from_str(c) for c in ("KS", "QH", "JS", "TH", "9S", "8H", "7S"))
    columns = (run, (Card.from_str("KC"),), *[(Card.from_str(c),) for c in ("3C", "4C", "5C", "6C", "7C", "8C")])
    relaxed = Board(columns, (), (None,) * 4, Rules.RELAXED)
    assert relaxed.resolve(Move.from_str("12"))[1] == 6  # six cards with no free cell and no empty column
    with pytest.raises(IllegalMoveError, match="more free cells"):
        Board(columns, (), (None,) * 4, Rules.ORIGINAL).resolve(Move.from_str("12"))


def played(game: Game, choices: list[int]) -> Iterator[tuple[Board, Turn]]:
    """Play ``game`` on: each choice picks one of the legal moves, until none is left or it is won;
    the board before each move and the turn it made."""
    for choice in choices:
        moves = list(game.board.legal_moves())
        if not moves or game.is_won:
            return
        before = game.board
        yield before, game.play(moves[choice % len(moves)])


def emptied(board: Board, index: int) -> Board:
    """``board`` with column ``index`` laid on the next one: an empty column from the deal on, which
    random play alone reaches in few games."""
    columns = list(board.columns)
    receiver = (index + 1) % len(columns)
    columns[receiver], columns[index] = columns[receiver] + columns[index], ()
    return Board(tuple(columns), board.cells, board.homes, board.rules)


@settings(max_examples=40)
@given(st.sampled_from([Rules.EIGHT_OFF, Rules.FORECELL, Rules.SEAHAVEN]), st.integers(1, 999_999_999),
       st.integers(0, 9), st.lists(st.integers(0, 10_000), max_size=120))
def test_no_card_but_a_king_ever_starts_a_column(rules: Rules, number: int, empty: int, choices: list[int]) -> None:
    """From a deal with an empty column: every card on top but a king is refused there, and in the play
    that follows, every card that starts a column is a king."""
    board = Board.game(number, rules)
    empty %= len(board.columns)
    board = emptied(board, empty)
    refused = 0
    for source, cards in enumerate(board.columns):
        if cards and cards[-1].rank != 13:
            with pytest.raises(IllegalMoveError, match="king"):  # only a king, or the sequence a king heads
                board.resolve(Move(column(source), column(empty), 1))
            refused += 1
    assert refused >= len(board.columns) - 1 - 4  # every top but at most the four kings
    game = Game(board)
    for before, turn in played(game, choices):
        target = turn.move.target
        if target.area.value == "column" and not before.columns[target.index]:
            assert game.board.columns[target.index][0].rank == 13


@settings(max_examples=30)
@given(st.sampled_from(NEW_GAMES), st.integers(1, 999_999_999),
       st.lists(st.integers(0, 10_000), min_size=1, max_size=80))
def test_the_moves_written_read_back_as_the_same_game(rules: Rules, number: int, choices: list[int]) -> None:
    """A game of a few random moves (none wins), read back in the notation it was written in, as a win
    tells them apart."""
    game = Game(Board.game(number, rules))
    for _ in played(game, choices):
        pass
    assume(game.moves)  # a few deals (ForeCell's, its cells full) have no move at all: nothing to write
    for notation, text in ((Notation.AMIGA, format_amiga(game)), (Notation.STANDARD, format_standard(game))):
        replay = play_steps(game.start, parse_moves(text, None, game.start.free_cell_count), notation)
        assert replay is not None and replay.game.board == game.board, (notation, text)


@pytest.mark.parametrize("rules, name", [(Rules.EIGHT_OFF, "Solution.game617_E"),
                                         (Rules.FORECELL, "Solution.game617_F"),
                                         (Rules.RELAXED, "Solution.game617_R3"),
                                         (Rules.SEAHAVEN, "Solution.game617_S")])
def test_solution_names_carry_the_games_letter(rules: Rules, name: str) -> None:
    cells = Board.game(617, rules, 3).free_cell_count
    assert str(SolutionName(617, None, rules, cells)) == name
    assert SolutionName.parse(name) == SolutionName(617, None, rules, cells)


def test_the_eighth_free_cell_is_k_and_every_home_cell_h() -> None:
    assert Move.from_str("ak", 8).target.index == 7 and Move.from_str("ak").target.area.value == "home"
    assert Move.from_str("ak").text(8) == "ah" and Move.from_str("k10", 8).text(8) == "k10"
    assert Move.from_str("110").target.index == 9 and Move.from_str("101").source.index == 9
