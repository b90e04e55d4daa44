"""Choosing the player's language: the command line, the tool type, the stats file, the system's
locale, Options ▸ Language switching at once; and the catalogs themselves."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro import language
from freecell_retro.engine import FileFormatError
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.files.tooltypes import parse_tooltypes
from freecell_retro.language import LANGUAGES, _
from freecell_retro.language.catalogs import known, system_language
from freecell_retro.session import Options, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.launch import open_stats
from freecell_retro.session.screen.menus import menu_strip

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LANGUAGE": "pt_BR:it", "LANG": "de_DE"}, "it"),
    ({"LC_MESSAGES": "sv_SE", "LANG": "es_ES"}, "sv"),
    ({"LANG": "es_MX.UTF-8"}, "es"),
    ({"LANG": "C"}, None),
    ({"LANG": "pt_PT"}, None),
])
def test_the_systems_language_is_read_from_the_environment(environ: dict[str, str], expected: str | None) -> None:
    assert system_language(environ, platform="linux") == expected


def test_a_locale_name_is_taken_by_its_language() -> None:
    assert [known(name) for name in ("de_AT.UTF-8", "fr-CA", "sv_SE@euro", "EN", "xx", "")] == \
        ["de", "fr", "sv", "en", None, None]


def test_options_language_switches_every_word_at_once_and_the_stats_file_keeps_it(tmp_path: Path) -> None:
    session = Session(Options())
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    strip = menu_strip(session, accounting)
    assert strip.select("Options/Language/Deutsch")
    assert language.current() == "de" and _("Yes") == "Ja" and strip.find("Options/Language/Deutsch").is_checked
    assert session.options.language == "de"
    session.save_and_quit()
    assert read_stats(tmp_path / "stats.Fred").preferences["language"] == "de"
    assert "language de" in (tmp_path / "stats.Fred").read_text().splitlines()
    assert strip.select("Options/Language/English") and _("Yes") == "Yes"


def test_the_stats_files_language_is_spoken_when_it_opens_and_the_tool_type_wins(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    session = Session(Options(language="fr"))
    Accounting(path, StatsFile()).attach(session)
    session.save_and_quit()
    language.choose("en")
    opened = open_stats(path, parse_tooltypes(""))
    opened.start_session()
    assert language.current() == "fr"
    again = open_stats(tmp_path / "stats.Ann", parse_tooltypes("LANGUAGE: sv\n"))
    again.start_session()
    assert language.current() == "sv"


def test_a_bad_language_tool_type_names_the_codes() -> None:
    with pytest.raises(FileFormatError, match="LANGUAGE: 'klingon' is not allowed; use en, de, fr, it, es, sv"):
        parse_tooltypes("LANGUAGE: klingon\n")
    assert parse_tooltypes("LANGUAGE:\n").language is None


@pytest.mark.process
def test_the_command_lines_help_speaks_the_systems_language_and_language_wins() -> None:
    environ = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "LANG": "de_DE.UTF-8"}
    german = subprocess.run([sys.executable, "-m", "freecell_retro", "--help"], capture_output=True, text=True,
                            env=environ, check=True).stdout
    assert "Befehle" in german and "Optionen" in german
    french = subprocess.run([sys.executable, "-m", "freecell_retro", "--language", "fr", "--help"],
                            capture_output=True, text=True, env=environ, check=True).stdout
    assert "commandes" in french
    bad = subprocess.run([sys.executable, "-m", "freecell_retro", "--language", "xx", "deal", "1"],
                         capture_output=True, text=True, env=environ, check=False)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "de, fr" in bad.stderr


def test_every_language_has_its_own_name_in_the_menu() -> None:
    assert list(LANGUAGES) == ["en", "de", "fr", "it", "es", "sv"]
    assert LANGUAGES["de"] == "Deutsch" and LANGUAGES["fr"] == "Français"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_languages_guide_opens_in_the_games_reader_and_how_to_play_picks_it(code: str) -> None:
    from freecell_retro.session.screen.desk import guide_path
    from freecell_retro.session.windows.guide import GuideModel, read_guide

    language.choose(code)
    path = guide_path()
    assert path.name == "FreeCell.guide" and (code == "en" or path.parent.name == code)
    model = GuideModel(read_guide(path))
    assert model.title.startswith(_("How To Play"))
