#!/usr/bin/env python3
"""Extract, update and compile the game's message catalogs (Babel, a development tool only).

    python scripts/catalogs.py            extract + update + compile (the usual run)
    python scripts/catalogs.py --check    exit 1 if a .mo file does not match its .po, or the template is stale

``freecell_retro/language/po/freecell_retro.pot`` is every message ``_``, ``N_`` and ``ngettext``
mark in the package; each ``po/<code>.po`` is one language's translation of it (kept in the
repository, written by people); ``locale/<code>/LC_MESSAGES/freecell_retro.mo`` is its compiled
form, which the game reads at run time with the standard library's gettext and the wheel carries.
Updating keeps every translation, marks changed messages fuzzy and drops none silently (obsolete ones
stay as ``#~`` comments). Compiling writes the same bytes for the same ``.po`` file.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "freecell_retro"
LANGUAGE = PACKAGE / "language"
PO_DIR = LANGUAGE / "po"
LOCALE_DIR = LANGUAGE / "locale"
TEMPLATE = PO_DIR / "freecell_retro.pot"
DOMAIN = "freecell_retro"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
MAPPING = [("**.py", "python")]


def extract() -> Catalog:
    """Every marked message of the package, with where it is used and the comments above it."""
    catalog = Catalog(project="freecell-retro", fuzzy=False, header_comment="# The messages of freecell-retro.")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), MAPPING, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        catalog.add(message, None, [(f"freecell_retro/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=False, omit_header=False, include_lineno=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def languages() -> list[str]:
    """The languages with a catalog: every one the game lists but English (a new code in
    ``language/catalogs.py``'s LANGUAGES gets an empty ``.po`` file on the next run)."""
    sys.path.insert(0, str(ROOT))
    from freecell_retro.language.catalogs import ENGLISH, LANGUAGES

    return [code for code in LANGUAGES if code != ENGLISH]


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale, domain=DOMAIN)


def mo_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def run(check: bool) -> int:
    template = extract()
    stale = []
    template_bytes = po_bytes(template)
    if not TEMPLATE.exists() or _body(TEMPLATE.read_bytes()) != _body(template_bytes):
        stale.append(str(TEMPLATE.relative_to(ROOT)))
        if not check:
            TEMPLATE.write_bytes(template_bytes)
    for code in languages():
        path = PO_DIR / f"{code}.po"
        if not path.exists() and not check:
            path.write_bytes(po_bytes(Catalog(locale=code, project="freecell-retro", domain=DOMAIN)))
        catalog = read(path, code) if path.exists() else Catalog(locale=code, domain=DOMAIN)
        catalog.update(template, update_header_comment=False)
        fresh = po_bytes(catalog)
        if _body(fresh) != _body(path.read_bytes()):
            stale.append(str(path.relative_to(ROOT)))
            if not check:
                path.write_bytes(fresh)
        compiled = mo_bytes(read(path, code))
        target = mo_path(code)
        if not target.exists() or target.read_bytes() != compiled:
            stale.append(str(target.relative_to(ROOT)))
            if not check:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(compiled)
    for name in stale:
        print(("stale: " if check else "wrote ") + name)
    return 1 if check and stale else 0


def _body(po: bytes) -> bytes:
    """A catalog without the header lines that change on every run (dates, generator)."""
    return b"\n".join(line for line in po.splitlines()
                      if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date', b'"Generated-By')))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is stale")
    return run(parser.parse_args(argv).check)


if __name__ == "__main__":
    sys.exit(main())
