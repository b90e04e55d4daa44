"""Nothing a player made is lost, renamed or written through a link: a value out of range in a
friend's stats file, many automatic-moves stretches, dates before the year 1000, links planted as
palettes and sidecars, a read-only disk, a stats folder removed mid-game, ``solve --force`` into a
link."""

import errno
import os
import shutil
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from outside import untouched

from freecell_retro.cli import main
from freecell_retro.engine.board import Board
from freecell_retro.engine.deals import Deal
from freecell_retro.engine.errors import FileFormatError
from freecell_retro.engine.game import Game, SavedGame
from freecell_retro.engine.moves import Move
from freecell_retro.engine.rules import Rules
from freecell_retro.files.atomic import write_text_atomic
from freecell_retro.files.claim import claim_presence, claim_unfinished
from freecell_retro.files.halls import read_players
from freecell_retro.files.palettes import Palette, load_palette, save_palette
from freecell_retro.files.stats import MAX_SAVED_MOVES, Outcome, Record, Result, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.statsstore import keep_aside, read_stats, update_stats, write_stats
from freecell_retro.files.statsvalues import MAX_COUNT, MAX_SECONDS, read_manual, show_manual
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.session import Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.launch import open_stats


def lose_one_game(session: Session, accounting: Accounting) -> None:
    """A game with a move resigned for the next (a loss), then saved: no notice is said again."""
    session.new_game()
    assert session.game is not None
    session.play(next(session.game.board.legal_moves()))
    session.new_game()
    assert session.requester is not None  # a counted game with a move: resign it?
    session.answer(session.requester.button("Yes"))
    accounting.save()
    assert accounting.take_notices() == []


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    stats = tmp_path / "stats"
    stats.mkdir()
    return stats


def listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


# -- a value out of range in a friend's file ----------------------------------------------------------

def unfinished_with_cells(rules: str, cells: int) -> str:
    return (f"FREECELL-RETRO STATS 3\nwins 2\nlosses 1\nunfinished-game 617\nunfinished-rules {rules}\n"
            f"unfinished-free-cells {cells}\nunfinished-moves 3a\n")


@pytest.mark.parametrize("rules", ["original", "bakers", "relaxed"])
@pytest.mark.parametrize("cells", [5, 6, 7, 8])
def test_free_cells_out_of_range_is_a_damaged_file_naming_the_line(rules: str, cells: int) -> None:
    with pytest.raises(FileFormatError) as refused:
        parse_stats(unfinished_with_cells(rules, cells), "stats.Carol")
    assert str(refused.value).startswith("stats.Carol, line 6: unfinished-free-cells")


def test_your_own_file_with_such_a_value_is_kept_aside_with_a_notice(folder: Path) -> None:
    (folder / "stats.Fred").write_text(unfinished_with_cells("original", 8))
    found = update_stats(folder / "stats.Fred")
    assert found.notice is not None and "line 6" in found.notice and "kept as stats.Fred.bad-" in found.notice
    assert found.stats == StatsFile()


def test_a_friends_file_with_such_a_value_is_skipped_in_one_line_naming_it(folder: Path) -> None:
    write_stats(folder / "stats.Fred", StatsFile(overall=Record().won(90, 100.0)))
    (folder / "stats.Carol").write_text(unfinished_with_cells("bakers", 5))
    found = read_players([folder])
    assert [player.name for player in found.players] == ["Fred"]
    assert len(found.skipped) == 1 and found.skipped[0].startswith(f"{folder / 'stats.Carol'}, line 6: ")
    assert (folder / "stats.Carol").read_text() == unfinished_with_cells("bakers", 5)


def test_the_commands_name_such_a_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_stats(folder / "stats.Fred", StatsFile(overall=Record().won(90, 100.0)))
    (folder / "stats.Carol").write_text(unfinished_with_cells("relaxed", 7))
    (folder / "tournament.Club").write_text("617\n")
    with pytest.raises(SystemExit) as leaving:
        main(["stats", str(folder / "stats.Carol")])
    err = capsys.readouterr().err
    assert leaving.value.code == 2 and f"{folder / 'stats.Carol'}, line 6: unfinished-free-cells" in err
    for command in (["hall", "--dir", str(folder)], ["tournament", str(folder / "tournament.Club"), "--dir",
                                                     str(folder)]):
        assert main(command) == 0
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"{folder / 'stats.Carol'}, line 6: " in err and "skipped" in err


