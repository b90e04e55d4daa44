"""Events carry what their listeners need as plain values: how a game started (one :class:`Start`),
its rules and free cells, and the moves and time at its end, so no listener decodes flags or reads
the game back from the session."""

from datetime import datetime
from pathlib import Path

from freecell_retro.engine import Deal, Move, Rules, SavedGame
from freecell_retro.files.stats import Outcome, Result, StatsFile
from freecell_retro.session import Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.game.accounting import Accounting


def started(heard: list[ev.Event]) -> list[ev.Start]:
    return [event.how for event in heard if isinstance(event, ev.GameStarted)]


def test_each_way_a_game_comes_on_the_board_says_so_in_one_value() -> None:
    session = Session(Options(free_cells=3, rules=Rules.BAKERS))
    heard: list[ev.Event] = []
    session.subscribe(heard.append)
    session.select_game(617)
    session.play(Move.from_str("8a"))
    saved = SavedGame.of(session.game, session.deal) if session.game and session.deal else None
    session.restart()
    session.answer(0)  # resign and deal it again
    assert saved is not None
    session.resume(saved)
    session.play(Move.from_str("8b"))
    session.give_up("Solve From Here", "Resign this game?", lambda: None)
    session.answer(0)
    assert started(heard) == [ev.Start.DEALT, ev.Start.DEALT_AGAIN, ev.Start.RESUMED, ev.Start.UNCOUNTED]
    first = next(event for event in heard if isinstance(event, ev.GameStarted))
    assert (first.rules, first.free_cells, first.counts) == (Rules.BAKERS, 3, True)
    assert [event.how.dealt for event in heard if isinstance(event, ev.GameStarted)] == [True, True, False, False]
    resigned = [event for event in heard if isinstance(event, ev.GameResigned)]
    assert [event.moves for event in resigned] == [1, 2]


def test_accounting_records_a_result_from_the_events_alone(tmp_path: Path) -> None:
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile(), now=lambda: datetime(2024, 5, 3, 14, 22, 5))
    accounting(ev.GameStarted(Deal.numbered(617), True, Rules.BAKERS, 3))
    accounting(ev.MovePlayed(None))  # type: ignore[arg-type]  # the accounting reads no turn
    accounting(ev.GameWon(92, 250.1004))
    accounting(ev.GameStarted(Deal.numbered(618), True, Rules.ORIGINAL, 2))
    accounting(ev.MovePlayed(None))  # type: ignore[arg-type]
    accounting(ev.GameResigned(12, 95.0))
    when = datetime(2024, 5, 3, 14, 22, 5)
    assert accounting.stats.history == (Result(when, 617, Outcome.WON, 92, 250.1, "bakers", 3),
                                        Result(when, 618, Outcome.LOST, 12, 95.0, "original", 2))
    assert accounting.stats.games[Rules.BAKERS].wins == 1 and accounting.stats.games[Rules.ORIGINAL].losses == 1
