"""Where the files that ship with the game are: card sets, fonts, palettes,
tool types, set games and sample solutions.

Installed from a wheel they sit in ``freecell_retro/_assets/``; in a checkout,
at the top of the repository (docs/architecture.md).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_CANDIDATES = (_PACKAGE / "_assets", _PACKAGE.parent)


def asset_path(folder: str, *parts: str) -> Path:
    """``asset_path("data", "palettes", "default")``: the shipped file or folder."""
    for root in _CANDIDATES:
        if (root / folder).is_dir():
            return root.joinpath(folder, *parts)
    return _CANDIDATES[-1].joinpath(folder, *parts)
