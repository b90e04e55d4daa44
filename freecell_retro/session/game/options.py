"""The player's preferences, as the Options menu sets them and the stats file keeps them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.errors import FreeCellError
from ...engine.rules import Rules
from ...files.statsvalues import ANIMATION_SPEEDS as ANIMATION_SPEEDS
from ...files.statsvalues import DOCK_LIMIT
from ...files.tooltypes import CARD_SET_NAME
from ...files.tooltypes import SCREEN_MODES as SCREEN_MODES


@dataclass
class Options:
    """Everything the Options menu toggles. ``card_set`` None means the one
    that suits the screen mode (small for the non-laced modes).
    ``dock_position`` is the tool dock window's top-left in native pixels;
    None: its default place."""

    messages: bool = True
    double_click: bool = True
    free_cells: int = 4
    rules: Rules = Rules.ORIGINAL
    screen_mode: str = "pal-laced"
    card_set: str | None = None
    animation: str = "normal"
    dock_open: bool = False
    dock_position: tuple[int, int] | None = None
    keep_stats: bool = True
    show_winnability: bool = False
    solvable_only: bool = False
    show_targets: bool = False
    status_counts: bool = False
    double_click_home: bool = False
    sound: bool = True
    automatic_moves: bool = True
    """Cards no longer needed go home by themselves after every move (the guide's rule); off: only when sent."""


def _whole(value: object, lowest: int, highest: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lowest <= value <= highest


def _position(value: object) -> bool:
    return value is None or (isinstance(value, tuple) and len(value) == 2
                             and all(_whole(v, 0, DOCK_LIMIT) for v in value))


_ALLOWED: dict[str, tuple[Callable[[object], bool], str]] = {
    "messages": (lambda v: isinstance(v, bool), "True or False"),
    "double_click": (lambda v: isinstance(v, bool), "True or False"),
    "dock_open": (lambda v: isinstance(v, bool), "True or False"),
    "keep_stats": (lambda v: isinstance(v, bool), "True or False"),
    "show_winnability": (lambda v: isinstance(v, bool), "True or False"),
    "solvable_only": (lambda v: isinstance(v, bool), "True or False"),
    "show_targets": (lambda v: isinstance(v, bool), "True or False"),
    "status_counts": (lambda v: isinstance(v, bool), "True or False"),
    "double_click_home": (lambda v: isinstance(v, bool), "True or False"),
    "sound": (lambda v: isinstance(v, bool), "True or False"),
    "automatic_moves": (lambda v: isinstance(v, bool), "True or False"),
    "free_cells": (lambda v: _whole(v, 0, 4), "0 to 4"),
    "rules": (lambda v: isinstance(v, Rules), "a Rules"),
    "screen_mode": (lambda v: v in SCREEN_MODES, ", ".join(SCREEN_MODES)),
    "card_set": (lambda v: v is None or isinstance(v, str) and bool(CARD_SET_NAME.match(v)),
                 "None or a card set name"),
    "animation": (lambda v: v in ANIMATION_SPEEDS, " or ".join(ANIMATION_SPEEDS)),
    "dock_position": (_position, f"None or (x, y), each 0 to {DOCK_LIMIT}"),
}


def check_option(name: str, value: object) -> None:
    """FreeCellError unless ``value`` is one the option ``name`` can take (a
    program error, never the player's: the menus offer only allowed values)."""
    if name not in _ALLOWED:
        raise FreeCellError(f"no option {name!r}")
    allowed, what = _ALLOWED[name]
    if not allowed(value):
        raise FreeCellError(f"option {name} must be {what}, not {value!r}")
