"""A solution as the keyboard pointer plays it: for each move, arrows to the
source, Return, (− to one card for an empty column), arrows to the target,
Return — the keys a player without a mouse presses."""

from __future__ import annotations

from freecell_retro.engine import Board, Game, Move
from freecell_retro.engine.moves import Area, Place
from freecell_retro.session.game.focus import START, Focus, home_from


def focus_of(place: Place, board: Board) -> Focus:
    if place.area is Area.COLUMN:
        return Focus(False, place.index)
    return Focus(True, place.index + (home_from(board) if place.area is Area.HOME else 0))


def walk(start: Focus, end: Focus) -> list[str]:
    """Arrows from ``start`` to ``end``: along the row, then up or down."""
    step = "Right" if end.index > start.index else "Left"
    keys = [step] * abs(end.index - start.index)
    if start.top != end.top:
        keys.append("Up" if end.top else "Down")
    return keys


def pointer_keys(start: Board, moves: list[str]) -> list[str]:
    """The key names (``KeyPress.parse``) that play ``moves`` from ``start`` with the pointer shown at C1."""
    game, focus, keys = Game(start), START, []
    for text in moves:
        move, board = Move.from_str(text), game.board
        source, target = focus_of(move.source, board), focus_of(move.target, board)
        keys += [*walk(focus, source), "Return"]
        if move.target.area is Area.COLUMN and not board.columns[move.target.index] \
                and move.source.area is Area.COLUMN:
            keys += ["Minus"] * board.run_length(move.source.index)  # one card, as the notation says
        keys += [*walk(source, target), "Return"]
        focus = target
        game.play(move)
    return keys
