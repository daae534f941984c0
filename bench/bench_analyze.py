"""Benchmark: `analyze` on fixed positions against the naive CP-SAT backbone, side by side.

Positions come from simulated six-player games (fixed seeds), at events spread over the first 150
events, from several seats. For each position both engines run in the same process, one after the
other, so their ratio is robust to a noisy machine:

- **fishsolve**: :meth:`fishsolve.analysis.Analyzer.view` — possible holders of every card,
  claimable half-suits with their claimers, sure asks;
- **naive backbone**: one CP-SAT solve per (card, player) pair that is still open, on the same
  model — the textbook way to compute the backbone.

Both must give the same possible holders (the script fails otherwise). It also times the whole
command line, ``fishsolve analyze GAME --as P --at N``, start-up included.

Run: ``.venv/bin/python bench/bench_analyze.py [--games 4] [--cli 10]``; it prints a Markdown
report for docs/performance.md.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fishsolve.analysis import Analyzer, perspectives
from fishsolve.engine import simulate
from fishsolve.notation import write_log
from fishsolve.solve import Solver, Verdict


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--cli", type=int, default=10, help="CLI runs to time")
    args = parser.parse_args()

    ours: list[float] = []
    naive: list[float] = []
    ratios: list[float] = []
    rows = 0
    for seed in range(args.games):
        log = simulate(seed)
        analyzer = Analyzer(log)
        baseline = Analyzer(log)
        events = min(150, len(log.events))
        for at in range(0, events + 1, 15):
            for seat in (seed % 6, (seed + 3) % 6):
                player = log.table.players[seat]
                view = perspectives(log, player.name)[0]
                t0 = time.perf_counter()
                result = analyzer.view(view, at)
                t1 = time.perf_counter()
                keys = baseline.dm.base_keys(view.hands, at)
                slow = naive_backbone(baseline.solver, keys, at)
                t2 = time.perf_counter()
                fast = {c.card: set(c.holders) for c in result.cards if c.in_play}
                if fast != slow:
                    sys.exit(f"MISMATCH seed {seed} at {at} seat {player.name}")
                ours.append(t1 - t0)
                naive.append(t2 - t1)
                ratios.append((t2 - t1) / (t1 - t0))
                rows += 1

    cli: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        log = simulate(0)
        path = Path(tmp) / "game.fish"
        path.write_text(write_log(log))
        exe = Path(sys.executable).with_name("fishsolve")
        for i in range(args.cli):
            at = (i * 151) // max(1, args.cli - 1)
            at = min(at, len(log.events))
            t0 = time.perf_counter()
            subprocess.run(
                [str(exe), "analyze", str(path), "--as", "Asha", "--at", str(at)],
                check=True,
                capture_output=True,
            )
            cli.append(time.perf_counter() - t0)

    ms = 1000
    print(
        f"Machine: {platform.machine()}, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}"
    )
    print(f"Positions: {rows} (games {args.games}, events 0-150 every 15, two seats each)\n")
    print("| engine | median | p90 | max |")
    print("|---|---|---|---|")
    for name, data in (("fishsolve analyze (in-process)", ours), ("naive backbone", naive)):
        print(
            f"| {name} | {statistics.median(data) * ms:.1f} ms | {pct(data, 0.9) * ms:.1f} ms "
            f"| {max(data) * ms:.1f} ms |"
        )
    print(
        f"\nSpeed-up over the naive backbone, same positions: median "
        f"{statistics.median(ratios):.1f}x, p10 {pct(ratios, 0.1):.1f}x\n"
    )
    print("| command line (`fishsolve analyze GAME --as Asha --at N`) | median | max |")
    print("|---|---|---|")
    print(
        f"| {len(cli)} runs, N from 0 to 150 | {statistics.median(cli):.2f} s | {max(cli):.2f} s |"
    )


if __name__ == "__main__":
    main()
