"""The solver at the player's side, as session flows: Hint, Solve from here,
the winnability indicator and solvable deals only.

One :class:`Adviser` per session, an :class:`~..game.assistants.Assistant`
the composition root (:mod:`..screen.services`) adds beside the solution
browser; the menus call three of its methods::

    Help ▸ Hint (H)                  adviser.hint()
    Help ▸ Solve from here           adviser.solve_from_here()
    New Game (solvable deals only)   adviser.draw_game_number(deal)   (through Session.attach)

and the screen sees it only as an assistant: its tick takes the answers that
came, its title note is the winnability indicator, its overlay the hint's
blinking cards.

Searches run beside the screen (:class:`~..game.assistants.Beside`: on a
thread in the game, at once in tests): the hint answers within
:data:`HINT_BUDGET` (at once when the winnability check already found a
solution from the position) and its answer arrives at a tick; an answer for
a position the player has since left is dropped. A game won after a hint
still counts: hints change nothing in the statistics. Solve from here
resigns a counted game before showing its solution (after asking), so the
game it ends is never a win. The winnability check runs in a separate
process (:mod:`.winnability`). New Game with solvable deals only draws
through :func:`~.assist.solvable_game_number`; when that finds none at once
(few free cells) it deals all the same, says so, and a
:class:`~.dealsearch.DealSearch` finds the next New Game a winnable deal
beside play. Select Game deals what it is asked for but then says when the
deal cannot be won.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ...engine.board import Board
from ...engine.deals import random_game_number
from ...engine.errors import FreeCellError
from ...engine.game import Game
from ...engine.moves import Move
from ...engine.rules import Rules
from ...language import N_, _, ngettext
from ...language.formats import number as number_of
from ...solver.budget import Budget, Status
from ...solver.engines import Engine
from ..game import events
from ..game.assistants import Assistant, Beside, Frame
from ..game.browser import SolutionBrowser
from ..game.options import Option
from ..game.session import Session
from ..windows.requesters import message
from .dealsearch import DealSearch
from .hint import HintBlink, HintPhase, last_winnable
from .known import census_game_number, start_verdict
from .lines import KnownLines, line_of
from .solving import (
    DEAL_BUDGET,
    HINT_HEAD_START,
    OWN_HEAD_START,
    Winnability,
    known_unsolvable,
    race_solve,
    solvable_game_number,
)
from .waiting import Waiting, unproven_lines

if TYPE_CHECKING:
    from .winnability import ProcessWatcher

HINT_BUDGET = Budget(nodes=150_000, seconds=1.5, shorten=False)
"""Hint: an answer within about a second and a half (only its first move is shown: no shortcuts looked for)."""
SOLVE_BUDGET = Budget(nodes=300_000, seconds=3.0)
"""Solve from here: the player asked to watch, and may wait a little longer."""
SELECT_BUDGET = Budget(nodes=50_000, seconds=1.0)
"""Select Game with solvable deals only: how hard to look before dealing without a word."""

TITLE_NOTES = {Winnability.WINNABLE: N_("Winnable"), Winnability.NOT_WINNABLE: N_("Not winnable"),
               Winnability.UNKNOWN: N_("Not known yet")}
"""The title bar's last words with Show Winnability on."""


def _process_watcher(engine: Engine) -> ProcessWatcher:
    """A winnability worker for ``engine``. Its module (multiprocessing, the fork server) loads
    when the first check starts rather than with the window: most games start without one."""
    from .winnability import ProcessWatcher

    return ProcessWatcher(engine=engine)


class Watcher(Protocol):
    """What the adviser asks of the winnability worker (:class:`~.winnability.ProcessWatcher`, or a test's)."""

    def update(self, board: Board) -> None: ...
    def poll(self) -> bool: ...
    def answer(self, board: Board) -> Winnability: ...
    def solution(self, board: Board) -> tuple[Move, ...] | None: ...
    def close(self) -> None: ...


