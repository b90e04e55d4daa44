"""The system's clipboard, through pyglet's window (pyperclip is not needed): Copy Game Code puts a
code on it, Ctrl+V takes text from it into the field that has the keyboard. Where the platform
gives none, both say so quietly and the game shows the code in a requester instead."""

from __future__ import annotations

from typing import Protocol


class ClipboardWindow(Protocol):
    def set_clipboard_text(self, text: str) -> None: ...

    def get_clipboard_text(self) -> str: ...


class Clipboard:
    """``window``'s clipboard."""

    def __init__(self, window: ClipboardWindow) -> None:
        self.window = window

    def put(self, text: str) -> bool:
        """True when ``text`` is on the clipboard now."""
        try:
            self.window.set_clipboard_text(text)
        except Exception:  # noqa: BLE001 - no clipboard on this platform: the requester shows the code
            return False
        return True

    def take(self) -> str:
        """The clipboard's text with its white space taken out (a code pasted from a forum post may be
        broken over lines); nothing when there is none or it is not printable."""
        try:
            text = "".join(self.window.get_clipboard_text().split())
        except Exception:  # noqa: BLE001 - no clipboard on this platform
            return ""
        return text if text.isprintable() else ""
