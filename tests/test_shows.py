"""The deal and the win shown over the board, on the session: the cards dealt left to right and row
by row at the animation speed, the win's cards leaving the home cells one by one, and any key or click
ending either at once — the deal's going on to the board, the win's followed by the game-over requester."""

import random
from pathlib import Path
from typing import Any

from asking import asking
from test_accounting import WINNING, window

from freecell_retro.engine import Card, Deal, Game
from freecell_retro.engine.moves import Area, Place, column
from freecell_retro.engine.rules import Rules
from freecell_retro.session import Options, Session
from freecell_retro.session.game.shows import DEAL_PACE, WIN_PACE, ShowKind, dealt_so_far, leaving, left_home
from freecell_retro.session.screen.boardwindow import BoardWindow
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import Button, KeyPress, PointerPress
from freecell_retro.session.windows.requesters import RequesterKind


def rank_of(card: Card | None) -> int:
    """A card's rank (the test fails on an empty place)."""
    assert card is not None
    return card.rank


def shown(**options: Any) -> Session:
    """A session whose screen plays the shows, as the game window's does."""
    session = Session(Options(**options), rng=random.Random(2))
    session.shows = True
    session.windows.push(BoardWindow(session, menu_strip(session)), floor=True)
    return session


def ticks(session: Session, frames: int) -> None:
    for _ in range(frames):
        session.tick()


def test_without_a_screen_nothing_is_shown() -> None:
    session = Session()
    session.select_game(617)
    assert session.show is None and not session.tick()


def test_the_deal_goes_row_by_row_left_to_right_at_the_animation_speed() -> None:
    session = shown()
    session.select_game(617)
    show, pace = session.show, DEAL_PACE["normal"]
    assert show is not None
    assert show.kind is ShowKind.DEAL and len(show.steps) == 52
    assert show.steps[:9] == (*(column(i) for i in range(8)), column(0))
    assert show.length == 51 * pace.interval + pace.flight
    ticks(session, pace.flight + 8 * pace.interval)  # the first row and one card more have landed
    assert session.game is not None
    board = dealt_so_far(session.game.start, show)
    assert [len(c) for c in board.columns] == [2, 1, 1, 1, 1, 1, 1, 1]
    assert board.columns[0] == session.game.start.columns[0][:2]
    assert session.game.move_count == 0 and session.game.elapsed == 0  # the clock waits for the first move
    ticks(session, show.length)
    assert session.show is None


def test_slow_takes_twice_as_long_and_off_deals_at_once() -> None:
    slow = shown(animation="slow")
    slow.select_game(617)
    normal = shown()
    normal.select_game(617)
    assert slow.show is not None and normal.show is not None
    assert slow.show.length > normal.show.length
    off = shown(animation="off")
    off.select_game(617)
    assert off.show is None


def test_a_key_ends_the_deal_and_goes_on_to_the_board() -> None:
    session = shown()
    session.select_game(617)
    ticks(session, 5)
    assert session.windows.handle(KeyPress.parse("5"))
    assert session.show is None and session.selection is not None and session.selection.place == column(4)


def test_a_click_ends_the_deal_and_goes_on_to_the_board() -> None:
    session = shown()
    session.new_game()
    session.windows.handle(PointerPress(10, 10, Button.LEFT))
    assert session.show is None


def test_every_deal_is_shown_restart_set_games_and_the_games_that_deal_into_the_cells() -> None:
    session = shown()
    session.select_game(617)
    session.finish_show()
    assert session.board is not None
    session.play(next(iter(session.board.legal_moves())))
    session.restart()
    session.answer(0)  # resign and deal again
    assert session.show is not None and session.show.kind is ShowKind.DEAL
    session.play_setgame(Deal.from_setgame("setgame.test", list(Deal.numbered(5).cards)))
    assert session.game is not None
    assert session.show.kind is ShowKind.DEAL and session.game.move_count == 0
    eight_off = shown(rules=Rules.EIGHT_OFF)
    eight_off.select_game(617)
    show = eight_off.show
    assert show is not None
    assert eight_off.board is not None
    assert show.steps[-4:] == tuple(Place(Area.CELL, i) for i in eight_off.board.rules.variant.dealt_to_cells)
    ticks(eight_off, show.length - 1)
    assert eight_off.game is not None
    almost = dealt_so_far(eight_off.game.start, show)
    assert sum(card is not None for card in almost.cells) == 3  # the last card is still on its way


def test_a_move_made_at_once_ends_the_deal() -> None:
    session = shown()
    session.select_game(617)
    assert session.board is not None
    assert session.play(next(iter(session.board.legal_moves())))
    assert session.show is None


def test_a_resumed_game_is_not_dealt_again(tmp_path: Path) -> None:
    session, _, _ = window(tmp_path)
    assert session.board is not None
    session.play(next(iter(session.board.legal_moves())))
    saved = session._saved()
    again = shown()
    again.resume(saved)
    assert again.show is None


def test_the_win_sends_the_cards_off_one_by_one_then_asks_what_next() -> None:
    session = shown()
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    show, pace = session.show, WIN_PACE["normal"]
    assert show is not None
    assert show.kind is ShowKind.WIN and session.requester is None and session.game.is_won
    won = session.game.board
    assert [rank_of(leaving(won, show, step)) for step in range(5)] == [13, 13, 13, 13, 12]
    ticks(session, pace.interval * 4 + 1)
    assert sorted(rank_of(card) for card in left_home(won, show).homes) == [11, 12, 12, 12]  # five have set off
    ticks(session, show.length)
    assert session.show is None and asking(session).kind is RequesterKind.GAME_OVER


def test_a_key_ends_the_win_and_is_taken() -> None:
    session = shown()
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    assert session.windows.handle(KeyPress.parse("Return"))
    assert session.requester is not None
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER  # the Return did not answer it
    assert session.windows.modal_open


def test_the_win_is_not_shown_with_animation_off() -> None:
    session = shown(animation="off")
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    assert session.requester is not None
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER


def test_the_first_deal_made_before_the_screen_opened_is_shown_when_it_does() -> None:
    session = Session(rng=random.Random(2))
    session.new_game()  # the launch deals before the window exists
    session.shows = True
    session.show_deal()
    assert session.show is not None and session.show.kind is ShowKind.DEAL
    session.finish_show()
    assert session.board is not None
    session.play(next(iter(session.board.legal_moves())))
    session.show_deal()  # a game with moves is not dealt again
    assert session.show is None
