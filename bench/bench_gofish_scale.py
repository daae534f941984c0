"""Benchmark (issue 29): the Go Fish family's odds on 52-card games, as `analyze --odds` gives them.

Positions come from simulated games (random bots, fixed seeds) of 2 to 6 players and every variant
(Go Fish, pairs, Authors, Simplified Fish), early, mid and late in each game (15%, 50% and 85% of
its events), from the seat on turn and from the table ("public"). Each position is analysed
in-process as the command does it (``analyze_fish_log`` with the asks priced: the exact count
within its budget, else an estimate where the tree makes one, with its default number of samples,
else CP-SAT's proved possibilities), with the counting caches cleared first, and timed whole. A
position is *exact* (chances counted), *estimated* (chances estimated, with intervals) or
*possible only* (proved possibilities, no chances).

``--precision N`` analyses each position as ``analyze --precision N`` does (default: the tree's
own default); ``--base-precision N``, the base tree's (``--base .`` compares two precisions of
this tree). Each row also records the process's peak memory so far (a group's last row: its
peak).

``--base DIR`` runs the same positions on another tree as well (a checkout or ``git archive`` of
it, its C extensions built or copied in; ``PYTHONPATH`` set to it), in its own process, group by
group alternated with this tree's, so both see the same load: one run gives the before and after
side by side.

Run: ``.venv/bin/python bench/bench_gofish_scale.py [--seeds 3] [--base /tmp/base]
[--players 2,3,4,5,6] [--variants standard,pairs,authors,simplified]``; it prints Markdown tables.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
VARIANTS = ("standard", "pairs", "authors", "simplified")
PHASES = {"early": 0.15, "mid": 0.5, "late": 0.85}


def _rules(variant: str) -> Any:
    from fishsolve.gofish.game.rules import GoFishRules, Variant

    return {
        "standard": GoFishRules(),
        "pairs": GoFishRules(book=2),
        "authors": GoFishRules(variant=Variant.AUTHORS),
        "simplified": GoFishRules(variant=Variant.SIMPLIFIED),
    }[variant]


def _cold() -> None:
    """Every cache of the counters cleared: each position is timed as a fresh command."""
    from fishsolve.gofish.deduce import perspective, pool

    pool.clear_caches()
    perspective._PAST_BUDGET.clear()


def positions(players: int, variant: str, seeds: int) -> Iterator[tuple[int, str, str]]:
    """(seed, phase, viewer) of one group; the viewer is a seat's name or ``public``."""
    from fishsolve.gofish.game.replay import replay
    from fishsolve.gofish.sim.game import play

    for seed in range(1, seeds + 1):
        log = play(NAMES[:players], _rules(variant), seed)
        rep = replay(log)
        for phase, frac in PHASES.items():
            at = int(len(log.events) * frac)
            turn = rep.states[at].turn
            if turn is not None:
                yield seed, phase, turn.name
            yield seed, phase, "public"


def measure(players: int, variant: str, seeds: int, precision: int = 0) -> list[dict[str, Any]]:
    """Every position of one group, analysed and timed (run inside a tree's own process)."""
    from fishsolve.gofish.game.replay import replay
    from fishsolve.gofish.reports.analyze import analyze_fish_log
    from fishsolve.gofish.sim.game import play

    out = []
    logs: dict[int, Any] = {}
    # A tree that estimates where it cannot count is asked to (its default number of samples).
    extra: dict[str, Any] = {}
    if "precision" in inspect.signature(analyze_fish_log).parameters:
        from fishsolve.gofish.deduce.estimate import SAMPLES

        extra["precision"] = precision or SAMPLES
    for seed, phase, viewer in positions(players, variant, seeds):
        if seed not in logs:
            log = play(NAMES[:players], _rules(variant), seed)
            logs[seed] = (log, replay(log))
        log, rep = logs[seed]
        at = int(len(log.events) * PHASES[phase])
        _cold()
        start = time.perf_counter()
        report = analyze_fish_log(log, rep, "bench", viewer, at, odds=True, **extra)
        took = time.perf_counter() - start
        if report.exact:
            kind = "exact"
        elif getattr(report, "estimate", None) is not None:
            kind = "estimate"
        else:
            kind = "possible"
        out.append(
            {
                "players": players,
                "variant": variant,
                "seed": seed,
                "phase": phase,
                "viewer": "public" if viewer == "public" else "seat",
                "kind": kind,
                "seconds": took,
                "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
            }
        )
    return out


