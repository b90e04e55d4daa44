"""The branches the game takes by platform, each platform's taken here by
parametrising it: the venv's interpreter path, the player's folders, the
Right-Amiga key and the Help key, the solver's helper process."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path
from types import ModuleType

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from freecell_retro.files import locations
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.solver import helper

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import venv_setup  # noqa: E402 - a script beside the tests, not a package

pytestmark = pytest.mark.process

PLATFORMS = ["linux", "win32", "darwin"]


# -- the README's two commands ------------------------------------------------------------

@pytest.mark.parametrize(("platform", "inside"), [
    ("linux", "bin/python"), ("darwin", "bin/python"), ("win32", "Scripts/python.exe")])
def test_the_venv_interpreter_is_where_that_platform_puts_it(platform: str, inside: str) -> None:
    assert venv_setup.venv_python(Path(".venv"), platform).as_posix() == f".venv/{inside}"


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A checkout whose .venv holds a fake Python (for this platform) logging what pip is asked."""
    for name in venv_setup.BUILD_FILES:
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    python = venv_setup.venv_python(tmp_path / ".venv")
    python.parent.mkdir(parents=True)
    python.write_text('#!/bin/sh\necho "$*" >> "$(dirname "$0")/../pip.log"\n')
    python.chmod(0o755)
    monkeypatch.setattr(venv_setup, "ROOT", tmp_path)
    monkeypatch.setattr(venv_setup, "VENV", tmp_path / ".venv")
    return tmp_path


def pip_log(checkout: Path) -> list[str]:
    log = checkout / ".venv" / "pip.log"
    return log.read_text().splitlines() if log.exists() else []


def test_play_and_test_share_one_venv_on_the_current_source(checkout: Path) -> None:
    """Editable whichever script asks, so after the tests the game runs the source as it is now, and back."""
    for extras in ("test", "", "test"):
        venv_setup.ready(extras)
    assert pip_log(checkout) == ["-m pip install --quiet --quiet -e .[test]", "-m pip install --quiet --quiet -e ."]


@pytest.mark.parametrize("changed", venv_setup.BUILD_FILES)
def test_a_changed_build_file_installs_again(checkout: Path, changed: str) -> None:
    venv_setup.ready("test")
    stamp = venv_setup.stamp_path(checkout / ".venv", "test")
    os.utime(stamp, (1_000_000, 1_000_000))
    for name in venv_setup.BUILD_FILES:
        os.utime(checkout / name, (900_000, 900_000) if name != changed else (1_100_000, 1_100_000))
    venv_setup.ready("test")
    assert len(pip_log(checkout)) == 2


@pytest.mark.parametrize("platform", PLATFORMS)
def test_no_interpreter_at_that_platforms_place_means_install(tmp_path: Path, platform: str) -> None:
    folder = tmp_path / ".venv"
    venv_setup.stamp_path(folder, "").parent.mkdir(parents=True)
    venv_setup.stamp_path(folder, "").touch()
    assert venv_setup.needs_install(tmp_path, folder, "", platform)
    python = venv_setup.venv_python(folder, platform)
    python.parent.mkdir(parents=True)
    python.touch()
    assert not venv_setup.needs_install(tmp_path, folder, "", platform)


