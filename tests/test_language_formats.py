"""The languages' numbers and dates (language/formats.py), checked against Babel's CLDR data."""

from __future__ import annotations

from datetime import datetime

import pytest

from freecell_retro.language.formats import CONVENTIONS, date, decimal, number

MOMENT = datetime(2024, 5, 3, 14, 22)


@pytest.mark.parametrize("code", sorted(CONVENTIONS))
def test_the_table_agrees_with_cldr_on_separators_and_the_order_of_the_date(code: str) -> None:
    numbers = pytest.importorskip("babel.numbers", reason="Babel (the test extra) is the oracle")
    dates = pytest.importorskip("babel.dates")
    symbols = {"group": numbers.get_group_symbol(code), "decimal": numbers.get_decimal_symbol(code)}
    group = symbols["group"].replace("\u202f", "\u00a0").replace("\u2019", "'")
    assert (CONVENTIONS[code].thousands, CONVENTIONS[code].decimal) == (group, symbols["decimal"])
    if code == "en":
        return  # the game's English keeps its ISO dates
    cldr = dates.format_date(MOMENT, "short", locale=code)
    day, month = cldr.index("3"), cldr.index("5")
    ours = date(MOMENT, code)
    assert (ours.index("03") < ours.index("05")) == (day < month)


def test_numbers_and_dates_in_each_language() -> None:
    assert [number(1234567, code) for code in ("en", "de", "fr", "sv")] == \
        ["1,234,567", "1.234.567", "1\u00a0234\u00a0567", "1\u00a0234\u00a0567"]
    assert decimal(81.25, 1, "de") == "81,2" and decimal(1081.5, 1, "en") == "1,081.5"
    assert [date(MOMENT, code) for code in ("de", "fr", "it", "es", "sv")] == \
        ["03.05.2024", "03/05/2024", "03/05/2024", "03/05/2024", "2024-05-03"]
