"""The shipped guides, data/FreeCell.guide and one per language in data/help/<code>/, checked as
text: each must open in MultiView on a real Amiga and read well in a plain editor, so it is held to
AmigaGuide's own rules here with a few regular expressions — deliberately not through the game's
reader, so a bug there cannot hide a broken guide — and it must document every command the menu
strip offers, by the name the menu shows in its language. The English guide is plain ASCII; the
others are ISO-8859-1, the Amiga's own character set."""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from freecell_retro import language
from freecell_retro.files.assets import asset_path
from freecell_retro.language import LANGUAGES
from freecell_retro.session.game.session import Session
from freecell_retro.session.screen.desk import guide_path
from freecell_retro.session.screen.menus import menu_strip

GUIDE = asset_path("data", "FreeCell.guide")
GUIDES = {code: guide_path(code) for code in LANGUAGES}
"""Each language's guide (English's is GUIDE)."""
MAX_LINE = 76
"""So the unwrapped file fits an 80-column editor and the viewer's window."""

NODE = re.compile(r'@node\s+(\S+)(?:\s+"([^"]*)")?\s*$', re.IGNORECASE)
COMMAND = re.compile(r"@([$(]?[A-Za-z]*\)?)(?:[\s:]|$)")
ATTRIBUTE = re.compile(r'@\{("[^"]*"\s+[^}]*|[^}"]*)\}')
LINK = re.compile(r'^"([^"]+)"\s+link\s+(\S+?)(?:\s+\d+)?$', re.IGNORECASE)
STYLES = {"b": "ub", "i": "ui", "u": "uu"}
"""Each style attribute and the one that ends it."""
GLOBAL_COMMANDS = {"database", "$ver", "author", "(c)", "wordwrap", "smartwrap", "rem", "remark"}
NODE_COMMANDS = {"toc", "prev", "next", "title", "keywords", "rem", "remark"}


@dataclass
class Node:
    name: str
    title: str
    line: int
    commands: dict[str, str] = field(default_factory=dict)
    links: list[tuple[str, str]] = field(default_factory=list)
    """(label, target) in the order they appear."""
    text: list[str] = field(default_factory=list)
    """The body's lines with the markup taken out: what a reader sees."""
    problems: list[str] = field(default_factory=list)


@dataclass
class Guide:
    header: dict[str, str]
    nodes: dict[str, Node]
    """By name folded to lower case: AmigaGuide matches node names without case."""
    order: list[str]
    problems: list[str]

    def node(self, name: str) -> Node | None:
        return self.nodes.get(name.lower())


def node_named(guide: Guide, name: str) -> Node:
    """The node ``name`` of ``guide`` (the test fails if there is none)."""
    found = guide.node(name)
    assert found is not None, f"no node {name!r}"
    return found


def _plain(line: str, node: Node, where: str) -> str:
    """``line`` as shown: links become their labels, styles vanish; each
    attribute is checked on the way and its link recorded."""
    shown = []
    position = 0
    for match in ATTRIBUTE.finditer(line):
        shown.append(line[position:match.start()])
        position = match.end()
        inside = match.group(1).strip()
        link = LINK.match(inside)
        if link:
            node.links.append((link.group(1), link.group(2)))
            shown.append(link.group(1))
        elif inside.lower() not in {*STYLES, *STYLES.values()}:
            node.problems.append(f"{where}: unknown attribute @{{{inside}}}")
    shown.append(line[position:])
    text = "".join(shown)
    if "@{" in text:
        node.problems.append(f"{where}: unterminated attribute")
    return text


def _styles_balanced(line: str, node: Node, where: str, open_styles: set[str]) -> None:
    for match in ATTRIBUTE.finditer(line):
        name = match.group(1).strip().lower()
        if name in STYLES:
            if name in open_styles:
                node.problems.append(f"{where}: @{{{name}}} again before @{{{STYLES[name]}}}")
            open_styles.add(name)
        elif name in STYLES.values():
            opener = next(key for key, value in STYLES.items() if value == name)
            if opener not in open_styles:
                node.problems.append(f"{where}: @{{{name}}} without @{{{opener}}}")
            open_styles.discard(opener)


