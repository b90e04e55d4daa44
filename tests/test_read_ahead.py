"""Reading ahead: half a second after the screen falls quiet, the guide and the set games
drawer are read as How To Play and Play Set Game first read them, so both open within a frame; once."""

from freecell_retro.session import Session
from freecell_retro.session.screen.services import READ_AHEAD_AFTER
from freecell_retro.session.windows import guide
from freecell_retro.ui.display import Display


def test_read_ahead_once_the_screen_is_quiet_and_only_once(monkeypatch):
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


def test_moving_cards_put_it_off(monkeypatch):
    session = Session()
    display = Display(session)
    session.select_game(617)  # the deal is shown: nothing is read while it runs
    calls = []
    monkeypatch.setattr(display.desk, "read_ahead", lambda: calls.append(1))
    for _ in range(READ_AHEAD_AFTER):
        display.tick()
    assert calls == [] and session.show is not None


def test_the_guide_is_parsed_ahead_and_not_again_when_opened(monkeypatch, tmp_path):
    session = Session(setgames_dir=tmp_path / "not made")
    display = Display(session)
    display.desk.read_ahead()
    parsed = []
    real = guide.load_guide
    monkeypatch.setattr(guide, "load_guide", lambda path: parsed.append(path) or real(path))
    display.desk.open_guide()
    assert display.desk.guide is not None and parsed == []
    assert not (tmp_path / "not made").exists()  # reading ahead makes no folder
