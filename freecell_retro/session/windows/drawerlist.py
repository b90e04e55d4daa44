"""What the file requester lists: the roots it may show, a drawer read without
leaving its root (kept while it is unchanged, so a drawer of thousands of files
is not scanned again), and the lines of the list — drawers first, then the
files the pattern and the typed name let through.

>>> listing = Listing(drawers=("Old",), files=("setgame.1", "notes"))
>>> [(e.name, e.mark) for e in entries(listing, lambda name: name.startswith("setgame."))]
[('Old', 'Drawer'), ('setgame.1', '')]
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ...engine.errors import FreeCellError, one_line
from ...files.drawers import Listing, list_drawer, sort_names
from ...files.names import is_inside
from ...language import N_, _
from .filecache import KeptWhileUnchanged

DRAWER, VOLUME = N_("Drawer"), N_("Volume")
"""What the list shows beside a drawer and beside a root in the Volumes list."""
_LISTINGS: KeptWhileUnchanged[Listing] = KeptWhileUnchanged()
"""Drawers listed before, by folder."""


@dataclass(frozen=True)
class Root:
    """A folder the requester may show, and the volume name it goes by (``SetGames`` shows as ``SetGames:``)."""

    label: str
    path: Path

    @property
    def volume(self) -> str:
        return f"{self.label}:"


class EntryKind(Enum):
    """What a line of the file requester's list is: a file (chosen), a drawer (opened), a volume (a root)."""

    FILE = "file"
    DRAWER = "drawer"
    VOLUME = "volume"


@dataclass(frozen=True)
class Entry:
    """A line of the list: a drawer, a file, or (in the Volumes list) a root."""

    name: str
    kind: EntryKind

    @property
    def mark(self) -> str:
        """What the list shows at the right of the line."""
        return _({EntryKind.DRAWER: DRAWER, EntryKind.VOLUME: VOLUME}.get(self.kind, ""))


def read_drawer(root: Root, parts: tuple[str, ...]) -> Listing:
    """The drawer ``parts`` under ``root``; FreeCellError when it leads outside
    the root or cannot be read. A root not made yet (the first stats file) holds nothing."""
    folder = root.path.joinpath(*parts)
    try:
        if parts and not is_inside(folder, root.path):
            raise FreeCellError(_("{name} leads outside {volume}").format(name=one_line(parts[-1]), volume=root.volume))
        return _LISTINGS.get(folder, lambda: list_drawer(folder, root.path), root.path)
    except FreeCellError:
        if parts or os.path.lexists(folder):
            raise
        return Listing()


_WANTED: dict[tuple[object, ...], tuple[Listing, list[str]]] = {}
"""The files let through lately, by what let them through (the listing by identity: one read afresh is
another), so a requester opened again on an unchanged drawer of thousands of files, or a name typed
into File, does not match them all against the pattern again."""
_KEPT_WANTED = 8


def entries(listing: Listing, matches: Callable[[str], bool], narrow: str = "", *,
            accept: Callable[[str], bool] | None = None, always: Sequence[str] = (),
            drawers: bool = True) -> list[Entry]:
    """The list for ``listing``: its drawers (unless ``drawers`` is False), then
    the files that ``matches`` (the pattern) and ``accept`` let through, with
    the ``always`` names among them even before they exist — each holding
    ``narrow`` (what is typed, case-folded). A name that nothing holds (a new file's, being typed)
    leaves the whole list showing: the player still sees the files there are."""
    wanted = _wanted(listing, matches, accept, tuple(always))
    shown = (listing.drawers if drawers else ())
    lines = [Entry(name, EntryKind.DRAWER) for name in shown if narrow in name.casefold()]
    files = [Entry(name, EntryKind.FILE) for name in wanted if not narrow or narrow in name.casefold()]
    if narrow and not lines and not files:
        return entries(listing, matches, "", accept=accept, always=always, drawers=drawers)
    return lines + files


def _wanted(listing: Listing, matches: Callable[[str], bool], accept: Callable[[str], bool] | None,
            always: tuple[str, ...]) -> list[str]:
    key = (id(listing), matches, accept, always)
    kept = _WANTED.get(key)
    if kept is not None and kept[0] is listing:
        return kept[1]
    wanted = [name for name in listing.files if matches(name) and (accept is None or accept(name))]
    if always:
        shown = {name.casefold() for name in wanted}
        spelt = {name.casefold(): name for name in listing.files}
        wanted = list(sort_names(wanted + [spelt.get(name.casefold(), name) for name in always
                                           if name.casefold() not in shown]))
    if len(_WANTED) >= _KEPT_WANTED:
        del _WANTED[next(iter(_WANTED))]  # the oldest
    _WANTED[key] = (listing, wanted)
    return wanted
