"""The game as ``python -m freecell_retro ARGUMENTS`` runs it, its window watched for the real-window tests:
after each tick in which something changed, one JSON line goes to the file ``FREECELL_OBSERVED`` names,
saying how many keys (modifiers aside), buttons and pointer moves the window has handled so far, and what
the session shows. A test waits for these lines (the state it wants, the input it sent handled) where it
would otherwise sleep and hope.

Nothing else differs: the same module runs as ``__main__``, with the same signals, exit statuses and files.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import runpy
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

POINTER_EVENTS = ("on_mouse_motion", "on_mouse_drag")
BUTTON_EVENTS = ("on_mouse_press", "on_mouse_release")


class Observer:
    """Counts what ``window`` handled and writes a line when that or the session's state changes."""

    def __init__(self, window: Any, path: str) -> None:
        self.window = window
        self.out = open(path, "a", buffering=1, encoding="utf-8")  # noqa: SIM115 - open while the game runs
        self.counts = {"keys": 0, "buttons": 0, "pointer": 0, "ticks": 0}
        self.last: object = None
        from pyglet.window import key

        self.modifiers = {key.LSHIFT, key.RSHIFT, key.LCTRL, key.RCTRL, key.LALT, key.RALT, key.LMETA,
                          key.RMETA, key.LWINDOWS, key.RWINDOWS, key.CAPSLOCK, key.NUMLOCK}
        self.after("on_key_release", self.released)
        for name in BUTTON_EVENTS:
            self.after(name, lambda *_: self.count("buttons"))
        for name in POINTER_EVENTS:
            self.after(name, lambda *_: self.count("pointer"))
        self.after("on_update", self.tick)

    def after(self, name: str, then: Callable[..., None]) -> None:
        """Run ``then`` with the event's arguments once the window's own handler has run (pyglet looks
        the handler up on the instance, so this one is found first)."""
        handler = getattr(self.window, name)

        def observed(*args: object) -> object:
            result = handler(*args)
            then(*args)
            return result
        setattr(self.window, name, observed)

    def count(self, what: str) -> None:
        self.counts[what] += 1

    def released(self, symbol: int, modifiers: int) -> None:
        if symbol not in self.modifiers:
            self.count("keys")

    def tick(self, delta_time: float) -> None:
        self.counts["ticks"] += 1
        state = {**{k: v for k, v in self.counts.items() if k != "ticks"}, **self.shown()}
        if state != self.last or self.counts["ticks"] == 1:
            self.last = state
            self.out.write(json.dumps(state) + "\n")

    def shown(self) -> dict[str, object]:
        """Where the window is (asked of the X server: a round trip, so that a move the game asked for,
        such as centring the window, has been made before the line is written); what the session shows:
        its windows, top first, and whether the board on show is won."""
        session = self.window.game_display.session
        board = session.board
        return {"at": None if self.window.closed else list(self.window.get_location()),
                "windows": [type(window).__name__ for window in session.windows],
                "won": bool(board is not None and board.is_won), "browsing": bool(session.browsing)}


class WatchTheWindow(importlib.abc.MetaPathFinder):
    """When the game imports its ``ui.app``, wrap the function that runs a window's event loop so that
    the window is watched from its first tick."""

    MODULE = "freecell_retro.ui.app"

    def __init__(self, path: str) -> None:
        self.path = path

    def find_spec(self, name: str, import_path: Sequence[str] | None, target: ModuleType | None = None,
                  ) -> importlib.machinery.ModuleSpec | None:
        if name != self.MODULE:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.loader is not None
        loader = spec.loader
        run_module = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run_module(module)
            run = getattr(module, "_run")  # noqa: B009 - read as the module is loaded

            def watched(window: Any) -> int:
                Observer(window, self.path)
                return int(run(window))
            setattr(module, "_run", watched)  # noqa: B010 - a module's attribute, set as the game runs
        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


if __name__ == "__main__":
    sys.meta_path.insert(0, WatchTheWindow(os.environ["FREECELL_OBSERVED"]))
    sys.path[0] = os.getcwd()  # as ``python -m`` has it, not this folder of tests
    runpy.run_module("freecell_retro", run_name="__main__", alter_sys=True)
