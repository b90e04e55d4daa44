"""Where the languages are: their codes and names, their compiled catalogs, and which one the
system asks for.

A catalog is a gettext ``.mo`` file, ``locale/<code>/LC_MESSAGES/freecell_retro.mo`` beside this
module (inside the wheel as package data), read by the standard library alone. The pseudo-language
``qps`` has no file: it is every English message made longer and accented (:mod:`.pseudo`), so that a
test can see a label that would not fit.
"""

from __future__ import annotations

import gettext
import os
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path

DOMAIN = "freecell_retro"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
PSEUDO = "qps"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
    "es": "Español",
    "sv": "Svenska",
}
"""Every language the game speaks: its code (as ``--language``, the tool type and the stats file
write it) and its name in itself (as Options ▸ Language shows it)."""

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that name the player's language, in the order gettext reads them."""


def known(code: str | None) -> str | None:
    """``code`` as one of :data:`LANGUAGES` (or the pseudo-language), taking a locale's name
    (``de_DE.UTF-8``, ``fr-CA``, ``sv_SE@euro``) by its language; None if the game does not speak it.

    >>> known("de_DE.UTF-8"), known("FR"), known("pt_BR"), known("C")
    ('de', 'fr', None, None)
    """
    if not code:
        return None
    language = code.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return language if language in LANGUAGES or language == PSEUDO else None


def system_language(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """The language the system asks for, if the game speaks it: the first of the environment's
    ``LANGUAGE`` (a colon-separated list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that names one,
    else on Windows and macOS the user's own setting. None: English it is.

    >>> system_language({"LANG": "de_DE.UTF-8"}), system_language({"LANGUAGE": "pt:fr", "LANG": "C"})
    ('de', 'fr')
    >>> system_language({"LC_ALL": "C", "LANG": "de_DE"}, platform="linux") is None
    True
    """
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT:
        value = environ.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):
            if known(part):
                return known(part)
        if variable != "LANGUAGE":
            return None  # LC_ALL=C and the like: the system said English (or a language we lack)
    return _platform_language(platform or sys.platform)


def _platform_language(platform: str) -> str | None:
    """The user's language as Windows or macOS keep it (no environment variable says it there)."""
    if platform == "win32":
        try:
            import ctypes
            import locale

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined,unused-ignore]
            return known(locale.windows_locale.get(int(lcid), ""))
        except (ImportError, AttributeError, OSError, ValueError):
            return None
    if platform == "darwin":
        try:
            import subprocess

            answer = subprocess.run(["defaults", "read", "-g", "AppleLocale"], capture_output=True, text=True,
                                    timeout=2, check=False)
            return known(answer.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            return None
    return None


@cache
def translation_for(code: str) -> gettext.NullTranslations:
    """The catalog of ``code``: the compiled ``.mo`` file, the pseudo-language's made-up words, or
    English (no translation) for ``en`` and a language with no catalog."""
    if code == PSEUDO:
        from .pseudo import PseudoTranslations

        return PseudoTranslations()
    if code == ENGLISH:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
