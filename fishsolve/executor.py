"""One executor for every batch command: a function over many inputs, here, in worker processes,
or on a Dask cluster, with the results in the order of the inputs.

A batch (`simulate --count`, `tournament`, `puzzle make --count`, `review --season`) is a
picklable top-level function applied to a list of inputs, each result a pure function of its
input (a seed, a log). :meth:`Executor.map` runs it

- in this process with ``jobs=1`` and no cluster;
- over ``jobs`` local worker processes (forked, each started with
  :func:`~fishsolve.workers.watch_parent`: no worker outlives the command, and Ctrl-C reaches
  the command, which stops them and exits 130);
- on a Dask distributed cluster with ``cluster=ADDRESS`` (a running scheduler,
  ``tcp://host:8786``) or ``cluster="local:N"`` (a local cluster of N worker processes started
  for the run and stopped after it; like local workers, its workers leave Ctrl-C to the command,
  which cancels the tasks, stops the cluster and exits 130). Dask is the optional extra
  ``fishsolve[cluster]``; a task whose worker dies is run again elsewhere (up to :data:`RETRIES`
  times), and so is a task that raised (the same input gives the same error again, which then
  stops the run).

Whatever runs them, the results come back in input order and are the same values: the caller
writes the same bytes. Only a bounded window of inputs is in flight at a time (:data:`WINDOW`
per worker), so a batch of millions holds no list of them. A task should return a user's error
as a value (an exception crossing processes loses its location): the season's tasks do.

>>> list(Executor().map(abs, [-2, 1, -3]))
[2, 1, 3]
>>> parse_cluster("local:2"), parse_cluster("tcp://10.0.0.5:8786")
(2, 'tcp://10.0.0.5:8786')
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import re
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any, TypeVar

from fishsolve.errors import OptionError, UsageError
from fishsolve.workers import MAX_WORKERS, watch_parent

T = TypeVar("T")
R = TypeVar("R")

WINDOW = 64
"""Inputs in flight per worker: enough to keep every worker busy while the results are taken in
order, few enough that a long batch holds a window of inputs, not all of them."""

RETRIES = 3
"""How many more times a cluster runs a task whose worker died (or that raised)."""

EXTRA = "pip install 'fishsolve[cluster]'"
"""How to install the Dask extra."""


CONNECT_TIMEOUT = 3
"""Seconds to wait for a cluster's scheduler before saying it cannot be reached."""
_SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")
_ADDRESS = re.compile(
    r"(?:(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://)?(?P<host>[^\s:/]+|\[[^\]]+\]):(?P<port>\d+)/?"
)


def parse_cluster(text: str) -> int | str:
    """The worker count of ``local:N``, or the scheduler address of anything else.

    Raises:
        OptionError: ``local:`` without a whole number of workers from 1 to ``MAX_WORKERS``, or
            an address that is not ``[tcp://]HOST:PORT`` (or tls, ws, wss, ucx).
    """
    address = text.strip()
    if address.lower().startswith("local:"):
        count = address[len("local:") :]
        if not count.isdigit() or int(count) < 1:
            raise OptionError.bad("cluster", text, "give local:N with N workers, at least 1")
        if int(count) > MAX_WORKERS:
            raise OptionError.bad(
                "cluster", text, f"give local:N with N at most {MAX_WORKERS} (4 per CPU here)"
            )
        return int(count)
    found = _ADDRESS.fullmatch(address)
    scheme = (found.group("scheme") or "tcp").lower() if found else ""
    if found is None or scheme not in _SCHEMES or not 0 < int(found.group("port")) < 65536:
        raise OptionError.bad(
            "cluster", text, "give a scheduler address (tcp://HOST:PORT, or HOST:PORT) or local:N"
        )
    return address


