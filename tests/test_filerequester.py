"""The file requester with no window: AmigaDOS patterns, what it lists, what the
player types, the keys, and the folders it must never leave."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine.errors import FreeCellError
from freecell_retro.files.drawers import list_drawer
from freecell_retro.files.patterns import PatternError, compile_pattern
from freecell_retro.session.windows.filerequester import FileRequester, Root
from freecell_retro.session.windows.input import Key, KeyPress, Spot, SpotKind


def make(folder: Path, *names: str) -> Path:
    """Files (a name ending in ``/``: a drawer) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        if name.endswith("/"):
            (folder / name).mkdir()
        else:
            (folder / name).write_text("x")
    return folder


class Chooser:
    """A requester on ``roots`` and what it handed back."""

    def __init__(self, *roots: Path, **options: Any) -> None:
        self.chosen: list[Path | None] = []
        labels = ["Mine", "Shipped", "Third"]
        self.requester = FileRequester("Test", [Root(label, root) for label, root in zip(labels, roots)],
                                       self.chosen.append, **options)

    def keys(self, *names: str, shift: bool = False) -> None:
        for name in names:
            self.requester.key(KeyPress(Key.named(name), shift=shift))

    @property
    def names(self) -> list[str]:
        return list(self.requester.choices.items)

    @property
    def marks(self) -> list[str]:
        return [entry.mark for entry in self.requester.entries]


# -- patterns ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("pattern", "name", "matches"), [
    ("setgame.#?", "setgame.PC11982", True),
    ("setgame.#?", "SETGAME.pc18492", True),
    ("setgame.#?", "setgame.", True),
    ("setgame.#?", "setgame", False),
    ("setgame.#?", "my.setgame.x", False),
    ("Solution.#?", "solution.game617_B3", True),
    ("stats.#?", "stats.Fred", True),
    ("stats.#?", "default", False),
    ("(stats.#?|default)", "Default", True),
    ("?", "a", True),
    ("?", "ab", False),
    ("#?", "", True),
    ("a#b", "abbb", True),
    ("#(ab)c", "ababc", True),
    ("#(ab)c", "abac", False),
    ("[a-c]x", "Bx", True),
    ("[~a-c]x", "dx", True),
    ("~(#?.info)", "game.info", False),
    ("~(#?.info)", "game", True),
    ("'?x", "?x", True),
    ("'?x", "ax", False),
    ("(%|a)b", "b", True),
    ("*.txt", "notes.TXT", True),
    ("a.b", "axb", False),  # a dot is a dot, not a regular expression
    ("", "anything", True),
])
def test_amigados_patterns_match_whole_names_without_regard_to_case(pattern: str, name: str, matches: bool) -> None:
    assert compile_pattern(pattern)(name) is matches


@pytest.mark.parametrize("pattern", ["(stats", "stats)", "#", "[ab", "'", "x" * 200])
def test_a_bad_pattern_is_one_line(pattern: str) -> None:
    with pytest.raises(PatternError) as caught:
        compile_pattern(pattern)
    assert "\n" not in str(caught.value) and "pattern" in str(caught.value)


@given(st.text(max_size=40))
def test_any_text_is_a_pattern_or_a_pattern_error(text: str) -> None:
    try:
        compile_pattern(text)("setgame.x")
    except PatternError:
        pass


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=30))
def test_a_quoted_name_matches_itself_and_hash_query_matches_everything(name: str) -> None:
    quoted = "".join("'" + char for char in name)
    assert compile_pattern(quoted)(name) and compile_pattern("#?")(name)


@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=30))
def test_a_typed_name_matches_itself_in_any_case(name: str) -> None:
    quoted = "".join("'" + char for char in name)
    assert compile_pattern(quoted)(name.swapcase())


# -- what it lists -------------------------------------------------------------------------------

def test_drawers_first_then_matching_files_each_sorted_without_regard_to_case(tmp_path: Path) -> None:
    make(tmp_path, "setgame.b", "SetGame.A", "setgame.C", "readme.txt", "zoo/", "Archive/", ".hidden", "setgame.x\n")
    chooser = Chooser(tmp_path, pattern="setgame.#?")
    assert chooser.names == ["Archive", "zoo", "SetGame.A", "setgame.b", "setgame.C"]
    assert chooser.marks == ["Drawer", "Drawer", "", "", ""]
    assert chooser.requester.drawer.text == "Mine:" and chooser.requester.focus is SpotKind.FILE


