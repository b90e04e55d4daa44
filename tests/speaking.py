"""A session with Speech on and a recording voice, driven by the keys as a player who cannot see
the screen drives it: each key goes through the window stack, a refresh goes by, and what was
said is what the test reads."""

from __future__ import annotations

import random
from dataclasses import dataclass

from freecell_retro.session import Session
from freecell_retro.session.assist import adviser as adviser_module
from freecell_retro.session.assist.adviser import Adviser
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.assistants import Frame
from freecell_retro.session.game.options import Option, Options
from freecell_retro.session.screen.services import Services, assemble
from freecell_retro.session.speech.speaker import RecordingVoice, Speaker
from freecell_retro.session.windows.input import KeyPress, Text
from freecell_retro.solver.engines import Engine


@dataclass
class Listener:
    """A session as heard: ``press`` a key, ``type`` text, read :attr:`heard`."""

    session: Session
    services: Services
    voice: RecordingVoice
    speaker: Speaker

    def refresh(self, before: int | None = None) -> str:
        """One screen refresh: what was said since ``before`` utterances (by default: in it; '' for nothing)."""
        before = len(self.voice.said) if before is None else before
        self.services.tick(Frame())
        return " ".join(self.voice.said[before:])

    def press(self, *keys: str) -> str:
        """Press each key (``"Right"``, ``"Shift+Backspace"``, ``"7"``), a refresh after each; what the last said."""
        said = ""
        for name in keys:
            before = len(self.voice.said)
            self.session.windows.handle(KeyPress.parse(name))
            said = self.refresh(before)
        return said

    def type(self, text: str) -> str:
        before = len(self.voice.said)
        self.session.windows.handle(Text(text))
        return self.refresh(before)

    @property
    def everything(self) -> str:
        return "\n".join(self.voice.said)


def listening(session: Session | None = None, speaker: Speaker | None = None, accounting: Accounting | None = None,
              **options: object) -> Listener:
    """``session`` (a new one with ``options``) with its services (``accounting``: the statistics kept),
    Speech switched on, a refresh gone by."""
    session = session or Session(Options(**options), rng=random.Random(5), clock=lambda: 0.0)  # type: ignore[arg-type]
    voice = RecordingVoice() if speaker is None else speaker.voice
    assert isinstance(voice, RecordingVoice)
    speaker = speaker or Speaker(voice)
    services = assemble(session, speaker=speaker, accounting=accounting,
                        make_adviser=lambda s, browser: Adviser(s, browser, engine=Engine.BUILTIN))
    if not session.options.speech:
        session.set_option(Option.SPEECH, True)
    listener = Listener(session, services, voice, speaker)
    listener.refresh()
    return listener


__all__ = ["Listener", "listening", "adviser_module"]
