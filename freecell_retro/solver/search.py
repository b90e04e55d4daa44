"""The searches: best-first flares that find short solutions fast, soft
depth-first threads that find long ones where those get lost, and an
exhaustive depth-first search that proves a position unsolvable.

The first flare and the exhaustive search see every position reachable (the
move generator is complete and the visited sets are keyed on positions up to
the order of columns and free cells), so either one running out of positions
is a proof; the focused flares and the soft threads try only the moves worth
trying and the digs, and prove nothing. Each advances a slice at a time
(:meth:`Flare.advance`), so the caller (:mod:`.schedule`) can interleave them and
stop between slices when its budget runs out or its answer is no longer wanted.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterator

from .digging import Dig, dig_steps, digs
from .heuristic import Heuristic, Weights
from .position import CELL, HOME, Generator, Position, is_won, packed, unpacked

Key = Position
"""A canonical position (:meth:`Generator.key`): what the searches store."""
WON = (13, 13, 13, 13)


EXHAUSTED = "exhausted"


class Flare:
    """A search that advances a slice at a time."""

    expanded = 0
    stored = 0
    exhaustive = True
    """Does it see every position, so that running out of them is a proof?"""

    def advance(self, slice_size: int) -> list[Key] | str | None:
        """Expand up to ``slice_size`` positions. Returns the keys of the
        positions from the start to a win, :data:`EXHAUSTED` when no position
        is left to look at, or None to be continued."""
        raise NotImplementedError

    def wider(self) -> Flare | None:
        """The same search from the start over more moves, to take over when
        this one runs out of positions without proving anything (None: there
        are no more moves to try)."""
        return None

    def release(self) -> None:
        """Forget every position (the search is over for good): its memory goes back, its work stays counted."""
        for name in ("seen", "positions", "parents", "depths", "heap", "stack", "via"):
            held = getattr(self, name, None)
            if held is not None:
                held.clear()


class BestFirst(Flare):
    """Weighted A*: positions in order of moves made + weight × estimate."""

    def __init__(self, generator: Generator, start: Position, weights: Weights) -> None:
        self.generator = generator
        self.heuristic = Heuristic(generator, weights)
        self.weight = weights.weight
        key = generator.key(start)
        self.seen: dict[Key, int] = {key: 0}
        self.positions: list[Key] = [key]
        self.parents: list[int] = [-1]
        self.depths: list[int] = [0]
        self.heap: list[tuple[float, int]] = [(0.0, 0)]
        self.via: dict[int, Dig] = {}
        """Position reached by a dig → the dig."""
        self.won: int | None = 0 if is_won(start) else None

    @property
    def stored(self) -> int:  # type: ignore[override]
        return len(self.positions)

    delay: float | None = None
    """When set, a position's moves are tried in two goes: :meth:`_moves`
    when it comes out of the queue, :meth:`_later` when it comes out again
    with its score ``delay`` higher (when its first moves have led nowhere
    better)."""

    def _moves(self, position: Position) -> Iterator[tuple[object, Position]]:
        """The moves to try from ``position``: (move or :class:`Dig`, position after it)."""
        return self.generator.moves(position)

    def _later(self, position: Position) -> Iterator[tuple[object, Position]]:
        """The moves to try from ``position`` in the second go (see :attr:`delay`)."""
        return iter(())

    def path_to(self, index: int) -> list[Key]:
        """The positions from the start to ``positions[index]``, one move apart (digs spelt out)."""
        path = []
        while index >= 0:
            path.append(self.positions[index])
            dig = self.via.get(index)
            index = self.parents[index]
            if dig is not None:
                path += reversed(dig_steps(self.generator, self.positions[index], dig)[:-1])
        return path[::-1]

    def advance(self, slice_size: int) -> list[Key] | str | None:
        if self.won is not None:
            return self.path_to(self.won)
        heap, seen, positions, parents, depths = self.heap, self.seen, self.positions, self.parents, self.depths
        moves, later, estimate, weight = self._moves, self._later, self.heuristic.estimate, self.weight
        delay = self.delay
        heappush, heappop = heapq.heappush, heapq.heappop
        for _ in range(slice_size):
            if not heap:
                return EXHAUSTED
            score, index = heappop(heap)
            if index < 0:  # back for the moves it left for later
                index = ~index
                found = later(positions[index])
            else:
                self.expanded += 1
                found = moves(positions[index])
                if delay is not None:
                    heappush(heap, (score + delay, ~index))
            base = depths[index]
            for move, child in found:
                key = (tuple(sorted(child[0])), child[1], child[2])  # Generator.key, inline: the hot spot
                dig = move if type(move) is Dig else None  # not isinstance: the hot spot
                depth = base + (dig.moves if dig is not None else 1)
                old = seen.get(key)
                if old is not None and old <= depth:
                    continue
                seen[key] = depth
                at = len(positions)
                if dig is not None:
                    self.via[at] = dig
                positions.append(key)
                parents.append(index)
                depths.append(depth)
                if key[2] == WON:
                    self.won = at
                    return self.path_to(at)
                heappush(heap, (depth + weight * estimate(key), at))
        return None


class PlainBestFirst(BestFirst):
    """A best-first flare without the moves of a sequence off a card it builds
    on onto another (see :meth:`Generator.moves <.position.Generator.moves>`
    ``shuffles``): a position has fewer children to score, and most deals are
    won in fewer positions by solutions as short. Running out of positions
    proves nothing."""

    exhaustive = False

    def _moves(self, position: Position) -> Iterator[tuple[object, Position]]:
        return self.generator.moves(position, shuffles=False)


class DepthFirst(Flare):
    """Every position reachable one card at a time, depth first: finding none
    that wins proves the start unsolvable. It remembers positions packed
    (:func:`.position.packed`): a proof remembers hundreds of thousands, and a
    dictionary of short strings takes half the memory and half the time of one
    of tuples (11982's proof, 71,775 positions: 1.8 s against 3.9 s on a busy
    machine, the two taken in turn in one process)."""

    def __init__(self, generator: Generator, start: Position) -> None:
        self.generator = generator
        key = generator.key(start)
        self.start = packed(key)
        self.seen: dict[str, str | None] = {self.start: None}
        self.stack: list[str | Position] = []
        """Pairs pushed in turn: a position's packed key, then the position."""
        self.won: str | None = self.start if is_won(start) else None
        # the start may still have cards the automatic moves want (a deal); the positions after it cannot
        for _move, child in generator.moves(start, sequences=False):
            child = generator.key(child)
            packed_child = packed(child)
            if packed_child not in self.seen:
                self.seen[packed_child] = self.start
                self.stack += [packed_child, child]
                if is_won(child):
                    self.won = packed_child

    @property
    def stored(self) -> int:  # type: ignore[override]
        return len(self.seen) * PACKED_SIZE // 8

    def path_to(self, key: str | None) -> list[Key]:
        """The positions from the start to the position packed as ``key``."""
        path = []
        while key is not None:
            path.append(unpacked(key))
            key = self.seen[key]
        return path[::-1]

    def advance(self, slice_size: int) -> list[Key] | str | None:
        if self.won is not None:
            return self.path_to(self.won)
        stack, seen = self.stack, self.seen
        atomic, push, pop, remember, join = self.generator.atomic, stack.append, stack.pop, seen.setdefault, ",".join
        for _ in range(slice_size):
            if not stack:
                return EXHAUSTED
            position: Position = pop()  # type: ignore[assignment]  # the pairs' second
            key: str = pop()  # type: ignore[assignment]  # and first
            self.expanded += 1
            for child in atomic(position):
                packed_child = join(child[0]) + "|" + child[1]  # packed(), inline: the hot spot
                if remember(packed_child, key) is not key:  # seen before (one hash, not two)
                    continue
                if child[2] == WON:
                    self.won = packed_child
                    return self.path_to(packed_child)
                push(packed_child)
                push(child)
        return None


