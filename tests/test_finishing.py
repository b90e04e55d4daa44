"""Finish Obvious Games: an endgame whose every card can go home without a decision is offered, and
Return finishes it as the player's own moves (a counted win); off by default; Play On is remembered."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, Card, Deal, Game
from freecell_retro.files.setgames import format_position, parse_board_text
from freecell_retro.files.stats import StatsFile
from freecell_retro.session import Option, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.assistants import Frame
from freecell_retro.session.game.finishing import FinishOffer, finishing_moves, lowest_home, obvious
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import Key, KeyPress
from freecell_retro.session.windows.requesters import RequesterKind

ENDGAME = """Foundations: H-9 C-9 D-8 S-9
Freecells: TD - - -
: KH QS JD
: KC QH JS TH
: KD QC JC TC 9D
: KS QD JH TS
:
:
:
:
"""
"""Every column in order: the rest goes home by itself."""


def endgame_board() -> Board:
    cards, layout = parse_board_text(ENDGAME, "setgame.End")
    return Board.of(Deal(cards, setgame="setgame.End", layout=layout))


def test_an_endgame_in_order_is_obvious_and_its_moves_win() -> None:
    board = endgame_board()
    assert obvious(board)
    game = Game(board, clock=lambda: 0.0)
    while not game.is_won:  # the automatic moves home may take several at once
        game.play(lowest_home(game.board))
    assert len(finishing_moves(board)) == 52 - board.cards_home
    assert not obvious(Board.game(617))


@settings(max_examples=60)
@given(st.integers(1, 999_999_999), st.integers(0, 51))
def test_an_obvious_position_always_finishes(number: int, home: int) -> None:
    """Any position whose columns are in order finishes by sending the lowest card home."""
    board = Board.game(number)
    cards = sorted((card for col in board.columns for card in col), key=lambda c: (c.rank, c.suit))
    left = cards[home:]
    columns: list[list[Card]] = [[] for _ in range(8)]
    for index, card in enumerate(sorted(left, key=lambda c: -c.rank)):
        columns[index % 8].append(card)
    ranks = {suit: max((c.rank for c in cards[:home] if c.suit == suit), default=0) for suit in range(4)}
    homes = " ".join(f"{'CDHS'[s]}-{'0A23456789TJQK'[r]}" for s, r in ranks.items())
    text = f"Foundations: {homes}\n" + "".join(": " + " ".join(map(str, col)) + "\n" for col in columns)
    parsed, layout = parse_board_text(text, "setgame.Drawn")
    position = Board.of(Deal(parsed, setgame="setgame.Drawn", layout=layout))
    if position.is_won:
        return
    assert obvious(position)
    board = position
    for move in finishing_moves(position):
        board = board.play(move)
    assert board.is_won


def playing_the_endgame(tmp_path: Path, on: bool = True) -> tuple[Session, FinishOffer, Accounting]:
    session = Session(clock=lambda: 0.0)
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    session.set_option(Option.FINISH_OBVIOUS, on)
    path = tmp_path / "setgame.End"
    path.write_text(ENDGAME)
    from freecell_retro.session.game.setgameplay import play_setgame_file

    play_setgame_file(session, path)
    offer = FinishOffer(session)
    session.subscribe(offer.hear)
    return session, offer, accounting


def test_return_finishes_an_obvious_game_in_one_go(tmp_path: Path) -> None:
    session, offer, _ = playing_the_endgame(tmp_path)
    assert offer.tick(Frame())
    assert session.requester is not None and session.requester.kind is RequesterKind.FINISH
    assert session.requester.key(KeyPress(Key.RETURN))
    assert session.board is not None and session.board.is_won
    assert session.game is not None and session.game.move_count > 0


def test_play_on_is_remembered_and_the_option_is_off_by_default(tmp_path: Path) -> None:
    session, offer, _ = playing_the_endgame(tmp_path)
    offer.tick(Frame())
    assert session.requester is not None
    session.requester.key(KeyPress(Key.ESCAPE))
    assert session.requester is None and not offer.tick(Frame())
    quiet, offer_off, _ = playing_the_endgame(tmp_path, on=False)
    assert not offer_off.tick(Frame()) and quiet.requester is None
    assert Session().options.finish_obvious is False


def test_the_option_is_in_the_menu_and_kept_in_the_stats_file(tmp_path: Path) -> None:
    session = Session()
    strip = menu_strip(session)
    assert strip.select("Options/Finish Obvious Games") and session.options.finish_obvious
    from dataclasses import replace

    from freecell_retro.files.stats import format_stats
    from freecell_retro.files.statsreader import parse_stats
    from freecell_retro.session.game.accounting import options_from, preferences_of

    text = format_stats(replace(StatsFile(), preferences=preferences_of(session.options)))
    assert "finish-obvious yes" in text and options_from(parse_stats(text)).finish_obvious


def test_an_exported_obvious_position_is_still_obvious() -> None:
    board = endgame_board()
    again, layout = parse_board_text(format_position(board), "x")
    assert obvious(Board.of(Deal(again, setgame="setgame.x", layout=layout)))