def test_the_pattern_gadget_filters_as_it_is_typed_and_a_bad_one_says_why(tmp_path: Path) -> None:
    make(tmp_path, "setgame.a", "Solution.game617", "stats.Fred")
    chooser = Chooser(tmp_path, pattern="setgame.#?")
    requester = chooser.requester
    chooser.keys("TAB")  # from File round to Pattern
    assert requester.focus is SpotKind.PATTERN
    chooser.keys(*["BACKSPACE"] * len("setgame.#?"))
    assert chooser.names == ["setgame.a", "Solution.game617", "stats.Fred"]  # empty: everything
    requester.type("SOLUTION.#?")
    assert chooser.names == ["Solution.game617"]
    requester.type("(")
    assert requester.error and "'(' without ')'" in requester.error
    assert chooser.names == ["Solution.game617"]  # the last good pattern still filters
    chooser.keys("BACKSPACE")
    assert requester.error is None


def test_typing_in_file_narrows_the_list_and_choosing_from_it_does_not(tmp_path: Path) -> None:
    make(tmp_path, "stats.Fred", "stats.Freddie", "stats.amy", "fred-things/")
    chooser = Chooser(tmp_path)
    requester = chooser.requester
    requester.type("fre")
    assert chooser.names == ["fred-things", "stats.Fred", "stats.Freddie"]
    chooser.keys("DOWN", "DOWN")
    assert requester.file.text == "stats.Fred" and chooser.names == ["fred-things", "stats.Fred", "stats.Freddie"]
    chooser.keys("DOWN")
    assert requester.file.text == "stats.Freddie"
    chooser.keys("RETURN")
    assert chooser.chosen == [tmp_path / "stats.Freddie"] and requester.done


def test_a_typed_name_that_is_not_there_is_new_only_where_new_names_are_allowed(tmp_path: Path) -> None:
    make(tmp_path, "setgame.a")
    strict = Chooser(tmp_path)
    strict.requester.type("setgame.zzz")
    assert strict.names == ["setgame.a"]  # nothing holds the name: the files there stay listed
    strict.keys("RETURN")
    assert strict.requester.error == "There is no file setgame.zzz here." and not strict.requester.done
    free = Chooser(tmp_path, new_names=True)
    free.requester.type("stats.Fred")
    free.keys("RETURN")
    assert free.chosen == [tmp_path / "stats.Fred"]


def test_a_typed_name_is_found_without_regard_to_case(tmp_path: Path) -> None:
    make(tmp_path, "setgame.PC11982")
    chooser = Chooser(tmp_path)
    chooser.requester.type("SETGAME.pc11982")
    chooser.keys("RETURN")
    assert chooser.chosen == [tmp_path / "setgame.PC11982"]


@pytest.mark.parametrize("typed", ["..", "../escaped", "a/../../b", "sub/file", "x\x00y", ".hidden",
                                   "x" * 201, "back\\slash", "C:file"])
def test_names_that_would_escape_are_refused_in_one_line_and_it_stays_open(tmp_path: Path, typed: str) -> None:
    make(tmp_path / "inside", "file")
    chooser = Chooser(tmp_path / "inside", new_names=True)
    requester = chooser.requester
    requester.file.text = typed  # straight into the gadget: NUL and all, whatever the keyboard lets through
    requester.ok()
    assert chooser.chosen == [] and not requester.done
    assert requester.error and "\n" not in requester.error and "\x00" not in requester.error


def test_the_name_maker_can_refuse_and_rename(tmp_path: Path) -> None:
    def stats_name(text: str) -> str:
        if text == "bad":
            raise FreeCellError("'bad': not a stats name")
        return "stats." + text
    chooser = Chooser(make(tmp_path, "stats.Fred"), name_for=stats_name, new_names=True)
    chooser.requester.type("bad")
    chooser.keys("RETURN")
    assert chooser.requester.error == "'bad': not a stats name" and chooser.chosen == []
    chooser.keys("BACKSPACE", "BACKSPACE", "BACKSPACE")
    chooser.requester.type("Fred")
    chooser.keys("RETURN")
    assert chooser.chosen == [tmp_path / "stats.Fred"]


