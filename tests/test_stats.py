"""Stats files: the format round-trips, the reader refuses bad input with the
line and problem, versions are honoured, and the store never loses a file."""

import os
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, Deal, FileFormatError, FreeCellError, Game, Rules, SavedGame
from freecell_retro.engine.rules import AutoPlay
from freecell_retro.files import statsreader, tooltypes, versioned
from freecell_retro.files.stats import FORMAT_VERSION, HISTORY_LENGTH, Outcome, Record, Result, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.statsstore import keep_aside, read_stats, update_stats, write_stats
from freecell_retro.files.statsvalues import PREFERENCES
from freecell_retro.files.tooltypes import SCREEN_MODES
from freecell_retro.session.game.accounting import options_from
from freecell_retro.session.game.options import Options

# -- strategies ------------------------------------------------------------------

results = st.lists(st.one_of(st.just(None), st.tuples(st.integers(1, 400), st.integers(0, 10**7), st.booleans())),
                   max_size=12)


@st.composite
def records(draw: st.DrawFn) -> Record:
    record = Record()
    for result in draw(results):
        record = record.lost() if result is None else record.won(result[0], result[1] / 1000, result[2])
    return record


preference_values = {
    "messages": st.booleans(), "double_click": st.booleans(), "free_cells": st.integers(0, 4),
    "rules": st.sampled_from(list(Rules)), "screen_mode": st.sampled_from(SCREEN_MODES),
    "card_set": st.sampled_from([None, "small", "large", "my-set_2"]),
    "animation": st.sampled_from(["normal", "slow", "off"]),
    "dock_open": st.booleans(), "keep_stats": st.booleans(), "show_winnability": st.booleans(),
    "solvable_only": st.booleans(), "show_targets": st.booleans(), "status_counts": st.booleans(),
    "double_click_home": st.booleans(), "sound": st.booleans(), "automatic_moves": st.booleans(),
    "dock_position": st.tuples(st.integers(0, 9_999), st.integers(0, 9_999)),
    "speech": st.booleans(), "speech_rate": st.sampled_from(["slow", "normal", "fast"]),
    "speech_detail": st.sampled_from(["terse", "full"]),
    "high_contrast": st.booleans(),
    "flash_on_refusal": st.booleans(), "four_colour": st.booleans(),
    "display": st.sampled_from(["sharp", "scanlines", "crt"]), "finish_obvious": st.booleans(),
    "language": st.sampled_from([None, "en", "de", "fr", "it", "es", "sv"]),
}


@st.composite
def saved_games(draw: st.DrawFn) -> SavedGame:
    number = draw(st.integers(1, 999_999_999))
    deal = Deal.numbered(number)
    if draw(st.booleans()):
        deal = Deal.from_setgame(draw(st.sampled_from(["setgame.PC11982", "setgame.my game"])), list(deal.cards))
    rules, cells = draw(st.sampled_from(list(Rules))), draw(st.integers(0, 4))
    game = Game(Board.deal(list(deal.cards), rules, cells))
    manual = draw(st.sampled_from(["never", "always", "sometimes"]))  # Automatic Moves Home off for a move
    for _ in range(draw(st.integers(0, 25))):
        moves = list(game.board.legal_moves())
        if not moves or game.is_over:
            break
        game.play(draw(st.sampled_from(moves)), manual == "always" or manual == "sometimes" and draw(st.booleans()))
    if game.is_won:
        game.undo()
    attempts, elapsed = draw(st.integers(1, 50)), draw(st.integers(0, 10**8)) / 1000
    flags = tuple(turn.autoplay is AutoPlay.NONE for turn in game.history)
    return SavedGame(deal, rules, game.start.free_cell_count, tuple(game.moves), attempts, elapsed,
                     flags if any(flags) else ())


history_results = st.builds(
    Result, st.datetimes(datetime(1985, 7, 23), datetime(9999, 12, 31)).map(lambda d: d.replace(microsecond=0)),
    st.integers(1, 999_999_999), st.sampled_from(list(Outcome)), st.integers(0, 10**6),
    st.integers(0, 10**8).map(lambda ms: ms / 1000)).flatmap(
    lambda result: st.one_of(st.just(result), st.sampled_from(list(Rules)).flatmap(lambda rules: st.builds(
        replace, st.just(result), rules=st.just(rules.value), free_cells=st.integers(0, 4).map(rules.cells_for),
        helped=st.booleans(), tournament=st.one_of(st.none(), st.sampled_from(["Club", "Club Night", "é 2"]))))))
