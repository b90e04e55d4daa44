"""Review Game in the game's window, by keys alone: lose 617, R on the game-over requester opens the
review, the verdicts come from a thread while the screen draws on, L jumps to the losing move, Esc
puts the game back; nothing is counted twice."""

from __future__ import annotations

from processes import wait_for
from test_ui_intuition import Start, key, window  # noqa: F401  # the window fixture
from test_ui_window import press_key, settle

from freecell_retro.session.game.browser import JUMP
from freecell_retro.session.windows.requesters import RequesterKind

LOST_617 = "2a 21 8b 12 7c 1d b3 7b 53".split()


def test_lose_617_review_it_and_jump_to_the_losing_move_by_keys(window: Start) -> None:  # noqa: F811
    game_window, session, accounting = window(moves=LOST_617)  # lost before the screen: asked again
    assert session.requester is not None and session.requester.kind is RequesterKind.GAME_OVER
    press_key(game_window, key.R)  # Review
    display = game_window.game_display
    browser, review = display.browser, display.services.review
    assert browser.active and session.requester is None and browser.commentary is review

    def verdicts_in() -> bool:
        game_window.on_update(1 / 50)  # each refresh hands over what the thread found
        return not review.working
    wait_for(verdicts_in, "the review's verdicts")
    assert browser.enabled(JUMP)
    press_key(game_window, key.L)
    settle(game_window)
    assert browser.at == 6 and review.lines(browser.at)[0] == ("1d: Lost  <- lost here", True)
    press_key(game_window, key.ESCAPE)
    game_window.on_update(1 / 50)
    assert not browser.active and session.game is not None and session.game.move_count == len(LOST_617)
    assert accounting.stats.overall.losses == 1
