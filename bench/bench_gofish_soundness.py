"""Soundness at scale for the Go Fish family (issues 12 and 29): nothing proved is false, and the
estimates' intervals hold the exact chance as often as they say.

For every simulated game (every variant: Go Fish, pairs, Point Fish, Authors, Simplified Fish;
2 to 6 players) and every perspective (each seat's own record and the table's):

- CP-SAT: the real deal and stock order must fit the model of that perspective's record with
  every event enforced. Because the constraints of the first n events are a subset of those of
  all of them, one check per perspective covers every event: at no event of any game does the
  model rule out the real cards, so nothing it proves (possible counts, first impossible event,
  explanations) is false in the real deal.
- The exact count (``--counter``): at every event, while the view is within the default budget,
  the real count of every player and rank, the stock's counts and (card asks) every card's
  holder are possible, and every certain book is real (the check of
  ``tests/gofish/test_gofish_deduce_sound.py``, the truth played with ``tests/gofish_brute.py``'s
  own rule code).
- The estimate (``--estimates``, every variant it is made for: all but card asks with pairs): at
  every 4th event where the exact count is at hand, the sampled count with each layer thinned to
  ``--keep`` states (so that it has work to do) and its default samples: every count a run finds is
  possible in the exact count (a run only follows real placements), and each open chance's 95%
  interval is held to the exact chance (the real deal is one arrangement: whether it holds a rank
  says nothing of an interval of a chance, so coverage is of the exact chance).

Run: ``.venv/bin/python bench/bench_gofish_soundness.py [--games 1000] [--jobs 2] [--cluster
ADDRESS|local:N] [--counter] [--estimates] [--keep 10]``; it prints the number of games,
perspectives, events covered and counterexamples (0 expected), the intervals' coverage, and the
time. The games run on fishsolve's executor: ``--jobs`` local processes, or a Dask cluster with
``--cluster`` (the ``cluster`` extra; docs/scale.md).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, fields
from functools import partial
from pathlib import Path

from fishsolve.executor import Executor
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.view import FishView, ask_odds, fish_views
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.sim.audit import audit_record
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]
AUDIT_LIMIT = 600.0
"""Seconds a solver question of the audit may take: the real cards pinned, a witness takes well
under a second, but a run at low priority on a busy machine gets little of it (the default 10 s
once stopped a run here with no answer)."""
RULES = [
    GoFishRules(),
    GoFishRules(book=2),
    GoFishRules(points=True),
    GoFishRules(variant=Variant.AUTHORS),
    GoFishRules(variant=Variant.SIMPLIFIED),
]


@dataclass
class Found:
    """What one game's checks covered and found (counterexamples: 0 expected)."""

    perspectives: int = 0
    positions: int = 0
    counterexamples: int = 0
    views: int = 0
    facts: int = 0
    estimates: int = 0
    cells: int = 0
    covered: int = 0
    asks: int = 0
    asks_covered: int = 0
    seconds: float = 0.0

    def add(self, other: Found) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


def check_game(seed: int, counter: bool = False, estimates: bool = False, keep: int = 10) -> Found:
    """The checks of the game of ``seed`` (its variant and players from the seed)."""
    start = time.perf_counter()
    rules = RULES[seed % len(RULES)]
    players = 2 + (seed // len(RULES)) % 5
    log = play(NAMES[:players], rules, seed)
    audit = audit_record(log, time_limit=AUDIT_LIMIT)
    found = Found(audit.perspectives, audit.positions, audit.counterexamples)
    if counter or estimates:
        _counted(log, found, counter, estimates, keep)
    found.seconds = time.perf_counter() - start
    return found


def _counted(log: FishLog, found: Found, counter: bool, estimates: bool, keep: int) -> None:
    """The exact count's views held to the real cards, and the estimates to the exact count."""
    tests = Path(__file__).resolve().parents[1] / "tests"
    sys.path[:0] = [str(tests), str(tests / "gofish")]
    from test_gofish_deduce_sound import check_view, truth

    rep = replay(log)
    true = truth(log)
    for viewer in ["public", *(p.name for p in log.seating.players)]:
        estimable = estimates and sampled.applies(log, viewer)
        for view in fish_views(log, rep, viewer):
            if counter:
                hands, stock = true[view.at]
                try:
                    found.facts += check_view(view, log, hands, stock)
                except AssertionError:
                    found.counterexamples += 1
                found.views += 1
            if estimable and view.at % 4 == 0 and view.total:
                _estimated(log, rep, viewer, view, found, keep)


def _estimated(
    log: FishLog, rep: FishReplay, viewer: str, exact: FishView, found: Found, keep: int
) -> None:
    at = exact.at
    who = log.seating.player(viewer) if viewer != "public" else None
    on_turn = who is not None and rep.turn_at(at) == who
    est = sampled.estimate(log, rep, viewer, at, keep=keep, odds=on_turn)
    if est.exact:
        return
    found.estimates += 1
    for p in log.seating.players:
        for r in log.rules.ranks:
            possible = set(exact.possible(p, r))
            if not set(est.view.possible(p, r)) <= possible:
                found.counterexamples += 1
            if 0 in possible and possible != {0}:
                iv = est.chance_interval(p, r)
                found.cells += 1
                found.covered += iv.low - 1e-9 <= exact.chance(p, r) <= iv.high + 1e-9
    for r in log.rules.ranks:
        possible = set(exact.possible_stock(r))
        if not set(est.view.possible_stock(r)) <= possible:
            found.counterexamples += 1
    if who is not None and on_turn and est.odds is not None:
        truths = {(a.target, a.rank, a.card): a.go_on for a in ask_odds(log, rep, who, at, None)}
        for a in est.odds:
            go_on = truths.get((a.target, a.rank, a.card))  # card asks: one ask a card
            if go_on is None:
                found.counterexamples += 1  # an ask the exact count does not know
            elif go_on < 1:
                iv = est.ask_interval(a, lambda o: o.go_on)
                found.asks += 1
                found.asks_covered += iv.low - 1e-9 <= go_on <= iv.high + 1e-9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cluster", default=None, help="a Dask scheduler's address, or local:N")
    parser.add_argument("--counter", action="store_true", help="the exact count's views too")
    parser.add_argument("--estimates", action="store_true", help="the estimates' intervals too")
    parser.add_argument("--keep", type=int, default=10, help="states a sampled layer keeps")
    args = parser.parse_args()
    start = time.perf_counter()
    executor = Executor(args.jobs, args.cluster)
    task = partial(check_game, counter=args.counter, estimates=args.estimates, keep=args.keep)
    total = Found()
    per_game = []
    for found in executor.map(task, range(1, args.games + 1)):
        total.add(found)
        per_game.append(found.seconds)
        if len(per_game) % 25 == 0:  # progress, for a run cut short
            print(f"<!-- {len(per_game)} games: {total} -->", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games, {total.perspectives} perspectives, {total.positions} positions "
        f"covered, {total.counterexamples} counterexamples, {elapsed:.0f} s "
        f"({total.seconds / max(args.games, 1):.1f} s of work a game, "
        f"at most {max(per_game):.0f} s)"
    )
    if args.counter:
        print(f"exact count: {total.views} views within the budget, {total.facts} facts")
    if args.estimates:
        print(
            f"estimates (keep {args.keep}): {total.estimates} positions, open chances "
            f"{total.covered}/{total.cells} intervals hold the exact chance "
            f"({total.covered / max(total.cells, 1):.1%}), asks {total.asks_covered}/{total.asks} "
            f"({total.asks_covered / max(total.asks, 1):.1%})"
        )


if __name__ == "__main__":
    main()
