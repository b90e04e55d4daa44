"""``freecell-retro screenshot (N | --setgame F) [--mode ID] [--cardset NAME] [--moves "7a 7b …"]
[--scale] -o FILE.png``

Renders the Amiga screen without a window: by default the native frame (e.g.
640×256, 16 colours, indexed); with ``--scale`` the picture a window of the
mode's default size shows, drawn by the GPU headless.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image

from ..engine.errors import FileFormatError, FreeCellError
from ..engine.moves import Move
from ..engine.numbers import shown
from ..engine.rules import Rules
from ..files.atomic import write_bytes_atomic
from ..files.censusbook import CensusBook, shipped_folder
from ..files.locations import census_folder, load_tooltypes
from ..files.names import check_path
from ..files.statsvalues import DISPLAY_LOOKS
from ..files.tooltypes import parse_card_set
from ..language import _
from ..session.game.options import SCREEN_MODES, Options
from ..session.game.session import Session
from .arguments import add_deal_arguments, add_rules_arguments, cells_for, required_deal


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    add_rules_arguments(parser)
    parser.add_argument("--mode", choices=SCREEN_MODES, default="pal-laced", help=_("screen mode (default pal-laced)"))
    parser.add_argument("--cardset", type=_card_set, metavar="NAME",
                        help=_("card set: auto (the one that suits the mode, the default), small, large or another"))
    parser.add_argument("--four-colour", action="store_true", help=_("diamonds blue and clubs green"))
    parser.add_argument("--display", choices=DISPLAY_LOOKS, default="sharp",
                        help=_("how the window shows the screen: sharp (the default), scanlines or crt "
                               "(the last two draw the scaled picture, as --scale)"))
    parser.add_argument("--moves", default="", metavar='"7a 7b …"', help=_("moves to play first, in solution notation"))
    parser.add_argument("--select-game", metavar="TEXT",
                        help=_("then open Select Game with TEXT typed (what the census knows of it shown)"))
    parser.add_argument("--scale", action="store_true", help=_("the scaled window picture instead of the native frame"))
    parser.add_argument("-o", "--output", required=True, metavar="FILE.png", help=_("where to write the PNG"))
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # the example stays on one line
    parser.epilog = _("example (game 617, four moves in):\n  {example}").format(example=EXAMPLE)


EXAMPLE = 'freecell-retro screenshot 617 --moves "7a 7b 7c b7" -o 617.png'
"""The example ``--help`` shows; a test plays it."""


def _card_set(text: str) -> str | None:
    """``auto`` (None: the set that suits the mode) or a card set's name, as tool types and stats files take it."""
    try:
        return parse_card_set(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(
            _("{text} is not a card set; use {error}").format(text=shown(text), error=error)
        ) from None


def write_png(image: Image.Image, path: Path) -> None:
    """Write ``image`` as a PNG the way every file is written (a temporary file
    renamed over the old one), so a kill mid-write leaves the old picture or
    the new one, never part of one."""
    if not path.parent.is_dir():
        raise FileFormatError(
            _("cannot write the screenshot: there is no folder {parent}").format(parent=path.parent), path
        )
    if path.exists() and not path.is_file():
        raise FileFormatError(_("cannot write the screenshot over something that is not a file"), path)
    data = io.BytesIO()
    image.save(data, format="PNG")
    try:
        write_bytes_atomic(path, data.getvalue())
    except OSError as error:
        raise FileFormatError(
            _("cannot write the screenshot: {error}").format(error=error.strerror or error), path
        ) from None


def run(args: argparse.Namespace) -> int:
    cells_for(args.rules, args.cells)  # a count the game does not take is refused, never ignored
    deal = required_deal(args)  # a bad deal or name is refused before anything is read or written
    session = Session(Options(screen_mode=args.mode, card_set=args.cardset, rules=Rules(args.rules),
                              free_cells=4 if args.cells is None else args.cells, four_colour=args.four_colour,
                              display=args.display), clock=lambda: 0.0,
                      census=CensusBook.of_folders(census_folder(load_tooltypes(args.config)), shipped_folder()))
    if deal.number is None:
        session.play_setgame(deal)
    else:
        session.select_game(deal.number)
    for n, text in enumerate(args.moves.replace(",", " ").split(), 1):
        move = Move.from_str(text)
        board = session.board
        if board is None:  # the deal above started the game
            raise FreeCellError(_("--moves, move {number}: there is no game to play it in").format(number=n))
        refusal = board.why_illegal(move)
        if refusal is not None:
            raise FreeCellError(_("--moves, move {number}: {refusal}").format(number=n, refusal=refusal))
        session.play(move)
    if args.select_game is not None:
        session.requester = None
        session.select_game_requester()
        assert session.requester is not None
        session.requester.type(args.select_game)
    from ..ui import app
    from ..ui.screen.cardset import card_set_problem, load_cardset
    from ..ui.screen.fonts import BOARD_FONT, shipped_font
    from ..ui.screen.modes import screen_mode

    if args.cardset is not None:  # a set that is not there, or too tall for the mode, is bad input, not a fallback
        problem = card_set_problem(load_cardset(args.cardset), screen_mode(args.mode),
                                   shipped_font(BOARD_FONT).height + 3)
        if problem is not None:
            raise FreeCellError(f"--cardset {args.cardset}: {problem}")
    scaled = args.scale or args.display != "sharp"  # scanlines and a tube need the window's pixels
    image = app.scaled_screenshot(session) if scaled else app.native_screenshot(session)
    path = Path(check_path(args.output, "-o"))
    write_png(image, path)
    print(f"{path}: {image.width}x{image.height}")
    return 0
