"""Tool types: the settings the Amiga kept in the program icon, here a small
YAML file (``data/tooltypes.yaml`` is the default; the player's copy lives in
the config folder).

The file is the player's, so it is read by :mod:`.plainlines` when it is
only plain ``KEY: value`` lines (as the shipped one is: no YAML library to
load), else by :mod:`.plainyaml` (the safe loader, no anchors or aliases);
its size is capped, a key we do not know is a warning that names the valid keys (a
typo must not stop the game), and a bad value is an error naming the key, the
value and what is allowed.

>>> parse_tooltypes("MULTIPLESTATS: NO\\nGAMERANGE: 1-32000\\n").game_range
(1, 32000)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from ..engine.deals import FIRST_GAME, LAST_GAME, parse_game_number
from ..engine.errors import FileFormatError, FreeCellError, one_line
from ..language import LANGUAGES, _
from .amigafont import parse_font_spec
from .atomic import read_text_capped
from .lines import line_at
from .names import name_problem, path_problem
from .plainlines import plain_entries

SCREEN_MODES = ("pal-hires", "pal-laced", "ntsc-hires", "ntsc-laced", "productivity")
"""Screen mode ids, as the command line, tool types and stats files write them."""

CARD_SET_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
"""A card set is a folder of ``data/cardsets``: ``small``, ``large`` or one a player added."""

MAX_TOOLTYPES_BYTES = 64 * 1024

KEYS = ("MULTIPLESTATS", "STATSDIR", "SOLUTIONSDIR", "SETGAMESDIR", "SCREENMODE", "CARDSET", "GAMERANGE", "SOLVER",
        "SOLVABLEONLY", "HALLDIR", "SOUND", "SPEECH", "SPEECHLOG", "FONTS", "FONT", "GUIDEFONT", "LANGUAGE",
        "SAVEDIR", "CENSUSDIR")

SOLVERS = ("auto", "builtin", "fc-solve")
"""``SOLVER``: which engines answer hints, winnability and solvable deals only
(``freecell_retro.solver.engines.Engine`` by value): ``auto`` races ours
against the ``fc-solve`` program when it is installed, ``builtin`` uses ours
alone, ``fc-solve`` asks for the race (ours alone when it is missing)."""


@dataclass(frozen=True)
class ToolTypes:
    """The tool types in force. A folder or start-up choice of ``None`` means
    the usual one (the user data folder; the stats file's preference)."""

    multiple_stats: bool = True
    stats_folder: Path | None = None
    solutions_folder: Path | None = None
    setgames_folder: Path | None = None
    screen_mode: str | None = None
    card_set: str | None = None
    game_range: tuple[int, int] = (FIRST_GAME, LAST_GAME)
    solver: str = "auto"
    solvable_only: bool | None = None
    """YES: New Game deals only deals the solver solved; NO: any; nothing: the stats file's preference."""
    hall_folder: Path | None = None
    """HALLDIR: friends' stats files the Hall of Fame and tournament standings also read (never write)."""
    sound: bool | None = None
    """SOUND: YES plays the sound effects, NO keeps the game silent; nothing: the stats file's preference."""
    census_folder: Path | None = None
    """CENSUSDIR: the player's census files (``census.*``), read beside the census the game ships."""
    speech: bool | None = None
    """SPEECH: YES says what the screen shows (Options ▸ Speech), NO keeps it quiet; nothing: the stats file's."""
    speech_log: Path | None = None
    """SPEECHLOG: a text file every utterance is written to, a line each (voice or none)."""
    fonts_folder: Path | None = None
    """FONTS: a folder laid out as the Amiga's FONTS: (``name.font`` and ``name/size``)."""
    font: tuple[str, int] | None = None
    """FONT: the board's text in this font of FONTS (name, height); nothing: xen 11 if there, else built in."""
    guide_font: tuple[str, int] | None = None
    """GUIDEFONT: the guide's text in this font of FONTS; nothing: xcourier 13 if there, else built in."""
    language: str | None = None
    """LANGUAGE: the code of the language to speak (de, fr…); nothing: the stats file's, else the system's."""
    saves_folder: Path | None = None
    """SAVEDIR: where Save Game As writes and Load Game looks (``game.<name>``)."""
    path: Path | None = field(default=None, compare=False)
    """The file they came from (None: the built-in defaults)."""
    warnings: tuple[str, ...] = field(default=(), compare=False)
    """One line each for the player: unknown keys and the like."""


def parse_language(text: str | None) -> str | None:
    """``LANGUAGE``: a language's code, or nothing (None); ValueError names the codes."""
    if not text:
        return None
    if text not in LANGUAGES:
        raise ValueError(", ".join(LANGUAGES) + _(", or nothing"))
    return text


def parse_card_set(text: str) -> str | None:
    """``auto`` (or nothing) → None, the set that suits the screen mode; else a card set name."""
    name = text.strip().lower()
    if name in ("", "auto"):
        return None
    if name_problem(name) is not None or not CARD_SET_NAME.match(name):
        raise ValueError(_("auto, small, large or a card set folder name (letters, digits, '-' and '_')"))
    return name


def parse_solver(text: str) -> str:
    solver = text.strip().lower()
    if solver not in SOLVERS:
        raise ValueError(", ".join(SOLVERS))
    return solver


def parse_screen_mode(text: str) -> str:
    mode = text.strip().lower()
    if mode not in SCREEN_MODES:
        raise ValueError(", ".join(SCREEN_MODES))
    return mode


def parse_game_range(text: str) -> tuple[int, int]:
    """``1-32000`` → (1, 32000): two game numbers as :mod:`~freecell_retro.engine.numbers`
    reads them (``1-32,000`` too), the dash with or without spaces around it."""
    allowed = _("FIRST-LAST with {first_game} <= FIRST <= LAST <= {last_game} in the digits 0-9, like 1-32000 or "
                "1-32,000").format(first_game=FIRST_GAME, last_game=f"{LAST_GAME:,}")
    first, dash, last = text.partition("-")
    if not dash:
        raise ValueError(allowed)
    try:
        first_number, last_number = (parse_game_number(part.strip(" ")) for part in (first, last))
    except FreeCellError:
        raise ValueError(allowed) from None
    if first_number > last_number:
        raise ValueError(allowed)
    return first_number, last_number


def _yes_no(value: object) -> bool:
    # YAML 1.1 reads an unquoted YES/NO/ON/OFF as a boolean already.
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().upper() in ("YES", "NO"):
        return value.strip().upper() == "YES"
    raise ValueError(_("YES or NO"))


def _text(value: object, allowed: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(allowed)
    return value.strip() or None


def _folder(value: object, base: Path | None) -> Path | None:
    return _path(value, base, _("a folder (a path as text), or nothing for the usual one"))


def _file(value: object, base: Path | None) -> Path | None:
    return _path(value, base, _("a file (a path as text), or nothing for none"))


def _path(value: object, base: Path | None, allowed: str) -> Path | None:
    """A folder's or file's path: ``~`` the home folder, a relative one from ``base`` (the tool types' folder)."""
    text = _text(value, allowed)
    if text is None:
        return None
    problem = path_problem(text)
    if problem is not None:
        raise ValueError(_("{allowed}; this path {problem}").format(allowed=allowed, problem=problem))
    path = Path(os.path.expanduser(text))
    return path if path.is_absolute() or base is None else base / path


_FOLDER_KEYS = ("STATSDIR", "SOLUTIONSDIR", "SETGAMESDIR", "HALLDIR", "SAVEDIR", "CENSUSDIR")  # name a folder


def _convert(key: str, value: object, base: Path | None, tooltypes: ToolTypes) -> ToolTypes:
    """``tooltypes`` with tool type ``key`` set to ``value``, or ValueError(what is allowed)."""
    if key == "MULTIPLESTATS":
        return replace(tooltypes, multiple_stats=_yes_no(value))
    if key in _FOLDER_KEYS:  # STATSDIR, SOLUTIONSDIR, SETGAMESDIR, HALLDIR, SAVEDIR, CENSUSDIR
        return replace(tooltypes, **{_FIELDS[key]: _folder(value, base)})  # type: ignore[arg-type]
    if key == "SCREENMODE":
        text = _text(value, ", ".join(SCREEN_MODES) + _(", or nothing"))
        return replace(tooltypes, screen_mode=None if text is None else parse_screen_mode(text))
    if key == "CARDSET":
        allowed = _("auto, small, large or a card set name")
        return replace(tooltypes, card_set=parse_card_set(_text(value, allowed) or ""))
    if key == "SOLVER":
        return replace(tooltypes, solver=parse_solver(_text(value, ", ".join(SOLVERS)) or "auto"))
    if key == "SOLVABLEONLY":
        return replace(tooltypes, solvable_only=None if value is None else _yes_no(value))
    if key == "SOUND":
        return replace(tooltypes, sound=None if value is None else _yes_no(value))
    if key == "SPEECH":
        return replace(tooltypes, speech=None if value is None else _yes_no(value))
    if key == "SPEECHLOG":
        return replace(tooltypes, speech_log=_file(value, base))
    if key == "LANGUAGE":
        return replace(tooltypes, language=parse_language(_text(value, ", ".join(LANGUAGES) + _(", or nothing"))))
    if key == "FONTS":
        return replace(tooltypes, fonts_folder=_folder(value, base))
    if key in ("FONT", "GUIDEFONT"):
        text = _text(value, _("a font and its size as name/size, like xen/11, or nothing"))
        spec = None if text is None else parse_font_spec(text)
        return replace(tooltypes, font=spec) if key == "FONT" else replace(tooltypes, guide_font=spec)
    text = _text(value, _("FIRST-LAST, like 1-32000"))
    return replace(tooltypes, game_range=(FIRST_GAME, LAST_GAME) if text is None else parse_game_range(text))


_FIELDS = dict(zip(KEYS, ("multiple_stats", "stats_folder", "solutions_folder", "setgames_folder", "screen_mode",
                          "card_set", "game_range", "solver", "solvable_only", "hall_folder", "sound",
                          "speech", "speech_log", "fonts_folder", "font", "guide_font", "language",
                          "saves_folder", "census_folder")))


def _entries(text: str, path: object) -> list[tuple[int, str, Callable[[], object]]]:
    """The top-level ``KEY: value`` entries as (line, key, the value's builder: a value YAML cannot
    build is an error only once its key is known to be ours); a key given twice and YAML's errors
    are FileFormatErrors."""
    plain = plain_entries(text)
    if plain is None:
        return _yaml_entries(text, path)
    for index, (line, key, _value) in enumerate(plain):
        _once(key, line, plain[:index], path)
    return [(line, key, partial(_given, value)) for line, key, value in plain]


def _given(value: object) -> object:
    return value


def _once(key: str, line: int, entries: Sequence[tuple[int, str, object]], path: object) -> None:
    """FileFormatError if ``key`` (on ``line``) is among the ``entries`` before it (in any case)."""
    for first, earlier, _value in entries:
        if earlier.upper() == key.upper():
            said = _("{key} is given twice (first on line {first})").format(key=key.upper(), first=first)
            raise FileFormatError(said, path, line)


def _yaml_entries(text: str, path: object) -> list[tuple[int, str, Callable[[], object]]]:
    """:func:`_entries` of a text that needs the YAML reader, loaded only then."""
    import yaml

    from .plainyaml import compose_plain, construct

    node = compose_plain(text, path)
    if node is None:
        return []
    if not isinstance(node, yaml.MappingNode):
        raise FileFormatError(_("tool types are 'KEY: value' lines (a YAML mapping)"), path,
                              line_at(text, node.start_mark.index))
    entries: list[tuple[int, str, Callable[[], object]]] = []
    for key_node, value_node in node.value:
        line = line_at(text, key_node.start_mark.index)
        if not isinstance(key_node, yaml.ScalarNode):
            raise FileFormatError(_("a tool type's name is a word, like STATSDIR"), path, line)
        _once(key_node.value, line, entries, path)
        entries.append((line, key_node.value, partial(construct, value_node, text, path)))
    return entries


def parse_tooltypes(text: str, path: str | os.PathLike[str] | None = None) -> ToolTypes:
    """Tool types from YAML text. Relative folders are taken from the file's folder."""
    base = Path(path).parent if path is not None else None
    tooltypes = ToolTypes()
    warnings = []
    for line, raw_key, build in _entries(text, path):
        key = raw_key.upper()
        if key not in _FIELDS:
            warnings.append(
                one_line(
                    _("{file}, line {line}: unknown tool type {raw_key!r} ignored (valid: {keys})").format(
                        file=path or "<tool types>", line=line, raw_key=raw_key, keys=", ".join(KEYS)
                    )
                )
            )
            continue
        value = build()
        try:
            tooltypes = _convert(key, value, base, tooltypes)
        except ValueError as error:
            raise FileFormatError(
                _("{key}: {value} is not allowed; use {error}").format(key=key, value=_show(value), error=error),
                path,
                line,
            ) from None
    return replace(tooltypes, path=None if path is None else Path(path), warnings=tuple(warnings))


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def read_tooltypes(path: str | os.PathLike[str]) -> ToolTypes:
    return parse_tooltypes(read_text_capped(path, MAX_TOOLTYPES_BYTES), path)


# -- writing -------------------------------------------------------------------

_TEMPLATE = """\
# freecell-retro tool types: what the Amiga kept in the icon's Tool Types.
# Edit this file to suit; docs/file-formats.md describes every key.

# YES: ask which stats file to play with at start (several players, or
# separate records). NO: always use the one stats file, 'default'.
{MULTIPLESTATS}

# Folders for stats files, solutions and set games (--setgame NAME looks for
# setgame.NAME there). Nothing: the user data folder's stats, Solutions and
# setgames. A relative folder is taken from the folder this file is in.
{STATSDIR}
{SOLUTIONSDIR}
{SETGAMESDIR}

# The screen mode to start in: pal-hires, pal-laced, ntsc-hires, ntsc-laced
# or productivity; and the card set: small, large or auto (the one that suits
# the screen mode). Nothing: what the stats file remembers.
{SCREENMODE}
{CARDSET}

# The game numbers New Game draws from, FIRST-LAST (1-32000: the Windows deals).
{GAMERANGE}

# Who answers hints and winnability: auto (ours, raced against the fc-solve
# program when it is installed), builtin (ours alone) or fc-solve (the race).
{SOLVER}

# YES: New Game deals only games the solver has solved for the rules and free
# cells in use; NO: any game of GAMERANGE. Nothing: the Options menu's choice.
{SOLVABLEONLY}

# A folder of friends' stats files for the Hall of Fame and tournament standings:
# read only, never written. Nothing: only the stats folder's own files.
{HALLDIR}

# YES: the sound effects play (a card picked up, laid down, sent home, an
# illegal move, the deal, the win); NO: silence. Nothing: the Options menu's choice.
{SOUND}

# YES: what the screen shows is spoken (your screen reader, else the system's
# voice); NO: quiet. Nothing: the Options menu's choice. SPEECHLOG: a text file
# every spoken line is added to (nothing: none).
{SPEECH}
{SPEECHLOG}

# Real Amiga fonts: FONTS is a folder laid out as the Amiga's FONTS: drawer
# (name.font and name/size); FONT draws the board's text and GUIDEFONT the
# guide's in one of its fonts, as name/size (xen/11). With FONTS and no FONT,
# xen 11 and xcourier 13 are used when the folder has them. Nothing: built in.
{FONTS}
{FONT}
{GUIDEFONT}

# The language of the game: en (English), de (German), fr (French), it (Italian),
# es (Spanish) or sv (Swedish). Nothing: the Options menu's choice, else the system's language.
{LANGUAGE}
# The folder of saved games (the Game menu's Save Game As... and Load Game...: game.NAME).
# Nothing: the user data folder's games.
{SAVEDIR}

# The player's census files (census.*: every deal's verdict and par, made by 'freecell-retro
# census run'), read beside the census the game ships. Nothing: the user data folder's census.
{CENSUSDIR}
"""


def _line(key: str, value: object) -> str:
    if value is None:
        return f"{key}:"
    if isinstance(value, bool):
        return f"{key}: {'YES' if value else 'NO'}"
    import yaml  # writing the file only: its values quoted as YAML needs them

    return yaml.safe_dump({key: value}, allow_unicode=True, width=1 << 16).rstrip("\n")


def format_tooltypes(tooltypes: ToolTypes) -> str:
    """The YAML text of ``tooltypes``, with the comments that explain each key."""
    first, last = tooltypes.game_range
    values = {key: getattr(tooltypes, name) for key, name in _FIELDS.items()}
    values.update({key: str(values[key])
                   for key in ("STATSDIR", "SOLUTIONSDIR", "SETGAMESDIR", "HALLDIR", "SPEECHLOG", "FONTS", "SAVEDIR",
                                "CENSUSDIR")
                   if values[key]})
    values.update({key: f"{values[key][0]}/{values[key][1]}" for key in ("FONT", "GUIDEFONT") if values[key]})
    values["GAMERANGE"] = f"{first}-{last}"
    return _TEMPLATE.format(**{key: _line(key, value) for key, value in values.items()})
