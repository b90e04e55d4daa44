"""The session layer: everything the menus and requesters do, with no window.

Four rooms, each importing only those before it: :mod:`.windows` (the window
stack and its models), :mod:`.game` (the session and its bookkeeping),
:mod:`.assist` (the solver at the player's side) and :mod:`.screen` (one
session's screen of windows put together)."""

from .game.options import Option, Options
from .game.selection import Selection
from .game.session import Session
from .windows.requesters import Requester

__all__ = ["Option", "Options", "Requester", "Selection", "Session"]
