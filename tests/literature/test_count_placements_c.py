"""The half-suit enumeration's product in C (``_dp.placements``) against the Python loops.

Every half-suit shape enumerated while counting the views of simulated games (six and eight
players, claims whose cards were not shown, so tallies too) is enumerated again both ways: the
usage vectors, their weights and every per-class, per-player table must be equal.
"""

from __future__ import annotations

import functools
from array import array
from dataclasses import replace
from typing import Any

import pytest

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count import counting, halves
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.sim.game import simulate

pytestmark = pytest.mark.skipif(
    not hasattr(halves._dp, "placements"), reason="the C extension is not built here"
)


def shapes() -> list[tuple[Any, ...]]:
    """The arguments of every enumeration of a few games' views."""
    seen: list[tuple[Any, ...]] = []
    original = halves._placements
    original_packed = halves._placements_packed

    def spy(*args: Any) -> Any:
        seen.append(args)
        return original(*args)

    def spy_packed(*args: Any) -> Any:  # the same product, its tables by place (no local tally)
        seen.append(args)
        return original_packed(*args)

    halves._placements = functools.lru_cache(maxsize=4096)(spy)
    halves._placements_packed = functools.lru_cache(maxsize=4096)(spy_packed)
    halves.clear_caches()
    fused = counting.use_fused
    counting.use_fused = False  # the enumerations of the counts taken step by step
    try:
        for seed, players, reveal in ((9, 6, True), (3, 8, True), (2, 6, False)):
            log = simulate(seed, players, bots="careless", reveal=reveal)
            if not reveal:  # wrong claims without their holders: hand sizes hang on the deal
                log = replace(log, hands={})
            analyzer = Analyzer(log, count_budget=None)
            for at in range(0, len(log.events) + 1, 9):
                for p in log.table.players:
                    analyzer.view(Perspective(p.name, (p,) if reveal else (), (p,)), at)
    finally:
        counting.use_fused = fused
        halves._placements = original
        halves._placements_packed = original_packed
        halves.clear_caches()
    return seen


def test_c_product_equals_python() -> None:
    found = shapes()
    assert len(found) > 100
    tallied = 0
    for args in found:
        shape = args[0]
        assert isinstance(shape, tuple)
        tallied += any(marks for (_, _, marks), _ in shape)
        enumerate_all = halves._placements.__wrapped__
        fast = enumerate_all(*args)
        halves.use_c = False
        try:
            slow = enumerate_all(*args)
        finally:
            halves.use_c = True
        assert fast[0] == slow[0]
        assert fast[1] == slow[1]
        # The same product with its tables by place in the weights' order, packed usages.
        weights, players, keys, values, top, tables = halves._placements_packed.__wrapped__(*args)
        vectors = list(fast[0])  # the C order
        assert weights == slow[0]
        assert list(weights) == vectors
        assert keys == [sum(x << (5 * i) for i, x in enumerate(vec)) for vec in vectors]
        assert values == list(fast[0].values())
        assert top == [max((vec[i] for vec in vectors), default=0) for i in range(args[2])]
        # The tables packed as bytes, class by class and player by player (as a group made from
        # them reads them back: its holder rows).
        places, counts, offsets = (array("Q", raw) for raw in tables)
        assert len(offsets) == 1 + sum(len(mine) for mine in players)
        assert offsets[0] == 0
        unpacked: list[dict[int, dict[tuple[int, ...], int]]] = []
        t = 0
        for mine in players:
            per: dict[int, dict[tuple[int, ...], int]] = {}
            for i in mine:
                a, b = offsets[t], offsets[t + 1]
                per[i] = {vectors[j]: n for j, n in zip(places[a:b], counts[a:b], strict=True)}
                t += 1
            unpacked.append(per)
        assert unpacked == slow[1]
    assert tallied > 0  # some shapes carry a tally's marks


def marks_flat(marks: tuple[tuple[int, int], ...]) -> list[int]:
    return [x for mark in marks for x in mark]


def test_c_splits_equal_python() -> None:
    """``_dp.splits`` gives :func:`halves._splits`'s rows, packed, in the same order, for random
    classes: domains, clauses with positive and negative literals, tallies' marks."""
    import random

    dp = halves._dp
    if dp is None or not hasattr(dp, "splits"):
        pytest.skip("the C extension has no splits here")
    rng = random.Random(3)
    for _ in range(2000):
        width = rng.randint(1, 12)
        domain = tuple(sorted(rng.sample(range(width), rng.randint(1, min(width, 6)))))
        k = rng.randint(1, 6)
        lits = tuple(
            frozenset((rng.randrange(width), rng.random() < 0.7) for _ in range(rng.randint(1, 3)))
            for _ in range(rng.randint(0, 4))
        )
        marks = tuple(
            (rng.randrange(width), rng.randrange(width)) for _ in range(rng.randint(0, 2))
        )
        # The class key's literals: per clause the players of its positive and of its negative
        # literals, as masks.
        masks = tuple(
            x
            for literals in lits
            for x in (
                sum(1 << i for i, positive in literals if positive),
                sum(1 << i for i, positive in literals if not positive),
            )
        )
        rows = halves._splits.__wrapped__((domain, masks, marks), k, width)
        if not marks:  # each row's clause mask read from the literals themselves
            for vec, _, mask in rows:
                expected = sum(
                    1 << j
                    for j, literals in enumerate(lits)
                    if any(vec[i] > 0 if positive else vec[i] < k for i, positive in literals)
                )
                assert mask == expected
        slow = [(sum(x << (5 * i) for i, x in enumerate(vec)), w, m) for vec, w, m in rows]
        fast = dp.splits(domain, k, list(masks[0::2]), list(masks[1::2]), marks_flat(marks), width)
        assert fast == slow
