"""The layers (docs/architecture.md): imports point down only, and nothing below ui/ imports arcade or pyglet."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "freecell_retro"
ALLOWED = {
    "language": set(),
    "engine": {"language"},
    "files": {"language", "engine"},
    "solver": {"language", "engine"},
    "session": {"language", "engine", "files", "solver"},
    "ui": {"language", "engine", "files", "solver", "session"},
    "cli": {"language", "engine", "files", "solver", "session", "ui"},
}


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """(module, line, at top level) for every import in ``path``, relative ones resolved to the layer name."""
    tree = ast.parse(path.read_text())
    top_level = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, id(node) in top_level) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = path.relative_to(PACKAGE).parts[:-1]
                base = list(parts[: len(parts) - node.level + 1])
                name = ".".join(["freecell_retro", *base, *(node.module.split(".") if node.module else [])])
            else:
                name = node.module or ""
            found.append((name, node.lineno, id(node) in top_level))
    return found


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_nothing_below_ui_imports_arcade_or_pyglet() -> None:
    offenders = [f"{path.relative_to(PACKAGE)}:{line} imports {name}"
                 for path in modules() if path.relative_to(PACKAGE).parts[0] != "ui"
                 for name, line, top in imports(path)
                 if name.split(".")[0] in ("arcade", "pyglet") and (top or path.relative_to(PACKAGE).parts[0] != "cli")]
    assert not offenders


def test_layers_import_only_downwards() -> None:
    offenders = []
    for path in modules():
        layer = path.relative_to(PACKAGE).parts[0]
        if layer not in ALLOWED:
            continue
        for name, line, _top in imports(path):
            parts = name.split(".")
            if parts[0] == "freecell_retro" and len(parts) > 1 and parts[1] in ALLOWED and parts[1] != layer:
                if parts[1] not in ALLOWED[layer]:
                    offenders.append(f"{path.relative_to(PACKAGE)}:{line} ({layer}) imports {name}")
    assert not offenders


@pytest.mark.process
def test_the_command_line_loads_without_arcade() -> None:
    import subprocess
    import sys
    code = ("import sys, freecell_retro.cli as c; c.main(['deal', '1']); "
            "assert 'arcade' not in sys.modules and 'pyglet' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                   cwd=Path(__file__).parent.parent)
