"""The guide viewer's model: which node shows, how far it is scrolled, where
the player has been, which link has the keyboard's focus — everything the How
To Play window does, with no window.

The page is the node's lines broken at word boundaries to the page's width in
columns (the guide's font is monospaced; the view says how many columns and
rows it shows). Links stay whole on a row when they fit. Following a link,
Contents and Browse remember the page left, so Retrace goes back to it, scroll
and all. A link to a node the guide lacks is drawn like any other; following
it only says so (:attr:`GuideModel.message`).

Keys: Tab / Shift+Tab (or + / −, a gamepad's triggers) move the focus through
the page's links, Return follows the focused one; ↑/↓, PgUp/PgDn, Home/End
scroll; C Contents, R Retrace, ←/→ Browse < and >; Esc closes (:attr:`GuideModel.done`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ...files.amigaguide import MAIN, Guide, Line, Link, Node, Run, key, load_guide
from ...language import N_, _
from .filecache import KeptWhileUnchanged
from .input import Key, KeyPress, tab_step
from .requesters import shortcut_positions, split_label

BUTTONS = (N_("_Contents"), N_("_Retrace"), N_("Browse _<"), N_("Browse _>"))
"""The window's buttons, an ``_`` before the underlined letter."""
CONTENTS, RETRACE, BROWSE_PREV, BROWSE_NEXT = range(len(BUTTONS))
BUTTON_KEYS = {Key.C: CONTENTS, Key.R: RETRACE, Key.LEFT: BROWSE_PREV, Key.RIGHT: BROWSE_NEXT}
TITLE = N_("How To Play")


def button_letters() -> dict[str, int]:
    """Contents' and Retrace's underlined letters in the language in use (C and R in English)."""
    labels = [_(label) for label in BUTTONS]
    return {split_label(labels[i])[0][at].upper(): i for i, at in enumerate(shortcut_positions(labels))
            if at is not None and i in (CONTENTS, RETRACE)}

WHEEL_ROWS = 3
"""Rows one notch of the mouse wheel scrolls."""
_TOKEN = re.compile(r"\S+\s*|\s+")
_GUIDES: KeptWhileUnchanged[Guide] = KeptWhileUnchanged()
"""Guides parsed before, kept while their files are unchanged."""


def read_guide(path: str | os.PathLike[str]) -> Guide:
    """The guide in the file ``path``, parsed again only when the file changed (How To Play opens
    within a frame the second time); a bad file is one FileFormatError line."""
    return _GUIDES.get(Path(path), lambda: load_guide(path))


@dataclass(frozen=True)
class PageLink:
    """Where a link's label sits on the page: row, first column, width in columns. A label longer
    than the page is broken, so one link (``index``) may have several pieces."""

    index: int
    row: int
    column: int
    width: int


@dataclass(frozen=True)
class Page:
    rows: list[Line]
    links: list[Link]
    """The node's links in reading order: the focus and :meth:`GuideModel.follow` count in it."""
    pieces: list[PageLink]
    line_rows: list[int]
    """The first row of each of the node's lines (a link's line number scrolls there)."""


def lay_out(node: Node, columns: int) -> Page:
    """``node``'s lines broken at blanks into rows of at most ``columns`` characters."""
    layout = _Layout(max(1, columns))
    for line in node.lines:
        layout.line(line)
    return Page(layout.rows, layout.links, layout.pieces, layout.line_rows)


