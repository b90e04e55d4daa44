"""Numbers a player writes: ASCII digits, ',' only between groups
of three, nothing else — the same on the command line, in tool types, stats
files, palettes, card sets and move counts."""

import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import example, given
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError, FreeCellError, Move
from freecell_retro.engine.deals import parse_game_number
from freecell_retro.engine.numbers import parse_decimal, parse_number
from freecell_retro.files.palettes import Palette, format_palette, parse_palette
from freecell_retro.files.stats import FORMAT_VERSION, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.tooltypes import parse_tooltypes
from freecell_retro.ui.screen.cardset import read_cardset

ROOT = Path(__file__).parent.parent

LOOSE = ["1,,,0", "10,00", ",1", "1,", "1,0000", "_1_", "1_000", "+5", "-0", "-5", " 5", "5 ", "5\n", "٣٣٣", "１２",
         "5.0", "0x10", "1e3", "", "1 000", "1\u00a0000", "²"]
"""Texts int() (or a careless regex) reads as a number, and we do not."""


@given(st.integers(1, 999_999_999))
def test_every_game_number_parses_back_with_or_without_separators(number: int) -> None:
    assert parse_game_number(str(number)) == number
    assert parse_game_number(f"{number:,}") == number


def _of_the_shape(text: str) -> bool:
    """The oracle: plain ASCII digits, or a number written by Python's own ``:,`` format."""
    if text and all(c in "0123456789" for c in text):
        return True
    digits = text.replace(",", "")
    return bool(digits) and all(c in "0123456789" for c in digits) and f"{int(digits):,}" == text


@given(st.text(alphabet="0123456789,_+- .\n٣１²e", max_size=14) | st.text(max_size=8))
@example("1,,,0")
@example("1,000,000")
def test_text_of_any_other_shape_is_refused(text: str) -> None:
    if _of_the_shape(text):
        assert parse_number(text, "count", 0, 10**15) == int(text.replace(",", ""))
    else:
        with pytest.raises(FreeCellError, match="must be written in the digits 0-9"):
            parse_number(text, "count", 0, 10**15)


@pytest.mark.parametrize("text", LOOSE)
def test_loose_game_numbers_are_refused(text: str) -> None:
    with pytest.raises(FreeCellError) as caught:
        parse_game_number(text)
    assert repr(text) in str(caught.value) and "\n" not in str(caught.value)


def test_a_huge_number_is_refused_without_reading_it_all() -> None:
    with pytest.raises(FreeCellError, match="must be 1-999,999,999"):
        parse_game_number("9" * 100_000)


def test_decimals() -> None:
    assert parse_decimal("83.25", "seconds", 10**10) == 83.25
    assert parse_decimal("1,000.5", "seconds", 10**10) == 1000.5
    for text in ("83.", ".5", "1.2345", "٣.5", "3.٥", "nan", "inf", "1e3", "-1.5"):
        with pytest.raises(FreeCellError):
            parse_decimal(text, "seconds", 10**10)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_retro", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)


@pytest.mark.process
@pytest.mark.parametrize("args", [["solve", "1,,,0"], ["solve", "_1_"], ["solve", "+5"], ["solve", "٣٣٣"],
                                  ["deal", "１２"], ["deal", "10,00"], ["deal", "5\n6"], ["deal", " 5"],
                                  ["replay", "pyproject.toml", "--game", "1", "--cells", "+3"]])
def test_the_command_line_refuses_loose_numbers_in_one_line(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("freecell-retro: error: ") and repr(args[-1]) in result.stderr
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.process
def test_the_command_line_takes_thousands_separators() -> None:
    assert run("deal", "1,000,000").stdout == run("deal", "1000000").stdout != ""


@pytest.mark.parametrize("text", ["1_000-2000", "1-32,00", "+1-5", "٣-5", "1-١٠"])
def test_tool_type_game_range_refuses_loose_numbers(text: str) -> None:
    with pytest.raises(FileFormatError, match="GAMERANGE"):
        parse_tooltypes(f"GAMERANGE: '{text}'\n")


@pytest.mark.parametrize("text", ["1-32,000", "1 - 32000", "1,000-999,999,999"])
def test_tool_type_game_range_takes_separators(text: str) -> None:
    first, last = parse_tooltypes(f"GAMERANGE: '{text}'\n").game_range
    assert (first, last) in ((1, 32000), (1000, 999_999_999))


@pytest.mark.parametrize("key, value", [("wins", "٣"), ("wins", "+3"), ("losses", "1_0"), ("last-game", "1,,,0"),
                                        ("fastest-win", "٣.5"), ("total-win-time", "1.٥"), ("streak", "won ٣"),
                                        ("free-cells", "٣"), ("unfinished-game", "١٠"),
                                        ("unfinished-attempts", "+2")])
def test_stats_files_refuse_loose_numbers(key: str, value: str) -> None:
    lines = [line for line in format_stats(StatsFile()).splitlines() if not line.startswith(f"{key} ")]
    lines += [f"{key} {value}"] + (["unfinished-game 5"] if key == "unfinished-attempts" else [])
    with pytest.raises(FileFormatError, match=key):
        parse_stats("\n".join(lines), "stats.Fred")


def test_move_counts_are_ascii_digits() -> None:
    assert Move.from_str("35(3)").count == 3
    with pytest.raises(FreeCellError):
        Move.from_str("35(٣)")


def test_palette_pens_are_ascii_digits() -> None:
    text = format_palette(Palette.default())
    assert parse_palette(text) == Palette.default()
    with pytest.raises(FileFormatError, match="not a pen"):
        parse_palette(text.replace("\n15 ", "\n١٥ "))


def test_file_format_versions_are_ascii_digits() -> None:
    with pytest.raises(FileFormatError, match="newer or unknown version"):
        parse_stats(format_stats(StatsFile()).replace(f"STATS {FORMAT_VERSION}", "STATS ١"))


@pytest.mark.parametrize("value", ["'٤٠'", "40.5", "true", "'+40'"])
def test_card_set_numbers_are_whole_numbers(tmp_path: Path, value: str) -> None:
    folder = ROOT / "data" / "cardsets" / "small"
    meta = yaml.safe_load((folder / "cardset.yaml").read_text())
    for name in folder.iterdir():
        (tmp_path / name.name).write_bytes(name.read_bytes())
    (tmp_path / "cardset.yaml").write_text(
        (folder / "cardset.yaml").read_text().replace(f"card_width: {meta['card_width']}", f"card_width: {value}"))
    assert f"card_width: {value}" in (tmp_path / "cardset.yaml").read_text()
    with pytest.raises(FileFormatError, match="card_width|card set value"):
        read_cardset(tmp_path)


@pytest.mark.parametrize("text", ["inf", "1e999", " 5", "1_0", "٣", "0", "-1", "nan"])
def test_solve_time_limit_is_a_number_of_seconds_written_in_ascii_digits(text: str,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from freecell_retro.cli import main
    with pytest.raises(SystemExit) as caught:
        main(["solve", "617", "--time-limit", text])
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err.count("\n") == 1 and "--time-limit" in err
