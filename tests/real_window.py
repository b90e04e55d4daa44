"""The game in a process of its own, in a window on the suite's private Xvfb, played with xdotool.

Every step waits for a state: the window found, its loop ticking, each key or button handled (the game
writes what it handled, ``observed_game.py``), the board won. The bound on a wait is a number of looks
(10 ms apart), only against a hang; none is a measurement.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
XVFB, XDOTOOL = shutil.which("Xvfb"), shutil.which("xdotool")
LOOKS = 6000
"""Looks (10 ms apart) a wait may take before the test fails: a bound against a hang, far past what a
loaded machine needs."""

needs_x = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def xdotool(display: str, *args: str) -> str:
    assert XDOTOOL is not None
    done = subprocess.run([XDOTOOL, *args], env={**os.environ, "DISPLAY": display}, capture_output=True,
                          text=True, timeout=60)
    return done.stdout.strip()


def player_env(home: Path, display: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), PYTHONPATH=str(ROOT))
    if display:
        env["DISPLAY"] = display
    return env


def stats_path(home: Path) -> Path:
    return home / "data" / "freecell-retro" / "stats" / "stats.Fred"


def until(condition: Callable[[], bool], what: str, looks: int = LOOKS) -> None:
    """Look at ``condition`` until it holds; fail naming ``what`` after ``looks`` looks."""
    for _ in range(looks):
        if condition():
            return
        time.sleep(0.01)
    pytest.fail(f"{what}: not seen in {looks} looks")


class Game:
    """The game in a process of its own (``python -m freecell_retro``, watched), its window found on the
    X display, focused, ticking and done showing the deal."""

    started = 0

    def __init__(self, home: Path, display: str, *arguments: str, ignoring: tuple[int, ...] = ()) -> None:
        """``ignoring``: signals the game is started ignoring, as a shell passes them on."""
        self.display = display
        Game.started += 1
        self.observed = home / f".observed-{Game.started}.jsonl"
        env = {**player_env(home, display), "FREECELL_OBSERVED": str(self.observed)}
        self.process = subprocess.Popen([sys.executable, str(HERE / "observed_game.py"),
                                         *(arguments or ("stats.Fred",))], cwd=home, env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                        preexec_fn=lambda: [signal.signal(s, signal.SIG_IGN) for s in ignoring])
        self.window = ""

        def found() -> bool:
            self.window = xdotool(display, "search", "--onlyvisible", "--name", "^FreeCell$").split("\n")[0]
            return bool(self.window) or self.ended()
        until(found, "the FreeCell window")
        assert self.window, f"no FreeCell window: {self.finish()[1]}"
        xdotool(display, "windowfocus", "--sync", self.window)
        self.wait(lambda state: "ShowWindow" not in state["windows"], "the deal shown")  # a key would end it

    def ended(self) -> bool:
        return self.process.poll() is not None

    def state(self) -> dict[str, Any]:
        """The last state the game wrote (empty before its first tick)."""
        try:
            lines = self.observed.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return {}
        return json.loads(lines[-1]) if lines else {}

    def wait(self, wanted: Callable[[dict[str, Any]], bool], what: str, or_ended: bool = False) -> None:
        """Wait until the game has written a state that is ``wanted`` (or has ended, if ``or_ended``: the
        input that ends it is not followed by a tick). A game that ends otherwise fails the test."""
        def seen() -> bool:
            state = self.state()
            return bool(state) and wanted(state) or self.ended()
        until(seen, what)
        if self.ended() and not or_ended and not (self.state() and wanted(self.state())):
            pytest.fail(f"the game ended waiting for {what}: {self.finish()[1]}")

    def handled(self, what: str, more: int, last: bool) -> Callable[[], None]:
        """A wait for ``more`` more of ``what`` (keys, buttons, pointer) than the game has handled now."""
        before = self.state()[what]

        def wait() -> None:
            self.wait(lambda state: state[what] >= before + more, f"{more} {what} handled", or_ended=last)
        return wait

    def keys(self, *keys: str, last: bool = False) -> None:
        """Press each of ``keys`` (xdotool's names, chords like ``shift+q``) once it has handled the one
        before; ``last``: the last may end the game."""
        for i, name in enumerate(keys):
            handled = self.handled("keys", 1, last and i == len(keys) - 1)
            xdotool(self.display, "key", name)
            handled()

    def type(self, text: str) -> None:
        handled = self.handled("keys", len(text), False)
        xdotool(self.display, "type", "--delay", "20", text)
        handled()

    def pointer(self, *args: str) -> None:
        """An xdotool pointer command (``mousemove`` somewhere new, ``mousedown``, ``mouseup``), once handled."""
        handled = self.handled("pointer" if args[0] == "mousemove" else "buttons", 1, False)
        xdotool(self.display, *args)
        handled()

    def close_by_window_manager(self) -> None:
        """What a window manager's close gadget does: send WM_DELETE_WINDOW."""
        subprocess.run([sys.executable, "-c", CLOSE_WINDOW, self.display, self.window], check=True, timeout=60,
                       env=player_env(Path.cwd(), self.display))

    def finish(self) -> tuple[int, str]:
        try:
            output, _ = self.process.communicate(timeout=60)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
        return self.process.returncode, output


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
