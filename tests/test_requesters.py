"""Requesters with shortcuts, fields and lists, answered by keys as the UI
forwards them; the session's requester flows (Select Game, ScreenMode,
About), options with their events, and the tool dock — no window."""

import random
from pathlib import Path
from typing import Any

import pytest
from asking import asking
from test_accounting import WINNING, lose, win

from freecell_retro.engine import FreeCellError, Game, Rules
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.session import Option, Options, Session
from freecell_retro.session.game import events as ev
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.windows.input import Input, KeyPress, Text
from freecell_retro.session.windows.requesters import CHECKBOX, Requester, RequesterKind, shortcut_positions
from freecell_retro.ui.screen.modes import SCREEN_MODES

K = KeyPress.parse
"""A key press by its name (``K("Shift+Tab")``)."""


def handle(session: Session, event: Input) -> bool:
    return session.windows.handle(event)


MODES = list(SCREEN_MODES.values())


def session_on(tmp_path: Path | None = None, **options: Any) -> tuple[Session, list[ev.Event]]:
    """Game 617 on the board, no move yet; with statistics in stats.Fred when given a folder."""
    session = Session(Options(**options), rng=random.Random(3))
    heard: list[ev.Event] = []
    session.subscribe(heard.append)
    if tmp_path is not None:
        Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    session.select_game(617)
    return session, heard


def move(session: Session) -> None:
    assert session.board is not None
    session.play(next(session.board.legal_moves()))


def keys(session: Session, *names: str) -> None:
    for name in names:
        session.windows.handle(KeyPress.parse(name))


# -- shortcuts -----------------------------------------------------------------------

def test_explicit_marks_win_then_each_button_takes_its_first_free_letter() -> None:
    assert shortcut_positions(["Save", "_Select"]) == [1, 0]  # S is Select's: Save takes A
    assert shortcut_positions(["OK", "Cancel"]) == [0, 0]
    assert shortcut_positions(["Yes", "Yes", "Y"]) == [0, 1, None]
    assert shortcut_positions(["Keep both", "Cancel", "_"]) == [0, 0, None]  # a lone _ marks nothing
    requester = Requester("t", [], ["_Replace", "Keep both", "Cancel"])
    assert requester.buttons == ["Replace", "Keep both", "Cancel"] and requester.shortcuts == ["R", "K", "C"]
    assert requester.press_letter("k") == 1 and requester.press_letter("x") is None


def test_the_game_over_requester_yes_save_solution_no_and_same_game() -> None:
    session, _ = session_on()
    win(session)
    requester = session.requester
    assert requester is not None
    assert requester.kind is RequesterKind.GAME_OVER and requester.buttons == ["Yes", "Save solution", "No"]
    assert requester.shortcuts == ["Y", "S", "N"] and requester.checkbox == "Same game"
    assert requester.checkbox_shortcut == "G" and requester.checkbox_underline == 5
    assert requester.underlines == [0, 0, 0] and requester.press_letter("G") == CHECKBOX


def test_the_game_over_requester_by_keys() -> None:
    session, _ = session_on()
    lose(session)
    assert session.requester is not None
    assert session.requester.checked  # lost: the same game is offered
    assert session.windows.handle(KeyPress.parse("G")) and not session.requester.checked
    assert session.windows.handle(KeyPress.parse("G"))
    assert session.requester is not None
    assert session.requester.checked
    assert session.windows.handle(KeyPress.parse("RETURN"))  # Yes with Same game: the deal again
    assert session.game is not None
    assert session.requester is None and session.game.attempts == 2


def test_escape_is_no_and_s_saves_the_solution(tmp_path: Path) -> None:
    session, _ = session_on()
    session.solutions_dir = tmp_path
    win(session)
    assert session.windows.handle(KeyPress.parse("S"))
    assert session.requester is not None
    assert session.requester.title == "Save solution"
    assert session.windows.handle(KeyPress.parse("RETURN")) and session.requester.kind is RequesterKind.GAME_OVER
    assert session.windows.handle(KeyPress.parse("ESCAPE")) and session.requester is None
    assert session.game is not None
    assert session.game.is_won
    assert [p.name for p in tmp_path.iterdir()] == ["Solution.game617_O"]


