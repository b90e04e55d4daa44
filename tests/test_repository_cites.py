"""The repository explains itself: nothing in it cites a file it does not hold (the brief the project
was built from is not part of it) or an issue tracker's numbers, which a clone does not have."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
FOREIGN = re.compile(r"DESIGN(\.md)?\s*§|DESIGN\.md|\b[Ii]ssues? \d+\b")
TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".guide", ".yaml", ".cfg", ""}


def tracked_text_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: git ls-files lists nothing to check")
    return [ROOT / name for name in listed.splitlines() if Path(name).suffix in TEXT_SUFFIXES]


def test_no_file_cites_a_brief_or_an_issue_number_the_repository_does_not_hold() -> None:
    citing = []
    for path in tracked_text_files():
        if not path.is_file() or path.name == Path(__file__).name:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if FOREIGN.search(line):
                citing.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert citing == []


def test_every_docs_link_in_the_source_names_a_file_the_repository_holds() -> None:
    named = set()
    for path in tracked_text_files():
        if path.is_file() and path.suffix == ".py":
            named.update(re.findall(r"docs/[\w./-]+\.md", path.read_text(encoding="utf-8")))
    assert named, "the source names its documents"
    assert sorted(name for name in named if not (ROOT / name).is_file()) == []
