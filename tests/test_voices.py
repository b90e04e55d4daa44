"""The platform's voices for Options ▸ Speech (ui/voices.py): a real eSpeak NG speaking a line into a
WAV file that holds sound, the worker thread that never keeps the screen waiting and lets a new
utterance cut the old one short, and the one line said when no voice is found."""

from __future__ import annotations

import threading
import wave
from array import array
from pathlib import Path

import pytest
from real_window import until

from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.ui.voices import PlatformVoice, VoiceThread, _espeak, make_speaker


@pytest.mark.process
def test_espeak_ng_speaks_a_line_into_a_wav_file_that_holds_sound(tmp_path: Path) -> None:
    engine = _espeak()
    if engine is None:
        pytest.skip("espeak-ng is not installed")
    wav = tmp_path / "said.wav"
    engine.save("column 3: 7 of hearts on 8 of spades", wav)  # type: ignore[attr-defined]
    with wave.open(str(wav)) as sound:
        assert sound.getsampwidth() == 2 and sound.getnchannels() == 1
        rate, frames = sound.getframerate(), sound.readframes(sound.getnframes())
    samples = array("h", frames)
    assert len(samples) > rate // 2  # more than half a second of speech
    loud = sum(1 for sample in samples if abs(sample) > 1000)
    assert loud > len(samples) // 20, f"{loud} of {len(samples)} samples are above the noise"


class Blocking:
    """An engine that speaks until told to stop: the worker thread holds it, never the caller."""

    name = "blocking"

    def __init__(self) -> None:
        self.started: list[str] = []
        self.stopped = 0
        self.speaking = threading.Event()
        self.cut = threading.Event()

    def speak(self, text: str, rate: str) -> None:
        self.started.append(text)
        self.speaking.set()
        self.cut.wait(timeout=30)
        self.cut.clear()

    def stop(self) -> None:
        self.stopped += 1
        self.cut.set()

    def close(self) -> None:
        self.cut.set()


def test_the_voice_speaks_on_its_own_thread_and_a_new_utterance_cuts_the_old_one_short() -> None:
    engine = Blocking()
    voice = VoiceThread(engine)
    voice.say("column 1: empty", "normal")  # returns while the engine still speaks
    assert engine.speaking.wait(timeout=30) and engine.started == ["column 1: empty"]
    engine.speaking.clear()
    voice.say("free cell 2: empty", "fast")
    assert engine.speaking.wait(timeout=30) and engine.started[-1] == "free cell 2: empty"
    assert engine.stopped >= 2
    voice.close()


def test_with_no_voice_one_line_says_so_and_speech_stays_silent(tmp_path: Path) -> None:
    lines: list[str] = []
    speaker = make_speaker(ToolTypes(speech_log=tmp_path / "spoken.txt"), PlatformVoice((), lines.append),
                           lines.append)
    speaker.say("Speech on.")
    speaker.say("Game 617 dealt.")
    assert (tmp_path / "spoken.txt").read_text() == "Speech on.\nGame 617 dealt.\n"
    voice = speaker.voice
    assert isinstance(voice, PlatformVoice) and voice.finding.looked.wait(timeout=30)
    until(lambda: bool(lines), "the one line")
    assert len(lines) == 1 and "no voice found" in lines[0] and voice.name == ""


def test_a_speech_log_that_cannot_be_made_is_one_line_and_speech_goes_on(tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "log").symlink_to(tmp_path / "elsewhere")
    lines: list[str] = []
    speaker = make_speaker(ToolTypes(speech_log=tmp_path / "log"), PlatformVoice((), lines.append), lines.append)
    assert len(lines) == 1 and "SPEECHLOG" in lines[0]
    speaker.say("Speech on.")
    until(lambda: len(lines) == 2, "the voice's line")
    assert "no voice found" in lines[1]