def test_keys_a_requester_does_not_take_are_left_to_the_caller() -> None:
    session, _ = session_on()
    assert not handle(session, K("RETURN")) and not handle(session, Text("6"))  # no requester
    session.about_requester()
    assert not handle(session, K("F2")) and not handle(session, K("Z")) and not handle(session, Text("x"))
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.ABOUT


# -- Select Game ------------------------------------------------------------------------

def test_select_game_by_keys_f3_617_return() -> None:
    session, _ = session_on()
    session.select_game_requester()
    assert session.requester is not None
    assert session.requester.field is not None
    assert session.requester.kind is RequesterKind.SELECT_GAME and session.requester.field.text == ""
    for char in "6a17":  # the key, then the text it types: in a field letters are text, not shortcuts
        session.windows.handle(KeyPress.parse(char))
        session.windows.handle(Text(char))
    assert session.requester.field.text == "617"
    keys(session, "BACKSPACE", "LEFT", "DELETE")
    session.windows.handle(Text("42"))
    assert session.requester.field.text == "642"
    keys(session, "RETURN")
    assert session.deal is not None
    assert session.requester is None and session.deal.number == 642


@pytest.mark.parametrize("typed, problem", [("", "Nothing is not a number"), ("0", "0 is out of range"),
                                            ("1,,0", "'1,,0' is not a number")])
def test_select_game_says_what_is_wrong_and_stays_open(typed: str, problem: str) -> None:
    session, _ = session_on()
    session.select_game_requester()
    session.windows.handle(Text(typed))
    assert session.requester is not None
    session.answer(session.requester.button("OK"))
    requester = session.requester
    assert requester.error is not None
    assert requester.kind is RequesterKind.SELECT_GAME and requester.error.startswith(problem)
    assert session.deal is not None
    assert session.deal.number == 617
    session.windows.handle(Text("5"))  # editing clears the line
    assert requester.error is None


def test_select_game_cancelled_by_escape_or_its_letter() -> None:
    session, _ = session_on()
    session.select_game_requester()
    session.windows.handle(Text("5"))
    assert session.windows.handle(KeyPress.parse("ESCAPE")) and session.requester is None
    assert session.deal is not None
    assert session.deal.number == 617
    session.select_game_requester()
    assert not session.windows.handle(KeyPress.parse("C")) and session.requester is not None  # in a field C is text
    assert session.windows.handle(KeyPress.parse("Alt+C")) and session.requester is None  # Right-Amiga C: Cancel


def test_select_game_asks_to_resign_a_game_in_progress_after_the_number() -> None:
    session, _ = session_on()
    move(session)
    session.select_game_requester()
    session.windows.handle(Text("5"))
    keys(session, "RETURN")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.RESIGN
    keys(session, "Y")
    assert session.deal is not None
    assert session.deal.number == 5


# -- ScreenMode and About -----------------------------------------------------------------

def test_screen_mode_lists_the_five_modes_with_their_properties(tmp_path: Path) -> None:
    session, heard = session_on(tmp_path, screen_mode="pal-laced")
    session.screen_mode_requester(MODES)
    requester = session.requester
    assert requester is not None
    assert requester.choices is not None
    assert requester.kind is RequesterKind.SCREEN_MODE and requester.choices.items == [
        "PAL: High Res", "PAL: High Res Laced", "NTSC: High Res", "NTSC: High Res Laced", "Multiscan: Productivity"]
    assert requester.choices.selected == 1
    assert requester.choices.details == ["Visible size: 640\u00d7512", "Colours: 16", "Refresh: 50 Hz",
                                         "Card set: large"]
    keys(session, "DOWN")
    assert requester.choices.details == ["Visible size: 640\u00d7200", "Colours: 16", "Refresh: 60 Hz",
                                         "Card set: small"]
    move(session)
    keys(session, "RETURN")
    assert session.options.screen_mode == "ntsc-hires"
    assert heard[-1] == ev.OptionChanged(Option.SCREEN_MODE, "ntsc-hires")
    assert session.game is not None
    assert session.game.move_count == 1  # the game goes on
    assert read_stats(tmp_path / "stats.Fred").preferences["screen_mode"] == "ntsc-hires"