@dataclass(frozen=True)
class Executor:
    """Where a batch runs: ``jobs`` local processes, or the Dask cluster at ``cluster``."""

    jobs: int = 1
    """Local worker processes (1: this process); ignored with a cluster."""
    cluster: str | None = None
    """A Dask scheduler's address, or ``local:N``; None: run locally."""
    retries: int = RETRIES

    def __post_init__(self) -> None:
        if self.jobs < 1:
            raise OptionError.bad("jobs", self.jobs, "give at least 1 process")
        if self.jobs > MAX_WORKERS:
            raise OptionError.bad(
                "jobs", self.jobs, f"give at most {MAX_WORKERS} processes (4 per CPU here)"
            )
        if self.cluster is not None:
            parse_cluster(self.cluster)

    @property
    def where(self) -> str:
        """Where the work runs, in words (``2 processes``, ``cluster local:2``)."""
        if self.cluster is not None:
            return f"cluster {self.cluster}"
        return "this process" if self.jobs == 1 else f"{self.jobs} processes"

    def map(self, task: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """``task(item)`` for each of ``items``, in their order (see the module).

        ``task`` must be a top-level function (and so must anything it is given that is a
        function): it is sent to the workers by reference.

        Raises:
            UsageError: a cluster without the Dask extra installed, or that cannot be reached.
        """
        if self.cluster is not None:
            return _on_cluster(parse_cluster(self.cluster), task, items, self.retries)
        if self.jobs == 1:
            return map(task, items)
        return _in_processes(self.jobs, task, items)


def _in_processes(jobs: int, task: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
    pending = iter(items)
    first = list(islice(pending, WINDOW * jobs))
    if not first:
        return
    context = multiprocessing.get_context("fork")
    # Never more workers than tasks. Leaving the block for any reason (an interrupt too)
    # terminates the workers.
    workers = min(jobs, len(first))
    with context.Pool(workers, initializer=watch_parent, initargs=(os.getpid(),)) as pool:
        # A pool takes in every input it is given at once: give it a window at a time.
        batch = first
        while batch:
            yield from pool.imap(task, batch)
            batch = list(islice(pending, WINDOW * jobs))


def _on_cluster(
    where: int | str, task: Callable[[T], R], items: Iterable[T], retries: int
) -> Iterator[R]:
    with _client(where, retries) as client:
        workers = len(client.scheduler_info().get("workers", {})) or 1
        pending = iter(items)
        ahead: deque[Any] = deque()  # distributed.Future

        def submit(count: int) -> None:
            for item in islice(pending, count):
                ahead.append(client.submit(task, item, retries=retries, pure=False))

        submit(WINDOW * workers)
        try:
            while ahead:
                result: R = ahead.popleft().result()
                submit(1)
                yield result
        finally:
            if ahead:
                client.cancel(list(ahead))


class _Session:
    """A client of the cluster at ``where`` (a LocalCluster started for ``local:N``), closed on
    exit, the local cluster stopped with it."""

    def __init__(self, where: int | str, retries: int) -> None:
        self.where = where
        self.retries = retries
        self.cluster: Any = None
        self.client: Any = None  # distributed.Client (untyped)

    def __enter__(self) -> Any:
        try:
            import dask
            import distributed
        except ImportError:
            raise UsageError(f"--cluster needs Dask: {EXTRA}") from None
        # The cluster's own chatter (workers started, restarted, closed) is not the command's.
        logging.getLogger("distributed").setLevel(logging.ERROR)
        dist: Any = distributed
        if isinstance(self.where, int):
            # A local cluster's worker processes hold semaphores that multiprocessing's resource
            # tracker (a process of its own, started from this environment) reports as "leaked"
            # after the command ends on a Ctrl-C: cleaned up all the same, and no news for the
            # user, whose last line must stay "interrupted". The tracker reads this variable.
            os.environ.setdefault("PYTHONWARNINGS", "ignore:resource_tracker:UserWarning")
            with dask.config.set({"distributed.scheduler.allowed-failures": self.retries}):
                self.cluster = dist.LocalCluster(
                    n_workers=self.where,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=":0",
                    silence_logs=logging.CRITICAL,
                )
            self.client = dist.Client(self.cluster)
            # A local scheduler runs in this process and watches its garbage collector through
            # a callback: a Ctrl-C landing in it is "ignored" with a traceback after the
            # command's "interrupted". The command has no use for that diagnosis.
            import distributed.gc

            gc_diagnosis: Any = distributed.gc
            gc_diagnosis.disable_gc_diagnosis(force=True)
            # Ctrl-C reaches the whole process group, the local workers too: they leave it to
            # the command (the plugin runs in every worker, one started again after a death too).
            self.client.register_plugin(_interrupts_to_the_command(), name=_PLUGIN)
            return self.client
        try:
            self.client = dist.Client(self.where, timeout=CONNECT_TIMEOUT)
        except (OSError, ValueError, TypeError) as err:
            reason = f"cannot reach the scheduler ({err})"
            raise UsageError(f"--cluster {self.where}: {reason}") from None
        return self.client

    def __exit__(self, *exc: object) -> None:
        # Closing races with a local scheduler still sending to this client (after Ctrl-C, most
        # often): what it logs then (a closed comm, at CRITICAL, with a traceback) is teardown,
        # never the command's business. Nothing is logged until both are closed.
        before = logging.root.manager.disable
        logging.disable(logging.CRITICAL)
        try:
            if self.client is not None:
                self.client.close()
            if self.cluster is not None:
                self.cluster.close()
        finally:
            logging.disable(before)


def _client(where: int | str, retries: int) -> _Session:
    return _Session(where, retries)


_PLUGIN = "fishsolve-interrupts"


def _ignore_interrupts() -> None:
    """Leave SIGINT to the command (in a worker's main thread; elsewhere it cannot be set)."""
    with contextlib.suppress(ValueError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _interrupts_to_the_command() -> Any:
    """A Dask worker plugin that makes each worker of a local cluster ignore Ctrl-C (see
    :func:`fishsolve.workers.watch_parent`: the command handles it and stops the workers)."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class InterruptsToTheCommand(WorkerPlugin):
        def setup(self, worker: Any) -> None:
            _ignore_interrupts()

    return InterruptsToTheCommand()
