"""A folder beside the player's holding a file nobody asked the game to touch: where a name, a link
or a sidecar planted by someone else must never lead (the ``outside`` fixture of conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path

SECRET = "the player's own file, not a stats file\n"


def make_outside(tmp_path: Path) -> Path:
    place = tmp_path / "outside"
    place.mkdir()
    (place / "secret").write_text(SECRET)
    return place


def untouched(outside: Path) -> bool:
    """Nothing outside was renamed, created, locked or changed."""
    return sorted(os.listdir(outside)) == ["secret"] and (outside / "secret").read_text() == SECRET
