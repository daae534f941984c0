"""Benchmark (issue 29): how often the estimates' 95% intervals hold the exact chance.

Small games (five ranks, three players, three cards dealt; random bots, seeds 1 to ``--games``)
of Go Fish (``gofish``) or of card asks (``cards``: Authors, and Simplified Fish under
``lucky-rank``), at every 4th position, from the table and every seat: each position is estimated
with runs thinned hard (``--keep`` states a layer, ``--samples`` runs) and counted exactly. A
*cell* is a chance of holding at least one of a rank that the proved counts leave open (the
player may hold none, and may hold some), and, for the seat on turn, the chance an ask goes on
that is neither 0 nor 1; positions no run thinned are left out (their estimate is the exact
count). Prints, per kind of cell, the cells whose interval holds the exact chance, and the mean
error of the rank cells.

Run: ``.venv/bin/python bench/bench_gofish_cover.py [--games 3] [--samples 8] [--keep 8]
[--kind cards|gofish]``.
"""

from __future__ import annotations

import argparse
import time


def main() -> None:
    from fishsolve.cards import Rank
    from fishsolve.gofish.deduce import estimate as sampled
    from fishsolve.gofish.deduce.view import ask_odds, fish_view
    from fishsolve.gofish.game.replay import replay
    from fishsolve.gofish.game.rules import GoFishRules, Variant
    from fishsolve.gofish.sim.game import play

    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--samples", type=int, default=8)
    ap.add_argument("--keep", type=int, default=8)
    ap.add_argument("--kind", choices=("cards", "gofish"), default="cards")
    args = ap.parse_args()
    ranks = tuple(list(Rank)[:5])
    kinds = {
        "cards": ((Variant.AUTHORS, False), (Variant.SIMPLIFIED, True)),
        "gofish": ((Variant.GO_FISH, False),),
    }[args.kind]
    cells = covered = asks = asks_covered = positions = 0
    error = 0.0
    start = time.time()
    for variant, lucky in kinds:
        rules = GoFishRules(variant=variant, ranks=ranks, deal=3, lucky_rank=lucky)
        for seed in range(1, args.games + 1):
            log = play(["Ana", "Bo", "Cy"], rules, seed)
            rep = replay(log)
            for at in range(0, len(log.events) + 1, 4):
                turn = rep.states[at].turn
                for viewer in ["public", *(p.name for p in log.seating.players)]:
                    exact = fish_view(log, rep, viewer, at, budget=None)
                    if not exact.total:
                        continue
                    on = turn is not None and turn.name == viewer
                    est = sampled.estimate(log, rep, viewer, at, args.samples, args.keep, on)
                    if est.exact:
                        continue
                    positions += 1
                    for p in log.seating.players:
                        for r in ranks:
                            possible = exact.possible(p, r)
                            if 0 not in possible or possible == (0,):
                                continue
                            truth = exact.chance(p, r)
                            iv = est.chance_interval(p, r)
                            cells += 1
                            covered += iv.low - 1e-9 <= truth <= iv.high + 1e-9
                            error += abs(float(est.view.chance(p, r) - truth))
                    if not on or est.odds is None:
                        continue
                    odds = ask_odds(log, rep, viewer, at, budget=None)
                    want = {(a.target, a.rank, a.card): a.go_on for a in odds}
                    for a in est.odds:
                        w = want.get((a.target, a.rank, a.card))
                        if w is None or w in (0, 1):
                            continue
                        iv = est.ask_interval(a, lambda o: o.go_on)
                        asks += 1
                        asks_covered += iv.low - 1e-9 <= w <= iv.high + 1e-9
    print(
        f"{args.kind}, {args.games} games a variant, {args.samples} samples, keep {args.keep}: "
        f"{positions} estimated positions; rank cells {covered}/{cells} "
        f"({covered / max(cells, 1):.1%}), mean error {error / max(cells, 1):.3f}; asks "
        f"{asks_covered}/{asks} ({asks_covered / max(asks, 1):.1%}); {time.time() - start:.0f} s"
    )


if __name__ == "__main__":
    main()
