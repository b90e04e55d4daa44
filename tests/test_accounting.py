"""Statistics accounting: each rule of what counts, as its own test, with the
result in the stats file at once."""

import random
from dataclasses import replace
from datetime import datetime

from boards import make_board

from freecell_retro.engine import Deal, Game, Move, Rules, SavedGame
from freecell_retro.files.stats import FORMAT_VERSION, HISTORY_LENGTH, Outcome, Record, Result, StatsFile, format_stats
from freecell_retro.files.statsstore import read_stats, write_stats
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.game.accounting import Accounting, format_statistics
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.requesters import RequesterKind

WINNING = make_board(["KH"], homes="QH KS KD KC")
"""One move (1h) from a win."""
LOSING = make_board(["2C", "2D", "2H", "2S", "4C", "4D", "4H", "KS 4S"], cells="-")
"""One move (8a) from having no legal move."""


def window(tmp_path, stats=None, **options):
    """A session on game 617 with accounting on ``stats.Fred``."""
    path = tmp_path / "stats.Fred"
    if stats is not None:
        write_stats(path, stats)
    session = Session(Options(**options), rng=random.Random(3))
    accounting = Accounting(path, stats or StatsFile()).attach(session)
    session.select_game(617)
    return session, accounting, path


def move(session):
    session.play(next(session.board.legal_moves()))


def win(session):
    session.game = Game(WINNING)
    session.press_column(0)
    session.press_home_key()
    assert session.game.is_won


def lose(session):
    session.game = Game(LOSING)
    session.press_column(7)
    session.press_free_cell_key()
    assert session.game.is_lost


def press(session, button, same_game=None):
    """Answer the open requester by the button's label."""
    session.answer(session.requester.button(button), same_game)


def confirmed(action, *args):
    """Do a Game-menu action, answering Yes when it asks to resign the game in progress."""
    session = action.__self__
    action(*args)
    if session.requester is not None and session.requester.kind is RequesterKind.RESIGN:
        press(session, "Yes")


def on_file(path) -> tuple[int, int]:
    overall = read_stats(path).overall
    return overall.wins, overall.losses


def test_a_game_counts_once_it_has_a_move(tmp_path):
    session, accounting, path = window(tmp_path)
    confirmed(session.new_game)
    confirmed(session.select_game, 5)
    assert accounting.overall.played == 0 and not path.exists()


def test_new_game_resigns_a_game_with_a_move(tmp_path):
    session, accounting, path = window(tmp_path)
    move(session)
    confirmed(session.new_game)
    assert on_file(path) == (0, 1) and accounting.session_record.losses == 1


def test_select_game_resigns_a_game_with_a_move(tmp_path):
    session, _, path = window(tmp_path)
    move(session)
    confirmed(session.select_game, 5)
    assert on_file(path) == (0, 1)


def test_restart_with_resign_counts_a_loss_and_no_does_not(tmp_path):
    session, _, path = window(tmp_path)
    move(session)
    session.restart()
    press(session, "No")
    assert not path.exists()
    session.restart()
    press(session, "Yes")
    assert on_file(path) == (0, 1)


def test_quit_without_saving_counts_a_loss(tmp_path):
    session, _, path = window(tmp_path)
    move(session)
    session.request_quit()
    press(session, "Resign")
    assert on_file(path) == (0, 1) and read_stats(path).unfinished is None


def test_quit_saving_keeps_the_game_and_counts_nothing(tmp_path):
    session, _, path = window(tmp_path)
    move(session)
    session.request_quit()
    press(session, "Save")
    stats = read_stats(path)
    assert on_file(path) == (0, 0)
    assert stats.unfinished.deal == Deal.numbered(617) and len(stats.unfinished.moves) == 1
    assert stats.last_game == 617 and stats.preferences["messages"] is True


def test_a_win_counts_with_its_moves_and_time(tmp_path):
    session, accounting, path = window(tmp_path)
    win(session)
    overall = read_stats(path).overall
    assert (overall.wins, overall.fewest_moves, overall.streak_kind) == (1, 1, Outcome.WON)
    assert accounting.session_record.wins == 1


