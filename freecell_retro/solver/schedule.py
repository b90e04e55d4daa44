"""The race between searches: which take turns, in which process, and for how long.

No single search suits every deal, so, like fc-solve's presets, several take
turns. The searches that find solutions never wait behind the proof: they
start first, or beside it from its first position, and the proof leads only
once they stall.

0. the easy case first: a best-first flare alone for a moment
   (:data:`EASY`), in the solver's own process, wins most deals before any
   other search or process starts (with Original rules and four free cells
   it leaves out the moves that only shuffle a sequence between cards,
   :class:`~.search.PlainBestFirst`; with fewer free cells they win deals);
1. where there is a second core: with Original rules and four free cells,
   the easy flare carried on and the first flare alone in the solver's own
   process first (:func:`_ahead`: they win most deals left, with no fork);
   then a :class:`~.helper.Helper` process runs the searches that find
   solutions there, while the solver's own process runs the exhaustive depth-first
   search, nearly alone (the first flare has a glance now and then): it is
   the cheapest per position, and the positions of a deal no one can win are
   few (4,000 to 72,000 for the Microsoft deals of 1-1,000,000); on most
   other deals it stumbles on a (long) solution early, kept as a fallback.
   Then the first flare alone for a while, then the first flare and the
   proof in turn (with two free cells, the first flare hands its turns to two
   of the helper's usual searches, :func:`.lineup.successors`);
2. in one process (one core, or a budget in positions alone, whose answer
   must not depend on the machine's load), the easy flare carried on and the
   first flare alone for a while (they find a short solution for about 19
   deals in 20), then every search in turn by its share of the work
   (:func:`take_turns`): the first flare, the focused ones (the moves worth
   trying and the digs of :mod:`.digging`), the soft depth-first threads
   (which win the deals with few free cells that the first flare gets lost
   in; the line-up per game: :mod:`.lineup`) and the proof, whose share grows
   once the others have done :data:`STALL` of work without a win.

A focused flare or soft thread that runs out of positions (its moves could
not reach a win) makes way for a wider one from the start
(:meth:`.search.Flare.wider`) — beside the proof only in one process, where
the wider ones are what wins the hard deals.

A best-first flare reaching a win ends the race. A solution from a
depth-first search is long: the others get a while longer to find a shorter
one, and the shortest after shortcuts (:mod:`.shortcuts`) is taken. Any exhaustive search (the
depth-first one, or a best-first flare over every move) running out of
positions is a proof.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from ..engine.rules import Rules
from .helper import Helper
from .position import Generator, Position
from .search import (
    EXHAUSTED,
    BestFirst,
    DepthFirst,
    Flare,
    FocusedBestFirst,
    Key,
    PlainBestFirst,
    SoftDepthFirst,
)

__all__ = ["NO_CELL_OR_EMPTY", "helped_flares", "race", "take_turns", "work"]
from .lineup import FIRST, NO_CELL_OR_EMPTY, helped_flares, successors

FIRST_LOOK, PROOF_LOOK = 300, 30_000
"""While the exhaustive search is alone, the first flare has a glance of
``FIRST_LOOK`` positions after every ``PROOF_LOOK`` of the proof's (a few
hundredths of the time): many deals are answered in a glance or two, and
the smaller proofs are done before the first."""

EASY, EASY_SLICE = 400, 100
EASY_WEIGHTS = replace(FIRST, weight=1.0)
"""The easy case: a best-first flare with the first one's weights, but
greedier (its solutions are about as short, found in fewer positions), expands ``EASY`` positions
alone before anything else starts (in slices of ``EASY_SLICE`` between
looks at the budget): most deals are won within them, with no proof to run
and no helper process to start. The race after it is as it would be
without it (but for the easy flare carried on, :data:`EASY_HELPED`):
a deal that cannot be won waits for its proof that much longer, a hard
one for its searches (how long: docs/benchmarks.md)."""

EASY_HELPED = 2000
"""With Original rules and four free cells, the easy flare is carried on up
to this many positions (before the proof or a helper process starts) and
then the first flare starts afresh:
most deals the easy case leaves are won by it within them, sooner than by
the first flare (figures: docs/benchmarks.md)."""

HELPER_AFTER = 0
"""With Original rules and four free cells, the positions the proof expands
before the helper process starts: none, so the searches that find solutions
never wait behind the proof. (It was 20,000, sparing most deals that cannot
be won the fork; but the hard deals that can be won needed a median of
22,900, so most of their time went on a proof that could not succeed. The
easy flare carried on and the first flare alone now run before the proof,
and the helper, instead: a deal that cannot be won waits for them, about a
tenth of a second.)"""

LISTEN = 250
"""Positions the proof expands alone between looks at the helper's answer and
the budget (a few milliseconds on a busy machine: a hint that takes
fc-solve's answer does not wait for the proof's next look)."""

PROOF_ALONE = 75_000
PROOF_ALONE_FEWER = 10_000
"""Positions the exhaustive search expands alone, after the easy case: with
Original rules and four free cells enough for every deal that cannot be won
(deal 11982, the largest of 1-1,000,000, has 72,000 positions), a fifteenth
of that with fewer or under Baker's rules (most such deals that cannot be won
are proved in it; the rest are proved while the others search)."""

FIRST_ALONE = 3000
"""Positions the first flare expands alone next (enough for about 19 deals in 20)."""

TURNS = {BestFirst: 250, FocusedBestFirst: 250, SoftDepthFirst: 1000, DepthFirst: 600}
"""Positions each kind of search expands per turn (a few milliseconds)."""

SHARES = {BestFirst: 1.0, FocusedBestFirst: 1.0, SoftDepthFirst: 0.5, DepthFirst: 1.0}
"""The share of the work each kind of search gets once all have joined (the
proof's grows once the others stall: :data:`STALL`)."""

COSTS = {BestFirst: 1.0, PlainBestFirst: 1.0, FocusedBestFirst: 1.0, SoftDepthFirst: 0.25, DepthFirst: 1 / 6}
"""What a position expanded costs each kind of search, against the first
flare's: the unit of :class:`~.answer.Budget` ``nodes``, and of the shares
searches taking turns get (counted in positions, not by the clock, so a
budget in positions alone has the same answer however busy the machine)."""

GRACE = 0.25
MIN_GRACE = 2000
"""When a depth-first search wins first, the others get this much again of
the work done so far (at least ``MIN_GRACE`` best-first expansions) to find a
shorter solution."""


def race(flares: list[Flare], generator: Generator, start: Position, out_of_budget: Callable[[], bool],
         helper_budget: Callable[[list[Flare]], bool] | None = None) -> list[list[Key]] | str | None:
    """Run the searches in turn until a flare wins, the proof is complete, or
    ``out_of_budget()`` (asked between turns) says stop: the paths to a win
    found (by positions), :data:`EXHAUSTED`, or None.

    ``flares`` is empty; the searches are added to it as they join, so the
    caller can count their work. With ``helper_budget`` (the budget check of
    a helper's own flares), :func:`helped_flares` run in a
    :class:`~.helper.Helper` process on another core.
    """
    original = generator.free_cells >= 4 and generator.rules is Rules.ORIGINAL
    easy = (PlainBestFirst if original else BestFirst)(generator, start, EASY_WEIGHTS)
    flares.append(easy)
    while easy.expanded < EASY:  # the easy case first: most deals are won here, with no proof and no helper
        result = easy.advance(EASY_SLICE)
        if isinstance(result, list):
            return [result]
        if result == EXHAUSTED:
            if easy.exhaustive:
                return EXHAUSTED
            break  # it did not see every position: no proof
        if out_of_budget():
            return None
    first = BestFirst(generator, start, FIRST)
    proof = DepthFirst(generator, start)
    flares += [first, proof]
    if helper_budget is None:
        return _one_process(flares, generator, start, out_of_budget)
    if original and (answer := _ahead(easy, first, out_of_budget)) is not AHEAD_DONE:
        return answer  # won by the searches ahead, before a process is forked or the proof starts
    found: list[list[Key]] = []
    helper: Helper | None = None

    def helping() -> Helper | None:
        """The helper process, started if it is not yet (None: there is none)."""
        nonlocal helper
        if helper is None and helper_budget is not None:
            helper = _helper(generator, start, helper_budget)
        return helper

    try:
        alone = PROOF_ALONE if original else PROOF_ALONE_FEWER
        wait = HELPER_AFTER if original else 0
        looked = 0
        while proof.expanded < alone:
            if proof.expanded >= wait:
                helping()
            result = proof.advance(LISTEN)
            if result == EXHAUSTED:
                return EXHAUSTED
            if isinstance(result, list):
                found.append(result)
                break
            if theirs := _heard(helper):
                return theirs
            if out_of_budget():
                return found or None
            if proof.expanded - looked < PROOF_LOOK:
                continue
            looked = proof.expanded  # a fifth of a second more of the proof
            result = first.advance(FIRST_LOOK)
            if isinstance(result, list):
                return [result]
        helping()
        while first.expanded < FIRST_ALONE:
            result = first.advance(TURNS[BestFirst])
            if result == EXHAUSTED:
                return EXHAUSTED
            if isinstance(result, list):
                return [result, *found]
            if (theirs := _heard(helper)) or out_of_budget():
                return found + theirs or None
        joining = successors(generator, start)
        flares += joining + ([] if helper is not None else helped_flares(generator, start))
        resting = first if joining else None  # it has had its chance
        turns = [flare for flare in flares if flare not in (easy, proof, resting)] + ([] if found else [proof])
        return take_turns(flares, turns, proof, found, out_of_budget, helper if helper and not helper.done else None)
    finally:
        if helper is not None:
            helper.stop()


def take_turns(flares: list[Flare], turns: list[Flare], proof: Flare | None, found: list[list[Key]],
               out_of_budget: Callable[[], bool], helper: Helper | None = None,
               widen: bool = False) -> list[list[Key]] | str | None:
    """The searches of ``turns`` (some of ``flares``) each in turn for its
    share of the work, until a best-first flare wins, the ``proof`` runs out
    of positions, or the budget runs out; a depth-first win gives the others
    a grace to find a shorter one. The ``helper``'s paths count as the
    flares' own when it reports them. A flare that runs out of positions
    widens (:meth:`.search.Flare.wider`) if no proof runs beside it or
    ``widen`` says so (in one process, where the widened flares are what
    wins the hard deals, and the proof leads once they stall)."""
    grace = _grace(flares) if found else None
    spent = dict.fromkeys(turns, 0.0)
    while turns or helper is not None:
        if turns:
            if proof in turns and _stalled(flares, proof):
                _make_room(flares, turns, proof)
            flare = min(turns, key=spent.__getitem__)  # the one furthest behind its share of the work
            before = flare.expanded
            result = flare.advance(TURNS[type(flare)])
            share = _proof_share(flares, proof) if flare is proof else SHARES[type(flare)]
            spent[flare] += (flare.expanded - before) * COSTS[type(flare)] / share
            if result == EXHAUSTED:
                if flare.exhaustive:
                    return EXHAUSTED  # it saw every position
                turns.remove(flare)
                wider = None if proof in turns and not widen else flare.wider()
                if wider is not None:  # it tried too few moves: again from the start, over more
                    flares.append(wider)
                    turns.append(wider)
                    spent[wider] = spent[flare]
            elif isinstance(result, list):
                found.append(result)
                if isinstance(flare, BestFirst):
                    return found  # short already
                turns.remove(flare)
                if proof in turns:
                    turns.remove(proof)  # there is no proof to find
                if grace is None:
                    grace = _grace(flares)
        else:
            time.sleep(0.002)  # only the helper is left searching
        if helper is not None:
            theirs = helper.poll()
            if theirs is not None:
                helper = None
                if theirs:
                    return found + theirs  # its flares had their grace already
        if grace is not None and work(flares) >= grace or out_of_budget():
            return found or None
    return found or None


def _one_process(flares: list[Flare], generator: Generator, start: Position,
                 out_of_budget: Callable[[], bool]) -> list[list[Key]] | str | None:
    """The race with no helper process (one core, or a budget in positions
    alone): the searches that find solutions first and side by side with the
    proof, never behind it. The easy flare carried on and the first flare
    alone for a moment (as the helper would run them), then every search in
    turn by its share of the work, the proof's share small until the others
    stall (:func:`_proof_share`)."""
    easy, first, proof = flares
    if (answer := _ahead(easy, first, out_of_budget)) is not AHEAD_DONE:
        return answer
    joining = successors(generator, start)
    flares += joining + helped_flares(generator, start)
    resting = first if joining else None  # it has had its chance
    turns = [flare for flare in flares if flare not in (easy, resting)]
    return take_turns(flares, turns, proof, [], out_of_budget, widen=True)


AHEAD_DONE = "ahead done"


def _ahead(easy: Flare, first: Flare, out_of_budget: Callable[[], bool]) -> list[list[Key]] | str | None:
    """The easy flare carried on (with Original rules and four free cells) and
    the first flare alone, up to :data:`EASY_HELPED` and :data:`FIRST_ALONE`
    positions: the race's answer, or :data:`AHEAD_DONE` when they did not find one."""
    ahead = [(easy, EASY_HELPED)] if isinstance(easy, PlainBestFirst) else []
    for flare, limit in [*ahead, (first, FIRST_ALONE)]:
        while flare.expanded < limit:
            result = flare.advance(TURNS[BestFirst])
            if isinstance(result, list):
                return [result]
            if result == EXHAUSTED:
                if flare.exhaustive:
                    return EXHAUSTED
                break
            if out_of_budget():
                return None
    return AHEAD_DONE


STALL, PROOF_LEAD = 30_000, 4.0
"""Once the searches beside the proof have done ``STALL`` of work (in
best-first expansions) without a win, the proof's share of the work is
``PROOF_LEAD`` times its usual: the deal is likely one no one can win."""


STALLED_POSITIONS = 250_000
"""Once the proof leads, a search beside it that remembers more positions than this stops and forgets
them: a deal that deep is most likely one no one can win, and the proof needs the memory (ForeCell's
deal 136: 1,550,000 positions to prove, with the first flare beside it holding 650,000 more)."""


def _make_room(flares: list[Flare], turns: list[Flare], proof: Flare) -> None:
    """The proof leads: every other search holding more than :data:`STALLED_POSITIONS` positions (in
    its turns or done with them, as the easy flare is) stops and forgets them, for the proof."""
    for flare in flares:
        if flare is not proof and flare.stored > STALLED_POSITIONS:
            flare.release()
            if flare in turns:
                turns.remove(flare)


def _stalled(flares: list[Flare], proof: Flare) -> bool:
    """Have the searches beside the proof done :data:`STALL` of work without a win?"""
    return work(flares) - proof.expanded * COSTS[DepthFirst] >= STALL


def _proof_share(flares: list[Flare], proof: Flare) -> float:
    """The proof's share of the work now: small while the others may still win, larger once they stall."""
    return SHARES[DepthFirst] * (PROOF_LEAD if _stalled(flares, proof) else 1.0)


def _heard(helper: Helper | None) -> list[list[Key]]:
    """The paths the helper found, if it has reported (else none)."""
    return (helper.poll() or []) if helper is not None else []


def _helper(generator: Generator, start: Position, budget: Callable[[list[Flare]], bool]) -> Helper:
    """A helper process running :func:`helped_flares` (with four free cells,
    once the easy flare and the first flare have had their positions alone in
    the solver's own process: most deals are answered there without a fork)."""

    def flares() -> list[Flare]:
        return helped_flares(generator, start)

    def search(flares: list[Flare], out_of_budget: Callable[[], bool]) -> list[list[Key]] | None:
        paths = take_turns(flares, list(flares), None, [], out_of_budget)
        return paths if isinstance(paths, list) else None  # every position seen, or out of budget: no path to report

    return Helper(flares, search, budget)


def _grace(flares: list[Flare]) -> float:
    """The work done when the others' grace runs out."""
    return work(flares) + max(work(flares) * GRACE, MIN_GRACE)


def work(flares: list[Flare]) -> float:
    """The work done, in best-first expansions (a depth-first one takes a fraction of the time)."""
    return sum(flare.expanded * COSTS[type(flare)] for flare in flares)
