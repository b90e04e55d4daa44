"""Requesters as data: a title, lines of text, buttons and an optional checkbox.

The session opens one and waits for :meth:`Session.answer`; the UI only draws
it and reports which button was pressed. Tests answer them directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Requester:
    """``on_answer(button_index, checked)`` runs when the player answers."""

    title: str
    lines: list[str]
    buttons: list[str]
    on_answer: Callable[[int, bool], None] = field(repr=False, default=lambda _i, _c: None)
    checkbox: str | None = None
    checked: bool = False
    kind: str = "message"

    def button(self, label: str) -> int:
        """Index of the button called ``label`` (tests use it to answer by name)."""
        return self.buttons.index(label)


def message(title: str, *lines: str) -> Requester:
    """A requester with one OK button."""
    return Requester(title, list(lines), ["OK"])
