"""Benchmark: `analyze` engines side by side on the same positions, plus a full review.

Positions come from simulated six-player games (fixed seeds, random bots), at every 10th event of
the first 150, from all six seats. For each position, in the same process and one after the other
(so ratios survive a noisy machine):

- **counter**: :meth:`fishsolve.literature.deduce.analysis.Analyzer.view` with the exact counting
engine — possible
  holders of every card, claimable half-suits with their claimers, sure asks, exact deal counts
  and probabilities;
- **cpsat**: the same view from the CP-SAT engine (witness deals + proofs of impossibility);
- **naive backbone**: one CP-SAT solve per open (card, player) pair on the same model.

All three must give the same possible holders (the script fails otherwise). Then:

- **full review**: every event 0..150 of one game from all six seats, counter engine, one
  analyzer (as `review` will do);
- **command line**: ``fishsolve analyze GAME --as P --at N``, start-up included.

Run: ``.venv/bin/python bench/bench_analyze.py [--games 3] [--cli 10] [--profile]``; it prints a
Markdown report for docs/performance.md.
"""

from __future__ import annotations

import argparse
import cProfile
import platform
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count.usage import clear_caches
from fishsolve.literature.deduce.cpsat.solve import Solver, Verdict
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.perspective import Perspective, perspectives
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.sim.game import simulate


def naive_backbone(solver: Solver, keys: list[str], after: int) -> dict[str, set[str]]:
    """Possible holders by one solve per open (card, player) pair."""
    dm = solver.dm
    state = dm.states[after]
    out: dict[str, set[str]] = {}
    for card in dm.cards:
        if dm.log.rules.deck.half_suit_of(card) in state.settled:
            continue
        if card in state.moved:
            out[card.code] = {state.moved[card].name}
            continue
        out[card.code] = set()
        for player in dm.log.table.players:
            verdict, _ = solver.check(keys, [dm.dealt[(card, player)]])
            if verdict is Verdict.FEASIBLE:
                out[card.code].add(player.name)
    return out


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(name: str, data: list[float]) -> str:
    ms = 1000
    return (
        f"| {name} | {statistics.median(data) * ms:.1f} ms | {pct(data, 0.9) * ms:.1f} ms "
        f"| {max(data) * ms:.1f} ms |"
    )


def review(log_seed: int) -> tuple[float, int]:
    """Seconds for every event 0..150 from all six seats with one counter analyzer."""
    log = simulate(log_seed)
    events = min(150, len(log.events))
    t0 = time.perf_counter()
    analyzer = Analyzer(log)
    for at in range(events + 1):
        for player in log.table.players:
            analyzer.view(Perspective(player.name, (player,), (player,)), at)
    return time.perf_counter() - t0, (events + 1) * len(log.table.players)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--cli", type=int, default=10, help="CLI runs to time")
    parser.add_argument("--profile", action="store_true", help="profile the full review")
    args = parser.parse_args()

    counter: list[float] = []
    cpsat: list[float] = []
    naive: list[float] = []
    ratio_naive: list[float] = []
    ratio_cpsat: list[float] = []
    for seed in range(args.games):
        log = simulate(seed)
        exact = Analyzer(log, engine=Engine.COUNT)
        sat = Analyzer(log, engine=Engine.CPSAT)
        baseline = Analyzer(log, engine=Engine.CPSAT)
        events = min(150, len(log.events))
        for at in range(0, events + 1, 10):
            for player in log.table.players:
                view = perspectives(log, player.name)[0]
                clear_caches()  # each position cold, as for one `fishsolve analyze`
                t0 = time.perf_counter()
                a = exact.view(view, at)
                t1 = time.perf_counter()
                b = sat.view(view, at)
                t2 = time.perf_counter()
                slow = naive_backbone(baseline.solver, baseline.base_keys(view.hands, at), at)
                t3 = time.perf_counter()
                fast = {c.card: set(c.holders) for c in a.cards if c.in_play}
                mid = {c.card: set(c.holders) for c in b.cards if c.in_play}
                if not fast == mid == slow:
                    sys.exit(f"MISMATCH seed {seed} at {at} seat {player.name}")
                counter.append(t1 - t0)
                cpsat.append(t2 - t1)
                naive.append(t3 - t2)
                ratio_naive.append((t3 - t2) / (t1 - t0))
                ratio_cpsat.append((t2 - t1) / (t1 - t0))

    reviews: list[float] = []
    for seed in range(args.games):
        clear_caches()  # cold: nothing cached from the positions above
        if args.profile and seed == 0:
            profiler = cProfile.Profile()
            profiler.enable()
        seconds, views = review(seed)
        if args.profile and seed == 0:
            profiler.disable()
            pstats.Stats(profiler).sort_stats("tottime").print_stats(12)
        reviews.append(seconds)

    cli: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        log = simulate(0)
        path = Path(tmp) / "game.fish"
        path.write_text(write_log(log))
        exe = Path(sys.executable).with_name("fishsolve")
        for i in range(args.cli):
            at = min((i * 150) // max(1, args.cli - 1), len(log.events))
            t0 = time.perf_counter()
            subprocess.run(
                [str(exe), "analyze", str(path), "--as", "Asha", "--at", str(at)],
                check=True,
                capture_output=True,
                # A process of its own each time, start-up included.
            )
            cli.append(time.perf_counter() - t0)

    print(
        f"Machine: {platform.machine()}, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}"
    )
    print(f"Positions: {len(counter)} (games {args.games}, events 0-150 every 10, all six seats)\n")
    print("| engine (one full view of a position) | median | p90 | max |")
    print("|---|---|---|---|")
    print(row("exact counter (default)", counter))
    print(row("CP-SAT engine", cpsat))
    print(row("naive CP-SAT backbone", naive))
    print(
        f"\nSpeed-up of the counter, same positions: over the naive backbone median "
        f"{statistics.median(ratio_naive):.0f}x (p10 {pct(ratio_naive, 0.1):.0f}x); over the "
        f"CP-SAT engine median {statistics.median(ratio_cpsat):.0f}x\n"
    )
    print(
        f"Full review, events 0-150 x 6 seats ({views} views), one analyzer, caches cold, "
        f"games 0-{args.games - 1}: "
        + ", ".join(f"{s:.2f} s" for s in reviews)
        + f" (median {statistics.median(reviews) / views * 1000:.1f} ms a view)\n"
    )
    print("| command line (`fishsolve analyze GAME --as Asha --at N`) | median | max |")
    print("|---|---|---|")
    print(
        f"| {len(cli)} runs, N from 0 to 150 | {statistics.median(cli):.2f} s | {max(cli):.2f} s |"
    )


if __name__ == "__main__":
    main()
