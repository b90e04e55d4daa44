"""Set up (the first time) and run every test: ``python3 scripts/test.py [pytest arguments]``
(Windows: ``py scripts\\test.py``). ``--quick`` runs the fast subset alone: the engine, files, session
and solver units, no window and no game started in a process of its own (the marks in pyproject.toml).

A whole run (no test files named, no ``-n`` of one's own) spreads over the machine's cores with
pytest-xdist, a test file's module-wide fixtures kept in one worker (``--dist loadgroup``, which
tests/spreading.py carries out); on one core it runs in this process, as a run of named files always does."""

import os
import sys

from venv_setup import run

QUICK = ["-m", "not window and not process and not slow"]


def cores() -> int:
    """The cores this process may run on (a ``taskset`` counts), not the machine's."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def spread(arguments: list[str], cores: int) -> list[str]:
    """The xdist arguments for a whole run on ``cores`` cores; none when one core, or when the run
    names its own files or workers.

    >>> spread([], 2)
    ['-n', '2', '--dist', 'loadgroup']
    >>> spread(["-x"], 1), spread(["tests/test_rules.py"], 2), spread(["-n", "3"], 2)
    ([], [], [])
    """
    named = any(not argument.startswith("-") for argument in arguments)
    own = any(argument in ("-n", "--numprocesses", "-p") or argument.startswith(("-n", "--numprocesses="))
              for argument in arguments)
    return [] if cores < 2 or named or own else ["-n", str(cores), "--dist", "loadgroup"]


def pytest_arguments(arguments: list[str], cores: int = 1) -> list[str]:
    """The arguments for ``python -m pytest``: ``--quick`` becomes the marks' selection.

    >>> pytest_arguments(["--quick", "-x"])
    ['-m', 'pytest', '-q', '-m', 'not window and not process and not slow', '-x']
    >>> pytest_arguments(["tests/test_rules.py"], cores=2)
    ['-m', 'pytest', '-q', 'tests/test_rules.py']
    >>> pytest_arguments([], cores=2)
    ['-m', 'pytest', '-q', '-n', '2', '--dist', 'loadgroup']
    """
    quick = [*QUICK] if "--quick" in arguments else []
    rest = [argument for argument in arguments if argument != "--quick"]
    return ["-m", "pytest", "-q", *quick, *spread(rest, cores), *rest]


if __name__ == "__main__":
    sys.exit(run("test", pytest_arguments(sys.argv[1:], cores())))
