"""The guide's first screen: the stats file requester, before any game.

``freecell-retro`` with no argument and MULTIPLESTATS: YES opens the window on
an empty board (in the tool types' screen mode) with a file requester on the
stats folder: the player's ``stats.#?`` files and ``default``. Choosing one,
or typing a new name (``Fred`` or ``stats.Fred``; Return or OK), opens that
stats file, creating it if it is new; Cancel quits, and nothing has been
written. A name that is not allowed, or a stats file that cannot be opened,
is one line in the requester, which stays open.

The play command does::

    start = StatsStart(request, on_open)    # request: launch.prepare()'s StatsRequest
    # open the window on start.session (request.options' screen mode, no game),
    # showing start.requester; on_open(launch) runs when a stats file is open:
    #     session, accounting = launch.start_session() ... and the window shows that session.
    # Cancel ends start.session (SessionEnded: the window closes) with nothing written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ...files.locations import DEFAULT_STATS, check_stats_name, is_stats_file_name
from ...language import N_, _
from ..windows.drawerlist import Root
from ..windows.filerequester import FileRequester
from .launch import Launch, StatsRequest
from .session import Session

TITLE = N_("Select a Stats File")
VOLUME = "Stats"


class StatsStart:
    """The stats file requester at start, over ``session``: an empty board with no statistics kept."""

    def __init__(self, request: StatsRequest, on_open: Callable[[Launch], None] = lambda _launch: None) -> None:
        self.request = request
        self.on_open = on_open
        self.launch: Launch | None = None
        """The stats file opened, once the player has chosen."""
        self.session = Session(request.options)
        self.requester = FileRequester(_(TITLE), [Root(VOLUME, request.folder)], self._chosen, pattern=request.pattern,
                                       name_for=check_stats_name, new_names=True, accept=is_stats_file_name,
                                       always=[DEFAULT_STATS], drawers=False)

    @property
    def cancelled(self) -> bool:
        return self.session.finished

    def _chosen(self, path: Path | None) -> None:
        if path is None:
            self.session.request_quit()  # nothing in progress: the session ends, writing nothing
            return
        self.launch = self.request.open(path.name)
        self.on_open(self.launch)
