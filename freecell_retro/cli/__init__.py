"""The ``freecell-retro`` command: play, or one of the subcommands.

Every subcommand lives in its own module with ``add_arguments(parser)`` and
``run(args) -> int``; ``play`` is also what runs with no command at all
(``freecell-retro [STATSFILE]``). Only the module of the command given is
imported (``--version`` and ``--help`` import none), so a quick command
starts as quickly as Python does rather than after the window, the solver
and the image library have loaded. Bad input ends with one line
``freecell-retro: error: …`` and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import select
import sys
from collections.abc import Sequence
from typing import NoReturn, Protocol, cast

from .. import __version__, language
from ..language import LANGUAGES, N_, PSEUDO, _
from .argparse_words import speak_for_argparse

PROG = "freecell-retro"

COMMANDS = {
    "play": N_("Play in the game window (the same as giving no command)."),
    "deal": N_("Print the deal of a numbered game."),
    "replay": N_("Replay a solution file or a game code; exit 0 when it wins, 1 when not."),
    "solve": N_("Find a solution and write it as a solution file."),
    "stats": N_("Print the statistics of a stats file."),
    "hall": N_("Print the Hall of Fame: every player's best result of each deal."),
    "tournament": N_("Print the standings of the players on a tournament's deals."),
    "screenshot": N_("Render a board to a PNG without a window."),
    "review": N_("Say of each move of a game whether the game could still be won after it."),
    "code": N_("Print the game code of a solution file or a saved game: one word to paste anywhere."),
    "census": N_("Every deal's verdict and par: run a census on Dask, show it, merge census files."),
}
"""Subcommand name → help; the module ``cli/<name>_command.py`` implements it."""

USAGE = """\
{prog} [--config FILE] [--language CODE] [STATSFILE]
       {prog} [--config FILE] [--language CODE] COMMAND [ARGUMENTS]"""

DESCRIPTION = N_("""\
Play FreeCell as on the Amiga: '{prog}' opens the game window on your stats
file: with no STATSFILE the stats file requester lists them (or 'default' is
used, tool type MULTIPLESTATS: NO); STATSFILE is a name (Fred, stats.Fred) or
a path. In the game: click a card, then where it goes (or drag
it); keys 1-8 columns, 0 free cells, 9 home, F2 new game, Shift+Q quit.""")

EPILOG = N_("""\
'{prog} COMMAND --help' tells more about a command. Exit status: 0 success,
1 the negative answer (replay: does not win; solve: unsolvable), 2 bad input,
3 solve gave up.""")

EXIT_OK, EXIT_NO, EXIT_BAD_INPUT, EXIT_GAVE_UP = 0, 1, 2, 3


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a usage error is the project's one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def one_line(message: str) -> str:
    """``message`` as one line: a line break or other control character from a
    file name or an argument is shown escaped, never sent to the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)


def fail(message: str) -> NoReturn:
    print(_("{prog}: error: {message}").format(prog=PROG, message=one_line(message)), file=sys.stderr)
    raise SystemExit(EXIT_BAD_INPUT)


