"""Windows, as far as it can be played on Linux: put this folder first on
PYTHONPATH and every Python process started with it (pytest, the command
line, the winnability worker's spawned children) runs the game as a Windows
machine would let it.

- ``resource``, ``fcntl``, ``termios``, ``pwd``, ``grp``, ``tty`` and ``pty``
  cannot be imported, and ``os.fork`` is gone, for everyone.
- ``msvcrt`` is importable, with ``locking`` keeping Windows' rules: a lock
  belongs to one open file (another descriptor in the same process is
  refused too, as another process is) and goes when that file is closed.
  Not played: Windows refusing a second lock through the same descriptor,
  or an unlock of a region not locked.
- ``platformdirs`` is Windows': the folders come from ``APPDATA`` and
  ``LOCALAPPDATA`` (set under ``HOME`` when missing).
- The game's own modules see Windows' ``sys`` (``platform == "win32"``),
  ``os`` (``name == "nt"``, no ``fork``, ``killpg``, ``getuid``,
  ``sched_getaffinity``, ``O_CLOEXEC``…), ``signal`` (no ``SIGHUP``,
  ``SIGKILL``, ``SIGQUIT``…, with ``SIGBREAK``), ``subprocess`` (refusing
  ``preexec_fn``, ``pass_fds`` and ``start_new_session``, taking ``creationflags``)
  and ``multiprocessing`` (spawn only).

The standard library and the other packages keep seeing Linux: they are
tested on Windows by their own makers, and their Linux code is the only code
that runs here (``subprocess`` and ``multiprocessing`` choose their Windows
code, which needs ``_winapi``, by ``sys.platform``). What this cannot play:
``\\`` as the path separator, drive letters, case-insensitive folders, a file
that cannot be replaced or deleted while another process has it open, and
Windows' GL and windowing (pyglet picks its backend when imported, so the
screen stays Linux's, headless with ``ARCADE_HEADLESS=1``).
"""

from __future__ import annotations

import builtins
import errno
import fcntl as _fcntl  # the real one, for msvcrt's locks, before it is blocked
import importlib.abc
import importlib.machinery
import os
import signal
import struct
import subprocess
import sys
import time
import types
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

T = TypeVar("T")

BLOCKED = frozenset({"resource", "fcntl", "termios", "pwd", "grp", "tty", "pty"})
"""Modules Windows' Python does not have."""

POSIX_OS = frozenset({
    "fork", "forkpty", "register_at_fork", "killpg", "setsid", "getsid", "setpgid", "getpgid", "getpgrp",
    "getuid", "geteuid", "getgid", "getegid", "getgroups", "getresuid", "setuid", "setgid", "chown", "lchown",
    "fchown", "sched_getaffinity", "sched_setaffinity", "nice", "getpriority", "setpriority", "wait", "wait3",
    "wait4", "WNOHANG", "mkfifo", "mknod", "pipe2", "posix_spawn", "posix_spawnp", "getloadavg", "uname",
    "statvfs", "fstatvfs", "sync", "openpty", "ttyname", "sysconf", "confstr", "pathconf", "fpathconf",
    "O_CLOEXEC", "O_NOFOLLOW", "O_NONBLOCK", "O_DIRECTORY", "O_NOCTTY", "O_SYNC", "O_DSYNC", "pidfd_open",
    "eventfd", "memfd_create", "sendfile", "posix_fadvise", "posix_fallocate",
})
"""What Linux's ``os`` has and Windows' does not (the parts a game might reach for)."""

