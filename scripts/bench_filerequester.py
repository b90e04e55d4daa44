#!/usr/bin/env python3
"""How long the file requester on a folder of 10,000 files, and How To Play, take to open, against one
50 Hz frame (20 ms).

    python scripts/bench_filerequester.py [--files 10000] [--repeat 7] [--presses 6] [--processes 5]

A temporary folder gets ``--files`` files (half ``setgame.N``, half other names) and 100 drawers.

On screen (under a private Xvfb, in the game window, 1280×1024): a key through the X server to the
frame that shows what it opened, flipped — Right-Amiga P (Alt+P) for Play Set Game on that folder,
Help (F1) for How To Play; Esc closes it again before the next press. Each kind runs in
``--processes`` fresh processes: the first press in each is the cold opening a player meets in a
fresh game (the read-ahead has had its quiet moment, as it has before a player's first press);
the later ones find everything read and drawn. The anchor, in the same run and in turn with ours
(the order turned round every time): a bare Arcade window showing a picture the size of the
game's screen, its key → frame in fresh processes the same way; and one 50 Hz frame.

In this process (median of ``--repeat``; what the on-screen figures are made of):

* list: one ``list_drawer`` (scandir, the kinds, the sort);
* open: a ``FileRequester`` on the folder with the pattern ``setgame.#?`` (the listing kept from
  before, the filter, the list view's items);
* open + view: that, and its view laid out and drawn once on a 640×512 frame;
* keystroke: one character typed into File, narrowing the list; into Pattern, filtering again (a
  character not typed there before, each time: a list made before is kept, which is no keystroke's work);
* the guide: parsing FreeCell.guide, and opening it parsed (model, view, drawn once).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
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
    timed_ms,
)

sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from freecell_retro.files.amigaguide import load_guide  # noqa: E402
from freecell_retro.files.assets import asset_path  # noqa: E402
from freecell_retro.files.drawers import list_drawer  # noqa: E402
from freecell_retro.session.windows.filerequester import FileRequester, Root  # noqa: E402
from freecell_retro.session.windows.guide import GuideModel, read_guide  # noqa: E402
from freecell_retro.session.windows.input import SpotKind  # noqa: E402
from freecell_retro.ui.intuition.filerequesterview import FileRequesterView  # noqa: E402
from freecell_retro.ui.intuition.guideview import GuideView  # noqa: E402
from freecell_retro.ui.screen.fonts import GUIDE_FONT, UI_FONT, shipped_font  # noqa: E402

FRAME_MS = 20.0
SETTLED = 1_000_000_000
"""A modification time long past (2001), so the folder counts as unchanged since."""


def fill(folder: Path, count: int) -> None:
    for i in range(count):
        (folder / (f"Solution.game{i}" if i % 2 else f"setgame.{i:05}")).touch()
    for i in range(100):
        (folder / f"drawer{i:03}").mkdir()
    os.utime(folder, (SETTLED, SETTLED))


def budget_row(figure: str, ms: list[float]) -> Row:
    return Row(figure, "one 50 Hz frame", [FRAME_MS], ms, target=1.0, paired=False)


def in_process(folder: Path, repeat: int) -> list[Row]:
    font, guide_font = shipped_font(UI_FONT), shipped_font(GUIDE_FONT)
    guide_path = asset_path("data", "FreeCell.guide")

    def requester() -> FileRequester:
        return FileRequester("Play Set Game", [Root("SetGames", folder)], lambda _path: None, pattern="setgame.#?")

    def with_view() -> None:
        FileRequesterView(requester(), (640, 512), font).draw(Image.new("L", (640, 512)))

    typed = iter(range(1_000_000))

    def keystroke(gadget: SpotKind) -> Callable[[], float]:
        """A character not typed there before (a list made before would be kept: that is no keystroke)."""
        def run() -> float:
            opened = requester()
            opened.focus = gadget
            return timed_ms(lambda: opened.type(str(next(typed) % 10)))()
        return run

    def guide_open() -> None:
        view = GuideView(GuideModel(read_guide(guide_path)), (640, 512), font, guide_font, top=12)
        view.draw(Image.new("L", (640, 512)), None)

    requester()  # warm: the page cache, the font, the listing kept
    guide_open()
    figures = [("list the folder", timed_ms(lambda: list_drawer(folder, folder))),
               ("open the requester (listing kept)", timed_ms(requester)),
               ("open, lay out and draw", timed_ms(with_view)),
               ("a keystroke in File (narrows)", keystroke(SpotKind.FILE)),
               ("a keystroke in Pattern (filters again)", keystroke(SpotKind.PATTERN)),
               ("parse FreeCell.guide", timed_ms(lambda: load_guide(guide_path))),
               ("open How To Play, lay out and draw (guide kept)", timed_ms(guide_open))]
    return [budget_row(f"in process: {label}", [run() for _ in range(repeat)]) for label, run in figures]


def child_screen(kind: str, folder: str, presses: int) -> None:
    """One fresh process: ``kind`` files (Alt+P, Play Set Game on ``folder``), guide (F1, How To
    Play) or bare (a bare Arcade window toggling its colour on a key: the anchor), pressed
    ``presses`` times, closed with Esc between; ms from each press to the frame showing it. The
    first press is the cold one: nothing drawn or read before in this process."""
    if kind == "bare":
        from bench_render import bare_window

        bare = bare_window(picture=True)
        timer = PressTimer(bare, ["5"], [], presses, mark=lambda: None, shown=lambda: bare.shown == bare.shade,
                           first_after=FIRST_PRESS)
        report({"ms": timer.run()})
        return
    from freecell_retro.session import Session
    from freecell_retro.ui.gamewindow import GameWindow

    chord = ["Alt_L", "p"] if kind == "files" else ["F1"]
    session = Session(clock=lambda: 0.0, setgames_dir=Path(folder))
    session.select_game(617)
    window = GameWindow(session, size=(1280, 1024), close_on_quit=False)
    pressed = {"version": 0}
    timer = PressTimer(window, chord, ["Escape"], presses,
                       mark=lambda: pressed.update(version=window.game_display.frame_version),
                       shown=lambda: window.presenter.shown_version > pressed["version"], first_after=FIRST_PRESS)
    report({"ms": timer.run()})


FIRST_PRESS = 4.0
"""Seconds from a fresh game's start to the first press: the deal shown, then the screen quiet long enough
for the read-ahead (as a player looks at the board before asking for anything)."""


def on_screen(folder: Path, home: Path, display: str, processes: int, presses: int,
              files: int) -> list[Row]:
    """``processes`` fresh processes of each kind, the anchor's and ours in turn, the order turned round
    every time; the first press of each process (cold) and the later ones, each against the anchor's."""
    env = child_env(display, home)
    kinds = ("bare", "files", "guide")
    got: dict[str, list[list[float]]] = {kind: [] for kind in kinds}
    for turn in range(processes):
        for kind in (kinds if turn % 2 == 0 else kinds[::-1]):
            got[kind].append(run_child([sys.executable, __file__, "--child", f"{kind}:{folder}", "--presses",
                                        str(presses)], env)["ms"])
    first = {kind: [run[0] for run in runs] for kind, runs in got.items()}
    again = {kind: [ms for run in runs for ms in run[1:]] for kind, runs in got.items()}
    rows = []
    for kind, what in (("files", f"Play Set Game on {files:,} files"), ("guide", "How To Play")):
        rows.append(Row(f"on screen: {what}, key → frame, cold: first in a fresh game ({processes} processes)",
                        "bare window's first key → frame, fresh process", first["bare"], first[kind], paired=False))
        rows.append(budget_row("… the same against one 50 Hz frame", first[kind]))
        rows.append(Row(f"on screen: {what}, key → frame, opened again ({len(again[kind])})",
                        "bare window's later keys", again["bare"], again[kind], paired=False))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--presses", type=int, default=6, help="opens timed on screen in each process (0: none)")
    parser.add_argument("--processes", type=int, default=5, help="fresh processes of each kind, for the cold opening")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, _, folder = args.child.partition(":")
        child_screen(kind, folder, args.presses)
        return 0
    compile_modules()
    rows = []
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "setgames"
        folder.mkdir()
        fill(folder, args.files)
        xvfb = start_xvfb() if args.presses > 0 else None
        try:
            if xvfb:
                home = Path(temp) / "home"
                home.mkdir()
                rows += on_screen(folder, home, xvfb[1], args.processes, args.presses, args.files)
        finally:
            stop(xvfb[0] if xvfb else None)
        rows += in_process(folder, args.repeat)
    met = print_rows(f"File requester on {args.files:,} files and 100 drawers, {(args.files + 1) // 2:,} matching "
                     f"setgame.#?, and How To Play; median of {args.repeat} in process"
                     f"{'' if xvfb else '; nothing on screen (no Xvfb, or --presses 0)'}", rows)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
