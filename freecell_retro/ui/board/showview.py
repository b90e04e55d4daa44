"""The deal and the win as pictures (the shows are the session's: :mod:`...session.game.shows`).

The deal: a face-down deck at the foot of the screen, the cards flying face down
to their places and turning up as they land. The win: each card leaves its home
cell on a high arc, left or right, and falls out of the bottom of the screen.
"""

from __future__ import annotations

from ...engine.board import Board
from ...engine.moves import Area
from ...session.game.shows import Show, dealt_so_far, leaving, left_home
from ..screen.layout import Layout, Rect
from .renderer import Sprite

DECK_DEPTH = 3
"""Backs drawn one pixel apart to show the deck's thickness (while that many cards are left)."""


def deck_rect(lay: Layout) -> Rect:
    """Where the deck lies while the cards are dealt: centred at the foot of the screen."""
    return Rect((lay.width - lay.card_w) // 2, lay.bottom - lay.card_h - DECK_DEPTH, lay.card_w, lay.card_h)


def _between(a: Rect, b: Rect, progress: float) -> tuple[int, int]:
    return round(a.x + (b.x - a.x) * progress), round(a.y + (b.y - a.y) * progress)


def deal_picture(lay: Layout, start: Board, show: Show) -> tuple[Board, list[Sprite]]:
    """The board as far as the deal ``show`` of ``start`` has come, and the deck and the cards in flight."""
    board = dealt_so_far(start, show)
    deck = deck_rect(lay)
    left = len(show.steps) - show.landed - len(show.in_flight)
    sprites = [Sprite(None, deck.x - k, deck.y + k) for k in reversed(range(min(DECK_DEPTH, left)))]
    rows = [0] * len(start.columns)
    for place in show.steps[:show.landed]:
        if place.area is Area.COLUMN:
            rows[place.index] += 1
    for step, progress in show.in_flight:
        place = show.steps[step]
        if place.area is Area.COLUMN:
            depth = rows[place.index]
            rows[place.index] += 1
            end = lay.card_rect(place.index, depth + 1, depth)
        else:
            end = lay.cells[place.index]
        sprites.append(Sprite(None, *_between(deck, end, progress)))  # face down until it lands
    return board, sprites


def win_picture(lay: Layout, won: Board, show: Show) -> tuple[Board, list[Sprite]]:
    """The home cells as the win ``show`` has emptied them, and the cards on their way out."""
    sprites = []
    for step, progress in show.in_flight:
        card = leaving(won, show, step)
        if card is None:
            continue
        home = lay.homes[show.steps[step].index]
        side = -1 if step % 2 else 1
        across = side * (lay.width // 5 + (step * 37) % (lay.width // 4))
        fall = lay.height + lay.card_h - home.y
        x = home.x + across * progress
        y = home.y - lay.card_h * 4 * progress * (1 - progress) + fall * progress * progress
        sprites.append(Sprite(card, round(x), max(lay.top, round(y))))  # never over the title bar
    return left_home(won, show), sprites
