"""The census in the game, as a player meets it — no window: Select Game's verdict as the number is
typed, the par after a win, Hint and Show Winnability at once at a known deal's start, Solvable Deals
Only drawn from the census, and par beside moves in the game log and the Hall of Fame."""

from __future__ import annotations

import random
from datetime import datetime

from boards import advised

from freecell_retro.engine.rules import Rules
from freecell_retro.files.census import Census, Entry, Verdict
from freecell_retro.files.censusbook import CensusBook
from freecell_retro.files.stats import Outcome, Result
from freecell_retro.session import Options, Session
from freecell_retro.session.game.log import log_requester
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.solver import Budget, solve
from freecell_retro.solver.fcsolve import Engine


class NoWatcher:
    """A winnability check that never answers: whatever the title says comes from the census."""

    def update(self, board: object) -> None: ...
    def poll(self) -> bool:
        return False
    def answer(self, board: object) -> object:
        from freecell_retro.session.assist.solving import Winnability
        return Winnability.UNKNOWN
    def solution(self, board: object) -> None:
        return None
    def close(self) -> None: ...


def book() -> CensusBook:
    """Deals 1-20 with Original rules and 4 and 3 free cells: 1 winnable with par 49 (4 cells), 5
    unwinnable with 3 cells (made up for the test: the game must say what the census says)."""
    four, three = Census(Rules.ORIGINAL, 4, 1, 20), Census(Rules.ORIGINAL, 3, 1, 20)
    for number in range(1, 21):
        four.put(number, Entry(Verdict.WINNABLE, 40 + number))
    four.put(1, Entry(Verdict.WINNABLE, 49))
    four.put(7, Entry(Verdict.UNWINNABLE))
    three.put(5, Entry(Verdict.UNWINNABLE))
    three.put(6, Entry(Verdict.UNKNOWN))
    return CensusBook.of(four, three)


def on(**options: object) -> Session:
    return Session(Options(**options), rng=random.Random(3), clock=lambda: 0.0, census=book())  # type: ignore[arg-type]


def test_select_game_says_the_verdict_and_par_as_the_number_is_typed() -> None:
    session = on()
    session.select_game_requester()
    requester = session.requester
    assert requester is not None and requester.kind is RequesterKind.SELECT_GAME and requester.note == ""
    requester.type("1")
    assert requester.note == "Winnable: par 49"
    requester.type("2")
    assert requester.note == "Winnable: par 52"
    requester.type("0000")  # 120000: beyond the census: nothing, never a guess
    assert requester.note == ""


def test_select_game_speaks_of_the_free_cells_in_play() -> None:
    session = on(free_cells=3)
    session.select_game_requester()
    requester = session.requester
    assert requester is not None
    requester.type("5")
    assert requester.note == "Not winnable with 3 free cells"
    requester.field.text = "6"  # type: ignore[union-attr]  # counted, but unknown: no verdict shown
    assert requester.note == ""
    requester.field.text = "1"  # type: ignore[union-attr]  # known with 4 cells only
    assert requester.note == ""


def test_the_game_over_requester_after_a_win_gives_the_par() -> None:
    session = on(animation="off")
    session.select_game(1)
    assert session.game is not None
    answer = solve(session.game.start, Budget(seconds=None, helper=False))
    for move in answer.moves:
        session.play(move)
    requester = session.requester
    assert requester is not None and requester.kind is RequesterKind.GAME_OVER
    assert f"{len(answer.moves)} moves: par 49" in requester.lines


def test_hint_and_winnability_answer_at_once_at_a_known_unwinnable_start() -> None:
    session = on(show_winnability=True)
    adviser = advised(session, engine=Engine.BUILTIN, watcher=NoWatcher)
    session.select_game(7)
    assert session.title.endswith("Not winnable")
    adviser.hint()
    assert session.requester is not None and session.requester.lines == ["This deal cannot be won."]
    session.answer(0)
    session.select_game(2)
    assert session.title.endswith("Winnable")


def test_solvable_deals_only_draws_from_the_census_where_it_covers_the_range() -> None:
    session = Session(Options(solvable_only=True), rng=random.Random(3), clock=lambda: 0.0, game_range=(1, 20),
                      census=book())
    adviser = advised(session, engine=Engine.BUILTIN)
    drawn = {adviser.pick_game_number() for _ in range(40)}
    assert 7 not in drawn and drawn <= set(range(1, 21)) and len(drawn) > 5


def test_select_game_with_solvable_deals_only_says_at_once_a_census_deal_cannot_be_won() -> None:
    session = on(solvable_only=True, animation="off")
    advised(session, engine=Engine.BUILTIN)
    session.select_game(7)
    assert session.requester is not None and session.requester.lines[0] == "Game 7 cannot be won"


def test_the_game_log_shows_par_beside_moves_for_the_rules_played() -> None:
    session = on()
    results = [Result(datetime(2026, 1, 2, 3, 4), 1, Outcome.WON, 52, 100.0, "original", 4),
               Result(datetime(2026, 1, 2, 3, 5), 1, Outcome.WON, 60, 100.0, "original", 2)]
    requester = log_requester(session, results)
    assert requester.lines[-1].split()[-1] == "Par"
    assert requester.choices is not None
    assert [row.split()[-1] for row in requester.choices.items] == ["-", "49"]  # newest first; 2 cells: no par


def test_the_hall_of_fame_shows_par_beside_the_best_moves() -> None:
    from pathlib import Path

    from freecell_retro.files.halls import Player, Players
    from freecell_retro.files.stats import StatsFile
    from freecell_retro.session.game.hall import hall_requester

    fred = Player("Fred", Path("stats.Fred"), StatsFile(history=(
        Result(datetime(2026, 1, 2, 3, 4), 1, Outcome.WON, 52, 100.0, "original", 4),)))
    requester = hall_requester(on(), Players((fred,), ()))
    assert requester.lines[-1].split()[-1] == "Par"
    assert requester.choices is not None and requester.choices.items[0].split()[-3:] == ["52", "1:40", "49"]
