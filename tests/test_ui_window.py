"""The game window, headless: mouse and keys through its handlers, checked against
the engine's state; the GPU picture; frame pacing; screen modes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

_HEADLESS = os.environ.get("ARCADE_HEADLESS")
os.environ["ARCADE_HEADLESS"] = "1"  # read once, when Arcade is imported: a real GL context, no display
arcade = pytest.importorskip("arcade")
if _HEADLESS is None:
    del os.environ["ARCADE_HEADLESS"]  # child processes of other tests are not headless

from arcade import key  # noqa: E402
from PIL import Image  # noqa: E402
from test_ui_golden import SOLUTION_617  # noqa: E402

from freecell_retro.engine.moves import Move, cell, column  # noqa: E402
from freecell_retro.session import Option, Options, Selection, Session  # noqa: E402
from freecell_retro.session.game.shows import ShowKind  # noqa: E402
from freecell_retro.session.screen.services import NoticeBoard  # noqa: E402
from freecell_retro.session.windows.input import DOUBLE_CLICK_TIME  # noqa: E402
from freecell_retro.session.windows.requesters import RequesterKind  # noqa: E402
from freecell_retro.ui.board.animation import STEPS  # noqa: E402
from freecell_retro.ui.board.renderer import indexed  # noqa: E402
from freecell_retro.ui.screen.palette import rgb_pens  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LEFT, RIGHT = arcade.MOUSE_BUTTON_LEFT, arcade.MOUSE_BUTTON_RIGHT


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def play(game_window):
    """``play(moves, **options)``: game 617 in the window after ``moves``; returns (window, session, clock)."""
    def start(moves=(), mode="pal-laced", **options):
        session = Session(Options(screen_mode=mode, **options), clock=lambda: 0.0)
        session.select_game(617)
        for text in moves:
            assert session.play(Move.from_str(text))
        clock = FakeClock()
        game_window.show(session, clock=clock)
        game_window.on_resize(*game_window.get_size())
        return game_window, session, clock
    return start


def to_window(window, nx: int, ny: int) -> tuple[int, int]:
    """The window pixel at the middle of native pixel (nx, ny)."""
    f = window.fit
    return (f.x + nx * f.scale_x + f.scale_x // 2,
            f.y + f.height - 1 - (ny * f.scale_y + f.scale_y // 2))


def card_point(window, place, depth=None, dx=8, dy=4):
    """A window pixel on a card (or empty slot) of the current board."""
    amiga = window.game_display
    board = amiga.session.board
    lay = amiga.layout(board)
    if place.area.value == "column":
        cards = len(board.columns[place.index])
        rect = lay.card_rect(place.index, cards, max(cards - 1, 0) if depth is None else depth)
    else:
        rect = lay.place_rect(place, board)
    return to_window(window, rect.x + dx, rect.y + dy)


def click(window, point, button=LEFT):
    window.on_mouse_press(*point, button, 0)
    window.on_mouse_release(*point, button, 0)


def press_key(window, symbol, modifiers=0):
    window.on_key_press(symbol, modifiers)
    window.on_key_release(symbol, modifiers)


def settle(window):
    """Let the cards glide to the end, one refresh at a time."""
    for _ in range(2000):
        if not window.game_display.busy:
            break
        window.on_update(1 / 50)
    assert not window.game_display.busy


# -- the mouse -------------------------------------------------------------------------

def test_click_selects_click_again_cancels_click_target_moves(play):
    window, session, _ = play()
    click(window, card_point(window, column(4)))
    assert session.selection == Selection(column(4), 1)
    click(window, card_point(window, column(4)))
    assert session.selection is None
    click(window, card_point(window, column(4)))
    click(window, card_point(window, cell(0)))
    assert [str(m) for m in session.game.moves] == ["5a"]
    assert session.board.cells[0] is not None and session.selection is None
    settle(window)


def test_clicking_a_card_up_the_column_selects_the_stack_below_it(play):
    window, session, _ = play(SOLUTION_617[:20])
    col = session.board.columns[5]
    run = session.board.run_length(5)
    click(window, card_point(window, column(5), len(col) - run))
    assert session.selection == Selection(column(5), run)


def test_drag_and_drop_moves_without_a_glide_of_the_dropped_cards(play):
    window, session, _ = play()
    start, target = card_point(window, column(4)), card_point(window, cell(2))
    window.on_mouse_press(*start, LEFT, 0)
    for t in (0.25, 0.5, 1.0):
        x, y = (round(start[i] + (target[i] - start[i]) * t) for i in range(2))
        window.on_mouse_drag(x, y, 0, 0, LEFT, 0)
    dragged = window.game_display.frame().copy()
    assert dragged.tobytes() == window.game_display.renderer.compose(window.game_display.scene()).tobytes()
    assert window.game_display.scene().sprites and window.game_display.scene().hidden == (column(4), 1)
    window.on_mouse_release(*target, LEFT, 0)
    assert [str(m) for m in session.game.moves] == ["5c"]
    assert not window.game_display.busy  # the card is already where it was dropped
    assert dragged.tobytes() != window.game_display.frame().tobytes()


def test_a_drag_dropped_on_nothing_snaps_back(play):
    window, session, _ = play()
    before = window.game_display.frame().tobytes()
    start = card_point(window, column(4))
    window.on_mouse_press(*start, LEFT, 0)
    window.on_mouse_drag(start[0] + 40, start[1] + 300, 0, 0, LEFT, 0)
    window.on_mouse_release(*to_window(window, 320, 5), LEFT, 0)  # on the title bar
    assert session.game.moves == [] and session.selection == Selection(column(4), 1)
    click(window, start)
    assert session.selection is None and window.game_display.frame().tobytes() == before


def test_double_click_sends_a_card_to_a_free_cell(play):
    window, session, clock = play()
    point = card_point(window, column(2))
    click(window, point)
    clock.now += DOUBLE_CLICK_TIME / 2
    click(window, point)
    assert [str(m) for m in session.game.moves] == ["3a"]
    settle(window)


def test_double_click_too_slow_or_switched_off_is_two_clicks(play):
    window, session, clock = play()
    point = card_point(window, column(2))
    click(window, point)
    clock.now += DOUBLE_CLICK_TIME * 2
    click(window, point)
    assert session.game.moves == [] and session.selection is None
    window, session, clock = play(double_click=False)
    click(window, point)
    clock.now += 0.1
    click(window, point)
    assert session.game.moves == [] and session.selection is None


def test_right_button_shows_a_hidden_card_while_held(play):
    window, session, _ = play()
    before = window.game_display.frame().copy()
    point = card_point(window, column(0), 2)
    window.on_mouse_press(*point, RIGHT, 0)
    revealed = window.game_display.frame().copy()
    lay = window.game_display.layout()
    rect = lay.card_rect(0, 7, 2)
    card = window.game_display.cardset.cards[session.board.columns[0][2]]
    shown = revealed.crop((rect.x, rect.y, rect.right, rect.bottom))
    expected = shown.copy()
    expected.paste(card.pens, (0, 0), card.mask)
    assert shown.tobytes() == expected.tobytes()
    assert shown.tobytes() != before.crop((rect.x, rect.y, rect.right, rect.bottom)).tobytes()
    window.on_mouse_release(*point, RIGHT, 0)
    assert window.game_display.frame().tobytes() == before.tobytes()
    assert session.selection is None and session.game.moves == []


# -- the keys ------------------------------------------------------------------------------

def test_column_keys_select_cancel_and_move(play):
    window, session, _ = play()
    press_key(window, key.KEY_5)
    assert session.selection == Selection(column(4), 1)
    press_key(window, key.KEY_5)
    assert session.selection is None
    press_key(window, key.NUM_5)
    press_key(window, key.KEY_0)  # to the first free cell
    assert [str(m) for m in session.game.moves] == ["5a"]
    settle(window)
    for symbol in (key.KEY_1, key.KEY_2, key.KEY_3, key.KEY_4, key.KEY_6, key.KEY_7, key.KEY_8):
        press_key(window, symbol)
        assert session.selection is not None and session.selection.place.area.value == "column"
        press_key(window, symbol)
        assert session.selection is None


def test_zero_cycles_the_free_cells_and_nine_sends_home(play):
    window, session, _ = play(SOLUTION_617[:3])  # 7a 7b 7c: three cards in free cells
    press_key(window, key.KEY_0)
    assert session.selection == Selection(cell(0))
    press_key(window, key.KEY_0)
    assert session.selection == Selection(cell(1))
    window2, session2, _ = play(SOLUTION_617[:7])
    board = session2.board
    source = next(c for c in range(8) if board.columns[c] and board.home_for(board.columns[c][-1]) is not None)
    press_key(window2, getattr(key, f"KEY_{source + 1}"))
    press_key(window2, key.KEY_9)
    assert str(session2.game.moves[-1])[0] == str(source + 1) and session2.game.moves[-1].target.area.value == "home"
    settle(window2)


def test_f2_deals_a_new_game_and_shift_q_quits(play):
    window, session, _ = play()
    first = session.deal
    press_key(window, key.F2)
    assert session.deal != first and session.game.moves == []
    press_key(window, key.Q)  # without shift: nothing
    assert not session.finished
    press_key(window, key.Q, key.MOD_SHIFT)
    assert session.finished and window.quit_requested


def test_shift_q_in_a_game_asks_and_return_and_escape_answer(play):
    window, session, _ = play(SOLUTION_617[:2])
    press_key(window, key.Q, key.MOD_SHIFT)
    assert session.requester.kind is RequesterKind.QUIT and not session.finished
    press_key(window, key.ESCAPE)  # the last button: Cancel
    assert session.requester is None and not session.finished
    window.quit_requested = False
    press_key(window, key.Q, key.MOD_SHIFT)
    press_key(window, key.RETURN)  # the first button: Save
    assert session.finished and window.quit_requested


def test_the_close_button_is_exit_saving_the_game_without_asking(play):
    window, session, _ = play(SOLUTION_617[:2])
    ended = []
    session.subscribe(ended.append)
    window.on_close()
    assert session.finished and window.quit_requested and session.requester is None
    assert ended[-1].saved is not None and [str(m) for m in ended[-1].saved.moves] == SOLUTION_617[:2]


# -- requesters ----------------------------------------------------------------------------

def button_point(window, label):
    widget = window.game_display.views.requester_widget()
    rect = widget.buttons[widget.requester.buttons.index(label)]
    return to_window(window, rect.x + rect.w // 2, rect.y + rect.h // 2)


def test_the_empty_column_requester_is_answered_with_the_mouse(play):
    window, session, _ = play(SOLUTION_617[:30])
    press_key(window, key.KEY_6)
    click(window, card_point(window, column(3)))
    assert session.requester.kind is RequesterKind.EMPTY_COLUMN
    point = button_point(window, "Column")
    window.on_mouse_press(*point, LEFT, 0)
    assert window.game_display.scene().pressed_button == 1 and session.requester is not None
    window.on_mouse_release(*point, LEFT, 0)
    assert session.requester is None and str(session.game.moves[-1]) == "64(2)"
    settle(window)


def test_a_requester_button_released_elsewhere_does_nothing(play):
    window, session, _ = play(SOLUTION_617[:30])
    press_key(window, key.KEY_6)
    press_key(window, key.KEY_4)
    window.on_mouse_press(*button_point(window, "Single card"), LEFT, 0)
    window.on_mouse_release(*to_window(window, 5, 5), LEFT, 0)
    assert session.requester is not None and window.game_display.scene().pressed_button is None
    click(window, button_point(window, "Single card"))
    assert str(session.game.moves[-1]) == "64"


def test_invalid_move_with_messages_shows_a_requester(play):
    window, session, _ = play()
    press_key(window, key.KEY_1)
    press_key(window, key.KEY_2)
    assert session.requester.kind is RequesterKind.MESSAGE and session.requester.title == "Invalid move"
    assert window.game_display.views.requester_widget() is not None
    press_key(window, key.RETURN)
    assert session.requester is None


def test_invalid_move_without_messages_flashes_the_screen(play):
    window, session, _ = play(messages=False)
    colours = rgb_pens(window.game_display.palette)
    window.on_draw()
    assert arcade.get_image(*to_window(window, 320, 300), 1, 1).getpixel((0, 0))[:3] == colours[0]
    press_key(window, key.KEY_1)
    press_key(window, key.KEY_2)
    assert session.requester is None and session.selection == Selection(column(0), 1)
    assert window.game_display.flash and window.game_display.dirty
    window.on_draw()
    assert arcade.get_image(*to_window(window, 320, 300), 1, 1).getpixel((0, 0))[:3] == colours[15]
    for _ in range(20):
        window.on_update(1 / 50)
    window.on_draw()
    assert arcade.get_image(*to_window(window, 320, 300), 1, 1).getpixel((0, 0))[:3] == colours[0]


def test_the_checkbox_of_the_game_over_requester(play):
    window, session, _ = play(SOLUTION_617[:-1])
    press_key(window, key.KEY_1)
    press_key(window, key.KEY_6)
    assert session.game.is_won and session.show.kind is ShowKind.WIN and session.requester is None
    settle(window)  # the cards go home, then leave it one by one, then the requester asks
    assert session.show is None and session.requester.kind is RequesterKind.GAME_OVER
    widget = window.game_display.views.requester_widget()
    assert widget is not None and not session.requester.checked
    box = widget.checkbox
    click(window, to_window(window, box.x + 3, box.y + 3))
    assert session.requester.checked
    attempts = session.game.attempts
    click(window, button_point(window, "Yes"))
    assert session.game.attempts == attempts + 1 and session.game.moves == []


# -- animation -----------------------------------------------------------------------------

def test_cards_glide_and_home_moves_go_one_at_a_time(play):
    window, session, _ = play(SOLUTION_617[:-1])
    press_key(window, key.KEY_1)
    press_key(window, key.KEY_6)
    turn = session.game.history[-1]
    glides = list(window.game_display.animator.glides)
    assert len(glides) == 1 + len(turn.automatic) > 10
    assert all(len(g.cards) == 1 for g in glides)
    frames = 0
    while window.game_display.gliding:
        before = window.game_display.frame().tobytes()
        window.on_update(1 / 50)
        frames += 1
        assert window.game_display.frame().tobytes() != before
        if frames % 7 == 0:  # the board under the gliding card is drawn once; the frame is still whole
            whole = window.game_display.renderer.compose(window.game_display.scene())
            assert window.game_display.frame().tobytes() == whole.tobytes()
    assert frames == len(glides) * STEPS["normal"]
    assert session.show.kind is ShowKind.WIN and session.show.frame == 0  # the celebration waits for them


def test_slow_animation_takes_more_steps_and_input_waits(play):
    window, session, _ = play(animation="slow")
    press_key(window, key.KEY_5)
    press_key(window, key.KEY_0)
    assert window.game_display.busy and window.game_display.animator.steps == STEPS["slow"] > STEPS["normal"]
    press_key(window, key.KEY_5)  # waits for the glide
    press_key(window, key.KEY_0)
    assert len(session.game.moves) == 1
    settle(window)
    assert [str(m) for m in session.game.moves] == ["5a", "5b"]


# -- the picture -----------------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["pal-hires", "productivity"])
def test_the_window_shows_the_native_frame_scaled_in_palette_colours(play, mode):
    window, session, _ = play(SOLUTION_617[:20], mode=mode)
    press_key(window, key.KEY_6)
    window.on_draw()
    f = window.fit
    assert (f.width, f.height) == {"pal-hires": (1280, 1024), "productivity": (1280, 960)}[mode]
    shot = arcade.get_image(0, 0, *window.get_size()).convert("RGB")
    native = indexed(window.game_display.frame(), window.game_display.palette).convert("RGB")
    top = window.get_size()[1] - f.y - f.height
    scaled = native.resize((f.width, f.height), Image.NEAREST)
    assert shot.crop((f.x, top, f.x + f.width, top + f.height)).tobytes() == scaled.tobytes()
    assert {rgb for _n, rgb in shot.getcolors(1 << 16)} <= set(rgb_pens(window.game_display.palette))


def test_a_resized_window_keeps_whole_scales_and_a_border_of_colour_zero(play, game_window):
    window, session, _ = play(mode="ntsc-hires")
    try:
        window.set_size(1500, 900)
        window.on_resize(1500, 900)
        f = window.fit
        assert (f.scale_x, f.scale_y, f.width, f.height) == (2, 4, 1280, 800)
        window.on_draw()
        corner = arcade.get_image(0, 0, 1, 1).getpixel((0, 0))[:3]
        assert corner == rgb_pens(window.game_display.palette)[0]
        press_key(window, key.F11)  # fullscreen toggles (a no-op headless) without harm
    finally:
        window.set_size(1280, 1024)
        window.on_resize(1280, 1024)


def test_switching_screen_mode_keeps_the_game(play):
    window, session, _ = play(SOLUTION_617[:5])
    press_key(window, key.KEY_3)
    moves = list(session.game.moves)
    session.set_option(Option.SCREEN_MODE, "ntsc-hires")
    assert session.game.moves == moves and session.selection is not None
    assert window.game_display.frame().size == (640, 200) and window.game_display.cardset.name == "small"
    assert window._update_rate == pytest.approx(1 / 60)
    session.set_option(Option.SCREEN_MODE, "pal-laced")
    assert window.game_display.frame().size == (640, 512) and window._update_rate == pytest.approx(1 / 50)
    assert session.options.screen_mode == "pal-laced"


def test_an_idle_window_draws_nothing(play, monkeypatch):
    window, session, _ = play()
    draws = []
    def draw(self, dt):  # a frame presented: on_draw clears dirty
        draws.append(1)
        self.game_display.dirty = False
    monkeypatch.setattr(arcade.Window, "draw", draw)
    window.game_display.dirty = True
    window.draw(1 / 50)
    assert draws == [1]
    window.game_display.dirty = False
    for _ in range(50):
        window.on_update(1 / 50)
        window.draw(1 / 50)
    assert draws == [1]
    press_key(window, key.KEY_1)  # a key's effect is presented at once, not at the next tick
    assert draws == [1, 1]
    window.draw(1 / 50)
    assert draws == [1, 1]


def test_automatic_moves_reach_the_home_cells(play):
    window, session, _ = play(SOLUTION_617[:-1])
    press_key(window, key.KEY_1)
    press_key(window, key.KEY_6)
    settle(window)
    assert session.board.is_won and all(session.board.homes[i] is not None for i in range(4))
    assert window.game_display.scene().requester is not None


def test_a_set_game_shows_its_file_name_in_the_title_bar(game_window):
    from freecell_retro.files.setgames import read_setgame

    session = Session(clock=lambda: 0.0)
    session.play_setgame(read_setgame(ROOT / "setgames" / "setgame.PC11982"))
    game_window.show(session)
    assert game_window.game_display.scene().title.startswith("FreeCell  setgame.PC11982  Attempt 1")
    assert "#" not in game_window.game_display.scene().title


def test_card_sets_can_be_chosen_and_a_missing_one_falls_back(game_window):
    session = Session(Options(screen_mode="pal-laced", card_set="small"), clock=lambda: 0.0)
    session.select_game(1)
    amiga = game_window.show(session)
    assert amiga.cardset.name == "small"
    amiga.session.set_option(Option.CARD_SET, None)
    assert amiga.cardset.name == "large" and session.options.card_set is None
    session = Session(Options(screen_mode="ntsc-hires", card_set="gone"), clock=lambda: 0.0)
    session.select_game(1)
    amiga = game_window.show(session)
    assert amiga.cardset.name == "small" and session.requester.title == "Card set"
    assert "no card set 'gone'" in session.requester.lines[0]


def test_notices_for_the_player_come_in_a_requester_with_long_lines_wrapped(play):
    window, session, _ = play()
    pending = ["stats.Fred: the statistics could not be saved ([Errno 28] No space left on device, "
               "so this session's results are only in memory)."]
    board = next(member for member in window.game_display.services.assistants.members
                 if isinstance(member, NoticeBoard))
    board.notices = lambda: [pending.pop()] if pending else []
    window.on_update(1 / 50)
    assert session.requester.title == "FreeCell"
    widget = window.game_display.views.requester_widget()
    assert len(widget.lines) == 2 and widget.window.x >= 0 and widget.window.right <= 640
    press_key(window, key.RETURN)
    window.on_update(1 / 50)
    assert session.requester is None


def test_a_new_palette_recolours_the_screen_at_once(play):
    window, _, _ = play()
    red_felt = window.game_display.palette.with_pen(0, (15, 0, 0))
    window.game_display.set_palette(red_felt)
    assert window.game_display.dirty
    window.on_draw()
    assert arcade.get_image(*to_window(window, 320, 300), 1, 1).getpixel((0, 0))[:3] == (255, 0, 0)


def test_slow_animation_glides_in_more_steps(play):
    window, session, _ = play()
    session.set_option(Option.ANIMATION, "slow")
    assert session.options.animation == "slow"
    assert window.game_display.animator.steps == STEPS["slow"] > STEPS["normal"]



def test_the_screen_s_depth_gadget_sends_the_game_behind_the_other_windows(play, monkeypatch):
    """On the Amiga the title bar's depth gadget put the game's screen behind the Workbench; here a click on it
    (acting when let go, as Intuition's gadgets do) lowers the window, and changes nothing in the game."""
    window, session, _clock = play(SOLUTION_617[:3])
    lowered = []
    monkeypatch.setattr(window.game_display, "on_screen_to_back", lambda: lowered.append(True))
    width = window.game_display.mode.size[0]
    before = (session.board, session.selection)
    click(window, to_window(window, width - 4, 2))
    assert lowered == [True] and (session.board, session.selection) == before
    click(window, to_window(window, width - 60, 2))  # the title bar elsewhere: nothing
    assert lowered == [True]


def test_animation_off_moves_the_cards_at_once(play):
    window, session, _ = play()
    assert session.options.animation == "normal"
    session.set_option(Option.ANIMATION, "off")
    press_key(window, key.KEY_5)
    press_key(window, key.KEY_0)
    assert [str(m) for m in session.game.moves] == ["5a"] and not window.game_display.busy
    session.new_game()
    assert session.show is None and not window.game_display.busy  # dealt at once
