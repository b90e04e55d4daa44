"""``freecell-retro census run`` on Dask distributed: on the embedded LocalCluster, and on a real
cluster started the ordinary way (``dask scheduler``, two ``dask worker`` processes on this
machine) where a worker killed mid-run costs nothing and a stopped client goes on where it stopped."""

from __future__ import annotations

import importlib
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install 'freecell-retro[census]')")

from freecell_retro.cli.census_run import HOLD_AFTER_WRITING  # noqa: E402
from freecell_retro.engine.board import Board  # noqa: E402
from freecell_retro.engine.rules import Rules  # noqa: E402
from freecell_retro.files.atomic import UnreadableFileError  # noqa: E402
from freecell_retro.files.census import Entry, Verdict, read_census  # noqa: E402
from freecell_retro.solver import Budget, solve  # noqa: E402

ROOT = Path(__file__).parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
WAITS = 2_000
"""Looks at a state (a port that listens, a file written) before a test gives up: 0.05 s apart."""

pytestmark = [pytest.mark.process, pytest.mark.slow]


def census_run(out: Path, first: int, last: int, *where: str, hold: bool = False) -> subprocess.Popen[str]:
    """``census run`` as a process; ``hold``: it waits after its first writing of the file until stopped."""
    env = {**ENV, HOLD_AFTER_WRITING: "1"} if hold else ENV
    return subprocess.Popen([sys.executable, "-m", "freecell_retro", "census", "run", "--from", str(first), "--to",
                             str(last), "--out", str(out), "--chunk", "4", "--positions", "200000", *where],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=out.parent,
                            preexec_fn=hearing_ctrl_c)


def hearing_ctrl_c() -> None:
    """In the child before it starts: Ctrl+C (SIGINT) as a terminal's foreground command hears it, even when
    the tests run where it is ignored (a shell's background job), which the child would inherit."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def par(number: int, cells: int = 4) -> int:
    return len(solve(Board.game(number, Rules.ORIGINAL, cells), Budget(nodes=None, seconds=None,
                                                                        positions=200_000, helper=False)).moves)


def wait_for(ready: object, what: str) -> None:
    """Wait (looking 0.05 s apart, at most :data:`WAITS` times) until ``ready()``."""
    import threading
    event = threading.Event()
    for _ in range(WAITS):
        if ready():  # type: ignore[operator]
            return
        event.wait(0.05)
    raise AssertionError(f"never {what}")


def counted(path: Path) -> int:
    try:
        return read_census(path).counted
    except UnreadableFileError:
        return 0


def test_the_embedded_local_cluster_counts_a_range(tmp_path: Path) -> None:
    out = tmp_path / "census.o3"
    run = census_run(out, 1, 8, "--cells", "3", "--workers", "2")
    _, err = run.communicate(timeout=600)
    assert run.returncode == 0, err
    census = read_census(out)
    assert (census.rules, census.cells, census.first, census.last, census.counted) == (Rules.ORIGINAL, 3, 1, 8, 8)
    assert census.get(1) == Entry(Verdict.WINNABLE, par(1, 3))
    assert "8/8 deals" in err and "deals/s" in err


def worker_complains() -> None:
    """What a worker logs when its heartbeat misses the scheduler (the machine busy), traceback and all."""
    import logging
    try:
        raise ConnectionError("Stream is closed")
    except ConnectionError:
        logging.getLogger("distributed.worker").exception("Failed to communicate with scheduler during heartbeat.")


@pytest.mark.filterwarnings("ignore:Port .* is already in use")  # another census's, as census run says
def test_the_embedded_cluster_prints_no_complaint_of_dask_s_own(capfd: pytest.CaptureFixture[str]) -> None:
    """A player counting deals sees the progress bar and one-line errors, never a worker's traceback."""
    from freecell_retro.cli.census_run import _local_cluster
    distributed: Any = importlib.import_module("distributed")  # untyped
    cluster = _local_cluster(distributed, 1)
    try:
        with distributed.Client(cluster) as client:
            client.run(worker_complains)
    finally:
        cluster.close()
    err = capfd.readouterr().err
    assert "heartbeat" not in err and "Traceback" not in err, err


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def cluster() -> Iterator[tuple[str, list[subprocess.Popen[bytes]]]]:
    """A scheduler and two workers, as a player starts them; stopped by their process ids."""
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    dask = [sys.executable, "-m", "dask"]
    started = [subprocess.Popen([*dask, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"],
                                env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        wait_for(lambda: listening(port), "a scheduler listening")
        for _ in range(2):
            started.append(subprocess.Popen([*dask, "worker", address, "--nthreads", "1", "--no-nanny",
                                             "--no-dashboard"], env=ENV, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL))
        yield address, started[1:]
    finally:
        for process in reversed(started):
            if process.poll() is None:
                process.kill()
            process.wait()


def test_a_real_cluster_loses_nothing_when_a_worker_is_killed_mid_run(
        tmp_path: Path, cluster: tuple[str, list[subprocess.Popen[bytes]]]) -> None:
    address, workers = cluster
    out = tmp_path / "census.original4"
    run = census_run(out, 1, 60, "--scheduler", address)
    wait_for(lambda: counted(out) > 0 or run.poll() is not None, "a chunk written")
    assert counted(out) < 60, "the run ended before a worker could be killed"
    workers[0].send_signal(signal.SIGKILL)
    _, err = run.communicate(timeout=600)
    assert run.returncode == 0, err
    census = read_census(out)
    assert census.counted == 60
    assert all(census.get(n) == Entry(Verdict.WINNABLE, par(n)) for n in (1, 30, 60))


def test_a_stopped_client_goes_on_where_it_stopped(
        tmp_path: Path, cluster: tuple[str, list[subprocess.Popen[bytes]]]) -> None:
    address, _workers = cluster
    out = tmp_path / "census.original4"
    run = census_run(out, 200, 259, "--scheduler", address, hold=True)  # it waits after its first writing
    wait_for(lambda: counted(out) > 0 or run.poll() is not None, "a chunk written")
    run.send_signal(signal.SIGINT)
    _, err = run.communicate(timeout=120)
    kept = read_census(out).counted
    assert run.returncode == 130 and 0 < kept < 60, err
    again = census_run(out, 200, 259, "--scheduler", address)
    _, err = again.communicate(timeout=600)
    assert again.returncode == 0, err
    assert f"{60 - kept}/{60 - kept} deals" in err  # only the deals left were counted
    assert read_census(out).counted == 60
