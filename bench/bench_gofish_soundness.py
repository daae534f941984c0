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
- Live (``--live``): each perspective's record typed line by line into a
  :class:`~fishsolve.gofish.live.session.FishLiveSession` (which hands each position's report to
  the next, so what one proved impossible where a line moved no card is not proved again, and
  runs CP-SAT's proofs beside the estimate): after every line, the real count of every player and
  rank and of the stock, and (card asks) every card's place, are among the report's possibilities.

Run: ``.venv/bin/python bench/bench_gofish_soundness.py [--games 1000] [--jobs 2] [--cluster
ADDRESS|local:N] [--counter] [--estimates] [--keep 10] [--live] [--players 2-6]``; it prints the
number of games, perspectives, events covered and counterexamples (0 expected), the intervals'
coverage, and the time. The games run on fishsolve's executor: ``--jobs`` local processes, or a
Dask cluster with ``--cluster`` (the ``cluster`` extra; docs/scale.md).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, fields
from functools import partial
from pathlib import Path

from fishsolve.cards import Card
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
    live_positions: int = 0
    live_facts: int = 0
    estimates: int = 0
    cells: int = 0
    covered: int = 0
    asks: int = 0
    asks_covered: int = 0
    seconds: float = 0.0

    def add(self, other: Found) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


def check_game(
    seed: int,
    counter: bool = False,
    estimates: bool = False,
    keep: int = 10,
    live: bool = False,
    sizes: tuple[int, int] = (2, 6),
) -> Found:
    """The checks of the game of ``seed`` (its variant and players from the seed, between
    ``sizes``)."""
    start = time.perf_counter()
    rules = RULES[seed % len(RULES)]
    lo, hi = sizes
    players = lo + (seed // len(RULES)) % (hi - lo + 1)
    log = play(NAMES[:players], rules, seed)
    audit = audit_record(log, time_limit=AUDIT_LIMIT)
    found = Found(audit.perspectives, audit.positions, audit.counterexamples)
    if counter or estimates:
        _counted(log, found, counter, estimates, keep)
    if live:
        _typed_live(log, found)
    found.seconds = time.perf_counter() - start
    return found


def _typed_live(log: FishLog, found: Found) -> None:
    """Every perspective's record typed live: the real cards among each report's
    possibilities after every line."""
    import tempfile

    from fishsolve.gofish.live.session import FishLiveSession
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.sim.views import as_seen_by

    tests = Path(__file__).resolve().parents[1] / "tests"
    sys.path[:0] = [str(tests), str(tests / "gofish")]
    from test_gofish_deduce_sound import truth

    true = truth(log)
    views: list[tuple[str, FishLog]] = [("public", as_seen_by(log, None))]
    views += [(p.name, as_seen_by(log, p)) for p in log.seating.players]
    with tempfile.TemporaryDirectory() as tmp:
        for viewer, record in views:
            head, _, body = write_fish_log(record).partition("\n\n")
            path = Path(tmp) / f"{viewer}.fish"
            path.write_text(head + "\n\n")
            session = FishLiveSession(path, viewer)
            lines = [line for line in body.splitlines() if line.strip()]
            for at, line in enumerate(lines, start=1):
                report = session.feed(line).report
                hands, stock = true[at]
                if report is None:
                    found.counterexamples += 1
                    continue
                found.live_positions += 1
                try:
                    found.live_facts += _held_to(report, log, hands, stock)
                except AssertionError as err:
                    found.counterexamples += 1
                    print(f"<!-- live counterexample: {err} -->", file=sys.stderr, flush=True)


def _held_to(report: object, log: FishLog, hands: list[set[Card]], stock: tuple[Card, ...]) -> int:
    """How many facts of ``report`` hold of the real cards (every count possible, every card's
    place among its places); AssertionError at the first that does not."""
    from collections import Counter

    from fishsolve.gofish.reports.report import FishAnalysisReport

    assert isinstance(report, FishAnalysisReport)
    rows = {row.place: row for row in report.rows}
    facts = 0
    places = [(p.name, hands[p.index]) for p in log.seating.players] + [("stock", set(stock))]
    for name, cards in places:
        counts = Counter(c.rank.code for c in cards)
        for code, cell in rows[name].cells.items():
            if counts[code] not in cell.possible:
                raise AssertionError((report.viewer, report.at, name, code, cell.possible))
            facts += 1
        for c in cards:
            if report.cards and name not in report.cards.get(c.code, []):
                raise AssertionError((report.viewer, report.at, name, c.code))
            facts += 1
    return facts


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
    parser.add_argument("--live", action="store_true", help="every record typed live too")
    parser.add_argument("--players", default="2-6", help="table sizes, e.g. 3-4")
    args = parser.parse_args()
    lo, _, hi = args.players.partition("-")
    sizes = (int(lo), int(hi or lo))
    start = time.perf_counter()
    executor = Executor(args.jobs, args.cluster)
    task = partial(
        check_game,
        counter=args.counter,
        estimates=args.estimates,
        keep=args.keep,
        live=args.live,
        sizes=sizes,
    )
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
    if args.live:
        print(f"live: {total.live_positions} positions typed, {total.live_facts} facts held")
    if args.estimates:
        print(
            f"estimates (keep {args.keep}): {total.estimates} positions, open chances "
            f"{total.covered}/{total.cells} intervals hold the exact chance "
            f"({total.covered / max(total.cells, 1):.1%}), asks {total.asks_covered}/{total.asks} "
            f"({total.asks_covered / max(total.asks, 1):.1%})"
        )


if __name__ == "__main__":
    main()
