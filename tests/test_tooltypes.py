"""Tool types: the YAML file standing in for the icon's tool types."""

from pathlib import Path

import pytest
from boards import only_our_errors
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_retro.engine import FileFormatError
from freecell_retro.files import locations, tooltypes
from freecell_retro.files.tooltypes import SCREEN_MODES, ToolTypes, format_tooltypes, parse_tooltypes, read_tooltypes

SHIPPED = Path(__file__).parent.parent / "data" / "tooltypes.yaml"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Fresh platformdirs folders for the player."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


folders = st.one_of(st.none(), st.builds(lambda name: Path("/") / name,
                                         st.text(st.characters(blacklist_categories=["Cs", "Cc"],
                                                               blacklist_characters="/\\"),
                                                 min_size=1, max_size=20).filter(lambda n: n.strip() == n)))


@st.composite
def all_tooltypes(draw: st.DrawFn) -> ToolTypes:
    first = draw(st.integers(1, 999_999_999))
    fonts = st.one_of(st.none(), st.tuples(st.sampled_from(["xen", "XHelvetica", "my font.2"]), st.integers(1, 255)))
    return ToolTypes(draw(st.booleans()), draw(folders), draw(folders), draw(folders),
                     draw(st.one_of(st.none(), st.sampled_from(SCREEN_MODES))),
                     draw(st.sampled_from([None, "small", "large", "mine-2"])),
                     (first, draw(st.integers(first, 999_999_999))), fonts_folder=draw(folders),
                     font=draw(fonts), guide_font=draw(fonts))


@settings(max_examples=100)
@given(all_tooltypes())
def test_round_trip(values: ToolTypes) -> None:
    assert parse_tooltypes(format_tooltypes(values)) == values


def test_shipped_file_is_the_defaults_with_multiplestats_first() -> None:
    text = SHIPPED.read_text()
    assert text == format_tooltypes(ToolTypes())
    assert read_tooltypes(SHIPPED) == ToolTypes() and not read_tooltypes(SHIPPED).warnings
    assert [line for line in text.splitlines() if line and not line.startswith("#")][0] == "MULTIPLESTATS: YES"


@pytest.mark.parametrize("text, expected", [
    ("MULTIPLESTATS: NO", ToolTypes(multiple_stats=False)),
    ("multiplestats: 'yes'", ToolTypes()),
    ("GAMERANGE: 1-32,000", ToolTypes(game_range=(1, 32000))),
    ("SCREENMODE: NTSC-Laced\nCARDSET: small", ToolTypes(screen_mode="ntsc-laced", card_set="small")),
    ("CARDSET: auto", ToolTypes()),
    ("STATSDIR: ~/games", ToolTypes(stats_folder=Path.home() / "games")),
    ("", ToolTypes()),
])
def test_values(text: str, expected: ToolTypes) -> None:
    assert parse_tooltypes(text) == expected


def test_relative_folders_are_taken_from_the_files_folder(tmp_path: Path) -> None:
    path = tmp_path / "tt.yaml"
    path.write_text("SOLUTIONSDIR: Solutions\nSETGAMESDIR: /abs\n")
    assert read_tooltypes(path).solutions_folder == tmp_path / "Solutions"
    assert read_tooltypes(path).setgames_folder == Path("/abs")


def test_unknown_key_is_a_warning_naming_the_valid_keys() -> None:
    found = parse_tooltypes("MULTIPLESTATS: NO\nMULTISTATS: YES\n", "tt.yaml")
    assert found == ToolTypes(multiple_stats=False)
    assert found.warnings == ("tt.yaml, line 2: unknown tool type 'MULTISTATS' ignored (valid: MULTIPLESTATS, "
                              "STATSDIR, SOLUTIONSDIR, SETGAMESDIR, SCREENMODE, CARDSET, GAMERANGE, SOLVER, "
                              "SOLVABLEONLY, HALLDIR, SOUND, SPEECH, SPEECHLOG, FONTS, FONT, GUIDEFONT, LANGUAGE, "
                              "SAVEDIR, CENSUSDIR)",)


