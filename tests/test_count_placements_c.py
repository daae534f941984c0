"""The half-suit enumeration's product in C (``_dp.placements``) against the Python loops.

Every half-suit shape enumerated while counting the views of simulated games (six and eight
players, claims whose cards were not shown, so tallies too) is enumerated again both ways: the
usage vectors, their weights and every per-class, per-player table must be equal.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

import pytest

from fishsolve.deduce.analysis import Analyzer
from fishsolve.deduce.count import halves
from fishsolve.deduce.perspective import Perspective
from fishsolve.sim.game import simulate

pytestmark = pytest.mark.skipif(
    not hasattr(halves._dp, "placements"), reason="the C extension is not built here"
)


def shapes() -> list[tuple[Any, ...]]:
    """The arguments of every enumeration of a few games' views."""
    seen: list[tuple[Any, ...]] = []
    original = halves._placements

    def spy(*args: Any) -> Any:
        seen.append(args)
        return original(*args)

    halves._placements = functools.lru_cache(maxsize=4096)(spy)
    halves.clear_caches()
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
        halves._placements = original
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
    assert tallied > 0  # some shapes carry a tally's marks