# -- the writer never writes what the reader refuses ------------------------------------------------------

def cycling_game(moves: int, manual: Callable[[int], bool]) -> Game:
    """Game 6 with column 2's top card sent to free cell a and back, ``moves`` moves, the move ``i``
    made with the automatic moves off when ``manual(i)``: as long as a game gets, with as many
    switches of the automatic moves as there are moves."""
    game = Game(Board.game(6), clock=lambda: 0.0)
    for index in range(moves):
        game.play(Move.from_str("2a" if index % 2 == 0 else "a2"), manual(index))
    return game


@settings(max_examples=25)
@given(st.lists(st.booleans(), max_size=MAX_SAVED_MOVES) | st.integers(1, MAX_SAVED_MOVES).map(
    lambda n: [index % 2 == 0 for index in range(n)]))
def test_any_automatic_moves_flags_read_back_as_written(manual: list[bool]) -> None:
    assert read_manual(show_manual(manual), len(manual)) == (tuple(manual) if any(manual) else ())


@pytest.mark.parametrize("moves", [2_002, MAX_SAVED_MOVES - 1])
def test_an_unfinished_game_switching_the_automatic_moves_at_every_move_reads_back(moves: int) -> None:
    game = cycling_game(moves, lambda index: index % 2 == 0)
    saved = SavedGame.of(game, Deal.numbered(6))
    stats = StatsFile(overall=Record().won(90, 100.0), unfinished=saved)
    again = parse_stats(format_stats(stats), "stats.Fred")
    assert again.unfinished == saved and again.overall == stats.overall


def test_a_save_of_such_a_game_keeps_the_file(folder: Path) -> None:
    path = folder / "stats.Fred"
    write_stats(path, StatsFile(overall=Record().won(90, 100.0).lost()))
    saved = SavedGame.of(cycling_game(2_500, lambda index: index % 2 == 1), Deal.numbered(6))
    update_stats(path, lambda stats: replace(stats, unfinished=saved))
    found = update_stats(path)
    assert found.notice is None and found.stats.overall.wins == 1 and found.stats.unfinished == saved
    assert listing(folder) == [".stats.Fred.lock", "stats.Fred"]


# -- dates before the year 1000 ---------------------------------------------------------------------------

@settings(max_examples=60)
@given(st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31, 23, 59, 59)))
def test_any_date_reads_back_as_written(date: datetime) -> None:
    result = Result(date.replace(microsecond=0), 617, Outcome.WON, 90, 100.5, "original", 4)
    stats = StatsFile(overall=Record().won(90, 100.5), history=(result,))
    assert parse_stats(format_stats(stats)).history == (result,)


def test_a_file_with_an_old_date_is_written_back_exactly_as_read(folder: Path) -> None:
    path = folder / "stats.Fred"
    write_stats(path, StatsFile(overall=Record().won(90, 100.5),
                                history=(Result(datetime(999, 12, 31, 23, 59, 59), 617, Outcome.WON, 90, 100.5),)))
    assert "history 0999-12-31T23:59:59 617 won" in path.read_text()
    found = update_stats(path, lambda stats: replace(stats, last_game=5))
    again = update_stats(path)
    assert found.notice is None and again.notice is None and again.stats.overall.wins == 1
    assert again.stats.history[0].date == datetime(999, 12, 31, 23, 59, 59)


# -- links: never kept aside, renamed or written through -----------------------------------------------

CAROL = StatsFile(overall=Record().won(90, 100.0).won(80, 90.0).lost())


def test_a_palette_link_to_another_players_stats_file_leaves_that_file_alone(folder: Path) -> None:
    write_stats(folder / "stats.Carol", CAROL)
    before = (folder / "stats.Carol").read_text()
    (folder / "palette.Dave").symlink_to("stats.Carol")
    palette, notice = load_palette(folder / "palette.Dave")
    assert palette == Palette.default() and notice is not None and "palette.Dave" in notice
    with pytest.raises((FileFormatError, OSError)):
        save_palette(folder / "palette.Dave", Palette.default().with_pen(0, (15, 0, 0)))
    assert (folder / "stats.Carol").read_text() == before and (folder / "palette.Dave").is_symlink()
    assert listing(folder) == ["palette.Dave", "stats.Carol"]


