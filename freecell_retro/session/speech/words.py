"""The board in words, for a player who listens instead of looking: cards, places, what a place
holds, a move as it is made. Pure functions of the engine's values; every word goes through
``_`` so the languages can say it their way.

Places are said as the screen counts them, from 1 and from the left: ``column 3``, ``free cell 2``,
``home 1`` (a home cell; its pile is said by its suit).

>>> from freecell_retro.engine.board import Board
>>> board = Board.game(617)
>>> card_words(board.columns[0][-1])
'jack of diamonds'
>>> place_held(board, column(0), TERSE)
'column 1: jack of diamonds on 4 of spades'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.board import Board
from ...engine.cards import Card, Rank, Suit
from ...engine.game import Turn
from ...engine.moves import Area, Move, Place, column
from ...language import N_, _, ngettext

TERSE, FULL = "terse", "full"
DETAILS = (TERSE, FULL)
"""How much is said: ``terse`` the essentials, ``full`` what lies under them too."""

RANKS = (N_("ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10", N_("jack"), N_("queen"), N_("king"))
SUITS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))


def rank_words(rank: Rank) -> str:
    return _(RANKS[rank - 1])


def suit_words(suit: Suit) -> str:
    return _(SUITS[suit])


def card_words(card: Card) -> str:
    """``7 of hearts``, ``queen of spades``."""
    return _("{rank} of {suit}").format(rank=rank_words(card.rank), suit=suit_words(card.suit))


def place_words(place: Place) -> str:
    """``column 3``, ``free cell 2``, ``home 1``."""
    number = place.index + 1
    if place.area is Area.COLUMN:
        return _("column {number}").format(number=number)
    if place.area is Area.CELL:
        return _("free cell {number}").format(number=number)
    return _("home {number}").format(number=number)


def cards_count(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def pile_words(top: Card | None) -> str:
    """A home pile by its top card: ``spades up to the 5``, ``hearts: ace``; ``empty``."""
    if top is None:
        return _("empty")
    if top.rank == Rank.ACE:
        return _("{suit}: ace").format(suit=suit_words(top.suit))
    return _("{suit} up to the {rank}").format(suit=suit_words(top.suit), rank=rank_words(top.rank))


def column_holds(board: Board, index: int, detail: str = FULL) -> str:
    """What a column shows: its exposed card, the card under it, and how many lie in order at its foot."""
    cards = board.columns[index]
    if not cards:
        return _("empty")
    exposed = card_words(cards[-1])
    run = board.run_length(index)
    if len(cards) == 1:
        said = _("{card}, alone").format(card=exposed)
    else:
        said = _("{card} on {under}").format(card=exposed, under=card_words(cards[-2]))
    if run > 1:
        said = _("{said}, {count} in order").format(said=said, count=cards_count(run))
    if detail == FULL and len(cards) > 1:
        said = _("{said}; {count} in all").format(said=said, count=cards_count(len(cards)))
    return said


def place_held(board: Board, place: Place, detail: str = FULL) -> str:
    """A place and what it holds: ``column 3: 7 of hearts on 8 of spades, 4 cards in order``,
    ``free cell 2: empty``, ``home 1: spades up to the 5``."""
    if place.area is Area.COLUMN:
        held = column_holds(board, place.index, detail)
    elif place.area is Area.CELL:
        card = board.cells[place.index] if place.index < len(board.cells) else None
        held = card_words(card) if card is not None else _("empty")
    else:
        held = pile_words(board.homes[place.index])
    return _("{place}: {held}").format(place=place_words(place), held=held)


def whole_column(board: Board, index: int) -> str:
    """A column from the first card dealt (the top of the screen) to the exposed one."""
    cards = board.columns[index]
    if not cards:
        return _("{place}: empty").format(place=place_words(column(index)))
    return _("{place}, {count}, top to bottom: {cards}").format(
        place=place_words(column(index)), count=cards_count(len(cards)),
        cards=", ".join(card_words(card) for card in cards))


def columns_at_a_glance(board: Board) -> str:
    """Each column's exposed card, left to right: the board heard in one breath."""
    return _("Columns: {columns}.").format(columns="; ".join(
        _("{number}: {held}").format(number=i + 1, held=card_words(cards[-1]) if cards else _("empty"))
        for i, cards in enumerate(board.columns)))


