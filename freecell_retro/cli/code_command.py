"""``freecell-retro code FILE``: the game code of a solution file or a saved game (one word to
paste anywhere; ``freecell-retro replay CODE`` and Select Game read it back)."""

from __future__ import annotations

import argparse

from ..engine.errors import FreeCellError
from ..files.gamecodes import GameCode, game_code
from ..language import _
from .arguments import add_rules_arguments
from .played import add_played_arguments, played_from


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_played_arguments(parser)
    add_rules_arguments(parser, default=False)


def run(args: argparse.Namespace) -> int:
    played = played_from(args)
    if played.deal is None or played.deal.is_position:
        raise FreeCellError(_("{title}: a position brought in from another program has no game code (save it "
                              "as a game, or export it as an fc-solve board, instead)").format(title=played.title))
    print(game_code(GameCode.of(played.game, played.deal)))
    return 0
