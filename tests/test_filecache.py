"""Opening the same drawer or guide again reads it again only when it changed: a player never sees a
listing or a guide older than the files."""

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from freecell_retro.engine.errors import FileFormatError
from freecell_retro.files import drawers
from freecell_retro.files.drawers import Listing
from freecell_retro.session.windows import drawerlist
from freecell_retro.session.windows.drawerlist import Root
from freecell_retro.session.windows.filecache import KeptWhileUnchanged
from freecell_retro.session.windows.filerequester import FileRequester
from freecell_retro.session.windows.guide import read_guide

LONG_AGO = 1_000_000_000  # 2001: settled

T = TypeVar("T")


def settle(path: Path) -> None:
    os.utime(path, (LONG_AGO, LONG_AGO))


def counting(read: Callable[[], T]) -> tuple[Callable[[], T], list[int]]:
    calls: list[int] = []

    def counted() -> T:
        calls.append(1)
        return read()
    return counted, calls


def test_a_settled_unchanged_file_is_read_once(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_text("one")
    settle(path)
    kept: KeptWhileUnchanged[str] = KeptWhileUnchanged()
    read, calls = counting(path.read_text)
    assert [kept.get(path, read) for _ in range(3)] == ["one"] * 3 and len(calls) == 1


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_text("one")
    settle(path)
    kept: KeptWhileUnchanged[str] = KeptWhileUnchanged()
    assert kept.get(path, path.read_text) == "one"
    path.write_text("two")
    os.utime(path, (LONG_AGO + 1, LONG_AGO + 1))  # even a change that leaves the time settled
    assert kept.get(path, path.read_text) == "two"


def test_a_file_changed_just_now_is_read_every_time(tmp_path: Path) -> None:
    """Its stamp could still be the one a change in the same clock tick leaves."""
    path = tmp_path / "f"
    path.write_text("one")
    kept: KeptWhileUnchanged[str] = KeptWhileUnchanged()
    read, calls = counting(path.read_text)
    kept.get(path, read)
    kept.get(path, read)
    assert len(calls) == 2


def test_what_else_the_reading_depends_on_is_part_of_the_key(tmp_path: Path) -> None:
    settle(tmp_path)
    kept: KeptWhileUnchanged[str] = KeptWhileUnchanged()
    assert kept.get(tmp_path, lambda: "a", "root a") == "a"
    assert kept.get(tmp_path, lambda: "b", "root b") == "b"
    assert kept.get(tmp_path, lambda: "c", "root a") == "a"


def test_a_missing_path_is_left_to_the_reader() -> None:
    kept: KeptWhileUnchanged[str] = KeptWhileUnchanged()
    with pytest.raises(FileNotFoundError):
        kept.get("/no/such/file", lambda: open("/no/such/file").read())


def test_the_file_requester_scans_a_drawer_again_only_when_it_changed(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("setgame.1", "setgame.2"):
        (tmp_path / name).touch()
    settle(tmp_path)
    calls = counting_list_drawer(monkeypatch)

    def names() -> list[str]:
        return FileRequester("Play Set Game", [Root("SetGames", tmp_path)], lambda _path: None).choices.items

    assert names() == names() == ["setgame.1", "setgame.2"] and len(calls) == 1
    (tmp_path / "setgame.3").touch()
    settle(tmp_path)
    assert names() == ["setgame.1", "setgame.2", "setgame.3"] and len(calls) == 2


def counting_list_drawer(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The folders the file requester lists from now on (through the drawer list's ``list_drawer``)."""
    calls: list[Path] = []
    real = drawers.list_drawer

    def counted(folder: Path, root: Path) -> Listing:
        calls.append(folder)
        return real(folder, root)
    monkeypatch.setattr(drawerlist, "list_drawer", counted)
    return calls


GUIDE = '@database test\n@node main "Main"\n{}\n@endnode\n'


def test_the_guide_is_parsed_again_only_when_it_changed(tmp_path: Path) -> None:
    path = tmp_path / "FreeCell.guide"
    path.write_text(GUIDE.format("first"))
    settle(path)
    guide = read_guide(path)
    assert read_guide(path) is guide
    path.write_text(GUIDE.format("second"))
    settle(path)
    again = read_guide(path)
    assert again is not guide and again.node("main") != guide.node("main")


def test_a_bad_guide_is_still_one_line_each_time(tmp_path: Path) -> None:
    path = tmp_path / "FreeCell.guide"
    path.write_bytes(b"\xff" * 10)
    settle(path)
    for _ in range(2):
        with pytest.raises(FileFormatError):
            read_guide(path)
