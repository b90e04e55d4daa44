"""Shortcuts in a solution found: its moves, and shorter roads between its positions.

A search's answer is a path of positions; :func:`short_moves` reads it as
moves, taking from each position the move that reaches furthest along it.
A depth-first search's path wanders, so :func:`improve` looks for shorter
roads between its positions with small best-first searches.
"""

from __future__ import annotations

from .heuristic import Weights
from .position import Generator, Position, SolverMove
from .search import BestFirst, Key

SHORTCUTS = Weights(weight=1, blockers=0.5, breaks=1, not_home=3, cells=2.5, empty_columns=3, depth=1, stuck=1.5)
"""The weights of :func:`improve`'s small searches."""

LONG = 60
"""Solutions longer than this many moves get the small best-first searches for
shortcuts (:func:`improve`): up to ``PASSES`` passes along the solution, each
of ``IMPROVE`` positions in all. A best-first flare's solution is shorter
(4 free cells: median 47-52 moves, fc-solve's 76), and the passes would
double the time a typical deal takes. One pass of 1,000 positions shortens as
much as three of 2,000 did (300 random deals: the same lengths but for one
deal in a hundred, some a move longer, some a move shorter; 617: 55 moves
against 56) in a fifth of the time, which was most of a long deal's
(figures: docs/benchmarks.md)."""
IMPROVE = 1000
PASSES = 1


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
        at, found, position = best
        assert found is not None, "the path is not made of moves"
        moves.append(found)
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
        search = BestFirst(generator, positions[at], SHORTCUTS)
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
