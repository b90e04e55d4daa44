"""The player's preferences, as the Options menu sets them and the stats file keeps them."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import Rules

SCREEN_MODES = ("pal-hires", "pal-laced", "ntsc-hires", "ntsc-laced", "productivity")
ANIMATION_SPEEDS = ("normal", "slow")


@dataclass
class Options:
    """Everything the Options menu toggles. ``card_set`` None means the one
    that suits the screen mode (small for the non-laced modes)."""

    messages: bool = True
    double_click: bool = True
    free_cells: int = 4
    rules: Rules = Rules.ORIGINAL
    screen_mode: str = "pal-laced"
    card_set: str | None = None
    animation: str = "normal"
    dock_open: bool = False
    keep_stats: bool = True
