"""What the census says of a deal, in the session's words: Select Game's line as the number is
typed, the par after a win, the game log's and the Hall of Fame's par column.

The census (:mod:`freecell_retro.files.censusbook`) knows a deal's verdict and par for one
game's rules and number of free cells; every question here names the ones in play, so a par
of four free cells is never shown for a game of three.

>>> from freecell_retro.files.census import Census, Entry, Verdict
>>> census = Census(Rules.ORIGINAL, 3, 1, 700)
>>> census.put(617, Entry(Verdict.WINNABLE, 49)); census.put(618, Entry(Verdict.UNWINNABLE))
>>> book = CensusBook.of(census)
>>> select_note(book, "617", Rules.ORIGINAL, 3), select_note(book, "618", Rules.ORIGINAL, 3)
('Winnable: par 49', 'Not winnable with 3 free cells')
>>> select_note(book, "617", Rules.ORIGINAL, 4), par_of(book, 617, Rules.ORIGINAL, 3)
('', 49)
"""

from __future__ import annotations

from ...engine.numbers import is_number
from ...engine.rules import Rules
from ...files.census import Entry, Verdict
from ...files.censusbook import CensusBook as CensusBook
from ...language import _, ngettext


def entry_of(book: CensusBook | None, number: int | None, rules: Rules, cells: int) -> Entry | None:
    """The census's entry for deal ``number`` (None: a set game, no census, or not counted)."""
    if book is None or number is None:
        return None
    return book.entry(number, rules, cells)


def verdict_of(book: CensusBook | None, number: int | None, rules: Rules, cells: int) -> bool | None:
    """True: the census has a solution's par; False: it proved there is none; None: it does not know."""
    entry = entry_of(book, number, rules, cells)
    if entry is None or entry.verdict is Verdict.UNKNOWN:
        return None
    return entry.verdict is Verdict.WINNABLE


def par_of(book: CensusBook | None, number: int | None, rules: Rules, cells: int) -> int | None:
    """The deal's par (the fewest moves the census found), None when it has none."""
    entry = entry_of(book, number, rules, cells)
    return entry.par if entry is not None and entry.verdict is Verdict.WINNABLE else None


def select_note(book: CensusBook | None, typed: str, rules: Rules, cells: int) -> str:
    """Select Game's line under the number as it is typed: the verdict and par where the census
    knows the deal with these rules and free cells, nothing otherwise."""
    if not is_number(typed):
        return ""
    entry = entry_of(book, int(typed.replace(",", "")), rules, cells)
    if entry is None or entry.verdict is Verdict.UNKNOWN:
        return ""
    if entry.verdict is Verdict.WINNABLE:
        return _("Winnable: par {par}").format(par=entry.par)
    if rules is Rules.ORIGINAL:
        return ngettext("Not winnable with {cells} free cell", "Not winnable with {cells} free cells",
                        cells).format(cells=cells)
    return ngettext("Not winnable with {rules} rules and {cells} free cell",
                    "Not winnable with {rules} rules and {cells} free cells", cells).format(rules=rules.title,
                                                                                            cells=cells)


def par_line(book: CensusBook | None, number: int | None, rules: Rules, cells: int, moves: int) -> str | None:
    """The game over requester's ``49 moves: par 49`` after a win of a deal the census knows."""
    par = par_of(book, number, rules, cells)
    if par is None:
        return None
    return ngettext("{moves} move: par {par}", "{moves} moves: par {par}", moves).format(moves=moves, par=par)


PAR_HEADING = f" {'Par':>4}"
"""The game log's and the Hall of Fame's par column's title, after Moves and Time."""


def par_cell(book: CensusBook | None, game: int, rules: str | None, cells: int | None) -> str:
    """A result's par, in the column under :data:`PAR_HEADING`: ``-`` where the census has none
    for the rules and free cells it was played with."""
    try:
        known = Rules(rules) if rules is not None else None
    except ValueError:
        known = None
    par = par_of(book, game, known, cells) if known is not None and cells is not None else None
    return f" {par if par is not None else '-':>4}"
