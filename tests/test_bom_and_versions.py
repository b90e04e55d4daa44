"""A UTF-8 byte-order mark (Notepad on Windows writes one) is accepted at the
start of every text file the game reads, and a header naming its version in
any form we do not write is refused as a newer or unknown version's file and
left exactly as it is — never kept aside as a bad one."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest

from freecell_retro.cli import main
from freecell_retro.engine import microsoft_deal
from freecell_retro.files.amigaguide import load_guide
from freecell_retro.files.assets import asset_path
from freecell_retro.files.palettes import Palette, format_palette, load_palette
from freecell_retro.files.setgames import format_setgame, read_setgame
from freecell_retro.files.stats import Record, StatsFile, format_stats
from freecell_retro.files.statsstore import update_stats
from freecell_retro.files.tooltypes import read_tooltypes
from freecell_retro.files.versioned import NewerVersionError

BOM = codecs.BOM_UTF8


def with_bom(path: Path, text: str, ending: str = "\n") -> Path:
    path.write_bytes(BOM + text.replace("\n", ending).encode("utf-8"))
    return path


@pytest.mark.parametrize("ending", ["\n", "\r\n"])
def test_a_stats_file_with_a_bom_is_read_not_kept_aside(tmp_path: Path, ending: str) -> None:
    path = with_bom(tmp_path / "stats.Fred", format_stats(StatsFile(Record(wins=7))), ending)
    found = update_stats(path)
    assert found.notice is None and found.stats.overall.wins == 7
    assert sorted(os.listdir(tmp_path)) == [".stats.Fred.lock", "stats.Fred"]


def test_every_reader_takes_a_bom(tmp_path: Path) -> None:
    palette = Palette.default().with_pen(3, (1, 2, 3))
    assert load_palette(with_bom(tmp_path / "palette.Fred", format_palette(palette))) == (palette, None)
    deal = microsoft_deal(5)
    assert read_setgame(with_bom(tmp_path / "setgame.x", format_setgame(deal))).cards == tuple(deal)
    assert read_tooltypes(with_bom(tmp_path / "tooltypes.yaml", "MULTIPLESTATS: NO\n")).multiple_stats is False
    guide = asset_path("data", "FreeCell.guide")
    (tmp_path / "guide").write_bytes(BOM + guide.read_bytes())
    assert load_guide(tmp_path / "guide").nodes == load_guide(guide).nodes


def test_a_solution_with_a_bom_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shipped = asset_path("solutions", "Solution.game617_B")
    path = with_bom(tmp_path / "Solution.game617_B", shipped.read_text())
    assert main(["replay", str(path)]) == 0


def test_a_bom_on_a_latin1_file_is_dropped_too(tmp_path: Path) -> None:
    path = tmp_path / "tooltypes.yaml"
    path.write_bytes(BOM + "# caf\xe9\nMULTIPLESTATS: NO\n".encode("latin-1"))
    assert read_tooltypes(path).multiple_stats is False


@pytest.mark.parametrize("header", [
    "FREECELL-RETRO STATS 3.0", "freecell-retro stats 2", "FREECELL-RETRO STATS 1000000",
    "FREECELL-RETRO STATS 0", "FREECELL-RETRO STATS 01", "FREECELL-RETRO STATS 2-beta",
    "FreeCell-Retro Stats v2", "FREECELL-RETRO stats 1"])
def test_a_version_in_another_form_is_refused_and_left_alone(tmp_path: Path, header: str) -> None:
    path = tmp_path / "stats.Fred"
    text = f"{header}\nwins 3\n"
    path.write_text(text)
    with pytest.raises(NewerVersionError, match="written by a newer"):
        update_stats(path)
    assert path.read_text() == text and sorted(os.listdir(tmp_path)) == [".stats.Fred.lock", "stats.Fred"]


def test_a_palette_naming_an_unknown_version_is_not_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "palette.Fred"
    text = format_palette(Palette.default()).replace("PALETTE 1", "palette 1.5")
    path.write_text(text)
    palette, notice = load_palette(path)
    assert palette == Palette.default()
    assert notice is not None
    assert "newer or unknown version" in notice
    assert os.listdir(tmp_path) == ["palette.Fred"] and path.read_text() == text


def test_a_header_of_another_kind_is_not_ours_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    path.write_text("FREECELL-RETRO PALETTE 1\n")
    notice = update_stats(path).notice
    assert notice is not None and "not a stats file" in notice
    assert [name for name in os.listdir(tmp_path) if ".bad-" in name]