@pytest.mark.parametrize("text, message", [
    ("MULTIPLESTATS: maybe", "tt.yaml, line 1: MULTIPLESTATS: 'maybe' is not allowed; use YES or NO"),
    ("\nSCREENMODE: vga", "tt.yaml, line 2: SCREENMODE: 'vga' is not allowed; use pal-hires, pal-laced, ntsc-hires,"
                          " ntsc-laced, productivity"),
    ("GAMERANGE: 500-1", "line 1: GAMERANGE: '500-1' is not allowed; use FIRST-LAST with 1 <= FIRST <= LAST"),
    ("GAMERANGE: 0-5", "GAMERANGE: '0-5' is not allowed"),
    ("CARDSET: ../x", "CARDSET: '../x' is not allowed; use auto, small, large or a card set folder name"),
    ("STATSDIR: [a, b]", "STATSDIR: ['a', 'b'] is not allowed; use a folder"),
    ("STATSDIR: x\nstatsdir: y", "tt.yaml, line 2: STATSDIR is given twice (first on line 1)"),
    ("- a\n- b", "tool types are 'KEY: value' lines"),
    ("MULTIPLESTATS: [", "tt.yaml, line 1: not valid YAML"),
    ("GAMERANGE: 2001-02-30", "not valid YAML"),
])
def test_bad_values_are_errors_naming_key_value_and_what_is_allowed(text: str, message: str) -> None:
    with pytest.raises(FileFormatError) as caught:
        parse_tooltypes(text, "tt.yaml")
    assert message in str(caught.value)


@settings(max_examples=300)
@given(st.text(max_size=200))
def test_fuzz(text: str) -> None:
    only_our_errors(parse_tooltypes, text)
    only_our_errors(parse_tooltypes, "MULTIPLESTATS: YES\n" + text)


@settings(max_examples=200)
@given(st.sampled_from(tooltypes.KEYS), st.text(max_size=40))
def test_fuzz_values(key: str, value: str) -> None:
    only_our_errors(parse_tooltypes, f"{key}: {value}\n")


def test_huge_file_refused(tmp_path: Path) -> None:
    path = tmp_path / "tt.yaml"
    path.write_text("# " + "x" * 100_000)
    with pytest.raises(FileFormatError, match="larger than"):
        read_tooltypes(path)


def test_users_copy_created_on_first_run(home: Path) -> None:
    found = locations.load_tooltypes()
    copy = home / "config" / "freecell-retro" / "tooltypes.yaml"
    assert copy.read_text() == SHIPPED.read_text() and found == ToolTypes() and found.path == copy
    copy.write_text("MULTIPLESTATS: NO\n")
    assert locations.load_tooltypes().multiple_stats is False


def test_config_overrides_the_users_copy(home: Path, tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text("STATSDIR: here\n")
    assert locations.load_tooltypes(mine).stats_folder == tmp_path / "here"
    assert not (home / "config" / "freecell-retro").exists()
    with pytest.raises(FileFormatError, match="no such tool types file"):
        locations.load_tooltypes(tmp_path / "missing.yaml")


def test_folders_follow_the_tool_types(home: Path, tmp_path: Path) -> None:
    data = home / "data" / "freecell-retro"
    assert locations.solutions_folder() == data / "Solutions"
    assert locations.stats_folder() == data / "stats" and locations.setgames_folder() == data / "setgames"
    custom = ToolTypes(solutions_folder=tmp_path / "sol", stats_folder=tmp_path / "st")
    assert locations.solutions_folder(custom) == tmp_path / "sol" and locations.stats_folder(custom) == tmp_path / "st"



def test_sound_is_yes_no_or_the_stats_file_s_choice() -> None:
    assert parse_tooltypes("SOUND: NO\n").sound is False
    assert parse_tooltypes("SOUND: YES\n").sound is True
    assert parse_tooltypes("SOUND:\n").sound is None
    assert format_tooltypes(ToolTypes(sound=False)).count("\nSOUND: NO\n") == 1


def test_speech_is_yes_no_or_the_stats_file_s_choice_and_the_log_a_file(tmp_path: Path) -> None:
    assert parse_tooltypes("SPEECH: YES\n").speech is True
    assert parse_tooltypes("SPEECH:\n").speech is None
    assert parse_tooltypes("SPEECHLOG: spoken.txt\n", tmp_path / "tt.yaml").speech_log == tmp_path / "spoken.txt"
    assert parse_tooltypes("SPEECHLOG:\n").speech_log is None
    with pytest.raises(FileFormatError, match="SPEECHLOG"):
        parse_tooltypes("SPEECHLOG: \"a\\0b\"\n", "tt.yaml")
    text = format_tooltypes(ToolTypes(speech=True, speech_log=tmp_path / "log"))
    assert "\nSPEECH: YES\n" in text and parse_tooltypes(text).speech_log == tmp_path / "log"
