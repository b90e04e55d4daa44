"""The command line: deal and replay, exit statuses, one-line errors, no tracebacks."""

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_deals import PINNED

from freecell_retro.cli import main
from freecell_retro.engine import microsoft_deal
from freecell_retro.files.setgames import parse_setgame

ROOT = Path(__file__).parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_retro", *args], capture_output=True, text=True, cwd=ROOT)


def test_deal_prints_a_set_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "617"]) == 0
    assert parse_setgame(capsys.readouterr().out) == microsoft_deal(617)


def test_deal_prints_an_fc_solve_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "1000000", "--format", "fcs"]) == 0
    assert capsys.readouterr().out.strip() == PINNED[1_000_000]


def test_replay_of_a_set_game_solution(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setgame = ROOT / "setgames" / "setgame.PC18492"
    source = ROOT / "tests" / "data" / "fcsolve" / "Solution.game617_O"
    assert main(["replay", str(source), "--setgame", str(setgame)]) == 1  # 617's moves do not fit 18492
    assert "does not win setgame.PC18492" in capsys.readouterr().err


def test_replay_options_override_the_name(capsys: pytest.CaptureFixture[str]) -> None:
    source = ROOT / "tests" / "data" / "fcsolve" / "Solution.game2_B"
    assert main(["replay", str(source), "--rules", "original"]) == 1
    assert main(["replay", str(source), "--game", "2", "--rules", "bakers", "--cells", "4"]) == 0


@pytest.mark.process
@pytest.mark.parametrize("args, problem", [
    (["deal", "0"], "game number must be 1-999,999,999, not '0'"),
    (["deal", "abc"], "game number must be written in the digits 0-9"),
    (["deal"], "required"),
    (["replay", "/no/such/Solution.game1"], "cannot read"),
    (["replay", "pyproject.toml"], "which game"),
    (["replay", "pyproject.toml", "--game", "1", "--cells", "7"], "free cells must be 0-4"),
    (["replay", "pyproject.toml", "--game", "1", "--setgame", "x"], "not allowed with"),
    (["replay", "pyproject.toml", "--setgame", "pyproject.toml"], "pyproject.toml, line"),
    (["bogus-command-or-stats", "--frobnicate"], "unrecognized"),
    (["stat"], "unknown command 'stat': did you mean 'stats'?"),
    (["--config", "x.yaml", "sovle", "617"], "did you mean 'solve'?"),
    (["Replya", "x"], "did you mean 'replay'?"),
])
def test_bad_input_is_one_line_and_status_2(args: list[str], problem: str) -> None:
    result = run(*args)
    assert result.returncode == 2, result
    assert result.stderr.startswith("freecell-retro: error: ") and problem in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


@settings(max_examples=60)
@given(st.lists(st.sampled_from(["deal", "replay", "--format", "fcs", "setgame", "7", "-1", "x", "--game",
                                 "--setgame", "--rules", "bakers", "--cells", "9", "pyproject.toml", "--help"]),
                max_size=6))
def test_no_argument_list_gives_a_traceback(args: list[str]) -> None:
    if not args or args[0] not in ("deal", "replay"):
        args = ["deal", *args]
    try:
        main(args)
    except SystemExit as exit_:
        assert exit_.code in (0, 1, 2, None)


def test_a_mistyped_command_makes_no_stats_file_but_play_and_real_names_still_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``freecell-retro stat`` used to create ``stats.stat``; now it asks. A
    word that is no near miss (``Fred``), a file that is there, and ``play
    stat`` still go to the game."""
    played: list[str | None] = []

    def play(args: argparse.Namespace) -> int:
        played.append(args.statsfile)
        return 0
    monkeypatch.setattr("freecell_retro.cli.play_command.run", play)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as ended:
        main(["stat"])
    assert ended.value.code == 2 and not list(tmp_path.iterdir())
    (tmp_path / "deals").write_text("")
    assert main(["Fred"]) == main(["play", "stat"]) == main(["deals"]) == 0
    assert played == ["Fred", "stat", "deals"]
