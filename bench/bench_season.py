"""A season of simulated games reviewed in one process, in two, and on a local Dask cluster of two.

Run from the repository root: ``python bench/bench_season.py [--games 200] [--halves 4]
[--tiny 200] [--fish 20] [--fish-full 2] [--out /tmp/perf_season.md]``. The games are
simulated (careless bots, seeds 1..N, six of eight names at each table) on a deck of
``--halves`` half-suits of the standard deck (4: 24 cards, four per hand, about half a second of
review each; 8: the full 48-card deck, several seconds each),
then reviewed three ways, interleaved slice by slice (``--slices``) so that a change in the
machine's load falls on all three alike:

- ``jobs=1``: every game in this process;
- ``jobs=2``: two forked worker processes;
- ``local:2``: a Dask LocalCluster of two worker processes (started once; the start and stop of
  an empty ``local:2``, which every ``--cluster local:2`` command pays once, is timed apart).

It checks that the three season JSON documents are the same bytes, and prints (and writes to
``--out``) the wall times, the speed-ups over one process, the CPU time of all the processes of
each way (this one, its workers, the cluster's nannies and workers), and the cluster's overhead per
game over two local processes. Then the same three ways on ``--tiny`` games of a 6-card deck (one
card a hand: the review is almost no work, so the time is the path's own cost per game), on
``--fish`` Go Fish games (4 players, ranks 2-7, deal 5), and ``--fish-full`` full-deck Go Fish
games in one process (with the asks not counted within the budget). Wall times depend on what
else the machine runs; CPU times do not.
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

from fishsolve.cards import Rank
from fishsolve.executor import Executor
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.season.report import FishDigest
from fishsolve.gofish.sim.game import play
from fishsolve.literature.decks import STANDARD, Deck
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.season.digest import GameDigest
from fishsolve.literature.sim.game import simulate
from fishsolve.season.report import digest as review_game
from fishsolve.season.report import season_of

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
        games.append(SeasonGame(f"game-{seed:03d}.fish", None, "literature", log))
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
    results: list[GameDigest | FishDigest | Skipped] = field(default_factory=list)
    families: list[str] = field(default_factory=list)

    def slice(self, games: list[SeasonGame]) -> None:
        self.families += [g.family for g in games]
        wall, cpu = time.perf_counter(), cpu_seconds()
        self.results += self.executor.map(review_game, games)
        self.wall += time.perf_counter() - wall
        self.cpu += cpu_seconds() - cpu

    def season(self) -> str:
        digests = [
            (key, r)
            for key, r in zip(self.families, self.results, strict=True)
            if not isinstance(r, Skipped)
        ]
        return json.dumps(season_of(digests).to_dict())


def events_of(game: SeasonGame) -> int:
    """A task of almost no work: what a season's task costs to send, run and return."""
    return len(game.log.events)


def fish_season(count: int, ranks: int, players: int, deal: int) -> list[SeasonGame]:
    """Go Fish games (random bots, seeds 1..N) on ``ranks`` ranks of four, ``players`` of
    :data:`POOL` at each table."""
    rules = GoFishRules(variant=Variant.GO_FISH, ranks=tuple(Rank)[:ranks], book=4, deal=deal)
    games = []
    for seed in range(1, count + 1):
        names = [POOL[(seed + i) % len(POOL)] for i in range(players)]
        games.append(SeasonGame(f"fish-{seed:03d}.fish", None, "gofish", play(names, rules, seed)))
    return games


