"""The Hall of Fame puts an unhelped win ahead of a helped one at equal moves and time,
and marks a helped best with the game log's ``*``."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from freecell_retro.files.halls import Player
from freecell_retro.files.stats import Outcome, Result, StatsFile
from freecell_retro.session.game.hall import best_line, best_results, hall_lines
from freecell_retro.session.game.log import HELPED_MARK


def player(name: str, *history: Result) -> Player:
    return Player(name, Path(f"stats.{name}"), StatsFile(history=history))


def test_an_unhelped_win_ranks_ahead_of_a_helped_one_at_equal_moves_and_time() -> None:
    fred = player("Fred", Result(datetime(2024, 5, 1), 617, Outcome.WON, 92, 250.0, "original", 4, helped=True))
    wilma = player("Wilma", Result(datetime(2024, 6, 1), 617, Outcome.WON, 92, 250.0, "original", 4))
    for players in ([fred, wilma], [wilma, fred]):
        [best] = best_results(players)
        assert best.player == "Wilma" and not best.result.helped


def test_a_helped_best_is_marked_as_the_log_marks_it() -> None:
    fred = player("Fred", Result(datetime(2024, 5, 1), 617, Outcome.WON, 92, 250.0, "original", 4, helped=True),
                  Result(datetime(2024, 5, 2), 618, Outcome.WON, 80, 200.0, "original", 4))
    helped, unhelped = (best_line(best) for best in best_results([fred]))
    assert HELPED_MARK in helped.split() and HELPED_MARK not in unhelped.split()
    assert len(helped) == len(unhelped)
    assert any(f"{HELPED_MARK} helped" in line for line in hall_lines_of([fred]))


def hall_lines_of(players: list[Player]) -> list[str]:
    from freecell_retro.files.halls import Players

    return hall_lines(Players(tuple(players), ()))
