"""One registry of games (:class:`Rules` and its :class:`Variant`): the menus, the command line,
the stats file's reader and the board's layout all read it, so a game is named in one place."""

import argparse

from freecell_retro.cli.arguments import add_rules_arguments
from freecell_retro.engine import Board, Rules
from freecell_retro.engine.moves import MOST_CELLS, MOST_COLUMNS
from freecell_retro.engine.rules import RULES_NAMES, spelled
from freecell_retro.files import statsgames
from freecell_retro.session import Session
from freecell_retro.session.screen.menus import menu_strip


def test_game_rules_lists_every_game_with_its_registry_title_and_shortcut() -> None:
    strip = menu_strip(Session())
    rules_item = strip.find("Game/Rules")
    assert rules_item.submenu is not None
    assert [(item.label, item.shortcut) for item in rules_item.submenu] == [
        (rules.title, rules.variant.shortcut) for rules in Rules.in_menu()]
    assert sorted(Rules.in_menu(), key=list(Rules).index) == list(Rules)
    bars = [item.label for item in rules_item.submenu if item.separator_before]
    assert bars == [next(rules.title for rules in Rules.in_menu() if rules.variant.relative)]


def test_the_command_line_and_the_stats_reader_name_every_game() -> None:
    parser = argparse.ArgumentParser()
    add_rules_arguments(parser)
    rules_action = next(action for action in parser._actions if action.dest == "rules")
    assert list(rules_action.choices or ()) == [rules.value for rules in Rules]
    assert all(rules.variant.in_help in (rules_action.help or "") for rules in Rules)
    assert RULES_NAMES == spelled([rules.value for rules in Rules]) and RULES_NAMES in statsgames.FIELDS
    assert spelled(["a"]) == "a" and spelled(["a", "b"], "and") == "a and b"


def test_every_game_fits_the_notation_and_the_board_is_laid_out_from_its_variant() -> None:
    for rules in Rules:
        variant = rules.variant
        assert variant.columns <= MOST_COLUMNS and variant.cells <= MOST_CELLS
        board = Board.game(617, rules, 2)
        assert len(board.columns) == variant.columns
        assert len(board.cells) == (2 if variant.cells_chosen else variant.cells)
    assert len({rules.variant.shortcut for rules in Rules}) == len(Rules)
    assert len({rules.letter for rules in Rules}) == len(Rules)
