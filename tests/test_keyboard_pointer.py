"""The keyboard pointer on the session: the focus frame over T1–T8 and C1–C8,
Return/Space clicking, + and − growing and shrinking the selected run, hidden
while the mouse is used — and keys 1–8/0/9 exactly as before."""

import random
from typing import Any

from boards import make_board
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine import Board, Game, cell, column, home
from freecell_retro.session import Options, Session
from freecell_retro.session.game.selection import Selection
from freecell_retro.session.screen.boardwindow import POINTER_KEYS, BoardWindow
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.input import Button, Hit, KeyPress, PointerPress

RUN = make_board(["KS QH JC TD 9S", "2C", "2D", "2H", "3C", "3D", "3H", "4C"], cells="5D 5H - -")
"""Column 1 ends in a run of five; two free cells and no empty column: three cards may move."""


def on(board: Board | None = None, **options: Any) -> tuple[Session, BoardWindow]:
    """Game 617 (or ``board``) with the board window taking keys as the stack hands them down."""
    session = Session(Options(**options), rng=random.Random(3))
    window = BoardWindow(session, menu_strip(session))
    session.windows.push(window, floor=True)
    session.select_game(617)
    if board is not None:
        session.game = Game(board)
    window.pointer.show()  # as after the player's first key
    return session, window


def keys(session: Session, *names: str) -> list[bool]:
    return [session.windows.handle(KeyPress.parse(name)) for name in names]


def test_the_frame_shows_at_the_first_key_which_does_nothing_else() -> None:
    session = Session(rng=random.Random(3))
    window = session.windows.push(BoardWindow(session, menu_strip(session)), floor=True)
    session.select_game(617)
    assert not window.pointer.shown
    assert keys(session, "Return") == [True] and window.pointer.shown and session.selection is None
    keys(session, "Return")
    assert session.selection == Selection(column(0), 1)


def test_the_arrows_walk_the_sixteen_places_without_wrapping() -> None:
    session, window = on()
    pointer = window.pointer
    assert str(pointer.focus) == "C1"
    keys(session, "Left", "Down")
    assert str(pointer.focus) == "C1"
    keys(session, *["Right"] * 9)
    assert str(pointer.focus) == "C8"
    keys(session, "Up", "Up")
    assert str(pointer.focus) == "T8" and pointer.place == home(3)
    keys(session, *["Left"] * 5, "Down")
    assert str(pointer.focus) == "C3"
    keys(session, "Up")
    assert pointer.place == cell(2)


def test_a_new_deal_puts_the_focus_on_c1() -> None:
    session, window = on()
    keys(session, "Right", "Right", "Up")
    session.select_game(1)
    assert str(window.pointer.focus) == "C1"


def test_return_selects_what_the_columns_key_would_cancels_and_moves() -> None:
    session, window = on(RUN)
    assert keys(session, "Return") == [True] and session.selection == Selection(column(0), 5)
    keys(session, "Return")
    assert session.selection is None
    keys(session, "Right", "Right", "Right", "Return")  # C4: 2H
    keys(session, "Left", "Space")  # 2H onto C3's 2D: refused, and the requester says why
    assert session.requester is not None and session.game.move_count == 0


def test_return_on_a_free_cell_and_home_moves_there() -> None:
    session, window = on(make_board(["KS", "AH"], cells="- - - -"))
    keys(session, "Right", "Return", "Up", "Right", "Right", "Right", "Right", "Return")  # C2, then T6
    assert session.board is not None
    assert session.game is not None
    assert session.board.homes.count(None) == 3 and session.game.move_count == 1
    keys(session, "Left", "Down")  # C5: empty
    keys(session, "Left", "Left", "Left", "Left", "Return", "Up", "Right", "Return")  # C1's king to T2
    assert session.board.cells[1] is not None


def test_plus_and_minus_grow_and_shrink_the_run_never_beyond_what_may_move() -> None:
    session, _ = on(RUN)
    keys(session, "Return", "Minus")
    assert session.selection is not None
    assert session.selection.count == 3  # five selected; three may move now
    keys(session, "Minus", "Minus", "Minus")
    assert session.selection.count == 1
    keys(session, "Plus", "Shift+Plus", "Plus", "Plus", "Plus")
    assert session.selection.count == 5  # back to the whole run Return took, never beyond it
    keys(session, "Minus", "Minus")
    keys(session, *["Right"] * 7, "Return")  # the three onto C8's 4C? 9S does not go on a four: refused
    assert session.game is not None
    assert session.game.move_count == 0


def test_a_shortened_run_moves_as_the_frame_shows() -> None:
    session, _ = on(make_board(["KS QH JC TD 9S", "", "TH", "2H", "3C", "3D", "3H", "4C"]))
    keys(session, "Return", "Minus", "Minus", "Minus", "Minus", "Right", "Right", "Return")  # 9S onto TH
    assert session.board is not None
    assert [str(card) for card in session.board.columns[2]] == ["TH", "9S"]
    assert len(session.board.columns[0]) == 4


