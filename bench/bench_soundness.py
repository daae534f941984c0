"""Benchmark: soundness at scale -- 1,000 simulated games audited at every event from every seat.

Every game is a full-deal log from ``fishsolve.literature.sim.setup``;
:func:`fishsolve.literature.deduce.audit.audit_log` analyses it after every event from every seat
(and, on the reduced decks, from the public view) and holds each proved fact against the real deal:
the real holder of each card must be possible, each claimable half-suit's owners must be the real
ones, each sure ask must go to the real holder.

The mix (scaled to ``--games``): reduced test decks for most games (12, 18 and 24 cards, every
rule option, random, careless and tracker bots), 48-card six-player tracker games, a few 54-card
games, 24-card eight-player games, and a few 48-card eight-player games, whose early positions
are the costly ones. One job per (game, seat) runs on fishsolve's executor: ``--processes`` local
processes, or a Dask cluster with ``--cluster ADDRESS|local:N`` (the ``cluster`` extra; see
docs/scale.md); times are CPU seconds (the machine is shared: wall time says more about the other
jobs than about this one).

Any counterexample is printed with the command that replays its game, and the script exits 1.

Run: ``.venv/bin/python bench/bench_soundness.py [--games 1000] [--processes 2] [--cluster A]``.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from corpus import RULES  # the rule sets the test corpus plays: every option, pairs, all

from fishsolve.executor import Executor
from fishsolve.literature.decks import JOKERS, STANDARD, Deck
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.audit import Audit, audit_log, seat_perspective
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.sim.setup import Setup

BOTS = (
    ("random", "random"),
    ("careless", "careless"),
    ("tracker", "random"),
    ("careless", "tracker"),
    ("tracker", "tracker"),
)
TRACKER_BOTS = (("tracker", "random"), ("careless", "tracker"), ("tracker", "tracker"))


def small_deck(n_half_suits: int) -> Deck:
    """The first ``n_half_suits`` half-suits of the standard deck (as in tests/bruteforce.py)."""
    return Deck(
        f"small-{n_half_suits}",
        f"{n_half_suits}-half-suit test deck",
        STANDARD.half_suits[:n_half_suits],
    )


# (share of the games, label, deck, players, bot mixes, audit the public view too)
MIX = (
    (0.52, "12 cards, 6 players", small_deck(2), 6, BOTS, True),
    (0.30, "18 cards, 6 players", small_deck(3), 6, BOTS, True),
    (0.126, "24 cards, 6 players", small_deck(4), 6, TRACKER_BOTS, True),
    (0.025, "24 cards, 8 players", small_deck(4), 8, TRACKER_BOTS, True),
    (0.02, "48 cards, 6 players", STANDARD, 6, TRACKER_BOTS, False),
    (0.005, "54 cards, 6 players", JOKERS, 6, TRACKER_BOTS, False),
    (0.004, "48 cards, 8 players", STANDARD, 8, (("tracker", "random"),), False),
)


@dataclass(frozen=True)
class Game:
    """One game of the bench: its seed, setup and mix label."""

    seed: int
    setup: Setup
    label: str
    public: bool

    def log(self) -> GameLog:
        return self.setup.game(self.seed)


def games(total: int, first_seed: int) -> list[Game]:
    """``total`` games in the proportions of :data:`MIX`, every rule option in turn."""
    out: list[Game] = []
    seed = first_seed
    for k, (share, label, deck, players, mixes, public) in enumerate(MIX):
        n = total - len(out) if k == len(MIX) - 1 else max(1, round(share * total))
        for i in range(n):
            rules = replace(list(RULES.values())[i % len(RULES)], deck=deck)
            bots = mixes[(i // len(RULES)) % len(mixes)]
            setup = Setup(players, rules, bots, count_rate=0.05)
            out.append(Game(seed, setup, label, public))
            seed += 1
    return out


def audit_job(job: tuple[Game, int | None]) -> tuple[Game, Audit, float]:
    """Audit one game from one seat (None: the public view) at every event; CPU seconds spent."""
    game, seat = job
    start = time.process_time()
    log = game.log()
    players = log.table.players
    view = Perspective("public", (), players) if seat is None else seat_perspective(players[seat])
    audit = audit_log(log, [view], analyzer=Analyzer(log))
    return game, audit, time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--cluster", default=None, help="a Dask scheduler's address, or local:N")
    args = parser.parse_args()
    chosen = games(args.games, args.seed)
    jobs: list[tuple[Game, int | None]] = []
    # Costliest first (full decks, eight players), so that the processes finish together.
    for game in sorted(chosen, key=lambda g: (g.public, -g.setup.players)):
        seats: list[int | None] = list(range(game.setup.players))
        jobs.extend((game, seat) for seat in [*seats, *([None] if game.public else [])])
    total = Audit()
    by_label: dict[str, Audit] = defaultdict(Audit)
    seconds: dict[str, float] = defaultdict(float)
    events: dict[str, int] = defaultdict(int)
    start = time.perf_counter()
    executor = Executor(args.processes, args.cluster)
    for done, (game, audit, spent) in enumerate(executor.map(audit_job, jobs), 1):
        total.add(audit)
        by_label[game.label].add(audit)
        seconds[game.label] += spent
        for c in audit.counterexamples:
            print(f"COUNTEREXAMPLE in `{game.setup.command(game.seed)}`: {c}", flush=True)
        if done % 500 == 0:
            print(f"  {done}/{len(jobs)} jobs, {time.perf_counter() - start:.0f} s", flush=True)
    wall = time.perf_counter() - start
    for game in chosen:
        events[game.label] += len(game.log().events)
    counts = {g.label: 0 for g in chosen}
    for game in chosen:
        counts[game.label] += 1
    last = args.seed + len(chosen) - 1
    print(f"\n## Soundness audit: {len(chosen)} games, seeds {args.seed}-{last}")
    machine = platform.processor() or platform.machine()
    python = platform.python_version()
    print(f"\n{machine}, Python {python}, {executor.where}, {wall / 60:.1f} min wall\n")
    print(
        "| games | deck, table | events | views | holders | forced | claims | sure asks | core-s |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, n in counts.items():
        a = by_label[label]
        print(
            f"| {n} | {label} | {events[label]} | {a.views} | {a.holders} | {a.forced} | "
            f"{a.claims} | {a.asks} | {seconds[label]:.0f} |"
        )
    print(
        f"| **{len(chosen)}** | all | {sum(events.values())} | {total.views} | {total.holders} | "
        f"{total.forced} | {total.claims} | {total.asks} | {sum(seconds.values()):.0f} |"
    )
    print(f"\nCounterexamples: {len(total.counterexamples)}")
    return 1 if total.counterexamples else 0


if __name__ == "__main__":
    sys.exit(main())