def test_screen_mode_cancel_changes_nothing() -> None:
    session, heard = session_on()
    session.screen_mode_requester(MODES)
    keys(session, "PAGEDOWN", "UP")
    assert session.requester is not None
    session.answer(session.requester.button("Cancel"))
    assert session.options.screen_mode == "pal-laced" and not any(isinstance(e, ev.OptionChanged) for e in heard)


def test_about_names_the_version_the_original_the_licence_and_the_art() -> None:
    session, _ = session_on()
    session.about_requester()
    assert session.requester is not None
    text = "\n".join(session.requester.lines)
    assert "0." in text and "after the Amiga FreeCell by Darryl Hartwig" in text and "MIT" in text
    assert "Card art and fonts drawn for the project" in text
    keys(session, "RETURN")
    assert session.requester is None


# -- options ------------------------------------------------------------------------------

def test_set_option_sets_and_tells_the_listeners_once() -> None:
    session, heard = session_on()
    session.set_option(Option.MESSAGES, False)
    session.set_option(Option.MESSAGES, False)
    session.set_option(Option.DOCK_POSITION, (20, 40))
    assert session.options.messages is False and session.options.dock_position == (20, 40)
    assert [e for e in heard if isinstance(e, ev.OptionChanged)] == [ev.OptionChanged(Option.MESSAGES, False),
                                                                      ev.OptionChanged(Option.DOCK_POSITION, (20, 40))]


@pytest.mark.parametrize(("option", "value"), [
    (Option.FREE_CELLS, 5), (Option.FREE_CELLS, True), (Option.RULES, "bakers"), (Option.SCREEN_MODE, "vga"),
    (Option.ANIMATION, "fast"), (Option.DOCK_POSITION, (-1, 0)), (Option.DOCK_POSITION, [1, 2]),
    (Option.CARD_SET, "../x"), (Option.MESSAGES, "yes")])
def test_set_option_refuses_what_no_menu_offers(option: Option[Any], value: object) -> None:
    session, _ = session_on()
    with pytest.raises(FreeCellError):
        session.set_option(option, value)
    assert vars(session.options) == vars(Options())


def test_every_option_has_a_check() -> None:
    session, _ = session_on()
    assert sorted(option.attribute for option in Option.every()) == sorted(vars(Options()))
    for option in Option.every():
        session.set_option(option, option.of(Options()))  # the defaults are allowed


def test_free_cells_before_the_first_move_deal_again_at_once() -> None:
    session, heard = session_on()
    session.set_option(Option.FREE_CELLS, 2)
    assert session.board is not None
    assert session.game is not None
    assert session.board.free_cell_count == 2 and session.game.attempts == 1 and session.requester is None
    assert session.deal is not None
    assert heard[-2:] == [ev.OptionChanged(Option.FREE_CELLS, 2),  # another game: dealt afresh
                          ev.GameStarted(session.deal, True, Rules.ORIGINAL, 2, ev.Start.DEALT)]


def test_without_a_game_the_setting_waits_for_the_next_deal() -> None:
    session = Session()
    session.set_option(Option.RULES, Rules.BAKERS)
    session.select_game(5)
    assert session.board is not None
    assert session.board.rules is Rules.BAKERS


