"""Where the player's files live, and which file a stats name means.

The Amiga kept everything beside the program; here the player's files go in
the platformdirs user data folder (stats files, palettes, ``Solutions``,
``setgames``) and the tool types in the user config folder, unless the tool
types or ``--config`` say otherwise.

A stats *name* (typed in the stats requester, or a bare word on the command
line) is confined to the stats folder: ``Fred`` and ``stats.Fred`` both mean
``<stats folder>/stats.Fred``, ``default`` means ``<stats folder>/default``,
and a name that would reach outside the folder is refused.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import platformdirs

from ..engine.errors import FileFormatError, FreeCellError
from ..language import _
from .assets import asset_path
from .atomic import UnreadableFileError, read_text_capped, write_text_atomic
from .drawers import list_drawer
from .names import MAX_NAME_BYTES, check_path, name_problem, path_inside, typed_file
from .tooltypes import MAX_TOOLTYPES_BYTES, ToolTypes, parse_tooltypes, read_tooltypes

APP_NAME = "freecell-retro"
TOOLTYPES_NAME = "tooltypes.yaml"
DEFAULT_STATS = "default"
STATS_PREFIX = "stats."
SETGAME_PREFIX = "setgame."
PALETTE_PREFIX = "palette."


def user_data_folder() -> Path:
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def user_config_folder() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def default_tooltypes_path() -> Path:
    """The tool types that ship in ``data/``: copied for the player on first run."""
    return asset_path("data", TOOLTYPES_NAME)


def load_tooltypes(config: str | os.PathLike[str] | None = None) -> ToolTypes:
    """The tool types in force: ``config`` (``--config FILE``) when given, else
    the player's copy in the config folder, made from the default on first
    run. If that copy cannot be made the default is used, with a warning."""
    if config is not None:
        try:
            return read_tooltypes(config)
        except UnreadableFileError as error:
            raise FileFormatError(_("no such tool types file"), config) if error.missing else error from None
    path = user_config_folder() / TOOLTYPES_NAME
    if not os.path.lexists(path):
        default = read_text_capped(default_tooltypes_path(), MAX_TOOLTYPES_BYTES)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, default)
        except OSError as error:
            tooltypes = parse_tooltypes(default, default_tooltypes_path())
            warning = _("{path}: cannot create the tool types ({error}); using the defaults").format(
                path=path, error=error.strerror or error
            )
            return replace(tooltypes, warnings=(*tooltypes.warnings, warning))
    return read_tooltypes(path)


def _tooltypes(tooltypes: ToolTypes | None) -> ToolTypes:
    return tooltypes if tooltypes is not None else load_tooltypes()


def stats_folder(tooltypes: ToolTypes | None = None) -> Path:
    """Where stats files (and their palettes) are: STATSDIR, else ``<user data>/stats``."""
    return _tooltypes(tooltypes).stats_folder or user_data_folder() / "stats"


def solutions_folder(tooltypes: ToolTypes | None = None) -> Path:
    """Where Save Solution writes and Browse Solution looks: SOLUTIONSDIR, else ``<user data>/Solutions``."""
    return _tooltypes(tooltypes).solutions_folder or user_data_folder() / "Solutions"


def setgames_folder(tooltypes: ToolTypes | None = None) -> Path:
    """The player's set games: SETGAMESDIR, else ``<user data>/setgames``."""
    return _tooltypes(tooltypes).setgames_folder or user_data_folder() / "setgames"


def census_folder(tooltypes: ToolTypes | None = None) -> Path:
    """The player's census files: CENSUSDIR, else ``<user data>/census``."""
    return _tooltypes(tooltypes).census_folder or user_data_folder() / "census"


def saves_folder(tooltypes: ToolTypes | None = None) -> Path:
    """Where Save Game As writes and Load Game looks: SAVEDIR, else ``<user data>/games``."""
    return _tooltypes(tooltypes).saves_folder or user_data_folder() / "games"


def find_setgame(argument: str, config: str | os.PathLike[str] | None = None) -> Path:
    """The set game file ``--setgame F`` means: F itself when there is
    something by that name or it holds a folder; else a set game *name*
    (``PC11982``, ``setgame.PC11982``, any case) looked up in the player's set
    games folder, then among the set games shipped with the game."""
    path = Path(os.path.expanduser(argument))
    if os.path.lexists(path) or os.sep in argument or (os.altsep and os.altsep in argument) or not argument:
        return path
    if name_problem(argument) is not None:
        return path  # the reader refuses it in one line
    folders = [setgames_folder(load_tooltypes(config)), asset_path("setgames")]
    found = find_setgame_named(argument, folders)
    if found is None:
        raise FileFormatError(
            _("no such set game here, in {folders}, or among the shipped ones").format(folders=folders[0]), argument
        )
    return found


