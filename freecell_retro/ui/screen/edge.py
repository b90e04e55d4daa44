"""Arcade's input as the game's input values (:mod:`freecell_retro.session.windows.input`):
the one place that knows Arcade's key symbols, modifier bits and button numbers.

>>> key_press(key.Q, key.MOD_SHIFT)
KeyPress.parse('Shift+Q')
>>> key_press(key.F11, 0) is None
True
"""

from __future__ import annotations

from arcade import key

from ...session.windows.input import Button, Key, KeyPress

KEYS = {
    **{getattr(key, f"KEY_{i}"): Key(str(i)) for i in range(10)},
    **{getattr(key, f"NUM_{i}"): Key(str(i)) for i in range(10)},
    **{getattr(key, letter): Key(letter) for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
    key.F1: Key.F1, key.F2: Key.F2, key.F3: Key.F3, key.F4: Key.F4, key.F10: Key.F10, key.HELP: Key.HELP,
    key.RETURN: Key.RETURN, key.ENTER: Key.RETURN, key.NUM_ENTER: Key.RETURN, key.ESCAPE: Key.ESCAPE,
    key.BACKSPACE: Key.BACKSPACE, key.DELETE: Key.DELETE, key.TAB: Key.TAB,
    key.LEFT: Key.LEFT, key.RIGHT: Key.RIGHT, key.UP: Key.UP, key.DOWN: Key.DOWN, key.HOME: Key.HOME,
    key.END: Key.END, key.PAGEUP: Key.PAGEUP, key.PAGEDOWN: Key.PAGEDOWN,
    key.SPACE: Key.SPACE, key.PLUS: Key.PLUS, key.EQUAL: Key.PLUS, key.NUM_ADD: Key.PLUS,
    key.MINUS: Key.MINUS, key.NUM_SUBTRACT: Key.MINUS,
    key.COMMA: Key.COMMA, key.PERIOD: Key.PERIOD, key.SEMICOLON: Key.SEMICOLON, key.APOSTROPHE: Key.APOSTROPHE,
    key.BRACKETLEFT: Key.BRACKETLEFT, key.BRACKETRIGHT: Key.BRACKETRIGHT, key.SLASH: Key.SLASH,
    key.BACKSLASH: Key.BACKSLASH, key.GRAVE: Key.GRAVE,
    key.ASTERISK: Key.ASTERISK, key.NUM_MULTIPLY: Key.ASTERISK,
}
"""Arcade's key symbols → the game's keys."""
MENU_MODIFIERS = key.MOD_ALT | key.MOD_COMMAND
"""Right-Amiga is Alt here (Cmd on macOS)."""
FULLSCREEN_KEY = key.F11
"""F11 (and Alt+Return) switch the window to full screen and back: the window's, not the game's."""
BUTTONS = {button.value: button for button in Button}


def key_press(symbol: int, modifiers: int) -> KeyPress | None:
    """The game's key press for an Arcade key event; None for a key the game does not use."""
    game_key = KEYS.get(symbol)
    if game_key is None:
        return None
    return KeyPress(game_key, shift=bool(modifiers & key.MOD_SHIFT), alt=bool(modifiers & MENU_MODIFIERS))


def is_fullscreen_toggle(symbol: int, modifiers: int) -> bool:
    return symbol == FULLSCREEN_KEY or (symbol in (key.RETURN, key.ENTER) and bool(modifiers & key.MOD_ALT))


def is_paste(symbol: int, modifiers: int) -> bool:
    """Ctrl+V or Shift+Insert: the clipboard's text typed in (a game code into Select Game)."""
    return (symbol == key.V and bool(modifiers & key.MOD_CTRL) and not modifiers & key.MOD_ALT) or \
        (symbol == key.INSERT and bool(modifiers & key.MOD_SHIFT))


def held_buttons(buttons: int) -> frozenset[Button]:
    """Arcade's bit set of buttons held → the buttons."""
    return frozenset(button for button in Button if buttons & button.value)