def test_exactly_the_cards_in_the_frame_move_or_none() -> None:
    session, _ = on(make_board(["KS QH JC TD 9S", "QD", "TH", "2H", "3C", "3D", "3H", "4C"]))
    keys(session, "Return", "Minus", "Right", "Return")  # four of the run onto QD: only JC TD 9S would go
    assert session.game is not None
    assert session.game.move_count == 0 and session.requester is not None
    session.requester = None
    keys(session, "Left", "Return", "Right", "Return")  # the whole run, as the column's key takes it: what fits
    assert session.board is not None
    assert [str(card) for card in session.board.columns[1]] == ["QD", "JC", "TD", "9S"]


def test_return_on_an_empty_column_asks_single_card_or_column_as_a_click_does() -> None:
    session, _ = on(make_board(["KS QH JC", "", "TH", "2H", "3C", "3D", "3H", "4C"]))
    keys(session, "Return", "Right", "Return")
    assert session.requester is not None and session.requester.title


def test_with_fewer_free_cells_the_top_row_keeps_eight_places() -> None:
    session, window = on(make_board(["KS", "AH"], cells="- -"))
    keys(session, "Up", "Right", "Right")
    assert str(window.pointer.focus) == "T3" and window.pointer.place is None
    keys(session, "Down", "Left", "Return", "Up", "Right", "Return")  # AH onto T3: absent, nothing happens
    assert session.game is not None
    assert session.selection == Selection(column(1)) and session.game.move_count == 0
    keys(session, "Right", "Right", "Return")  # T5: the first home cell
    assert session.board is not None
    assert session.board.homes[0] is not None


def test_the_mouse_hides_the_frame_and_a_key_brings_it_back_without_acting() -> None:
    session, window = on()
    window.handle(PointerPress(10, 10, Button.LEFT, spot=Hit(column(7))))
    assert not window.pointer.shown and session.selection == Selection(column(7))
    assert keys(session, "Right") == [True] and window.pointer.shown and str(window.pointer.focus) == "C8"
    keys(session, "Left")  # from the place the mouse touched
    assert str(window.pointer.focus) == "C7"


def test_the_digit_keys_stay_as_they_were_and_show_the_frame() -> None:
    session, window = on()
    window.pointer.hide()
    keys(session, "5", "0")
    assert session.game is not None
    assert str(session.game.moves[0]) == "5a" and window.pointer.shown and str(window.pointer.focus) == "C5"


def test_the_pointer_keys_leave_a_requester_alone() -> None:
    session, window = on()
    session.about_requester()
    keys(session, "Right")
    assert str(window.pointer.focus) == "C1"


@given(st.lists(st.sampled_from([str(KeyPress(key)) for key in POINTER_KEYS]), max_size=30))
def test_any_keys_keep_the_focus_on_a_place_and_the_run_within_its_column(names: list[str]) -> None:
    session, window = on(RUN)
    keys(session, *names)
    assert 0 <= window.pointer.focus.index < 8
    selection = session.selection
    if selection is not None and selection.place.area.name == "COLUMN":
        assert session.board is not None
        assert 1 <= selection.count <= session.board.run_length(selection.place.index)


def test_left_and_right_choose_the_requesters_button_for_return_so_every_answer_is_within_reach() -> None:
    session, _ = on()
    keys(session, "5", "0")
    session.request_quit()
    assert session.requester is not None
    assert session.requester.buttons == ["Save", "Resign", "Cancel"] and not session.requester.pointed
    keys(session, "Left", "Left")  # round past the first one, from Save to Cancel to Resign
    assert session.requester.pointed
    keys(session, "Return")
    assert session.game is not None
    assert session.finished and session.game.move_count == 1  # resigned: nothing kept


def test_eight_offs_top_row_has_twelve_places_and_seahavens_ten_columns() -> None:
    """The other games' rows: Eight Off's cells T1–T8 and homes T9–T12; Seahaven's columns C1–C10.
    Up from beyond the other row's end lands on its last place, and so does Down."""
    from freecell_retro.engine import Rules

    session, window = on(rules=Rules.EIGHT_OFF)
    pointer = window.pointer
    keys(session, "Up", *["Right"] * 20)
    assert str(pointer.focus) == "T12" and pointer.place == home(3)
    keys(session, *["Left"] * 4)
    assert pointer.place == cell(7)
    keys(session, "Down")
    assert str(pointer.focus) == "C8"
    session, window = on(rules=Rules.SEAHAVEN)
    pointer = window.pointer
    keys(session, *["Right"] * 20)
    assert str(pointer.focus) == "C10" and pointer.place == column(9)
    keys(session, "Up")
    assert str(pointer.focus) == "T8" and pointer.place == home(3)
