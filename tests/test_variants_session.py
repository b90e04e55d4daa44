"""The other games in a session: Hint, Solve From Here, the unfinished game kept at exit, and the
solution written for each (the engine and files are in test_variants.py, the window in
test_ui_variants.py)."""

import pytest
from boards import counted
from test_adviser import budgets_in_positions, helped  # noqa: F401  # the fixture makes the budgets positions
from test_solver_cli import budget_in_positions, solve_to  # noqa: F401  # the same for the command line

from freecell_retro.cli import main
from freecell_retro.engine import Board, Deal, Game, Rules, SavedGame
from freecell_retro.engine.moves import Area
from freecell_retro.files.stats import StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.solver import Budget, solve

NEW_GAMES = [Rules.EIGHT_OFF, Rules.FORECELL, Rules.RELAXED, Rules.SEAHAVEN]
GAMES = pytest.mark.parametrize("rules", NEW_GAMES, ids=lambda r: r.value)
WON = {Rules.EIGHT_OFF: 617, Rules.FORECELL: 618, Rules.RELAXED: 617, Rules.SEAHAVEN: 618}
"""A deal each game can win: ForeCell's and Seahaven Towers' game 617 cannot be won (fc-solve agrees)."""


@GAMES
def test_a_hint_is_the_first_move_of_a_win_in_every_game(rules):
    session, helper, *_ = helped(rules=rules)
    session.select_game(WON[rules])
    assert session.board.rules is rules and rules.title in session.title
    helper.hint()
    assert helper.blink is not None
    after = session.board.play(helper.blink.move).automatic_moves()[0]
    assert solve(after, counted(Budget(nodes=200_000))).solved


@GAMES
def test_solve_from_here_wins_every_game_in_the_vcr_unit(rules):
    session, helper, browser, *_ = helped(rules=rules)
    session.select_game(WON[rules])
    first = next(iter(session.board.legal_moves()))
    session.play(first)
    position = session.board
    helper.solve_from_here()
    if session.requester is not None:  # a counted game asks to resign first
        session.answer(session.requester.button("Yes"))
    assert browser.active and session.board == position
    while not browser.at_end:
        browser.play_one()
    assert session.board.is_won
    browser.close()
    assert session.board == position


@GAMES
def test_an_unfinished_game_is_kept_and_resumed_in_its_own_game(rules):
    """Saved with its moves to the ninth and tenth columns (Seahaven) or the fifth to eighth free
    cells (Eight Off), read back from the stats file as the same position."""
    deal = Deal.numbered(617)
    game = Game(Board.game(617, rules), clock=lambda: 0.0)
    for _ in range(12):  # the moves reaching farthest first: the places FreeCell has not
        moves = sorted(game.board.legal_moves(), key=lambda m: (-m.target.index, -m.source.index))
        moves = [m for m in moves if m.target.area is not Area.HOME] or moves
        if not moves:
            break
        game.play(moves[0])
    saved = SavedGame.of(game, deal)
    read = parse_stats(format_stats(StatsFile(unfinished=saved))).unfinished
    assert read == saved and read.rules is rules
    assert read.resume().board == game.board


@GAMES
def test_solve_writes_each_games_solution_under_its_letter_and_it_replays(rules, tmp_path, capsys):
    number = WON[rules]
    path = solve_to(tmp_path, capsys, str(number), "--rules", rules.value)
    assert path.name.startswith(f"Solution.game{number}_{rules.letter}")
    assert main(["replay", str(path)]) == 0
    assert f"wins Game #{number}, {rules.title}" in capsys.readouterr().out


@pytest.mark.parametrize("rules", [Rules.FORECELL, Rules.SEAHAVEN], ids=lambda r: r.value)
def test_solve_proves_game_617_of_forecell_and_seahaven_cannot_be_won(rules, tmp_path, capsys):
    assert main(["solve", "617", "--rules", rules.value, "--out", str(tmp_path)]) == 1
    assert "unsolvable" in capsys.readouterr().out and not list(tmp_path.iterdir())
