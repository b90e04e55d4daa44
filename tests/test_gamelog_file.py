"""The stats file's game log (format 3): each result's rules, free cells, help and
tournament written and read back; a version-2 file's results read as unmarked."""

from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError
from freecell_retro.files.names import name_problem
from freecell_retro.files.stats import FORMAT_VERSION, Outcome, Record, Result, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats

WHEN = datetime(2024, 5, 3, 14, 22, 5)

VERSION_2_FILE = """FREECELL-RETRO STATS 2
wins 1
losses 1
history 2024-05-02T21:40:13 11982 lost 37 612.4
history 2024-05-03T14:22:05 616 won 92 250.1
"""


def test_a_helped_tournament_win_is_written_on_its_history_line_and_read_back() -> None:
    result = Result(WHEN, 617, Outcome.WON, 92, 250.1, "bakers", 3, helped=True, tournament="Club Night")
    text = format_stats(StatsFile(history=(result,)))
    assert text.startswith(f"FREECELL-RETRO STATS {FORMAT_VERSION}\n") and FORMAT_VERSION == 3
    assert "history 2024-05-03T14:22:05 617 won 92 250.1 bakers 3 helped tournament Club Night\n" in text
    assert parse_stats(text).history == (result,)


def test_a_version_2_files_results_read_as_unmarked_with_unknown_rules() -> None:
    history = parse_stats(VERSION_2_FILE).history
    assert [(r.game, r.rules, r.free_cells, r.helped, r.tournament) for r in history] == [
        (11982, None, None, False, None), (616, None, None, False, None)]


def test_rules_a_later_version_adds_still_read_by_name() -> None:
    text = format_stats(StatsFile()) + "history 2024-05-03T14:22:05 617 won 92 250.1 seahaven 4\n"
    assert parse_stats(text).history[0].rules == "seahaven"


@pytest.mark.parametrize("tail", ["original", "original 5", "Original 4", "original 4 helpd",
                                  "original 4 tournament", "original 4 tournament ../x", "original 4 tournament a/b"])
def test_a_bad_detail_is_refused_naming_the_line(tail: str) -> None:
    text = format_stats(StatsFile()) + f"history 2024-05-03T14:22:05 617 won 92 250.1 {tail}\n"
    with pytest.raises(FileFormatError, match=rf"stats.Fred, line {len(text.splitlines())}: history: .*rules"):
        parse_stats(text, "stats.Fred")


def test_a_version_2_file_with_details_is_refused_naming_the_line() -> None:
    text = VERSION_2_FILE + "history 2024-05-03T14:22:05 617 won 92 250.1 original 4\n"
    with pytest.raises(FileFormatError, match="stats.Fred, line 6: history: .*five|stats.Fred, line 6: history"):
        parse_stats(text, "stats.Fred")


def test_helped_wins_are_counted_and_never_more_than_the_wins() -> None:
    text = format_stats(StatsFile(overall=Record().won(80, 100, helped=True).won(90, 120)))
    assert "helped-wins 1\n" in text and parse_stats(text).overall.helped_wins == 1
    with pytest.raises(FileFormatError, match="line .*: 3 helped wins are more than the 2 wins"):
        parse_stats(text.replace("helped-wins 1", "helped-wins 3"))
    assert parse_stats(VERSION_2_FILE).overall.helped_wins == 0


@settings(max_examples=80)
@given(st.text(min_size=1, max_size=30).filter(lambda name: name_problem(name) is None))
def test_any_tournament_name_a_file_can_have_reads_back(name: str) -> None:
    result = Result(WHEN, 617, Outcome.LOST, 12, 95.0, "original", 4, tournament=name)
    assert parse_stats(format_stats(StatsFile(history=(result,)))).history == (result,)
