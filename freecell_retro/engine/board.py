"""A position: columns, free cells and home cells, and what may be done in it.

Boards are immutable values: a move returns a new board. That makes undo a
matter of keeping the old board, and lets the solver hash positions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain

from ..language import _, ngettext
from .cards import Card, Rank, Suit
from .deals import Deal, lay_out, microsoft_deal
from .errors import FreeCellError, Illegal, IllegalMoveError
from .moves import MOST_CELLS, MOST_COLUMNS, Area, Move, Place, cell, column, home
from .rules import AutoPlay, Rules, builds_on

Column = tuple[Card, ...]

_CELLS = tuple(cell(i) for i in range(MOST_CELLS))
_COLUMNS = tuple(column(i) for i in range(MOST_COLUMNS))
"""The places, made once: replaying a long saved game asks for them at every move."""


@dataclass(frozen=True, slots=True)
class Board:
    """Columns (each listed from the first card dealt to the exposed one),
    free cells (``None`` when empty; 0-4 of them, or the number the game
    fixes) and the four home cells (the top card of each, ``None`` when
    empty), under ``rules``: how many columns and cells there are is the
    game's (:class:`~.rules.Variant`), the code the same for every game.
    """

    columns: tuple[Column, ...]
    cells: tuple[Card | None, ...]
    homes: tuple[Card | None, ...]
    rules: Rules = Rules.ORIGINAL

    # -- making boards -----------------------------------------------------

    @classmethod
    def deal(cls, cards: Sequence[Card], rules: Rules = Rules.ORIGINAL, free_cells: int | None = 4) -> Board:
        """Deal 52 cards (in dealing order) onto a fresh board laid out as ``rules``
        deal; ``free_cells`` counts only in the games where the player chooses it."""
        if sorted(cards) != sorted(set(cards)) or len(cards) != 52:
            raise FreeCellError(_("a deal needs each of the 52 cards exactly once"))
        cells = rules.cells_for(free_cells)
        if not 0 <= cells <= 4 and rules.variant.cells_chosen:
            raise FreeCellError(_("free cells must be 0-4, not {cells}").format(cells=cells))
        variant = rules.variant
        columns, loose = lay_out(list(cards), variant.columns, cells, variant.dealt_to_cells)
        return cls(columns, loose, (None,) * 4, rules)

    @classmethod
    def of(cls, deal: Deal, rules: Rules = Rules.ORIGINAL, free_cells: int | None = 4) -> Board:
        """The board ``deal`` starts from: dealt, or the position it holds (FreeCellError when the
        position does not fit the game: other columns, more cards in cells than it has)."""
        if deal.layout is None:
            return cls.deal(list(deal.cards), rules, free_cells)
        columns, loose, tops = deal.layout
        variant, cells = rules.variant, rules.cells_for(free_cells)
        if len(columns) != variant.columns:
            raise FreeCellError(_("the position has {count} columns, {title} has {columns}").format(
                count=len(columns), title=_(variant.title), columns=variant.columns))
        if len(loose) > cells:
            raise FreeCellError(ngettext("the position has {count} cards in free cells, the game {cells} free cell",
                                         "the position has {count} cards in free cells, the game {cells} free cells",
                                         cells).format(count=len(loose), cells=cells))
        homes = tuple(tops) + (None,) * (4 - len(tops))
        return cls(tuple(columns), tuple(loose) + (None,) * (cells - len(loose)), homes, rules)

    @classmethod
    def game(cls, number: int, rules: Rules = Rules.ORIGINAL, free_cells: int | None = 4) -> Board:
        """The Microsoft-compatible deal of game ``number``."""
        return cls.deal(microsoft_deal(number), rules, free_cells)

    # -- looking at the position ------------------------------------------

    @property
    def free_cell_count(self) -> int:
        return len(self.cells)

    @property
    def empty_cells(self) -> int:
        return self.cells.count(None)

    @property
    def empty_columns(self) -> int:
        return sum(1 for col in self.columns if not col)

    @property
    def home_ranks(self) -> list[int]:
        """Rank on the home pile of each suit, by suit (0 when none)."""
        ranks = [0, 0, 0, 0]
        for top in self.homes:
            if top is not None:
                ranks[top.suit] = top.rank
        return ranks

    @property
    def cards_home(self) -> int:
        return sum(self.home_ranks)

    @property
    def is_won(self) -> bool:
        return self.cards_home == 52

    def card_at(self, place: Place) -> Card | None:
        """The card that would move from ``place`` (the exposed one)."""
        if place.area is Area.COLUMN:
            col = self.columns[place.index]
            return col[-1] if col else None
        if place.area is Area.CELL:
            return self.cells[place.index] if place.index < len(self.cells) else None
        return self.homes[place.index]

    def run_length(self, index: int) -> int:
        """How many cards at the foot of column ``index`` form an ordered sequence."""
        col = self.columns[index]
        length = 1 if col else 0
        while length < len(col) and builds_on(col[-length], col[-length - 1], self.rules):
            length += 1
        return length

    def capacity(self, to_empty_column: bool = False) -> int:
        """Most cards one sequence move may carry: ``(1 + empty cells) * 2^(empty columns)``,
        not counting the target when it is an empty column (the game's own limit, see
        :meth:`.Rules.capacity`)."""
        columns = self.empty_columns - (1 if to_empty_column else 0)
        return self.rules.capacity(self.empty_cells, columns)

    def counts_to_empty(self, index: int) -> list[int]:
        """How many cards of column ``index``'s foot may go to an empty column, fewest
        first: the ordered ones the capacity allows (one, in the games where only
        a king starts a column: the king's sequence), never the whole column."""
        col = self.columns[index]
        most = min(self.run_length(index), self.capacity(to_empty_column=True), len(col) - 1)
        return [n for n in range(1, most + 1) if self.rules.starts_column(col[-n])]

    def home_for(self, card: Card, preferred: int | None = None) -> int | None:
        """The home cell ``card`` may go to: its suit's pile, or for an ace the
        preferred empty home cell, else the leftmost empty one."""
        if card.rank == Rank.ACE:
            if preferred is not None and self.homes[preferred] is None:
                return preferred
            return self.homes.index(None) if None in self.homes else None
        for i, top in enumerate(self.homes):
            if top is not None and top.suit == card.suit and top.rank == card.rank - 1:
                return i
        return None

    # -- checking and making moves ----------------------------------------

    def resolve(self, move: Move) -> tuple[Move, int]:
        """Check ``move`` and return it in canonical form with the number of cards it carries.

        Canonical: the count is written only for several cards to an empty
        column; a home target names the home cell the card really goes to.
        Raises IllegalMoveError saying why not (the rules: :func:`resolve`).
        """
        return resolve(self, move)

    def why_illegal(self, move: Move) -> IllegalMoveError | None:
        """Why the rules refuse ``move`` here (:attr:`~.errors.IllegalMoveError.reason` and the
        words for the player), or None when they allow it: a question asked without a try."""
        try:
            self.resolve(move)
        except IllegalMoveError as error:
            return error
        return None

    def is_legal(self, move: Move) -> bool:
        """Do the rules allow ``move`` here (as python-chess's ``Board.is_legal``)?"""
        return self.why_illegal(move) is None

    def play(self, move: Move) -> Board:
        """The board after ``move`` (checked; no automatic moves)."""
        return self.apply(*self.resolve(move))

    def apply(self, move: Move, count: int) -> Board:
        """The board after ``move`` carrying ``count`` cards, as :meth:`resolve` returned
        them: not checked again (that would double the cost of every move)."""
        columns, cells, homes = list(self.columns), list(self.cells), list(self.homes)
        source, target = move.source, move.target
        if source.area is Area.COLUMN:
            col = columns[source.index]
            moving, columns[source.index] = col[len(col) - count:], col[:len(col) - count]
        else:
            card = cells[source.index]
            if card is None:
                raise IllegalMoveError(Illegal.EMPTY, _("{label} is empty").format(label=source.label), move)
            moving, cells[source.index] = (card,), None
        if target.area is Area.COLUMN:
            columns[target.index] = columns[target.index] + moving
        elif target.area is Area.CELL:
            cells[target.index] = moving[0]
        else:
            homes[target.index] = moving[0]
        return Board(tuple(columns), tuple(cells), tuple(homes), self.rules)

    def automatic_moves(self, autoplay: AutoPlay = AutoPlay.AMIGA) -> tuple[Board, tuple[Move, ...]]:
        """Send home, one card at a time, every card ``autoplay`` says is no longer needed."""
        board = self
        moves: list[Move] = []
        while True:
            move = _next_home(board, autoplay)
            if move is None:
                return board, tuple(moves)
            board = board.apply(move, 1)
            moves.append(move)

    def sources(self) -> list[Place]:
        """Every place a card can be taken from: the free cells, then the columns."""
        return [*_CELLS[:len(self.cells)], *_COLUMNS[:len(self.columns)]]

    def legal_moves(self) -> Iterator[Move]:
        """Every move the rules allow, canonical. Equivalent targets are offered
        once: the first empty free cell, the first empty column; moving a whole
        column into an empty column changes nothing and is left out."""
        first_cell = self.cells.index(None) if None in self.cells else None
        empty_cols = [i for i, col in enumerate(self.columns) if not col]
        first_empty = empty_cols[0] if empty_cols else None
        sources = [cell(i) for i, c in enumerate(self.cells) if c is not None]
        sources += [column(i) for i, col in enumerate(self.columns) if col]
        for source in sources:
            yield from _moves_from(self, source, first_cell, first_empty)

    def has_legal_move(self) -> bool:
        """Is any move left? The very question :meth:`legal_moves` answers, asked of
        it: a second, quicker set of rules once missed the sequences of Relaxed
        FreeCell and called a game lost with a move left. The generator stops at
        the first move, found at once in most positions (a free cell or a move home).
        One case is answered before it: a free cell empty and a card in a column, which
        every game lets go there (the generator tries the free cells' cards first, each
        against every column, and was a fifth of a millisecond a move of a replay)."""
        if None in self.cells and any(self.columns):
            return True
        return next(self.legal_moves(), None) is not None

    # -- text ---------------------------------------------------------------

    def __str__(self) -> str:
        """fc-solve's board layout: foundations, free cells, then one column a line."""
        ranks = self.home_ranks
        found = " ".join(f"{s.letter}-{Rank(ranks[s]).letter if ranks[s] else '0'}" for s in Suit)
        cells = " ".join(str(c) if c else "-" for c in self.cells)
        lines = [f"Foundations: {found}", f"FC: {cells}"]
        lines += [": " + " ".join(str(c) for c in col) for col in self.columns]
        return "\n".join(lines)


def _next_home(board: Board, autoplay: AutoPlay) -> Move | None:
    """The first card ``autoplay`` sends home from ``board``, as a move; None when none goes."""
    if autoplay is AutoPlay.NONE:
        return None
    ranks = board.home_ranks
    exposed = chain(zip(_CELLS, board.cells), zip(_COLUMNS, (col[-1] if col else None for col in board.columns)))
    for source, card in exposed:
        # The next card of its suit can always go home (an ace to an empty home cell).
        if card is not None and card.rank == ranks[card.suit] + 1 and autoplay.wants_home(card, ranks,
                                                                                           board.rules):
            index = board.home_for(card)
            if index is not None:  # always: its suit's pile, or an empty home cell for an ace
                return Move(source, home(index))
    return None


def _moves_from(board: Board, source: Place, first_cell: int | None, first_empty: int | None) -> Iterator[Move]:
    """Every legal move from ``source`` (:meth:`Board.legal_moves`)."""
    card = board.card_at(source)
    assert card is not None
    home_index = board.home_for(card)
    if home_index is not None:
        yield Move(source, home(home_index))
    if source.area is Area.COLUMN and first_cell is not None:
        yield Move(source, cell(first_cell))
    for i, col in enumerate(board.columns):
        if source == column(i) or not col:
            continue
        try:
            yield board.resolve(Move(source, column(i)))[0]
        except IllegalMoveError:
            pass
    if first_empty is None:
        return
    if source.area is Area.CELL:
        if board.rules.starts_column(card):
            yield Move(source, column(first_empty))
        return
    for count in board.counts_to_empty(source.index):
        yield Move(source, column(first_empty), count if count > 1 else None)


# -- the rules of a legal move ----------------------------------------------------------

def resolve(board: Board, move: Move) -> tuple[Move, int]:
    """``move`` checked on ``board``: canonical, with the number of cards it carries; IllegalMoveError
    saying why not."""
    source, target = move.source, move.target
    for place in (source, target):
        if place.area is Area.COLUMN and place.index >= len(board.columns):
            raise IllegalMoveError(
                Illegal.NO_SUCH_PLACE,
                _("there is no {label} with {count} columns").format(label=place.label, count=len(board.columns)),
                move,
            )
    card = board.card_at(source)
    if source.area is Area.HOME or (source.area is Area.CELL and source.index >= len(board.cells)):
        raise IllegalMoveError(
            Illegal.NO_SUCH_PLACE, _("there is no {label} to move from").format(label=source.label), move
        )
    if card is None:
        raise IllegalMoveError(Illegal.EMPTY, _("{label} is empty").format(label=source.label), move)
    if source == target:
        raise IllegalMoveError(Illegal.ONTO_ITSELF, _("a card cannot move onto itself"), move)
    if target.area is Area.HOME:
        return _to_home(board, move, card)
    if move.count not in (None, 1) and not (source.area is target.area is Area.COLUMN):
        raise IllegalMoveError(Illegal.ONE_AT_A_TIME,
                               _("only one card at a time can leave or enter a free cell"), move)
    if target.area is Area.CELL:
        if source.area is Area.CELL:
            raise IllegalMoveError(Illegal.CELL_TO_CELL,
                                   _("a card in a free cell can only go to a column or home"), move)
        if target.index >= len(board.cells):
            raise IllegalMoveError(Illegal.NO_SUCH_PLACE,
                                   ngettext("there is no {label} with {cells} free cell",
                                            "there is no {label} with {cells} free cells",
                                            len(board.cells)).format(label=target.label, cells=len(board.cells)),
                                   move)
        if board.cells[target.index] is not None:
            raise IllegalMoveError(Illegal.CELL_TAKEN, _("{label} is not empty").format(label=target.label), move)
        return Move(source, target), 1
    return _to_column(board, move, card)

def _to_home(board: Board, move: Move, card: Card) -> tuple[Move, int]:
    if move.count not in (None, 1):
        raise IllegalMoveError(Illegal.ONE_AT_A_TIME, _("cards go home one at a time"), move)
    index = board.home_for(card, move.target.index)
    if index is None:
        raise IllegalMoveError(Illegal.NOT_HOME_YET, _("{card} cannot go home yet").format(card=card.in_words), move)
    return Move(move.source, home(index)), 1

def _to_column(board: Board, move: Move, card: Card) -> tuple[Move, int]:
    target_col = board.columns[move.target.index]
    if move.source.area is Area.CELL:
        if target_col and not builds_on(card, target_col[-1], board.rules):
            raise IllegalMoveError(
                Illegal.DOES_NOT_BUILD,
                _("{card} does not go on {onto}").format(card=card.in_words, onto=target_col[-1].in_words),
                move,
            )
        if not target_col and not board.rules.starts_column(card):
            raise IllegalMoveError(Illegal.KING_ONLY, _("only a king may go to an empty column"), move)
        return Move(move.source, move.target), 1
    run = board.run_length(move.source.index)
    if target_col:
        onto = target_col[-1]
        fits = [n for n in range(1, run + 1) if builds_on(board.columns[move.source.index][-n], onto, board.rules)]
        if not fits:
            what = (_("{card} does not go").format(card=card.in_words) if run == 1
                    else _("none of the {run} ordered cards in {label} goes").format(run=run, label=move.source.label))
            raise IllegalMoveError(
                Illegal.DOES_NOT_BUILD, _("{what} on {onto}").format(what=what, onto=onto.in_words), move
            )
        count = fits[0]
        if move.count not in (None, count):
            raise IllegalMoveError(Illegal.WRONG_COUNT, _("{count} cards, not {asked}, would go on {onto}").format(
                count=count, asked=move.count, onto=onto.in_words), move)
        limit = board.capacity()
    else:
        count = move.count or 1
        if board.rules.variant.kings_only:
            col = board.columns[move.source.index]
            kings = [n for n in range(1, run + 1) if board.rules.starts_column(col[-n])]
            if not kings:
                raise IllegalMoveError(Illegal.KING_ONLY, _("only a king may go to an empty column"), move)
            if move.count not in (None, kings[0]):
                raise IllegalMoveError(Illegal.KING_ONLY,
                                       _("only the sequence headed by a king may go to an empty column"), move)
            count = kings[0]
        if count > run:
            raise IllegalMoveError(Illegal.TOO_FEW_ORDERED, _("only {run} ordered cards at the foot of {label}").format(
                run=run, label=move.source.label), move)
        limit = board.capacity(to_empty_column=True)
    if count > limit:
        raise IllegalMoveError(Illegal.NO_ROOM, _("{count} cards need more free cells or empty columns (at most "
                                                  "{limit} can move now)").format(count=count, limit=limit), move)
    canonical = Move(move.source, move.target, count if count > 1 and not target_col else None)
    return canonical, count
