"""Numbers, dates and times written the way the language in use writes them, for what the player
reads (the log, the statistics, the Hall of Fame). Files keep their one documented format whatever
the language: nothing here is ever written to a file.

Babel is not needed to play, and not used to play even when it is installed: a small table of
each language's own conventions (date order and separators, decimal comma, thousands separator)
writes them, so that the game shows the same text with or without Babel, and only characters its
Latin-1 fonts carry (CLDR's French and Swedish thousands separator is U+202F, which they do not:
the table uses the no-break space). ``tests/test_language_formats.py`` checks the table against
Babel's CLDR data where Babel is installed.

>>> from datetime import datetime
>>> number(1234567, "de"), number(1234567, "en"), decimal(81.5, 1, "fr")
('1.234.567', '1,234,567', '81,5')
>>> date_time(datetime(2024, 5, 3, 14, 22), "de"), date_time(datetime(2024, 5, 3, 14, 22), "en")
('03.05.2024 14:22', '2024-05-03 14:22')
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

NBSP = "\u00a0"


@dataclass(frozen=True)
class Conventions:
    """How one language writes a number and a date."""

    thousands: str
    decimal: str
    date: str
    """A ``strftime`` pattern of digits only (no month names: the same in every locale's C library)."""


CONVENTIONS = {
    "en": Conventions(",", ".", "%Y-%m-%d"),  # the game's English has always written ISO dates
    "de": Conventions(".", ",", "%d.%m.%Y"),
    "fr": Conventions(NBSP, ",", "%d/%m/%Y"),
    "it": Conventions(".", ",", "%d/%m/%Y"),
    "es": Conventions(".", ",", "%d/%m/%Y"),
    "sv": Conventions(NBSP, ",", "%Y-%m-%d"),
}


def _conventions(code: str | None) -> Conventions:
    if code is None:
        from . import current

        code = current()
    return CONVENTIONS.get(code, CONVENTIONS["en"])


def number(value: int, code: str | None = None) -> str:
    """A whole number with the language's thousands separator (``1.234`` in German)."""
    conventions = _conventions(code)
    return f"{value:,}".replace(",", conventions.thousands)


def decimal(value: float, places: int = 1, code: str | None = None) -> str:
    """A number with ``places`` decimals and the language's decimal sign (``81,5`` in French)."""
    conventions = _conventions(code)
    text = f"{value:,.{places}f}"
    return text.replace(",", "\0").replace(".", conventions.decimal).replace("\0", conventions.thousands)


def date(moment: datetime, code: str | None = None) -> str:
    """The day in the language's order: ``03.05.2024``, ``03/05/2024``, ``2024-05-03``."""
    return moment.strftime(_conventions(code).date)


def date_time(moment: datetime, code: str | None = None) -> str:
    """The day and the time to the minute, 24-hour in every language the game speaks."""
    return f"{date(moment, code)} {moment:%H:%M}"
