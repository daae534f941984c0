"""Time `explain` on the positions of the minimality test (tests/literature/test_explain.py).

Run from the repository root: ``python bench/explain_times.py``. Prints the number of
explanations, the median and maximum wall time per explanation (the minimal reasons and their
wording; the model is built once per game, outside the timing), by kind of fact.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "literature"))

from test_explain import MINIMALITY, facts_at, positions

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.explain.why import explain


def main() -> None:
    """Time every explanation of the minimality test's positions and print the figures."""
    times: dict[str, list[float]] = {}
    solves: list[int] = []
    sizes: list[int] = []
    for spec in MINIMALITY:
        log = spec.log()
        analyzer = Analyzer(log)
        rng = random.Random(spec.seed)
        seat = log.table.players[spec.seed % len(log.table)]
        view = Perspective(seat.name, (seat,), (seat,))
        for at in positions(len(log.events)):
            for fact in facts_at(analyzer, view, at, rng):
                start = time.perf_counter()
                found = explain(analyzer, view, at, fact)
                times.setdefault(fact.kind, []).append(time.perf_counter() - start)
                solves.append(found.solves)
                sizes.append(len(found.reasons))
    every = [t for ts in times.values() for t in ts]
    print(f"{len(every)} explanations in {len(MINIMALITY)} games")
    for kind, ts in [("all", every), *sorted(times.items())]:
        print(
            f"{kind:10} n={len(ts):4}  median {statistics.median(ts) * 1000:7.1f} ms"
            f"  max {max(ts) * 1000:7.1f} ms"
        )
    print(f"reasons per explanation: median {statistics.median(sizes)}, max {max(sizes)}")
    print(f"solver calls per explanation: median {statistics.median(solves)}, max {max(solves)}")


if __name__ == "__main__":
    main()
