"""The solver at the player's side: Hint, Solve from here, the
winnability indicator and solvable deals only, as a player meets them — no window."""

import functools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from boards import advised, counted, make_board

from freecell_retro.engine import Board, Game, Move, Rules
from freecell_retro.engine.errors import FreeCellError
from freecell_retro.engine.moves import Area
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.tooltypes import parse_tooltypes
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.assist import adviser as adviser_module
from freecell_retro.session.assist import hint as hint_module
from freecell_retro.session.assist.adviser import Adviser
from freecell_retro.session.assist.dealsearch import DealSearch
from freecell_retro.session.assist.hint import BLINK_SECONDS, HINT_SECONDS, HintBlink
from freecell_retro.session.assist.solving import KNOWN_UNSOLVABLE, Winnability, solvable_game_number
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.assistants import Beside
from freecell_retro.session.game.browser import SolutionBrowser
from freecell_retro.session.game.launch import with_tooltypes
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.solver import Budget, Status, solve
from freecell_retro.solver.fcsolve import Engine


@pytest.fixture(autouse=True)
def budgets_in_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Adviser's budgets without their seconds (:func:`boards.counted`): the hints, solutions and
    proofs these tests check come out the same on a busy machine."""
    for name in ("HINT_BUDGET", "SOLVE_BUDGET", "SELECT_BUDGET", "DEAL_BUDGET"):
        monkeypatch.setattr(adviser_module, name, counted(getattr(adviser_module, name)))
    monkeypatch.setattr(adviser_module, "last_winnable",
                        functools.partial(hint_module.last_winnable, budget=counted(hint_module.LOOK_BACK_BUDGET)))


class FakeWatcher:
    """A winnability worker that answers what the test says (the real one is tested below)."""

    def __init__(self) -> None:
        self.asked: list[Board] = []
        self.known: dict[Board, Winnability] = {}
        self.closed = False

    def update(self, board: Board) -> None:
        self.asked.append(board)

    def poll(self) -> bool:
        return False

    def answer(self, board: Board) -> Winnability:
        return self.known.get(board, Winnability.UNKNOWN)

    def solution(self, board: Board) -> tuple[Move, ...] | None:
        return None

    def close(self) -> None:
        self.closed = True


def helped(tmp_path: Path | None = None,
           **options: Any) -> tuple[Session, Adviser, SolutionBrowser, Accounting | None, FakeWatcher]:
    """A session with accounting (when ``tmp_path``), the browser and a Adviser on the builtin solver."""
    session = Session(Options(**options), rng=random.Random(5), clock=lambda: 0.0)
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session) if tmp_path else None
    watcher = FakeWatcher()
    helper = advised(session, engine=Engine.BUILTIN, watcher=lambda: watcher)
    browser = helper.browser
    return session, helper, browser, accounting, watcher


# game 3 with two free cells: still winnable after these five moves, not after the sixth ("45")
LOSING_LINE = "28 6h 5a 3b 38 45".split()


def lost_game(**options: Any) -> tuple[Session, Adviser, SolutionBrowser, Accounting | None, FakeWatcher]:
    session, helper, browser, accounting, watcher = helped(free_cells=2, **options)
    session.select_game(3)
    for text in LOSING_LINE:
        assert session.play(Move.from_str(text))
    return session, helper, browser, accounting, watcher


# -- Hint ------------------------------------------------------------------------------

@pytest.mark.slow
def test_hint_blinks_a_legal_first_move_of_a_solution_then_its_target() -> None:
    session, helper, *_ = helped()
    session.select_game(617)
    session.play(Move.from_str("7a"))
    helper.hint()
    blink = helper.blink
    assert blink is not None and session.requester is None
    board = session.board
    assert board is not None
    assert solve(board.play(blink.move).automatic_moves()[0], counted(Budget(nodes=200_000))).solved
    start = blink.started
    lit = helper.hint_phase(start)
    assert lit is not None
    assert lit.place == blink.move.source and not lit.target
    assert helper.hint_phase(start + BLINK_SECONDS) is None  # the blink's dark half
    target = helper.hint_phase(start + HINT_SECONDS / 2)
    assert target is not None
    assert target.place == blink.move.target and target.target and target.count == 1
    assert helper.hint_phase(start + HINT_SECONDS) is None


def test_following_the_hints_from_a_mid_game_position_wins_the_game() -> None:
    session, helper, *_ = helped()
    session.select_game(5)
    assert session.board is not None
    for move in solve(session.board, counted()).moves[:12]:
        session.play(move)
    session.play(next(m for m in session.board.legal_moves() if m.target.area is Area.CELL))  # a move of one's own
    for _ in range(200):
        assert session.game is not None
        if session.game.is_won:
            break
        helper.hint()
        assert helper.blink is not None and session.play(helper.blink.move)
    assert session.game is not None
    assert session.game.is_won
    helper.hint()
    assert helper.blink is None  # nothing to hint once won


def test_hints_along_the_line_found_need_no_second_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first hint searches; a player who follows it stands on the same solution, and every later
    hint along it is answered from the line found, with no search, until the game is won. A move of
    the player's own leaves the line: the next hint searches again. A new game forgets the lines."""
    session, helper, *_ = helped()
    session.select_game(617)
    searches: list[Board] = []
    search = helper._search

    def counting(board: Board, budget: Budget, head_start: float = 0.0) -> tuple[tuple[Move, ...], Status]:
        searches.append(board)
        return search(board, budget, head_start)
    monkeypatch.setattr(helper, "_search", counting)
    for _ in range(5):
        helper.hint()
        assert helper.blink is not None and session.play(helper.blink.move)
    assert len(searches) == 1
    assert session.board is not None
    session.play(next(m for m in session.board.legal_moves() if m.target.area is Area.CELL))
    helper.hint()
    assert len(searches) == 2 and helper.blink is not None
    while session.game is not None and not session.game.is_won:
        helper.hint()
        assert helper.blink is not None and session.play(helper.blink.move)
    assert len(searches) == 2
    session.select_game(617)
    helper.hint()
    assert len(searches) == 3


