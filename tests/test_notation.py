"""Cards, places and moves parse and print their notation."""

import pytest
from boards import only_our_errors
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine import Area, Card, Move, NotationError, Place, Rank, Suit
from freecell_retro.engine.cards import FULL_DECK


def test_card_round_trip() -> None:
    for card in FULL_DECK:
        assert Card.from_str(str(card)) == card
    assert str(Card.from_str("TS")) == "TS"
    assert Card.from_str("10h") == Card(Rank.TEN, Suit.HEARTS)
    assert repr(Card.from_str("ad")) == "Card.from_str('AD')"


@pytest.mark.parametrize("text", ["", "X", "1S", "AX", "11H", "KSS", "0C"])
def test_bad_cards(text: str) -> None:
    with pytest.raises(NotationError):
        Card.from_str(text)


@pytest.mark.parametrize("text", ["35", "3a", "ah", "5h", "35(3)", "8k", "d1", "12(13)"])
def test_move_round_trip(text: str) -> None:
    assert str(Move.from_str(text)) == text


def test_move_parts() -> None:
    move = Move.from_str("35(3)")
    assert move.source == Place(Area.COLUMN, 2) and move.target == Place(Area.COLUMN, 4) and move.count == 3
    assert Move.from_str("ah").target.area is Area.HOME


@pytest.mark.parametrize("text", ["", "3", "3l", "h3", "311", "a(2)", "3a(2)", "35(", "35(0)", "00"])
def test_bad_moves(text: str) -> None:
    with pytest.raises(NotationError):
        Move.from_str(text)


@given(st.text(max_size=8))
def test_move_parser_raises_only_our_errors(text: str) -> None:
    only_our_errors(Move.from_str, text)


@given(st.text(max_size=4))
def test_card_parser_raises_only_our_errors(text: str) -> None:
    only_our_errors(Card.from_str, text)