def test_a_choice_the_caller_refuses_keeps_the_requester_open_with_its_line(tmp_path: Path) -> None:
    make(tmp_path, "setgame.bad")

    def refuse(path: Path | None) -> None:
        assert path is not None
        raise FreeCellError(f"{path.name}, line 1: 51 cards instead of 52")
    requester = FileRequester("Test", [Root("Mine", tmp_path)], refuse)
    requester.key(KeyPress.parse("DOWN"))
    requester.key(KeyPress.parse("RETURN"))
    assert requester.error == "setgame.bad, line 1: 51 cards instead of 52" and not requester.done
    requester.type("x")
    assert requester.error is None  # typing clears it


def test_always_listed_names_show_at_the_top_and_can_be_chosen_before_they_exist(tmp_path: Path) -> None:
    chooser = Chooser(tmp_path / "not-yet", pattern="stats.#?", always=["default"])
    assert chooser.names == ["default"] and chooser.requester.error is None  # a missing root is just empty
    chooser.keys("DOWN", "RETURN")
    assert chooser.chosen == [tmp_path / "not-yet" / "default"]
    assert not (tmp_path / "not-yet").exists()  # the requester writes nothing


# -- keys and clicks -----------------------------------------------------------------------------

def test_tab_cycles_the_string_gadgets_and_keys_edit_the_one_with_the_keyboard(tmp_path: Path) -> None:
    chooser = Chooser(make(tmp_path, "a"))
    requester = chooser.requester
    order = []
    for _ in range(3):
        chooser.keys("TAB")
        order.append(requester.focus)
    assert order == [SpotKind.PATTERN, SpotKind.DRAWER, SpotKind.FILE]
    chooser.keys("TAB", shift=True)
    assert requester.focus is SpotKind.DRAWER
    chooser.keys("HOME", "DELETE")
    assert requester.drawer.text == "ine:" and requester.pattern.text == "#?" and requester.file.text == ""
    assert requester.key(KeyPress.parse("Q")) is False  # letters arrive as typed text
    requester.type("M")
    assert requester.drawer.text == "Mine:"


def test_up_down_page_and_return_walk_the_list_and_open_a_drawer(tmp_path: Path) -> None:
    make(tmp_path, "sub/", *[f"f{i:02}" for i in range(30)])
    make(tmp_path / "sub", "deep")
    chooser = Chooser(tmp_path)
    requester = chooser.requester
    requester.choices.visible = 10
    chooser.keys("DOWN")
    assert requester.selected is not None
    assert requester.selected.name == "sub" and requester.file.text == ""
    chooser.keys("PAGEDOWN")
    assert requester.selected.name == "f08" and requester.file.text == "f08"
    chooser.keys("UP", shift=True)
    assert requester.selected.name == "sub"
    chooser.keys("RETURN")  # the selection is a drawer: enter it
    assert requester.drawer.text == "Mine:sub" and chooser.names == ["deep"] and chooser.chosen == []
    requester.press_button(requester.buttons.index("Parent"))
    assert requester.drawer.text == "Mine:" and len(chooser.names) == 31


def test_a_double_click_opens_and_a_single_click_selects(tmp_path: Path) -> None:
    make(tmp_path, "sub/", "file")
    chooser = Chooser(tmp_path)
    requester = chooser.requester
    requester.click(Spot(SpotKind.ITEM, 1))
    assert requester.file.text == "file" and chooser.chosen == []
    requester.click(Spot(SpotKind.ITEM, 0))
    requester.click(Spot(SpotKind.ITEM, 0), double=True)
    assert requester.location == "Mine:sub"
    requester.click(Spot(SpotKind.FILE, 0))
    assert requester.focus is SpotKind.FILE
    requester.click(Spot(SpotKind.ARROW, 1))
    requester.click(Spot(SpotKind.TRACK, 1))


