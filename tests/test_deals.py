"""Numbered deals match Microsoft FreeCell's, so game numbers trade with PC players."""

import random
import shutil
import subprocess

import pytest

from freecell_retro.engine import Board, FreeCellError, microsoft_deal, random_game_number

# Published layouts (as `make-microsoft-freecell-board -t N` prints them): one column a line, top to bottom.
PINNED = {
    1: """JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC""",
    617: """7D TD TH KD 4C 4S JD
AD 7S QC 5H QS TS KS
5C QD 3H 9S 9C 2H KC
3S AC 9D 3C 9H 5D 4H
5S 6D 6S 8S 7C JC
8C 8H 8D 7H 6H 6C
2D AS 3D 4D 2C JH
AH KH TC JS 2S QH""",
    11982: """AH 3D KD JC 6C JD KC
AS 3H 6H 5D 2C 7D 8D
4H QS 5S 5C TH 8H 2S
AC QC 4D 8C QH 9C 3S
2D 8S 9H 9D 6D 2H
6S 7H JH TD TC QD
TS AD 9S KH 4S 4C
JS KS 3C 7C 7S 5H""",
    1_000_000: """2D 9C KD JD 3H TC TS
6H 3D 5H 7S 4S AS AH
6S 7D 5D QD 3S 6D 9S
TH 7C QH 8D KC 8H 4H
JC QC JH 2H KH 2C
3C AC 6C AD 9D QS
4D 2S 9H 5C 7H 5S
TD 4C KS 8C 8S JS""",
}


def layout(number: int) -> str:
    return "\n".join(" ".join(str(card) for card in col) for col in Board.game(number).columns)


@pytest.mark.parametrize("number", sorted(PINNED))
def test_pinned_deals(number: int) -> None:
    assert layout(number) == PINNED[number]


def test_columns_hold_seven_then_six() -> None:
    assert [len(col) for col in Board.game(5).columns] == [7, 7, 7, 7, 6, 6, 6, 6]


@pytest.mark.parametrize("number", [0, -1, 1_000_000_000])
def test_out_of_range_numbers_refused(number: int) -> None:
    with pytest.raises(FreeCellError, match="out of range"):
        microsoft_deal(number)


def test_extremes_deal() -> None:
    assert len(set(microsoft_deal(999_999_999))) == 52


def test_random_game_number_in_range() -> None:
    rng = random.Random(7)
    assert all(100 <= random_game_number(100, 200, rng) <= 200 for _ in range(200))


@pytest.mark.process
@pytest.mark.skipif(not shutil.which("make-microsoft-freecell-board"),
                    reason="Debian's freecell-solver-bin (make-microsoft-freecell-board) is not installed")
def test_random_deals_match_reference_generator() -> None:
    rng = random.Random(2026)
    for number in [rng.randint(1, 999_999_999) for _ in range(25)] + [32000, 32001]:
        expected = subprocess.run(["make-microsoft-freecell-board", "-t", str(number)], capture_output=True,
                                  text=True, check=True).stdout.strip()
        assert layout(number) == expected, number