def test_lost_restarted_then_won_stays_a_single_loss(tmp_path):
    session, _, path = window(tmp_path)
    lose(session)
    press(session, "Yes")  # "Same game" is ticked after a loss
    assert session.game.attempts == 2
    win(session)
    assert on_file(path) == (0, 1)


def test_resigned_restarted_then_won_stays_a_single_loss(tmp_path):
    session, _, path = window(tmp_path)
    move(session)
    session.restart()
    press(session, "Yes")
    win(session)
    assert on_file(path) == (0, 1)


def test_no_legal_move_counts_once_even_after_undo(tmp_path):
    session, _, path = window(tmp_path)
    lose(session)
    press(session, "No")
    session.undo()
    session.press_column(7)
    session.press_free_cell_key()
    assert session.game.is_lost
    press(session, "No")
    session.undo()
    confirmed(session.new_game)  # leaving the undone, unfinished game: still the one loss
    assert on_file(path) == (0, 1)


def test_a_win_replayed_with_same_game_counts_once(tmp_path):
    session, _, path = window(tmp_path)
    win(session)
    press(session, "Yes", same_game=True)
    win(session)
    assert on_file(path) == (1, 0)


def test_set_games_never_count(tmp_path):
    session, accounting, path = window(tmp_path)
    session.play_setgame(Deal.from_setgame("setgame.PC11982", list(Deal.numbered(11982).cards)))
    move(session)
    lose(session)
    press(session, "No")
    confirmed(session.new_game)
    assert accounting.overall.played == 0 and not path.exists()


def test_solution_browsing_never_counts(tmp_path):
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile())
    accounting(ev.GameStarted(Deal.numbered(617), False, Rules.ORIGINAL, 4))
    accounting(ev.MovePlayed(None))
    accounting(ev.GameWon(80, 100.0))
    accounting(ev.GameResigned())
    assert accounting.overall.played == 0 and not (tmp_path / "stats.Fred").exists()


def test_dont_keep_the_stats_records_nothing_while_on(tmp_path):
    session, accounting, path = window(tmp_path, keep_stats=False)
    move(session)
    confirmed(session.new_game)
    win(session)
    assert accounting.overall.played == 0 and accounting.session_record.played == 0 and not path.exists()
    session.options.keep_stats = True
    confirmed(session.new_game)
    win(session)
    assert on_file(path) == (1, 0)


def test_clear_resets_every_figure(tmp_path):
    session, accounting, path = window(tmp_path, StatsFile(Record().won(80, 90).lost()))
    move(session)
    confirmed(session.new_game)
    accounting.show()
    assert session.requester.kind is RequesterKind.STATISTICS
    press(session, "Clear...")
    assert session.requester.kind is RequesterKind.CLEAR_STATISTICS and read_stats(path).overall.wins == 1  # asks first
    press(session, "Clear")
    assert read_stats(path).overall == Record() and accounting.session_record == Record()
    assert session.requester.kind is RequesterKind.STATISTICS
    assert session.requester.lines[1].split() == ["Won", "0", "0"]


def test_clear_cancelled_or_escaped_keeps_every_figure(tmp_path):
    session, accounting, path = window(tmp_path, StatsFile(Record().won(80, 90).lost()))
    accounting.show()
    assert session.windows.handle(KeyPress.parse("ESCAPE")) and session.requester is None  # Esc is OK, never Clear
    accounting.show()
    assert session.windows.handle(KeyPress.parse("C")) and session.requester.kind is RequesterKind.CLEAR_STATISTICS
    assert session.windows.handle(KeyPress.parse("ESCAPE")) and session.requester.kind is RequesterKind.STATISTICS
    assert read_stats(path).overall.wins == 1 and session.requester.lines[1].split() == ["Won", "0", "1"]


