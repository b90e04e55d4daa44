#!/usr/bin/env python3
"""What the Amiga screen costs, each figure against a bare Arcade window measured in the same run.

    python scripts/bench_render.py [--frames 200] [--presses 30] [--idle-seconds 10]

| figure | ours | anchor | target |
|---|---|---|---|
| frame, whole board drawn again | a new deal's frame: compose, colour, upload, show, flip | bare window: clear and flip | ≤ 1.5× |
| frame, a key's change | a column selected: composed, the box that changed coloured and uploaded, shown, flipped | bare window: clear and flip | ≤ 1.5× |
| frame, unchanged picture | a palette change or a flash | bare window: clear and flip | shown |
| each frame row again | the same | a bare window showing a 640×512 picture scaled up: clear, one quad, flip | the same |
| frame, menu open / dock open | the board frame with them over it | bare window: clear and flip | shown |
| fast forward, each refresh | the VCR unit playing a solution | one 50 Hz frame (20 ms) | ≤ 1× |
| key press → frame on screen | a key through the X server to the changed frame flipped | a bare window that draws at once on a key | ≤ 1.5× |
| … again | the same | a bare window showing a 640×512 picture scaled up, uploaded again on the key | ≤ 1.5× |
| arrow key → frame on screen | → moving the keyboard pointer's focus frame (← puts it back, untimed) | key 5 in the game, as above | ≤ 1.2× |
| key → frame with its sound | key 5 with the pick-up sound playing (OpenAL's null device mixing it when libopenal is installed: ``ALSOFT_DRIVERS=null``; else pyglet's silent driver, named in the row) | the same with Options ▸ Sound off | ≤ 1.05× |
| idle CPU | the game idle | a bare window that ticks at 50 Hz and presents only on a change | shown |
| frame, Display ▸ Scanlines / CRT | the whole board drawn again and shown through Options ▸ Display's look | the same frame with Display ▸ Sharp, in turn | ≤ 1.5× |

The anchor is what the least Arcade program does, with the game's window settings (no
multisampling, no vsync, 50 Hz): ``on_draw`` clears, the loop flips. It presents a frame only when
something changed and draws at once on a key, as the game does, so it is neither slower nor busier
than a sensible bare program (a window redrawing every tick burns a core and is no anchor). A
clear is a memory fill; a window-sized picture is a pass that reads a texture for every pixel —
under software GL (llvmpipe) about three times a clear — hence the second anchor, the floor for
any program that shows a picture filling the window. Frames
are timed one by one, ours and the anchor's in turn in the same window, the GPU finished each time.
Everything runs in fresh child processes under a private Xvfb (headless without it: the frames
alone, with nothing flipped).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from benchwindow import (
    ROOT,
    PressTimer,
    Row,
    child_env,
    compile_modules,
    print_rows,
    report,
    run_child,
    start_xvfb,
    stop,
)

MID_GAME = ("7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8").split()
"""Twenty moves into game 617 (the golden screenshots' position)."""
SIZE = (1280, 1024)
PICTURE = "640×512"
RATE = 1 / 50
WINDOW_SETTINGS = dict(antialiasing=False, vsync=False, update_rate=RATE, draw_rate=RATE)
"""The game window's settings, which the bare window shares."""


# --------------------------------------------------------------------------- children

def bare_window(picture: bool = False):
    """The anchor: an Arcade window that clears itself in a colour a key toggles, presenting a frame
    only when the colour changed, at once on the key (as the game does). ``picture``: it also shows a
    native-size (640×512) picture scaled up to the window, one quad, as the game's screen is shown,
    its pixels written again on each key (a key's change reaches the screen through an upload)."""
    import arcade
    from arcade import gl

    class Bare(arcade.Window):
        shade = 0
        shown = -1
        texture = None

        def on_key_press(self, symbol: int, modifiers: int) -> None:
            self.shade ^= 1
            self.draw(0.0)

        def draw(self, dt: float) -> None:
            if self.shown != self.shade:
                super().draw(dt)

        def on_draw(self) -> None:
            self.clear(color=(self.shade * 255, 0, 0, 255))
            if self.texture is not None:
                self.texture.write(bytes([self.shade * 255, 0, 0, 255]) * (640 * 512))
                self.ctx.disable(self.ctx.BLEND)
                self.texture.use(0)
                self.quad.render(self.ctx.utility_textured_quad_program)
            self.shown = self.shade

    window = Bare(*SIZE, "bare", **WINDOW_SETTINGS)
    if picture:
        window.texture = window.ctx.texture((640, 512), components=4, filter=(gl.NEAREST, gl.NEAREST))
        window.quad = gl.geometry.quad_2d_fs()
    return window


def game_window(visible: bool = True, sound: bool = True):
    """The game window on game 617 twenty moves in, its sounds loaded (``sound``) or off."""
    sys.path.insert(0, str(ROOT))
    from freecell_retro.engine.moves import Move
    from freecell_retro.session import Options, Session
    from freecell_retro.ui.gamewindow import GameWindow

    session = Session(Options(sound=sound), clock=lambda: 0.0)
    session.select_game(617)
    for text in MID_GAME:
        session.play(Move.from_str(text))
    window = GameWindow(session, size=SIZE, visible=visible, close_on_quit=False)
    window.game_display.finish_animation()
    if sound:
        window.game_display.sound.preload()  # as the game does once the screen is quiet
    return window


def child_latency(kind: str, presses: int) -> None:
    """Key 5 → the frame showing it flipped, ms: the game selects (then unselects) column 5; the bare
    window toggles its colour. ``arrow``: → moves the keyboard pointer's frame (← back, untimed).
    ``game`` plays its pick-up sound on each selection; ``silent`` is the game with Options ▸ Sound off."""
    if kind in ("bare", "picture"):
        window = bare_window(picture=kind == "picture")
        timer = PressTimer(window, ["5"], [], presses, mark=lambda: None,
                           shown=lambda: window.shown == window.shade)
    else:
        window = game_window(sound=kind != "silent")
        pressed = {"version": 0}
        chord, undo = (["Right"], ["Left"]) if kind == "arrow" else (["5"], [])
        timer = PressTimer(window, chord, undo, presses,
                           mark=lambda: pressed.update(version=window.game_display.frame_version),
                           shown=lambda: window.presenter.shown_version > pressed["version"])
    driver = ""
    if kind == "game":
        import pyglet

        driver = "silent" if window.game_display.sound.silent else type(pyglet.media.drivers.get_audio_driver()).__name__
    report({"ms": timer.run(), "driver": driver})


def fast_forward_frames(window) -> list[float]:
    """Each refresh while the VCR unit fast-forwards the shipped Solution.game310760976 at Normal
    speed to the end: tick, compose, upload, draw and flip, in ms (the GPU finished each time)."""
    from freecell_retro.files.assets import asset_path
    from freecell_retro.session.game.browser import SPEEDS

    amiga = window.game_display
    browser = amiga.browser
    browser.open(asset_path("solutions", "Solution.game310760976"))
    browser.speed = len(SPEEDS) - 1  # Normal
    browser.fast_forward()
    times = []
    while browser.playing or amiga.busy:
        start = time.perf_counter()
        window.on_update(1 / amiga.mode.refresh)
        window.draw(0.0)
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    browser.close()
    window.game_display.finish_animation()
    return times


def child_looks(frames: int) -> None:
    """Frame times of the whole board drawn again, and of the picture alone, shown with each of Options ▸
    Display's looks, in turn with the same frame shown Sharp, in both kinds of screen (a line two and four
    window rows high)."""
    results: dict[str, list[float]] = {}
    for mode in ("pal-laced", "pal-hires"):
        looks_in(mode, frames, results)
    report(results)


def looks_in(mode: str, frames: int, results: dict[str, list[float]]) -> None:
    from freecell_retro.session.game.options import Option

    window = game_window(sound=False)
    window._allow_dispatch_event = True
    amiga, ctx = window.game_display, window.ctx
    amiga.session.set_option(Option.SCREEN_MODE, mode)
    amiga.finish_animation()
    options = amiga.session.options

    def frame(look: str, whole: bool) -> float:
        options.display = look
        if whole:
            amiga.changed()
        amiga.dirty = True
        start = time.perf_counter()
        window.draw(0.0)
        ctx.finish()
        return (time.perf_counter() - start) * 1000

    for whole, kind in ((True, "whole"), (False, "pass")):
        for turn in range(frames + 10):
            for look in ("sharp", "scanlines", "sharp", "crt"):
                spent = frame(look, whole)
                if turn >= 10:
                    results.setdefault(f"{mode} {kind} {look}", []).append(spent)
    window.close()


def child_frames(frames: int) -> None:
    """Frame times in the game's window: ours, and in turn with each of ours the two anchors'."""
    from arcade import gl

    from freecell_retro.session.screen.menuwindow import MenuStripWindow
    from freecell_retro.session.windows.input import Key, KeyPress

    window = game_window()
    window._allow_dispatch_event = True  # as inside the event loop: draw() dispatches on_draw at once, not queued
    amiga, session, ctx = window.game_display, window.game_display.session, window.ctx
    results: dict[str, list[float]] = {}
    native = amiga.mode.size
    texture = ctx.texture(native, components=4, filter=(gl.NEAREST, gl.NEAREST))
    texture.write(bytes(native[0] * native[1] * 4))
    quad = gl.geometry.quad_2d_fs()

    def bare() -> None:
        ctx.screen.use()
        window.clear()
        window.flip()

    def picture() -> None:
        """The least Arcade program showing a native-size picture scaled up: clear, one quad, flip."""
        ctx.screen.use()
        window.clear()
        ctx.disable(ctx.BLEND)
        texture.use(0)
        quad.render(ctx.utility_textured_quad_program)
        window.flip()

    def timed(name: str, ours) -> None:
        runs = [(frame, results.setdefault(label, [])) for frame, label in
                ((bare, "bare " + name), (picture, "picture " + name), (ours, name))]
        for turn in range(frames + 10):
            for frame, into in runs:
                start = time.perf_counter()
                frame()
                ctx.finish()
                if turn >= 10:  # the first ten warm up
                    into.append((time.perf_counter() - start) * 1000)

    def whole_board() -> None:
        amiga.changed()  # everything composed again, as for a new deal
        window.draw(0.0)

    def selection() -> None:
        amiga.controller.handle(KeyPress(Key.D5))  # as the window hands it on: selects column 5, or unselects it
        window.draw(0.0)

    def unchanged() -> None:
        amiga.dirty = True
        window.draw(0.0)

    timed("whole", whole_board)
    timed("key", selection)
    timed("unchanged", unchanged)
    menu = amiga.session.windows.push(MenuStripWindow(amiga.menus))
    menu.open_menu, menu.open_item, menu.highlight = 1, 3, (1, 3, 3)  # Options ▸ Number of FreeCells ▸ 3
    timed("menu", whole_board)
    amiga.session.windows.remove(menu)
    session.options.dock_open = True
    timed("dock", whole_board)
    session.options.dock_open = False
    results["ffwd"] = fast_forward_frames(window)
    report(results)
    window.close()


# --------------------------------------------------------------------------- the parent

class _Done(Exception):
    """--looks-only: the rows wanted are measured."""


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(command: list[str], env: dict[str, str], seconds: float, settle: float = 3.0) -> float:
    """Percent of one core ``command`` uses over ``seconds`` once it has settled."""
    import subprocess

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


def child(args: argparse.Namespace) -> None:
    kind, _, value = args.child.partition(":")
    if kind == "idle":
        import arcade

        bare_window()
        arcade.run()
    elif kind == "latency":
        child_latency(value, args.presses)
    elif kind == "looks":
        child_looks(args.frames)
    else:
        child_frames(args.frames)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200, help="frames of each kind (and as many of the anchor)")
    parser.add_argument("--presses", type=int, default=30, help="key presses a latency child times")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--looks-only", action="store_true", help="only the rows of Options ▸ Display's looks")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return 0
    compile_modules()
    xvfb = start_xvfb()
    display = xvfb[1] if xvfb else None
    rows = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            env = child_env(display, Path(tmp))
            looks = run_child([sys.executable, __file__, "--child", "looks", "--frames", str(args.frames)], env)
            for mode, rows_high in (("pal-laced", 2), ("pal-hires", 4)):
                for kind, what in (("whole", "frame, whole board"), ("pass", "frame, the picture alone")):
                    for look, name in (("scanlines", "Scanlines"), ("crt", "CRT")):
                        sharp = looks[f"{mode} {kind} sharp"]
                        rows.append(Row(f"{what}, Display ▸ {name}, {mode} (a line {rows_high} rows high)",
                                        "the same frame, Display ▸ Sharp, in turn",
                                        sharp[1::2] if look == "crt" else sharp[0::2], looks[f"{mode} {kind} {look}"],
                                        target=1.5))
            if args.looks_only:
                raise _Done
            frames = run_child([sys.executable, __file__, "--child", "frames", "--frames", str(args.frames)], env)
            flip = "and flip" if display else "(headless: nothing flipped)"
            for name, what, target in (("whole", "frame, whole board drawn again (a new deal), 1280×1024", 1.5),
                                       ("key", "frame, a key's change (column selected)", 1.5),
                                       ("unchanged", "frame, unchanged picture (palette, flash)", None),
                                       ("menu", "frame, whole board, menu strip open on a sub-menu", None),
                                       ("dock", "frame, whole board, tool dock open", None)):
                rows.append(Row(what, f"bare window, clear {flip}", frames["bare " + name], frames[name],
                                target=target))
                rows.append(Row("… the same against a picture", f"bare window showing a {PICTURE} picture scaled "
                                f"up: clear, one quad{', flip' if display else ''}", frames["picture " + name],
                                frames[name], target=target))
            rows.append(Row(f"fast forward, each refresh ({len(frames['ffwd'])} to the win)", "one 50 Hz frame",
                            [20.0], frames["ffwd"], target=1.0, paired=False))
            if display:
                latency = {kind: [] for kind in ("bare", "picture", "game", "arrow", "silent")}
                sound = {**env, "ALSOFT_DRIVERS": env.get("ALSOFT_DRIVERS", "null")}  # OpenAL mixing, no device
                drivers = set()
                for turn in range(4):  # the order turned round every time: no kind always first
                    for kind in (list(latency) if turn % 2 == 0 else list(latency)[::-1]):
                        got = run_child([sys.executable, __file__, "--child", f"latency:{kind}",
                                         "--presses", str(args.presses)], sound)
                        latency[kind] += got["ms"]
                        if got["driver"]:
                            drivers.add(got["driver"])
                rows.append(Row("key press → changed frame on screen (50 Hz)", "bare window drawing at once",
                                latency["bare"], latency["game"], target=1.5, paired=False))
                rows.append(Row("… the same against a picture", f"bare window showing a {PICTURE} picture scaled "
                                "up, its pixels uploaded again on the key", latency["picture"], latency["game"],
                                target=1.5, paired=False))
                rows.append(Row("arrow key → the pointer's frame moved on screen", "key 5 in the game (above)",
                                latency["game"], latency["arrow"], target=1.2, paired=False))
                rows.append(Row(f"key 5 → frame with its sound ({', '.join(sorted(drivers))})",
                                "the same with Options ▸ Sound off", latency["silent"], latency["game"], target=1.05,
                                paired=False))
                cpu = {"bare": idle_cpu([sys.executable, __file__, "--child", "idle"], env, args.idle_seconds),
                       "game": idle_cpu([sys.executable, "-m", "freecell_retro", "stats.bench"], env,
                                        args.idle_seconds)}
                rows.append(Row(f"idle CPU over {args.idle_seconds:g} s (the game from the command line)",
                                "bare window ticking at 50 Hz",
                                [cpu["bare"]], [cpu["game"]], unit="% of a core", paired=False))
    except _Done:
        pass
    finally:
        stop(xvfb[0] if xvfb else None)
    where = "Xvfb" if display else "headless (no Xvfb: no key or idle figures)"
    met = print_rows(f"The Amiga screen in a 1280×1024 window, {where}; frames: {args.frames} of each, "
                     "ours and the anchor's in turn", rows)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