"""A result of any game, with free cells that game may have (Eight Off's are always 8)."""


@st.composite
def stats_files(draw: st.DrawFn) -> StatsFile:
    preferences = {name: draw(values) for name, values in preference_values.items() if draw(st.booleans())}
    unfinished = draw(st.one_of(st.none(), saved_games()))
    return StatsFile(draw(records()), Record(draw(st.integers(0, 999)), draw(st.integers(0, 999))), preferences,
                     draw(st.one_of(st.none(), st.integers(1, 999_999_999))), unfinished,
                     unfinished is not None and draw(st.booleans()),
                     tuple(draw(st.lists(history_results, max_size=HISTORY_LENGTH))),
                     draw(st.dictionaries(st.sampled_from(list(Rules)), records(), max_size=3)))


# -- the format --------------------------------------------------------------------

@pytest.mark.slow
@settings(max_examples=60)
@given(stats_files())
def test_round_trip(stats: StatsFile) -> None:
    text = format_stats(stats)
    assert parse_stats(text) == stats
    assert format_stats(parse_stats(text)) == text


def test_preference_names_are_the_options_fields() -> None:
    assert set(preference_values) == {p.name for p in PREFERENCES} == set(Options.__dataclass_fields__)
    assert tooltypes.SCREEN_MODES == __import__("freecell_retro.session.game.options", fromlist=["x"]).SCREEN_MODES


def test_record_streaks_best_and_averages() -> None:
    record = Record().won(100, 200).won(80, 300).lost().lost().lost().won(90, 100)
    assert (record.wins, record.losses, record.percentage) == (3, 3, 50)
    assert (record.streak_kind, record.streak, record.longest_winning, record.longest_losing) == ("won", 1, 2, 3)
    assert (record.fastest, record.fewest_moves, record.average_time, record.average_moves) == (100, 80, 200, 90)
    assert Record().percentage == 0 and Record().average_time is None


def test_file_is_readable_text() -> None:
    text = format_stats(StatsFile(Record().won(81, 83.25), preferences={"messages": False}, last_game=617))
    assert text.startswith(f"FREECELL-RETRO STATS {FORMAT_VERSION}\n")
    for line in ("wins 1", "win-percentage 100", "streak won 1", "fastest-win 83.25", "messages no", "last-game 617"):
        assert f"\n{line}\n" in text


def test_derived_lines_are_not_trusted() -> None:
    text = format_stats(StatsFile(Record().won(81, 83))).replace("win-percentage 100", "win-percentage 7")
    assert parse_stats(text).overall.percentage == 100


@pytest.mark.parametrize("change, problem", [
    (("wins 2", "wins two"), r"line \d+: wins: 'two' is not allowed; use a whole number"),
    (("messages yes", "messages maybe"), r"messages: 'maybe' is not allowed; use yes or no"),
    (("screen-mode pal-laced", "screen-mode vga"), r"screen-mode: 'vga' is not allowed; use pal-hires"),
    (("free-cells 4", "free-cells 5"), "free-cells: '5' is not allowed"),
    (("losses 0", "losses 0\nlosses 1"), r"losses is given twice \(first on line \d+\)"),
    (("losses 0", "colour blue"), "unknown key 'colour'"),
    (("streak won 2", "streak won 9"), "a streak of 9 won is longer than the games won"),
    (("unfinished-moves 1a", "unfinished-moves 1z"), "not a move"),
    (("unfinished-moves 1a", "unfinished-moves 1a 1a"), r"unfinished game, move \d+:"),
    (("unfinished-game 617", "unfinished-game 0"), "unfinished-game: '0' is not allowed"),
    (("unfinished-game 617", "unfinished-setgame x"), "needs its unfinished-cards"),
    (("last-game 617", "last-game 1000000000"), "last-game: '1000000000' is not allowed"),
])
def test_errors_name_the_line_and_problem(change: tuple[str, str], problem: str) -> None:
    saved = SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4, (next(Board.game(617).legal_moves()),), 1, 0.0)
    text = format_stats(StatsFile(Record().won(5, 5).won(5, 5), preferences={"messages": True, "free_cells": 4,
                                  "screen_mode": "pal-laced"}, last_game=617, unfinished=saved))
    old, new = change
    assert old in text, old
    with pytest.raises(FileFormatError, match=problem) as caught:
        parse_stats(text.replace(old, new, 1), "stats.Fred")
    assert str(caught.value).startswith("stats.Fred, line ")


