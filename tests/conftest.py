"""Shared fixtures. ``game_window``: the one headless Arcade window of the test
process (GL objects belong to its context, so tests share it and put their own
session in it with ``window.show(session)``); ``x_display``: a private X server.

Also the suite's Hypothesis profile, and the marks that tell the quick subset
(``scripts/test.py --quick``) from the rest: ``window`` (an Arcade window, headless
or real), ``process`` (starts the game or Python in processes of its own), ``slow``
(seconds of its own however fast the machine)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import pytest
from hypothesis import HealthCheck, settings
from outside import make_outside
from xserver import XServerFailed, start_xvfb, xvfb_path

if TYPE_CHECKING:
    from freecell_retro.ui.gamewindow import GameWindow

if TYPE_CHECKING:
    from freecell_retro.ui.gamewindow import GameWindow

ROOT = Path(__file__).resolve().parent.parent

pytest_plugins = ["typecheck"]  # mypy --strict started in the background when the session is to check types

collect_ignore = ["simulated_windows/sitecustomize.py"]
"""The simulated Windows goes on other processes' PYTHONPATH (test_simulated_windows.py), never
into this one, where ``--doctest-modules`` would import it."""
T = TypeVar("T")

settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""No deadline and no complaint about slow data: no property here measures the machine's speed, and a
loaded machine must not fail a test that a quiet one passes."""
settings.register_profile("ci", settings.get_profile("dev"), derandomize=True, database=None, print_blob=True)
"""CI: the same examples every run (a red build is the code's doing, reproducible from its log)."""
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))

os.environ["LANGUAGE"] = "en"
"""The suite speaks English whatever the machine's locale, in its own process and the ones it starts
(a test of another language chooses it, and says so)."""


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English: a test that switches the language leaves none behind."""
    from freecell_retro import language

    language.choose("en")
    yield
    language.choose("en")


WINDOW_FIXTURES = {"game_window", "x_display"}
"""A test that asks for one of these is a window test, marked so without a word of its own."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "unprivileged: checks what a player meets on a file they may not "
                            "read or write; run without root's way past permissions when run as root")
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):  # a window is opened only on the suite's own Xvfb, never yours
        os.environ.pop(name, None)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``window`` every test using a window fixture, and the examples in the screen's docstrings
    (they import Arcade); ``process`` every ``unprivileged`` one. Spread over xdist's workers, also
    :func:`spread_well`."""
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & WINDOW_FIXTURES or "freecell_retro/ui/" in item.nodeid:
            item.add_marker(pytest.mark.window)
        if item.get_closest_marker("unprivileged") is not None:  # run again in a process of its own as root
            item.add_marker(pytest.mark.process)
    if getattr(config.option, "numprocesses", None) or hasattr(config, "workerinput"):
        spread_well(items)


def spread_well(items: list[pytest.Item]) -> None:
    """For pytest-xdist (``scripts/test.py`` on several cores): the long tests go out first, so that no
    worker is left with a long one at the end while the others wait. (A file kept whole in one worker,
    :class:`spreading.KeepingModules`, goes out before them all: xdist sends its biggest units first.)
    The same order in every worker, as xdist needs."""

    def weight(item: pytest.Item) -> int:
        return 1 if item.get_closest_marker("slow") else 2 if item.get_closest_marker("process") else 3

    items.sort(key=weight)  # stable: the order within each weight is the collection's


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadgroup`` (``scripts/test.py``): one test a work unit, a file with a module-wide
    fixture one unit (:mod:`spreading` says why not xdist's own)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from spreading import KeepingModules
    return KeepingModules(config, log)


def reads_anything() -> bool:
    """Does this process open files whatever their permissions say (root does; CI runs as root)?"""
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / "probe"
        probe.write_text("")
        probe.chmod(0)
        try:
            probe.open().close()
        except PermissionError:
            return False
        return True


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """An ``unprivileged`` test as root runs again in a process without CAP_DAC_OVERRIDE and
    CAP_DAC_READ_SEARCH (root's ways past file permissions, dropped with ``setpriv``) and passes or
    fails as it does there. Giving up the capabilities rather than becoming ``nobody``: the
    interpreter may live in root's home (mode 700, as pyenv's does), where nobody cannot start it."""
    if pyfuncitem.get_closest_marker("unprivileged") is None or not reads_anything():
        return None
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("root reads anything, and there is no setpriv (util-linux) to give that up")
    result = subprocess.run([setpriv, "--bounding-set=-dac_override,-dac_read_search", "--", sys.executable, "-m",
                             "pytest", "-q", pyfuncitem.nodeid], cwd=ROOT, capture_output=True, text=True, timeout=600)
    summary = result.stdout.strip().splitlines()[-1:] or [""]
    assert result.returncode == 0 and re.fullmatch(r"1 passed in .*", summary[0]), result.stdout + result.stderr
    return True


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, object, object]:
    """Collecting imports Arcade (the window tests' modules, the doctests of ``ui/``), and Arcade reads
    ``ARCADE_HEADLESS`` once, when first imported: headless then, so the window the tests share needs
    no display. Unset again afterwards, so the games the process tests start are not headless."""
    before = os.environ.get("ARCADE_HEADLESS")
    os.environ["ARCADE_HEADLESS"] = "1"
    try:
        return (yield)
    finally:
        if before is None:
            del os.environ["ARCADE_HEADLESS"]


@pytest.fixture(scope="session")
def game_window() -> Iterator[GameWindow]:
    before = os.environ.get("ARCADE_HEADLESS")
    os.environ["ARCADE_HEADLESS"] = "1"  # Arcade reads it when first imported
    pytest.importorskip("arcade")
    if before is None:
        del os.environ["ARCADE_HEADLESS"]
    from freecell_retro.session import Session
    from freecell_retro.ui.gamewindow import GameWindow

    session = Session(clock=lambda: 0.0)
    session.select_game(1)
    window = window_or_skip(lambda: GameWindow(session, size=(1280, 1024), visible=False, close_on_quit=False))
    yield window
    window.close()


def window_or_skip(make: Callable[[], T]) -> T:
    """``make()``, the window; the test is skipped only when the machine has no display or GL for it
    (pyglet's errors for those): any other error in building the window is a failure to see."""
    from freecell_retro.ui.screen.desktop import is_display_error

    try:
        return make()
    except Exception as error:
        if not is_display_error(error):
            raise
        pytest.skip(f"no headless OpenGL: {error}")


@pytest.fixture
def x_display() -> Iterator[str]:
    """A private X server (Xvfb) with a 1920×1080 screen and no window manager; its display name, which
    it picked itself, once it answers. Skipped only where Xvfb is not installed; one that does not start
    fails the test."""
    xvfb = xvfb_path()
    if xvfb is None:
        pytest.skip("needs Xvfb (apt-get install xvfb)")
    try:
        server = start_xvfb(xvfb, "1920x1080x24")
    except XServerFailed as error:
        pytest.fail(str(error))
    yield server.display
    server.stop()


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder beside the player's, holding a file nobody asked the game to touch (tests/outside.py)."""
    return make_outside(tmp_path)
