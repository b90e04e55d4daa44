"""Four-Colour Suits: diamonds blue and clubs green on every card set, made from the set's own pixels,
in every palette, kept in the stats file, in the window's frame and in screenshots."""

from __future__ import annotations

import pytest

from freecell_retro.engine.cards import Card, Rank, Suit
from freecell_retro.files.palettes import CLUBS_PEN, DIAMONDS_PEN, Palette
from freecell_retro.files.stats import StatsFile, format_stats
from freecell_retro.files.statsreader import parse_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.game.options import Option
from freecell_retro.ui.display import Display
from freecell_retro.ui.screen.cardset import load_cardset
from freecell_retro.ui.screen.fourcolour import four_coloured
from freecell_retro.ui.screen.palette import BLACK, RED, complement, rgb_pens


def pens_of(image: object) -> set[int]:
    from PIL import Image
    assert isinstance(image, Image.Image)
    histogram = image.histogram()
    return {pen for pen, count in enumerate(histogram) if count}


@pytest.mark.parametrize("name", ["large", "small"])
def test_every_diamond_is_blue_and_every_club_green_and_the_others_as_drawn(name: str) -> None:
    plain = load_cardset(name)
    four = four_coloured(plain)
    for card, image in four.cards.items():
        before, after = plain.cards[card], image
        opaque = [p for p, m in zip(after.pens.getdata(), after.mask.getdata()) if m]
        if card.suit is Suit.DIAMONDS:
            assert DIAMONDS_PEN in opaque, card
            if card.rank <= Rank.TEN:  # a pip card's red is all marks: none is left red
                assert RED not in opaque, card
        elif card.suit is Suit.CLUBS:
            assert CLUBS_PEN in opaque, card
            assert BLACK in opaque, card  # the outline stays black
        else:
            assert after is before or after.pens.tobytes() == before.pens.tobytes(), card
        assert after.mask.tobytes() == before.mask.tobytes()  # the same shape, only recoloured
        changed = [(a, b) for a, b in zip(before.pens.getdata(), after.pens.getdata()) if a != b]
        assert all(b in (DIAMONDS_PEN, CLUBS_PEN) for _, b in changed)


def test_a_selected_card_inverts_within_the_two_pens() -> None:
    assert complement(DIAMONDS_PEN) == CLUBS_PEN and complement(CLUBS_PEN) == DIAMONDS_PEN
    image = four_coloured(load_cardset("large")).cards[Card(Rank.FIVE, Suit.DIAMONDS)]
    assert CLUBS_PEN in pens_of(image.inverted)


def test_the_two_pens_are_in_every_palette_and_the_editor_shows_them() -> None:
    palette = Palette.default()
    assert len(rgb_pens(palette)) == 18 and palette.names[DIAMONDS_PEN] == "four-colour diamonds"
    old = Palette(palette.pens[:16], palette.names[:16])  # a palette given only the screen's pens
    assert old.pens[16:] == palette.pens[16:]


@pytest.mark.parametrize("mode", ["pal-hires", "pal-laced", "ntsc-hires", "ntsc-laced", "productivity"])
def test_the_option_recolours_the_screen_in_every_mode_and_back(mode: str) -> None:
    session = Session(Options(screen_mode=mode))
    display = Display(session)
    session.select_game(617)
    display.finish_animation()
    assert not {DIAMONDS_PEN, CLUBS_PEN} & pens_of(display.frame())
    assert display.menus.select("Options/Four-Colour Suits") and session.options.four_colour
    assert {DIAMONDS_PEN, CLUBS_PEN} <= pens_of(display.frame())
    session.set_option(Option.FOUR_COLOUR, False)
    assert not {DIAMONDS_PEN, CLUBS_PEN} & pens_of(display.frame())


def test_the_stats_file_keeps_it() -> None:
    text = format_stats(StatsFile(preferences={"four_colour": True, "flash_on_refusal": False, "display": "crt"}))
    assert "four-colour yes" in text and "flash-on-refusal no" in text and "display crt" in text
    assert parse_stats(text).preferences == {"four_colour": True, "flash_on_refusal": False, "display": "crt"}
