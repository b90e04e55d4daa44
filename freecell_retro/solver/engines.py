"""Which engines answer hints and winnability: a name the game's window and tool
types use without loading fc-solve's runner (:mod:`.fcsolve`) or the searches."""

from __future__ import annotations

from enum import Enum


class Engine(Enum):
    """The ``SOLVER`` tool type: which engines answer hints and winnability."""

    AUTO = "auto"
    """Ours, raced against fc-solve when it is installed."""
    BUILTIN = "builtin"
    FC_SOLVE = "fc-solve"
    """Both, as ``auto``; named so a player can ask for it (without it installed: ours alone)."""
