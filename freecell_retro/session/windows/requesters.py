"""Requesters as data: a title, lines of text, buttons with shortcut letters,
and optionally a checkbox, a text field, a list to choose from, a chart and
an error line.

The session opens one (:attr:`Session.requester`: a window of the stack,
:mod:`.requesterwindow`) and it answers the player's keys, typing and clicks
itself — the same protocol as the file requester (:class:`~.requesterwindow.Asking`); the UI
only draws it and says what a click is on. Tests answer them directly.

Button labels follow the GadTools convention: ``_`` before a letter makes it
the button's shortcut (``"_Save solution"``: S); a label without one gets its
first letter no other button has. Labels are shown without the ``_``.

>>> r = Requester("Game over", ["Play again?"], ["Yes", "_Save solution", "No"], checkbox="Same _game")
>>> r.buttons, r.shortcuts, r.checkbox, r.press_letter("g")
(['Yes', 'Save solution', 'No'], ['Y', 'S', 'N'], 'Same game', -1)
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from ...engine.errors import FreeCellError
from ...language import _
from .fields import ListChoice, TextField
from .input import Key, KeyPress, Spot, SpotKind

if TYPE_CHECKING:
    from .chart import StatsChart

MARK = "_"
CHECKBOX = -1
"""What :meth:`Requester.press_letter` gives for the checkbox's letter."""
LIST_KEYS = {Key.UP: -1, Key.DOWN: 1}
PAGE_KEYS = {Key.PAGEUP: -1, Key.PAGEDOWN: 1}


def split_label(label: str) -> tuple[str, int | None]:
    """A label as shown (without the ``_``) and the index in it of the letter
    an explicit ``_`` marks (None without one)."""
    at = label.find(MARK)
    if at < 0 or at + 1 >= len(label):
        return label, None
    return label[:at] + label[at + 1:], at


def shortcut_positions(labels: list[str]) -> list[int | None]:
    """Where each label's (plain) shortcut letter is: the explicit ``_`` ones
    first, then each other label's first letter or digit not taken yet."""
    split = [split_label(label) for label in labels]
    taken = {plain[at].upper() for plain, at in split if at is not None}
    positions: list[int | None] = []
    for plain, at in split:
        if at is None:
            at = next((i for i, char in enumerate(plain) if char.isalnum() and char.upper() not in taken), None)
            if at is not None:
                taken.add(plain[at].upper())
        positions.append(at)
    return positions


class RequesterKind(Enum):
    """Which question a requester asks, so the flows and the tests can tell them apart without
    reading titles (two requesters may share a title: Select Game asks for a number and to resign)."""

    MESSAGE = "message"
    """Something to read, with one OK button."""
    ABOUT = "about"
    SELECT_GAME = "select-game"
    SCREEN_MODE = "screen-mode"
    RESIGN = "resign"
    QUIT = "quit"
    DEAL_AGAIN = "deal-again"
    EMPTY_COLUMN = "empty-column"
    GAME_OVER = "game-over"
    REPLACE_SOLUTION = "replace-solution"
    BROWSE_GAME = "browse-game"
    STATISTICS = "statistics"
    CLEAR_STATISTICS = "clear-statistics"
    GAME_LOG = "game-log"
    HALL_OF_FAME = "hall-of-fame"
    TOURNAMENT = "tournament"
    PLAY_AGAIN = "play-again"
    """Undo on a game won or resigned: deal it again as a new attempt?"""
    READING_PLAYERS = "reading-players"
    """How far the reading of the players' files is, for the Hall of Fame or the standings (Cancel)."""
    LOOKING = "looking"
    """Work going on beside the screen (a winnable deal searched for), with a button to stop waiting."""
    FINISH = "finish"
    """Every card left can go home: finish the game in one go?"""