def parse(text: str) -> Guide:
    """The guide's header, nodes and problems, by AmigaGuide's rules."""
    header: dict[str, str] = {}
    nodes: dict[str, Node] = {}
    order: list[str] = []
    problems: list[str] = []
    node: Node | None = None
    open_styles: set[str] = set()
    for number, line in enumerate(text.split("\n"), 1):
        where = f"line {number}"
        if "\\" in line.replace("\\\\", "").replace("\\@", ""):
            problems.append(f"{where}: a lone backslash (AmigaGuide's escape character)")
        if line.startswith("@") and not line.startswith("@{"):
            command = COMMAND.match(line)
            name = command.group(1).lower() if command else line
            argument = line[command.end():].strip() if command else ""
            if name == "node":
                match = NODE.match(line)
                if node is not None:
                    problems.append(f"{where}: @node {node.name} (line {node.line}) has no @endnode")
                if match is None:
                    problems.append(f"{where}: a malformed @node")
                    node = None
                    continue
                node = Node(match.group(1), match.group(2) or match.group(1), number)
                if node.name.lower() in nodes:
                    problems.append(f"{where}: node {node.name} defined twice")
                nodes[node.name.lower()] = node
                order.append(node.name)
                open_styles = set()
            elif name == "endnode":
                if node is None:
                    problems.append(f"{where}: @endnode outside a node")
                elif open_styles:
                    problems.append(f"{where}: {sorted(open_styles)} still open at the end of {node.name}")
                node = None
            elif node is None and name in GLOBAL_COMMANDS:
                header[name] = argument
            elif node is not None and name in NODE_COMMANDS:
                node.commands[name] = argument
            else:
                problems.append(f"{where}: {line.split()[0]} is not a command here")
            continue
        if node is None:
            if line.strip():
                problems.append(f"{where}: text outside any node")
            continue
        _styles_balanced(line, node, where, open_styles)
        node.text.append(_plain(line, node, where))
    if node is not None:
        problems.append(f"@node {node.name} (line {node.line}) has no @endnode")
    for each in nodes.values():
        problems.extend(each.problems)
    return Guide(header, nodes, order, problems)


@pytest.fixture(scope="module", params=list(LANGUAGES))
def code(request: pytest.FixtureRequest) -> str:
    """The language whose guide a test checks."""
    value: str = request.param
    return value


@pytest.fixture(scope="module")
def raw(code: str) -> str:
    return GUIDES[code].read_bytes().decode("ascii" if code == "en" else "latin-1")


@pytest.fixture(scope="module")
def guide(raw: str) -> Guide:
    return parse(raw)


def test_the_guide_ships_with_the_game() -> None:
    assert GUIDE.is_file()
    assert Path(GUIDE).name == "FreeCell.guide"
    assert all(path.is_file() and path.name == "FreeCell.guide" for path in GUIDES.values())


def test_plain_ascii_no_tabs_no_long_lines(code: str) -> None:
    data = GUIDES[code].read_bytes()
    assert data.endswith(b"\n")
    for number, line in enumerate(data.split(b"\n"), 1):
        if code == "en":
            assert all(32 <= byte < 127 for byte in line), f"line {number}: not plain printable ASCII"
        else:
            assert all(32 <= byte < 127 or byte >= 160 for byte in line), f"line {number}: not printable Latin-1"
        assert len(line) <= MAX_LINE, f"line {number}: {len(line)} characters"


def test_every_guide_has_the_english_guides_nodes_in_its_order(guide: Guide) -> None:
    english = parse(GUIDE.read_bytes().decode("ascii"))
    assert guide.order == english.order
    assert [node.commands for node in guide.nodes.values()] == [node.commands for node in english.nodes.values()]


def test_header_is_amigaguide(raw: str, guide: Guide) -> None:
    assert raw.startswith("@database FreeCell.guide\n")
    assert re.fullmatch(r"FreeCell\.guide \d+\.\d+(\.\d+)? \(\d\d?\.\d\d?\.\d{4}\)", guide.header["$ver"])
    assert guide.header["author"]
    assert ("wordwrap" in guide.header) != ("smartwrap" in guide.header)


def test_nodes_are_well_formed(guide: Guide) -> None:
    assert guide.problems == []
    assert guide.order[0] == "Main" and guide.nodes["main"].title == "FreeCell"


