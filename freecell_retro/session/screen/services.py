"""The composition root: one session's services, built in one place and held as a list of
:class:`~..game.assistants.Assistant`.

The screen (``ui/display.py``) asks :func:`assemble` for a session's :class:`Services` and from
then on sees only the assistants' tick, title notes and overlays, and the desk's windows. A new
assistant is made and added here, and nowhere else: nothing on the screen names it.

>>> from freecell_retro.session import Session
>>> session = Session()
>>> services = assemble(session)
>>> [type(member).__name__ for member in services.assistants.members]
['Adviser', 'VcrPlayer', 'SoundCues', 'NoticeBoard', 'ReadAhead', 'Narrator', 'GameReview', 'FinishOffer']
>>> services.close()
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ...files.assets import asset_path
from ...files.palettes import Palette
from ...files.samples import Sound
from ...language import _
from ...solver.engines import Engine
from ..assist.adviser import Adviser
from ..assist.beside import ThreadBeside
from ..assist.review import GameReview
from ..game.accounting import Accounting
from ..game.assistants import Assistant, Assistants, Beside, Frame
from ..game.browser import SolutionBrowser
from ..game.finishing import FinishOffer
from ..game.session import Session
from ..game.sounds import SoundCues
from ..speech.narrator import Narrator
from ..speech.speaker import Speaker
from ..windows.dialogs import ModeInfo
from ..windows.requesters import message
from .desk import Desk

READ_AHEAD_AFTER = 25
"""Quiet refreshes (half a second) after which the guide and the set games are read ahead, once."""


class VcrPlayer(Assistant):
    """Browse Solution's VCR unit playing on: each refresh, fast forward's next move when its pause is over."""

    def __init__(self, browser: SolutionBrowser) -> None:
        self.browser = browser

    def tick(self, frame: Frame) -> bool:
        return self.browser.tick(frame.refresh, gliding=frame.gliding)


class NoticeBoard(Assistant):
    """What the statistics keeper has to tell the player (a stats file kept aside, a save that
    failed), in a requester as soon as none is open and no card is gliding."""

    def __init__(self, session: Session, notices: Callable[[], list[str]]) -> None:
        self.session, self.notices = session, notices

    def tick(self, frame: Frame) -> bool:
        if self.session.requester is not None or frame.gliding:
            return False
        lines = self.notices()
        if lines:
            self.session.requester = message(_("FreeCell"), *lines)
        return bool(lines)


class ReadAhead(Assistant):
    """Half a second after the screen falls quiet, once, the desk reads what How To Play and Play
    Set Game read when first opened (:meth:`Desk.read_ahead`), and the screen does what it does
    ahead too (``also``: the sounds loaded)."""

    def __init__(self, desk: Desk, also: Callable[[], None] = lambda: None, after: int = READ_AHEAD_AFTER) -> None:
        self.desk, self.also, self.after, self.quiet = desk, also, after, 0

    def tick(self, frame: Frame) -> bool:
        if self.quiet < self.after:
            self.quiet = self.quiet + 1 if frame.quiet else 0
            if self.quiet == self.after:
                self.desk.read_ahead()
                self.also()
        return False


@dataclass
class Services:
    """A session's services: the solution browser, the adviser (hint, winnability, deal search),
    the sounds' cues, the statistics' notices and the desk of windows, all held as assistants."""

    session: Session
    browser: SolutionBrowser
    adviser: Adviser
    desk: Desk
    assistants: Assistants
    review: GameReview

    def tick(self, frame: Frame) -> bool:
        """One screen refresh for every assistant; True when the screen changed."""
        return self.assistants.tick(frame)

    def overlays(self) -> list[object]:
        return self.assistants.overlays()

    def close(self) -> None:
        """The screen goes: every assistant's work ends, the desk's windows leave the stack."""
        try:
            self.assistants.close()
        finally:
            self.desk.close()


def assemble(session: Session, *, engine: Engine = Engine.AUTO, accounting: Accounting | None = None,
             play_sound: Callable[[Sound], None] = lambda _name: None, card_sets: Sequence[str] = (),
             screen_modes: Sequence[ModeInfo] = (), palette: Callable[[], Palette] = Palette.default,
             show_palette: Callable[[Palette], None] = lambda _palette: None, palette_path: Path | None = None,
             beside: Beside | None = None, make_adviser: Callable[[Session, SolutionBrowser], Adviser] | None = None,
             read_ahead: Callable[[], None] = lambda: None, speaker: Speaker | None = None,
             card_set_fits: Callable[[str], bool] = lambda _name: True,
             clipboard: Callable[[str], bool] | None = None) -> Services:
    """Build ``session``'s services for a screen. ``beside`` runs the adviser's searches (the game
    passes one that runs them on a thread; by default they run at once); ``make_adviser`` lets a
    test give the adviser a small budget or a fake winnability check; ``read_ahead`` is the screen's
    own work for the first quiet moment (loading the sounds); ``speaker`` says what the screen shows when
    Options ▸ Speech is on (the window's, kept from screen to screen; by default words go nowhere);
    ``card_set_fits`` whether Options ▸ Card Set offers a set in the screen mode shown; ``clipboard`` puts
    text on the system's clipboard (True when it did; None: there is none)."""
    browser = SolutionBrowser(session, [folder for folder in (session.setgames_dir, asset_path("setgames"))
                                        if folder])
    adviser = (make_adviser or (lambda s, b: Adviser(s, b, engine=engine, beside=beside)))(session, browser)
    review = GameReview(session, browser, ThreadBeside() if isinstance(beside, ThreadBeside) else None)
    """Review Game's searches take turns on a thread of their own, never behind a hint's."""
    session.attach_reviewer(review.open)
    desk = Desk(session, browser, adviser, accounting=accounting, card_sets=card_sets, screen_modes=screen_modes,
                palette=palette, show_palette=show_palette, palette_path=palette_path, card_set_fits=card_set_fits,
                review=review, clipboard=clipboard)
    assistants = Assistants(session)
    for member in (adviser, VcrPlayer(browser), SoundCues(session, play_sound),
                   NoticeBoard(session, accounting.take_notices if accounting is not None else lambda: []),
                   ReadAhead(desk, read_ahead)):
        assistants.add(member)
    narrator = assistants.add(Narrator(session, speaker or Speaker(), desk.board.pointer, adviser))
    browser.subscribe(narrator.hear)  # a solution's moves, browsed or solved from here, are said too
    session.windows.push(narrator.keys, floor=True)
    assistants.add(review)
    assistants.add(FinishOffer(session))
    return Services(session, browser, adviser, desk, assistants, review)
