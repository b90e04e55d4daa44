"""Options ▸ Speech at the session, with a recording voice: what a player who cannot see the screen
hears for each thing done — the deal, the places walked by the arrows, cards picked up and laid
down, the automatic moves home, undo and redo, a refused move and why, the requesters, the menu
strip, the guide, the reading keys — in every game and in both details; and nothing at all with
Speech off."""

from __future__ import annotations

from pathlib import Path

import pytest
from speaking import listening
from test_counted_once import SOLUTION_617

from freecell_retro.engine.moves import Area, Move
from freecell_retro.engine.rules import Rules
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.session import Session
from freecell_retro.session.game.assistants import Frame
from freecell_retro.session.game.launch import StatsRequest
from freecell_retro.session.game.options import Option, Options
from freecell_retro.session.game.startup import StatsStart
from freecell_retro.session.screen.services import assemble
from freecell_retro.session.speech.speaker import RecordingVoice, Speaker
from freecell_retro.session.windows.input import KeyPress


def test_with_speech_off_nothing_is_said_whatever_is_done() -> None:
    session, voice = Session(), RecordingVoice()
    services = assemble(session, speaker=Speaker(voice))
    session.select_game(617)
    for name in ("Right", "Up", "Return", "1", "0", "Backspace", "Shift+Backspace", "T", "C", "F", "W", "F10",
                 "Escape", "F3", "Escape"):
        session.windows.handle(KeyPress.parse(name))
        services.tick(Frame())
    assert voice.said == [] and not session.options.speech


def test_switching_speech_on_and_off_is_said_and_the_deal_in_one_line() -> None:
    heard = listening()
    assert heard.voice.said == ["Speech on."]
    heard.session.select_game(617)
    said = heard.refresh()
    assert said == ("Game 617 dealt: Original rules, 4 free cells. "
                    "column 1: jack of diamonds on 4 of spades; 7 cards in all.")
    heard.session.set_option(Option.SPEECH, False)
    assert heard.voice.last == "Speech off." and heard.press("Right") == ""


def test_the_arrows_say_each_place_under_the_focus_frame_and_what_it_holds() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("Right") == "column 1: jack of diamonds on 4 of spades; 7 cards in all."
    assert heard.press("Left") == "column 1: jack of diamonds on 4 of spades; 7 cards in all."  # the row's end
    assert heard.press("Right") == "column 2: king of spades on 10 of spades; 7 cards in all."
    assert heard.press("Up") == "free cell 2: empty."
    assert heard.press("Right", "Right", "Right") == "home 1: empty."
    assert heard.press("Down") == "column 5: jack of clubs on 7 of clubs; 6 cards in all."


def test_picking_up_laying_down_home_undo_and_redo_are_said() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("1") == "Picked up jack of diamonds from column 1."
    assert heard.press("1") == "Put back."
    heard.press("1")
    assert heard.press("0") == "jack of diamonds from column 1 to free cell 1."
    assert heard.press("Backspace") == "Undone: jack of diamonds back to column 1."
    assert heard.press("Shift+Backspace") == "Redone: jack of diamonds from column 1 to free cell 1."
    for name in ("8", "0", "7", "0", "3", "0"):  # the queen and jack of hearts and the king of clubs to free cells
        heard.press(name)
    assert heard.session.board is not None and heard.session.board.empty_cells == 0
    assert heard.press("F") == ("Free cells: 1: jack of diamonds; 2: queen of hearts; 3: jack of hearts; "
                                "4: king of clubs. Home: 1: empty; 2: empty; 3: empty; 4: empty.")


def test_the_automatic_moves_home_are_counted_and_named() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    for text in ("7a", "7b", "7c", "b7", "1b"):
        assert heard.session.play(Move.from_str(text))
    heard.refresh()
    assert heard.press("7") == "Picked up 2 cards, 3 of diamonds to 2 of clubs from column 7."
    assert heard.press("1") == ("2 cards, 3 of diamonds to 2 of clubs from column 7 to column 1, on 4 of spades. "
                                "1 card goes home: ace of spades.")
    heard.session.set_option(Option.SPEECH_DETAIL, "terse")
    assert heard.refresh() == "Speech detail: terse."
    assert heard.press("Backspace") == "Undone: 2 cards, 3 of diamonds to 2 of clubs back to column 7."
    assert heard.press("7", "1") == "2 cards, 3 of diamonds to 2 of clubs to column 1. 1 card goes home."


