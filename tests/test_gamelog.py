"""The game log and the Hall of Fame as the player meets them, without a window: the Statistics
requester's Log… lists the results (helped ones marked), sorts them, and Return on a row deals that
game again with its rules and free cells, asking to resign first; the Hall of Fame compares every
player's file by deal, skipping a bad one."""

import random
from datetime import datetime
from pathlib import Path

from boards import advised
from processes import wait_for

from freecell_retro.engine import Rules
from freecell_retro.files.halls import read_players
from freecell_retro.files.stats import Outcome, Record, Result, StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.hall import hall_lines, more_statistics
from freecell_retro.session.windows.input import Key, KeyPress
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.solver.engines import Engine

HISTORY = (Result(datetime(2024, 5, 1, 9, 0), 11982, Outcome.LOST, 37, 612.4, "original", 4),
           Result(datetime(2024, 5, 2, 9, 0), 617, Outcome.WON, 92, 250.1, "bakers", 3, helped=True),
           Result(datetime(2024, 5, 3, 9, 0), 5, Outcome.WON, 80, 300.0, "original", 4))


def window(tmp_path, stats=None):
    stats = StatsFile(history=HISTORY) if stats is None else stats
    path = tmp_path / "stats.Fred"
    write_stats(path, stats)
    session = Session(Options(), rng=random.Random(3))
    accounting = Accounting(path, stats).attach(session)
    accounting.more = more_statistics(session, accounting, [tmp_path])
    session.select_game(1)
    return session, accounting, path


def key(session, name):
    session.requester.key(KeyPress(Key.named(name)))
    session.windows.settle()


def open_log(session, accounting):
    accounting.show()
    key(session, "l")
    assert session.requester.kind is RequesterKind.GAME_LOG
    return session.requester


def test_the_log_lists_the_newest_first_with_the_helped_win_marked(tmp_path):
    session, accounting, _ = window(tmp_path)
    log = open_log(session, accounting)
    assert [row.split()[2] for row in log.choices.items] == ["5", "617", "11982"]
    assert "bakers 3     won *" in log.choices.items[1] and "*" not in log.choices.items[0]
    assert "* helped (1)" in log.lines[0]


def test_sort_goes_round_the_orders_keeping_the_row(tmp_path):
    session, accounting, _ = window(tmp_path)
    log = open_log(session, accounting)
    key(session, "down")  # 617 selected
    key(session, "s")     # by game
    log = session.requester
    assert [row.split()[2] for row in log.choices.items] == ["5", "617", "11982"] and "by game" in log.lines[0]
    assert log.choices.items[log.choices.selected].split()[2] == "617"
    key(session, "s")     # by moves: the wins first, fewest moves first
    assert [row.split()[2] for row in session.requester.choices.items] == ["5", "617", "11982"]


def test_return_on_a_row_deals_that_game_with_its_rules_after_asking_to_resign(tmp_path):
    session, accounting, path = window(tmp_path)
    session.play(next(session.board.legal_moves()))
    open_log(session, accounting)
    key(session, "down")
    key(session, "return")
    assert session.requester.kind is RequesterKind.RESIGN
    key(session, "y")
    assert session.deal.number == 617 and session.game.start.rules is Rules.BAKERS
    assert session.game.start.free_cell_count == 3
    assert read_stats(path).history[-1].game == 1 and read_stats(path).overall.losses == 1


def test_a_hinted_win_is_recorded_as_helped(tmp_path):
    session, accounting, path = window(tmp_path, StatsFile())
    session.announce(ev.HelpGiven())
    session.play(next(session.board.legal_moves()))
    session._emit(ev.GameWon(1, 10.0))
    stats = read_stats(path)
    assert stats.history[-1].helped and stats.overall.helped_wins == 1
    assert ["Helped", "wins", "1", "1"] in [line.split() for line in accounting.lines()]
    session.select_game(2)
    if session.requester is not None:
        key(session, "y")
    session.play(next(session.board.legal_moves()))
    session._emit(ev.GameWon(1, 10.0))
    assert not read_stats(path).history[-1].helped and read_stats(path).overall.helped_wins == 1


def test_the_hall_of_fame_keeps_each_deals_best_and_skips_a_bad_file(tmp_path: Path) -> None:
    session, accounting, _ = window(tmp_path)
    friend = Result(datetime(2024, 6, 1), 617, Outcome.WON, 90, 400.0, "bakers", 3)
    write_stats(tmp_path / "stats.Wilma", StatsFile(overall=Record().won(90, 400.0), history=(friend,)))
    (tmp_path / "stats.Broken").write_text("FREECELL-RETRO STATS 3\nwins many\n")
    (tmp_path / "stats.Later").write_text("FREECELL-RETRO STATS 99\n")
    others = ["stats.Wilma", "stats.Broken", "stats.Later"]
    before = [(tmp_path / name).read_bytes() for name in others]
    accounting.show()
    key(session, "h")
    wait_for(lambda: session.tick() is not None and session.requester.kind is not RequesterKind.READING_PLAYERS,
             "the Hall of Fame")
    hall = session.requester
    assert hall.kind is RequesterKind.HALL_OF_FAME
    rows = [row.split() for row in hall.choices.items]
    assert [row[0] for row in rows] == ["5", "617"] and rows[1][3] == "Wilma" and rows[1][4] == "90"
    assert "2 files skipped: damaged or newer" in hall.lines
    key(session, "down")
    key(session, "return")
    assert session.deal.number == 617 and session.game.start.rules is Rules.BAKERS
    assert [(tmp_path / name).read_bytes() for name in others] == before  # no one else's file written
    assert not list(tmp_path.glob("*.bad-*"))


def test_a_link_in_the_hall_folder_is_not_followed(tmp_path):
    hall = tmp_path / "hall"
    hall.mkdir()
    write_stats(tmp_path / "stats.Secret", StatsFile(history=HISTORY))
    (hall / "stats.Secret").symlink_to(tmp_path / "stats.Secret")
    found = read_players([hall])
    assert found.players == ()
    assert hall_lines(found)[-1] == "No deal won yet."


def test_a_hint_shown_marks_the_deal_helped_and_a_resigned_one_too(tmp_path):
    session, accounting, path = window(tmp_path, StatsFile())
    helper = advised(session, engine=Engine.BUILTIN)
    helper.hint()
    assert helper.blink is not None
    session.play(helper.blink.move)
    session.select_game(2)
    key(session, "y")
    assert read_stats(path).history[-1].helped and read_stats(path).history[-1].game == 1
    session.play(next(session.board.legal_moves()))
    session.select_game(3)
    key(session, "y")
    assert not read_stats(path).history[-1].helped  # a new deal starts unhelped
    helper.close()


def test_an_eight_off_result_is_logged_with_its_eight_cells_and_dealt_again_without_touching_the_choice(tmp_path):
    """Eight Off's eight free cells are the game's: the log keeps them, the file reads back, and
    dealing the result again leaves the player's own choice of 0-4 free cells as it was."""
    eight_off = Result(datetime(2024, 5, 4, 9, 0), 617, Outcome.WON, 60, 200.0, "eight-off", 8)
    session, accounting, path = window(tmp_path, StatsFile(history=(*HISTORY, eight_off)))
    assert read_stats(path).history[-1] == eight_off
    open_log(session, accounting)
    key(session, "return")  # the newest: Eight Off
    assert session.game.start.rules is Rules.EIGHT_OFF and session.game.start.free_cell_count == 8
    assert session.options.free_cells == 4 and read_stats(path).preferences.get("free_cells", 4) == 4
