"""Census files: two bytes a deal after a header, read as untrusted (one line naming file and problem,
exit status 2 on the command line), merged without losing a deal or taking one twice."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine.errors import FileFormatError
from freecell_retro.engine.rules import Rules
from freecell_retro.files.census import (
    Census,
    Entry,
    Verdict,
    census_bytes,
    merge_census,
    read_census,
    read_census_bytes,
    write_census,
)
from freecell_retro.files.censusbook import CensusBook, shipped_folder

ROOT = Path(__file__).parent.parent
ENTRIES = st.one_of(st.none(), st.just(Entry(Verdict.UNKNOWN)), st.just(Entry(Verdict.UNWINNABLE)),
                    st.builds(lambda par: Entry(Verdict.WINNABLE, par), st.integers(0, 500)))


def cli(*arguments: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_retro", *arguments], capture_output=True, text=True,
                          cwd=cwd, env={"PYTHONPATH": str(ROOT), "HOME": str(cwd), "PATH": "/usr/bin:/bin"})


@settings(max_examples=60)
@given(st.integers(1, 10_000), st.lists(ENTRIES, min_size=1, max_size=40), st.sampled_from(list(Rules)),
       st.integers(0, 4))
def test_every_entry_comes_back_as_written(first: int, entries: list[Entry | None], rules: Rules,
                                           cells: int) -> None:
    census = Census(rules, cells, first, first + len(entries) - 1)
    for number, entry in enumerate(entries, first):
        if entry is not None:
            census.put(number, entry)
    again = read_census_bytes(census_bytes(census), "census.x")
    assert [again.get(number) for number in census.numbers()] == entries
    assert (again.rules, again.cells, again.first, again.last) == (rules, cells, first, census.last)
    assert again.get(first - 1) is None and again.get(census.last + 1) is None


@settings(max_examples=300)
@given(st.binary(max_size=300))
def test_any_bytes_read_as_a_census_or_one_line_naming_the_file(data: bytes) -> None:
    try:
        read_census_bytes(b"FREECELL-RETRO CENSUS 1\nrules original\ncells 4\ndeals 1-3\n" + data, "census.bad")
    except FileFormatError as error:
        assert str(error).startswith("census.bad") and "\n" not in str(error)


@settings(max_examples=300)
@given(st.binary(max_size=120))
def test_a_damaged_header_is_one_line(data: bytes) -> None:
    try:
        read_census_bytes(data + b"\nrecords\n" + bytes(6), "census.bad")
    except FileFormatError as error:
        assert str(error).startswith("census.bad") and "\n" not in str(error)


def test_a_cut_file_and_a_newer_version_say_what_is_wrong(tmp_path: Path) -> None:
    census = Census(Rules.ORIGINAL, 4, 1, 10)
    data = census_bytes(census)
    (tmp_path / "census.cut").write_bytes(data[:-1])
    with pytest.raises(FileFormatError, match="19 bytes of records for 10 deals"):
        read_census(tmp_path / "census.cut")
    (tmp_path / "census.new").write_bytes(data.replace(b"CENSUS 1", b"CENSUS 2", 1))
    with pytest.raises(FileFormatError, match="census version '2'"):
        read_census(tmp_path / "census.new")


def test_merge_keeps_every_deal_once_and_the_smaller_par() -> None:
    left, right = Census(Rules.ORIGINAL, 3, 1, 5), Census(Rules.ORIGINAL, 3, 4, 9)
    left.put(1, Entry(Verdict.WINNABLE, 50))
    left.put(4, Entry(Verdict.WINNABLE, 60))
    left.put(5, Entry(Verdict.UNKNOWN))
    right.put(4, Entry(Verdict.WINNABLE, 55))
    right.put(5, Entry(Verdict.UNWINNABLE))
    right.put(9, Entry(Verdict.WINNABLE, 40))
    merged = merge_census(left, right, "a", "b")
    assert (merged.first, merged.last, merged.counted) == (1, 9, 4)
    assert [merged.get(n) for n in (1, 4, 5, 6, 9)] == [Entry(Verdict.WINNABLE, 50), Entry(Verdict.WINNABLE, 55),
                                                       Entry(Verdict.UNWINNABLE), None, Entry(Verdict.WINNABLE, 40)]


def merged_by_command(folder: Path, left: Census, right: Census) -> subprocess.CompletedProcess[str]:
    """``census merge census.a census.b -o census.c`` in ``folder``, after writing ``left`` and ``right`` there."""
    write_census(folder / "census.a", left)
    write_census(folder / "census.b", right)
    return cli("census", "merge", "census.a", "census.b", "-o", "census.c", cwd=folder)


def test_two_verdicts_for_one_deal_are_an_error_naming_both_files(tmp_path: Path) -> None:
    left, right = Census(Rules.ORIGINAL, 4, 1, 5), Census(Rules.ORIGINAL, 4, 3, 8)
    left.put(4, Entry(Verdict.WINNABLE, 50))
    right.put(4, Entry(Verdict.UNWINNABLE))
    done = merged_by_command(tmp_path, left, right)
    assert done.returncode == 2 and not (tmp_path / "census.c").exists()
    assert done.stderr.count("\n") == 1 and "census.a" in done.stderr and "census.b" in done.stderr
    assert "deal 4" in done.stderr


def test_merge_writes_the_union(tmp_path: Path) -> None:
    left, right = Census(Rules.BAKERS, 4, 1, 2), Census(Rules.BAKERS, 4, 5, 6)
    left.put(1, Entry(Verdict.WINNABLE, 30))
    right.put(6, Entry(Verdict.UNWINNABLE))
    assert merged_by_command(tmp_path, left, right).returncode == 0
    shown = cli("census", "show", "census.c", cwd=tmp_path).stdout.splitlines()
    assert shown == ["1 bakers 4 winnable par 30", "6 bakers 4 unwinnable"]


def test_show_of_a_damaged_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    (tmp_path / "census.bad").write_bytes(b"FREECELL-RETRO CENSUS 1\nrules nonsense\n")
    done = cli("census", "show", "census.bad", "1", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "census.bad" in done.stderr
    assert "Traceback" not in done.stderr


def test_show_answers_from_the_shipped_census_at_once(tmp_path: Path) -> None:
    if not (shipped_folder() / "census.original4").exists():
        pytest.skip("the shipped census (data/census) is not there")
    done = cli("census", "show", "11982", "1", cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "11982 original 4 unwinnable"
    assert done.stdout.splitlines()[1].startswith("1 original 4 winnable par ")


SHIPPED = [(Rules.ORIGINAL, cells) for cells in (4, 3, 2, 1, 0)] + [(Rules.BAKERS, 4)]


@pytest.mark.parametrize(("rules", "cells"), SHIPPED)
def test_the_shipped_census_has_every_deal_of_1_to_32000(rules: Rules, cells: int) -> None:
    """What the game promises a player: with each of these, Select Game and ``census show`` know
    every classic deal 1–32,000 (a verdict, or "unknown" where the budget ran out), none "not
    counted"; and with four free cells 11982 is the one unwinnable deal, as Keller's FAQ has it."""
    path = shipped_folder() / f"census.{rules.value}{cells}"
    if not path.exists():
        pytest.skip("the shipped census (data/census) is not there")
    census = read_census(path)
    assert (census.rules, census.cells, census.first, census.last) == (rules, cells, 1, 32_000)
    assert census.counted == 32_000
    if (rules, cells) == (Rules.ORIGINAL, 4):
        unwinnable = [number for number in census.numbers() if census.get(number) == Entry(Verdict.UNWINNABLE)]
        assert unwinnable == [11982]