def test_rules_after_moves_in_a_counted_game_ask_to_resign_then_deal_again(tmp_path: Path) -> None:
    session, heard = session_on(tmp_path)
    move(session)
    session.set_option(Option.RULES, Rules.BAKERS)
    requester = session.requester
    assert requester is not None
    assert requester.kind is RequesterKind.DEAL_AGAIN and requester.title == "Rules" and "Resign" in requester.lines[0]
    assert "with Baker's rules" in requester.lines[1] and requester.buttons == ["Deal again", "Next game", "Cancel"]
    keys(session, "RETURN")
    assert session.board is not None
    assert session.game is not None
    assert session.board.rules is Rules.BAKERS and session.game.move_count == 0 and session.game.attempts == 1
    assert any(isinstance(e, ev.GameResigned) for e in heard)
    assert read_stats(tmp_path / "stats.Fred").overall.losses == 1


def test_cells_after_moves_next_game_keeps_this_one_and_cancel_changes_nothing(tmp_path: Path) -> None:
    session, heard = session_on(tmp_path)
    move(session)
    session.set_option(Option.FREE_CELLS, 3)
    keys(session, "ESCAPE")
    assert session.game is not None
    assert session.options.free_cells == 4 and session.game.move_count == 1
    session.set_option(Option.FREE_CELLS, 3)
    assert session.requester is not None
    assert session.requester.title == "Number of FreeCells" and "with 3 free cells" in session.requester.lines[1]
    keys(session, "N")
    assert session.board is not None
    assert session.options.free_cells == 3 and session.board.free_cell_count == 4 and session.game.move_count == 1
    assert not any(isinstance(e, ev.GameResigned) for e in heard)
    assert read_stats(tmp_path / "stats.Fred").preferences["free_cells"] == 3
    session.set_option(Option.FREE_CELLS, 4)  # the game's own setting again: nothing to deal
    assert session.requester is None and session.options.free_cells == 4 and session.game.move_count == 1


def test_after_the_game_is_over_it_asks_without_resigning(tmp_path: Path) -> None:
    session, _ = session_on(tmp_path)
    lose(session)
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.GAME_OVER
    keys(session, "ESCAPE")
    session.set_option(Option.FREE_CELLS, 3)
    assert session.requester.lines[0] == "Deal this game again with 3 free cells,"
    keys(session, "D")
    assert session.board is not None
    assert session.board.free_cell_count == 3 and read_stats(tmp_path / "stats.Fred").overall.losses == 1


def test_a_deal_dealt_again_with_other_cells_is_a_new_game_that_counts(tmp_path: Path) -> None:
    session, _ = session_on(tmp_path)
    move(session)
    session.set_option(Option.FREE_CELLS, 3)
    keys(session, "RETURN")  # resigned: a loss
    session.set_option(Option.FREE_CELLS, 4)  # no move yet: at once, another game
    session.game = Game(WINNING)
    session.press_column(0)
    session.press_home_key()
    assert (read_stats(tmp_path / "stats.Fred").overall.wins, read_stats(tmp_path / "stats.Fred").overall.losses) \
        == (1, 1)


# -- the dock -----------------------------------------------------------------------------

def test_the_docks_five_buttons() -> None:
    session, _ = session_on()
    actions = session.dock_actions()
    assert [name for name, _ in actions] == ["New game", "Select game", "Restart game", "Undo move", "Review game"]
    actions[4][1]()  # no reviewer (no screen): nothing happens
    assert session.requester is None
    move(session)
    move(session)
    actions[3][1]()
    assert session.game is not None
    assert session.game.move_count == 1
    actions[2][1]()
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.RESIGN
    keys(session, "N")
    actions[1][1]()
    assert asking(session).kind is RequesterKind.SELECT_GAME
    keys(session, "ESCAPE")
    actions[0][1]()
    assert session.requester.kind is RequesterKind.RESIGN


def test_the_dock_position_reaches_the_stats_file(tmp_path: Path) -> None:
    session, _ = session_on(tmp_path)
    session.set_option(Option.DOCK_OPEN, True)
    session.set_option(Option.DOCK_POSITION, (472, 24))
    preferences = read_stats(tmp_path / "stats.Fred").preferences
    assert preferences["dock_open"] is True and preferences["dock_position"] == (472, 24)

