"""Issue 16: reviews and cold analyses of this tree against another checkout, side by side.

Run from the repository root::

    python bench/bench_review_speed.py --base /tmp/rs-base [--rounds 3]

``--base`` is a checkout of the code to compare with (its C extension built in place). Each
measurement runs in a fresh process per tree (``PYTHONPATH`` set to the tree), the trees
alternated round by round, so both see the same load; the best round of each is kept (a shared
machine only ever adds time). Times of views are CPU times of the process (``process_time``: a
loaded machine stretches wall times by whatever else runs); whole games are given in both.
Prints Markdown tables:

- **full review**: the bench games of ``bench/bench_analyze.py`` (simulated six-player games,
  random bots, seeds 0-2), events 0-150 x every seat, one analyzer, caches cold: the full view
  with exact counts at every position (906 views a game); per game and per view;
- **cold analysis**: one view of a six-player position as one ``analyze`` runs it (every cache
  cleared first), games 0-2, every 10th event, all six seats; and the plain unit propagation of
  the same position (the reasons' clauses and the hand sizes to a fixpoint, caches cleared too);
- **eight players at 5% of a game**: every seat's and the public view with the default counting
  budget, 4 simulated eight-player games; how many fell back to CP-SAT (no counts);
- **review --jobs**: ``review`` of the 153-event game of ``bench/review_times.py`` with
  ``jobs=1`` and ``jobs=2`` (wall time, start-up of the workers included).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- the measurements, run inside a process of one tree ---------------------------------------


def _cold(analyzer: Any) -> None:
    from fishsolve.literature.deduce.count.usage import clear_caches

    clear_caches()
    analyzer.forget()
    analyzer.constraints.compiled.clear()


def measure_full(games: int) -> dict[str, Any]:
    from fishsolve.literature.deduce.analysis import Analyzer
    from fishsolve.literature.deduce.count.usage import clear_caches
    from fishsolve.literature.deduce.perspective import Perspective
    from fishsolve.literature.sim.game import simulate

    per_game: list[float] = []
    cpu: list[float] = []
    views: list[float] = []
    for seed in range(games):
        log = simulate(seed)
        clear_caches()
        t0, c0 = time.perf_counter(), time.process_time()
        analyzer = Analyzer(log)
        for at in range(min(150, len(log.events)) + 1):
            for player in log.table.players:
                v0 = time.process_time()
                analyzer.view(Perspective(player.name, (player,), (player,)), at)
                views.append(time.process_time() - v0)
        per_game.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return {"games": per_game, "cpu": cpu, "views": views}


def measure_cold(games: int) -> dict[str, Any]:
    from fishsolve.literature.deduce.analysis import Analyzer
    from fishsolve.literature.deduce.count import counting
    from fishsolve.literature.deduce.perspective import perspectives
    from fishsolve.literature.sim.game import simulate

    view_times: list[float] = []
    prop_times: list[float] = []
    for seed in range(games):
        log = simulate(seed)
        analyzer = Analyzer(log)
        for at in range(0, min(150, len(log.events)) + 1, 10):
            for player in log.table.players:
                perspective = perspectives(log, player.name)[0]
                keys = analyzer.base_keys(perspective.hands, at)
                _cold(analyzer)
                t0 = time.process_time()
                counter = counting._Counter(analyzer.constraints, keys, at)
                if hasattr(counter, "gather"):
                    counter.gather()
                with contextlib.suppress(counting._Contradiction):
                    counter.propagate()
                t1 = time.process_time()
                _cold(analyzer)
                t2 = time.process_time()
                analyzer.view(perspective, at)
                t3 = time.process_time()
                prop_times.append(t1 - t0)
                view_times.append(t3 - t2)
    return {"views": view_times, "propagation": prop_times}


def measure_eight(games: int) -> dict[str, Any]:
    from fishsolve.literature.deduce.analysis import Analyzer
    from fishsolve.literature.deduce.perspective import Perspective
    from fishsolve.literature.sim.game import simulate

    times: list[float] = []
    fallbacks = 0
    for seed in range(games):
        log = simulate(seed, 8)
        analyzer = Analyzer(log)
        at = round(0.05 * len(log.events))
        seats = [Perspective("public", (), ())]
        seats += [Perspective(p.name, (p,), (p,)) for p in log.table.players]
        for perspective in seats:
            _cold(analyzer)
            t0 = time.process_time()
            view = analyzer.view(perspective, at)
            times.append(time.process_time() - t0)
            fallbacks += view.deals is None
    return {"views": times, "fallbacks": fallbacks}


def measure_jobs(jobs: int) -> dict[str, Any]:
    from fishsolve.literature.review.game import review
    from fishsolve.literature.sim.game import simulate

    log = simulate(9, 6, bots="careless")
    t0 = time.perf_counter()
    review(log, jobs=jobs)
    return {"wall": time.perf_counter() - t0}


MEASURES = {
    "full": measure_full,
    "cold": measure_cold,
    "eight": measure_eight,
    "jobs": measure_jobs,
}


# -- the driver ------------------------------------------------------------------------------


def run_in(tree: Path, what: str, arg: int) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, __file__, "--worker", what, str(arg)],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
    )
    if out.returncode:
        sys.exit(f"{what} in {tree} failed:\n{out.stderr}")
    result: dict[str, Any] = json.loads(out.stdout.splitlines()[-1])
    return result


def best(runs: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """The round with the smallest total of ``key``."""
    return min(runs, key=lambda r: sum(r[key]) if isinstance(r[key], list) else r[key])


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="checkout to compare with (required)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--only", nargs="*", default=list(MEASURES))
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        what, arg = args.worker
        print(json.dumps(MEASURES[what](int(arg))))
        return
    if args.base is None:
        parser.error("--base is required")
    trees = {"before": args.base.resolve(), "after": HERE}
    print(f"Python {sys.version.split()[0]}, {time.strftime('%Y-%m-%d %H:%M')}, ", end="")
    print(f"load average {os.getloadavg()[0]:.1f}; best of {args.rounds} rounds, alternated\n")
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for what in args.only:
        arg = {"full": args.games, "cold": args.games, "eight": 4, "jobs": 1}[what]
        for _ in range(args.rounds):
            for name, tree in trees.items():
                runs.setdefault(what, {}).setdefault(name, []).append(run_in(tree, what, arg))
            if what == "jobs":
                runs[what].setdefault("before -j2", []).append(run_in(trees["before"], what, 2))
                runs[what].setdefault("after -j2", []).append(run_in(HERE, what, 2))
    if "full" in runs:
        b = best(runs["full"]["before"], "games")
        a = best(runs["full"]["after"], "games")
        print("| full review (906 views a game) | before | after | speed-up |")
        print("|---|---:|---:|---:|")
        for k, (x, y) in enumerate(zip(b["games"], a["games"], strict=True)):
            print(f"| game {k} wall | {x:.2f} s | {y:.2f} s | {x / y:.1f}x |")
        print(
            f"| all games CPU | {sum(b['cpu']):.2f} s | {sum(a['cpu']):.2f} s "
            f"| {sum(b['cpu']) / sum(a['cpu']):.1f}x |"
        )
        for q, name in ((0.5, "median"), (0.9, "p90")):
            x, y = pct(b["views"], q), pct(a["views"], q)
            print(f"| per view, {name} | {ms(x)} | {ms(y)} | {x / y:.1f}x |")
        print()
    if "cold" in runs:
        b = best(runs["cold"]["before"], "views")
        a = best(runs["cold"]["after"], "views")
        n = len(a["views"])
        print(f"| cold analysis, six players ({n} positions) | before | after | speed-up |")
        print("|---|---:|---:|---:|")
        for q, name in ((0.5, "median"), (0.9, "p90")):
            x, y = pct(b["views"], q), pct(a["views"], q)
            print(f"| one view, {name} | {ms(x)} | {ms(y)} | {x / y:.1f}x |")
            x, y = pct(b["propagation"], q), pct(a["propagation"], q)
            print(f"| plain unit propagation, {name} | {ms(x)} | {ms(y)} | |")
        ratios = [v / p for v, p in zip(a["views"], a["propagation"], strict=True)]
        old = [v / p for v, p in zip(b["views"], b["propagation"], strict=True)]
        print(
            f"| view / propagation, median (p90) | {statistics.median(old):.1f}x "
            f"({pct(old, 0.9):.1f}x) | {statistics.median(ratios):.1f}x "
            f"({pct(ratios, 0.9):.1f}x) | |"
        )
        print()
    if "eight" in runs:
        b = best(runs["eight"]["before"], "views")
        a = best(runs["eight"]["after"], "views")
        print(f"| eight players at 5% ({len(a['views'])} views) | before | after |")
        print("|---|---:|---:|")
        for q, name in ((0.5, "median"), (0.9, "p90"), (1.0, "max")):
            print(f"| {name} | {ms(pct(b['views'], q))} | {ms(pct(a['views'], q))} |")
        print(f"| fell back to CP-SAT (no counts) | {b['fallbacks']} | {a['fallbacks']} |")
        print()
    if "jobs" in runs:
        print("| review of the 153-event game, wall | before | after |")
        print("|---|---:|---:|")
        print(
            f"| --jobs 1 | {best(runs['jobs']['before'], 'wall')['wall']:.2f} s "
            f"| {best(runs['jobs']['after'], 'wall')['wall']:.2f} s |"
        )
        print(
            f"| --jobs 2 | {best(runs['jobs']['before -j2'], 'wall')['wall']:.2f} s "
            f"| {best(runs['jobs']['after -j2'], 'wall')['wall']:.2f} s |"
        )


if __name__ == "__main__":
    main()
