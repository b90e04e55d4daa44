"""Saved games and game codes on the screen (goldens in pal-laced, looked at): the Save Game As file
requester on the saved games, a game code pasted into Select Game, and Copy Game Code's requester
where there is no clipboard."""

from __future__ import annotations

from pathlib import Path

from test_ui_golden import compare

from freecell_retro.engine import Deal, Move
from freecell_retro.files.gamecodes import GameCode, game_code
from freecell_retro.session import Options, Session
from freecell_retro.session.game.gamefiles import copy_game_code, save_game_requester
from freecell_retro.session.windows.input import Key, KeyPress
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display

MOVES = "2a 21 8b 12 7c".split()


def playing(tmp_path: Path) -> Session:
    session = Session(Options(screen_mode="pal-laced"), clock=lambda: 0.0, saves_dir=tmp_path / "games")
    session.select_game(617)
    for text in MOVES:
        session.play(Move.from_str(text))
    return session


def shot(session: Session, name: str, tmp_path: Path) -> None:
    display = Display(session)
    display.finish_animation()
    compare(name, indexed(display.frame(), display.palette), tmp_path)


def test_golden_save_game_as(tmp_path: Path) -> None:
    session = playing(tmp_path)
    (tmp_path / "games").mkdir()
    for name in ("game.Monday", "game.Lost617"):
        (tmp_path / "games" / name).write_text("FREECELL-RETRO GAME 1\ngame 617\n")
    save_game_requester(session)
    assert session.file_requester is not None
    session.file_requester.key(KeyPress(Key.DOWN))
    assert session.file_requester.file.text == "game.Lost617"
    shot(session, "pal-laced-save-game-as", tmp_path)


def test_golden_a_code_pasted_into_select_game(tmp_path: Path) -> None:
    source = playing(tmp_path)
    assert source.game is not None
    code = game_code(GameCode.of(source.game, Deal.numbered(617)))
    session = Session(Options(screen_mode="pal-laced"), clock=lambda: 0.0)
    session.select_game(1)
    session.select_game_requester()
    assert session.requester is not None
    session.requester.type(code)
    shot(session, "pal-laced-select-game-code", tmp_path)


def test_golden_the_code_shown_where_there_is_no_clipboard(tmp_path: Path) -> None:
    session = playing(tmp_path)
    copy_game_code(session, None)
    shot(session, "pal-laced-game-code", tmp_path)
