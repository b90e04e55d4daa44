"""The package's type hints hold: mypy (default mode) finds no error, so a
hint a reader trusts — an Optional that is checked, a value of the type
named — is one the code keeps."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

if importlib.util.find_spec("mypy") is None:
    pytest.skip("mypy not installed", allow_module_level=True)

ROOT = Path(__file__).parent.parent


def test_mypy_finds_no_type_error_in_the_package():
    result = subprocess.run([sys.executable, "-m", "mypy", "freecell_retro", "--ignore-missing-imports"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="ruff not installed")
def test_ruff_finds_nothing_in_the_package_the_tests_or_the_scripts():
    """The style pyproject.toml sets (imports sorted, lines of 120, bugbear's traps) holds everywhere."""
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", "freecell_retro",
                             "tests", "scripts"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