class _Layout:
    """Fills rows token by token: a word with the blanks after it, or a link's whole label."""

    def __init__(self, columns: int) -> None:
        self.columns = columns
        self.rows: list[Line] = []
        self.links: list[Link] = []
        self.pieces: list[PageLink] = []
        self.line_rows: list[int] = []
        self.row: list[Run] = []
        self.width = 0
        self.continued = False
        """The row continues the line above: blanks at its start are dropped."""

    def line(self, line: Line) -> None:
        self.line_rows.append(len(self.rows))
        self.continued = False
        for run in line:
            if run.link is None:
                for token in _TOKEN.findall(run.text):
                    self.token(Run(token, run.style), None)
            else:
                self.links.append(run.link)
                self.token(run, len(self.links) - 1)
        self.end_row()

    def token(self, run: Run, index: int | None) -> None:
        text = run.text
        if self.width and self.width + len(text.rstrip()) > self.columns:
            self.end_row()
            self.continued = True
        if self.continued and not self.width and index is None:
            text = text.lstrip()
        room = self.columns - self.width
        if index is None and len(text.rstrip()) <= room:
            text = text[:room]  # blanks past the edge go
        start = 0
        while len(text) - start > self.columns - self.width:  # longer than a row: broken where the row ends
            room = self.columns - self.width
            self.put(Run(text[start:start + room], run.style, run.link), index)
            start += room
            self.end_row()
            self.continued = True
        if start < len(text):
            self.put(Run(text[start:], run.style, run.link), index)

    def put(self, run: Run, index: int | None) -> None:
        row = self.row
        if index is not None:
            self.pieces.append(PageLink(index, len(self.rows), self.width, len(run.text)))
        if row and row[-1].link is None and run.link is None and row[-1].style == run.style:
            row[-1] = Run(row[-1].text + run.text, run.style)
        else:
            row.append(run)
        self.width += len(run.text)

    def end_row(self) -> None:
        self.rows.append(tuple(self.row))
        self.row, self.width = [], 0


