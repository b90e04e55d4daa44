"""Four-Colour Suits: diamonds blue and clubs green, made from any card set's own pixels.

No second drawing is shipped: each diamond's red marks and each club's black
marks — the pips, the index's rank and suit, a court's small suit symbols —
are drawn again in the two pens kept for them (:data:`DIAMONDS_PEN`,
:data:`CLUBS_PEN`, which every palette holds and the palette editor shows).
A mark is a connected group of pixels of the suit's pen that is not part of
the card's black outline and, on a court, small (a suit symbol, a letter of
the index); a court's black line work and a diamond court's red robes are no
marks and keep their pens.
A club's mark must also lie where the heart of the same rank has red: the
line work of a club court that is small (an eye) keeps its black.
"""

from __future__ import annotations

from dataclasses import replace

from PIL import Image

from ...engine.cards import Card, Rank, Suit
from .cardset import CardImage, CardSet
from .palette import ALL_PENS, BLACK, CLUBS_PEN, DIAMONDS_PEN, RED, complement

MARK_SHARE = 4
"""A mark is at most a quarter of the card's width and height (and two pixels)."""


def marks(pens: Image.Image, mask: Image.Image, pen: int, court: bool = False) -> list[list[tuple[int, int]]]:
    """The groups of ``pen`` pixels of a card (eight-connected) that do not touch its outline; on a
    ``court`` only the small ones (its suit symbols and index, not its line work or robes)."""
    width, height = pens.size
    ink, opaque = pens.load(), mask.load()
    assert ink is not None and opaque is not None
    seen: set[tuple[int, int]] = set()
    found = []
    for start in ((x, y) for y in range(height) for x in range(width)):
        if start in seen or ink[start] != pen or not opaque[start]:
            continue
        group, todo, outline = [], [start], False
        seen.add(start)
        while todo:
            x, y = todo.pop()
            group.append((x, y))
            for nx in (x - 1, x, x + 1):
                for ny in (y - 1, y, y + 1):
                    if not (0 <= nx < width and 0 <= ny < height) or not opaque[nx, ny]:
                        outline = True  # next to the card's edge or a transparent corner
                        continue
                    if (nx, ny) not in seen and ink[nx, ny] == pen:
                        seen.add((nx, ny))
                        todo.append((nx, ny))
        xs, ys = [x for x, _ in group], [y for _, y in group]
        small = max(xs) - min(xs) < width // MARK_SHARE + 2 and max(ys) - min(ys) < height // MARK_SHARE + 2
        if (small or not court) and not outline:
            found.append(group)
    return found


def recoloured(image: CardImage, pen: int, to: int, court: bool, guide: CardImage | None = None) -> CardImage:
    """``image`` with its marks of ``pen`` drawn in ``to``; with a ``guide`` (the heart of the same rank),
    only the marks that lie where the guide has red."""
    pens = image.pens.copy()
    ink = pens.load()
    hints = guide.pens.load() if guide is not None else None
    assert ink is not None
    for group in marks(image.pens, image.mask, pen, court):
        if hints is not None and not any(hints[point] == RED for point in group):
            continue
        for point in group:
            ink[point] = to
    inverted = pens.point([complement(i) if i < ALL_PENS else i for i in range(256)])
    return CardImage(pens, image.mask, inverted)


_MADE: dict[int, tuple[CardSet, CardSet]] = {}
"""Each set recoloured, by the identity of the set it came from (kept with it)."""


def four_coloured(cardset: CardSet) -> CardSet:
    """``cardset`` with diamonds blue and clubs green (kept: a set is recoloured once)."""
    made = _MADE.get(id(cardset))
    if made is not None and made[0] is cardset:
        return made[1]
    cards = dict(cardset.cards)
    for card, image in cardset.cards.items():
        if card.suit is Suit.DIAMONDS:
            cards[card] = recoloured(image, RED, DIAMONDS_PEN, card.rank > Rank.TEN)
        elif card.suit is Suit.CLUBS:
            cards[card] = recoloured(image, BLACK, CLUBS_PEN, card.rank > Rank.TEN,
                                     cardset.cards[Card(card.rank, Suit.HEARTS)])
    result = replace(cardset, cards=cards)
    _MADE[id(cardset)] = (cardset, result)
    return result
