"""The session drives a game without a window: clicks, keys, requesters, the end of a game."""

import random

from boards import make_board

from freecell_retro.engine import Board, Deal, Game, Move, Rules, cell, column
from freecell_retro.engine.game import SavedGame
from freecell_retro.files.solutions import SolutionName
from freecell_retro.session import Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.windows.requesters import RequesterKind


def session_on(board=None, **options) -> tuple[Session, list]:
    session = Session(Options(**options), rng=random.Random(3))
    heard = []
    session.subscribe(heard.append)
    session.select_game(617)
    if board is not None:
        session.game = Game(board)
    return session, heard


def after_one_move(**options) -> tuple[Session, list]:
    """Game 617 with one move made (5a): a game in progress that counts."""
    session, heard = session_on(**options)
    session.press_column(4)
    session.press_free_cell_key()
    return session, heard


def test_click_selects_then_moves():
    session, heard = session_on()
    session.click(column(4))          # JC, foot of column 5
    assert session.selection.place == column(4)
    session.click(cell(0))
    assert str(session.game.moves[-1]) == "5a" and session.selection is None
    assert isinstance(heard[-1], ev.MovePlayed)


def test_clicking_the_selection_again_cancels():
    session, _ = session_on()
    session.click(column(0))
    session.click(column(0))
    assert session.selection is None and not session.game.history


def test_clicking_a_card_in_a_stack_selects_down_to_the_foot():
    session, _ = session_on(make_board(["KS", "QH 9S 8H 7S", "TD"]))
    session.click(column(1), depth=1)
    assert session.selection.count == 3
    session.click(column(1), depth=1)
    session.click(column(1), depth=0)  # QH is above the ordered stack: the stack is what can move
    assert session.selection.count == 3
    session.click(column(2))
    assert [str(c) for c in session.board.columns[2]] == ["TD", "9S", "8H", "7S"]


def test_keys_select_move_and_cycle_free_cells():
    session, _ = session_on()
    session.press_column(4)
    session.press_free_cell_key()       # 5 then 0: JC to a free cell
    session.press_column(5)
    session.press_free_cell_key()       # 6 then 0: 6C to the next free cell
    assert [str(c) for c in session.board.cells[:2]] == ["JC", "6C"]
    session.press_free_cell_key()
    assert session.selection.place == cell(0)
    session.press_free_cell_key()
    assert session.selection.place == cell(1)
    session.press_free_cell_key()
    assert session.selection is None  # a step past the last cell cancels
    session.press_free_cell_key()
    assert session.selection.place == cell(0)  # and the next starts again
    session.click(cell(0))
    assert session.selection is None
    session.press_column(0)
    assert session.selection.place == column(0)
    session.press_column(0)
    assert session.selection is None


def test_key_9_sends_the_selection_home():
    session, _ = session_on(make_board(["KS AH", "QD"]))
    session.press_column(0)
    session.press_home_key()
    assert str(session.board.homes[0]) == "AH"


def test_double_click_sends_a_card_to_a_free_cell_when_the_option_is_on():
    session, _ = session_on()
    session.double_click(column(2), depth=6)
    assert str(session.board.cells[0]) == "KC"
    off, _ = session_on(double_click=False)
    off.double_click(column(2), depth=6)
    assert off.board.cells[0] is None


def test_empty_column_asks_single_card_column_or_neither():
    board = make_board(["KS", "QH 9S 8H 7S", ""])
    for button, moved in (("Single card", 1), ("Column", 3), ("Neither", 0)):
        session, _ = session_on(board)
        session.press_column(1)
        session.press_column(2)
        assert session.requester.kind is RequesterKind.EMPTY_COLUMN
        session.answer(session.requester.button(button))
        assert len(session.board.columns[2]) == moved
        assert session.requester is None


def test_single_card_to_empty_column_does_not_ask():
    session, _ = session_on(make_board(["KS", "QH 7S", ""]))
    session.press_column(1)
    session.press_column(2)
    assert session.requester is None and str(session.board.columns[2][0]) == "7S"


def test_invalid_move_with_messages_says_why_and_drops_the_selection():
    session, _ = session_on()
    session.press_column(0)
    session.press_column(1)  # JD onto KS
    assert session.requester.kind is RequesterKind.MESSAGE
    assert session.requester.lines[0].endswith("The jack of diamonds does not go on the king of spades")
    assert session.selection is None
    session.answer(0)
    assert session.requester is None


