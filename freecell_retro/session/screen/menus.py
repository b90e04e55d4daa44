"""The menu strip as data: titles, items, sub-items, check marks, ghosting,
shortcuts and the session call each item makes — the UI only draws it and
reports which item the player released the button over.

Items are found by path, ``"Options/Number of FreeCells/3"``; a sub-menu's
parent is not selectable, its items are. Every selectable item has a
Right-Amiga shortcut (answered by Alt+letter, digit or punctuation) except the card sets, whose
number depends on the player's own sets, Display's looks and Speech's rates and detail (chosen,
not reached for), and the items :data:`MENU_ONLY` names: the keyboard has no key left for them,
and they are set once and left, reached by keys through the menu strip (F10), as Amiga programs
with more items than keys had them. An item whose call is not given
(Statistics without statistics kept…) is ghosted.

>>> strip = menu_strip(Session(), card_sets=["large", "small"])
>>> strip.find("Options/Number of FreeCells/3").shortcut
'3'
>>> strip.select("Options/Number of FreeCells/3"), strip.find("Options/Number of FreeCells/3").is_checked
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeVar

from ... import language
from ...engine.errors import FreeCellError
from ...engine.rules import Rules
from ...language import LANGUAGES, N_, NP_
from ..game.gamefiles import (
    can_save,
    copy_game_code,
    export_position_requester,
    has_game,
    load_game_requester,
    save_game_requester,
)
from ..game.options import Option
from ..game.session import Session
from ..game.setgameplay import setgame_requester
from ..game.tournament import tournament_requester
from ..windows.dialogs import ModeInfo

if TYPE_CHECKING:
    from ..assist.adviser import Adviser
    from ..assist.review import GameReview
    from ..game.accounting import Accounting

SEPARATOR = "/"
KEY_CONTEXT = "Right-Amiga key"
"""The catalogs' context of a menu item's letter: its translation is the letter, one character."""
# TRANSLATORS: each is the Right-Amiga letter of the menu item named (one letter, upper case): the
# initial of the item's own word where it is free; no two alike in the whole menu strip, and none of
# the letters of the items with digits or signs (0-9 . , ; ' ] [ / \).
KEYED_ITEMS = (
    NP_("Right-Amiga key", "New Game"),
    NP_("Right-Amiga key", "Select Game..."),
    NP_("Right-Amiga key", "Restart Game"),
    NP_("Right-Amiga key", "Play Set Game..."),
    NP_("Right-Amiga key", "Browse Solution..."),
    NP_("Right-Amiga key", "Original"),
    NP_("Right-Amiga key", "Baker's"),
    NP_("Right-Amiga key", "About..."),
    NP_("Right-Amiga key", "Exit"),
    NP_("Right-Amiga key", "Statistics..."),
    NP_("Right-Amiga key", "Messages"),
    NP_("Right-Amiga key", "DoubleClick"),
    NP_("Right-Amiga key", "ScreenMode..."),
    NP_("Right-Amiga key", "Automatic"),
    NP_("Right-Amiga key", "Tool Dock"),
    NP_("Right-Amiga key", "Edit..."),
    NP_("Right-Amiga key", "Normal"),
    NP_("Right-Amiga key", "Slow"),
    NP_("Right-Amiga key", "Show Winnability"),
    NP_("Right-Amiga key", "Solvable Deals Only"),
    NP_("Right-Amiga key", "Don't Keep the Stats"),
    NP_("Right-Amiga key", "Undo Move"),
    NP_("Right-Amiga key", "Redo Move"),
    NP_("Right-Amiga key", "Hint"),
    NP_("Right-Amiga key", "Solve From Here..."),
    NP_("Right-Amiga key", "How To Play"),
)
"""Every item with a letter for its Right-Amiga key, for the catalogs."""
T = TypeVar("T")

MENU_ONLY = ("Options/Flash on Refusal", "Game/Load Game...", "Game/Export Position...",
             "Options/Finish Obvious Games")
"""Selectable items with no Right-Amiga shortcut: every letter, digit and punctuation key is taken."""


def _always() -> bool:
    return True


def _never() -> bool:
    return False


@dataclass
class MenuItem:
    label: str
    """As shown: ``"New Game"``, a sub-item ``"3"``."""
    shortcut: str | None = None
    """The Right-Amiga letter (or digit), upper case; answered by Alt+letter."""
    key: str | None = None
    """A key that does the same, shown right-aligned: ``"F2"``, ``"Help"``."""
    action: Callable[[], None] | None = field(default=None, repr=False)
    """What selecting it does (a session call)."""
    checked: Callable[[], bool] | None = field(default=None, repr=False)
    """None: not a check item; else whether its check mark shows."""
    enabled: Callable[[], bool] = field(default=_always, repr=False)
    """False: ghosted, and selecting it does nothing."""
    submenu: list[MenuItem] | None = None
    """Drawn with » ; its items are selectable, the parent is not."""
    separator_before: bool = False
    """A bar above it (Intuition's NM_BARLABEL)."""
    over_requesters: bool = False
    """Selectable while a requester is open too (How To Play: the guide is a window of its own)."""

    @property
    def letter(self) -> str | None:
        """The Right-Amiga letter in the language in use (a language may give an item the initial of its
        own word; digits and signs stay): what the menu shows and Alt+letter answers."""
        if self.shortcut is None or not self.shortcut.isalpha():
            return self.shortcut
        own = language.pgettext(KEY_CONTEXT, self.label)
        return own.upper() if own != self.label and len(own) == 1 and own.isalpha() else self.shortcut

    @property
    def is_checked(self) -> bool:
        return self.checked is not None and self.checked()

    @property
    def is_enabled(self) -> bool:
        return self.enabled()


@dataclass
class Menu:
    title: str
    """``"Game"``, ``"Options"``, ``"Help"``."""
    items: list[MenuItem]


class MenuStrip:
    """The menus of the screen's title bar. ``blocked`` says the window takes
    no menu choice now (a requester is open, as Intuition's requesters block
    their window): :meth:`select` then does nothing."""

    def __init__(self, menus: list[Menu], blocked: Callable[[], bool] = _never) -> None:
        self.menus = menus
        self.blocked = blocked

    def entries(self) -> Iterator[tuple[str, MenuItem]]:
        """Every item and sub-item with its path, in the order shown."""
        for menu in self.menus:
            for item in menu.items:
                path = f"{menu.title}{SEPARATOR}{item.label}"
                yield path, item
                for sub in item.submenu or ():
                    yield f"{path}{SEPARATOR}{sub.label}", sub

    def find(self, path: str) -> MenuItem:
        """The item at ``path`` (``"Options/Number of FreeCells/3"``); FreeCellError if none."""
        for item_path, item in self.entries():
            if item_path == path:
                return item
        raise FreeCellError(f"no menu item {path!r}")

    def select(self, path: str) -> bool:
        """Run the item at ``path`` if it can be selected now (enabled, not a
        sub-menu's parent, not blocked); True if it ran."""
        return self.run(self.find(path))

    def at(self, indices: tuple[int, ...]) -> MenuItem:
        """The item at ``(menu, item)`` or ``(menu, item, sub-item)`` (as the menu strip's view finds them)."""
        item = self.menus[indices[0]].items[indices[1]]
        return item.submenu[indices[2]] if len(indices) > 2 and item.submenu else item

    def by_shortcut(self, letter: str) -> MenuItem | None:
        """The item whose Right-Amiga shortcut is ``letter`` (any case)."""
        letter = letter.upper()
        return next((item for _, item in self.entries() if item.letter == letter), None)

    def press_shortcut(self, letter: str) -> bool:
        """Alt+``letter``: run the item with that shortcut; True if one ran."""
        item = self.by_shortcut(letter)
        return item is not None and self.run(item)

    def run(self, item: MenuItem) -> bool:
        """Run ``item`` if it can be selected now; True if it ran."""
        if item.submenu is not None or item.action is None or not item.is_enabled \
                or (self.blocked() and not item.over_requesters):
            return False
        item.action()
        return True


CARD_SET_ITEMS = (N_("Automatic"), N_("Large"), N_("Small"))
"""The shipped card sets' items, for the catalogs (a player's own set keeps its folder's name)."""


def card_set_label(name: str) -> str:
    """A card set's item in the Card Set sub-menu: its folder name with a capital, like the items above it.

    >>> card_set_label("large"), card_set_label("my-set")
    ('Large', 'My-set')
    """
    return name[:1].upper() + name[1:]


def menu_strip(session: Session, accounting: Accounting | None = None, card_sets: Sequence[str] = (),
               screen_modes: Sequence[ModeInfo] = (), browse: Callable[[], None] | None = None,
               edit_palette: Callable[[], None] | None = None,
               how_to_play: Callable[[], None] | None = None, helper: Adviser | None = None,
               card_set_fits: Callable[[str], bool] = lambda _name: True, review: GameReview | None = None,
               clipboard: Callable[[str], bool] | None = None) -> MenuStrip:
    """The game's menu strip for ``session``. ``card_sets`` are the names of
    the card sets there are and ``screen_modes`` the modes ScreenMode lists
    (the UI's, which the session cannot import); Statistics needs the
    ``accounting``, Browse Solution the ``browse`` call (it opens the file
    requester for the solution browser), Palette the ``edit_palette`` call and
    How To Play the ``how_to_play`` call (the guide viewer), Hint, Solve From
    Here, Show Winnability and Solvable Deals Only the solver's ``helper``,
    Review Game the ``review``; each is ghosted without. A card set ``card_set_fits`` says is too tall
    for the screen mode shown is ghosted (its cards would hide their index there). Copy Game Code puts
    the code on the ``clipboard`` where the screen has one (and shows it)."""
    options = session.options

    def toggle(option: Option[bool], shortcut: str | None, label: str, on: Callable[[], bool],
               separator_before: bool = False, enabled: Callable[[], bool] = _always) -> MenuItem:
        """A check item; ``on`` says whether the option is in the checked state."""
        return MenuItem(label, shortcut, action=lambda: session.set_option(option, not option.of(options)),
                        checked=on, enabled=enabled, separator_before=separator_before)

    def choice(option: Option[T], label: str, value: T, shortcut: str | None = None) -> MenuItem:
        """One of mutually exclusive sub-items: checked while the option has ``value``."""
        return MenuItem(label, shortcut, action=lambda: session.set_option(option, value),
                        checked=lambda: option.of(options) == value)

    def games() -> list[MenuItem]:
        """Every game of the registry (:meth:`Rules.in_menu`), FreeCell's relatives after a bar."""
        items: list[MenuItem] = []
        for rules in Rules.in_menu():
            item = choice(Option.RULES, rules.title, rules, rules.variant.shortcut)
            first_relative = rules.variant.relative and not any(item.separator_before for item in items)
            items.append(replace(item, separator_before=True) if first_relative else item)
        return items

    def fits(name: str) -> Callable[[], bool]:
        return lambda: card_set_fits(name)

    def cells_chosen() -> bool:
        """The free cell counts are ghosted in the games that fix their own (Eight Off, ForeCell, Seahaven)."""
        return options.rules.variant.cells_chosen

    def open_setgames() -> None:
        assert session.setgames_dir is not None
        session.file_requester = setgame_requester(session, session.setgames_dir)

    def open_tournament() -> None:
        if accounting is not None:
            session.file_requester = tournament_requester(session, accounting, accounting.folders)

    def playing() -> bool:
        """A game on the board, not won, not a solution being browsed: the solver can help."""
        return session.game is not None and not session.game.is_won and not session.browsing

    def speaking(code: str) -> Callable[[], bool]:
        """Options ▸ Language's check mark: on the language in use (the system's until one is chosen)."""
        return lambda: language.current() == code

    def has_moves() -> bool:
        return session.game is not None and bool(session.game.history)

    game = Menu(N_("Game"), [
        MenuItem(N_("New Game"), "N", "F2", session.new_game),
        MenuItem(N_("Select Game..."), "G", "F3", session.select_game_requester),
        MenuItem(N_("Restart Game"), "R", action=session.restart, enabled=has_moves),
        MenuItem(N_("Play Set Game..."), "P", action=open_setgames, enabled=lambda: session.setgames_dir is not None,
                 separator_before=True),
        MenuItem(N_("Play Tournament..."), "[", action=open_tournament, enabled=lambda: accounting is not None),
        MenuItem(N_("Browse Solution..."), "B", action=browse, enabled=lambda: browse is not None),
        MenuItem(N_("Review Game"), "-", action=review.open if review else None,
                 enabled=lambda: review is not None and review.available() and has_moves(), over_requesters=True),
        MenuItem(N_("Save Game As..."), "+", action=lambda: save_game_requester(session),
                 enabled=lambda: can_save(session), separator_before=True),
        MenuItem(N_("Load Game..."), None, action=lambda: load_game_requester(session),
                 enabled=lambda: session.saves_dir is not None),
        MenuItem(N_("Copy Game Code"), "*", action=lambda: copy_game_code(session, clipboard),
                 enabled=lambda: has_game(session)),
        MenuItem(N_("Export Position..."), None, action=lambda: export_position_requester(session),
                 enabled=lambda: session.board is not None and session.setgames_dir is not None),
        MenuItem(N_("Rules"), submenu=games(),
                 separator_before=True),
        MenuItem(N_("About..."), "A", action=session.about_requester, separator_before=True),
        MenuItem(N_("Exit"), "Q", "Shift+Q", session.request_quit),
    ])
    options_menu = Menu(N_("Options"), [
        MenuItem(N_("Statistics..."), "S", "F4", accounting.show if accounting else None,
                 enabled=lambda: accounting is not None),
        toggle(Option.MESSAGES, "M", N_("Messages"), lambda: options.messages, separator_before=True),
        toggle(Option.DOUBLE_CLICK, "D", N_("DoubleClick"), lambda: options.double_click),
        MenuItem(N_("Number of FreeCells"), submenu=[replace(choice(Option.FREE_CELLS, str(n), n, str(n)),
                                                         enabled=cells_chosen) for n in range(5)]),
        MenuItem(N_("ScreenMode..."), "E", action=lambda: session.screen_mode_requester(screen_modes),
                 enabled=lambda: bool(screen_modes), separator_before=True),
        MenuItem(N_("Card Set"), submenu=[choice(Option.CARD_SET, N_("Automatic"), None, "C"),
                                      *(replace(choice(Option.CARD_SET, card_set_label(name), name), enabled=fits(name))
                                        for name in card_sets)]),
        toggle(Option.DOCK_OPEN, "T", N_("Tool Dock"), lambda: options.dock_open),
        MenuItem(N_("Palette"), submenu=[
            MenuItem(N_("Edit..."), "L", action=edit_palette, enabled=lambda: edit_palette is not None),
            toggle(Option.HIGH_CONTRAST, "\\", N_("High Contrast"), lambda: options.high_contrast)]),
        MenuItem(N_("Game Animation Speed"), submenu=[choice(Option.ANIMATION, N_("Normal"), "normal", "F"),
                                                  choice(Option.ANIMATION, N_("Slow"), "slow", "W"),
                                                  choice(Option.ANIMATION, N_("Off"), "off", "/")]),
        toggle(Option.SHOW_WINNABILITY, "Y", N_("Show Winnability"), lambda: options.show_winnability,
               separator_before=True, enabled=lambda: helper is not None),
        toggle(Option.SOLVABLE_ONLY, "J", N_("Solvable Deals Only"), lambda: options.solvable_only,
               enabled=lambda: helper is not None),
        toggle(Option.SHOW_TARGETS, ".", N_("Show Targets"), lambda: options.show_targets, separator_before=True),
        toggle(Option.STATUS_COUNTS, ",", N_("Status Counts"), lambda: options.status_counts),
        toggle(Option.DOUBLE_CLICK_HOME, ";", N_("Double-click Home"), lambda: options.double_click_home),
        toggle(Option.AUTOMATIC_MOVES, "'", N_("Automatic Moves Home"), lambda: options.automatic_moves),
        toggle(Option.SOUND, "]", N_("Sound"), lambda: options.sound),
        toggle(Option.KEEP_STATS, "X", N_("Don't Keep the Stats"), lambda: not options.keep_stats,
               separator_before=True),
        MenuItem(N_("Speech"), submenu=[
            toggle(Option.SPEECH, "9", N_("Speak"), lambda: options.speech),
            *(replace(choice(Option.SPEECH_DETAIL, label, value), separator_before=value == "terse")
              for label, value in ((N_("Terse"), "terse"), (N_("Full"), "full"))),
            *(replace(choice(Option.SPEECH_RATE, label, value), separator_before=value == "slow")
              for label, value in ((N_("Slow"), "slow"), (N_("Normal"), "normal"), (N_("Fast"), "fast")))],
            separator_before=True),
        toggle(Option.FLASH_ON_REFUSAL, None, N_("Flash on Refusal"), lambda: options.flash_on_refusal,
               separator_before=True),
        toggle(Option.FOUR_COLOUR, "`", N_("Four-Colour Suits"), lambda: options.four_colour),
        MenuItem(N_("Display"), submenu=[choice(Option.DISPLAY, N_("Sharp"), "sharp"),
                                         choice(Option.DISPLAY, N_("Scanlines"), "scanlines"),
                                         choice(Option.DISPLAY, N_("CRT"), "crt")]),
        MenuItem(N_("Language"), submenu=[replace(choice(Option.LANGUAGE, name, code), checked=speaking(code))
                                      for code, name in LANGUAGES.items()], separator_before=True),
        toggle(Option.FINISH_OBVIOUS, None, N_("Finish Obvious Games"), lambda: options.finish_obvious,
               separator_before=True),
    ])
    help_menu = Menu(N_("Help"), [
        MenuItem(N_("Undo Move"), "U", "Backspace", session.undo, enabled=has_moves),
        MenuItem(N_("Redo Move"), "Z", "Shift+Backspace", session.redo,
                 enabled=lambda: session.game is not None and bool(session.game.undone)),
        MenuItem(N_("Hint"), "I", "H", helper.hint if helper else None,
                 enabled=lambda: helper is not None and playing()),
        MenuItem(N_("Solve From Here..."), "V", action=helper.solve_from_here if helper else None,
                 enabled=lambda: helper is not None and playing()),
        MenuItem(N_("How To Play"), "H", "Help", how_to_play, enabled=lambda: how_to_play is not None,
                 over_requesters=True,
                 separator_before=True),
    ])
    return MenuStrip([game, options_menu, help_menu],
                     blocked=lambda: session.windows.modal_open)