def test_a_stack_hint_lights_every_card_of_the_stack() -> None:
    board = Board.game(1)
    for move in solve(board, counted()).moves:
        canonical, cards = board.resolve(move)
        if cards > 1 and canonical.source.area is Area.COLUMN:
            phase = HintBlink.of(board, move, 0.0).phase(0.0)
            assert phase is not None and phase.count == cards
            return
        board = board.play(move).automatic_moves()[0]
    pytest.fail("game 1's solution moves no stack")


def test_the_hint_goes_when_the_player_moves_and_poll_ends_it_in_time() -> None:
    clock = [100.0]
    session = Session(clock=lambda: clock[0])
    helper = advised(session, engine=Engine.BUILTIN)
    session.select_game(617)
    helper.hint()
    assert helper.hint_phase() is not None
    clock[0] += BLINK_SECONDS
    assert helper.poll() is True and helper.hint_phase() is None
    clock[0] += HINT_SECONDS
    helper.poll()
    assert helper.blink is None
    helper.hint()
    assert helper.blink is not None
    session.play(helper.blink.move)
    assert helper.blink is None


def test_a_lost_position_says_so_and_how_many_undos_back_it_could_still_be_won() -> None:
    session, helper, *_ = lost_game()
    assert session.board is not None
    session.play(next(session.board.legal_moves()))  # one more move after it was lost
    helper.hint()
    assert helper.blink is None
    assert session.requester is not None
    assert session.requester.title == "Hint"
    assert session.requester.lines == ["This game cannot be won any more.", "It could still be won after move 5:",
                                       "2 Undos back."]
    session.answer(0)
    session.undo()
    session.undo()
    helper.hint()
    assert session.requester is None and helper.blink is not None


def test_a_game_won_after_hints_still_counts(tmp_path: Path) -> None:
    session, helper, _, accounting, _ = helped(tmp_path)
    session.select_game(1)
    assert session.game is not None
    while not session.game.is_won:
        helper.hint()
        assert helper.blink is not None
        assert session.play(helper.blink.move)
    assert accounting is not None
    assert accounting.overall.wins == 1 and accounting.overall.losses == 0


# -- Solve from here --------------------------------------------------------------------

