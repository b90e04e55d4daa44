"""The questions the session asks about the game on the board — resign it?,
deal it again with the new setting?, a single card or the column?, keep it
for next time?, play again? — each a requester built with what every answer
does, so the session's flows read as decisions, not as button numbers.

>>> r = single_or_column(3, single=lambda: None, column=lambda: None, neither=lambda: None)
>>> r.title, r.buttons
('Move to empty column', ['Single card', 'Column', 'Neither'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.rules import Rules
from ...language import _, ngettext
from ...language.formats import number
from ..windows.requesters import Requester, RequesterKind
from ..windows.wording import format_time
from .options import Option

Do = Callable[[], None]


def resign(title: str, question: str, yes: Do) -> Requester:
    """Yes/No before a game is resigned; ``yes`` resigns it."""
    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            yes()
    return Requester(title, [question], [_("Yes"), _("No")], answer, kind=RequesterKind.RESIGN)


def exit_game(save: Do, resign: Do) -> Requester:
    """Exit with a counted game in progress: keep it for next time, resign it, or stay."""
    def answer(button: int, _checked: bool) -> None:
        (save, resign, lambda: None)[button]()
    return Requester(_("Exit FreeCell"), [_("Save this unfinished game"), _("to finish it next time?")],
                     [_("Save"), _("Resign"), _("Cancel")], answer, kind=RequesterKind.QUIT)


def deal_again(option: Option[Any], value: object, resigns: bool, now: Do, later: Do) -> Requester:
    """Rules or free cells changed after the first move: deal this game again
    with ``value`` (``resigns``: a counted game in progress is resigned) or use
    it from the next game on."""
    if isinstance(value, Rules):
        setting = _("with {rules} rules").format(rules=value.title)
    else:  # the other deal option is the free cell count
        cells = value if isinstance(value, int) else 0
        setting = ngettext("with {cells} free cell", "with {cells} free cells", cells).format(cells=cells)
    question = ([_("Resign this game and deal it again"), _("{setting}, or from the next game on?").format(
                    setting=setting)] if resigns
                else [_("Deal this game again {setting},").format(setting=setting), _("or from the next game on?")])

    def answer(button: int, _checked: bool) -> None:
        (now, later, lambda: None)[button]()
    return Requester(_("Rules") if option is Option.RULES else _("Number of FreeCells"), question,
                     [_("Deal again"), _("Next game"), _("Cancel")], answer, kind=RequesterKind.DEAL_AGAIN)


def single_or_column(cards: int, single: Do, column: Do, neither: Do) -> Requester:
    """A run of ``cards`` could go to an empty column: one card, all of them, or neither."""
    def answer(button: int, _checked: bool) -> None:
        (single, column, neither)[button]()

    return Requester(
        _("Move to empty column"),
        [_("Move a single card,"), _("or the column of {cards} cards?").format(cards=cards)],
        [_("Single card"), _("Column"), _("Neither")],
        answer,
        kind=RequesterKind.EMPTY_COLUMN,
    )


def game_over(won: bool, title: str, moves: int, seconds: float, again: Callable[[bool], None],
              save: Do, review: Do | None = None, par: str | None = None) -> Requester:
    """Won or lost: play again (``again(same)``: the same deal when the box is
    ticked), save the solution of a win, review the game (where it was lost, or par), or stop.
    ``par``: the census's line for the deal won."""
    if won:
        lines = [
            _("Congratulations, you won!"),
            ngettext("{title} in {moves} move, {time}.", "{title} in {moves} moves, {time}.", moves).format(
                title=title, moves=number(moves), time=format_time(seconds)
            ),
            *([par] if par else []),
        ]
        buttons = [_("Yes"), _("_Save solution")]
    else:
        lines = [_("There are no more legal moves:"), _("this game is lost.")]
        buttons = [_("Yes")]
    actions = [save] if won else []
    if review is not None:
        buttons.append(_("_Review"))
        actions.append(review)
    buttons.append(_("No"))

    def answer(button: int, same: bool) -> None:
        if button == 0:
            again(same)
        elif 0 < button <= len(actions):
            actions[button - 1]()
    return Requester(_("Game over"), lines + [_("Play again?")], buttons, answer, checkbox=_("Same _game"),
                     checked=not won, kind=RequesterKind.GAME_OVER)
