"""What stands on the file requester, with no window: the stats file requester
at start, and Play Set Game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from freecell_retro.engine import Deal, Move
from freecell_retro.engine.errors import FileFormatError
from freecell_retro.files.assets import asset_path
from freecell_retro.files.stats import StatsFile, format_stats
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Session
from freecell_retro.session.game import events
from freecell_retro.session.game.launch import Launch, StatsRequest, prepare
from freecell_retro.session.game.setgameplay import play_setgame_file, setgame_requester
from freecell_retro.session.game.startup import StatsStart
from freecell_retro.session.windows.input import KeyPress, Spot, SpotKind
from freecell_retro.session.windows.requesters import RequesterKind

SHIPPED = asset_path("setgames")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's stats folder, in fresh platformdirs folders."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data" / "freecell-retro" / "stats"


def start(folder: Path) -> tuple[StatsStart, list[Launch]]:
    request = prepare()
    assert isinstance(request, StatsRequest)
    opened: list[Launch] = []
    return StatsStart(request, opened.append), opened


def files_in(folder: Path) -> list[str]:
    """What the player sees in ``folder`` (the stats store's hidden lock and claim files left out)."""
    return sorted(path.name for path in folder.iterdir() if not path.name.startswith(".")) if folder.exists() else []


# -- the stats file requester at start ---------------------------------------------------------

def test_the_first_screen_lists_stats_files_and_default(folder: Path) -> None:
    folder.mkdir(parents=True)
    for name in ("stats.Fred", "stats.amy", "palette.Fred", "stats.Fred.bad-20240101-000000", "stats.x.lock",
                 "notes"):
        (folder / name).write_text(format_stats(StatsFile()))
    first, _opened = start(folder)
    requester = first.requester
    assert requester.choices.items == ["default", "stats.amy", "stats.Fred"]
    assert requester.pattern.text == "stats.#?" and requester.drawer.text == "Stats:"
    assert requester.buttons == ["OK", "Parent", "Cancel"] and requester.focus is SpotKind.FILE
    assert first.session.game is None and first.session.title == "FreeCell"


@pytest.mark.parametrize("typed", ["Fred", "stats.Fred"])
def test_typing_a_new_name_and_return_creates_that_stats_file(folder: Path, typed: str) -> None:
    first, opened = start(folder)
    first.requester.type(typed)
    assert first.requester.choices.items == ["default"]  # nothing called that yet: the files there stay listed
    first.requester.key(KeyPress.parse("RETURN"))
    assert first.requester.done and first.launch is opened[0]
    assert first.launch.stats_path == folder / "stats.Fred" and read_stats(folder / "stats.Fred") == StatsFile()
    session, _accounting = first.launch.start_session()
    assert not session.finished and not first.cancelled


def test_choosing_an_existing_file_opens_it_whatever_the_case_typed(folder: Path) -> None:
    folder.mkdir(parents=True)
    (folder / "stats.Fred").write_text(format_stats(StatsFile()))
    first, opened = start(folder)
    first.requester.type("FRED")
    assert first.requester.choices.items == ["stats.Fred"]
    first.requester.key(KeyPress.parse("RETURN"))
    assert opened[0].stats_path == folder / "stats.Fred" and files_in(folder) == ["stats.Fred"]


def test_default_can_be_chosen_from_the_list_on_the_very_first_run(folder: Path) -> None:
    first, opened = start(folder)
    assert first.requester.choices.items == ["default"] and first.requester.error is None
    first.requester.key(KeyPress.parse("DOWN"))
    first.requester.key(KeyPress.parse("RETURN"))
    assert opened[0].stats_path == folder / "default" and files_in(folder) == ["default"]


def test_cancel_quits_having_written_nothing(folder: Path, tmp_path: Path) -> None:
    first, opened = start(folder)
    ended = []
    first.session.subscribe(lambda event: ended.append(event) if isinstance(event, events.SessionEnded) else None)
    first.requester.type("Fred")
    first.requester.key(KeyPress.parse("ESCAPE"))
    assert first.cancelled and first.session.finished and len(ended) == 1 and opened == []
    assert files_in(folder) == [] and first.launch is None


@pytest.mark.parametrize("typed", ["../escaped", "x/y", "stats.", "a.lock", "x" * 70])
def test_a_stats_name_that_is_not_allowed_stays_open_saying_why(folder: Path, typed: str) -> None:
    first, opened = start(folder)
    first.requester.file.text = typed
    first.requester.key(KeyPress.parse("RETURN"))
    assert not first.requester.done and opened == [] and first.requester.error
    assert "\n" not in first.requester.error and files_in(folder) == []


def test_a_stats_file_that_cannot_be_opened_stays_open_saying_why(folder: Path) -> None:
    folder.mkdir(parents=True)
    (folder / "stats.Fred").mkdir()  # a folder where the stats file should be
    first, opened = start(folder)
    first.requester.type("stats.Fred")
    first.requester.key(KeyPress.parse("RETURN"))
    assert first.requester.error is not None
    assert not first.requester.done and opened == [] and "stats.Fred" in first.requester.error


def test_the_screen_before_a_stats_file_is_the_tool_types_mode(folder: Path, tmp_path: Path) -> None:
    config = tmp_path / "tt.yaml"
    config.write_text("MULTIPLESTATS: YES\nSCREENMODE: ntsc-hires\n")
    request = prepare(None, config)
    assert isinstance(request, StatsRequest) and StatsStart(request).session.options.screen_mode == "ntsc-hires"


# -- Play Set Game ---------------------------------------------------------------------------------

def session_on(number: int = 617, moves: tuple[str, ...] = ()) -> Session:
    session = Session(rng=random.Random(1), clock=lambda: 0.0)
    session.select_game(number)
    for move in moves:
        session.play(Move.from_str(move))
    return session


def test_play_set_game_makes_the_players_folder_and_opens_on_the_shipped_ones(tmp_path: Path) -> None:
    mine = tmp_path / "data" / "setgames"
    requester = setgame_requester(session_on(), mine)
    assert mine.is_dir()
    assert requester.location == "Shipped:" and requester.choices.items == ["setgame.PC11982", "setgame.PC18492"]
    assert requester.pattern.text == "setgame.#?" and requester.buttons == ["OK", "Volumes", "Parent", "Cancel"]
    requester.key(KeyPress.parse("Alt+V"))
    assert requester.choices.items == ["SetGames:", "Shipped:"]


def test_a_player_with_set_games_sees_theirs_first(tmp_path: Path) -> None:
    mine = tmp_path / "setgames"
    mine.mkdir()
    (mine / "setgame.Mine").write_text((SHIPPED / "setgame.PC18492").read_text())
    requester = setgame_requester(session_on(), mine)
    assert requester.location == "SetGames:" and requester.choices.items == ["setgame.Mine"]


def test_choosing_a_set_game_plays_it_uncounted_with_its_name_in_the_title(tmp_path: Path) -> None:
    session = session_on()
    requester = setgame_requester(session, tmp_path / "mine")
    requester.key(KeyPress.parse("DOWN"))
    requester.key(KeyPress.parse("RETURN"))
    assert requester.done and session.requester is None
    assert session.deal is not None
    assert session.deal.setgame == "setgame.PC11982" and not session.counts
    assert session.game is not None
    assert "setgame.PC11982" in session.title and session.game.move_count == 0


def test_a_set_game_that_does_not_parse_is_one_line_and_nothing_changes(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "setgame.Bad").write_text("AS 2S 3S\nXX 4S\n")
    session = session_on(moves=("1a",))
    assert session.game is not None
    before = (session.deal, session.game.move_count, session.requester)
    requester = setgame_requester(session, mine)
    requester.type("setgame.bad")
    requester.key(KeyPress.parse("RETURN"))
    assert requester.error is not None
    assert not requester.done and requester.error.startswith("setgame.Bad, line 2: not a card: 'XX'")
    assert (session.deal, session.game.move_count, session.requester) == before


def test_a_counted_game_in_progress_is_resigned_only_if_the_player_says_so(tmp_path: Path) -> None:
    session = session_on(moves=("1a",))
    resigned = []
    session.subscribe(lambda event: resigned.append(event) if isinstance(event, events.GameResigned) else None)
    requester = setgame_requester(session, tmp_path / "mine")
    requester.key(KeyPress.parse("DOWN"))
    requester.key(KeyPress.parse("RETURN"))
    assert session.requester is not None
    assert requester.done and session.requester.kind is RequesterKind.RESIGN
    session.answer(session.requester.button("No"))
    assert session.deal == Deal.numbered(617) and resigned == []
    requester = setgame_requester(session, tmp_path / "mine")
    requester.click(Spot(SpotKind.ITEM, 1), double=True)
    session.answer(session.requester.button("Yes"))
    assert session.deal.setgame == "setgame.PC18492" and len(resigned) == 1 and not session.counts


def test_cancel_changes_nothing(tmp_path: Path) -> None:
    session = session_on(moves=("1a",))
    requester = setgame_requester(session, tmp_path / "mine")
    requester.key(KeyPress.parse("ESCAPE"))
    assert requester.done and session.deal == Deal.numbered(617) and session.requester is None


def test_a_vanished_set_game_is_one_line(tmp_path: Path) -> None:
    session = session_on()
    with pytest.raises(FileFormatError) as caught:
        play_setgame_file(session, tmp_path / "setgame.gone")
    assert str(caught.value).startswith("setgame.gone: cannot read the file")
    assert session.deal == Deal.numbered(617)


def test_a_folder_that_cannot_be_made_is_said_in_the_requester(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    requester = setgame_requester(session_on(), tmp_path / "file" / "setgames")
    assert requester.error is not None
    assert requester.error.startswith("Cannot make the drawer setgames (")
    assert requester.location == "Shipped:" and len(requester.choices.items) == 2
