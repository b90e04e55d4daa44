"""Review Game and ``freecell-retro review``: each position's verdict earned (a solution or a
proof), the move that lost the game found and jumped to, par for a win, and nothing counted."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.cli import main
from freecell_retro.engine import Board, Game, Move
from freecell_retro.files.stats import StatsFile
from freecell_retro.session import Session
from freecell_retro.session.assist.review import GameReview
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.browser import JUMP, SolutionBrowser
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.solver.budget import Budget, Status
from freecell_retro.solver.verdicts import Kind, Verdicts, work_out

LOST_617 = "2a 21 8b 12 7c 1d b3 7b 53"
"""A game of 617 played to a standstill: still winnable after 7c, lost after 1d (move 6)."""
LOSING_MOVE = 6
BUDGET = Budget(nodes=150_000, seconds=None, positions=400_000, helper=False)


def played(number: int, moves: str) -> Game:
    game = Game(Board.game(number), clock=lambda: 0.0)
    for text in moves.split():
        game.play(Move.from_str(text))
    return game


def boards(game: Game) -> list[Board]:
    return [game.start, *(turn.board for turn in game.history)]


def test_the_losing_move_of_a_lost_617_is_found() -> None:
    verdicts = work_out(boards(played(617, LOST_617)), BUDGET)
    assert verdicts.losing_move == LOSING_MOVE
    kinds = [verdict.kind for verdict in verdicts.verdicts]
    assert kinds == [Kind.WINNABLE] * LOSING_MOVE + [Kind.LOST] * (len(kinds) - LOSING_MOVE)
    assert all(verdict.to_go is not None and verdict.to_go > 0 for verdict in verdicts.verdicts[:LOSING_MOVE])
    assert verdicts.par == verdicts.verdicts[0].to_go


def test_a_search_that_gives_up_leaves_the_verdict_unknown_never_guessed() -> None:
    game = played(617, LOST_617)

    def gives_up(board: Board, budget: Budget) -> tuple[Status, int]:
        return (Status.UNSOLVABLE, 0) if not board.has_legal_move() else (Status.GAVE_UP, 0)
    verdicts = work_out(boards(game), BUDGET, gives_up)
    assert verdicts.verdicts[-1].kind is Kind.LOST
    assert all(verdict.kind is Kind.UNKNOWN for verdict in verdicts.verdicts[:-1])
    assert verdicts.losing_move is None and verdicts.par is None


def test_a_proof_marks_every_later_position_lost_and_a_solution_every_earlier_one_winnable() -> None:
    game = played(617, LOST_617)
    verdicts = Verdicts(boards(game))
    verdicts.answer(3, Status.SOLVED, 20)
    verdicts.answer(5, Status.UNSOLVABLE)
    assert [v.kind for v in verdicts.verdicts[:4]] == [Kind.WINNABLE] * 4
    assert [v.to_go for v in verdicts.verdicts[:4]] == [23, 22, 21, 20]
    assert all(v.lost for v in verdicts.verdicts[5:])
    assert verdicts.next_question() == 4  # the one position between them decides the losing move


def reviewing(tmp_path: Path, moves: str = LOST_617, number: int = 617
              ) -> tuple[Session, SolutionBrowser, GameReview, Accounting]:
    session = Session(clock=lambda: 0.0)
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    session.select_game(number)
    for text in moves.split():
        assert session.play(Move.from_str(text))
    browser = SolutionBrowser(session)
    return session, browser, GameReview(session, browser, budget=BUDGET), accounting


def test_review_game_shows_each_verdict_marks_the_losing_move_and_jumps_there(tmp_path: Path) -> None:
    session, browser, review, _ = reviewing(tmp_path)
    game = session.game
    assert game is not None and game.is_lost
    session.requester = None  # the game-over requester answered No
    review.open()
    assert browser.active and browser.counter == f"Move 0 of {len(LOST_617.split())}"
    assert review.lines(browser.at)[0][0].startswith("Winnable (")
    assert review.lines(browser.at)[1][0] == f"Lost at move {LOSING_MOVE}: L jumps there"
    assert browser.enabled(JUMP)
    assert browser.key(KeyPress.parse("L"))
    assert browser.at == LOSING_MOVE and session.board == game.history[LOSING_MOVE - 1].board
    assert review.lines(browser.at)[0] == ("1d: Lost  <- lost here", True)
    browser.undo()
    assert review.lines(browser.at)[0][0].startswith("7c: Winnable (")
    browser.close()
    assert session.game is game and not session.browsing


def test_review_opens_from_the_game_over_requester_and_counts_nothing(tmp_path: Path) -> None:
    session, browser, review, accounting = reviewing(tmp_path)
    assert session.requester is not None and review.available()
    before = accounting.stats
    review.open()
    assert session.requester is None and browser.active
    browser.press(JUMP)
    browser.close()
    assert accounting.stats == before
    assert accounting.stats.overall.losses == 1  # the loss itself, once


def test_a_won_game_shows_par_beside_the_players_count(tmp_path: Path) -> None:
    solution = Path(__file__).parent.parent / "solutions" / "Solution.game617_B"
    session = Session(clock=lambda: 0.0)
    from freecell_retro.engine import Rules
    from freecell_retro.files.solutions import replay_solution
    from freecell_retro.session import Option

    session.set_option(Option.RULES, Rules.BAKERS)
    session.select_game(617)
    won = replay_solution(session.game.start if session.game else Board.game(617), solution.read_text()).game
    for move in won.moves:
        session.play(move)
    assert session.game is not None and session.game.is_won
    browser = SolutionBrowser(session)
    review = GameReview(session, browser, budget=BUDGET)
    review.open()
    assert review.verdicts is not None and review.verdicts.par is not None
    assert review.lines(browser.at)[1][0] == f"Par {review.verdicts.par}: you won in {len(won.moves)} moves"
    assert not browser.enabled(JUMP)


def test_the_review_command_marks_the_first_lost_line_and_ends_with_par(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "617", "--moves", LOST_617]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(LOST_617.split()) + 1
    assert lines[0].startswith("1 2a winnable (")
    assert lines[LOSING_MOVE - 1] == f"{LOSING_MOVE} 1d lost  <- lost here"
    assert lines[LOSING_MOVE] == f"{LOSING_MOVE + 1} b3 lost"
    assert lines[-1].startswith("par ")


def test_the_review_command_says_unknown_when_the_budget_is_too_small(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "617", "--moves", "2a 21", "--budget", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["1 2a unknown", "2 21 unknown", "par unknown"]


def test_the_review_command_refuses_a_move_that_does_not_fit(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["review", "617", "--moves", "2a 53"])
    assert ended.value.code == 2
    assert "--moves: move 2 does not fit" in capsys.readouterr().err


def test_on_a_thread_the_screen_never_waits_and_each_verdict_comes_at_a_tick(tmp_path: Path) -> None:
    """With the game's ThreadBeside the review opens at once, saying it is working; the verdicts are
    handed over at the ticks after each search ends (waited for by state, never by the clock)."""
    from freecell_retro.session.assist.beside import ThreadBeside
    from freecell_retro.session.game.assistants import Frame

    session, browser, _, _ = reviewing(tmp_path)
    session.requester = None
    beside = ThreadBeside()
    review = GameReview(session, browser, beside, budget=BUDGET)
    review.open()
    assert browser.active and review.working
    assert review.lines(0)[0][0] == "Working it out..."
    while review.working:
        assert beside.wait(60)
        review.tick(Frame())
    assert review.verdicts is not None and review.verdicts.losing_move == LOSING_MOVE
    browser.close()
    assert not review.working and review.verdicts is None


def test_closing_the_review_drops_the_searches_under_way(tmp_path: Path) -> None:
    from freecell_retro.session.assist.beside import ThreadBeside

    session, browser, _, _ = reviewing(tmp_path)
    session.requester = None
    beside = ThreadBeside()
    review = GameReview(session, browser, beside, budget=BUDGET)
    review.open()
    browser.close()
    assert not beside.busy and review.verdicts is None


@settings(max_examples=200)
@given(st.integers(1, 30), st.data())
def test_verdicts_never_contradict_the_truth_and_find_the_boundary(moves: int, data: st.DataObject) -> None:
    """Against an oracle (positions before ``boundary`` winnable, the rest lost) whose searches may give
    up: a verdict given is always the true one, and with no search given up the losing move is found."""
    boundary = data.draw(st.integers(0, moves + 1), label="boundary")  # moves + 1: never lost
    gives_up = data.draw(st.sets(st.integers(0, moves)), label="gives up")
    boards = [Board.game(1)] * (moves + 1)  # the oracle answers by index, not by board
    verdicts = Verdicts(boards)
    asked = 0
    while (k := verdicts.next_question()) is not None:
        asked += 1
        assert asked <= 2 * (moves + 1)
        if k in gives_up:
            verdicts.answer(k, Status.GAVE_UP)
        elif k < boundary:
            verdicts.answer(k, Status.SOLVED, 10)
        else:
            verdicts.answer(k, Status.UNSOLVABLE)
    for k, verdict in enumerate(verdicts.verdicts):
        assert not verdict.winnable or k < boundary
        assert not verdict.lost or k >= boundary
    if not gives_up:
        assert verdicts.losing_move == (boundary if 0 < boundary <= moves else None)
        assert all(v.kind is not Kind.UNKNOWN for v in verdicts.verdicts)


def test_right_amiga_minus_opens_the_review_over_the_game_over_requester() -> None:
    """By keys alone: Alt+- (Review Game's shortcut) over Game over, then L and Esc."""
    from freecell_retro.session.screen.services import assemble
    from freecell_retro.session.windows.input import Key

    session = Session(clock=lambda: 0.0)
    services = assemble(session)
    session.select_game(617)
    for text in LOST_617.split():
        session.play(Move.from_str(text))
    assert session.requester is not None and "Review" in session.requester.buttons
    assert session.windows.handle(KeyPress(Key.MINUS, alt=True))
    assert services.browser.active and services.review.verdicts is not None
    assert session.windows.handle(KeyPress(Key.L)) and services.browser.at == LOSING_MOVE
    assert session.windows.handle(KeyPress(Key.ESCAPE)) and not services.browser.active
    services.close()


def test_the_docks_review_button_opens_the_review_mid_game_and_after_game_over() -> None:
    """The mouse's way: the tool dock's fifth button, as the Game menu's item, at any moment."""
    from freecell_retro.session import Option
    from freecell_retro.session.screen.services import assemble
    from freecell_retro.session.screen.toolwindows import DockWindow
    from freecell_retro.session.windows.input import Button, Key, PointerPress, PointerRelease, Spot, SpotKind
    from freecell_retro.session.windows.requesters import RequesterKind

    def click_review() -> None:
        def on_review(window: object, x: int, y: int) -> Spot | None:
            return Spot(SpotKind.BUTTON, 4) if isinstance(window, DockWindow) else None
        session.windows.handle(PointerPress(600, 180, Button.LEFT), on_review)
        session.windows.handle(PointerRelease(600, 180, Button.LEFT), on_review)

    session = Session(clock=lambda: 0.0)
    services = assemble(session)
    session.set_option(Option.DOCK_OPEN, True)
    session.select_game(617)
    moves = LOST_617.split()
    for text in moves[:3]:
        session.play(Move.from_str(text))
    click_review()
    assert services.browser.active and services.browser.counter == "Move 0 of 3"
    assert session.windows.handle(KeyPress(Key.ESCAPE)) and not services.browser.active
    assert session.game is not None and session.game.move_count == 3  # the game goes on where it was
    for text in moves[3:]:
        session.play(Move.from_str(text))
    assert session.requester is not None and session.requester.kind is RequesterKind.GAME_OVER
    assert session.windows.handle(KeyPress(Key.ESCAPE)) and session.requester is None  # No: the lost board stays
    click_review()
    assert services.browser.active and services.browser.counter == f"Move 0 of {len(moves)}"
    assert services.review.verdicts is not None
    services.close()


def test_speech_says_each_reviewed_positions_verdict() -> None:
    """Options ▸ Speech: stepping through a review says the move, then its verdict."""
    from speaking import listening

    heard = listening()
    heard.session.select_game(617)
    for text in LOST_617.split():
        heard.session.play(Move.from_str(text))
    heard.refresh()
    heard.session.requester = None
    heard.services.review.open()
    assert heard.refresh().startswith("Review Game: your moves are on the board")
    assert "2a: Winnable (" in heard.press("Right")
    said = heard.press("L")
    assert "1d: Lost: the move that lost the game." in said and f"Lost at move {LOSING_MOVE}" in said
