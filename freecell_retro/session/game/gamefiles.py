"""Saved games and game codes in the session: Game ▸ Save Game As… and Load Game… through the file
requester on the player's saved games (SAVEDIR, ``game.<name>``), Copy Game Code, and a pasted
code played.

Saving writes the game on the board as it stands — deal, rules, free cells, moves, undone moves,
clock and attempt — atomically, and never over another file without asking (Replace or Cancel).
Loading reads the file as untrusted (:mod:`...files.savedgames`): a file that does not read
leaves the requester open with one line naming the file and the line. A loaded game that is not
the one in progress asks to resign that one first, as New Game does; the loaded one counts as
the game it is (a numbered deal counts, a set game does not) and goes on from where it was
saved, its undone moves there for Redo. The game on the board at Exit is kept as it always is
(the stats file's unfinished game); saving it under a name changes nothing of that.

A pasted code is played by :meth:`.session.Session.play_code`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ...engine.errors import FreeCellError, one_line
from ...files.atomic import write_text_atomic
from ...files.gamecodes import GameCode, game_code
from ...files.savedgames import PATTERN, PREFIX, GameFile, format_saved_game, parse_saved_game, undone_turns
from ...language import _
from ..windows.drawerlist import Root
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester, RequesterKind, message
from .session import Session

SAVE_TITLE, LOAD_TITLE, CODE_TITLE = "Save Game As", "Load Game", "Game Code"
FOLDER = "Games"
"""The volume name of the saved games' folder in the file requester."""


def saved_name(text: str) -> str:
    """The file name a typed name stands for: ``Fred`` and ``game.Fred`` are both ``game.Fred``.

    >>> saved_name("Fred"), saved_name("GAME.Fred")
    ('game.Fred', 'GAME.Fred')
    """
    return text if text.casefold().startswith(PREFIX) else PREFIX + text


def _folder(session: Session) -> Path | None:
    folder = session.saves_dir
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        session.requester = message(_(SAVE_TITLE), _("Cannot make the drawer {name} ({why}).").format(
            name=one_line(folder.name), why=one_line(error.strerror or str(error))))
        return None
    return folder


def can_save(session: Session) -> bool:
    """A game of the player's own with moves is on the board."""
    return session.game is not None and session.deal is not None and not session.browsing \
        and session.saves_dir is not None


def save_game_requester(session: Session) -> None:
    """Save Game As…: the file requester on the saved games; a new name is made, an old one asked about."""
    folder = _folder(session)
    if folder is None or session.game is None or session.deal is None:
        return
    game, deal = session.game, session.deal
    text = format_saved_game(GameFile.of(game, deal))

    def chosen(path: Path | None) -> None:
        if path is None:
            return
        if os.path.lexists(path):
            session.requester = _replace_question(path, lambda: _write(session, path, text, True))
            return
        _write(session, path, text, False)
    session.file_requester = FileRequester(_(SAVE_TITLE), [Root(FOLDER, folder)], chosen, pattern=PATTERN,
                                           name_for=saved_name, new_names=True, ok_label=_("_Save"), drawers=False)


def _replace_question(path: Path, replace: Callable[[], None]) -> Requester:
    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            replace()
    return Requester(_(SAVE_TITLE), [_("{name} is there already.").format(name=one_line(path.name)),
                                     _("Replace it with this game?")],
                     [_("_Replace"), _("_Cancel")], answer, kind=RequesterKind.REPLACE_SOLUTION)


def _write(session: Session, path: Path, text: str, replace: bool) -> None:
    """Write the saved game (a link, a folder or a full disk: one line, nothing lost)."""
    try:
        write_text_atomic(path, text, replace=replace)
    except (FreeCellError, OSError) as error:
        why = error if isinstance(error, FreeCellError) else (error.strerror or str(error))
        session.requester = message(_(SAVE_TITLE), _("{name} was not saved: {why}").format(
            name=one_line(path.name), why=one_line(str(why))))
        return
    session.requester = message(_(SAVE_TITLE), _("Saved as {name}.").format(name=one_line(path.name)))


def load_game_requester(session: Session) -> None:
    """Load Game…: the file requester on the saved games; the file chosen is read, then played."""
    folder = _folder(session)
    if folder is None:
        return

    def chosen(path: Path | None) -> None:
        if path is not None:
            load_game_file(session, path)
    session.file_requester = FileRequester(_(LOAD_TITLE), [Root(FOLDER, folder)], chosen, pattern=PATTERN,
                                           name_for=saved_name, ok_label=_("_Load"), drawers=False)


def load_game_file(session: Session, path: str | os.PathLike[str]) -> None:
    """Read the saved game at ``path`` (FreeCellError, one line naming the file, and nothing changed)
    and play it, after asking to resign another game in progress."""
    from ...files.atomic import read_text_capped

    path = Path(path)
    loaded = parse_saved_game(read_text_capped(path), path.name)
    play_loaded(session, loaded)


def play_loaded(session: Session, loaded: GameFile) -> None:
    """Put ``loaded`` on the board (asking first to resign a different game in progress)."""
    game = session.game
    same = game is not None and session.deal == loaded.deal and game.start.rules is loaded.saved.rules \
        and game.start.free_cell_count == loaded.saved.free_cells

    def load() -> None:
        session.resume(loaded.saved)
        if session.game is not None and not session.game.is_over:
            session.game.undone.extend(reversed(undone_turns(loaded, session.game)))
    if same:
        session.browse_close() if session.browse_close is not None else None
        load()
    else:
        session.after_resigning(_(LOAD_TITLE), load)


# -- game codes ----------------------------------------------------------------------------


def current_code(session: Session) -> str | None:
    """The code of the game on the board (None: none there)."""
    if session.game is None or session.deal is None or session.browsing:
        return None
    return game_code(GameCode.of(session.game, session.deal))


def copy_game_code(session: Session, clipboard: Callable[[str], bool] | None) -> None:
    """Copy Game Code: onto the clipboard where the screen has one, and shown in a requester either way
    (to read out, or to select and copy by hand where there is none)."""
    code = current_code(session)
    if code is None:
        return
    copied = clipboard is not None and clipboard(code)
    said = _("Copied to the clipboard:") if copied else _("Select it and copy it:")
    session.requester = Requester(_(CODE_TITLE), [said, *_chunks(code)], [_("OK")], kind=RequesterKind.MESSAGE)


def _chunks(code: str, width: int = 60) -> list[str]:
    """The code in lines short enough for a requester."""
    return [code[i:i + width] for i in range(0, len(code), width)] or [""]
