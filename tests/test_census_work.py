"""One deal of the census: every verdict earned — a win replayed, a proof cross-checked by fc-solve's
complete scan where installed (a disagreement kept as a note), unknown when the budget ran out."""

from __future__ import annotations

import shutil

import pytest

from freecell_retro.cli import census_work
from freecell_retro.cli.census_work import count_chunk, count_deal
from freecell_retro.engine.board import Board
from freecell_retro.engine.moves import Move
from freecell_retro.engine.rules import Rules
from freecell_retro.files.census import Entry, Verdict, entry_of
from freecell_retro.solver import Budget, solve


def test_a_winnable_deal_has_the_length_of_a_replayed_solution_as_par() -> None:
    board = Board.game(1, Rules.ORIGINAL, 4)
    entry, note = count_deal(board, 200_000)
    answer = solve(board, Budget(nodes=None, seconds=None, positions=200_000, helper=False))
    assert entry == Entry(Verdict.WINNABLE, len(answer.moves)) and answer.game(board).is_won and note == ""


def test_a_spent_budget_is_unknown_never_a_guess() -> None:
    assert count_deal(Board.game(1, Rules.ORIGINAL, 4), 20) == (Entry(Verdict.UNKNOWN), "")


def test_a_proof_fc_solve_agrees_with_is_unwinnable() -> None:
    if shutil.which("fc-solve") is None:
        pytest.skip("fc-solve is not installed")
    assert count_deal(Board.game(1, Rules.ORIGINAL, 0), 200_000) == (Entry(Verdict.UNWINNABLE), "")


def test_a_win_found_by_fc_solve_after_our_proof_is_kept_and_noted(monkeypatch: pytest.MonkeyPatch) -> None:
    won = (Move.from_str("1a"),) * 7  # what fc-solve's replayed solution stands for here: its length alone

    def fc_solve(board: Board, theme: tuple[str, ...], positions: int) -> tuple[Move, ...]:
        assert theme == census_work.ATOMIC_SCAN
        return won
    monkeypatch.setattr(census_work, "_fcsolve", fc_solve)
    entry, note = count_deal(Board.game(1, Rules.ORIGINAL, 0), 200_000)
    assert entry == Entry(Verdict.WINNABLE, 7) and "fc-solve won it in 7 moves" in note


def test_a_chunk_is_its_deals_in_order() -> None:
    results = count_chunk("original", 0, (1, 2, 3), 200_000, "builtin")
    assert [number for number, _code, _note in results] == [1, 2, 3]
    assert all(entry_of(code) is not None for _number, code, _note in results)


def test_a_chunk_s_proofs_that_fc_solve_s_range_solver_doubts_are_checked_deal_by_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[list[int]] = []

    def range_check(rules: Rules, cells: int, run: list[int], positions: int) -> dict[int, str]:
        asked.append(run)
        return {number: "solved" if number == 2 else "unsolved" for number in run}

    def fc_solve(board: Board, theme: tuple[str, ...], positions: int) -> tuple[Move, ...]:
        return (Move.from_str("1a"),) * 9
    monkeypatch.setattr(census_work, "_range_check", range_check)
    monkeypatch.setattr(census_work, "_fcsolve", fc_solve)
    results = count_chunk("original", 0, (1, 2, 3, 5), 200_000, "builtin")
    assert asked == [[1, 2, 3], [5]]  # one run of the range solver for the deals that follow each other
    assert [(number, entry_of(code), bool(note)) for number, code, note in results] == [
        (1, Entry(Verdict.UNWINNABLE), False), (2, Entry(Verdict.WINNABLE, 9), True),
        (3, Entry(Verdict.UNWINNABLE), False), (5, Entry(Verdict.UNWINNABLE), False)]


def test_the_range_solver_proves_what_we_prove() -> None:
    if shutil.which(census_work.RANGE_SOLVER) is None:
        pytest.skip("fc-solve's range solver (freecell-solver-bin) is not installed")
    said = census_work._range_check(Rules.ORIGINAL, 0, [1, 2, 3], 200_000)
    assert said == {1: "unsolved", 2: "unsolved", 3: "unsolved"}
    assert census_work._range_check(Rules.SEAHAVEN, 1, [1], 200_000) is None  # not a Microsoft layout