def test_session_figures_start_at_zero_and_overall_carry_on(tmp_path):
    earlier = StatsFile(Record().won(80, 90).won(70, 60), last_session=Record(wins=2))
    session, accounting, path = window(tmp_path, earlier)
    assert accounting.session_record == Record()
    move(session)
    confirmed(session.new_game)
    assert accounting.session_record.losses == 1 and accounting.session_record.wins == 0
    last = read_stats(path).last_session
    assert on_file(path) == (2, 1) and (last.wins, last.losses) == (0, 1)


def test_each_result_is_read_modify_written(tmp_path):
    # Another window records a win meanwhile: our loss is added to it, not over it.
    session, _, path = window(tmp_path, StatsFile())
    write_stats(path, StatsFile(Record().won(50, 50)))
    move(session)
    confirmed(session.new_game)
    assert on_file(path) == (1, 1)


def test_session_end_keeps_another_windows_unfinished_game(tmp_path):
    saved = SavedGame(Deal.numbered(5), Game(WINNING).start.rules, 4, (), 1, 0.0)
    session, _, path = window(tmp_path, StatsFile(unfinished=saved))
    session.options.messages = False
    session.request_quit()
    stats = read_stats(path)
    assert stats.unfinished == saved and stats.preferences["messages"] is False


def test_a_resumed_game_whose_loss_was_counted_costs_no_other(tmp_path):
    session, accounting, path = window(tmp_path)
    session.game = Game(make_board(["2C", "2D", "2H", "2S", "4C", "4D", "KH 4H", "KS 4S"], cells="- -"))
    session.press_column(7)
    session.press_free_cell_key()
    session.press_column(6)
    session.press_free_cell_key()
    assert session.game.is_lost
    press(session, "No")
    session.undo()
    session.request_quit()
    press(session, "Save")
    stats = read_stats(path)
    assert stats.unfinished_loss_counted and on_file(path) == (0, 1)
    # The next launch resumes it knowing the loss is counted: resigning it costs nothing more.
    session = Session(Options(), rng=random.Random(3))
    Accounting(path, stats).attach(session)
    session.resume(stats.unfinished, loss_counted=True)
    confirmed(session.new_game)
    assert on_file(path) == (0, 1)


def test_newer_file_appearing_mid_session_is_left_alone(tmp_path):
    session, accounting, path = window(tmp_path)
    newer = format_stats(StatsFile()).replace(f"STATS {FORMAT_VERSION}", f"STATS {FORMAT_VERSION + 1}")
    path.write_text(newer)
    move(session)
    confirmed(session.new_game)
    move(session)
    confirmed(session.new_game)
    assert path.read_text() == newer
    assert len(accounting.notices) == 1 and "newer freecell-retro" in accounting.notices[0]


def test_corrupt_file_mid_session_is_kept_aside_and_nothing_known_is_lost(tmp_path):
    session, accounting, path = window(tmp_path, StatsFile(Record().won(80, 90)))
    path.write_text("garbage")
    move(session)
    confirmed(session.new_game)
    assert on_file(path) == (1, 1)
    assert [p.read_text() for p in tmp_path.iterdir() if ".bad-" in p.name] == ["garbage"]
    assert len(accounting.notices) == 1 and "kept as stats.Fred.bad-" in accounting.notices[0]


def test_unwritable_folder_is_one_line_not_a_crash(tmp_path):
    (tmp_path / "a file").write_text("")  # where the folder should be: it cannot be made
    accounting = Accounting(tmp_path / "a file" / "stats.Fred", StatsFile())
    accounting(ev.GameStarted(Deal.numbered(617), True, Rules.ORIGINAL, 4))
    accounting(ev.MovePlayed(None))
    accounting(ev.GameLost())
    assert accounting.session_record.losses == 1 and len(accounting.notices) == 1


def test_requester_lines():
    overall = replace(Record().won(90, 83).won(70, 125).lost(), longest_losing=3)
    lines = format_statistics(overall, Record().won(90, 83))
    assert lines[0].split() == ["This", "session", "Overall"]
    assert [line.split() for line in lines[1:]] == [
        ["Won", "1", "2"], ["Lost", "0", "1"], ["Won", "%", "100%", "67%"],
        ["Current", "streak", "1", "won", "1", "lost"], ["Longest", "winning", "1", "2"],
        ["Longest", "losing", "0", "3"], ["Best", "time", "1:23", "1:23"], ["Fewest", "moves", "90", "70"],
        ["Average", "time", "1:23", "1:44"], ["Average", "moves", "90", "80"], ["Helped", "wins", "0", "0"]]
    assert len({len(line) for line in lines}) == 1  # the columns line up in the fixed-width font


