"""Solution files: names, the Amiga notation we write, and the fc-solve /
FreeCell Pro notations we read, so solutions trade both ways."""

import os
import random
import shutil
import subprocess
import sys
from itertools import permutations
from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import AutoPlay, Board, FileFormatError, FreeCellError, Game, IllegalMoveError, Move, Rules
from freecell_retro.files import solutions
from freecell_retro.files.solutions import (
    Notation,
    SolutionName,
    format_amiga,
    format_standard,
    parse_moves,
    replay_solution,
    solution_move_count,
    translate,
)

FCSOLVE = Path(__file__).parent / "data" / "fcsolve"
SOLUTIONS = sorted(p for p in FCSOLVE.glob("Solution.*"))


def start_for(path: Path) -> Board:
    name = SolutionName.parse(path.name)
    assert name.number is not None
    return Board.game(name.number, name.rules, name.free_cells)


@pytest.mark.parametrize("name, expected", [
    ("Solution.game617_O", (617, None, Rules.ORIGINAL, 4)),
    ("Solution.game617_B3", (617, None, Rules.BAKERS, 3)),
    ("Solution.game310760976", (310760976, None, Rules.ORIGINAL, 4)),
    ("solution.GAME42_b0", (42, None, Rules.BAKERS, 0)),
    ("Solution.setgame.PC11982_O2", (None, "setgame.PC11982", Rules.ORIGINAL, 2)),
])
def test_names(name: str, expected: tuple[int | None, str | None, Rules, int]) -> None:
    assert tuple(SolutionName.parse(name)) == expected


def test_names_are_written_with_the_suffix_only_where_needed() -> None:
    assert str(SolutionName(617, None, Rules.ORIGINAL, 4)) == "Solution.game617_O"
    assert str(SolutionName(617, None, Rules.BAKERS, 3)) == "Solution.game617_B3"
    assert str(SolutionName(None, "setgame.PC11982", Rules.ORIGINAL, 4)) == "Solution.setgame.PC11982_O"


@given(st.text(max_size=30))
def test_name_parser_raises_only_our_errors(text: str) -> None:
    only_our_errors(SolutionName.parse, text)


def test_fc_solve_test_data_is_there() -> None:
    names = [p.name for p in SOLUTIONS]
    assert len(names) >= 12
    assert any("_B" in n for n in names) and any(n.endswith(("3", "2")) for n in names)


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: p.name)
def test_fc_solve_solutions_replay_to_a_win_through_the_command(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(path)]) == 0
    assert "wins" in capsys.readouterr().out


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: p.name)
def test_round_trip_through_amiga_notation(path: Path) -> None:
    standard = replay_solution(start_for(path), path.read_text())
    assert standard.wins and standard.notation is Notation.STANDARD
    amiga_game = translate(standard.game, AutoPlay.AMIGA)
    text = format_amiga(amiga_game)
    again = replay_solution(start_for(path), text)
    assert again.wins and again.notation is Notation.AMIGA
    automatic = sum(len(turn.automatic) for turn in amiga_game.history)
    assert automatic > 0
    # Every card reaches home once: by a written move or an automatic one; the file is shorter by the latter.
    assert _made_explicit(amiga_game) + automatic == 52
    assert len(parse_moves(text)) + automatic <= len(parse_moves(path.read_text()))
    assert all(len(line.split()) <= 10 for line in text.splitlines())


def _made_explicit(game: Game) -> int:
    """Moves home the player's Amiga game makes itself (cards the file moved home before Amiga's rule would)."""
    return sum(1 for turn in game.history if turn.move.target.area.name == "HOME")


def test_standard_notation_written_by_us_reads_back() -> None:
    path = FCSOLVE / "Solution.game617_O"
    game = translate(replay_solution(start_for(path), path.read_text()).game)
    text = format_standard(game)
    replay = replay_solution(start_for(path), text)
    assert replay.wins and replay.notation is Notation.STANDARD
    assert "v" in text and " h" not in text and all(w[1] != "i" for w in text.split())


