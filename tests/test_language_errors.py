"""Errors a player reads come in the player's language: a bad board, card, game code, saved game,
stats value or census file still names the file and the line in one line, and the sentence is
German under ``--language de``. (The rest of the suite speaks English and checks the English words.)"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_retro import language
from freecell_retro.engine import FileFormatError
from freecell_retro.engine.cards import Card
from freecell_retro.engine.errors import FreeCellError
from freecell_retro.engine.numbers import parse_number
from freecell_retro.files.census import read_census_bytes
from freecell_retro.files.gamecodes import read_code
from freecell_retro.files.patterns import compile_pattern
from freecell_retro.files.savedgames import parse_saved_game
from freecell_retro.files.setgames import parse_board_text
from freecell_retro.files.statsvalues import read_free_cells
from freecell_retro.ui.screen.modes import screen_mode

ROOT = Path(__file__).resolve().parent.parent

TWICE = "Foundations: H-0 C-0 D-0 S-0\nFoundations: H-0 C-0 D-0 S-0\n: AH\n"


@pytest.mark.process
def test_a_bad_fc_solve_board_is_one_german_line_on_stderr_with_status_2(tmp_path: Path) -> None:
    board = tmp_path / "setgame.Twice"
    board.write_text(TWICE)
    environ = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "LANGUAGE": "en"}
    run = subprocess.run([sys.executable, "-m", "freecell_retro", "--language", "de", "solve", "--board", str(board)],
                         capture_output=True, text=True, env=environ, check=False)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert str(board) in run.stderr and "Zeile 2" in run.stderr and "Foundations: zweimal angegeben" in run.stderr


def _problem(make: Callable[[], object]) -> str:
    with pytest.raises(FreeCellError) as raised:
        make()
    return str(raised.value)


SAMPLES: list[tuple[Callable[[], object], str, str]] = [
    (lambda: parse_board_text(TWICE, "setgame.Twice"), "Foundations: given twice", "Foundations: zweimal angegeben"),
    (lambda: parse_board_text("Foundations: H-2 C-0 D-0 S-0\n: AH 3H\n", "setgame.Bad"),
     "AH is in play, but the hearts are home up to 2", "AH ist im Spiel, aber Herz liegt schon bis 2"),
    (lambda: Card.from_str("ZZ"), "not a card: 'ZZ'", "keine Karte: 'ZZ'"),
    (lambda: read_code("Bxyz"), "not a game code this version reads", "kein Spielcode, den diese Version liest"),
    (lambda: parse_saved_game("FREECELL-RETRO GAME 1\ngame 5\ncolour red\n", "Fred.game"),
     "Fred.game, line 3: unknown key 'colour'", "Fred.game, Zeile 3: unbekannter Schlüssel 'colour'"),
    (lambda: read_free_cells("9"), "0, 1, 2, 3 or 4", "0, 1, 2, 3 oder 4"),
    (lambda: parse_number("1,,0", "game number", 1, 10), "game number must be written in the digits 0-9",
     "Spielnummer muss mit den Ziffern 0-9 geschrieben werden"),
    (lambda: compile_pattern("(a"), "pattern '(a': '(' without ')'", "Muster '(a': '(' ohne ')'"),
    (lambda: read_census_bytes(b"hello\nrecords\n", "census.original4"),
     "not a census file (it does not start with 'FREECELL-RETRO CENSUS')",
     "keine Zählungsdatei (sie beginnt nicht mit 'FREECELL-RETRO CENSUS')"),
    (lambda: screen_mode("ntsc"), "no screen mode 'ntsc' (one of", "kein Bildschirmmodus 'ntsc' (einer von"),
]


@pytest.mark.parametrize(("make", "in_english", "in_german"), SAMPLES)
def test_a_players_errors_speak_the_chosen_language_in_one_line(make: Callable[[], object], in_english: str,
                                                               in_german: str) -> None:
    """(Not ``english``: that is the fixture that puts every test back in English.)"""
    assert in_english in _problem(make)
    language.choose("de")
    said = _problem(make)
    assert in_german in said and "\n" not in said


def test_a_file_error_keeps_its_file_and_line_in_every_language() -> None:
    for code in ("fr", "it", "es", "sv"):
        language.choose(code)
        with pytest.raises(FileFormatError) as raised:
            parse_board_text(TWICE, "setgame.Twice")
        assert raised.value.path == "setgame.Twice" and raised.value.line == 2
        assert str(raised.value).startswith("setgame.Twice") and "given twice" not in str(raised.value)


def test_a_missing_drawer_and_a_full_disk_are_said_in_the_language_in_use() -> None:
    import errno

    from freecell_retro.files.drawers import drawer_problem
    from freecell_retro.files.solutionstore import save_solution

    gone = FileNotFoundError(errno.ENOENT, "No such file or directory")
    assert drawer_problem(Path("/nowhere/Deals"), gone) == "The drawer Deals is not there any more."
    language.choose("sv")
    assert drawer_problem(Path("/nowhere/Deals"), gone) == "Lådan Deals finns inte längre."
    with pytest.raises(FileFormatError, match="kan inte skriva lösningen: det namnet är en mapp"):
        save_solution(ROOT, "1a\n")
