"""A saved unfinished game opens quickly however long: its moves
are capped (MAX_SAVED_MOVES), the check that replays them hands the game over
so resuming does not replay it again, and the short cuts that make a move
cheap answer exactly as the long way does."""

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, Deal, FileFormatError, Game, Move, Rules, SavedGame
from freecell_retro.engine.cards import FULL_DECK, Card, Rank, Suit
from freecell_retro.engine.game import Turn
from freecell_retro.files.stats import MAX_SAVED_MOVES, StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.session.game.launch import open_stats

ROOT = Path(__file__).parent.parent
SHUTTLE = ("2a", "a2")
"""Game 6: the foot of column 2 builds on the card above it, so it goes to a free cell and back forever."""


def shuttle_game(moves: int) -> SavedGame:
    """Game 6 with ``moves`` legal moves, the card shuttling between column 2 and free cell a."""
    return SavedGame(Deal.numbered(6), Rules.ORIGINAL, 4, tuple(Move.from_str(SHUTTLE[i % 2]) for i in range(moves)),
                     3, 61.5)


def test_the_shuttle_is_legal() -> None:
    game = shuttle_game(40).resume()
    assert game.move_count == 40 and not game.is_over


def test_a_game_over_the_cap_is_refused_in_one_line_naming_the_line(tmp_path: Path) -> None:
    text = format_stats(StatsFile(unfinished=shuttle_game(MAX_SAVED_MOVES + 1)))
    last_line = len(text.splitlines())
    with pytest.raises(FileFormatError) as caught:
        parse_stats(text, "stats.Fred")
    assert str(caught.value) == (f"stats.Fred, line {last_line}: the unfinished game holds more than "
                                 f"{MAX_SAVED_MOVES:,} moves")


@pytest.mark.process
def test_the_stats_command_refuses_a_game_over_the_cap(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    path.write_text(format_stats(StatsFile(unfinished=shuttle_game(MAX_SAVED_MOVES + 1))))
    result = subprocess.run([sys.executable, "-m", "freecell_retro", "stats", str(path)], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert f"{path}, line " in result.stderr and f"more than {MAX_SAVED_MOVES:,} moves" in result.stderr


def test_a_game_at_the_cap_is_read_and_resumed_without_replaying_it(monkeypatch: pytest.MonkeyPatch) -> None:
    saved = parse_stats(format_stats(StatsFile(unfinished=shuttle_game(MAX_SAVED_MOVES)))).unfinished
    assert saved is not None
    assert saved.turns is not None
    assert saved == shuttle_game(MAX_SAVED_MOVES) and len(saved.turns) == MAX_SAVED_MOVES
    expected = replace(saved, turns=None).resume().board

    def no_replay(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("resuming replayed the moves the stats file reader already played")
    monkeypatch.setattr(Game, "play", no_replay)
    game = saved.resume(clock=lambda: 100.0)
    assert game.move_count == MAX_SAVED_MOVES and game.elapsed == 61.5 and game.attempts == 3
    assert game.board == expected


def test_resuming_with_or_without_the_turns_is_the_same_game() -> None:
    saved = parse_stats(format_stats(StatsFile(unfinished=shuttle_game(101)))).unfinished
    assert saved is not None
    handed, replayed = saved.resume(clock=lambda: 5.0), replace(saved, turns=None).resume(clock=lambda: 5.0)
    assert handed.history == replayed.history and handed.elapsed == replayed.elapsed == 61.5
    assert handed.attempts == replayed.attempts and handed.start == replayed.start


def test_the_reader_reads_each_distinct_move_once(monkeypatch: pytest.MonkeyPatch) -> None:
    text, real = format_stats(StatsFile(unfinished=shuttle_game(500))), Move.from_str
    calls: list[str] = []

    def reading(text: str, cells: int = 4) -> Move:
        calls.append(text)
        return real(text, cells)
    monkeypatch.setattr(Move, "from_str", reading)
    parse_stats(text)
    assert sorted(calls) == sorted(SHUTTLE)


# -- the short cuts of has_legal_move --------------------------------------------

@st.composite
def positions(draw: st.DrawFn) -> Board:
    """Any position the rules can hold (reachable or not): home piles, some
    free cells taken, the rest of the cards over the columns."""
    rules, cells = draw(st.sampled_from(list(Rules))), draw(st.integers(0, 4))
    tops = [draw(st.integers(0, 13) | st.integers(10, 13)) for _ in Suit]  # few cards left: lone ones
    rest = [card for card in FULL_DECK if card.rank > tops[card.suit]]
    rest = draw(st.permutations(rest))
    in_cells = draw(st.integers(0, min(cells, len(rest))))
    free = list(rest[:in_cells]) + [None] * (cells - in_cells)
    free = draw(st.permutations(free))
    cuts = sorted(draw(st.lists(st.integers(in_cells, len(rest)), min_size=7, max_size=7)))
    bounds = [in_cells, *cuts, len(rest)]
    columns = tuple(tuple(rest[bounds[i]:bounds[i + 1]]) for i in range(8))
    homes = [Card(Rank(top), suit) if top else None for suit, top in zip(Suit, tops)]
    homes = draw(st.permutations(homes))
    return Board(columns, tuple(free), tuple(homes), rules)


@pytest.mark.slow
@settings(max_examples=400)
@given(positions())
def test_has_legal_move_answers_as_the_list_of_legal_moves(board: Board) -> None:
    assert board.has_legal_move() == (next(board.legal_moves(), None) is not None)


BLACK = ("KS", "KC", "QS", "QC", "JS", "JC", "TS", "TC")
"""All black, so none goes on another."""


@pytest.mark.parametrize("columns, cells, moves", [
    (BLACK, "", False),                    # one card a column, no free cell: stuck
    (BLACK[:7] + ("",), "", False),        # a lone card's going to the empty column changes nothing
    (BLACK[:7] + ("",), "5H", True),       # the free cell's card may go to the empty column
    (BLACK[:6] + ("TS 9S", ""), "", True),  # so may a card from a column of two
    (BLACK, "5H", False),                  # a full free cell, nowhere to go
    (BLACK[:7] + ("TH",), "", True),       # the red ten goes on a black jack
])
def test_positions_at_the_edge(columns: tuple[str, ...], cells: str, moves: bool) -> None:
    board = Board(tuple(tuple(Card.from_str(c) for c in col.split()) for col in columns),
                  tuple(Card.from_str(c) for c in cells.split()), (None,) * 4)
    assert board.has_legal_move() is moves and (next(board.legal_moves(), None) is not None) is moves


def test_opening_a_stats_file_to_play_replays_its_unfinished_game_once(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.Fred"
    path.write_text(format_stats(StatsFile(unfinished=shuttle_game(300))))
    played: list[Move] = []
    real = Game.play

    def playing(game: Game, move: Move, manual: bool = False) -> Turn:
        played.append(move)
        return real(game, move, manual)
    monkeypatch.setattr(Game, "play", playing)
    session, _accounting = open_stats(path, ToolTypes()).start_session(clock=lambda: 0.0)
    assert session.game is not None
    assert session.game.move_count == 300 and len(played) == 300
