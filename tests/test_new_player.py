"""What a new player tried and tripped on: the flash on a refused move, the keyboard pointer's frame
(hidden on bare felt, told apart from Show Targets, following the last place touched, + reaching the
run Return took), the win's empty home cells, the ringed button, the narrowed pips, the menus'
Amiga-key badges, the file list kept while a new name is typed, nine digits for a game number, and
the Large cards refused where they would hide their index."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boards import make_board
from PIL import Image

from freecell_retro.cli import main
from freecell_retro.engine import Game, column
from freecell_retro.engine.cards import Card, Rank, Suit
from freecell_retro.engine.moves import Move
from freecell_retro.session import Options, Session
from freecell_retro.session.game import events
from freecell_retro.session.screen.boardwindow import BoardWindow
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.fields import IntegerField
from freecell_retro.session.windows.input import Button, Hit, KeyPress, PointerPress
from freecell_retro.session.windows.requesters import Requester
from freecell_retro.ui.board.focusview import FocusView
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.menustrip import MenuView
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.cardset import load_cardset
from freecell_retro.ui.screen.draw import complement_band, new_frame
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.narrow import kept_columns, narrowed_image

SOLUTION_617 = ("7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8 48 4d 1j d7 8d 8j d4 16 1j 48 21 a4 "
                "2d 24 2a ck 8h 6h d6 3c 3d 32 d2 c2 3d 3c 38 6i 53 5j 6i a6 51 5a 5k 1h ch 7a 7h 6c 1i 6j dj 2h "
                "1d 15 1h dj 3j bh 1d 16").split()


def on_board(**options: object) -> tuple[Session, BoardWindow]:
    session = Session(Options(**options), rng=random.Random(3))  # type: ignore[arg-type]
    window = BoardWindow(session, menu_strip(session))
    session.windows.push(window, floor=True)
    session.select_game(617)
    window.pointer.show()
    return session, window


def keys(session: Session, *names: str) -> None:
    for name in names:
        session.windows.handle(KeyPress.parse(name))


# -- no flashing ------------------------------------------------------------------------------

@pytest.mark.parametrize("flash", [True, False])
def test_a_refused_move_with_messages_off_flashes_only_when_the_player_wants_it(flash: bool) -> None:
    session = Session(Options(messages=False, flash_on_refusal=flash))
    session.select_game(617)
    heard: list[events.Event] = []
    session.subscribe(heard.append)
    assert not session.play(Move.from_str("12"))  # column 1 onto column 2: refused
    assert any(isinstance(e, events.Refused) for e in heard)  # the buzz's cue, always
    assert any(isinstance(e, events.Beep) for e in heard) is flash


# -- the keyboard pointer -----------------------------------------------------------------------

def test_the_focus_follows_the_digit_keys_and_the_mouse() -> None:
    session, window = on_board()
    keys(session, "3")
    assert str(window.pointer.focus) == "C3"
    keys(session, "Esc", "6")
    assert str(window.pointer.focus) == "C6"
    session.selection = None
    window.handle(PointerPress(0, 0, Button.LEFT, spot=Hit(column(1), 6)))
    assert str(window.pointer.focus) == "C2"
    keys(session, "Right", "Right")  # the first key only brings the frame back after the mouse
    assert str(window.pointer.focus) == "C3"


def test_plus_grows_back_to_the_whole_run_return_took() -> None:
    """K♣ Q♥ J♠ with one free cell and no empty column: two may move; Return takes all three,
    − − shrinks to one, + + gets back to all three."""
    board = make_board(["KC QH JS", "2C", "2D", "2H", "3C", "3D", "3H", "4C"], cells="5D 5H 5S -")
    session, window = on_board()
    session.game = Game(board)
    keys(session, "Return")
    assert session.selection is not None and session.selection.count == 3
    keys(session, "Minus", "Minus")
    assert session.selection.count == 1
    keys(session, "Plus", "Plus")
    assert session.selection.count == 3
    keys(session, "Plus")
    assert session.selection.count == 3  # never beyond the run


def won_on_display() -> tuple[Session, Display]:
    session = Session(Options(screen_mode="pal-laced"), clock=lambda: 0.0)
    display = Display(session)
    session.select_game(617)
    display.finish_animation()
    for text in SOLUTION_617:
        assert session.play(Move.from_str(text)), text
        display.finish_animation()
    return session, display


def test_after_the_win_the_home_cells_stay_empty_behind_the_requester_and_no_frame_shows() -> None:
    session, display = won_on_display()
    display.desk.board.pointer.show()
    assert session.game is not None and session.game.is_won and session.requester is not None
    scene = display.scene()
    assert scene.board is not None and scene.board.homes == (None,) * 4  # no kings snapping back
    assert not any(isinstance(window, FocusView) for window, _ in scene.windows)


def test_no_focus_frame_while_the_cards_are_dealt() -> None:
    session = Session(Options(screen_mode="pal-laced"), clock=lambda: 0.0)
    display = Display(session)
    session.select_game(617)
    display.desk.board.pointer.show()
    display.tick()
    assert session.show is not None
    assert not any(isinstance(window, FocusView) for window, _ in display.scene().windows)
    display.finish_animation()
    assert any(isinstance(window, FocusView) for window, _ in display.scene().windows)


def test_the_focus_frame_and_the_targets_rings_differ_in_more_than_thickness() -> None:
    """The frame is a solid band; a ring is dashed: along a ring's edge some pixels are untouched."""
    rect = Rect(20, 20, 40, 30)
    solid, dashed = new_frame((100, 80), 0), new_frame((100, 80), 0)
    complement_band(solid, rect, band=1)
    complement_band(dashed, rect, band=1, dash=3)
    top_row = [(x, rect.y - 2) for x in range(rect.x - 2, rect.right + 2)]
    assert all(solid.getpixel(p) == 15 for p in top_row)
    assert {dashed.getpixel(p) for p in top_row} == {0, 15}


