"""The platform's own voices for Options ▸ Speech, each a soft dependency (the ``speech`` extra):

1. the screen reader the player already runs — NVDA, JAWS and the others on Windows through
   ``accessible_output2``; Orca's speech-dispatcher on Linux through the ``speechd`` module;
2. else the platform's voice: ``pyttsx3`` (SAPI5, NSSpeechSynthesizer, eSpeak), or eSpeak NG's
   ``espeak-ng`` command where it is installed.

None found: one line on stderr says so, and the game goes on silent (the spoken-text log still
gets every line). A voice never blocks the screen: :class:`VoiceThread` hands each utterance to
a worker thread, and a new one cuts short the one being spoken.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from ..engine.errors import FreeCellError, one_line
from ..files.speechlog import SpeechLog
from ..files.tooltypes import ToolTypes
from ..language import _
from ..session.speech.speaker import Speaker, Voice

ESPEAK_WORDS = {"slow": 130, "normal": 175, "fast": 260}
"""Words a minute for each of Options ▸ Speech's rates (eSpeak and pyttsx3)."""
SPEECHD_RATES = {"slow": -35, "normal": 0, "fast": 50}
"""speech-dispatcher's rate, -100 to 100."""


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class Engine(Protocol):
    """What a backend does; :class:`VoiceThread` calls it on its own thread."""

    name: str

    def speak(self, text: str, rate: str) -> None:
        """Start saying ``text`` (it may return before the end, or block until it)."""

    def stop(self) -> None:
        """Cut short what is being said (called from the game's thread)."""

    def close(self) -> None: ...