PACKED_SIZE = 5
"""A packed position's memory in eighths of a best-first flare's (154 bytes against 241, measured on
11982's proof and the first flare's first 20,000 positions): what the proof's positions count for in
:class:`~.budget.Budget` ``positions``, a budget of memory."""


TO_CELL, CELL_TO_EMPTY, TO_EMPTY, ONTO_CARD, CELL_ONTO_CARD, TO_HOME = range(6)
"""The purposes of moves (:func:`purposes`), from the least promising."""


def purposes(generator: Generator, position: Position, focused: bool,
             to_cells: bool = True) -> Iterator[tuple[int, int, Position]]:
    """The positions after the moves worth trying from ``position``, with the
    number of cards moved and the move's purpose (:data:`TO_HOME` ...
    :data:`TO_CELL`). Left out: a sequence moved off a card it builds on onto another,
    and when ``focused``, a move to a free cell or an empty column that does
    not dig towards a card that can move (home, onto an exposed card, or
    under a free cell's card) within the reach of the free cells and empty
    columns. Not every position is reached: a search of these moves running
    out of positions proves nothing. ``to_cells=False``: no moves to a free
    cell at all (for searches that leave them out: not worked out in vain)."""
    columns, cells, homes = position
    children = generator.children
    if focused:
        useful = generator.wanted[homes] + "".join(generator.parents[char] for char in cells)
        for col in columns:
            if col:
                useful += children[col[-1]]
        reach = generator.free_cells - len(cells) + columns.count("")
    for (source, target, count, _card), child in generator.moves(position, to_cells=to_cells, shuffles=False):
        if target == HOME:
            yield TO_HOME, 1, child
        elif source == CELL:
            yield (CELL_ONTO_CARD if columns[target] else CELL_TO_EMPTY), 1, child
        else:
            col = columns[source]
            if target != CELL and columns[target]:
                yield ONTO_CARD, count, child
            elif not focused or len(col) == count or any(char in useful for char in col[-count - reach:-count]):
                yield (TO_CELL if target == CELL else TO_EMPTY), count, child


