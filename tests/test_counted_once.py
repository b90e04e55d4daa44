"""Every result counted exactly once: a deal under other rules is a new game, a game
resigned for Solve From Here stays resigned, a won game stays won, and the title bar
says when the game on the board will not count."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boards import counted

from freecell_retro.engine import Deal, Move, Rules
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.assist import adviser as adviser_module
from freecell_retro.session.assist.adviser import Adviser
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.options import Option
from freecell_retro.session.screen.desk import Desk
from freecell_retro.session.screen.services import assemble
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.solver.fcsolve import Engine

SOLUTION_617 = ("7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8 48 4d 1j d7 8d 8j d4 16 1j 48 21 a4 "
                "2d 24 2a ck 8h 6h d6 3c 3d 32 d2 c2 3d 3c 38 6i 53 5j 6i a6 51 5a 5k 1h ch 7a 7h 6c 1i 6j dj 2h "
                "1d 15 1h dj 3j bh 1d 16").split()
"""Game 617 won, Original rules, four free cells (the automatic moves home are not written)."""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def counted_session(tmp_path: Path, clock: Clock | None = None) -> tuple[Session, Accounting, Desk, Adviser]:
    session = Session(Options(), rng=random.Random(3), clock=clock or Clock())
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    services = assemble(session, accounting=accounting,
                        make_adviser=lambda s, browser: Adviser(s, browser, engine=Engine.BUILTIN))
    return session, accounting, services.desk, services.adviser


def press(session: Session, label: str) -> None:
    assert session.requester is not None, f"no requester to press {label} on"
    session.answer(session.requester.button(label))


def key(session: Session, name: str) -> None:
    session.windows.handle(KeyPress.parse(name))


def play_first_move(session: Session) -> None:
    assert session.board is not None
    assert session.play(next(session.board.legal_moves()))


def win_617(session: Session) -> None:
    for text in SOLUTION_617:
        assert session.play(Move.from_str(text)), text
    assert session.game is not None and session.game.is_won


# -- a deal under other rules is a new game ------------------------------------------------------

def test_dealing_again_under_other_rules_is_a_new_game_counted_as_any_other(tmp_path: Path) -> None:
    session, accounting, _, _ = counted_session(tmp_path)
    session.select_game(617)
    assert session.play(Move.from_str("83"))
    session.set_option(Option.RULES, Rules.FORECELL)
    press(session, "Deal again")  # resigns the Original game: a loss
    assert "Attempt 1" in session.title and "ForeCell" in session.title
    play_first_move(session)
    session.set_option(Option.RULES, Rules.RELAXED)
    press(session, "Deal again")  # resigns the ForeCell game: a loss of its own
    session.set_option(Option.RULES, Rules.ORIGINAL)  # no move yet: dealt again at once
    assert session.requester is None and "Attempt 1" in session.title
    win_617(session)
    assert session.requester is not None and "Congratulations, you won!" in session.requester.lines
    stats = read_stats(tmp_path / "stats.Fred")
    assert (stats.overall.wins, stats.overall.losses) == (1, 2)
    assert [(r.outcome, r.rules) for r in stats.history] == [("lost", "original"), ("lost", "forecell"),
                                                            ("won", "original")]
    assert (stats.games[Rules.ORIGINAL].wins, stats.games[Rules.ORIGINAL].losses) == (1, 1)
    assert (stats.games[Rules.FORECELL].wins, stats.games[Rules.FORECELL].losses) == (0, 1)


def test_other_free_cells_before_a_move_deal_a_new_game_too(tmp_path: Path) -> None:
    session, _, _, _ = counted_session(tmp_path)
    session.select_game(617)
    session.restart()  # no move: a second attempt at the same game
    assert "Attempt 2" in session.title
    session.set_option(Option.FREE_CELLS, 3)
    assert "Attempt 1" in session.title and "3 cells" in session.title


# -- Solve From Here resigns the game for good ------------------------------------------------------

def test_after_solve_from_here_esc_does_not_put_the_resigned_game_back_in_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(adviser_module, "SOLVE_BUDGET", counted(adviser_module.SOLVE_BUDGET))  # positions, not seconds
    clock = Clock()
    session, accounting, _, helper = counted_session(tmp_path, clock)
    session.select_game(617)
    assert session.play(Move.from_str("7a"))
    clock.now += 10
    helper.solve_from_here()
    press(session, "Yes")
    assert session.browsing
    key(session, "Esc")  # the VCR unit closes
    assert not session.browsing and session.game is not None
    position, elapsed = session.board, session.game.elapsed
    assert "Resigned" in session.title and session.game.is_over
    for text in ("7b", "1b"):
        session.play(Move.from_str(text))
        session.requester = None
    key(session, "Backspace")
    assert session.board == position and session.game.move_count == 1
    clock.now += 60
    assert session.game.elapsed == elapsed  # its clock stopped for good
    assert (accounting.overall.wins, accounting.overall.losses) == (0, 1)
    session.play_setgame(Deal.from_setgame("setgame.mine", list(Deal.numbered(1).cards)))
    assert session.requester is None or session.requester.kind is not RequesterKind.RESIGN
    assert session.deal is not None and session.deal.is_setgame


def test_the_title_says_when_the_game_on_the_board_will_not_count(tmp_path: Path) -> None:
    session, _, _, _ = counted_session(tmp_path)
    session.select_game(617)
    assert "Not counted" not in session.title
    play_first_move(session)
    session.restart()
    press(session, "Yes")  # resigned: the deal is decided, the retry does not count
    assert session.title.split("  ")[2:4] == ["Attempt 2", "Moves 0"] and "Not counted" in session.title
    session.new_game()
    assert "Not counted" not in session.title
    session.play_setgame(Deal.from_setgame("setgame.mine", list(Deal.numbered(1).cards)))
    assert "Not counted" in session.title


# -- a won game stays won ------------------------------------------------------------------------------

def test_after_a_win_no_then_backspace_does_not_reopen_the_won_game(tmp_path: Path) -> None:
    clock = Clock()
    session, accounting, _, _ = counted_session(tmp_path, clock)
    session.select_game(617)
    win_617(session)
    game = session.game
    assert game is not None
    elapsed = game.elapsed
    press(session, "No")
    key(session, "Backspace")
    assert game.is_won and session.game is game and game.move_count == len(SOLUTION_617)
    clock.now += 30
    assert game.elapsed == elapsed
    assert session.requester is not None  # it asks whether to play the deal again, a new attempt
    press(session, "No")
    assert session.game is game and game.is_won
    key(session, "Backspace")
    press(session, "Yes")
    assert session.game is not None and session.game.move_count == 0 and "Attempt 2" in session.title
    assert "Not counted" in session.title  # the deal is won already
    assert (accounting.overall.wins, accounting.overall.losses) == (1, 0)
