"""The requester a session shows, for tests that read it after an input that opened or changed it.

A test that has seen ``session.requester is None`` and then presses a key reads the requester again
through :func:`asking`: the check the type checker kept from before the key press no longer holds."""

from freecell_retro.session import Session
from freecell_retro.session.windows.requesters import Requester


def asking(session: Session) -> Requester:
    """The requester ``session`` shows now (the test fails if there is none)."""
    requester = session.requester
    assert requester is not None, "no requester is open"
    return requester
