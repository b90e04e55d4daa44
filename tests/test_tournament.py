"""Tournaments as the player meets them, without a window: Game ▸ Play Tournament… opens the file
requester, a chosen file shows the standings, Play deals its deals in order with "Club 2/10" in the
title, each result recorded under the tournament's name and counted in the statistics; the
standings rank players by most won, then fewest moves, then time."""

import random
from datetime import datetime

from boards import make_board
from processes import wait_for

from freecell_retro.engine import Game, Rules
from freecell_retro.files.halls import Player
from freecell_retro.files.stats import Outcome, Result, StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats
from freecell_retro.files.tournaments import parse_tournament
from freecell_retro.session import Options, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.tournament import standings
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.requesters import RequesterKind

CLUB = "# the club\n5\n617 bakers 3\n9\n"


def playing(tmp_path, history=()):
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile(history=history))
    (tmp_path / "tournament.Club").write_text(CLUB)
    session = Session(Options(), rng=random.Random(3))
    accounting = Accounting(path, StatsFile(history=history)).attach(session)
    accounting.folders = [tmp_path]
    session.select_game(1)
    return session, accounting, path


def choose_club(session, accounting):
    strip = menu_strip(session, accounting)
    assert strip.select("Game/Play Tournament...")
    requester = session.file_requester
    assert requester.choices.items == ["tournament.Club"]
    requester.key(KeyPress.parse("DOWN"))
    requester.key(KeyPress.parse("RETURN"))
    assert session.requester.kind is RequesterKind.READING_PLAYERS  # the players' files, read beside the screen
    wait_for(lambda: session.tick() is not None and session.requester.kind is not RequesterKind.READING_PLAYERS,
             "the standings")
    assert session.requester.kind is RequesterKind.TOURNAMENT
    return session.requester


def win(session):
    """The deal on the board won by one last move, as in tests/test_accounting.py (with the deal's
    rules and free cells: the result is recorded with them)."""
    start = session.game.start
    cells = " ".join(["-"] * start.free_cell_count)
    session.game = Game(make_board(["KH"], cells, "QH KS KD KC", start.rules))
    session.press_column(0)
    session.press_home_key()
    assert session.game.is_won
    session.requester = None  # the game-over requester answered


def resign_for_the_next(session):
    """A move, then New Game, resigning the deal: a loss."""
    session.play(next(session.board.legal_moves()))
    session.new_game()
    session.answer(session.requester.button("Yes"))


def test_play_deals_the_tournament_in_order_with_its_place_in_the_title(tmp_path):
    session, accounting, path = playing(tmp_path)
    standings_shown = choose_club(session, accounting)
    assert "Your next deal: 1, game 5" in standings_shown.lines and "No one has played it yet." in \
        standings_shown.lines
    session.answer(0)
    assert session.deal.number == 5 and session.title.startswith("FreeCell  Club 1/3  Game")
    win(session)
    session.new_game()
    assert session.deal.number == 617 and session.game.start.rules is Rules.BAKERS
    assert session.game.start.free_cell_count == 3 and "Club 2/3" in session.title
    resign_for_the_next(session)
    assert session.deal.number == 9 and "Club 3/3" in session.title
    stats = read_stats(path)
    assert [(r.game, r.outcome, r.tournament) for r in stats.history] == [(5, Outcome.WON, "Club"),
                                                                         (617, Outcome.LOST, "Club")]
    assert (stats.overall.wins, stats.overall.losses) == (1, 1)  # they count like any numbered game


def test_choosing_the_tournament_again_goes_on_where_the_player_left_it(tmp_path):
    history = (Result(datetime(2024, 5, 1), 5, Outcome.WON, 90, 100.0, "original", 4, tournament="Club"),
               Result(datetime(2024, 5, 2), 617, Outcome.WON, 90, 100.0, "bakers", 3))  # not in the tournament
    session, accounting, _ = playing(tmp_path, history)
    assert "Your next deal: 2, game 617 (bakers, 3 cells)" in choose_club(session, accounting).lines


def test_another_deal_leaves_the_tournament(tmp_path):
    session, accounting, path = playing(tmp_path)
    choose_club(session, accounting)
    session.answer(0)
    session.play(next(session.board.legal_moves()))
    session.select_game(77)
    session.answer(session.requester.button("Yes"))
    assert session.deal.number == 77 and "Club" not in session.title
    win(session)
    assert [r.tournament for r in read_stats(path).history] == ["Club", None]  # the resigned deal 5, then 77
    session.new_game()
    assert session.deal.number not in (5, 617, 9)


def test_after_the_last_deal_new_game_is_random_again_and_the_standings_say_so(tmp_path):
    session, accounting, _ = playing(tmp_path)
    choose_club(session, accounting)
    session.answer(0)
    for _ in range(3):
        win(session)
        session.new_game()
    assert session.deal.number not in (5, 617, 9) and "Club" not in session.title
    assert "You have played every deal." in choose_club(session, accounting).lines


def test_standings_most_won_then_fewest_moves_then_time_each_deal_once():
    club = parse_tournament(CLUB, "Club")

    def player(name, *results):
        return Player(name, None, StatsFile(history=tuple(
            Result(datetime(2024, 5, 1, 0, i), game, outcome, moves, seconds, rules, cells, tournament="Club")
            for i, (game, outcome, moves, seconds, rules, cells) in enumerate(results))))
    fred = player("Fred", (5, Outcome.WON, 90, 100.0, "original", 4), (617, Outcome.WON, 80, 100.0, "bakers", 3))
    wilma = player("Wilma", (5, Outcome.WON, 85, 100.0, "original", 4), (617, Outcome.WON, 85, 90.0, "bakers", 3),
                   (5, Outcome.WON, 10, 10.0, "original", 4))  # played again: the first result counts
    barney = player("Barney", (5, Outcome.WON, 85, 100.0, "original", 4), (617, Outcome.WON, 85, 80.0, "bakers", 3))
    betty = player("Betty", (5, Outcome.WON, 50, 50.0, "original", 4), (617, Outcome.WON, 50, 50.0, "original", 4))
    table = standings(club, [fred, wilma, barney, betty])
    assert [(s.player, s.won, s.moves, s.seconds) for s in table] == [
        ("Barney", 2, 170, 180.0), ("Wilma", 2, 170, 190.0), ("Fred", 2, 170, 200.0), ("Betty", 1, 50, 50.0)]
