"""The suite itself: it skips only for a named missing thing (a window that fails to build for any
other reason fails the tests that need it, rather than skipping them all), and the test command runs
the examples in every module's docstrings; a test of what a player without permission meets runs
without root's way past file permissions, even where the suite runs as root (CI)."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from conftest import ROOT, reads_anything, window_or_skip


@pytest.fixture
def headless(monkeypatch: pytest.MonkeyPatch) -> None:
    """Arcade (imported to tell the errors apart) reads this when first imported, as the window does."""
    if os.environ.get("ARCADE_HEADLESS") is None:
        monkeypatch.setenv("ARCADE_HEADLESS", "1")
    pytest.importorskip("arcade")


def failing(error: Exception) -> Callable[[], None]:
    def make() -> None:
        raise error
    return make


def test_a_bug_in_building_the_window_fails(headless: None) -> None:
    with pytest.raises(AttributeError, match="a bug"):
        window_or_skip(failing(AttributeError("a bug in GameWindow.__init__")))


def test_no_display_or_gl_skips(headless: None) -> None:
    for name in ("NoSuchDisplayException", "NoSuchConfigException", "GLException"):
        pyglet_error = type(name, (Exception,), {})
        with pytest.raises(pytest.skip.Exception, match="no headless OpenGL"):
            window_or_skip(failing(pyglet_error("Cannot connect to display")))


def test_a_window_that_builds_is_handed_back() -> None:
    window = object()
    assert window_or_skip(lambda: window) is window


def test_the_test_command_runs_every_module_s_doctests(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.getoption("doctestmodules") and "freecell_retro" in pytestconfig.getini("testpaths")
    folders = {path.parent for path in (ROOT / "freecell_retro").rglob("*.py")}
    assert all((folder / "__init__.py").exists() for folder in folders)  # each module imports as the package's


@pytest.mark.unprivileged
def test_an_unprivileged_test_meets_file_permissions() -> None:
    assert not reads_anything()
