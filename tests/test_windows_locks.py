"""Locks and atomic saves on both paths: POSIX (``fcntl.flock``) and Windows
(``msvcrt.locking``, played here by a fake with its semantics), and the
save's rename where Windows refuses to replace a file somebody holds open."""

from __future__ import annotations

import errno
import importlib.util
import os
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from fake_msvcrt import FakeMsvcrt

from freecell_retro.engine import FileFormatError
from freecell_retro.files import atomic, oslocks
from freecell_retro.files.atomic import write_text_atomic
from freecell_retro.files.claim import claim_unfinished
from freecell_retro.files.filelock import WAIT_SECONDS, lock_path, locked
from freecell_retro.files.stats import Record, StatsFile
from freecell_retro.files.statsstore import read_stats, update_stats, write_stats


@pytest.fixture
def windows_locks(monkeypatch: pytest.MonkeyPatch) -> FakeMsvcrt:
    """oslocks on its Windows path: no fcntl, a fake msvcrt."""
    fake = FakeMsvcrt()
    monkeypatch.setattr(oslocks, "fcntl", None)
    monkeypatch.setattr(oslocks, "msvcrt", fake, raising=False)
    return fake


@pytest.fixture(params=["posix", "windows"])
def platform(request: pytest.FixtureRequest) -> str:
    if request.param == "windows":
        request.getfixturevalue("windows_locks")
    platform: str = request.param
    return platform


def open_file(path: Path) -> int:
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o666)


def test_without_fcntl_the_locks_import_and_use_msvcrt(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "fcntl", None)  # import fcntl -> ImportError, as on Windows
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    spec = importlib.util.find_spec("freecell_retro.files.oslocks")
    assert spec is not None
    fresh = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(fresh)
    assert fresh.fcntl is None and fresh.msvcrt is fake and not fresh.deletes_open_files()


# -- the stats file's lock ---------------------------------------------------------------------

def test_the_lock_keeps_out_every_other_opener_until_released(tmp_path: Path, platform: str) -> None:
    path = tmp_path / "stats.Fred"
    other = open_file(lock_path(path))
    try:
        with locked(path):
            assert not oslocks.try_lock(other)
        assert oslocks.try_lock(other)
        oslocks.unlock(other)
    finally:
        os.close(other)


def test_read_modify_write_works_on_both_paths(tmp_path: Path, platform: str) -> None:
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    for _ in range(3):
        update_stats(path, lambda stats: replace(stats, overall=stats.overall.won(90, 100.0)))
    assert read_stats(path).overall.wins == 3 and sorted(os.listdir(tmp_path)) == [".stats.Fred.lock", "stats.Fred"]


