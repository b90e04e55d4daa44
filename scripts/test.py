"""Set up (the first time) and run every test: ``python3 scripts/test.py [pytest arguments]``
(Windows: ``py scripts\\test.py``). ``--quick`` runs the fast subset alone: the engine, files, session
and solver units, no window and no game started in a process of its own (the marks in pyproject.toml)."""

import sys

from venv_setup import run

QUICK = ["-m", "not window and not process and not slow"]


def pytest_arguments(arguments: list[str]) -> list[str]:
    """The arguments for ``python -m pytest``: ``--quick`` becomes the marks' selection.

    >>> pytest_arguments(["--quick", "-x"])
    ['-m', 'pytest', '-q', '-m', 'not window and not process and not slow', '-x']
    >>> pytest_arguments(["tests/test_rules.py"])
    ['-m', 'pytest', '-q', 'tests/test_rules.py']
    """
    quick = [*QUICK] if "--quick" in arguments else []
    return ["-m", "pytest", "-q", *quick, *(argument for argument in arguments if argument != "--quick")]


if __name__ == "__main__":
    sys.exit(run("test", pytest_arguments(sys.argv[1:])))
