"""Every command that writes to standard output ends quietly when the reader closes the pipe
(``freecell-retro stats FILE | head -4``): no traceback, no "Exception ignored" on stderr."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro.files.stats import Record, StatsFile
from freecell_retro.files.statsstore import write_stats

ROOT = Path(__file__).parent.parent
SOLUTION = ROOT / "tests" / "data" / "fcsolve" / "Solution.game617_O"


def closed_reader(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run the command with its standard output a pipe whose reader has gone already (as ``head``
    has once it read its lines): its first write meets a closed pipe."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "freecell_retro", *args], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, cwd=cwd,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    finally:
        os.close(write_end)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    write_stats(tmp_path / "stats.Fred", StatsFile(overall=Record().won(92, 250.1)))
    (tmp_path / "tournament.Club").write_text("617\n")
    return tmp_path


COMMANDS = {
    "stats": lambda f: ["stats", str(f / "stats.Fred")],
    "stats --history": lambda f: ["stats", str(f / "stats.Fred"), "--history"],
    "hall": lambda f: ["hall", "--dir", str(f)],
    "tournament": lambda f: ["tournament", str(f / "tournament.Club"), "--dir", str(f)],
    "deal": lambda f: ["deal", "617"],
    "replay": lambda f: ["replay", str(SOLUTION)],
    "solve": lambda f: ["solve", "617", "--out", str(f)],
    "help": lambda f: ["--help"],
    "version": lambda f: ["--version"],
    "command help": lambda f: ["stats", "--help"],
}


@pytest.mark.process
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_closed_pipe_ends_the_command_quietly(folder: Path, command: str) -> None:
    done = closed_reader(COMMANDS[command](folder), folder)
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr
    assert "Exception ignored" not in done.stderr
    assert done.returncode != 2  # no bad input
