"""``mypy --strict`` over the package and the tests (pyproject.toml's ``[tool.mypy]``), started in the
background as soon as the test session knows it will run the type check: a cold check of the whole tree
takes about as long as a good share of the suite, so it runs beside the other tests, and :func:`checked`
only collects its answer. Its incremental cache (``.mypy_cache`` in the checkout, ignored by git) makes
every later run quick.

With pytest-xdist (``-n``), the tests run in worker processes and mypy once, in the controller: it learns
from the first worker that has collected whether the check is among the tests, starts mypy then, and
writes its answer into a folder every worker was told of (``FREECELL_TYPECHECK_ANSWER``) — whichever
worker is given the check reads it there. Without xdist it all happens in the one process.

A pytest plugin (conftest.py names it in ``pytest_plugins``)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
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
ANSWER = "FREECELL_TYPECHECK_ANSWER"
"""The folder where the controller of an xdist session leaves mypy's answer for its workers."""


@dataclass
class _Running:
    process: subprocess.Popen[bytes]
    output: IO[bytes]


_running: _Running | None = None
_answer_folder: Path | None = None
"""The controller's folder for the answer (None: not an xdist controller)."""


def available() -> bool:
    return importlib.util.find_spec("mypy") is not None


def start() -> None:
    """mypy on the tree, in the background (once a session); its output goes to a file, never a pipe
    that nobody reads until the end. In an xdist controller a thread writes the answer for the workers
    when mypy ends."""
    global _running
    if _running is None and available():
        output = tempfile.TemporaryFile()
        process = subprocess.Popen([sys.executable, "-m", "mypy"], cwd=ROOT, stdout=output,
                                   stderr=subprocess.STDOUT)
        _running = _Running(process, output)
        if _answer_folder is not None:
            threading.Thread(target=_leave_answer, args=(_running, _answer_folder), daemon=True).start()


def _leave_answer(running: _Running, folder: Path) -> None:
    """Write mypy's output, then its exit status (the sign that the answer is whole), for the workers."""
    status = running.process.wait()
    try:
        running.output.seek(0)
        (folder / "output").write_bytes(running.output.read())
        (folder / "status.part").write_text(str(status))
        (folder / "status.part").replace(folder / "status")
    except (OSError, ValueError):  # the session ended first, and took the folder and the output with it
        pass


def checked() -> tuple[int, str]:
    """mypy's exit status and what it printed, waiting for the run :func:`start` began (starting one
    when none has: the test run by itself). In an xdist worker: the answer the controller leaves."""
    shared = os.environ.get(ANSWER)
    if shared and os.environ.get("PYTEST_XDIST_WORKER"):
        return _answer_left(Path(shared))
    start()
    assert _running is not None, "mypy is not installed"
    status = _running.process.wait(timeout=BOUND)
    _running.output.seek(0)
    return status, _running.output.read().decode(errors="replace")


def _answer_left(folder: Path) -> tuple[int, str]:
    """The controller's answer, once its status is written (a bound against a hang, not a measurement)."""
    deadline = time.monotonic() + BOUND
    while not (folder / "status").exists():
        assert time.monotonic() < deadline, "mypy gave no answer"
        time.sleep(0.2)
    return int((folder / "status").read_text()), (folder / "output").read_bytes().decode(errors="replace")


def _xdist_controller(config: pytest.Config) -> bool:
    return not hasattr(config, "workerinput") and bool(getattr(config.option, "numprocesses", None))


def pytest_configure(config: pytest.Config) -> None:
    """An xdist controller makes the answer's folder before it starts its workers, which inherit its name."""
    global _answer_folder
    if _xdist_controller(config):
        _answer_folder = Path(tempfile.mkdtemp(prefix="freecell-typecheck-"))
        os.environ[ANSWER] = str(_answer_folder)


def pytest_collection_finish(session: pytest.Session) -> None:
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return  # the controller starts it
    if any(item.nodeid.endswith(CHECK) for item in session.items):
        start()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node: object, ids: Sequence[str]) -> None:
    """The controller of an xdist session: a worker's collection says whether the check is to run."""
    if any(nodeid.endswith(CHECK) for nodeid in ids):
        start()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A session that stopped early (``-x``, Ctrl+C) leaves no mypy behind, nor the answer's folder."""
    global _running, _answer_folder
    if _running is not None:
        if _running.process.poll() is None:
            _running.process.kill()
            _running.process.wait()
        _running.output.close()
        _running = None
    if _answer_folder is not None and not hasattr(session.config, "workerinput"):
        shutil.rmtree(_answer_folder, ignore_errors=True)
        os.environ.pop(ANSWER, None)
        _answer_folder = None
