"""A season of simulated games reviewed in one process, in two, and on a local Dask cluster of two.

Run from the repository root: ``python bench/bench_season.py [--games 200] [--halves 4]
[--out /tmp/perf_season.md]``. The games are simulated (careless bots, seeds 1..N, six of eight
names at each table) on a deck of ``--halves`` half-suits of the standard deck (4: 24 cards, four
per hand, about half a second of review each; 8: the full 48-card deck, several seconds each),
then reviewed three ways, interleaved slice by slice (``--slices``) so that a change in the
machine's load falls on all three alike:

- ``jobs=1``: every game in this process;
- ``jobs=2``: two forked worker processes;
- ``local:2``: a Dask LocalCluster of two worker processes (started once; the start and stop of
  an empty ``local:2``, which every ``--cluster local:2`` command pays once, is timed apart).

It checks that the three season JSON documents are the same bytes, and prints (and writes to
``--out``) the wall times, the speed-ups over one process, the CPU time of all the processes of
each way (this one, its workers, the cluster's nannies and workers), and the cluster's overhead per
game over two local processes. Wall times depend on what else the machine runs; CPU times do not.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import resource
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fishsolve.executor import Executor
from fishsolve.game.cards import STANDARD, Deck
from fishsolve.game.options import RuleSet
from fishsolve.season.games import GameDigest, review_game
from fishsolve.season.load import SeasonGame, Skipped
from fishsolve.season.report import season_of
from fishsolve.sim.game import simulate

POOL = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def season(count: int, halves: int) -> list[SeasonGame]:
    deck = (
        STANDARD
        if halves == 8
        else Deck(f"small-{halves}", "bench deck", STANDARD.half_suits[:halves])
    )
    games = []
    for seed in range(1, count + 1):
        names = [POOL[(seed + 3 * i) % len(POOL)] for i in range(6)]
        log = simulate(seed, 6, RuleSet(deck=deck), "careless", names=names)
        games.append(SeasonGame(f"game-{seed:03d}.fish", None, log))
    return games


def cpu_seconds() -> float:
    """CPU seconds used so far by this process, its reaped children and its live descendants
    (the local cluster's nannies and workers)."""
    import psutil  # type: ignore[import-untyped]  # installed with distributed

    own = resource.getrusage(resource.RUSAGE_SELF)
    reaped = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = own.ru_utime + own.ru_stime + reaped.ru_utime + reaped.ru_stime
    for child in psutil.Process().children(recursive=True):
        try:
            times = child.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


@dataclass
class Run:
    """One way of running the season: its executor, and what it cost in all."""

    name: str
    executor: Executor
    wall: float = 0.0
    cpu: float = 0.0
    results: list[GameDigest | Skipped] = field(default_factory=list)

    def slice(self, games: list[SeasonGame]) -> None:
        wall, cpu = time.perf_counter(), cpu_seconds()
        self.results += self.executor.map(review_game, games)
        self.wall += time.perf_counter() - wall
        self.cpu += cpu_seconds() - cpu

    def season(self) -> str:
        digests = [r for r in self.results if isinstance(r, GameDigest)]
        return json.dumps(season_of(digests).to_dict())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--halves", type=int, default=4, choices=range(2, 9))
    parser.add_argument("--slices", type=int, default=4)
    parser.add_argument("--out", type=Path, default=Path("/tmp/perf_season.md"))
    args = parser.parse_args()
    import distributed

    dist: Any = distributed

    games = season(args.games, args.halves)
    n = len(games)
    events = sum(len(g.log.events) for g in games)
    print(f"{n} games, {events} events, {6 * args.halves} cards, {os.cpu_count()} CPUs")
    start = time.perf_counter()
    list(Executor(cluster="local:2").map(abs, []))
    empty = time.perf_counter() - start
    print(f"start and stop of an empty local:2: {empty:.1f} s")
    cluster = dist.LocalCluster(
        n_workers=2, threads_per_worker=1, dashboard_address=":0", silence_logs=logging.CRITICAL
    )
    runs = [
        Run("1 process (`--jobs 1`)", Executor()),
        Run("2 local processes (`--jobs 2`)", Executor(jobs=2)),
        Run(
            "local Dask cluster of 2 (`--cluster local:2`)",
            Executor(cluster=cluster.scheduler_address),
        ),
    ]
    size = -(-n // args.slices)
    for first in range(0, n, size):
        for run in runs:  # interleaved: a change in the machine's load falls on all three
            run.slice(games[first : first + size])
        print(f"{first + size}/{n}: " + ", ".join(f"{r.wall:.0f} s" for r in runs))
    cluster.close()
    documents = {r.season() for r in runs}
    assert len(documents) == 1, "the three seasons differ"
    one, two, dask = runs
    cluster_wall = dask.wall + empty
    rows = [
        "| run | wall (s) | speed-up (wall) | CPU (s, all processes) | wall per game (ms) |",
        "|---|---:|---:|---:|---:|",
        *(
            f"| {r.name} | {r.wall:.1f} | {one.wall / r.wall:.2f}x | {r.cpu:.1f} "
            f"| {r.wall / n * 1000:.0f} |"
            for r in runs
        ),
        f"| the same cluster, its start and stop included | {cluster_wall:.1f} "
        f"| {one.wall / cluster_wall:.2f}x | | {cluster_wall / n * 1000:.0f} |",
    ]
    load = os.getloadavg()
    text = "\n".join(
        [
            f"### Season review (bench/bench_season.py): {n} simulated games, "
            f"{6 * args.halves}-card deck, 6 players",
            "",
            f"{n} games (careless bots, seeds 1-{n}, {events} events in all) reviewed three "
            f"ways, interleaved in {args.slices} slices so that the machine's load falls on all "
            f"three alike, on {os.cpu_count()} shared cores (load average at the end "
            f"{load[0]:.1f}); the three season JSON documents are identical byte for byte.",
            "",
            *rows,
            "",
            "Cluster overhead per game over 2 local processes: "
            f"{(dask.wall - two.wall) / n * 1000:.0f} ms wall and "
            f"{(dask.cpu - two.cpu) / n * 1000:.0f} ms CPU, plus {empty:.1f} s once to "
            "start and stop the local cluster.",
            "",
        ]
    )
    args.out.write_text(text, encoding="utf-8")
    print()
    print(text)


if __name__ == "__main__":
    main()
