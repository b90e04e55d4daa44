"""The suite itself: it skips only for a named missing thing (a window that fails to build for any
other reason fails the tests that need it, rather than skipping them all), and the test command runs
the examples in every module's docstrings; a test of what a player without permission meets runs
without root's way past file permissions, even where the suite runs as root (CI)."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from types import ModuleType

import pytest
from conftest import ROOT, reads_anything, window_or_skip
from hypothesis import HealthCheck, settings
from xserver import answers


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
    for name in ("NoSuchDisplayException", "NoSuchConfigException", "ContextException"):
        pyglet_error = type(name, (Exception,), {})
        with pytest.raises(pytest.skip.Exception, match="no headless OpenGL"):
            window_or_skip(failing(pyglet_error("Cannot connect to display")))


@pytest.mark.parametrize("name", ["GLException", "WindowException", "NoSuchScreenModeException"])
def test_a_gl_or_window_error_fails_rather_than_skips(headless: None, name: str) -> None:
    """pyglet raises these for a GL call that failed or a window asked the impossible: bugs, not a
    machine without a display."""
    pyglet_error = type(name, (Exception,), {})
    with pytest.raises(pyglet_error):
        window_or_skip(failing(pyglet_error("GL_INVALID_OPERATION")))


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


def test_the_suite_s_hypothesis_profile_has_no_deadline() -> None:
    """A loaded machine fails no property that a quiet one passes."""
    assert settings().deadline is None
    assert HealthCheck.too_slow in settings().suppress_health_check


def test_the_private_display_answers_and_no_display_is_inherited(x_display: str) -> None:
    assert answers(x_display)
    assert "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" not in os.environ


def the_test_command() -> ModuleType:
    """scripts/test.py, the README's test command, as a module."""
    spec = importlib.util.spec_from_file_location("test_command", ROOT / "scripts" / "test.py")
    assert spec is not None and spec.loader is not None
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        command = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(command)
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    return command


def test_quick_runs_the_tests_marked_neither_window_process_nor_slow() -> None:
    command = the_test_command()
    arguments = command.pytest_arguments(["--quick", "tests"])
    assert arguments[-3:] == ["-m", "not window and not process and not slow", "tests"]
    assert command.pytest_arguments(["tests"])[-1] == "tests"


def test_a_whole_run_spreads_over_the_cores_and_a_run_of_named_files_does_not() -> None:
    """On two cores the README's command runs the suite in two xdist workers; on one core, or for the
    files a developer names, in one process (no workers to start for a quick look)."""
    command = the_test_command()
    assert command.pytest_arguments([], cores=2)[3:] == ["-n", "2", "--dist", "loadgroup"]
    assert command.pytest_arguments(["--quick"], cores=2)[-4:] == ["-n", "2", "--dist", "loadgroup"]
    assert "-n" not in command.pytest_arguments([], cores=1)
    assert "-n" not in command.pytest_arguments(["tests/test_rules.py"], cores=2)
    assert command.pytest_arguments(["-n", "4"], cores=2).count("-n") == 1
