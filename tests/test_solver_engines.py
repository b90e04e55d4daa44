"""SOLVER: our solver alone, or raced against fc-solve; every answer replayed by our engine."""

import os
import shutil
import time
from pathlib import Path

import pytest
from boards import counted

from freecell_retro.engine import Board, Rules
from freecell_retro.engine.errors import FileFormatError
from freecell_retro.files.solutions import format_standard
from freecell_retro.files.tooltypes import SOLVERS, parse_tooltypes
from freecell_retro.session.assist.solving import HINT_HEAD_START, race_solve
from freecell_retro.solver import Budget, Status, rival, solve
from freecell_retro.solver.fcsolve import Engine, fcs_position, program

REAL_FC_SOLVE = program()
needs_fc_solve = pytest.mark.skipif(REAL_FC_SOLVE is None,
                                    reason="fc-solve is not installed (Debian/Ubuntu: apt install fc-solve)")


def fake_fc_solve(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: str) -> Path:
    """An ``fc-solve`` on PATH (the only program there besides the shell's) that runs ``script``."""
    return fc_solve_on_path(tmp_path, monkeypatch, ("#!/bin/sh\n" + script).encode())


def fc_solve_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes, mode: int = 0o755) -> Path:
    """``content`` as the ``fc-solve`` first on PATH (then only the system's programs); its path."""
    folder = tmp_path / "bin"
    folder.mkdir()
    program_path = folder / "fc-solve"
    program_path.write_bytes(content)
    program_path.chmod(mode)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}/usr/bin{os.pathsep}/bin")
    return program_path


def test_the_solver_tool_type() -> None:
    assert parse_tooltypes("").solver == "auto"
    assert parse_tooltypes("SOLVER: FC-Solve\n").solver == "fc-solve"
    assert {Engine(name) for name in SOLVERS} == set(Engine)
    with pytest.raises(FileFormatError, match="SOLVER: 'cplex' is not allowed; use auto, builtin, fc-solve"):
        parse_tooltypes("SOLVER: cplex\n", "tt.yaml")


def test_without_fc_solve_ours_answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    start = Board.game(5)
    for engine in Engine:
        answer = race_solve(start, counted(), engine)
        assert answer.solved and answer.game(start).is_won


def test_a_wrong_fc_solve_answer_is_never_taken(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """It claims a win with moves that do not win; ours (told to give up quickly) is the answer."""
    fake_fc_solve(tmp_path, monkeypatch, "cat > /dev/null\necho '1h 2h 3h'\necho 'This game is solveable.'\n")
    start = Board.game(11982)
    answer = race_solve(start, Budget(nodes=2_000, seconds=5), Engine.AUTO)
    assert answer.status is Status.GAVE_UP
    deal = Board.game(1, Rules.ORIGINAL, 4)
    hinted = race_solve(deal, counted(Budget(nodes=150_000)), Engine.AUTO, HINT_HEAD_START)  # as Hint races
    assert hinted.solved and hinted.game(deal).is_won


@pytest.mark.slow
def test_a_right_fc_solve_answer_is_taken_when_ours_gives_up(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    start = Board.game(9)  # ours needs over a thousand positions: more than the budget
    solution = format_standard(solve(start, counted()).game(start))
    (tmp_path / "solution").write_text(solution + "\nThis game is solveable.\n")
    fake_fc_solve(tmp_path, monkeypatch, f"cat > /dev/null\ncat '{tmp_path / 'solution'}'\n")
    answer = race_solve(start, Budget(nodes=10, seconds=10), Engine.FC_SOLVE)
    assert answer.solved and answer.game(start).is_won
    assert race_solve(start, Budget(nodes=10, seconds=10), Engine.BUILTIN).status is Status.GAVE_UP


def test_fc_solve_is_stopped_when_ours_answers_first(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    said = f"echo $$ > '{pid_file}.new'\nmv '{pid_file}.new' '{pid_file}'\n"  # its pid, whole or not at all
    fake_fc_solve(tmp_path, monkeypatch, said + "exec sleep 60\n")
    monkeypatch.setattr(rival, "RIVAL_AFTER", 0.0)  # started at ours' first look, before ours can answer

    def running() -> bool:  # ours' own "cancelled" check: it waits until the rival has said who it is
        for _ in range(500):
            if pid_file.exists():
                break
            time.sleep(0.01)
        return False

    start = Board.game(1)
    answer = race_solve(start, counted(Budget(cancelled=running)), Engine.AUTO)
    assert answer.solved and answer.game(start).is_won
    pid = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_fc_solve_board_format_holds_cells_and_homes() -> None:
    board = Board.game(1).play(next(m for m in Board.game(1).legal_moves() if m.target.area.value == "cell"))
    lines = fcs_position(board).splitlines()
    assert lines[0] == "Foundations: C-0 D-0 H-0 S-0"
    assert lines[1].startswith("Freecells: ") and lines[1].count("-") == 3
    assert len(lines) == 10


@needs_fc_solve
def test_with_fc_solve_a_hard_deal_gets_an_answer_that_replays() -> None:
    """2 free cells, deal 12: ours alone gives up within this small budget; fc-solve solves it."""
    start = Board.game(12, Rules.ORIGINAL, 2)
    budget = Budget(nodes=2_000, seconds=30)
    assert race_solve(start, budget, Engine.BUILTIN).status is Status.GAVE_UP
    started = time.monotonic()
    answer = race_solve(start, budget, Engine.AUTO)
    assert answer.solved and answer.game(start).is_won
    assert time.monotonic() - started < 30


@pytest.mark.skipif(shutil.which("fc-solve") is None, reason="needs fc-solve (apt-get install freecell-solver-bin)")
def test_the_solve_command_follows_the_solver_tool_type(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """With SOLVER: fc-solve the command answers 2-cell deal 12 (fc-solve first, ours close behind)."""
    from freecell_retro.cli import main

    config = tmp_path / "tt.yaml"
    config.write_text("SOLVER: fc-solve\n")
    assert main(["--config", str(config), "solve", "12", "--cells", "2", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "Solution.game12_O2").is_file()