def test_requester_lines_before_any_win_and_for_a_last_session_read_from_a_file():
    lines = format_statistics(Record().lost(), Record(wins=2, losses=1), "Last session")
    assert lines[0].split() == ["Last", "session", "Overall"]
    assert lines[4].split() == ["Current", "streak", "-", "1", "lost"]  # a file keeps only its wins and losses
    assert lines[7].split() == ["Best", "time", "-", "-"] and lines[3].split() == ["Won", "%", "67%", "0%"]


def test_notices_are_taken_once(tmp_path):
    (tmp_path / "a file").write_text("")
    accounting = Accounting(tmp_path / "a file" / "stats.Fred", StatsFile())
    accounting.clear()
    assert len(accounting.take_notices()) == 1 and accounting.take_notices() == []


def test_preferences_are_written_when_an_option_changes(tmp_path):
    session, accounting, path = window(tmp_path)
    session.options.messages = False
    accounting.save_preferences()
    assert read_stats(path).preferences["messages"] is False


def test_a_game_too_long_to_keep_is_not_saved_and_the_record_stays_readable(tmp_path):
    from freecell_retro.files.stats import MAX_SAVED_MOVES
    session, accounting, path = window(tmp_path, StatsFile(Record().won(80, 90)))
    too_long = SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4, (Move.from_str("1a"),) * (MAX_SAVED_MOVES + 1), 1, 9.0)
    accounting.save(too_long)
    stats = read_stats(path)
    assert stats.unfinished is None and stats.overall.wins == 1
    assert accounting.notices == ["The unfinished game has more than 5,000 moves: too long to keep, it is not saved."]


# -- the history of the last results (the Statistics chart) --------------------------------------------------

class Clocks:
    """The game clock (seconds) and the local date and time, both set by the test."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.date = datetime(2024, 5, 3, 14, 22, 5, 750_000)

    def game(self) -> float:
        return self.seconds


def timed_window(tmp_path, stats=None, **options):
    """:func:`window` with the clocks in the test's hands."""
    path, clocks = tmp_path / "stats.Fred", Clocks()
    if stats is not None:
        write_stats(path, stats)
    session = Session(Options(**options), rng=random.Random(3), clock=clocks.game)
    accounting = Accounting(path, stats or StatsFile(), now=lambda: clocks.date).attach(session)
    session.select_game(617)
    return session, accounting, path, clocks


def test_each_result_joins_the_history_with_its_date_game_moves_and_time(tmp_path):
    session, accounting, path, clocks = timed_window(tmp_path)
    move(session)
    move(session)
    clocks.seconds = 95.25
    confirmed(session.select_game, 11982)  # game 617 resigned after two moves
    clocks.date = datetime(2024, 5, 3, 14, 31, 50)
    session.game = Game(WINNING, clock=clocks.game)
    session.game.stopwatch.carried = 154.85  # as if played for that long
    session.press_column(0)
    session.press_home_key()
    assert session.game.is_won
    assert read_stats(path).history == (
        Result(datetime(2024, 5, 3, 14, 22, 5), 617, Outcome.LOST, 2, 95.25, "original", 4),
        Result(datetime(2024, 5, 3, 14, 31, 50), 11982, Outcome.WON, 1, 154.85,
               WINNING.rules.value, WINNING.free_cell_count))
    assert accounting.stats.history == read_stats(path).history


