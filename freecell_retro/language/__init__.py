"""The player's language: gettext's functions, bound to the language in use.

Every word a player reads goes through ``_`` (or ``ngettext`` when it counts something) at the
moment it is shown, so that switching the language takes effect at once. Words defined at import
time (menu titles, button labels in tables) are marked with ``N_`` and translated where drawn.
This is the bottom layer: it imports nothing of the game, and every layer may import it.

The catalogs are the standard library's ``.mo`` files under ``language/locale/`` (compiled from
``language/po/``); :func:`choose` picks one by its code (``de``, ``fr``…), and :func:`current`
says which is in use.
"""

from __future__ import annotations

import gettext as _gettext

from .catalogs import ENGLISH, LANGUAGES, PSEUDO, known, system_language, translation_for

__all__ = ["ENGLISH", "LANGUAGES", "PSEUDO", "NP_", "N_", "_", "choose", "current", "known", "ngettext", "pgettext",
           "start", "system_language", "use"]

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_code = ENGLISH


def _(message: str) -> str:
    """``message`` in the language in use (the English itself where no catalog has it)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a counted message, by the language's own plural rule."""
    return _translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, as said in ``context`` (the same English word may need two
    translations: a menu item's name and its Right-Amiga letter)."""
    return _translation.pgettext(context, message)


def NP_(context: str, message: str) -> str:
    """Marks ``message`` in ``context`` for the catalogs without translating it (see :func:`pgettext`)."""
    return message


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it yet (it is translated where shown)."""
    return message


def use(translation: _gettext.NullTranslations, code: str = "") -> None:
    """Makes ``translation`` the language every later ``_`` speaks."""
    global _translation, _code
    _translation = translation
    _code = code or ENGLISH


def choose(code: str) -> str:
    """Speak the language ``code`` from now on (``en``, ``de``, ``fr``, ``it``, ``es``, ``sv``, or
    the pseudo-language ``qps`` of the fit tests); an unknown code speaks English. Answers the code in use.

    >>> choose("de"), _("Yes"), choose("en"), _("Yes")
    ('de', 'Ja', 'en', 'Yes')
    """
    code = known(code) or ENGLISH
    use(translation_for(code), code)
    return code


def current() -> str:
    """The code of the language in use (``en`` when none was chosen)."""
    return _code


def start(chosen: str | None = None) -> str:
    """Speak the language the player chose (``--language``, the ``LANGUAGE`` tool type, the stats
    file), else the one the system asks for, else English. Answers the code in use."""
    return choose(known(chosen) or system_language() or ENGLISH)
