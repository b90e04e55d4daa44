"""Options ▸ Display: Sharp (whole-number scaling), Scanlines (every emulated line's lower half dark,
as a 15 kHz monitor showed it) and CRT (the tube's curve, glow and beam), drawn by the window's one
pass on the GPU in every screen mode, chosen in the menu, kept in the stats file, and drawn by
``freecell-retro screenshot --display``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image
from test_ui_golden import compare

from freecell_retro.engine.moves import Move
from freecell_retro.session import Options, Session
from freecell_retro.ui.gamewindow import GameWindow
from freecell_retro.ui.screen.modes import SCREEN_MODES

ROOT = Path(__file__).parent.parent
MID_GAME = "7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8".split()


def picture(window: GameWindow, mode: str, look: str) -> Image.Image:
    """The window's picture of game 617 twenty moves in, in ``mode`` with Options ▸ Display ``look``."""
    import arcade

    session = Session(Options(screen_mode=mode, display=look), clock=lambda: 0.0)  # type: ignore[arg-type]
    session.select_game(617)
    for text in MID_GAME:
        assert session.play(Move.from_str(text))
    window.show(session)
    window.on_resize(*window.get_size())
    window.game_display.finish_animation()
    window.on_draw()
    return arcade.get_image(0, 0, *window.get_size()).convert("RGB")


def luminance(image: Image.Image, x: int, y: int) -> int:
    pixel = image.getpixel((x, y))
    assert isinstance(pixel, tuple)
    red, green, blue = pixel[:3]
    return int(red * 0.3 + green * 0.59 + blue * 0.11)


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_sharp_is_the_native_frame_scaled_by_whole_numbers(game_window: GameWindow, mode: str) -> None:
    image = picture(game_window, mode, "sharp")
    fit, native = game_window.fit, game_window.game_display.frame()
    top = game_window.get_size()[1] - fit.y - fit.height
    box = image.crop((fit.x, top, fit.x + fit.width, top + fit.height))
    colours = game_window.game_display.shown_colours()
    expected = Image.frombytes("P", native.size, native.tobytes())
    expected.putpalette([value for rgb in colours for value in rgb])
    assert box.tobytes() == expected.convert("RGB").resize(box.size, Image.Resampling.NEAREST).tobytes()


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_scanlines_darken_the_lower_half_of_every_emulated_line(game_window: GameWindow, mode: str) -> None:
    sharp, lined = picture(game_window, mode, "sharp"), picture(game_window, mode, "scanlines")
    fit = game_window.fit
    top = game_window.get_size()[1] - fit.y - fit.height
    rows = max(fit.scale_y, 2)
    x = fit.x + fit.width // 2
    for line_top in range(top + 40 * fit.scale_y, top + 44 * fit.scale_y, rows):
        for row in range(rows):
            y = line_top + row
            if row < rows // 2:
                assert lined.getpixel((x, y)) == sharp.getpixel((x, y)), (mode, row)  # the lit half as it was
            else:
                assert luminance(lined, x, y) < luminance(sharp, x, y) or luminance(sharp, x, y) == 0, (mode, row)


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_the_crt_bends_the_picture_and_keeps_it_bright_in_the_middle(game_window: GameWindow, mode: str) -> None:
    sharp, tube = picture(game_window, mode, "sharp"), picture(game_window, mode, "crt")
    fit = game_window.fit
    top = game_window.get_size()[1] - fit.y - fit.height
    assert tube.getpixel((fit.x + 1, top + 1)) == (0, 0, 0)  # the corner is outside the curved glass
    assert sharp.getpixel((fit.x + 1, top + 1)) != (0, 0, 0)
    middle = [(fit.x + fit.width // 2 + dx, top + fit.height // 2 + dy) for dx in range(-40, 40, 8)
              for dy in range(-40, 40, 3)]
    lit = sum(luminance(tube, *p) for p in middle) / sum(max(1, luminance(sharp, *p)) for p in middle)
    assert 0.6 < lit < 1.3, lit  # the picture is still there, a little darker between the lines


@pytest.mark.parametrize("mode,look", [("pal-hires", "scanlines"), ("pal-laced", "crt")])
def test_golden_looks(game_window: GameWindow, mode: str, look: str, tmp_path: Path) -> None:
    image = picture(game_window, mode, look)
    compare(f"{mode}-{look}-window", image.quantize(colors=256, dither=Image.Dither.NONE), tmp_path)


def test_the_menu_switches_the_look_and_the_window_shows_it(game_window: GameWindow) -> None:
    sharp = picture(game_window, "pal-hires", "sharp")
    display = game_window.game_display
    assert display.menus.select("Options/Display/Scanlines") and display.session.options.display == "scanlines"
    assert display.dirty
    import arcade

    game_window.on_draw()
    assert arcade.get_image(0, 0, *game_window.get_size()).convert("RGB").tobytes() != sharp.tobytes()
    assert display.menus.find("Options/Display/Scanlines").is_checked
    assert not display.menus.find("Options/Display/Sharp").is_checked


@pytest.mark.process
def test_screenshot_draws_the_look(tmp_path: Path) -> None:
    """In a process of its own: the command opens a headless window of its own."""
    out = tmp_path / "crt.png"
    command = [sys.executable, "-m", "freecell_retro", "screenshot", "617", "--mode", "pal-hires"]
    env = {**os.environ, "ARCADE_HEADLESS": "1"}
    done = subprocess.run([*command, "--display", "crt", "-o", str(out)], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == f"{out}: 1280x1024", done.stderr
    with Image.open(out) as image:
        assert image.convert("RGB").getpixel((0, 0)) == (0, 0, 0)
    bad = subprocess.run([*command, "--display", "tv", "-o", str(out)], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=120)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "tv" in bad.stderr
