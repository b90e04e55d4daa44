"""Game codes: a whole game in one word a player can paste into a forum post or a chat — the
deal (a game number, or a set game's 52 cards), the rules, the free cells and the moves.

``A`` (the code's version) followed by the packed game in base64url (``A-Z a-z 0-9 - _``, no
padding). The packing, most significant bit first:

=========  =====  ==========================================================================
field      bits   value
=========  =====  ==========================================================================
kind       1      0 a numbered game, 1 a set game
deal       30     the game number (a set game: 52 × 6 bits, each card ``(rank-1)*4 + suit``)
rules      4      original 0, bakers 1, eight-off 2, forecell 3, relaxed 4, seahaven 5
cells      4      the free cells (0–8)
automatic  2      0 every move with the automatic moves home, 1 none, 2 a bit per move
moves      13     how many moves (at most 5,000)
each move  9      source × 22 + target (places: columns 0–9, free cells 10–17, home cells
                  18–21); from a column to a column, 1 and 4 bits of count for a sequence to
                  an empty column, else 0; then the move's automatic bit when ``automatic`` is 2
padding    0–7    zeros up to a whole byte
checksum   24     the low 24 bits of the CRC-32 of the bytes before it
=========  =====  ==========================================================================

A hundred moves of a numbered game come to about 170 characters (each sequence moved to an
empty column adds less than one). A code is read as untrusted:
anything wrong — a character outside the alphabet, a code too long, a wrong checksum (a code
cut short or mistyped), a field out of range, a move that does not fit — is one line saying so.

>>> from freecell_retro.engine.moves import Move
>>> game = Game(Board.game(617), clock=lambda: 0.0)
>>> for text in ("2a", "21", "8b"):
...     _ = game.play(Move.from_str(text))
>>> code = game_code(GameCode.of(game, Deal.numbered(617)))
>>> code
'AAAAE0ggADEAWKUBpa2M'
>>> [str(move) for move in read_code(code).moves], read_code(code).deal.number
(['2a', '21', '8b'], 617)
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass

from ..engine.board import Board
from ..engine.cards import FULL_DECK
from ..engine.deals import FIRST_GAME, LAST_GAME, Deal
from ..engine.errors import FreeCellError
from ..engine.game import Clock, Game
from ..engine.moves import MOST_CELLS, MOST_COLUMNS, Area, Move, Place
from ..engine.rules import AutoPlay, Rules
from ..language import _
from .stats import MAX_SAVED_MOVES

VERSION = "A"
RULES = ("original", "bakers", "eight-off", "forecell", "relaxed", "seahaven")
"""The rules by number in a code: a new game is added at the end, never put between."""
SETGAME_NAME = "setgame.code"
"""The title of a set game dealt from a code (its cards travel, not its file's name)."""
MAX_CODE = 20_000
"""The longest code read, in characters (5,000 moves and a set game)."""
_PLACES = [Place(Area.COLUMN, i) for i in range(MOST_COLUMNS)] + [Place(Area.CELL, i) for i in range(MOST_CELLS)] \
    + [Place(Area.HOME, i) for i in range(4)]
_SOURCES = MOST_COLUMNS + MOST_CELLS
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")
ALL_ON, ALL_OFF, EACH = range(3)


class CodeError(FreeCellError):
    """A code that cannot be read: damaged, cut short, or not one of ours."""


@dataclass(frozen=True)
class GameCode:
    """What a code holds: the deal, rules, free cells and the moves (with, for each, whether it
    was made with the automatic moves home off)."""

    deal: Deal
    rules: Rules
    cells: int
    moves: tuple[Move, ...]
    manual: tuple[bool, ...] = ()

    @classmethod
    def of(cls, game: Game, deal: Deal) -> GameCode:
        manual = tuple(turn.autoplay is AutoPlay.NONE for turn in game.history)
        return cls(deal, game.start.rules, game.start.free_cell_count, tuple(game.moves),
                   manual if any(manual) else ())

    def resume(self, autoplay: AutoPlay = AutoPlay.AMIGA, clock: Clock = lambda: 0.0) -> Game:
        """The game, its moves played from the deal (CodeError when one does not fit), its clock at 0."""
        game = Game(Board.deal(list(self.deal.cards), self.rules, self.cells), autoplay=autoplay, clock=clock)
        manual = self.manual or (False,) * len(self.moves)
        for index, (move, off) in enumerate(zip(self.moves, manual)):
            try:
                game.play(move, off)
            except FreeCellError as error:
                raise CodeError(_("game code, move {number} does not fit: {error}").format(
                    number=index + 1, error=error)) from None
        game.stopwatch.reset()
        return game


class _Bits:
    def __init__(self, data: bytes = b"") -> None:
        self.value, self.length = int.from_bytes(data, "big"), len(data) * 8
        self.read_at = 0

    def put(self, value: int, width: int) -> None:
        assert 0 <= value < 1 << width
        self.value, self.length = self.value << width | value, self.length + width

    def take(self, width: int) -> int:
        if self.read_at + width > self.length:
            raise CodeError(_("the game code is cut short"))
        self.read_at += width
        return self.value >> (self.length - self.read_at) & ((1 << width) - 1)

    def bytes(self) -> bytes:
        pad = -self.length % 8
        return (self.value << pad).to_bytes((self.length + pad) // 8, "big")


def game_code(code: GameCode) -> str:
    """The code of ``code``'s game: ``A`` and base64url, no padding."""
    bits = _Bits()
    if code.deal.number is not None:
        bits.put(0, 1)
        bits.put(code.deal.number, 30)
    else:
        bits.put(1, 1)
        for card in code.deal.cards:
            bits.put(FULL_DECK.index(card), 6)
    bits.put(RULES.index(code.rules.value), 4)
    bits.put(code.cells, 4)
    automatic = ALL_ON if not any(code.manual) else ALL_OFF if all(code.manual) else EACH
    bits.put(automatic, 2)
    bits.put(len(code.moves), 13)
    manual = code.manual or (False,) * len(code.moves)
    for move, off in zip(code.moves, manual):
        bits.put(_PLACES.index(move.source) * len(_PLACES) + _PLACES.index(move.target), 9)
        counted = move.count is not None and move.count > 1
        if move.source.area is move.target.area is Area.COLUMN:
            bits.put(int(counted), 1)
        if counted:
            assert move.count is not None
            bits.put(move.count, 4)
        if automatic == EACH:
            bits.put(int(off), 1)
    body = bits.bytes()
    body += (zlib.crc32(body) & 0xFFFFFF).to_bytes(3, "big")
    return VERSION + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def read_code(text: str) -> GameCode:
    """The game in ``text`` (surrounding spaces and line breaks ignored), checked field by field and
    replayed; CodeError, one line, when it is not a code of ours or is damaged."""
    text = "".join(text.split())
    if not text:
        raise CodeError(_("no game code given"))
    if len(text) > MAX_CODE:
        raise CodeError(_("not a game code: longer than {count} characters").format(count=f"{MAX_CODE:,}"))
    if text[0] != VERSION:
        raise CodeError(_("not a game code this version reads (they start with {letter!r})").format(letter=VERSION))
    if not _ALPHABET.fullmatch(text[1:]):
        bad = next(c for c in text[1:] if not _ALPHABET.fullmatch(c))
        raise CodeError(_("not a game code: {bad!r} is not one of its letters (A-Z a-z 0-9 - _)").format(bad=bad))
    try:
        data = base64.urlsafe_b64decode(text[1:] + "=" * (-len(text[1:]) % 4))
    except (binascii.Error, ValueError):
        raise CodeError(_("the game code is damaged: its length is wrong (cut short?)")) from None
    if len(data) < 4 or zlib.crc32(data[:-3]) & 0xFFFFFF != int.from_bytes(data[-3:], "big"):
        raise CodeError(_("the game code is damaged: its checksum does not match (mistyped or cut short?)"))
    code = _unpack(_Bits(data[:-3]))
    code.resume()  # every move must fit
    return code


def _unpack(bits: _Bits) -> GameCode:
    if bits.take(1) == 0:
        number = bits.take(30)
        if not FIRST_GAME <= number <= LAST_GAME:
            raise CodeError(_("the game code names game {number}, outside {first}-{last}").format(
                number=number, first=FIRST_GAME, last=f"{LAST_GAME:,}"))
        deal = Deal.numbered(number)
    else:
        cards = [bits.take(6) for _card in range(52)]
        if sorted(cards) != list(range(52)):
            raise CodeError(_("the game code's deal does not hold each of the 52 cards once"))
        deal = Deal.from_setgame(SETGAME_NAME, [FULL_DECK[index] for index in cards])
    index = bits.take(4)
    if index >= len(RULES):
        raise CodeError(_("the game code names rules this version does not know"))
    rules, cells = Rules(RULES[index]), bits.take(4)
    if cells != rules.cells_for(cells if rules.variant.cells_chosen else None) or cells > 4 and \
            rules.variant.cells_chosen:
        raise CodeError(_("the game code's {cells} free cells do not fit {title}").format(
            cells=cells, title=rules.title))
    automatic, count = bits.take(2), bits.take(13)
    if automatic > EACH:
        raise CodeError(_("the game code is damaged (its automatic moves field)"))
    if count > MAX_SAVED_MOVES:
        raise CodeError(_("the game code holds more than {count} moves").format(count=f"{MAX_SAVED_MOVES:,}"))
    moves, manual = [], []
    for _move in range(count):
        pair = bits.take(9)
        source, target = divmod(pair, len(_PLACES))
        if source >= _SOURCES:
            raise CodeError(_("the game code is damaged (a move from a home cell)"))
        columns = _PLACES[source].area is _PLACES[target].area is Area.COLUMN
        size = bits.take(4) if columns and bits.take(1) else None
        if size is not None and size < 2:
            raise CodeError(_("the game code is damaged (a sequence of fewer than two cards)"))
        moves.append(Move(_PLACES[source], _PLACES[target], size))
        manual.append(bool(bits.take(1)) if automatic == EACH else automatic == ALL_OFF)
    if bits.length - bits.read_at >= 8 or bits.take(bits.length - bits.read_at):
        raise CodeError(_("the game code is damaged (bits left over)"))
    return GameCode(deal, rules, cells, tuple(moves), tuple(manual) if any(manual) else ())
