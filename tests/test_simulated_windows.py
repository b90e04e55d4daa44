"""The game on a simulated Windows (tests/simulated_windows/sitecustomize.py):
every module imports, the command line deals, solves, replays and reads
stats, and the session tests pass, in processes that cannot reach
``resource``, ``fcntl``, ``termios``, ``pwd``, ``grp`` or ``os.fork`` and lock
files with ``msvcrt``."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

import pytest

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent
SIMULATION = ROOT / "tests" / "simulated_windows"
PLATFORM_NEUTRAL = frozenset({
    "test_amigaguide.py", "test_automatic_moves.py", "test_browser.py", "test_catalogs.py",
    "test_census_session.py", "test_docs.py", "test_event_values.py", "test_fields.py", "test_finishing.py",
    "test_guide_model.py", "test_guide_text.py", "test_keyboard_pointer.py", "test_play_by_ear.py",
    "test_positions.py", "test_redo.py", "test_review.py", "test_shows.py", "test_sound_cues.py",
    "test_speech.py", "test_variant_registry.py", "test_window_stack.py",
})
"""Session test modules that touch nothing a platform changes (no file, lock, folder, process or locale:
rules, wording, the window stack, reviews played in memory): they would test no more on Windows than here."""
SESSION_TESTS = sorted(
    path.name for path in (ROOT / "tests").glob("test_*.py")
    if "freecell_retro.session" in (text := path.read_text())
    and not any(word in text for word in ("freecell_retro.ui", "game_window", "arcade", "x_display"))
    and path.name not in PLATFORM_NEUTRAL
)
"""Every test module driving a session without a window, but the platform-neutral ones."""
SLOW_HERE_ALREADY = ("not fuzz and not ten_thousand_files and not killing_a_saving_process"
                     " and not never_deals_an_unsolvable_one")
"""The slowest of them, which test no more on Windows than they do here (random damage to stats files,
ten thousand names listed, random kills, searches for solvable deals): run once, by the suite itself."""


def windows_env(home: Path) -> dict[str, str]:
    """The environment of a process on the simulated Windows, with ``home`` as its home folder."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(SIMULATION), str(ROOT)]), "HOME": str(home),
            "APPDATA": str(home / "AppData" / "Roaming"), "LOCALAPPDATA": str(home / "AppData" / "Local"),
            "ARCADE_HEADLESS": "1"}


