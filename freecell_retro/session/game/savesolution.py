"""Save solution, from the game-over requester: the won game's moves written to
the solutions folder — never silently replacing a player's own file. When a
different solution of the game is there already the player is asked: Replace,
Keep both (the next free name that still reads as the game, see
:func:`~freecell_retro.files.solutions.keep_both_path`) or Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ...engine.errors import FreeCellError
from ...engine.game import Game
from ...files.atomic import read_text_capped
from ...files.names import typed_file
from ...files.solutions import format_amiga, keep_both_path, solution_move_count
from ...files.solutionstore import SaveOutcome, save_solution
from ...language import N_, _, ngettext
from ..windows.requesters import Requester, RequesterKind


def offer_to_save(folder: Path | None, game: Game, name: str, ask: Callable[[Requester], None],
                  then: Callable[[], None]) -> None:
    """Save solution: write ``game``'s moves to the solutions ``folder`` as
    ``name``, and when a different solution of this game is there already,
    ask — Replace, Keep both (the next free name, see :func:`keep_both_path`)
    or Cancel. ``ask`` puts a requester on the screen; ``then`` reopens the
    game-over requester."""
    def done(_button: int, _checked: bool) -> None:
        then()

    def tell(*lines: str) -> None:
        ask(Requester(_("Save solution"), list(lines), [_("OK")], done))

    if folder is None:
        tell(_("There is no solutions folder."))
        return
    text = format_amiga(game)
    try:
        path = typed_file(folder, name, N_("solution name"))
        outcome = save_solution(path, text)
    except FreeCellError as error:
        tell(_("Could not save the solution:"), str(error))
        return
    if outcome is SaveOutcome.SAME:
        tell(_("{name} already holds").format(name=path.name), _("this solution."))
    elif outcome is SaveOutcome.WRITTEN:
        tell(_("Solution saved as"), path.name)
    else:
        _ask_replace(ask, path, text, tell, then)


def _ask_replace(ask: Callable[[Requester], None], path: Path, text: str, tell: Callable[..., None],
                 then: Callable[[], None]) -> None:
    def answer(button: int, _checked: bool) -> None:
        if button == 2:
            then()
            return
        try:
            target = path if button == 0 else keep_both_path(path)
            save_solution(target, text, replace=button == 0)
        except FreeCellError as error:
            tell(_("Could not save the solution:"), str(error))
            return
        tell(_("Solution saved as"), target.name)
    try:
        theirs = moves_of(solution_move_count(read_text_capped(path), path))
    except FreeCellError:
        theirs = _("not readable")
    ours = moves_of(solution_move_count(text))
    ask(
        Requester(
            _("Save solution"),
            [
                _("Replace {name} ({theirs})").format(name=path.name, theirs=theirs),
                _("with this one ({ours})?").format(ours=ours),
            ],
            [_("Replace"), _("Keep both"), _("Cancel")],
            answer,
            kind=RequesterKind.REPLACE_SOLUTION,
        )
    )


def moves_of(count: int) -> str:
    """``1 move``, ``65 moves`` in the language in use."""
    return ngettext("{count} move", "{count} moves", count).format(count=count)