def _worker(args: argparse.Namespace) -> None:
    from bench_live import as_the_command_line  # the benchmarks' folder, beside this script

    as_the_command_line()
    rows = measure(args.worker_players, args.worker_variant, args.seeds, args.precision)
    print(json.dumps(rows))


def _run(
    tree: Path, players: int, variant: str, seeds: int, precision: int
) -> list[dict[str, Any]]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--worker-players",
        str(players),
        "--worker-variant",
        variant,
        "--seeds",
        str(seeds),
        "--precision",
        str(precision),
    ]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd=tree)
    rows: list[dict[str, Any]] = json.loads(done.stdout.strip().splitlines()[-1])
    return rows


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _times(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "—"
    t = [r["seconds"] for r in rows]
    return f"{statistics.median(t):.2f} / {_pct(t, 0.9):.2f} / {max(t):.2f}"


def _cover(rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    exact = sum(r["kind"] == "exact" for r in rows)
    est = sum(r["kind"] == "estimate" for r in rows)
    return f"{exact}/{n}" + (f" (+{est} est.)" if est else "")


def _table(
    title: str,
    keys: list[tuple[str, ...]],
    key_of: Any,
    trees: dict[str, list[dict[str, Any]]],
    header: str,
) -> None:
    print(f"\n### {title}\n")
    names = list(trees)
    cols = " | ".join(f"{n}: exact | {n}: median / p90 / max s" for n in names)
    print(f"| {header} | {cols} |")
    print("|" + "---|" * len(header.split("|")) + "---|---|" * len(names))
    for key in keys:
        cells = []
        for n in names:
            rows = [r for r in trees[n] if key_of(r) == key]
            cells.append(f"{_cover(rows)} | {_times(rows)}")
        print(f"| {' | '.join(key)} | {' | '.join(cells)} |")


def report(trees: dict[str, list[dict[str, Any]]], players: list[int], variants: list[str]) -> None:
    views = ["seat", "public"]
    _table(
        "By players and viewer",
        [(str(p), v) for p in players for v in views],
        lambda r: (str(r["players"]), r["viewer"]),
        trees,
        "players | viewer",
    )
    _table(
        "By variant and phase",
        [(v, ph) for v in variants for ph in PHASES],
        lambda r: (r["variant"], r["phase"]),
        trees,
        "variant | phase",
    )
    _table(
        "By players, phase and viewer",
        [(str(p), ph, v) for p in players for ph in PHASES for v in views],
        lambda r: (str(r["players"]), r["phase"], r["viewer"]),
        trees,
        "players | phase | viewer",
    )
    _table(
        "By variant and viewer",
        [(v, w) for v in variants for w in views],
        lambda r: (r["variant"], r["viewer"]),
        trees,
        "variant | viewer",
    )
    _table("All", [("all",)], lambda r: ("all",), trees, "positions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--base", type=Path, default=None, help="another tree, run side by side")
    parser.add_argument("--players", default="2,3,4,5,6")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--json", type=Path, default=None, help="also write every row here")
    parser.add_argument("--precision", type=int, default=0, help="analyze's --precision")
    parser.add_argument("--base-precision", type=int, default=0, help="the base tree's")
    parser.add_argument("--worker-players", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--worker-variant", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker_players:
        _worker(args)
        return
    players = [int(p) for p in args.players.split(",")]
    variants = args.variants.split(",")
    trees: dict[str, list[dict[str, Any]]] = {}
    if args.base is not None:
        trees["before"] = []
    trees["after"] = []
    started = time.perf_counter()
    for p in players:
        for v in variants:
            if args.base is not None:
                base = args.base.resolve()
                trees["before"] += _run(base, p, v, args.seeds, args.base_precision)
            trees["after"] += _run(HERE, p, v, args.seeds, args.precision)
            peaks = ", ".join(f"{k} {rows[-1].get('peak_mb', '?')} MB" for k, rows in trees.items())
            print(
                f"<!-- {p} players, {v}: {time.perf_counter() - started:.0f} s; peak {peaks} -->",
                flush=True,
            )
    if args.json is not None:
        args.json.write_text(json.dumps(trees))
    report(trees, players, variants)


if __name__ == "__main__":
    main()