def test_every_link_leads_to_a_node(guide: Guide) -> None:
    broken = [(node.name, target) for node in guide.nodes.values() for _, target in node.links
              if guide.node(target) is None]
    assert broken == []


def test_every_node_is_reachable_from_main_by_links(guide: Guide) -> None:
    seen, queue = {"main"}, deque(["main"])
    while queue:
        for _, target in guide.nodes[queue.popleft()].links:
            if target.lower() not in seen and guide.node(target) is not None:
                seen.add(target.lower())
                queue.append(target.lower())
    assert set(guide.nodes) - seen == set()


def test_contents_links_to_every_other_node(guide: Guide) -> None:
    linked = {target.lower() for _, target in guide.nodes["main"].links}
    assert set(guide.nodes) - {"main"} - linked == set()


def test_toc_prev_next_name_nodes(guide: Guide) -> None:
    named = [(node.name, command, node.commands[command]) for node in guide.nodes.values()
             for command in ("toc", "prev", "next") if command in node.commands]
    assert len(named) >= 3 * (len(guide.nodes) - 2)  # toc, prev and next on all but the first and the last
    for name, command, target in named:
        assert guide.node(target) is not None, (name, command)
    others = [node for node in guide.nodes.values() if node.name != "Main"]
    assert others and all(node.commands.get("toc", "").lower() == "main" for node in others)


def test_browse_order_visits_every_node_once_both_ways(guide: Guide) -> None:
    """Browse > from Main walks through every node; Browse < retraces it."""
    walk = ["Main"]
    while "next" in node_named(guide, walk[-1]).commands:
        walk.append(node_named(guide, walk[-1]).commands["next"])
        assert len(walk) <= len(guide.nodes), walk
    assert sorted(name.lower() for name in walk) == sorted(guide.nodes)
    for before, after in zip(walk, walk[1:]):
        assert node_named(guide, after).commands["prev"].lower() == before.lower()
    assert "prev" not in guide.nodes["main"].commands


def _shown(guide: Guide) -> str:
    return "\n".join(line for node in guide.nodes.values() for line in node.text).lower()


def _menu_labels() -> list[str]:
    """Every item's label (the languages' own names are in Options > Language's own paragraph)."""
    return sorted({item.label for path, item in menu_strip(Session(), card_sets=[]).entries()
                   if not path.startswith("Options/Language/")})


def test_every_menu_item_is_described(guide: Guide, code: str) -> None:
    language.choose(code)
    missing = [label for label in _menu_labels() if language._(label).removesuffix("...").lower() not in _shown(guide)]
    assert missing == []


@pytest.mark.parametrize("topic", ["Hint", "Solve From Here", "Show Winnability", "Solvable Deals Only",
                                   "SOLVABLEONLY", "last 100", "fc-solve", "FreeCell Pro", "MIT licence",
                                   "Darryl Hartwig", "Solution.game617_B3", "FREECELL-RETRO STATS",
                                   "freecell-retro --help", "VCR unit", "still counts"])
def test_what_the_port_adds_is_described(guide: Guide, topic: str, code: str) -> None:
    if code != "en" and topic in WORDS_OF_ENGLISH:
        return  # the other languages name these in their own words
    assert topic.lower() in _shown(guide)


WORDS_OF_ENGLISH = {"Hint", "Solve From Here", "Show Winnability", "Solvable Deals Only", "last 100", "VCR unit",
                    "still counts", "MIT licence"}


def test_the_checks_catch_a_broken_guide() -> None:
    """The checker itself: each fault of a hand-broken guide is reported."""
    broken = parse('@database x\n@node Main "x"\n@{"Go" link Nowhere} @{b}bold\n@node Two\n'
                   "@frob\n@endnode\ntext\n@node Three\n")
    problems = "\n".join(broken.problems)
    for fault in ("Main (line 2) has no @endnode", "@frob is not a command", "text outside any node",
                  "Three (line 8) has no @endnode"):
        assert fault in problems
    assert broken.nodes["main"].links == [("Go", "Nowhere")]
    assert parse('@node A\n@{b}x\n@endnode\n').problems == ["line 3: ['b'] still open at the end of A"]
    assert parse('@node A\n@{blink}\n@endnode\n').problems == ["line 2: unknown attribute @{blink}"]
