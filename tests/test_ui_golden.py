"""Golden screenshots: the native frame of every screen mode, both card sets and
the requester, pixel for pixel. Rewrite them on purpose only:

    FREECELL_REWRITE_GOLDEN=1 pytest tests/test_ui_golden.py

which writes only the goldens that changed, each named in a warning with the pixels that differ and
the box around them; look at every rewritten PNG before committing it.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from freecell_retro.cli import main
from freecell_retro.engine.cards import Card
from freecell_retro.engine.moves import Move, column
from freecell_retro.engine.rules import Rules
from freecell_retro.session import Options, Session
from freecell_retro.session.game.shows import ShowKind
from freecell_retro.session.windows.requesters import RequesterKind
from freecell_retro.ui.app import native_screenshot
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display

GOLDEN = Path(__file__).parent / "golden"
REWRITE = os.environ.get("FREECELL_REWRITE_GOLDEN") == "1"

SOLUTION_617 = ("7a 7b 7c b7 1b 71 83 8h 4d 46 83 48 74 b7 2b 27 a2 82 8a d8 48 4d 1j d7 8d 8j d4 16 1j 48 21 a4 "
                "2d 24 2a ck 8h 6h d6 3c 3d 32 d2 c2 3d 3c 38 6i 53 5j 6i a6 51 5a 5k 1h ch 7a 7h 6c 1i 6j dj 2h "
                "1d 15 1h dj 3j bh 1d 16").split()
"""Game 617 won in Amiga notation (the automatic moves home are not written)."""
MID_GAME = 20


def session_after(mode: str, moves: list[str], **options: Any) -> Session:
    session = Session(Options(screen_mode=mode, **options), clock=lambda: 0.0)
    session.select_game(617)
    for text in moves:
        assert session.play(Move.from_str(text)), text
    return session


def scenes() -> Iterator[tuple[str, Session]]:
    """name → a session showing it."""
    for mode in ("pal-hires", "pal-laced", "ntsc-hires", "ntsc-laced", "productivity"):
        session = session_after(mode, SOLUTION_617[:MID_GAME])
        session.press_column(5)  # column 6's ordered stack, inverted
        yield f"{mode}-{session.options.card_set or 'auto'}", session
    session = session_after("ntsc-laced", SOLUTION_617[:30])
    session.press_column(5)
    session.press_column(3)  # three ordered cards to the empty column 4: single card or column?
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.EMPTY_COLUMN
    yield "ntsc-laced-empty-column-requester", session
    session = session_after("pal-hires", SOLUTION_617)
    assert session.requester is not None
    assert session.requester.kind is RequesterKind.GAME_OVER
    yield "pal-hires-game-over", session
    session = session_after("productivity", SOLUTION_617[:2], free_cells=2, messages=False)
    session.click(column(0))
    yield "productivity-two-free-cells", session
    for mode in ("pal-hires", "pal-laced"):  # Four-Colour Suits: diamonds blue, clubs green, a run selected
        session = session_after(mode, SOLUTION_617[:MID_GAME], four_colour=True)
        session.press_column(5)
        yield f"{mode}-four-colour", session
    for rules in (Rules.EIGHT_OFF, Rules.FORECELL, Rules.RELAXED, Rules.SEAHAVEN):  # the other games
        for mode in ("pal-hires", "pal-laced"):
            session = session_after(mode, [], rules=rules)
            assert session.board is not None
            session.click(column(len(session.board.columns) - 1))  # the last column's foot, inverted
            yield f"{mode}-{rules.value}", session
    for mode in ("pal-hires", "pal-laced"):  # Automatic Moves Home off: the ace of spades stays in column 7
        session = session_after(mode, SOLUTION_617[:7], automatic_moves=False)
        assert session.board is not None
        assert session.board.columns[6][-1] == Card.from_str("AS")
        yield f"{mode}-automatic-moves-off", session


def difference(image: Image.Image, golden: Image.Image) -> str | None:
    """What differs between the frame drawn now and the golden, in words (None: the same): the sizes, or
    how many pixels differ and the box around them."""
    if image.size != golden.size:
        return f"the size is {image.size[0]}×{image.size[1]}, the golden's {golden.size[0]}×{golden.size[1]}"
    now, then = image.convert("RGB"), golden.convert("RGB")
    box = ImageChops.difference(now, then).getbbox()
    if box is None:
        return None
    pixels = sum(1 for a, b in zip(now.getdata(), then.getdata()) if a != b)
    left, top, right, bottom = box
    return f"{pixels} pixels differ, within x {left}–{right - 1}, y {top}–{bottom - 1}"


def compare(name: str, image: Image.Image, tmp_path: Path) -> None:
    """The frame against its golden, always. Rewriting (``FREECELL_REWRITE_GOLDEN=1``) writes only a golden
    that changed, and says what changed, so that the one to look at is named."""
    path = GOLDEN / f"{name}.png"
    if not path.exists():
        if not REWRITE:
            pytest.fail(f"no golden {path.name}: run with FREECELL_REWRITE_GOLDEN=1 and look at it")
        GOLDEN.mkdir(exist_ok=True)
        image.save(path)
        warnings.warn(f"new golden {path.name}: look at it", stacklevel=2)
        return
    changed = difference(image, Image.open(path))
    if changed is None:
        return
    if REWRITE:
        image.save(path)
        warnings.warn(f"rewrote golden {path.name}: {changed}", stacklevel=2)
        return
    image.save(tmp_path / path.name)
    pytest.fail(f"{path.name} differs from the frame drawn now: {changed} (the frame is saved in {tmp_path})")


@pytest.mark.parametrize("name,session", list(scenes()), ids=lambda v: v if isinstance(v, str) else "")
def test_golden_frames(name: str, session: Session, tmp_path: Path) -> None:
    image = native_screenshot(session)
    palette, colours = image.getpalette(), image.getcolors()
    assert image.mode == "P" and palette is not None and len(palette) == (54 if "four-colour" in name else 48)
    assert colours is not None and len(colours) <= 18
    compare(name, image, tmp_path)


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced"])
def test_golden_mid_deal(mode: str, tmp_path: Path) -> None:
    """The deal a second in: two rows down, the next cards flying face down from the deck."""
    session = Session(Options(screen_mode=mode), clock=lambda: 0.0)
    display = Display(session)
    session.select_game(617)
    for _ in range(50):
        display.tick()
    assert session.show is not None
    assert session.show.kind is ShowKind.DEAL and 0 < session.show.landed < 52
    compare(f"{mode}-mid-deal", indexed(display.frame(), display.palette), tmp_path)


def test_both_card_sets_in_every_size() -> None:
    sizes = {name: native_screenshot(session).size for name, session in scenes()}
    assert sizes["pal-hires-auto"] == (640, 256) and sizes["pal-laced-auto"] == (640, 512)
    assert sizes["ntsc-hires-auto"] == (640, 200) and sizes["ntsc-laced-auto"] == (640, 400)
    assert sizes["productivity-auto"] == (640, 480)


def test_screenshot_command_writes_the_native_frame(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "shot.png"
    assert main(["screenshot", "617", "--mode", "pal-hires", "--moves", " ".join(SOLUTION_617), "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: 640x256"
    expected = Image.open(GOLDEN / "pal-hires-game-over-par.png")  # the command reads the shipped census: par 55
    assert Image.open(out).convert("RGB").tobytes() == expected.convert("RGB").tobytes()


def test_screenshot_command_refuses_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "shot.png"
    with pytest.raises(SystemExit) as stop:
        main(["screenshot", "617", "--moves", "7a 7b 7c 7d 7a", "-o", str(out)])
    assert stop.value.code == 2
    assert capsys.readouterr().err == ("freecell-retro: error: --moves, move 5: 7a: free cell a is not empty\n")
    with pytest.raises(SystemExit):
        main(["screenshot", "617", "--cardset", "nothing", "-o", str(out)])
    assert "no card set 'nothing'" in capsys.readouterr().err
    assert not out.exists()


def test_a_golden_that_differs_is_named_with_its_pixels_and_box() -> None:
    golden = Image.new("RGB", (8, 6))
    drawn = golden.copy()
    drawn.putpixel((2, 1), (255, 0, 0))
    drawn.putpixel((5, 3), (0, 0, 1))  # a difference a grey conversion would round away
    assert difference(golden.copy(), golden) is None
    assert difference(drawn, golden) == "2 pixels differ, within x 2–5, y 1–3"
    assert difference(Image.new("RGB", (4, 6)), golden) == "the size is 4×6, the golden's 8×6"


def test_rewriting_compares_and_rewrites_only_a_golden_that_changed(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.modules[__name__], "GOLDEN", tmp_path / "golden")
    monkeypatch.setattr(sys.modules[__name__], "REWRITE", True)
    golden = Image.new("P", (8, 6))
    golden.putpalette([0, 0, 0, 255, 255, 255])  # pen 0 black, pen 1 white, as the frames are indexed
    with pytest.warns(UserWarning, match="new golden same.png"):
        compare("same", golden, tmp_path)
    written = (tmp_path / "golden" / "same.png").stat().st_mtime_ns
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        compare("same", golden.copy(), tmp_path)  # equal: not written again, nothing said
    assert (tmp_path / "golden" / "same.png").stat().st_mtime_ns == written
    drawn = golden.copy()
    drawn.putpixel((3, 2), 1)
    with pytest.warns(UserWarning, match=r"rewrote golden same.png: 1 pixels differ, within x 3–3, y 2–2"):
        compare("same", drawn, tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "REWRITE", False)
    with pytest.raises(pytest.fail.Exception, match="same.png differs"):
        compare("same", golden, tmp_path)
