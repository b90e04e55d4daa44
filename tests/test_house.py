"""The house stays small enough to read: no module of the package over 400 lines, no class with
more than 25 methods of its own (properties counted), and no import circle between modules, not even
one drawn for the type checker alone."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "freecell_retro"
MOST_LINES = 400
MOST_METHODS = 25


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_module_is_over_400_lines() -> None:
    long = [f"{path.relative_to(PACKAGE)}: {count}" for path in modules()
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES]
    assert long == []


def test_no_class_has_more_than_25_methods_of_its_own() -> None:
    big = []
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                methods = [item for item in node.body if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))]
                if len(methods) > MOST_METHODS:
                    big.append(f"{path.relative_to(PACKAGE)}: {node.name} has {len(methods)}")
    assert big == []


def _imported(path: Path) -> set[str]:
    """The package's modules ``path`` imports anywhere: at its top level, inside functions, and for the
    type checker alone (a circle drawn only for the types is still two modules that need each other)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    found: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = parts[: len(parts) - node.level + (1 if path.name == "__init__.py" else 0)] if node.level else []
        module = ".".join([*base, *(node.module.split(".") if node.module else [])]) if node.level else node.module
        if not module or not module.startswith("freecell_retro"):
            continue
        for alias in node.names:  # "from . import events" names a module
            candidate = f"{module}.{alias.name}"
            found.add(candidate if _module_path(candidate) is not None else module)
    return {name for name in found if _module_path(name) is not None}


def _module_path(name: str) -> Path | None:
    path = PACKAGE.parent.joinpath(*name.split("."))
    if path.with_suffix(".py").is_file():
        return path.with_suffix(".py")
    return path / "__init__.py" if (path / "__init__.py").is_file() else None


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_modules_import_each_other_in_a_circle_even_lazily() -> None:
    graph: dict[str, set[str]] = {}
    for path in modules():
        name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        graph[name] = {other for other in _imported(path) if other != name and not name.startswith(other + ".")
                       and not other.endswith("__init__")}
    assert _circles(graph) == []
