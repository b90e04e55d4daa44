"""The AmigaGuide reader: nodes, titles, toc/prev/next, styles, links and escapes from a small guide
of the tests' own; broken guides give one line naming the file and the line, or a best-effort page;
fuzzed, it raises only the project's errors."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FreeCellError
from freecell_retro.files.amigaguide import (
    MAX_GUIDE_BYTES,
    TAB,
    Guide,
    Link,
    Node,
    Run,
    Style,
    load_guide,
    parse_guide,
    parse_line,
)
from freecell_retro.session.windows.guide import lay_out

if TYPE_CHECKING:
    from _typeshed import TraceFunction

SAMPLE = Path(__file__).parent / "data" / "guide" / "sample.guide"


def node_named(guide: Guide, name: str) -> Node:
    """The node ``name`` of ``guide`` (the test fails if there is none)."""
    found = guide.node(name)
    assert found is not None, f"no node {name!r}"
    return found


def text_of(line: Sequence[Run]) -> str:
    return "".join(run.text for run in line)


def test_the_sample_guide_reads_with_its_nodes_in_order() -> None:
    guide = load_guide(SAMPLE)
    assert guide.database == "sample.guide"
    assert guide.order == ["main", "playing", "rules", "keys"]
    assert [n.title for n in guide.nodes.values()] == ["Sample Guide", "Playing", "The Rules", "Keys"]
    playing = node_named(guide, "PLAYING")
    assert (playing.prev, playing.next, playing.toc) == ("Main", "rules", None)
    assert node_named(guide, "main").toc == "Main" and guide.first is node_named(guide, "Main")
    assert playing.line == 16


def test_styles_links_and_escapes() -> None:
    guide = load_guide(SAMPLE)
    main = node_named(guide, "main")
    assert main.lines[0] == (Run("The sample guide", Style.BOLD),)
    assert [link.node for link in main.links()] == ["Playing", "rules", "Keys", "Nowhere"]
    see = node_named(guide, "playing").lines[-1]
    assert see == (Run("See "), Run("Rules", link=Link("rules")), Run(" and "), Run("Keys", link=Link("keys", 3)),
                   Run("."))
    assert Run("home", Style.ITALIC) in node_named(guide, "playing").lines[0]
    rules = node_named(guide, "rules")
    assert text_of(rules.lines[-1]).endswith("backslash \\ and an at sign @ are escaped.")
    assert Run("backslash", Style.UNDERLINE) in rules.lines[-1]


def test_smartwrap_joins_lines_into_paragraphs_and_wordwrap_keeps_them() -> None:
    guide = load_guide(SAMPLE)
    assert [text_of(line) for line in node_named(guide, "rules").lines][:2] == [
        "Original rules build down in alternate colours.", ""]
    assert len(node_named(guide, "playing").lines) == 3
    assert text_of(node_named(guide, "keys").lines[4]) == "        Tab     stops"


def test_attributes_carry_over_lines_and_unknown_ones_are_ignored() -> None:
    runs, style = parse_line("@{b}bold @{fg shine}still@{i} both")
    assert runs == [Run("bold still", Style.BOLD), Run(" both", Style.BOLD | Style.ITALIC)]
    assert parse_line("more@{plain} plain", style)[0] == [Run("more", Style.BOLD | Style.ITALIC), Run(" plain")]
    assert parse_line('@{"Run" system echo} @{"Up" alink Main 4} @{unclosed')[0] == [
        Run("Run"), Run(" "), Run("Up", link=Link("Main", 4)), Run(" @{unclosed")]


def test_unknown_commands_and_text_outside_nodes_are_skipped() -> None:
    guide = parse_guide('@DATABASE x\nstray text\n@wibble 3\n@NODE main "Start"\n@font topaz.font 8\n'
                        '@onopen "rx x"\nhello\n@ENDNODE\n@endnode\n')
    assert [text_of(line) for line in node_named(guide, "main").lines] == ["hello"]


@pytest.mark.parametrize(("text", "line", "problem"), [
    ("", 1, "must begin with @database"),
    ("hello\n@node main\n@endnode\n", 1, "must begin with @database"),
    ("@database x\n\nsome text\n", 3, "no @node"),
    ("@database x\n@node main\ntext\n", 2, "never closed"),
    ("@database x\n@node main\n@node other\n@endnode\n", 3, "@node inside the node 'main'"),
    ("@database x\n@node\n@endnode\n", 2, "@node without a name"),
    ("@database x\n@node a\n@endnode\n@node A\n@endnode\n", 4, "a second node named 'A' (the first is on line 2)"),
])
def test_broken_guides_give_one_line_naming_file_and_line(text: str, line: int, problem: str) -> None:
    with pytest.raises(FreeCellError) as caught:
        parse_guide(text, "FreeCell.guide")
    message = str(caught.value)
    assert message.startswith(f"FreeCell.guide, line {line}: ") and problem in message
    assert "\n" not in message


def test_a_missing_or_huge_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(FreeCellError, match=r"nothing\.guide.*cannot read"):
        load_guide(tmp_path / "nothing.guide")
    huge = tmp_path / "huge.guide"
    huge.write_bytes(b"@database x\n" + b"x" * (2 << 20))
    with pytest.raises(FreeCellError, match="larger than"):
        load_guide(huge)


def test_line_numbers_count_as_an_editor_does() -> None:
    """A form feed or NEL is not a line break (files/lines.py), so the error's line is the editor's."""
    with pytest.raises(FreeCellError, match="line 3: the node"):
        parse_guide("@database x\n\f\x85\n@node main\n", "g")


@pytest.mark.slow
@settings(max_examples=300)
@given(st.text(max_size=300))
def test_parser_raises_only_our_errors(text: str) -> None:
    only_our_errors(parse_guide, text)


GUIDE_PIECES = ["@database x\n", '@node main "M"\n', "@node b\n", "@endnode\n", "@toc b\n", "@prev\n",
                "@next zz\n", "@title\n", "@wordwrap\n", "@smartwrap\n", "\n", "text ", '@{"l" link b 2}',
                '@{"', "@{b}", "@{ub}", "@{", "}", "\\", "\\@", "@", '"', "\t", "@{\"x\" link}", "@{i}\n"]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(GUIDE_PIECES), max_size=60))
def test_parser_on_guide_like_input_raises_only_our_errors(pieces: list[str]) -> None:
    only_our_errors(parse_guide, "".join(pieces))


# -- work in proportion to the guide ---------------------------------------------------------------

@given(st.lists(st.sampled_from(["a", "bc", "\t", "@{b}", "@{ub}", "\\@"]), max_size=40))
def test_tabs_go_to_the_next_stop_of_eight_whatever_came_before(pieces: list[str]) -> None:
    runs, _style = parse_line("".join(pieces))
    shown = "".join(pieces).replace("@{b}", "").replace("@{ub}", "").replace("\\@", "@")
    assert text_of(runs) == shown.expandtabs(TAB)


def test_a_line_of_200000_tabs_reads_as_a_line_of_blanks() -> None:
    runs, _style = parse_line("\t" * 200_000)
    assert runs == [Run(" " * TAB * 200_000)]
    runs, _style = parse_line("ab\t" * 100_000)
    assert text_of(runs) == "ab      " * 100_000


def test_a_megabyte_of_unclosed_attributes_is_text() -> None:
    text = "@{" * (MAX_GUIDE_BYTES // 2)
    assert parse_line(text)[0] == [Run(text)]


def lines_run(work: Callable[..., object], *args: object) -> int:
    """How many lines of Python ``work(*args)`` runs: the parser's work, counted rather than timed."""
    count = 0

    def trace(frame: FrameType, event: str, arg: object) -> TraceFunction:
        nonlocal count
        count += event == "line"
        return trace

    before = sys.gettrace()
    sys.settrace(trace)
    try:
        work(*args)
    finally:
        sys.settrace(before)
    return count


