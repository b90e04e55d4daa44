"""A name typed in a requester never reaches outside the requester's folder:
links are followed, case does not count, and a name that leads anywhere but
a regular file of the folder is one line with the requester kept open —
nothing outside is ever read, renamed, created or locked."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from boards import make_board
from outside import untouched

from freecell_retro.engine import FreeCellError, Game
from freecell_retro.files.locations import find_setgame_named, stats_path_for_name
from freecell_retro.files.names import OutsideFolderError, typed_file
from freecell_retro.files.palettes import Palette, format_palette, load_palette, save_palette
from freecell_retro.session import Options, Session
from freecell_retro.session.game.launch import Launch, StatsRequest, prepare
from freecell_retro.session.game.startup import StatsStart
from freecell_retro.session.windows.drawerlist import Root
from freecell_retro.session.windows.filerequester import FileRequester
from freecell_retro.session.windows.input import Key, KeyPress
from freecell_retro.session.windows.paletteeditor import PaletteEditor


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The stats folder, in fresh platformdirs folders."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    stats = tmp_path / "data" / "freecell-retro" / "stats"
    stats.mkdir(parents=True)
    return stats


def start(folder: Path) -> tuple[StatsStart, list[Launch]]:
    request = prepare()
    assert isinstance(request, StatsRequest)
    opened: list[Launch] = []
    return StatsStart(request, opened.append), opened


# -- the stats file requester at start ------------------------------------------------------

@pytest.mark.parametrize("link", ["stats.evil", "stats.EVIL", "default"])
@pytest.mark.parametrize("typed", ["evil", "EVIL", "stats.evil", "Stats.Evil", "default"])
def test_a_typed_stats_name_that_leads_outside_is_refused(folder: Path, outside: Path, link: str, typed: str) -> None:
    (folder / link).symlink_to(outside / "secret")
    first, opened = start(folder)
    first.requester.type(typed)
    first.requester.key(KeyPress(Key.RETURN))
    if typed.casefold().removeprefix("stats.") != link.casefold().removeprefix("stats."):
        assert opened and untouched(outside)  # another name: a new stats file in the folder
        return
    assert not first.requester.done and opened == []
    assert first.requester.error == f"{link}: leads outside its folder"
    assert untouched(outside) and sorted(os.listdir(folder)) == [link]


def test_default_in_the_list_that_leads_outside_is_refused(folder: Path, outside: Path) -> None:
    (folder / "default").symlink_to(outside / "secret")
    first, opened = start(folder)
    assert first.requester.choices.items == ["default"]  # listed always, so it can be made
    first.requester.key(KeyPress(Key.DOWN))
    first.requester.key(KeyPress(Key.RETURN))
    assert first.requester.error is not None
    assert opened == [] and "leads outside" in first.requester.error and untouched(outside)


def test_a_link_to_a_stats_file_inside_is_followed(folder: Path) -> None:
    (folder / "stats.Fred").write_text("FREECELL-RETRO STATS 1\nwins 3\n")
    (folder / "stats.Freddy").symlink_to("stats.Fred")
    first, opened = start(folder)
    first.requester.type("FREDDY")
    first.requester.key(KeyPress(Key.RETURN))
    assert first.requester.done and opened[0].stats.overall.wins == 3
    assert opened[0].stats_path == folder / "stats.Freddy"


@pytest.mark.parametrize("make", [lambda p: p.mkdir(), lambda p: os.mkfifo(p), lambda p: p.symlink_to("nowhere")])
def test_a_typed_name_that_is_not_a_regular_file_is_refused(folder: Path, make: Callable[[Path], object]) -> None:
    make(folder / "stats.odd")
    first, opened = start(folder)
    first.requester.type("odd")
    first.requester.key(KeyPress(Key.RETURN))
    assert first.requester.error is not None
    assert opened == [] and first.requester.error.startswith("stats.odd: is ")


def test_the_command_line_name_is_confined_too(folder: Path, outside: Path) -> None:
    (folder / "stats.evil").symlink_to(outside / "secret")
    with pytest.raises(OutsideFolderError, match="stats.evil: leads outside its folder"):
        prepare("EVIL")
    assert untouched(outside)


def test_a_link_to_a_file_beside_the_folder_through_a_drawer_is_refused(folder: Path, outside: Path) -> None:
    """Directly inside: a stats name never reaches a file in a sub-folder either."""
    (folder / "sub").mkdir()
    (folder / "sub" / "stats.deep").write_text("FREECELL-RETRO STATS 1\n")
    (folder / "stats.deep").symlink_to(Path("sub") / "stats.deep")
    with pytest.raises(OutsideFolderError):
        stats_path_for_name("deep", folder)


# -- the palette beside the stats file -------------------------------------------------------

def test_a_palette_that_leads_outside_is_neither_read_nor_kept_aside_nor_written(folder: Path, outside: Path) -> None:
    (folder / "palette.Fred").symlink_to(outside / "secret")
    palette, notice = load_palette(folder / "palette.Fred")
    assert palette == Palette.default() and notice == (
        "palette.Fred: leads outside its folder; the default palette is used.")
    editor = PaletteEditor(palette, folder / "palette.Fred")
    editor.save()
    assert not editor.done and editor.error == "palette.Fred could not be saved: leads outside its folder"
    assert untouched(outside)


def test_opening_a_stats_file_whose_palette_leads_outside_says_so_and_touches_nothing(folder: Path,
                                                                                      outside: Path) -> None:
    (folder / "palette.Fred").symlink_to(outside / "secret")
    first, opened = start(folder)
    first.requester.type("Fred")
    first.requester.key(KeyPress(Key.RETURN))
    assert opened and any("palette.Fred: leads outside" in notice for notice in opened[0].notices)
    assert untouched(outside)


def test_a_palette_spelt_in_another_case_is_the_one_read_and_written(folder: Path) -> None:
    red = Palette.default().with_pen(0, (15, 0, 0))
    (folder / "palette.FRED").write_text(format_palette(red))
    assert load_palette(folder / "palette.Fred") == (red, None)
    save_palette(folder / "palette.Fred", Palette.default())
    assert sorted(os.listdir(folder)) == ["palette.FRED"]


# -- set games, solutions ---------------------------------------------------------------------

def test_a_set_game_typed_in_any_case_that_leads_outside_is_refused(tmp_path: Path, outside: Path) -> None:
    mine = tmp_path / "setgames"
    mine.mkdir()
    (mine / "setgame.Evil").symlink_to(outside / "secret")
    chosen: list[Path | None] = []
    requester = FileRequester("Play Set Game", [Root("SetGames", mine)], chosen.append, pattern="setgame.#?")
    for typed in ("setgame.evil", "SETGAME.EVIL"):
        requester.file.text = typed
        requester.ok()
        assert chosen == [] and requester.error == "setgame.Evil: leads outside its folder"
    with pytest.raises(OutsideFolderError):
        find_setgame_named("EVIL", [mine])
    assert untouched(outside)


def test_browse_solution_refuses_a_typed_name_that_leads_outside(tmp_path: Path, outside: Path) -> None:
    solutions = tmp_path / "Solutions"
    solutions.mkdir()
    (solutions / "Solution.game617_O").symlink_to(outside / "secret")
    chosen: list[Path | None] = []
    requester = FileRequester("Browse Solution", [Root("Solutions", solutions)], chosen.append,
                              pattern="Solution.#?")
    requester.file.text = "solution.GAME617_o"
    requester.ok()
    assert chosen == [] and requester.error == "Solution.game617_O: leads outside its folder"


def test_save_solution_never_writes_through_a_link_outside(tmp_path: Path, outside: Path) -> None:
    session = Session(Options(), rng=random.Random(3))
    session.select_game(617)
    session.game = Game(make_board(["KH"], homes="QH KS KD KC"))
    session.solutions_dir = tmp_path / "Solutions"
    session.solutions_dir.mkdir()
    (session.solutions_dir / "Solution.game617_O").symlink_to(outside / "secret")
    session.press_column(0)
    session.press_home_key()
    assert session.requester is not None
    session.answer(session.requester.button("Save solution"))
    assert session.requester.lines == ["Could not save the solution:",
                                       "Solution.game617_O: leads outside its folder"]
    assert untouched(outside)


# -- the one check -----------------------------------------------------------------------------

def test_the_one_check_finds_a_name_in_any_case_and_keeps_its_spelling(tmp_path: Path) -> None:
    (tmp_path / "stats.Fred").write_text("")
    assert typed_file(tmp_path, "STATS.FRED", "stats name") == tmp_path / "stats.Fred"
    assert typed_file(tmp_path, "stats.Amy", "stats name") == tmp_path / "stats.Amy"


def test_the_one_check_refuses_names_before_looking(tmp_path: Path) -> None:
    (tmp_path / "x").mkdir()
    with pytest.raises(FreeCellError, match="cannot hold '/'"):
        typed_file(tmp_path, "x/../escaped", "file name")
