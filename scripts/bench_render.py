#!/usr/bin/env python3
"""How much the Amiga screen costs, each figure next to its floor measured in the same run.

    python scripts/bench_render.py [--idle-seconds 10] [--repeat 5] [--frames 300]

| figure | ours | floor | target |
|---|---|---|---|
| start to first frame | game window, first frame presented | a bare Arcade window, first frame | ≤ 1.3× |
| idle CPU | the game (``python -m freecell_retro``) idle under Xvfb | a bare Arcade window idle | ≤ 2 % of a core |
| frame, 1280×1024 | full mid-game board: compose, colour, upload, blit | bare blit: clear, one quad | ≤ 1.3× |
| resident memory | the game window after its first frame | a bare Arcade window | ≤ 1.25× |
| key press → frame | a key through X to the changed frame flipped | bare Arcade window, same rates | ≤ 1.2× |

Every figure runs in fresh child processes (the median of ``--repeat``); the
real-window figures need Xvfb (a private server is started), the frame times
run headless (EGL). The script prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MID_GAME = ("7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8").split()
"""Twenty moves into game 617 (the golden screenshots' position)."""
SIZE = (1280, 1024)


# --------------------------------------------------------------------------- children

def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def child_start(kind: str) -> None:
    """Open a window, present one frame, report the wall clock and the resident memory."""
    import arcade

    if kind == "bare":
        window = arcade.Window(*SIZE, "bare", antialiasing=False)
        window.clear()
    else:
        sys.path.insert(0, str(ROOT))
        from freecell_retro.session import Session
        from freecell_retro.ui.window import GameWindow

        session = Session()
        session.new_game()
        window = GameWindow(session, size=SIZE)
        window.on_draw()
    window.flip()
    window.ctx.finish()
    print(json.dumps({"time": time.time(), "rss": rss_kib()}), flush=True)
    window.close()


def child_idle_bare() -> None:
    import arcade

    class Bare(arcade.Window):
        def on_draw(self) -> None:
            self.clear()

    Bare(*SIZE, "bare")
    arcade.run()


def child_latency(kind: str, presses: int) -> None:
    """Key press → the changed frame presented, under Xvfb, in ms (median of ``presses``).

    The key goes through the X server (XTEST, as a real keyboard's would), at
    a random moment between ticks; the time stops when the frame that shows
    its effect has been flipped and finished. ``bare``: an Arcade window at
    the same update and draw rates whose key handler changes the clear
    colour, presenting (like the game) only when something changed — drawing
    every tick in software GL would saturate the loop and flatter the game;
    ``game``: the game window, key 5 selecting and unselecting a column."""
    import ctypes
    import ctypes.util
    import random

    import arcade
    import pyglet
    from pyglet.libs.x11 import xlib

    rate = 1 / 50
    press: dict[str, float | None] = {"at": None}
    times: list[float] = []

    class Timing:
        def flip(self) -> None:
            super().flip()
            if press["at"] is not None and self.changed_since_press():
                self.ctx.finish()
                times.append((time.perf_counter() - press["at"]) * 1000)
                press["at"] = None

    if kind == "bare":
        class Window(Timing, arcade.Window):
            shade = 0
            seen = 0

            def on_key_press(self, symbol: int, modifiers: int) -> None:
                self.shade ^= 1

            def draw(self, dt: float) -> None:
                if self.seen != self.shade:
                    super().draw(dt)

            def on_draw(self) -> None:
                self.clear(color=(self.shade * 255, 0, 0, 255))
                self.seen = self.shade

            def changed_since_press(self) -> bool:
                return self.seen == self.shade

        window = Window(*SIZE, "bare", update_rate=rate, draw_rate=rate, vsync=False)
    else:
        sys.path.insert(0, str(ROOT))
        from freecell_retro.session import Session
        from freecell_retro.ui.window import GameWindow

        session = Session(clock=lambda: 0.0)
        session.select_game(617)

        class Window(Timing, GameWindow):
            version = None

            def on_key_press(self, symbol: int, modifiers: int) -> None:
                self.version = self.amiga.frame_version
                super().on_key_press(symbol, modifiers)

            def changed_since_press(self) -> bool:
                return self._uploaded is not None and self._uploaded != self.version

        window = Window(session, size=SIZE)
    xtst = ctypes.cdll.LoadLibrary(ctypes.util.find_library("Xtst"))
    x_display = window._x_display
    keycode = xlib.XKeysymToKeycode(x_display, xlib.XStringToKeysym(b"5"))

    def fake_press(_dt: float) -> None:
        if len(times) >= presses:
            window.close()
            pyglet.app.exit()
            return
        if press["at"] is None:
            press["at"] = time.perf_counter()
            xtst.XTestFakeKeyEvent(x_display, keycode, True, 0)
            xtst.XTestFakeKeyEvent(x_display, keycode, False, 0)
            xlib.XFlush(x_display)
        pyglet.clock.schedule_once(fake_press, random.uniform(0.1, 0.2))

    pyglet.clock.schedule_once(fake_press, 1.0)
    arcade.run()
    print(json.dumps({"ms": statistics.median(times)}), flush=True)


def fast_forward_frames(window) -> list[float]:
    """Each refresh while the VCR unit fast-forwards the shipped Solution.game310760976 at Normal
    speed to the end: tick, compose, upload and draw, in ms (the GPU finished each time)."""
    from freecell_retro.files.assets import asset_path
    from freecell_retro.session.browser import SPEEDS

    amiga = window.amiga
    browser = amiga.browser
    browser.open(asset_path("solutions", "Solution.game310760976"))
    browser.speed = len(SPEEDS) - 1  # Normal
    browser.fast_forward()
    times = []
    while browser.playing or amiga.busy:
        start = time.perf_counter()
        window.on_update(1 / amiga.mode.refresh)
        window.on_draw()
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    browser.close()
    return times


def child_frames(frames: int) -> None:
    """Frame times headless: the full mid-game board against the bare upscale blit."""
    os.environ["ARCADE_HEADLESS"] = "1"
    sys.path.insert(0, str(ROOT))
    from arcade import gl

    from freecell_retro.engine.moves import Move
    from freecell_retro.session import Session
    from freecell_retro.ui.window import GameWindow

    session = Session(clock=lambda: 0.0)
    session.select_game(617)
    for text in MID_GAME:
        session.play(Move.from_str(text))
    session.press_column(5)
    window = GameWindow(session, size=SIZE, visible=False, close_on_quit=False)
    window.amiga.finish_animation()
    ctx = window.ctx

    def timed(draw) -> float:
        for _ in range(10):
            draw()
        ctx.finish()
        start = time.perf_counter()
        for _ in range(frames):
            draw()
            ctx.finish()
        return (time.perf_counter() - start) / frames * 1000

    def full_frame() -> None:
        window.amiga.changed()  # compose and upload again, as every frame of a glide does
        window.on_draw()

    def steady_frame() -> None:  # what a palette change or a flash costs: the blit alone
        window.amiga.dirty = True
        window.on_draw()

    native = window.amiga.mode.size
    texture = ctx.texture(native, components=4, filter=(gl.NEAREST, gl.NEAREST))
    texture.write(bytes(native[0] * native[1] * 4))
    quad = gl.geometry.quad_2d_fs()

    def bare_blit(clear: bool = True) -> None:
        """What the least Arcade program showing an upscaled texture does each frame: clear, one quad."""
        ctx.screen.use()
        ctx.viewport = (0, 0, *SIZE)
        if clear:
            ctx.screen.clear()
        ctx.disable(ctx.BLEND)
        texture.use(0)
        quad.render(ctx.utility_textured_quad_program)

    from freecell_retro.session.menuwindow import MenuStripWindow

    results = {"bare": timed(bare_blit), "full": timed(full_frame), "steady": timed(steady_frame),
               "quad": timed(lambda: bare_blit(clear=False)), "bare2": timed(bare_blit)}
    results["ffwd"] = fast_forward_frames(window)
    menu = session.windows.push(MenuStripWindow(window.amiga.menus))
    menu.open_menu, menu.open_item, menu.highlight = 1, 3, (1, 3, 3)  # Options ▸ Number of FreeCells ▸ 3
    results["menu"] = timed(full_frame)
    session.windows.remove(menu)
    session.options.dock_open = True
    results["dock"] = timed(full_frame)
    session.options.dock_open = False
    results["bare"] = min(results.pop("bare2"), results["bare"])
    print(json.dumps(results), flush=True)
    window.close()


# --------------------------------------------------------------------------- the parent

def start_xvfb(screen: str = "1400x1100x24") -> tuple[subprocess.Popen, str] | None:
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


def run_child(args: list[str], env: dict[str, str]) -> tuple[dict, float]:
    started = time.time()
    done = subprocess.run([sys.executable, __file__, *args], env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise SystemExit(f"child {args} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1]), started


def with_dock_open(env: dict[str, str]) -> dict[str, str]:
    """``env`` with a stats file ``stats.docked`` whose preferences open the tool dock."""
    sys.path.insert(0, str(ROOT))
    from freecell_retro.files.stats import StatsFile
    from freecell_retro.files.statsstore import write_stats

    folder = Path(env["XDG_DATA_HOME"]) / "freecell-retro" / "stats"
    folder.mkdir(parents=True, exist_ok=True)
    write_stats(folder / "stats.docked", StatsFile(preferences={"dock_open": True}))
    return env


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(command: list[str], env: dict[str, str], seconds: float, settle: float = 3.0) -> float:
    """Percent of one core a process uses over ``seconds`` once it has settled."""
    process = subprocess.Popen(command, env=env, cwd=env["HOME"], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle)
        if process.poll() is not None:
            raise SystemExit(f"{command} ended early")
        before, start = cpu_seconds(process.pid), time.monotonic()
        time.sleep(seconds)
        used, elapsed = cpu_seconds(process.pid) - before, time.monotonic() - start
    finally:
        process.kill()
        process.wait()
    return used / elapsed * 100


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, _, value = args.child.partition(":")
        {"start": lambda: child_start(value), "idle-bare": child_idle_bare,
         "frames": lambda: child_frames(int(value)), "latency": lambda: child_latency(value, args.presses)}[kind]()
        return 0

    import compileall

    compileall.compile_dir(str(ROOT / "freecell_retro"), quiet=1)
    xvfb = start_xvfb()
    display = xvfb[1] if xvfb else None
    rows = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            env = child_env(display, Path(tmp))
            starts: dict[str, list[float]] = {"bare": [], "game": []}
            memory: dict[str, list[int]] = {"bare": [], "game": []}
            for _ in range(args.repeat):
                for kind in ("bare", "game"):
                    report, started = run_child(["--child", f"start:{kind}"], env)
                    starts[kind].append(report["time"] - started)
                    memory[kind].append(report["rss"])
            bare_s, game_s = statistics.median(starts["bare"]), statistics.median(starts["game"])
            bare_m, game_m = statistics.median(memory["bare"]), statistics.median(memory["game"])
            where = "Xvfb" if display else "headless"
            rows.append(("start to first frame (" + where + ")", f"{game_s * 1000:.0f} ms", f"{bare_s * 1000:.0f} ms",
                         f"{game_s / bare_s:.2f}×", "≤ 1.3×", game_s / bare_s <= 1.3))
            rows.append(("resident memory after the first frame", f"{game_m / 1024:.1f} MiB",
                         f"{bare_m / 1024:.1f} MiB", f"{game_m / bare_m:.2f}×", "≤ 1.25×", game_m / bare_m <= 1.25))
            if display:
                game_cpu = idle_cpu([sys.executable, "-m", "freecell_retro", "stats.bench"], env, args.idle_seconds)
                docked_cpu = idle_cpu([sys.executable, "-m", "freecell_retro", "stats.docked"],
                                      with_dock_open(env), args.idle_seconds)
                bare_cpu = idle_cpu([sys.executable, __file__, "--child", "idle-bare"], env, args.idle_seconds)
                rows.append((f"idle CPU over {args.idle_seconds:g} s (Xvfb)", f"{game_cpu:.2f} %", f"{bare_cpu:.1f} %",
                             "", "≤ 2 % of a core", game_cpu <= 2.0))
                rows.append(("idle CPU with the tool dock open (Xvfb)", f"{docked_cpu:.2f} %", f"{bare_cpu:.1f} %",
                             "", "≤ 2 % of a core", docked_cpu <= 2.0))
                latency = {kind: statistics.median(run_child(["--child", f"latency:{kind}"], env)[0]["ms"]
                                                   for _ in range(3)) for kind in ("bare", "game")}
                ratio = latency["game"] / latency["bare"]
                rows.append(("key press → changed frame on screen (Xvfb, 50 Hz)", f"{latency['game']:.1f} ms",
                             f"{latency['bare']:.1f} ms", f"{ratio:.2f}×", "≤ 1.2×", ratio <= 1.2))
            else:
                rows.append(("idle CPU", "skipped: no Xvfb", "", "", "≤ 2 %", None))
            frame_env = child_env(None, Path(tmp))
            frames = [run_child(["--child", f"frames:{args.frames}"], frame_env)[0] for _ in range(3)]
            full = statistics.median(f["full"] for f in frames)
            steady = statistics.median(f["steady"] for f in frames)
            bare = statistics.median(f["bare"] for f in frames)
            quad = statistics.median(f["quad"] for f in frames)
            rows.append(("frame, full mid-game board, 1280×1024 (headless)", f"{full:.2f} ms", f"{bare:.2f} ms",
                         f"{full / bare:.2f}×", "≤ 1.3×", full / bare <= 1.3))
            ffwd = sorted(frames[0]["ffwd"])
            budget, p99 = 1000 / 50, ffwd[int(len(ffwd) * 0.99)]
            rows.append((f"fast forward, each refresh ({len(ffwd)} refreshes to the win), median / 99th % / worst",
                         f"{statistics.median(ffwd):.2f} / {p99:.2f} / {ffwd[-1]:.2f} ms",
                         f"{budget:.0f} ms (one 50 Hz frame)", f"{p99 / budget:.2f}×",
                         "99th % ≤ 1× (keeps the frame rate)", p99 <= budget))
            for name, what in (("menu", "the menu strip open on a sub-menu"), ("dock", "the tool dock open")):
                ours = statistics.median(f[name] for f in frames)
                rows.append((f"frame with {what}, 1280×1024", f"{ours:.2f} ms", f"{full:.2f} ms (board alone)",
                             f"{ours / full:.2f}×", "", None))
            rows.append(("frame, unchanged board (palette, flash)", f"{steady:.2f} ms", f"{bare:.2f} ms",
                         f"{steady / bare:.2f}×", "", None))
            rows.append(("frame, full board, against the quad alone (no clear)", f"{full:.2f} ms", f"{quad:.2f} ms",
                         f"{full / quad:.2f}×", "", None))
    finally:
        if xvfb:
            xvfb[0].terminate()
            xvfb[0].wait(10)
    print("| figure | ours | floor | ratio | target | met |")
    print("|---|---|---|---|---|---|")
    for name, ours, floor, ratio, target, met in rows:
        print(f"| {name} | {ours} | {floor} | {ratio} | {target} | {'' if met is None else 'yes' if met else 'NO'} |")
    return 0 if all(row[-1] is not False for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
