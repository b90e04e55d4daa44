"""What a search may spend and how it ended: light enough for the game's window to
import at start without the searches themselves (:mod:`.answer` loads those)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum


class Status(Enum):
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    GAVE_UP = "gave up"


@dataclass(frozen=True)
class Budget:
    """When to give up: after ``nodes`` positions expanded (counted in
    best-first expansions: the depth-first searches' are cheaper), with
    ``positions`` remembered (about 250 bytes each), after ``seconds``, or when
    ``cancelled()`` says so. Checked between turns of a few milliseconds.
    A cancelled search answers that it gave up, even with a long fallback
    solution in hand (reading it as moves would only keep its caller waiting
    for an answer it no longer wants: a hint taking fc-solve's instead).

    The default is in positions alone, so its answer is the same however busy
    the machine is: enough for every deal fc-solve solves in the sets of
    docs/benchmarks.md, and to prove those no one can win (the largest, deal
    90 with one free cell, remembers 720,000 positions; ForeCell's deal 136,
    1,550,000, packed). The game's own
    searches add seconds for the player's sake (and run beside the screen);
    ``freecell-retro solve`` takes them from ``--time-limit``."""

    nodes: int | None = 2_000_000
    seconds: float | None = None
    cancelled: Callable[[], bool] | None = None
    positions: int | None = 1_300_000
    helper: bool = True
    """May a helper process search on a second core (:mod:`.helper`; Linux
    with two cores or more)? It has :data:`.answer.HELPER_SHARE` of ``nodes`` and
    ``positions`` on top of the solver's own (its searches run for a second or
    so; the proof's positions are the solver's)."""
    shorten: bool = True
    """Look for shortcuts in a long solution found (:func:`.shortcuts.improve`:
    a tenth of the deals, up to a tenth of a second each)? A hint, which shows
    only the first move, does without."""
