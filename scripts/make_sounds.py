#!/usr/bin/env python3
"""Make the game's sound effects into data/sounds/ (freecell_retro.files.samples makes them; the wheel
carries that module, so ``python -m freecell_retro.files.samples FOLDER`` does the same from an install).

    python scripts/make_sounds.py
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from freecell_retro.files.samples import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main([str(ROOT / "data" / "sounds")]))