def test_freecell_pro_files_without_its_automatic_moves_are_read() -> None:
    path = FCSOLVE / "Solution.game1_O"
    start = start_for(path)
    pro = translate(replay_solution(start, path.read_text()).game, AutoPlay.MICROSOFT)
    words = []
    for turn in pro.history:
        target = "h" if turn.move.target.area.name == "HOME" else turn.move.target.char
        words.append(turn.move.source.char + target + (f"v{turn.cards:x}" if turn.cards > 1 else ""))
    replay = replay_solution(start, " ".join(words))
    assert replay.wins and replay.notation is Notation.FREECELL_PRO


def test_a_losing_file_says_which_move_failed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text("5a 6b 7c\n8d 12\n")
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert "line 2, move 5" in error and "does not go on" in error


def test_syntax_errors_name_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text("5a 6b\n7c zz\n")
    with pytest.raises(SystemExit) as exit_:
        main(["replay", str(path)])
    assert exit_.value.code == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("freecell-retro: error: ") and "line 2" in error and "'zz'" in error
    assert len(error.splitlines()) == 1


def test_parse_raises_file_format_error_with_line() -> None:
    with pytest.raises(FileFormatError) as error:
        parse_moves("35 3a\n\n9z", "x")
    assert error.value.line == 3


@settings(max_examples=300)
@given(st.text(alphabet="12345678abcdhijkv()0 \n#x", max_size=60))
def test_move_parser_fuzz_raises_only_our_errors(text: str) -> None:
    only_our_errors(replay_solution, Board.game(617), text)


@pytest.mark.parametrize("path", sorted((FCSOLVE.parent / "fcsolve-sn").glob("Solution.*")), ids=lambda p: p.name)
def test_plain_standard_notation_without_counts(path: Path) -> None:
    replay = replay_solution(start_for(path), path.read_text())
    assert replay.wins and replay.notation is Notation.STANDARD_NO_COUNTS


@pytest.mark.process
@pytest.mark.skipif(not shutil.which("fc-solve") or not shutil.which("make-microsoft-freecell-board"),
                    reason="Debian's freecell-solver-bin (fc-solve) is not installed")
@pytest.mark.parametrize("flags", [["-snx"], ["-sn"], ["-snx", "-g", "bakers_game"]])
def test_fresh_fc_solve_solutions_replay(flags: list[str]) -> None:
    rng = random.Random(" ".join(flags))
    rules = Rules.BAKERS if "bakers_game" in flags else Rules.ORIGINAL
    for number in (rng.randint(1, 999_999_999) for _ in range(4)):
        board = subprocess.run(["make-microsoft-freecell-board", "-t", str(number)], capture_output=True,
                               text=True, check=True).stdout
        solved = subprocess.run(["fc-solve", "-m", *flags, "-l", "lg", "-"], input=board, capture_output=True,
                                text=True, env={**os.environ, "FREECELL_SOLVER_QUIET": "1"})
        if "This game is solveable" not in solved.stdout:
            continue
        assert replay_solution(Board.game(number, rules), solved.stdout).wins, number


# -- set game names never read as numbered ones --------------------

@pytest.mark.parametrize("setgame, name", [
    ("setgame.PC11982", "Solution.setgame.PC11982_O"),
    ("game617", "Solution.setgame.game617_O"),
    ("GAME617", "Solution.setgame.GAME617_O"),
    ("SetGame.game617", "Solution.SetGame.game617_O"),
    ("game617_B3", "Solution.setgame.game617_B3_O"),
])
def test_a_set_games_solution_name_keeps_setgame(setgame: str, name: str) -> None:
    assert str(SolutionName(None, setgame, Rules.ORIGINAL, 4)) == name
    assert SolutionName.parse(name).number is None


@given(st.text(max_size=40), st.sampled_from(Rules), st.integers(0, 4))
def test_no_set_game_name_reads_as_a_numbered_game(setgame: str, rules: Rules, cells: int) -> None:
    try:
        name = str(SolutionName(None, setgame, rules, cells))
    except FreeCellError as error:
        assert "\n" not in str(error) and str(error).startswith("set game name ")
        return
    read = SolutionName.parse(name)
    assert read.number is None and (read.rules, read.free_cells) == (rules, rules.cells_for(cells))
    assert str(read) == name and not any(ord(c) < 32 or 0x7f <= ord(c) <= 0x9f for c in name)


