"""The session's real models for the gadget tests: the game's menu strip and the
requesters the session opens, so the drawing is tested against what it will draw."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_retro.files.stats import StatsFile
from freecell_retro.session import Session
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.screen import menus
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows import dialogs
from freecell_retro.session.windows.requesters import Requester
from freecell_retro.ui.screen.modes import SCREEN_MODES


def strip(card_sets: int = 3) -> menus.MenuStrip:
    """The game's strip on game 617 (``card_sets``: how many sets the Card Set sub-menu offers after Automatic),
    with statistics kept (in a file never written: nothing is recorded)."""
    session = Session(clock=lambda: 0.0)
    accounting = Accounting(Path("/nonexistent/stats.gadgets"), StatsFile()).attach(session)
    session.select_game(617)
    names = ["large", "small"] + [f"player-set-{i}" for i in range(card_sets - 2)]
    return menu_strip(session, accounting, card_sets=names[:max(card_sets, 0)],
                      screen_modes=list(SCREEN_MODES.values()))


def select_game_requester() -> Requester:
    """Select Game with "617" typed and an error showing."""
    requester = dialogs.select_game(lambda _number: None)
    assert requester.field is not None
    requester.field.type("617")
    requester.error = "12x is not a number."
    return requester


def screen_mode_requester(visible: int = 5) -> Requester:
    requester = dialogs.screen_mode(list(SCREEN_MODES.values()), "pal-laced", lambda _mode: None)
    assert requester.choices is not None
    requester.choices.visible = visible
    return requester


def statistics_requester() -> Requester:
    lines = [f"{name}: {value}" for name, value in (
        ("This session", ""), ("Won", "3"), ("Lost", "1"), ("Won %", "75"), ("Current streak", "2 won"),
        ("Overall", ""), ("Won", "124"), ("Lost", "31"), ("Won %", "80"), ("Current streak", "2 won"),
        ("Longest winning streak", "17"), ("Longest losing streak", "3"), ("Best winning time", "1:48"),
        ("Average winning time", "4:12"), ("Fewest winning moves", "61"), ("Average winning moves", "88"),
        ("Games in the stats file", "155"), ("Unfinished games", "0"))]
    return Requester("Statistics", lines, ["_Clear...", "_OK"])


@dataclass
class MenuItem:
    label: str
    shortcut: str | None = None
    key: str | None = None
    action: Callable[[], None] | None = None
    checked: Callable[[], bool] | None = None
    enabled: Callable[[], bool] = lambda: True
    submenu: list[MenuItem] | None = None
    separator_before: bool = False


@dataclass
class Menu:
    title: str
    items: list[MenuItem]


@dataclass
class MenuStrip:
    menus: list[Menu]


def on() -> bool:
    return True


def off() -> bool:
    return False


def synthetic_strip(card_sets: int = 3) -> MenuStrip:
    """A strip shaped like the game's with narrow menus, for geometry the real one never reaches on a
    640-pixel screen (a sub-menu with no room on the right)."""
    sets = ["Automatic", "Large", "Small"] + [f"Player set {i}" for i in range(card_sets - 3)]
    return MenuStrip([
        Menu("Game", [
            MenuItem("New Game", shortcut="N", key="F2"),
            MenuItem("Select Game...", shortcut="S", key="F3"),
            MenuItem("Restart Game", shortcut="R"),
            MenuItem("Play Set Game...", enabled=off, separator_before=True),
            MenuItem("Browse Solution...", enabled=off),
            MenuItem("Rules", submenu=[MenuItem("Original", checked=on), MenuItem("Baker's", checked=off)],
                     separator_before=True),
            MenuItem("About...", shortcut="?", separator_before=True),
            MenuItem("Exit", shortcut="Q"),
        ]),
        Menu("Options", [
            MenuItem("Statistics...", shortcut="T", key="F4"),
            MenuItem("Messages", shortcut="M", checked=on, separator_before=True),
            MenuItem("DoubleClick", shortcut="D", checked=off),
            MenuItem("Number of FreeCells", submenu=[MenuItem(str(n), checked=on if n == 4 else off)
                                                     for n in range(5)]),
            MenuItem("ScreenMode...", separator_before=True),
            MenuItem("Card Set", submenu=[MenuItem(name, checked=on if i == 0 else off)
                                          for i, name in enumerate(sets)]),
            MenuItem("Tool Dock", shortcut="K", checked=on),
            MenuItem("Palette...", enabled=off),
            MenuItem("Game Animation Speed", submenu=[MenuItem("Normal", checked=on), MenuItem("Slow", checked=off)]),
            MenuItem("Don't Keep the Stats", checked=off, separator_before=True),
        ]),
        Menu("Help", [
            MenuItem("Undo Move", shortcut="U", key="Bksp"),
            MenuItem("How To Play", key="Help", enabled=off),
        ]),
    ])
