"""``freecell-retro stats --history`` and ``freecell-retro hall``: the game log and the Hall of Fame
on the command line, files only read, a bad one named on stderr."""

from datetime import datetime

import pytest

from freecell_retro.cli import main
from freecell_retro.files.stats import Outcome, Record, Result, StatsFile
from freecell_retro.files.statsstore import write_stats

FRED = (Result(datetime(2024, 5, 1, 9, 0), 11982, Outcome.LOST, 37, 612.4),
        Result(datetime(2024, 5, 2, 9, 0), 617, Outcome.WON, 92, 250.1, "bakers", 3, helped=True))


@pytest.fixture
def folder(tmp_path):
    write_stats(tmp_path / "stats.Fred", StatsFile(overall=Record().lost().won(92, 250.1, True), history=FRED))
    write_stats(tmp_path / "stats.Wilma", StatsFile(overall=Record().won(90, 400.0), history=(
        Result(datetime(2024, 6, 1), 617, Outcome.WON, 90, 400.0, "bakers", 3),)))
    return tmp_path


def test_stats_history_prints_one_line_a_result_oldest_first(folder, capsys):
    assert main(["stats", str(folder / "stats.Fred"), "--history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2].split() == ["2024-05-01", "09:00", "11982", "?", "lost", "37", "10:12"]
    assert lines[3].split() == ["2024-05-02", "09:00", "617", "bakers", "3", "won", "*", "92", "4:10"]


def test_hall_prints_the_players_then_each_deals_best(folder, capsys):
    (folder / "stats.Broken").write_text("FREECELL-RETRO STATS 3\nwins many\n")
    before = (folder / "stats.Broken").read_text()
    assert main(["hall", "--dir", str(folder)]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    # the better percentage first
    assert [line.split()[:2] for line in lines[1:3]] == [["Wilma", "1/1"], ["Fred", "1/2"]]
    assert lines[-1].split() == ["617", "bakers", "3", "Wilma", "90", "6:40"]
    assert "stats.Broken, line 2: wins" in err and err.count("\n") == 1
    assert (folder / "stats.Broken").read_text() == before


def test_hall_of_a_folder_that_is_not_there_is_one_line_and_status_2(tmp_path, capsys):
    with pytest.raises(SystemExit) as leaving:
        main(["hall", "--dir", str(tmp_path / "nope")])
    assert leaving.value.code == 2 and capsys.readouterr().err.endswith("nope: no such folder\n")


def test_tournament_prints_the_standings(folder, capsys):
    (folder / "tournament.Club").write_text("617 bakers 3\n5\n")
    write_stats(folder / "stats.Betty", StatsFile(history=(
        Result(datetime(2024, 6, 1), 617, Outcome.WON, 70, 300.0, "bakers", 3, tournament="Club"),
        Result(datetime(2024, 6, 1), 5, Outcome.LOST, 7, 30.0, "original", 4, tournament="Club"))))
    assert main(["tournament", str(folder / "tournament.Club"), "--dir", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Tournament Club: 2 deals" and lines[2].split() == ["1.", "Betty", "1/2", "70", "5:00"]
    assert len(lines) == 3  # Fred and Wilma played 617 outside the tournament


def test_a_bad_tournament_file_is_one_line_naming_the_line(folder, capsys):
    (folder / "tournament.Club").write_text("617\n618 spider\n")
    with pytest.raises(SystemExit) as leaving:
        main(["tournament", str(folder / "tournament.Club"), "--dir", str(folder)])
    err = capsys.readouterr().err
    assert leaving.value.code == 2 and err.count("\n") == 1
    assert "tournament.Club, line 2: 'spider' is not rules this version knows" in err
