#!/usr/bin/env python3
"""How long the file requester takes to open on a folder of 10,000 files (issue 10).

    python scripts/bench_filerequester.py [--files 10000] [--repeat 7]

A temporary folder gets ``--files`` files (half ``setgame.N``, half other
names) and 100 drawers. Measured, each the median of ``--repeat`` runs in this
process (the folder is in the page cache after the first, as it is for a
player who opens the requester twice):

* list: one ``list_drawer`` (scandir, the kinds, the sort);
* open: a ``FileRequester`` on the folder with the pattern ``setgame.#?`` (list,
  filter, the list view's items);
* open + view: that, and its view laid out and drawn once on a 640×512 frame;
* keystroke: one character typed into File, narrowing the list;
* pattern: one character typed into Pattern, filtering the whole listing again.

Each figure is set against one frame at 50 Hz (20 ms): under it, the
requester opens within the frame that shows it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from freecell_retro.files.drawers import list_drawer  # noqa: E402
from freecell_retro.session.filerequester import FileRequester, Root  # noqa: E402
from freecell_retro.ui.filerequester import FileRequesterView  # noqa: E402
from freecell_retro.ui.fonts import UI_FONT, shipped_font  # noqa: E402

FRAME_MS = 20.0


def fill(folder: Path, count: int) -> None:
    for i in range(count):
        (folder / (f"Solution.game{i}" if i % 2 else f"setgame.{i:05}")).touch()
    for i in range(100):
        (folder / f"drawer{i:03}").mkdir()


def median_ms(run: Callable[[], float], repeat: int) -> float:
    """The median of ``repeat`` runs of ``run``, which returns the milliseconds it measured."""
    return statistics.median(run() for _ in range(repeat))


def timed(call: Callable[[], object]) -> Callable[[], float]:
    def run() -> float:
        start = time.perf_counter()
        call()
        return (time.perf_counter() - start) * 1000
    return run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    font = shipped_font(UI_FONT)
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        fill(folder, args.files)

        def requester() -> FileRequester:
            return FileRequester("Play Set Game", [Root("SetGames", folder)], lambda _path: None,
                                 pattern="setgame.#?")

        def with_view() -> None:
            FileRequesterView(requester(), (640, 512), font).draw(Image.new("L", (640, 512)))

        def keystroke(gadget: str) -> Callable[[], float]:
            def run() -> float:
                opened = requester()
                opened.focus = gadget
                return timed(lambda: opened.type("1"))()
            return run

        requester()  # warm: the page cache, the font
        figures = [("list the folder", median_ms(timed(lambda: list_drawer(folder, folder)), args.repeat)),
                   ("open the requester", median_ms(timed(requester), args.repeat)),
                   ("open, lay out and draw", median_ms(timed(with_view), args.repeat)),
                   ("a keystroke in File (narrows)", median_ms(keystroke("file"), args.repeat)),
                   ("a keystroke in Pattern (filters again)", median_ms(keystroke("pattern"), args.repeat))]
    print(f"File requester on {args.files:,} files and 100 drawers, {(args.files + 1) // 2:,} matching "
          f"setgame.#? (median of {args.repeat})\n")
    print("| figure | ms | share of a 50 Hz frame |")
    print("|---|---|---|")
    for label, ms in figures:
        print(f"| {label} | {ms:.1f} | {ms / FRAME_MS:.0%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
