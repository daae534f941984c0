"""Time `fishsolve review` on a 150-event six-player game, in all and by kind of count.

Run from the repository root: ``python bench/review_times.py [--jobs N]``. The game is simulated
(careless bots, seed 9: 153 events, standard rules and deck). Prints the CPU time of each kind of
counting unit (one process), the wall time of the whole review with ``--jobs`` processes, and the
size of the HTML page.
"""

from __future__ import annotations

import argparse
import time

from fishsolve.literature.render.html_review import render_html
from fishsolve.literature.review.game import review
from fishsolve.literature.review.prepare import review_analyzer
from fishsolve.literature.review.work import Worker, plan
from fishsolve.literature.sim.game import simulate


def main() -> None:
    """Time the units one kind at a time, then the whole review."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    log = simulate(9, 6, bots="careless")
    print(f"{len(log.events)} events")
    worker = Worker(review_analyzer(log))
    spent: dict[str, float] = {}
    slowest: list[tuple[float, str]] = []
    for unit in plan(log, public_frames=False):
        start = time.process_time()
        worker.run(unit)
        took = time.process_time() - start
        spent[unit.kind] = spent.get(unit.kind, 0.0) + took
        slowest.append((took, f"{unit.kind} {unit.number}"))
    for kind, seconds in spent.items():
        print(f"{kind:9} units: {seconds:6.1f} s CPU")
    print("slowest:", ", ".join(f"{name} {t:.2f} s" for t, name in sorted(slowest)[-5:]))
    start = time.perf_counter()
    report = review(log, jobs=args.jobs)
    print(f"whole review, --jobs {args.jobs}: {time.perf_counter() - start:.1f} s wall")
    print(f"HTML page: {len(render_html(report).encode()) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
