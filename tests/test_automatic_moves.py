"""Options ▸ Automatic Moves Home: off, every card stays where it is until the player sends it home;
the switch is kept in the stats file, an unfinished game remembers which moves were made with it off,
and a solution played with it off is still a solution."""

import random
from pathlib import Path

import pytest
from boards import counted
from test_accounting import window

from freecell_retro.engine import Board, Deal, FileFormatError, Game, SavedGame
from freecell_retro.engine.moves import Area, Move
from freecell_retro.engine.rules import AutoPlay
from freecell_retro.files.solutions import Notation, format_amiga, replay_solution
from freecell_retro.files.stats import StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.solver import solve

GAME = 617


def solution_617() -> list[Move]:
    answer = solve(Board.game(GAME), counted())
    assert answer.moves
    return list(answer.moves)


def winning_by_hand() -> list[Move]:
    """Game 617 won with the automatic moves off: the solver's moves, each followed by the moves
    home the guide's rule would have made, made by the player."""
    game, moves = Game(Board.game(GAME)), []
    for move in solution_617():
        turn = game.play(move)
        moves += [turn.move, *turn.automatic]
    return moves


def test_off_leaves_every_card_where_it_is_until_the_player_sends_it() -> None:
    session = Session(Options(automatic_moves=False), rng=random.Random(1))
    session.select_game(GAME)
    on = Game(Board.game(GAME))
    first = next(move for move in solution_617() if on.play(move).automatic)  # a move the rule follows home
    assert session.game is not None
    session.game.history.extend(on.history[:-1])  # the moves before it, as played with the rule on
    turn = session.game.play(first)
    assert turn.automatic == () and turn.autoplay is AutoPlay.NONE
    card = on.history[-1].automatic[0]
    source = card.source
    if source.area is Area.COLUMN:
        session.press_column(source.index)
    else:
        session.click(source)
    session.press_home_key()  # key 9
    assert session.requester is None
    assert session.game.history[-1].move.target.area is Area.HOME
    assert session.game.history[-1].automatic == ()


@pytest.mark.slow
def test_off_the_player_wins_by_sending_every_card_home() -> None:
    session = Session(Options(automatic_moves=False), rng=random.Random(1))
    session.select_game(GAME)
    for move in winning_by_hand():
        assert session.play(move), move
    assert session.game is not None
    assert session.game.is_won and session.requester is not None  # the game-over requester
    assert session.game.move_count == len(winning_by_hand())


def test_the_menu_switches_it_from_the_next_move_and_the_stats_file_keeps_it(tmp_path: Path) -> None:
    session, accounting, _path = window(tmp_path)
    strip = menu_strip(session, accounting, ["large"])
    moves = winning_by_hand()
    session.play(moves[0])
    assert strip.find("Options/Automatic Moves Home").is_checked
    assert strip.select("Options/Automatic Moves Home")
    assert not session.options.automatic_moves and not strip.find("Options/Automatic Moves Home").is_checked
    assert session.game is not None
    assert session.game.history[0].autoplay is AutoPlay.AMIGA  # what was played stays as it was
    session.play(moves[1])
    assert session.game.history[1].autoplay is AutoPlay.NONE
    assert read_stats(tmp_path / "stats.Fred").preferences["automatic_moves"] is False
    assert "automatic-moves no" in (tmp_path / "stats.Fred").read_text()
    assert strip.press_shortcut("'") and session.options.automatic_moves


def test_an_unfinished_game_played_both_ways_resumes_exactly(tmp_path: Path) -> None:
    session, accounting, _path = window(tmp_path)
    game, rng = Game(Board.game(GAME)), random.Random(5)
    for index in range(12):
        session.set_option(Option.AUTOMATIC_MOVES, index % 5 < 2)
        assert session.board is not None
        move = rng.choice(sorted(session.board.legal_moves(), key=str))
        assert session.play(move)
        game.play(move, manual=index % 5 >= 2)
    assert session.board == game.board
    session.request_quit()
    session.answer(0)  # Save
    text = (tmp_path / "stats.Fred").read_text()
    assert "unfinished-automatic-moves off 3-5 8-10" in text
    saved = read_stats(tmp_path / "stats.Fred").unfinished
    assert saved is not None and saved.manual == tuple(index % 5 >= 2 for index in range(12))
    resumed = Session(Options(automatic_moves=True))
    resumed.resume(saved)
    assert resumed.game is not None
    assert resumed.board == game.board and resumed.game.move_count == 12
    assert [turn.autoplay for turn in resumed.game.history] == [turn.autoplay for turn in game.history]
    assert resumed.game.autoplay is AutoPlay.AMIGA  # the moves to come: the switch as it is now


def test_a_solution_won_with_it_off_is_written_in_the_guides_notation_and_replays() -> None:
    game = Game(Board.game(GAME), AutoPlay.NONE)
    for move in winning_by_hand():
        game.play(move)
    text = format_amiga(game)
    assert "h" in text  # the moves home the player made are kept
    replay = replay_solution(Board.game(GAME), text)
    assert replay.wins and replay.notation in (Notation.AMIGA, Notation.STANDARD)


def test_a_stats_file_says_the_unfinished_moves_made_with_them_off_in_stretches(tmp_path: Path) -> None:
    deal = Deal.numbered(GAME)
    game, rng = Game(Board.game(GAME)), random.Random(5)
    for index in range(6):
        game.play(rng.choice(sorted(game.board.legal_moves(), key=str)), manual=index in (1, 2, 5))
    text = format_stats(StatsFile(unfinished=SavedGame.of(game, deal)))
    assert "unfinished-automatic-moves off 2-3 6" in text
    unfinished = parse_stats(text).unfinished
    assert unfinished is not None and unfinished.manual == (False, True, True, False, False, True)
    for bad, problem in (("off 7", "not a move 1-6"), ("off 3 2", "must go up"), ("maybe", "yes, no, or off")):
        broken = text.replace("unfinished-automatic-moves off 2-3 6", f"unfinished-automatic-moves {bad}")
        with pytest.raises(FileFormatError, match=f"stats.Fred, line .*{problem}"):
            parse_stats(broken, "stats.Fred")
