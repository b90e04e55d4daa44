"""Solution files: names, the Amiga notation we write, and the fc-solve /
FreeCell Pro notations we read, so solutions trade both ways."""

import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import AutoPlay, Board, FileFormatError, Game, Rules
from freecell_retro.files.solutions import (
    Notation,
    SolutionName,
    format_amiga,
    format_standard,
    parse_moves,
    replay_solution,
    translate,
)

FCSOLVE = Path(__file__).parent / "data" / "fcsolve"
SOLUTIONS = sorted(p for p in FCSOLVE.glob("Solution.*"))


def start_for(path: Path) -> Board:
    name = SolutionName.parse(path.name)
    return Board.game(name.number, name.rules, name.free_cells)


@pytest.mark.parametrize("name, expected", [
    ("Solution.game617_O", (617, None, Rules.ORIGINAL, 4)),
    ("Solution.game617_B3", (617, None, Rules.BAKERS, 3)),
    ("Solution.game310760976", (310760976, None, Rules.ORIGINAL, 4)),
    ("solution.GAME42_b0", (42, None, Rules.BAKERS, 0)),
    ("Solution.setgame.PC11982_O2", (None, "setgame.PC11982", Rules.ORIGINAL, 2)),
])
def test_names(name, expected):
    assert tuple(SolutionName.parse(name)) == expected


def test_names_are_written_with_the_suffix_only_where_needed():
    assert str(SolutionName(617, None, Rules.ORIGINAL, 4)) == "Solution.game617_O"
    assert str(SolutionName(617, None, Rules.BAKERS, 3)) == "Solution.game617_B3"
    assert str(SolutionName(None, "setgame.PC11982", Rules.ORIGINAL, 4)) == "Solution.setgame.PC11982_O"


@given(st.text(max_size=30))
def test_name_parser_raises_only_our_errors(text):
    only_our_errors(SolutionName.parse, text)


def test_fc_solve_test_data_is_there():
    names = [p.name for p in SOLUTIONS]
    assert len(names) >= 12
    assert any("_B" in n for n in names) and any(n.endswith(("3", "2")) for n in names)


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: p.name)
def test_fc_solve_solutions_replay_to_a_win_through_the_command(path, capsys):
    assert main(["replay", str(path)]) == 0
    assert "wins" in capsys.readouterr().out


@pytest.mark.parametrize("path", SOLUTIONS, ids=lambda p: p.name)
def test_round_trip_through_amiga_notation(path):
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


def test_standard_notation_written_by_us_reads_back():
    path = FCSOLVE / "Solution.game617_O"
    game = translate(replay_solution(start_for(path), path.read_text()).game)
    text = format_standard(game)
    replay = replay_solution(start_for(path), text)
    assert replay.wins and replay.notation is Notation.STANDARD
    assert "v" in text and " h" not in text and all(w[1] != "i" for w in text.split())


def test_freecell_pro_files_without_its_automatic_moves_are_read():
    path = FCSOLVE / "Solution.game1_O"
    start = start_for(path)
    pro = translate(replay_solution(start, path.read_text()).game, AutoPlay.MICROSOFT)
    words = []
    for turn in pro.history:
        target = "h" if turn.move.target.area.name == "HOME" else turn.move.target.char
        words.append(turn.move.source.char + target + (f"v{turn.cards:x}" if turn.cards > 1 else ""))
    replay = replay_solution(start, " ".join(words))
    assert replay.wins and replay.notation is Notation.FREECELL_PRO


def test_a_losing_file_says_which_move_failed(tmp_path, capsys):
    path = tmp_path / "Solution.game617_O"
    path.write_text("5a 6b 7c\n8d 12\n")
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert "line 2, move 5" in error and "does not go on" in error


def test_syntax_errors_name_file_and_line(tmp_path, capsys):
    path = tmp_path / "Solution.game617_O"
    path.write_text("5a 6b\n7c zz\n")
    with pytest.raises(SystemExit) as exit_:
        main(["replay", str(path)])
    assert exit_.value.code == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("freecell-retro: error: ") and "line 2" in error and "'zz'" in error
    assert len(error.splitlines()) == 1


def test_parse_raises_file_format_error_with_line():
    with pytest.raises(FileFormatError) as error:
        parse_moves("35 3a\n\n9z", "x")
    assert error.value.line == 3


@settings(max_examples=300)
@given(st.text(alphabet="12345678abcdhijkv()0 \n#x", max_size=60))
def test_move_parser_fuzz_raises_only_our_errors(text):
    only_our_errors(replay_solution, Board.game(617), text)


@pytest.mark.parametrize("path", sorted((FCSOLVE.parent / "fcsolve-sn").glob("Solution.*")), ids=lambda p: p.name)
def test_plain_standard_notation_without_counts(path):
    replay = replay_solution(start_for(path), path.read_text())
    assert replay.wins and replay.notation is Notation.STANDARD_NO_COUNTS


@pytest.mark.skipif(not shutil.which("fc-solve") or not shutil.which("make-microsoft-freecell-board"),
                    reason="Debian's freecell-solver-bin (fc-solve) is not installed")
@pytest.mark.parametrize("flags", [["-snx"], ["-sn"], ["-snx", "-g", "bakers_game"]])
def test_fresh_fc_solve_solutions_replay(flags):
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
