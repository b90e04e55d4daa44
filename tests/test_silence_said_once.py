"""A game started without a name shows the stats file requester, then the game, in the
same window: a missing sound device is said once, not once for each."""

from __future__ import annotations

from typing import Any

import pytest

from freecell_retro.session import Options, Session
from freecell_retro.ui import sound


def no_audio() -> Any:
    raise OSError("no sound device")


def test_the_requester_then_the_game_say_the_silence_once(game_window: Any, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sound, "import_arcade", no_audio)
    game_window.game_display.sound = sound.SoundPlayer()  # the window is shared by the tests: a sound system anew
    requester = Session(Options(sound=True), clock=lambda: 0.0)
    game_window.show(requester)
    game_window.game_display.sound.preload()  # what half a second of quiet does
    game_window.game_display.sound.play("pick")
    game = Session(Options(sound=True), clock=lambda: 0.0)
    game.select_game(617)
    game_window.show(game)
    game_window.game_display.sound.preload()
    game_window.game_display.sound.play("pick")
    assert capsys.readouterr().err.count("plays silently") == 1
