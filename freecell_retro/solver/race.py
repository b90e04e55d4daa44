"""The race between searches, and the shortcuts taken in the solution found.

No single search suits every deal, so, like fc-solve's presets, several take
turns:

1. the exhaustive depth-first search, nearly alone (the first best-first
   flare has a glance now and then, enough for an easy deal): it is the cheapest per
   position, and the positions of a deal no one can win are few (4,000 to
   72,000 for the Microsoft deals of 1-1,000,000), so the proof is done
   before anything else starts; on most other deals it stumbles on a (long)
   solution early, which is kept as a fallback;
2. the first best-first flare alone for a while: it finds a short solution
   for about 19 deals in 20;
3. then all of them in turns: the first flare, three focused ones (the
   moves worth trying only) with different weights, the soft depth-first
   threads (these two win the deals with few free cells that the first
   flare gets lost in), and the exhaustive search.

A best-first flare reaching a win ends the race. A solution from a
depth-first search is long: the others get a while longer to find a shorter
one, and the shortest after shortcuts is taken. Any exhaustive search (the
depth-first one, or a best-first flare over every move) running out of
positions is a proof.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .position import Generator, Position, SolverMove
from .search import EXHAUSTED, BestFirst, DepthFirst, Flare, FocusedBestFirst, Key, SoftDepthFirst, Weights

FLARES = (
    Weights(weight=0.75, blockers=0.5, breaks=1.5, not_home=1.75, cells=4.75, empty_columns=3.5, depth=0.5),
    Weights(weight=1, blockers=0.5, breaks=1, not_home=3, cells=2.5, empty_columns=3, depth=1, stuck=1.5),
    Weights(weight=2, blockers=1, breaks=1, not_home=1, cells=1, empty_columns=3, depth=1),
)
"""Weights for the best-first searches: the first one's over every move (it
solves about 19 of 20 deals alone), the focused flares', and the small
searches of :func:`improve`. Tuned on Microsoft deals 1-1000 with 4 free cells
and 1-200 with 2 (each solves 98-99.9% of the 4-cell deals within 20,000
positions, and they fail on different deals)."""

FOCUSED = (FLARES[0], replace(FLARES[1], weight=0.5), FLARES[2])
"""The focused best-first flares (the moves worth trying only)."""

SOFT_THREADS = ((1, False), (2, True), (3, False), (4, True))
"""The soft depth-first threads: the seed that breaks their ties, and whether
they are focused (see :func:`.search.purposes`)."""

FIRST_LOOK, PROOF_LOOK = 300, 30_000
"""While the exhaustive search is alone, the first flare has a glance of
``FIRST_LOOK`` positions after every ``PROOF_LOOK`` of the proof's (a few
hundredths of the time): many deals are answered in a glance or two, and
the smaller proofs are done before the first."""

PROOF_ALONE = 75_000
PROOF_ALONE_FEWER = 30_000
"""Positions the exhaustive search expands alone, first: about half a second
with four free cells (deal 11982 has 72,000 positions), a fifth of one with
fewer (most such deals that cannot be won have under 30,000; the rest are
proved while the others search)."""

FIRST_ALONE = 3000
"""Positions the first flare expands alone next (enough for about 19 deals in 20)."""

TURNS = {BestFirst: 250, FocusedBestFirst: 250, SoftDepthFirst: 1000, DepthFirst: 1500}
PROOF_TURN = 600
"""The exhaustive search's turn once the others have joined."""
"""Positions each kind of search expands per turn: about as long for each."""

GRACE = 0.25
MIN_GRACE = 2000
"""When a depth-first search wins first, the others get this much again of
the work done so far (at least ``MIN_GRACE`` best-first expansions) to find a
shorter solution."""


