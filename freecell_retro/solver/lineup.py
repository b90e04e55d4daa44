"""Which searches race beside the first flare, per game: their weights, the
moves they leave out, and which of them win the deals with fewer free cells.
Kept apart from the schedule (:mod:`.schedule`), which decides when and
where they run."""

from __future__ import annotations

from dataclasses import replace

from ..engine.rules import Rules
from .heuristic import Weights
from .position import Generator, Position
from .search import TO_CELL, TO_EMPTY, Flare, FocusedBestFirst, SoftDepthFirst
from .shortcuts import SHORTCUTS

FIRST = Weights(weight=0.75, blockers=0.5, breaks=1.5, not_home=1.75, cells=4.75, empty_columns=3.5, depth=0.5)
"""The first best-first flare's weights (over every move): it solves about 19
deals in 20 alone (tuned on Microsoft deals; how, in docs/benchmarks.md)."""

NO_CELL = frozenset({TO_CELL})
NO_CELL_OR_EMPTY = frozenset({TO_CELL, TO_EMPTY})

FOCUSED = (
    (FIRST, NO_CELL, False),
    (Weights(weight=1, blockers=0.7, breaks=2.1, not_home=1.75, cells=3.3, empty_columns=1.75, depth=0.5, stuck=0.7),
     NO_CELL, True),
    (replace(SHORTCUTS, weight=0.5), NO_CELL, False),
)
"""The focused best-first flares (the moves worth trying and the digs): their
weights, the purposes of moves they leave out (a card goes to a free cell
only as part of a dig), and whether they try the digs that uncover a card to
bring one onto it (:func:`.digging.digs`; twice the time a position, but
some deals with three free cells need them, which all the others run out of
positions on; it runs in the helper, away from the proof, which it slows
down, running out of positions on deals that cannot be won later than the
others). The third (the shortcut searches' weights, greedier) wins deals
with one or two free cells that none of the others does (see
docs/benchmarks.md)."""

SOFT_THREADS = ((3, False, NO_CELL_OR_EMPTY), (4, True, NO_CELL), (1, False, NO_CELL))
"""The soft depth-first threads: the seed that breaks their ties, whether they
are focused, and the purposes of moves they leave out (see :func:`.search.purposes`).

The flares and threads that join the first flare were chosen together, by
running candidates alone on hard deals and simulating the line-ups (the
deals and the figures: docs/benchmarks.md)."""



def helped_flares(generator: Generator, start: Position) -> list[Flare]:
    """The flares a helper runs (or the solver's own process, when there is
    no helper): every focused flare and soft thread, but with one or two free
    cells (:data:`GREEDY`) or three (:data:`THREE_CELLS`) the few that win those deals."""
    if generator.free_cells in (1, 2):
        return [FocusedBestFirst(generator, start, *FOCUSED[GREEDY])]
    if generator.free_cells == 3 and generator.rules is Rules.ORIGINAL:
        focused, thread = THREE_CELLS
        return [FocusedBestFirst(generator, start, focused), SoftDepthFirst(generator, start, *SOFT_THREADS[thread])]
    return [*(FocusedBestFirst(generator, start, *focused) for focused in FOCUSED),
            *(SoftDepthFirst(generator, start, *thread) for thread in SOFT_THREADS)]


GREEDY = 2
"""With one or two free cells, the helper runs the greedy focused flare
alone (the third of :data:`FOCUSED`, at this place), which some deals need nearly a
second of (after its plain self runs out of positions and it widens to
uncover digs); the deals the other searches win quickly are left to
:func:`_successors` (two cells), or the first flare and the proof (one
cell). The choice and its figures, on deals it was made on and on held-out
ones: docs/benchmarks.md."""

THREE_CELLS = (FIRST, 0)
"""With three free cells (Original rules), the helper runs a focused flare
with these weights over every move worth trying, and the soft thread of
:data:`SOFT_THREADS` at this place: of the line-ups simulated on the slowest
3-cell deals, the one pair that wins them all within the budget (how it was
chosen: docs/benchmarks.md)."""


def successors(generator: Generator, start: Position) -> list[Flare]:
    """The searches that take the first flare's turns in the solver's own
    process once it has had its time alone: with two free cells (where the
    helper runs the greedy flare alone, :data:`GREEDY`) the first focused
    flare and the third soft thread, which win quickly the deals the greedy
    flare does not; otherwise none. Chosen as :data:`THREE_CELLS` was (see
    docs/benchmarks.md). With one free cell three deals in four cannot be
    won, and the proof needs the process's time."""
    if generator.free_cells != 2:
        return []
    return [FocusedBestFirst(generator, start, *FOCUSED[0]), SoftDepthFirst(generator, start, *SOFT_THREADS[2])]
