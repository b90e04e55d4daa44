"""What a newcomer reads in the requesters: the Statistics table's headings over their columns, ``-``
for a figure not known yet, the chart starting at the left, and the ScreenMode requester's details
following the highlighted mode."""

from __future__ import annotations

from pathlib import Path

from gadget_models import screen_mode_requester
from test_chart import history, statistics
from test_gadgets_screens import FONT

from freecell_retro.files.stats import Record, StatsFile
from freecell_retro.session.game.accounting import Accounting, format_statistics
from freecell_retro.ui.intuition.chartview import INSET_X
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.draw import new_frame
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLUE, RED


def drawn_lines(requester, mode: str = "pal-hires") -> dict[str, int]:
    """Each line's first word → where the line starts, as the requester lays it out."""
    widget = RequesterWidget(requester, screen_mode(mode).size, FONT)
    return {text.split()[0]: x for x, _y, text in widget.lines}


def test_the_headings_sit_over_their_columns():
    requester = Accounting(Path("/nonexistent/stats.Fred"), StatsFile(Record().won(90, 83))).requester()
    widget = RequesterWidget(requester, screen_mode("pal-hires").size, FONT)
    heading, won = widget.lines[0], widget.lines[1]
    assert heading[0] == won[0]  # the table starts at the same x on every line
    right_of = {word: heading[2].index(word) + len(word) for word in ("session", "Overall")}
    figures = won[2].rstrip()
    assert right_of["Overall"] == len(figures)  # "Overall" ends over the overall column's figures
    assert figures[right_of["session"] - 1] == "0" and figures[right_of["session"]] == " "  # the session's


def test_a_session_with_no_game_shows_a_dash_for_its_percentage():
    lines = format_statistics(Record().won(90, 83), Record())
    assert lines[3].split() == ["Won", "%", "-", "100%"]


def test_the_chart_starts_at_the_left_of_its_box():
    for count in (3, 40):
        widget = RequesterWidget(statistics(history(count)), screen_mode("pal-laced").size, FONT)
        frame = new_frame(screen_mode("pal-laced").size)
        widget.draw(frame)
        rect = widget.chart_rect
        strip_y = next(y for y in range(rect.y, rect.bottom) if frame.getpixel((rect.x + INSET_X, y)) in (BLUE, RED))
        first = min(x for x in range(rect.x, rect.right) if frame.getpixel((x, strip_y)) in (BLUE, RED))
        assert first == rect.x + INSET_X, count


def test_the_screen_mode_details_follow_the_highlighted_mode():
    requester = screen_mode_requester(visible=5)
    widget = RequesterWidget(requester, screen_mode("pal-laced").size, FONT)
    modes = list(SCREEN_MODES)
    for index in (modes.index("ntsc-hires"), modes.index("productivity")):
        requester.choices.pick(index)
        shown = [text for _x, _y, text in widget.details]
        assert shown[0] == f"Visible size: {SCREEN_MODES[modes[index]].width}\u00d7{SCREEN_MODES[modes[index]].height}"
        drawn, fresh = new_frame((640, 512)), new_frame((640, 512))
        widget.draw(drawn)
        RequesterWidget(requester, (640, 512), FONT).draw(fresh)
        assert drawn.tobytes() == fresh.tobytes()  # the panel drawn is the highlighted mode's


def test_lines_of_text_do_not_touch_where_there_is_room():
    from freecell_retro.session.windows.dialogs import about
    for mode in SCREEN_MODES:
        widget = RequesterWidget(about(), screen_mode(mode).size, FONT)
        tops = [y for _x, y, _text in widget.lines]
        assert {b - a for a, b in zip(tops, tops[1:])} == {FONT.height + 2}, mode  # a blank row and more
