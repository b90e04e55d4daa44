"""Whether the game on the board counts, said where the player sees it.

A result is counted once (:mod:`.accounting`): a game played on after its deal
was decided (a retry after a loss, Same Game after a win), a set game, or a game
gone on uncounted for Solve From Here will not count, and the title bar says
so. A game that ended stays ended: a win is not reopened by Undo, nor a game
resigned to watch the solver; Undo then offers the same deal again as a new
attempt, which the player may take or not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...language import N_, _
from ..windows.requesters import Requester, RequesterKind

if TYPE_CHECKING:
    from .stage import Stage

NOT_COUNTED = N_("Not counted")
RESIGNED = N_("Resigned")


def counting_word(table: Stage, decided: bool) -> str | None:
    """The title bar's word for a game on the board that will not count (``decided``: its deal's
    result is settled already), or for one resigned; None for a game that counts, or one over."""
    game, deal = table.game, table.deal
    if game is None or deal is None or table.browsing:
        return None
    if game.resigned:
        return _(RESIGNED)
    if game.is_over:
        return None
    return _(NOT_COUNTED) if not table.counts or decided else None


def ended_game(table: Stage) -> bool:
    """Is the game on the board won or resigned, so that only a new attempt plays it again?"""
    return table.game is not None and (table.game.is_won or table.game.resigned)


def play_again(won: bool, yes: Callable[[], None]) -> Requester:
    """Undo Move on a game won or resigned: it stays so; Yes deals the same game again, a new attempt."""
    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            yes()
    said = _("This game is won.") if won else _("This game is resigned.")
    return Requester(_("Undo Move"), [said, _("Deal it again, a new attempt?")], [_("Yes"), _("No")], answer,
                     kind=RequesterKind.PLAY_AGAIN)
