"""The simulated Windows is put on PYTHONPATH for other processes (tests/test_simulated_windows.py):
never imported into the test process itself, where ``--doctest-modules`` would collect it."""

collect_ignore = ["sitecustomize.py"]