@pytest.mark.parametrize("setgame", ["set\ngame", "a\x00b", "x/../../escaped", "tab\there", ".hidden", ""])
def test_a_set_game_name_that_cannot_be_a_file_name_is_refused(setgame: str) -> None:
    with pytest.raises(FreeCellError) as error:
        str(SolutionName(None, setgame))
    assert "\n" not in str(error.value) and "set game name" in str(error.value)


def test_only_ascii_digits_are_game_numbers_and_counts() -> None:
    assert SolutionName.parse("Solution.game\u0663_O").number is None  # Arabic-Indic three
    assert SolutionName.parse("Solution.game3_O").number == 3
    with pytest.raises(FileFormatError, match="not a move"):
        parse_moves("35(\u0663)")


# -- long solutions -----------------------------------------------

def _undoing_pair(game: Game) -> list[str]:
    """Two moves that undo each other here (like ``1a a1``), or none."""
    before = game.board
    for source, target in permutations("12345678abcd", 2):
        pair, played = [source + target, target + source], 0
        try:
            for word in pair:
                game.play(Move.from_str(word))
                played += 1
        except IllegalMoveError:
            pass
        same = played == 2 and game.board == before
        for _ in range(played):
            game.undo()
        if same:
            return pair
    return []


def long_winning_solution(pairs: int) -> str:
    """An Amiga solution of game 1 padded with ``pairs`` pairs of moves that undo each other."""
    path = FCSOLVE / "Solution.game1_O"
    words = format_amiga(translate(replay_solution(start_for(path), path.read_text()).game)).split()
    game = Game(start_for(path))
    for index, word in enumerate(words):
        pair = _undoing_pair(game)
        if pair:
            padded = words[:index] + pair * pairs + words[index:]
            return "".join(" ".join(padded[i:i + 10]) + "\n" for i in range(0, len(padded), 10))
        game.play(Move.from_str(word))
    raise AssertionError("no place for a pair of moves that undo each other")


@pytest.mark.process
def test_a_long_winning_amiga_solution_wins_through_the_command(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game1_O"
    path.write_text(long_winning_solution(2_600))
    moves = solution_move_count(path.read_text())
    assert moves >= 5_260
    result = subprocess.run([sys.executable, "-m", "freecell_retro", "replay", str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "wins Game #1" in result.stdout and f"{moves} moves (Amiga notation)" in result.stdout


def test_straight_replays_spend_no_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only going back over ambiguous moves is budgeted: a file that reads one
    way replays however long it is, even with no budget at all."""
    monkeypatch.setattr(solutions, "REPLAY_BUDGET", 0)
    text = long_winning_solution(500)
    replay = replay_solution(Board.game(1), text)
    assert replay.wins and replay.played == solution_move_count(text) > 1_000


def test_a_budget_that_runs_out_says_so_never_does_not_win(monkeypatch: pytest.MonkeyPatch) -> None:
    path = sorted((FCSOLVE.parent / "fcsolve-sn").glob("Solution.*"))[0]
    text = path.read_text()
    assert replay_solution(start_for(path), text).wins
    monkeypatch.setattr(solutions, "REPLAY_BUDGET", 1)
    with pytest.raises(FileFormatError) as error:
        replay_solution(start_for(path), text + "12\n", path)  # one more move: it no longer wins
    message = str(error.value)
    assert message.startswith(f"{path}: cannot tell whether it wins") and "gave up after 1 step" in message


# -- what replay says -------------------------------------------------------------

def test_replay_names_the_file_once_and_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text("5a 6b 7c\n8d 12\n")
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err.strip()
    assert error.startswith(f"{path}: does not win Game #617") and error.count(str(path)) == 1
    assert "line 2, move 5" in error and len(error.splitlines()) == 1


def test_replay_of_an_empty_file_says_it_holds_no_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text("# nothing yet\n")
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err.strip() == f"{path}: does not win Game #617, Original rules, 4 free cells: " \
        "the file holds no moves"


def test_replay_of_a_set_games_solution_asks_for_the_set_game(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.setgame.PC18492_O"
    path.write_text("5a\n")
    with pytest.raises(SystemExit):
        main(["replay", str(path)])
    error = capsys.readouterr().err
    assert str(path) in error and "--setgame" in error and "does not say" not in error
