"""The guide viewer's model: the page broken to the window's width, links and the keyboard focus,
following links, Retrace, Contents, Browse, scrolling by keys and wheel, Esc."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.files.amigaguide import load_guide, parse_guide
from freecell_retro.session.windows.guide import BROWSE_NEXT, BROWSE_PREV, CONTENTS, RETRACE, GuideModel, lay_out
from freecell_retro.session.windows.input import KeyPress

SAMPLE = Path(__file__).parent / "data" / "guide" / "sample.guide"


def model(columns: int = 40, rows: int = 5) -> GuideModel:
    return GuideModel(load_guide(SAMPLE), columns=columns, rows=rows)


def shown(m: GuideModel) -> list[str]:
    return ["".join(run.text for run in row).rstrip() for row in m.visible]


def long_guide(lines: int) -> str:
    body = "\n".join(f'line {i} @{{"to {i}" link n{i % 3}}}' for i in range(lines))
    return f'@database t\n@node main "Long"\n{body}\n@endnode\n' + "".join(
        f"@node n{i}\nnode {i}\n@endnode\n" for i in range(3))


def test_opens_on_main_titled_how_to_play():
    m = model()
    assert m.node.name == "Main" and m.title == "How To Play \u2014 Sample Guide"
    assert shown(m)[0] == "The sample guide" and not m.done


def test_lines_break_at_blanks_and_links_stay_whole():
    page = lay_out(load_guide(SAMPLE).node("playing"), 30)
    rows = ["".join(run.text for run in row) for row in page.rows]
    assert all(len(row) <= 30 for row in rows)
    assert rows[:2] == ["Cards move one at a time, or ", "as many as the free cells and "]
    assert [(p.index, p.row, p.column, p.width) for p in page.pieces] == [(0, 7, 4, 5), (1, 7, 14, 4)]
    narrow = lay_out(load_guide(SAMPLE).node("keys"), 8)
    back = narrow.pieces  # "Back to the start" is longer than a row: three pieces of link 0
    assert [(p.index, p.column, p.width) for p in back] == [(0, 0, 8), (0, 0, 8), (0, 0, 1)]
    assert [p.row for p in back] == [back[0].row, back[0].row + 1, back[0].row + 2] == [18, 19, 20]


@settings(max_examples=100)
@given(st.text(alphabet="ab @{}\"\\\t", max_size=200), st.integers(1, 30))
def test_rows_never_exceed_the_width_and_keep_every_letter(text, columns):
    guide = parse_guide(f"@database x\n@node main\n{text}\n@endnode\n")
    node = guide.node("main")
    page = lay_out(node, columns)
    assert all(sum(len(run.text) for run in row) <= columns for row in page.rows)
    written = "".join(run.text for line in node.lines for run in line)
    laid = "".join(run.text for row in page.rows for run in row)
    assert "".join(written.split()) == "".join(laid.split())  # every letter kept; a tab may be laid out as blanks


def test_tab_cycles_the_links_and_return_follows():
    m = model()
    assert m.key(KeyPress.parse("TAB")) and m.focus == 0
    assert m.key(KeyPress.parse("Shift+TAB")) and m.focus == 3 and m.top == 1  # scrolled to show it
    m.key(KeyPress.parse("TAB"))
    m.key(KeyPress.parse("TAB"))
    assert m.focus == 1 and m.key(KeyPress.parse("RETURN"))
    assert m.node.name == "Rules" and m.focus is None and m.history == [("main", 1)]
    assert not m.key(KeyPress.parse("RETURN"))  # nothing focused on the new page


def test_plus_and_minus_move_through_the_links_as_tab_and_shift_tab_do():
    """A gamepad has no Tab: its triggers make + and −, and reach every link."""
    m = model()
    assert m.key(KeyPress.parse("Plus")) and m.focus == 0
    assert m.key(KeyPress.parse("Minus")) and m.focus == 3 and m.top == 1
    assert m.key(KeyPress.parse("Plus")) and m.focus == 0


def test_shift_tab_without_focus_takes_the_last_link_in_view_and_focus_scrolls_into_view():
    m = GuideModel(parse_guide(long_guide(30)), columns=40, rows=5)
    m.key(KeyPress.parse("Shift+TAB"))
    assert m.focus == 4 and m.top == 0
    m.focus = None
    m.key(KeyPress.parse("END"))
    m.key(KeyPress.parse("TAB"))
    assert m.focus == 25 and m.top == 25
    m.key(KeyPress.parse("Shift+TAB"))
    m.key(KeyPress.parse("Shift+TAB"))
    assert m.focus == 23 and m.top == 23


def test_a_link_with_a_line_scrolls_there():
    m = model(rows=2)
    m.goto("playing")
    m.follow(1)
    assert m.node.name == "Keys" and m.top == 3 and shown(m)[0] == "Line 4: Help, F1: this guide"


def test_a_link_to_a_missing_node_says_so_and_stays():
    m = model()
    m.focus = 3
    assert m.key(KeyPress.parse("RETURN"))
    assert m.node.name == "Main" and m.message == "There is no node \u201cNowhere\u201d in this guide."
    assert m.history == []
    m.key(KeyPress.parse("DOWN"))
    assert m.message is None


def test_retrace_goes_back_scroll_and_all():
    m = GuideModel(parse_guide(long_guide(30)), columns=40, rows=5)
    assert not m.enabled(RETRACE) and not m.press(RETRACE)
    m.scroll(7)
    m.follow(8)
    assert m.node.name == "n2" and m.top == 0
    m.key(KeyPress.parse("R"))
    assert m.node.name == "main" and m.top == 7 and not m.enabled(RETRACE)


def test_contents_is_the_toc_else_main():
    m = model()
    assert not m.enabled(CONTENTS)  # already there
    m.goto("keys")
    assert m.key(KeyPress.parse("C")) and m.node.name == "Main"
    guide = parse_guide('@database x\n@node a\n@toc b\n@endnode\n@node b\n@endnode\n@node c\n@endnode\n')
    m = GuideModel(guide, columns=20, rows=5)
    assert m.node.name == "a" and m.press(CONTENTS) and m.node.name == "b"
    m.goto("c")
    assert m.press(CONTENTS) and m.node.name == "a"  # no @toc and no Main: the first node


def test_browse_follows_prev_next_else_the_file_order():
    m = model()
    assert not m.enabled(BROWSE_PREV) and m.enabled(BROWSE_NEXT)
    m.key(KeyPress.parse("RIGHT"))
    assert m.node.name == "Playing"
    m.key(KeyPress.parse("RIGHT"))  # @next rules
    m.key(KeyPress.parse("RIGHT"))  # no @next: the file order
    assert m.node.name == "Keys" and not m.press(BROWSE_NEXT)
    m.key(KeyPress.parse("LEFT"))
    assert m.node.name == "Rules"
    m.goto("playing")
    m.press(BROWSE_PREV)  # @prev Main
    assert m.node.name == "Main" and len(m.history) == 6


def test_scrolling_keys_and_wheel():
    m = GuideModel(parse_guide(long_guide(30)), columns=40, rows=5)
    assert m.last_top == 25
    m.key(KeyPress.parse("DOWN"))
    assert m.top == 1
    m.key(KeyPress.parse("PAGEDOWN"))
    assert m.top == 5
    m.key(KeyPress.parse("UP"))
    m.key(KeyPress.parse("PAGEUP"))
    assert m.top == 0
    m.key(KeyPress.parse("END"))
    assert m.top == 25 and not m.scroll(1)
    m.key(KeyPress.parse("HOME"))
    assert m.top == 0
    assert m.wheel(2) and m.top == 6 and m.wheel(-10) and m.top == 0
    assert not m.key(KeyPress.parse("X")) and not m.key(KeyPress.parse("F2"))


def test_resizing_keeps_the_line_at_the_top():
    m = model(columns=40, rows=1)
    m.goto("playing")
    m.scroll_to(m.page.line_rows[2])
    assert shown(m)[0] == "See Rules and Keys."
    m.resize(12, 2)
    assert shown(m) == ["See Rules", "and Keys."] and m.top > 6 and m.rows == 2


def test_escape_closes_and_then_keys_are_not_taken():
    m = model()
    assert m.key(KeyPress.parse("ESCAPE")) and m.done
    assert not m.key(KeyPress.parse("DOWN"))