def cells_and_homes(board: Board) -> str:
    """The free cells, then the home cells, each by number."""
    if board.cells:
        cells = "; ".join(_("{number}: {held}").format(number=i + 1, held=card_words(c) if c else _("empty"))
                          for i, c in enumerate(board.cells))
        said = _("Free cells: {cells}.").format(cells=cells)
    else:
        said = _("No free cells.")
    homes = "; ".join(_("{number}: {held}").format(number=i + 1, held=pile_words(top))
                      for i, top in enumerate(board.homes))
    return said + " " + _("Home: {homes}.").format(homes=homes)


def run_words(cards: Sequence[Card]) -> str:
    """One card by name; a run by its count and its ends: ``3 cards, 9 of clubs to 7 of hearts``."""
    if len(cards) == 1:
        return card_words(cards[0])
    return _("{count}, {first} to {last}").format(count=cards_count(len(cards)), first=card_words(cards[0]),
                                                   last=card_words(cards[-1]))


def moving(board: Board, move: Move, count: int) -> list[Card]:
    """The cards ``move`` carries on ``board`` (before it is made), top of the run first."""
    if move.source.area is Area.COLUMN:
        return list(board.columns[move.source.index][-count:])
    card = board.card_at(move.source)
    return [card] if card is not None else []


def target_words(board: Board, target: Place, detail: str) -> str:
    """Where cards go, said before they land: ``to column 5, on 8 of spades``, ``to free cell 2``, ``to home``."""
    if target.area is Area.HOME:
        return _("to home")
    where = _("to {place}").format(place=place_words(target))
    if target.area is Area.COLUMN and detail == FULL:
        cards = board.columns[target.index]
        if not cards:
            return _("to empty {place}").format(place=place_words(target))
        return _("{where}, on {card}").format(where=where, card=card_words(cards[-1]))
    return where


def move_words(board: Board, move: Move, count: int, detail: str = FULL) -> str:
    """A move the player makes on ``board`` (the board before it): ``7 of hearts from column 3 to
    column 5, on 8 of spades``."""
    cards = run_words(moving(board, move, count))
    if detail == TERSE:
        return _("{cards} {target}").format(cards=cards, target=target_words(board, move.target, detail))
    return _("{cards} from {source} {target}").format(cards=cards, source=place_words(move.source),
                                                      target=target_words(board, move.target, detail))


NAMED_HOME = 4
"""Cards going home by themselves are named up to this many; more (the end of a game) are only counted."""


def homeward(before: Board, automatic: Sequence[Move], detail: str = FULL) -> str | None:
    """The automatic moves home after a move: ``2 cards go home: ace of spades, 2 of spades``."""
    if not automatic:
        return None
    count = len(automatic)
    said = ngettext("{count} card goes home", "{count} cards go home", count).format(count=count)
    if detail == TERSE or count > NAMED_HOME:
        return said
    board, names = before, []
    for move in automatic:
        card = board.card_at(move.source)
        if card is not None:
            names.append(card_words(card))
        board = board.play(move)
    return _("{said}: {cards}").format(said=said, cards=", ".join(names))


def turn_words(before: Board, turn: Turn, detail: str = FULL) -> str:
    """A turn as it is made: the player's move, then the cards that went home after it."""
    said = move_words(before, turn.move, turn.cards, detail)
    after_move = before.apply(turn.move, turn.cards)
    home = homeward(after_move, turn.automatic, detail)
    return said if home is None else _("{move}. {home}").format(move=said, home=home)


def undo_words(before: Board, turn: Turn, detail: str = FULL) -> str:
    """A turn taken back (``before``: the board it was made on, now on the screen again)."""
    cards = run_words(moving(before, turn.move, turn.cards))
    said = _("Undone: {cards} back to {place}").format(cards=cards, place=place_words(turn.move.source))
    if turn.automatic and detail == FULL:
        count = len(turn.automatic)
        said += ". " + ngettext("{count} card back from home", "{count} cards back from home",
                                count).format(count=count)
    return said


def counts_words(board: Board) -> str:
    """Free cells and empty columns, as the title bar's Status Counts say them."""
    return _("Empty: {cells}, {columns}").format(
        cells=ngettext("{count} free cell", "{count} free cells", board.empty_cells).format(count=board.empty_cells),
        columns=ngettext("{count} column", "{count} columns", board.empty_columns).format(count=board.empty_columns))


def time_words(seconds: float) -> str:
    """``3 minutes 12 seconds``."""
    whole = int(seconds)
    minutes, rest = divmod(whole, 60)
    secs = ngettext("{count} second", "{count} seconds", rest).format(count=rest)
    if not minutes:
        return secs
    return _("{minutes} {seconds}").format(
        minutes=ngettext("{count} minute", "{count} minutes", minutes).format(count=minutes), seconds=secs)