class _Command(Protocol):
    """What every command's module holds: its arguments, and its ``run``, which answers the exit status."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


def _command_module(name: str) -> _Command:
    return cast(_Command, importlib.import_module(f"{__name__}.{name}_command"))  # found by name at run time


def build_parser(command: str | None = None) -> ArgumentParser:
    """The parser; of the subcommands only ``command`` gets its arguments (the others are listed by name
    and help, which is all ``--help`` shows of them)."""
    speak_for_argparse()
    parser = ArgumentParser(prog=PROG, usage=USAGE.format(prog=PROG), description=_(DESCRIPTION).format(prog=PROG),
                            epilog=_(EPILOG).format(prog=PROG), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", metavar="FILE", help=_("a tool types file (YAML) instead of the usual one"))
    parser.add_argument("--language", metavar="CODE",
                        help=_("the language to speak: {codes} (else the system's)").format(codes=", ".join(LANGUAGES)))
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                        help=_("show program's version number and exit"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title=_("commands"), prog=PROG,
                             parser_class=ArgumentParser)
    for name, help_text in COMMANDS.items():
        parser_of_command = sub.add_parser(name, help=_(help_text), description=_(help_text))
        if name == command:
            _command_module(name).add_arguments(parser_of_command)
    return parser


VALUED = ("--config", "--rules", "--language")
"""The options before the command that take a value (``--rules`` is play's: it follows ``play`` when put in)."""


def _command_place(argv: list[str]) -> int | None:
    """Where the command is (or goes) in ``argv``: after the options that come first; None when
    ``--help`` or ``--version`` comes first (they need no command)."""
    index = 0
    while index < len(argv):
        word = argv[index]
        if word in VALUED:
            index += 2
        elif word.startswith(("--config=", "--language=")) or word.startswith("-") and word != "--":
            if word in ("-h", "--help", "--version"):
                return None
            index += 1
        else:
            break
    return index


def speak(argv: list[str]) -> None:
    """Speak the language ``--language CODE`` names (before any help is written), else the system's.
    A code the game does not know is a usage error naming the ones it does."""
    chosen = None
    for index, word in enumerate(argv):
        if word == "--language" and index + 1 < len(argv):
            chosen = argv[index + 1]
        elif word.startswith("--language="):
            chosen = word.partition("=")[2]
    language.start(chosen)
    if chosen is not None and chosen not in (*LANGUAGES, PSEUDO):
        fail(_("--language {code!r}: the languages are {codes}").format(code=chosen, codes=", ".join(LANGUAGES)))


def one_edit_apart(word: str, other: str) -> bool:
    """Whether ``word`` becomes ``other`` by one letter added, dropped, changed or two swapped.

    >>> one_edit_apart("stat", "stats"), one_edit_apart("sovle", "solve"), one_edit_apart("Fred", "deal")
    (True, True, False)
    """
    if word == other or abs(len(word) - len(other)) > 1:
        return False
    start = 0
    while start < min(len(word), len(other)) and word[start] == other[start]:
        start += 1
    a, b = word[start:], other[start:]
    return a[1:] == b[1:] or a[1:] == b or a == b[1:] or a[:2] == b[1::-1] and a[2:] == b[2:]


def _with_command(argv: list[str]) -> list[str]:
    """``argv`` with ``play`` put where the command goes when none is given:
    ``freecell-retro --config F stats.Fred`` is ``… --config F play stats.Fred``.
    A bare word one edit from a command (``stat``) is a mistyped command, not a
    new stats file, unless it names a file that is there (``play stat`` always plays)."""
    index = _command_place(argv)
    if index is None or index < len(argv) and argv[index] in COMMANDS:
        return argv
    if index < len(argv) and not os.path.exists(argv[index]):
        near = [name for name in COMMANDS if one_edit_apart(argv[index].lower(), name)]
        if near:
            fail(_("unknown command {word!r}: did you mean {command!r}? ('{prog} play {word}' plays a stats file "
                   "of that name)").format(word=argv[index], command=near[0], prog=PROG))
    before, rules = [], []
    words = iter(argv[:index])
    for word in words:
        if word == "--rules":
            rules += [word, next(words, "")]
        elif word.startswith("--rules="):
            rules.append(word)
        else:
            before.append(word)
    return [*before, "play", *rules, *argv[index:]]


def _command_in(argv: list[str]) -> str | None:
    """The command ``argv`` (as :func:`_with_command` gives it) runs; None for ``--help`` or ``--version``."""
    index = _command_place(argv)
    return None if index is None or index >= len(argv) else argv[index]


EXIT_PIPE_CLOSED = 128 + 13
"""What a command ends with when the reader of its output went away (``| head``): the status of a
program that SIGPIPE ended, as ``yes | head`` reports it."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names. Output into a pipe whose reader has gone (``stats | head -4``)
    ends the command quietly: whatever it was still to print is of no use to anyone."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # here, not at exit, where a closed pipe would be reported
        return status
    except BrokenPipeError:
        if not _stdout_closed():  # another pipe broke (a solver's): a bug to see, not a reader gone
            raise
        _stdout_to_nowhere()
        return EXIT_PIPE_CLOSED


def _stdout_closed() -> bool:
    """Whether standard output is a pipe whose reader has gone (the system reports an error on it);
    True where that cannot be asked."""
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError):
        return True
    if not hasattr(select, "poll"):  # Windows: no poll on a pipe
        return True
    poll = select.poll()
    poll.register(fd, select.POLLOUT)
    return any(event & (select.POLLERR | select.POLLHUP) for _, event in poll.poll(0))


def _stdout_to_nowhere() -> None:
    """Send what is left in standard output's buffer nowhere, so Python's own flush at exit does not
    meet the closed pipe again and print "Exception ignored"."""
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
        os.close(nowhere)
    except (OSError, ValueError):  # no real descriptor (a test's captured stdout): nothing to flush at exit
        pass


def _main(argv: Sequence[str] | None) -> int:
    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show is escaped, never a traceback
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    argv = list(sys.argv[1:] if argv is None else argv)
    speak(argv)
    argv = _with_command(argv)
    args = build_parser(_command_in(argv)).parse_args(argv)
    from ..engine.errors import FreeCellError  # the command's module has imported the engine already

    try:
        status: int = _command_module(args.command).run(args)
        return status
    except FreeCellError as error:
        fail(str(error))
    except KeyboardInterrupt:
        return 128 + 2
