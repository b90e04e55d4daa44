"""Redo Move (Shift+Backspace, Help ▸ Redo Move): unlimited, forgotten by a new
move, and heard by the clock and the statistics as the move itself."""

from pathlib import Path

from test_accounting import LOSING, on_file, window

from freecell_retro.engine import Game
from freecell_retro.session.game import events as ev
from freecell_retro.session.screen.boardwindow import BoardWindow
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import KeyPress


def keys(session):
    """The board window's keys, as the stack hands them down."""
    board = BoardWindow(session, menu_strip(session))
    return lambda text: board.handle(KeyPress.parse(text))


def test_redo_plays_every_undone_move_again_back_to_where_the_player_was(tmp_path):
    session, _, _ = window(tmp_path)
    press = keys(session)
    for _ in range(3):
        session.play(next(session.board.legal_moves()))
    played, boards = session.game.moves, [turn.board for turn in session.game.history]
    for _ in range(3):
        press("Backspace")
    assert session.board == session.game.start
    for board in boards:
        assert press("Shift+Backspace") and session.board == board
    assert session.game.moves == played
    assert not press("Shift+Backspace") and session.game.move_count == 3  # nothing more to redo


def test_a_new_move_forgets_what_was_undone(tmp_path):
    session, _, _ = window(tmp_path)
    first, second = list(session.board.legal_moves())[:2]
    session.play(first)
    session.undo()
    session.play(second)
    session.redo()
    assert session.game.moves == [session.game.history[0].move] and session.game.move_count == 1
    assert not session.game.undone


def test_restart_forgets_what_was_undone(tmp_path):
    session, _, _ = window(tmp_path)
    session.play(next(session.board.legal_moves()))
    session.play(next(session.board.legal_moves()))
    session.undo()
    session.restart()
    session.answer(session.requester.button("Yes"))
    session.redo()
    assert session.game.move_count == 0


def test_a_loss_redone_counts_once_and_the_clock_stops_as_for_the_move(tmp_path: Path) -> None:
    """(A win is never undone: Undo after it offers a new attempt instead; a loss may be.)"""
    session, accounting, path = window(tmp_path)
    heard: list[ev.Event] = []
    session.subscribe(heard.append)
    now = [0.0]
    session.game = Game(LOSING, clock=lambda: now[0])
    session.press_column(7)
    session.press_free_cell_key()
    assert session.game.is_lost
    session.requester = None
    now[0] = 10
    session.undo()
    assert not session.game.is_over and not session.game.stopwatch.running  # back at the deal: as before a move
    now[0] = 25
    session.redo()
    assert session.game.is_lost and not session.game.stopwatch.running and session.game.elapsed == 0
    assert isinstance(heard[-2], ev.MovePlayed) and isinstance(heard[-1], ev.GameLost)
    assert on_file(path) == (0, 1) and accounting.session_record.losses == 1


def test_redo_does_nothing_while_a_requester_is_open_or_a_solution_is_browsed(tmp_path):
    session, _, _ = window(tmp_path)
    session.play(next(session.board.legal_moves()))
    session.undo()
    session.about_requester()
    session.redo()
    assert session.game.move_count == 0
