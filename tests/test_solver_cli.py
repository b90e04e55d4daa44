"""``freecell-retro solve``: the file it writes, its name, its exit statuses."""

import subprocess
import sys
from pathlib import Path

import pytest

import freecell_retro.cli.solve_command as solve_command
from freecell_retro.cli import main
from freecell_retro.engine import Board, Rules
from freecell_retro.files.solutions import SolutionName, replay_solution
from freecell_retro.solver import Budget

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent


@pytest.fixture(autouse=True)
def budget_in_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    """``solve`` in this process without ``--time-limit`` searches the default budget in positions
    alone, with no helper process: its answer is the same however busy the machine is."""
    monkeypatch.setattr(solve_command, "Budget", lambda **limits: Budget(**{"seconds": None, "helper": False,
                                                                             **limits}))


def solve_to(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> Path:
    assert main(["solve", *args, "--out", str(tmp_path)]) == 0
    path = Path(capsys.readouterr().out.strip())
    assert path.parent == tmp_path and path.is_file()
    return path


def test_solve_writes_a_solution_file_that_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = solve_to(tmp_path, capsys, "1")
    assert path.name == "Solution.game1_O"
    assert main(["replay", str(path)]) == 0
    lines = path.read_text().splitlines()
    assert all(len(line.split()) <= 10 for line in lines)


def test_rules_cells_and_standard_notation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = solve_to(tmp_path, capsys, "12", "--rules", "bakers", "--cells", "3", "--notation", "standard")
    assert path.name == "Solution.game12_B3"
    assert main(["replay", str(path)]) == 0
    replay = replay_solution(Board.game(12, Rules.BAKERS, 3), path.read_text())
    assert replay.wins and replay.notation.name == "STANDARD"


def test_a_set_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setgame = ROOT / "setgames" / "setgame.PC18492"
    path = solve_to(tmp_path, capsys, "--setgame", str(setgame))
    assert path.name == "Solution.setgame.PC18492_O"
    assert main(["replay", str(path), "--setgame", str(setgame)]) == 0


def test_unsolvable_exits_1_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "7", "--cells", "0", "--out", str(tmp_path)]) == 1
    assert "unsolvable" in capsys.readouterr().out
    assert not list(tmp_path.iterdir())


def test_giving_up_exits_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "11982", "--time-limit", "0.001", "--out", str(tmp_path)]) == 3
    assert "gave up" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("args", [["solve", "1", "--cells", "7"], ["solve", "1", "--time-limit", "soon"],
                                  ["solve"], ["solve", "1", "--notation", "pc"]])
def test_bad_input_is_one_line_and_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("freecell-retro: error: ") and err.count("\n") == 1


def test_an_unwritable_folder_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(SystemExit) as exit_:
        main(["solve", "1", "--out", str(blocker)])
    assert exit_.value.code == 2
    assert "cannot write the solution" in capsys.readouterr().err


def test_the_shipped_samples_replay_to_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    samples = sorted((ROOT / "solutions").glob("Solution.*"))
    names = {path.name for path in samples}
    assert "Solution.game310760976" in names
    kinds = {(SolutionName.parse(name).rules, SolutionName.parse(name).free_cells) for name in names}
    assert (Rules.BAKERS, 4) in kinds and any(cells == 3 for _, cells in kinds)
    for path in samples:
        assert main(["replay", str(path)]) == 0, capsys.readouterr().err


# -- never replacing a player's file -------------------------------

PLAYERS = "5a 53 35 1h 8b 86 2a 26 24 1d\n"  # the player's own file, different from what solve finds


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """The command in a real process, as a player runs it."""
    return subprocess.run([sys.executable, "-m", "freecell_retro", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result
    assert result.stderr.startswith("freecell-retro: error: ") and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr
    return result.stderr


def test_solve_keeps_a_players_different_file(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(PLAYERS)
    error = one_error_line(run("solve", "617", "--out", str(tmp_path)))
    assert str(path) in error and "--force" in error and "(10 moves)" in error
    assert path.read_text() == PLAYERS and [p.name for p in tmp_path.iterdir()] == [path.name]


def test_solve_force_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(PLAYERS)
    result = run("solve", "617", "--out", str(tmp_path), "--force")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(path) and path.read_text() != PLAYERS
    assert run("replay", str(path)).returncode == 0


def test_solve_again_says_the_file_is_already_there(tmp_path: Path) -> None:
    first = run("solve", "617", "--out", str(tmp_path))
    assert first.returncode == 0
    path = Path(first.stdout.strip())
    inode = path.stat().st_ino
    again = run("solve", "617", "--out", str(tmp_path))
    assert again.returncode == 0 and again.stdout.strip() == str(path)
    assert "already holds this solution" in again.stderr
    assert path.stat().st_ino == inode


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_solve_out_a_device_says_it_is_not_a_folder() -> None:
    error = one_error_line(run("solve", "1", "--out", "/dev/full"))
    assert "/dev/full/Solution.game1_O" in error and "/dev/full is not a folder" in error
    assert "File exists" not in error


def test_solve_out_a_file_says_it_is_not_a_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    error = one_error_line(run("solve", "1", "--out", str(blocker / "sub")))
    assert f"{blocker} is not a folder" in error


# -- set games never take a numbered game's solution name -----------

@pytest.mark.parametrize("setgame", ["game617", "GAME617"])
def test_a_set_game_called_game617_keeps_game617s_solution(tmp_path: Path, setgame: str) -> None:
    players = tmp_path / "Solution.game617_O"
    players.write_text((ROOT / "tests" / "data" / "fcsolve" / "Solution.game617_O").read_text())
    deal = tmp_path / "deals" / setgame
    deal.parent.mkdir()
    deal.write_text((ROOT / "setgames" / "setgame.PC18492").read_text())
    result = run("solve", "--setgame", str(deal), "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()).name == f"Solution.setgame.{setgame}_O"
    assert run("replay", str(players)).returncode == 0
    assert run("replay", result.stdout.strip(), "--setgame", str(deal)).returncode == 0


def test_a_set_game_name_with_a_newline_never_reaches_a_file_name(tmp_path: Path) -> None:
    deal = tmp_path / "deals" / "bad\nname"
    deal.parent.mkdir()
    deal.write_text((ROOT / "setgames" / "setgame.PC18492").read_text())
    out = tmp_path / "out"
    error = one_error_line(run("solve", "--setgame", str(deal), "--out", str(out)))
    assert "bad\\nname" in error and "cannot hold '\\n'" in error  # refused when read, before any name is made
    assert not out.exists()
