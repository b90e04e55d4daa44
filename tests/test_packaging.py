"""A non-editable install carries data/, fonts/, setgames/, solutions/ and py.typed inside the wheel."""

import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent
NOT_SOURCE = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis")
"""What a checkout holds beside its source: never copied into the folder the wheel is built from."""


@dataclass
class Built:
    """pip's build of the wheel: what it printed, and the wheel."""

    output: str
    wheel: zipfile.ZipFile


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Built from a copy of the checkout: setuptools builds in the source's own ``build/`` folder, which
    another build at the same time (a second test worker, a developer's ``pip install .``) would share."""
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "freecell-retro"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", str(out), str(source)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return Built(result.stdout + result.stderr, zipfile.ZipFile(next(out.glob("freecell_retro-*.whl"))))


@pytest.fixture(scope="module")
def wheel(built: Built) -> zipfile.ZipFile:
    return built.wheel


def test_the_build_gives_no_deprecation_warning(built: Built) -> None:
    """The licence is an SPDX string: setuptools no longer warns about a table."""
    assert "DeprecationWarning" not in built.output
    metadata = next(n for n in built.wheel.namelist() if n.endswith("METADATA"))
    assert "License-Expression: MIT" in built.wheel.read(metadata).decode()


def test_wheel_carries_the_shipped_folders(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    for required in ("freecell_retro/_assets/data/palettes/default",
                     "freecell_retro/_assets/setgames/setgame.PC11982",
                     "freecell_retro/_assets/setgames/setgame.PC18492",
                     "freecell_retro/_assets/fonts/workbench-8.bdf",
                     "freecell_retro/engine/board.py",
                     "freecell_retro/files/samples.py",  # the sounds' maker: python -m freecell_retro.files.samples
                     "freecell_retro/py.typed",
                     *(f"freecell_retro/language/locale/{code}/LC_MESSAGES/freecell_retro.mo"
                       for code in ("de", "fr", "it", "es", "sv"))):
        assert required in names
    for sound in (ROOT / "data" / "sounds").glob("*.wav"):
        assert f"freecell_retro/_assets/data/sounds/{sound.name}" in names
    for sample in (ROOT / "solutions").glob("Solution.*"):
        assert f"freecell_retro/_assets/solutions/{sample.name}" in names


def test_wheel_declares_the_command(wheel: zipfile.ZipFile) -> None:
    entry_points = next(n for n in wheel.namelist() if n.endswith("entry_points.txt"))
    assert "freecell-retro = freecell_retro.cli:main" in wheel.read(entry_points).decode()
