"""The keyboard pointer in a real game process on a private Xvfb: a saved game
617 resumed a dozen moves from its end is won with xdotool's arrow keys and
Return alone (minus where the notation moves one card to an empty column)."""

from __future__ import annotations

import signal
from pathlib import Path

from pointer_keys import pointer_keys
from real_window import Game, needs_x, stats_path, until
from test_ui_golden import SOLUTION_617

from freecell_retro.engine import Board, Deal, Move, Rules, SavedGame
from freecell_retro.engine.game import Game as Played
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats

LEFT = 12
"""Moves of the solution left to play with the pointer."""
XDOTOOL_KEYS = {"Minus": "minus"}


@needs_x
def test_the_arrow_keys_and_return_alone_win_the_deal_in_a_real_window(x_display: str, tmp_path: Path) -> None:
    played = Played(Board.game(617))
    for text in SOLUTION_617[:-LEFT]:
        played.play(Move.from_str(text))
    saved = SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4, tuple(played.moves), 1, 10.0)
    stats_path(tmp_path).parent.mkdir(parents=True)
    write_stats(stats_path(tmp_path), StatsFile(unfinished=saved))
    game = Game(tmp_path, x_display)
    keys = ["Left", *pointer_keys(played.board, SOLUTION_617[-LEFT:])]  # the first key shows the frame
    game.keys(*(XDOTOOL_KEYS.get(name, name) for name in keys))  # each once the one before is handled
    game.wait(lambda state: state["won"], "the deal won")
    until(lambda: read_stats(stats_path(tmp_path)).overall.wins == 1, "the win on file")
    game.process.send_signal(signal.SIGTERM)
    status, output = game.finish()
    assert "Traceback" not in output
