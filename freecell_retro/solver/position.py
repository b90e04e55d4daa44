"""The solver's compact positions and the moves between them.

The engine's :class:`~freecell_retro.engine.board.Board` is built for
clarity; the search visits hundreds of thousands of positions, so it uses its
own representation, fast to copy and to hash:

* a card is one character (``chr(65 + (rank-1)*4 + suit)``);
* a column is a string of them, from the first card dealt to the exposed one;
* the free cells are a sorted string (which cell holds a card does not matter);
* the home cells are a tuple of four ranks, by suit.

A position is ``(columns, cells, homes)``. Two positions that differ only in
the order of their columns or free cells are the same for the search: their
:meth:`Generator.key` is equal. Every move is followed by the automatic moves home
of :attr:`AutoPlay.AMIGA <freecell_retro.engine.rules.AutoPlay.AMIGA>`, so the
positions are the ones the engine would show.

A move is ``(source, target, count, card)``: source a column (0-7, 0-9 in
Seahaven Towers) or :data:`CELL`; target a column, :data:`CELL` or
:data:`HOME`; ``card`` the card that lands on the target (the one at the head
of a sequence). What the game allows (how many cards a sequence move carries,
which card may start an empty column) is its :class:`~..engine.rules.Variant`'s.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.board import Board
from ..engine.cards import FULL_DECK, Card, Rank, Suit
from ..engine.moves import MOST_COLUMNS
from ..engine.rules import Rules, builds_on

CELL, HOME = MOST_COLUMNS, MOST_COLUMNS + 1

Columns = tuple[str, ...]
Homes = tuple[int, int, int, int]
"""The cards on each home pile, by suit."""
Position = tuple[Columns, str, Homes]
SolverMove = tuple[int, int, int, str]


def char_of(card: Card) -> str:
    return chr(65 + (card.rank - 1) * 4 + card.suit)


def card_of(char: str) -> Card:
    code = ord(char) - 65
    return Card(Rank(code // 4 + 1), Suit(code % 4))


CHARS = {card: char_of(card) for card in FULL_DECK}
RANK = {char_of(card): int(card.rank) for card in FULL_DECK}
SUIT = {char_of(card): int(card.suit) for card in FULL_DECK}
NEXT = tuple(tuple(char_of(Card(Rank(r + 1), Suit(s))) if r < 13 else "" for r in range(14)) for s in range(4))
"""``NEXT[suit][home rank]``: the card that goes home next on that pile ('' when complete)."""


def position_of(board: Board) -> Position:
    """The solver's position for an engine board."""
    columns = tuple("".join(CHARS[card] for card in col) for col in board.columns)
    cells = "".join(sorted(CHARS[card] for card in board.cells if card is not None))
    ranks = board.home_ranks
    return columns, cells, (ranks[0], ranks[1], ranks[2], ranks[3])


class _Runs(dict[str, int]):
    """Column → length of the ordered sequence at its foot, worked out once."""

    def __init__(self, children: dict[str, str]) -> None:
        super().__init__()
        self.children = children

    def __missing__(self, col: str) -> int:
        children = self.children
        length = 1 if col else 0
        while length < len(col) and col[-length] in children[col[-length - 1]]:
            length += 1
        self[col] = length
        return length


class _Automatic(dict[tuple[int, ...], str]):
    """Home ranks → the cards the Amiga rule sends home by themselves when exposed."""

    def __init__(self, bakers: bool) -> None:
        super().__init__()
        self.bakers = bakers

    def __missing__(self, homes: tuple[int, ...]) -> str:
        found = ""
        for suit in range(4):
            rank = homes[suit]
            if rank < 13 and (self.bakers or min(homes[s] for s in range(4) if RED[s] != RED[suit]) >= rank):
                found += NEXT[suit][rank]
        self[homes] = found
        return found


class _Wanted(dict[tuple[int, ...], str]):
    """Home ranks → the cards that may go home next (by a move or by themselves)."""

    def __missing__(self, homes: tuple[int, ...]) -> str:
        found = self[homes] = "".join(NEXT[suit][homes[suit]] for suit in range(4))
        return found


