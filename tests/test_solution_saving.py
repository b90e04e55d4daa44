"""Saving a solution file: a player's own file is never silently replaced,
'Keep both' names that still read as the same game, and failures
said in words."""

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError, Rules
from freecell_retro.files.names import name_problem
from freecell_retro.files.solutions import KEEP_BOTH_MOST, SolutionName, keep_both_path, solution_move_count
from freecell_retro.files.solutionstore import SaveOutcome, save_solution

ROOT = Path(__file__).parent.parent
PLAYERS = "5a 53 35 1h 8b 86 2a 26 24 1d\n"  # a player's own file: different from what is saved over it
OURS = "6a 6b bh 7b 76\n"


def leftovers(folder: Path) -> list[str]:
    """Temporary files a save left behind."""
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


# -- save_solution --------------------------------------------------------------

def test_a_new_file_is_written_in_a_folder_made_for_it(tmp_path: Path) -> None:
    path = tmp_path / "Solutions" / "Solution.game617_O"
    assert save_solution(path, OURS) is SaveOutcome.WRITTEN
    assert path.read_text() == OURS and not leftovers(path.parent)


def test_a_players_different_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(PLAYERS)
    assert save_solution(path, OURS) is SaveOutcome.EXISTS
    assert path.read_text() == PLAYERS and not leftovers(tmp_path)


def test_the_same_file_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(OURS)
    inode = path.stat().st_ino
    for replace in (False, True):
        assert save_solution(path, OURS, replace=replace) is SaveOutcome.SAME
    assert path.stat().st_ino == inode


def test_replace_writes_over_a_different_file(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(PLAYERS)
    assert save_solution(path, OURS, replace=True) is SaveOutcome.WRITTEN
    assert path.read_text() == OURS


def _appearing(real_link: Callable[..., None], path: Path, text: str) -> Callable[..., None]:
    """``os.link`` that lets another program write ``path`` first: the file
    appears between the check and the write."""
    def link(source: str | os.PathLike[str], target: str | os.PathLike[str], *args: object, **kwargs: object) -> None:
        if Path(target) == path:
            path.write_text(text)
        return real_link(source, target, *args, **kwargs)
    return link


@pytest.mark.parametrize("theirs, outcome", [(PLAYERS, SaveOutcome.EXISTS), (OURS, SaveOutcome.SAME)])
def test_a_file_that_appears_while_saving_is_never_clobbered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             theirs: str,
                                                             outcome: SaveOutcome) -> None:
    path = tmp_path / "Solution.game617_O"
    monkeypatch.setattr(os, "link", _appearing(os.link, path, theirs))
    assert save_solution(path, OURS) is outcome
    assert path.read_text() == theirs and not leftovers(tmp_path)


def _no_links(*_args: object, **_kwargs: object) -> None:
    raise PermissionError(errno.EPERM, "Operation not permitted")


def test_where_links_are_unsupported_the_file_is_still_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "link", _no_links)
    path = tmp_path / "Solution.game617_O"
    assert save_solution(path, OURS) is SaveOutcome.WRITTEN
    assert path.read_text() == OURS and not leftovers(tmp_path)
    assert save_solution(path, PLAYERS) is SaveOutcome.EXISTS
    assert path.read_text() == OURS


