"""The session layer: everything the menus and requesters do, with no window."""

from .options import Options
from .requesters import Requester
from .selection import Selection
from .session import Session

__all__ = ["Options", "Requester", "Selection", "Session"]
