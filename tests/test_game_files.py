"""Saved games (``game.<name>``) and game codes: written and read back exactly, read as untrusted
(one line naming the file and line, never a traceback), and the session's flows — Save Game As,
Load Game after a restart, Copy Game Code, a code pasted into Select Game."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Board, Deal, Game, Move, Rules
from freecell_retro.engine.deals import microsoft_deal
from freecell_retro.engine.errors import FileFormatError, FreeCellError
from freecell_retro.files.gamecodes import CodeError, GameCode, game_code, read_code
from freecell_retro.files.savedgames import GameFile, format_saved_game, parse_saved_game
from freecell_retro.files.stats import StatsFile
from freecell_retro.session import Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.gamefiles import copy_game_code, load_game_requester, save_game_requester
from freecell_retro.session.windows.input import Key, KeyPress
from freecell_retro.session.windows.requesters import RequesterKind

MOVES_617 = "2a 21 8b 12 7c"
RULES_AND_CELLS = st.sampled_from([(Rules.ORIGINAL, 4), (Rules.ORIGINAL, 0), (Rules.BAKERS, 2), (Rules.EIGHT_OFF, 8),
                                   (Rules.SEAHAVEN, 4), (Rules.RELAXED, 3), (Rules.FORECELL, 4)])


def random_game(data: st.DataObject, rules: Rules, cells: int, most: int = 60) -> tuple[Game, Deal]:
    """A numbered deal or a set game, played by drawn legal moves (some with the automatic moves
    off, the last few undone)."""
    number = data.draw(st.integers(1, 999_999_999), label="game")
    deal = Deal.numbered(number) if data.draw(st.booleans(), label="numbered") else \
        Deal.from_setgame("setgame.Mine", microsoft_deal(number))
    game = Game(Board.deal(list(deal.cards), rules, cells), clock=lambda: 0.0)
    for _ in range(data.draw(st.integers(0, most), label="moves")):
        moves = list(game.board.legal_moves())
        if not moves or game.is_over:
            break
        game.play(data.draw(st.sampled_from(moves)), data.draw(st.booleans(), label="manual"))
    if not game.is_won:
        for _ in range(data.draw(st.integers(0, min(3, game.move_count)), label="undone")):
            game.undo()
    return game, deal


@settings(max_examples=40)
@given(st.data(), RULES_AND_CELLS)
def test_a_saved_game_reads_back_as_it_was(data: st.DataObject, rules_and_cells: tuple[Rules, int]) -> None:
    game, deal = random_game(data, *rules_and_cells)
    file = GameFile.of(game, deal)
    again = parse_saved_game(format_saved_game(file), "game.x")
    assert len(again.saved.moves) == len(file.saved.moves) and len(again.undone) == len(file.undone)
    assert again.deal == deal  # (Eight Off writes every home cell h: the card's suit decides which)
    resumed = again.resume()
    assert resumed.board == game.board
    assert [turn.board for turn in resumed.undone] == [turn.board for turn in game.undone]
    assert resumed.attempts == game.attempts


@settings(max_examples=60)
@given(st.data(), RULES_AND_CELLS)
def test_a_game_code_reads_back_as_the_same_game(data: st.DataObject, rules_and_cells: tuple[Rules, int]) -> None:
    game, deal = random_game(data, *rules_and_cells)
    code = game_code(GameCode.of(game, deal))
    assert code.isascii() and code.replace("-", "").replace("_", "").isalnum() and code[0] == "A"
    again = read_code(code)
    assert again.moves == tuple(game.moves) and again.deal.cards == deal.cards
    assert again.resume().board == game.board


@settings(max_examples=200)
@given(st.data())
def test_a_damaged_code_is_one_clear_line_never_a_traceback(data: st.DataObject) -> None:
    game, deal = random_game(data, Rules.ORIGINAL, 4, most=30)
    code = game_code(GameCode.of(game, deal))
    at = data.draw(st.integers(0, len(code) - 1), label="at")
    damage = data.draw(st.sampled_from(["cut", "change", "insert", "garbage"]), label="damage")
    if damage == "cut":
        damaged = code[:at]
    elif damage == "change":
        damaged = code[:at] + data.draw(st.sampled_from("AbZ09-_")) + code[at + 1:]
    elif damage == "insert":
        damaged = code[:at] + data.draw(st.text(min_size=1, max_size=3)) + code[at:]
    else:
        damaged = data.draw(st.text(max_size=300))
    try:
        read = read_code(damaged)
    except CodeError as error:
        assert "\n" not in str(error) and str(error)
        return
    assert read.resume().board is not None  # a change the checksum cannot see is still a game that plays


@pytest.mark.parametrize("number", [1, 999_999_999])
def test_a_hundred_move_game_is_at_most_200_characters(number: int) -> None:
    """A hundred moves that wander (any legal move that leads somewhere new and not to the end),
    and still a code of at most 200 characters."""
    rng = random.Random(number)
    game = Game(Board.game(number), clock=lambda: 0.0)
    seen = {game.board}
    while game.move_count < 100:
        moves = list(game.board.legal_moves())
        rng.shuffle(moves)
        for move in moves:
            game.play(move)
            if game.board not in seen and not game.is_over:
                seen.add(game.board)
                break
            game.undo()
        else:
            game.undo()
    code = game_code(GameCode.of(game, Deal.numbered(number)))
    assert len(code) <= 200
    assert read_code(code).resume().board == game.board


def code_617() -> str:
    game = Game(Board.game(617), clock=lambda: 0.0)
    for text in MOVES_617.split():
        game.play(Move.from_str(text))
    return game_code(GameCode.of(game, Deal.numbered(617)))


@pytest.mark.parametrize("damage, says", [
    (lambda code: "", "no game code given"),
    (lambda code: "B" + code[1:], "not a game code this version reads"),
    (lambda code: code[:4] + "!" + code[5:], "'!' is not one of its letters"),
    (lambda code: code[:-1] + ("A" if code[-1] != "A" else "B"), "checksum does not match"),
    (lambda code: code[:-1], "cut short"),
    (lambda code: code[:7] + code[8:], "cut short"),
])
def test_foreign_and_damaged_codes_say_what_is_wrong(damage: Callable[[str], str], says: str) -> None:
    with pytest.raises(CodeError, match=says):
        read_code(damage(code_617()))


def test_spaces_and_line_breaks_in_a_pasted_code_are_ignored() -> None:
    code = code_617()
    assert read_code(f"  {code[:10]}\n{code[10:]} ").moves == read_code(code).moves


@pytest.mark.parametrize("text, line, says", [
    ("FREECELL-RETRO GAME 1\ngame 617\nmoves 2a 53\n", 3, "move 2: "),
    ("FREECELL-RETRO GAME 1\ngame 617\ngame 618\n", 3, "given twice"),
    ("FREECELL-RETRO GAME 1\nrules original\n", None, "exactly one of"),
    ("FREECELL-RETRO GAME 1\ngame 617\nfree-cells 9\n", 3, "free-cells"),
    ("FREECELL-RETRO GAME 1\ngame 617\nteleport 1\n", 3, "unknown key"),
    ("FREECELL-RETRO GAME 9\ngame 617\n", 1, "newer"),
    ("FREECELL-RETRO STATS 3\n", 1, "not a game file"),
    ("FREECELL-RETRO GAME 1\nsetgame ../x\ncards 7D\n", 2, "setgame"),
    ("FREECELL-RETRO GAME 1\nsetgame setgame.x\ncards 7D 7D\n", 3, "cards:"),
    ("FREECELL-RETRO GAME 1\ngame 617\nmoves 2a\nundone 53\n", 4, "undone move 1"),
])
def test_a_bad_saved_game_is_one_line_naming_the_file_and_line(text: str, line: int | None, says: str) -> None:
    with pytest.raises(FileFormatError) as raised:
        parse_saved_game(text, "game.Bad")
    assert says in str(raised.value) and "\n" not in str(raised.value)
    assert str(raised.value).startswith("game.Bad") and raised.value.line == line


@settings(max_examples=100)
@given(st.text(max_size=400))
def test_any_text_reads_or_is_refused_in_one_line(text: str) -> None:
    try:
        parse_saved_game("FREECELL-RETRO GAME 1\n" + text, "game.Fuzz")
    except FileFormatError as error:
        assert "\n" not in str(error)


# -- the session's flows --------------------------------------------------------------------


def session_in(tmp_path: Path) -> tuple[Session, Accounting]:
    session = Session(clock=lambda: 0.0, saves_dir=tmp_path / "games")
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    return session, accounting


def play(session: Session, moves: str) -> None:
    for text in moves.split():
        assert session.play(Move.from_str(text))


def test_save_a_game_and_load_it_after_a_restart_with_its_redo(tmp_path: Path) -> None:
    session, _ = session_in(tmp_path)
    session.select_game(617)
    play(session, MOVES_617)
    session.undo()
    save_game_requester(session)
    requester = session.file_requester
    assert requester is not None and requester.buttons[0] == "Save"
    requester.type("Monday")
    requester.key(KeyPress(Key.RETURN))
    assert (tmp_path / "games" / "game.Monday").is_file()
    assert session.requester is not None and session.requester.lines == ["Saved as game.Monday."]
    board, undone = session.board, session.game.undone if session.game else []

    later, accounting = session_in(tmp_path)  # the game started again: a new session on the same folders
    later.select_game(1)
    load_game_requester(later)
    assert later.file_requester is not None and later.file_requester.choices.items == ["game.Monday"]
    later.file_requester.key(KeyPress(Key.DOWN))
    later.file_requester.key(KeyPress(Key.RETURN))
    assert later.board == board and later.deal == Deal.numbered(617) and later.counts
    assert later.game is not None and [t.board for t in later.game.undone] == [t.board for t in undone]
    later.redo()
    assert later.game.move_count == len(MOVES_617.split())
    assert accounting.stats.overall.losses == 0  # game 1 had no move: nothing to resign


def test_loading_another_game_asks_to_resign_the_one_in_progress(tmp_path: Path) -> None:
    session, accounting = session_in(tmp_path)
    session.select_game(617)
    play(session, MOVES_617)
    path = tmp_path / "games" / "game.Old"
    path.parent.mkdir()
    path.write_text("FREECELL-RETRO GAME 1\ngame 5\nmoves 2a\n")
    load_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Old")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert session.requester is not None and session.requester.kind is RequesterKind.RESIGN
    session.requester.press_button(0)
    assert session.deal == Deal.numbered(5) and accounting.stats.overall.losses == 1


def test_saving_over_a_file_asks_and_cancel_keeps_it(tmp_path: Path) -> None:
    session, _ = session_in(tmp_path)
    session.select_game(617)
    play(session, "2a")
    path = tmp_path / "games" / "game.Mine"
    path.parent.mkdir()
    path.write_text("the player's own\n")
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Mine")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert session.requester is not None and session.requester.buttons == ["Replace", "Cancel"]
    session.requester.press_button(1)
    assert path.read_text() == "the player's own\n"


def test_a_bad_saved_game_keeps_the_requester_open_with_one_line(tmp_path: Path) -> None:
    session, _ = session_in(tmp_path)
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "game.Bad").write_text("FREECELL-RETRO GAME 1\ngame 617\nmoves 2a 99\n")
    load_game_requester(session)
    requester = session.file_requester
    assert requester is not None
    requester.type("Bad")
    requester.key(KeyPress(Key.RETURN))
    assert not requester.done and requester.error is not None and requester.error.startswith("game.Bad, line 3:")
    assert session.game is None


@pytest.mark.skipif(not hasattr(__import__("os"), "symlink"), reason="no symbolic links here")
def test_a_saved_game_is_never_written_through_a_link(tmp_path: Path) -> None:
    session, _ = session_in(tmp_path)
    session.select_game(617)
    play(session, "2a")
    outside = tmp_path / "elsewhere"
    outside.write_text("someone else's\n")
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "game.Link").symlink_to(outside)
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Link")
    session.file_requester.key(KeyPress(Key.RETURN))
    if session.requester is not None and session.requester.buttons == ["Replace", "Cancel"]:
        session.requester.press_button(0)
    assert outside.read_text() == "someone else's\n"


def test_copy_game_code_puts_it_on_the_clipboard_and_shows_it(tmp_path: Path) -> None:
    session, _ = session_in(tmp_path)
    session.select_game(617)
    play(session, MOVES_617)
    copied: list[str] = []

    def clipboard(text: str) -> bool:
        copied.append(text)
        return True
    copy_game_code(session, clipboard)
    assert copied and read_code(copied[0]).moves == tuple(session.game.moves if session.game else [])
    assert session.requester is not None and session.requester.lines[0] == "Copied to the clipboard:"
    copy_game_code(session, None)
    assert session.requester.lines[0] == "There is no clipboard here. The game's code:"
    assert "".join(session.requester.lines[1:]) == copied[0]


def test_a_code_pasted_into_select_game_is_dealt_and_played_uncounted(tmp_path: Path) -> None:
    source, _ = session_in(tmp_path)
    source.select_game(617)
    play(source, MOVES_617)
    assert source.game is not None
    code = game_code(GameCode.of(source.game, Deal.numbered(617)))
    session, accounting = session_in(tmp_path)
    session.select_game_requester()
    assert session.requester is not None
    session.requester.type(code)
    session.requester.key(KeyPress(Key.RETURN))
    assert session.board == source.board and not session.counts
    session.select_game_requester()
    session.requester.type(code[:-3])
    session.requester.key(KeyPress(Key.RETURN))
    assert session.requester is not None and "checksum" in (session.requester.error or "")
    session.requester.key(KeyPress(Key.ESCAPE))
    assert accounting.stats.overall.losses == 0


def test_code_and_replay_and_review_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    solution = Path(__file__).parent.parent / "solutions" / "Solution.game617_B"
    assert main(["code", str(solution)]) == 0
    code = capsys.readouterr().out.strip()
    assert main(["replay", code]) == 0
    assert "wins Game #617, Baker's rules" in capsys.readouterr().out
    saved = tmp_path / "game.Lost"
    saved.write_text("FREECELL-RETRO GAME 1\ngame 617\nmoves 2a 21 8b\n")
    assert main(["code", str(saved)]) == 0
    lost_code = capsys.readouterr().out.strip()
    assert main(["replay", lost_code]) == 1
    assert main(["review", lost_code, "--budget", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "1 2a unknown"
    with pytest.raises(SystemExit) as ended:
        main(["replay", code[:-2]])
    assert ended.value.code == 2
    assert "checksum" in capsys.readouterr().err


def test_text_typed_into_select_game_is_a_number_or_a_code() -> None:
    session = Session()
    session.select_game_requester()
    requester = session.requester
    assert requester is not None and requester.field is not None
    requester.type("617")
    requester.key(KeyPress(Key.RETURN))
    assert session.deal == Deal.numbered(617)


def test_an_unknown_deal_in_the_file_is_a_free_cell_error_not_a_crash() -> None:
    with pytest.raises(FreeCellError):
        parse_saved_game("FREECELL-RETRO GAME 1\ngame 0\n", "game.Zero")


def test_loading_a_saved_point_of_the_game_on_the_board_resigns_nothing(tmp_path: Path) -> None:
    """A save of the deal on the board, loaded later in the same game: back to that point, as Undo
    would take it, and no loss."""
    session, accounting = session_in(tmp_path)
    session.select_game(617)
    play(session, "2a 21")
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Early")
    session.file_requester.key(KeyPress(Key.RETURN))
    play(session, "8b 12 7c")
    load_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Early")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert session.game is not None and session.game.move_count == 2 and session.requester is None
    assert session.counts and accounting.stats.overall.losses == 0
    play(session, "8b 12 7c 1d b3 7b 53")  # lost: counted once
    assert accounting.stats.overall.losses == 1


def test_a_game_that_did_not_count_when_saved_does_not_count_when_loaded(tmp_path: Path) -> None:
    """A pasted code's game saved and loaded stays uncounted: someone else's moves never win for you."""
    source, _ = session_in(tmp_path)
    source.select_game(617)
    play(source, MOVES_617)
    assert source.game is not None
    session, _ = session_in(tmp_path)
    session.play_code(game_code(GameCode.of(source.game, Deal.numbered(617))))
    assert not session.counts
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Theirs")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert "counted no" in (tmp_path / "games" / "game.Theirs").read_text()
    session.select_game(1)
    load_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.type("Theirs")
    session.file_requester.key(KeyPress(Key.RETURN))
    assert session.deal == Deal.numbered(617) and not session.counts