class Windows:
    """Python run as the simulated Windows in ``cwd``, with the fresh ``home`` folder."""

    def __init__(self, cwd: Path, home: Path) -> None:
        self.cwd = cwd
        self.home = home
        self.env = windows_env(home)

    def __call__(self, *arguments: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """Run Python with ``arguments``; the CompletedProcess."""
        return subprocess.run([sys.executable, *arguments], cwd=cwd or self.cwd, env=self.env, capture_output=True,
                              text=True)


@pytest.fixture
def windows(tmp_path: Path) -> Windows:
    """Run Python as the simulated Windows, with a fresh home folder; the CompletedProcess."""
    home = tmp_path / "home"
    home.mkdir()
    return Windows(tmp_path, home)


def game(windows: Windows, *arguments: str) -> subprocess.CompletedProcess[str]:
    return windows("-m", "freecell_retro", *arguments)


def test_the_simulation_is_windows(windows: Windows) -> None:
    script = """
import os, sys, msvcrt, platformdirs
from freecell_retro.files import locations
from freecell_retro.solver import helper
for name in ("resource", "fcntl", "termios", "pwd", "grp"):
    try:
        __import__(name)
    except ImportError:
        pass
    else:
        raise SystemExit(name + " imported")
print(hasattr(os, "fork"), helper.sys.platform, helper.os.name, locations.user_data_folder())
"""
    result = windows("-c", script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "win32", "nt", str(windows.home / "AppData/Local/freecell-retro")]


def test_msvcrt_locks_keep_windows_rules(windows: Windows, tmp_path: Path) -> None:
    """A second open of the file cannot lock a locked byte, in this process or another; unlocking frees it."""
    script = f"""
import msvcrt, os, subprocess, sys
path = {str(tmp_path / "lock")!r}
first, second = (os.open(path, os.O_RDWR | os.O_CREAT) for _ in range(2))
msvcrt.locking(first, msvcrt.LK_NBLCK, 1)
try:
    msvcrt.locking(second, msvcrt.LK_NBLCK, 1)
except OSError:
    print("refused", end=" ")
other = "import msvcrt, os; msvcrt.locking(os.open({str(tmp_path / "lock")!r}, os.O_RDWR), msvcrt.LK_NBLCK, 1)"
print(subprocess.run([sys.executable, "-c", other], capture_output=True).returncode != 0, end=" ")
msvcrt.locking(first, msvcrt.LK_UNLCK, 1)
msvcrt.locking(second, msvcrt.LK_NBLCK, 1)
print("taken")
"""
    result = windows("-c", script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["refused", "True", "taken"]


def test_every_module_imports(windows: Windows) -> None:
    """The screen's modules too, with Arcade headless (pyglet's backend is the host's)."""
    script = """
import importlib, pkgutil, freecell_retro
names = [m.name for m in pkgutil.walk_packages(freecell_retro.__path__, "freecell_retro.")
         if not m.name.endswith("__main__")]  # __main__ would start the game
for name in names:
    importlib.import_module(name)
print(len(names))
"""
    result = windows("-c", script)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) > 80


def test_the_command_line_deals_solves_replays_and_reads_stats(windows: Windows, tmp_path: Path) -> None:
    dealt = game(windows, "deal", "617")
    assert dealt.returncode == 0, dealt.stderr
    assert dealt.stdout.splitlines()[0].split() == "7D AD 5C 3S 5S 8C 2D AH".split()

    solved = game(windows, "solve", "617", "--out", str(tmp_path / "Solutions"))  # the solver's node budget
    assert solved.returncode == 0, solved.stderr
    solution = Path(solved.stdout.strip())
    assert solution == tmp_path / "Solutions" / "Solution.game617_O"

    replayed = game(windows, "replay", str(solution))
    assert replayed.returncode == 0, replayed.stderr
    assert "wins Game #617" in replayed.stdout

    script = """
from freecell_retro.files.locations import stats_folder
from freecell_retro.files.stats import Record, StatsFile
from freecell_retro.files.statsstore import write_stats
folder = stats_folder()
folder.mkdir(parents=True)
write_stats(folder / "stats.Fred", StatsFile(overall=Record().won(72, 300.0)))
"""
    written = windows("-c", script)
    assert written.returncode == 0, written.stderr
    stats = game(windows, "stats", "Fred")
    assert stats.returncode == 0, stats.stderr
    assert "72" in stats.stdout


THE_SESSION_TESTS = "test_the_session_tests_pass_on_windows"


@dataclass
class ModuleRun:
    """What one test module did on the simulated Windows."""

    ran: int = 0
    failures: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def session_tests_on_windows(request: pytest.FixtureRequest,
                             tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, ModuleRun], str]:
    """The session test modules this run selected, run on the simulated Windows in one process (one
    interpreter's start, not one each); each module's tests run and failures, and the run's last words."""
    selected = sorted({str(item.callspec.params["module"]) for item in request.session.items
                       if isinstance(item, pytest.Function) and item.originalname == THE_SESSION_TESTS})
    home = tmp_path_factory.mktemp("windows-home")
    report = home / "report.xml"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", SLOW_HERE_ALREADY,
                           f"--junitxml={report}", *selected], cwd=ROOT / "tests", env=windows_env(home),
                          capture_output=True, text=True)
    modules: dict[str, ModuleRun] = {}
    if report.exists():
        for case in ElementTree.parse(report).getroot().iter("testcase"):
            dotted = case.get("classname", "").split(".")  # tests.test_x, or tests.test_x.TestClass
            module = modules.setdefault(next((part for part in dotted if part.startswith("test_")), "?") + ".py",
                                        ModuleRun())
            module.ran += 1
            for problem in (*case.iter("failure"), *case.iter("error")):
                module.failures.append(f"{case.get('name')}: {problem.get('message', '')}\n{problem.text or ''}")
    return modules, done.stdout[-3000:] + done.stderr[-2000:]


@pytest.mark.parametrize("module", SESSION_TESTS)
def test_the_session_tests_pass_on_windows(module: str, session_tests_on_windows: tuple[dict[str, ModuleRun], str],
                                           ) -> None:
    """Each session test module, its tests run in the simulated Windows' process: every one passes."""
    modules, last_words = session_tests_on_windows
    assert module in modules, f"no test of {module} ran on the simulated Windows:\n{last_words}"
    assert modules[module].ran > 0 and not modules[module].failures, "\n".join(modules[module].failures)
