"""fishsolve's Go Fish family counts against tests/gofish_reference.py at every position of a log:
the analysed position's count (``fish_view``), the review's one pass (``views_and_odds``), the
asks of the seat on turn (``ask_odds``, ``view_and_odds``) and, when asked, the CP-SAT model's
possibilities — every chance an exact fraction equal to the reference's
(tests/gofish/test_gofish_measure.py and tests/gofish/test_gofish_options.py)."""

from __future__ import annotations

from fractions import Fraction

import gofish_reference

from fishsolve.cards import Card
from fishsolve.gofish.deduce import ask_odds, fish_view
from fishsolve.gofish.deduce.questions import STOCK, possibilities
from fishsolve.gofish.deduce.view import AskOdds, FishView, view_and_odds, views_and_odds
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player


def _probs(dist: dict[int, int], total: int) -> dict[int, Fraction]:
    return {k: Fraction(w, total) for k, w in dist.items() if w}


def _same_view(
    log: FishLog, got: FishView, want: gofish_reference.Tally, where: tuple[object, ...]
) -> None:
    assert bool(got.total) == bool(want.total), where
    if not want.total:
        return
    n = len(log.seating)
    for p in log.seating.players:
        for r in log.rules.ranks:
            ref = {
                k: Fraction(w, want.total)
                for (q, rr, k), w in want.holds.items()
                if q == p.index and rr == r and w
            }
            assert _probs(got.holds[p][r], got.total) == ref, (*where, p.name, r)
    for r in log.rules.ranks:
        ref = {k: Fraction(w, want.total) for (rr, k), w in want.stock.items() if rr == r and w}
        assert _probs(got.stock[r], got.total) == ref, (*where, STOCK, r)
    if log.rules.card_asks:
        assert got.cards is not None
        cards: dict[Card, dict[int, Fraction]] = {}
        for (c, q), w in want.cards.items():
            if w:
                cards.setdefault(c, {})[q] = Fraction(w, want.total)
        for c, holders in got.cards.items():
            mine = {(h.index if h else n): Fraction(w, got.total) for h, w in holders.items() if w}
            assert mine == cards.get(c, {}), (*where, str(c))


def _same_odds(
    log: FishLog,
    got: list[AskOdds] | None,
    want: gofish_reference.Asks,
    sizes: tuple[int, ...],
    me: Player,
    where: tuple[object, ...],
) -> None:
    assert got is not None, where
    targets = [q for q in range(len(sizes)) if q != me.index and sizes[q]]
    ref = want.odds(targets, log.rules.cards)
    mine = {(a.target.index, a.rank, a.card): (a.yes, a.lucky) for a in got}
    assert mine == ref, where


def check(log: FishLog, model: bool = False) -> tuple[int, int]:
    """Every position, every perspective: fishsolve's view (the analysed position's count, the
    review's one pass) and the asks of the seat on turn equal the reference's chances; with
    ``model``, the CP-SAT possibilities too. Returns (positions compared, asks priced)."""
    rep = replay(log)
    viewers: list[Player | str] = [*log.seating.players, "public"]
    if log.full:
        viewers.append("full")
    on_turn = [s.turn for s in rep.states]
    refs = gofish_reference.reckon(log, viewers, on_turn)
    positions = priced = 0
    for v in viewers:
        name = v.name if isinstance(v, Player) else v
        ref = refs[name]
        passed = list(views_and_odds(log, rep, v, budget=None))
        assert len(passed) == len(log.events) + 1
        for at in range(len(log.events) + 1):
            where = (name, at)
            want = ref.view[at]
            _same_view(log, fish_view(log, rep, v, at, budget=None), want, where)
            _same_view(log, passed[at][0], want, (*where, "pass"))
            positions += 1
            asks = ref.asks[at]
            if asks is None or not isinstance(v, Player) or not asks.total:
                continue
            sizes = rep.states[at].sizes
            _same_odds(log, ask_odds(log, rep, v, at, budget=None), asks, sizes, v, where)
            one = view_and_odds(log, rep, v, at, budget=None)[1]
            _same_odds(log, one, asks, sizes, v, (*where, "one count"))
            _same_odds(log, passed[at][1], asks, sizes, v, (*where, "pass"))
            priced += 1
            if model:
                _same_possible(log, rep, v, at, want)
        if model and not isinstance(v, Player):
            for at in range(len(log.events) + 1):
                _same_possible(log, rep, v, at, ref.view[at])
    return positions, priced


def _same_possible(
    log: FishLog, rep: FishReplay, v: Player | str, at: int, want: gofish_reference.Tally
) -> None:
    """The CP-SAT model's possible counts (players and the stock) and, under card asks, each
    card's possible places equal those the reference finds with a positive weight."""
    if not want.total:
        return
    found = possibilities(log, rep, v, at)
    for p in log.seating.players:
        for r in log.rules.ranks:
            ks = sorted(k for (q, rr, k), w in want.holds.items() if q == p.index and rr == r and w)
            assert list(found.counts[(p.name, r.code)]) == ks, (v, at, p.name, r)
    for r in log.rules.ranks:
        ks = sorted(k for (rr, k), w in want.stock.items() if rr == r and w)
        assert list(found.counts[(STOCK, r.code)]) == ks, (v, at, STOCK, r)
    if log.rules.card_asks:
        names = [*log.seating.names, STOCK]
        places: dict[str, set[str]] = {}
        for (c, q), w in want.cards.items():
            if w:
                places.setdefault(c.code, set()).add(names[q])
        got = {c: set(where) for c, where in found.places.items() if where}
        assert got == places, (v, at)
