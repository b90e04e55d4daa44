"""The README says only what is true: its sample output is what the commands print."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def readme_session() -> tuple[list[str], str]:
    """The README's shell example: its commands and the output it shows."""
    lines = (ROOT / "README.md").read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("$ freecell-retro deal 617"))
    block = [line.strip() for line in lines[start:start + 3]]
    return [line[2:] for line in block if line.startswith("$ ")], block[-1]


@pytest.mark.skipif(shutil.which("fc-solve") is None, reason="needs fc-solve (apt-get install freecell-solver-bin)")
def test_the_readmes_replay_example_prints_what_the_readme_shows(tmp_path):
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
