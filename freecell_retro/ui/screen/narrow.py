"""Card sets made narrower for games wider than FreeCell's eight places.

Seahaven Towers lays ten columns across the screen and Eight Off twelve cards
across its top row; the 640-pixel screen holds them side by side only with
cards narrower than the shipped 72 pixels. Rather than ship a second drawing
of every set (and leave a player's own set unusable), each card loses the
pixel columns that tell least: first the plain face between the pips (every
stretch of it in proportion, a little always left, so the pips move closer,
whole, and never touch), then, on the courts, columns repeating the one to
their left, never two neighbours that differ, and never the corner indexes.

>>> width_to_fit(72, 640, 8), width_to_fit(72, 640, 10), width_to_fit(72, 640, 12)
(72, 61, 51)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PIL import Image, ImageChops

from .cardset import CardImage, CardSet

EDGE = 2
"""The least space kept between two cards, and at each edge of the screen."""
INDEX_SHARE = 0.15
"""The part of a card's width each side that holds the corner index and is never narrowed."""
GAP = 2
"""The fewest columns of plain face a stretch of it keeps: pips never touch."""


def width_to_fit(card_width: int, screen_width: int, across: int) -> int:
    """The widest cards (at most ``card_width``) of which ``across`` fit side by side with a gap between."""
    return min(card_width, (screen_width - EDGE * (across + 1)) // across)


def kept_columns(pens: Image.Image, width: int) -> list[int]:
    """The pixel columns of ``pens`` a card ``width`` pixels wide keeps, left to right: first the
    plain face between the pips goes, each stretch of it shortened in proportion and never below
    :data:`GAP` (so the pips move together, whole, and keep a pixel apart), then what the plain
    face could not give (the courts) by :func:`_least_telling`."""
    full, height = pens.size
    if width >= full:
        return list(range(full))
    columns = [pens.crop((x, 0, x + 1, height)).tobytes() for x in range(full)]
    keep = max(1, round(full * INDEX_SHARE))
    plain = Counter(columns[x] for x in range(keep, full - keep)).most_common(1)[0][0]
    stretches: list[list[int]] = []
    for x in range(full):
        if columns[x] == plain:
            if stretches and stretches[-1][-1] == x - 1:
                stretches[-1].append(x)
            else:
                stretches.append([x])
    lengths = [len(stretch) for stretch in stretches]
    need, dropped = full - width, set()
    while need:
        open_ = [i for i, stretch in enumerate(stretches) if len(stretch) > GAP]
        if not open_:
            break
        i = max(open_, key=lambda i: (len(stretches[i]) / lengths[i], lengths[i]))
        dropped.add(stretches[i].pop(len(stretches[i]) // 2))
        need -= 1
    kept = [x for x in range(full) if x not in dropped]
    if not need:
        return kept
    rest = Image.new(pens.mode, (len(kept), height))
    for to, x in enumerate(kept):
        rest.paste(pens.crop((x, 0, x + 1, height)), (to, 0))
    return [kept[x] for x in _least_telling(rest, width, keep)]


def _least_telling(pens: Image.Image, width: int, keep: int) -> list[int]:
    """The columns kept when whole ones must go: first those repeating the column to their left
    (losing them loses nothing), never two neighbours that differ, never the ``keep`` columns of
    each corner index."""
    full, height = pens.size
    shifted = Image.new("L", (full, height))
    shifted.paste(pens.crop((0, 0, full - 1, height)), (1, 0))
    changed = ImageChops.difference(pens, shifted).point(lambda value: 255 if value else 0)
    scores = list(changed.resize((full, 1), Image.Resampling.BOX).getdata())
    """How much each column differs from the one on its left (0: a repeat)."""
    middle = sorted(range(keep, full - keep), key=lambda x: (scores[x], abs(2 * x - full)))
    dropped: set[int] = set()
    for lenient in (False, True):  # first no two differing neighbours, then as few as the width needs
        for x in middle:
            if len(dropped) == full - width:
                break
            if x not in dropped and (lenient or not scores[x] or not {x - 1, x + 1} & dropped):
                dropped.add(x)
    return [x for x in range(full) if x not in dropped]


def narrowed_image(image: CardImage, width: int) -> CardImage:
    """One picture of the set, ``width`` pixels wide: its pens, mask and complement narrowed alike."""
    kept = kept_columns(image.pens, width)
    height = image.pens.size[1]

    def narrow(picture: Image.Image) -> Image.Image:
        out = Image.new(picture.mode, (width, height))
        for to, x in enumerate(kept):
            out.paste(picture.crop((x, 0, x + 1, height)), (to, 0))
        return out

    return CardImage(narrow(image.pens), narrow(image.mask), narrow(image.inverted))


def narrowed(cardset: CardSet, width: int) -> CardSet:
    """``cardset`` with every picture ``width`` pixels wide (the set itself when it is no wider);
    the renderer keeps what it made, as this takes a tenth of a second."""
    if width >= cardset.card_width:
        return cardset
    return replace(cardset, card_width=width,
                   cards={card: narrowed_image(image, width) for card, image in cardset.cards.items()},
                   back=narrowed_image(cardset.back, width), free_cell=narrowed_image(cardset.free_cell, width),
                   home_cell=narrowed_image(cardset.home_cell, width))
