"""A requester's gadgets as data: string and integer gadgets, list views."""


import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_retro.engine import FreeCellError
from freecell_retro.session.windows.fields import IntegerField, ListChoice, TextField
from freecell_retro.session.windows.input import Key

KEYS = ["LEFT", "RIGHT", "HOME", "END", "BACKSPACE", "DELETE"]


def press(field: TextField, *names: str) -> None:
    for name in names:
        field.key(Key.named(name))


def test_the_string_gadgets_keys() -> None:
    field = TextField("Fred")
    assert field.cursor == 0
    press(field, "END")
    field.type("dy")
    assert (field.text, field.cursor) == ("Freddy", 6)
    press(field, "LEFT", "LEFT", "BACKSPACE")
    assert (field.text, field.cursor) == ("Fredy", 3)
    press(field, "DELETE", "HOME", "DELETE", "RIGHT")
    assert (field.text, field.cursor) == ("rey", 1)
    assert not field.key(Key.RETURN) and not field.key(Key.ESCAPE) and not field.key(Key.F2)
    assert field.text == "rey"  # Return and Esc are the requester's


def test_at_the_ends_the_keys_do_nothing() -> None:
    field = TextField("ab", cursor=0)
    press(field, "BACKSPACE", "LEFT")
    assert (field.text, field.cursor) == ("ab", 0)
    press(field, "END", "DELETE", "RIGHT")
    assert (field.text, field.cursor) == ("ab", 2)


def test_typing_stops_at_the_length_and_drops_what_the_font_cannot_show() -> None:
    field = TextField(max_chars=5)
    field.type("a\tb\u00e9\nc\u2603defg")
    assert field.text == "abcde" and field.cursor == 5


def test_the_integer_gadget_takes_digits_and_says_what_is_wrong_in_one_short_line() -> None:
    field = IntegerField(lowest=1, highest=999_999_999)
    assert field.max_chars == len("999,999,999")
    field.type("-6 1x7.")
    assert field.text == "617" and field.value() == 617
    for text, problem in [("", "Nothing is not a number: type 1 to 999,999,999."),
                          ("1,,7", "'1,,7' is not a number: type 1 to 999,999,999."),
                          ("0", "0 is out of range: type 1 to 999,999,999."),
                          ("99999999999", "99999999999 is out of range: type 1 to 999,999,999.")]:
        field = IntegerField(text, lowest=1, highest=999_999_999)
        with pytest.raises(FreeCellError) as caught:
            field.value()
        assert str(caught.value) == problem and len(problem) < 60
    assert IntegerField("32,000", highest=10**9).value() == 32_000


def test_the_integer_gadget_dials_its_digits_so_a_pad_can_put_a_number_in() -> None:
    field = IntegerField(lowest=1, highest=999_999_999)
    press(field, "DOWN")  # nothing before the cursor: a new digit, 9 going down
    assert (field.text, field.cursor) == ("9", 1)
    press(field, "UP", "PLUS", "UP", "UP", "LEFT", "UP")  # 9 round to 0; a new digit; back one, up one
    assert (field.text, field.cursor) == ("12", 1) and field.value() == 12
    field = IntegerField("1,000", cursor=2, highest=10**9)
    press(field, "DOWN")  # a comma before the cursor: a digit put in, the comma kept
    assert field.text == "1,9000" and not TextField("ab", cursor=2).key(Key.UP)


@given(st.lists(st.one_of(st.sampled_from(KEYS + ["UP", "DOWN", "PLUS"]), st.text(max_size=5)), max_size=40))
def test_the_integer_gadget_holds_only_digits_and_commas_within_its_length(actions: list[str]) -> None:
    field = IntegerField(highest=99_999)
    for action in actions:
        field.key(Key.named(action)) if action in KEYS + ["UP", "DOWN", "PLUS"] else field.type(action)
        assert 0 <= field.cursor <= len(field.text) <= field.max_chars
        assert all(char in "0123456789," for char in field.text)


@given(st.lists(st.one_of(st.sampled_from(KEYS), st.text(max_size=5)), max_size=40))
def test_any_keys_and_text_keep_the_cursor_inside_and_the_text_short(actions: list[str]) -> None:
    field = TextField(max_chars=8)
    for action in actions:
        field.key(Key.named(action)) if action in KEYS else field.type(action)
        assert 0 <= field.cursor <= len(field.text) <= 8
        assert all(field.allowed(char) for char in field.text)


def shown(choice: ListChoice) -> tuple[int | None, int]:
    """The list's selected row and its top row, now."""
    return choice.selected, choice.top


def test_the_list_moves_pages_and_scrolls_keeping_the_selection_in_view() -> None:
    items = [f"mode {i}" for i in range(10)]
    choice = ListChoice(items, visible=4)
    assert choice.selected is None and choice.details == []
    choice.move(1)
    assert choice.selected == 0
    choice.page(1)
    assert shown(choice) == (3, 0)
    choice.page(1)
    assert shown(choice) == (6, 3)
    choice.move(10)
    assert shown(choice) == (9, 6)
    choice.scroll(-2)  # the wheel: the view moves, the selection stays
    assert shown(choice) == (9, 4)
    choice.scroll(-10)
    assert choice.top == 0
    choice.scroll(99)
    assert choice.top == 6
    choice.pick(1)
    assert shown(choice) == (1, 1)
    choice.pick(10)
    assert choice.selected == 1


def test_the_list_starts_with_its_selection_in_view_and_describes_it() -> None:
    choice = ListChoice(list("abcdef"), selected=5, visible=3, describe=lambda i: [f"item {i}"])
    assert choice.top == 3 and choice.details == ["item 5"]
    empty = ListChoice([])
    empty.move(1)
    empty.page(-1)
    assert empty.selected is None


@given(st.integers(0, 12), st.integers(1, 6),
       st.lists(st.tuples(st.sampled_from(["move", "page", "scroll", "pick"]), st.integers(-15, 15)), max_size=30))
def test_any_list_actions_keep_selection_and_view_inside(count: int, visible: int,
                                                         actions: list[tuple[str, int]]) -> None:
    choice = ListChoice([str(i) for i in range(count)], visible=visible)
    for action, amount in actions:
        getattr(choice, action)(amount)
        assert 0 <= choice.top <= max(0, count - visible)
        # the wheel may scroll the selection out of view; picking off the list changes nothing
        if choice.selected is not None and (action in ("move", "page") or action == "pick" and 0 <= amount < count):
            assert choice.top <= choice.selected < choice.top + visible and choice.selected < count

