"""The player's preferences, as the Options menu sets them and the stats file keeps them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from ...engine.errors import FreeCellError
from ...engine.rules import Rules
from ...files.statsvalues import ANIMATION_SPEEDS as ANIMATION_SPEEDS
from ...files.statsvalues import DISPLAY_LOOKS as DISPLAY_LOOKS
from ...files.statsvalues import DOCK_LIMIT, SPEECH_DETAILS, SPEECH_RATES, AnimationSpeed, DisplayLook
from ...files.tooltypes import CARD_SET_NAME
from ...files.tooltypes import SCREEN_MODES as SCREEN_MODES
from ...language import LANGUAGES


@dataclass
class Options:
    """Everything the Options menu toggles. ``card_set`` None means the one
    that suits the screen mode (small for the non-laced modes).
    ``dock_position`` is the tool dock window's top-left in native pixels;
    None: its default place."""

    messages: bool = True
    double_click: bool = True
    free_cells: int = 4
    rules: Rules = Rules.ORIGINAL
    screen_mode: str = "pal-laced"
    card_set: str | None = None
    animation: AnimationSpeed = "normal"
    dock_open: bool = False
    dock_position: tuple[int, int] | None = None
    keep_stats: bool = True
    show_winnability: bool = False
    solvable_only: bool = False
    show_targets: bool = False
    status_counts: bool = False
    double_click_home: bool = False
    sound: bool = True
    automatic_moves: bool = True
    """Cards no longer needed go home by themselves after every move (the guide's rule); off: only when sent."""
    speech: bool = False
    """What the screen shows is spoken (the player's screen reader, or the platform's voice)."""
    speech_rate: str = "normal"
    """How fast: one of :data:`SPEECH_RATES`."""
    speech_detail: str = "full"
    """How much is said: one of :data:`SPEECH_DETAILS` (terse: the essentials)."""
    high_contrast: bool = False
    """Options ▸ Palette ▸ High Contrast: the screen drawn with the high-contrast palette in place of the
    player's, the focus frame and Show Targets drawn thick."""
    flash_on_refusal: bool = True
    """A move refused with Messages off flashes the screen (DisplayBeep) besides the buzz; off: the buzz alone."""
    four_colour: bool = False
    """Diamonds drawn blue and clubs green, so the four suits differ at a glance."""
    display: DisplayLook = "sharp"
    """How the screen is shown on the monitor: sharp pixels, a 15 kHz monitor's scanlines, or a CRT's glow."""
    language: str | None = None
    """Options ▸ Language: a code of :data:`~freecell_retro.language.LANGUAGES`; None: the system's language."""
    finish_obvious: bool = False
    """Options ▸ Finish Obvious Games: when every card left can go home without another decision, the
    game offers to send them all home in one go."""


def _whole(value: object, lowest: int, highest: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lowest <= value <= highest


def _position(value: object) -> bool:
    return value is None or (isinstance(value, tuple) and len(value) == 2
                             and all(_whole(v, 0, DOCK_LIMIT) for v in value))


T = TypeVar("T")


class Option(Generic[T]):
    """One of the :class:`Options` as a value a caller names instead of a string: it knows its
    attribute, the values it may take (checked, for the one menu that could offer a wrong one), and
    its type, so mypy refuses ``set_option(Option.SOUND, "on")``. The stats file's keys are the
    attributes' names (:data:`~freecell_retro.files.statsvalues.PREFERENCES`), unchanged.

    >>> Option.FREE_CELLS.of(Options()), Option.FREE_CELLS
    (4, Option.FREE_CELLS)
    """

    MESSAGES: ClassVar[Option[bool]]
    DOUBLE_CLICK: ClassVar[Option[bool]]
    FREE_CELLS: ClassVar[Option[int]]
    RULES: ClassVar[Option[Rules]]
    SCREEN_MODE: ClassVar[Option[str]]
    CARD_SET: ClassVar[Option[str | None]]
    ANIMATION: ClassVar[Option[AnimationSpeed]]
    DOCK_OPEN: ClassVar[Option[bool]]
    DOCK_POSITION: ClassVar[Option[tuple[int, int] | None]]
    KEEP_STATS: ClassVar[Option[bool]]
    SHOW_WINNABILITY: ClassVar[Option[bool]]
    SOLVABLE_ONLY: ClassVar[Option[bool]]
    SHOW_TARGETS: ClassVar[Option[bool]]
    STATUS_COUNTS: ClassVar[Option[bool]]
    DOUBLE_CLICK_HOME: ClassVar[Option[bool]]
    SOUND: ClassVar[Option[bool]]
    AUTOMATIC_MOVES: ClassVar[Option[bool]]
    SPEECH: ClassVar[Option[bool]]
    SPEECH_RATE: ClassVar[Option[str]]
    SPEECH_DETAIL: ClassVar[Option[str]]
    HIGH_CONTRAST: ClassVar[Option[bool]]
    FLASH_ON_REFUSAL: ClassVar[Option[bool]]
    FOUR_COLOUR: ClassVar[Option[bool]]
    DISPLAY: ClassVar[Option[DisplayLook]]
    LANGUAGE: ClassVar[Option[str | None]]
    FINISH_OBVIOUS: ClassVar[Option[bool]]

    def __init__(self, attribute: str, allowed: Callable[[object], bool], what: str) -> None:
        self.attribute, self._allowed, self._what = attribute, allowed, what

    def of(self, options: Options) -> T:
        """The option's value in ``options``."""
        value: T = getattr(options, self.attribute)
        return value

    def put(self, options: Options, value: T) -> None:
        """Set it in ``options`` (checked first: :meth:`check`)."""
        self.check(value)
        setattr(options, self.attribute, value)

    def check(self, value: object) -> None:
        """FreeCellError unless ``value`` is one the option can take (a program error, never the
        player's: the menus offer only allowed values)."""
        if not self._allowed(value):
            raise FreeCellError(f"option {self.attribute} must be {self._what}, not {value!r}")

    def __repr__(self) -> str:
        return f"Option.{self.attribute.upper()}"

    @staticmethod
    def every() -> tuple[Option[Any], ...]:
        """All of them, one for each field of :class:`Options`."""
        return _EVERY


def _flag(attribute: str) -> Option[bool]:
    return Option(attribute, lambda v: isinstance(v, bool), "True or False")


Option.MESSAGES = _flag("messages")
Option.DOUBLE_CLICK = _flag("double_click")
Option.FREE_CELLS = Option("free_cells", lambda v: _whole(v, 0, 4), "0 to 4")
Option.RULES = Option("rules", lambda v: isinstance(v, Rules), "a Rules")
Option.SCREEN_MODE = Option("screen_mode", lambda v: v in SCREEN_MODES, ", ".join(SCREEN_MODES))
Option.CARD_SET = Option("card_set", lambda v: v is None or isinstance(v, str) and bool(CARD_SET_NAME.match(v)),
                         "None or a card set name")
Option.ANIMATION = Option("animation", lambda v: v in ANIMATION_SPEEDS, " or ".join(ANIMATION_SPEEDS))
Option.DOCK_OPEN = _flag("dock_open")
Option.DOCK_POSITION = Option("dock_position", _position, f"None or (x, y), each 0 to {DOCK_LIMIT}")
Option.KEEP_STATS = _flag("keep_stats")
Option.SHOW_WINNABILITY = _flag("show_winnability")
Option.SOLVABLE_ONLY = _flag("solvable_only")
Option.SHOW_TARGETS = _flag("show_targets")
Option.STATUS_COUNTS = _flag("status_counts")
Option.DOUBLE_CLICK_HOME = _flag("double_click_home")
Option.SOUND = _flag("sound")
Option.AUTOMATIC_MOVES = _flag("automatic_moves")
Option.SPEECH = _flag("speech")
Option.SPEECH_RATE = Option("speech_rate", lambda v: v in SPEECH_RATES, " or ".join(SPEECH_RATES))
Option.SPEECH_DETAIL = Option("speech_detail", lambda v: v in SPEECH_DETAILS, " or ".join(SPEECH_DETAILS))
Option.HIGH_CONTRAST = _flag("high_contrast")
Option.FLASH_ON_REFUSAL = _flag("flash_on_refusal")
Option.FOUR_COLOUR = _flag("four_colour")
Option.DISPLAY = Option("display", lambda v: v in DISPLAY_LOOKS, " or ".join(DISPLAY_LOOKS))
Option.LANGUAGE = Option("language", lambda v: v is None or v in LANGUAGES, "None or " + ", ".join(LANGUAGES))
Option.FINISH_OBVIOUS = _flag("finish_obvious")
_EVERY: tuple[Option[Any], ...] = tuple(value for value in vars(Option).values() if isinstance(value, Option))


class SetsOption(Protocol):
    """Something that sets an option for the player (:meth:`Session.set_option`), as the tool dock is given it."""

    def __call__(self, option: Option[T], value: T) -> None: ...
