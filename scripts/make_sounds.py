#!/usr/bin/env python3
"""Make the game's sound effects into data/sounds/ (freecell_retro.files.samples says how they are made).

    python scripts/make_sounds.py
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from freecell_retro.files.samples import write_sounds  # noqa: E402

if __name__ == "__main__":
    for path in write_sounds(ROOT / "data" / "sounds"):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size:,} bytes")
