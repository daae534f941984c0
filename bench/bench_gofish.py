"""Benchmark: exact Go Fish deduction per position, in-process (issue 12).

Positions come from simulated games (random bots, fixed seeds) at 10%, 50% and 90% of each game,
for 2, 3, 4 and 6 players. At each position the player on turn's exact ask odds are computed
(:func:`fishsolve.gofish.deduce.ask_odds`: the filter from the deal to the position, then every
legal ask priced), from a cold cache, within the default budget; a position over budget raises
TooCostly and counts as not answered (never as an answer). The public view is timed the same way.

With ``--sound N`` it also checks soundness on N games per player count (every variant in turn):
at every event, from every seat and the public view, while the view is within budget, the true
holding of every player and rank, the stock's counts and every card's holder must be possible.

Run: ``.venv/bin/python bench/bench_gofish.py [--games 5] [--budget 150000] [--sound 0]``;
it prints a Markdown report for docs/performance.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from fishsolve.cards import Card
from fishsolve.gofish.deduce import DEFAULT, TooCostly, ask_odds, fish_view, fish_views
from fishsolve.gofish.deduce.pool import clear_caches
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
RULES = [
    GoFishRules(),
    GoFishRules(book=2),
    GoFishRules(variant=Variant.AUTHORS),
    GoFishRules(variant=Variant.SIMPLIFIED),
]


def _quantiles(times: list[float]) -> str:
    if not times:
        return "—"
    times = sorted(times)
    med = statistics.median(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    return f"{med:.2f} s / {p90:.2f} s"


def timing(games: int, budget: int, counts: tuple[int, ...] = (2, 3, 4, 6)) -> None:
    print(f"Exact odds per position (budget {budget:,} steps), {games} games per row\n")
    print(
        "| players | at | seat on turn: answered | median / p90 (answered) | "
        "public: answered | median / p90 (answered) |"
    )
    print("|---|---|---|---|---|---|")
    shares: Counter[tuple[int, str]] = Counter()
    totals: Counter[int] = Counter()
    for players in counts:
        for frac in (0.1, 0.5, 0.9):
            seat_t: list[float] = []
            pub_t: list[float] = []
            seat_n = pub_n = 0
            for seed in range(1, games + 1):
                log = play(NAMES[:players], GoFishRules(), seed)
                rep = replay(log)
                at = int(len(log.events) * frac)
                turn = rep.states[at].turn
                if turn is None:
                    continue
                for viewer in (turn, "public"):
                    clear_caches()
                    start = time.perf_counter()
                    try:
                        if isinstance(viewer, Player):
                            ask_odds(log, rep, viewer, at, budget)
                        else:
                            fish_view(log, rep, viewer, at, budget)
                    except TooCostly:
                        ok = False
                    else:
                        ok = True
                    took = time.perf_counter() - start
                    kind = "seat" if isinstance(viewer, Player) else "public"
                    totals[players] += 1 if kind == "seat" else 0
                    if ok:
                        shares[(players, kind)] += 1
                        (seat_t if kind == "seat" else pub_t).append(took)
                    if kind == "seat":
                        seat_n += 1
                    else:
                        pub_n += 1
            print(
                f"| {players} | {int(frac * 100)}% | {len(seat_t)}/{seat_n} | "
                f"{_quantiles(seat_t)} | {len(pub_t)}/{pub_n} | {_quantiles(pub_t)} |",
                flush=True,
            )
    print()
    for players in counts:
        n = totals[players]
        print(
            f"- {players} players: seat on turn answered {shares[(players, 'seat')]}/{n}, "
            f"public {shares[(players, 'public')]}/{n}"
        )


def soundness(games: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "gofish"))
    from test_gofish_deduce_sound import check_view, truth

    views = facts = 0
    positions = 0
    start = time.perf_counter()
    for players in range(2, 7):
        for seed in range(1, games + 1):
            rules = RULES[seed % len(RULES)]
            log: FishLog = play(NAMES[:players], rules, 1000 + seed)
            rep = replay(log)
            true = truth(log)
            viewers: list[Player | str] = [*log.seating.players, "public"]
            for viewer in viewers:
                positions += len(log.events) + 1
                for view in fish_views(log, rep, viewer):
                    hands: list[set[Card]]
                    hands, stock = true[view.at]
                    facts += check_view(view, log, hands, stock)
                    views += 1
    took = time.perf_counter() - start
    print(
        f"\nSoundness: {games} games per player count (2-6), {positions} (seat or table, "
        f"position) pairs, {views} views answered within budget and checked against the real "
        f"cards, {facts} facts, 0 counterexamples, {took:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--sound", type=int, default=0)
    parser.add_argument("--budget", type=int, default=DEFAULT)
    parser.add_argument("--players", default="2,3,4,6", help="player counts, e.g. 3,4")
    args = parser.parse_args()
    timing(args.games, args.budget, tuple(int(n) for n in args.players.split(",")))
    if args.sound:
        soundness(args.sound)


if __name__ == "__main__":
    main()
