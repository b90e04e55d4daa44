"""A non-editable install carries data/, fonts/, setgames/, solutions/ and py.typed inside the wheel."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> subprocess.CompletedProcess:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", str(out), str(ROOT)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    result.wheel = zipfile.ZipFile(next(out.glob("freecell_retro-*.whl")))
    return result


@pytest.fixture(scope="module")
def wheel(built) -> zipfile.ZipFile:
    return built.wheel


def test_the_build_gives_no_deprecation_warning(built):
    """The licence is an SPDX string: setuptools no longer warns about a table."""
    assert "DeprecationWarning" not in built.stdout + built.stderr
    metadata = next(n for n in built.wheel.namelist() if n.endswith("METADATA"))
    assert "License-Expression: MIT" in built.wheel.read(metadata).decode()


def test_play_and_test_share_one_venv_on_the_current_source(tmp_path):
    """scripts/setup-venv installs editable whichever script calls it, so after
    ./scripts/test, ./scripts/play runs the source as it is now, and back."""
    (tmp_path / "scripts").mkdir()
    for name in ("scripts/setup-venv", "pyproject.toml", "setup.py"):
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    (tmp_path / "scripts" / "setup-venv").chmod(0o755)
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    fake = tmp_path / ".venv" / "bin" / "python"
    fake.write_text('#!/bin/sh\necho "$*" >> "$(dirname "$0")/../pip.log"\n')
    fake.chmod(0o755)
    for extras in ("test", "", "test"):
        subprocess.run([str(tmp_path / "scripts" / "setup-venv"), *([extras] if extras else [])], check=True)
    installs = [line for line in (tmp_path / ".venv" / "pip.log").read_text().splitlines() if "upgrade" not in line]
    assert installs == ["-m pip install --quiet -e .[test]", "-m pip install --quiet -e ."]


def test_wheel_carries_the_shipped_folders(wheel):
    names = set(wheel.namelist())
    for required in ("freecell_retro/_assets/data/palettes/default",
                     "freecell_retro/_assets/setgames/setgame.PC11982",
                     "freecell_retro/_assets/setgames/setgame.PC18492",
                     "freecell_retro/_assets/fonts/workbench-8.bdf",
                     "freecell_retro/engine/board.py",
                     "freecell_retro/py.typed"):
        assert required in names
    for sample in (ROOT / "solutions").glob("Solution.*"):
        assert f"freecell_retro/_assets/solutions/{sample.name}" in names


def test_wheel_declares_the_command(wheel):
    entry_points = next(n for n in wheel.namelist() if n.endswith("entry_points.txt"))
    assert "freecell-retro = freecell_retro.cli:main" in wheel.read(entry_points).decode()
