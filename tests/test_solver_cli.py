"""``freecell-retro solve``: the file it writes, its name, its exit statuses."""

from pathlib import Path

import pytest

from freecell_retro.cli import main
from freecell_retro.engine import Board, Rules
from freecell_retro.files.solutions import SolutionName, replay_solution

ROOT = Path(__file__).parent.parent


def solve_to(tmp_path, capsys, *args: str) -> Path:
    assert main(["solve", *args, "--out", str(tmp_path)]) == 0
    path = Path(capsys.readouterr().out.strip())
    assert path.parent == tmp_path and path.is_file()
    return path


def test_solve_writes_a_solution_file_that_replays(tmp_path, capsys):
    path = solve_to(tmp_path, capsys, "1")
    assert path.name == "Solution.game1_O"
    assert main(["replay", str(path)]) == 0
    lines = path.read_text().splitlines()
    assert all(len(line.split()) <= 10 for line in lines)


def test_rules_cells_and_standard_notation(tmp_path, capsys):
    path = solve_to(tmp_path, capsys, "12", "--rules", "bakers", "--cells", "3", "--notation", "standard")
    assert path.name == "Solution.game12_B3"
    assert main(["replay", str(path)]) == 0
    replay = replay_solution(Board.game(12, Rules.BAKERS, 3), path.read_text())
    assert replay.wins and replay.notation.name == "STANDARD"


def test_a_set_game(tmp_path, capsys):
    setgame = ROOT / "setgames" / "setgame.PC18492"
    path = solve_to(tmp_path, capsys, "--setgame", str(setgame))
    assert path.name == "Solution.setgame.PC18492_O"
    assert main(["replay", str(path), "--setgame", str(setgame)]) == 0


def test_unsolvable_exits_1_and_writes_nothing(tmp_path, capsys):
    assert main(["solve", "7", "--cells", "0", "--out", str(tmp_path)]) == 1
    assert "unsolvable" in capsys.readouterr().out
    assert not list(tmp_path.iterdir())


def test_giving_up_exits_3(tmp_path, capsys):
    assert main(["solve", "11982", "--time-limit", "0.001", "--out", str(tmp_path)]) == 3
    assert "gave up" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("args", [["solve", "1", "--cells", "7"], ["solve", "1", "--time-limit", "soon"],
                                  ["solve"], ["solve", "1", "--notation", "pc"]])
def test_bad_input_is_one_line_and_exit_2(args, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("freecell-retro: error: ") and err.count("\n") == 1


def test_an_unwritable_folder_is_one_line_and_exit_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(SystemExit) as exit_:
        main(["solve", "1", "--out", str(blocker)])
    assert exit_.value.code == 2
    assert "cannot write the solution" in capsys.readouterr().err


def test_the_shipped_samples_replay_to_a_win(capsys):
    samples = sorted((ROOT / "solutions").glob("Solution.*"))
    names = {path.name for path in samples}
    assert "Solution.game310760976" in names
    kinds = {(SolutionName.parse(name).rules, SolutionName.parse(name).free_cells) for name in names}
    assert (Rules.BAKERS, 4) in kinds and any(cells == 3 for _, cells in kinds)
    for path in samples:
        assert main(["replay", str(path)]) == 0, capsys.readouterr().err
