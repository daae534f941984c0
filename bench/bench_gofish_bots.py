"""The Go Fish family's tracker bot: what a decision costs, how it was made, and how it fares.

    python bench/bench_gofish_bots.py [--game G] [--games N] [--players 2,3,4] [--tournament DEALS]
                                      [--tournament-players N] [--jobs J]

Part 1 plays ``--games`` games of Go Fish for each table size with the tracker in one seat (seat
``seed mod players``) and random bots elsewhere, and times every tracker decision (CPU time of
this process: the machine is shared): mean, median, p90 and max, split by how the decision was
made (exact odds, CP-SAT possibilities, last resort). Part 2 runs the two-player tournament of
`fishsolve tournament --game go-fish --bots tracker,random` over ``--tournament`` deals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import ClassVar

from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.sim.bots import Choice, RandomBot, Seat
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.setup import NAMES, FishSetup
from fishsolve.gofish.sim.tournament import play_fish_tournament
from fishsolve.gofish.sim.tracker import TrackerBot
from fishsolve.seating import Player

KINDS = ("exact", "possible", "guessed")


class Timed(TrackerBot):
    """A tracker that times each decision and notes how it was made."""

    times: ClassVar[dict[str, list[float]]] = {k: [] for k in KINDS}

    def choose(self, seat: Seat) -> Choice:
        before = (self.tally.exact, self.tally.possible, self.tally.guessed)
        start = time.process_time()
        choice = super().choose(seat)
        spent = time.process_time() - start
        after = (self.tally.exact, self.tally.possible, self.tally.guessed)
        kind = KINDS[[a - b for a, b in zip(after, before, strict=True)].index(1)]
        Timed.times[kind].append(spent)
        return choice


def _quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def decisions(players: int, games: int, game: str) -> None:
    Timed.times = {k: [] for k in KINDS}
    rules = GoFishRules.parse(game, [])
    for seed in range(1, games + 1):

        def make(p: Player, rng: random.Random, seed: int = seed) -> TrackerBot | RandomBot:
            return Timed(rng) if p.index == seed % players else RandomBot(rng)

        play(NAMES[:players], rules, seed, make)
    every = [t for k in KINDS for t in Timed.times[k]]
    print(
        f"{game}, {players} players, {games} games, {len(every)} tracker decisions: mean "
        f"{statistics.mean(every):.3f} s, median {statistics.median(every):.3f} s, p90 "
        f"{_quantile(every, 0.9):.3f} s, max {max(every):.2f} s CPU"
    )
    for kind in KINDS:
        ts = Timed.times[kind]
        if ts:
            print(
                f"  {kind}: {len(ts)} ({100 * len(ts) / len(every):.0f}%), mean "
                f"{statistics.mean(ts):.3f} s, p90 {_quantile(ts, 0.9):.3f} s"
            )


def tournament(deals: int, jobs: int, players: int) -> None:
    setup = FishSetup(GoFishRules(), players, ("tracker", "random"))
    start = time.time()
    r = play_fish_tournament(setup, deals, 1, jobs)
    print(
        f"tournament, {players} players: {r.games} games ({deals} deals), tracker wins "
        f"{r.wins.count} ({100 * r.wins.share:.1f}%, 95% {100 * r.wins.low:.1f}%-"
        f"{100 * r.wins.high:.1f}%), shared {r.draws.count}, random wins {r.losses.count}; "
        f"points {r.points_for:.2f} vs best random {r.points_best_other:.2f}; "
        f"{r.events:.0f} events a game; design effect {r.design_effect:.2f}; "
        f"{time.time() - start:.0f} s wall, {jobs} processes"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="go-fish")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--tournament", type=int, default=0)
    ap.add_argument("--tournament-players", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    for n in (int(x) for x in args.players.split(",") if x):
        decisions(n, args.games, args.game)
    if args.tournament:
        tournament(args.tournament, args.jobs, args.tournament_players)


if __name__ == "__main__":
    main()
