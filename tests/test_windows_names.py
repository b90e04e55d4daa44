"""File names as Windows and macOS see them, checked on every system (files
travel between players): case does not count, Windows' device names and
trailing dots or spaces are refused by the one name check, no name we write
holds ``\\`` or ``:``, and a path longer than Windows opens is refused in one line."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError, FreeCellError
from freecell_retro.files.atomic import write_text_atomic
from freecell_retro.files.claim import claim_path
from freecell_retro.files.filelock import lock_path
from freecell_retro.files.locations import check_stats_name, palette_path, stats_path_for_name
from freecell_retro.files.names import WINDOWS_MAX_PATH, check_name, name_problem, typed_file
from freecell_retro.files.solutions import SolutionName, keep_both_path
from freecell_retro.files.statsstore import keep_aside, update_stats
from freecell_retro.session.windows.drawerlist import Root
from freecell_retro.session.windows.filerequester import FileRequester
from freecell_retro.session.windows.input import Key, KeyPress

DEVICES = ["CON", "con", "Prn", "AUX", "nul", "COM1", "com9", "LPT1", "lpt9", "COM\u00b9", "CONIN$", "conout$"]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("extension", ["", ".txt", ".tar.gz", " .x"])
def test_windows_device_names_are_refused_in_any_case_with_or_without_an_extension(device: str, extension: str) -> None:
    name = device + extension
    assert name_problem(name) == f"is a device name on Windows ({device.upper()})"
    with pytest.raises(FreeCellError, match="device name on Windows"):
        check_stats_name(name)


@pytest.mark.parametrize("name", ["COM0", "COM10", "LPT", "CONSOLE", "NULL", "stats.CON", "setgame.aux", "AUXiliary"])
def test_names_that_only_look_like_devices_are_allowed(name: str) -> None:
    assert check_name(name, "name") == name


@pytest.mark.parametrize("name, problem", [("Fred.", "cannot end with '.'"), ("Fred...", "cannot end with '.'"),
                                           ("Fred ", "cannot start or end with a space"),
                                           ("a\\b", "cannot hold '\\\\'"), ("C:x", "cannot hold ':'")])
def test_trailing_dots_spaces_and_separators_are_refused(name: str, problem: str) -> None:
    found = name_problem(name)
    assert found is not None and problem in found


def test_the_stats_requester_refuses_a_device_name_in_one_line_and_stays_open(tmp_path: Path) -> None:
    chosen: list[Path | None] = []
    requester = FileRequester("Select a Stats File", [Root("Stats", tmp_path)], chosen.append,
                              name_for=check_stats_name, new_names=True, drawers=False)
    for typed in ("nul", "Fred."):
        requester.file.text = typed
        requester.key(KeyPress(Key.RETURN))
        assert requester.error is not None
        assert not requester.done and chosen == [] and "\n" not in requester.error
    assert os.listdir(tmp_path) == []


# -- case does not count ---------------------------------------------------------------------

def test_a_name_in_another_case_is_the_same_stats_file(tmp_path: Path) -> None:
    update_stats(tmp_path / "stats.Fred")
    for typed in ("FRED", "stats.fred", "STATS.FRED"):
        assert stats_path_for_name(typed, tmp_path) == tmp_path / "stats.Fred"
    chosen: list[Path | None] = []
    requester = FileRequester("Select a Stats File", [Root("Stats", tmp_path)], chosen.append,
                              name_for=check_stats_name, new_names=True, drawers=False)
    requester.file.text = "fred"
    requester.key(KeyPress(Key.RETURN))
    assert chosen == [tmp_path / "stats.Fred"]


def test_keep_both_skips_a_copy_that_exists_in_another_case(tmp_path: Path) -> None:
    (tmp_path / "Solution.game617_O").write_text("1h\n")
    (tmp_path / "SOLUTION.GAME617_O.2").write_text("1h\n")
    assert keep_both_path(tmp_path / "Solution.game617_O").name == "Solution.game617_O.3"


# -- what we write ----------------------------------------------------------------------------

@settings(max_examples=200)
@given(st.text(min_size=1, max_size=40))
def test_every_name_we_make_from_a_typed_name_is_portable(typed: str) -> None:
    made = []
    try:
        stats = Path("/stats") / check_stats_name(typed)
        made += [stats.name, palette_path(stats).name, lock_path(stats).name, claim_path(stats).name,
                 f"{stats.name}.bad-20260101-120000-2"]
        made.append(str(SolutionName(None, typed, free_cells=3)))
    except FreeCellError:
        pass
    assert all(not set(name) & set("\\:") and not name.endswith((".", " ")) for name in made)
    assert all(name_problem(name.lstrip(".")) is None for name in made)


def test_the_names_a_real_save_and_keep_aside_make_are_portable(tmp_path: Path) -> None:
    (tmp_path / "stats.Fred").write_text("not a stats file\n")
    assert update_stats(tmp_path / "stats.Fred").notice  # the bad file kept aside, a fresh one made
    keep_aside(tmp_path / "stats.Fred")
    names = os.listdir(tmp_path)
    assert len(names) == 3 and all(name_problem(name.lstrip(".")) is None for name in names)


# -- long paths ------------------------------------------------------------------------------

@pytest.fixture
def deep(tmp_path: Path) -> Path:
    """A folder whose path leaves room for a name of 20 characters or so under Windows' limit."""
    folder = tmp_path
    while len(str(folder)) < WINDOWS_MAX_PATH - 40:
        folder = folder / "drawer"
    folder.mkdir(parents=True)
    return folder


def test_on_windows_a_typed_name_past_the_path_limit_is_refused_in_one_line(deep: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert typed_file(deep, "stats.Fred", "stats name") == deep / "stats.Fred"
    long = "stats." + "F" * 60
    with pytest.raises(FileFormatError, match=f"more than the {WINDOWS_MAX_PATH} Windows allows"):
        typed_file(deep, long, "stats name")
    chosen: list[Path | None] = []
    requester = FileRequester("Select a Stats File", [Root("Stats", deep)], chosen.append,
                              name_for=check_stats_name, new_names=True, drawers=False)
    requester.file.text = long
    requester.key(KeyPress(Key.RETURN))
    assert requester.error is not None
    assert chosen == [] and "Windows allows" in requester.error and "\n" not in requester.error


def test_on_windows_a_save_whose_temporary_file_would_pass_the_limit_is_refused_clearly(
        deep: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    target = deep / ("x" * (WINDOWS_MAX_PATH - len(str(deep)) - 2))
    assert len(str(target)) <= WINDOWS_MAX_PATH
    with pytest.raises(OSError, match="Windows allows"):
        write_text_atomic(target, "data")
    assert os.listdir(deep) == []


def test_elsewhere_long_paths_are_the_systems_business(deep: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the game's own view of sys: Windows' on the simulated one
    monkeypatch.setattr("freecell_retro.files.names.sys.platform", "linux")
    long = "stats." + "F" * 60
    assert typed_file(deep, long, "stats name") == deep / long