def compare(games: list[SeasonGame], slices: int, runs: list[Run]) -> None:
    """Run ``games`` every way, interleaved in ``slices``, and check the seasons are the same."""
    for run in runs:
        run.results = []
        run.wall = run.cpu = 0.0
    n = len(games)
    size = -(-n // slices)
    for first in range(0, n, size):
        for run in runs:  # interleaved: a change in the machine's load falls on all of them
            run.slice(games[first : first + size])
        print(f"{min(n, first + size)}/{n}: " + ", ".join(f"{r.wall:.1f} s" for r in runs))
    documents = {r.season() for r in runs}
    assert len(documents) == 1, "the seasons differ"


def table(runs: list[Run], n: int, empty: float | None = None) -> list[str]:
    """The rows of one comparison (the first run is the one-process baseline)."""
    one = runs[0]
    rows = [
        "| run | wall (s) | speed-up (wall) | CPU (s, all processes) | wall per game (ms) "
        "| CPU per game (ms) |",
        "|---|---:|---:|---:|---:|---:|",
        *(
            f"| {r.name} | {r.wall:.1f} | {one.wall / r.wall:.2f}x | {r.cpu:.1f} "
            f"| {r.wall / n * 1000:.0f} | {r.cpu / n * 1000:.0f} |"
            for r in runs
        ),
    ]
    if empty is not None:
        wall = runs[-1].wall + empty
        rows.append(
            f"| the same cluster, its start and stop included | {wall:.1f} "
            f"| {one.wall / wall:.2f}x | | {wall / n * 1000:.0f} | |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--halves", type=int, default=4, choices=range(2, 9))
    parser.add_argument("--tiny", type=int, default=200, help="games of the overhead season")
    parser.add_argument("--fish", type=int, default=20, help="games of the Go Fish season")
    parser.add_argument("--fish-full", type=int, default=2, help="full-deck Go Fish games")
    parser.add_argument("--slices", type=int, default=4)
    parser.add_argument("--out", type=Path, default=Path("/tmp/perf_season.md"))
    args = parser.parse_args()
    import distributed

    dist: Any = distributed
    print(f"{os.cpu_count()} CPUs")
    start = time.perf_counter()
    list(Executor(cluster="local:2").map(abs, []))
    empty = time.perf_counter() - start
    print(f"start and stop of an empty local:2: {empty:.1f} s")
    cluster = dist.LocalCluster(
        n_workers=2, threads_per_worker=1, dashboard_address=":0", silence_logs=logging.CRITICAL
    )

    def ways() -> list[Run]:
        return [
            Run("1 process (`--jobs 1`)", Executor()),
            Run("2 local processes (`--jobs 2`)", Executor(jobs=2)),
            Run(
                "local Dask cluster of 2 (`--cluster local:2`)",
                Executor(cluster=cluster.scheduler_address),
            ),
        ]

    text: list[str] = []
    load = [os.getloadavg()[0]]

    games = season(args.games, args.halves)
    n = len(games)
    events = sum(len(g.log.events) for g in games)
    print(f"Literature: {n} games, {events} events, {6 * args.halves} cards")
    runs = ways()
    compare(games, args.slices, runs)
    load.append(os.getloadavg()[0])
    one, two, dask = runs
    text += [
        f"### Season review (bench/bench_season.py): {n} simulated games, "
        f"{6 * args.halves}-card deck, 6 players",
        "",
        f"{n} games (careless bots, seeds 1-{n}, {events} events in all) reviewed three "
        f"ways, interleaved in {args.slices} slices so that the machine's load falls on all "
        f"three alike; the three season JSON documents are identical byte for byte.",
        "",
        *table(runs, n, empty),
        "",
        "Cluster overhead per game over 2 local processes: "
        f"{(dask.wall - two.wall) / n * 1000:.0f} ms wall and "
        f"{(dask.cpu - two.cpu) / n * 1000:.0f} ms CPU, plus {empty:.1f} s once to "
        "start and stop the local cluster.",
        "",
    ]

    if args.tiny:
        tiny = season(args.tiny, 1)
        print(f"tiny: {len(tiny)} games on a 6-card deck")
        runs = ways()
        compare(tiny, args.slices, runs)
        load.append(os.getloadavg()[0])
        one, two, dask = runs
        m = len(tiny)
        text += [
            f"#### The cluster's own cost: {m} tiny games (6-card deck, one card a hand)",
            "",
            "Each game's review is almost no work, so what is measured is the path itself: "
            "reading the task, sending the parsed log, scheduling, sending the digest back.",
            "",
            *table(runs, m),
            "",
            f"Per game, the cluster path costs {(dask.wall - one.wall) / m * 1000:.1f} ms wall "
            f"more than one process and {(dask.wall - two.wall) / m * 1000:.1f} ms more than "
            f"two local processes ({(dask.cpu - one.cpu) / m * 1000:.1f} ms CPU more than one "
            "process, all processes counted).",
            "",
        ]
        noop = {}
        for run in ways():
            wall, cpu = time.perf_counter(), cpu_seconds()
            counts = list(run.executor.map(events_of, tiny))
            noop[run.name] = (time.perf_counter() - wall, cpu_seconds() - cpu)
            assert counts == [len(g.log.events) for g in tiny]
        text += [
            "The same games with a task of no work (it returns the log's number of events: the "
            "parsed log is still sent and the answer returned), per game: "
            + "; ".join(
                f"{name} {w / m * 1000:.1f} ms wall, {c / m * 1000:.1f} ms CPU"
                for name, (w, c) in noop.items()
            )
            + ".",
            "",
        ]

    if args.fish:
        fish = fish_season(args.fish, 6, 4, 5)
        print(f"Go Fish: {len(fish)} games")
        runs = ways()
        compare(fish, args.slices, runs)
        load.append(os.getloadavg()[0])
        k = len(fish)
        fevents = sum(len(g.log.events) for g in fish)
        digests = [r for r in runs[0].results if isinstance(r, FishDigest)]
        asks = sum(len(d.asks) for d in digests)
        uncounted = sum(a.status != "counted" for d in digests for a in d.asks)
        text += [
            f"#### Go Fish season: {k} games of Go Fish, 4 players, 24 cards (ranks 2-7), deal 5",
            "",
            f"{k} games (random bots, seeds 1-{k}, {fevents} events, {asks} asks, {uncounted} "
            "of them not counted within the budget) reviewed three ways; identical JSON.",
            "",
            *table(runs, k),
            "",
        ]
    if args.fish_full:
        full = fish_season(args.fish_full, 13, 4, 5)
        run = Run("1 process", Executor())
        run.slice(full)
        digests = [r for r in run.results if isinstance(r, FishDigest)]
        asks = sum(len(d.asks) for d in digests)
        uncounted = sum(a.status != "counted" for d in digests for a in d.asks)
        text += [
            f"Full 52-card Go Fish (4 players, deal 5), {len(full)} games in one process: "
            f"{run.cpu / len(full):.1f} s CPU a game; {uncounted} of {asks} asks were not "
            "counted within the default budget (the season reports them as asks without a "
            "figure).",
            "",
        ]
    cluster.close()
    text.insert(
        1,
        f"\n{os.cpu_count()} shared cores; load average (1 min) at the start and after each "
        f"part: {', '.join(f'{x:.1f}' for x in load)}. Wall times depend on what else the "
        "machine runs; CPU times do not.\n",
    )
    args.out.write_text("\n".join(text), encoding="utf-8")
    print()
    print("\n".join(text))


if __name__ == "__main__":
    main()
