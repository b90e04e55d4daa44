"""The hint blinking and the title with the winnability indicator: goldens in
pal-laced and pal-hires (looked at), and the hint drawn in every screen mode."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_adviser import FakeWatcher
from test_ui_golden import compare

from freecell_retro.engine import Move
from freecell_retro.engine.moves import cell, column, home
from freecell_retro.session import Options, Session
from freecell_retro.session.assist.adviser import Adviser
from freecell_retro.session.assist.hint import HintPhase
from freecell_retro.session.assist.solving import Winnability
from freecell_retro.session.game.assistants import Beside
from freecell_retro.solver.fcsolve import Engine
from freecell_retro.ui.board.hintview import HintView
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.screen.modes import SCREEN_MODES

GOLDEN_MODES = ("pal-laced", "pal-hires")
MID_GAME = "7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8".split()


def helped(mode: str) -> tuple[Session, Adviser, FakeWatcher, Display]:
    """Game 617 twenty moves on, on the screen, Show Winnability on with a worker the test answers for."""
    session = Session(Options(screen_mode=mode, show_winnability=True), clock=lambda: 0.0)
    watcher = FakeWatcher()
    display = Display(session, make_adviser=lambda s, browser: Adviser(s, browser, engine=Engine.BUILTIN,
                                                                     watcher=lambda: watcher))
    session.select_game(617)
    for text in MID_GAME:
        session.play(Move.from_str(text))
    display.finish_animation()
    return session, display.adviser, watcher, display


def hinted_frame(display: Display, session: Session, phase: HintPhase):
    """The screen with ``phase`` lit (and not whatever the hint shows at the display's own clock)."""
    blink, display.adviser.blink = display.adviser.blink, None
    display.changed()
    frame = display.frame().copy()
    display.adviser.blink = blink
    HintView(display.renderer, session.board, phase).draw(frame)
    return frame


@pytest.mark.parametrize("mode", GOLDEN_MODES)
@pytest.mark.parametrize("lit", ["card", "target"])
def test_golden_hint_blinking(mode, lit, tmp_path):
    """The hinted card lit (inverted), then its target; the title says the position is winnable."""
    session, helper, watcher, display = helped(mode)
    watcher.known[session.board] = Winnability.WINNABLE
    helper.hint()
    blink = helper.blink
    phase = helper.hint_phase(blink.started + (0 if lit == "card" else 1.5))
    assert phase.target == (lit == "target")
    assert display.session.title.endswith("  Winnable")
    compare(f"{mode}-hint-{lit}", indexed(hinted_frame(display, session, phase), display.palette), tmp_path)


@pytest.mark.parametrize("mode", SCREEN_MODES)
def test_every_kind_of_place_lights_inside_the_screen_in_every_mode(mode):
    session, *_, display = helped(mode)
    plain = display.frame().copy()
    board = session.board
    empty = next(i for i, cards in enumerate(board.columns) if not cards) if not all(board.columns) else None
    places = [HintPhase(column(0), 2, False), HintPhase(cell(0), 1, False), HintPhase(cell(3), 1, True),
              HintPhase(home(0), 1, True)]
    if empty is not None:
        places.append(HintPhase(column(empty), 1, True))
    for phase in places:
        lit = hinted_frame(display, session, phase)
        assert lit.size == plain.size and lit.tobytes() != plain.tobytes(), phase


def test_the_screen_keeps_drawing_while_a_hint_is_searched_and_the_answer_arrives_at_a_refresh() -> None:
    """A search beside the screen: the frames go on while the hint is worked out (the search here is
    held until the test lets it go, whatever the machine's speed), and the blink comes with a tick."""
    import threading

    from freecell_retro.session.assist.beside import ThreadBeside

    release = threading.Event()

    class Held(ThreadBeside):
        def run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
            def held() -> Any:
                release.wait()
                return work()
            super().run(held, then)

    beside = Held()
    session = Session(clock=lambda: 0.0)
    display = Display(session, make_adviser=lambda s, browser: Adviser(s, browser, engine=Engine.BUILTIN,
                                                                       beside=beside))
    session.shows = False
    session.select_game(617)
    display.session.finish_show()
    adviser = display.adviser
    adviser.hint()
    for _ in range(10):  # ten refreshes while the search is held: each one is drawn
        display.tick()
        display.changed()
        assert display.frame() is not None and adviser.blink is None
    adviser.hint()  # again while searching: nothing more is asked
    assert len(beside._jobs) == 1
    release.set()
    assert beside.wait(60.0)
    display.tick()
    assert adviser.blink is not None and session.board is not None
    assert adviser.blink.move in session.board.legal_moves()
    assert isinstance(beside, Beside)


def test_a_hint_for_a_position_the_player_has_left_is_dropped() -> None:
    class Later(Beside):
        """Keeps the work for the test to finish when it likes."""

        def __init__(self) -> None:
            self.held: list[tuple[Callable[[], Any], Callable[[Any], None]]] = []

        def run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
            self.held.append((work, then))

    later = Later()
    session = Session(clock=lambda: 0.0)
    display = Display(session, make_adviser=lambda s, browser: Adviser(s, browser, engine=Engine.BUILTIN,
                                                                       beside=later))
    session.select_game(617)
    session.finish_show()
    display.adviser.hint()
    session.press_column(0)
    session.press_free_cell_key()  # the player moved meanwhile
    work, then = later.held.pop()
    then(work())
    assert display.adviser.blink is None and session.requester is None
