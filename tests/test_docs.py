"""The README says only what is true: its sample output is what the commands print."""

import os
import re
import shutil
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent


def readme_session() -> tuple[list[str], str]:
    """The README's shell example: its commands and the output it shows."""
    lines = (ROOT / "README.md").read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("$ freecell-retro deal 617"))
    block = [line.strip() for line in lines[start:start + 3]]
    return [line[2:] for line in block if line.startswith("$ ")], block[-1]


@pytest.mark.skipif(shutil.which("fc-solve") is None, reason="needs fc-solve (apt-get install freecell-solver-bin)")
def test_the_readmes_replay_example_prints_what_the_readme_shows(tmp_path: Path) -> None:
    commands, shown = readme_session()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "freecell-retro").write_text(f"#!/bin/sh\nexec {sys.executable} -m freecell_retro \"$@\"\n")
    (bin_dir / "freecell-retro").chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "PYTHONPATH": str(ROOT),
           "FREECELL_SOLVER_QUIET": "1"}
    output = ""
    for command in commands:
        output = subprocess.run(command, shell=True, cwd=tmp_path, env=env, capture_output=True, text=True,
                                timeout=120).stdout
    assert output.strip() == shown


def test_the_stats_keys_the_docs_say_are_written_are_written() -> None:
    """docs/file-formats.md's table of stats keys: each key is written by the game unless the table says
    it is never written."""
    from freecell_retro.engine import Deal, Move, Rules, SavedGame
    from freecell_retro.files.stats import Outcome, Record, Result, StatsFile, format_stats
    from freecell_retro.session import Options
    from freecell_retro.session.game.accounting import preferences_of

    table = (ROOT / "docs" / "file-formats.md").read_text().split("## Stats files", 1)[1].split("\n## ", 1)[0]
    written: set[str] = set()
    read_only: set[str] = set()
    for row in (line for line in table.splitlines() if line.startswith("| `")):
        keys = set(re.findall(r"`([a-z-]+)`", row.split(" | ")[0]))
        (read_only if "never written" in row else written).update(keys)
    saved = SavedGame(Deal.numbered(617), Rules.BAKERS, 3, (Move.from_str("1a"),), 2, 61.5, manual=(True,))
    preferences = {**preferences_of(Options()), "dock_position": (1, 2)}
    history = (Result(datetime(2024, 5, 3), 617, Outcome.WON, 92, 250.1),)
    text = format_stats(StatsFile(Record().won(5, 5), unfinished=saved, preferences=preferences, last_game=617,
                                  last_session=Record(wins=1), history=history, games={Rules.BAKERS: Record()}))
    keys = {line.split()[0] for line in text.splitlines() if line and not line.startswith("#")}
    assert read_only == {"unfinished-setgame", "unfinished-cards"} and not read_only & keys
    assert written <= keys, written - keys
