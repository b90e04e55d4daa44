"""Review Game: "where did I go wrong?" The player's own moves of this attempt (the undone ones
not) in Browse Solution's VCR unit, each position's verdict beside the move count — winnable, and
in how many moves, or lost — and the move that lost the game marked, with a button and a key (L)
that jump to it. For a win, par: the shortest solution the solver finds from the deal.

The verdicts are worked out beside the screen as the review opens (:class:`~.verdicts.Verdicts`
asks one position at a time, a search each, on the :class:`~..game.assistants.Beside` the review
was given: a thread in the game), and each shows as it comes; the screen never waits. Every
verdict is earned: a solution found or a proof, else "unknown". Reviewing goes through the
browser, which never speaks to the statistics: it counts nothing and changes nothing there, and
the game comes back as it was when the unit closes.

>>> from freecell_retro.session import Session
>>> from freecell_retro.session.game.browser import SolutionBrowser
>>> from freecell_retro.engine.moves import Move
>>> session = Session(clock=lambda: 0.0)
>>> session.select_game(1)
>>> session.play(Move.from_str("3a"))
True
>>> browser = SolutionBrowser(session)
>>> review = GameReview(session, browser, budget=Budget(nodes=20_000, seconds=None, helper=False))
>>> review.open()
>>> browser.counter, review.lines(browser.at)[0][0]
('Move 0 of 1', 'Winnable (... to go)')
"""

from __future__ import annotations

from dataclasses import replace

from ...language import N_, _, ngettext, pgettext
from ...solver.budget import Budget, Status
from ...solver.verdicts import REVIEW_BUDGET, Kind, Verdicts, search
from ..game.assistants import Assistant, Beside, Frame
from ..game.browser import SolutionBrowser
from ..game.session import Session
from ..windows.requesters import RequesterKind, message

TITLE = N_("Review Game")


class GameReview(Assistant):
    """Review Game for ``session``, shown in ``browser``'s VCR unit; the searches run on ``beside``
    (at once unless the composition root gives one that runs them on a thread), each within
    ``budget`` (in positions, so a review says the same on every machine)."""

    def __init__(self, session: Session, browser: SolutionBrowser, beside: Beside | None = None,
                 budget: Budget = REVIEW_BUDGET) -> None:
        self.session, self.browser = session, browser
        self.beside = beside or Beside()
        self.budget = budget
        self.verdicts: Verdicts | None = None
        self.moves = 0
        """The player's moves reviewed (a win: their count beside par)."""
        self.won = False
        self._round = 0
        """Which review the searches under way belong to (a closed review's answers are dropped)."""

    # -- opening ----------------------------------------------------------------------

    def available(self) -> bool:
        """A game of the player's own is on the board (not a solution being browsed)."""
        session = self.session
        requester = session.requester
        return (session.game is not None and session.deal is not None and not session.browsing
                and session.file_requester is None
                and (requester is None or requester.kind is RequesterKind.GAME_OVER))

    def open(self) -> None:
        """Review Game (the Game menu, Game over's Review, at any moment): the attempt's moves in the VCR
        unit, at the deal."""
        game, deal = self.session.game, self.session.deal
        if game is None or deal is None or not self.available():
            return
        if not game.history:
            self.session.requester = message(_(TITLE), _("No moves to review yet."))
            return
        self.session.requester = None
        self.moves, self.won = game.move_count, game.is_won
        self.verdicts = Verdicts([game.start, *(turn.board for turn in game.history)])
        self._round += 1
        title = _("Review: {game}").format(game=deal.title)
        self.browser.show(title, list(game.history), None, game.move_count, deal, game.start, game.autoplay,
                          game.attempts, commentary=self)
        self._ask(self._round)

    def _ask(self, round_: int) -> None:
        """The next position's search, beside the screen; its answer asks the one after."""
        verdicts = self.verdicts
        if verdicts is None or round_ != self._round:
            return
        k = verdicts.next_question()
        if k is None:
            return
        board = verdicts.boards[k]
        budget = replace(self.budget, cancelled=lambda: round_ != self._round)  # a closed review's search stops
        self.beside.run(lambda: search(board, budget), lambda answer: self._answered(round_, k, answer))

    def _answered(self, round_: int, k: int, answer: tuple[Status, int]) -> None:
        if round_ != self._round or self.verdicts is None:
            return
        self.verdicts.answer(k, *answer)
        self._ask(round_)

    # -- what the unit says -------------------------------------------------------------

    @property
    def working(self) -> bool:
        return self.verdicts is not None and not self.verdicts.done

    def verdict_text(self, at: int) -> str:
        """The verdict of the position with ``at`` moves made."""
        assert self.verdicts is not None
        verdict = self.verdicts.verdicts[at]
        if verdict.kind is Kind.WINNABLE:
            if verdict.to_go == 0:
                return pgettext("verdict", "Won")
            return ngettext("Winnable ({n} to go)", "Winnable ({n} to go)", verdict.to_go or 0).format(
                n=verdict.to_go)
        if verdict.kind is Kind.LOST:
            return pgettext("verdict", "Lost")
        return _("Working it out...") if self.working else _("Unknown")

    def lines(self, at: int) -> list[tuple[str, bool]]:
        """The verdict of the position shown (the losing move's in red, marked), then where the
        game was lost (and the key that goes there), or par beside the player's count for a win."""
        verdicts = self.verdicts
        if verdicts is None:
            return []
        losing = verdicts.losing_move
        verdict = self.verdict_text(at)
        if at > 0:
            move = self.browser.turns[at - 1].move.text(verdicts.boards[0].free_cell_count)
            verdict = _("{move}: {verdict}").format(move=move, verdict=verdict)
        shown = [(verdict + (_("  <- lost here") if at == losing else ""), verdicts.verdicts[at].lost)]
        if losing is not None:
            second = _("Lost at move {k}: L jumps there").format(k=losing)
        elif verdicts.unwinnable_deal:
            second = _("Unwinnable from the deal")
        elif self.won and verdicts.par is not None:
            second = ngettext("Par {par}: you won in {moves} move", "Par {par}: you won in {moves} moves",
                              self.moves).format(par=verdicts.par, moves=self.moves)
        elif self.working:
            second = _("Working out par...") if self.won else _("Looking for the move that lost it...")
        elif self.won:
            second = _("Par unknown: no solution found from the deal")
        elif verdicts.verdicts[-1].winnable:
            second = _("Still winnable after the last move")
        else:
            second = _("The losing move is not known")
        return [*shown, (second, False)]

    def jump_target(self) -> int | None:
        return self.verdicts.losing_move if self.verdicts is not None else None

    # -- an assistant ---------------------------------------------------------------------

    def tick(self, frame: Frame) -> bool:
        """Hand over a search's answer that came: the unit shows the new verdict."""
        return self.beside.poll()

    def close(self) -> None:
        """The unit closed (or the screen goes): the searches under way are dropped."""
        self._round += 1
        self.verdicts = None
        self.beside.close()
