"""Cards gliding across the screen after a move.

The session has already made the move; the screen replays it as pictures:
the player's move first, then each automatic move home, one card at a time.
Each glide takes a fixed number of frames (more at the Slow animation speed,
as the original added steps to make it smoother); while one runs, the board
is drawn as it was before that step with the moving cards as sprites.

>>> from freecell_retro.engine.game import Game
>>> from freecell_retro.engine.moves import Move
>>> lay = Layout((640, 512), (72, 96), 17, 14)
>>> game = Game(Board.game(617))
>>> turn = game.play(Move.from_str("5a"))
>>> anim = Animator(steps=4)
>>> anim.start(lay, game.start, turn)
>>> anim.busy, len(anim.glides)
(True, 1)
>>> [anim.tick() for _ in range(4)], anim.busy
([True, True, True, True], False)
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from ...engine.board import Board
from ...engine.cards import Card
from ...engine.game import Turn
from ...engine.moves import Area, Move, Place
from ...files.statsvalues import AnimationSpeed
from ..screen.layout import Layout, Rect
from .renderer import Sprite

STEPS: dict[AnimationSpeed, int] = {"normal": 8, "slow": 20, "off": 0}
"""Frames a glide takes at each animation speed (Off: none, the cards are simply where they went)."""


@dataclass(frozen=True)
class Glide:
    """One move's cards on their way from ``start`` rects to ``end`` rects."""

    before: Board
    after: Board
    source: Place
    cards: tuple[Card, ...]
    start: tuple[Rect, ...]
    end: tuple[Rect, ...]


def plan(lay: Layout, before: Board, move: Move, count: int) -> Glide:
    """Where the ``count`` cards of ``move`` start and end on the screen."""
    after = before.play(move)
    source, target = move.source, move.target
    if source.area is Area.COLUMN:
        col = before.columns[source.index]
        cards = tuple(col[len(col) - count:])
        start = tuple(lay.card_rect(source.index, len(col), len(col) - count + k) for k in range(count))
    else:
        card = before.card_at(source)
        assert card is not None  # before.play(move) refused an empty source
        cards = (card,)
        start = (lay.place_rect(source, before),)
    target_place = _landing(before, after, target)
    if target_place.area is Area.COLUMN:
        col = after.columns[target_place.index]
        end = tuple(lay.card_rect(target_place.index, len(col), len(col) - count + k) for k in range(count))
    else:
        end = (lay.place_rect(target_place, after),)
    return Glide(before, after, source, cards, start, end)


def _landing(before: Board, after: Board, target: Place) -> Place:
    """The home cell a card really went to (a move home may name any of them)."""
    if target.area is not Area.HOME:
        return target
    changed = [i for i in range(4) if before.homes[i] != after.homes[i]]
    return Place(Area.HOME, changed[0]) if changed else target


class Animator:
    """A queue of glides, advanced one frame per screen refresh."""

    def __init__(self, steps: int = STEPS["normal"]) -> None:
        self.steps = steps
        self.glides: deque[Glide] = deque()
        self.frame = 0

    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def start(self, lay: Layout, before: Board, turn: Turn, dropped: bool = False) -> None:
        """Queue the player's move (unless it was dropped in place by a drag) and its automatic moves."""
        if self.steps <= 0:
            return
        board = before
        moves = [(turn.move, turn.cards)] + [(move, 1) for move in turn.automatic]
        for n, (move, count) in enumerate(moves):
            glide = plan(lay, board, move, count)
            if not (dropped and n == 0):
                self.glides.append(glide)
            board = glide.after

    def clear(self) -> None:
        self.glides.clear()
        self.frame = 0

    def tick(self) -> bool:
        """Advance one frame; True when the picture changed."""
        if not self.glides:
            return False
        self.frame += 1
        if self.frame >= self.steps:
            self.glides.popleft()
            self.frame = 0
        return True

    def current(self) -> tuple[Board, tuple[Place, int], list[Sprite]] | None:
        """The board under the moving cards, which cards to leave out of it, and the cards in flight."""
        if not self.glides:
            return None
        glide, f = self.glides[0], self.frame
        sprites = [Sprite(card, a.x + (b.x - a.x) * f // self.steps, a.y + (b.y - a.y) * f // self.steps)
                   for card, a, b in zip(glide.cards, glide.start, glide.end)]
        return glide.before, (glide.source, len(glide.cards)), sprites
