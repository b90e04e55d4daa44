"""Set games: a deal written as text, in the Amiga format or as an fc-solve board.

Amiga format (what we write): the 52 cards in dealing order, row by row, left
to right, two characters each separated by white space::

    JD 2D 9H JC 5D 7H 7C 5H
    ...

An fc-solve board (also read) has one line per column, top to bottom, with
optional ``Foundations:`` and ``FC:``/``Freecells:`` lines. With those empty and
the columns as dealt it is a deal; otherwise it is a *position* brought in from
another program — cards already home or in free cells, columns of any length —
checked as one (each card once, all 52 there, none both home and in play) and
played from as it stands (:func:`read_position`).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import NamedTuple

from ..engine.board import Board
from ..engine.cards import FULL_DECK, SUIT_WORDS, Card, Rank, Suit
from ..engine.deals import Deal, Layout
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
        column = line.startswith(":")
        if column:
            line = line[1:]
        if line or column:  # ":" alone is an empty column of an fc-solve board
            lines.append([_Token(word, number) for word in line.split()] or [_Token("", number)])
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
    cards, layout = parse_board_text(text, path)
    if layout is not None:
        raise FileFormatError(_("a set game is a deal: its free cells and home cells must be empty, its columns "
                                "as dealt"), path, _first_line(text))
    return cards


def _first_line(text: str) -> int | None:
    lines = _tokens(text)
    return lines[0][0].line if lines else None


def parse_board_text(text: str, path: object = None) -> tuple[list[Card], Layout | None]:
    """The cards in dealing order and, for a position (cards home or in free cells, columns not as
    dealt), its layout. Raises FileFormatError naming line and problem."""
    lines = _tokens(text)
    fcs = False
    homes: list[_Token] | None = None
    cells: list[_Token] | None = None
    for row in list(lines):
        header = _FCS_HEADER.match(" ".join(t.text for t in row))
        if header:
            fcs = True
            lines.remove(row)
            words = [_Token(word, row[0].line) for word in header[2].split()]
            if header[1].lower() == "foundations":
                if homes is not None:
                    raise FileFormatError(_("Foundations: given twice"), path, row[0].line)
                homes = words
            else:
                if cells is not None:
                    raise FileFormatError(_("Freecells: given twice"), path, row[0].line)
                cells = words
    homes_empty = all(re.fullmatch(r"[CDHS]-0", w.text, re.IGNORECASE) for w in homes or [])
    cells_empty = all(w.text == "-" for w in cells or [])
    if fcs and not (homes_empty and cells_empty and _looks_like_columns(lines)):
        return _position(lines, homes or [], cells or [], path)
    if fcs or _looks_like_columns(lines):
        if len(lines) != 8:
            raise FileFormatError(_("an fc-solve board has 8 columns, this one {count}").format(count=len(lines)), path,
                                  lines[-1][0].line if lines else None)
        columns = [[_card(t, path) for t in row if t.text] for row in lines]
        tokens = [t for row in lines for t in row if t.text]
        cards = [columns[c][r] for r in range(max(map(len, columns))) for c in range(8) if r < len(columns[c])]
        _check_deck([c for col in columns for c in col], tokens, path)
        if sorted(map(len, columns), reverse=True) != [7, 7, 7, 7, 6, 6, 6, 6] or len(columns[0]) != 7 \
                or len(columns[4]) != 6:
            raise FileFormatError(_("columns 1-4 must hold 7 cards and columns 5-8 six, as dealt"), path,
                                  lines[0][0].line)
        return cards, None
    tokens = [t for row in lines for t in row if t.text]
    cards = [_card(t, path) for t in tokens]
    _check_deck(cards, tokens, path)
    return cards, None


_RANKS = "A23456789TJQK"


def _home(token: _Token, path: object) -> tuple[Suit, int]:
    """``H-5``: the hearts home up to the 5 (``H-0`` none, ``H-A`` the ace, ``H-10`` or ``H-T``)."""
    match = re.fullmatch(r"([CDHS])-(0|10|[A2-9TJQK])", token.text, re.IGNORECASE)
    if not match:
        raise FileFormatError(_("{text!r} is not a home cell (like H-0, S-5, D-K)").format(text=token.text), path,
                              token.line)
    rank = match[2].upper()
    return Suit.from_str(match[1]), 0 if rank == "0" else 10 if rank == "10" else _RANKS.index(rank) + 1


def _position(lines: list[list[_Token]], homes: list[_Token], cells: list[_Token],
              path: object) -> tuple[list[Card], Layout]:
    """A position's cards (columns row by row, then the free cells, then the cards home) and layout."""
    ranks: dict[Suit, int] = {}
    where: dict[Card, int] = {}
    for token in homes:
        suit, rank = _home(token, path)
        if suit in ranks:
            raise FileFormatError(_("the {suit} are home twice on the Foundations line").format(
                suit=_(SUIT_WORDS[suit.word])), path, token.line)
        ranks[suit] = rank
    tops = tuple(Card(Rank(rank), suit) for suit, rank in ranks.items() if rank)
    home_cards = [Card(Rank(r), suit) for suit, rank in ranks.items() for r in range(1, rank + 1)]
    in_cells = [_card(token, path) for token in cells if token.text != "-"]
    columns = [[_card(token, path) for token in row if token.text] for row in lines]
    placed = [*((card, token.line) for row, col in zip(lines, columns)
                for card, token in zip(col, [token for token in row if token.text])),
              *((c, t.line) for c, t in zip(in_cells, [t for t in cells if t.text != "-"]))]
    for card, line in sorted(placed, key=lambda pair: pair[1]):
        if card.rank <= ranks.get(card.suit, 0):
            raise FileFormatError(_("{card} is in play, but the {suit} are home up to {rank}").format(
                card=card, suit=_(SUIT_WORDS[card.suit.word]), rank=Rank(ranks[card.suit]).letter), path, line)
        if card in where:
            raise FileFormatError(
                _("{card} appears twice (first on line {first})").format(card=card, first=where[card]), path, line
            )
        where[card] = line
    if len(in_cells) > 8:
        raise FileFormatError(_("{count} cards in free cells: no game has more than 8").format(count=len(in_cells)),
                              path, cells[0].line)
    total = len(where) + len(home_cards)
    if total != 52:
        missing = " ".join(str(c) for c in FULL_DECK if c not in where and c.rank > ranks.get(c.suit, 0))
        last = lines[-1][-1].line if lines else (cells or homes or [_Token("", 0)])[0].line
        raise FileFormatError(
            _("{count} cards instead of 52 (missing: {missing})").format(count=total, missing=missing), path,
            last or None,
        )
    laid = [card for row in range(max(map(len, columns), default=0)) for card in
            (column[row] for column in columns if row < len(column))]
    layout = (tuple(tuple(column) for column in columns), tuple(in_cells), tops)
    return laid + in_cells + home_cards, layout


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
    cards, layout = parse_board_text(read_text_capped(path), path)
    return Deal(cards, setgame=path.name, layout=layout)


