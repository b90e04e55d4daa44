"""How a whole run spreads over pytest-xdist's workers (``scripts/test.py`` asks for ``--dist
loadgroup``): every test goes out on its own, except that a test file making a fixture once a module
(a wheel built, a simulated platform's whole run) keeps all its tests in one worker.

Why a scheduler of our own: xdist's ``loadgroup`` learns a test's group from a suffix the worker
writes into the test's id, which pytest 9.2 no longer lets it write, so the groups silently fell
apart and two workers built the same wheel in the same ``build/`` folder at once. The controller
sees only test ids, so the file itself says whether it makes a module-wide fixture."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

MODULE_WIDE = 'scope="module"'
"""What a test file says when it makes a fixture once for all its tests."""


@cache
def makes_once_a_module(test_file: Path) -> bool:
    """Does this test file make a fixture once for all its tests (so they must share a worker)?"""
    try:
        return MODULE_WIDE in test_file.read_text(encoding="utf-8")
    except OSError:
        return False


def work_unit(nodeid: str, root: Path) -> str:
    """What goes to one worker with the test ``nodeid``: its whole file when the file makes a fixture
    once a module, else the test alone."""
    test_file = nodeid.split("::")[0]
    return test_file if makes_once_a_module(root / test_file) else nodeid


class KeepingModules(LoadScopeScheduling):  # type: ignore[misc]
    """xdist's load scheduling, a work unit being one test, or one whole file that makes a fixture
    once a module."""

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid, Path(self.config.rootpath))
