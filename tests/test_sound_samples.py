"""The sound effects are the project's own, made by freecell_retro.files.samples: 8-bit mono WAVs at
Paula's 8,363 Hz, short, the same every time, and the files shipped in data/sounds are exactly those."""

import io
import wave
from pathlib import Path

import pytest

from freecell_retro.files import samples
from freecell_retro.files.assets import asset_path
from freecell_retro.session.game.sounds import SOUNDS

LONGEST = {"win": 1.5}
"""Seconds; every other sound at most 0.6."""


@pytest.mark.parametrize("name", samples.SOUNDS)
def test_each_sound_is_a_short_8_bit_mono_wav_at_paulas_rate(name: samples.Sound) -> None:
    with wave.open(io.BytesIO(samples.wav_bytes(name))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 1, samples.RATE) == (1, 1, 8363)
        seconds = wav.getnframes() / wav.getframerate()
        frames = wav.readframes(wav.getnframes())
    assert 0.02 < seconds <= LONGEST.get(name, 0.6)
    assert max(frames) - min(frames) > 100  # it is heard, not silence
    assert samples.wav_bytes(name) == samples.wav_bytes(name)  # seeded: the same every time


def test_the_six_sounds_the_session_plays_are_the_ones_made() -> None:
    assert SOUNDS == samples.SOUNDS == ("pick", "place", "home", "buzz", "deal", "win")


def test_the_shipped_files_are_what_the_module_makes() -> None:
    folder = asset_path("data", "sounds")
    assert sorted(path.name for path in folder.iterdir()) == sorted(f"{name}.wav" for name in samples.SOUNDS)
    for name in samples.SOUNDS:
        assert (folder / f"{name}.wav").read_bytes() == samples.wav_bytes(name), (
            f"{name}.wav: run python scripts/make_sounds.py")


def test_write_sounds_writes_each_file_whole(tmp_path: Path) -> None:
    written = samples.write_sounds(tmp_path / "sounds")
    assert [path.name for path in written] == [f"{name}.wav" for name in samples.SOUNDS]
    assert sorted(p.name for p in (tmp_path / "sounds").iterdir()) == sorted(p.name for p in written)  # no temp left
    assert all(path.read_bytes() == samples.wav_bytes(name) for path, name in zip(written, samples.SOUNDS))


def test_the_maker_runs_from_an_install_and_says_its_usage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert samples.main([str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{name}.wav" for name in samples.SOUNDS)
    assert samples.main([]) == 2 and capsys.readouterr().err.startswith("usage: python -m freecell_retro.files.samples")