def test_not_a_stats_file() -> None:
    with pytest.raises(FileFormatError, match="not a stats file"):
        parse_stats("FREECELL-RETRO PALETTE 1\n")
    with pytest.raises(FileFormatError, match="empty"):
        parse_stats("# nothing\n\n")


def test_older_versions_read_with_defaults_for_missing_keys() -> None:
    # A version-1 file that predates some keys (as every later version's reader
    # must accept): what is missing takes its default.
    stats = parse_stats("FREECELL-RETRO STATS 1\nwins 3\nlosses 1\nstreak won 2\nmessages no\n")
    assert (stats.overall.wins, stats.overall.losses, stats.overall.streak) == (3, 1, 2)
    assert stats.preferences == {"messages": False} and stats.unfinished is None


def test_dock_position_is_kept_and_older_files_take_the_default_place() -> None:
    text = format_stats(StatsFile(preferences={"dock_open": True, "dock_position": (20, 40)}))
    assert "\ndock open\ndock-position 20 40\n" in text
    assert parse_stats(text).preferences["dock_position"] == (20, 40)
    assert "dock-position" not in format_stats(StatsFile(preferences={"dock_position": None}))  # the default place
    older = parse_stats("FREECELL-RETRO STATS 1\nwins 3\nlosses 1\ndock open\n")
    assert "dock_position" not in older.preferences and options_from(older).dock_position is None


@pytest.mark.parametrize("value", ["20", "20 40 60", "20  40", "-1 40", "20 10000", "1e3 40", "20 4.0",
                                   "\u0663 40", "20,0 40", "x y", "20\t40"])
def test_a_dock_position_that_is_not_two_small_whole_numbers_is_refused_naming_the_line(value: str) -> None:
    text = format_stats(StatsFile(preferences={"dock_position": (20, 40)})).replace("dock-position 20 40",
                                                                                      f"dock-position {value}")
    with pytest.raises(FileFormatError, match=r"stats.Fred, line \d+: dock-position: .* is not allowed; use the "
                                              r"dock's left and top in pixels"):
        parse_stats(text, "stats.Fred")


VERSION_1_FILE = """FREECELL-RETRO STATS 1
wins 2
losses 1
streak won 2
longest-winning-streak 2
longest-losing-streak 1
fastest-win 83.25
fewest-moves 76
total-win-time 200.5
total-win-moves 170
session-wins 1
session-losses 0
messages no
last-game 617
"""
"""A stats file as freecell-retro wrote it before the history (format 1)."""


def test_a_version_1_file_still_reads_with_an_empty_history_and_is_written_as_the_current_version() -> None:
    stats = parse_stats(VERSION_1_FILE, "stats.Fred")
    assert (stats.overall.wins, stats.overall.losses, stats.overall.fastest, stats.last_game) == (2, 1, 83.25, 617)
    assert stats.preferences == {"messages": False} and stats.history == ()
    written = format_stats(stats.with_result(Result(datetime(2024, 5, 3, 14, 22, 5), 618, Outcome.WON, 92, 250.1)))
    assert written.startswith(f"FREECELL-RETRO STATS {FORMAT_VERSION}\n")
    assert "history 2024-05-03T14:22:05 618 won 92 250.1\n" in written
    assert parse_stats(written).history == (Result(datetime(2024, 5, 3, 14, 22, 5), 618, Outcome.WON, 92, 250.1),)


def test_history_keeps_the_last_hundred_results_oldest_first() -> None:
    results = [Result(datetime(2024, 1, 1, 0, 0, i % 60), i + 1, Outcome.WON if i % 3 else Outcome.LOST, i, i / 2)
               for i in range(HISTORY_LENGTH + 5)]
    stats = StatsFile()
    for result in results:
        stats = stats.with_result(result)
    assert stats.history == tuple(results[5:])
    assert parse_stats(format_stats(stats)).history == tuple(results[5:])


