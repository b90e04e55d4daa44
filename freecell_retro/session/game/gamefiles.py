"""Saved games and game codes in the session: Game ▸ Save Game As… and Load Game… through the file
requester on the player's saved games (SAVEDIR, ``game.<name>``), Copy Game Code, and a pasted
code played.

Saving writes the game on the board as it stands — deal, rules, free cells, moves, undone moves,
clock and attempt — atomically, and never over another file without asking (Replace or Cancel).
Loading reads the file as untrusted (:mod:`...files.savedgames`): a file that does not read
leaves the requester open with one line naming the file and the line. A loaded game that is not
the one in progress asks to resign that one first, as New Game does; the loaded one counts as
the game it is (a numbered deal counts; a set game does not, nor a game that did not count when it
was saved: a pasted code's) and goes on from where it was
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
from ...files.locations import SETGAME_PREFIX
from ...files.savedgames import HEADER, PATTERN, PREFIX, GameFile, format_saved_game, parse_saved_game
from ...files.setgames import format_position
from ...language import N_, _
from ..windows.drawerlist import Root
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester, RequesterKind, message
from . import events
from .session import Session

SAVE_TITLE, LOAD_TITLE = N_("Save Game As"), N_("Load Game")
CODE_TITLE, EXPORT_TITLE = N_("Game Code"), N_("Export Position")
FOLDER = "Games"
"""The volume name of the saved games' folder in the file requester."""


def saved_name(text: str) -> str:
    """The file name a typed name stands for: ``Fred`` and ``game.Fred`` are both ``game.Fred``.

    >>> saved_name("Fred"), saved_name("GAME.Fred")
    ('game.Fred', 'GAME.Fred')
    """
    return text if text.casefold().startswith(PREFIX) else PREFIX + text


def _folder(session: Session, folder: Path | None) -> Path | None:
    """``folder``, made now if it is not there (None when it cannot be: the player is told)."""
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
    """A game of the player's own is on the board (a position brought in too: the file keeps the
    position it started from)."""
    return session.game is not None and session.deal is not None and not session.browsing \
        and session.saves_dir is not None


def save_game_requester(session: Session) -> None:
    """Save Game As…: the file requester on the saved games; a new name is made, an old one asked about."""
    folder = _folder(session, session.saves_dir)
    if folder is None or session.game is None or session.deal is None:
        return
    text = format_saved_game(GameFile.of(session.game, session.deal, session.counts))
    session.file_requester = _saving(session, _(SAVE_TITLE), FOLDER, folder, PATTERN, saved_name, text)


def _saving(session: Session, title: str, volume: str, folder: Path, pattern: str, name_for: Callable[[str], str],
            text: str) -> FileRequester:
    """A file requester that writes ``text`` under the name chosen, asking before it replaces a file."""
    def chosen(path: Path | None) -> None:
        if path is None:
            return
        if os.path.lexists(path):
            session.requester = _replace_question(title, path, lambda: _write(session, title, path, text, True))
            return
        _write(session, title, path, text, False)
    return FileRequester(title, [Root(volume, folder)], chosen, pattern=pattern, name_for=name_for, new_names=True,
                         ok_label=_("_Save"), drawers=False)


def _replace_question(title: str, path: Path, replace: Callable[[], None]) -> Requester:
    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            replace()
    return Requester(title, [_("{name} is there already.").format(name=one_line(path.name)),
                             _("Replace it?")],
                     [_("_Replace"), _("_Cancel")], answer, kind=RequesterKind.REPLACE_SOLUTION)


def _write(session: Session, title: str, path: Path, text: str, replace: bool) -> None:
    """Write the file (a link, a folder or a full disk: one line, nothing lost)."""
    try:
        write_text_atomic(path, text, replace=replace)
    except (FreeCellError, OSError) as error:
        why = error if isinstance(error, FreeCellError) else (error.strerror or str(error))
        session.requester = message(title, _("{name} was not saved: {why}").format(
            name=one_line(path.name), why=one_line(str(why))))
        return
    session.requester = message(title, _("Saved as {name}.").format(name=one_line(path.name)))