def test_where_links_are_unsupported_a_file_that_appears_is_kept(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "Solution.game617_O"
    real_open = os.open

    def open_after_them(target: str | os.PathLike[str], flags: int, *args: int) -> int:
        if Path(target) == path and flags & os.O_EXCL:
            path.write_text(PLAYERS)
        return real_open(target, flags, *args)
    monkeypatch.setattr(os, "link", _no_links)
    monkeypatch.setattr(os, "open", open_after_them)
    assert save_solution(path, OURS) is SaveOutcome.EXISTS
    assert path.read_text() == PLAYERS and not leftovers(tmp_path)


@given(st.text(alphabet="12345678abcdh \n", max_size=20), st.text(alphabet="12345678abcdh \n", max_size=20),
       st.booleans())
def test_save_never_loses_the_existing_file(theirs: str, ours: str, replace: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Solution.game1_O"
        path.write_text(theirs)
        outcome = save_solution(path, ours, replace=replace)
        assert (outcome is SaveOutcome.SAME) == (theirs == ours)
        assert path.read_text() == (ours if replace else theirs)
        assert outcome is (SaveOutcome.SAME if theirs == ours else
                           SaveOutcome.WRITTEN if replace else SaveOutcome.EXISTS)


@pytest.mark.parametrize("code, words", [(errno.ENOSPC, "no space left"), (errno.EACCES, "permission denied"),
                                         (errno.EROFS, "read-only")])
def test_a_failure_to_write_is_said_in_words_naming_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int,
                                                             words: str) -> None:
    def fail(_fd: int) -> None:
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(os, "fsync", fail)
    path = tmp_path / "Solution.game617_O"
    with pytest.raises(FileFormatError) as error:
        save_solution(path, OURS)
    assert words in str(error.value) and str(path) in str(error.value)
    assert not path.exists() and not leftovers(tmp_path)


@pytest.mark.parametrize("replace", [False, True])
def test_a_folder_where_the_file_goes_is_said(tmp_path: Path, replace: bool) -> None:
    path = tmp_path / "Solution.game617_O"
    path.mkdir()
    with pytest.raises(FileFormatError, match="that name is a folder"):
        save_solution(path, OURS, replace=replace)


def test_a_file_where_the_folder_goes_is_said(tmp_path: Path) -> None:
    blocker = tmp_path / "Solutions"
    blocker.write_text("")
    with pytest.raises(FileFormatError) as error:
        save_solution(blocker / "deeper" / "Solution.game617_O", OURS)
    assert f"{blocker} is not a folder" in str(error.value) and "exists" not in str(error.value)


# -- keep both -------------------------------------------------------------------

@pytest.mark.parametrize("name, kept", [
    ("Solution.game617_O", "Solution.game617_O.2"),
    ("Solution.game617_B3", "Solution.game617_B3.2"),
    ("Solution.game617_O.2", "Solution.game617_O.3"),
    ("Solution.game310760976", "Solution.game310760976_O.2"),
    ("Solution.setgame.PC11982_O2", "Solution.setgame.PC11982_O2.2"),
    ("solution.GAME42_b0", "solution.GAME42_b0.2"),
])
def test_keep_both_names(tmp_path: Path, name: str, kept: str) -> None:
    (tmp_path / name).write_text(PLAYERS)
    path = keep_both_path(tmp_path / name)
    assert path == tmp_path / kept
    assert SolutionName.parse(path.name) == SolutionName.parse(name)


def test_keep_both_takes_the_next_free_name_and_stops_at_the_cap(tmp_path: Path) -> None:
    original = tmp_path / "Solution.game617_O"
    original.write_text(PLAYERS)
    (tmp_path / "Solution.game617_O.2").write_text(PLAYERS)
    (tmp_path / "Solution.game617_O.4").write_text(PLAYERS)
    assert keep_both_path(original).name == "Solution.game617_O.3"
    for copy in range(2, KEEP_BOTH_MOST + 1):
        (tmp_path / f"Solution.game617_O.{copy}").write_text(PLAYERS)
    with pytest.raises(FileFormatError, match="all taken"):
        keep_both_path(original)


def test_keep_both_saves_beside_the_players_file(tmp_path: Path) -> None:
    path = tmp_path / "Solution.game617_O"
    path.write_text(PLAYERS)
    assert save_solution(path, OURS) is SaveOutcome.EXISTS
    assert save_solution(keep_both_path(path), OURS) is SaveOutcome.WRITTEN
    assert path.read_text() == PLAYERS and (tmp_path / "Solution.game617_O.2").read_text() == OURS


numbered = st.builds(SolutionName, st.integers(1, 999_999_999), st.none(), st.sampled_from(Rules),
                    st.integers(0, 4))
set_games = st.builds(SolutionName, st.none(), st.text(max_size=40).filter(lambda name: name_problem(name) is None),
                      st.sampled_from(Rules), st.integers(0, 4))


@given(numbered | set_games, st.integers(0, 3))
def test_keep_both_names_read_as_the_same_game(name: SolutionName, taken: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / str(name)
        for copy in range(2, 2 + taken):
            path.with_name(f"{path.name}.{copy}").write_text("")
        kept = keep_both_path(path)
        assert kept.parent == path.parent and kept.name == f"{path.name}.{taken + 2}"
        assert SolutionName.parse(kept.name) == SolutionName.parse(path.name)


# -- counting moves ------------------------------------------------------------

def test_the_move_count_for_the_requester() -> None:
    assert solution_move_count(PLAYERS) == 10
    assert solution_move_count((ROOT / "solutions" / "Solution.game617_B").read_text()) > 10
    with pytest.raises(FileFormatError, match="line 2"):
        solution_move_count("5a\nnot moves\n")
