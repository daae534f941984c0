"""Ranks with equal rules counted together (fishsolve/gofish/deduce/rankpool.py, the last stage of
the programme over ranks) against brute-force enumeration of every deal and stock order
(tests/gofish_brute.py) on three-rank decks where two or three ranks are untouched, at every event
from every seat, the table and the full view; and against the same programme placing every rank
one by one (``pool=False``, itself checked against brute force in test_gofish_deduce_brute3) on
full-size games of 3 and 4 players."""

from __future__ import annotations

import gofish_brute
import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import cardline, timeline
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.rankpool import Pool
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
R3 = (Rank.TWO, Rank.THREE, Rank.FOUR)

# (players, deal, seed): 12 cards; stocks of 2 (two players) and 0 (three players).
SMALL = [(2, 5, 51), (2, 5, 52), (3, 4, 54)]


def _check_against_brute(log: FishLog) -> int:
    """RankCount equals brute force at every event from every perspective; returns how many of
    those counts pooled ranks."""
    rep = replay(log)
    upto = len(log.events)
    viewers: list[Player | str] = [*log.seating.players, "public", "full"]
    brute = gofish_brute.tallies(log, viewers, upto, [s.turn for s in rep.states])
    pooled = 0
    for v in viewers:
        know = Knowledge(log, resolve(log, v))
        if not timeline.applies(log, know.stock_known):
            continue
        name = v if isinstance(v, str) else v.name
        for at in range(upto + 1):
            t = brute[name][at]
            rc = RankCount(timeline.build(log, rep, know, at, at_ask(log, at)), None)
            pooled += bool(rc.pooled)
            assert rc.total == t.total, (name, at)
            for r in log.rules.ranks:
                for p in range(len(log.seating)):
                    got: dict[int, int] = {}
                    for (k, _), w in rc.tables[r][p].items():
                        got[k] = got.get(k, 0) + w
                    want = {k: w for (q, rr, k), w in t.holds.items() if q == p and rr == r}
                    assert {k: w for k, w in got.items() if w} == want, (name, at, p, r)
                stock: dict[int, int] = {}
                for (_, s), w in rc.tables[r][0].items():
                    stock[s] = stock.get(s, 0) + w
                want_s = {k: w for (rr, k), w in t.stock.items() if rr == r}
                assert {k: w for k, w in stock.items() if w} == want_s, (name, at, r)
    return pooled


@pytest.mark.slow
@pytest.mark.parametrize("case", SMALL, ids=[f"{c[0]}p-d{c[1]}-s{c[2]}" for c in SMALL])
def test_pooled_ranks_equal_brute_force(case: tuple[int, int, int]) -> None:
    players, deal, seed = case
    rules = GoFishRules(variant=Variant.GO_FISH, ranks=R3, book=4, deal=deal)
    log = play(NAMES[:players], rules, seed)
    assert _check_against_brute(log) > 0


@pytest.mark.slow
def test_pooled_ranks_equal_rank_by_rank() -> None:
    """Full-size games: the same total and tables as placing every rank one by one, wherever
    that fits a budget; most of the positions compared pool some ranks."""
    compared = pooled = 0
    games = [(3, 1, Variant.GO_FISH), (4, 1, Variant.GO_FISH), (6, 1, Variant.GO_FISH)]
    games += [(3, 1, Variant.AUTHORS), (6, 2, Variant.AUTHORS)]
    for players, seed, variant in games:
        # (early positions: most of them pool untouched ranks)
        log = play(NAMES[:players], GoFishRules(variant=variant), seed)
        rep = replay(log)
        cards = log.rules.card_asks
        count = CardCount if cards else RankCount
        for at in (0, 5, 9):
            viewers: list[Player | str] = [*log.seating.players, "public"]
            for viewer in viewers:
                know = Knowledge(log, resolve(log, viewer))
                tl = (cardline if cards else timeline).build(log, rep, know, at)
                try:
                    one_by_one = count(tl, 150_000, pool=False)
                except TooCostly:
                    continue
                got = count(tl, None)
                assert got.total == one_by_one.total, (players, seed, at, viewer)
                assert got.tables == one_by_one.tables, (players, seed, at, viewer)
                compared += 1
                pooled += bool(got.pooled)
    assert compared >= 30
    assert pooled >= 25