def test_opening_daves_stats_with_that_palette_leaves_carols_alone(folder: Path) -> None:
    write_stats(folder / "stats.Carol", CAROL)
    before = (folder / "stats.Carol").read_text()
    (folder / "palette.Dave").symlink_to("stats.Carol")
    launch = open_stats(folder / "stats.Dave", ToolTypes())
    assert any("palette.Dave" in notice for notice in launch.notices)
    assert (folder / "stats.Carol").read_text() == before and read_stats(folder / "stats.Carol") == CAROL
    assert not [name for name in listing(folder) if ".bad-" in name]


@pytest.mark.parametrize("kind", ["inside", "outside"])
def test_a_file_is_never_written_through_a_link(folder: Path, outside: Path, kind: str) -> None:
    target = outside / "secret" if kind == "outside" else folder / "stats.Carol"
    write_stats(folder / "stats.Carol", CAROL)
    before = target.read_text()
    (folder / "stats.Link").symlink_to(target)
    with pytest.raises(OSError):
        write_text_atomic(folder / "stats.Link", "x")
    with pytest.raises(FileFormatError):
        keep_aside(folder / "stats.Link")
    assert target.read_text() == before and (folder / "stats.Link").is_symlink() and untouched(outside)


def test_a_bad_stats_file_that_is_a_link_is_neither_kept_aside_nor_replaced(folder: Path, outside: Path) -> None:
    (folder / "stats.Fred").symlink_to(outside / "secret")
    with pytest.raises(FileFormatError) as refused:
        update_stats(folder / "stats.Fred")
    assert "link" in str(refused.value)
    assert untouched(outside) and (folder / "stats.Fred").is_symlink()
    assert listing(folder) == [".stats.Fred.lock", "stats.Fred"]  # its lock, beside it


def test_a_stats_file_that_is_a_link_is_played_without_saving_and_said_so_once(folder: Path) -> None:
    write_stats(folder / "stats.Carol", CAROL)
    before = (folder / "stats.Carol").read_text()
    (folder / "stats.Freddy").symlink_to("stats.Carol")
    launch = open_stats(folder / "stats.Freddy", ToolTypes())
    assert launch.stats == CAROL
    said = [notice for notice in launch.notices if "without saving" in notice]
    assert len(said) == 1 and "stats.Freddy" in said[0]
    session, accounting = launch.start_session()
    lose_one_game(session, accounting)
    assert (folder / "stats.Carol").read_text() == before and (folder / "stats.Freddy").is_symlink()


# -- hidden sidecars planted as links ------------------------------------------------------------------

@pytest.mark.parametrize("sidecar", [".stats.Fred.lock", ".stats.Fred.claim", ".stats.Fred.open"])
def test_a_sidecar_planted_as_a_link_is_never_followed(folder: Path, outside: Path, sidecar: str) -> None:
    write_stats(folder / "stats.Fred", CAROL)
    (folder / sidecar).symlink_to(outside / "made")
    try:
        launch = open_stats(folder / "stats.Fred", ToolTypes())
        session, accounting = launch.start_session()
        accounting.save()
    except FileFormatError as error:
        assert "link" in str(error) and "\n" not in str(error)
    for claim in (claim_unfinished(folder / "stats.Fred"), claim_presence(folder / "stats.Fred")):
        if claim is not None:
            claim.release()
    assert untouched(outside) and (folder / sidecar).is_symlink()


def test_a_lock_planted_as_a_link_is_refused_in_one_line(folder: Path, outside: Path) -> None:
    write_stats(folder / "stats.Fred", CAROL)
    (folder / ".stats.Fred.lock").symlink_to(outside / "secret")
    with pytest.raises(FileFormatError, match="lock.*link"):
        update_stats(folder / "stats.Fred", lambda stats: replace(stats, last_game=3))
    assert untouched(outside) and read_stats(folder / "stats.Fred") == CAROL


