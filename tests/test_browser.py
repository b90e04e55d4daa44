"""Browse Solution: the VCR unit's actions on a solution file, a losing file
stopping with its reason, and the earlier game coming back exactly as it was,
never counted."""

from __future__ import annotations

import random
import shutil

import pytest

from freecell_retro.engine import Deal, Move, Rules, column
from freecell_retro.files.assets import asset_path
from freecell_retro.files.stats import StatsFile
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.browser import FAST_FORWARD, PLAY, REWIND, SPEEDS, STOP, UNDO, SolutionBrowser
from freecell_retro.session.windows.input import KeyPress, Text
from freecell_retro.session.windows.requesters import RequesterKind

K = KeyPress.parse
"""A key press by its name (``K("Shift+Tab")``)."""

SAMPLE = asset_path("solutions", "Solution.game310760976")
"""58 moves, Amiga notation, wins."""
REFRESH = 50


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def browsing(tmp_path=None, path=SAMPLE, moves: int = 1):
    """A session on game 617 with ``moves`` moves made (a counted game in progress, its clock running),
    the statistics kept in ``tmp_path``; then ``path`` browsed. (session, browser, accounting, heard by the
    session's listeners, heard by the browser's). The game put aside is ``session.earlier``."""
    clock = Clock()
    session = Session(Options(), rng=random.Random(3), clock=clock)
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session) if tmp_path else None
    session.select_game(617)
    for text in ["5a", "5b", "5c"][:moves]:
        assert session.play(Move.from_str(text))
    clock.now += 30
    heard, shown = [], []
    session.subscribe(heard.append)
    browser = SolutionBrowser(session)
    browser.subscribe(shown.append)
    session.earlier = session.game
    browser.open(path)
    return session, browser, accounting, heard, shown


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text)
    return path


def fast_forward_to_the_end(browser, refresh=REFRESH) -> int:
    """Tick until fast forward stops; how many refreshes it took."""
    ticks = 0
    while browser.playing:
        browser.tick(refresh)
        ticks += 1
        assert ticks < 100_000
    return ticks


# -- opening -------------------------------------------------------------------------------------

def test_a_named_solution_deals_its_game_and_refuses_the_players_moves():
    session, browser, _, heard, shown = browsing()
    assert browser.active and session.browsing and session.deal == Deal.numbered(310760976)
    assert browser.counter == "Move 0 of 58" and browser.title == "Solution.game310760976"
    assert session.game.move_count == 0 and not session.counts
    assert isinstance(shown[-1], ev.GameStarted) and not shown[-1].counts
    session.press_column(0)
    session.press_free_cell_key()
    session.undo()
    session.click(column(4))
    session.double_click(column(4))
    assert session.selection is None and session.game.move_count == 0 and heard == []


def test_rules_and_free_cells_come_from_the_name(tmp_path):
    path = shutil.copy(asset_path("solutions", "Solution.game617_B"), tmp_path / "Solution.game617_B")
    session, browser, *_ = browsing(path=path)
    assert session.game.start.rules is Rules.BAKERS and session.game.start.free_cell_count == 4
    session, browser, *_ = browsing(path=asset_path("solutions", "Solution.game1_O3"))
    assert session.game.start.free_cell_count == 3 and browser.counter == "Move 0 of 61"


def test_a_name_that_does_not_say_its_game_asks_for_the_number(tmp_path):
    path = shutil.copy(SAMPLE, tmp_path / "my-solution.txt")
    session, browser, *_ = browsing(path=path)
    requester = session.requester
    assert not browser.active and requester.kind is RequesterKind.BROWSE_GAME
    assert requester.lines[0] == "my-solution.txt does not say which game it solves."
    session.answer(0)
    assert session.requester is requester and "not a number" in requester.error and not browser.active
    session.windows.handle(Text("310,760,976"))
    session.windows.handle(KeyPress.parse("RETURN"))
    assert browser.active and session.deal == Deal.numbered(310760976)
    fast_forward(browser)
    assert browser.note == "Won."


def test_cancel_on_the_question_changes_nothing(tmp_path):
    path = shutil.copy(SAMPLE, tmp_path / "my-solution.txt")
    session, browser, *_ = browsing(path=path)
    game = session.game
    session.windows.handle(KeyPress.parse("ESCAPE"))
    assert session.requester is None and not browser.active and session.game is game


