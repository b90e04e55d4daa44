"""How a stats file spells each value — counts, seconds, yes/no, rules, free
cells, the dock's position — and the player's preferences: each one's key in
the file, its Options field, how it is read and written. A value that does not
fit raises :class:`BadValue`, whose message says what is allowed.

>>> read_yes_no("yes"), show_seconds(83.250), [p.key for p in PREFERENCES][:2]
(True, '83.25', ['messages', 'double-click'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import reduce
from typing import Any, Generic, Literal, TypeVar

from ..engine.errors import FreeCellError
from ..engine.moves import MOST_CELLS
from ..engine.numbers import parse_decimal, parse_number
from ..engine.rules import Rules
from ..language import LANGUAGES, N_, _
from .tooltypes import SCREEN_MODES, parse_card_set

AnimationSpeed = Literal["normal", "slow", "off"]
"""Options ▸ Game Animation Speed, as the stats file writes it."""
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = ("normal", "slow", "off")
SPEECH_RATES = ("slow", "normal", "fast")
"""Options ▸ Speech's rates (the stats file's ``speech-rate``)."""
SPEECH_DETAILS = ("terse", "full")
"""Options ▸ Speech's detail (``speech-detail``): terse says the essentials, full what lies under them too."""
DisplayLook = Literal["sharp", "scanlines", "crt"]
"""Options ▸ Display, as the stats file writes it: whole-number scaling, a 15 kHz monitor's scanlines, a CRT."""
DISPLAY_LOOKS: tuple[DisplayLook, ...] = ("sharp", "scanlines", "crt")


# -- value syntax ----------------------------------------------------------------

class BadValue(FreeCellError):
    """A value that does not fit its key; the message says what is allowed."""


MAX_COUNT = 10**12 - 1
MAX_SECONDS = 10**10 - 1


def read_count(text: str) -> int:
    try:
        return parse_number(text, N_("count"), 0, MAX_COUNT)
    except FreeCellError:
        raise BadValue(_("a whole number 0 or more")) from None


def read_seconds(text: str) -> float:
    try:
        return parse_decimal(text, N_("seconds"), MAX_SECONDS)
    except FreeCellError:
        raise BadValue(_("seconds 0 or more, like 83.25")) from None


def read_average_moves(text: str) -> float:
    """``average-win-moves``: the moves of the wins over the wins, as large as the moves may be (a
    count), so that whatever the writer works out the reader takes back."""
    try:
        return parse_decimal(text, N_("moves"), MAX_COUNT)
    except FreeCellError:
        raise BadValue(_("moves 0 or more, like 81.5")) from None


