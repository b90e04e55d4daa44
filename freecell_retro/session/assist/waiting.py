"""New Game with solvable deals only, while it waits: the requester that says a winnable deal is
searched for (its button deals without waiting), and what New Game says when it deals a number it
could not prove winnable. The search itself is the :class:`~.adviser.Adviser`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from ...language import _, ngettext
from ...language.formats import number as number_of
from ..game.options import Options
from ..game.session import Session
from ..windows.requesters import Requester, RequesterKind


class Waiting:
    """New Game waiting for a winnable deal searched beside the screen: the requester that says so,
    and whichever comes first — the search's answer or the player's "Deal now" — deals; the other
    is then ignored."""

    def __init__(self, session: Session) -> None:
        self.done = False
        self._shown: Requester | None = None
        self._session = session

    def over(self, deal: Callable[[], None]) -> None:
        """The search answered: deal, unless the player already dealt without waiting."""
        if self.done:
            return
        self.done = True
        if self._shown is not None and self._session.requester is self._shown:
            self._session.requester = None
        deal()

    def requester(self, deal_now: Callable[[], None]) -> Requester:
        def answer(_button: int, _checked: bool) -> None:
            if not self.done:
                self.done = True
                deal_now()
        self._shown = Requester(_("New Game"), [_("Looking for a deal that can be won...")], [_("_Deal now")], answer,
                                kind=RequesterKind.LOOKING)
        return self._shown


def unproven_lines(number: int, options: Options, searching: bool) -> list[str]:
    """What New Game says when it deals a number it could not prove winnable."""
    lines = [_("No deal that can be proven winnable was found at once"),
             ngettext("with {rules} rules and {cells} free cell:", "with {rules} rules and {cells} free cells:",
                      options.free_cells).format(rules=options.rules.title, cells=options.free_cells),
             _("game {number} is dealt: it may not be winnable.").format(number=number_of(number))]
    return lines + ([_("A winnable one is searched meanwhile;"), _("the next New Game deals it when found.")]
                    if searching else [_("None in the game range could be proven winnable.")])
