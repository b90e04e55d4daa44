"""The game log, the Hall of Fame and (with a tournament) the standings as the requester draws them:
goldens in pal-laced and pal-hires, every row inside the screen."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from test_gadgets_screens import FONT, GOLDEN_MODES, board, inside
from test_ui_golden import compare

from freecell_retro.files.halls import Player, Players
from freecell_retro.files.stats import Outcome, Record, Result, StatsFile
from freecell_retro.files.tournaments import parse_tournament
from freecell_retro.session import Options, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.hall import hall_requester
from freecell_retro.session.game.log import log_requester
from freecell_retro.session.game.tournament import standings_requester
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.draw import new_frame
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode

RULES = [("original", 4), ("original", 4), ("bakers", 4), ("original", 3)]


def results(count: int, seed: int) -> tuple[Result, ...]:
    """``count`` results on the deals 1-40, about two in three won, some helped."""
    rng, date = random.Random(seed), datetime(2024, 3, 1, 20, 0, 0)
    made = []
    for _ in range(count):
        date += timedelta(minutes=rng.randint(5, 600))
        won = rng.random() < 0.68
        rules, cells = rng.choice(RULES)
        made.append(Result(date, rng.randint(1, 40), Outcome.WON if won else Outcome.LOST,
                           rng.randint(60, 140) if won else rng.randint(5, 60), round(rng.uniform(90, 600), 1),
                           rules, cells, helped=won and rng.random() < 0.2))
    return tuple(made)


def player(name: str, seed: int) -> Player:
    history = results(30, seed)
    record = Record()
    for result in history:
        record = record.won(result.moves, result.seconds, result.helped) if result.won else record.lost()
    return Player(name, None, StatsFile(record, history=history))


PLAYERS = Players((player("Fred", 1), player("Wilma", 2), player("Barney", 3)),
                  ("stats.Dino, line 3: wins: 'x' is not allowed; skipped",))


def in_club(found: Players) -> Players:
    """The players with each result played in the tournament Club."""
    return Players(tuple(replace(p, stats=replace(p.stats, history=tuple(
        replace(r, tournament="Club") for r in p.stats.history))) for p in found.players), ())


CLUB = parse_tournament("".join(f"{game} {rules} {cells}\n" for game in range(1, 11) for rules, cells in RULES[1:]),
                        "Club")


def scenes():
    session = Session(Options())
    yield "game-log", log_requester(session, results(40, 7))
    yield "hall-of-fame", hall_requester(session, PLAYERS)
    accounting = Accounting(Path("/nonexistent/stats.Fred"), PLAYERS.players[0].stats)
    yield "tournament-standings", standings_requester(session, accounting, CLUB, in_club(PLAYERS))


@pytest.mark.parametrize("mode", GOLDEN_MODES)
@pytest.mark.parametrize("name,requester", list(scenes()), ids=lambda v: v if isinstance(v, str) else "")
def test_golden(mode, name, requester, tmp_path):
    display, frame = board(mode)
    RequesterWidget(requester, screen_mode(mode).size, FONT).draw(frame)
    compare(f"{mode}-{name}", indexed(frame, display.palette), tmp_path)


def crowded():
    """The requesters with twenty players, the most the screen has to take."""
    session, many = Session(Options()), Players(tuple(player(f"Player {i}", i) for i in range(20)), ())
    yield "hall-of-fame-crowded", hall_requester(session, many)
    accounting = Accounting(Path("/nonexistent/stats.Fred"), StatsFile())
    yield "tournament-standings-crowded", standings_requester(session, accounting, CLUB, in_club(many))


@pytest.mark.parametrize("mode", SCREEN_MODES)
@pytest.mark.parametrize("name,requester", [*scenes(), *crowded()], ids=lambda v: v if isinstance(v, str) else "")
def test_every_screen_mode_fits_it_whole(mode, name, requester):
    width, height = screen_mode(mode).size
    widget = RequesterWidget(requester, (width, height), FONT)
    widget.draw(new_frame((width, height)))
    assert inside(widget.window, Rect(0, 0, width, height))
    assert widget.list_view is None or inside(widget.list_view.rect, widget.window) and widget.list_rows >= 5