def show_seconds(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def one_of(*choices: str) -> Callable[[str], str]:
    def parse(text: str) -> str:
        if text not in choices:
            raise BadValue(reduce(lambda one, other: _("{one} or {other}").format(one=one, other=other), choices))
        return text
    return parse


def read_yes_no(text: str) -> bool:
    return one_of("yes", "no")(text) == "yes"


def show_yes_no(value: object) -> str:
    return "yes" if value else "no"


def most_stretches(moves: int) -> int:
    """The most stretches of moves made with the automatic moves off that ``moves`` moves can hold
    (every other move): what the reader allows, so that it reads whatever :func:`show_manual` writes.
    The moves are capped (the stats file's most saved moves), and so are the stretches."""
    return max(1, (moves + 1) // 2)


def show_manual(manual: Sequence[bool]) -> str:
    """``unfinished-automatic-moves``: ``yes`` (every move with the automatic moves on), ``no``
    (every one with them off), or ``off`` and the stretches of moves, counted from 1, made with
    them off (``off 3-7 12``) when the player switched them during the game.

    >>> show_manual([False, True, True, False, True]), show_manual([True]), show_manual([])
    ('off 2-3 5', 'no', 'yes')
    """
    if not any(manual):
        return "yes"
    if all(manual):
        return "no"
    stretches, start = [], None
    for number, off in enumerate([*manual, False], 1):
        if off and start is None:
            start = number
        elif not off and start is not None:
            stretches.append(f"{start}" if start == number - 1 else f"{start}-{number - 1}")
            start = None
    return "off " + " ".join(stretches)


def read_manual(text: str, moves: int) -> tuple[bool, ...]:
    """The per-move flags :func:`show_manual` wrote, for a game of ``moves`` moves.

    >>> read_manual("off 2-3 5", 5)
    (False, True, True, False, True)
    """
    words = text.split()
    if text in ("yes", "no"):
        return (True,) * moves if text == "no" else ()
    if not words or words[0] != "off" or len(words) == 1 or len(words) > most_stretches(moves) + 1:
        raise BadValue(_("yes, no, or off and up to {count} moves or stretches like 'off 3-7 12'").format(
            count=f"{most_stretches(moves):,}"))
    manual = [False] * moves
    last = 0
    for word in words[1:]:
        first, _dash, end = word.partition("-")
        try:
            low = parse_number(first, N_("move"), 1, max(moves, 1))
            high = parse_number(end, N_("move"), low, max(moves, 1)) if end else low
        except FreeCellError:
            raise BadValue(_("{word!r} is not a move 1-{moves} or a stretch like 3-7 of them").format(
                word=word, moves=moves)) from None
        if low <= last:
            raise BadValue(_("{word!r}: the moves must go up, each stretch after the one before").format(word=word))
        manual[low - 1:high] = [True] * (high - low + 1)
        last = high
    return tuple(manual)


def read_free_cells(text: str) -> int:
    try:
        return parse_number(text, N_("free cells"), 0, 4)
    except FreeCellError:
        raise BadValue(_("0, 1, 2, 3 or 4")) from None


def read_game_cells(text: str) -> int:
    """An unfinished game's free cells: 0-4, or a game's own (Eight Off has 8)."""
    try:
        return parse_number(text, N_("free cells"), 0, MOST_CELLS)
    except FreeCellError:
        raise BadValue(_("a number of free cells, 0 to {most}").format(most=MOST_CELLS)) from None


def _card_set(text: str) -> str | None:
    try:
        return parse_card_set(text)
    except ValueError as error:
        raise BadValue(str(error)) from None


DOCK_LIMIT = 9_999
"""The largest dock coordinate a stats file may give (native pixels; the window keeps the dock on the screen)."""


def _dock_position(text: str) -> tuple[int, int]:
    """``X Y``: the tool dock's top-left in native pixels."""
    parts = text.split(" ")
    try:
        if len(parts) != 2:
            raise FreeCellError(_("two numbers"))
        x, y = (parse_number(part, N_("dock position"), 0, DOCK_LIMIT) for part in parts)
    except FreeCellError:
        raise BadValue(_("the dock's left and top in pixels, two whole numbers 0-{limit} like 20 40").format(
            limit=f"{DOCK_LIMIT:,}")) from None
    return x, y


def _show_dock_position(value: tuple[int, int] | None) -> str | None:
    return None if value is None else " ".join(str(v) for v in value)


def read_rules(text: str) -> Rules:
    return Rules(one_of(*(r.value for r in Rules))(text))


_T = TypeVar("_T")


@dataclass(frozen=True)
class Preference(Generic[_T]):
    key: str
    name: str
    parse: Callable[[str], _T]
    show: Callable[[_T], str | None] = str
    """The value as written; None: no line (the key's default)."""


PREFERENCES: tuple[Preference[Any], ...] = (
    Preference("messages", "messages", read_yes_no, show_yes_no),
    Preference("double-click", "double_click", read_yes_no, show_yes_no),
    Preference("free-cells", "free_cells", read_free_cells),
    Preference("rules", "rules", read_rules, lambda rules: rules.value),
    Preference("screen-mode", "screen_mode", one_of(*SCREEN_MODES)),
    Preference("card-set", "card_set", _card_set, lambda name: name or "auto"),
    Preference("animation", "animation", one_of(*ANIMATION_SPEEDS)),
    Preference("dock", "dock_open", lambda text: one_of("open", "closed")(text) == "open",
                lambda value: "open" if value else "closed"),
    Preference("dock-position", "dock_position", _dock_position, _show_dock_position),
    Preference("keep-stats", "keep_stats", read_yes_no, show_yes_no),
    Preference("show-winnability", "show_winnability", read_yes_no, show_yes_no),
    Preference("solvable-only", "solvable_only", read_yes_no, show_yes_no),
    Preference("show-targets", "show_targets", read_yes_no, show_yes_no),
    Preference("status-counts", "status_counts", read_yes_no, show_yes_no),
    Preference("double-click-home", "double_click_home", read_yes_no, show_yes_no),
    Preference("sound", "sound", read_yes_no, show_yes_no),
    Preference("automatic-moves", "automatic_moves", read_yes_no, show_yes_no),
    Preference("speech", "speech", read_yes_no, show_yes_no),
    Preference("speech-rate", "speech_rate", one_of(*SPEECH_RATES)),
    Preference("speech-detail", "speech_detail", one_of(*SPEECH_DETAILS)),
    Preference("high-contrast", "high_contrast", read_yes_no, show_yes_no),
    Preference("flash-on-refusal", "flash_on_refusal", read_yes_no, show_yes_no),
    Preference("four-colour", "four_colour", read_yes_no, show_yes_no),
    Preference("display", "display", one_of(*DISPLAY_LOOKS)),
    Preference("language", "language", lambda text: None if text == "auto" else one_of("auto", *LANGUAGES)(text),
               lambda code: code or "auto"),
    Preference("finish-obvious", "finish_obvious", read_yes_no, show_yes_no),
)
"""Each preference: its key in the file, its Options field, how to read and write it."""

PREFERENCE_NAMES = tuple(p.name for p in PREFERENCES)