class Requester:
    """``on_answer(button_index, checked)`` runs when the player answers.

    ``positive`` is the button Return presses and ``negative`` the one Esc
    presses (the last by default). An ``on_answer`` that raises FreeCellError
    keeps the requester open with the message as its :attr:`error` line (a
    field's value that does not do, for instance).
    """

    def __init__(self, title: str, lines: list[str], buttons: list[str],
                 on_answer: Callable[[int, bool], None] = lambda _i, _c: None, checkbox: str | None = None,
                 checked: bool = False, kind: RequesterKind = RequesterKind.MESSAGE, *, field: TextField | None = None,
                 choices: ListChoice | None = None, positive: int = 0, negative: int | None = None,
                 chart: StatsChart | None = None, note: Callable[[str], str] | None = None) -> None:
        self.title = title
        self.lines = lines
        self.labels = list(buttons)
        """The buttons as given, ``_`` markers included."""
        self.on_answer = on_answer
        self.checkbox_label = checkbox
        self.checked = checked
        self.kind = kind
        self.field = field
        self.choices = choices
        self.chart = chart
        """The Statistics requester's chart of the last results, drawn under its lines."""
        self.positive = positive
        self.negative = len(buttons) - 1 if negative is None else negative
        self.error: str | None = None
        """One line saying why the answer was not taken; shown in the requester."""
        self._note = note
        """What the text typed so far means (Select Game: the census's verdict), shown where an error would be."""
        self.done = False
        """Answered: off the screen (an answer that was not taken opens it again)."""
        self.pointed = False
        """Left or Right (the pad's D-pad) chose the button Return presses (it is ringed from the start)."""
        self._positions = shortcut_positions(self.labels + ([checkbox] if checkbox is not None else []))

    def __repr__(self) -> str:
        return f"Requester({self.kind.value!r}, {self.title!r}, {self.buttons!r})"

    @property
    def buttons(self) -> list[str]:
        """The button labels as shown."""
        return [split_label(label)[0] for label in self.labels]

    @property
    def underlines(self) -> list[int | None]:
        """Where each button's shortcut letter is in its label as shown (drawn underlined)."""
        return self._positions[:len(self.labels)]

    @property
    def shortcuts(self) -> list[str | None]:
        """Each button's shortcut letter, upper case."""
        return [None if at is None else label[at].upper() for label, at in zip(self.buttons, self.underlines)]

    @property
    def checkbox(self) -> str | None:
        """The checkbox's label as shown, or None without one."""
        return None if self.checkbox_label is None else split_label(self.checkbox_label)[0]

    @property
    def checkbox_underline(self) -> int | None:
        return self._positions[-1] if self.checkbox_label is not None else None

    @property
    def checkbox_shortcut(self) -> str | None:
        at, label = self.checkbox_underline, self.checkbox
        return None if at is None or label is None else label[at].upper()

    @property
    def note(self) -> str:
        """The line under the text field that follows the typing (empty: none), in the error's place."""
        return self._note(self.field.text) if self._note is not None and self.field is not None else ""

    def button(self, label: str) -> int:
        """Index of the button shown as ``label`` (tests use it to answer by name)."""
        return self.buttons.index(label)

    def press_letter(self, letter: str) -> int | None:
        """The button whose shortcut is ``letter`` (any case), :data:`CHECKBOX`
        for the checkbox's, or None."""
        letter = letter.upper()
        if letter and letter == self.checkbox_shortcut:
            return CHECKBOX
        return self.shortcuts.index(letter) if letter and letter in self.shortcuts else None


    # -- the player's answer ------------------------------------------------------------

    def press_button(self, index: int, checked: bool | None = None) -> None:
        """Button ``index`` pressed: closed, then ``on_answer`` runs (it may open another
        requester); an answer it refuses with FreeCellError opens this one again, saying why."""
        if self.done:
            return
        self.done = True
        try:
            self.on_answer(index, self.checked if checked is None else checked)
        except FreeCellError as error:
            self.error = str(error)
            self.done = False

    def key(self, press: KeyPress) -> bool:
        """Return presses the positive button, Esc the negative one, a button's letter presses
        it (the checkbox's toggles it); Left and Right choose another button for Return (without
        a text field, so every button can be reached from the arrows and a pad); a text field
        takes its editing keys (an integer field its dial too), and while there is one a letter
        is text — its button then needs Alt (Right-Amiga). True when taken."""
        field, choices, key = self.field, self.choices, press.key
        if field is not None and not press.alt and field.key(key):
            self.error = None
        elif choices is not None and key in LIST_KEYS:
            choices.move(LIST_KEYS[key])
        elif choices is not None and key in PAGE_KEYS:
            choices.page(PAGE_KEYS[key])
        elif field is None and key in (Key.LEFT, Key.RIGHT) and not press.alt:
            step = 1 if key is Key.RIGHT else -1
            self.positive, self.pointed = (self.positive + step) % len(self.labels), True
        elif key is Key.RETURN:
            self.press_button(self.positive)
        elif key is Key.ESCAPE:
            self.press_button(self.negative)
        elif key.char is not None and (press.alt or field is None):
            index = self.press_letter(key.char)
            if index is None:
                return False
            if index == CHECKBOX:
                self.checked = not self.checked
            else:
                self.press_button(index)
        else:
            return False
        return True

    def type(self, text: str) -> bool:
        """Typed characters for the text field; True if there is one."""
        if self.field is None:
            return False
        self.field.type(text)
        self.error = None
        return True

    def click(self, spot: Spot, double: bool = False) -> None:
        """A click on a part other than a button (buttons answer when let go over themselves)."""
        if spot.kind is SpotKind.CHECKBOX:
            self.checked = not self.checked
        elif spot.kind is SpotKind.FIELD and self.field is not None:
            self.field.cursor = max(0, min(spot.index, len(self.field.text)))
        elif spot.kind is SpotKind.ITEM and self.choices is not None:
            self.choices.pick(spot.index)
        elif spot.kind in (SpotKind.ARROW, SpotKind.TRACK) and self.choices is not None:
            self.choices.scroller(spot.kind, spot.index)


def message(title: str, *lines: str) -> Requester:
    """A requester with one OK button."""
    return Requester(title, list(lines), [_("OK")])