@pytest.mark.parametrize("line, problem", [
    ("history 2024-05-03T14:22:05 617 won 92", "history: .* is not allowed; use the date and time, the game number"),
    ("history 2024-5-3T14:22:05 617 won 92 250.1", "history: .* is not allowed"),
    ("history 2024-02-30T14:22:05 617 won 92 250.1", "history: .* is not allowed"),
    ("history ٢٠٢٤-05-03T14:22:05 617 won 92 250.1", "history: .* is not allowed"),
    ("history 2024-05-03T14:22:05 0 won 92 250.1", "history: .* is not allowed"),
    ("history 2024-05-03T14:22:05 617 drawn 92 250.1", "history: .* is not allowed"),
    ("history 2024-05-03T14:22:05 617 lost -1 250.1", "history: .* is not allowed"),
    ("history 2024-05-03T14:22:05 617 lost 1 -250", "history: .* is not allowed"),
])
def test_a_bad_history_line_is_refused_naming_the_line(line: str, problem: str) -> None:
    text = format_stats(StatsFile()) + line + "\n"
    with pytest.raises(FileFormatError, match=rf"stats.Fred, line {len(text.splitlines())}: {problem}"):
        parse_stats(text, "stats.Fred")


def test_history_lines_in_a_version_1_file_or_more_than_a_hundred_are_refused() -> None:
    line = "history 2024-05-03T14:22:05 617 won 92 250.1\n"
    with pytest.raises(FileFormatError, match="stats.Fred, line 15: history lines need stats format 2"):
        parse_stats(VERSION_1_FILE + line, "stats.Fred")
    text = format_stats(StatsFile()) + line * (HISTORY_LENGTH + 1)
    with pytest.raises(FileFormatError, match=rf"line {len(text.splitlines())}: more than 100 history lines"):
        parse_stats(text, "stats.Fred")


def test_older_version_reads_when_the_format_moves_on(monkeypatch: pytest.MonkeyPatch) -> None:
    text = format_stats(StatsFile(Record().won(10, 10)))
    monkeypatch.setattr(statsreader, "FORMAT_VERSION", FORMAT_VERSION + 1)
    assert parse_stats(text).overall.wins == 1


def test_newer_version_refused_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    text = format_stats(StatsFile()).replace(f"STATS {FORMAT_VERSION}", f"STATS {FORMAT_VERSION + 1}")
    path.write_text(text)
    with pytest.raises(versioned.NewerVersionError, match="newer freecell-retro"):
        read_stats(path)
    with pytest.raises(versioned.NewerVersionError):
        update_stats(path, lambda s: StatsFile(Record().lost()))
    assert path.read_text() == text
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == ["stats.Fred"]


@settings(max_examples=300)
@given(st.text(max_size=400))
def test_fuzz_any_text(text: str) -> None:
    only_our_errors(parse_stats, text)
    only_our_errors(parse_stats, f"FREECELL-RETRO STATS {FORMAT_VERSION}\n{text}")


@pytest.mark.slow
@settings(max_examples=300)
@given(stats_files(), st.data())
def test_fuzz_mutated_files(stats: StatsFile, data: st.DataObject) -> None:
    lines = format_stats(stats).splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    mutation = data.draw(st.sampled_from(["drop", "replace", "insert", "truncate"]))
    junk = data.draw(st.text(max_size=30))
    if mutation == "drop":
        del lines[index]
    elif mutation == "replace":
        lines[index] = lines[index][:data.draw(st.integers(0, len(lines[index])))] + junk
    elif mutation == "insert":
        lines.insert(index, junk)
    else:
        lines = lines[:index]
    only_our_errors(parse_stats, "\n".join(lines))


# -- the store -------------------------------------------------------------------------