class _SortedCells(dict[str, str]):
    """Free cells and a card more → the sorted free cells (positions keep them sorted)."""

    def __missing__(self, cells: str) -> str:
        found = self[cells] = "".join(sorted(cells))
        return found


RED = (False, True, True, False)
_TABLES: dict[Rules, tuple[dict[str, str], dict[str, str], _Automatic]] = {}


def _tables(rules: Rules) -> tuple[dict[str, str], dict[str, str], _Automatic]:
    """Which card goes on which (both ways) and the automatic moves, per rule set."""
    if rules not in _TABLES:
        cards = list(FULL_DECK)
        parents = {CHARS[c]: "".join(CHARS[p] for p in cards if builds_on(c, p, rules)) for c in cards}
        children = {CHARS[p]: "".join(CHARS[c] for c in cards if builds_on(c, p, rules)) for p in cards}
        _TABLES[rules] = parents, children, _Automatic(rules.variant.by_suit)
    return _TABLES[rules]


class Generator:
    """The move generator for one rule set and number of free cells, with the
    per-column facts it remembers between positions."""

    def __init__(self, rules: Rules, free_cells: int) -> None:
        self.rules = rules
        self.free_cells = free_cells
        self.parents, self.children, self.auto = _tables(rules)
        self.runs = _Runs(self.children)
        self.wanted = _Wanted()
        self.sorted_cells = _SortedCells()
        self.capacity = rules.capacity
        """``capacity(empty cells, empty columns)``: the most cards one sequence move carries."""
        kings_only = rules.variant.kings_only
        self.starters = frozenset(CHARS[c] for c in FULL_DECK if not kings_only or c.rank == Rank.KING)
        """The cards that may go to an empty column (every card, or the kings)."""
        self.unlimited = rules.variant.unlimited

    def settle(self, columns: list[str], cells: str, homes: Homes) -> tuple[str, Homes]:
        """Make the automatic moves home (in place on ``columns``)."""
        automatic = self.auto
        auto = automatic[homes]
        moved = True
        while moved:
            moved = False
            for i, col in enumerate(columns):
                while col and col[-1] in auto:
                    suit = SUIT[col[-1]]
                    homes = homes[:suit] + (homes[suit] + 1,) + homes[suit + 1:]  # type: ignore[assignment]  # four piles still (raised() inline: the hot spot)
                    auto = automatic[homes]
                    col = col[:-1]
                    moved = True
                columns[i] = col
            for char in cells:
                if char in auto:
                    suit = SUIT[char]
                    homes = homes[:suit] + (homes[suit] + 1,) + homes[suit + 1:]  # type: ignore[assignment]  # four piles still
                    auto = automatic[homes]
                    cells = cells.replace(char, "")
                    moved = True
        return cells, homes

    @staticmethod
    def key(position: Position) -> Position:
        """The canonical position: the same for positions that differ only in
        the order of their columns (sorted; the empty ones first). The free
        cells are sorted already. The searches store canonical positions only."""
        return tuple(sorted(position[0])), position[1], position[2]

    def _survey(self, position: Position) -> tuple[dict[str, int], int, int, str, bool]:
        """Exposed cards (card → column), the first empty column (-1: none),
        how many columns are empty, the cards the automatic moves want, and
        whether none of those is exposed (so moves need no automatic moves
        unless they expose a card)."""
        columns, cells, homes = position
        tops = {}
        first_empty, empties = -1, 0
        for i, col in enumerate(columns):
            if col:
                tops[col[-1]] = i
            else:
                empties += 1
                if first_empty < 0:
                    first_empty = i
        auto = self.auto[homes]
        settled = True
        for char in auto:
            if char in tops or char in cells:
                settled = False
        return tops, first_empty, empties, auto, settled

    def _after(self, columns: list[str], cells: str, homes: Homes, quiet: bool) -> Position:
        """The position made of ``columns``, after the automatic moves unless ``quiet``."""
        if quiet:
            return tuple(columns), cells, homes
        cells, homes = self.settle(columns, cells, homes)
        return tuple(columns), cells, homes

    def _home(self, columns: Columns, cells: str, homes: tuple[int, ...], char: str) -> Position:
        """The position after ``char`` (exposed, from a column or a free cell,
        and one of the cards the home cells want next) goes home."""
        new_cols = [col[:-1] if col and col[-1] == char else col for col in columns]
        return self._after(new_cols, cells.replace(char, ""), raised(homes, SUIT[char]), False)

    def moves(self, position: Position, sequences: bool = True, to_cells: bool = True,
              shuffles: bool = True) -> Iterator[tuple[SolverMove, Position]]:
        """Every move from ``position`` with the position after it (and its
        automatic moves). ``sequences=False`` moves one card at a time, which
        reaches the same positions with fewer choices per position;
        ``to_cells=False`` leaves out the moves to a free cell (for searches
        that do not try them); ``shuffles=False`` leaves out the moves of a
        sequence off a card it builds on onto another card (only a whole
        ordered run goes onto a card: the searches that need not see every
        position have fewer to score)."""
        columns, cells, homes = position
        parents, runs, after, wanted = self.parents, self.runs, self._after, self.wanted[homes]
        sort_cells = self.sorted_cells
        free = self.free_cells - len(cells)
        tops, first_empty, empties, auto, settled = self._survey(position)
        if sequences:
            limit = self.capacity(free, empties)
            limit_empty = self.capacity(free, empties - 1) if empties else 0
        else:
            limit = limit_empty = 1
        starters = self.starters

        for char in cells:
            if char in wanted:
                yield (CELL, HOME, 1, char), self._home(columns, cells, homes, char)
            rest = cells.replace(char, "")
            targets = [tops[p] for p in parents[char] if p in tops]
            if first_empty >= 0 and char in starters:
                targets.append(first_empty)
            for target in targets:
                new_cols = list(columns)
                new_cols[target] += char
                yield (CELL, target, 1, char), (tuple(new_cols), rest, homes) if settled else \
                    after(new_cols, rest, homes, False)

        for source, col in enumerate(columns):
            if not col:
                continue
            char = col[-1]
            if char in wanted:
                yield (source, HOME, 1, char), self._home(columns, cells, homes, char)
            if free and to_cells:
                new_cols = list(columns)
                new_cols[source] = rest = col[:-1]
                quiet = settled and not (rest and rest[-1] in auto)
                more = sort_cells[cells + char]
                yield (source, CELL, 1, char), (tuple(new_cols), more, homes) if quiet else \
                    after(new_cols, more, homes, False)
            run = runs[col]
            counts = range(1, (run if run < limit else limit) + 1) if shuffles else (run,) if run <= limit else ()
            for count in counts:
                head = col[-count]
                for parent in parents[head]:
                    onto = tops.get(parent)
                    if onto is not None:
                        new_cols = list(columns)
                        new_cols[source] = rest = col[:-count]
                        new_cols[onto] += col[-count:]
                        quiet = settled and not (rest and rest[-1] in auto)
                        yield (source, onto, count, head), (tuple(new_cols), cells, homes) if quiet else \
                            after(new_cols, cells, homes, False)
            if first_empty >= 0:
                for count in range(1, min(run, limit_empty, len(col) - 1) + 1):
                    if col[-count] not in starters:
                        continue
                    new_cols = list(columns)
                    new_cols[source] = rest = col[:-count]
                    new_cols[first_empty] = col[-count:]
                    quiet = settled and rest[-1] not in auto
                    yield (source, first_empty, count, col[-count]), (tuple(new_cols), cells, homes) if quiet else \
                        after(new_cols, cells, homes, False)

    def atomic(self, position: Position) -> list[Position]:
        """The canonical positions after every move of one card from canonical
        ``position`` (see :meth:`key`): the positions ``moves(position,
        sequences=False)`` reaches, in the order to try them last to first
        (moves home last, then onto a card, then to a free cell or an empty
        column). The exhaustive search visits every position with this, so it
        is written for speed: a move only needs the automatic moves when it
        sends a card home or exposes one the automatic moves want. Where
        sequences move without limit (Relaxed FreeCell) single cards do not
        reach every position, so there it is every move of :meth:`moves`."""
        if self.unlimited:
            return [self.key(child) for _, child in self.moves(position)][::-1]
        columns, cells, homes = position
        parents, auto, wanted, sort_cells = self.parents, self.auto[homes], self.wanted[homes], self.sorted_cells
        tops = {col[-1]: i for i, col in enumerate(columns) if col}
        fits = "".join([self.children[top] for top in tops])  # the cards that could go onto an exposed one
        empty = not columns[0]  # canonical: the empty columns come first
        starters = self.starters
        room = len(cells) < self.free_cells
        home: list[Position] = []
        onto: list[Position] = []
        rest: list[Position] = []
        unquiet = self._unquiet
        for char, source in tops.items():
            if not (room or empty or char in fits or char in wanted):
                continue  # no move for it (deep in a proof, the free cells are full and most cards stuck)
            left = columns[source][:-1]
            if char in wanted:
                new = list(columns)
                new[source] = left
                home.append(unquiet(new, cells, raised(homes, SUIT[char])))
            # without automatic moves, the order of the columns only changes when one empties or fills
            quiet = not left or left[-1] not in auto
            for parent in parents[char] if char in fits else ():
                target = tops.get(parent)
                if target is not None:
                    new = list(columns)
                    new[source] = left
                    new[target] += char
                    onto.append((tuple(new if left else sorted(new)), cells, homes) if quiet
                                else unquiet(new, cells, homes))
            if room:
                new = list(columns)
                new[source] = left
                more = sort_cells[cells + char]
                rest.append((tuple(new if left else sorted(new)), more, homes) if quiet else unquiet(new, more, homes))
            if empty and left and char in starters:
                new = list(columns)
                new[source] = left
                new[0] = char
                rest.append((tuple(sorted(new)), cells, homes) if quiet else unquiet(new, cells, homes))
        for char in cells:
            if not (empty or char in fits or char in wanted):
                continue
            fewer = cells.replace(char, "")
            if char in wanted:
                home.append(unquiet(list(columns), fewer, raised(homes, SUIT[char])))
            for parent in parents[char]:
                target = tops.get(parent)
                if target is not None:
                    new = list(columns)
                    new[target] += char
                    onto.append((tuple(new), fewer, homes))
            if empty and char in starters:
                new = list(columns)
                new[0] = char
                new.sort()
                rest.append((tuple(new), fewer, homes))
        rest += onto
        rest += home
        return rest

    def _unquiet(self, columns: list[str], cells: str, homes: Homes) -> Position:
        """The canonical position of ``columns`` after the automatic moves."""
        cells, homes = self.settle(columns, cells, homes)
        columns.sort()
        return tuple(columns), cells, homes


def raised(homes: tuple[int, ...], suit: int) -> tuple[int, int, int, int]:
    """``homes`` with one more card on the pile of ``suit``."""
    return homes[:suit] + (homes[suit] + 1,) + homes[suit + 1:]  # type: ignore[return-value]  # four piles still


def packed(position: Position) -> str:
    """A canonical position (:meth:`Generator.key`) as one short string: its columns, then its free cells.

    The home cells need no place in it: the cards of neither are home, and each home pile holds the
    lowest of its suit. About a hundred bytes, against three hundred for the position's tuples: the
    exhaustive search remembers every position it reaches by this (see :func:`unpacked`)."""
    return ",".join(position[0]) + "|" + position[1]


def unpacked(key: str) -> Position:
    """The canonical position :func:`packed` made ``key`` of."""
    columns, cells = key.split("|")
    present = [0, 0, 0, 0]
    for char in columns + cells:
        if char != ",":
            present[SUIT[char]] += 1
    return tuple(columns.split(",")), cells, (13 - present[0], 13 - present[1], 13 - present[2], 13 - present[3])


def is_won(position: Position) -> bool:
    return position[2] == (13, 13, 13, 13)

