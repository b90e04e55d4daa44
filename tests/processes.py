"""Looking at real processes from tests: is one still running, wait (with a generous bound) for a change."""

import os
import time
from collections.abc import Callable
from pathlib import Path

BOUND = 60.0
"""Seconds a test waits for what should happen at once: only a bound against a hang, never a measurement."""


def running(pid: int) -> bool:
    """Is ``pid`` a live process? A zombie nobody has reaped yet (an orphan in a container
    whose first process does not reap) counts as gone: it runs no code and holds no files."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return not Path("/proc/self").exists()  # no /proc: os.kill's word
    return state != "Z"


def wait_for(condition: Callable[[], bool], what: str, bound: float = BOUND) -> None:
    """Poll ``condition`` until it holds; fail naming ``what`` after ``bound`` seconds."""
    deadline = time.monotonic() + bound
    while not condition():
        assert time.monotonic() < deadline, f"{what} did not happen within {bound:.0f} s"
        time.sleep(0.05)


def start_methods(*wanted: str) -> list[str]:
    """The multiprocessing start methods among ``wanted`` that the game's own platform offers: what
    the game's winnability module sees (spawn alone on Windows, and on the simulated one)."""
    from freecell_retro.session.assist import winnability

    offered = vars(winnability)["multiprocessing"].get_all_start_methods()  # the game's own view of it
    return [method for method in wanted if method in offered]
