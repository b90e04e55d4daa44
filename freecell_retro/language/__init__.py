"""The player's language: gettext's functions, bound to the language in use.

Every word a player reads goes through ``_`` (or ``ngettext`` when it counts something) at the
moment it is shown, so that switching the language takes effect at once. Words defined at import
time (menu titles, button labels in tables) are marked with ``N_`` and translated where drawn.
This is the bottom layer: it imports nothing of the game, and every layer may import it.
"""

from __future__ import annotations

import gettext as _gettext

_translation: _gettext.NullTranslations = _gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the language in use (the English itself where no catalog has it)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a counted message, by the language's own plural rule."""
    return _translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it yet (it is translated where shown)."""
    return message


def use(translation: _gettext.NullTranslations) -> None:
    """Makes ``translation`` the language every later ``_`` speaks."""
    global _translation
    _translation = translation
