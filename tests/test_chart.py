"""The Statistics chart: the session's data from the stats file's history, and the picture the
requester draws of it (goldens in pal-laced and pal-hires; every screen mode fits it whole)."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from test_gadgets_screens import FONT, GOLDEN_MODES, board, inside
from test_ui_golden import compare

from freecell_retro.files.stats import HISTORY_LENGTH, Outcome, Record, Result, StatsFile
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.intuition import chartview as chart_view
from freecell_retro.ui.intuition.chartview import BARS_MAX, BARS_MIN, INSET_Y, LOST_PEN, STRIP_GAP, WON_PEN
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.draw import new_frame
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK, GREY


def history(count: int, seed: int = 11) -> tuple[Result, ...]:
    """``count`` results of a player who wins about two games in three, in 1:30 to 10:00."""
    rng, date = random.Random(seed), datetime(2024, 3, 1, 20, 0, 0)
    results = []
    for _ in range(count):
        date += timedelta(minutes=rng.randint(5, 600))
        won = rng.random() < 0.68
        results.append(Result(date, rng.randint(1, 32_000), Outcome.WON if won else Outcome.LOST,
                              rng.randint(60, 140) if won else rng.randint(5, 60), round(rng.uniform(90, 600), 1)))
    return tuple(results)


def statistics(results: tuple[Result, ...]):
    """The Statistics requester as the accounting opens it on a stats file with ``results`` in its history."""
    record = Record()
    for result in results:
        record = record.won(result.moves, result.seconds) if result.won else record.lost()
    accounting = Accounting(Path("/nonexistent/stats.chart"), StatsFile(record, history=results))
    accounting.more = lambda _label: None  # the Log and Hall of Fame buttons, as in the game
    return accounting.requester()


# -- goldens ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_statistics_with_the_chart_of_forty_results(mode, tmp_path):
    display, frame = board(mode)
    RequesterWidget(statistics(history(40)), screen_mode(mode).size, FONT).draw(frame)
    compare(f"{mode}-statistics-chart", indexed(frame, display.palette), tmp_path)


# -- the picture ---------------------------------------------------------------------------------------

def drawn(results: tuple[Result, ...], mode: str = "pal-laced"):
    """The requester drawn alone on a screen of ``mode``: (widget, frame)."""
    widget = RequesterWidget(statistics(results), screen_mode(mode).size, FONT)
    frame = new_frame(screen_mode(mode).size)
    widget.draw(frame)
    return widget, frame


def strip_and_bars(widget, frame) -> tuple[list[int], list[int]]:
    """The strip's pens from left to right, one per block, and the height of the bar over each block."""
    rect = widget.chart_rect
    base = rect.y + INSET_Y + chart_view.bars_height(rect, FONT)
    strip_y = base + 1 + STRIP_GAP
    pens, bars, x = [], [], rect.x
    while x < rect.right:
        pen = frame.getpixel((x, strip_y))
        if pen in (WON_PEN, LOST_PEN) and frame.getpixel((x - 1, strip_y)) not in (WON_PEN, LOST_PEN):
            pens.append(pen)
            bars.append(next(h for h in range(base - rect.y) if frame.getpixel((x, base - 1 - h)) == GREY))
        x += 1
    return pens, bars


@pytest.mark.parametrize("count", [1, 7, 40, HISTORY_LENGTH])
def test_the_strip_shows_each_result_in_order_and_the_bars_each_winning_time(count):
    results = history(count, seed=count)
    widget, frame = drawn(results)
    pens, bars = strip_and_bars(widget, frame)
    assert pens == [WON_PEN if r.won else LOST_PEN for r in results]
    tallest = chart_view.bars_height(widget.chart_rect, FONT)
    slowest = max((r.seconds for r in results if r.won), default=None)
    assert bars == [round(tallest * r.seconds / slowest) if r.won else 0 for r in results]


def test_the_caption_is_under_the_chart_in_black():
    widget, frame = drawn(history(40))
    rect = widget.chart_rect
    caption_rows = range(rect.bottom - FONT.height, rect.bottom)
    assert any(frame.getpixel((x, y)) == BLACK for x in range(rect.x, rect.right) for y in caption_rows)
    assert widget.requester.chart.caption == "Last 40 games: 30 won, 10 lost, slowest win 9:50"


def test_without_a_history_there_is_no_chart():
    widget, _ = drawn(())
    assert widget.requester.chart is None and widget.chart_rect is None


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("count", [1, 40, HISTORY_LENGTH])
def test_the_chart_fits_every_screen_whole_between_the_figures_and_the_buttons(mode, count):
    widget, frame = drawn(history(count), mode)
    size = screen_mode(mode).size
    rect = widget.chart_rect
    assert inside(widget.window, Rect(0, 0, *size)) and inside(rect, widget.inner)
    assert max(y for _, y, _ in widget.lines) + FONT.height <= rect.y
    assert rect.bottom <= min(button.y for button in widget.buttons)
    assert BARS_MIN <= chart_view.bars_height(rect, FONT) <= BARS_MAX
    assert FONT.text_width(widget.requester.chart.caption) <= rect.w
    pens, _ = strip_and_bars(widget, frame)
    assert len(pens) == count


def test_on_the_tallest_screens_the_bars_are_their_tallest_and_they_shrink_on_the_shortest():
    heights = {mode: chart_view.bars_height(drawn(history(40), mode)[0].chart_rect, FONT) for mode in SCREEN_MODES}
    assert heights["pal-laced"] == heights["productivity"] == BARS_MAX
    assert BARS_MIN <= heights["ntsc-hires"] < BARS_MAX
