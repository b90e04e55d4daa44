"""However the game process ends, the player's unfinished game is there next time.

Real processes: ``python -m freecell_retro`` in a window on a private Xvfb,
played with xdotool, ended by Shift+Q, the window manager's close, Ctrl+C,
SIGTERM or kill -9 — and started with no display at all.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import BOUND
from test_ui_smoke import XDOTOOL, XVFB, xdotool

from freecell_retro.engine import Deal, Move, Rules, SavedGame
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats

ROOT = Path(__file__).resolve().parent.parent
SAVED = SavedGame(Deal.numbered(617), Rules.ORIGINAL, 4, tuple(Move.from_str(m) for m in "83 8a".split()), 1, 42.0)
"""Game 617 two moves into a solution; the next move of it is 83 (keys 8, 3)."""

needs_x = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def player_env(home: Path, display: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), PYTHONPATH=str(ROOT))
    if display:
        env["DISPLAY"] = display
    return env


def stats_path(home: Path) -> Path:
    return home / "data" / "freecell-retro" / "stats" / "stats.Fred"


class Game:
    """The game in a process of its own, its window found on the X display."""

    def __init__(self, home: Path, display: str, *arguments: str, ignoring: tuple[int, ...] = ()) -> None:
        """``ignoring``: signals the game is started ignoring, as a shell passes them on."""
        self.display = display
        arguments = arguments or ("stats.Fred",)
        self.process = subprocess.Popen([sys.executable, "-m", "freecell_retro", *arguments], cwd=home,
                                        env=player_env(home, display), stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True,
                                        preexec_fn=lambda: [signal.signal(s, signal.SIG_IGN) for s in ignoring])
        self.window = ""
        deadline = time.monotonic() + BOUND  # only against a hang
        while not self.window and time.monotonic() < deadline and self.process.poll() is None:
            self.window = xdotool(display, "search", "--name", "^FreeCell$").split("\n")[0]
            time.sleep(0.2)
        assert self.window, f"no FreeCell window: {self.finish()[1]}"
        xdotool(display, "windowfocus", "--sync", self.window)
        time.sleep(0.5)

    def keys(self, *keys: str) -> None:
        for name in keys:
            xdotool(self.display, "key", name)
            time.sleep(0.4)

    def finish(self) -> tuple[int, str]:
        try:
            output, _ = self.process.communicate(timeout=20)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
        return self.process.returncode, output

    def close_by_window_manager(self) -> None:
        """What a window manager's close gadget does: send WM_DELETE_WINDOW."""
        subprocess.run([sys.executable, "-c", CLOSE_WINDOW, self.display, self.window], check=True, timeout=20,
                       env=player_env(Path.cwd(), self.display))


CLOSE_WINDOW = """
import ctypes, sys
from pyglet.libs.x11 import xlib
display = xlib.XOpenDisplay(sys.argv[1].encode())
window = int(sys.argv[2])
event = xlib.XEvent()
event.xclient.type = xlib.ClientMessage
event.xclient.window = window
event.xclient.message_type = xlib.XInternAtom(display, b"WM_PROTOCOLS", False)
event.xclient.format = 32
event.xclient.data.l[0] = xlib.XInternAtom(display, b"WM_DELETE_WINDOW", False)
event.xclient.data.l[1] = xlib.CurrentTime
xlib.XSendEvent(display, window, False, xlib.NoEventMask, ctypes.byref(event))
xlib.XFlush(display)
xlib.XCloseDisplay(display)
"""


def saved_with(tmp_path: Path) -> bytes:
    stats_path(tmp_path).parent.mkdir(parents=True)
    write_stats(stats_path(tmp_path), StatsFile(unfinished=SAVED))
    return stats_path(tmp_path).read_bytes()


def moves_saved(tmp_path: Path) -> list[str]:
    unfinished = read_stats(stats_path(tmp_path)).unfinished
    return [str(move) for move in unfinished.moves] if unfinished else []


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
    game.keys("8", "3", "shift+q", "Return")  # the same move again, then Exit → Save
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

    def mouse(*args: str) -> None:
        xdotool(x_display, *args)
        time.sleep(0.3)

    mouse("mousemove", "--window", game.window, "600", "4")
    mouse("mousedown", "3")
    for path in ("Options", "Options/Number of FreeCells", "Options/Number of FreeCells/3"):
        mouse("mousemove", "--window", game.window, *map(str, menu_point(path)))
    mouse("mouseup", "3")
    game.keys("F3", "6", "1", "7", "Return", "8", "3", "8", "0", "8", "3", "BackSpace", "F4", "Return",
              "shift+q", "Return")
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
    game.keys("Escape")
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output, output
    assert not (tmp_path / "data" / "freecell-retro" / "stats").exists()
    game = Game(tmp_path, x_display, "play")
    game.keys("W", "i", "l", "m", "a", "Return")
    # Browse Solution on the shipped Solution.game310760976, fast forward to the win, close the unit.
    game.keys("alt+b", "alt+v", "Down", "Down", "Return")
    xdotool(x_display, "type", "--delay", "20", "Solution.game310760976")
    game.keys("Return", "shift+Right")
    time.sleep(4)
    game.keys("Escape", "shift+q")
    status, output = game.finish()
    assert status == 0 and "Traceback" not in output, output
    stats = read_stats(tmp_path / "data" / "freecell-retro" / "stats" / "stats.Wilma")
    assert stats.overall.played == 0 and stats.unfinished is None  # browsing never counts