class GuideModel:
    """One guide open in the viewer, ``columns`` × ``rows`` of its page showing."""

    def __init__(self, guide: Guide, start: str | None = None, columns: int = 72, rows: int = 20) -> None:
        self.guide = guide
        self.columns, self.rows = columns, rows
        self.node: Node = guide.node(start or MAIN) or guide.first
        self.top = 0
        self.focus: int | None = None
        """Index of the focused link in :attr:`Page.links`, or None."""
        self.history: list[tuple[str, int]] = []
        """(node key, top) of the pages left, the latest last: Retrace goes back to them."""
        self.message: str | None = None
        """Why the last request did nothing (a link to a missing node)."""
        self.done = False
        self.page = lay_out(self.node, columns)

    # -- what shows ------------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return f"{_(TITLE)} \u2014 {self.node.title}"

    @property
    def visible(self) -> list[Line]:
        return self.page.rows[self.top:self.top + self.rows]

    @property
    def last_top(self) -> int:
        return max(0, len(self.page.rows) - self.rows)

    def resize(self, columns: int, rows: int) -> None:
        """The view's page size: the node is laid out again, its first row showing stays in view."""
        line = self._line_at(self.top)
        self.columns, self.rows = max(1, columns), max(1, rows)
        self.page = lay_out(self.node, self.columns)
        self.top = min(self.page.line_rows[line] if self.page.line_rows else 0, self.last_top)

    def _line_at(self, row: int) -> int:
        return max((i for i, first in enumerate(self.page.line_rows) if first <= row), default=0)

    def enabled(self, button: int) -> bool:
        if button == RETRACE:
            return bool(self.history)
        target = self._target(button)
        return target is not None and target is not self.node

    def _target(self, button: int) -> Node | None:
        """The node Contents or Browse < / > goes to."""
        node, guide = self.node, self.guide
        if button == CONTENTS:
            return guide.node(node.toc or MAIN) or guide.node(MAIN) or guide.first
        named = guide.node((node.prev if button == BROWSE_PREV else node.next) or "")
        if named is not None:
            return named
        order = guide.order
        at = order.index(key(node.name)) + (-1 if button == BROWSE_PREV else 1)
        return guide.nodes[order[at]] if 0 <= at < len(order) else None

    # -- going places ----------------------------------------------------------------------------

    def goto(self, name: str, line: int = 0) -> bool:
        """Show the node ``name`` from its line ``line``, remembering this page for Retrace;
        False (and :attr:`message` says why) when the guide has no such node."""
        node = self.guide.node(name)
        if node is None:
            self.message = _("There is no node “{name}” in this guide.").format(name=name) if name \
                else _("This link names no node.")
            return False
        self.history.append((key(self.node.name), self.top))
        self._show(node, line)
        return True

    def _show(self, node: Node, line: int = 0, top: int | None = None) -> None:
        self.node, self.focus, self.message = node, None, None
        self.page = lay_out(node, self.columns)
        if top is None:
            rows = self.page.line_rows
            top = rows[min(line, len(rows) - 1)] if rows else 0
        self.top = min(max(0, top), self.last_top)

    def follow(self, index: int | None = None) -> bool:
        """Follow the page's link ``index`` (None: the focused one)."""
        index = self.focus if index is None else index
        if index is None or not 0 <= index < len(self.page.links):
            return False
        self.focus = index
        link = self.page.links[index]
        return self.goto(link.node, link.line)

    def press(self, button: int) -> bool:
        """A button of :data:`BUTTONS`; False when it can do nothing now."""
        if not self.enabled(button):
            return False
        if button == RETRACE:
            name, top = self.history.pop()
            self._show(self.guide.nodes[name], top=top)
            return True
        target = self._target(button)
        assert target is not None
        return self.goto(target.name)

    def close(self) -> None:
        self.done = True

    # -- scrolling and focus ---------------------------------------------------------------------

    def scroll(self, delta: int) -> bool:
        """Scroll by ``delta`` rows (the wheel, the scroller's arrows); False when already at that end."""
        return self.scroll_to(self.top + delta)

    def scroll_to(self, top: int) -> bool:
        """Show the page from row ``top`` (dragging the knob); False when it was already there."""
        top = min(max(0, top), self.last_top)
        moved, self.top = top != self.top, top
        return moved

    def wheel(self, notches: int) -> bool:
        """The mouse wheel: ``notches`` > 0 scrolls down (towards the end)."""
        return self.scroll(notches * WHEEL_ROWS)

    def page_step(self) -> int:
        return max(1, self.rows - 1)

    def cycle_focus(self, step: int) -> bool:
        """Tab (+1) / Shift+Tab (-1): the next link; without a focus, the first (last) one in view.
        The page scrolls to show it."""
        links = self.page.links
        if not links:
            return False
        if self.focus is None:
            shown = [p.index for p in self.page.pieces if self.top <= p.row < self.top + self.rows]
            self.focus = (shown[0] if step > 0 else shown[-1]) if shown else (0 if step > 0 else len(links) - 1)
        else:
            self.focus = (self.focus + step) % len(links)
        rows = [p.row for p in self.page.pieces if p.index == self.focus]
        if rows[0] < self.top:
            self.scroll_to(rows[0])
        elif rows[-1] >= self.top + self.rows:
            self.scroll_to(rows[-1] - self.rows + 1)
        return True

    def key(self, press: KeyPress) -> bool:
        """A key went down while the guide is open; True when taken."""
        if self.done:
            return False
        self.message = None
        name = press.key
        if name is Key.ESCAPE:
            self.close()
        elif (step := tab_step(press)) is not None:
            self.cycle_focus(step)
        elif name is Key.RETURN:
            return self.follow() or self.focus is not None  # a missing node: taken, and said
        elif name in (Key.UP, Key.DOWN):
            self.scroll(-1 if name is Key.UP else 1)
        elif name in (Key.PAGEUP, Key.PAGEDOWN):
            self.scroll((-1 if name is Key.PAGEUP else 1) * self.page_step())
        elif name in (Key.HOME, Key.END):
            self.scroll_to(0 if name is Key.HOME else self.last_top)
        elif name in (Key.LEFT, Key.RIGHT):
            self.press(BUTTON_KEYS[name])
        elif name.char is not None and name.char.upper() in button_letters():
            self.press(button_letters()[name.char.upper()])
        elif name in (Key.HELP, Key.F1):
            pass  # open already
        else:
            return False
        return True
