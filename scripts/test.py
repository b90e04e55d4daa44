"""Set up (the first time) and run every test: ``python3 scripts/test.py [pytest arguments]``
(Windows: ``py scripts\\test.py``)."""

import sys

from venv_setup import run

if __name__ == "__main__":
    sys.exit(run("test", ["-m", "pytest", "-q", *sys.argv[1:]]))
