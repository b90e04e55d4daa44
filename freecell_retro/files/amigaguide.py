"""Reading AmigaGuide, the Amiga's hypertext format, for the game's guide.

A guide is a ``@database`` line, then nodes: ``@node name "title"`` …
``@endnode``. Inside a node, lines starting with ``@`` are commands
(``@title``, ``@toc``, ``@prev``, ``@next``, ``@wordwrap``, ``@smartwrap``);
everything else is text, where ``@{…}`` sequences are links
(``@{"label" link node [line]}``) or attributes (``@{b}``/``@{ub}`` bold,
``@{i}``/``@{ui}`` italics, ``@{u}``/``@{uu}`` underline, ``@{plain}``), and
``\\@``, ``\\\\`` stand for ``@`` and ``\\``.

The guide is a file a player could replace, so this reader is forgiving where
MultiView is: an unknown command or attribute is skipped, a link to a node that
does not exist is kept (following it says so), a ``@{`` never closed is text.
What cannot be shown at all — no ``@database``, no nodes, a node without a name
or never closed, two nodes of one name — is one :class:`FileFormatError`
naming the file and the line.

Node names are matched without regard to case, as AmigaGuide does.
"""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass, field
from typing import NamedTuple

from ..engine.errors import FileFormatError
from ..language import _
from .atomic import read_text_capped
from .lines import split_lines

MAX_GUIDE_BYTES = 1 << 20
MAIN = "main"
"""The node AmigaGuide opens first and Contents falls back to."""
TAB = 8
"""Tab stops, in columns (AmigaGuide's default)."""
LINK_COMMANDS = ("link", "alink")
"""Link actions within the guide; others (system, rx, …) are drawn as plain text."""


class Style(enum.IntFlag):
    PLAIN = 0
    BOLD = 1
    ITALIC = 2
    UNDERLINE = 4


_ATTRIBUTES = {"b": (Style.BOLD, True), "ub": (Style.BOLD, False), "i": (Style.ITALIC, True),
               "ui": (Style.ITALIC, False), "u": (Style.UNDERLINE, True), "uu": (Style.UNDERLINE, False)}


class Link(NamedTuple):
    node: str
    """The target's name as written (match it with :func:`key`); "" when the link names none."""
    line: int = 0
    """The line of the target node to show at the top (0: its start)."""


class Run(NamedTuple):
    """A stretch of a line in one style: a link's label has ``link`` set."""

    text: str
    style: Style = Style.PLAIN
    link: Link | None = None


Line = tuple[Run, ...]


@dataclass
class Node:
    name: str
    title: str
    line: int
    """Where its ``@node`` is in the file."""
    toc: str | None = None
    prev: str | None = None
    next: str | None = None
    lines: list[Line] = field(default_factory=list)

    def links(self) -> list[Link]:
        return [run.link for line in self.lines for run in line if run.link is not None]


@dataclass
class Guide:
    name: str
    """The file, for messages."""
    database: str
    nodes: dict[str, Node]
    """By :func:`key` of the name, in the file's order."""

    def node(self, name: str) -> Node | None:
        return self.nodes.get(key(name))

    @property
    def order(self) -> list[str]:
        return list(self.nodes)

    @property
    def first(self) -> Node:
        """The node a guide opens on: Main, else the first."""
        return self.node(MAIN) or next(iter(self.nodes.values()))


def key(name: str) -> str:
    return name.strip().lower()


def load_guide(path: str | os.PathLike[str]) -> Guide:
    """The guide in the file ``path`` (size capped), or one FileFormatError line."""
    return parse_guide(read_text_capped(path, MAX_GUIDE_BYTES), str(path))


def words(text: str) -> list[str]:
    """``text`` split at blanks, a double-quoted stretch kept as one word (quotes dropped; an
    unclosed quote runs to the end).

    >>> words('node main "The Game"  x')
    ['node', 'main', 'The Game', 'x']
    """
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
        elif text[i] == '"':
            end = text.find('"', i + 1)
            end = n if end < 0 else end
            out.append(text[i + 1:end])
            i = end + 1
        else:
            start = i
            while i < n and not text[i].isspace():
                i += 1
            out.append(text[start:i])
    return out


