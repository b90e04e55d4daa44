"""Speech in a real game window on the suite's private Xvfb: game 617 dealt with SPEECH and
SPEECHLOG in the tool types, the board walked by xdotool's arrow keys, and the spoken-text log read
back — it names each place the focus frame went to and the card shown there, as the screen shows
them. Whether a voice was found or not, the log has every line."""

from __future__ import annotations

import signal
from pathlib import Path

from real_window import Game, needs_x, until

from freecell_retro.engine.board import Board
from freecell_retro.engine.cards import RANK_WORDS, Card

WALK = ["Right", *["Right"] * 7, "Up", *["Left"] * 7]
"""The first key shows the frame on column 1; then along the columns, up to the last home cell and
back along the top row to the first free cell."""


def spoken(card: Card) -> str:
    return f"{RANK_WORDS[card.rank - 1]} of {card.suit.word}"


@needs_x
def test_the_spoken_log_names_the_places_and_cards_the_arrows_walk_over(x_display: str, tmp_path: Path) -> None:
    log = tmp_path / "spoken.txt"
    config = tmp_path / "tooltypes.yaml"
    config.write_text(f"MULTIPLESTATS: NO\nGAMERANGE: 617-617\nSPEECH: YES\nSPEECHLOG: {log}\n")
    game = Game(tmp_path, x_display, "--config", str(config), "stats.Fred")
    until(lambda: log.exists() and "Game 617 dealt" in log.read_text(), "the deal said")
    game.keys(*WALK)
    board = Board.game(617)
    expected = [f"column {i + 1}: {spoken(cards[-1])} on {spoken(cards[-2])}" for i, cards in enumerate(board.columns)]
    expected += [f"home {i}: empty" for i in range(4, 0, -1)] + [f"free cell {i}: empty" for i in range(4, 0, -1)]
    until(lambda: "free cell 1: empty" in log.read_text(), "the walk said")
    lines = log.read_text().splitlines()
    walked = [line for line in lines if line.startswith(("column ", "home ", "free cell "))]
    for want in expected:
        assert any(line.startswith(want) for line in walked), f"{want!r} not in {walked}"
    assert walked[-1].startswith("free cell 1: empty") and "column 8: queen of hearts on 2 of spades" in walked[7]
    game.process.send_signal(signal.SIGTERM)
    _status, output = game.finish()
    assert "Traceback" not in output