def test_a_set_games_solution_deals_the_set_game_named(tmp_path):
    session, browser, *_ = browsing()
    browser.close()
    setgames = tmp_path / "setgames"
    setgames.mkdir()
    shutil.copy(asset_path("setgames", "setgame.PC11982"), setgames / "setgame.Mine")
    path = write(tmp_path, "Solution.setgame.Mine_O", "5a\n")
    browser = SolutionBrowser(session, [setgames])
    browser.open(path)
    assert browser.active and session.deal.setgame == "setgame.Mine" and browser.counter == "Move 0 of 1"
    browser.close()
    browser.open(write(tmp_path, "Solution.setgame.Gone_O", "5a\n"))
    assert not browser.active and session.requester.lines[0] == "Solution.setgame.Gone_O: no set game " \
                                                                 "setgame.Gone here."


@pytest.mark.parametrize("text,problem", [("35 zz\n", "Solution.game617, line 1: 'zz' is not a move"),
                                          (None, "Solution.game617: ")])
def test_a_file_that_does_not_read_says_why_in_one_line_and_changes_nothing(tmp_path, text, problem):
    path = tmp_path / "Solution.game617"
    if text is not None:
        path.write_text(text)
    session, browser, _, heard, shown = browsing(path=path)
    assert not browser.active and not session.browsing and session.game.move_count == 1
    assert session.requester.title == "Browse Solution" and len(session.requester.lines) == 1
    assert session.requester.lines[0].startswith(problem) and str(tmp_path) not in session.requester.lines[0]
    assert heard == shown == []


# -- the VCR -------------------------------------------------------------------------------------

def test_play_one_undo_and_rewind_move_the_cards_as_in_play():
    session, browser, _, heard, shown = browsing()
    assert not browser.enabled(REWIND) and not browser.enabled(UNDO) and not browser.enabled(STOP)
    for _ in range(5):
        browser.press(PLAY)
    assert browser.counter == "Move 5 of 58" and session.game.move_count == 5
    played = [event for event in shown if isinstance(event, ev.MovePlayed)]
    assert [event.turn for event in played] == browser.turns[:5]
    assert session.game.history == browser.turns[:5]
    assert any(turn.automatic for turn in browser.turns)  # the automatic moves glide as in play
    browser.press(UNDO)
    assert isinstance(shown[-1], ev.MoveUndone) and shown[-1].turn == browser.turns[4]
    assert browser.counter == "Move 4 of 58" and session.board == browser.turns[3].board
    browser.press(REWIND)
    assert browser.counter == "Move 0 of 58" and session.board == session.game.start
    assert isinstance(shown[-1], ev.GameStarted) and shown[-1].how is ev.Start.DEALT_AGAIN and not shown[-1].counts
    assert heard == []


def test_keys_drive_the_unit():
    session, browser, *_ = browsing()
    assert browser.key(KeyPress.parse("RIGHT")) and browser.key(KeyPress.parse("RIGHT")) and browser.at == 2
    assert browser.key(KeyPress.parse("LEFT")) and browser.at == 1
    browser.key(KeyPress.parse("RIGHT"))
    assert browser.key(KeyPress.parse("Shift+LEFT")) and browser.at == 0
    assert browser.key(KeyPress.parse("Shift+RIGHT")) and browser.playing
    assert browser.key(KeyPress.parse("Shift+RIGHT")) and browser.speed == 1  # again: the next speed
    assert browser.key(KeyPress.parse("UP")) and not browser.playing
    browser.fast_forward()
    assert browser.key(KeyPress.parse("DOWN")) and not browser.playing
    assert not browser.key(K("X")) and not browser.key(K("1")) and not browser.key(K("RETURN"))
    assert browser.key(KeyPress.parse("ESCAPE")) and not browser.active and not browser.key(KeyPress.parse("RIGHT"))


def test_fast_forward_plays_on_at_each_speed_and_stops_at_the_end():
    session, browser, *_ = browsing()
    assert browser.enabled(FAST_FORWARD)
    browser.press(FAST_FORWARD)
    assert browser.playing and browser.speed == 0
    assert browser.tick(REFRESH)  # the first move at once
    pause = SPEEDS[0].frames(REFRESH)
    assert pause == 50 and [browser.tick(REFRESH) for _ in range(pause)] == [False] * pause
    assert browser.tick(REFRESH) and browser.at == 2
    assert not browser.tick(REFRESH, gliding=True) and browser.at == 2  # the cards are still on their way
    browser.press(FAST_FORWARD)
    assert browser.speed == 1 and browser.playing
    browser.press(FAST_FORWARD)
    assert browser.speed == 2 and SPEEDS[2].name == "Normal" and SPEEDS[2].frames(REFRESH) == 0
    browser.press(FAST_FORWARD)
    assert browser.speed == 0
    browser.speed = 2
    ticks = fast_forward_to_the_end(browser)
    assert browser.at == 58 and session.game.is_won and browser.note == "Won." and ticks <= 58
    assert not browser.enabled(PLAY) and not browser.enabled(FAST_FORWARD)
    browser.press(FAST_FORWARD)
    browser.press(PLAY)
    assert not browser.playing and browser.at == 58


