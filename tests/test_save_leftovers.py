"""Saves killed with SIGKILL mid-write leave a temporary file that is
recognisably ours (``.<name>.freecell-retro-<pid>-XXXXXX.tmp``), and the next
save into that folder sweeps it — but never the file of a save still under
way in another process. Real processes, stopped inside the write."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro.files.palettes import Palette, load_palette, save_palette
from freecell_retro.files.solutionstore import SaveOutcome, save_solution

pytestmark = [pytest.mark.process, pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")]

SAVER = """
import os, sys
from pathlib import Path
from freecell_retro.files.palettes import Palette, save_palette
from freecell_retro.files.solutionstore import save_solution

real_fsync = os.fsync

def stuck(fd):
    real_fsync(fd)
    print("writing", flush=True)
    sys.stdin.read()  # inside the write until the parent lets go (or kills us)

os.fsync = stuck
kind, folder = sys.argv[1], Path(sys.argv[2])
if kind == "palette":
    save_palette(folder / "palette.Fred", Palette.default().with_pen(0, (1, 2, 3)))
else:
    save_solution(folder / f"Solution.game{sys.argv[3]}_O", "1h\\n")
print("saved", flush=True)
"""

OURS = re.compile(r"^\.(?P<name>.+)\.freecell-retro-(?P<pid>[0-9]+)-[a-z0-9_]{6}\.tmp$")


def saver_inside_the_write(kind: str, folder: Path, game: int = 617) -> subprocess.Popen[str]:
    """A process saving a palette or a solution into ``folder``, stopped after its data is on disk."""
    process = subprocess.Popen([sys.executable, "-c", SAVER, kind, str(folder), str(game)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "writing\n"
    return process


def temporaries(folder: Path) -> list[re.Match[str]]:
    return [match for name in sorted(os.listdir(folder)) if (match := OURS.match(name))]


def killed_mid_save(kind: str, folder: Path, game: int = 617) -> int:
    process = saver_inside_the_write(kind, folder, game)
    process.kill()
    process.wait()
    assert process.stdout is not None
    process.stdout.close()
    assert process.stdin is not None
    process.stdin.close()
    return process.pid


def test_saves_killed_mid_write_leave_one_file_named_as_ours_that_the_next_save_sweeps(tmp_path: Path) -> None:
    for kind, game in [("palette", 617), ("solution", 1), ("palette", 617), ("solution", 2), ("solution", 2)]:
        pid = killed_mid_save(kind, tmp_path, game)
        left = temporaries(tmp_path)  # each save swept the one killed before it
        assert [int(match["pid"]) for match in left] == [pid]
        assert left[0]["name"] == ("palette.Fred" if kind == "palette" else f"Solution.game{game}_O")
    save_palette(tmp_path / "palette.Fred", Palette.default())
    assert temporaries(tmp_path) == [] and os.listdir(tmp_path) == ["palette.Fred"]
    assert load_palette(tmp_path / "palette.Fred") == (Palette.default(), None)


def test_a_save_sweeps_leftovers_of_any_file_in_its_folder(tmp_path: Path) -> None:
    killed_mid_save("palette", tmp_path)
    assert save_solution(tmp_path / "Solution.game617_O", "1h\n") is SaveOutcome.WRITTEN
    assert os.listdir(tmp_path) == ["Solution.game617_O"]


def test_a_save_under_way_in_another_process_is_never_swept(tmp_path: Path) -> None:
    other = saver_inside_the_write("palette", tmp_path)
    try:
        assert save_solution(tmp_path / "Solution.game617_O", "1h\n") is SaveOutcome.WRITTEN
        assert [int(match["pid"]) for match in temporaries(tmp_path)] == [other.pid]
        out, _ = other.communicate("")  # let it finish its save
    finally:
        if other.poll() is None:
            other.kill()
            other.wait()
    assert other.returncode == 0 and out == "saved\n"
    assert temporaries(tmp_path) == []
    assert load_palette(tmp_path / "palette.Fred")[0].pens[0] == (1, 2, 3)


def test_files_that_only_look_like_ours_are_left_alone(tmp_path: Path) -> None:
    for name in (".notes.tmp", "x.freecell-retro-1-abcdef.tmp", ".x.freecell-retro-1-abc.tmp"):
        (tmp_path / name).write_text("the player's")
    save_palette(tmp_path / "palette.Fred", Palette.default())
    assert sorted(os.listdir(tmp_path)) == sorted([".notes.tmp", "x.freecell-retro-1-abcdef.tmp",
                                                  ".x.freecell-retro-1-abc.tmp", "palette.Fred"])
