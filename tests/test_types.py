"""The type hints hold: ``mypy --strict`` (pyproject.toml's ``[tool.mypy]``: the package and the tests)
finds no error, so a hint a reader trusts — an Optional that is checked, a value of the type named — is
one the code keeps, in the tests as in the game. The check starts in the background when the session
begins (tests/typecheck.py) and this test collects its answer."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from typecheck import available, checked

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent


@pytest.mark.skipif(not available(), reason="mypy not installed")
def test_mypy_strict_finds_no_type_error_in_the_package_or_the_tests() -> None:
    status, output = checked()
    assert status == 0, output


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None, reason="ruff not installed")
def test_ruff_finds_nothing_in_the_package_the_tests_or_the_scripts() -> None:
    """The style pyproject.toml sets (imports sorted, lines of 120, bugbear's traps) holds everywhere."""
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", "freecell_retro",
                             "tests", "scripts"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
