"""What the benchmarks share: a private X server, the children's environment, runs taken in turn
against an anchor, keys pressed through the X server, and the table every benchmark prints.

Every figure is set against an anchor measured in the same run, the two taken in turn (A B A B …)
so that a machine whose speed drifts (other programs, a throttled processor) moves both alike; the
ratio is the median of the pairs' ratios. Every row prints the anchor, ours and that ratio.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


# --------------------------------------------------------------------------- measuring

def in_turn(anchor: Callable[[], float], ours: Callable[[], float], runs: int) -> tuple[list[float], list[float]]:
    """``runs`` figures of each, taken anchor, ours, anchor, ours …; each call returns its own figure."""
    anchors, our = [], []
    for _ in range(runs):
        anchors.append(anchor())
        our.append(ours())
    return anchors, our


def timed_ms(call: Callable[[], object]) -> Callable[[], float]:
    """``call`` as a figure: the milliseconds it takes."""
    def run() -> float:
        start = time.perf_counter()
        call()
        return (time.perf_counter() - start) * 1000
    return run


@dataclass
class Row:
    """One figure of a benchmark's table."""

    figure: str
    anchor_name: str
    anchor: list[float]
    ours: list[float]
    unit: str = "ms"
    target: float | None = None
    """The ratio ours / anchor must not pass this; None: shown, not judged."""
    paired: bool = True
    """The figures were taken in turn, a pair each: the ratio is the median of the pairs' ratios. Else
    (runs of different lengths, or a fixed budget such as one frame's 20 ms) the ratio of the medians."""

    @property
    def ratio(self) -> float:
        if not self.paired:
            return statistics.median(self.ours) / statistics.median(self.anchor)
        pairs = [o / a for a, o in zip(self.anchor, self.ours) if a > 0]
        return statistics.median(pairs) if pairs else float("nan")

    @property
    def met(self) -> bool | None:
        return None if self.target is None else self.ratio <= self.target

    def cells(self) -> list[str]:
        def shown(values: list[float]) -> str:
            return f"{statistics.median(values):.{3 if self.unit == 's' else 2}f} {self.unit}"
        target = "" if self.target is None else f"≤ {self.target:g}×"
        met = "" if self.met is None else "yes" if self.met else "NO"
        spread = f"{min(self.ours):.2f}–{max(self.ours):.2f}" if len(self.ours) > 1 else ""
        return [self.figure, f"{self.anchor_name}: {shown(self.anchor)}", shown(self.ours), spread,
                f"{self.ratio:.2f}×", target, met]


def print_rows(title: str, rows: Sequence[Row]) -> bool:
    """The Markdown table (medians; ours' spread, lowest–highest); True when every judged row is met."""
    print(f"{title}\nload: {uptime()}\n")
    print("| figure | anchor | ours | ours' spread | ratio | target | met |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row.cells()) + " |")
    return all(row.met is not False for row in rows)


def uptime() -> str:
    """The load averages (1, 5, 15 minutes) and the processors, as ``uptime`` prints them."""
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} processors"


# --------------------------------------------------------------------------- processes

def start_xvfb(screen: str = "1400x1100x24") -> tuple[subprocess.Popen[bytes], str] | None:
    """A private Xvfb with one screen of ``screen`` (WxHxDepth); its display picked by itself."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return None
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return (server, f":{number}") if number else None


def stop(server: subprocess.Popen[bytes] | None) -> None:
    if server is not None:
        server.terminate()
        server.wait(10)


def child_env(display: str | None, home: Path) -> dict[str, str]:
    """The children's environment: private folders, the display, and compiled modules as an installed
    game has them (pip compiles a wheel's modules; PYTHONDONTWRITEBYTECODE would time compiling too)."""
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", "PYTHONDONTWRITEBYTECODE")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), PYTHONPATH=str(ROOT))
    if display:
        env["DISPLAY"] = display
    else:
        env["ARCADE_HEADLESS"] = "1"
    return env


def compile_modules() -> None:
    import compileall

    compileall.compile_dir(str(ROOT / "freecell_retro"), quiet=1)


def run_child(command: list[str], env: dict[str, str], timeout: float = 300) -> dict[str, Any]:
    """Run a child that prints its figures as JSON on its last line."""
    done = subprocess.run(command, env=env, cwd=env["HOME"], capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise SystemExit(f"child {command} failed:\n{done.stderr}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def report(figures: dict[str, Any]) -> None:
    """A child's figures, for :func:`run_child`."""
    print(json.dumps(figures), flush=True)


# --------------------------------------------------------------------------- keys on screen

class PressTimer:
    """Key chords through the X server (XTEST, as a keyboard's would come) at random moments between
    ticks; the time from each press to the flip that shows its effect, the GPU finished, in ms.

    ``shown()`` says whether the frame just flipped shows the press (``mark()`` is called as the key
    goes down); ``undo`` is pressed after each measured press (not timed), to put things back.
    """

    def __init__(self, window: Any, chord: Sequence[str], undo: Sequence[str], presses: int,
                 mark: Callable[[], None], shown: Callable[[], bool], first_after: float = 1.0) -> None:
        import ctypes
        import ctypes.util

        from pyglet.libs.x11 import xlib

        self.window, self.presses, self.mark, self.shown = window, presses, mark, shown
        self.first_after = first_after
        """Seconds from the start of the loop to the first press."""
        self.xlib = xlib
        library = ctypes.util.find_library("Xtst")
        assert library is not None, "no libXtst: the key presses go through XTEST"
        self.xtst = ctypes.cdll.LoadLibrary(library)
        self.display = window._x_display
        self.chord = [self._keycode(name) for name in chord]
        self.undo = [self._keycode(name) for name in undo]
        self.times: list[float] = []
        self.pressed_at: float | None = None
        flip = window.flip

        def timed_flip() -> None:
            flip()
            if self.pressed_at is not None and self.shown():
                window.ctx.finish()
                self.times.append((time.perf_counter() - self.pressed_at) * 1000)
                self.pressed_at = None
        window.flip = timed_flip

    def _keycode(self, name: str) -> int:
        code: int = self.xlib.XKeysymToKeycode(self.display, self.xlib.XStringToKeysym(name.encode()))
        return code

    def _type(self, keycodes: list[int]) -> None:
        for code in keycodes:
            self.xtst.XTestFakeKeyEvent(self.display, code, True, 0)
        for code in reversed(keycodes):
            self.xtst.XTestFakeKeyEvent(self.display, code, False, 0)
        self.xlib.XFlush(self.display)

    def run(self) -> list[float]:
        """Press until ``presses`` frames were timed; the times in ms."""
        import arcade
        import pyglet

        def press(_dt: float) -> None:
            if len(self.times) >= self.presses:
                self.window.close()
                pyglet.app.exit()
                return
            if self.pressed_at is None:
                if self.undo and self.times:
                    self._type(self.undo)
                    pyglet.clock.schedule_once(press_now, random.uniform(0.1, 0.2))
                    return
                press_now(0.0)
                return
            pyglet.clock.schedule_once(press, random.uniform(0.1, 0.2))

        def press_now(_dt: float) -> None:
            self.mark()
            self.pressed_at = time.perf_counter()
            self._type(self.chord)
            pyglet.clock.schedule_once(press, random.uniform(0.1, 0.2))

        pyglet.clock.schedule_once(press_now, self.first_after)
        arcade.run()
        return self.times
