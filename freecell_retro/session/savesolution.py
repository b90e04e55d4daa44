"""Save solution, from the game-over requester: the won game's moves written to
the solutions folder — never silently replacing a player's own file. When a
different solution of the game is there already the player is asked: Replace,
Keep both (the next free name that still reads as the game, see
:func:`~freecell_retro.files.solutions.keep_both_path`) or Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.errors import FreeCellError
from ..files.atomic import read_text_capped
from ..files.names import typed_file
from ..files.solutions import format_amiga, keep_both_path, solution_move_count
from ..files.solutionstore import SaveOutcome, save_solution
from .requesters import Requester, count_of

if TYPE_CHECKING:
    from .session import Session


def offer_to_save(session: Session, then: Callable[[], None]) -> None:
    """Save solution: write it to the solutions folder, and when a different
    solution of this game is there already, ask — Replace, Keep both (the next
    free name, see :func:`keep_both_path`) or Cancel. ``then`` reopens the
    game-over requester."""
    def done(_button: int, _checked: bool) -> None:
        then()

    def tell(*lines: str) -> None:
        session.requester = Requester("Save solution", list(lines), ["OK"], done)

    if session.solutions_dir is None:
        tell("There is no solutions folder.")
        return
    if session.game is None:
        tell("There is no game to save.")
        return
    text = format_amiga(session.game)
    try:
        path = typed_file(session.solutions_dir, session.solution_name(), "solution name")
        outcome = save_solution(path, text)
    except FreeCellError as error:
        tell("Could not save the solution:", str(error))
        return
    if outcome is SaveOutcome.SAME:
        tell(f"{path.name} already holds", "this solution.")
    elif outcome is SaveOutcome.WRITTEN:
        tell("Solution saved as", path.name)
    else:
        _ask_replace(session, path, text, tell, then)

def _ask_replace(session: Session, path: Path, text: str, tell: Callable[..., None],
             then: Callable[[], None]) -> None:
    def answer(button: int, _checked: bool) -> None:
        if button == 2:
            then()
            return
        try:
            target = path if button == 0 else keep_both_path(path)
            save_solution(target, text, replace=button == 0)
        except FreeCellError as error:
            tell("Could not save the solution:", str(error))
            return
        tell("Solution saved as", target.name)
    try:
        theirs = count_of(solution_move_count(read_text_capped(path), path), "move")
    except FreeCellError:
        theirs = "not readable"
    ours = count_of(solution_move_count(text), "move")
    session.requester = Requester("Save solution", [f"Replace {path.name} ({theirs})",
                                                 f"with this one ({ours})?"],
                               ["Replace", "Keep both", "Cancel"], answer, kind="replace-solution")
