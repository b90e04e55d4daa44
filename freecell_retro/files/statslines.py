"""A stats file's figures and results as lines of text: the Statistics table and the game log's rows.

The Statistics and Log requesters show these lines in the fixed-width font, and
``freecell-retro stats`` prints the same ones; here, beside the stats file's
reader, so the command prints them without loading the session.

>>> from datetime import datetime
>>> from .stats import Outcome
>>> log_line(Result(datetime(2024, 5, 3, 14, 22, 5), 617, Outcome.WON, 92, 250.1, "bakers", 3, helped=True))
'2024-05-03 14:22       617  bakers 3     won *     92   4:10'
>>> format_time(42), format_time(3723)
('0:42', '1:02:03')
"""

from __future__ import annotations

from collections.abc import Callable

from ..language import N_, _, ngettext
from ..language.formats import date_time
from .stats import Record, Result


def heading(*columns: tuple[str, int]) -> str:
    """Column titles over a fixed-width table, each in the language in use and cut to its column
    (``<`` before the width: flush left, else flush right), one space between them unless given.

    >>> heading(("Game", 9), ("", 1), ("Rules", -11))
    '     Game   Rules      '
    """
    parts = []
    for word, width in columns:
        text = _(word)[:abs(width)] if word else ""
        parts.append(text.ljust(-width) if width < 0 else text.rjust(width))
    return " ".join(parts)


def format_time(seconds: float) -> str:
    """``0:42``, ``1:02:03``."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


LABEL_WIDTH, COLUMN_WIDTH = 16, 14
"""The Statistics table's columns, in characters of the fixed-width UI font."""


def figures(record: Record) -> list[str]:
    """One column of the Statistics table. A record read from a stats file's
    last-session line holds only wins and losses (it has games but no streak):
    its other figures are not known and shown as ``-``."""
    known = not (record.played and record.streak_kind is None)

    def best(value: float | None, show: Callable[[float], str] = str) -> str:
        return show(value) if known and value is not None else "-"
    streak = (streak_words(record.streak_kind, record.streak) if record.streak_kind
              else _("none") if known else "-")
    average_moves = None if record.average_moves is None else round(record.average_moves)
    percentage = f"{record.percentage}%" if record.played else "-"
    return [str(record.wins), str(record.losses), percentage, streak,
            best(record.longest_winning), best(record.longest_losing),
            best(record.fastest, format_time), best(record.fewest_moves),
            best(record.average_time, format_time), best(average_moves), best(record.helped_wins)]


OVERALL = N_("Overall")
"""The Statistics table's second column: every game the stats file counted."""
def streak_words(kind: str, count: int) -> str:
    """The current streak as the table shows it: ``4 won``, ``1 lost``."""
    if kind == "won":
        return ngettext("{count} won", "{count} won", count).format(count=count)
    return ngettext("{count} lost", "{count} lost", count).format(count=count)

# TRANSLATORS: the Statistics table's rows: at most 15 characters each.
STATISTICS_ROWS = (N_("Won"), N_("Lost"), N_("Won %"), N_("Current streak"), N_("Longest winning"),
                   N_("Longest losing"), N_("Best time"), N_("Fewest moves"), N_("Average time"), N_("Average moves"),
                   N_("Helped wins"))
"""The rows of the Statistics table: best and average are over the games won;
the longest streaks are in games; helped wins had a hint or Solve From Here."""


def format_statistics(overall: Record, session: Record, session_label: str | None = None) -> list[str]:
    """The lines of the Statistics requester (and of ``freecell-retro stats``):
    a table with this session's figures and the overall ones side by side."""
    session_label = _("This session") if session_label is None else session_label
    lines = [f"{'':<{LABEL_WIDTH}}{session_label[:COLUMN_WIDTH - 1]:>{COLUMN_WIDTH}}"
             f"{_(OVERALL)[:COLUMN_WIDTH - 1]:>{COLUMN_WIDTH}}"]
    for label, mine, all_time in zip(STATISTICS_ROWS, figures(session), figures(overall)):
        lines.append(f"{_(label)[:LABEL_WIDTH - 1]:<{LABEL_WIDTH}}{mine:>{COLUMN_WIDTH}}{all_time:>{COLUMN_WIDTH}}")
    return lines


LOG_HEADING = f"{'Date':<16} {'Game':>9}  {'Rules':<11}  {'Result':<6} {'Moves':>5} {'Time':>6}"
"""The column titles over the rows (each row as :func:`log_line` spells it, in the fixed-width font)."""
LOG_COLUMNS = ((N_("Date"), -16), (N_("Game"), 9), ("", 0), (N_("Rules"), -11), ("", 0), (N_("Result"), -6),
               (N_("Moves"), 5), (N_("Time"), 6))


def log_heading() -> str:
    """:data:`LOG_HEADING` in the language in use."""
    return heading(*LOG_COLUMNS)


OUTCOME_WORDS = {"won": N_("won"), "lost": N_("lost")}
"""A result as the log shows it (the stats file writes ``won`` and ``lost`` in every language)."""
HELPED_MARK = "*"


def rules_label(result: Result) -> str:
    """The rules and free cells as the log shows them: ``original 4``; ``?`` when an older file did not say."""
    if result.rules is None or result.free_cells is None:
        return "?"
    return f"{result.rules[:9]} {result.free_cells}"


def log_line(result: Result) -> str:
    """One row: date and time (to the minute), game, rules and cells, won or lost (``*``: helped),
    moves and time."""
    outcome = (
        f"{_(OUTCOME_WORDS.get(str(result.outcome), str(result.outcome)))[:4]} {HELPED_MARK if result.helped else ' '}"
    )
    return (f"{date_time(result.date):<16} {result.game:>9}  {rules_label(result):<11}  {outcome:<6} "
            f"{result.moves:>5} {format_time(result.seconds):>6}")
