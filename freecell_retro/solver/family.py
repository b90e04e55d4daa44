"""Every process an fc-solve run starts ends with the run, wherever it went.

fc-solve is someone else's program, and what it starts may leave its process
group and session (``setsid``) where killing the group no longer reaches it,
and then lose its parent, when it would go to the system's first process and
run on after the game. On Linux two things close that door:

* the game is a *child subreaper* (``PR_SET_CHILD_SUBREAPER``): a process
  that loses its parent below the game comes to the game, not to the system;
* every run carries a mark in its environment (:data:`MARK`), inherited by
  all it starts, so :func:`end_family` finds each of them (by ``/proc``), kills
  it and reaps the ones that came to the game, until none is left. One that
  ended by itself has no environment left to read; when it came to the game
  from fc-solve's own process group it is reaped too. (One that ended in a
  session of its own before the stop stays a zombie of the game: it runs
  nothing and holds no file, only its process id.)

Elsewhere (no ``/proc``, no ``prctl``: macOS, Windows) only fc-solve's process
group (POSIX) or fc-solve itself (Windows) is killed; the README says so.
"""

from __future__ import annotations

import itertools
import os
import signal
import time
from pathlib import Path

from .lifeline import prctl

MARK = "FREECELL_RETRO_FC_SOLVE_RUN"
"""The environment variable naming the run a process belongs to."""
PR_SET_CHILD_SUBREAPER = 36
GRACE = 2.0
"""Seconds :func:`end_family` goes on finding and reaping before it leaves the rest to the system
(only against a process that cannot be killed, which SIGKILL leaves none of)."""
_PROC = Path("/proc")

_runs = itertools.count(1)
_subreaper: list[bool] = []
"""Whether this process became a child subreaper (asked once)."""


def contain() -> bool:
    """Make this process a child subreaper (Linux; once): orphans below it come to it."""
    if not _subreaper:
        call = prctl()
        _subreaper.append(call is not None and call(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)
    return _subreaper[0]


def new_mark() -> str:
    """A mark no other run of this process (nor of another process) carries."""
    return f"{os.getpid()}-{next(_runs)}"


def end_family(mark: str, group: int | None = None) -> None:
    """Kill every process carrying ``mark`` and reap those that became ours, until none is left;
    reap too the ended ones that came to us from process group ``group`` (fc-solve's, which is
    killed and reaped already).

    A killed process may be reparented to us only when its own parent dies, so this looks
    again until every process it saw is gone or reaped (a few thousandths of a second)."""
    if not _PROC.is_dir():
        return
    me, seen = os.getpid(), set[int]()
    wanted = f"{MARK}={mark}".encode()
    deadline = time.monotonic() + GRACE
    while time.monotonic() < deadline:
        pids = _pids()
        marked = [pid for pid in pids if pid != me and wanted in _environment(pid)]
        if group is not None:
            seen.update(pid for pid in pids if _ended_in(pid, group, me))
        for pid in marked:
            _kill(pid)
        seen.update(marked)
        for pid in list(seen):
            if _settled(pid, me):
                seen.discard(pid)
        if not seen and not marked:
            return
        time.sleep(0.002)


def _settled(pid: int, me: int) -> bool:
    """Is ``pid`` gone (or reaped now), or left to a parent that is not ours to wait for?"""
    state = _state(pid)
    if state is None:
        return True
    status, parent = state
    if status != "Z":
        return False
    if parent == me:
        try:
            os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            pass
        return _state(pid) is None
    return not contain()  # not a subreaper: the system reaps it; else it comes to us when its parent ends


def _ended_in(pid: int, group: int, me: int) -> bool:
    """Is ``pid`` an ended child of ours (a zombie) from process group ``group``?"""
    try:
        fields = (_PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return False
    return fields[0] == "Z" and int(fields[1]) == me and int(fields[2]) == group


def _pids() -> list[int]:
    return [int(entry.name) for entry in _PROC.iterdir() if entry.name.isdigit()]


def _environment(pid: int) -> bytes:
    try:
        return (_PROC / str(pid) / "environ").read_bytes()
    except OSError:  # gone, or another user's
        return b""


def _state(pid: int) -> tuple[str, int] | None:
    """``pid``'s state letter and parent, None when it is gone."""
    try:
        fields = (_PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return fields[0], int(fields[1])


def _kill(pid: int) -> None:
    try:
        os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
    except OSError:  # gone already
        pass