@pytest.mark.slow
def test_solve_from_here_asks_resigns_and_plays_a_winning_solution_in_the_vcr_unit(tmp_path: Path) -> None:
    session, helper, browser, accounting, _ = helped(tmp_path)
    session.select_game(617)
    session.play(Move.from_str("7a"))
    position = session.board
    helper.solve_from_here()
    assert session.requester is not None
    assert session.requester.lines == ["Resign this game and watch the solver?"]
    session.answer(session.requester.button("Yes"))
    assert browser.active and browser.title == "Solve from here" and browser.at == 0
    assert session.board == position and session.browsing
    while not browser.at_end:
        browser.play_one()
    assert session.board is not None
    assert session.board.is_won and browser.note == "Won."
    browser.close()
    assert session.board == position and not session.counts
    assert accounting is not None
    assert (accounting.overall.wins, accounting.overall.losses) == (0, 1)
    assert session.game is not None
    assert session.game.resigned and "Resigned" in session.title  # over: no uncounted game to play on
    assert not session.play(solve(session.board, counted()).moves[0]) and session.board == position
    assert accounting.overall.wins == 0


@pytest.mark.slow
def test_solve_from_here_no_keeps_the_game() -> None:
    session, helper, browser, *_ = helped()
    session.select_game(617)
    session.play(Move.from_str("7a"))
    helper.solve_from_here()
    assert session.requester is not None
    session.answer(session.requester.button("No"))
    assert session.game is not None
    assert not browser.active and session.counts and session.game.move_count == 1


def test_solve_from_here_at_the_deal_still_stops_the_game_counting(tmp_path: Path) -> None:
    session, helper, browser, accounting, _ = helped(tmp_path)
    session.select_game(1)
    helper.solve_from_here()
    session.answer(0)
    browser.close()
    assert session.board is not None
    for move in solve(session.board, counted()).moves:
        session.play(move)
    assert session.game is not None
    assert accounting is not None
    assert session.game.is_won and (accounting.overall.wins, accounting.overall.losses) == (0, 0)


def test_an_uncounted_game_is_solved_without_a_question() -> None:
    session, helper, browser, *_ = helped()
    session.select_game(617)
    session.counts = False  # a set game, or one resigned already
    helper.solve_from_here()
    assert session.requester is None and browser.active


def test_solve_from_here_on_a_lost_position_says_so_and_opens_nothing() -> None:
    session, helper, browser, *_ = lost_game()
    helper.solve_from_here()
    assert session.requester is not None
    assert session.requester.lines == ["This position cannot be won."] and not browser.active


# -- the winnability indicator -----------------------------------------------------------

def test_show_winnability_puts_the_answer_in_the_title_and_checks_after_every_move() -> None:
    session, helper, _, _, watcher = helped()
    session.select_game(617)
    assert "inn" not in session.title and helper.watcher is None
    session.set_option(Option.SHOW_WINNABILITY, True)
    assert session.title.endswith("  Not known yet") and watcher.asked == [session.board]
    assert session.board is not None
    watcher.known[session.board] = Winnability.WINNABLE
    assert session.title.endswith("  Winnable")
    session.play(Move.from_str("7a"))
    assert watcher.asked[-1] == session.board and session.title.endswith("  Not known yet")
    watcher.known[session.board] = Winnability.NOT_WINNABLE
    assert session.title.endswith("  Not winnable")
    session.set_option(Option.SHOW_WINNABILITY, False)
    assert watcher.closed and "inn" not in session.title


def test_the_indicator_s_lost_positions_shorten_the_walk_back() -> None:
    session, helper, _, _, watcher = lost_game(show_winnability=True)
    game = session.game
    assert game is not None
    watcher.known[game.history[-2].board] = Winnability.NOT_WINNABLE  # says the 5th move lost it
    watcher.known[game.history[-3].board] = Winnability.WINNABLE
    helper.hint()
    assert session.requester is not None
    assert session.requester.lines[1:] == ["It could still be won after move 4:", "2 Undos back."]


# -- solvable deals only -------------------------------------------------------------------

@pytest.mark.slow
def test_the_known_unsolvable_deals_are_unsolvable() -> None:
    """One of the list, proven by the solver here (all eight take it ~20 s: scripts/bench_assist.py checks them)."""
    assert 781948 in KNOWN_UNSOLVABLE and len(KNOWN_UNSOLVABLE) == 8
    assert solve(Board.game(781948), counted(Budget(nodes=100_000))).status is Status.UNSOLVABLE


