"""Compound moves that dig a buried card out and place it: fc-solve's idea.

With one or two free cells a single move to a free cell rarely looks like
progress, so a search over single moves wanders among them. A *dig* is the
few moves a player sees as one: park the cards lying on a buried card (on
other cards they build on, in an empty column, in the free cells), then send
that card home or onto a card it builds on — or bring onto it a card that
builds on it (an *uncover* dig). A depth-first search over digs
(:class:`~.search.SoftDepthFirst`) makes real progress at every step.

A search keeps only the :class:`Dig` beside the position it reaches;
:func:`dig_steps` spells it out again as the positions after each of its
single moves, so a solution's path through it is made of single moves and
:func:`~.shortcuts.short_moves` reads it like any other.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from .position import SUIT, Generator, Position, raised

MOST_PARKED = 8
"""The most cards parked to free one: deeper digs need more room than a deal with few free cells has."""


class Dig(NamedTuple):
    """A dig from a canonical position: the column, the place of the buried
    card in it, the card it goes onto (None: home), and how many moves it takes.
    An ``uncover`` dig leaves the buried card where it is and brings ``goal``
    onto it (from a free cell, or with the cards on it from a column's foot)."""

    source: int
    at: int
    goal: str | None
    moves: int
    uncover: bool = False


def digs(generator: Generator, position: Position, uncover: bool = False) -> Iterator[tuple[int, Dig, Position]]:
    """Every dig from canonical ``position``: how many cards it parks, the dig
    and the canonical position after it. With ``uncover``, the digs that
    bring a card onto the buried one too (fc-solve's moves onto a parent
    anywhere in a column): without them a search over digs and the moves
    worth trying runs out of positions on deals that can be won (3-cell 699)."""
    columns, cells, homes = position
    parents, children, wanted, runs = generator.parents, generator.children, generator.wanted[homes], generator.runs
    free, empties = generator.free_cells - len(cells), columns.count("")
    tops = {col[-1] for col in columns if col}
    placeable = "".join([children[top] for top in tops])  # the cards that could go onto an exposed one
    deepest = min(free + empties + 2, MOST_PARKED)  # +2: some go onto other cards
    cramped = not free and not empties  # a card can only be parked on another
    bringing = dict.fromkeys(cells, 1)  # a card an uncover dig could bring (when ``uncover``) → how many come with it
    if uncover:
        for col in columns:
            run = runs[col]
            for i in range(run):
                bringing[col[-run + i]] = run - i
    exposed, auto = "".join(tops), generator.auto[homes]
    for source, col in enumerate(columns):
        lowest = len(col) - 2 - deepest
        if cramped and col:
            foot = len(col) - runs[col]  # where the sequence at the column's foot starts
            if col[foot] not in placeable and foot - 1 > lowest:
                lowest = foot - 1  # that sequence moves first, and it has nowhere to go
        # Without an empty column, a sequence over the buried card that no exposed card (nor one parked before
        # it) takes goes to the free cells card by card: ``need`` counts those cards, the fewest free cells the
        # parking takes, unless one of the cards over it would go home by itself once exposed (making room). A
        # dig that needs more free cells than there are is not tried (it would be played out in vain).
        homeless = segment = need = 0  # the cards of the sequences above the lowest that need a free cell; its length
        low_homeless = homebound = False
        for at in range(len(col) - 2, lowest if lowest > -1 else -1, -1):
            homebound = homebound or col[at + 1] in auto
            if not empties and not homebound:
                if segment and col[at + 2] in children[col[at + 1]]:
                    segment += 1
                else:
                    homeless += segment if low_homeless else 0
                    segment = 1
                low_homeless = True  # unless a card exposed, or parked before it, takes it
                for parent in parents[col[at + 1]]:
                    if parent in exposed or col.find(parent, at + segment + 1) >= 0:
                        low_homeless = False
                need = homeless + (segment if low_homeless else 0)
                if need > free:
                    continue
            card = col[at]
            if card in placeable:
                for goal in parents[card]:
                    if goal in tops:
                        done = _dig(generator, position, source, at, goal, False, spell=False)
                        if done is not None:
                            yield len(col) - 1 - at, Dig(source, at, goal, done[0]), done[1][-1]
            if card in wanted:
                done = _dig(generator, position, source, at, None, False, spell=False)
                if done is not None:
                    yield len(col) - 1 - at, Dig(source, at, None, done[0]), done[1][-1]
            if uncover:
                most = 52 if homebound else generator.capacity(free - need, empties)  # the most brought after parking
                for goal in children[card]:
                    # a card going home on the way can expose others: then any goal may come
                    if goal not in col and (homebound or bringing.get(goal, 53) <= most):
                        done = _dig(generator, position, source, at, goal, True, spell=False)
                        if done is not None:
                            yield len(col) - 1 - at, Dig(source, at, goal, done[0], True), done[1][-1]


def dig_steps(generator: Generator, position: Position, dig: Dig) -> list[Position]:
    """The canonical positions after each move of ``dig`` from ``position``."""
    done = _dig(generator, position, dig.source, dig.at, dig.goal, dig.uncover, spell=True)
    assert done is not None, "not a dig from this position"
    return done[1]


def _dig(generator: Generator, position: Position, source: int, at: int, goal: str | None, uncover: bool,
         spell: bool) -> tuple[int, list[Position]] | None:
    """Park the cards above ``columns[source][at]``, then move it home (goal
    None) or onto ``goal`` — or, ``uncover``, bring ``goal`` onto it (with
    the cards in sequence on it, from a column's foot or a free cell): the
    number of moves and the canonical positions after each (only the last one
    unless ``spell``), or None when there is no room."""
    columns, cells, homes = list(position[0]), position[1], position[2]
    card = columns[source][at]
    parents, runs = generator.parents, generator.runs
    steps: list[Position] = []
    moves = 0

    def play(new_cells: str) -> None:
        nonlocal cells, homes, moves
        cells, homes = generator.settle(columns, new_cells, homes)
        moves += 1
        if spell:
            steps.append((tuple(sorted(columns)), cells, homes))

    def done() -> tuple[int, list[Position]]:
        """The moves made, and the positions after each (the last one only, unless spelling out)."""
        return moves, steps if spell else [(tuple(sorted(columns)), cells, homes)]

    def park(avoid: int) -> bool | None:
        """Park the cards above the buried card (not on column ``avoid`` nor
        on ``goal``): True when it is exposed, False without room, None when
        the automatic moves sent it home."""
        while True:
            col = columns[source]
            if len(col) <= at:
                return None
            if len(col) == at + 1:
                return True
            free = generator.free_cells - len(cells)
            empties = columns.count("")
            run = min(runs[col], len(col) - 1 - at)
            fits = parents[col[-run]]
            onto = -1
            for i, c in enumerate(columns):
                if c and c[-1] in fits and i != source and i != avoid and c[-1] != goal:
                    onto = i
                    break
            if onto >= 0 and run <= generator.capacity(free, empties):
                columns[onto] += col[-run:]
            elif empties and col[-run] in generator.starters and run <= generator.capacity(free, empties - 1):
                columns[columns.index("")] = col[-run:]
            elif free:
                columns[source] = col[:-1]
                play(generator.sorted_cells[cells + col[-1]])
                continue
            else:
                return False
            columns[source] = col[:-run]
            play(cells)

    if not uncover:
        exposed = park(-1)
        if exposed is None:  # the automatic moves sent it home: the dig is done
            return done()
        if not exposed:
            return None
        columns[source] = columns[source][:-1]
        if goal is None:
            homes = raised(homes, SUIT[card])
        else:
            target = next((i for i, c in enumerate(columns) if c and c[-1] == goal), None)
            if target is None:
                return None
            columns[target] += card
        play(cells)
        return done()
    # uncover: bring the goal card (and the cards on it, in sequence) onto the card dug out
    assert goal is not None, "uncovering needs the card to bring"
    mover = next((i for i, c in enumerate(columns) if goal in c), -1)
    if not park(mover):
        return None
    if goal in cells:
        columns[source] += goal
        play(cells.replace(goal, ""))
        return done()
    if mover < 0 or goal not in columns[mover]:
        return None  # the automatic moves sent it home
    col = columns[mover]
    count = len(col) - col.index(goal)
    if runs[col] < count or count > generator.capacity(generator.free_cells - len(cells), columns.count("")):
        return None
    columns[source] += col[-count:]
    columns[mover] = col[:-count]
    play(cells)
    return done()
