"""What Review Game says beside the player's moves in the VCR unit (:mod:`..assist.review` says it,
:mod:`.browser` shows it): kept apart so the browser knows the words' shape, not who finds them."""

from __future__ import annotations

from typing import Protocol


class Commentary(Protocol):
    """What Review Game says beside the moves (:mod:`..assist.review`): each position's verdict,
    and where the game was lost."""

    def lines(self, at: int) -> list[tuple[str, bool]]:
        """The lines under the counter with ``at`` moves on the board; True: said in red."""

    def jump_target(self) -> int | None:
        """The moves on the board after the move that lost the game (None: not known, or none)."""

    def close(self) -> None:
        """The unit closed: the searches beside it end."""
