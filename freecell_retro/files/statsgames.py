"""Each game's own record in a stats file: one ``game`` line per game played.

The Amiga kept one record; the overall figures still count every game, and a
``game`` line beside them keeps the figures of one game (Original, Baker's,
Eight Off…): its name, wins, losses, the current streak (``won 3``, ``lost 1``
or ``none 0``), the longest winning and losing streaks, the fastest win and
the fewest moves (``-`` before a win), the total win time and moves, and the wins
a hint or Solve From Here helped.

>>> line = game_line(Rules.EIGHT_OFF, Record().won(40, 95.5))
>>> line
'game eight-off 1 0 won 1 1 0 95.5 40 95.5 40 0'
>>> read_game(line.split(" ", 1)[1]) == (Rules.EIGHT_OFF, Record().won(40, 95.5))
True
"""

from __future__ import annotations

from ..engine.rules import RULES_NAMES, Rules
from ..language import N_, _
from .statsrecord import LOST, WON, Outcome, Record
from .statsvalues import BadValue, read_count, read_rules, read_seconds, show_seconds

KEY = "game"
FIELDS_WORDS = N_("the game ({rules}), wins, losses, the streak (won 3, lost 1 or none 0), the longest winning "
                  "and losing streaks, the fastest win and the fewest moves (- before a win), the total win time and "
                  "moves, the helped wins")
"""What a ``game`` line holds, as an error says it (translated where raised, ``{rules}`` the rules' names)."""
FIELDS = FIELDS_WORDS.format(rules=RULES_NAMES)
"""The same in English, as the stats file's comment says it."""


def _fields() -> BadValue:
    return BadValue(_(FIELDS_WORDS).format(rules=RULES_NAMES))


def game_line(rules: Rules, record: Record) -> str:
    """The ``game`` line of ``rules``' record."""
    fastest = "-" if record.fastest is None else show_seconds(record.fastest)
    fewest = "-" if record.fewest_moves is None else str(record.fewest_moves)
    return (f"{KEY} {rules.value} {record.wins} {record.losses} {record.streak_kind or 'none'} {record.streak} "
            f"{record.longest_winning} {record.longest_losing} {fastest} {fewest} {show_seconds(record.total_time)} "
            f"{record.total_moves} {record.helped_wins}")


def read_game(text: str) -> tuple[Rules, Record]:
    """A ``game`` line's value; BadValue saying what is allowed."""
    words = text.split()
    if len(words) != 12:
        raise _fields()
    rules = read_rules(words[0])
    wins, losses, streak, longest_winning, longest_losing, helped = (
        read_count(w) for w in (words[1], words[2], words[4], words[5], words[6], words[11]))
    if words[3] not in (WON, LOST, "none"):
        raise _fields()
    kind = None if words[3] == "none" else Outcome(words[3])
    if (kind is None) != (streak == 0) or streak > (wins if kind == WON else losses) \
            or helped > wins:
        raise _fields()
    fastest = None if words[7] == "-" else read_seconds(words[7])
    fewest = None if words[8] == "-" else read_count(words[8])
    return rules, Record(wins, losses, kind, streak, longest_winning, longest_losing, fastest, fewest,
                         read_seconds(words[9]), read_count(words[10]), helped)


def game_lines(games: dict[Rules, Record]) -> list[str]:
    """Every game's line, in the order of the Rules menu."""
    return [game_line(rules, games[rules]) for rules in Rules if rules in games]
