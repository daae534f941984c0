"""The whole count in one C call (``_dp.count``, see _count.c) against the counts taken step by
step, and against a brute-force enumeration of small problems.

- Every count of simulated games' views (six and eight players, seats and the public, eight
  players within a counting budget) is taken both ways: the same deal counts and holders, and
  the same positions refused for their budget.
- Random small problems (three or four players, two half-suits, random domains and clauses,
  capacities that some deals fill) are counted by ``_dp.count`` and by trying every placement
  of the open cards.
- Where it cannot count (a count past 128 bits), it says so and the steps count it.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count import counting
from fishsolve.literature.deduce.count.counting import _Counter
from fishsolve.literature.deduce.count.problem import TooCostly
from fishsolve.literature.deduce.count.propagation import Contradiction
from fishsolve.literature.sim.game import simulate

dp: Any = counting._dp
pytestmark = pytest.mark.skipif(dp is None, reason="the C extension has no count here")


def dealt_both_ways(analyzer: Analyzer, hands: tuple[Any, ...], at: int, budget: int | None) -> Any:
    """``dealt`` of one view fused and step by step: the two results (or how each stopped)."""
    results = []
    for fused in (True, False):
        counting.use_fused = fused
        try:
            counter = _Counter(
                analyzer.constraints, analyzer.base_keys(hands, at), at, budget=budget
            )
            found: Any = counter.dealt(counter.propagated(), counter.live_bounds())
        except Contradiction:
            found = "no deal"
        except TooCostly:
            found = "too costly"
        finally:
            counting.use_fused = True
        results.append(found)
    return results


def test_fused_count_equals_the_steps_on_simulated_games(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"counted": 0, "refused": 0, "cannot": 0}
    real = dp.count

    def spy(*args: Any) -> Any:
        out = real(*args)
        calls["counted" if out else "refused" if out is False else "cannot"] += 1
        return out

    monkeypatch.setattr(dp, "count", spy)
    views = 0
    for seed, players, step, budget in ((4, 6, 2, None), (5, 6, 3, None), (6, 8, 5, 3000)):
        log = simulate(seed, players)
        analyzer = Analyzer(log)
        seats: list[tuple[Any, ...]] = [(), *((p,) for p in log.table.players)]
        for at in range(0, len(log.events) + 1, step):
            for hands in seats:
                fused, steps = dealt_both_ways(analyzer, hands, at, budget)
                assert fused == steps, (seed, at, hands)
                views += 1
    assert views > 800
    # Nearly every count is one C call; the eight-player budget refuses some early public views
    # both ways; the one it cannot take is the eight-player public view of the deal (48 free
    # cards: its marginal sums pass 128 bits).
    assert calls["counted"] > 0.95 * views, calls
    assert calls["refused"] > 0, calls


def test_a_count_past_128_bits_is_counted_by_the_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    log = simulate(6, 8)
    analyzer = Analyzer(log)
    counter = _Counter(analyzer.constraints, analyzer.base_keys((), 0), 0)
    open_clauses = counter.propagated()
    bounds = counter.live_bounds()
    seen: list[Any] = []
    real = dp.count

    def spy(*args: Any) -> Any:
        seen.append(real(*args))
        return seen[-1]

    monkeypatch.setattr(dp, "count", spy)
    found = counter.dealt(open_clauses, bounds)
    assert found is not None
    total, holding = found
    assert seen == [None]
    # 48 cards, six to each of eight players; each card with each player in 1/8 of them.
    from math import factorial

    assert total == factorial(48) // factorial(6) ** 8
    assert all(set(per.values()) == {total // 8} for per in holding.values())


def brute(
    domains: list[int], caps: list[int], clauses: list[tuple[tuple[int, int, bool], ...]]
) -> tuple[int, dict[int, dict[int, int]]]:
    """Every placement of the open cards (domains of two or more seats), tried: the number that
    fill every seat's capacity exactly and satisfy every clause, and per card and seat the
    number giving it the card; placed cards count each deal for their one seat."""
    open_at = [k for k, d in enumerate(domains) if d & (d - 1)]
    choices = [[s for s in range(len(caps)) if d >> s & 1] for d in (domains[k] for k in open_at)]
    total = 0
    per: dict[int, dict[int, int]] = {k: {} for k in range(len(domains))}
    for seats in itertools.product(*choices):
        used = [0] * len(caps)
        for s in seats:
            used[s] += 1
        if used != caps:
            continue
        where = dict(zip(open_at, seats, strict=True))
        if not all(
            any((where[k] == bit.bit_length() - 1) == positive for k, bit, positive in clause)
            for clause in clauses
        ):
            continue
        total += 1
        for k, s in where.items():
            per[k][s] = per[k].get(s, 0) + 1
    if total == 0:
        return 0, {}
    for k, d in enumerate(domains):
        if not d & (d - 1):
            per[k] = {d.bit_length() - 1: total}
    return total, {k: dict(sorted(v.items())) for k, v in per.items() if v}


def random_problem(rng: random.Random) -> tuple[list[int], list[int], list[Any], list[int]]:
    players = rng.choice((3, 4))
    cards = rng.choice((6, 8))
    half_at = [k * 2 // cards for k in range(cards)]  # two half-suits
    everyone = (1 << players) - 1
    domains = []
    for _ in range(cards):
        if rng.random() < 0.15:
            domains.append(1 << rng.randrange(players))
        else:
            mask = 0
            while mask & (mask - 1) == 0:
                mask = rng.randint(1, everyone)
            domains.append(mask)
    # Capacities of some placement of the open cards (so most problems have deals).
    caps = [0] * players
    for d in domains:
        if d & (d - 1):
            caps[rng.choice([s for s in range(players) if d >> s & 1])] += 1
    open_at = [k for k, d in enumerate(domains) if d & (d - 1)]
    clauses = []
    for _ in range(rng.randint(0, 4)):
        half = rng.randrange(2)
        mine = [k for k in open_at if half_at[k] == half]
        if not mine:
            continue
        lits = []
        for _ in range(rng.randint(1, 3)):
            k = rng.choice(mine)
            seat = rng.choice([s for s in range(players) if domains[k] >> s & 1])
            lits.append((k, 1 << seat, rng.random() < 0.6))
        clauses.append(tuple(lits))
    return domains, caps, clauses, half_at


def test_fused_count_equals_brute_force_on_random_problems() -> None:
    rng = random.Random(16)
    with_deals = 0
    for _ in range(400):
        domains, caps, clauses, half_at = random_problem(rng)
        players = len(caps)
        out = dp.count(
            domains,
            list(range(players)),  # every seat its own place
            caps,
            half_at,
            clauses,
            list(range(len(domains))),  # cards and players as their numbers
            list(range(players)),
            list(range(players)),
            0,
            1_000_000,
        )
        assert out == brute(domains, caps, clauses), (domains, caps, clauses)
        with_deals += out[0] > 0
    assert with_deals > 200


def test_a_half_suit_no_placement_satisfies_counts_no_deal() -> None:
    """Two clauses of one card that contradict each other (propagation would have caught them;
    the call alone must too)."""
    clauses = [((0, 1, True),), ((0, 1, False),)]
    out = dp.count([3, 3], [0, 1], [1, 1], [0, 0], clauses, ["a", "b"], [0, 1], [0, 1], 0, 0)
    assert out == (0, {})


def test_the_capacity_vector_made_from_the_domains() -> None:
    """With no places given, ``_dp.count`` makes the capacity vector from the domains and the hand
    size (as ``dealt`` does step by step): each seat that may receive an open card has the hand
    size less its placed cards; a seat that may receive none must hold a whole hand of placed
    cards, or no deal fits. Checked against trying every placement, over random deals whose
    stated hand size is sometimes wrong by one."""
    rng = random.Random(17)
    seen = {"deals": 0, "no deal": 0, "cannot": 0}
    for _ in range(400):
        players, hand = rng.choice((3, 4)), rng.choice((2, 3))
        holders = [s for s in range(players) for _ in range(hand)]
        rng.shuffle(holders)
        cards = len(holders)
        half_at = [k * 2 // cards for k in range(cards)]
        # Each card may be with its true holder, and with others when it is open; sometimes a
        # seat holds only placed cards and may receive no other.
        closed = rng.randrange(players) if rng.random() < 0.3 else -1
        others = (1 << players) - 1 & ~(1 << closed if closed >= 0 else 0)
        domains = [
            1 << s | (rng.randint(0, others) & others if s != closed and rng.random() < 0.7 else 0)
            for s in holders
        ]
        said = hand + rng.choice((0, 0, 0, 1, -1))
        fixed = [domains.count(1 << s) for s in range(players)]
        caps = [said - fixed[s] for s in range(players)]
        open_at = [k for k, d in enumerate(domains) if d & (d - 1)]
        clauses: list[tuple[tuple[int, int, bool], ...]] = []
        for _ in range(rng.randint(0, 3)):
            mine = [k for k in open_at if half_at[k] == rng.randrange(2)]
            if mine:
                k = rng.choice(mine)
                seat = rng.choice([s for s in range(players) if domains[k] >> s & 1])
                clauses.append(((k, 1 << seat, rng.random() < 0.6),))
        out = dp.count(
            domains,
            None,
            said,
            half_at,
            clauses,
            list(range(cards)),
            list(range(players)),
            None,
            0,
            1_000_000,
        )
        if out is None:  # a seat short of its placed cards: the steps count it
            union = 0
            for k in open_at:
                union |= domains[k]
            assert any(caps[s] < 0 for s in range(players) if union >> s & 1)
            seen["cannot"] += 1
            continue
        assert out == brute(domains, caps, clauses), (domains, said, clauses)
        seen["deals" if out[0] else "no deal"] += 1
    assert seen["deals"] > 150
    assert seen["no deal"] > 30
