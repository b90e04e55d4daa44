"""Set games: a deal written as text, in the Amiga format or as an fc-solve board.

Amiga format (what we write): the 52 cards in dealing order, row by row, left
to right, two characters each separated by white space::

    JD 2D 9H JC 5D 7H 7C 5H
    ...

An fc-solve board (also read) has one line per column, top to bottom, with
optional ``Foundations:`` and ``FC:``/``Freecells:`` lines, which must be empty
here because a set game is a deal.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Board
from ..engine.cards import FULL_DECK, Card
from ..engine.deals import Deal
from ..engine.errors import FileFormatError, NotationError
from ..language import _
from .atomic import read_text_capped
from .lines import split_lines
from .names import name_problem

_FCS_HEADER = re.compile(r"^\s*(foundations|fc|freecells)\s*:(.*)$", re.IGNORECASE)


class _Token(NamedTuple):
    text: str
    line: int


def _tokens(text: str) -> list[list[_Token]]:
    """Card tokens line by line (blank lines and ``#`` comments dropped)."""
    lines = []
    for number, line in enumerate(split_lines(text), 1):
        line = line.split("#", 1)[0].strip()
        if line.startswith(":"):
            line = line[1:]
        if line:
            lines.append([_Token(word, number) for word in line.split()])
    return lines


def _card(token: _Token, path: object) -> Card:
    try:
        return Card.from_str(token.text)
    except NotationError as error:
        raise FileFormatError(str(error), path, token.line) from None


def _check_deck(cards: list[Card], tokens: list[_Token], path: object) -> None:
    seen: dict[Card, int] = {}
    for card, token in zip(cards, tokens):
        if card in seen:
            raise FileFormatError(
                _("{card} appears twice (first on line {first})").format(card=card, first=seen[card]), path, token.line
            )
        seen[card] = token.line
    if len(cards) != 52:
        missing = " ".join(str(c) for c in FULL_DECK if c not in seen)
        last = tokens[-1].line if tokens else None
        raise FileFormatError(
            _("{count} cards instead of 52 (missing: {missing})").format(count=len(cards), missing=missing), path, last
        )


def parse_setgame(text: str, path: object = None) -> list[Card]:
    """The 52 cards in dealing order. Raises FileFormatError naming line and problem."""
    lines = _tokens(text)
    fcs = False
    for row in list(lines):
        header = _FCS_HEADER.match(" ".join(t.text for t in row))
        if header:
            fcs = True
            lines.remove(row)
            words = header[2].split()
            if header[1].lower() == "foundations":
                empty = all(re.fullmatch(r"[CDHS]-0", w, re.IGNORECASE) for w in words)
            else:
                empty = all(w == "-" for w in words)
            if not empty:
                raise FileFormatError(_("a set game is a deal: its free cells and home cells must be empty"),
                                      path, row[0].line)
    if fcs or _looks_like_columns(lines):
        if len(lines) != 8:
            raise FileFormatError(_("an fc-solve board has 8 columns, this one {count}").format(count=len(lines)), path,
                                  lines[-1][0].line if lines else None)
        columns = [[_card(t, path) for t in row] for row in lines]
        tokens = [t for row in lines for t in row]
        cards = [columns[c][r] for r in range(max(map(len, columns))) for c in range(8) if r < len(columns[c])]
        _check_deck([c for col in columns for c in col], tokens, path)
        if sorted(map(len, columns), reverse=True) != [7, 7, 7, 7, 6, 6, 6, 6] or len(columns[0]) != 7 \
                or len(columns[4]) != 6:
            raise FileFormatError(_("columns 1-4 must hold 7 cards and columns 5-8 six, as dealt"), path,
                                  lines[0][0].line)
        return cards
    tokens = [t for row in lines for t in row]
    cards = [_card(t, path) for t in tokens]
    _check_deck(cards, tokens, path)
    return cards


def _looks_like_columns(lines: list[list[_Token]]) -> bool:
    return [len(row) for row in lines] == [7, 7, 7, 7, 6, 6, 6, 6]


def read_setgame(path: str | os.PathLike[str]) -> Deal:
    """Load a set game file as a :class:`Deal` named after the file. The name
    becomes part of the solution file's name, so it must pass
    :func:`.names.name_problem`."""
    path = Path(path)
    problem = name_problem(path.name)
    if problem is not None:
        raise FileFormatError(_("a set game file's name {problem}").format(problem=problem), path)
    return Deal.from_setgame(path.name, parse_setgame(read_text_capped(path), path))


def format_setgame(cards: list[Card] | tuple[Card, ...]) -> str:
    """The Amiga set game text: eight cards a line, in dealing order (7 lines)."""
    words = [str(c) for c in cards]
    return "".join(" ".join(words[i:i + 8]) + "\n" for i in range(0, len(words), 8))


def format_fcs(board: Board) -> str:
    """An fc-solve board: one column a line, top to bottom, cards separated by spaces;
    first the free cells (``-`` an empty one) in a game that deals cards into them,
    as pysol-cards and PySolFC print the deal."""
    cells = ("Freecells: " + " ".join(str(c) if c else "-" for c in board.cells) + "\n"
             if board.rules.variant.dealt_to_cells else "")
    return cells + "".join(" ".join(str(c) for c in col) + "\n" for col in board.columns)
