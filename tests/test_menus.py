"""The menu strip as data: every item selected by its path does
what the guide says, with its check marks, ghosting and shortcuts — no window."""

import random
from pathlib import Path
from typing import Any

import pytest
from asking import asking, board_of

from freecell_retro import language
from freecell_retro.engine import FreeCellError, Rules
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats
from freecell_retro.language import LANGUAGES
from freecell_retro.session import Options, Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.screen.menus import MENU_ONLY, MenuStrip, menu_strip
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.ui.screen.modes import SCREEN_MODES

CARD_SETS = ["large", "small", "my-set"]
CARD_SET_ITEMS = ["Large", "Small", "My-set"]
"""The sub-menu's items: capitalised like Automatic above them."""

SPEECH_CHOICES = ["Terse", "Full", "Slow", "Normal", "Fast"]
"""Options ▸ Speech's detail and rate: chosen from the menu walked by the keys, with no shortcut of their own."""

CONTENTS = [
    "Game/New Game", "Game/Select Game...", "Game/Restart Game", "Game/Play Set Game...", "Game/Play Tournament...",
    "Game/Browse Solution...", "Game/Review Game", "Game/Save Game As...", "Game/Load Game...", "Game/Copy Game Code",
    "Game/Export Position...",
    "Game/Rules", "Game/Rules/Original", "Game/Rules/Baker's",
    "Game/Rules/ForeCell", "Game/Rules/Relaxed FreeCell", "Game/Rules/Seahaven Towers", "Game/Rules/Eight Off",
    "Game/About...", "Game/Exit",
    "Options/Statistics...", "Options/Messages", "Options/DoubleClick", "Options/Number of FreeCells",
    *(f"Options/Number of FreeCells/{n}" for n in range(5)), "Options/ScreenMode...", "Options/Card Set",
    "Options/Card Set/Automatic", *(f"Options/Card Set/{name}" for name in CARD_SET_ITEMS), "Options/Tool Dock",
    "Options/Palette", "Options/Palette/Edit...", "Options/Palette/High Contrast", "Options/Game Animation Speed",
    "Options/Game Animation Speed/Normal",
    "Options/Game Animation Speed/Slow", "Options/Game Animation Speed/Off", "Options/Show Winnability",
    "Options/Solvable Deals Only", "Options/Show Targets", "Options/Status Counts", "Options/Double-click Home",
    "Options/Automatic Moves Home", "Options/Sound", "Options/Don't Keep the Stats",
    "Options/Speech", "Options/Speech/Speak", *(f"Options/Speech/{label}" for label in SPEECH_CHOICES),
    "Options/Flash on Refusal", "Options/Four-Colour Suits", "Options/Display", "Options/Display/Sharp",
    "Options/Display/Scanlines", "Options/Display/CRT",
    "Options/Language", *(f"Options/Language/{name}" for name in LANGUAGES.values()),
    "Options/Finish Obvious Games",
    "Help/Undo Move", "Help/Redo Move", "Help/Hint", "Help/Solve From Here...", "Help/How To Play",
]
LATER = ["Game/Play Set Game...", "Game/Browse Solution...", "Options/Palette/Edit...", "Help/How To Play", "Help/Hint",
         "Help/Solve From Here...", "Options/Show Winnability", "Options/Solvable Deals Only",
         "Game/Review Game"]
"""Ghosted when the strip is built without what they need (the set games folder, the window's
browser, palette, guide and solver helper)."""


def playing(tmp_path: Path, **options: Any) -> tuple[Session, Accounting, MenuStrip]:
    """Game 617 on the board (no move yet), statistics kept in stats.Fred, and the strip."""
    session = Session(Options(**options), rng=random.Random(3))
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    session.select_game(617)
    return session, accounting, menu_strip(session, accounting, CARD_SETS, list(SCREEN_MODES.values()))


def animation(session: Session) -> str:
    """The animation speed chosen now."""
    return session.options.animation


def move(session: Session) -> None:
    assert session.board is not None
    session.play(next(session.board.legal_moves()))


def test_the_strip_holds_exactly_the_guides_commands() -> None:
    strip = menu_strip(Session(), None, CARD_SETS)
    assert [menu.title for menu in strip.menus] == ["Game", "Options", "Help"]
    assert [path for path, _ in strip.entries()] == CONTENTS


