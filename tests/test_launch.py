"""Launch semantics: which stats file, the stats requester's list, opening the
chosen file, resuming the unfinished game; and ``freecell-retro stats``."""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Deal, FreeCellError, Move, Rules, SavedGame
from freecell_retro.files import locations
from freecell_retro.files.locations import check_stats_name, resolve_stats_argument
from freecell_retro.files.palettes import Palette, save_palette
from freecell_retro.files.stats import FORMAT_VERSION, Record, StatsFile, format_stats
from freecell_retro.files.statsstore import read_stats, write_stats
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.files.versioned import NewerVersionError
from freecell_retro.session import Option
from freecell_retro.session.game import launch
from freecell_retro.session.game.launch import Launch, StatsRequest, prepare
from freecell_retro.session.windows.requesters import RequesterKind

ROOT = Path(__file__).resolve().parent.parent
SAVED = SavedGame(Deal.numbered(617), Rules.BAKERS, 3, (Move.from_str("1a"),), 2, 61.5)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's stats folder, in fresh platformdirs folders."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data" / "freecell-retro" / "stats"


def launched(argument: str | None = None, config: Path | None = None, rules: Rules | None = None) -> Launch:
    """:func:`prepare` where it opens a stats file (the test fails if it asks for one instead)."""
    opened = prepare(argument, config, rules)
    assert isinstance(opened, Launch), "the stats requester, not a stats file"
    return opened


def tooltypes_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tt.yaml"
    path.write_text(text)
    return path


def test_no_argument_with_multiplestats_gives_the_stats_requester(folder: Path) -> None:
    folder.mkdir(parents=True)
    for name in ("stats.Fred", "stats.amy", "default", "palette.Fred", "stats.Fred.bad-20240101-000000", "notes"):
        (folder / name).write_text(format_stats(StatsFile()))
    request = prepare()
    assert isinstance(request, StatsRequest) and request.folder == folder
    assert request.files == ["default", "stats.amy", "stats.Fred"] and request.pattern == "stats.#?"
    opened = request.open("Bob")  # a new name creates the file
    assert isinstance(opened, Launch) and opened.stats_path == folder / "stats.Bob"
    assert read_stats(folder / "stats.Bob") == StatsFile()


def test_no_argument_without_multiplestats_opens_default(folder: Path, tmp_path: Path) -> None:
    opened = launched(None, tooltypes_file(tmp_path, "MULTIPLESTATS: NO\nSTATSDIR: mine\n"))
    assert opened.stats_path == tmp_path / "mine" / "default" and opened.stats_path.is_file()


def test_a_name_opens_that_stats_file_without_a_requester(folder: Path) -> None:
    opened = launched("Fred")
    assert opened.stats_path == folder / "stats.Fred" and opened.stats_path.is_file()
    assert launched("stats.fred").stats_path == folder / "stats.Fred"  # read case-insensitively
    assert launched("default").stats_path == folder / "default"


def test_rules_on_the_command_line_deal_that_game_and_the_stats_file_keeps_them(folder: Path) -> None:
    """``freecell-retro Fred --rules seahaven`` (or ``--rules seahaven`` first, or with the stats
    requester): the deal is Seahaven Towers', and the choice is kept as Game ▸ Rules keeps it."""
    from freecell_retro.cli import _with_command

    assert _with_command(["--rules", "seahaven", "Fred"]) == ["play", "--rules", "seahaven", "Fred"]
    assert _with_command(["Fred", "--rules", "seahaven"]) == ["play", "Fred", "--rules", "seahaven"]
    opened = launched("Fred", None, Rules.SEAHAVEN)
    session, accounting = opened.begin()
    assert session.board is not None
    assert session.board.rules is Rules.SEAHAVEN and len(session.board.columns) == 10
    session.set_option(Option.MESSAGES, False)  # any preference written: the rules go with it
    assert read_stats(folder / "stats.Fred").preferences["rules"] is Rules.SEAHAVEN
    folder.mkdir(parents=True, exist_ok=True)
    request = prepare(None, None, Rules.EIGHT_OFF)
    assert isinstance(request, StatsRequest) and request.open("Amy").options.rules is Rules.EIGHT_OFF


def test_a_path_opens_that_file(folder: Path, tmp_path: Path) -> None:
    opened = launched(str(tmp_path / "elsewhere" / "stats.Games100-200"))
    assert opened.stats_path == tmp_path / "elsewhere" / "stats.Games100-200" and opened.stats_path.is_file()
    assert opened.palette_path == tmp_path / "elsewhere" / "palette.Games100-200"


