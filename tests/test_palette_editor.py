"""The Palette requester's model: every change in force at once, and Use, Save, Reset and Cancel;
the file Save writes reads back, and the launch of that stats file picks it up."""

from __future__ import annotations

from pathlib import Path

import pytest

from freecell_retro.files.locations import palette_path
from freecell_retro.files.palettes import Palette, load_palette
from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.files.versioned import header
from freecell_retro.session.game.launch import open_stats
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.paletteeditor import BLUE, CANCEL, GREEN, RED, RESET, SAVE, USE, PaletteEditor

K = KeyPress.parse
"""A key press by its name (``K("Shift+Tab")``)."""

DEFAULT = Palette.default()


def editor_on(tmp_path: Path, palette: Palette = DEFAULT) -> tuple[PaletteEditor, list[Palette]]:
    """The requester over ``palette`` for ``stats.Fred`` in ``tmp_path``; and what the screen was told."""
    shown: list[Palette] = []
    return PaletteEditor(palette, palette_path(tmp_path / "stats.Fred"), shown.append), shown


def felt_made_black(editor: PaletteEditor) -> None:
    editor.select(0)
    for channel in (RED, GREEN, BLUE):
        editor.set_level(channel, 0)


def test_each_change_is_in_force_at_once(tmp_path: Path) -> None:
    editor, shown = editor_on(tmp_path)
    editor.select(2)
    editor.set_level(GREEN, 9)
    assert editor.palette.pens[2] == (13, 9, 2) and shown == [editor.palette]
    editor.set_level(GREEN, 9)  # no change: nothing to show again
    editor.set_level(RED, 99)
    assert editor.level(RED) == 15 and editor.channel == RED and len(shown) == 2
    editor.set_level(BLUE, -3)
    assert editor.colour == (15, 9, 0) and shown[-1].pens[2] == (15, 9, 0)
    assert editor.palette.pens[:2] == DEFAULT.pens[:2] and editor.palette.names == DEFAULT.names


def test_the_pen_that_pairs_is_shown(tmp_path: Path) -> None:
    editor, _ = editor_on(tmp_path)
    editor.select(5)
    assert editor.partner == 10
    assert editor.lines == ["Pen 5 (FC3): gold", "Inverts to pen 10 (03C): blue"]
    editor.set_level(RED, 0)
    editor.select(15)
    assert editor.partner == 0 and editor.lines == ["Pen 15 (F9C): pink", "Inverts to pen 0 (063): board felt"]
    editor.select(10)
    assert editor.lines[1] == "Inverts to pen 5 (0C3): gold"


def test_use_keeps_it_for_the_session_and_writes_nothing(tmp_path: Path) -> None:
    editor, shown = editor_on(tmp_path)
    felt_made_black(editor)
    editor.press(USE)
    assert editor.done and editor.result == "used" and editor.palette.pens[0] == (0, 0, 0)
    assert shown[-1] == editor.palette and list(tmp_path.iterdir()) == []


def test_save_writes_the_palette_beside_the_stats_file_and_it_reads_back(tmp_path: Path) -> None:
    editor, _ = editor_on(tmp_path)
    felt_made_black(editor)
    editor.press(SAVE)
    assert editor.result == "saved" and editor.error is None
    assert sorted(path.name for path in tmp_path.iterdir()) == ["palette.Fred"]  # no temporary file left
    read, notice = load_palette(tmp_path / "palette.Fred")
    assert read == editor.palette and notice is None and read.names == DEFAULT.names
    (tmp_path / "stats.Fred").touch()
    launch = open_stats(tmp_path / "stats.Fred", ToolTypes())
    assert launch.palette == editor.palette  # the next time this stats file is opened


def test_save_replaces_the_earlier_file(tmp_path: Path) -> None:
    editor, _ = editor_on(tmp_path)
    felt_made_black(editor)
    editor.save()
    editor, _ = editor_on(tmp_path, editor.palette)
    editor.reset()
    editor.save()
    assert load_palette(tmp_path / "palette.Fred")[0] == DEFAULT


def test_cancel_puts_back_what_there_was(tmp_path: Path) -> None:
    editor, shown = editor_on(tmp_path)
    felt_made_black(editor)
    editor.press(CANCEL)
    assert editor.result == "cancelled" and editor.palette == DEFAULT and shown[-1] == DEFAULT
    assert list(tmp_path.iterdir()) == []


def test_reset_puts_the_shipped_default_in_force_and_cancel_still_goes_back(tmp_path: Path) -> None:
    editor, _ = editor_on(tmp_path)
    felt_made_black(editor)
    mine = editor.palette
    editor, shown = editor_on(tmp_path, mine)
    editor.press(RESET)
    assert not editor.done and editor.palette == DEFAULT and shown == [DEFAULT]
    editor.cancel()
    assert editor.palette == mine and shown[-1] == mine
    editor, _ = editor_on(tmp_path, mine)
    editor.reset()
    editor.use()
    assert editor.palette == DEFAULT