# -- requesters ---------------------------------------------------------------------------------

def test_the_button_return_presses_is_ringed_from_the_start() -> None:
    font = shipped_font(UI_FONT)
    drawn = []
    for pointed in (False, True):
        requester = Requester("Empty column", ["Move a single card or the column?"],
                              ["_Single card", "_Column", "_Neither"], positive=0)
        requester.pointed = pointed
        frame = new_frame((640, 256), 0)
        RequesterWidget(requester, (640, 256), font).draw(frame)
        drawn.append(frame.tobytes())
    assert drawn[0] == drawn[1]  # as after an arrow: the ring is there before one is pressed


# -- narrowed cards ----------------------------------------------------------------------------

def ink_runs(image: Image.Image, plain: bytes, left: int, right: int) -> list[int]:
    """The widths of the runs of columns between ``left`` and ``right`` that are not plain face."""
    runs, width = [], 0
    for x in range(left, right):
        if image.crop((x, 0, x + 1, image.height)).tobytes() != plain:
            width += 1
        elif width:
            runs.append(width)
            width = 0
    return runs + ([width] if width else [])


@pytest.mark.parametrize("set_name", ["large", "small"])
@pytest.mark.parametrize("width", [61, 51])
def test_narrowed_pip_cards_keep_their_pips_apart_and_nearly_whole(set_name: str, width: int) -> None:
    """Seahaven's 61 pixels and Eight Off's 51: the plain face between the pips goes first, so no two
    pips (or a pip and the index) run together; at 61 every pip keeps its width within two columns,
    at 51 the three-across cards' pips keep more than half of it."""
    cards = load_cardset(set_name)
    for rank in range(2, 11):
        for suit in Suit:
            image = cards.cards[Card(Rank(rank), suit)]
            pens, keep = image.pens, round(image.pens.width * 0.15)
            middle = [pens.crop((x, 0, x + 1, pens.height)).tobytes() for x in range(keep, pens.width - keep)]
            plain = max(middle, key=middle.count)  # the face with nothing on it
            narrow = narrowed_image(image, width).pens
            assert len(kept_columns(pens, width)) == width == narrow.width
            before, after = ink_runs(pens, plain, 0, pens.width), ink_runs(narrow, plain, 0, width)
            assert len(after) == len(before), f"{rank} of {suit.name}: pips {before} ran together: {after}"
            least = [b - 2 if width == 61 else b // 2 + 1 for b in before]
            assert all(a >= low for a, low in zip(after, least)), f"{rank} of {suit.name}: {before} → {after}"


# -- the menus, the file list, the game number ---------------------------------------------------

def test_the_amiga_key_badges_stand_in_one_column() -> None:
    session = Session()
    strip = menu_strip(session, card_sets=["large", "small"])
    view = MenuView(strip, (640, 256), shipped_font(UI_FONT))
    for index, menu in enumerate(strip.menus):
        box = view.layout(index).menu
        assert box is not None
        glyphs = {view.badge_x(item, rect, box.letter_w) for item, rect in zip(menu.items, box.items)
                  if item.shortcut and not item.submenu}
        assert len(glyphs) == 1, menu.title


def test_a_game_number_takes_nine_digits_not_eleven() -> None:
    field = IntegerField(lowest=1, highest=999_999_999)
    field.type("12345678901")
    assert field.text == "123456789"
    field = IntegerField(lowest=1, highest=999_999_999)
    field.type("999,999,999")
    assert field.value() == 999_999_999


def test_the_files_stay_listed_while_a_new_name_is_typed(tmp_path: Path) -> None:
    from freecell_retro.session.windows.filerequester import FileRequester, Root
    for name in ("stats.Fred", "stats.amy"):
        (tmp_path / name).write_text("x")
    requester = FileRequester("Stats file", [Root("Mine", tmp_path)], lambda _path: None, new_names=True)
    requester.type("stats.Zo")
    assert sorted(requester.choices.items) == ["stats.Fred", "stats.amy"]  # not an empty list
    requester.type("e")
    assert requester.file.text == "stats.Zoe"


# -- the Large cards where they do not fit -----------------------------------------------------

@pytest.mark.parametrize("mode", ["pal-hires", "ntsc-hires"])
def test_the_large_cards_are_not_offered_on_the_short_screens_and_the_player_is_told_why(mode: str) -> None:
    session = Session(Options(screen_mode=mode, card_set="large"))
    display = Display(session)
    assert display.cardset.name == "small"
    assert session.requester is not None and "too tall" in " ".join(session.requester.lines)
    assert not display.menus.find("Options/Card Set/Large").is_enabled
    assert display.menus.find("Options/Card Set/Small").is_enabled


def test_every_offered_card_set_shows_rank_and_suit_on_every_covered_card_of_a_deal() -> None:
    from freecell_retro.ui.screen.modes import SCREEN_MODES
    for mode in SCREEN_MODES:
        session = Session(Options(screen_mode=mode))
        display = Display(session)
        session.select_game(617)
        for name in ("large", "small"):
            if display.menus.find(f"Options/Card Set/{name.capitalize()}").is_enabled:
                cards = load_cardset(name)
                lay = display.renderer.layout_for(session.board)
                assert lay.card_h == cards.card_height or name != display.cardset.name
                assert display.layout().overlap(7) >= display.cardset.index_height


def test_the_screenshot_command_refuses_the_large_cards_on_a_short_screen(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["screenshot", "617", "--mode", "ntsc-hires", "--cardset", "large", "-o", str(tmp_path / "x.png")])
    assert stop.value.code == 2
    error = capsys.readouterr().err.strip()
    assert len(error.splitlines()) == 1 and "too tall" in error


@pytest.mark.parametrize("flash", [True, False])
def test_the_screen_flashes_on_a_refused_move_only_with_the_option(flash: bool) -> None:
    session = Session(Options(messages=False, flash_on_refusal=flash), clock=lambda: 0.0)
    display = Display(session)
    session.select_game(617)
    display.finish_animation()
    colours = display.shown_colours()
    assert not session.play(Move.from_str("12"))
    assert (display.shown_colours() != colours) is flash  # DisplayBeep: the background turns its complement
    assert display.menus.find("Options/Flash on Refusal").is_checked is flash