POSIX_SIGNAL = frozenset({
    "SIGHUP", "SIGKILL", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE", "SIGCONT", "SIGSTOP",
    "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGWINCH", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGIO", "SIGPOLL",
    "SIGPWR", "SIGSYS", "SIGTRAP", "SIGBUS", "SIGURG", "SIGRTMIN", "SIGRTMAX", "alarm", "pause", "setitimer",
    "getitimer", "siginterrupt", "pthread_kill", "pthread_sigmask", "sigpending", "sigwait", "sigwaitinfo",
    "sigtimedwait", "pidfd_send_signal", "ITIMER_REAL", "ITIMER_VIRTUAL", "ITIMER_PROF",
})
"""Signals and calls Windows' ``signal`` lacks: it has SIGABRT, SIGFPE, SIGILL, SIGINT, SIGSEGV, SIGTERM, SIGBREAK."""

GAME_PACKAGE = "freecell_retro"


class _Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if name in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r} (simulated Windows)", name=name)
        return None


class _View(types.ModuleType):
    """A module as Windows' Python has it: ``hidden`` names missing, ``overrides`` in their place."""

    def __init__(self, real: types.ModuleType, hidden: frozenset[str], overrides: dict[str, object]) -> None:
        super().__init__(real.__name__, real.__doc__)
        object.__setattr__(self, "_view", (real, hidden, overrides))

    def __getattr__(self, name: str) -> object:
        real, hidden, overrides = object.__getattribute__(self, "_view")
        if name in hidden:
            raise AttributeError(f"module {real.__name__!r} has no attribute {name!r} (simulated Windows)")
        return overrides[name] if name in overrides else getattr(real, name)

    def __dir__(self) -> list[str]:
        real, hidden, overrides = object.__getattribute__(self, "_view")
        return sorted((set(dir(real)) | set(overrides)) - hidden)


# -- msvcrt ----------------------------------------------------------------------

LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = range(5)
LOCK_TRIES = 10
"""LK_LOCK tries this often, a second apart, before giving up (as the C runtime does)."""
_FLOCK = "hhqqi4x"
"""struct flock on Linux x86-64 and arm64: type, whence, start, length, pid."""


def _region_lock(fd: int, kind: int, start: int, length: int) -> None:
    """An open-file-description lock: owned by the open file, as a Windows lock is by its handle."""
    _fcntl.fcntl(fd, _fcntl.F_OFD_SETLK, struct.pack(_FLOCK, kind, os.SEEK_SET, start, length, 0))


def locking(fd: int, mode: int, nbytes: int) -> None:
    """``msvcrt.locking``: lock or unlock ``nbytes`` from the file's current position."""
    start = os.lseek(fd, 0, os.SEEK_CUR)
    if mode == LK_UNLCK:
        _region_lock(fd, _fcntl.F_UNLCK, start, nbytes)
        return
    if mode not in (LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK):
        raise ValueError(f"msvcrt.locking: bad mode {mode}")
    tries = LOCK_TRIES if mode in (LK_LOCK, LK_RLCK) else 1
    for attempt in range(tries):
        try:
            _region_lock(fd, _fcntl.F_WRLCK, start, nbytes)
            return
        except OSError as error:
            if error.errno not in (errno.EACCES, errno.EAGAIN):
                raise
        if attempt + 1 < tries:
            time.sleep(1.0)
    if tries > 1:
        raise OSError(errno.EDEADLK, "Resource deadlock avoided")
    raise PermissionError(errno.EACCES, "Permission denied")


def _msvcrt() -> types.ModuleType:
    module = types.ModuleType("msvcrt", "Windows' msvcrt, as far as the game uses it: file locks.")
    module.__dict__.update(locking=locking, LK_UNLCK=LK_UNLCK, LK_LOCK=LK_LOCK, LK_NBLCK=LK_NBLCK,
                           LK_RLCK=LK_RLCK, LK_NBRLCK=LK_NBRLCK)
    return module


# -- the game's view of the standard library -------------------------------------------


