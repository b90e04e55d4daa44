"""Which sound each happening plays, while Options ▸ Sound is on.

The sounds themselves (short 8-bit samples in the Amiga's style) and playing
them are the screen's (:mod:`freecell_retro.ui.sound`); the session only says
which one fits: a card picked up, laid down or sent home, an illegal move, the
deal and the win.

>>> from freecell_retro.session import Session
>>> from freecell_retro.session.game.assistants import Assistants
>>> heard = []
>>> session = Session()
>>> _ = Assistants(session).add(SoundCues(session, heard.append))
>>> session.select_game(617); session.press_column(4); session.press_free_cell_key()
>>> heard
['deal', 'pick', 'place']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine.moves import Area
from ...files.samples import SOUNDS as SOUNDS  # every sound the game plays, by name (data/sounds/<name>.wav)
from ...files.samples import Sound
from . import events
from .assistants import Assistant

if TYPE_CHECKING:
    from .session import Session



class SoundCues(Assistant):
    """Tells ``play`` the name of the sound for each event of ``session`` while its Sound option is on
    (an assistant: it hears the events once added to the session's :class:`.assistants.Assistants`)."""

    def __init__(self, session: Session, play: Callable[[Sound], None]) -> None:
        self.session, self.play = session, play

    def cue(self, event: events.Event) -> Sound | None:
        """The sound ``event`` plays, if any."""
        if isinstance(event, events.MovePlayed):
            turn = event.turn
            return "home" if turn.move.target.area is Area.HOME or turn.automatic else "place"
        if isinstance(event, events.MoveUndone):
            return "place"
        if isinstance(event, events.CardsPicked):
            return "pick"
        if isinstance(event, events.Refused):
            return "buzz"
        if isinstance(event, events.GameWon):
            return "win"
        if isinstance(event, events.GameStarted) and event.how.dealt:
            return "deal"
        return None

    def hear(self, event: events.Event) -> None:
        name = self.cue(event) if self.session.options.sound else None
        if name is not None:
            self.play(name)
