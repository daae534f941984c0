"""Benchmark (issue 29): the count over ranks with its loops in C (``_rankstep``) and in Python.

Positions come from bench_gofish_scale.py's generator (simulated 52-card Go Fish games, early,
mid and late, from the seat on turn and from the table). Each position's count over ranks
(``RankCount`` on the timeline ``analyze`` builds, as at an ask when the next line is one) runs
in this one process with the Python loops at the budget ``analyze`` gives it (``DEFAULT *
RANK_STEPS``) and with the C loops at that budget and at ``--scale`` times it, alternated
position by position, ``--repeat`` times each (the least time kept), so that every column sees
the same load. Both ways must give the same answer at the same budget (checked).

It prints per group the time of each column and how many positions each counted exactly.

With ``--analyze`` it times instead each position's whole ``analyze --odds`` (``analyze_fish_log``
with its default budget and samples, caches cleared first, as bench_gofish_scale.py does), with
the C loops and without, alternated: the exact counts and the estimates' sampled runs
(``--variants`` picks the variants; card asks count in Python either way).

Run: ``.venv/bin/python bench/bench_gofish_kernel.py [--players 3,4,5,6] [--seeds 2]
[--scale 3,10] [--repeat 2] [--analyze --variants standard,pairs]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from bench_gofish_scale import NAMES, PHASES, _cold, _rules, positions

from fishsolve.gofish.deduce import rankdp, rankkernel, timeline
from fishsolve.gofish.deduce.engines import DEFAULT, RANK_STEPS
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

LOOPS = [0.0]
"""Time spent in the rank's loops (forward and backward, each way's, options included)."""


def _clocked(method: Any) -> Any:
    def run(*args: Any) -> Any:
        start = time.perf_counter()
        try:
            return method(*args)
        finally:
            LOOPS[0] += time.perf_counter() - start

    return run


for _name in ("_layers", "_backward"):
    setattr(rankdp.RankCount, _name, _clocked(getattr(rankdp.RankCount, _name)))
for _name in ("layers", "backward"):
    setattr(rankkernel, _name, _clocked(getattr(rankkernel, _name)))


def timed(tl: timeline.Timeline, c: bool, budget: int, repeat: int) -> tuple[float, Any]:
    """The least time of ``repeat`` counts, and the answer (None: over the budget); the time in
    the loops of the same run in ``LOOPS``."""
    rankkernel.use_c = c
    best, got, loops = float("inf"), None, 0.0
    for _ in range(repeat):
        LOOPS[0] = 0.0
        start = time.perf_counter()
        try:
            rc = rankdp.RankCount(tl, budget)
            got = (rc.total, rc.tables, rc.work)
        except TooCostly:
            got = None
        took = time.perf_counter() - start
        if took < best:
            best, loops = took, LOOPS[0]
    LOOPS[0] = loops
    rankkernel.use_c = True
    return best, got


def analyze(players: list[int], variants: list[str], seeds: int) -> None:
    """Each position's ``analyze --odds``, with the C loops and without, alternated."""
    from fishsolve.gofish.deduce.estimate import SAMPLES
    from fishsolve.gofish.reports.analyze import analyze_fish_log

    print("| variant | players | positions | exact / estimated | python s | C s | python / C |")
    print("|---|---|---|---|---|---|---|")
    for variant in variants:
        for n in players:
            logs: dict[int, Any] = {}
            took = {False: 0.0, True: 0.0}
            kinds = [0, 0]
            count = 0
            for seed, phase, viewer in positions(n, variant, seeds):
                if seed not in logs:
                    log = play(NAMES[:n], _rules(variant), seed)
                    logs[seed] = (log, replay(log))
                log, rep = logs[seed]
                at = int(len(log.events) * PHASES[phase])
                reports = {}
                for c in (False, True):
                    rankkernel.use_c = c
                    _cold()
                    start = time.perf_counter()
                    reports[c] = analyze_fish_log(
                        log, rep, "bench", viewer, at, odds=True, precision=SAMPLES
                    )
                    took[c] += time.perf_counter() - start
                rankkernel.use_c = True
                assert reports[False] == reports[True], (variant, n, seed, phase, viewer)
                kinds[0] += bool(reports[True].exact)
                kinds[1] += getattr(reports[True], "estimate", None) is not None
                count += 1
            ratio = took[False] / max(took[True], 1e-9)
            print(
                f"| {variant} | {n} | {count} | {kinds[0]} / {kinds[1]} | {took[False]:.2f} "
                f"| {took[True]:.2f} | {ratio:.1f} |",
                flush=True,
            )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", default="3,4,5,6")
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--scale", default="3,10")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--analyze", action="store_true")
    ap.add_argument("--variants", default="standard,pairs")
    args = ap.parse_args()
    if not rankkernel.usable():
        sys.exit("the C extension _rankstep is not built")
    groups = [int(p) for p in args.players.split(",")]
    if args.analyze:
        analyze(groups, args.variants.split(","), args.seeds)
        return
    base = DEFAULT * RANK_STEPS
    scales = [int(s) for s in args.scale.split(",")]
    columns = [("python", False, 1), ("C", True, 1), *[(f"C {s}x", True, s) for s in scales]]
    print(f"budget {base:,} steps (DEFAULT * RANK_STEPS); times in s, least of {args.repeat}")
    print()
    head = " | ".join(f"{name} s | {name} exact" for name, _, _ in columns)
    print(f"| players | positions | {head} | python / C | loops python / C |")
    print("|" + "---|" * (4 + 2 * len(columns)))
    totals = {name: [0.0, 0] for name, _, _ in columns}
    loops_all = [0.0, 0.0]
    for players in groups:
        logs: dict[int, Any] = {}
        sums = {name: [0.0, 0] for name, _, _ in columns}
        loops = [0.0, 0.0]  # python, C at the same budget
        count = 0
        for seed, phase, viewer in positions(players, "standard", args.seeds):
            if seed not in logs:
                log = play(NAMES[:players], _rules("standard"), seed)
                logs[seed] = (log, replay(log))
            log, rep = logs[seed]
            at = int(len(log.events) * PHASES[phase])
            who: Player | str = viewer
            if viewer != "public":
                who = next(p for p in log.seating.players if p.name == viewer)
            know = Knowledge(log, resolve(log, who))
            tl = timeline.build(log, rep, know, at, at_ask(log, at))
            answers = {}
            for name, c, scale in columns:
                took, got = timed(tl, c, base * scale, args.repeat)
                sums[name][0] += took
                sums[name][1] += got is not None
                answers[name] = got
                if scale == 1:
                    loops[c] += LOOPS[0]
            assert answers["python"] == answers["C"], (players, seed, phase, viewer)
            count += 1
        for name in sums:
            totals[name][0] += sums[name][0]
            totals[name][1] += sums[name][1]
        cells = " | ".join(f"{sums[n][0]:.2f} | {sums[n][1]}" for n, _, _ in columns)
        loops_all[0] += loops[0]
        loops_all[1] += loops[1]
        ratio = sums["python"][0] / max(sums["C"][0], 1e-9)
        inner = loops[0] / max(loops[1], 1e-9)
        print(f"| {players} | {count} | {cells} | {ratio:.1f} | {inner:.1f} |", flush=True)
    cells = " | ".join(f"{totals[n][0]:.2f} | {totals[n][1]}" for n, _, _ in columns)
    ratio = totals["python"][0] / max(totals["C"][0], 1e-9)
    inner = loops_all[0] / max(loops_all[1], 1e-9)
    print(f"| all | | {cells} | {ratio:.1f} | {inner:.1f} |")


if __name__ == "__main__":
    main()
