"""Test doubles of the session models the gadgets draw (``session/menus.py``, ``session/fields.py``, the
grown ``Requester``), shaped exactly as issue 9's interfaces say, so that the real ones drop in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from freecell_retro.session.requesters import Requester


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


def strip(card_sets: int = 3) -> MenuStrip:
    """The game's strip as issue 9 §1 lists it (``card_sets``: how many sets the Card Set sub-menu offers)."""
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


@dataclass
class TextField:
    text: str = ""
    cursor: int = 0
    max_chars: int = 64


@dataclass
class ListChoice:
    items: list[str]
    selected: int | None
    top: int
    visible: int
    details: list[str] = field(default_factory=list)


@dataclass
class GadgetRequester(Requester):
    """A requester with the attributes issue 9 adds."""

    shortcuts: list[str | None] | None = None
    field: TextField | None = None
    choices: ListChoice | None = None
    error: str | None = None