def test_escape_and_cancel_hand_back_none(tmp_path: Path) -> None:
    chooser = Chooser(make(tmp_path, "a"))
    chooser.keys("ESCAPE")
    assert chooser.chosen == [None] and chooser.requester.done
    other = Chooser(tmp_path)
    other.requester.key(KeyPress.parse("Alt+C"))  # Right-Amiga C: the Cancel button's letter
    assert other.chosen == [None]


def test_the_buttons_and_their_letters(tmp_path: Path) -> None:
    one = Chooser(tmp_path).requester
    assert one.buttons == ["OK", "Parent", "Cancel"] and one.shortcuts == ["O", "P", "C"]
    two = Chooser(tmp_path, tmp_path).requester
    assert two.buttons == ["OK", "Volumes", "Parent", "Cancel"] and two.shortcuts == ["O", "V", "P", "C"]
    assert two.key(KeyPress.parse("Alt+O")) and two.error == "Choose a file, or type a name."
    assert two.key(KeyPress.parse("Alt+X")) is False


def test_several_roots_volumes_parent_and_the_drawer_gadget(tmp_path: Path) -> None:
    mine = make(tmp_path / "mine", "setgame.mine", "sub/")
    shipped = make(tmp_path / "shipped", "setgame.PC11982", "setgame.PC18492")
    chooser = Chooser(mine, shipped, pattern="setgame.#?")
    requester = chooser.requester
    requester.key(KeyPress.parse("Alt+P"))  # Parent at the top of a root: the volumes
    assert chooser.names == ["Mine:", "Shipped:"] and chooser.marks == ["Volume", "Volume"]
    assert requester.location == "" and requester.drawer.text == ""
    requester.click(Spot(SpotKind.ITEM, 1), double=True)
    assert requester.location == "Shipped:" and chooser.names == ["setgame.PC11982", "setgame.PC18492"]
    requester.key(KeyPress.parse("Shift+TAB"))
    requester.key(KeyPress.parse("END"))
    requester.drawer.text, requester.drawer.cursor = "mine:sub", 8
    requester.key(KeyPress.parse("RETURN"))
    assert requester.location == "Mine:sub"
    requester.drawer.text = "Nowhere:"
    requester.key(KeyPress.parse("RETURN"))
    assert requester.error == "There is no volume Nowhere: here." and requester.location == "Mine:sub"
    requester.drawer.text = "Mine:../../etc"
    requester.key(KeyPress.parse("RETURN"))
    assert "cannot start with '.'" in requester.error and requester.location == "Mine:sub"
    requester.key(KeyPress.parse("Alt+V"))
    requester.type("x")
    requester.key(KeyPress.parse("RETURN"))
    assert requester.error == "Choose a volume first." and chooser.chosen == []


# -- never outside its folders -------------------------------------------------------------------

def test_links_out_of_the_folder_are_not_listed_or_opened(tmp_path: Path) -> None:
    outside = make(tmp_path / "outside", "setgame.secret", "sub/")
    inside = make(tmp_path / "inside", "setgame.mine", "real/")
    (inside / "setgame.link").symlink_to(outside / "setgame.secret")
    (inside / "away").symlink_to(outside / "sub")
    (inside / "setgame.near").symlink_to(inside / "setgame.mine")
    (inside / "here").symlink_to(inside / "real")
    (inside / "setgame.broken").symlink_to(tmp_path / "missing")
    os.mkfifo(inside / "setgame.pipe")
    chooser = Chooser(inside)
    assert chooser.names == ["here", "real", "setgame.mine", "setgame.near"]
    for typed in ("setgame.link", "away"):
        chooser.requester.file.text = typed
        chooser.requester.ok()
        assert chooser.chosen == [] and chooser.requester.location == "Mine:"
        assert chooser.requester.error == f"{typed}: leads outside its folder"


def test_a_file_swapped_for_a_link_out_after_listing_is_refused(tmp_path: Path) -> None:
    outside = make(tmp_path / "outside", "setgame.secret")
    inside = make(tmp_path / "inside", "setgame.x")
    chooser = Chooser(inside)
    (inside / "setgame.x").unlink()
    (inside / "setgame.x").symlink_to(outside / "setgame.secret")
    chooser.keys("DOWN", "RETURN")
    assert chooser.chosen == [] and chooser.requester.error == "setgame.x: leads outside its folder"