def test_every_item_but_the_card_sets_has_its_own_right_amiga_shortcut_and_the_keys_are_shown() -> None:
    strip = menu_strip(Session(), None, CARD_SETS)
    selectable = [(path, item) for path, item in strip.entries() if item.submenu is None]
    chosen = ("Options/Card Set/", "Options/Display/", "Options/Language/")  # chosen, not reached for
    letters = [item.shortcut for path, item in selectable
               if (not path.startswith(chosen) or path.endswith("Automatic"))
               and path.removeprefix("Options/Speech/") not in SPEECH_CHOICES and path not in MENU_ONLY]
    assert None not in letters and len(set(letters)) == len(letters)
    assert all(letter is not None and len(letter) == 1 and letter == letter.upper() for letter in letters)
    assert [item.shortcut for path, item in selectable if path.startswith("Options/Card Set/")][1:] == [None] * 3
    assert all(item.shortcut is None for _, item in strip.entries() if item.submenu is not None)
    assert all(strip.find(path).shortcut is None for path in MENU_ONLY)  # reached through the strip by keys
    keys = {path: item.key for path, item in strip.entries() if item.key}
    assert keys == {"Game/New Game": "F2", "Game/Select Game...": "F3", "Game/Exit": "Shift+Q",
                    "Options/Statistics...": "F4", "Help/Undo Move": "Backspace",
                    "Help/Redo Move": "Shift+Backspace",
                    "Help/How To Play": "Help", "Help/Hint": "H"}
    assert strip.find("Game/New Game").shortcut == "N" and strip.find("Game/Exit").shortcut == "Q"
    assert strip.find("Help/Undo Move").shortcut == "U"


