"""The game's own ``.venv``, made and kept up to date the same way on every platform.

``scripts/play.py`` and ``scripts/test.py`` call :func:`ready`: the first time
it makes ``.venv`` with the Python running it and installs the game (editable,
so both scripts run the current source) with the extras asked for; it
installs again when ``pyproject.toml`` or ``setup.py`` is newer than the
last install. Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BUILD_FILES = ("pyproject.toml", "setup.py")
FIRST_RUN_LINE = "setting up freecell-retro in .venv, about a minute the first time"
QUIET_WARNINGS = "ignore::DeprecationWarning,ignore::UserWarning"
"""setuptools' build-backend warnings (BuildBackendWarning is a UserWarning): noise to a player; pip's own
warnings go with ``--quiet --quiet``, its errors still show."""


def venv_python(venv_folder: Path, platform: str = sys.platform) -> Path:
    """The interpreter inside a venv: ``Scripts\\python.exe`` on Windows, ``bin/python`` elsewhere.

    >>> venv_python(Path("v"), "linux").as_posix(), venv_python(Path("v"), "win32").as_posix()
    ('v/bin/python', 'v/Scripts/python.exe')
    """
    return venv_folder / "Scripts" / "python.exe" if platform == "win32" else venv_folder / "bin" / "python"


def stamp_path(venv_folder: Path, extras: str) -> Path:
    """The file whose time says when the game was last installed with ``extras``."""
    return venv_folder / (f".installed-{extras}" if extras else ".installed")


def needs_install(root: Path, venv_folder: Path, extras: str, platform: str = sys.platform) -> bool:
    """No interpreter, never installed with these extras, or a build file changed since."""
    stamp = stamp_path(venv_folder, extras)
    if not venv_python(venv_folder, platform).exists() or not stamp.exists():
        return True
    installed = stamp.stat().st_mtime
    return any((root / name).exists() and (root / name).stat().st_mtime > installed for name in BUILD_FILES)


def _pip(python: Path, *arguments: str) -> None:
    env = {**os.environ, "PYTHONWARNINGS": QUIET_WARNINGS, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--quiet", *arguments], cwd=ROOT, env=env,
                   check=True, stdout=subprocess.DEVNULL)


def ready(extras: str = "") -> Path:
    """The venv's interpreter, with the game installed (and ``extras``): made or refreshed when needed."""
    python = venv_python(VENV)
    if needs_install(ROOT, VENV, extras):
        if not python.exists():
            print(FIRST_RUN_LINE, file=sys.stderr, flush=True)
            venv.EnvBuilder(with_pip=True).create(VENV)
        _pip(python, "-e", f".[{extras}]" if extras else ".")
        stamp_path(VENV, extras).touch()
    return python


def run(extras: str, arguments: list[str]) -> int:
    """Run ``arguments`` (after the interpreter) with the venv's Python from the checkout; its exit status."""
    try:
        python = ready(extras)
    except (subprocess.CalledProcessError, OSError) as error:
        print(f"freecell-retro: cannot set up .venv ({error})", file=sys.stderr)
        return 2
    return subprocess.run([str(python), *arguments], cwd=ROOT).returncode
