"""How the windows put numbers into words: counts and clock times.

>>> count_of(1, "move"), count_of(65, "move"), format_time(42), format_time(3723)
('1 move', '65 moves', '0:42', '1:02:03')
"""

from __future__ import annotations

from ...files.statslines import format_time as format_time  # the stats command's too: kept beside the stats files


def count_of(number: int, thing: str) -> str:
    """``1 move``, ``65 moves``: a count in a requester's words."""
    return f"{number} {thing}{'' if number == 1 else 's'}"