def read_and_lay_out(text: str) -> None:
    for node in parse_guide(text).nodes.values():
        lay_out(node, 40)


GROWING = {  # what repeats n times in a guide
    "tabs": lambda n: "\t" * n,
    "tabs between styles": lambda n: "@{b}\t@{ub}\t" * n,
    "unclosed attributes": lambda n: "@{" * n,
    "attributes closed at the end": lambda n: "@{" * n + "}",
    "links": lambda n: '@{"to main" link main} ' * n,
    "escapes": lambda n: "\\@\\\\" * n,
    "one long word": lambda n: "x" * n,
    "words": lambda n: "ab " * n,
    "lines": lambda n: "a line\n" * n,
    "smartwrap lines": lambda n: "@smartwrap\n" + "a @{b}line\n" * n,
    "nodes": lambda n: "".join(f"x\n@endnode\n@node n{i}\n" for i in range(n)) + "x",
}


@pytest.mark.slow
@pytest.mark.parametrize("growing", GROWING.values(), ids=GROWING.keys())
def test_reading_a_guide_twice_as_long_is_twice_the_work(growing: Callable[[int], str]) -> None:
    def guide(n: int) -> str:
        return f"@database x\n@node main\n{growing(n)}\n@endnode\n"

    small, large = (lines_run(read_and_lay_out, guide(n)) for n in (2_000, 4_000))
    assert large <= 2.1 * small
