"""How many worker processes a review starts (issue 16), and that it leaves none behind.

A six-player game's review is about 1,000 counts of a millisecond or so: less work than starting
a worker costs, so it runs in one process whatever ``--jobs`` says; a long or an eight-player game
gets its workers, never more than the machine has idle CPUs. The numbers are the same either way.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.review import work
from fishsolve.literature.sim.game import simulate


def distinct(log: GameLog) -> list[work.Unit]:
    units = work.plan(log, public_frames=True)
    first = work.firsts(work.Worker(Analyzer(log)), units)
    return [u for i, u in enumerate(units) if first[i] == i]


def test_an_ordinary_game_is_reviewed_in_one_process() -> None:
    log = simulate(9, 6, bots="careless")  # 153 events
    units = distinct(log)
    assert work.pool_size(2, len(log.events), units, 6, spare=2) == 1
    # The same units with eight players' costlier counts are worth two workers...
    assert work.pool_size(2, len(log.events), units, 8, spare=2) == 2
    # ... but not on a machine whose CPUs are all busy.
    assert work.pool_size(2, len(log.events), units, 8, spare=1) == 1


def test_spare_cpus_counts_the_load() -> None:
    assert work.spare_cpus() >= 1
    assert work.spare_cpus() <= len(os.sched_getaffinity(0)) + 1


SCRIPT = textwrap.dedent(
    """
    import json, sys
    from fishsolve.literature.review import work
    from fishsolve.literature.review.game import review
    from fishsolve.literature.sim.game import simulate

    if __name__ == "__main__":  # worker processes import this file too
        work.POOL_COUNTS = 0  # a pool however small the work
        work.spare_cpus = lambda: 2
        log = simulate(9, 6, bots="careless")
        log = log.with_events(log.events[:40])
        two = review(log, jobs=2).to_dict(frames=True)
        one = review(log, jobs=1).to_dict(frames=True)
        print(json.dumps(two == one))
    """
)


def test_a_pool_gives_the_same_review_and_leaves_no_process(tmp_path: Path) -> None:
    script = tmp_path / "review_two.py"
    script.write_text(SCRIPT)
    proc = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group: whatever it starts is in it
    )
    out, _ = proc.communicate(timeout=600)
    assert proc.returncode == 0
    assert out.strip().splitlines()[-1] == "true"
    left = in_group(proc.pid)
    for _ in range(50):  # a worker may take a moment to see its parent gone
        if not left:
            break
        time.sleep(0.1)
        left = in_group(proc.pid)
    assert not left, f"processes left in the review's group: {left}"


def in_group(group: int) -> list[str]:
    """The live processes of process group ``group``."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(stat.parent.name)
    return found


def test_stopping_a_pool_waits_for_its_manager_thread() -> None:
    """An interrupted review stops its pool at once (work._stop): it cancels what is queued,
    ends the workers, and waits for the pool's manager thread to end before the process goes on
    to exit -- else the exit hook of concurrent.futures can write to the wake-up pipe the thread
    is closing and print a traceback after a quiet SIGTERM (seen once in the clean-clone CI).
    A stand-in pool whose manager thread takes a moment to end shows the wait."""
    import threading
    from typing import Any, cast

    from fishsolve.literature.review import work

    class Worker:
        def __init__(self) -> None:
            self.terminated = self.joined = False

        def terminate(self) -> None:
            self.terminated = True

        def join(self, timeout: float) -> None:
            self.joined = True

    class Pool:
        def __init__(self) -> None:
            self._processes = {1: Worker(), 2: Worker()}
            self._executor_manager_thread: threading.Thread | None = threading.Thread(
                target=time.sleep, args=(0.5,)
            )
            self._executor_manager_thread.start()
            self.shut: tuple[bool, bool] | None = None

        def shutdown(self, wait: bool, cancel_futures: bool) -> None:
            self.shut = (wait, cancel_futures)
            self._executor_manager_thread = None  # as concurrent.futures does

    pool = Pool()
    manager = pool._executor_manager_thread
    assert manager is not None
    work._stop(cast(Any, pool))
    assert pool.shut == (False, True)
    assert all(w.terminated and w.joined for w in pool._processes.values())
    assert not manager.is_alive()