@pytest.mark.parametrize("argument", ["../x", "../../etc/passwd", "/tmp/notes.txt", "sub/README"])
def test_a_path_must_name_a_stats_file(folder: Path, argument: str) -> None:
    with pytest.raises(FreeCellError, match="a stats file is called stats.<name> or default"):
        resolve_stats_argument(argument, folder)


@pytest.mark.parametrize("name", ["..", ".", "", "stats.", ".hidden", "a:b", "x\x00y", "tab\there", "n" * 65,
                                  "Fred.bad-2024", "Fred.lock", 'say"hi"'])
def test_names_that_could_escape_or_clash_are_refused(folder: Path, name: str) -> None:
    with pytest.raises(FreeCellError):
        check_stats_name(name)
    with pytest.raises(FreeCellError):
        StatsRequest(folder, [], ToolTypes()).open(name)


def test_names_stay_in_the_folder(folder: Path) -> None:
    for name in ("Fred", "stats.Fred", "Games 100-200", "Ünïcode"):
        path = locations.stats_path_for_name(name, folder)
        assert path.parent == folder and path.name.startswith("stats.")


def test_the_stats_file_brings_its_options_and_palette(folder: Path, tmp_path: Path) -> None:
    folder.mkdir(parents=True)
    write_stats(folder / "stats.Fred", StatsFile(preferences={"messages": False, "rules": Rules.BAKERS,
                                                              "screen_mode": "ntsc-hires", "card_set": "large"}))
    save_palette(folder / "palette.Fred", Palette.default().with_pen(0, (1, 2, 3)))
    opened = launched("Fred")
    assert (opened.options.messages, opened.options.rules, opened.options.screen_mode) == (False, Rules.BAKERS,
                                                                                           "ntsc-hires")
    assert opened.palette.pens[0] == (1, 2, 3) and opened.palette_path == folder / "palette.Fred"
    started = prepare("Fred", tooltypes_file(tmp_path, "SCREENMODE: productivity\nCARDSET: small\n"))
    assert (started.options.screen_mode, started.options.card_set) == ("productivity", "small")
    assert launched("Amy").palette == Palette.default()


def test_the_unfinished_game_is_resumed_once(folder: Path, tmp_path: Path) -> None:
    folder.mkdir(parents=True)
    write_stats(folder / "stats.Fred", StatsFile(Record().won(5, 5), unfinished=SAVED))
    before = (folder / "stats.Fred").read_bytes()
    opened = launched("Fred", tooltypes_file(tmp_path, "GAMERANGE: 1-32000\nSOLUTIONSDIR: sol\n"))
    assert opened.saved == SAVED and opened.claim is not None
    assert (folder / "stats.Fred").read_bytes() == before  # still in the file: a crash cannot lose it
    second = launched("Fred")  # a second window at the same time does not resume it too
    assert second.claim is None and second.start_session()[0].game is None
    session, accounting = opened.start_session()
    assert session.game is not None
    assert session.deal == SAVED.deal and session.game.moves == list(SAVED.moves)
    assert session.game.attempts == 2 and session.game.elapsed == 61.5
    assert session.game_range == (1, 32000) and session.solutions_dir == tmp_path / "sol"
    session.new_game()  # resigning the resumed game: one loss, and it leaves the file
    assert session.requester is not None
    session.answer(session.requester.button("Yes"))
    assert session.deal.number is not None and 1 <= session.deal.number <= 32000
    stats = read_stats(folder / "stats.Fred")
    assert stats.overall.losses == 1 and accounting.session_record.losses == 1 and stats.unfinished is None
    assert launched("Fred").saved is None


@pytest.mark.process
def test_a_claim_whose_window_died_is_stale(folder: Path) -> None:
    """The claim is a lock the operating system drops with its holder: after a
    crash or kill -9, the next start resumes the game."""
    folder.mkdir(parents=True)
    write_stats(folder / "stats.Fred", StatsFile(unfinished=SAVED))
    holder = subprocess.run([sys.executable, "-c", (
        "import os, sys; from freecell_retro.files.claim import claim_unfinished; "
        "assert claim_unfinished(sys.argv[1]) is not None; os._exit(9)"), str(folder / "stats.Fred")])
    assert holder.returncode == 9
    opened = launched("Fred")
    resumed, _accounting = opened.start_session()
    assert opened.claim is not None and resumed.game is not None and resumed.game.moves == list(SAVED.moves)