def test_a_refused_move_is_said_with_its_reason_in_the_requester_or_alone() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    heard.press("2")
    assert heard.press("1") == "Invalid move. The king of spades does not go on the jack of diamonds. Return: OK."
    assert heard.press("Return") == "Back to the board."
    heard.session.set_option(Option.MESSAGES, False)
    heard.press("2")
    assert heard.press("1") == "Not allowed: the king of spades does not go on the jack of diamonds."


def test_a_requester_says_its_title_text_buttons_and_the_ringed_button_as_it_changes() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("F3") == ("Select Game. Game number (1 to 999,999,999), or a game code (Ctrl+V pastes one): "
                                 "Text field: empty. "
                                 "Buttons: OK, key O, Cancel, key C. Return: OK.")
    assert heard.type("6") == "6."
    assert heard.type("18") == "618."
    assert heard.press("Escape") == "Back to the board."


def test_the_menu_strip_walked_by_the_keys_says_each_item() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("F10") == ("Menu strip: arrows walk it, Return selects, Escape closes. "
                                  "Game menu: New Game, Alt N.")
    assert heard.press("Down") == "Select Game..., Alt G."
    assert heard.press("Right") == "Options menu: Statistics..., unavailable, Alt S."
    assert heard.press("Down") == "Messages, checked, Alt M."
    assert heard.press("Return") == "Messages: not checked." or not heard.session.options.messages


@pytest.mark.parametrize("rules", list(Rules))
@pytest.mark.parametrize("detail", ["terse", "full"])
def test_in_every_game_and_detail_the_deal_the_places_and_a_move_are_said(rules: Rules, detail: str) -> None:
    heard = listening(rules=rules, speech_detail=detail)
    heard.session.select_game(617)
    board = heard.session.board
    assert board is not None
    assert heard.refresh().startswith(f"Game 617 dealt: {rules.title} rules")
    assert heard.press("Right").startswith("column 1: ")
    assert heard.press("Up").startswith("free cell 1: " if board.free_cell_count else "No free cell here")
    move = next(m for m in board.legal_moves() if m.source.area is Area.COLUMN and m.source.index < 8
                and (m.target.area is Area.CELL or m.target.area is Area.COLUMN and m.target.index < 8))
    heard.press("Escape", str(move.source.index + 1))
    said = heard.press("0" if move.target.area is Area.CELL else str(move.target.index + 1))
    card = board.card_at(move.source)
    assert card is not None and heard.session.board is not board
    if detail == "full":
        assert f"from column {move.source.index + 1}" in said, said
    assert said.split(" from ")[0].split(" to ")[0].endswith(("of clubs", "of diamonds", "of hearts", "of spades")) \
        or "cards" in said, said


def test_the_reading_keys_say_the_title_a_whole_column_and_the_cells() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("T") == ("Game 617, Original rules, attempt 1, 0 moves, 0 seconds. "
                                "Empty: 4 free cells, 0 columns. 0 cards home.")
    assert heard.press("C") == ("column 1, 7 cards, top to bottom: 7 of diamonds, 10 of diamonds, 10 of hearts, "
                                "king of diamonds, 4 of clubs, 4 of spades, jack of diamonds.")
    assert heard.press("F").startswith("Free cells: 1: empty; 2: empty")
    assert heard.press("B") == ("Columns: 1: jack of diamonds; 2: king of spades; 3: king of clubs; 4: 4 of hearts; "
                                "5: jack of clubs; 6: 6 of clubs; 7: jack of hearts; 8: queen of hearts.")


def test_speech_on_from_the_options_with_no_game_says_only_that() -> None:
    heard = listening(Session(Options()))
    assert heard.voice.said == ["Speech on."]
    assert heard.press("T") == "No game on the board."


def test_a_game_dealt_before_the_screen_opened_is_said_at_its_first_refresh() -> None:
    session = Session(Options(speech=True), clock=lambda: 0.0)
    session.select_game(617)
    voice = RecordingVoice()
    services = assemble(session, speaker=Speaker(voice))
    services.tick(Frame())
    assert voice.said == ["Game 617 dealt: Original rules, 4 free cells. "
                          "column 1: jack of diamonds on 4 of spades; 7 cards in all."]


def test_the_guide_says_its_page_and_each_link_as_tab_steps_to_it() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("Help").startswith("How To Play — FreeCell.")
    assert heard.press("Tab") == "Link: Overview."
    assert heard.press("Tab") == "Link: Playing the Game."
    assert heard.press("Return").startswith("How To Play — Playing the Game. Playing the Game The aim is")
    assert heard.press("Escape") == "Back to the board."


