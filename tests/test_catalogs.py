"""The message catalogs: every language complete, every translation keeping the English message's
placeholders, the compiled .mo files matching their .po sources, the template matching the code, and
the underlined letters of each requester's buttons all different in every language."""

from __future__ import annotations

import gettext
import re
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_retro import language
from freecell_retro.language import LANGUAGES, _
from freecell_retro.language.catalogs import DOMAIN, LOCALE_DIR
from freecell_retro.session.windows.requesters import shortcut_positions, split_label

ROOT = Path(__file__).resolve().parent.parent
PO_DIR = ROOT / "freecell_retro" / "language" / "po"
TRANSLATED = [code for code in LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[a-z]|%[a-z]")

catalog = pytest.importorskip("babel.messages.pofile", reason="Babel (the test extra) reads the .po sources")


def read(code: str) -> list[tuple[str | tuple[str, ...], str | tuple[str, ...], set[str]]]:
    """(msgid, msgstr, flags) of each message of ``po/<code>.po`` (flags hold ``context:…`` for one said in a
    context, a menu item's Right-Amiga letter)."""
    with (PO_DIR / f"{code}.po").open("rb") as file:
        po = catalog.read_po(file, locale=code)
    assert not po.fuzzy, f"{code}.po: the header is marked fuzzy"
    return [(m.id, m.string, set(m.flags) | ({f"context:{m.context}"} if m.context else set())) for m in po if m.id]


def holders(text: str) -> list[str]:
    return sorted(set(PLACEHOLDER.findall(text)))


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_is_complete_and_none_is_fuzzy(code: str) -> None:
    untranslated = [msgid for msgid, msgstr, _flags in read(code)
                    if not msgstr or isinstance(msgstr, tuple) and not all(msgstr)]
    fuzzy = [msgid for msgid, _msgstr, flags in read(code) if "fuzzy" in flags]
    assert untranslated == [] and fuzzy == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_keeps_the_english_placeholders(code: str) -> None:
    wrong = []
    for msgid, msgstr, flags in read(code):
        if any(flag.startswith("context:") for flag in flags):
            continue  # a Right-Amiga letter: one letter, no placeholder
        english = msgid if isinstance(msgid, tuple) else (msgid,)
        forms = msgstr if isinstance(msgstr, tuple) else (msgstr,)
        allowed = [holders(text) for text in english]
        wrong += [(english[0], form) for form in forms if holders(form) not in allowed]
    assert wrong == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_says_what_its_po_file_says(code: str) -> None:
    with (LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    for msgid, msgstr, flags in read(code):
        context = next((flag.removeprefix("context:") for flag in flags if flag.startswith("context:")), None)
        if context is not None:
            assert isinstance(msgid, str) and compiled.pgettext(context, msgid) == msgstr
        elif isinstance(msgid, tuple):
            assert isinstance(msgstr, tuple)
            assert [compiled.ngettext(msgid[0], msgid[1], n) for n in (1, 2)] == \
                [msgstr[compiled.plural(1)], msgstr[compiled.plural(2)]]  # type: ignore[attr-defined]
        else:
            assert compiled.gettext(msgid) == msgstr


@pytest.mark.process
def test_the_catalogs_are_up_to_date_with_the_code() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "catalogs.py"), "--check"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_translation_draws_in_latin_1(code: str) -> None:
    """The bitmap fonts carry ISO-8859-1: a letter beyond it would show as '?'."""
    if code == "en":
        return
    beyond = {char for _msgid, msgstr, _flags in read(code)
              for text in (msgstr if isinstance(msgstr, tuple) else (msgstr,)) for char in text
              if ord(char) > 0xFF and char not in "—←↑→↓"}
    assert beyond == set()


BUTTON_SETS = [
    ["Yes", "_Save solution", "_Review", "No", "Same _game"], ["Yes", "_Review", "No", "Same _game"],
    ["_Finish", "_Play on"], ["_Replace", "_Cancel"], ["_Load", "_Volumes", "_Parent", "_Cancel"],
    ["Save", "Resign", "Cancel"], ["Deal again", "Next game", "Cancel"],
    ["Single card", "Column", "Neither"], ["OK", "Clear...", "Log...", "Hall of Fame..."], ["Clear", "Cancel"],
    ["Play", "Sort", "Cancel"], ["Replace", "Keep both", "Cancel"], ["_Save", "_Use", "R_eset", "_Cancel"],
    ["_OK", "_Volumes", "_Parent", "_Cancel"], ["_Contents", "_Retrace", "Browse _<", "Browse _>"], ["Yes", "No"],
    ["OK", "Cancel"], ["Play", "Cancel"],
]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_requesters_buttons_have_different_underlined_letters_in_every_language(code: str) -> None:
    language.choose(code)
    for labels in BUTTON_SETS:
        shown = [_(label) for label in labels]
        letters = [split_label(label)[0][at].upper() for label, at in zip(shown, shortcut_positions(shown))
                   if at is not None]
        assert len(letters) == len(shown) and len(set(letters)) == len(letters), (code, shown)
        assert all(letter.isascii() for letter in letters), (code, shown)
    palette = [_(label) for label in ("_Save", "_Use", "R_eset", "_Cancel")]
    assert not {split_label(label)[0][at].upper() for label, at in zip(palette, shortcut_positions(palette))
                if at is not None} & {"R", "G", "B", "H"}
