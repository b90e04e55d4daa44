"""Where the ASL file requester is and what it lists, as data: the roots (the folders it may
show, each under a volume name), the drawer shown and the way about (Parent, Volumes, a drawer
typed), the list filtered by the pattern and by what is typed, and the file chosen. The gadgets
and the keys are :class:`~.filerequester.FileRequester`'s, which builds on this.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from ...engine.errors import FreeCellError, one_line
from ...files.drawers import Listing
from ...files.names import check_name, typed_file
from ...files.patterns import MAX_PATTERN, compile_pattern
from ...language import N_, _
from .drawerlist import Entry, EntryKind, Root, read_drawer
from .drawerlist import entries as list_entries
from .fields import ListChoice, TextField
from .input import SpotKind

NAME_CHARS = 200
"""The File gadget's length: a name as long as :mod:`..files.names` allows."""
DRAWER_CHARS = 1000
LIST_ROWS = 10
"""Rows the list shows until the view says how many fit."""


class FileBrowsing:
    """Where a file requester is and what it lists: the roots and drawers moved about in, the list
    picked from, the file chosen. :class:`~.filerequester.FileRequester` adds its gadgets and input.

    ``on_choose(path)`` runs with the file chosen, or ``on_choose(None)`` on Cancel.

    ``pattern``: the Pattern gadget's first contents. ``name_for``: turns a typed
    name into the file name it stands for (the stats requester's ``Fred`` →
    ``stats.Fred``), raising FreeCellError for one it refuses. ``new_names``: a
    name that is not there may be chosen (it will be created). ``accept``: a
    further test for the files listed. ``always``: names listed at the top of
    the first root even before they exist (the stats requester's ``default``).
    ``drawers``: False keeps the player in the roots themselves (no sub-folders
    listed or entered). An ``on_choose`` that raises FreeCellError leaves the
    requester open with the message as its error line.
    """

    def __init__(self, title: str, roots: Sequence[Root], on_choose: Callable[[Path | None], None], *,
                 pattern: str = "#?", name_for: Callable[[str], str] | None = None, new_names: bool = False,
                 accept: Callable[[str], bool] | None = None, always: Sequence[str] = (), drawers: bool = True,
                 ok_label: str = N_("_OK"), start: int = 0) -> None:
        if not roots:
            raise ValueError("a file requester needs a folder to show")
        self.title = title
        self.roots = list(roots)
        self.on_choose = on_choose
        self.name_for = name_for
        self.new_names = new_names
        self.accept = accept
        self.always = tuple(always)
        self.drawers = drawers
        self.labels = [_(ok_label)] + ([_("_Volumes")] if len(self.roots) > 1 else []) + [_("_Parent"), _("_Cancel")]
        """The buttons, left to right, ``_`` before each one's letter."""
        self.pattern = TextField(pattern, len(pattern), max_chars=MAX_PATTERN)
        self.drawer = TextField(max_chars=DRAWER_CHARS)
        self.file = TextField(max_chars=NAME_CHARS)
        self.focus = SpotKind.FILE
        """Which string gadget has the keyboard: one of :data:`GADGETS`."""
        self.choices = ListChoice([], visible=LIST_ROWS)
        self.entries: list[Entry] = []
        """What the list shows, line by line (``choices.items`` are their names)."""
        self.error: str | None = None
        self.done = False
        self.root: Root | None = None
        """The root shown, or None for the Volumes list."""
        self.parts: tuple[str, ...] = ()
        """The drawers from the root down to the one shown."""
        self._listing = Listing()
        self._matches: Callable[[str], bool] = compile_pattern(pattern)
        self._narrow = ""
        self._in_list = False
        """The last thing the player did was in the list (Return then opens its selection)."""
        self._show(self.roots[start], ())

    # -- where it is -------------------------------------------------------------------

    @property
    def folder(self) -> Path | None:
        """The folder shown; None in the Volumes list."""
        return None if self.root is None else self.root.path.joinpath(*self.parts)

    @property
    def location(self) -> str:
        """The Drawer gadget's text for where the requester is: ``SetGames:sub/dir`` ('' in the Volumes list)."""
        return "" if self.root is None else self.root.volume + "/".join(self.parts)

    @property
    def selected(self) -> Entry | None:
        index = self.choices.selected
        return self.entries[index] if index is not None and index < len(self.entries) else None

    # -- moving about ---------------------------------------------------------------------

    def _show(self, root: Root | None, parts: tuple[str, ...]) -> bool:
        """Show ``parts`` under ``root`` (None: the Volumes list); False, with the error
        line set and nothing changed, when that drawer cannot be listed."""
        try:
            listing = Listing() if root is None else read_drawer(root, parts)
        except FreeCellError as error:
            self.error = str(error)
            return False
        self.root, self.parts, self._listing = root, parts, listing
        self.drawer.text = self.location
        self.drawer.cursor = len(self.drawer.text)
        self.file.text, self.file.cursor, self._narrow = "", 0, ""
        self.error = None
        self._in_list = False
        self._refilter(keep=None)
        return True

    def _refilter(self, keep: Entry | None) -> None:
        """Rebuild the list from the listing, the pattern and what is typed in File,
        keeping ``keep`` selected if it is still there."""
        if self.root is None:
            entries = [Entry(root.volume, EntryKind.VOLUME) for root in self.roots]
        else:
            top = self.root is self.roots[0] and not self.parts
            entries = list_entries(self._listing, self._matches, self._narrow, accept=self.accept,
                                   always=self.always if top else (), drawers=self.drawers)
        self.entries = entries
        choices = self.choices
        choices.items = [entry.name for entry in entries]
        choices.selected = None
        choices.top = 0
        if keep is not None and keep in entries:
            choices.pick(entries.index(keep))

    def open(self, index: int) -> None:
        """Double-click, or Return on the selection: a drawer or volume is entered, a file chosen."""
        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        if entry.kind is EntryKind.VOLUME:
            self.open_volume(index)
        elif entry.kind is EntryKind.DRAWER:
            self._show(self.root, self.parts + (entry.name,))
        else:
            self.choices.pick(index)
            self._choose_name(entry.name)

    def parent(self) -> None:
        """Parent: one drawer up; from the top of a root, the Volumes list (when there are several)."""
        if self.parts:
            self._show(self.root, self.parts[:-1])
        elif self.root is not None and len(self.roots) > 1:
            self.volumes()

    def open_volume(self, index: int) -> None:
        """Show the top of root ``index``."""
        self._show(self.roots[index], ())

    def volumes(self) -> None:
        """Volumes: the roots, to pick one."""
        self._show(None, ())

    def go_to(self, location: str) -> None:
        """The Drawer gadget's Return: ``Shipped:``, ``SetGames:sub/dir`` or ``sub/dir`` (from the root
        shown); every part is a checked name, so it cannot leave the roots."""
        volume, colon, path = location.partition(":")
        if colon:
            root = next((r for r in self.roots if r.label.casefold() == volume.strip().casefold()), None)
            if root is None:
                self.error = _("There is no volume {volume}: here.").format(volume=one_line(volume))
                return
        elif self.root is None:
            self.error = _("Choose a volume first.")
            return
        else:
            root, path = self.root, location
        try:
            parts = tuple(check_name(part, _("drawer name")) for part in path.split("/") if part)
        except FreeCellError as error:
            self.error = str(error)
            return
        if parts and not self.drawers:
            self.error = _("Files here are kept in {volume} itself.").format(volume=root.volume)
            return
        self._show(root, parts)

    # -- choosing -----------------------------------------------------------------------

    def ok(self) -> None:
        """OK: the file named in the File gadget (a drawer named there is entered)."""
        text = self.file.text
        if not text:
            index, entry = self.choices.selected, self.selected
            if index is not None and entry is not None and entry.kind is not EntryKind.FILE:
                self.open(index)
            else:
                self.error = _("Choose a file, or type a name.")
            return
        if self.root is None:
            self.error = _("Choose a volume first.")
            return
        self._choose_name(text)

    def _choose_name(self, text: str) -> None:
        try:
            name = check_name(self.name_for(text) if self.name_for else text, _("file name"))
        except FreeCellError as error:
            self.error = str(error)
            return
        folder = self.folder
        assert folder is not None and self.root is not None
        key = name.casefold()
        if self.drawers and any(drawer.casefold() == key for drawer in self._listing.drawers):
            self._show(self.root, self.parts + (next(d for d in self._listing.drawers if d.casefold() == key),))
            return
        try:
            path = typed_file(folder, name, _("file name"), root=self.root.path if self.drawers else None)
        except FreeCellError as error:
            self.error = str(error)
            return
        if not (os.path.lexists(path) or self.new_names or any(key == always.casefold() for always in self.always)):
            self.error = _("There is no file {name} here.").format(name=one_line(name))
            return
        self._finish(path)

    def _finish(self, path: Path | None) -> None:
        try:
            self.on_choose(path)
        except FreeCellError as error:
            self.error = str(error)
            return
        self.done = True

    def cancel(self) -> None:
        """Cancel (or Esc): nothing chosen."""
        self.done = True
        self.on_choose(None)

    # -- the list -------------------------------------------------------------------------

    def pick(self, index: int) -> None:
        """A click on a line (or ↑/↓ onto it): selected; a file's name goes into the File gadget."""
        if not 0 <= index < len(self.entries):
            return
        self.choices.pick(index)
        entry = self.entries[index]
        if entry.kind is EntryKind.FILE:
            self.file.text, self.file.cursor = entry.name, len(entry.name)
        self._in_list = True
        self.error = None

    def _move(self, delta: int) -> None:
        before = self.choices.selected
        self.choices.move(delta)
        if self.choices.selected is not None and (self.choices.selected != before or not self._in_list):
            self.pick(self.choices.selected)
