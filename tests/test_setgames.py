"""Set games: the Amiga format and fc-solve boards, with errors that name the line."""

from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import Board, FileFormatError, Move, microsoft_deal
from freecell_retro.files.setgames import format_fcs, format_position, format_setgame, parse_setgame, read_setgame

SHIPPED = Path(__file__).parent.parent / "setgames"


@pytest.mark.parametrize("number", [11982, 18492])
def test_shipped_set_games_are_the_microsoft_deals(number: int) -> None:
    deal = read_setgame(SHIPPED / f"setgame.PC{number}")
    assert list(deal.cards) == microsoft_deal(number)
    assert deal.title == f"setgame.PC{number}" and deal.is_setgame


def test_round_trip_amiga_format() -> None:
    cards = microsoft_deal(617)
    assert parse_setgame(format_setgame(cards)) == cards


def test_round_trip_fc_solve_board() -> None:
    cards = microsoft_deal(617)
    assert parse_setgame(format_fcs(Board.deal(cards))) == cards
    with_headers = "Foundations: H-0 C-0 D-0 S-0\nFreecells: - - - -\n" + format_fcs(Board.deal(cards))
    assert parse_setgame(with_headers) == cards


def test_tens_and_lower_case_accepted() -> None:
    text = format_setgame(microsoft_deal(5)).replace("T", "10").lower()
    assert parse_setgame(text) == microsoft_deal(5)


def test_errors_name_the_line_and_problem() -> None:
    lines = format_setgame(microsoft_deal(5)).splitlines()
    lines[2] = lines[2].replace(lines[2].split()[3], "XX", 1)
    with pytest.raises(FileFormatError, match=r"setgame\.bad, line 3: not a card: 'XX'"):
        parse_setgame("\n".join(lines), "setgame.bad")
    duplicated = format_setgame(microsoft_deal(5)).replace(str(microsoft_deal(5)[9]), str(microsoft_deal(5)[0]))
    with pytest.raises(FileFormatError, match="appears twice"):
        parse_setgame(duplicated)
    with pytest.raises(FileFormatError, match="51 cards instead of 52"):
        parse_setgame(" ".join(format_setgame(microsoft_deal(5)).split()[:-1]))


def test_fc_solve_board_with_cards_in_cells_is_not_a_deal() -> None:
    """A card in a free cell is a position (a set game file may hold one), never a deal; this one
    names the card it holds twice."""
    text = "FC: 5H - - -\n" + format_fcs(Board.game(5))
    with pytest.raises(FileFormatError, match="5H appears twice"):
        parse_setgame(text)
    board = Board.game(5).play(Move.from_str("1a"))
    with pytest.raises(FileFormatError, match="must be empty"):
        parse_setgame(format_position(board))


def test_oversized_file_refused(tmp_path: Path) -> None:
    path = tmp_path / "setgame.huge"
    path.write_text("AS " * 500_000)
    with pytest.raises(FileFormatError, match="larger than"):
        read_setgame(path)


@settings(max_examples=300)
@given(st.text(max_size=200))
def test_parser_raises_only_our_errors(text: str) -> None:
    only_our_errors(parse_setgame, text)


@settings(max_examples=200)
@given(st.lists(st.sampled_from(format_setgame(microsoft_deal(9)).split() + ["FC:", "\n", ":", "-"]), max_size=70))
def test_parser_on_card_like_input_raises_only_our_errors(words: list[str]) -> None:
    only_our_errors(parse_setgame, " ".join(words))


def test_names_match_without_regard_to_case_when_read(tmp_path: Path) -> None:
    (tmp_path / "setgame.PC617").write_text(format_setgame(microsoft_deal(617)))
    assert list(read_setgame(tmp_path / "SETGAME.pc617").cards) == microsoft_deal(617)


def test_setgame_names_are_found_in_setgamesdir_then_among_the_shipped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """SETGAMESDIR is read: `--setgame NAME` finds setgame.NAME there (any case), then the shipped ones."""
    from freecell_retro.cli import main

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "setgame.Five").write_text(format_setgame(microsoft_deal(5)))
    config = tmp_path / "tt.yaml"
    config.write_text(f"SETGAMESDIR: {mine}\n")
    assert main(["--config", str(config), "screenshot", "--setgame", "five", "-o", str(tmp_path / "a.png")]) == 0
    assert main(["solve", "--setgame", "pc18492", "--out", str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "Solution.setgame.PC18492_O").exists()
    capsys.readouterr()
    with pytest.raises(SystemExit) as stop:
        main(["--config", str(config), "solve", "--setgame", "Six"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "no such set game" in err and str(mine) in err