def test_parent_never_goes_above_the_root(tmp_path: Path) -> None:
    chooser = Chooser(make(tmp_path / "root", "a"))
    chooser.requester.parent()
    chooser.requester.parent()
    assert chooser.requester.location == "Mine:" and chooser.requester.folder == tmp_path / "root"


# -- folders that cannot be read -----------------------------------------------------------------

def test_a_drawer_that_vanished_is_one_line_and_nothing_changes(tmp_path: Path) -> None:
    make(tmp_path, "gone/", "kept")
    chooser = Chooser(tmp_path)
    (tmp_path / "gone").rmdir()
    chooser.requester.click(Spot(SpotKind.ITEM, 0), double=True)
    assert chooser.requester.error == "The drawer gone is not there any more."
    assert chooser.requester.location == "Mine:" and chooser.names == ["gone", "kept"]


def test_the_drawer_shown_vanishing_leaves_parent_working(tmp_path: Path) -> None:
    make(tmp_path, "sub/")
    make(tmp_path / "sub", "deeper/")
    chooser = Chooser(tmp_path)
    chooser.requester.go_to("sub")
    (tmp_path / "sub" / "deeper").rmdir()
    (tmp_path / "sub").rmdir()
    chooser.requester.open(0)
    assert chooser.requester.error == "The drawer deeper is not there any more."
    chooser.requester.parent()
    assert chooser.requester.location == "Mine:" and chooser.names == [] and chooser.requester.error is None


def test_an_unreadable_drawer_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make(tmp_path, "locked/")
    chooser = Chooser(tmp_path)
    real_scandir = os.scandir

    def scandir(path: Path) -> Iterator[os.DirEntry[str]]:
        if Path(path).name == "locked":
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_scandir(path)
    monkeypatch.setattr("freecell_retro.files.drawers.os.scandir", scandir)
    chooser.requester.open(0)
    assert chooser.requester.error == "Cannot read the drawer locked (Permission denied)."
    assert chooser.requester.location == "Mine:"


def test_a_root_that_is_a_file_is_one_line(tmp_path: Path) -> None:
    make(tmp_path, "plain")
    chooser = Chooser(tmp_path / "plain")
    assert chooser.requester.error == "plain is not a drawer." and chooser.names == []


# -- big folders ---------------------------------------------------------------------------------

@pytest.mark.slow
def test_ten_thousand_files_list_from_one_scandir_without_a_stat_each(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    names = [f"setgame.{i:05}" for i in range(10_000)]
    make(tmp_path, *names, "sub/")
    stats: list[tuple[Any, ...]] = []
    real_stat, real_lstat = os.stat, os.lstat

    def stat(*a: Any, **k: Any) -> os.stat_result:
        stats.append(a)
        return real_stat(*a, **k)

    def lstat(*a: Any, **k: Any) -> os.stat_result:
        stats.append(a)
        return real_lstat(*a, **k)
    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "lstat", lstat)
    listing = list_drawer(tmp_path, tmp_path)
    chooser = Chooser(tmp_path, pattern="setgame.#?")
    chooser.requester.type("0999")
    assert listing.files == tuple(names) and listing.drawers == ("sub",)
    assert len(stats) < 10  # the folders themselves, never each file
    assert chooser.names == ["setgame.00999"] + [f"setgame.0999{i}" for i in range(10)]


@pytest.mark.process
def test_the_benchmark_runs_and_prints_its_table() -> None:
    script = Path(__file__).resolve().parent.parent / "scripts" / "bench_filerequester.py"
    done = subprocess.run([sys.executable, str(script), "--files", "20", "--repeat", "1", "--presses", "0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode in (0, 1), done.stderr  # 1: a figure over its frame, on a slow machine
    assert "| in process: open the requester (listing kept) | one 50 Hz frame: 20.00 ms |" in done.stdout
    assert "10 matching setgame.#?" in done.stdout
