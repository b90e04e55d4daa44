"""The ASL file requester as data: where it is, what it lists, what is typed,
which gadget has the keyboard — and the one call it makes when the player has
chosen (a path) or cancelled (None).

It is given *roots*: the folders it may show (the player's set games, the
shipped ones…), each under a volume name, ``SetGames:`` or ``Shipped:``, as
AmigaDOS names an assign. It shows those folders and their sub-folders and
nothing else: a name the player types goes through
:func:`~freecell_retro.files.names.check_name` (no ``/``, no ``..``, no NUL,
not over-long), a link that leads out is not listed, and a chosen or typed
file is looked up by :func:`~freecell_retro.files.names.typed_file` (in any
case; links followed, it must be a regular file in the roots) before it is
handed on. With more than one root
there is a Volumes button (and Parent at the top of a root) listing them.

The list holds the drawers (marked ``Drawer``) and then the files that match
the AmigaDOS pattern, each sorted without regard to case; typing in the File
gadget narrows it to the names holding what was typed. A problem — a name
not allowed, a drawer gone or unreadable, a file that the caller cannot use —
is one line in :attr:`FileRequester.error` and the requester stays open.

It is a window of the session's stack like any requester (the same protocol,
:class:`~.requesters.Asking`): keys to :meth:`FileRequester.key`, typed text to
:meth:`FileRequester.type`, clicks on the view (``ui/filerequester.py`` says
what they are on) to :meth:`FileRequester.click` and :meth:`FileRequester.press_button`;
:attr:`FileRequester.done` takes it off the screen.

>>> import tempfile; from pathlib import Path; folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "setgame.PC11982").write_text(""), (folder / "notes").write_text("")
>>> chosen = []
>>> r = FileRequester("Play Set Game", [Root("SetGames", folder)], chosen.append, pattern="setgame.#?")
>>> r.choices.items, r.key(KeyPress(Key.DOWN)), r.file.text
(['setgame.PC11982'], True, 'setgame.PC11982')
>>> r.key(KeyPress(Key.RETURN)), r.done, chosen == [folder / "setgame.PC11982"]
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.errors import FreeCellError
from ...files.patterns import compile_pattern
from .drawerlist import Root as Root  # the roots a requester is given: named where it is made
from .fields import EDIT_KEYS, TextField
from .filebrowsing import FileBrowsing
from .input import Key, KeyPress, Spot, SpotKind
from .requesters import shortcut_positions, split_label

GADGETS = (SpotKind.PATTERN, SpotKind.DRAWER, SpotKind.FILE)
"""The string gadgets, top to bottom: the order Tab takes the keyboard through them."""


class FileRequester(FileBrowsing):
    """The file requester's gadgets and input on :class:`~.filebrowsing.FileBrowsing`: the buttons
    and their letters, the string gadgets, clicks and keys."""

    # -- what the gadgets show ---------------------------------------------------------



    @property
    def buttons(self) -> list[str]:
        """The button labels as shown."""
        return [split_label(label)[0] for label in self.labels]

    @property
    def shortcuts(self) -> list[str | None]:
        """Each button's letter (Alt, the Amiga's Right-Amiga key, with it presses the button)."""
        return [None if at is None else label[at].upper()
                for label, at in zip(self.buttons, shortcut_positions(self.labels))]


    def gadget(self, name: SpotKind) -> TextField:
        """The string gadget ``name`` (one of :data:`GADGETS`)."""
        return {SpotKind.PATTERN: self.pattern, SpotKind.DRAWER: self.drawer, SpotKind.FILE: self.file}[name]

    def press_button(self, index: int) -> None:
        """The button ``index`` of :attr:`buttons` was clicked."""
        action = {"OK": self.ok, "Volumes": self.volumes, "Parent": self.parent, "Cancel": self.cancel}
        labels = self.buttons
        if 0 <= index < len(labels):
            action.get(labels[index], self.ok)()

    # -- input ------------------------------------------------------------------------------

    def click(self, spot: Spot, double: bool = False) -> None:
        """A click on the view, as its ``hit`` names it: an item (``double``: the second click of a
        double-click), an arrow or the track (±1), a string gadget (pattern, drawer or file, with the
        cursor's place). Buttons answer when let go (:meth:`press_button`)."""
        kind, index = spot.kind, spot.index
        if kind is SpotKind.ITEM:
            self.pick(index)
            if double:
                self.open(index)
        elif kind in (SpotKind.ARROW, SpotKind.TRACK):
            self.choices.scroller(kind, index)
        elif kind in GADGETS:
            self.focus = kind
            field = self.gadget(kind)
            field.cursor = max(0, min(index, len(field.text)))

    def key(self, press: KeyPress) -> bool:
        """A key went down; True when the requester took it. Plain letters and digits are
        not taken: they come as typed text; with Alt (Right-Amiga) they press a button."""
        key = press.key
        if press.alt:
            return key.char is not None and self._shortcut(key.char)
        if key is Key.TAB:
            step = -1 if press.shift else 1
            self.focus = GADGETS[(GADGETS.index(self.focus) + step) % len(GADGETS)]
        elif key in (Key.UP, Key.DOWN):
            direction = -1 if key is Key.UP else 1
            self._move(direction * self.choices.page_rows if press.shift else direction)
        elif key in (Key.PAGEUP, Key.PAGEDOWN):
            self._move((-1 if key is Key.PAGEUP else 1) * self.choices.page_rows)
        elif key is Key.RETURN:
            self._return()
        elif key is Key.ESCAPE:
            self.cancel()
        elif key in EDIT_KEYS:
            self._edit(lambda field: field.key(key))
        else:
            return False
        return True

    def type(self, text: str) -> bool:
        """Characters typed into the gadget with the keyboard."""
        self._edit(lambda field: field.type(text))
        return True

    def _shortcut(self, letter: str) -> bool:
        letters = self.shortcuts
        if letter.upper() not in letters:
            return False
        self.press_button(letters.index(letter.upper()))
        return True

    def _edit(self, change: Callable[[TextField], object]) -> None:
        field = self.gadget(self.focus)
        before = field.text
        change(field)
        if field.text == before:
            return
        self.error = None
        if self.focus is SpotKind.FILE:
            self._in_list = False
            self._narrow = field.text.casefold()
            self._refilter(keep=self.selected)
        elif self.focus is SpotKind.PATTERN:
            try:
                self._matches = compile_pattern(field.text)
            except FreeCellError as error:
                self.error = str(error)
                return
            self._refilter(keep=self.selected)

    def _return(self) -> None:
        if self.focus is SpotKind.DRAWER and self.drawer.text != self.location:
            self.go_to(self.drawer.text)
        elif self.focus is SpotKind.PATTERN:
            self.focus = SpotKind.FILE
        elif self._in_list and self.choices.selected is not None:
            self.open(self.choices.selected)
        else:
            self.ok()
