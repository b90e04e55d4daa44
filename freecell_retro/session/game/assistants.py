"""The session's assistants: whatever works beside the game and shows on the screen — the solver
at the player's side, the solution browser, the statistics, the sounds, reading ahead.

Each is an :class:`Assistant`: it hears the session's events, gets a tick each screen refresh,
may add a word to the title bar and marks to the board (overlays), and closes with the screen.
The screen asks :class:`Assistants` for all of that and knows none of them by name; a new
assistant is made and added in one place (the composition root, :mod:`..screen.services`).

>>> from freecell_retro.session import Session
>>> class Counter(Assistant):
...     def __init__(self) -> None:
...         self.heard = 0
...     def hear(self, event: Event) -> None:
...         self.heard += 1
...     def title_note(self) -> str | None:
...         return f"{self.heard} heard"
>>> session = Session()
>>> helpers = Assistants(session)
>>> counter = helpers.add(Counter())
>>> session.select_game(617)
>>> helpers.title_notes()
['1 heard']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from .events import Event

if TYPE_CHECKING:
    from .stage import Stage


@dataclass(frozen=True)
class Frame:
    """One refresh of the screen, as an assistant's tick sees it."""

    refresh: int = 50
    """Refreshes a second (50 PAL, 60 NTSC): what a pace in frames is measured by."""
    gliding: bool = False
    """Cards are still gliding to a move's target: what would move them again, or cover them, waits."""
    quiet: bool = False
    """Nothing on the screen moves (no glide, no deal or win shown)."""


class Assistant:
    """One service beside the game. Every method has a do-nothing default: an assistant
    overrides what it takes part in."""

    def hear(self, event: Event) -> None:
        """Something happened in the session (a move, a deal, an option changed)."""

    def tick(self, frame: Frame) -> bool:
        """One screen refresh went by; True when what the screen shows changed."""
        return False

    def title_note(self) -> str | None:
        """Words for the end of the title bar (the winnability indicator), or None."""
        return None

    def overlays(self) -> Sequence[object]:
        """What it draws over the board now, as values the screen knows how to draw
        (the hint's blinking cards); nothing by default."""
        return ()

    def close(self) -> None:
        """The screen goes: end any work beside it (worker processes, threads)."""


A = TypeVar("A", bound=Assistant)


class Assistants:
    """The assistants of one session, in the order they were added (which is the order they hear,
    tick and draw in)."""

    def __init__(self, table: Stage) -> None:
        self.table = table
        self.members: list[Assistant] = []
        table.title_notes = self.title_notes

    def add(self, assistant: A) -> A:
        """Take ``assistant`` in: from now on it hears the session's events."""
        self.members.append(assistant)
        self.table.subscribe(assistant.hear)
        return assistant

    def tick(self, frame: Frame) -> bool:
        """Tick every assistant (all of them, even after one changed the screen)."""
        changed = False
        for member in self.members:
            changed = member.tick(frame) or changed
        return changed

    def title_notes(self) -> list[str]:
        return [note for member in self.members if (note := member.title_note())]

    def overlays(self) -> list[object]:
        return [overlay for member in self.members for overlay in member.overlays()]

    def close(self) -> None:
        """Close every assistant; one that fails to close does not keep the others open."""
        errors: list[BaseException] = []
        for member in self.members:
            try:
                member.close()
            except Exception as error:  # noqa: BLE001 - the others must still close
                errors.append(error)
        if errors:
            raise errors[0]


Work = TypeVar("Work")


class Beside:
    """Runs a piece of work (a solver search) and hands its answer back on the game's own thread.

    This one runs the work at once, while the caller waits: for tests, the command line and
    screenshots, where nothing has to go on meanwhile. :class:`~..assist.beside.ThreadBeside`
    runs it on a thread while the screen goes on drawing, and hands the answer over at a tick."""

    def run(self, work: Callable[[], Work], then: Callable[[Work], None]) -> None:
        then(work())

    def poll(self) -> bool:
        """Hand over the answers that came (True: one did)."""
        return False

    @property
    def busy(self) -> bool:
        """Work is going on."""
        return False

    def close(self) -> None:
        """Forget the work going on: its answer is never handed over."""
