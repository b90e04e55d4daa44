"""Starting to play: which stats file, and what it brings with it.

``freecell-retro`` with no argument shows the stats requester when the tool
type MULTIPLESTATS is YES (the player picks a stats file or names a new one),
and opens ``default`` when it is NO; ``freecell-retro NAME-or-PATH`` opens
that stats file, creating it if missing, with no requester.

Opening a stats file gives the preferences it remembers (with the tool
types' start-up screen mode and card set on top), its palette, and the
unfinished game saved at the last exit. That game stays in the file until it
is finished, resigned or replaced by a newer save (see
:mod:`freecell_retro.files.claim`), so nothing a crash, a kill or a missing
display does can lose it; the window that resumes it claims it, so a second
window started at the same time deals a new game instead. Opening writes
nothing but a stats file that is not there yet.

The play command does::

    choice = prepare(args.statsfile, args.config)
    if isinstance(choice, StatsRequest):      # draw it; the player picks a name
        launch = choice.open(name)
    else:
        launch = choice
    session, accounting = launch.start_session()
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ... import language
from ...engine.errors import FileFormatError, FreeCellError
from ...engine.game import SavedGame
from ...engine.rules import Rules
from ...files.amigafont import font_choice
from ...files.censusbook import CensusBook, shipped_folder
from ...files.claim import Claim, claim_presence, claim_unfinished
from ...files.locations import (
    DEFAULT_STATS,
    STATS_PREFIX,
    census_folder,
    list_stats_files,
    load_tooltypes,
    palette_path,
    resolve_stats_argument,
    saves_folder,
    setgames_folder,
    solutions_folder,
    stats_folder,
    stats_path_for_name,
)
from ...files.palettes import Palette, load_palette
from ...files.stats import StatsFile
from ...files.statsstore import read_for_play
from ...files.tooltypes import ToolTypes
from ...language import _
from ..windows.requesters import message
from .accounting import Accounting, options_from
from .gamefiles import open_game_file
from .hall import hall_folders, more_statistics
from .options import Options
from .session import Session


@dataclass
class Launch:
    """An opened stats file and everything the window needs from it."""

    stats_path: Path
    stats: StatsFile
    options: Options
    saved: SavedGame | None
    saved_loss_counted: bool
    tooltypes: ToolTypes
    palette: Palette
    notices: list[str] = field(default_factory=list)
    """One line each to show the player (tool type warnings, a file kept aside…)."""
    claim: Claim | None = None
    """Held while this window plays ``saved``; None when there is none to resume
    or another window claimed it first."""
    presence: Claim | None = None
    """Held while this window plays on the stats file; None when another window was there first."""
    saving: bool = True
    """Whether the stats file can be written: not when it is a link or on a read-only disk (the
    player is told once, in ``notices``, and the game plays on without saving)."""
    opening: Path | None = None
    """A set game, a position (an fc-solve board) or a saved game named on the command line
    (``freecell-retro FILE``): played as the session starts, as Play Set Game or Load Game would."""

    @property
    def palette_path(self) -> Path:
        """Where the Palette requester saves: ``palette.<name>`` beside the stats file."""
        return palette_path(self.stats_path)

    def start_session(self, **session_options: Any) -> tuple[Session, Accounting]:
        """A Session with the stats file's options, New Game's range from the
        tool types, statistics accounting attached, and the unfinished game
        resumed if there was one (else the board waits for New Game).

        Problems met later (a stats file that went bad mid-session, a full
        disk) collect in ``accounting.notices``; see ``take_notices()``."""
        if language.current() != language.PSEUDO:  # the fit tests' made-up language is never kept
            language.start(self.options.language)
        session_options.setdefault("game_range", self.tooltypes.game_range)
        session_options.setdefault("solutions_dir", solutions_folder(self.tooltypes))
        session_options.setdefault("setgames_dir", setgames_folder(self.tooltypes))
        session_options.setdefault("saves_dir", saves_folder(self.tooltypes))
        session_options.setdefault("census", CensusBook.of_folders(census_folder(self.tooltypes), shipped_folder()))
        session = Session(self.options, **session_options)
        tooltypes = self.tooltypes
        session.fonts = font_choice(tooltypes.fonts_folder, tooltypes.font, tooltypes.guide_font)
        accounting = Accounting(self.stats_path, self.stats).attach(session)
        if not self.saving:
            accounting.play_without_saving()
        accounting.folders = hall_folders(self.stats_path, self.tooltypes)
        accounting.more = more_statistics(session, accounting, accounting.folders)
        if self.saved is not None and self.claim is not None:
            accounting.claim = self.claim
            session.resume(self.saved, loss_counted=self.saved_loss_counted)
        return session, accounting

    def begin(self) -> tuple[Session, Accounting]:
        """What the window plays: :meth:`start_session`, a new deal when there is no
        game to resume, and the notices in a requester."""
        session, accounting = self.start_session()
        if self.opening is not None:
            try:
                open_game_file(session, self.opening)
            except FreeCellError as error:
                self.notices.append(str(error))
        if session.game is None:
            session.new_game()
        if self.notices:
            session.requester = message(_("FreeCell"), *self.notices)
        return session, accounting


@dataclass
class StatsRequest:
    """The stats requester as data: the stats files in the folder, and how to
    open the one the player picks or types (a new name creates it)."""

    folder: Path
    files: list[str]
    tooltypes: ToolTypes
    notices: list[str] = field(default_factory=list)
    pattern: str = STATS_PREFIX + "#?"
    """What the file requester's pattern gadget shows (an AmigaDOS pattern)."""
    rules: Rules | None = None
    """The command line's ``--rules``: the game the player picked opens with."""
    opening: Path | None = None
    """A game file named on the command line, played once a stats file is chosen (:attr:`Launch.opening`)."""

    @property
    def options(self) -> Options:
        """What the screen shows while the player chooses: the defaults, with the tool types' screen
        mode and card set."""
        return with_tooltypes(Options(), self.tooltypes)

    def open(self, name: str) -> Launch:
        """Open the stats file ``name`` (``Fred``, ``stats.Fred`` or ``default``),
        confined to the folder; FreeCellError for a name that is not allowed."""
        launch = open_stats(stats_path_for_name(name, self.folder), self.tooltypes, self.notices, self.rules)
        launch.opening = self.opening
        return launch


