"""The game's sound effects, made here rather than sampled: 8-bit mono at a Paula rate.

Each sound is built from square and triangle waves and seeded noise with
simple envelopes, as a tracker musician of the day would have made one, and
written as an 8-bit unsigned PCM WAV. The rate, 8,363 Hz, is the one Amiga
trackers played a sample at for the note C-3 (Paula's period 428 on an NTSC
machine): low, a little gritty, and small — none of the six is over 13 KB.
``python -m freecell_retro.files.samples FOLDER`` (``scripts/make_sounds.py``
for ``data/sounds/``) writes them; a test checks that the files shipped are
exactly what this module makes.

>>> import io, wave
>>> with wave.open(io.BytesIO(wav_bytes("home"))) as wav:
...     wav.getframerate(), wav.getsampwidth(), wav.getnchannels(), round(wav.getnframes() / RATE, 2)
(8363, 1, 1, 0.22)
"""

from __future__ import annotations

import io
import math
import random
import wave
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal

from .atomic import write_bytes_atomic

RATE = 8363
"""Samples a second: Paula playing C-3 (period 428) on an NTSC Amiga; a PAL one plays that period at 8,287."""

Wave = Callable[[float], float]
"""A waveform over one cycle: phase 0-1 to -1..1."""


def square(phase: float) -> float:
    return 1.0 if phase % 1.0 < 0.5 else -1.0


def triangle(phase: float) -> float:
    phase %= 1.0
    return 4 * phase - 1 if phase < 0.5 else 3 - 4 * phase


def _tone(wave: Wave, start_hz: float, seconds: float, end_hz: float | None = None, attack: float = 0.004,
          decay: float = 6.0) -> list[float]:
    """A note gliding from ``start_hz`` to ``end_hz``, with a quick attack and an exponential decay."""
    count = round(seconds * RATE)
    end_hz = start_hz if end_hz is None else end_hz
    phase, samples = 0.0, []
    for n in range(count):
        t = n / RATE
        phase += (start_hz + (end_hz - start_hz) * n / max(count - 1, 1)) / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t / seconds)
        samples.append(wave(phase) * envelope)
    return samples


def _noise(seconds: float, seed: int, decay: float = 8.0, hold: int = 1) -> list[float]:
    """A burst of seeded noise, each value held ``hold`` samples (a duller click)."""
    rng = random.Random(seed)
    count = round(seconds * RATE)
    samples, value = [], 0.0
    for n in range(count):
        if n % hold == 0:
            value = rng.uniform(-1, 1)
        samples.append(value * math.exp(-decay * n / count))
    return samples


def _mix(*parts: tuple[float, Sequence[float]]) -> list[float]:
    """Sounds laid over each other, each from its start in seconds."""
    length = max(round(start * RATE) + len(samples) for start, samples in parts)
    mixed = [0.0] * length
    for start, samples in parts:
        offset = round(start * RATE)
        for n, value in enumerate(samples):
            mixed[offset + n] += value
    return mixed


def _pick() -> list[float]:
    return _mix((0.0, [0.6 * v for v in _noise(0.03, 1, hold=2)]), (0.0, [0.4 * v for v in _tone(square, 1400, 0.03)]))


def _place() -> list[float]:
    return _mix((0.0, [0.7 * v for v in _noise(0.05, 2, hold=4)]), (0.0, [0.5 * v for v in _tone(triangle, 300, 0.06)]))


def _home() -> list[float]:
    return _mix((0.0, [0.45 * v for v in _tone(square, 1046.5, 0.09)]),
                (0.07, [0.45 * v for v in _tone(square, 1568.0, 0.15)]))


def _buzz() -> list[float]:
    return [0.55 * v for v in _tone(square, 110, 0.26, 98, decay=1.5)]


def _deal() -> list[float]:
    clicks = [(0.04 * k + 0.004 * (k % 3), [0.5 * v for v in _noise(0.025, 10 + k, decay=10, hold=2)])
              for k in range(12)]
    return _mix(*clicks)


def _win() -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5)
    steps = [(0.1 * k, [0.4 * v for v in _tone(square, hz, 0.12 if k < 5 else 0.45, decay=3.0)])
             for k, hz in enumerate(notes)]
    return _mix(*steps, (0.5, [0.3 * v for v in _tone(triangle, 261.63, 0.45, decay=3.0)]))


Sound = Literal["pick", "place", "home", "buzz", "deal", "win"]
"""A sound's name, which is also its file's (``data/sounds/<name>.wav``)."""

_MAKERS: dict[Sound, Callable[[], list[float]]] = {
    "pick": _pick, "place": _place, "home": _home, "buzz": _buzz, "deal": _deal, "win": _win}
SOUNDS: tuple[Sound, ...] = tuple(_MAKERS)
"""The six sounds: a card picked up, laid down, sent home, an illegal move, the deal, the win."""


PEAK = 0.9
"""Every sound is scaled to peak here: as loud as the others, and clear of clipping."""


def samples(name: Sound) -> list[float]:
    """Sound ``name`` as values -1..1 at :data:`RATE` (KeyError for a name not in :data:`SOUNDS`)."""
    made = _MAKERS[name]()
    scale = PEAK / max(abs(value) for value in made)
    return [value * scale for value in made]


def wav_bytes(name: Sound) -> bytes:
    """Sound ``name`` as a WAV file: 8-bit unsigned, mono, :data:`RATE` samples a second."""
    frames = bytes(max(0, min(255, round(128 + 127 * value))) for value in samples(name))
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(1)
        wav.setframerate(RATE)
        wav.writeframes(frames)
    return out.getvalue()


def write_sounds(folder: Path) -> list[Path]:
    """Write every sound into ``folder`` as ``<name>.wav`` (each atomically); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        write_bytes_atomic(path, wav_bytes(name))
        paths.append(path)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    """Write the sounds into the folder named (``data/sounds`` of a checkout, by scripts/make_sounds.py)."""
    import sys

    arguments = list(sys.argv[1:] if argv is None else argv)
    if len(arguments) != 1:
        print("usage: python -m freecell_retro.files.samples FOLDER", file=sys.stderr)
        return 2
    for path in write_sounds(Path(arguments[0])):
        print(f"{path}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