def test_a_save_that_fails_says_why_and_stays_open(tmp_path: Path) -> None:
    (tmp_path / "palette.Fred").mkdir()
    editor, _ = editor_on(tmp_path)
    felt_made_black(editor)
    editor.save()
    assert editor.error is not None
    assert not editor.done and editor.error.startswith("palette.Fred could not be saved: ")
    (tmp_path / "palette.Fred").rmdir()
    (tmp_path / "palette.Fred").write_text(header("PALETTE", 99) + "0 000\n")
    editor.save()
    assert not editor.done and "newer" in editor.error
    assert (tmp_path / "palette.Fred").read_text().startswith(header("PALETTE", 99))  # left alone
    editor.cancel()
    assert editor.palette == DEFAULT and editor.error is None
    gone = PaletteEditor(DEFAULT, tmp_path / "gone" / "palette.Fred")
    gone.save()
    assert not gone.done and gone.error == "palette.Fred could not be saved: no such file or directory"
    nowhere = PaletteEditor(DEFAULT, None)
    nowhere.save()
    assert not nowhere.done and nowhere.error == "There is no stats file to save the palette beside."


def test_keys(tmp_path: Path) -> None:
    editor, shown = editor_on(tmp_path)
    assert editor.key(KeyPress.parse("LEFT")) and editor.pen == 17  # round to the last: Four-Colour Suits' clubs
    assert editor.key(KeyPress.parse("RIGHT")) and editor.key(KeyPress.parse("RIGHT")) and editor.pen == 1
    assert editor.key(KeyPress.parse("G")) and editor.channel == GREEN
    assert editor.key(KeyPress.parse("UP")) and editor.level(GREEN) == 1
    assert editor.key(K("END")) and editor.level(GREEN) == 15 and editor.key(K("UP")) and editor.level(GREEN) == 15
    assert editor.key(KeyPress.parse("HOME")) and editor.key(KeyPress.parse("DOWN")) and editor.level(GREEN) == 0
    assert editor.key(K("TAB")) and editor.channel == BLUE and editor.key(K("TAB")) and editor.button == SAVE
    assert editor.key(KeyPress.parse("Shift+TAB")) and editor.channel == BLUE and editor.button is None
    assert editor.key(KeyPress.parse("B")) and editor.key(KeyPress.parse("R")) and editor.channel == RED
    assert not editor.key(KeyPress.parse("X")) and not editor.key(KeyPress.parse("7"))
    assert editor.key(KeyPress.parse("E")) and editor.palette == DEFAULT and not editor.done
    assert editor.key(K("ESCAPE")) and editor.result == "cancelled" and not editor.key(K("LEFT"))


def test_tab_and_plus_and_minus_step_round_the_sliders_and_buttons_so_a_pad_reaches_them_all(tmp_path: Path) -> None:
    """A pad has no letters: its triggers (+ and −) step as Tab does, and Return (A) presses the button reached."""
    editor, shown = editor_on(tmp_path)
    assert editor.key(K("Plus")) and editor.channel == GREEN and editor.key(K("Plus")) and editor.channel == BLUE
    for button in (SAVE, USE, RESET, CANCEL):
        assert editor.key(K("Plus")) and editor.button == button and editor.channel == BLUE
    assert editor.key(K("Tab")) and (editor.channel, editor.button) == (RED, None)
    assert editor.key(K("Minus")) and editor.button == CANCEL and editor.key(K("Minus")) and editor.button == RESET
    assert editor.key(K("UP")) and editor.button is None and editor.level(RED) == DEFAULT.pens[0][RED] + 1
    editor.key(K("Shift+Tab"))  # from Red (the slider ↑ moved) back to Cancel, Reset, Use, Save
    for _ in range(3):
        editor.key(K("Minus"))
    assert editor.button == SAVE and editor.key(K("RETURN")) and editor.result == "saved"
    assert load_palette(palette_path(tmp_path / "stats.Fred"))[0] == editor.palette != DEFAULT


def test_return_presses_reset_when_tab_reached_it_and_the_requester_stays_open(tmp_path: Path) -> None:
    editor, _ = editor_on(tmp_path)
    editor.set_level(RED, 0)
    editor.step_focus(-2)  # from Red back past Cancel to Reset
    assert editor.button == RESET and editor.key(K("RETURN")) and editor.palette == DEFAULT and not editor.done


@pytest.mark.parametrize("key,result", [("RETURN", "used"), ("U", "used"), ("C", "cancelled"), ("S", "saved")])
def test_keys_that_close(tmp_path: Path, key: str, result: str) -> None:
    editor, _ = editor_on(tmp_path)
    assert editor.key(KeyPress.parse(key)) and editor.result == result
