"""A quick command loads only what it uses: `--version` and `--help` no game code, `deal` no session,
solver, image library, YAML or window, so they answer as fast as Python starts (scripts/bench_startup.py
times them)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

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


def modules_after(*argv: str) -> set[str]:
    """The modules loaded once ``freecell-retro argv`` has run, in a fresh Python."""
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.splitlines()[-1]))


def loaded(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["--config", "F", "--version"]])
def test_version_and_help_load_no_game_code(argv):
    modules = modules_after(*argv)
    assert loaded(modules, ("freecell_retro.engine", "freecell_retro.files", *HEAVY)) == []


@pytest.mark.parametrize("argv", [["deal", "617"], ["deal", "617", "--format", "fcs"], ["deal", "--help"],
                                  ["deal", "0"]])
def test_deal_loads_the_engine_alone(argv):
    modules = modules_after(*argv)
    assert loaded(modules, HEAVY) == []
    assert "freecell_retro.cli.deal" in modules
    assert loaded(modules, ("freecell_retro.cli.solve", "freecell_retro.cli.play", "freecell_retro.cli.stats",
                            "freecell_retro.cli.screenshot", "freecell_retro.cli.replay")) == []

