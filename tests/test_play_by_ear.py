"""Game 617 played from the keys and the spoken words alone: the stats file chosen in the requester
at start, the deal asked for by number, every move found by asking for the hint (W) and made with
the column, free cell and home keys, the game-over requester heard and answered — each key chosen
only from what was said, never from the board. The spoken-text log of the game is the story a
player who cannot see the screen heard."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boards import counted
from speaking import Listener, listening

from freecell_retro.files.speechlog import SpeechLog
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.session.assist import adviser as adviser_module
from freecell_retro.session.game.launch import Launch, StatsRequest
from freecell_retro.session.game.startup import StatsStart
from freecell_retro.session.speech.speaker import RecordingVoice, Speaker

HINT = re.compile(r"Hint: (?P<run>.+?) from (?P<source>column|free cell) (?P<at>\d+) "
                  r"to (?:empty )?(?:(?P<target>column|free cell) (?P<to>\d+)|home)")
PICKED = re.compile(r"Picked up (?P<run>.+?) from (?P<source>column|free cell) (?P<at>\d+)\.")
MOST_KEYS = 2000
"""Keys the whole game may take (a player by ear takes about five a move)."""


def cards_in(run: str) -> int:
    """``3 cards, 9 of clubs to 7 of hearts`` → 3; ``7 of hearts`` → 1."""
    counted_cards = re.match(r"(\d+) cards, ", run)
    return int(counted_cards[1]) if counted_cards else 1


class Player:
    """Presses keys and listens; keeps every key it pressed and what each one made it hear."""

    def __init__(self, ears: Listener) -> None:
        self.ears, self.keys = ears, 0

    def press(self, key: str) -> str:
        self.keys += 1
        assert self.keys <= MOST_KEYS, "the game took too many keys"
        return self.ears.press(key)

    def move_by_the_hint(self) -> str:
        """Ask for the hint, and make its move from what it said; what the last key made it hear."""
        said = self.press("W")
        hint = HINT.search(said)
        assert hint is not None, f"no move heard in {said!r}"
        wanted = cards_in(hint["run"])
        if hint["source"] == "column":
            picked = PICKED.search(self.press(hint["at"]))
            assert picked is not None
            for _ in range(20):
                if cards_in(picked["run"]) == wanted:
                    break
                picked = PICKED.search(self.press("Minus" if cards_in(picked["run"]) > wanted else "Plus"))
                assert picked is not None
        else:
            for _ in range(10):
                picked = PICKED.search(self.press("0"))
                if picked is not None and picked["source"] == "free cell" and picked["at"] == hint["at"]:
                    break
        target = {"column": hint["to"], "free cell": "0", None: "9"}[hint["target"]]
        said = self.press(target)
        if "Move to empty column" in said:
            said = self.press("S" if wanted == 1 else "C")
        return said


@pytest.fixture(autouse=True)
def hints_in_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint's search in positions, not seconds: the same moves however busy the machine."""
    for name in ("HINT_BUDGET", "SOLVE_BUDGET"):
        monkeypatch.setattr(adviser_module, name, counted(getattr(adviser_module, name)))


@pytest.mark.slow
def test_a_player_by_ear_chooses_a_stats_file_deals_617_wins_it_and_answers_the_game_over(tmp_path: Path) -> None:
    log = tmp_path / "spoken.txt"
    speaker = Speaker(RecordingVoice(), SpeechLog(log).write)
    opened: list[Launch] = []
    start = StatsStart(StatsRequest(tmp_path / "stats", [], ToolTypes(speech=True)), opened.append)
    ears = listening(start.session, speaker)
    start.session.file_requester = start.requester
    player = Player(ears)
    said = ears.refresh()
    assert said.startswith("Select a Stats File: a file requester. In Stats, 1 entry: default.")
    assert player.ears.type("Blind") == "Name: Blind."
    player.press("Return")
    assert opened, "the stats file did not open"
    session, accounting = opened[0].begin()
    ears.services.close()
    ears = listening(session, speaker, accounting=accounting)
    player.ears = ears
    said = player.press("F3")
    assert said.startswith("Select Game.") and "Return: OK." in said
    ears.type("617")
    said = player.press("Return")
    assert said.startswith("Game 617 dealt: Original rules, 4 free cells.")
    assert player.press("Left").startswith("column 1: jack of diamonds on 4 of spades")
    said = ""
    while "Game over" not in said and "Congratulations" not in said:
        said = player.move_by_the_hint()
    assert "You won game 617 in" in said and "Congratulations, you won!" in said and "Return: Yes." in said
    assert session.game is not None and session.game.is_won
    assert player.press("N") == "Back to the board."
    story = log.read_text().splitlines()
    assert story[0].startswith("Select a Stats File") and any("You won game 617" in line for line in story)
    assert player.keys < MOST_KEYS
