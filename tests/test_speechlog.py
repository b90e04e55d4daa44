"""The spoken-text log (SPEECHLOG): one whole line an utterance, bounded in size, never a hazard."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine.errors import FreeCellError
from freecell_retro.files.speechlog import MAX_LINE_CHARS, SpeechLog, one_line


@given(st.text())
def test_every_utterance_is_one_line_of_printable_text_however_it_came(text: str) -> None:
    line = one_line(text)
    assert "\n" not in line and "\r" not in line and len(line) <= MAX_LINE_CHARS
    assert all(char.isprintable() for char in line)


def test_lines_are_added_whole_and_the_log_keeps_its_latest_half_when_full(tmp_path: Path) -> None:
    log = SpeechLog(tmp_path / "spoken.txt", limit=1000)
    for number in range(200):
        log.write(f"utterance {number}: column 3: 7 of hearts")
    text = (tmp_path / "spoken.txt").read_text()
    assert len(text.encode()) <= 1000 and text.endswith("utterance 199: column 3: 7 of hearts\n")
    lines = text.splitlines()
    assert all(line.startswith("utterance ") and line.endswith("7 of hearts") for line in lines)
    numbers = [int(line.split(":")[0].split()[1]) for line in lines]
    assert numbers == list(range(numbers[0], 200))  # the latest, in order, none torn
    assert not [name for name in os.listdir(tmp_path) if name != "spoken.txt"]  # no temporary left


def test_an_existing_log_is_added_to_and_two_writers_never_cut_into_each_other_s_lines(tmp_path: Path) -> None:
    (tmp_path / "spoken.txt").write_text("from before\n")
    one, two = SpeechLog(tmp_path / "spoken.txt"), SpeechLog(tmp_path / "spoken.txt")
    for number in range(50):
        one.write(f"one {number}")
        two.write(f"two {number}")
    lines = (tmp_path / "spoken.txt").read_text().splitlines()
    assert lines[0] == "from before" and len(lines) == 101
    assert [line for line in lines if line.startswith("one")] == [f"one {n}" for n in range(50)]


def test_a_link_or_a_folder_is_never_written_through(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("mine\n")
    (tmp_path / "log").symlink_to(target)
    linked = SpeechLog(tmp_path / "log")
    linked.write("column 1: empty")  # opened without following the link: refused, said once
    assert linked.problem is not None and "cannot be written" in linked.problem
    (tmp_path / "away").symlink_to("/nonexistent/elsewhere.txt")
    with pytest.raises(FreeCellError):
        SpeechLog(tmp_path / "away")  # a link that leads out of the folder is refused by name
    (tmp_path / "dir").mkdir()
    with pytest.raises(FreeCellError):
        SpeechLog(tmp_path / "dir")
    assert target.read_text() == "mine\n"


def test_a_link_planted_after_the_log_was_named_stops_the_log_saying_why_once(tmp_path: Path) -> None:
    said: list[str] = []
    log = SpeechLog(tmp_path / "spoken.txt", notice=said.append)
    target = tmp_path / "precious.txt"
    target.write_text("mine\n")
    (tmp_path / "spoken.txt").symlink_to(target)
    log.write("column 1: empty")
    log.write("column 2: empty")
    assert target.read_text() == "mine\n" and len(said) == 1 and "cannot be written" in said[0]
