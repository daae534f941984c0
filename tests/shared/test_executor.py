"""The executor: results in input order, the same here, in worker processes and on a Dask cluster;
a task whose worker dies is run again (issue 18)."""

from __future__ import annotations

import importlib.util
import os
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from fishsolve.errors import OptionError
from fishsolve.executor import WINDOW, Executor, parse_cluster
from fishsolve.literature.sim.setup import Setup

DASK = importlib.util.find_spec("distributed") is not None
needs_dask = pytest.mark.skipif(not DASK, reason="the cluster extra is not installed")


def square_and_pid(x: int) -> tuple[int, int]:
    return x * x, os.getpid()


def record_of(seed: int) -> str:
    """The text of simulated game ``seed`` (a real task: a pure function of its input)."""
    setup = Setup.parse(6, bots="careless")
    return setup.record(setup.game(seed))


def kill_once(item: tuple[str, int]) -> int:
    """Kills its own worker process the first time it sees input 3 (a marker file remembers)."""
    marker, x = item
    if x == 3 and not Path(marker).exists():
        Path(marker).write_text("killed once\n")
        os.kill(os.getpid(), signal.SIGKILL)
    return x * x


def test_in_process_keeps_order_and_runs_here() -> None:
    results = list(Executor().map(square_and_pid, range(-3, 4)))
    assert [r for r, _ in results] == [9, 4, 1, 0, 1, 4, 9]
    assert {pid for _, pid in results} == {os.getpid()}


def test_worker_processes_give_the_same_results_in_input_order() -> None:
    items = list(range(2 * WINDOW * 2 + 5))  # more than one window of inputs
    results = list(Executor(jobs=2).map(square_and_pid, items))
    assert [r for r, _ in results] == [x * x for x in items]
    assert os.getpid() not in {pid for _, pid in results}
    # Real work, byte for byte: the records of simulated games.
    seeds = [1, 2, 3, 4]
    assert list(Executor(jobs=2).map(record_of, seeds)) == [record_of(s) for s in seeds]


def test_bad_settings_are_refused_before_any_work() -> None:
    assert parse_cluster(" local:3 ") == 3
    for bad in ("local:0", "local:x", "local:", "  "):
        with pytest.raises(OptionError, match="cluster"):
            parse_cluster(bad)
    with pytest.raises(OptionError, match="jobs"):
        Executor(jobs=0)
    with pytest.raises(OptionError, match="cluster"):
        Executor(cluster="local:-1")
    assert Executor(jobs=2).where == "2 processes"
    assert Executor(cluster="local:2").where == "cluster local:2"


@needs_dask
@pytest.mark.slow
def test_a_local_cluster_equals_a_local_run_and_survives_a_killed_worker(tmp_path: Path) -> None:
    import cloudpickle

    # Send this module's functions by value: the cluster's workers do not import tests/.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    seeds = [1, 2, 3, 4, 5]
    marker = tmp_path / "killed"
    items = [(str(marker), x) for x in range(8)]
    cluster = Executor(cluster="local:2")
    assert list(cluster.map(record_of, seeds)) == list(Executor(jobs=2).map(record_of, seeds))
    assert list(cluster.map(kill_once, items)) == [x * x for x in range(8)]
    assert marker.exists()  # a worker really died on input 3, and its task ran again


def test_what_a_cluster_logs_while_it_closes_is_not_shown(
    capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """After Ctrl-C a local scheduler may still send to the client being closed and log the
    closed comm at CRITICAL with a traceback (seen once in CI); closing shows nothing of it, and
    logging works again afterwards."""
    import logging

    from fishsolve.executor import _Session

    class Closing:
        def close(self) -> None:
            try:
                raise ConnectionError("Comm already closed")
            except ConnectionError:
                logging.getLogger("distributed.scheduler").critical("Closed comm", exc_info=True)
                logging.getLogger("distributed.client").critical("Closed comm", exc_info=True)

    session = _Session(2, 0)
    session.client = Closing()
    session.cluster = Closing()
    with caplog.at_level(logging.DEBUG):
        session.__exit__(None, None, None)
        assert not caplog.records
        logging.getLogger("fishsolve.test").critical("after")
    assert [r.getMessage() for r in caplog.records] == ["after"]
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "Closed comm" not in captured.err


# Issue 30 (Medium 4 and 5): --jobs 99999 and local:99999 started hundreds of processes, and a
# malformed scheduler address was an 80-line ValueError from Dask. Each is now one line.
@pytest.mark.parametrize(
    "address", ["garbage", "tcp://", "ftp://127.0.0.1:8786", "tcp://host", "host:0", "a b:1"]
)
def test_a_malformed_scheduler_address_is_refused_naming_the_flag(address: str) -> None:
    with pytest.raises(OptionError, match=r"^cluster .*: give a scheduler address"):
        Executor(cluster=address)


@pytest.mark.parametrize(
    "address", ["tcp://10.0.0.5:8786", "10.0.0.5:8786", "tls://sched.example:8786", "[::1]:8786"]
)
def test_a_scheduler_address_is_taken_as_given(address: str) -> None:
    assert parse_cluster(address) == address


def test_workers_are_capped_at_four_per_cpu() -> None:
    from fishsolve.workers import MAX_WORKERS

    assert 4 * (os.cpu_count() or 1) == MAX_WORKERS
    Executor(jobs=MAX_WORKERS)
    assert parse_cluster(f"local:{MAX_WORKERS}") == MAX_WORKERS
    with pytest.raises(OptionError, match=f"give at most {MAX_WORKERS} processes"):
        Executor(jobs=MAX_WORKERS + 1)
    with pytest.raises(OptionError, match=f"N at most {MAX_WORKERS}"):
        Executor(cluster=f"local:{MAX_WORKERS + 1}")


def test_never_more_worker_processes_than_tasks(monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    sizes: list[int] = []
    real = multiprocessing.get_context

    class Spy:
        def __init__(self, method: str) -> None:
            self.context = real(method)

        def Pool(self, processes: int, **kwargs: Any) -> Any:  # noqa: N802 (multiprocessing's name)
            sizes.append(processes)
            return self.context.Pool(processes, **kwargs)

    monkeypatch.setattr(multiprocessing, "get_context", Spy)
    assert list(Executor(jobs=8).map(abs, [-1, -2])) == [1, 2]
    assert sizes == [2]
    assert list(Executor(jobs=8).map(abs, [])) == []
    assert sizes == [2]


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None, reason="needs Dask")
def test_a_local_cluster_leaves_no_gc_callback_a_ctrl_c_could_land_in() -> None:
    """A local cluster's scheduler runs in the command's process and adds a garbage collector's
    callback (its GC diagnosis); a Ctrl-C landing there was printed as "Exception ignored ...
    Traceback" after the command's "interrupted" (a CI run saw it). The session turns it off."""
    import gc

    from fishsolve.executor import _client

    with _client(1, 0):
        theirs = [cb for cb in gc.callbacks if getattr(cb, "__module__", "") == "distributed.gc"]
    assert theirs == []
