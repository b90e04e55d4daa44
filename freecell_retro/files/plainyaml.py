"""YAML from players (tool types, card set descriptions), read safely.

The safe loader alone is not enough for a file from someone else: a
"billion laughs" file (anchors and aliases nested ten deep) is a few hundred
bytes that stands for a value of a billion parts, which hangs whatever turns
it into text, and a value nested thousands deep exhausts the reader's stack.
Our YAML files are a few plain ``KEY: value`` lines, so anchors, aliases and
anything bigger or deeper than that are refused by reading the YAML events,
before a single node is built. The YAML reader's errors become our one line,
with the line counted as an editor counts it.
"""

from __future__ import annotations

import yaml

from ..engine.errors import FileFormatError, one_line
from .lines import line_at

MAX_NODES = 256
"""More values than this in a file of a few ``KEY: value`` lines is not one of ours."""

MAX_DEPTH = 4
"""The mapping, a list as a value, and some room: deeper is not one of ours."""


def compose_plain(text: str, path: object) -> yaml.Node | None:
    """The YAML node tree of ``text`` (None when it holds nothing), after
    refusing anchors, aliases, and more or deeper nodes than our files need.
    Every problem is a FileFormatError naming the line."""
    try:
        _check_events(text, path)
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as error:
        raise yaml_error(error, text, path) from None


def construct(node: yaml.Node, text: str, path: object) -> object:
    """The Python value of ``node`` (from :func:`compose_plain`), built by the
    safe loader; a value it cannot build (a date that does not exist, an
    unknown tag) is a FileFormatError naming the node's line."""
    try:
        return yaml.SafeLoader("").construct_document(node)
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
        return FileFormatError(f"not valid YAML: the character {character!r} is not allowed", path,
                               line_at(text, error.position))
    if isinstance(error, yaml.MarkedYAMLError):
        mark = error.problem_mark or error.context_mark
        problem = error.problem or error.context or type(error).__name__
        return FileFormatError(f"not valid YAML: {one_line(problem)}", path,
                               line_at(text, mark.index) if mark else None)
    return FileFormatError(f"not valid YAML: {one_line(' '.join(str(error).split()))}", path)


def _check_events(text: str, path: object) -> None:
    nodes = depth = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        line = line_at(text, event.start_mark.index)
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise FileFormatError("anchors and aliases (& and *) are not allowed here", path, line)
        if isinstance(event, (yaml.ScalarEvent, yaml.CollectionStartEvent)):
            nodes += 1
            if nodes > MAX_NODES:
                raise FileFormatError(f"more than {MAX_NODES} values: too many for this file", path, line)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise FileFormatError(f"values nested more than {MAX_DEPTH} deep: too deep for this file", path,
                                      line)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