def test_the_resumed_game_stays_until_a_newer_save_replaces_it(folder: Path) -> None:
    folder.mkdir(parents=True)
    write_stats(folder / "stats.Fred", StatsFile(unfinished=SAVED))
    session, accounting = launched("Fred").start_session()
    assert session.board is not None
    session.play(next(session.board.legal_moves()))
    assert read_stats(folder / "stats.Fred").unfinished == SAVED
    session.request_quit()
    assert session.requester is not None
    session.answer(session.requester.button("Save"))
    newer = read_stats(folder / "stats.Fred").unfinished
    assert newer is not None
    assert newer.moves[:1] == SAVED.moves and len(newer.moves) == 2 and newer.deal == SAVED.deal
    assert accounting.claim is None and launched("Fred").claim is not None


def test_a_resumed_game_that_is_already_over_says_so_and_counts(folder: Path) -> None:
    """A saved position with no legal move left (an older docs example was one)
    opens the game-over requester at once and costs the loss it had not cost yet."""
    folder.mkdir(parents=True)
    moves = tuple(Move.from_str(m) for m in "82 4a 46 7b 1c 52 23 1d d6 2d 42".split())
    write_stats(folder / "stats.Fred", StatsFile(unfinished=SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4,
                                                                      moves, 2, 123.5)))
    session, accounting = launched("Fred").start_session()
    assert session.game is not None
    assert session.requester is not None
    assert session.game.is_lost and session.requester.kind is RequesterKind.GAME_OVER
    assert "this game is lost." in session.requester.lines
    after = read_stats(folder / "stats.Fred")
    assert after.overall.losses == 1 and after.unfinished is None


def test_the_documented_stats_file_opens_with_a_game_to_play(folder: Path) -> None:
    folder.mkdir(parents=True)
    code = (ROOT / "docs" / "file-formats.md").read_text().split("```")[1::2]
    (folder / "stats.Fred").write_text(next(block for block in code if "unfinished-moves" in block).lstrip())
    session, _ = launched("Fred").start_session()
    assert session.game is not None
    assert session.game.history and not session.game.is_over and session.requester is None


def test_without_an_unfinished_game_the_board_waits(folder: Path) -> None:
    session, accounting = launched("Fred").start_session()
    assert session.game is None and accounting.overall == Record()


def test_corrupt_stats_file_is_kept_aside_with_one_line(folder: Path) -> None:
    folder.mkdir(parents=True)
    (folder / "stats.Fred").write_text("FREECELL-RETRO STATS 1\nwins -3\n")
    opened = launched("Fred")
    assert opened.stats == StatsFile() and len(opened.notices) == 1
    assert opened.notices[0].startswith("stats.Fred could not be read (line 2: wins: '-3' is not allowed")
    assert len([p for p in folder.iterdir() if ".bad-" in p.name]) == 1


def test_newer_stats_file_is_refused_and_untouched(folder: Path) -> None:
    folder.mkdir(parents=True)
    newer = format_stats(StatsFile(unfinished=SAVED)).replace(f"STATS {FORMAT_VERSION}", f"STATS {FORMAT_VERSION + 1}")
    (folder / "stats.Fred").write_text(newer)
    with pytest.raises(NewerVersionError, match="newer freecell-retro"):
        prepare("Fred")
    assert (folder / "stats.Fred").read_text() == newer


def test_tool_type_warnings_reach_the_player(folder: Path, tmp_path: Path) -> None:
    opened = prepare("Fred", tooltypes_file(tmp_path, "COLOURS: 3\n"))
    assert len(opened.notices) == 1 and "unknown tool type 'COLOURS'" in opened.notices[0]


# -- freecell-retro stats ------------------------------------------------------------

