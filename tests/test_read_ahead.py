"""Reading ahead: half a second after the screen falls quiet, the guide and the set games
drawer are read as How To Play and Play Set Game first read them, so both open within a frame; once."""

from pathlib import Path

import pytest

from freecell_retro.files.amigaguide import Guide, load_guide
from freecell_retro.session import Session
from freecell_retro.session.screen.services import READ_AHEAD_AFTER
from freecell_retro.session.windows import guide
from freecell_retro.ui.display import Display


def test_read_ahead_once_the_screen_is_quiet_and_only_once(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session()
    display = Display(session)
    session.shows = False  # no deal shown: the screen is quiet at once
    session.select_game(617)
    calls = []
    monkeypatch.setattr(display.desk, "read_ahead", lambda: calls.append(1))
    for _ in range(READ_AHEAD_AFTER - 1):
        display.tick()
    assert calls == []
    for _ in range(3 * READ_AHEAD_AFTER):
        display.tick()
    assert calls == [1]


def test_moving_cards_put_it_off(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session()
    display = Display(session)
    session.select_game(617)  # the deal is shown: nothing is read while it runs
    calls = []
    monkeypatch.setattr(display.desk, "read_ahead", lambda: calls.append(1))
    for _ in range(READ_AHEAD_AFTER):
        display.tick()
    assert calls == [] and session.show is not None


def test_the_guide_is_parsed_ahead_and_not_again_when_opened(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session = Session(setgames_dir=tmp_path / "not made")
    display = Display(session)
    display.desk.read_ahead()
    parsed: list[Path] = []

    def loading(path: Path) -> Guide:
        parsed.append(path)
        return load_guide(path)
    monkeypatch.setattr(guide, "load_guide", loading)
    display.desk.open_guide()
    assert display.desk.guide is not None and parsed == []
    assert not (tmp_path / "not made").exists()  # reading ahead makes no folder


def test_the_sounds_load_at_the_same_quiet_moment_once_and_only_when_heard(monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_retro.session import Options

    for sound, wanted in ((True, [1]), (False, [])):
        session = Session(Options(sound=sound))
        display = Display(session)
        session.shows = False
        session.select_game(617)
        loads: list[int] = []
        monkeypatch.setattr(display.sound, "preload", lambda loads=loads: loads.append(1))
        for _ in range(3 * READ_AHEAD_AFTER):
            display.tick()
        assert loads == wanted


def test_how_to_play_s_first_page_is_drawn_ahead_so_its_letters_are_ready_when_opened() -> None:
    """At the same quiet moment How To Play's first page is drawn once off screen: when the player
    then opens it, every line of its first page finds its letters drawn already."""
    from freecell_retro.ui.screen.fonts import GUIDE_FONT, shipped_font

    session = Session()
    display = Display(session)
    session.shows = False
    session.select_game(617)
    text_font = shipped_font(GUIDE_FONT)
    text_font.text_mask.cache_clear()
    for _ in range(3 * READ_AHEAD_AFTER):
        display.tick()
    drawn_ahead = text_font.text_mask.cache_info()
    assert drawn_ahead.currsize > 0
    display.desk.open_guide()
    display.frame()
    opened = text_font.text_mask.cache_info()
    assert opened.misses == drawn_ahead.misses and opened.hits > drawn_ahead.hits
