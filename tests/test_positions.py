"""Positions in and out: Export Position writes the board as an fc-solve board; a set game file
(Play Set Game, ``solve --board``) holding one with cards home or in free cells is played from
as it stands, uncounted, and solved; an impossible one is one line naming the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Board, Deal, FileFormatError, FreeCellError, Game, Move, Rules
from freecell_retro.files.setgames import format_position, parse_board_text, read_setgame
from freecell_retro.session import Session
from freecell_retro.session.game.gamefiles import export_position_requester
from freecell_retro.session.game.setgameplay import play_setgame_file
from freecell_retro.session.windows.input import Key, KeyPress

MOVES_617 = "2a 21 8b 12 7c 1d b3 7b"


def played(number: int, moves: str) -> Game:
    game = Game(Board.game(number), clock=lambda: 0.0)
    for text in moves.split():
        game.play(Move.from_str(text))
    return game


def position_board(text: str, rules: Rules = Rules.ORIGINAL, cells: int = 4) -> Board:
    cards, layout = parse_board_text(text, "setgame.x")
    return Board.of(Deal(cards, setgame="setgame.x", layout=layout), rules, cells)


@settings(max_examples=40)
@given(st.integers(1, 999_999_999), st.lists(st.integers(0, 200), max_size=60))
def test_an_exported_position_reads_back_as_the_same_board(number: int, picks: list[int]) -> None:
    game = Game(Board.game(number), clock=lambda: 0.0)
    for pick in picks:
        moves = list(game.board.legal_moves())
        if not moves or game.is_over:
            break
        game.play(moves[pick % len(moves)])
    again = position_board(format_position(game.board))
    assert again.columns == game.board.columns and again.home_ranks == game.board.home_ranks
    assert sorted(c for c in again.cells if c) == sorted(c for c in game.board.cells if c)


def test_export_position_writes_an_fc_solve_board() -> None:
    text = format_position(played(617, MOVES_617).board)
    lines = text.splitlines()
    assert lines[0].startswith("Foundations: H-") and lines[1].startswith("Freecells: ")
    assert len(lines) == 2 + 8 and all(line.startswith(": ") or line == ":" for line in lines[2:])


@pytest.mark.parametrize("text, line, says", [
    ("Foundations: H-2 C-0 D-0 S-0\n: AH 3H\n", 2, "AH is in play, but the hearts are home up to 2"),
    ("Foundations: H-0\n: AH\n: AH\n", 3, "AH appears twice (first on line 2)"),
    ("Foundations: H-0 H-2\n: AH\n", 1, "the hearts are home twice"),
    ("Foundations: H-Z\n: AH\n", 1, "'H-Z' is not a home cell"),
    ("Freecells: XX\n: AH\n", 1, "not a card"),
])
def test_an_impossible_position_is_one_line_naming_the_line(text: str, line: int, says: str) -> None:
    with pytest.raises(FileFormatError) as raised:
        parse_board_text(text, "setgame.Bad")
    assert says in str(raised.value) and raised.value.line == line and "\n" not in str(raised.value)


def test_fifty_one_cards_are_refused_naming_the_missing_one() -> None:
    text = format_position(Board.game(617)).replace(" 7D", "", 1)
    with pytest.raises(FileFormatError, match=r"51 cards instead of 52 \(missing: 7D\)"):
        parse_board_text(text, "setgame.Short")


def test_a_position_with_more_cards_in_cells_than_the_game_has_is_refused() -> None:
    text = format_position(played(617, "2a 21 8b 7c").board)
    with pytest.raises(Exception, match="in free cells, the game 2 free cells"):
        position_board(text, cells=2)


def test_a_position_is_played_uncounted_from_play_set_game_and_solved(tmp_path: Path) -> None:
    game = played(617, "2a 21 8b 12 7c")
    path = tmp_path / "setgame.FromElsewhere"
    path.write_text(format_position(game.board))
    session = Session(clock=lambda: 0.0)
    play_setgame_file(session, path)
    assert session.board == game.board and not session.counts and session.deal is not None
    assert session.deal.is_position and session.title.startswith("FreeCell  setgame.FromElsewhere")
    from freecell_retro.solver import Budget, solve

    answer = solve(session.board, Budget(seconds=None, helper=False))
    assert answer.solved and answer.game(session.board).is_won


def test_solve_and_review_take_a_position_on_the_command_line(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "setgame.Mid"
    path.write_text(format_position(played(617, "2a 21 8b 12 7c").board))
    assert main(["solve", "--setgame", str(path), "--out", str(tmp_path)]) == 0
    written = Path(capsys.readouterr().out.strip())
    assert written.name == "Solution.setgame.Mid_O"
    assert main(["replay", str(written), "--setgame", str(path)]) == 0


def test_export_position_through_the_file_requester(tmp_path: Path) -> None:
    session = Session(clock=lambda: 0.0, setgames_dir=tmp_path / "setgames")
    session.select_game(617)
    for text in "2a 21 8b".split():
        session.play(Move.from_str(text))
    export_position_requester(session)
    requester = session.file_requester
    assert requester is not None
    requester.type("Here")
    requester.key(KeyPress(Key.RETURN))
    written = tmp_path / "setgames" / "setgame.Here"
    assert read_setgame(written).layout is not None
    assert session.board is not None
    assert position_board(written.read_text()).columns == session.board.columns


def test_a_position_has_no_game_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "setgame.Mid"
    path.write_text(format_position(played(617, "2a 21").board))
    with pytest.raises(SystemExit) as ended:
        main(["code", "--setgame", str(path)])
    error = capsys.readouterr().err
    assert ended.value.code == 2 and "a position brought in from another program has no game code" in error
    session = Session(clock=lambda: 0.0, saves_dir=tmp_path / "games")
    play_setgame_file(session, path)
    from freecell_retro.session.game.gamefiles import can_save, current_code

    assert current_code(session) is None and can_save(session)  # saved as a game instead


def test_rules_a_position_cannot_hold_leave_it_on_the_board_saying_why(tmp_path: Path) -> None:
    from freecell_retro.session import Option

    path = tmp_path / "setgame.Mid"
    game = played(617, "2a 21 8b 7c")  # three cards in free cells
    path.write_text(format_position(game.board))
    session = Session(clock=lambda: 0.0)
    play_setgame_file(session, path)
    session.set_option(Option.RULES, Rules.SEAHAVEN)
    assert session.board is not None and session.board.columns == game.board.columns
    assert session.requester is not None and "10" in " ".join(session.requester.lines)
    session.requester = None
    session.set_option(Option.RULES, Rules.ORIGINAL)  # the rules the board has: nothing dealt
    session.set_option(Option.FREE_CELLS, 2)
    assert session.requester is not None and "3 cards in free cells" in " ".join(session.requester.lines)


@settings(max_examples=300)
@given(st.text(alphabet="AKQJT98765432CDHS-0 :\n", max_size=300))
def test_any_fc_solve_looking_text_reads_or_is_refused_in_one_line(text: str) -> None:
    try:
        cards, layout = parse_board_text("Foundations: " + text, "setgame.Fuzz")
    except FileFormatError as error:
        assert "\n" not in str(error) and str(error).startswith("setgame.Fuzz")
        return
    assert len(cards) == 52 and len(set(cards)) == 52
    if layout is not None:
        try:
            Board.of(Deal(cards, setgame="setgame.Fuzz", layout=layout))
        except FreeCellError as error:
            assert "\n" not in str(error)
