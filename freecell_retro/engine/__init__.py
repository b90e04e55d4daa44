"""The rules engine: cards, numbered deals, boards, moves and games. Stdlib only."""

from .board import Board
from .cards import Card, Rank, Suit
from .deals import FIRST_GAME, LAST_GAME, Deal, check_game_number, microsoft_deal, random_game_number
from .errors import FileFormatError, FreeCellError, Illegal, IllegalMoveError, NotationError
from .game import Game, SavedGame, Stopwatch, Turn
from .moves import Area, Move, Place, cell, column, home
from .rules import AutoPlay, Rules, builds_on

__all__ = [
    "Area", "AutoPlay", "Board", "Card", "Deal", "FIRST_GAME", "FileFormatError", "FreeCellError", "Game",
    "Illegal", "IllegalMoveError", "LAST_GAME", "Move", "NotationError", "Place", "Rank", "Rules", "SavedGame",
    "Stopwatch", "Suit", "Turn", "builds_on", "cell", "check_game_number", "column", "home", "microsoft_deal",
    "random_game_number",
]
