"""Tournament files: any list of deals written and read back the same, comments and blank lines
skipped, every bad line refused in one line naming the file and the line, big files capped."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError, Rules
from freecell_retro.files.assets import asset_path
from freecell_retro.files.tournaments import (
    MAX_TOURNAMENT_BYTES,
    Tournament,
    TournamentDeal,
    parse_tournament,
    read_tournament,
)


def _cells(rules: Rules) -> st.SearchStrategy[int]:
    """The free cells a deal of ``rules`` can be dealt with: 0-4 where the player chooses, else the game's own."""
    return st.integers(0, 4) if rules.variant.cells_chosen else st.just(rules.variant.cells)


deals = st.sampled_from(list(Rules)).flatmap(
    lambda rules: st.builds(TournamentDeal, st.integers(1, 999_999_999), st.just(rules), _cells(rules)))


def written(deal: TournamentDeal, style: int) -> str:
    """A deal as a player might write it: the usual rules and cells left out or spelt out."""
    if style == 0 and deal.rules is Rules.ORIGINAL and deal.free_cells == 4:
        return str(deal.game)
    if style == 1 and deal.free_cells == deal.rules.variant.cells:
        return f"{deal.game:,} {deal.rules.value}"
    return f"  {deal.game}\t{deal.rules.value} {deal.free_cells}   # a comment"


@settings(max_examples=60)
@given(st.lists(deals, min_size=1, max_size=30, unique=True), st.data())
def test_any_list_of_deals_reads_back_in_order(listed: list[TournamentDeal], data: st.DataObject) -> None:
    lines = ["# club night", ""]
    for deal in listed:
        lines += [written(deal, data.draw(st.integers(0, 2))), *data.draw(st.sampled_from([[], [""], ["# x"]]))]
    assert parse_tournament("\n".join(lines), "Club") == Tournament("Club", tuple(listed))


@settings(max_examples=60)
@given(st.text(max_size=200))
def test_any_text_is_a_tournament_or_one_line_naming_the_line(text: str) -> None:
    try:
        parse_tournament(text, "Club", "tournament.Club")
    except FileFormatError as error:
        assert str(error).startswith("tournament.Club") and "\n" not in error.problem


@pytest.mark.parametrize("text, problem", [
    ("617\n0\n", "line 2: '0' is not a game number 1-999,999,999"),
    ("617 spider\n", "line 1: 'spider' is not rules this version knows"),
    ("617 original 5\n", "line 1: '5' is not a number of free cells 0-4"),
    ("617 original 4 x\n", "line 1: a line is a game number"),
    ("617\n# again\n617 original 4\n", "line 3: game 617 is listed twice \\(first on line 1\\)"),
    ("# nothing\n\n", "no deals"),
])
def test_a_bad_line_is_named(text: str, problem: str) -> None:
    with pytest.raises(FileFormatError, match=f"tournament.Club(, {problem}|: {problem})"):
        parse_tournament(text, "Club", "tournament.Club")


def test_files_are_named_tournament_something_and_capped(tmp_path: Path) -> None:
    (tmp_path / "tournament.Big").write_text("617\n" + "# padding\n" * (MAX_TOURNAMENT_BYTES // 10 + 1))
    with pytest.raises(FileFormatError, match="larger than"):
        read_tournament(tmp_path / "tournament.Big")
    (tmp_path / "club").write_text("617\n")
    with pytest.raises(FileFormatError, match="a tournament file is called tournament.<name>"):
        read_tournament(tmp_path / "club")


def test_the_shipped_sample_reads() -> None:
    sample = read_tournament(asset_path("data", "tournaments", "tournament.Club"))
    assert sample.name == "Club" and len(sample.deals) == 10 and sample.deals[0] == TournamentDeal(1)