def test_invalid_move_without_messages_flashes_and_keeps_the_selection():
    session, heard = session_on(messages=False)
    session.press_column(0)
    session.press_column(1)
    assert session.requester is None and session.selection.place == column(0)
    assert isinstance(heard[-1], ev.Beep)


def test_winning_announces_and_offers_to_save_the_solution(tmp_path):
    session, heard = session_on(make_board(["KH"], homes="QH KS KD KC"))
    session.solutions_dir = tmp_path / "Solutions"
    session.press_column(0)
    session.press_home_key()
    assert isinstance(heard[-1], ev.GameWon)
    assert session.requester.kind is RequesterKind.GAME_OVER and "won" in session.requester.lines[0]
    session.answer(session.requester.button("Save solution"))
    assert "Solution.game617_O" in session.requester.lines[1]
    assert (tmp_path / "Solutions" / "Solution.game617_O").read_text() == "1h\n"
    session.answer(0)
    assert session.requester.kind is RequesterKind.GAME_OVER  # back to the question
    session.answer(session.requester.button("No"))
    assert session.requester is None and session.game.is_won


def won_with_a_players_solution_there(tmp_path):
    """Game 617 won (one move from a won board), and the player's own 3-move solution saved before."""
    session, _ = session_on(make_board(["KH"], homes="QH KS KD KC"))
    session.solutions_dir = tmp_path / "Solutions"
    session.solutions_dir.mkdir()
    (session.solutions_dir / "Solution.game617_O").write_text("35 3a 1h\n")
    session.press_column(0)
    session.press_home_key()
    session.answer(session.requester.button("Save solution"))
    return session, session.solutions_dir


def test_save_solution_asks_before_replacing_a_players_file(tmp_path):
    session, folder = won_with_a_players_solution_there(tmp_path)
    assert session.requester.kind is RequesterKind.REPLACE_SOLUTION
    assert session.requester.lines == ["Replace Solution.game617_O (3 moves)", "with this one (1 move)?"]
    assert session.requester.buttons == ["Replace", "Keep both", "Cancel"]
    assert (folder / "Solution.game617_O").read_text() == "35 3a 1h\n"
    session.answer(session.requester.button("Cancel"))
    assert session.requester.kind is RequesterKind.GAME_OVER
    assert sorted(p.name for p in folder.iterdir()) == ["Solution.game617_O"]


def test_save_solution_replace(tmp_path):
    session, folder = won_with_a_players_solution_there(tmp_path)
    session.answer(session.requester.button("Replace"))
    assert session.requester.lines == ["Solution saved as", "Solution.game617_O"]
    assert (folder / "Solution.game617_O").read_text() == "1h\n"


def test_save_solution_keep_both_writes_a_name_that_reads_as_the_same_game(tmp_path):
    session, folder = won_with_a_players_solution_there(tmp_path)
    session.answer(session.requester.button("Keep both"))
    kept = session.requester.lines[1]
    assert (folder / "Solution.game617_O").read_text() == "35 3a 1h\n" and (folder / kept).read_text() == "1h\n"
    assert SolutionName.parse(kept) == SolutionName.parse("Solution.game617_O")
    session.answer(0)
    session.answer(session.requester.button("Save solution"))  # again: the same text is there already
    assert session.requester.kind is RequesterKind.REPLACE_SOLUTION  # the first file still differs


def test_losing_offers_the_same_game_again():
    session, heard = session_on(make_board(["2C", "2D", "2H", "2S", "4C", "4D", "4H", "KS 4S"], cells="-"))
    session.press_column(7)
    session.press_free_cell_key()
    assert isinstance(heard[-1], ev.GameLost)
    assert session.requester.checked  # "Same game" ticked after a loss
    session.answer(session.requester.button("Yes"))
    assert session.game.attempts == 2
    assert isinstance(heard[-1], ev.GameStarted) and heard[-1].how is ev.Start.DEALT_AGAIN


def test_new_game_resigns_a_game_in_progress_only():
    session, heard = session_on()
    session.new_game()
    assert not any(isinstance(e, ev.GameResigned) for e in heard)
    session.press_column(4)
    session.press_free_cell_key()
    number = session.deal.number
    session.new_game()  # F2 in a counted game in progress asks first, as Restart does
    assert session.requester.kind is RequesterKind.RESIGN and session.requester.lines == ["Resign this game?"]
    session.answer(session.requester.button("No"))
    assert session.deal.number == number and session.game.move_count == 1 and not any(
        isinstance(e, ev.GameResigned) for e in heard)
    session.new_game()
    session.answer(session.requester.button("Yes"))
    assert sum(isinstance(e, ev.GameResigned) for e in heard) == 1 and session.game.move_count == 0


