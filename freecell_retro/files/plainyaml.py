"""YAML from players (tool types, card set descriptions), read safely.

The safe loader alone is not enough for a file from someone else: a
"billion laughs" file (anchors and aliases nested ten deep) is a few hundred
bytes that stands for a value of a billion parts, which hangs whatever turns
it into text, and a value nested thousands deep exhausts the reader's stack.
Our YAML files are a few plain ``KEY: value`` lines, so anchors, aliases and
anything bigger or deeper than that are refused by reading the YAML events,
before a single node is built; the nodes are then built from those same
events, so the text is read once. The YAML reader's errors become our one
line, with the line counted as an editor counts it.

The events come from LibYAML (PyYAML's C reader, ten times as fast as its
pure-Python one, which counts at start-up) when PyYAML has it. Whatever LibYAML
finds wrong is read again by the pure-Python reader, whose words are the ones
a player sees, and a text where the two readers part ways is read by the
pure-Python one alone, so a file reads the same, and a bad one gets the same
one line, with or without LibYAML. Both readers only make events; the nodes
and values are always PyYAML's safe ones.
"""

from __future__ import annotations

from collections import deque

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from ..engine.errors import FileFormatError, one_line
from ..language import _
from .lines import line_at

MAX_NODES = 256
"""More values than this in a file of a few ``KEY: value`` lines is not one of ours."""

MAX_DEPTH = 4
"""The mapping, a list as a value, and some room: deeper is not one of ours."""

FAST_READER: type | None = getattr(yaml, "CSafeLoader", None)
"""LibYAML's safe reader, or None when PyYAML was built without LibYAML."""

PURE_ONLY = "\t\ufeff|>"
"""Where LibYAML and the pure-Python reader part ways: LibYAML takes a tab for a space where the other
refuses it, skips a byte order mark at the start of any line rather than only the file's, and reads a
block scalar's ``|`` or ``>`` header more loosely. A text holding one of these is read by the
pure-Python reader alone (none of the shipped files holds one)."""


def compose_plain(text: str, path: object) -> yaml.Node | None:
    """The YAML node tree of ``text`` (None when it holds nothing), after
    refusing anchors, aliases, and more or deeper nodes than our files need.
    Every problem is a FileFormatError naming the line."""
    if FAST_READER is not None and not any(character in text for character in PURE_ONLY):
        try:
            return _compose(_checked_events(text, path, FAST_READER))
        except (yaml.YAMLError, FileFormatError, UnicodeError):
            pass  # worded by the pure-Python reader, below
    try:
        return _compose(_checked_events(text, path, yaml.SafeLoader))
    except yaml.YAMLError as error:
        raise yaml_error(error, text, path) from None


def construct(node: yaml.Node, text: str, path: object) -> object:
    """The Python value of ``node`` (from :func:`compose_plain`), built by the
    safe loader; a value it cannot build (a date that does not exist, an
    unknown tag) is a FileFormatError naming the node's line."""
    try:
        return SafeConstructor().construct_document(node)
    except Exception as error:  # noqa: BLE001 - any failure to build a value is the file's fault
        found = yaml_error(error, text, path)
        raise FileFormatError(found.problem, path, found.line or line_at(text, node.start_mark.index)) from None


def load_plain(text: str, path: object) -> object:
    """``yaml.safe_load`` for a file from a player: :func:`compose_plain`, then :func:`construct`."""
    node = compose_plain(text, path)
    return None if node is None else construct(node, text, path)


def yaml_error(error: Exception, text: str, path: object) -> FileFormatError:
    """A YAML reader's error as our one line, its line counted as an editor does."""
    if isinstance(error, yaml.reader.ReaderError):
        character = chr(error.character) if isinstance(error.character, int) else error.character
        return FileFormatError(_("not valid YAML: the character {character!r} is not allowed").format(
            character=character), path,
                               line_at(text, error.position))
    if isinstance(error, yaml.MarkedYAMLError):
        mark = error.problem_mark or error.context_mark
        problem = error.problem or error.context or type(error).__name__
        return FileFormatError(_("not valid YAML: {problem}").format(problem=one_line(problem)), path,
                               line_at(text, mark.index) if mark else None)
    return FileFormatError(_("not valid YAML: {problem}").format(problem=one_line(' '.join(str(error).split()))), path)


def _checked_events(text: str, path: object, reader: type) -> list[yaml.Event]:
    """The YAML events of ``text`` read by ``reader``; FileFormatError at the first anchor or alias, or
    the first value past :data:`MAX_NODES` or :data:`MAX_DEPTH`, before the rest is read."""
    events = []
    nodes = depth = 0
    for event in yaml.parse(text, Loader=reader):
        events.append(event)
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise FileFormatError(_("anchors and aliases (& and *) are not allowed here"), path,
                                  _line_of(event, text))
        if isinstance(event, (yaml.ScalarEvent, yaml.CollectionStartEvent)):
            nodes += 1
            if nodes > MAX_NODES:
                raise FileFormatError(_("more than {count} values: too many for this file").format(count=MAX_NODES),
                                      path, _line_of(event, text))
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise FileFormatError(
                    _("values nested more than {depth} deep: too deep for this file").format(depth=MAX_DEPTH), path,
                    _line_of(event, text))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return events


def _line_of(event: yaml.Event, text: str) -> int | None:
    """The line of ``text`` where ``event`` starts (the parser marks every event it reads)."""
    return None if event.start_mark is None else line_at(text, event.start_mark.index)


def _compose(events: list[yaml.Event]) -> yaml.Node | None:
    return _EventComposer(events).get_single_node()


class _EventComposer(Composer, Resolver):
    """PyYAML's composer and tag resolver (those of ``yaml.compose`` with the safe loader), fed events
    already read and checked instead of a reader of its own."""

    def __init__(self, events: list[yaml.Event]) -> None:
        Composer.__init__(self)
        Resolver.__init__(self)
        self._events = deque(events)

    def check_event(self, *choices: type) -> bool:
        return bool(self._events) and (not choices or isinstance(self._events[0], choices))

    def peek_event(self) -> yaml.Event:
        return self._events[0]

    def get_event(self) -> yaml.Event:
        return self._events.popleft()
