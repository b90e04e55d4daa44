"""The race between searches, and the shortcuts taken in the solution found.

No single heuristic suits every deal, so, like fc-solve's presets, several
differently weighted best-first searches ("flares") take turns with the
depth-first search over the whole reachable space. The first flare to reach a
win ends the race; any search running out of positions proves there is none.
Most deals fall to the first flare alone within :data:`FIRST_ALONE` positions.
"""

from __future__ import annotations

from collections.abc import Callable

from .position import Generator, Position, SolverMove
from .search import EXHAUSTED, BestFirst, DepthFirst, Flare, Key, Weights

FLARES = (
    Weights(weight=0.75, blockers=0.5, breaks=1.5, not_home=1.75, cells=4.75, empty_columns=3.5, depth=0.5),
    Weights(weight=1, blockers=0.5, breaks=1, not_home=3, cells=2.5, empty_columns=3, depth=1, stuck=1.5),
    Weights(weight=2, blockers=1, breaks=1, not_home=1, cells=1, empty_columns=3, depth=1),
)
"""The best-first searches that take turns, the first alone for a while.
Tuned on Microsoft deals 1-1000 with 4 free cells and 1-200 with 2 (each
solves 98-99.9% of the 4-cell deals within 20,000 positions, and they fail on
different deals)."""

FIRST_ALONE = 3000
"""Positions the first flare expands before the others and the proof join in
(enough for about 19 deals in 20)."""

SLICE = 250
"""Positions each flare expands per turn."""

PROOF_SHARE = 3
"""The depth-first proof expands this many times as many positions as all the
flares together: it is cheaper per position, and deals like 11982 are proved
by exhausting it."""

GRACE = 20_000
"""When the depth-first search finds a (long) solution first, the flares get
as many positions again as all searches have expanded, plus this many, to
find a shorter one."""


LONG = 100
"""Solutions longer than this many moves get the slower two-move shortcuts too."""


def race(flares: list[Flare], generator: Generator, start: Position,
         out_of_budget: Callable[[], bool]) -> list[Key] | str | None:
    """Run the flares in turn until one wins or the proof is complete: the
    path to a win (by position keys), :data:`EXHAUSTED`, or None when
    ``out_of_budget()`` (asked between slices) says stop.

    ``flares`` holds the first flare; the others and the depth-first search
    are added to it, so the caller can count their work.
    """
    first = flares[0]
    while first.expanded < FIRST_ALONE:
        result = first.advance(SLICE)
        if result is not None:
            return result
        if out_of_budget():
            return None
    flares += [BestFirst(generator, start, weights) for weights in FLARES[1:]]
    proof = DepthFirst(generator, start)
    flares.append(proof)
    turns = [(flare, SLICE) for flare in flares[:-1]] + [(proof, SLICE * PROOF_SHARE * (len(flares) - 1))]
    fallback: list[Key] | None = None
    grace = 0
    while True:
        for flare, size in turns:
            if flare is proof and fallback is not None:
                continue
            result = flare.advance(size)
            if result == EXHAUSTED:
                # the best-first flares see every position too: any of them running out is a proof
                return EXHAUSTED
            if isinstance(result, list):
                if flare is not proof:
                    return result
                # depth first finds long solutions: give the flares a while to find a shorter one
                fallback, grace = result, 2 * sum(f.expanded for f in flares) + GRACE
            if fallback is not None and sum(f.expanded for f in flares) >= grace:
                return fallback
            if out_of_budget():
                return fallback


def shorten(generator: Generator, start: Position, path: list[Key], deep: bool = False) -> list[SolverMove]:
    """The moves along ``path`` (positions by key), taking every shortcut: from
    each position, the move to the furthest position of the path, or with
    ``deep`` the two moves to one further still."""
    index = {key: i for i, key in enumerate(path)}
    key_of = generator.key
    position, at, moves = start, 0, []
    while at < len(path) - 1:
        best: tuple[int, list[tuple[SolverMove, Position]]] = (at, [])
        children = list(generator.moves(position))
        for move, child in children:
            reached = index.get(key_of(child), -1)
            if reached > best[0]:
                best = (reached, [(move, child)])
        if deep:
            for move, child in children:
                for move2, grandchild in generator.moves(child):
                    reached = index.get(key_of(grandchild), -1)
                    if reached > best[0] + 1:
                        best = (reached, [(move, child), (move2, grandchild)])
        at, steps = best
        assert steps, "the path is not made of moves"
        moves += [move for move, _ in steps]
        position = steps[-1][1]
    return moves


def short_moves(generator: Generator, start: Position, path: list[Key]) -> list[SolverMove]:
    """Shortcuts one move long; for a long solution (the depth-first search's),
    two moves long as well, until that finds no more."""
    moves = shorten(generator, start, path)
    while len(moves) > LONG:
        keys, position = [generator.key(start)], start
        for move in moves:
            position = _after(generator, position, move)
            keys.append(generator.key(position))
        shorter = shorten(generator, start, keys, deep=True)
        if len(shorter) >= len(moves):
            break
        moves = shorter
    return moves


def _after(generator: Generator, position: Position, move: SolverMove) -> Position:
    for candidate, child in generator.moves(position):
        if candidate == move:
            return child
    raise AssertionError(f"{move} is not a move from {position}")