@pytest.mark.slow
@pytest.mark.parametrize("unsolvable", sorted(KNOWN_UNSOLVABLE))
def test_solvable_deals_only_never_deals_an_unsolvable_one_even_from_a_range_of_two(unsolvable: int) -> None:
    session, helper, *_ = helped(solvable_only=True)
    session.game_range = (unsolvable - 1, unsolvable)
    for _ in range(6):
        session.game = None
        session.new_game()
        assert session.deal is not None
        assert session.deal.number == unsolvable - 1


def test_solvable_deals_only_with_no_solvable_deal_in_range_deals_one_all_the_same_and_says_so() -> None:
    session, helper, *_ = helped(solvable_only=True)
    session.game_range = (11982, 11982)
    session.new_game()
    assert session.deal is not None
    assert session.deal.number == 11982 and session.game is not None  # never left without a game
    assert session.requester is not None
    assert session.requester.title == "New Game"
    assert "game 11,982 is dealt: it may not be winnable." in session.requester.lines
    assert session.requester.lines[-1] == "None in the game range could be proven winnable."
    assert not helper.deals.searching


class FakeChecker:
    """The background worker of the deal search: ``winnable`` numbers' deals are winnable, the others not;
    it answers at the next poll."""

    def __init__(self, winnable: set[int], cells: int) -> None:
        self.winnable = {Board.game(n, Rules.ORIGINAL, cells) for n in winnable}
        self.asked: list[Board] = []
        self.busy = False
        self.closed = False

    def update(self, board: Board) -> None:
        self.asked.append(board)
        self.busy = True

    def poll(self) -> bool:
        self.busy = False
        return True

    def answer(self, board: Board) -> Winnability:
        if self.busy:
            return Winnability.UNKNOWN
        return Winnability.WINNABLE if board in self.winnable else Winnability.NOT_WINNABLE

    def close(self) -> None:
        self.closed = True


def test_with_no_free_cell_new_game_deals_at_once_and_the_next_deals_the_winnable_one_found_meanwhile() -> None:
    session = Session(Options(solvable_only=True, free_cells=0), rng=random.Random(5), clock=lambda: 0.0)
    session.game_range = (100, 120)
    checker = FakeChecker({117}, cells=0)
    helper = advised(session, engine=Engine.BUILTIN, watcher=FakeWatcher,
                     deals=DealSearch(lambda: checker))
    helper.refused[(Rules.ORIGINAL, 0)] = set(range(100, 121))  # none solved at once (and no search to wait for)
    session.new_game()
    assert session.deal is not None
    first = session.deal.number
    assert session.requester is not None
    assert session.game is not None and first is not None and 100 <= first <= 120
    assert session.requester.title == "New Game"
    assert "the next New Game deals it when found." in session.requester.lines
    session.answer(0)
    while helper.deals.searching:
        helper.poll()
    assert len(checker.asked) <= 21 and checker.asked[-1] == Board.game(117, Rules.ORIGINAL, 0)
    assert [board.free_cell_count for board in checker.asked] == [0] * len(checker.asked)
    assert session.deal.number == first  # the game being played stays
    session.new_game()
    assert session.deal.number == 117 and session.requester is None
    helper.close()
    assert checker.closed


def test_the_deal_search_walks_the_range_from_the_number_after_the_one_dealt_and_wraps() -> None:
    checker = FakeChecker(set(), cells=0)
    search = DealSearch(lambda: checker)
    search.start(Rules.ORIGINAL, 0, 5, (3, 6))
    while search.searching:
        search.poll()
    assert [Board.game(n, Rules.ORIGINAL, 0) for n in (6, 3, 4)] == checker.asked  # 5 is the one dealt
    assert search.found(Rules.ORIGINAL, 0) is None and (Rules.ORIGINAL, 0, 3, 6) in search.exhausted


def test_without_solvable_deals_only_new_game_draws_any_number() -> None:
    session, *_ = helped()
    session.game_range = (11982, 11982)
    session.new_game()
    assert session.deal is not None
    assert session.deal.number == 11982 and session.requester is None


