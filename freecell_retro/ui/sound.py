"""Playing the game's sounds (``data/sounds/*.wav``, made by :mod:`..files.samples`) through Arcade.

A sound only starts playing here (pyglet mixes it on its own thread), so a
frame never waits for one. The samples, and Arcade itself, are loaded when
first wanted (a screenshot never needs them). The
sound system may be missing or broken in many ways — no audio device (pyglet
then falls back to its silent driver), no library, a driver that refuses, a
damaged file — and each one ends the same way: one line on stderr saying so,
and silence for the rest of the session, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import one_line
from ..files.assets import asset_path
from ..files.samples import SOUNDS, Sound
from ..language import _
from .quietimport import import_arcade

if TYPE_CHECKING:
    import arcade


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class SoundPlayer:
    """The six sounds of ``folder`` (the shipped ones by default), played by name; ``notice`` hears
    the one line said when the sound system cannot play."""

    def __init__(self, folder: Path | None = None, notice: Callable[[str], None] = _say) -> None:
        self.folder = folder or asset_path("data", "sounds")
        self.notice = notice
        self._sounds: dict[Sound, arcade.Sound] | None = None
        self.silent = False
        """The sound system could not play: nothing is tried again."""

    def preload(self) -> None:
        """Load the samples now (the screen calls this while nothing moves) rather than at the first sound."""
        self._loaded()

    def play(self, name: Sound) -> None:
        sounds = self._loaded()
        if sounds is None:
            return
        try:
            sounds[name].play()
        except Exception as error:  # noqa: BLE001 - whatever the audio driver raises, the game plays on
            self._fall_silent(error)

    def _loaded(self) -> dict[Sound, arcade.Sound] | None:
        if self.silent or self._sounds is not None:
            return self._sounds
        try:
            arcade_module: Any = import_arcade()  # with the window, already imported: pyglet chose its driver then
            import pyglet.media

            sounds = {name: arcade_module.Sound(self.folder / f"{name}.wav", streaming=False) for name in SOUNDS}
            driver = pyglet.media.drivers.get_audio_driver()  # type: ignore[no-untyped-call]  # pyglet leaves it bare
        except Exception as error:  # noqa: BLE001 - a missing library or file, a driver that will not start
            self._fall_silent(error)
            return None
        if driver is None or type(driver).__name__ == "SilentDriver":
            self._fall_silent(_("no sound device"))
            return None
        self._sounds = sounds
        return sounds

    def _fall_silent(self, why: object) -> None:
        if not self.silent:
            self.silent, self._sounds = True, None
            reason = one_line(str(why)) or type(why).__name__
            self.notice(_("freecell-retro: the game plays silently: {reason}").format(reason=reason))
