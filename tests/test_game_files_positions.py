"""Saved games of a position brought in from another program (an fc-solve board with cards home or
in free cells): Save Game As… keeps the position the game started from, as fc-solve board lines, and
Load Game… brings back the same game, its moves and undone moves; the lines are read as untrusted,
with every check a board file gets; a game code is refused in one line, as a position has none."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Board, Deal, FileFormatError, Game, Move
from freecell_retro.files.savedgames import GameFile, format_saved_game, parse_saved_game
from freecell_retro.files.setgames import format_position, parse_board_text
from freecell_retro.session import Session
from freecell_retro.session.game.gamefiles import (
    NO_CODE,
    can_save,
    copy_game_code,
    load_game_requester,
    save_game_requester,
)
from freecell_retro.session.game.setgameplay import play_setgame_file
from freecell_retro.session.windows.input import Key, KeyPress

BROUGHT_IN = "7a 7b 7c b7 1b 71 83 8h"
"""Game 617's first moves: the position brought in has two spades home and three cards in free cells."""
PLAYED_ON = "4d 46 83"


def position_file(folder: Path, moves: str = BROUGHT_IN, name: str = "setgame.Puzzle") -> Path:
    """An fc-solve board of game 617 after ``moves``, as another program would write it."""
    game = Game(Board.game(617), clock=lambda: 0.0)
    for text in moves.split():
        game.play(Move.from_str(text))
    path = folder / name
    path.write_text(format_position(game.board))
    return path


def position_deal(moves: str = BROUGHT_IN) -> Deal:
    game = Game(Board.game(617), clock=lambda: 0.0)
    for text in moves.split():
        game.play(Move.from_str(text))
    cards, layout = parse_board_text(format_position(game.board), "setgame.Puzzle")
    assert layout is not None
    return Deal(cards, setgame="setgame.Puzzle", layout=layout)


def saved_text(moves: str = PLAYED_ON, undo: int = 1) -> str:
    deal = position_deal()
    game = Game(Board.of(deal), clock=lambda: 0.0)
    for text in moves.split():
        game.play(Move.from_str(text))
    for _ in range(undo):
        game.undo()
    return format_saved_game(GameFile.of(game, deal))


def test_a_position_is_saved_and_loaded_in_a_new_session_with_its_moves_and_redo(tmp_path: Path) -> None:
    session = Session(clock=lambda: 0.0, saves_dir=tmp_path / "games")
    play_setgame_file(session, position_file(tmp_path))
    for text in PLAYED_ON.split():
        assert session.play(Move.from_str(text))
    session.undo()
    assert can_save(session)
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Puzzle")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert session.requester is not None and session.requester.lines == ["Saved as game.Puzzle."]
    text = (tmp_path / "games" / "game.Puzzle").read_text()
    assert "\nposition Foundations: S-2\nposition Freecells: JH JD 4D\n" in text and "\ncards " not in text
    board, deal = session.board, session.deal

    later = Session(clock=lambda: 0.0, saves_dir=tmp_path / "games")  # the game started again
    later.select_game(1)
    load_game_requester(later)
    assert later.file_requester is not None
    later.file_requester.key(KeyPress(Key.DOWN))
    later.file_requester.key(KeyPress(Key.RETURN))
    assert later.board == board and later.deal == deal and later.deal is not None and later.deal.is_position
    assert later.game is not None and later.game.start == Board.of(position_deal())
    assert later.game.move_count == 2 and not later.counts
    later.redo()
    assert [str(move) for move in later.game.moves] == PLAYED_ON.split()


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_any_position_with_any_moves_reads_back_as_the_same_game(data: st.DataObject) -> None:
    deal = position_deal(" ".join(BROUGHT_IN.split()[:data.draw(st.integers(1, 8))]))
    game = Game(Board.of(deal), clock=lambda: 0.0)
    for _ in range(data.draw(st.integers(0, 30))):
        moves = list(game.board.legal_moves())
        if not moves or game.is_over:
            break
        game.play(data.draw(st.sampled_from(moves)))
    for _ in range(data.draw(st.integers(0, game.move_count))):
        game.undo()
    again = parse_saved_game(format_saved_game(GameFile.of(game, deal)), "game.Again")
    assert again.deal == deal and again.saved.moves == tuple(game.moves)
    resumed = again.resume()
    assert resumed.board == game.board and [t.board for t in resumed.undone] == [t.board for t in game.undone]