class _Reader:
    """One pass over the lines; state: the node being read and the global wrap mode."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.database = ""
        self.nodes: dict[str, Node] = {}
        self.node: Node | None = None
        self.wrap_all: str | None = None
        """``wordwrap`` or ``smartwrap`` before the first node: every node's default."""
        self.wrap: str | None = None
        """The node's own, else the default. Only ``smartwrap`` changes what is read (lines join
        into paragraphs up to a blank line): the viewer breaks every line to the page's width, as
        ``@wordwrap`` asks (without it MultiView would scroll sideways, which the window does not)."""
        self.style = Style.PLAIN
        self.paragraph: list[Run] = []

    def error(self, problem: str, line: int) -> FileFormatError:
        return FileFormatError(problem, self.name, line)

    def read(self, lines: list[str]) -> Guide:
        first = next((i for i, text in enumerate(lines) if text.strip()), None)
        if first is None or not lines[first].lstrip().lower().startswith("@database"):
            raise self.error(_("not an AmigaGuide file (it must begin with @database)"), (first or 0) + 1)
        for number, text in enumerate(lines, 1):
            if text.startswith("@") and not text.startswith("@{"):
                self.command(text, number)
            elif self.node is not None:
                self.text(text)
        if self.node is not None:
            raise self.error(_("the node {name!r} is never closed with @endnode").format(name=self.node.name),
                             self.node.line)
        if not self.nodes:
            raise self.error(_("no @node in the guide"), len(lines))
        return Guide(self.name, self.database, self.nodes)

    def command(self, text: str, number: int) -> None:
        parts = words(text[1:])
        verb = parts[0].lower() if parts else ""
        args = parts[1:]
        node = self.node
        if verb == "database":
            self.database = args[0] if args else ""
        elif verb == "node":
            self.open(args, number)
        elif node is None:
            if verb in ("wordwrap", "smartwrap"):
                self.wrap_all = verb
        elif verb == "endnode":
            self.close()
        elif verb == "title" and args:
            node.title = args[0]
        elif verb in ("toc", "prev", "next") and args:
            setattr(node, verb, args[0])
        elif verb in ("wordwrap", "smartwrap"):
            self.wrap = verb

    def open(self, args: list[str], number: int) -> None:
        if self.node is not None:
            raise self.error(_("@node inside the node {name!r} (line {line}), which has no @endnode").format(
                name=self.node.name, line=self.node.line), number)
        if not args or not args[0].strip():
            raise self.error(_("@node without a name"), number)
        name = args[0].strip()
        if key(name) in self.nodes:
            raise self.error(_("a second node named {name!r} (the first is on line {line})").format(
                name=name, line=self.nodes[key(name)].line), number)
        self.node = Node(name, args[1] if len(args) > 1 else name, number)
        self.wrap = self.wrap_all
        self.style = Style.PLAIN
        self.paragraph = []

    def close(self) -> None:
        assert self.node is not None
        self.flush()
        while self.node.lines and not self.node.lines[-1]:
            self.node.lines.pop()
        self.nodes[key(self.node.name)] = self.node
        self.node = None

    def text(self, text: str) -> None:
        """A line of text: in a smart-wrapped node lines join into paragraphs until a blank one."""
        assert self.node is not None
        runs, self.style = parse_line(text, self.style)
        if self.wrap != "smartwrap":
            self.node.lines.append(tuple(runs))
        elif not text.strip():
            self.flush()
            self.node.lines.append(())
        else:
            if self.paragraph:
                self.paragraph.append(Run(" ", self.style))
            self.paragraph.extend(runs)

    def flush(self) -> None:
        if self.paragraph and self.node is not None:
            self.node.lines.append(tuple(self.paragraph))
        self.paragraph = []


def parse_guide(text: str, name: str = "<guide>") -> Guide:
    """The guide in ``text`` (from the file ``name``, for messages)."""
    return _Reader(name).read(split_lines(text))


def parse_line(text: str, style: Style = Style.PLAIN) -> tuple[list[Run], Style]:
    """The runs of one line of text, starting in ``style``; and the style at its end (attributes
    carry over to the next line, as in AmigaGuide).

    >>> parse_line('a @{b}bold@{ub} @{"Rules" link rules} \\\\@')[0]  # doctest: +NORMALIZE_WHITESPACE
    [Run(text='a ', style=<Style.PLAIN: 0>, link=None), Run(text='bold', style=<Style.BOLD: 1>, link=None),
     Run(text=' ', style=<Style.PLAIN: 0>, link=None),
     Run(text='Rules', style=<Style.PLAIN: 0>, link=Link(node='rules', line=0)),
     Run(text=' @', style=<Style.PLAIN: 0>, link=None)]
    """
    runs: list[Run] = []
    chars: list[str] = []
    column = 0  # characters in the line so far, for the next tab stop
    last_close = text.rfind("}")  # a "@{" after it is never closed: text, known without a search

    def emit(link: Link | None = None, label: str | None = None) -> None:
        nonlocal column
        piece = "".join(chars) if label is None else label
        if piece:
            runs.append(Run(piece, style, link))
        if label is not None:
            column += len(label)
        chars.clear()

    def put(piece: str) -> None:
        nonlocal column
        chars.append(piece)
        column += len(piece)

    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and text[i + 1] in "@\\":
            put(text[i + 1])
            i += 2
        elif text.startswith("@{", i) and i + 2 <= last_close:
            end = text.find("}", i + 2)
            inside = text[i + 2:end]
            i = end + 1
            if inside.lstrip().startswith('"'):
                emit()
                label, link = _button(inside)
                emit(link, label)
            else:
                change = _ATTRIBUTES.get(inside.strip().lower())
                if change is not None or inside.strip().lower() == "plain":
                    emit()
                    if change is None:
                        style = Style.PLAIN
                    else:
                        style = style | change[0] if change[1] else style & ~change[0]
        elif c == "\t":
            put(" " * (TAB - column % TAB))
            i += 1
        else:
            put(c)
            i += 1
    emit()
    return runs, style


def _button(inside: str) -> tuple[str, Link | None]:
    """A ``"label" action args`` sequence: the label, and the link when the action is one."""
    parts = words(inside)
    label = parts[0] if parts else ""
    action = parts[1].lower() if len(parts) > 1 else ""
    if action not in LINK_COMMANDS:
        return label, None
    target = parts[2] if len(parts) > 2 else ""
    line = int(parts[3]) if len(parts) > 3 and parts[3].isdigit() and len(parts[3]) < 9 else 0
    return label, Link(target, line)
