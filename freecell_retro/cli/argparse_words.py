"""The words argparse itself writes (usage, options, its errors), put through the game's catalogs.

argparse asks the standard library's gettext for its own words at the moment it writes them; the
command line points argparse's ``_`` and ``ngettext`` at the game's (:func:`speak_for_argparse`), so
``freecell-retro --help`` and its errors are in the player's language. The messages are listed here
so that the catalogs' extraction finds them (they must stay argparse's own, word for word).
"""

from __future__ import annotations

import argparse

from .. import language
from ..language import N_

WORDS = (
    # TRANSLATORS: argparse's own words: keep the %(name)s and %s placeholders as they are.
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("show program's version number and exit"), N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"), N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"), N_("not allowed with argument %s"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("ignored explicit argument %r"),
    N_("%(prog)s: error: %(message)s\n"), N_("can't open '%(filename)s': %(error)s"),
)


def speak_for_argparse() -> None:
    """argparse's words from the game's catalogs from now on (the version action's help is fixed when
    its parser is made, so it comes after this)."""
    argparse._ = language._  # type: ignore[attr-defined]  # argparse reads its module's _ at each message
    argparse.ngettext = language.ngettext  # type: ignore[attr-defined]



def expected_arguments(count: int) -> str:
    """argparse's one plural, listed so that the catalogs carry it (argparse asks ``ngettext`` for it)."""
    return language.ngettext("expected %s argument", "expected %s arguments", count)