def _refuse_posix_arguments(call: Callable[..., T]) -> Callable[..., T]:
    """``call`` (any subprocess call), refusing what Windows' Python refuses."""
    def windows_call(*args: object, **kwargs: object) -> T:
        if kwargs.get("preexec_fn") is not None:
            raise ValueError("preexec_fn is not supported on Windows platforms")
        if kwargs.get("pass_fds"):
            raise ValueError("pass_fds is not supported on Windows (simulated)")
        if kwargs.get("start_new_session"):
            raise ValueError("start_new_session is not supported on Windows (simulated)")
        kwargs.pop("creationflags", None)  # Windows' own (a new process group): Linux's Popen refuses any
        return call(*args, **kwargs)
    return windows_call


def _spawn_only(name: str | None = None) -> BaseContext:
    if name not in (None, "spawn"):
        raise ValueError(f"cannot find context for {name!r}")
    return _real_multiprocessing.get_context("spawn")


import multiprocessing as _real_multiprocessing  # noqa: E402 - after the helpers it is wrapped with

VIEWS = {
    "sys": _View(sys, frozenset(), {"platform": "win32"}),
    "os": _View(os, POSIX_OS, {"name": "nt"}),
    "signal": _View(signal, POSIX_SIGNAL, {"SIGBREAK": 21, "CTRL_C_EVENT": 0, "CTRL_BREAK_EVENT": 1}),
    "subprocess": _View(subprocess, frozenset(), {
        "CREATE_NEW_PROCESS_GROUP": 0x200, "CREATE_NO_WINDOW": 0x8000000,
        **{name: _refuse_posix_arguments(getattr(subprocess, name))
           for name in ("Popen", "run", "call", "check_call", "check_output")}}),
    "multiprocessing": _View(_real_multiprocessing, frozenset(), {
        "get_all_start_methods": lambda: ["spawn"], "get_start_method": lambda allow_none=False: "spawn",
        "get_context": _spawn_only}),
}
_real_import = builtins.__import__


def _windows_import(name: str, globals: Mapping[str, object] | None = None,  # noqa: A002 - __import__'s names
                    locals: Mapping[str, object] | None = None, fromlist: Sequence[str] | None = (),
                    level: int = 0) -> types.ModuleType:
    """``import sys`` (and the other viewed modules) in the game's own modules gives Windows' view."""
    module = _real_import(name, globals, locals, fromlist, level)
    if level == 0 and name in VIEWS and globals and str(globals.get("__name__", "")).startswith(GAME_PACKAGE):
        return VIEWS[name]
    return module


def _known_folder(csidl_name: str) -> str:
    """Windows' known folders from the environment (there is no Windows API here). The suite's
    fixtures give each test fresh folders by XDG_DATA_HOME: where it is set, it stands in for
    LOCALAPPDATA, so that a test finds the game's files where it put them."""
    import platformdirs.windows

    if csidl_name == "CSIDL_LOCAL_APPDATA" and os.environ.get("XDG_DATA_HOME"):
        return os.environ["XDG_DATA_HOME"]
    return platformdirs.windows.get_win_folder_from_env_vars(csidl_name)


def _install() -> None:
    for name in BLOCKED:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, _Blocker())
    for name in ("fork", "forkpty"):
        if hasattr(os, name):
            delattr(os, name)
    sys.modules["msvcrt"] = _msvcrt()
    home = os.path.expanduser("~")
    os.environ.setdefault("APPDATA", os.path.join(home, "AppData", "Roaming"))
    os.environ.setdefault("LOCALAPPDATA", os.path.join(home, "AppData", "Local"))
    import ctypes  # noqa: F401 - imported as on Linux, before platformdirs looks at sys.platform

    for name in [name for name in sys.modules if name.split(".")[0] == "platformdirs"]:
        del sys.modules[name]  # imported by a .pth file: chosen for Linux
    host, sys.platform = sys.platform, "win32"
    try:
        import platformdirs
        import platformdirs.windows
    finally:
        sys.platform = host
    platformdirs.windows._RESOLVE_WIN_FOLDER = _known_folder  # type: ignore[misc]  # Final there: replaced on purpose
    builtins.__import__ = _windows_import


_install()