DIG_DELAY = 2.0
"""How much worse than a position's score the best of the queue must get
before a focused flare tries the position's digs (they are half its work,
and most positions' plain moves lead somewhere better first): a focused
flare run alone is a fifth to nearly half faster."""


class FocusedBestFirst(BestFirst):
    """A best-first flare over the moves worth trying only (:func:`purposes`)
    and the digs (:func:`.digging.digs`): with one or two free cells, where
    every card can go to a free cell, the complete move set drowns the
    estimate, and a dig shows it progress that single moves hide. Running out
    of positions proves nothing."""

    exhaustive = False

    def __init__(self, generator: Generator, start: Position, weights: Weights,
                 leave_out: frozenset[int] = frozenset(), uncover: bool = False) -> None:
        super().__init__(generator, start, weights)
        self.uncover = uncover
        """Does it try the digs that uncover a card to bring one onto it (see :func:`.digging.digs`)?"""
        self.leave_out = leave_out
        """Purposes (see :func:`purposes`) whose moves it does not try: without
        plain moves to a free cell (:data:`TO_CELL`), a card only goes there as
        part of a dig, as fc-solve's move set has it."""

    def wider(self) -> Flare | None:
        start, weights = self.positions[0], self.heuristic.weights
        if not self.uncover:
            return FocusedBestFirst(self.generator, start, weights, self.leave_out, uncover=True)
        if self.leave_out:
            return FocusedBestFirst(self.generator, start, weights, uncover=True)
        return None

    delay = DIG_DELAY

    def _moves(self, position: Position) -> Iterator[tuple[object, Position]]:
        leave_out = self.leave_out
        for purpose, _, child in purposes(self.generator, position, True, TO_CELL not in leave_out):
            if purpose not in leave_out:
                yield None, child

    def _later(self, position: Position) -> Iterator[tuple[object, Position]]:
        for _, dig, child in digs(self.generator, position, self.uncover):
            yield dig, child


