"""Set up (the first time) and play: ``python3 scripts/play.py [STATSFILE]`` (Windows: ``py scripts\\play.py``)."""

import sys

from venv_setup import run

if __name__ == "__main__":
    sys.exit(run("", ["-m", "freecell_retro", *sys.argv[1:]]))