class EspeakCommand:
    """eSpeak NG's command: one process an utterance, ended when the next comes."""

    name = "espeak-ng"

    def __init__(self, program: str) -> None:
        self.program = program
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._stops = 0
        """Stops asked for: one asked while a process was starting ends it as soon as it has started."""

    def command(self, text: str, rate: str, wav: Path | None = None) -> list[str]:
        out = ["-w", str(wav)] if wav is not None else []
        return [self.program, "-s", str(ESPEAK_WORDS.get(rate, 175)), *out, "--", text]

    def speak(self, text: str, rate: str) -> None:
        with self._lock:
            stops = self._stops
        process = subprocess.Popen(self.command(text, rate), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        with self._lock:
            self._process = process
            cut = self._stops != stops
        if cut:
            process.terminate()
        process.wait()

    def stop(self) -> None:
        with self._lock:
            process, self._process = self._process, None
            self._stops += 1
        if process is not None and process.poll() is None:
            process.terminate()

    def save(self, text: str, wav: Path, rate: str = "normal") -> None:
        """Speak ``text`` into the WAV file ``wav`` (no sound device needed): for the tests."""
        subprocess.run(self.command(text, rate, wav), check=True, stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=60)

    def close(self) -> None:
        self.stop()


class SpeechDispatcher:
    """Orca's speech-dispatcher (``speechd``): it speaks on its own, cancelled by the next utterance."""

    name = "speech-dispatcher"

    def __init__(self, client: Any) -> None:
        self.client = client

    def speak(self, text: str, rate: str) -> None:
        self.client.cancel()
        self.client.set_rate(SPEECHD_RATES.get(rate, 0))
        self.client.speak(text)

    def stop(self) -> None:
        """speak itself cancels; nothing waits here."""

    def close(self) -> None:
        self.client.close()


class ScreenReader:
    """The screen reader running on Windows (NVDA, JAWS…) through ``accessible_output2``."""

    name = "screen reader"

    def __init__(self, output: Any) -> None:
        self.output = output

    def speak(self, text: str, rate: str) -> None:
        self.output.output(text, interrupt=True)  # the reader's own rate: the player has chosen it there

    def stop(self) -> None:
        """output(interrupt=True) cuts short the one before."""

    def close(self) -> None:
        """Nothing held."""


class Pyttsx3:
    """The platform's voice through ``pyttsx3``, made on the worker thread that drives it."""

    name = "pyttsx3"

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make
        self._engine: Any = None

    def speak(self, text: str, rate: str) -> None:
        if self._engine is None:
            self._engine = self.make()
        self._engine.setProperty("rate", ESPEAK_WORDS.get(rate, 175))
        self._engine.say(text)
        self._engine.runAndWait()

    def stop(self) -> None:
        if self._engine is not None:
            self._engine.stop()

    def close(self) -> None:
        self.stop()


class VoiceThread:
    """``engine`` on a worker thread: :meth:`say` returns at once, and a new utterance replaces
    the one waiting and cuts short the one being said."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.name = engine.name
        self._next: tuple[str, str] | None = None
        self._wake = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=f"speech ({engine.name})", daemon=True)
        self._thread.start()

    def say(self, text: str, rate: str) -> None:
        with self._wake:
            self._next = (text, rate)
            self._wake.notify()
        self.engine.stop()

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._next is None and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                assert self._next is not None
                (text, rate), self._next = self._next, None
            try:
                self.engine.speak(text, rate)
            except Exception as error:  # noqa: BLE001 - a voice that fails goes quiet, the game goes on
                _say(
                    one_line(
                        _("freecell-retro: the {name} voice failed ({error}); speech is silent now.").format(
                            name=self.name, error=error
                        )
                    )
                )
                return

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify()
        self.engine.close()


def _screen_reader() -> Engine | None:
    if sys.platform != "win32":
        return None
    try:
        from accessible_output2.outputs.auto import Auto  # type: ignore[import-not-found]
        return ScreenReader(Auto())
    except Exception:  # noqa: BLE001 - not installed, or no reader: the next voice
        return None


def _speech_dispatcher() -> Engine | None:
    try:
        import speechd  # type: ignore[import-not-found]
        return SpeechDispatcher(speechd.SSIPClient("freecell-retro"))
    except Exception:  # noqa: BLE001 - not installed, or no dispatcher running: the next voice
        return None


def _pyttsx3() -> Engine | None:
    try:
        import pyttsx3  # type: ignore[import-not-found]
    except Exception:  # noqa: BLE001
        return None
    return Pyttsx3(pyttsx3.init)


def _espeak() -> Engine | None:
    program = shutil.which("espeak-ng") or shutil.which("espeak")
    return EspeakCommand(program) if program else None


FINDERS: tuple[Callable[[], Engine | None], ...] = (_screen_reader, _speech_dispatcher, _pyttsx3, _espeak)
"""Where a voice is looked for, first found first: the player's screen reader, then the platform's voice."""


class Finding:
    """The first engine :data:`FINDERS` find, looked for on the worker thread at the first utterance (a
    screen reader's library may take a moment to load: the screen never waits for it)."""

    name = "voice"

    def __init__(self, finders: tuple[Callable[[], Engine | None], ...], notice: Callable[[str], None]) -> None:
        self.finders, self.notice = finders, notice
        self.engine: Engine | None = None
        self.looked = threading.Event()

    def speak(self, text: str, rate: str) -> None:
        if not self.looked.is_set():
            self.engine = next((found for finder in self.finders if (found := finder()) is not None), None)
            self.looked.set()
            if self.engine is None:
                self.notice(_("freecell-retro: no voice found for Speech (a screen reader, speech-dispatcher, "
                            "pyttsx3 or espeak-ng); it stays silent, SPEECHLOG still gets every line."))
            else:
                self.name = self.engine.name
        if self.engine is not None:
            self.engine.speak(text, rate)

    def stop(self) -> None:
        if self.engine is not None:
            self.engine.stop()

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()


class PlatformVoice:
    """The platform's voice (:class:`Finding`), on a worker thread made when Speech first says something:
    a player who leaves Speech off never loads one."""

    def __init__(self, finders: tuple[Callable[[], Engine | None], ...] = FINDERS,
                 notice: Callable[[str], None] = _say) -> None:
        self.finding = Finding(finders, notice)
        self._voice: VoiceThread | None = None

    @property
    def name(self) -> str:
        return self.finding.name if self.finding.engine is not None else ""

    def say(self, text: str, rate: str) -> None:
        if self._voice is None:
            self._voice = VoiceThread(self.finding)
        self._voice.say(text, rate)

    def close(self) -> None:
        if self._voice is not None:
            self._voice.close()


def make_speaker(tooltypes: ToolTypes, voice: Voice | None = None, notice: Callable[[str], None] = _say) -> Speaker:
    """The window's speaker: the platform's voice, and the tool types' SPEECHLOG (a log that cannot be
    made is one line, and speech goes on without it)."""
    log = None
    if tooltypes.speech_log is not None:
        try:
            log = SpeechLog(tooltypes.speech_log, notice=lambda line: notice(f"freecell-retro: {line}")).write
        except (OSError, FreeCellError) as error:
            notice(one_line(f"freecell-retro: SPEECHLOG {os.fspath(tooltypes.speech_log)!r}: {error}"))
    return Speaker(voice or PlatformVoice(notice=notice), log)