def test_stop_and_a_requester_hold_fast_forward():
    session, browser, *_ = browsing()
    browser.fast_forward()
    browser.tick(REFRESH)
    browser.press(STOP)
    assert not browser.playing and not browser.tick(REFRESH) and browser.at == 1
    browser.fast_forward()
    session.about_requester()
    assert not browser.tick(REFRESH) and browser.at == 1
    session.answer(0)
    assert browser.tick(REFRESH) and browser.at == 2


def test_play_one_stops_fast_forward():
    _, browser, *_ = browsing()
    browser.fast_forward()
    browser.play_one()
    assert not browser.playing and browser.at == 1


def test_a_losing_file_stops_at_the_failing_move_with_the_reason(tmp_path):
    moves = SAMPLE.read_text().split()
    losing = write(tmp_path, "Solution.game310760976", " ".join(moves[:20] + ["11"] + moves[21:]) + "\n")
    session, browser, *_ = browsing(path=losing)
    assert browser.counter == "Move 0 of 58" and browser.note is None
    browser.fast_forward()
    fast_forward_to_the_end(browser)
    assert browser.counter == "Move 20 of 58" and not session.game.is_won
    assert browser.note == "line 1, move 21: 11: a card cannot move onto itself" == browser.failure
    assert not browser.enabled(PLAY) and browser.enabled(UNDO)
    browser.undo()
    assert browser.note is None
    short = write(tmp_path, "Solution.game310760976", " ".join(moves[:30]) + "\n")
    session, browser, *_ = browsing(path=short)
    for _ in range(40):
        browser.play_one()
    assert browser.counter == "Move 30 of 30" and browser.note == "all 30 moves played but the game is not won"


# -- closing -------------------------------------------------------------------------------------

def test_closing_brings_the_earlier_game_back_exactly(tmp_path):
    session, browser, accounting, heard, shown = browsing(tmp_path, moves=2)
    game = session.earlier
    before = (list(game.history), game.attempts)
    assert game.elapsed == 30
    session.clock.now += 500  # browsing takes a while: the earlier game's clock does not run meanwhile
    browser.fast_forward()
    fast_forward_to_the_end(browser)
    assert session.game.is_won
    browser.close()
    assert not browser.active and not session.browsing and session.requester is None
    assert session.game is game and session.game.history == before[0] and session.game.attempts == before[1]
    assert session.deal == Deal.numbered(617) and session.counts and session.in_progress
    assert game.elapsed == 30 and game.stopwatch.running
    session.clock.now += 5
    assert game.elapsed == 35
    assert isinstance(shown[-1], ev.BrowsingEnded) and heard == []
    assert not (tmp_path / "stats.Fred").exists()  # nothing was counted or written
    assert session.play(Move.from_str("5c"))  # the player plays on
    session.new_game()
    assert session.requester.kind is RequesterKind.RESIGN  # still the counted game in progress it was
    session.answer(0)
    assert accounting.overall.losses == 1 and accounting.overall.wins == 0


def test_a_game_not_started_stays_unstarted_and_no_game_stays_none():
    session, browser, *_ = browsing(moves=0)
    game = session.earlier
    browser.close()
    assert session.game is game and not game.stopwatch.running and game.elapsed == 0
    session = Session(clock=lambda: 0.0)
    browser = SolutionBrowser(session)
    browser.open(SAMPLE)
    browser.close()
    assert session.game is None and session.deal is None


def test_leaving_the_board_another_way_closes_the_browser_first(tmp_path):
    session, browser, accounting, heard, shown = browsing(tmp_path)
    browser.play_one()
    session.new_game()
    assert not browser.active and session.requester.kind is RequesterKind.RESIGN  # the earlier game is asked about
    session.answer(1)
    assert session.deal == Deal.numbered(617) and session.game.move_count == 1
    session, browser, *_ = browsing(tmp_path)
    session.set_option(Option.RULES, Rules.BAKERS)
    assert not browser.active and session.requester.kind is RequesterKind.DEAL_AGAIN
    session, browser, _, heard, _ = browsing(tmp_path)
    session.save_and_quit()
    assert not browser.active and heard[-1].saved.moves == (Move.from_str("5a"),)


def test_browsing_another_file_keeps_the_game_put_aside(tmp_path):
    session, browser, *_ = browsing()
    game = session.earlier
    browser.play_one()
    browser.open(asset_path("solutions", "Solution.game1_O3"))
    assert browser.counter == "Move 0 of 61" and session.deal == Deal.numbered(1)
    browser.close()
    assert session.game is game and session.deal == Deal.numbered(617)


def fast_forward(browser) -> None:
    browser.speed = len(SPEEDS) - 1
    browser.fast_forward()
    fast_forward_to_the_end(browser)
