"""``freecell-retro screenshot``: the PNG is written atomically, a
write that fails is one line naming the file and the real problem, and
``--cardset auto`` is the default it says it is."""

import errno
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from freecell_retro.cli import main

pytestmark = pytest.mark.process

ROOT = Path(__file__).parent.parent
OLD_SIZE, NEW_SIZE = (640, 256), (640, 512)
SHOT = [sys.executable, "-m", "freecell_retro", "screenshot", "617", "--mode", "pal-laced"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*SHOT, *args], capture_output=True, text=True, cwd=ROOT, timeout=60)


def complete_size(path: Path) -> tuple[int, int]:
    """The size of the complete PNG at ``path`` (PIL fails on a partial one)."""
    with Image.open(path) as image:
        image.verify()
    with Image.open(path) as image:
        image.load()
        size: tuple[int, int] = image.size
        return size


def old_picture(path: Path) -> None:
    subprocess.run([*SHOT[:4], "1", "--mode", "pal-hires", "-o", str(path)], check=True, capture_output=True,
                   cwd=ROOT, timeout=60)
    assert complete_size(path) == OLD_SIZE


def _signature(path: Path) -> tuple[int, int, int]:
    stat = os.stat(path)
    return stat.st_ino, stat.st_size, stat.st_mtime_ns


def test_a_kill_while_the_png_is_written_leaves_the_old_or_the_new_picture(tmp_path: Path) -> None:
    path = tmp_path / "shot.png"
    rng = random.Random(137)
    old_picture(path)
    old = path.read_bytes()
    started = time.monotonic()
    assert run("-o", str(path)).returncode == 0
    whole_run = time.monotonic() - started
    for attempt in range(15):
        path.write_bytes(old)
        before = _signature(path)
        process = subprocess.Popen([*SHOT, "-o", str(path)], cwd=ROOT, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        if attempt % 3 == 0:  # the moment the file changes: where a non-atomic write is half done
            while process.poll() is None and _signature(path) == before:
                pass
        else:
            time.sleep(rng.uniform(0, 1.2 * whole_run))
        process.kill()
        process.wait(timeout=10)
        assert complete_size(path) in (OLD_SIZE, NEW_SIZE), f"attempt {attempt}"


@pytest.mark.parametrize("cardset", ["auto", "AUTO", "large"])
def test_cardset_auto_or_a_name_is_accepted(tmp_path: Path, cardset: str) -> None:
    default, chosen = tmp_path / "default.png", tmp_path / "chosen.png"
    assert run("-o", str(default)).returncode == 0
    result = run("--cardset", cardset, "-o", str(chosen))
    assert result.returncode == 0, result.stderr
    assert chosen.read_bytes() == default.read_bytes()  # pal-laced's own set is the large one


def test_a_bad_cardset_is_one_line() -> None:
    result = run("--cardset", "no good\n", "-o", "x.png")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert "'no good\\n' is not a card set" in result.stderr


def _fails(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_:
        main(["screenshot", "617", *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith("freecell-retro: error: ")
    return err


def test_writing_into_a_missing_folder_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "no-such-folder" / "shot.png"
    assert f"{path}: cannot write the screenshot: there is no folder" in _fails(["-o", str(path)], capsys)


def test_writing_over_a_folder_or_a_pipe_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path in (tmp_path, fifo):
        assert f"{path}: cannot write the screenshot over something that is not a file" in _fails(
            ["-o", str(path)], capsys)
    assert fifo.exists() and not fifo.is_file()


def test_a_full_disk_is_one_line_and_the_old_picture_stays(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "shot.png"
    old_picture(path)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr("freecell_retro.files.atomic.os.fsync", full)
    assert f"{path}: cannot write the screenshot: {os.strerror(errno.ENOSPC)}" in _fails(["-o", str(path)], capsys)
    assert complete_size(path) == OLD_SIZE and os.listdir(tmp_path) == ["shot.png"]


@pytest.mark.skipif(os.name != "posix", reason="needs POSIX permissions")
@pytest.mark.unprivileged
def test_a_folder_we_may_not_write_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o500)
    try:
        assert "Permission denied" in _fails(["-o", str(folder / "shot.png")], capsys)
    finally:
        folder.chmod(0o700)
