"""Soundness at scale for the Go Fish family's CP-SAT model (issue 12).

For every simulated game (every variant: Go Fish, pairs, Point Fish, Authors, Simplified Fish;
2 to 6 players) and every perspective (each seat's own record and the table's), the real deal and
stock order must fit the model of that perspective's record with every event enforced. Because
the constraints of the first n events are a subset of those of all of them, one check per
perspective covers every event: at no event of any game does the model rule out the real cards,
so nothing it proves (possible counts, first impossible event, explanations) is false in the real
deal.

Run: ``.venv/bin/python bench/bench_gofish_soundness.py [--games 1000] [--jobs 2] [--cluster
ADDRESS|local:N]``; it prints the number of games, perspectives, events covered and
counterexamples (0 expected), and the time. The games run on fishsolve's executor: ``--jobs``
local processes, or a Dask cluster with ``--cluster`` (the ``cluster`` extra; docs/scale.md).
"""

from __future__ import annotations

import argparse
import time

from fishsolve.executor import Executor
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.audit import audit_record
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
RULES = [
    GoFishRules(),
    GoFishRules(book=2),
    GoFishRules(points=True),
    GoFishRules(variant=Variant.AUTHORS),
    GoFishRules(variant=Variant.SIMPLIFIED),
]


def check_game(seed: int) -> tuple[int, int, int]:
    """(perspectives, positions covered, counterexamples) for the game of ``seed``."""
    rules = RULES[seed % len(RULES)]
    players = 2 + (seed // len(RULES)) % 5
    found = audit_record(play(NAMES[:players], rules, seed))
    return found.perspectives, found.positions, found.counterexamples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cluster", default=None, help="a Dask scheduler's address, or local:N")
    args = parser.parse_args()
    start = time.perf_counter()
    executor = Executor(args.jobs, args.cluster)
    results = list(executor.map(check_game, range(1, args.games + 1)))
    views = sum(r[0] for r in results)
    covered = sum(r[1] for r in results)
    bad = sum(r[2] for r in results)
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {views} perspectives, {covered} positions covered, "
        f"{bad} counterexamples, {elapsed:.0f} s"
    )


if __name__ == "__main__":
    main()