def format_setgame(cards: list[Card] | tuple[Card, ...]) -> str:
    """The Amiga set game text: eight cards a line, in dealing order (7 lines)."""
    words = [str(c) for c in cards]
    return "".join(" ".join(words[i:i + 8]) + "\n" for i in range(0, len(words), 8))


def format_position(board: Board) -> str:
    """Export Position: the board as fc-solve reads one — ``Foundations:`` (each suit's top card home,
    ``H-0`` none), ``Freecells:`` (``-`` an empty one), then a column a line, top to bottom."""
    ranks = board.home_ranks
    homes = " ".join(f"{suit.letter}-{_RANKS[ranks[suit] - 1] if ranks[suit] else 0}"
                     for suit in (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES))
    cells = " ".join(str(c) if c else "-" for c in board.cells)
    return (f"Foundations: {homes}\nFreecells: {cells}\n"
            + "".join(": " + " ".join(str(c) for c in col) + "\n" for col in board.columns))


def format_layout(layout: Layout) -> list[str]:
    """A position brought in, as fc-solve board lines :func:`parse_board_text` reads back to the very
    same layout: the home cells that hold cards in their order, the cards in free cells, then a column
    a line (a saved game keeps the position it started from this way)."""
    columns, in_cells, tops = layout
    homes = " ".join(f"{top.suit.letter}-{top.rank.letter}" for top in tops)
    return [f"Foundations: {homes}".rstrip(), f"Freecells: {' '.join(str(card) for card in in_cells)}".rstrip(),
            *((": " + " ".join(str(card) for card in column)).rstrip() for column in columns)]


def format_fcs(board: Board) -> str:
    """An fc-solve board: one column a line, top to bottom, cards separated by spaces;
    first the free cells (``-`` an empty one) in a game that deals cards into them,
    as pysol-cards and PySolFC print the deal."""
    cells = ("Freecells: " + " ".join(str(c) if c else "-" for c in board.cells) + "\n"
             if board.rules.variant.dealt_to_cells else "")
    return cells + "".join(" ".join(str(c) for c in col) + "\n" for col in board.columns)