def test_deals_not_solved_are_remembered_and_not_searched_again() -> None:
    refused: set[int] = set()
    with pytest.raises(FreeCellError):
        solvable_game_number(random.Random(1), 1, 2, budget=Budget(cancelled=lambda: True), tries=20,
                             engine=Engine.BUILTIN, refused=refused)
    assert refused == {1, 2}
    with pytest.raises(FreeCellError):  # both skipped: no search, however large the budget
        solvable_game_number(random.Random(1), 1, 2, budget=Budget(nodes=None, seconds=None), refused=refused)


def test_select_game_deals_an_unsolvable_number_but_says_it_cannot_be_won() -> None:
    session, *_ = helped(solvable_only=True)
    session.select_game(11982)
    assert session.deal is not None
    assert session.deal.number == 11982
    assert session.requester is not None
    assert session.requester.lines == ["Game 11,982 cannot be won", "with Original rules and 4 free cells."]
    session.answer(0)
    session.select_game(617)
    assert session.requester is None


def test_select_game_without_solvable_deals_only_says_nothing() -> None:
    session, *_ = helped()
    session.select_game(11982)
    assert session.requester is None


def test_the_tool_type_solvableonly_sets_the_option_at_start() -> None:
    assert parse_tooltypes("SOLVABLEONLY: YES\n").solvable_only is True
    assert parse_tooltypes("SOLVABLEONLY: NO\n").solvable_only is False
    assert parse_tooltypes("SOLVABLEONLY:\n").solvable_only is None
    assert with_tooltypes(Options(), parse_tooltypes("SOLVABLEONLY: YES\n")).solvable_only
    assert not with_tooltypes(Options(solvable_only=False), parse_tooltypes("")).solvable_only


def test_a_hopeless_position_with_no_winnable_past_says_only_that_it_cannot_be_won() -> None:
    hopeless = make_board(["8D 8S", "JH JS TD 7S 7D 9S", "TC QC JC JD 8C", "KC TH", "9C QD 6C 8H QH QS", "6S KD",
                           "TS 9D KS", "9H 7C KH"], cells="", homes="5C 6D 7H 5S")
    session, helper, *_ = helped()
    session.select_game(1)
    session.game = Game(hopeless)
    helper.hint()
    assert session.requester is not None
    assert session.requester.lines == ["This position cannot be won."]


class Later(Beside):
    """Keeps the work asked for, for the test to finish when it likes (the search "beside the screen")."""

    def __init__(self) -> None:
        self.held: list[tuple[Callable[[], Any], Callable[[Any], None]]] = []

    def run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        self.held.append((work, then))


def test_new_game_searches_for_a_winnable_deal_beside_the_screen_and_deals_it_when_found() -> None:
    """With solvable deals only, New Game's search runs beside the screen: a requester says so while
    it runs (the screen goes on), and the deal found is dealt when the search answers."""
    later = Later()
    session = Session(Options(solvable_only=True), rng=random.Random(5), clock=lambda: 0.0)
    session.game_range = (1, 1000)
    advised(session, engine=Engine.BUILTIN, watcher=FakeWatcher, beside=later)
    session.new_game()
    assert session.game is None and session.requester is not None
    assert session.requester.kind is RequesterKind.LOOKING
    work, then = later.held.pop()
    then(work())
    assert session.requester is None and session.deal is not None and session.deal.number is not None
    assert session.game is not None and solve(session.game.start, counted(Budget(nodes=100_000))).solved


def test_deal_now_deals_without_waiting_and_the_search_s_answer_is_then_ignored() -> None:
    later = Later()
    session = Session(Options(solvable_only=True), rng=random.Random(5), clock=lambda: 0.0)
    session.game_range = (1, 1000)
    advised(session, engine=Engine.BUILTIN, watcher=FakeWatcher, beside=later,
            deals=DealSearch(lambda: FakeChecker(set(), cells=4)))
    session.new_game()
    session.answer(0)  # Deal now (Return)
    assert session.game is not None and session.deal is not None
    dealt = session.deal.number
    assert session.requester is not None and session.requester.title == "New Game"  # it may not be winnable
    session.answer(0)
    work, then = later.held.pop()
    then(12345)
    assert session.deal.number == dealt and session.requester is None
