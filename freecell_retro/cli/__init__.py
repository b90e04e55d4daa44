"""The ``freecell-retro`` command: play, or one of the subcommands below.

Every subcommand lives in its own module with ``add_arguments(parser)`` and
``run(args) -> int``. Bad input ends with one line ``freecell-retro: error: …``
and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from ..engine.errors import FreeCellError

PROG = "freecell-retro"

COMMANDS = {
    "deal": "Print the deal of a numbered game.",
    "replay": "Replay a solution file; exit 0 when it wins, 1 when not.",
    "solve": "Find a solution and write it as a solution file.",
    "stats": "Print the statistics of a stats file.",
    "screenshot": "Render a board to a PNG without a window.",
}
"""Subcommand name → help; the module ``cli/<name>.py`` implements it."""

EXIT_OK, EXIT_NO, EXIT_BAD_INPUT, EXIT_GAVE_UP = 0, 1, 2, 3


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a usage error is the project's one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def fail(message: str) -> NoReturn:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    raise SystemExit(EXIT_BAD_INPUT)


def _command_module(name: str):
    return importlib.import_module(f"{__name__}.{name}")


def build_parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description="FreeCell, as on the Amiga.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=ArgumentParser)
    for name, help_text in COMMANDS.items():
        module = _command_module(name)
        module.add_arguments(sub.add_parser(name, help=help_text, description=help_text))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in COMMANDS and argv[0] not in ("-h", "--help"):
        module, parser = _command_module("play"), ArgumentParser(prog=PROG, description=__doc__)
        module.add_arguments(parser)
    else:
        parser = build_parser()
        module = None
    args = parser.parse_args(argv)
    if module is None:
        module = _command_module(args.command)
    try:
        return module.run(args)
    except FreeCellError as error:
        fail(str(error))
    except KeyboardInterrupt:
        return 130
