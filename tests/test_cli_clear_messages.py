"""What the command line says is what is wrong: a move naming a column the board lacks, a free cell
count a game does not take, a tournament named rather than given as a file, a solution name with an
ending no solution file has — each one line naming the file (exit 2), and "1 free cell", never
"1 free cells"."""

from pathlib import Path

import pytest

from freecell_retro.cli import main
from freecell_retro.engine.board import Board
from freecell_retro.engine.errors import FileFormatError
from freecell_retro.files.solutions import SolutionName, replay_solution

ROOT = Path(__file__).parent.parent
SOLUTION = (ROOT / "tests" / "data" / "fcsolve" / "Solution.game617_O").read_text()


def refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one line a command refused ``args`` with (exit status 2)."""
    with pytest.raises(SystemExit) as leaving:
        main(args)
    err = capsys.readouterr().err
    assert leaving.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("moves", ["110", "19", "91", "3a 110", "1a a10"])
def test_a_move_naming_a_column_the_board_lacks_is_refused_naming_the_file_and_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], moves: str) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(f"# mine\n{moves}\n")
    err = refused(["replay", str(path)], capsys)
    assert f"{path}, line 2: " in err and "column" in err


def test_every_reading_of_a_solution_refuses_a_column_the_board_lacks() -> None:
    with pytest.raises(FileFormatError, match=r"Solution.game617_O, line 1: '110'"):
        replay_solution(Board.game(617), "110\n", "Solution.game617_O")


def test_seahaven_towers_has_ten_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_S"
    path.write_text("10a\n")
    assert main(["replay", str(path)]) == 1  # a move of its tenth column: read, played, not a win
    assert "does not win" in capsys.readouterr().err


@pytest.mark.parametrize("rules", ["eight-off", "forecell", "seahaven"])
@pytest.mark.parametrize("command", [["solve", "617"], ["deal", "617", "--format", "fcs"],
                                     ["replay", str(ROOT / "tests" / "data" / "fcsolve" / "Solution.game617_O")]])
def test_cells_given_to_a_game_with_its_own_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       command: list[str], rules: str) -> None:
    err = refused([*command, "--rules", rules, "--cells", "2", *(["--out", str(tmp_path)] if
                                                                   command[0] == "solve" else [])], capsys)
    assert "--cells" in err and "its own" in err
    assert list(tmp_path.iterdir()) == []


def test_one_free_cell_is_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Solution.game617_O1"
    path.write_text("12\n")
    assert main(["replay", str(path)]) == 1
    assert "1 free cell:" in capsys.readouterr().err


@pytest.mark.parametrize("name, cells", [("Solution.game617_O4", 4), ("Solution.game617_B4", 4),
                                         ("Solution.game617_O4.2", 4)])
def test_a_count_of_4_in_a_name_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
                                        cells: int) -> None:
    assert SolutionName.parse(name).number == 617 and SolutionName.parse(name).free_cells == cells
    path = tmp_path / name
    path.write_text(SOLUTION if "_O" in name else "12\n")
    main(["replay", str(path)])
    assert "set game" not in capsys.readouterr().err


@pytest.mark.parametrize("name", ["Solution.game617_O.partial", "Solution.game617_Ox", "Solution.game617_"])
def test_a_numbered_name_with_an_ending_no_solution_has_is_not_taken_for_a_set_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    path = tmp_path / name
    path.write_text(SOLUTION)
    err = refused(["replay", str(path)], capsys)
    assert "set game" not in err and "--game 617" in err and name in err
    assert main(["replay", str(path), "--game", "617"]) == 0


def test_a_tournament_given_by_name_is_found_where_the_game_looks(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "tournament.Club").write_text("617\n")
    assert main(["tournament", "Club", "--dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("Tournament Club: 1 deal\n")
    assert main(["tournament", "tournament.Club", "--dir", str(tmp_path)]) == 0


def test_a_tournament_that_is_nowhere_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(["tournament", "Nope", "--dir", str(tmp_path)], capsys)
    assert "no tournament 'Nope'" in err and "tournament.Nope" in err and str(tmp_path) in err
    err = refused(["tournament", str(tmp_path / "tournament.Nope"), "--dir", str(tmp_path)], capsys)
    assert "no such tournament file" in err and "cannot read" not in err
