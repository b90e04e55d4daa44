"""The one name check: every name that becomes part of a path passes it."""


from pathlib import Path

import pytest

from freecell_retro.engine.errors import FreeCellError
from freecell_retro.files.names import check_name, path_inside


@pytest.mark.parametrize("name", ["x/../../../escaped", "x/inside", "x\\..\\..\\escaped", "..", ".", "",
                                  "a\nb", "a\x00b", "a\u2028b", "C:evil", "\udcff", "é" * 101, " lead"])
def test_unsafe_names_are_refused_in_one_line(name: str, tmp_path: Path) -> None:
    with pytest.raises(FreeCellError) as caught:
        path_inside(tmp_path, name, "set game name")
    assert "\n" not in str(caught.value) and str(caught.value).startswith("set game name ")


@pytest.mark.parametrize("name", ["setgame.PC11982", "Fred", "Games 100-200", "ÆØÅ", "game617"])
def test_safe_names_stay_inside_their_folder(name: str, tmp_path: Path) -> None:
    assert check_name(name, "name") == name
    assert path_inside(tmp_path, name, "name").parent == tmp_path
