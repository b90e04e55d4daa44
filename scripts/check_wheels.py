"""Does every run-time dependency install from wheels on Windows and macOS?

``python3 scripts/check_wheels.py`` asks pip to download, wheels only, each
dependency in ``pyproject.toml`` (with what it needs in turn) for Windows
x86-64 and macOS arm64 and x86-64 on Python 3.10 to 3.13, and prints one line
per platform and Python: ``ok`` or what has no wheel there. Exit 1 when any
is missing. It needs PyPI; downloads go to a temporary folder. The game
itself is pure Python: its own wheel is ``py3-none-any``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLATFORMS = {
    "Windows x86-64": ["win_amd64"],
    "macOS arm64": ["macosx_11_0_arm64", "macosx_12_0_arm64", "macosx_14_0_arm64"],
    "macOS x86-64": ["macosx_10_9_x86_64", "macosx_10_13_x86_64", "macosx_11_0_x86_64", "macosx_13_0_x86_64"],
}
"""pip's platform tags for each: a wheel built for an older macOS runs on a newer one, so all are offered."""
PYTHONS = ("3.10", "3.11", "3.12", "3.13")


def dependencies() -> list[str]:
    """pyproject.toml's, read by tomllib (Python 3.11+), else as installed (Python 3.10 in .venv)."""
    try:
        import tomllib
    except ImportError:
        return [line for line in metadata.requires("freecell-retro") or [] if "extra ==" not in line]
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]


def missing_wheels(requirements: list[str], tags: list[str], python: str) -> str | None:
    """None when pip finds wheels for everything; else pip's last line saying what it could not."""
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "--dest", folder,
                   "--python-version", python, "--implementation", "cp", "--disable-pip-version-check"]
        for tag in tags:
            command += ["--platform", tag]
        result = subprocess.run([*command, *requirements], capture_output=True, text=True)
    if result.returncode == 0:
        return None
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    return lines[0] if lines else f"pip exit status {result.returncode}"


def main() -> int:
    requirements = dependencies()
    print(f"run-time dependencies: {', '.join(requirements)}")
    failed = 0
    for name, tags in PLATFORMS.items():
        for python in PYTHONS:
            problem = missing_wheels(requirements, tags, python)
            failed += problem is not None
            print(f"{name:15} Python {python}: {problem or 'ok'}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
