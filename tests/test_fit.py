"""Every word fits, in every language and every screen mode: the menu strip's titles and items in
their boxes on the screen, each requester's lines, buttons and title inside its window and the
window on the screen (requesters grow with their words, as GadTools' did), the title bar across the
screen. The pseudo-language ``qps`` (every message 40 % longer and accented) finds the labels that
would be cut before a real language does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_retro import language
from freecell_retro.engine.rules import Rules
from freecell_retro.files.stats import Record, StatsFile
from freecell_retro.language import LANGUAGES, PSEUDO
from freecell_retro.session import Options, Session
from freecell_retro.session.game import counting, finishing, gamefiles, questions
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.options import Option
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows import dialogs
from freecell_retro.session.windows.requesters import Requester, message
from freecell_retro.ui.intuition.gadgets.button import Button
from freecell_retro.ui.intuition.menustrip import MenuView
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.fonts import BOARD_FONT, UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode

CODES = [*LANGUAGES, PSEUDO]
UI = shipped_font(UI_FONT)
BOARD = shipped_font(BOARD_FONT)


def inside(inner: Rect, outer: Rect) -> bool:
    return outer.x <= inner.x and outer.y <= inner.y and inner.right <= outer.right and inner.bottom <= outer.bottom


def requesters(tmp_path: Path) -> dict[str, Callable[[], Requester]]:
    """The requesters a player meets, made in the language in use."""
    def nothing() -> None:
        return None

    accounting = Accounting(tmp_path / "stats.Fred", StatsFile(Record().won(90, 83).lost()))
    return {
        "about": dialogs.about,
        "select game": lambda: dialogs.select_game(lambda _number: None),
        "screen mode": lambda: dialogs.screen_mode(list(SCREEN_MODES.values()), "pal-laced", lambda _id: None),
        "exit": lambda: questions.exit_game(nothing, nothing),
        "deal again (rules)": lambda: questions.deal_again(Option.RULES, Rules.SEAHAVEN, True, nothing, nothing),
        "deal again (cells)": lambda: questions.deal_again(Option.FREE_CELLS, 2, False, nothing, nothing),
        "empty column": lambda: questions.single_or_column(5, nothing, nothing, nothing),
        "won": lambda: questions.game_over(True, "Game #11982", 103, 3723, lambda _same: None, nothing),
        "lost": lambda: questions.game_over(False, "Game #11982", 103, 3723, lambda _same: None, nothing),
        "won (review)": lambda: questions.game_over(True, "Game #11982", 103, 3723, lambda _same: None, nothing,
                                                    nothing),
        "lost (review)": lambda: questions.game_over(False, "Game #11982", 103, 3723, lambda _same: None, nothing,
                                                     nothing),
        "select game or code": lambda: dialogs.select_game(lambda _number: None, lambda _code: None),
        "finish": lambda: finishing.offer(None),  # type: ignore[arg-type]  # its answer alone uses the session
        "replace saved game": lambda: gamefiles._replace_question(language._(gamefiles.SAVE_TITLE),
                                                                   tmp_path / "game.Fred", nothing),
        "no clipboard": lambda: message(language._(gamefiles.CODE_TITLE),
                                        language._("There is no clipboard here. The game's code:")),
        "play again": lambda: counting.play_again(True, nothing),
        "resign": lambda: questions.resign(language._("Restart Game"),
                                           language._("Resign this game and deal it again?"), nothing),
        "statistics": accounting.requester,
        "invalid move": lambda: message(language._("Invalid move"),
                                        language._("{count} cards need more free cells or empty columns (at most "
                                                   "{limit} can move now)").format(count=13, limit=4)),
    }


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("code", CODES)
def test_every_requester_holds_its_words_on_every_screen(code: str, mode: str, tmp_path: Path) -> None:
    language.choose(code)
    size = screen_mode(mode).size
    screen = Rect(0, 0, *size)
    for name, make in requesters(tmp_path).items():
        widget = RequesterWidget(make(), size, UI)
        where = f"{code} {mode} {name}"
        assert inside(widget.window, screen), where
        assert widget.frame.min_width <= widget.window.w, f"{where}: the title is cut"
        for x, y, line in widget.lines:
            assert inside(Rect(x, y, UI.text_width(line), UI.height), widget.inner), f"{where}: {line!r}"
        for button in widget.button_gadgets:
            assert inside(button.rect, widget.inner), f"{where}: button {button.label!r}"
            assert Button.width_for(UI, button.label) <= button.rect.w, f"{where}: button {button.label!r} is cut"
        rects = [button.rect for button in widget.button_gadgets]
        assert all(a.right <= b.x for a, b in zip(rects, rects[1:])), f"{where}: buttons overlap"
        if widget.check_box is not None:
            box = widget.check_box
            assert box.rect.x + box.rect.w + box.label_width(UI) <= widget.inner.right, f"{where}: checkbox"


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("code", CODES)
def test_every_menu_and_item_fits_on_every_screen(code: str, mode: str) -> None:
    language.choose(code)
    size = screen_mode(mode).size
    screen = Rect(0, 0, *size)
    session = Session(Options())
    strip = menu_strip(session, None, ["large", "small"], list(SCREEN_MODES.values()), browse=lambda: None,
                       edit_palette=lambda: None, how_to_play=lambda: None)
    view = MenuView(strip, size, BOARD)
    assert view.titles[-1].right <= size[0], f"{code} {mode}: the menu titles run off the screen"
    for m, menu in enumerate(strip.menus):
        layout = view.layout(m)
        assert layout.menu is not None and inside(layout.menu.rect, screen), f"{code} {mode} {menu.title}"
        for i, item in enumerate(menu.items):
            rect, label_x = layout.menu.items[i], layout.menu.label_x[i]
            right = view._right_width(item)
            assert label_x + BOARD.text_width(language._(item.label)) <= rect.right - right, \
                f"{code} {mode}: {item.label!r} runs into its shortcut"
            if item.submenu:
                sub = view.layout(m, i).sub
                assert sub is not None and inside(sub.rect, screen), f"{code} {mode}: {item.label} sub-menu"
                for j, subitem in enumerate(item.submenu):
                    assert sub.label_x[j] + BOARD.text_width(language._(subitem.label)) \
                        <= sub.items[j].right - view._right_width(subitem), f"{code} {mode}: {subitem.label!r}"


@pytest.mark.parametrize("code", CODES)
def test_the_title_bar_fits_across_the_screen(code: str) -> None:
    language.choose(code)
    session = Session(Options(rules=Rules.SEAHAVEN, show_winnability=True))
    session.select_game(11982)
    assert BOARD.text_width(session.title + "  " + language._("Not known yet")) <= 640


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("code", CODES)
def test_the_palette_editor_and_the_file_requester_hold_their_words(code: str, mode: str, tmp_path: Path) -> None:
    from freecell_retro.files.assets import asset_path
    from freecell_retro.files.palettes import load_palette
    from freecell_retro.session.windows.filerequester import FileRequester, Root
    from freecell_retro.session.windows.paletteeditor import PaletteEditor
    from freecell_retro.ui.intuition.filerequesterview import FileRequesterView
    from freecell_retro.ui.intuition.paletteview import PaletteView

    language.choose(code)
    size = screen_mode(mode).size
    screen = Rect(0, 0, *size)
    palette, _notice = load_palette(asset_path("data", "palettes", "default"))
    editor = PaletteEditor(palette, None, lambda _palette: None)
    editor.save()  # refused: no stats file, so its error line shows
    view = PaletteView(editor, size, UI)
    assert inside(view.window, screen), f"{code} {mode}: palette"
    for button in view.button_gadgets:
        assert inside(button.rect, view.window) and Button.width_for(UI, button.label) <= button.rect.w, \
            f"{code} {mode}: palette button {button.label!r}"
    (tmp_path / "mine").mkdir()
    (tmp_path / "shipped").mkdir()
    requester = FileRequester(language._("Play Set Game"), [Root("SetGames", tmp_path / "mine"),
                                                            Root("Shipped", tmp_path / "shipped")],
                              lambda _path: None, pattern="setgame.#?")
    files = FileRequesterView(requester, size, UI)
    assert inside(files.window, screen), f"{code} {mode}: file requester"
    for button in files.buttons:
        assert inside(button.rect, files.window) and Button.width_for(UI, button.label) <= button.rect.w, \
            f"{code} {mode}: file requester button {button.label!r}"


def test_the_pseudo_language_is_longer_than_english(tmp_path: Path) -> None:
    """The fit tests above measure something: in the pseudo-language a requester is wider."""
    size = screen_mode("pal-laced").size
    widths = {}
    for code in ("en", PSEUDO):
        language.choose(code)
        widths[code] = RequesterWidget(requesters(tmp_path)["exit"](), size, UI).window.w
    assert widths[PSEUDO] > widths["en"] * 1.1


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_tables_words_fit_their_columns_uncut(code: str) -> None:
    """The Statistics table, the log, the Hall of Fame and the standings are fixed-width: a word longer
    than its column would be cut, so every language's words fit."""
    from freecell_retro.files.statslines import (
        COLUMN_WIDTH,
        LABEL_WIDTH,
        LOG_COLUMNS,
        OUTCOME_WORDS,
        OVERALL,
        STATISTICS_ROWS,
    )

    language.choose(code)
    _ = language._
    assert all(len(_(row)) < LABEL_WIDTH for row in STATISTICS_ROWS)
    assert all(len(_(word)) < COLUMN_WIDTH for word in (OVERALL, "This session", "Last session"))
    assert all(len(_(word)) <= 4 for word in OUTCOME_WORDS.values())
    assert all(len(_(word)) <= abs(width) for word, width in LOG_COLUMNS if word)
    for word, width in (("Game", 9), ("Rules", 11), ("Best by", 16), ("Moves", 5), ("Time", 6), ("Player", 16),
                        ("Won", 7), ("Streak", 9), ("Longest", 8)):
        assert len(_(word)) <= width, (code, word, _(word))
