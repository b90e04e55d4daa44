"""Which sound plays when (Options ▸ Sound): a card picked up, laid down, sent home, an illegal move,
the deal and the win — and nothing with the sound off, or for a game resumed rather than dealt."""

import random

from test_accounting import WINNING, window

from freecell_retro.engine import Game
from freecell_retro.engine.moves import Area, Move, column
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.game.assistants import Assistants
from freecell_retro.session.game.sounds import SOUNDS, SoundCues
from freecell_retro.session.screen.menus import menu_strip


def listening(**options) -> tuple[Session, list[str]]:
    session, heard = Session(Options(**options), rng=random.Random(4)), []
    Assistants(session).add(SoundCues(session, heard.append))
    return session, heard


def test_picked_laid_down_and_undone():
    session, heard = listening()
    session.select_game(617)
    session.press_column(4)
    session.press_free_cell_key()
    session.undo()
    assert heard == ["deal", "pick", "place", "place"]
    assert set(heard) <= set(SOUNDS)


def test_a_card_sent_home_by_the_player_or_the_rule_sounds_home():
    session, heard = listening()
    session.select_game(617)
    for text in "7a 7b 7c b7 1b 71".split():  # 71: the ace of spades follows home by itself
        session.play(Move.from_str(text))
    assert heard[-1] == "home" and heard.count("home") == 1


def test_an_illegal_move_buzzes_with_messages_on_and_off():
    for messages in (True, False):
        session, heard = listening(messages=messages)
        session.select_game(617)
        legal = set(session.board.legal_moves())
        illegal = next(Move(column(a), column(b)) for a in range(8) for b in range(8)
                       if a != b and Move(column(a), column(b)) not in legal)
        assert not session.play(illegal)
        assert heard[-1] == "buzz"
        assert (session.requester is not None) == messages  # the requester says why, or the screen flashes


def test_the_win_and_a_new_deal():
    session, heard = listening()
    session.select_game(617)
    session.game = Game(WINNING)
    session.play(next(move for move in WINNING.legal_moves() if move.target.area is Area.HOME))
    assert heard[-2:] == ["home", "win"]
    session.answer(0)  # the game-over requester: play again
    assert heard[-1] == "deal"


def test_nothing_with_the_sound_off_and_the_menu_switches_it(tmp_path):
    session, accounting, path = window(tmp_path)
    heard: list[str] = []
    Assistants(session).add(SoundCues(session, heard.append))
    strip = menu_strip(session, accounting, ["large"])
    assert strip.find("Options/Sound").is_checked
    assert strip.press_shortcut("]") and not session.options.sound
    session.click(column(4))
    assert heard == [] and read_stats(path).preferences["sound"] is False
    assert strip.select("Options/Sound") and session.options.sound


def test_a_resumed_game_is_not_heard_as_a_deal(tmp_path):
    session, _, _ = window(tmp_path)
    session.play(next(iter(session.board.legal_moves())))
    saved = session._saved()
    again, heard = listening()
    again.resume(saved)
    assert heard == []