class Clock:
    """A clock that moves only when slept on: waiting is measured without waiting."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_on_windows_a_lock_held_too_long_is_one_line(tmp_path: Path, windows_locks: FakeMsvcrt,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oslocks, "time", Clock())
    path = tmp_path / "stats.Fred"
    holder = open_file(lock_path(path))
    assert oslocks.try_lock(holder)
    with pytest.raises(FileFormatError) as caught:
        with locked(path):
            pass
    assert str(caught.value) == (f"{path}: another window has held the file locked for {WAIT_SECONDS:.0f} seconds")
    windows_locks.die(holder)
    os.close(holder)
    with locked(path):
        pass


# -- the claim on the unfinished game ------------------------------------------------------------

def test_one_window_at_a_time_claims_the_unfinished_game(tmp_path: Path, platform: str) -> None:
    path = tmp_path / "stats.Fred"
    first = claim_unfinished(path)
    assert first is not None and claim_unfinished(path) is None
    first.release()
    again = claim_unfinished(path)
    assert again is not None
    again.release()


def test_on_windows_a_dead_windows_claim_is_stale(tmp_path: Path, windows_locks: FakeMsvcrt) -> None:
    path = tmp_path / "stats.Fred"
    dead = claim_unfinished(path)
    assert dead is not None
    assert dead._fd is not None
    windows_locks.die(dead._fd)  # the process died: Windows dropped its lock
    os.close(dead._fd)
    dead._fd = None
    assert claim_unfinished(path) is not None


# -- the atomic save ---------------------------------------------------------------------------

def windows_rename(real_replace: Callable[..., None], *, busy: int = 0) -> tuple[Callable[..., None],
                   list[str | os.PathLike[str]]]:
    """``os.replace`` with Windows' rule: neither file may be open anywhere
    (this process's descriptors stand for everyone's); and the target is held
    open by another program for the first ``busy`` tries."""
    tries: list[str | os.PathLike[str]] = []

    def rename(source: str | os.PathLike[str], target: str | os.PathLike[str], *args: object, **kwargs: object) -> None:
        tries.append(target)
        held = {os.path.realpath(f"/proc/self/fd/{fd}") for fd in os.listdir("/proc/self/fd")}
        if os.path.realpath(source) in held or os.path.realpath(target) in held or len(tries) <= busy:
            raise PermissionError(errno.EACCES, "The process cannot access the file because it is being used")
        return real_replace(source, target, *args, **kwargs)
    return rename, tries


needs_proc = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc/self/fd")


@needs_proc
def test_on_windows_the_save_closes_its_file_before_renaming_it(tmp_path: Path, windows_locks: FakeMsvcrt,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    rename, tries = windows_rename(os.replace)
    monkeypatch.setattr("freecell_retro.files.atomic.os.replace", rename)
    write_text_atomic(tmp_path / "palette.Fred", "new\n")
    assert (tmp_path / "palette.Fred").read_text() == "new\n" and os.listdir(tmp_path) == ["palette.Fred"]
    assert len(tries) == 1


@needs_proc
def test_a_file_held_open_for_a_moment_is_replaced_once_it_is_let_go(tmp_path: Path, windows_locks: FakeMsvcrt,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    rename, tries = windows_rename(os.replace, busy=3)
    monkeypatch.setattr("freecell_retro.files.atomic.os.replace", rename)
    monkeypatch.setattr(atomic, "REPLACE_WAITS", (0, 0, 0, 0, 0))
    monkeypatch.setattr("freecell_retro.files.atomic.time.sleep", lambda _seconds: None)
    update_stats(path, lambda stats: replace(stats, overall=Record(wins=5)))
    assert len(tries) == 4 and read_stats(path).overall.wins == 5
    assert sorted(os.listdir(tmp_path)) == [".stats.Fred.lock", "stats.Fred"]


@needs_proc
def test_a_file_held_open_for_good_is_one_line_and_the_old_file_stays(tmp_path: Path, windows_locks: FakeMsvcrt,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile(Record(wins=2)))
    rename, tries = windows_rename(os.replace, busy=100)
    monkeypatch.setattr("freecell_retro.files.atomic.os.replace", rename)
    monkeypatch.setattr(atomic, "REPLACE_WAITS", (0, 0))
    monkeypatch.setattr("freecell_retro.files.atomic.time.sleep", lambda _seconds: None)
    with pytest.raises(FileFormatError) as caught:
        update_stats(path, lambda stats: replace(stats, overall=Record(wins=5)))
    assert "cannot be written" in str(caught.value) and "\n" not in str(caught.value) and len(tries) == 3
    assert read_stats(path).overall.wins == 2 and sorted(os.listdir(tmp_path)) == [".stats.Fred.lock", "stats.Fred"]


def test_elsewhere_a_refused_rename_is_final(monkeypatch: pytest.MonkeyPatch) -> None:
    if os.name == "nt":
        pytest.skip("the Windows waits are the ones that apply")
    assert atomic.REPLACE_WAITS == ()


def test_on_windows_a_dead_writers_temporary_file_is_swept_and_a_live_ones_kept(tmp_path: Path,
                                                                                windows_locks: FakeMsvcrt) -> None:
    dead = tmp_path / ".palette.Fred.freecell-retro-99999-abcdef.tmp"
    live = tmp_path / ".Solution.game1_O.freecell-retro-99998-abcdef.tmp"
    dead.write_text("half")
    live.write_text("half")
    writer = open_file(live)
    try:
        assert oslocks.try_lock(writer)
        write_text_atomic(tmp_path / "palette.Fred", "new\n")
        assert sorted(os.listdir(tmp_path)) == [live.name, "palette.Fred"]
    finally:
        windows_locks.die(writer)
        os.close(writer)
