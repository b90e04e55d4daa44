"""However the game process ends, the player's unfinished game is there next time.

Real processes: ``python -m freecell_retro`` in a window on a private Xvfb,
played with xdotool (each step once the game has handled the one before: real_window.py),
ended by Shift+Q, the window manager's close, Ctrl+C, SIGTERM or kill -9 — and started
with no display at all.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
from real_window import Game, needs_x, player_env, stats_path, xdotool

from freecell_retro.engine import Deal, Move, Rules, SavedGame
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats

ROOT = Path(__file__).resolve().parent.parent
SAVED = SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4, tuple(Move.from_str(m) for m in "83 8a".split()), 1, 42.0)
"""Game 617 two moves into a solution; the next move of it is 83 (keys 8, 3)."""


def saved_with(tmp_path: Path) -> bytes:
    stats_path(tmp_path).parent.mkdir(parents=True)
    write_stats(stats_path(tmp_path), StatsFile(unfinished=SAVED))
    return stats_path(tmp_path).read_bytes()


def moves_saved(tmp_path: Path) -> list[str]:
    unfinished = read_stats(stats_path(tmp_path)).unfinished
    return [str(move) for move in unfinished.moves] if unfinished else []


@pytest.mark.process
def test_no_display_is_one_line_and_the_stats_file_is_untouched(tmp_path: Path) -> None:
    before = saved_with(tmp_path)
    stamp = stats_path(tmp_path).stat().st_mtime_ns
    done = subprocess.run([sys.executable, "-m", "freecell_retro", "stats.Fred"], cwd=tmp_path,
                          env=player_env(tmp_path, None), capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("freecell-retro: error: no display to open the game window on (")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert stats_path(tmp_path).read_bytes() == before and stats_path(tmp_path).stat().st_mtime_ns == stamp


@needs_x
def test_kill_9_mid_game_then_the_next_start_resumes_the_saved_game(x_display: str, tmp_path: Path) -> None:
    before = saved_with(tmp_path)
    game = Game(tmp_path, x_display)
    game.keys("8", "3")  # a move in the resumed game
    game.process.send_signal(signal.SIGKILL)
    assert game.finish()[0] == -signal.SIGKILL
    assert stats_path(tmp_path).read_bytes() == before  # as saved at the last exit
    game = Game(tmp_path, x_display)  # the dead window's claim is stale: this one resumes the game
    game.keys("8", "3", "shift+q", "Return", last=True)  # the same move again, then Exit → Save
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output
    assert moves_saved(tmp_path) == ["83", "8a", "83"]


@needs_x
@pytest.mark.parametrize(("how", "status"), [("SIGTERM", 128 + 15), ("SIGINT", 128 + 2), ("close", 0)])
def test_sigterm_ctrl_c_and_the_window_managers_close_save_without_asking(x_display: str, tmp_path: Path, how: str,
                                                                          status: int) -> None:
    saved_with(tmp_path)
    game = Game(tmp_path, x_display)
    game.keys("8", "3")
    if how == "close":
        game.close_by_window_manager()
    else:
        game.process.send_signal(getattr(signal, how))
    code, output = game.finish()
    assert code == status and "Traceback" not in output, output
    assert moves_saved(tmp_path) == ["83", "8a", "83"]


@needs_x
def test_ctrl_c_stops_a_game_started_by_a_shell_that_ignores_it(x_display: str, tmp_path: Path) -> None:
    saved_with(tmp_path)
    game = Game(tmp_path, x_display, ignoring=(signal.SIGINT,))
    game.keys("8", "3")
    game.process.send_signal(signal.SIGINT)
    code, output = game.finish()
    assert code == 128 + signal.SIGINT and "Traceback" not in output, output
    assert moves_saved(tmp_path) == ["83", "8a", "83"]


MINIMUM_SIZE = """
import ctypes, sys
from pyglet.libs.x11 import xlib
display = xlib.XOpenDisplay(sys.argv[1].encode())
hints, supplied = xlib.XSizeHints(), ctypes.c_long()
xlib.XGetWMNormalHints(display, int(sys.argv[2]), ctypes.byref(hints), ctypes.byref(supplied))
print(hints.min_width, hints.min_height, bool(hints.flags & xlib.PMinSize))
"""


@needs_x
def test_the_window_opens_at_the_largest_whole_scale_that_fits_and_not_under_1x(x_display: str, tmp_path: Path) -> None:
    """A 1920×1080 screen shows PAL High Res Laced at 2× (1280×1024), not 1×;
    the window manager is told it may not make the window smaller than 1×."""
    game = Game(tmp_path, x_display)
    geometry = xdotool(x_display, "getwindowgeometry", game.window)
    smallest = subprocess.run([sys.executable, "-c", MINIMUM_SIZE, x_display, game.window], capture_output=True,
                              text=True, timeout=20, env=player_env(tmp_path, x_display)).stdout.split()
    game.process.send_signal(signal.SIGTERM)
    game.finish()
    assert "Geometry: 1280x1024" in geometry
    assert smallest == ["640", "512", "True"]


def menu_point(path: str) -> tuple[int, int]:
    """Where ``path`` of the menu strip is in the window (pal-laced at 2×, as a 1920×1080 screen opens it)."""
    from freecell_retro.session import Session
    from freecell_retro.session.screen.menus import menu_strip
    from freecell_retro.ui.intuition.menustrip import MenuView
    from freecell_retro.ui.screen.fonts import BOARD_FONT, shipped_font
    from freecell_retro.ui.screen.modes import SCREEN_MODES

    strip = menu_strip(Session(), card_sets=["large", "small"], screen_modes=list(SCREEN_MODES.values()))
    view = MenuView(strip, (640, 512), shipped_font(BOARD_FONT), bar_height=14)
    parts = path.split("/")
    m = [menu.title for menu in strip.menus].index(parts[0])
    rect = view.titles[m]
    if len(parts) > 1:
        items = strip.menus[m].items
        i = [item.label for item in items].index(parts[1])
        lay = view.layout(m, i)
        assert lay.menu is not None
        rect = lay.menu.items[i]
        if len(parts) > 2:
            submenu = items[i].submenu
            assert lay.sub is not None and submenu is not None
            rect = lay.sub.items[[item.label for item in submenu].index(parts[2])]
    return (rect.x + rect.w // 2) * 2 + 1, (rect.y + rect.h // 2) * 2 + 1


@needs_x
def test_menus_requesters_and_keys_in_a_real_window(x_display: str, tmp_path: Path) -> None:
    """Right button → Options ▸ Number of FreeCells ▸ 3, F3 617 Return, moves by keys, Backspace undoes
    one, F4 shows the statistics, Shift+Q quits saving the game."""
    game = Game(tmp_path, x_display)
    game.pointer("mousemove", "--window", game.window, "600", "4")
    game.pointer("mousedown", "3")
    for path in ("Options", "Options/Number of FreeCells", "Options/Number of FreeCells/3"):
        game.pointer("mousemove", "--window", game.window, *map(str, menu_point(path)))
    game.pointer("mouseup", "3")
    game.keys("F3", "6", "1", "7", "Return", "8", "3", "8", "0", "8", "3", "BackSpace", "F4", "Return",
              "shift+q", "Return", last=True)
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output, output
    stats = read_stats(stats_path(tmp_path))
    assert stats.unfinished is not None
    assert stats.preferences["free_cells"] == 3 and stats.unfinished.deal == Deal.numbered(617)
    assert stats.unfinished.free_cells == 3 and moves_saved(tmp_path) == ["83", "8a"]


@needs_x
def test_with_no_argument_the_stats_file_requester_comes_first(x_display: str, tmp_path: Path) -> None:
    """MULTIPLESTATS: YES (the shipped tool types) and no argument: the stats file requester; typing Wilma and
    Return plays on stats.Wilma; Browse Solution plays a shipped sample. Cancel (Esc) quits having written
    nothing."""
    game = Game(tmp_path, x_display, "play")
    game.keys("Escape", last=True)
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output, output
    assert not (tmp_path / "data" / "freecell-retro" / "stats").exists()
    game = Game(tmp_path, x_display, "play")
    game.keys("W", "i", "l", "m", "a", "Return")
    # Browse Solution on the shipped Solution.game310760976, fast forward to the win (the animation off,
    # Shift+→ three times: Slow, Medium, Normal), close the unit.
    game.keys("alt+slash", "alt+b", "alt+v", "Down", "Down", "Return")
    game.type("Solution.game310760976")
    game.keys("Return", "shift+Right", "shift+Right", "shift+Right")
    game.wait(lambda state: state["browsing"] and state["won"], "the solution browsed to its win")
    game.keys("Escape", "shift+q", last=True)
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output, output
    stats = read_stats(tmp_path / "data" / "freecell-retro" / "stats" / "stats.Wilma")
    assert stats.overall.played == 0 and stats.unfinished is None  # browsing never counts