# -- a read-only disk, a stats folder removed mid-game ----------------------------------------------------

def make_read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``folder`` as on a read-only file system: anything that would change it fails with EROFS."""
    writes = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    def inside(path: Any) -> bool:
        return bool(os.path.abspath(os.fspath(path)).startswith(str(folder)))

    def refuse(path: Any) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))

    real_open = os.open

    def opening(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & writes and inside(path):
            refuse(path)
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", opening)
    for name in ("replace", "rename", "link", "unlink", "mkdir"):
        real = getattr(os, name)

        def changing(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
            if any(inside(arg) for arg in args if isinstance(arg, (str, os.PathLike))):
                refuse(args[0])
            return _real(*args, **kwargs)
        monkeypatch.setattr(os, name, changing)


def test_a_stats_file_on_a_read_only_disk_is_played_without_saving_said_once(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_stats(folder / "stats.Fred", CAROL)
    before = (folder / "stats.Fred").read_text()
    try:
        make_read_only(folder, monkeypatch)
        launch = open_stats(folder / "stats.Fred", ToolTypes())
        said = [notice for notice in launch.notices if "without saving" in notice]
        assert launch.stats == CAROL and len(said) == 1 and "read-only" in said[0].lower()
        session, accounting = launch.start_session()
        lose_one_game(session, accounting)
        assert accounting.stats.overall.losses == CAROL.overall.losses + 1  # counted for the session
    finally:
        monkeypatch.undo()
    assert (folder / "stats.Fred").read_text() == before and listing(folder) == ["stats.Fred"]


def test_a_stats_folder_removed_mid_game_is_made_again_and_the_game_kept(folder: Path) -> None:
    launch = open_stats(folder / "stats.Fred", ToolTypes())
    session, accounting = launch.start_session()
    session.select_game(617)
    assert session.game is not None
    session.play(next(session.game.board.legal_moves()))
    shutil.rmtree(folder)
    accounting.save(SavedGame.of(session.game, Deal.numbered(617)))
    saved = read_stats(folder / "stats.Fred").unfinished
    assert saved is not None and saved.deal.number == 617 and len(saved.moves) == 1


# -- solve --force into a link ------------------------------------------------------------------------------

@pytest.mark.parametrize("force", [["--force"], []])
def test_solve_never_writes_through_a_link_in_its_folder(tmp_path: Path, outside: Path,
                                                        capsys: pytest.CaptureFixture[str], force: list[str]) -> None:
    out = tmp_path / "Solutions"
    out.mkdir()
    (out / "Solution.game617_O").symlink_to(outside / "secret")
    with pytest.raises(SystemExit) as leaving:
        main(["solve", "617", "--out", str(out), *force])
    err = capsys.readouterr().err
    assert leaving.value.code == 2 and "Solution.game617_O: leads outside its folder" in err
    assert untouched(outside) and (out / "Solution.game617_O").is_symlink() and listing(out) == [
        "Solution.game617_O"]


def test_save_solution_and_solve_never_write_through_a_link_inside_the_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from freecell_retro.files.solutionstore import save_solution

    out = tmp_path / "Solutions"
    out.mkdir()
    (out / "Solution.game5_O").write_text("5a\n")
    (out / "Solution.game617_O").symlink_to("Solution.game5_O")
    with pytest.raises(FileFormatError, match="Solution.game617_O: cannot write the solution: it is a link"):
        save_solution(out / "Solution.game617_O", "3a\n", replace=True)
    with pytest.raises(SystemExit) as leaving:
        main(["solve", "617", "--out", str(out), "--force"])
    assert leaving.value.code == 2 and "it is a link" in capsys.readouterr().err
    assert (out / "Solution.game5_O").read_text() == "5a\n" and (out / "Solution.game617_O").is_symlink()
    assert listing(out) == ["Solution.game5_O", "Solution.game617_O"]


def test_a_bad_stats_file_on_a_read_only_disk_is_played_in_memory_and_left_as_it_is(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (folder / "stats.Fred").write_text("FREECELL-RETRO STATS 3\nwins many\n")
    try:
        make_read_only(folder, monkeypatch)
        launch = open_stats(folder / "stats.Fred", ToolTypes())
    finally:
        monkeypatch.undo()
    assert launch.stats == StatsFile() and not launch.saving
    assert any("line 2" in notice and "left as it is" in notice for notice in launch.notices)
    assert listing(folder) == ["stats.Fred"] and "wins many" in (folder / "stats.Fred").read_text()


def _seconds(most: int) -> st.SearchStrategy[float]:
    """Seconds as the game keeps them (to the millisecond), from 0 to ``most``, the ends likeliest."""
    return (st.sampled_from([0, 1, most * 1000]) | st.integers(0, most * 1000)).map(lambda ms: ms / 1000)


def _count() -> st.SearchStrategy[int]:
    return st.sampled_from([0, 1, MAX_COUNT]) | st.integers(0, MAX_COUNT)


@st.composite
def records_at_the_limits(draw: st.DrawFn) -> Record:
    """Any record the reader's bounds allow: every count up to the largest a file may give, every time
    up to the longest."""
    wins, losses = draw(_count()), draw(_count())
    kind = draw(st.sampled_from([None, *(k for k, n in ((Outcome.WON, wins), (Outcome.LOST, losses)) if n)]))
    streak = 0 if kind is None else draw(st.integers(1, wins if kind is Outcome.WON else losses))
    return Record(wins, losses, kind, streak, draw(_count()), draw(_count()),
                  draw(st.none() | _seconds(MAX_SECONDS)), draw(st.none() | _count()), draw(_seconds(MAX_SECONDS)),
                  draw(_count()), draw(st.integers(0, wins)))


results_at_the_limits = st.builds(
    Result, st.datetimes(datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59)).map(lambda d: d.replace(microsecond=0)),
    st.sampled_from([1, 999_999_999]) | st.integers(1, 999_999_999), st.sampled_from(list(Outcome)), _count(),
    _seconds(MAX_SECONDS), st.just("eight-off"), st.just(8), st.booleans(), st.none() | st.just("Club"))


@pytest.mark.slow
@settings(max_examples=200)
@given(records_at_the_limits(), records_at_the_limits(), st.integers(0, 10),
       st.lists(results_at_the_limits, max_size=3), _count().map(lambda n: max(n, 1)), _seconds(MAX_SECONDS),
       st.integers(0, 6))
def test_a_file_at_the_bounds_reads_back_as_written(overall: Record, game: Record, games: int,
                                                     history: list[Result], attempts: int, elapsed: float,
                                                     moves: int) -> None:
    from freecell_retro.engine.rules import Rules

    saved = replace(SavedGame.of(cycling_game(moves, lambda index: index % 3 == 0), Deal.numbered(6)),
                    attempts=attempts, elapsed=elapsed)
    stats = StatsFile(overall=overall, games={rules: game for rules in list(Rules)[:games]},
                      history=tuple(history), unfinished=saved, last_session=Record(overall.wins, game.losses))
    assert parse_stats(format_stats(stats), "stats.Fred") == stats


def test_a_disk_that_turns_read_only_mid_session_is_said_once_and_the_results_kept_in_memory(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_retro.session.game import events as ev
    from freecell_retro.session.game.accounting import Accounting

    write_stats(folder / "stats.Fred", CAROL)
    before = (folder / "stats.Fred").read_text()
    accounting = Accounting(folder / "stats.Fred", CAROL)
    turn = cycling_game(1, lambda index: False).history[0]
    try:
        make_read_only(folder, monkeypatch)
        for number in (617, 618):
            accounting(ev.GameStarted(Deal.numbered(number), True, Rules.ORIGINAL, 4))
            accounting(ev.MovePlayed(turn))
            accounting(ev.GameLost())
        accounting.save()
    finally:
        monkeypatch.undo()
    notices = accounting.take_notices()
    assert len(notices) == 1 and "without saving" in notices[0] and "Read-only" in notices[0]
    assert accounting.session_record.losses == 2 and accounting.stats.overall.losses == CAROL.overall.losses + 2
    assert (folder / "stats.Fred").read_text() == before
