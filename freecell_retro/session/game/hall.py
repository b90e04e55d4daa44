"""The Hall of Fame: every player's stats file compared by deal number — the
best win of each deal (fewest moves, then quickest) with who made it, and
each player's games won of played and streaks. The Statistics requester's
Hall of Fame… button and ``freecell-retro hall``.

A deal is a game number with its rules and free cells: game 617 with three
cells is another contest than with four. Only the results a stats file still
holds (its last 100) can be compared.

>>> from datetime import datetime
>>> from freecell_retro.files.stats import Outcome
>>> from freecell_retro.files.stats import StatsFile
>>> fred = Player("Fred", Path("stats.Fred"), StatsFile(history=(
...     Result(datetime(2024, 5, 3), 617, Outcome.WON, 92, 250.1, "original", 4),)))
>>> [best_line(best) for best in best_results([fred])]
['      617  original 4   Fred                92   4:10']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ...files.halls import Player, Players
from ...files.locations import stats_folder
from ...files.stats import Result
from ...files.statslines import heading
from ...files.tooltypes import ToolTypes
from ...language import N_, _, ngettext
from ..windows.fields import ListChoice
from ..windows.requesters import Requester, RequesterKind, message
from ..windows.wording import format_time
from .accounting import MORE_STATISTICS
from .census import PAR_HEADING, par_cell
from .log import HELPED_MARK, SCROLLER_ROOM, deal_again, log_requester, rules_label
from .reading import read_beside

if TYPE_CHECKING:
    from .accounting import Accounting
    from .session import Session

NAME_WIDTH = 16
HALL_ROWS = 8
SHOWN_PLAYERS = 6
"""The players the requester lists above the deals (the most wins first); the command line lists all."""


@dataclass(frozen=True)
class Best:
    """A deal's best win: who won it, and the result (fewest moves, then time, then unhelped before a
    win a hint or Solve From Here helped; the earlier on a tie)."""

    player: str
    result: Result


def _deal(result: Result) -> tuple[int, str, int]:
    return result.game, result.rules or "?", -1 if result.free_cells is None else result.free_cells


def best_results(players: Sequence[Player]) -> list[Best]:
    """The best win of each deal any player won, by game number."""
    best: dict[tuple[int, str, int], Best] = {}
    for player in players:
        for result in player.stats.history:
            if not result.won:
                continue
            held = best.get(_deal(result))
            if held is None or _rank(result) < _rank(held.result):
                best[_deal(result)] = Best(player.name, result)
    return [best[deal] for deal in sorted(best)]


def _rank(result: Result) -> tuple[int, float, bool, object]:
    return result.moves, result.seconds, result.helped, result.date


def best_line(best: Best) -> str:
    """One deal's row: game, rules and cells, who (``*``: helped, as the game log marks it), moves and time."""
    result = best.result
    mark = HELPED_MARK if result.helped else " "
    return (f"{result.game:>9}  {rules_label(result):<11}  {best.player[:NAME_WIDTH]:<{NAME_WIDTH}}{mark}"
            f"{result.moves:>5} {format_time(result.seconds):>6}")


def helped_note(bests: Sequence[Best]) -> list[str]:
    """The line saying what the mark means, when a best is marked."""
    return (
        [_("{helped_mark} helped by a hint or Solve From Here").format(helped_mark=HELPED_MARK)]
        if any(b.result.helped for b in bests)
        else []
    )


BEST_HEADING = f"{'Game':>9}  {'Rules':<11}  {'Best by':<{NAME_WIDTH}} {'Moves':>5} {'Time':>6}"
PLAYERS_HEADING = f"{'Player':<{NAME_WIDTH}} {'Won':>11} {'Streak':>9} {'Longest':>8}"


def best_heading() -> str:
    """:data:`BEST_HEADING` in the language in use."""
    return heading((N_("Game"), 9), ("", 0), (N_("Rules"), -11), ("", 0), (N_("Best by"), -NAME_WIDTH),
                   (N_("Moves"), 5), (N_("Time"), 6))


def players_heading() -> str:
    """:data:`PLAYERS_HEADING` in the language in use."""
    return heading((N_("Player"), -NAME_WIDTH), (N_("Won"), 11), (N_("Streak"), 9), (N_("Longest"), 8))