HEAD = "FREECELL-RETRO GAME 1\nsetgame setgame.Puzzle\n"


@pytest.mark.parametrize("text, line, says", [
    (HEAD + "position Foundations: H-2\nposition : AH 2C\n", 4, "position: AH is in play, but the hearts"),
    (HEAD + "position Foundations: H-0\nposition : AH\nposition : AH\n", 5, "AH appears twice (first on line 4)"),
    (HEAD + "position Freecells: XX\n", 3, "position:"),
    (HEAD + "position Foundations: S-K H-K D-K\nposition : AC\n", 4, "position: 40 cards instead of 52"),
    (HEAD + "".join(f"position : {n}\n" for n in range(13)), 15, "at most 12 lines"),
    (HEAD + "cards 7D\nposition Foundations: H-0\n", 4, "not both"),
    ("FREECELL-RETRO GAME 1\ngame 617\nposition Foundations: H-0\n", 3, "'position' is not allowed"),
    (HEAD + "".join(f"position : {' '.join(map(str, column))}\n" for column in Board.game(617).columns), 3,
     "as dealt"),
    (HEAD + "free-cells 2\n" + "".join(f"{line}\n" for line in saved_text().splitlines()
                                       if line.startswith("position")), 4, "position: the position has 3 cards"),
])
def test_a_bad_position_is_one_line_naming_the_file_and_line(text: str, line: int, says: str) -> None:
    with pytest.raises(FileFormatError) as raised:
        parse_saved_game(text, "game.Bad")
    assert says in str(raised.value) and "\n" not in str(raised.value)
    assert str(raised.value).startswith("game.Bad") and raised.value.line == line


@settings(max_examples=200)
@given(st.lists(st.text(alphabet="AKQJT98765432CDHS-0 :#", max_size=60), max_size=14))
def test_any_position_lines_read_or_are_refused_in_one_line(lines: list[str]) -> None:
    text = HEAD + "".join(f"position {line}\n" for line in lines)
    try:
        file = parse_saved_game(text, "game.Fuzz")
    except FileFormatError as error:
        assert "\n" not in str(error) and str(error).startswith("game.Fuzz")
        return
    assert file.deal.is_position and len(set(file.deal.cards)) == 52


@settings(max_examples=100)
@given(st.data())
def test_a_saved_position_with_a_line_damaged_reads_or_is_refused_in_one_line(data: st.DataObject) -> None:
    lines = saved_text().splitlines()
    index = data.draw(st.integers(1, len(lines) - 1))
    lines[index] = data.draw(st.text(alphabet="AKQJT98765432CDHS-0 :#position", max_size=50))
    try:
        parse_saved_game("\n".join(lines) + "\n", "game.Fuzz")
    except FileFormatError as error:
        assert "\n" not in str(error) and str(error).startswith("game.Fuzz")


def test_review_and_code_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.Puzzle"
    path.write_text(saved_text(undo=0))
    assert main(["review", str(path)]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert len(shown) == len(PLAYED_ON.split()) + 1 and shown[0].startswith("1 4d ")
    assert shown[-1].startswith("par ") or shown[-1] == "unwinnable from the deal"
    with pytest.raises(SystemExit) as ended:
        main(["code", str(path)])
    error = capsys.readouterr().err.strip()
    assert ended.value.code == 2 and "has no game code" in error and "\n" not in error


def test_copy_game_code_on_a_position_says_why_there_is_none(tmp_path: Path) -> None:
    session = Session(clock=lambda: 0.0)
    play_setgame_file(session, position_file(tmp_path))
    copied: list[str] = []

    def clipboard(code: str) -> bool:
        copied.append(code)
        return True
    copy_game_code(session, clipboard)
    assert copied == [] and session.requester is not None and session.requester.lines == [NO_CODE]
