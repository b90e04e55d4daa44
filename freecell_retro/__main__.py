"""``python -m freecell_retro``."""

import sys

from .cli import main

sys.exit(main())