def test_stats_command_prints_the_requesters_figures(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder.mkdir(parents=True)
    write_stats(folder / "stats.Fred", StatsFile(Record().won(90, 83).lost(), Record(wins=1), unfinished=SAVED))
    assert main(["stats", "Fred"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Statistics: {folder / 'stats.Fred'}"
    assert out[1].split() == ["Last", "session", "Overall"]
    assert out[2].split() == ["Won", "1", "1"] and out[3].split() == ["Lost", "0", "1"]
    assert out[-1] == "Unfinished:    Game #617, 1 move, 1:01"


def test_stats_command_without_argument(folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert "There are no stats files" in capsys.readouterr().out
    folder.mkdir(parents=True, exist_ok=True)
    write_stats(folder / "stats.a", StatsFile())
    write_stats(folder / "default", StatsFile(Record().lost()))
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.count("Statistics: ") == 2
    assert main(["stats", "--config", str(tooltypes_file(tmp_path, "MULTIPLESTATS: NO"))]) == 0
    assert capsys.readouterr().out.count("Statistics: ") == 1


@pytest.mark.parametrize("content, message", [
    (None, "stats.Fred: no such stats file"),
    ("FREECELL-RETRO STATS 1\nwins x\n", "stats.Fred, line 2: wins: 'x' is not allowed"),
    ("FREECELL-RETRO STATS 7\n", "written by a newer freecell-retro"),
])
def test_stats_command_errors_are_one_line(folder: Path, capsys: pytest.CaptureFixture[str], content: str | None,
                                           message: str) -> None:
    folder.mkdir(parents=True)
    if content is not None:
        (folder / "stats.Fred").write_text(content)
    with pytest.raises(SystemExit) as exit_status:
        main(["stats", "Fred"])
    err = capsys.readouterr().err
    assert exit_status.value.code == 2 and err.count("\n") == 1
    assert err.startswith("freecell-retro: error: ") and message in err
    assert not [p for p in folder.iterdir() if ".bad-" in p.name]  # only read, never kept aside


@settings(max_examples=300)
@given(st.text(max_size=80))
def test_any_name_is_refused_or_stays_in_the_folder(name: str) -> None:
    folder = Path("/nonexistent/stats")
    try:
        path = locations.stats_path_for_name(name, folder)
    except FreeCellError:
        return
    assert path.parent == folder and path.name not in (".", "..") and locations.is_stats_file_name(path.name)


def test_a_stats_folder_that_cannot_be_made_is_one_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(FreeCellError, match="cannot make the stats folder"):
        launch.open_stats(tmp_path / "file" / "stats.Fred", ToolTypes())


def test_a_second_window_on_the_same_stats_file_is_told(tmp_path: Path) -> None:
    """Two windows on one stats file keep both players' results; the second
    one's player is told at the start, in the start requester, instead of
    finding out later. Once the first window is gone nobody is told."""
    path = tmp_path / "stats.Fred"
    first = launch.open_stats(path, ToolTypes())
    assert first.notices == []
    second = launch.open_stats(path, ToolTypes())
    assert second.notices == ["Another window is playing on stats.Fred: the results of both are kept."]
    session, _ = second.begin()
    assert session.requester is not None and "Another window" in " ".join(session.requester.lines)
    assert first.presence is not None
    first.presence.release()
    assert launch.open_stats(path, ToolTypes()).notices == []


def test_a_game_file_on_the_command_line_is_played_with_the_stats_file(folder: Path, tmp_path: Path) -> None:
    """``freecell-retro FILE``: a position (an fc-solve board) or a saved game, played on the stats file
    the player would have opened; a file that is neither says so and a new game is dealt."""
    from freecell_retro.engine import Board, Game
    from freecell_retro.files.setgames import format_position

    game = Game(Board.game(617), clock=lambda: 0.0)
    for text in ("2a", "21", "8b"):
        game.play(Move.from_str(text))
    position = tmp_path / "setgame.Position"
    position.write_text(format_position(game.board))
    config = tooltypes_file(tmp_path, "MULTIPLESTATS: NO\n")
    opened = launched(str(position), config)
    assert opened.stats_path.name == "default" and opened.opening == position
    session, _ = opened.begin()
    assert session.board is not None and session.board.columns == game.board.columns and not session.counts
    saved = tmp_path / "game.Monday"
    saved.write_text("FREECELL-RETRO GAME 1\ngame 617\nmoves 2a 21\n")
    session, _ = launched(str(saved), config).begin()
    assert session.game is not None and session.game.move_count == 2 and session.counts
    bad = tmp_path / "notes.txt"
    bad.write_text("hello\n")
    request = prepare(str(bad))
    assert isinstance(request, StatsRequest) and request.opening == bad
    session, _ = request.open("Fred").begin()
    assert session.requester is not None and "notes.txt" in " ".join(session.requester.lines)
    assert session.game is not None and session.game.move_count == 0