def test_select_game_asks_to_resign_a_game_in_progress():
    session, heard = after_one_move()
    session.select_game(11982)
    assert session.requester.kind is RequesterKind.RESIGN and session.requester.title == "Select Game"
    session.answer(session.requester.button("Yes"))
    assert session.deal.number == 11982 and isinstance(heard[-2], ev.GameResigned)


def test_restart_asks_to_resign():
    session, heard = after_one_move()
    session.restart()
    assert session.requester.kind is RequesterKind.RESIGN
    session.answer(session.requester.button("No"))
    assert session.game.move_count == 1
    session.restart()
    session.answer(session.requester.button("Yes"))
    assert session.game.move_count == 0 and session.game.attempts == 2
    assert isinstance(heard[-2], ev.GameResigned)


def test_set_games_never_count_and_restart_without_asking():
    session, heard = session_on()
    session.play_setgame(Deal.from_setgame("setgame.mine", list(session.deal.cards)))
    assert heard[-1] == ev.GameStarted(session.deal, False, Rules.ORIGINAL, 4)
    session.press_column(4)
    session.press_free_cell_key()
    session.restart()
    assert session.requester is None and session.game.attempts == 2
    assert session.title.startswith("FreeCell  setgame.mine  Attempt 2")


def test_quit_offers_to_save_the_unfinished_game():
    session, heard = after_one_move()
    session.request_quit()
    session.answer(session.requester.button("Save"))
    assert session.finished and isinstance(heard[-1], ev.SessionEnded)
    saved = heard[-1].saved
    assert saved.moves == (Move.from_str("5a"),) and saved.deal == Deal.numbered(617)
    resumed = Session()
    resumed.resume(saved)
    assert resumed.board == session.board


def test_quit_resigning_counts_and_cancel_stays():
    session, heard = after_one_move()
    session.request_quit()
    session.answer(session.requester.button("Cancel"))
    assert not session.finished
    session.request_quit()
    session.answer(session.requester.button("Resign"))
    assert session.finished and isinstance(heard[-2], ev.GameResigned) and heard[-1].saved is None


def test_options_apply_at_the_next_deal():
    session, _ = session_on(free_cells=2, rules=Rules.BAKERS)
    assert session.board.free_cell_count == 2 and session.board.rules is Rules.BAKERS
    assert session.solution_name() == "Solution.game617_B2"


def test_undo_goes_back_to_the_deal():
    session, heard = after_one_move()
    session.undo()
    assert session.board == session.game.start and isinstance(heard[-1], ev.MoveUndone)


def test_saved_game_resumes_with_its_clock():
    now = [0.0]
    deal = Deal.numbered(617)
    game = Game(Board.deal(list(deal.cards)), clock=lambda: now[0])
    game.play(Move.from_str("5a"))
    now[0] = 30
    saved = SavedGame.of(game, deal)
    assert saved.elapsed == 30
    resumed = saved.resume(clock=lambda: now[0])
    now[0] = 100
    assert resumed.board == game.board and resumed.elapsed == 30  # stopped until the next move
    resumed.play(Move.from_str("6b"))
    now[0] = 105
    assert resumed.elapsed == 35


def test_the_title_bar_says_when_the_rules_or_free_cells_are_not_the_usual_ones():
    assert session_on()[0].title.split("  ")[:3] == ["FreeCell", "Game #617", "Attempt 1"]
    bakers = session_on(rules=Rules.BAKERS, free_cells=3)[0].title
    assert bakers.startswith("FreeCell  Game #617  Baker's  3 cells  Attempt 1")
    assert "  1 cell  " in session_on(free_cells=1)[0].title


def test_save_and_quit_saves_a_game_in_progress_without_asking():
    session, heard = after_one_move()
    session.save_and_quit()
    assert session.finished and session.requester is None
    assert [str(m) for m in heard[-1].saved.moves] == ["5a"]
    session, heard = session_on()
    session.save_and_quit()
    assert session.finished and heard[-1].saved is None
