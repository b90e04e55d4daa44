"""The game log: the stats file's last results in a list the player can sort,
where Return on a row deals that game again (with its rules and free cells,
after asking to resign a game in progress) — the Statistics requester's Log…
button, and ``freecell-retro stats --history``.

>>> from datetime import datetime
>>> from freecell_retro.files.stats import Outcome
>>> log_line(Result(datetime(2024, 5, 3, 14, 22, 5), 617, Outcome.WON, 92, 250.1, "bakers", 3, helped=True))
'2024-05-03 14:22       617  bakers 3     won *     92   4:10'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from ...engine.errors import FreeCellError
from ...engine.rules import Rules
from ...files.stats import Result
from ...files.statslines import HELPED_MARK as HELPED_MARK
from ...files.statslines import LOG_HEADING as LOG_HEADING
from ...files.statslines import log_heading
from ...files.statslines import log_line as log_line
from ...files.statslines import rules_label as rules_label
from ...language import _
from ..windows.fields import ListChoice
from ..windows.requesters import Requester, RequesterKind, message
from .census import PAR_HEADING, par_cell

if TYPE_CHECKING:
    from .session import Session

SCROLLER_ROOM = "    "
"""What a requester's centred line over a list needs after it to stand over the rows, which leave
room for the list's scroller at their right (four characters of the fixed-width font)."""
LOG_ROWS = 10

LogOrder = Literal["date", "game", "moves", "time"]
"""An order of the log's rows, as its first line names it (``40 results by moves``)."""

SORTS: dict[LogOrder, Callable[[Result], tuple[object, ...]]] = {
    "date": lambda result: (result.date,),
    "game": lambda result: (result.game, result.date),
    "moves": lambda result: (not result.won, result.moves, result.date),
    "time": lambda result: (not result.won, result.seconds, result.date),
}
"""The orders the log shows its rows in (the Sort button goes round them): newest first by date;
by game number; the wins first by fewest moves or by quickest time."""


def sorted_results(history: Sequence[Result], sort: LogOrder) -> list[Result]:
    """The results in ``sort`` order; by date the newest comes first."""
    return sorted(history, key=SORTS[sort], reverse=sort == "date")


def deal_again(session: Session, result: Result) -> None:
    """A logged game dealt again, with the rules and free cells it was played with (the ones set
    now when an older file did not say); refused in one line when the rules are ones this version
    does not know (a friend's newer file)."""
    try:
        rules = Rules(result.rules) if result.rules is not None else session.options.rules
    except ValueError:
        raise FreeCellError(
            _("game {game} was played with rules {rules!r}, which this version does not know").format(
                game=result.game, rules=result.rules
            )
        ) from None
    cells = result.free_cells if result.free_cells is not None else session.options.free_cells
    session.play_deal(result.game, rules, cells, _("Game Log"))


def log_requester(session: Session, history: Sequence[Result], sort: LogOrder = "date",
                  selected: int | None = 0) -> Requester:
    """Statistics ▸ Log…: the results as rows; Play (Return) deals the selected row's game again,
    Sort shows them in the next order (the row kept selected), Cancel (Esc) closes."""
    if not history:
        return message(_("Game Log"), _("No results yet: a game counts once it has a move."))
    rows = sorted_results(history, sort)
    book = session.census
    choices = ListChoice([log_line(result) + (par_cell(book, result.game, result.rules, result.free_cells) if book
                                              else "") for result in rows], selected, visible=LOG_ROWS)
    orders = list(SORTS)
    helped = sum(result.helped for result in history)

    def answer(button: int, _checked: bool) -> None:
        if button == 0 and choices.selected is not None:
            deal_again(session, rows[choices.selected])
        elif button == 1:
            keep = rows[choices.selected] if choices.selected is not None else None
            following = orders[(orders.index(sort) + 1) % len(orders)]
            again = sorted_results(history, following)
            session.requester = log_requester(session, history, following,
                                              again.index(keep) if keep is not None else 0)

    lines = [
        _("{count} results by {sort}; {helped_mark} helped ({helped})").format(
            count=len(history), sort=sort, helped_mark=HELPED_MARK, helped=helped
        ),
        "",
        log_heading() + (PAR_HEADING if book else "") + SCROLLER_ROOM,
    ]
    return Requester(_("Game Log"), lines, [_("Play"), _("Sort"), _("Cancel")], answer, kind=RequesterKind.GAME_LOG,
                     choices=choices)
