"""Tournaments: a ``tournament.<name>`` file's deals played in order, each
result recorded under the tournament's name, and the standings of every
player on its deals.

Game ▸ Play Tournament… opens the file requester on the stats folder (where
friends' files are traded), HALLDIR and the shipped sample; choosing a file
shows its standings, and Play deals the first of its deals this player has not
played. While it is played the title says ``Club 2/10`` and New Game deals the
next one; dealing anything else (Select Game, the log…) leaves the tournament.
A tournament's deals count in the statistics like any numbered game.

The standings rank the players on the deals of the tournament they played in
it: the most won, then the fewest moves in all on the deals won, then the
least time on them. Each deal counts once for a player: the first result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine.errors import FileFormatError
from ...engine.rules import Rules
from ...files.assets import asset_path
from ...files.halls import Player, Players
from ...files.stats import Result
from ...files.statslines import heading
from ...files.tournaments import TOURNAMENT_PREFIX, Tournament, TournamentDeal, read_tournament
from ...language import N_, _, ngettext
from ..windows.drawerlist import EntryKind, Root
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester, RequesterKind
from ..windows.wording import format_time
from . import events
from .reading import read_beside

if TYPE_CHECKING:
    from .accounting import Accounting
    from .session import Session

TITLE = N_("Play Tournament")
PATTERN = TOURNAMENT_PREFIX + "#?"
NAME_WIDTH = 16
SHOWN_PLAYERS = 8
"""The players the standings requester lists (the best first; the command line lists all), so that it fits
the smallest screen."""


def _deal_of(result: Result) -> TournamentDeal | None:
    """The deal a result was played on (None when an older file did not say its rules, or they are unknown)."""
    if result.rules is None or result.free_cells is None:
        return None
    try:
        return TournamentDeal(result.game, Rules(result.rules), result.free_cells)
    except ValueError:
        return None


def played(tournament: Tournament, history: Sequence[Result]) -> dict[TournamentDeal, Result]:
    """The first result of each of the tournament's deals played in it, by deal."""
    deals = set(tournament.deals)
    first: dict[TournamentDeal, Result] = {}
    for result in history:
        deal = _deal_of(result)
        if result.tournament == tournament.name and deal in deals and deal is not None:
            first.setdefault(deal, result)
    return first


@dataclass(frozen=True)
class Standing:
    """One player's place: deals played and won in the tournament, moves and seconds on the deals won."""

    player: str
    played: int
    won: int
    moves: int
    seconds: float

    @property
    def line(self) -> str:
        return (f"{self.player[:NAME_WIDTH]:<{NAME_WIDTH}} {f'{self.won}/{self.played}':>7} {self.moves:>7} "
                f"{format_time(self.seconds):>8}")


STANDINGS_HEADING = f"{'Player':<{NAME_WIDTH}} {'Won':>7} {'Moves':>7} {'Time':>8}"


def standings_heading() -> str:
    """:data:`STANDINGS_HEADING` in the language in use."""
    return heading((N_("Player"), -NAME_WIDTH), (N_("Won"), 7), (N_("Moves"), 7), (N_("Time"), 8))


def standings(tournament: Tournament, players: Sequence[Player]) -> list[Standing]:
    """Every player who played a deal of ``tournament`` in it, best first: most won, then fewest
    moves on the deals won, then least time, then by name."""
    table = []
    for player in players:
        results = played(tournament, player.stats.history).values()
        if results:
            wins = [result for result in results if result.won]
            table.append(Standing(player.name, len(results), len(wins), sum(r.moves for r in wins),
                                  round(sum(r.seconds for r in wins), 3)))
    return sorted(table, key=lambda s: (-s.won, s.moves, s.seconds, s.player.lower()))


def standings_lines(tournament: Tournament, found: Players) -> list[str]:
    """The standings as text (``freecell-retro tournament``)."""
    table = standings(tournament, found.players)
    deals = len(tournament.deals)
    heading = ngettext("Tournament {name}: {count} deal", "Tournament {name}: {count} deals", deals).format(
        name=tournament.name, count=deals)
    if not table:
        return [heading, _("No one has played it yet.")]
    return [heading, f"    {standings_heading()}",
            *(f"{place:>2}. {standing.line}" for place, standing in enumerate(table, 1))]


