"""Issue 16: where an eight-player view at 5% of a game spends its time.

Run from the repository root::

    python bench/bench_eight_profile.py [--games 4] [--layers]

For every seat's and the public view of simulated eight-player games at 5% of their events (every
cache cleared first, as ``bench/bench_review_speed.py --only eight`` times them), prints the CPU
time of the view, of the counting programme within it (``usage._combine``: its C loops and the
packing around them), the shape of the counting problem (players in the usage vector, the
enumerated half-suits' usage vectors, free cards) and, with ``--layers``, the states per layer
and the pairs (state, usage vector) visited going forward, counted in Python with the capacity
test only (the programme also drops the states it cannot complete, so it may keep fewer; slow:
seconds for a public view, counted in the view's CPU column then).
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count import usage
from fishsolve.literature.deduce.count.groups import Group
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.sim.game import simulate


def layers(groups: list[Group], caps: tuple[int, ...]) -> tuple[list[int], int]:
    """States after each group and the forward pairs, by the Python loops of usage._combine."""
    width = len(caps)
    shift = [5 * i for i in range(width)]
    guard = sum(16 << s for s in shift)
    states = {sum((15 - c) << s for c, s in zip(caps, shift, strict=True)): 1}
    sizes, pairs = [], 0
    for g in groups:
        keys = g.packed_for(width).keys
        pairs += len(states) * len(keys)
        states = {v + d: 1 for v in states for d in keys if not (v + d) & guard}
        sizes.append(len(states))
    return sizes, pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--layers", action="store_true")
    args = parser.parse_args()
    seen: list[dict[str, Any]] = []
    original = usage._combine

    def spy(groups: list[Group], last: Group | None, caps: tuple[int, ...], *rest: Any) -> Any:
        t0 = time.process_time()
        out = original(groups, last, caps, *rest)
        seen.append(
            {
                "combine": time.process_time() - t0,
                "width": len(caps),
                "vectors": [len(g.weights) for g in groups if g.enumerated],
                "free": sum(len(g.cards) for g in groups if not g.enumerated)
                + (len(last.cards) if last else 0),
                "layers": layers(groups, caps) if args.layers else None,
            }
        )
        return out

    usage._combine = spy  # type: ignore[assignment]
    views, combines = [], []
    print("| game | view | CPU | programme | players | usage vectors of the half-suits | free |")
    print("|---|---|---:|---:|---:|---|---:|")
    for seed in range(args.games):
        log = simulate(seed, 8)
        analyzer = Analyzer(log)
        at = round(0.05 * len(log.events))
        seats = [Perspective("public", (), ())]
        seats += [Perspective(p.name, (p,), (p,)) for p in log.table.players]
        for perspective in seats:
            usage.clear_caches()
            analyzer.forget()
            analyzer.constraints.compiled.clear()
            seen.clear()
            t0 = time.process_time()
            analyzer.view(perspective, at)
            spent = time.process_time() - t0
            c = sum(s["combine"] for s in seen)
            views.append(spent)
            combines.append(c)
            shape = seen[0] if seen else {"width": 0, "vectors": [], "free": 0, "layers": None}
            print(
                f"| {seed} | {perspective.label} | {spent * 1e3:.1f} ms | {c * 1e3:.1f} ms "
                f"| {shape['width']} | {sorted(shape['vectors'], reverse=True)} | {shape['free']} |"
            )
            if shape["layers"]:
                sizes, pairs = shape["layers"]
                print(f"|  | states per layer {sizes}, forward pairs {pairs:,} | | | | | |")
    share = sum(combines) / sum(views)
    print(
        f"\n{len(views)} views: median {statistics.median(views) * 1e3:.1f} ms; the programme "
        f"(usage._combine) {share:.0%} of all their CPU time"
    )


if __name__ == "__main__":
    main()