class Adviser(Assistant):
    """Hint, Solve from here, winnability and solvable deals only for ``session``.

    ``watcher`` makes the winnability worker (tests pass one with a small
    budget); ``clock`` times the hint's blinking (the session's clock);
    ``beside`` runs the searches (at once unless the composition root gives
    one that runs them beside the screen)."""

    def __init__(self, session: Session, browser: SolutionBrowser, engine: Engine = Engine.AUTO,
                 clock: Callable[[], float] | None = None,
                 watcher: Callable[[], Watcher] | None = None, deals: DealSearch | None = None,
                 beside: Beside | None = None) -> None:
        self.session = session
        self.beside = beside or Beside()
        self.browser = browser
        self.engine = engine
        self.clock = clock or session.clock
        self.blink: HintBlink | None = None
        """The hint on the screen, or None."""
        self._make_watcher = watcher or (lambda: _process_watcher(engine))
        self.watcher: Watcher | None = None
        self.refused: dict[tuple[Rules, int], set[int]] = {}
        """New Game's deals the solver did not solve, by rules and free cells."""
        self._picked: int | None = None
        self.deals = deals or DealSearch(lambda: _process_watcher(engine))
        """New Game's winnable deals searched beside play when none was found at once."""
        self._unproven: int | None = None
        self._phase: HintPhase | None = None
        self.lines = KnownLines()
        """The solutions found in this game: a hint along one answers at once."""
        session.attach(self)
        browser.subscribe(self.hear)  # BrowsingEnded: check the game put back
        self._follow_option()

    # -- Hint -----------------------------------------------------------------------

    def hint(self) -> None:
        """Help ▸ Hint (H): blink the next move of a solution, or say that the
        game cannot be won any more and since when. The search runs beside the
        screen; pressing Hint again while it runs changes nothing."""
        session, board = self.session, self.session.board
        if (board is None or board.is_won or session.browsing or session.requester is not None
                or self.beside.busy):
            return
        if start_verdict(session) is False:  # the census proved the deal unwinnable: no search to wait for
            session.requester = message(_("Hint"), _("This deal cannot be won."))
            return
        known = self._known_solution(board)
        if known is not None:  # on a line found already: no search, no thread
            self._hinted(board, *known, [], [])
            return
        game = session.game
        assert game is not None
        lost_known = self._known_answers()

        def work() -> tuple[tuple[Move, ...], Status, list[str], list[tuple[Board, tuple[Move, ...]]]]:
            moves, status = self._search(board, HINT_BUDGET, HINT_HEAD_START)
            lost = _lost_lines(game, self.engine, lost_known) if not moves and status is Status.UNSOLVABLE else []
            return moves, status, lost, line_of(board, moves)
        self.beside.run(work, lambda answer: self._hinted(board, *answer))

    def _hinted(self, asked: Board, moves: tuple[Move, ...], status: Status, lost: list[str],
                line: list[tuple[Board, tuple[Move, ...]]]) -> None:
        """The hint's answer for ``asked``: shown unless the player has left that position meanwhile."""
        session = self.session
        self.lines.learn(line)
        if session.board is not asked or session.browsing or session.requester is not None:
            return
        if moves:
            session.announce(events.HelpGiven())
            self.blink = HintBlink.of(asked, moves[0], self.clock())
            self._phase = self.blink.phase(self.blink.started)
        elif status is Status.UNSOLVABLE:
            session.requester = message(_("Hint"), *lost)
        else:
            session.requester = message(_("Hint"), _("The solver found no move in time."),
                                        _("This position may still be winnable."))

    def overlays(self) -> Sequence[object]:
        """The hint's blinking cards, while a hint is on the screen."""
        phase = self.hint_phase()
        return () if phase is None else (phase,)

    def hint_phase(self, now: float | None = None) -> HintPhase | None:
        """What the hint lights now (None: nothing); the display draws it over the board."""
        if self.blink is None:
            return None
        return self.blink.phase(self.clock() if now is None else now)

    def _known_answers(self) -> dict[Board, bool]:
        """What the winnability check knows of the positions of the game so far (won or not)."""
        game = self.session.game
        if self.watcher is None or game is None:
            return {}
        return {board: answer is Winnability.WINNABLE for board in [game.start, *(turn.board for turn in game.history)]
                if (answer := self.watcher.answer(board)) is not Winnability.UNKNOWN}

    def _known_solution(self, board: Board) -> tuple[tuple[Move, ...], Status] | None:
        """A solution from ``board`` found already: on a line of this game's, or the winnability check's."""
        known = self.lines.moves_from(board)
        if known is None and self.watcher is not None:
            known = self.watcher.solution(board)
        return (known, Status.SOLVED) if known else None

    def _search(self, board: Board, budget: Budget,
                head_start: float = OWN_HEAD_START) -> tuple[tuple[Move, ...], Status]:
        """A solution from ``board`` by a search (ours alone for ``head_start``, see :func:`~.assist.race_solve`)."""
        answer = race_solve(board, budget, self.engine, head_start)
        return answer.moves, answer.status

    # -- Solve from here ----------------------------------------------------------------

    def solve_from_here(self) -> None:
        """Help ▸ Solve from here: the solver's solution from the position on
        the board plays in the VCR unit. A counted game is resigned first, after
        asking; the game comes back uncounted when the unit is closed."""
        session, board = self.session, self.session.board
        if (board is None or board.is_won or session.browsing or session.requester is not None
                or self.beside.busy):
            return
        known = self._known_solution(board)
        self.beside.run(lambda: known or self._search(board, SOLVE_BUDGET),
                        lambda answer: self._solved(board, *answer))

    def _solved(self, asked: Board, moves: tuple[Move, ...], status: Status) -> None:
        session = self.session
        if session.board is not asked or session.browsing or session.requester is not None:
            return
        if not moves:
            session.requester = message(_("Solve from here"), _("This position cannot be won.") if
                                        status is Status.UNSOLVABLE else _("The solver found no solution in time."))
            return
        session.announce(events.HelpGiven())
        session.give_up(_("Solve from here"), _("Resign this game and watch the solver?"),
                        lambda: self.browser.open_moves(asked, moves))

    # -- the winnability indicator --------------------------------------------------------

    def title_note(self) -> str | None:
        """The title bar's winnability word while Show Winnability is on."""
        board = self.session.board
        if self.watcher is None or board is None or self.session.browsing:
            return None
        known = start_verdict(self.session)
        if known is not None:  # the census knows the deal at its start: no check to wait for
            return _(TITLE_NOTES[Winnability.WINNABLE if known else Winnability.NOT_WINNABLE])
        return _(TITLE_NOTES[Winnability.WINNABLE if board.is_won else self.watcher.answer(board)])

    def tick(self, frame: Frame) -> bool:
        return self.poll()

    def poll(self) -> bool:
        """Each refresh: take the answers that came (a hint's, a search's, the winnability
        check's), move the hint's blinking on. True when the screen changes (the title, the hint)."""
        self.deals.poll()
        changed = self.beside.poll()
        changed = self.watcher is not None and self.watcher.poll() or changed
        if self.blink is not None:
            now = self.clock()
            phase = self.blink.phase(now)
            if self.blink.over(now):
                self.blink = None
            changed = changed or phase != self._phase
            self._phase = phase
        return changed

    def close(self) -> None:
        """The window closes: end the winnability check, the search for a deal and any search beside."""
        self.beside.close()
        self.deals.close()
        if self.watcher is not None:
            self.watcher.close()

    def _follow_option(self) -> None:
        on = self.session.options.show_winnability
        if on and self.watcher is None:
            self.watcher = self._make_watcher()
            self._check()
        elif not on and self.watcher is not None:
            self.watcher.close()
            self.watcher = None

    def _check(self) -> None:
        board = self.session.board
        if self.watcher is not None and board is not None and not board.is_won and not self.session.browsing:
            self.watcher.update(board)

    def hear(self, event: events.Event) -> None:
        if isinstance(event, (events.MovePlayed, events.MoveUndone, events.GameStarted, events.BrowsingEnded)):
            self.blink = None
            self._check()
        if isinstance(event, events.GameStarted):
            self.lines.forget()
            self._told_after_select(event)
        elif isinstance(event, events.OptionChanged) and event.option is Option.SHOW_WINNABILITY:
            self._follow_option()

    # -- solvable deals only --------------------------------------------------------------

    def draw_game_number(self, then: Callable[[int], None]) -> None:
        """New Game's number (:meth:`Session.draw_game_number`): any of the range, or with solvable
        deals only one the solver solved with the rules and free cells in use. The search runs
        beside the screen while a requester says so (its button deals without waiting). When none
        is found (or one is still searched beside play) a drawn number is dealt all the same, saying
        so, and the search goes on in the background for the next New Game."""
        self._draw(then, self.beside)

    def pick_game_number(self) -> int:
        """The number New Game deals, found while the caller waits (the command line, tests)."""
        picked: list[int] = []
        self._draw(picked.append, Beside())
        return picked[0]

    def _draw(self, then: Callable[[int], None], beside: Beside) -> None:
        session, options = self.session, self.session.options
        if not options.solvable_only:
            then(random_game_number(*session.game_range, rng=session.rng))
            return
        rules, cells = options.rules, options.free_cells
        found = self.deals.found(rules, cells)
        if found is not None or self.deals.searching_for(rules, cells):
            self._drawn(found, rules, cells, then)
            return
        rng, first, last = random.Random(session.rng.random()), *session.game_range  # its own: it may run on a thread
        census = census_game_number(session.census, rng, first, last, rules, cells)
        if census is not None:  # the census knows the range: a winnable deal at once
            self._drawn(census, rules, cells, then)
            return
        refused = self.refused.setdefault((rules, cells), set())

        def search() -> int | None:
            try:
                return solvable_game_number(rng, first, last, rules, cells, DEAL_BUDGET, engine=self.engine,
                                            refused=refused)
            except FreeCellError:
                return None
        waiting = Waiting(session)
        beside.run(search, lambda number: waiting.over(lambda: self._drawn(number, rules, cells, then)))
        if not waiting.done:  # searching beside the screen: say so, and let the player deal without waiting
            self.session.requester = waiting.requester(lambda: self._drawn(None, rules, cells, then))

    def _drawn(self, number: int | None, rules: Rules, cells: int, then: Callable[[int], None]) -> None:
        """Deal ``number`` (None: none proven winnable was found: a drawn one all the same, and a
        winnable one searched for beside play for the next New Game)."""
        session = self.session
        if number is None:
            number = self._unproven = random_game_number(*session.game_range, rng=session.rng)
            self.deals.start(rules, cells, number, session.game_range)
        self._picked = number
        then(number)

    def _told_after_select(self, event: events.GameStarted) -> None:
        """Select Game with solvable deals only: say when the deal dealt cannot be won."""
        picked, self._picked = self._picked, None
        unproven, self._unproven = self._unproven, None
        if unproven is not None and event.deal.number == unproven and event.how is events.Start.DEALT:
            self.session.requester = message(_("New Game"), *unproven_lines(unproven, self.session.options,
                                                                         self.deals.searching))
            return
        number, board = event.deal.number, self.session.board
        if (event.how is not events.Start.DEALT or number is None or number == picked or board is None
                or not self.session.options.solvable_only or self.session.browsing):
            return
        rules, cells = board.rules, board.free_cell_count
        census = start_verdict(self.session, board)
        if census:
            return
        if census is False or known_unsolvable(number, rules, cells):
            self._select_answer(number, board, Status.UNSOLVABLE)
            return
        self.beside.run(lambda: race_solve(board, SELECT_BUDGET, self.engine).status,
                        lambda status: self._select_answer(number, board, status))

    def _select_answer(self, number: int, dealt: Board, status: Status) -> None:
        """Say so when the deal Select Game dealt cannot be won (while it is still on the board, untouched)."""
        session = self.session
        if status is not Status.UNSOLVABLE or session.board is not dealt or session.requester is not None:
            return
        cells = dealt.free_cell_count
        session.requester = message(_("Select Game"), _("Game {number} cannot be won").format(number=number_of(number)),
                                    ngettext("with {rules} rules and {cells} free cell.",
                                             "with {rules} rules and {cells} free cells.", cells).format(
                                        rules=dealt.rules.title, cells=cells))


def _lost_lines(game: Game, engine: Engine, known: dict[Board, bool]) -> list[str]:
    """What Hint says when the position cannot be won: since which move it could not (a search back)."""
    made = last_winnable(game, engine=engine, known=known)
    if made is None:
        return [_("This position cannot be won.")]
    undos = game.move_count - made
    since = _("It could still be won after the deal:") if made == 0 else \
        _("It could still be won after move {move}:").format(move=made)
    return [_("This game cannot be won any more."), since,
            ngettext("{count} Undo back.", "{count} Undos back.", undos).format(count=undos)]