def player_line(player: Player) -> str:
    """A player's row: games won of played (their whole record), the current streak and the longest winning."""
    record = player.stats.overall
    streak = f"{record.streak} {record.streak_kind}" if record.streak_kind else "-"
    return (f"{player.name[:NAME_WIDTH]:<{NAME_WIDTH}} {f'{record.wins}/{record.played}':>11} {streak:>9} "
            f"{record.longest_winning:>8}")


def ranked_players(players: Sequence[Player]) -> list[Player]:
    """The most wins first, then the better percentage, then by name."""
    return sorted(players, key=lambda p: (-p.stats.overall.wins, -p.stats.overall.percentage, p.name.lower()))


def hall_lines(found: Players) -> list[str]:
    """The whole Hall of Fame as text (``freecell-retro hall``): players, then every deal's best."""
    lines = [players_heading(), *(player_line(p) for p in ranked_players(found.players)), ""]
    bests = best_results(found.players)
    lines += [best_heading(), *(best_line(best) for best in bests), *helped_note(bests)] if bests else [
        _("No deal won yet.")]
    return lines


def hall_requester(session: Session, found: Players, notes: Sequence[str] = ()) -> Requester:
    """Hall of Fame…: the players (the first few), then the best of each deal in a list where Play
    (Return) deals the selected one again and Cancel (Esc) closes. Files skipped say so in one line;
    ``notes`` say what was not read (too many files, too slow)."""
    if not found.players:
        return message(_("Hall of Fame"), _("There are no stats files to compare."), *found.skipped[:3], *notes)
    ranked = ranked_players(found.players)
    lines = [players_heading(), *(player_line(p) for p in ranked[:SHOWN_PLAYERS])]
    if len(ranked) > SHOWN_PLAYERS:
        lines.append(_("and {count} more (freecell-retro hall lists all)").format(count=len(ranked) - SHOWN_PLAYERS))
    if found.skipped:
        lines.append(ngettext("{count} file skipped: damaged or newer", "{count} files skipped: damaged or newer",
                              len(found.skipped)).format(count=len(found.skipped)))
    lines += notes
    bests = best_results(found.players)
    if not bests:
        return Requester(
            _("Hall of Fame"), [*lines, "", _("No deal won yet.")], [_("OK")], kind=RequesterKind.HALL_OF_FAME
        )
    book = session.census
    choices = ListChoice([best_line(best) + (par_cell(book, best.result.game, best.result.rules,
                                                      best.result.free_cells) if book else "") for best in bests],
                         0, visible=HALL_ROWS)

    def answer(button: int, _checked: bool) -> None:
        if button == 0 and choices.selected is not None:
            deal_again(session, bests[choices.selected].result)
    heading = best_heading() + (PAR_HEADING if book else "") + SCROLLER_ROOM
    return Requester(_("Hall of Fame"), [*lines, *helped_note(bests), "", heading],
                     [_("Play"), _("Cancel")], answer, kind=RequesterKind.HALL_OF_FAME, choices=choices)


def hall_folders(stats_path: Path, tooltypes: ToolTypes) -> list[Path]:
    """Where the players are: the stats folder, the player's own file's folder (when it was named by a
    path elsewhere) and HALLDIR."""
    folders = [stats_folder(tooltypes), stats_path.parent]
    if tooltypes.hall_folder is not None:
        folders.append(tooltypes.hall_folder)
    return list(dict.fromkeys(folders))


def more_statistics(session: Session, accounting: Accounting, folders: list[Path]) -> Callable[[str], Requester]:
    """What the Statistics requester's Log… and Hall of Fame… buttons open (:attr:`Accounting.more`):
    the log of the player's own results, and the Hall of Fame read afresh from ``folders`` beside the
    screen (:mod:`.reading`)."""
    def more(label: str) -> Requester:
        if label == MORE_STATISTICS[0]:
            return log_requester(session, accounting.stats.history)
        return read_beside(session, _("Hall of Fame"), folders,
                           lambda found, notes: hall_requester(session, found, notes))
    return more