def test_the_first_run_says_one_line_and_pip_warnings_are_hidden(checkout: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    python = venv_setup.venv_python(checkout / ".venv")
    made = python.read_text()
    python.unlink()
    calls: list[dict[str, str]] = []

    def create(self: venv.EnvBuilder, folder: str) -> None:
        python.write_text(made)
        python.chmod(0o755)

    def run(*args: object, env: dict[str, str], **kwargs: object) -> None:
        calls.append(env)
    monkeypatch.setattr("venv_setup.venv.EnvBuilder.create", create)
    monkeypatch.setattr("venv_setup.subprocess.run", run)
    venv_setup.ready()
    assert capsys.readouterr().err == venv_setup.FIRST_RUN_LINE + "\n"
    assert "ignore::UserWarning" in calls[0]["PYTHONWARNINGS"]  # setuptools' BuildBackendWarning is one
    venv_setup.ready()
    assert capsys.readouterr().err == ""


def test_the_ci_runs_the_readmes_test_command() -> None:
    command = "python3 scripts/test.py"
    assert command in (ROOT / "README.md").read_text()
    assert (ROOT / ".ci" / "run").read_text().rstrip().splitlines()[-1] == command


def test_the_bash_scripts_only_hand_over_to_the_python_ones() -> None:
    for name in ("play", "test"):
        script = (ROOT / "scripts" / name).read_text()
        assert f"{name}.py" in script and "pip" not in script


def test_the_python_commands_run_from_any_folder(tmp_path: Path) -> None:
    """``python3 scripts/test.py`` from elsewhere still finds the checkout (asked for pytest's version only)."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "test.py"), "--version"], cwd=tmp_path,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "pytest" in result.stdout + result.stderr


# -- the player's folders --------------------------------------------------------------

FOLDERS = {
    "linux": (platformdirs.unix.Unix, "{home}/.local/share/freecell-retro", "{home}/.config/freecell-retro"),
    "darwin": (platformdirs.macos.MacOS, "{home}/Library/Application Support/freecell-retro",
               "{home}/Library/Application Support/freecell-retro"),
    "win32": (platformdirs.windows.Windows, "{home}/AppData/Local/freecell-retro",
              "{home}/AppData/Local/freecell-retro"),
}
"""What the README says, per platform: the user data folder and the config folder (Windows' folders
as ``%LOCALAPPDATA%`` names them, from the environment here)."""


@pytest.mark.parametrize("platform", PLATFORMS)
def test_the_players_files_live_where_that_platform_keeps_them(platform: str, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    dirs, data_pattern, config_pattern = FOLDERS[platform]
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "AppData" / "Local"))
    monkeypatch.setattr(platformdirs.windows, "_RESOLVE_WIN_FOLDER", platformdirs.windows.get_win_folder_from_env_vars)
    monkeypatch.setattr(platformdirs, "PlatformDirs", dirs)
    data, config = Path(data_pattern.format(home=tmp_path)), Path(config_pattern.format(home=tmp_path))
    tooltypes = ToolTypes()
    assert locations.user_data_folder() == data
    assert locations.user_config_folder() == config
    assert locations.stats_folder(tooltypes) == data / "stats"
    assert locations.solutions_folder(tooltypes) == data / "Solutions"
    assert locations.setgames_folder(tooltypes) == data / "setgames"
    assert locations.palette_path(data / "stats" / "stats.Fred") == data / "stats" / "palette.Fred"


# -- keys ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def edge_keys() -> tuple[ModuleType, ModuleType]:
    pytest.importorskip("arcade")
    from arcade import key

    from freecell_retro.ui.screen import edge
    return key, edge


@pytest.mark.parametrize(("platform", "modifier"), [("linux", "MOD_ALT"), ("win32", "MOD_ALT"),
                                                    ("darwin", "MOD_COMMAND")])
def test_right_amiga_is_the_key_that_platform_has_beside_the_space_bar(edge_keys: tuple[ModuleType, ModuleType],
                                                                       platform: str, modifier: str) -> None:
    """pyglet reports Alt as MOD_ALT everywhere and Cmd as MOD_COMMAND on macOS: either is Right-Amiga."""
    key, edge = edge_keys
    press = edge.key_press(key.C, getattr(key, modifier))
    assert press is not None and press.alt and not press.shift
    assert not edge.key_press(key.C, key.MOD_SHIFT | key.MOD_CTRL).alt


def test_a_pc_keyboard_without_help_reaches_how_to_play_by_f1(edge_keys: tuple[ModuleType, ModuleType]) -> None:
    """PC keyboards have no Help key (and macOS reports the Amiga layout's Help as Insert): F1 is Help."""
    key, edge = edge_keys
    from freecell_retro.session import Session
    from freecell_retro.session.screen.boardwindow import menu_keys
    from freecell_retro.session.screen.menus import menu_strip
    from freecell_retro.session.windows.input import Key, KeyPress

    assert edge.key_press(key.HELP, 0) == KeyPress(Key.HELP) and edge.key_press(key.F1, 0) == KeyPress(Key.F1)
    keys = menu_keys(menu_strip(Session()))
    assert keys[KeyPress(Key.F1)] == keys[KeyPress(Key.HELP)] and keys[KeyPress(Key.HELP)].endswith("How To Play")


# -- the solver's helper process --------------------------------------------------------

@pytest.mark.parametrize(("platform", "has_fork", "expected"), [
    ("linux", True, True), ("win32", False, False), ("darwin", True, False), ("linux", False, False)])
def test_the_solver_helper_is_forked_only_on_linux(monkeypatch: pytest.MonkeyPatch, platform: str, has_fork: bool,
                                                   expected: bool) -> None:
    """macOS has fork but not fork-safe system libraries; Windows has no fork at all."""
    monkeypatch.setattr("freecell_retro.solver.helper.sys.platform", platform)
    if not has_fork:
        monkeypatch.delattr("freecell_retro.solver.helper.os.fork", raising=False)
    monkeypatch.setattr("freecell_retro.solver.helper.os.sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert helper.available() is expected