def test_the_later_issues_items_are_ghosted_and_do_nothing(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    for path in LATER:
        assert not strip.find(path).is_enabled and not strip.select(path)
    assert session.game is not None
    assert session.requester is None and session.game.move_count == 0


def test_a_sub_menus_parent_is_not_selectable_its_items_are(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert not strip.select("Options/Number of FreeCells") and session.options.free_cells == 4
    with pytest.raises(FreeCellError, match="no menu item 'Options/Number of FreeCells/5'"):
        strip.find("Options/Number of FreeCells/5")


def test_new_game_deals_and_asks_to_resign_a_game_in_progress(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.select("Game/New Game")
    assert session.deal is not None
    assert session.deal.number != 617 and session.requester is None
    move(session)
    assert strip.select("Game/New Game") and asking(session).kind is RequesterKind.RESIGN


def test_select_game_opens_its_requester(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.select("Game/Select Game...")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.SELECT_GAME


def test_restart_is_ghosted_until_there_is_a_move_then_restarts(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert not strip.find("Game/Restart Game").is_enabled and not strip.select("Game/Restart Game")
    move(session)
    assert strip.find("Game/Restart Game").is_enabled and strip.select("Game/Restart Game")
    assert session.requester is not None
    session.answer(session.requester.button("Yes"))
    assert session.game is not None
    assert session.game.attempts == 2 and session.game.move_count == 0


def test_rules_are_mutually_exclusive_and_deal_again_before_the_first_move(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.find("Game/Rules/Original").is_checked and not strip.find("Game/Rules/Baker's").is_checked
    assert strip.select("Game/Rules/Baker's")
    assert session.options.rules is Rules.BAKERS and board_of(session).rules is Rules.BAKERS
    assert strip.find("Game/Rules/Baker's").is_checked and not strip.find("Game/Rules/Original").is_checked
    assert strip.select("Game/Rules/Original") and board_of(session).rules is Rules.ORIGINAL


def test_about_and_exit(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.select("Game/About...")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.ABOUT
    session.answer(0)
    assert strip.select("Game/Exit") and session.finished  # no game in progress: no question


def test_statistics_opens_with_accounting_and_is_ghosted_without(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.select("Options/Statistics...")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.STATISTICS
    assert not menu_strip(Session()).find("Options/Statistics...").is_enabled


@pytest.mark.parametrize("path, name, key", [("Options/Messages", "messages", "messages"),
                                             ("Options/DoubleClick", "double_click", "double_click"),
                                             ("Options/Tool Dock", "dock_open", "dock_open")])
def test_toggles_flip_their_option_and_check_mark_and_the_stats_file_keeps_it(tmp_path: Path, path: str, name: str,
                                                                              key: str) -> None:
    session, _, strip = playing(tmp_path)
    before = getattr(session.options, name)
    assert strip.find(path).is_checked is before
    assert strip.select(path)
    assert getattr(session.options, name) is (not before) and strip.find(path).is_checked is (not before)
    assert read_stats(tmp_path / "stats.Fred").preferences[key] is (not before)


def test_dont_keep_the_stats_is_checked_when_the_stats_are_not_kept(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert not strip.find("Options/Don't Keep the Stats").is_checked
    assert strip.select("Options/Don't Keep the Stats")
    assert session.options.keep_stats is False and strip.find("Options/Don't Keep the Stats").is_checked
    assert read_stats(tmp_path / "stats.Fred").preferences["keep_stats"] is False


def test_number_of_free_cells_is_mutually_exclusive(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    for n in (3, 0, 4, 1, 2):
        assert strip.select(f"Options/Number of FreeCells/{n}")
        assert session.board is not None
        assert session.options.free_cells == n == session.board.free_cell_count
        assert [strip.find(f"Options/Number of FreeCells/{k}").is_checked for k in range(5)] == [
            k == n for k in range(5)]
    assert read_stats(tmp_path / "stats.Fred").preferences["free_cells"] == 2


def test_screen_mode_opens_the_list_and_is_ghosted_without_modes(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.select("Options/ScreenMode...")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.SCREEN_MODE
    assert not menu_strip(Session()).find("Options/ScreenMode...").is_enabled


def test_card_sets_automatic_then_every_set_mutually_exclusive(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.find("Options/Card Set/Automatic").is_checked
    for name, item in zip(CARD_SETS, CARD_SET_ITEMS):
        assert strip.select(f"Options/Card Set/{item}") and session.options.card_set == name
        assert [strip.find(f"Options/Card Set/{n}").is_checked for n in ["Automatic", *CARD_SET_ITEMS]] == [
            n == item for n in ["Automatic", *CARD_SET_ITEMS]]
    assert strip.select("Options/Card Set/Automatic") and session.options.card_set is None
    assert "card_set" in read_stats(tmp_path / "stats.Fred").preferences


def test_animation_speed_normal_or_slow(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.find("Options/Game Animation Speed/Normal").is_checked
    assert strip.select("Options/Game Animation Speed/Slow") and animation(session) == "slow"
    assert strip.find("Options/Game Animation Speed/Slow").is_checked
    assert not strip.find("Options/Game Animation Speed/Normal").is_checked
    assert strip.select("Options/Game Animation Speed/Normal") and animation(session) == "normal"


def test_undo_is_ghosted_with_nothing_to_undo_then_takes_back_a_move(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert not strip.find("Help/Undo Move").is_enabled and not strip.select("Help/Undo Move")
    move(session)
    move(session)
    assert strip.select("Help/Undo Move")
    assert session.game is not None
    assert session.game.move_count == 1


def test_redo_is_ghosted_until_a_move_is_undone_and_again_after_a_new_move(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    move(session)
    assert not strip.find("Help/Redo Move").is_enabled and not strip.select("Help/Redo Move")
    strip.select("Help/Undo Move")
    assert strip.select("Help/Redo Move")
    assert session.game is not None
    assert session.game.move_count == 1
    strip.select("Help/Undo Move")
    move(session)
    assert not strip.find("Help/Redo Move").is_enabled


def test_the_other_games_are_rules_and_ghost_the_free_cell_counts_they_fix(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.press_shortcut("8") and session.options.rules is Rules.EIGHT_OFF
    assert session.board is not None
    assert session.board.free_cell_count == 8 and "Eight Off" in session.title
    assert not strip.find("Options/Number of FreeCells/3").is_enabled
    relaxed = strip.find("Game/Rules/Relaxed FreeCell").action
    assert relaxed is not None
    relaxed()
    assert session.board.rules is Rules.RELAXED and strip.find("Options/Number of FreeCells/3").is_enabled
    assert "Relaxed FreeCell" in session.title
    for path, rules in (("Game/Rules/ForeCell", Rules.FORECELL), ("Game/Rules/Seahaven Towers", Rules.SEAHAVEN)):
        assert strip.select(path) and session.board.rules is rules and strip.find(path).is_checked


def test_every_selectable_item_is_covered_by_a_test_above() -> None:
    covered = {"Game/New Game", "Game/Select Game...", "Game/Restart Game", "Game/Rules/Original",
               "Game/Rules/Baker's", "Game/Rules/ForeCell", "Game/Rules/Relaxed FreeCell", "Game/Rules/Seahaven Towers",
               "Game/Rules/Eight Off", "Game/About...", "Game/Exit", "Options/Statistics...", "Options/Messages",
               "Options/DoubleClick", "Options/Tool Dock", "Options/Don't Keep the Stats", "Options/ScreenMode...",
               *(f"Options/Number of FreeCells/{n}" for n in range(5)), "Options/Card Set/Automatic",
               *(f"Options/Card Set/{name}" for name in CARD_SET_ITEMS), "Options/Game Animation Speed/Normal",
               "Options/Game Animation Speed/Slow", "Help/Undo Move", "Help/Redo Move",
               "Options/Show Targets", "Options/Status Counts", "Options/Double-click Home",
               "Options/Game Animation Speed/Off", "Options/Automatic Moves Home", "Options/Sound", *LATER,
               "Game/Play Tournament...",  # tests/test_tournament.py
               "Options/Palette/High Contrast", "Options/Speech/Speak",
               *(f"Options/Speech/{label}" for label in SPEECH_CHOICES),  # below
               "Options/Flash on Refusal", "Options/Four-Colour Suits", "Options/Display/Sharp",
               "Options/Display/Scanlines", "Options/Display/CRT",  # test_new_player.py, test_four_colour.py,
               # test_display_looks.py
               *(f"Options/Language/{name}" for name in LANGUAGES.values()),  # tests/test_languages.py
               "Game/Save Game As...", "Game/Load Game...", "Game/Copy Game Code",  # tests/test_game_files.py
               "Game/Export Position...",  # tests/test_positions.py
               "Options/Finish Obvious Games"}  # tests/test_finishing.py
    strip = menu_strip(Session(), None, CARD_SETS)
    assert {path for path, item in strip.entries() if item.submenu is None} == covered


def test_shortcuts_run_their_item_any_case(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert strip.by_shortcut("m") is strip.find("Options/Messages") and strip.by_shortcut("?") is None
    assert strip.press_shortcut("3") and session.options.free_cells == 3
    assert not strip.press_shortcut("U")  # ghosted: nothing to undo
    assert strip.press_shortcut("g")
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.SELECT_GAME


def test_nothing_is_selected_while_a_requester_is_open(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    strip.select("Game/About...")
    assert not strip.select("Options/Messages") and not strip.press_shortcut("M") and session.options.messages




def test_speech_and_high_contrast_are_options_kept_in_the_stats_file(tmp_path: Path) -> None:
    session, _, strip = playing(tmp_path)
    assert not session.options.speech and strip.press_shortcut("9") and session.options.speech
    assert strip.find("Options/Speech/Speak").is_checked and strip.find("Options/Speech/Full").is_checked
    assert strip.select("Options/Speech/Terse") and session.options.speech_detail == "terse"
    assert strip.select("Options/Speech/Fast") and session.options.speech_rate == "fast"
    assert strip.find("Options/Speech/Fast").is_checked and not strip.find("Options/Speech/Normal").is_checked
    assert strip.press_shortcut("\\") and session.options.high_contrast
    assert strip.find("Options/Palette/High Contrast").is_checked
    text = (tmp_path / "stats.Fred").read_text()
    assert "\nspeech yes\n" in text and "\nspeech-rate fast\n" in text and "\nhigh-contrast yes\n" in text


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_language_gives_each_item_its_own_right_amiga_letter(code: str) -> None:
    """A language may move a letter to its own word's initial; no two items ever share one."""
    language.choose(code)
    strip = menu_strip(Session(), None, CARD_SETS)
    letters = [item.letter for _, item in strip.entries() if item.letter is not None]
    assert len(letters) == len(set(letters))
    if code == "de":
        assert strip.find("Game/Select Game...").letter == "W"  # Spiel wählen
        assert strip.by_shortcut("W") is strip.find("Game/Select Game...")