DIG_HOME, DIG_ONTO = TO_HOME - 0.5, ONTO_CARD - 0.5
"""Where the soft threads try digs among the purposes of :func:`purposes`:
one that sends a card home just after the moves home, one that places a card
just after the moves onto a card (the shallowest first)."""


class SoftDepthFirst(Flare):
    """Depth first over the moves worth trying (:func:`purposes`) and the digs
    (:func:`.digging.digs`), in the order of their purpose: fc-solve's "soft threads", which win deals the best-first
    flares get lost in (few free cells). Ties go to the longest sequence, then
    are broken by ``seed``, so threads with different seeds take different
    roads. Its solutions are long until shortened."""

    exhaustive = False

    def __init__(self, generator: Generator, start: Position, seed: int, focused: bool = False,
                 leave_out: frozenset[int] = frozenset(), uncover: bool = False) -> None:
        self.generator = generator
        self.uncover = uncover
        """Does it try the digs that uncover a card to bring one onto it (see :func:`.digging.digs`)?"""
        self.leave_out = leave_out
        """Purposes whose moves it does not try (as :class:`FocusedBestFirst`'s)."""
        self.seed = seed
        self.random = random.Random(seed).random
        self.focused = focused
        key = self.start = generator.key(start)
        self.seen: dict[Key, Key | None] = {key: None}
        self.via: dict[Key, Dig] = {}
        """Position reached by a dig → the dig."""
        self.stack: list[Key] = [key]
        self.won: Key | None = key if is_won(start) else None

    @property
    def stored(self) -> int:  # type: ignore[override]
        return len(self.seen)

    def wider(self) -> Flare | None:
        if not self.uncover:
            return SoftDepthFirst(self.generator, self.start, self.seed, self.focused, self.leave_out, uncover=True)
        if self.leave_out or self.focused:
            return SoftDepthFirst(self.generator, self.start, self.seed, uncover=True)
        return None

    def path_to(self, key: Key | None) -> list[Key]:
        """The positions from the start to ``key``, one move apart (digs spelt out)."""
        path = []
        while key is not None:
            path.append(key)
            dig = self.via.get(key)
            key = self.seen[key]
            if dig is not None:
                path += reversed(dig_steps(self.generator, key, dig)[:-1])  # type: ignore[arg-type]
        return path[::-1]

    def advance(self, slice_size: int) -> list[Key] | str | None:
        if self.won is not None:
            return self.path_to(self.won)
        stack, seen, generator, focused, rnd = self.stack, self.seen, self.generator, self.focused, self.random
        leave_out, uncover = self.leave_out, self.uncover
        for _ in range(slice_size):
            if not stack:
                return EXHAUSTED
            position = stack.pop()
            self.expanded += 1
            found: list[tuple[float, int, float, Position]] = []  # purpose (a dig's between two), count, tie-break
            for purpose, count, child in purposes(generator, position, focused, TO_CELL not in leave_out):
                if purpose in leave_out:
                    continue
                key = (tuple(sorted(child[0])), child[1], child[2])
                if key in seen:
                    continue
                seen[key] = position
                if key[2] == WON:
                    self.won = key
                    return self.path_to(key)
                found.append((purpose, count, rnd(), key))
            for parked, dig, key in digs(generator, position, uncover):
                if key in seen:
                    continue
                seen[key] = position
                self.via[key] = dig
                if key[2] == WON:
                    self.won = key
                    return self.path_to(key)
                found.append((DIG_ONTO if dig.goal else DIG_HOME, -parked, rnd(), key))
            found.sort()
            stack += [entry[3] for entry in found]
        return None