def with_tooltypes(options: Options, tooltypes: ToolTypes) -> Options:
    """``options`` with the tool types' start-up screen mode, card set, solvable deals only, sound, speech
    and language on top."""
    if tooltypes.screen_mode is not None:
        options = replace(options, screen_mode=tooltypes.screen_mode)
    if tooltypes.card_set is not None:
        options = replace(options, card_set=tooltypes.card_set)
    if tooltypes.solvable_only is not None:
        options = replace(options, solvable_only=tooltypes.solvable_only)
    if tooltypes.sound is not None:
        options = replace(options, sound=tooltypes.sound)
    if tooltypes.speech is not None:
        options = replace(options, speech=tooltypes.speech)
    if tooltypes.language is not None:
        options = replace(options, language=tooltypes.language)
    return options


def open_stats(path: str | os.PathLike[str], tooltypes: ToolTypes, notices: list[str] | None = None,
               rules: Rules | None = None) -> Launch:
    """Open (or create) the stats file at ``path``, claiming its unfinished game; ``rules`` (the
    command line's ``--rules``) are chosen as Game ▸ Rules would choose them: the game dealt is
    theirs and the stats file keeps them (an unfinished game resumes with its own).

    A bad file is kept aside and a fresh one started (one line in
    ``notices``); a newer version's file raises NewerVersionError and is not
    touched.
    """
    path = Path(path)
    notices = list(notices or [])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FileFormatError(
            _("cannot make the stats folder ({error})").format(error=error.strerror or error), path.parent
        ) from None
    claim = claim_unfinished(path)  # before reading: the game read is then the one claimed
    try:
        updated, unsaved = read_for_play(path)
    except BaseException:
        if claim is not None:
            claim.release()
        raise
    if updated.notice:
        notices.append(updated.notice)
    if unsaved is not None:
        notices.append(
            _("{name}: {unsaved}; the game plays without saving its statistics.").format(
                name=path.name, unsaved=unsaved
            )
        )
    stats = updated.stats
    options = with_tooltypes(options_from(stats), tooltypes)
    if rules is not None:
        options = replace(options, rules=rules)
    palette, palette_notice = load_palette(palette_path(path))
    if palette_notice:
        notices.append(palette_notice)
    if claim is not None and stats.unfinished is None:
        claim.release()
        claim = None
    presence = claim_presence(path)
    if presence is None:
        notices.append(_("Another window is playing on {name}: the results of both are kept.").format(name=path.name))
    return Launch(path, stats, options, stats.unfinished, stats.unfinished_loss_counted, tooltypes, palette,
                  notices, claim, presence, saving=unsaved is None)


def prepare(argument: str | None = None, config: str | os.PathLike[str] | None = None,
            rules: Rules | None = None, chosen_language: str | None = None) -> Launch | StatsRequest:
    """What ``freecell-retro [STATSFILE] [--config FILE] [--rules R] [--language CODE]`` starts with:
    an opened stats file, or (no argument, MULTIPLESTATS YES) the stats requester. ``--language``
    counts as the ``LANGUAGE`` tool type (over the stats file's choice)."""
    tooltypes = load_tooltypes(config)
    if chosen_language is not None and chosen_language != language.PSEUDO:
        tooltypes = replace(tooltypes, language=chosen_language)
    language.start(chosen_language if chosen_language == language.PSEUDO else tooltypes.language)
    notices = list(tooltypes.warnings)
    folder = stats_folder(tooltypes)
    opening = Path(argument) if argument is not None and is_game_file(argument) else None
    if argument is not None and opening is None:
        return open_stats(resolve_stats_argument(argument, folder), tooltypes, notices, rules)
    if not tooltypes.multiple_stats:
        launch = open_stats(stats_path_for_name(DEFAULT_STATS, folder), tooltypes, notices, rules)
        launch.opening = opening
        return launch
    return StatsRequest(folder, list_stats_files(folder), tooltypes, notices, rules=rules, opening=opening)


def is_game_file(argument: str) -> bool:
    """A file on the command line that is a game to play rather than a stats file: one that is there
    and is not named as stats files are (``stats.<name>``, ``default``)."""
    name = Path(argument).name.casefold()
    return os.path.isfile(argument) and not name.startswith(STATS_PREFIX.casefold()) and name != DEFAULT_STATS
