"""The pseudo-language ``qps``: every English message 40 % longer and accented, so that a test (and
a person looking) sees at once a label that is cut, overflows its gadget, or was never translated
(it stays plain English). Placeholders (``{name}``, ``%(name)s``, ``%s``) and a button's ``_`` mark
are kept as they are, so everything that formats a message still works.

>>> PseudoTranslations().gettext("Yes")
'Ýés~'
"""

from __future__ import annotations

import gettext
import re

ACCENTED = str.maketrans("AEIOUYaeiouyCcNn", "ÅÉÎÖÜÝåéîöüýÇçÑñ")
"""Latin-1 letters only: the fonts draw them, so the pseudo-language looks as a real one would."""
_KEPT = re.compile(r"(\{[^{}]*\}|%\([a-z_]+\)[a-z]|%[a-z%]|_(?=\w))")
STRETCH = 0.4


def pseudo(message: str) -> str:
    """``message`` accented and padded with ``~`` to 140 % of its length (placeholders kept)."""
    parts = _KEPT.split(message)
    text = "".join(part if index % 2 else part.translate(ACCENTED) for index, part in enumerate(parts))
    visible = len(_KEPT.sub("", message))
    return text + "~" * max(1, round(visible * STRETCH)) if visible else text


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-language as a gettext catalog."""

    def gettext(self, message: str) -> str:
        return pseudo(message) if isinstance(message, str) and message else message  # None and "" as gettext

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)
