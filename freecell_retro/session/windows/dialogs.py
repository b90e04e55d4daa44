"""The requesters the menus open that are not about the game on the board:
Select Game (F3), ScreenMode and About — each built with the call it makes
when answered, so the session only opens them.

The screen modes are the UI's (``ui/modes.py``); the session takes them as
anything with the attributes of :class:`ModeInfo`, so it needs no window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ... import __version__
from ...engine.deals import FIRST_GAME, LAST_GAME
from ...language import N_, _
from ...language.formats import number
from .fields import IntegerField, ListChoice, NumberOrCodeField
from .requesters import Requester, RequesterKind

CARD_SET_WORDS = (N_("small"), N_("large"))
"""The shipped card sets as the ScreenMode requester names them."""
PALETTE_COLOURS = 16
"""Every mode shows 16 pens, as the Amiga screens the game opens did."""


class ModeInfo(Protocol):
    """What the ScreenMode requester shows of a screen mode."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def refresh(self) -> int: ...
    @property
    def card_set(self) -> str: ...


def mode_details(mode: ModeInfo) -> list[str]:
    """The lines beside the list for one mode, as ASL's screen mode requester
    shows a mode's properties."""
    return [
        _("Visible size: {width}×{height}").format(width=mode.width, height=mode.height),
        _("Colours: {palette_colours}").format(palette_colours=PALETTE_COLOURS),
        _("Refresh: {refresh} Hz").format(refresh=mode.refresh),
        _("Card set: {card_set}").format(card_set=_(mode.card_set)),
    ]


def select_game(deal: Callable[[int], None], code: Callable[[str], None] | None = None,
                note: Callable[[str], str] | None = None) -> Requester:
    """Select Game (F3): a game number 1-999,999,999 in an integer gadget;
    OK (or Return) deals it, a bad number keeps the requester open saying why.
    With ``code``, a game code pasted in instead is played by it (a damaged one: its one line).
    ``note`` says what the census knows of the number typed so far."""
    field = IntegerField(lowest=FIRST_GAME, highest=LAST_GAME) if code is None else \
        NumberOrCodeField(lowest=FIRST_GAME, highest=LAST_GAME)

    def answer(button: int, _checked: bool) -> None:
        if button == 0 and code is not None and isinstance(field, NumberOrCodeField) and field.is_code:
            code(field.text)
        elif button == 0:
            deal(field.value())
    last = number(LAST_GAME)
    said = [_("Game number ({first_game} to {last_game}):").format(first_game=FIRST_GAME, last_game=last)] \
        if code is None else \
        [_("Game number ({first_game} to {last_game}),").format(first_game=FIRST_GAME, last_game=last),
         _("or a game code (Ctrl+V pastes one):")]
    return Requester(_("Select Game"), said, [_("OK"), _("Cancel")], answer,
                     kind=RequesterKind.SELECT_GAME, field=field, note=note)


def screen_mode(modes: Sequence[ModeInfo], current: str, choose: Callable[[str], None]) -> Requester:
    """ScreenMode: the modes in a list with the selected one's properties; OK
    switches to it (the game goes on), Cancel changes nothing."""
    ids = [mode.id for mode in modes]
    choices = ListChoice([mode.name for mode in modes], ids.index(current) if current in ids else None,
                         visible=len(modes), describe=lambda index: mode_details(modes[index]))

    def answer(button: int, _checked: bool) -> None:
        if button == 0 and choices.selected is not None:
            choose(ids[choices.selected])
    return Requester(_("Screen Mode"), [_("Choose the display mode:")], [_("OK"), _("Cancel")], answer,
                     kind=RequesterKind.SCREEN_MODE, choices=choices)


def about() -> Requester:
    return Requester(
        _("About FreeCell"),
        [
            f"freecell-retro {__version__}",
            "",
            _("after the Amiga FreeCell by Darryl Hartwig"),
            _("MIT licence"),
            _("Card art and fonts drawn for the project"),
        ],
        [_("OK")],
        kind=RequesterKind.ABOUT,
    )