def test_pool_hand_checked() -> None:
    """Two ranks of 4 cards, a class of 3 positions allowed at most 1 of each rank (impossible:
    3 cards need 2 of one rank) and then allowed at most 2: 2 + 2 ways to split 3 = 2 + 1
    between the ranks, each 3!/(2!1!) = 3 orders: 6; the stock's 5 positions take the other
    5 cards in 5!/(2!3!) = 10 ways: 60."""
    none = Pool(2, 4, [[frozenset({0, 1})]], lambda _: None)
    assert none.value([[3]], 5) == 0
    some = Pool(2, 4, [[frozenset({0, 1, 2})]], lambda _: None)
    assert some.value([[3]], 5) == 60
    free = Pool(2, 4, [[None]], lambda _: None)
    assert free.value([[3]], 5) == 8 * 7 * 6 * 5 * 4 * 3 * 2 // (24 * 24)


def _pool_by_matrices(
    count: int, cards: int, places: list[tuple[int, frozenset[int] | None]], stock: int
) -> int:
    """Ways to fill ``places`` (free positions, the counts a rank may put there) and ``stock``
    positions with ``count`` ranks of ``cards`` interchangeable cards each, one card a
    position: every matrix of counts (rank x place, each rank's row adding up to its cards,
    each place's column to its positions, the stock any counts), each weighing the orders of
    its cards among every place's positions (e! / prod x!). Written from that definition, not
    from the pool's programme over histograms."""
    from itertools import product
    from math import factorial

    sizes = [e for e, _ in places] + [stock]
    rows = [
        row
        for row in product(*(range(cards + 1) for _ in sizes))
        if sum(row) == cards
        and all(a is None or x in a for x, (_, a) in zip(row, places, strict=False))
    ]
    total = 0
    if len(rows) ** count > 50_000:
        return -1  # too long to list here
    for matrix in product(rows, repeat=count):
        if any(sum(r[j] for r in matrix) != e for j, e in enumerate(sizes)):
            continue
        ways = 1
        for j, e in enumerate(sizes):
            ways *= factorial(e)
            for r in matrix:
                ways //= factorial(r[j])
        total += ways
    return total


def test_pool_equals_count_matrices() -> None:
    """The pool's count (a programme over classes whose state is the histogram of cards left,
    each class's step a programme over the histogram's levels, the classes in a canonical order)
    equals the sum over every rank x place matrix of counts, on random small pools: 1-4 ranks of
    1-4 cards, 1-3 classes each allowed any counts or a random set, the stock the rest. The
    truth here is the pool's own definition (a count of arrangements of interchangeable cards,
    no rule of the game in it), written as matrices rather than histograms; whether that
    definition reads the sheet right is test_pooled_ranks_equal_brute_force's question, whose
    enumeration (tests/gofish_brute.py) deals every card from the sheet's rules."""
    import random

    rng = random.Random(7)
    checked = nonzero = 0
    for _ in range(300):
        count, cards = rng.randint(1, 4), rng.randint(1, 4)
        places: list[tuple[int, frozenset[int] | None]] = []
        for _ in range(rng.randint(1, 3)):
            allowed = None
            if rng.random() < 0.5:
                allowed = frozenset(x for x in range(cards + 1) if rng.random() < 0.6)
            places.append((rng.randint(0, min(5, count * cards)), allowed))
        stock = count * cards - sum(e for e, _ in places)
        if stock < 0:
            continue
        per_player = [[a] for _, a in places]  # one class per player
        pool = Pool(count, cards, per_player, lambda _: None)
        want = _pool_by_matrices(count, cards, places, stock)
        if want < 0:
            continue
        got = pool.value([[e] for e, _ in places], stock)
        assert got == want, (count, cards, places)
        checked += 1
        nonzero += bool(got)
    assert checked >= 200
    assert nonzero >= 100


def test_one_player_pool_takes_equal_enumeration() -> None:
    """fishsolve/gofish/deduce/pool.py's count of one player's takes from the pool (a level at
    a time, polynomials packed in integers) equals listing every count each rank gives, for
    books of 2 and 4 and every pool of up to 5 ranks of 1 to 4 cards."""
    from itertools import product
    from math import comb

    from fishsolve.gofish.deduce import pool

    checked = 0
    for book in (2, 4):
        for levels in product(range(1, 5), repeat=3):
            for extra in ((), (4, 4)):
                ranks = (*levels, *extra)
                hist = pool.histogram(ranks)
                want: dict[tuple[int, tuple[int, ...]], int] = {}
                for xs in product(*(range(u + 1) for u in ranks)):
                    full = tuple(sum(1 for x in xs if x == k) for k in range(book, 5))
                    ways = 1
                    for u, x in zip(ranks, xs, strict=True):
                        ways *= comb(u, x)
                    key = (sum(xs), full)
                    want[key] = want.get(key, 0) + ways
                pool.clear_caches()
                for (cards, full), ways in want.items():
                    assert pool._last(hist, cards, full, book) == ways, (ranks, cards, full)
                    checked += 1
                assert pool._last(hist, sum(ranks) + 1, full, book) == 0
    assert checked > 1000
