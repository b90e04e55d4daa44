"""The child of ``test_ui_stack_window.py``: the game in a real window on the X display given, driven by
xdotool, its state read at each step and printed as one JSON line.

Game 617 with one move made, the game clock a fake one the script moves on: F3 opens Select Game, F1
(Help) the guide over it, Esc closes them one at a time; then F11 twice (full screen and back), the pointer
kept over the same spot of the game. Each step waits for the window to have handled its input (the
state it expects), at most ``WAIT`` pumps.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

WAIT = 400
"""Event pumps (10 ms apart) a step may take before it is given up."""


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=20).stdout.strip()


def main() -> None:
    # Imported here: the suite collects this file for doctests, and Arcade must not be loaded then
    # (it would be loaded with a display rather than headless for the other tests).
    from freecell_retro.engine.moves import Move
    from freecell_retro.session import Options, Session
    from freecell_retro.ui.gamewindow import GameWindow

    clock = Clock()
    session = Session(Options(screen_mode="pal-laced"), clock=clock)
    session.select_game(617)
    session.play(Move.from_str("5a"))
    window = GameWindow(session, size=(1280, 1024))
    seen: dict[str, object] = {}

    def pump(until) -> bool:
        for _ in range(WAIT):
            window.dispatch_events()
            window.on_update(1 / 50)
            if until():
                return True
            time.sleep(0.01)
        return False

    def stack() -> list[str]:
        return [type(w).__name__ for w in session.windows]

    def focus() -> str:
        found = xdotool("search", "--name", "^FreeCell$").split("\n")[0]
        xdotool("windowfocus", "--sync", found)
        return found

    def key(name: str, until) -> bool:
        xdotool("key", name)
        return pump(until)

    pump(lambda: window.game_display.frame_version > 0)
    focus()
    clock.now = 10.0
    seen["start"] = [stack(), session.game.elapsed]
    key("F3", lambda: session.requester is not None)
    seen["f3"] = stack()
    key("F1", lambda: window.game_display.guide is not None)  # Help, as a PC keyboard has it
    seen["help"] = stack()
    clock.now = 100.0
    seen["frozen"] = session.game.elapsed
    key("Escape", lambda: window.game_display.guide is None)
    seen["esc1"] = [stack(), session.game.elapsed]
    key("Escape", lambda: session.requester is None)
    seen["esc2"] = stack()
    clock.now = 105.0
    seen["running"] = session.game.elapsed
    key("6", lambda: session.selection is not None)
    key("Escape", lambda: session.selection is None)
    seen["esc3"] = session.selection is None

    game_window = focus()
    xdotool("mousemove", "--window", game_window, "640", "300")
    pump(lambda: window._pointer is not None)
    pointer = window._pointer
    full = []
    for _ in range(2):
        wanted = not window.fullscreen
        key("F11", lambda wanted=wanted: window.fullscreen == wanted)
        full.append(window.fullscreen)
        focus()  # what a window manager does for the new window
        pump(lambda: not window._put_pointer_back)
    location = dict(line.split("=") for line in xdotool("getmouselocation", "--shell").split("\n") if "=" in line)
    at = xdotool("getwindowgeometry", "--shell", focus())
    geometry = dict(line.split("=") for line in at.split("\n") if "=" in line)
    x, y = int(location["X"]) - int(geometry["X"]), int(location["Y"]) - int(geometry["Y"])
    seen["fullscreen"] = full
    seen["pointer"] = [pointer, window.native(x, window.height - 1 - y)]
    window.close()
    print(json.dumps(seen))


if __name__ == "__main__":
    sys.exit(main())
