"""``freecell-retro census (run | show | merge)``: every deal's verdict and par.

``run`` works a range of deals out on Dask distributed (an optional extra,
loaded by ``run`` alone: :mod:`.census_run`); ``show`` prints what the census
files know, one line a deal (``617 original 4 winnable par 49``), from the
census the game ships and the player's own when no file is named; ``merge``
puts census files from several machines together. A bad file or argument is
one line and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from ..engine.errors import FileFormatError
from ..engine.numbers import is_number
from ..engine.rules import Rules
from ..files.census import Census, Entry, Verdict, merge_census, read_census, write_census
from ..files.censusbook import CensusBook, shipped_folder
from ..files.locations import census_folder, load_tooltypes
from ..files.names import check_path
from ..language import _
from . import EXIT_BAD_INPUT, EXIT_OK, PROG, one_line
from .arguments import add_rules_arguments, cells_for, game_number

DEFAULT_POSITIONS = 300_000
"""Positions a deal's search may remember (about 75 MB): enough for all but a handful of the
Microsoft deals with four free cells; the rest are unknown, never guessed."""
DEFAULT_CHUNK = 50


def add_arguments(parser: argparse.ArgumentParser) -> None:
    commands = parser.add_subparsers(dest="census_command", metavar="(run | show | merge)", required=True)
    run = commands.add_parser("run", help=_("work deals out on Dask distributed into a census file"),
                              description=_("Work out deals FROM-TO on Dask distributed (pip install "
                                            "freecell-retro[census]): without --scheduler on this machine's cores."))
    add_rules_arguments(run)
    run.add_argument("--from", dest="first", type=game_number, required=True, metavar="A")
    run.add_argument("--to", dest="last", type=game_number, required=True, metavar="B")
    run.add_argument("--out", metavar="FILE",
                     help=_("the census file (default: census.RULESCELLS in the census folder)"))
    where = run.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, metavar="N",
                       help=_("worker processes on this machine (default: its cores)"))
    where.add_argument("--scheduler", metavar="ADDRESS", help=_("a running Dask scheduler, tcp://HOST:PORT"))
    run.add_argument("--engine", choices=["builtin", "fc-solve"], default="builtin",
                     help=_("who solves first (an unwinnable verdict is always checked by the other when installed)"))
    run.add_argument("--positions", type=int, default=DEFAULT_POSITIONS, metavar="P",
                     help=_("positions a deal's search may remember before it is unknown (default {count})").format(
                         count=f"{DEFAULT_POSITIONS:,}"))
    run.add_argument("--chunk", type=int, default=DEFAULT_CHUNK, metavar="C", help=_("deals a task"))
    run.add_argument("--retry-unknown", action="store_true", help=_("count the unknown deals again (a bigger budget)"))
    run.add_argument("--recount", action="store_true",
                     help=_("count every deal of the range again, keeping the better entry (a smaller par)"))
    show = commands.add_parser("show", help=_("print deals' verdicts and pars"))
    show.add_argument("items", nargs="*", metavar="[FILE] N", help=_("a census file, then game numbers"))
    add_rules_arguments(show)
    merge = commands.add_parser("merge", help=_("merge census files from several machines"))
    merge.add_argument("files", nargs="+", metavar="FILE")
    merge.add_argument("-o", "--out", required=True, metavar="FILE")


def run(args: argparse.Namespace) -> int:
    return {"run": _run, "show": _show, "merge": _merge}[args.census_command](args)


def _run(args: argparse.Namespace) -> int:
    rules = Rules(args.rules)
    cells = cells_for(rules, args.cells)
    if args.first > args.last:
        raise FileFormatError(_("--from {first} is after --to {last}").format(first=args.first, last=args.last))
    if args.workers is not None and args.workers < 1 or args.positions < 1 or args.chunk < 1:
        raise FileFormatError(_("--workers, --positions and --chunk are numbers from 1 up"))
    path = (Path(check_path(args.out, "--out")) if args.out is not None
            else census_folder(load_tooltypes(args.config)) / f"census.{rules.value}{cells}")
    try:
        importlib.import_module("distributed")  # only to say what is missing, in one line
    except ImportError:
        raise FileFormatError(_("census run needs Dask: pip install 'freecell-retro[census]'")) from None
    from .census_run import chunks, run_census, start_census

    census = start_census(path, rules, cells, args.first, args.last)
    todo = list(chunks(census, args.first, args.last, args.chunk, args.retry_unknown, args.recount))
    path.parent.mkdir(parents=True, exist_ok=True)
    finished = run_census(path, census, todo, args.positions, args.engine, args.workers, args.scheduler)
    print(_summary(census, args.first, args.last), file=sys.stderr)
    print(path)
    if not finished:
        print(_("{prog}: stopped; what was counted is kept: the same command goes on from there").format(
            prog=PROG), file=sys.stderr)
        return 130
    return EXIT_OK


def _summary(census: Census, first: int, last: int) -> str:
    counts = {verdict: 0 for verdict in Verdict}
    for number in range(first, last + 1):
        entry = census.get(number)
        if entry is not None:
            counts[entry.verdict] += 1
    left = last - first + 1 - sum(counts.values())
    return _("{rules} {cells}, deals {first}-{last}: {won:,} winnable, {lost:,} unwinnable, {unknown:,} unknown, "
             "{left:,} not counted, {notes} disagreements").format(
        rules=census.rules.value, cells=census.cells, first=first, last=last, won=counts[Verdict.WINNABLE],
        lost=counts[Verdict.UNWINNABLE], unknown=counts[Verdict.UNKNOWN], left=left, notes=len(census.notes))


def line_of(number: int, rules: Rules, cells: int, entry: Entry | None) -> str:
    """``617 original 4 winnable par 49``; ``… not counted`` where no census knows the deal."""
    if entry is None:
        return f"{number} {rules.value} {cells} not counted"
    par = f" par {entry.par}" if entry.verdict is Verdict.WINNABLE else ""
    return f"{number} {rules.value} {cells} {entry.verdict.value}{par}"


def _show(args: argparse.Namespace) -> int:
    rules = Rules(args.rules)
    cells = cells_for(rules, args.cells)
    items = list(args.items)
    named = None
    if items and not is_number(items[0]):
        named = Path(check_path(items.pop(0), "FILE"))
    numbers = [game_number(item) for item in items]
    if named is not None:
        census = read_census(named)
        rules, cells = census.rules, census.cells
        book = CensusBook.of(census)
        if not numbers:
            numbers = [number for number in census.numbers() if census.get(number) is not None]
    else:
        book = CensusBook.of_folders(census_folder(load_tooltypes(args.config)), shipped_folder())
        for problem in book.read():
            print(f"{PROG}: {one_line(problem)}", file=sys.stderr)
        if not numbers:
            for census in book.censuses:
                print(_summary(census, census.first, census.last))
                for number, note in sorted(census.notes.items()):
                    print("  " + _("deal {number}: the engines disagree: {note}").format(number=number, note=note))
            return EXIT_OK
    for number in numbers:
        print(line_of(number, rules, cells, book.entry(number, rules, cells)))
    return EXIT_OK


def _merge(args: argparse.Namespace) -> int:
    paths = [Path(check_path(name, "FILE")) for name in args.files]
    merged = read_census(paths[0])
    for at, path in enumerate(paths[1:], 1):
        merged = merge_census(merged, read_census(path), " or ".join(map(str, paths[:at])), str(path))
    out = Path(check_path(args.out, "--out"))
    merged = merged.trimmed()
    write_census(out, merged)
    print(_summary(merged, merged.first, merged.last), file=sys.stderr)
    print(out)
    return EXIT_OK if merged.counted else EXIT_BAD_INPUT
