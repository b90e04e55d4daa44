"""Every census the game knows: the one it ships (``data/census``) and the
player's own (``CENSUSDIR``, else the user data folder's ``census``), read
once, at the first question, and asked by deal, rules and free cells.

A census file that cannot be read is left out, its one line kept in
:attr:`CensusBook.problems` for whoever shows them; the others still answer.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import FileFormatError
from ..engine.rules import Rules
from .assets import asset_path
from .census import Census, Entry, Verdict, read_census

PREFIX = "census."
MAX_FILES = 64
"""Census files read from one folder at most (a folder of thousands would hold up the first question)."""


def shipped_folder() -> Path:
    return asset_path("data", "census")


def census_files(folder: Path) -> list[Path]:
    """The census files of ``folder`` (``census.*``), in name order; none when it is missing."""
    try:
        names = sorted(entry.name for entry in folder.iterdir() if entry.name.startswith(PREFIX))
    except OSError:
        return []
    return [folder / name for name in names[:MAX_FILES] if not (folder / name).is_symlink()]


class CensusBook:
    """The censuses of some files, asked by deal: the player's own first, then the game's."""

    def __init__(self, paths: list[Path]) -> None:
        self.paths = paths
        self._censuses: list[Census] | None = None
        self.problems: list[str] = []

    @classmethod
    def of(cls, *censuses: Census) -> CensusBook:
        """A book of censuses already read (tests, ``census show FILE``)."""
        book = cls([])
        book._censuses = list(censuses)
        return book

    @classmethod
    def of_folders(cls, *folders: Path) -> CensusBook:
        return cls([path for folder in folders for path in census_files(folder)])

    def read(self) -> list[str]:
        """Read the files now (not at the first question); the one line of each that could not be read."""
        self._load()
        return self.problems

    @property
    def censuses(self) -> list[Census]:
        return self._load()

    def _load(self) -> list[Census]:
        if self._censuses is None:
            self._censuses = []
            for path in self.paths:
                try:
                    self._censuses.append(read_census(path))
                except FileFormatError as error:
                    self.problems.append(str(error))
        return self._censuses

    def entry(self, number: int, rules: Rules, cells: int) -> Entry | None:
        """The deal's entry under ``rules`` with ``cells`` free cells: a verdict where any census has
        one, else unknown where one counted it without a verdict, else None (no census counted it)."""
        found = None
        for census in self.censuses:
            if census.rules is rules and census.cells == cells:
                entry = census.get(number)
                if entry is not None and entry.verdict is not Verdict.UNKNOWN:
                    return entry
                found = found or entry
        return found

    def covers(self, rules: Rules, cells: int) -> list[Census]:
        """The censuses of ``rules`` with ``cells`` free cells."""
        return [census for census in self.censuses if census.rules is rules and census.cells == cells]
