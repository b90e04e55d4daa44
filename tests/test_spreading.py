"""A whole run on several cores keeps a file's module-wide fixture in one worker: the wheel is built
once, not by two workers in the same folder at once."""

from pathlib import Path

from spreading import work_unit

ROOT = Path(__file__).parent.parent


def test_a_file_with_a_module_wide_fixture_is_one_unit() -> None:
    units = {work_unit(f"tests/test_packaging.py::{name}", ROOT)
             for name in ("test_the_build_gives_no_deprecation_warning", "test_wheel_declares_the_command")}
    assert units == {"tests/test_packaging.py"}


def test_any_other_test_goes_out_alone() -> None:
    first = "tests/test_rules.py::test_alternate_colours_in_original"
    second = "tests/test_rules.py::test_same_suit_in_bakers"
    assert (work_unit(first, ROOT), work_unit(second, ROOT)) == (first, second)


def test_a_doctest_goes_out_alone() -> None:
    doctest = "freecell_retro/engine/cards.py::freecell_retro.engine.cards"
    assert work_unit(doctest, ROOT) == doctest
