"""Playing the sounds never stops the game: with no audio device (this machine, CI), a missing or
damaged sample, or a driver that raises, the game goes on silent after exactly one line."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")

import arcade  # noqa: E402
import pyglet  # noqa: E402

from freecell_retro.files.samples import SOUNDS  # noqa: E402
from freecell_retro.ui.sound import SoundPlayer  # noqa: E402


def test_every_sound_plays_or_the_game_is_told_once_why_it_is_silent() -> None:
    heard: list[str] = []
    player = SoundPlayer(notice=heard.append)
    for _ in range(3):
        for name in SOUNDS:
            player.play(name)
    assert len(heard) <= 1
    if heard:  # no sound device here: pyglet's silent driver
        assert heard[0] == "freecell-retro: the game plays silently: no sound device" and player.silent


def test_a_sample_that_will_not_load_is_one_line_however_often_played(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise OSError("the sample is damaged")
    monkeypatch.setattr(arcade, "Sound", broken)
    heard: list[str] = []
    player = SoundPlayer(notice=heard.append)
    player.preload()
    for name in SOUNDS * 5:
        player.play(name)
    assert heard == ["freecell-retro: the game plays silently: the sample is damaged"]


def test_a_driver_that_raises_while_playing_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    class Refusing:
        def __init__(self, *_args: object, **_kwargs: object) -> None:
            pass

        def play(self) -> None:
            raise pyglet.media.exceptions.MediaException("device went away")
    monkeypatch.setattr(arcade, "Sound", Refusing)
    monkeypatch.setattr(pyglet.media.drivers, "get_audio_driver", lambda: object())  # a device, it says
    heard: list[str] = []
    player = SoundPlayer(notice=heard.append)
    for name in SOUNDS * 3:
        player.play(name)
    assert heard == ["freecell-retro: the game plays silently: device went away"]


def test_a_missing_folder_is_one_line(tmp_path: Path) -> None:
    heard: list[str] = []
    player = SoundPlayer(tmp_path / "nowhere", notice=heard.append)
    player.play("home")
    player.play("win")
    assert len(heard) == 1 and heard[0].startswith("freecell-retro: the game plays silently: ")


def test_a_sound_librarys_own_lines_do_not_reach_stderr(capfd: pytest.CaptureFixture[str]) -> None:
    """What OpenAL or ALSA print while pyglet picks its driver (as Arcade is imported) goes nowhere."""
    from freecell_retro.ui.quietimport import native_stderr_silenced

    with native_stderr_silenced():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"the game's own line\n")
    err = capfd.readouterr().err
    assert "ALSA" not in err and "the game's own line" in err
