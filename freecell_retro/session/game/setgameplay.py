"""Play Set Game…: the file requester on the player's set games and the
shipped ones, and what choosing a file does.

The player's folder (SETGAMESDIR) is made on first use; the shipped set games
(``setgame.PC11982``, ``setgame.PC18492``) are the volume ``Shipped:``, and the
requester opens there while the player has none of their own. A chosen file
is read through the one capped reader; one that does not parse leaves the
requester open with the one line naming the file, the line and the problem,
and nothing else changes. A file that does parse is played as
:meth:`Session.play_setgame` plays it: never counted, the title bar showing the
file's name, after asking to resign a counted game in progress.
"""

from __future__ import annotations

import os
from pathlib import Path

from ...engine.errors import FileFormatError, one_line
from ...files.assets import asset_path
from ...files.locations import SETGAME_PREFIX
from ...files.setgames import read_setgame
from ...language import N_, _
from ..windows.drawerlist import EntryKind, Root
from ..windows.filerequester import FileRequester
from .session import Session

TITLE = N_("Play Set Game")
PATTERN = SETGAME_PREFIX + "#?"
MINE, SHIPPED = "SetGames", "Shipped"


def setgame_requester(session: Session, folder: Path, shipped: Path | None = None) -> FileRequester:
    """The Play Set Game file requester: ``folder`` (the player's SETGAMESDIR, made now if it is
    not there) and ``shipped`` (the set games that come with the game)."""
    problem = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        problem = _("Cannot make the drawer {name} ({error}).").format(
            name=one_line(folder.name), error=one_line(error.strerror or str(error))
        )
    roots = [Root(MINE, folder), Root(SHIPPED, shipped or asset_path("setgames"))]

    def chosen(path: Path | None) -> None:
        if path is not None:
            play_setgame_file(session, path)
    requester = FileRequester(_(TITLE), roots, chosen, pattern=PATTERN)
    if not any(entry.kind is EntryKind.FILE for entry in requester.entries):
        requester.open_volume(1)
    requester.error = requester.error or problem
    return requester


def play_setgame_file(session: Session, path: str | os.PathLike[str]) -> None:
    """Play the set game in ``path``; FileFormatError (one line, naming the file by its name)
    when it cannot be read or does not parse, with nothing changed."""
    path = Path(path)
    try:
        deal = read_setgame(path)
    except FileFormatError as error:
        raise FileFormatError(error.problem, path.name, error.line) from None
    session.play_setgame(deal)