class TournamentPlay:
    """The tournament ``tournament`` being played on ``session`` by ``accounting``'s player."""

    def __init__(self, session: Session, accounting: Accounting, tournament: Tournament) -> None:
        self.session, self.accounting, self.tournament = session, accounting, tournament
        self.current: TournamentDeal | None = None
        """The deal dealt for the tournament, until another deal takes the board."""
        self._decided: set[TournamentDeal] = set()
        """Deals decided this session (remembered even when the statistics are not kept)."""
        self._active = self._listening = False

    def next_deal(self) -> TournamentDeal | None:
        """The first deal this player has not played in the tournament (None: all played)."""
        done = played(self.tournament, self.accounting.stats.history)
        return next((deal for deal in self.tournament.deals if deal not in done and deal not in self._decided), None)

    def play(self) -> None:
        """Deal the next deal (asking to resign a game in progress); from then on New Game deals the next."""
        deal = self.next_deal()
        if deal is None:
            return
        self._active = True
        if not self._listening:
            self._listening = True
            self.session.subscribe(self._heard)
        self.session.planned = self._planned
        self.session.play_deal(deal.game, deal.rules, deal.free_cells, _(TITLE))

    def _planned(self) -> tuple[int, Rules, int] | None:
        deal = self.next_deal()
        if deal is None:
            self._leave()
            return None
        return deal.game, deal.rules, deal.free_cells

    def _heard(self, event: events.Event) -> None:
        if not self._active:
            return
        if isinstance(event, events.GameStarted):
            self._started(event)
        elif isinstance(event, (events.GameWon, events.GameLost, events.GameResigned)) and self.current is not None:
            self._decided.add(self.current)

    def _started(self, event: events.GameStarted) -> None:
        if event.how is not events.Start.DEALT and self.current is not None:
            return
        dealt = TournamentDeal(event.deal.number or 0, event.rules, event.free_cells) if event.counts else None
        if dealt is not None and dealt == self.next_deal():
            self.current = dealt
            place = self.tournament.deals.index(dealt) + 1
            self.session.occasion = f"{self.tournament.name} {place}/{len(self.tournament.deals)}"
            self.accounting.tournament = self.tournament.name
        else:
            self._leave()

    def _leave(self) -> None:
        """Another deal took the board, or every deal is played: the tournament is over for now."""
        self._active, self.current = False, None
        self.session.occasion = self.session.planned = None
        self.accounting.tournament = None


def standings_requester(session: Session, accounting: Accounting, tournament: Tournament,
                        found: Players, notes: Sequence[str] = ()) -> Requester:
    """The tournament's standings among the players ``found``, how far this player is, and Play
    (Return) to deal the next deal, or OK (Esc) when every deal is played."""
    table = standings_lines(tournament, found)[1:]
    if len(table) > SHOWN_PLAYERS + 1:
        table = [
            *table[: SHOWN_PLAYERS + 1],
            _("and {count} more (freecell-retro tournament)").format(count=len(table) - SHOWN_PLAYERS - 1),
        ]
    deals = len(tournament.deals)
    lines = [ngettext("{count} deal, played in order", "{count} deals, played in order", deals).format(count=deals),
             *notes, "", *table]
    run = TournamentPlay(session, accounting, tournament)
    following = run.next_deal()
    if following is None:
        return Requester(
            _("Tournament {name}").format(name=tournament.name),
            [*lines, "", _("You have played every deal.")],
            [_("OK")],
            kind=RequesterKind.TOURNAMENT,
        )
    place = tournament.deals.index(following) + 1
    lines += ["", _("Your next deal: {place}, {label}").format(place=place, label=following.label)]

    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            run.play()

    return Requester(
        _("Tournament {name}").format(name=tournament.name),
        lines,
        [_("Play"), _("Cancel")],
        answer,
        kind=RequesterKind.TOURNAMENT,
    )


def tournament_requester(session: Session, accounting: Accounting, folders: list[Path]) -> FileRequester:
    """Game ▸ Play Tournament…: the file requester on the stats folder, HALLDIR and the shipped
    sample; a chosen file that reads opens its standings, one that does not says why in one line."""
    roots = [Root(folder.name or str(folder), folder) for folder in folders if folder.is_dir()]
    roots.append(Root("Shipped", asset_path("data", "tournaments")))

    def chosen(path: Path | None) -> None:
        if path is None:
            return
        try:
            tournament = read_tournament(path)
        except FileFormatError as error:
            raise FileFormatError(error.problem, path.name, error.line) from None
        session.requester = read_beside(
            session,
            _("Tournament {name}").format(name=tournament.name),
            folders,
            lambda found, notes: standings_requester(session, accounting, tournament, found, notes),
        )
    requester = FileRequester(_(TITLE), roots, chosen, pattern=PATTERN)
    if not any(entry.kind is EntryKind.FILE for entry in requester.entries):
        requester.open_volume(len(roots) - 1)
    return requester
