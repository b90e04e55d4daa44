"""Tournament files: a line means exactly the game that will be dealt, and its number is the one an
editor shows."""

from pathlib import Path

import pytest
from processes import wait_for

from freecell_retro.engine.board import Board
from freecell_retro.engine.errors import FileFormatError
from freecell_retro.engine.rules import Rules
from freecell_retro.files.tournaments import TournamentDeal, parse_tournament, read_tournament


@pytest.mark.parametrize("line, problem", [
    ("617 eight-off 4", "Eight Off is played with its own 8 free cells"),
    ("617 forecell 3", "ForeCell is played with its own 4 free cells"),
    ("617 seahaven 2", "Seahaven Towers is played with its own 4 free cells"),
    ("617 original 8", "'8' is not a number of free cells 0-4"),
])
def test_a_deal_that_cannot_be_dealt_is_refused_in_one_line_naming_the_file_and_line(
        tmp_path: Path, line: str, problem: str) -> None:
    path = tmp_path / "tournament.Club"
    path.write_text(f"# club\n617\n{line}\n")
    with pytest.raises(FileFormatError) as refused:
        read_tournament(path)
    assert str(refused.value).startswith(f"{path}, line 3: ") and problem in str(refused.value)
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("line, rules, cells", [
    ("617 eight-off", Rules.EIGHT_OFF, 8), ("617 eight-off 8", Rules.EIGHT_OFF, 8),
    ("617 forecell", Rules.FORECELL, 4), ("617 forecell 4", Rules.FORECELL, 4),
    ("617 seahaven 4", Rules.SEAHAVEN, 4), ("617 bakers 3", Rules.BAKERS, 3), ("617 relaxed 0", Rules.RELAXED, 0),
])
def test_each_deal_is_the_game_dealt(line: str, rules: Rules, cells: int) -> None:
    deal = parse_tournament(line + "\n", "Club").deals[0]
    assert deal == TournamentDeal(617, rules, cells)
    assert Board.game(617, deal.rules, deal.free_cells).free_cell_count == deal.free_cells


@pytest.mark.parametrize("inside", ["\f", "\x85", "\u2028", "\u2029", "\x1c", "\v"])
def test_line_numbers_are_an_editors(inside: str) -> None:
    text = f"617 # a{inside}comment\n164\nspider\n"
    with pytest.raises(FileFormatError, match=r"tournament.Club, line 3: 'spider'"):
        parse_tournament(text, "Club", "tournament.Club")


def test_a_line_break_inside_a_comment_does_not_start_a_deal() -> None:
    assert [deal.game for deal in parse_tournament("617 # note\u2028 99\n164\n", "Club").deals] == [617, 164]


def test_an_eight_off_deal_of_a_tournament_is_recorded_in_it_and_the_next_deal_follows(tmp_path: Path) -> None:
    import random

    from freecell_retro.files.stats import StatsFile
    from freecell_retro.files.statsstore import read_stats, write_stats
    from freecell_retro.session import Options, Session
    from freecell_retro.session.game.accounting import Accounting
    from freecell_retro.session.screen.menus import menu_strip
    from freecell_retro.session.windows.input import KeyPress
    from freecell_retro.session.windows.requesters import RequesterKind

    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    (tmp_path / "tournament.Club").write_text("617 eight-off\n5 seahaven\n")
    session = Session(Options(), rng=random.Random(3))
    accounting = Accounting(path, StatsFile()).attach(session)
    accounting.folders = [tmp_path]
    session.select_game(1)
    assert menu_strip(session, accounting).select("Game/Play Tournament...")
    requester = session.file_requester
    assert requester is not None
    requester.key(KeyPress.parse("DOWN"))
    requester.key(KeyPress.parse("RETURN"))
    wait_for(lambda: session.tick() is not None and session.requester is not None
             and session.requester.kind is not RequesterKind.READING_PLAYERS, "the standings")  # read beside the screen
    assert session.requester is not None and session.requester.kind is RequesterKind.TOURNAMENT
    session.answer(0)
    assert session.game is not None and session.game.start.free_cell_count == 8 and "Club 1/2" in session.title
    session.play(next(session.game.board.legal_moves()))
    session.new_game()
    assert session.requester is not None
    session.answer(session.requester.button("Yes"))
    assert session.deal is not None and session.deal.number == 5 and "Club 2/2" in session.title
    assert [(r.game, r.rules, r.free_cells, r.tournament) for r in read_stats(path).history] == [
        (617, "eight-off", 8, "Club")]