def test_update_creates_then_read_modify_writes(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    created = update_stats(path, lambda s: s)
    assert created.created and read_stats(path) == StatsFile()
    update_stats(path, lambda s: StatsFile(s.overall.lost()))
    updated = update_stats(path, lambda s: StatsFile(s.overall.won(10, 20)))
    assert not updated.created and updated.notice is None
    assert read_stats(path).overall == Record().lost().won(10, 20)


def test_corrupt_file_kept_aside_and_player_told(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    path.write_text("FREECELL-RETRO STATS 1\nwins lots\n")
    known = StatsFile(Record().won(3, 4))
    updated = update_stats(path, lambda s: StatsFile(s.overall.lost()), fallback=known)
    aside = [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    assert len(aside) == 1 and aside[0].read_text() == "FREECELL-RETRO STATS 1\nwins lots\n"
    assert updated.notice is not None
    assert updated.notice.count("\n") == 0
    assert "stats.Fred could not be read (line 2: wins: 'lots'" in updated.notice and aside[0].name in updated.notice
    assert read_stats(path).overall == Record().won(3, 4).lost()


def test_keep_aside_never_overwrites(tmp_path: Path) -> None:
    first, second = tmp_path / "stats.a", tmp_path / "stats.a"
    first.write_text("1")
    one = keep_aside(first, now=0)
    second.write_text("2")
    two = keep_aside(second, now=0)
    assert one != two and one.read_text() == "1" and two.read_text() == "2" and two.name.endswith("-2")


def test_binary_and_oversized_files_are_corrupt_not_crashes(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    path.write_bytes(os.urandom(2000))
    assert update_stats(path).notice
    path.write_bytes(b"FREECELL-RETRO STATS 1\n" + b"#" * (2 << 20))
    notice = update_stats(path).notice
    assert notice is not None and "larger than" in notice


def test_folder_in_the_way_is_an_error_not_kept_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.Fred").mkdir()
    with pytest.raises(FreeCellError, match="is a folder"):
        update_stats(tmp_path / "stats.Fred")


def test_temporary_files_of_killed_writers_are_swept(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    stale = tmp_path / ".stats.Fred.ab_9xyz1.tmp"
    other = tmp_path / ".stats.Fred.x.ab_9xyz1.tmp"
    stale.write_text("half")
    other.write_text("another file's")
    update_stats(path, lambda s: s)
    assert not stale.exists() and other.exists()


def test_the_documented_example_reads() -> None:
    doc = (Path(__file__).parent.parent / "docs" / "file-formats.md").read_text()
    header = f"FREECELL-RETRO STATS {FORMAT_VERSION}\n"
    example = header + doc.split(f"```\n{header}")[1].split("```")[0]
    stats = parse_stats(example)
    assert stats.unfinished is not None
    assert (stats.overall.wins, stats.overall.percentage, len(stats.unfinished.moves)) == (40, 80, 11)
    assert [(r.game, r.outcome, r.moves, r.seconds) for r in stats.history] == [
        (11982, Outcome.LOST, 37, 612.4), (616, Outcome.WON, 92, 250.1), (617, Outcome.LOST, 12, 95),
        (1, Outcome.WON, 81, 301.5)]
    assert [(r.rules, r.free_cells, r.helped, r.tournament) for r in stats.history[1:]] == [
        ("original", 4, False, None), ("bakers", 3, True, None), ("original", 4, False, "Club")]
    assert stats.history[1].date == datetime(2024, 5, 3, 14, 22, 5)


def test_each_game_keeps_its_own_record_beside_the_overall_one() -> None:
    eight, original = Record().won(40, 95.5), Record().lost().lost()
    text = format_stats(StatsFile(overall=Record().won(40, 95.5).lost().lost(),
                                  games={Rules.EIGHT_OFF: eight, Rules.ORIGINAL: original}))
    assert "game original 0 2 lost 2 0 2 - - 0 0 0\ngame eight-off 1 0 won 1 1 0 95.5 40 95.5 40 0\n" in text
    assert parse_stats(text).games == {Rules.EIGHT_OFF: eight, Rules.ORIGINAL: original}


@pytest.mark.parametrize("line, problem", [
    ("game eight-off 1 0 won 2 1 0 95.5 40 95.5 40 0", "the game (original"),  # a streak longer than the wins
    ("game eight-off 1 0 won 1 1 0 95.5 40 95.5 40 2", "the game (original"),  # more helped wins than wins
    ("game klondike 1 0 won 1 1 0 95.5 40 95.5 40 0", "original or bakers"),
    ("game eight-off 1 0", "the game (original"),
])
def test_a_bad_game_line_is_refused_naming_the_line(line: str, problem: str) -> None:
    text = format_stats(StatsFile()) + line + "\n"
    with pytest.raises(FileFormatError) as error:
        parse_stats(text, "stats.Fred")
    assert problem in str(error.value) and "line" in str(error.value)


def test_game_lines_in_a_version_2_file_are_refused() -> None:
    text = (format_stats(StatsFile()).replace(f"STATS {FORMAT_VERSION}", "STATS 2")
            + "game bakers 0 0 none 0 0 0 - - 0 0 0\n")
    with pytest.raises(FileFormatError, match="need stats format 3"):
        parse_stats(text)