def test_a_result_not_recorded_is_not_in_the_history(tmp_path):
    session, _, path, _ = timed_window(tmp_path, keep_stats=False)
    move(session)
    confirmed(session.new_game)
    session.play_setgame(Deal.from_setgame("setgame.PC11982", list(Deal.numbered(11982).cards)))
    session.options.keep_stats = True
    move(session)
    confirmed(session.new_game)  # a set game never counts
    move(session)
    confirmed(session.new_game)
    history = read_stats(path).history
    assert len(history) == 1 and history[0].outcome == "lost" and history[0].game not in (617, 11982)


def test_the_history_keeps_the_last_hundred_across_windows(tmp_path):
    old = [Result(datetime(2023, 1, 1, 12, 0, i % 60), 1000 + i, Outcome.WON, 80, 100.0) for i in range(HISTORY_LENGTH)]
    session, _, path, _ = timed_window(tmp_path, StatsFile(history=tuple(old)))
    write_stats(path, StatsFile(history=tuple(old[1:]) + (old[0],)))  # another window's result meanwhile
    move(session)
    confirmed(session.new_game)
    history = read_stats(path).history
    assert len(history) == HISTORY_LENGTH and history[:-1] == tuple(old[2:]) + (old[0],) and history[-1].game == 617


def test_clear_empties_the_history_with_the_figures(tmp_path):
    earlier = Result(datetime(2024, 5, 2, 9, 0, 0), 5, Outcome.WON, 90, 80.0)
    session, accounting, path, _ = timed_window(tmp_path, StatsFile(Record().won(90, 80), history=(earlier,)))
    accounting.show()
    assert session.requester.chart.points == ((True, 80.0),)
    press(session, "Clear...")
    press(session, "Clear")
    assert read_stats(path).history == () and session.requester.kind is RequesterKind.STATISTICS
    assert session.requester.chart is None


def test_the_statistics_requester_charts_the_history_in_order(tmp_path):
    history = (Result(datetime(2024, 5, 2, 9, 0, 0), 5, Outcome.WON, 90, 80.0),
               Result(datetime(2024, 5, 2, 9, 30, 0), 6, Outcome.LOST, 20, 600.0),
               Result(datetime(2024, 5, 2, 10, 0, 0), 7, Outcome.WON, 70, 185.5))
    session, accounting, _, _ = timed_window(tmp_path, StatsFile(history=history))
    accounting.show()
    chart = session.requester.chart
    assert [(point.won, point.seconds) for point in chart.points] == [(True, 80.0), (False, 600.0), (True, 185.5)]
    assert chart.caption == "Last 3 games: 2 won, 1 lost, slowest win 3:05"


def test_a_version_1_file_on_disk_keeps_its_figures_and_gains_a_history(tmp_path):
    path = tmp_path / "stats.Fred"
    path.write_text("FREECELL-RETRO STATS 1\nwins 2\nlosses 1\nstreak won 2\ntotal-win-time 200\ntotal-win-moves 170\n")
    session = Session(rng=random.Random(3))
    Accounting(path, read_stats(path), now=lambda: datetime(2024, 5, 3, 14, 22, 5)).attach(session)
    session.select_game(617)
    move(session)
    confirmed(session.new_game)
    assert path.read_text().startswith(f"FREECELL-RETRO STATS {FORMAT_VERSION}\n")
    stats = read_stats(path)
    assert on_file(path) == (2, 2) and [(r.game, r.outcome, r.moves) for r in stats.history] == [(617, "lost", 1)]


def test_each_game_counts_in_its_own_record_and_in_the_overall_one(tmp_path):
    session, accounting, path = window(tmp_path, rules=Rules.EIGHT_OFF)
    assert session.board.free_cell_count == 8
    move(session)
    confirmed(session.select_game, 5)  # Eight Off 617 resigned
    session.set_option(Option.RULES, Rules.ORIGINAL)
    move(session)
    confirmed(session.select_game, 6)  # Original 5 resigned
    stats = read_stats(path)
    assert on_file(path) == (0, 2)
    assert {rules: (r.wins, r.losses) for rules, r in stats.games.items()} == {Rules.EIGHT_OFF: (0, 1),
                                                                             Rules.ORIGINAL: (0, 1)}
    assert accounting.lines()[-1] == "Original: 0 won, 1 lost (0%)"
