"""Positions written as text, and solver budgets, for tests."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from freecell_retro.engine import Board, Card, Rules
from freecell_retro.solver import Budget

if TYPE_CHECKING:
    from freecell_retro.session import Session
    from freecell_retro.session.assist.adviser import Adviser


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_str(word) for word in text.split())


def make_board(columns: list[str], cells: str = "- - - -", homes: str = "- - - -",
               rules: Rules = Rules.ORIGINAL) -> Board:
    """``make_board(["KS QH", ""], cells="5D - - -", homes="AH - - -")``; missing columns are empty."""
    cols = tuple(cards(col) for col in columns) + ((),) * (8 - len(columns))
    def slot(word: str) -> Card | None:
        return None if word == "-" else Card.from_str(word)
    return Board(cols, tuple(slot(w) for w in cells.split()), tuple(slot(w) for w in homes.split()), rules)


def only_our_errors(parse, *args) -> None:
    """Call a parser on fuzzed input: it may refuse it, but only with the project's own error types."""
    from freecell_retro.engine import FreeCellError
    try:
        parse(*args)
    except FreeCellError:
        pass


def counted(budget: Budget | None = None) -> Budget:
    """``budget`` in positions alone, searched in this process: no seconds cap and no helper process
    racing on another core, so what a test asserts about the answer (solved, unsolvable, how long)
    holds however busy the machine is. The game keeps its seconds caps for the player's sake."""
    return replace(budget or Budget(), seconds=None, helper=False)


def advised(session: Session, **adviser: Any) -> Adviser:
    """The adviser of ``session``'s services as the composition root builds them (the browser, the
    sounds, the desk beside it, every assistant hearing the session), made with ``adviser``'s
    arguments (an engine, a fake winnability check, a deal search)."""
    from freecell_retro.session.assist.adviser import Adviser
    from freecell_retro.session.screen.services import assemble

    return assemble(session, make_adviser=lambda s, browser: Adviser(s, browser, **adviser)).adviser