def test_the_file_requester_says_where_it_is_and_each_entry_walked_to(tmp_path: Path) -> None:
    for name in ("stats.Amy", "stats.Fred"):
        (tmp_path / name).write_text("")
    start = StatsStart(StatsRequest(tmp_path, ["stats.Amy", "stats.Fred"], ToolTypes(speech=True)))
    heard = listening(start.session)
    start.session.file_requester = start.requester
    assert heard.refresh() == ("Select a Stats File: a file requester. In Stats, 3 entries: default, stats.Amy, "
                               "stats.Fred. Up and Down walk the list, or type a name; Return opens, Escape cancels.")
    assert heard.press("Down") == "default, 1 of 3."
    assert heard.press("Down") == "stats.Amy, 2 of 3."
    assert heard.press("Tab") == "Pattern gadget."
    heard.session.set_option(Option.SPEECH_DETAIL, "terse")
    heard.refresh()
    heard.session.file_requester = None
    start.session.file_requester = StatsStart(StatsRequest(tmp_path, [], ToolTypes())).requester
    assert heard.refresh() == "Select a Stats File: a file requester. In Stats, 3 entries."


def test_the_game_over_requester_is_heard_and_the_arrows_ring_another_button() -> None:
    heard = listening()
    heard.session.select_game(617)
    for text in SOLUTION_617[:-1]:
        assert heard.session.play(Move.from_str(text))
    heard.refresh()
    said = heard.press(SOLUTION_617[-1][0], "9" if SOLUTION_617[-1][1] == "h" else SOLUTION_617[-1][1])
    assert "You won game 617 in 72 moves and 0 seconds! Game over. Congratulations, you won!" in said, said
    assert said.endswith("Buttons: Yes, key Y, Save solution, key S, Review, key R, No, key N. Return: Yes.")
    assert heard.press("Right") == "Return: Save solution."
    assert heard.press("Right") == "Return: Review."
    assert heard.press("Right") == "Return: No."
    assert heard.press("Return") == "Back to the board."


def test_a_solution_watched_from_here_says_each_of_its_moves() -> None:
    heard = listening()
    heard.session.select_game(617)
    for text in SOLUTION_617[:60]:
        assert heard.session.play(Move.from_str(text))
    heard.refresh()
    heard.services.adviser.solve_from_here()
    assert heard.refresh().startswith("Solve from here. Resign this game and watch the solver?")
    assert heard.press("Return").endswith("A solution is on the board: Right plays its next move, "
                                          "Left takes one back.")
    said = heard.press("Right")
    assert " from " in said and said.split(" from ")[0].endswith(("clubs", "diamonds", "hearts", "spades")), said
    assert heard.press("Left").startswith("Undone: ")


def test_the_options_switched_by_their_shortcuts_are_said() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.press("Alt+M") == "Messages: off."
    assert heard.press("Alt+\\") == "High Contrast: on."
    assert heard.press("Alt+W") == "Game animation speed: slow."
    heard.session.set_option(Option.SPEECH_RATE, "fast")
    assert heard.refresh() == "Speech rate: fast." and heard.voice.rates[-1] == "fast"


def test_a_requester_put_in_place_of_another_is_said_too() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    heard.press("1", "0")  # a move: the game is in progress
    heard.press("F3")
    heard.type("618")
    said = heard.press("Return")
    assert said.startswith("Select Game.") and "resign" in said.lower(), said


def test_the_palette_editor_says_the_pen_and_its_levels() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    heard.services.desk.edit_palette()
    assert heard.refresh().startswith("Palette requester. Pen 0, board felt: red 0, green 6, blue 3.")
    assert heard.press("Right") == "Pen 1, black: outlines, black suits, text: red 0, green 0, blue 0."
    assert heard.press("Up") == "Pen 1, black: outlines, black suits, text: red 1, green 0, blue 0."
    assert heard.press("H") == "Pen 1, black: outlines, black suits, text: red 0, green 0, blue 0."
    assert heard.press("Left") == "Pen 0, board felt: near black: red 0, green 0, blue 2."  # High Contrast's
    assert heard.press("Escape") == "Back to the board."


def test_a_set_game_is_said_by_its_file_name_as_written() -> None:
    heard = listening()
    heard.session.select_game(617)
    heard.refresh()
    assert heard.session.deal is not None
    heard.session.play_setgame(heard.session.deal.__class__.from_setgame("setgame.PC11982",
                                                                          list(heard.session.deal.cards)))
    assert heard.refresh().startswith("Set game PC11982 dealt: Original rules, 4 free cells.")
    assert heard.press("T").startswith("Set game PC11982, Original rules, attempt 1")
