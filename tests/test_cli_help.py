"""The door: --help says how to play first, `play` is a command, --version, --config anywhere, one-line errors."""

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro import __version__
from freecell_retro.cli import _with_command, main

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_retro", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, env={**__import__("os").environ, **env})


def test_help_says_how_to_play_first_then_the_commands() -> None:
    done = run("--help")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0] == "usage: freecell-retro [--config FILE] [--language CODE] [STATSFILE]"
    assert "Play FreeCell as on the Amiga" in done.stdout
    commands = done.stdout[done.stdout.index("commands:"):]
    assert [word for word in ("play", "deal", "replay", "solve", "stats", "screenshot") if f"    {word} " in commands]\
        == ["play", "deal", "replay", "solve", "stats", "screenshot"]
    assert "Every subcommand lives" not in done.stdout and "``" not in done.stdout  # no developers' docstrings


@pytest.mark.parametrize("command", ["play", "deal", "replay", "solve", "stats", "screenshot"])
def test_no_command_help_shows_a_developers_docstring(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = capsys.readouterr().out
    assert out.startswith(f"usage: freecell-retro {command} ") and "``" not in out and ":mod:" not in out


def test_version() -> None:
    done = run("--version")
    assert (done.returncode, done.stdout) == (0, f"freecell-retro {__version__}\n")


@pytest.mark.parametrize(("argv", "expected"), [
    ([], ["play"]),
    (["stats.Fred"], ["play", "stats.Fred"]),
    (["play", "stats.Fred"], ["play", "stats.Fred"]),
    (["--config", "F", "stats"], ["--config", "F", "stats"]),
    (["--config=F", "Fred"], ["--config=F", "play", "Fred"]),
    (["--config", "F"], ["--config", "F", "play"]),
    (["--help"], ["--help"]),
])
def test_play_is_what_runs_without_a_command(argv: list[str], expected: list[str]) -> None:
    assert _with_command(argv) == expected


def test_config_before_a_command_is_that_commands_config(tmp_path: Path) -> None:
    """`--config F stats` once made a stats file called `stats.stats` and opened the window."""
    (tmp_path / "tt.yaml").write_text(f"MULTIPLESTATS: NO\nSTATSDIR: {tmp_path / 'st'}\n")
    done = run("--config", str(tmp_path / "tt.yaml"), "stats", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    assert done.returncode == 2 and "no such stats file" in done.stderr and str(tmp_path / "st") in done.stderr
    assert not (tmp_path / "st" / "stats.stats").exists()


def test_play_is_not_a_stats_file_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`freecell-retro play` once made a stats file called `stats.play`."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    from freecell_retro.cli import build_parser
    args = build_parser("play").parse_args(_with_command(["play"]))
    assert args.command == "play" and args.statsfile is None


def test_an_argument_with_a_line_break_stays_on_one_line() -> None:
    done = run("deal", "6\n17")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "\\n" in done.stderr


def test_the_screenshot_example_in_help_plays(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The example ``screenshot --help`` shows is legal on its deal and writes its picture."""
    with pytest.raises(SystemExit):
        main(["screenshot", "--help"])
    example = next(line.strip() for line in capsys.readouterr().out.splitlines()
                   if line.strip().startswith("freecell-retro screenshot 617"))
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(example)[1:]) == 0
    assert (tmp_path / "617.png").is_file()