def test_a_player_census_file_that_is_damaged_is_left_out_with_its_line(tmp_path: Path) -> None:
    good = Census(Rules.ORIGINAL, 2, 1, 3)
    good.put(2, Entry(Verdict.WINNABLE, 70))
    write_census(tmp_path / "census.good", good)
    (tmp_path / "census.junk").write_bytes(b"junk")
    book = CensusBook.of_folders(tmp_path)
    assert book.entry(2, Rules.ORIGINAL, 2) == Entry(Verdict.WINNABLE, 70)
    assert book.entry(2, Rules.ORIGINAL, 3) is None
    assert len(book.problems) == 1 and "census.junk" in book.problems[0]


def test_census_needs_no_dask_to_show(tmp_path: Path) -> None:
    census = Census(Rules.ORIGINAL, 4, 5, 5)
    census.put(5, Entry(Verdict.WINNABLE, 44))
    write_census(tmp_path / "census.x", census)
    code = ("import sys; sys.modules['distributed'] = None; sys.modules['dask'] = None\n"
            "from freecell_retro.cli import main; main(['census', 'show', 'census.x', '5'])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, cwd=tmp_path)
    assert done.stdout == "5 original 4 winnable par 44\n", done.stderr


@settings(max_examples=60)
@given(st.integers(1, 1000), st.lists(ENTRIES, min_size=1, max_size=30))
def test_trimming_keeps_every_entry_and_claims_no_more(first: int, entries: list[Entry | None]) -> None:
    census = Census(Rules.ORIGINAL, 2, first, first + len(entries) - 1)
    for number, entry in enumerate(entries, first):
        if entry is not None:
            census.put(number, entry)
    trim = census.trimmed()
    assert [trim.get(number) for number in census.numbers()] == entries
    if census.counted:
        assert trim.get(trim.first) is not None and trim.get(trim.last) is not None


def test_a_count_again_sends_every_deal_and_keeps_the_better_entry() -> None:
    """``census run --recount``: every deal goes out again, and what comes back lowers a par or
    settles an unknown, never raises a par nor forgets a verdict; a verdict that changes is noted."""
    from freecell_retro.cli.census_run import chunks

    census = Census(Rules.ORIGINAL, 4, 1, 4)
    census.put(1, Entry(Verdict.WINNABLE, 56))
    census.put(2, Entry(Verdict.UNKNOWN))
    census.put(3, Entry(Verdict.WINNABLE, 40))
    assert [list(chunk) for chunk in chunks(census, 1, 4, 10, retry_unknown=False)] == [[4]]
    assert [list(chunk) for chunk in chunks(census, 1, 4, 10, retry_unknown=False, recount=True)] == [[1, 2, 3, 4]]
    assert census.keep(1, Entry(Verdict.WINNABLE, 55)) == ""
    assert census.keep(2, Entry(Verdict.UNWINNABLE)) == ""
    assert census.keep(3, Entry(Verdict.WINNABLE, 44)) == ""
    assert census.keep(4, Entry(Verdict.UNKNOWN)) == ""
    assert [census.get(n) for n in (1, 2, 3, 4)] == [Entry(Verdict.WINNABLE, 55), Entry(Verdict.UNWINNABLE),
                                                       Entry(Verdict.WINNABLE, 40), Entry(Verdict.UNKNOWN)]
    assert census.keep(2, Entry(Verdict.WINNABLE, 70)) == "counted unwinnable before, winnable again"
    assert census.get(2) == Entry(Verdict.WINNABLE, 70)
