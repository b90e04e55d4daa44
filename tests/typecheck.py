"""``mypy --strict`` over the package and the tests (pyproject.toml's ``[tool.mypy]``), started in the
background as soon as the test session knows it will run the type check: a cold check of the whole tree
takes about as long as a good share of the suite, so it runs beside the other tests on the second core,
and :func:`checked` only collects its answer. Its incremental cache (``.mypy_cache`` in the checkout,
ignored by git) makes every later run quick.

A pytest plugin (conftest.py names it in ``pytest_plugins``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECK = "test_types.py::test_mypy_strict_finds_no_type_error_in_the_package_or_the_tests"
"""The test that reads the answer: mypy starts only when the session is to run it."""
BOUND = 1800.0
"""Seconds the test waits for mypy: only a bound against a hang (a cold check on a loaded machine takes
a minute or two), never a measurement."""


@dataclass
class _Running:
    process: subprocess.Popen[bytes]
    output: IO[bytes]


_running: _Running | None = None


def available() -> bool:
    return importlib.util.find_spec("mypy") is not None


def start() -> None:
    """mypy on the tree, in the background (once a session); its output goes to a file, never a pipe
    that nobody reads until the end."""
    global _running
    if _running is None and available():
        output = tempfile.TemporaryFile()
        process = subprocess.Popen([sys.executable, "-m", "mypy"], cwd=ROOT, stdout=output,
                                   stderr=subprocess.STDOUT)
        _running = _Running(process, output)


def checked() -> tuple[int, str]:
    """mypy's exit status and what it printed, waiting for the run :func:`start` began (starting one
    when none has: the test run by itself)."""
    start()
    assert _running is not None, "mypy is not installed"
    status = _running.process.wait(timeout=BOUND)
    _running.output.seek(0)
    return status, _running.output.read().decode(errors="replace")


def pytest_collection_finish(session: pytest.Session) -> None:
    if any(item.nodeid.endswith(CHECK) for item in session.items):
        start()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A session that stopped early (``-x``, Ctrl+C) leaves no mypy behind."""
    global _running
    if _running is not None:
        if _running.process.poll() is None:
            _running.process.kill()
            _running.process.wait()
        _running.output.close()
        _running = None
