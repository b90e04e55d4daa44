"""Who says the words: a :class:`Voice` (the player's screen reader, the platform's voice, or a
recording in the tests) and the spoken-text log, behind one :class:`Speaker`.

The session's :class:`~.narrator.Narrator` decides what to say; the speaker says it. Each
utterance interrupts the one before (a player who presses on wants the new news, not the end of
the old), and every utterance is also written to the log when there is one, whether or not a
voice was found.

>>> voice = RecordingVoice()
>>> speaker = Speaker(voice)
>>> speaker.say("column 1: empty")
>>> voice.said, voice.interrupted
(['column 1: empty'], 0)
>>> speaker.say("free cell 2: empty"); voice.interrupted
1
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

RATES = ("slow", "normal", "fast")
"""Options ▸ Speech's rates; each voice turns them into its own units."""


class Voice(Protocol):
    """Something that speaks: :meth:`say` replaces what it is saying, never waits for it."""

    @property
    def name(self) -> str:
        """What it is (``speech-dispatcher``); '' while none is known."""

    def say(self, text: str, rate: str) -> None: ...

    def close(self) -> None: ...


class SilentVoice:
    """No voice was found: the words go only to the log."""

    name = ""

    def say(self, text: str, rate: str) -> None:
        """Nothing to say it with."""

    def close(self) -> None:
        """Nothing to close."""


class RecordingVoice:
    """A voice for the tests: it keeps what it was given, and counts the utterances cut short."""

    name = "recording"

    def __init__(self) -> None:
        self.said: list[str] = []
        self.rates: list[str] = []
        self.interrupted = 0
        self.closed = False

    def say(self, text: str, rate: str) -> None:
        if self.said:
            self.interrupted += 1
        self.said.append(text)
        self.rates.append(rate)

    def close(self) -> None:
        self.closed = True

    @property
    def last(self) -> str:
        return self.said[-1] if self.said else ""


class Speaker:
    """The words out: to ``voice``, and each as a line to ``log`` (a callable taking the line:
    :class:`~freecell_retro.files.speechlog.SpeechLog`'s ``write``), at ``rate``."""

    def __init__(self, voice: Voice | None = None, log: Callable[[str], None] | None = None) -> None:
        self.voice: Voice = voice or SilentVoice()
        self.log = log
        self.rate = "normal"

    def say(self, text: str) -> None:
        """Say ``text`` now, cutting short what was being said."""
        text = " ".join(text.split())
        if not text:
            return
        if self.log is not None:
            self.log(text)
        self.voice.say(text, self.rate)

    def close(self) -> None:
        self.voice.close()