def find_setgame_named(name: str, folders: list[Path]) -> Path | None:
    """The set game called ``name`` (``PC11982`` or ``setgame.PC11982``, any
    case) in the first of ``folders`` that has it; None when none has.
    FileFormatError when the one found leads outside its folder."""
    names = [name] if name.lower().startswith(SETGAME_PREFIX) else [SETGAME_PREFIX + name, name]
    for folder in folders:
        for candidate in names:
            found = typed_file(folder, candidate, _("set game name"))
            if os.path.lexists(found):
                return found
    return None


# -- stats names -----------------------------------------------------------------

MAX_STATS_NAME = 64
"""Characters in a stats name after ``stats.``: short enough for a requester."""

MAX_STATS_NAME_BYTES = MAX_NAME_BYTES - len(PALETTE_PREFIX)
"""So that the palette beside the stats file, ``palette.<name>``, is a name too."""


def check_stats_name(name: str) -> str:
    """The file name a stats *name* stands for: ``Fred`` and ``stats.Fred`` →
    ``stats.Fred``; ``default`` → ``default``. Refuses what :mod:`.names`
    refuses for any name, and names that clash with the files kept beside
    stats files. Spaces typed around the name are dropped.

    >>> check_stats_name("Fred"), check_stats_name("stats.Games100-200")
    ('stats.Fred', 'stats.Games100-200')
    """
    stripped = name.strip()
    if stripped.lower() == DEFAULT_STATS:
        return DEFAULT_STATS
    bare = stripped[len(STATS_PREFIX):] if stripped.lower().startswith(STATS_PREFIX) else stripped
    if not bare:
        problem = _("needs a name")
    elif len(bare) > MAX_STATS_NAME or len(bare.encode("utf-8", "surrogatepass")) > MAX_STATS_NAME_BYTES:
        problem = _("is too long (at most {max_stats_name} characters, {max_stats_name_bytes} bytes)").format(
            max_stats_name=MAX_STATS_NAME, max_stats_name_bytes=MAX_STATS_NAME_BYTES
        )
    elif (issue := name_problem(bare)) is not None:
        problem = issue
    elif ".bad-" in bare or bare.endswith(".lock") or bare.endswith(".tmp"):
        problem = _("cannot contain '.bad-' or end in '.lock' or '.tmp'")
    else:
        return STATS_PREFIX + bare
    raise FreeCellError(_("{name!r}: a stats file name {problem}").format(name=name[:80], problem=problem))


def stats_path_for_name(name: str, folder: Path) -> Path:
    """The stats file ``name`` in ``folder``, found case-insensitively if it
    exists; refused in one line when, links followed, it is not a regular
    file directly in ``folder`` (:func:`.names.typed_file`)."""
    return typed_file(folder, check_stats_name(name), _("stats name"))


def is_stats_file_name(name: str) -> bool:
    try:
        return check_stats_name(name).lower() == name.lower()
    except FreeCellError:
        return False


def resolve_stats_argument(argument: str, folder: Path) -> Path:
    """``freecell-retro NAME-or-PATH``: a bare name is looked up in ``folder``;
    an argument with a folder in it is a path, taken as the player gave it,
    but its file name must be a stats file name (``stats.<name>`` or
    ``default``) so that the game never takes over some other file, and the
    path must pass :func:`.names.check_path`."""
    if os.sep not in argument and not (os.altsep and os.altsep in argument):
        return stats_path_for_name(argument, folder)
    path = Path(os.path.expanduser(check_path(argument, _("stats file"))))
    if not is_stats_file_name(path.name):
        raise FreeCellError(_("{argument!r}: a stats file is called stats.<name> or default").format(argument=argument))
    return path


def list_stats_files(folder: Path) -> list[str]:
    """The stats files in ``folder`` for the stats requester: ``default`` and
    ``stats.*``, sorted without regard to case; none that leads outside it."""
    try:
        names = list_drawer(folder, folder).files
    except FreeCellError:
        return []
    return [name for name in names if is_stats_file_name(name)]


def stats_name(path: Path) -> str:
    """What a stats file is called after its prefix: ``stats.Fred`` → ``Fred``."""
    name = path.name
    return name[len(STATS_PREFIX):] if name.lower().startswith(STATS_PREFIX) else name


def palette_path(stats_path: str | os.PathLike[str]) -> Path:
    """``palette.<name>`` beside the stats file ``stats.<name>`` (``palette.default`` for ``default``)."""
    stats_path = Path(stats_path)
    return path_inside(stats_path.parent, PALETTE_PREFIX + stats_name(stats_path), _("palette name"))
