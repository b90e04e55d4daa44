"""The deal and the win shown over the board, on the session: the cards dealt left to right and row
by row at the animation speed, the win's cards leaving the home cells one by one, and any key or click
ending either at once — the deal's going on to the board, the win's followed by the game-over requester."""

import random

from test_accounting import WINNING, window

from freecell_retro.engine import Deal, Game
from freecell_retro.engine.moves import Area, Place, column
from freecell_retro.engine.rules import Rules
from freecell_retro.session import Options, Session
from freecell_retro.session.game.shows import DEAL_PACE, WIN_PACE, ShowKind, dealt_so_far, leaving, left_home
from freecell_retro.session.screen.boardwindow import BoardWindow
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import Button, KeyPress, PointerPress
from freecell_retro.session.windows.requesters import RequesterKind


def shown(**options) -> Session:
    """A session whose screen plays the shows, as the game window's does."""
    session = Session(Options(**options), rng=random.Random(2))
    session.shows = True
    session.windows.push(BoardWindow(session, menu_strip(session)), floor=True)
    return session


def ticks(session: Session, frames: int) -> None:
    for _ in range(frames):
        session.tick()


def test_without_a_screen_nothing_is_shown():
    session = Session()
    session.select_game(617)
    assert session.show is None and not session.tick()


def test_the_deal_goes_row_by_row_left_to_right_at_the_animation_speed():
    session = shown()
    session.select_game(617)
    show, pace = session.show, DEAL_PACE["normal"]
    assert show.kind is ShowKind.DEAL and len(show.steps) == 52
    assert show.steps[:9] == (*(column(i) for i in range(8)), column(0))
    assert show.length == 51 * pace.interval + pace.flight
    ticks(session, pace.flight + 8 * pace.interval)  # the first row and one card more have landed
    board = dealt_so_far(session.game.start, show)
    assert [len(c) for c in board.columns] == [2, 1, 1, 1, 1, 1, 1, 1]
    assert board.columns[0] == session.game.start.columns[0][:2]
    assert session.game.move_count == 0 and session.game.elapsed == 0  # the clock waits for the first move
    ticks(session, show.length)
    assert session.show is None


def test_slow_takes_twice_as_long_and_off_deals_at_once():
    slow = shown(animation="slow")
    slow.select_game(617)
    normal = shown()
    normal.select_game(617)
    assert slow.show.length > normal.show.length
    off = shown(animation="off")
    off.select_game(617)
    assert off.show is None


def test_a_key_ends_the_deal_and_goes_on_to_the_board():
    session = shown()
    session.select_game(617)
    ticks(session, 5)
    assert session.windows.handle(KeyPress.parse("5"))
    assert session.show is None and session.selection is not None and session.selection.place == column(4)


def test_a_click_ends_the_deal_and_goes_on_to_the_board():
    session = shown()
    session.new_game()
    session.windows.handle(PointerPress(10, 10, Button.LEFT))
    assert session.show is None


def test_every_deal_is_shown_restart_set_games_and_the_games_that_deal_into_the_cells():
    session = shown()
    session.select_game(617)
    session.finish_show()
    session.play(next(iter(session.board.legal_moves())))
    session.restart()
    session.answer(0)  # resign and deal again
    assert session.show is not None and session.show.kind is ShowKind.DEAL
    session.play_setgame(Deal.from_setgame("setgame.test", list(Deal.numbered(5).cards)))
    assert session.show.kind is ShowKind.DEAL and session.game.move_count == 0
    eight_off = shown(rules=Rules.EIGHT_OFF)
    eight_off.select_game(617)
    show = eight_off.show
    assert show.steps[-4:] == tuple(Place(Area.CELL, i) for i in eight_off.board.rules.variant.dealt_to_cells)
    ticks(eight_off, show.length - 1)
    almost = dealt_so_far(eight_off.game.start, show)
    assert sum(card is not None for card in almost.cells) == 3  # the last card is still on its way


def test_a_move_made_at_once_ends_the_deal():
    session = shown()
    session.select_game(617)
    assert session.play(next(iter(session.board.legal_moves())))
    assert session.show is None


def test_a_resumed_game_is_not_dealt_again(tmp_path):
    session, _, _ = window(tmp_path)
    session.play(next(iter(session.board.legal_moves())))
    saved = session._saved()
    again = shown()
    again.resume(saved)
    assert again.show is None


def test_the_win_sends_the_cards_off_one_by_one_then_asks_what_next():
    session = shown()
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    show, pace = session.show, WIN_PACE["normal"]
    assert show.kind is ShowKind.WIN and session.requester is None and session.game.is_won
    won = session.game.board
    assert [leaving(won, show, step).rank for step in range(5)] == [13, 13, 13, 13, 12]
    ticks(session, pace.interval * 4 + 1)
    assert sorted(card.rank for card in left_home(won, show).homes) == [11, 12, 12, 12]  # five have set off
    ticks(session, show.length)
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER


def test_a_key_ends_the_win_and_is_taken():
    session = shown()
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    assert session.windows.handle(KeyPress.parse("Return"))
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER  # the Return did not answer it
    assert session.windows.modal_open


def test_the_win_is_not_shown_with_animation_off():
    session = shown(animation="off")
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER


def test_the_first_deal_made_before_the_screen_opened_is_shown_when_it_does():
    session = Session(rng=random.Random(2))
    session.new_game()  # the launch deals before the window exists
    session.shows = True
    session.show_deal()
    assert session.show is not None and session.show.kind is ShowKind.DEAL
    session.finish_show()
    session.play(next(iter(session.board.legal_moves())))
    session.show_deal()  # a game with moves is not dealt again
    assert session.show is None
