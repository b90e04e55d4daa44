"""A quick command loads only what it uses: `--version` and `--help` no game code, `deal` no session,
solver, image library, YAML or window, so they answer as fast as Python starts (scripts/bench_startup.py
times them)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent
HEAVY = ("freecell_retro.session", "freecell_retro.solver", "freecell_retro.ui", "PIL", "yaml", "arcade", "pyglet",
         "platformdirs")
"""What a command that shows no window and solves nothing has no use for."""

PROBE = """
import json, sys
from freecell_retro.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""


def modules_after(*argv: str, env: dict[str, str] | None = None) -> set[str]:
    """The modules loaded once ``freecell-retro argv`` has run, in a fresh Python."""
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, cwd=ROOT,
                          timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.splitlines()[-1]))


def loaded(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["--config", "F", "--version"]])
def test_version_and_help_load_no_game_code(argv: list[str]) -> None:
    modules = modules_after(*argv)
    assert loaded(modules, ("freecell_retro.engine", "freecell_retro.files", *HEAVY)) == []


@pytest.mark.parametrize("argv", [["deal", "617"], ["deal", "617", "--format", "fcs"], ["deal", "--help"],
                                  ["deal", "0"]])
def test_deal_loads_the_engine_alone(argv: list[str]) -> None:
    modules = modules_after(*argv)
    assert loaded(modules, HEAVY) == []
    assert "freecell_retro.cli.deal_command" in modules
    others = ("solve", "play", "stats", "screenshot", "replay")
    assert loaded(modules, tuple(f"freecell_retro.cli.{name}_command" for name in others)) == []


def home_of(tmp_path: Path) -> dict[str, str]:
    """The environment of a player whose folders are all under ``tmp_path`` (their tool types: the
    shipped file, copied on first use)."""
    return {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache")}


SOLUTION = ROOT / "solutions" / "Solution.game1_O3"


@pytest.mark.parametrize("command", ["solve", "deal", "replay", "stats", "stats --history"])
def test_the_quick_commands_load_no_session_and_no_yaml(tmp_path: Path, command: str) -> None:
    """``solve``, ``deal``, ``replay`` and ``stats`` load neither the session (its windows, menus and
    game flows) nor the YAML library when the tool types file is plain ``KEY: value`` lines."""
    argv = {"solve": ["solve", "617", "--out", str(tmp_path / "out")], "deal": ["deal", "617"],
            "replay": ["replay", str(SOLUTION)], "stats": ["stats"],
            "stats --history": ["stats", "--history"]}[command]
    modules = modules_after(*argv, env=home_of(tmp_path))
    assert f"freecell_retro.cli.{argv[0]}_command" in modules
    assert loaded(modules, ("freecell_retro.session", "freecell_retro.ui", "yaml", "arcade", "pyglet", "PIL")) == []
    if command == "solve":
        assert (tmp_path / "out" / "Solution.game617_O").is_file()
        assert (tmp_path / "config").exists()  # the tool types were read: the shipped ones, copied


def test_tool_types_that_need_yaml_still_load_it(tmp_path: Path) -> None:
    """A tool types file with YAML's features (a quoted value) is read by the YAML reader."""
    config = tmp_path / "tooltypes.yaml"
    config.write_text('SOLVER: "builtin"\n')
    modules = modules_after("--config", str(config), "solve", "1", "--out", str(tmp_path / "out"),
                            env=home_of(tmp_path))
    assert (tmp_path / "out" / "Solution.game1_O").is_file()
    assert "yaml" in modules and loaded(modules, ("freecell_retro.session",)) == []



FIRST_FRAME = """
import json, os, runpy, sys
import arcade

def first_flip(window, flip=arcade.Window.flip):
    flip(window)
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)

arcade.Window.flip = first_flip
sys.argv = ["freecell-retro", *sys.argv[1:]]
runpy.run_module("freecell_retro", run_name="__main__")
"""


def test_the_window_reaches_its_first_frame_without_the_searches(tmp_path: Path) -> None:
    """The game's window started from the command line shows its first frame before the solver's
    searches, fc-solve's runner, the winnability worker, How To Play and the Palette requester are
    loaded: a hint, a check or opening the window loads them."""
    pytest.importorskip("arcade")
    env = {**os.environ, "ARCADE_HEADLESS": "1", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME, str(tmp_path / "stats.probe")], capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "freecell_retro.ui.gamewindow" in modules
    assert loaded(modules, ("freecell_retro.solver.answer", "freecell_retro.solver.search",
                            "freecell_retro.solver.fcsolve", "freecell_retro.session.assist.winnability",
                            "multiprocessing", "freecell_retro.files.amigaguide",
                            "freecell_retro.session.windows.guide",
                            "freecell_retro.ui.intuition.guideview", "freecell_retro.session.windows.paletteeditor",
                            "freecell_retro.ui.intuition.paletteview")) == []