def export_position_requester(session: Session) -> None:
    """Export Position…: the board as an fc-solve board, a set game file in the player's set games
    (``setgame.<name>``), which other programs read and Play Set Game plays from as it stands."""
    folder = _folder(session, session.setgames_dir)
    if folder is None or session.board is None:
        return
    session.file_requester = _saving(session, _(EXPORT_TITLE), "SetGames", folder, SETGAME_PREFIX + "#?",
                                     setgame_name, format_position(session.board))


def setgame_name(text: str) -> str:
    """``Fred`` and ``setgame.Fred`` are both ``setgame.Fred``."""
    return text if text.casefold().startswith(SETGAME_PREFIX) else SETGAME_PREFIX + text


def load_game_requester(session: Session) -> None:
    """Load Game…: the file requester on the saved games; the file chosen is read, then played."""
    folder = _folder(session, session.saves_dir)
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


def open_game_file(session: Session, path: Path) -> None:
    """A game file named on the command line: a saved game (by its first line) is loaded, anything
    else read as a set game or a position (FreeCellError, one line naming the file, when it is neither)."""
    from ...files.atomic import read_text_capped
    from .setgameplay import play_setgame_file

    if read_text_capped(path).lstrip("\ufeff").lstrip().upper().startswith(HEADER):
        load_game_file(session, path)
    else:
        play_setgame_file(session, path)


def play_loaded(session: Session, loaded: GameFile) -> None:
    """Put ``loaded`` on the board (asking first to resign a different game in progress)."""
    game = session.game
    same = game is not None and session.deal == loaded.deal and game.start.rules is loaded.saved.rules \
        and game.start.free_cell_count == loaded.saved.free_cells

    if same and session.deal is not None:  # the game on the board at another point: nothing resigned
        if session.browse_close is not None:
            session.browse_close()
        session.take_game(session.deal, loaded.resume(session.clock, session.autoplay),
                          session.counts and loaded.counted, events.Start.RESUMED)
    else:
        session.after_resigning(_(LOAD_TITLE), lambda: session.take_game(
            loaded.deal, loaded.resume(session.clock, session.autoplay),
            loaded.counted and not loaded.deal.is_setgame))


# -- game codes ----------------------------------------------------------------------------


NO_CODE = N_("A position brought in from another program has no game code: save it instead.")
"""Why Copy Game Code gives none for a position: a code holds a deal (a number or 52 cards) and its
moves, not a board with cards home or in free cells; Save Game As… keeps one."""


def has_game(session: Session) -> bool:
    """A game of the player's own is on the board: Copy Game Code gives its code, or says why none."""
    return session.game is not None and session.deal is not None and not session.browsing


def current_code(session: Session) -> str | None:
    """The code of the game on the board (None: none there, or a position brought in)."""
    if not has_game(session) or session.game is None or session.deal is None or session.deal.is_position:
        return None
    return game_code(GameCode.of(session.game, session.deal))


def copy_game_code(session: Session, clipboard: Callable[[str], bool] | None) -> None:
    """Copy Game Code: onto the clipboard where the screen has one, and shown in a requester either way
    (to read out or write down where there is none); for a position brought in, one line saying why
    there is none."""
    if has_game(session) and session.deal is not None and session.deal.is_position:
        session.requester = message(_(CODE_TITLE), _(NO_CODE))
        return
    code = current_code(session)
    if code is None:
        return
    copied = clipboard is not None and clipboard(code)
    said = _("Copied to the clipboard:") if copied else _("There is no clipboard here. The game's code:")
    session.requester = Requester(_(CODE_TITLE), [said, *_chunks(code)], [_("OK")], kind=RequesterKind.MESSAGE)


def _chunks(code: str, width: int = 60) -> list[str]:
    """The code in lines short enough for a requester."""
    return [code[i:i + width] for i in range(0, len(code), width)] or [""]