def race(flares: list[Flare], generator: Generator, start: Position,
         out_of_budget: Callable[[], bool]) -> list[list[Key]] | str | None:
    """Run the searches in turn until a flare wins, the proof is complete, or
    ``out_of_budget()`` (asked between turns) says stop: the paths to a win
    found (by positions), :data:`EXHAUSTED`, or None.

    ``flares`` is empty; the searches are added to it as they join, so the
    caller can count their work.
    """
    first = BestFirst(generator, start, FLARES[0])
    proof = DepthFirst(generator, start)
    flares += [first, proof]
    found: list[list[Key]] = []
    alone = PROOF_ALONE if generator.free_cells >= 4 else PROOF_ALONE_FEWER
    while proof.expanded < alone:
        result = proof.advance(PROOF_LOOK)  # a fifth of a second
        if result == EXHAUSTED:
            return EXHAUSTED
        if isinstance(result, list):
            found.append(result)
            break
        result = first.advance(FIRST_LOOK)
        if isinstance(result, list):
            return [result]
        if out_of_budget():
            return found or None
    while first.expanded < FIRST_ALONE:
        result = first.advance(TURNS[BestFirst])
        if result == EXHAUSTED:
            return EXHAUSTED
        if isinstance(result, list):
            return [result, *found]
        if out_of_budget():
            return found or None
    flares += [FocusedBestFirst(generator, start, weights) for weights in FOCUSED]
    flares += [SoftDepthFirst(generator, start, seed, focused) for seed, focused in SOFT_THREADS]
    turns = [flare for flare in flares if flare is not proof] + ([] if found else [proof])
    grace = _grace(flares) if found else None
    while turns:
        for flare in list(turns):
            result = flare.advance(PROOF_TURN if flare is proof else TURNS[type(flare)])
            if result == EXHAUSTED:
                if flare.exhaustive:
                    return EXHAUSTED  # it saw every position
                turns.remove(flare)
            elif isinstance(result, list):
                found.append(result)
                if isinstance(flare, BestFirst):
                    return found  # short already
                turns.remove(flare)
                if proof in turns:
                    turns.remove(proof)  # there is no proof to find
                if grace is None:
                    grace = _grace(flares)
            if grace is not None and work(flares) >= grace or out_of_budget():
                return found or None
    return found or None


LONG = 40
"""Solutions longer than this many moves get the small best-first searches for
shortcuts (:func:`improve`): up to ``PASSES`` passes along the solution, each
of ``IMPROVE`` positions in all."""
IMPROVE = 2000
PASSES = 3


def _grace(flares: list[Flare]) -> float:
    """The work done when the others' grace runs out."""
    return work(flares) + max(work(flares) * GRACE, MIN_GRACE)


def work(flares: list[Flare]) -> float:
    """The work done, in best-first expansions (a depth-first one takes a fraction of the time)."""
    return sum(flare.expanded * 250 / TURNS[type(flare)] for flare in flares)


def short_moves(generator: Generator, start: Position, path: list[Key]) -> list[SolverMove]:
    """The moves along ``path`` (positions by key), taking every shortcut: from
    each position, the move to the furthest position of the path."""
    index = {key: i for i, key in enumerate(path)}
    key_of = generator.key
    position, at, moves = start, 0, []
    while at < len(path) - 1:
        best: tuple[int, SolverMove | None, Position] = (at, None, position)
        for move, child in generator.moves(position):
            reached = index.get(key_of(child), -1)
            if reached > best[0]:
                best = (reached, move, child)
        at, move, position = best
        assert move is not None, "the path is not made of moves"
        moves.append(move)
    return moves


def improve(generator: Generator, start: Position, moves: list[SolverMove], expansions: int) -> list[SolverMove]:
    """A shorter solution than ``moves`` where small best-first searches from
    its positions reach a later one in fewer moves (the fallback solutions of
    the depth-first searches wander): ``expansions`` positions in all."""
    positions, position = [start], start
    for move in moves:
        position = _after(generator, position, move)
        positions.append(position)
    keys = [generator.key(p) for p in positions]
    at, path = 0, [keys[0]]
    step = max(1, len(moves) * LOCAL // expansions)  # where no search finds a shortcut, the next starts further on
    while at < len(moves):
        if expansions <= 0:
            path += keys[at + 1:]
            break
        goals = {key: 0 for key in keys[at + 2:]}
        search = BestFirst(generator, positions[at], FLARES[1])
        search.advance(LOCAL)
        expansions -= search.expanded
        best = (at + 1, [keys[at + 1]])
        for index, key in enumerate(search.positions):
            if key in goals:
                reach = keys.index(key, at + 2)
                local = search.path_to(index)[1:]
                if reach - at - len(local) > best[0] - at - len(best[1]):
                    best = (reach, local)
        if best[0] - at > len(best[1]):
            at = best[0]
            path += best[1]
        else:
            path += keys[at + 1:at + step + 1]
            at += step
    shorter = short_moves(generator, start, path)
    return shorter if len(shorter) < len(moves) else moves


LOCAL = 150
"""Positions each of :func:`improve`'s searches expands."""


def _after(generator: Generator, position: Position, move: SolverMove) -> Position:
    for candidate, child in generator.moves(position):
        if candidate == move:
            return child
    raise AssertionError(f"{move} is not a move from {position}")
