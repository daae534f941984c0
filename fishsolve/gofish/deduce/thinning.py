"""Unbiased thinning of a weighted layer: keep about ``keep`` entries, the rest at random.

An entry of weight ``w`` at or above a threshold ``t`` is kept as it is; one below it is kept with
chance ``1/m``, ``m = ceil(t / w)``, its weight multiplied by ``m``. Its expected weight is then
``w`` exactly, whatever was kept before it, so every sum over paths of a programme whose layers are
thinned so (each path's weight times the factors of the entries it passes through) is an unbiased
estimate of the same sum without thinning. The factors are whole numbers, so weights stay exact
integers and every division the programme makes (a weight always holds the factors it is divided
by) stays exact.

The threshold is the one at which the expected number kept, ``sum(min(1, w / t))``, is ``keep``
(threshold sampling; Duffield, Lund and Thorup, 2005). A layer of ``keep`` entries or fewer is
kept whole.

>>> import random
>>> thin = Thinning(2, random.Random(1))
>>> kept, factors = thin({"a": 100, "b": 1, "c": 1, "d": 1})
>>> kept["a"], thin.thinned
(100, 1)
>>> all(kept[k] == factors[k] for k in kept if k != "a")
True
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable
from typing import Protocol, Self, TypeVar

K = TypeVar("K")


class Thinning:
    """Thins layers to about ``keep`` entries with the random numbers of ``rng``; ``thinned``
    counts the layers it had to thin (0: every sum is exact)."""

    def __init__(self, keep: int, rng: random.Random) -> None:
        if keep < 1:
            raise ValueError("a thinning keeps at least one entry")
        self.keep = keep
        self.rng = rng
        self.thinned = 0

    def __call__(
        self, layer: dict[K, int], keep: int | None = None
    ) -> tuple[dict[K, int], dict[K, int]]:
        """The thinned layer (to about ``keep`` entries; default: the thinning's own), and the
        factor of each kept entry whose weight was multiplied."""
        keep = keep or self.keep
        if len(layer) <= keep:
            return layer, {}
        self.thinned += 1
        weights = layer.values()
        # The keep + 1 largest weights: a heap's pass where the layer is many times as large.
        if len(layer) > 8 * keep:
            largest = heapq.nlargest(keep + 1, weights)
        else:
            largest = sorted(weights, reverse=True)[: keep + 1]
        t = _threshold(largest, sum(weights), keep)
        kept: dict[K, int] = {}
        factors: dict[K, int] = {}
        draw = self.rng.random
        for key, w in layer.items():
            if w >= t:
                kept[key] = w
            elif w > 0:
                m = -(-t // w)
                if draw() * m < 1:
                    kept[key] = w * m
                    factors[key] = m
        return kept, factors

    def table(self, layer: L, keep: int) -> tuple[L, dict[int, int]]:
        """The same thinning of a layer held in C (:mod:`.rankkernel`'s tables, whose ``thin``
        finds the same threshold and draws this thinning's random numbers for the same states,
        in the same order): the same states kept with the same factors."""
        if len(layer) <= keep:
            return layer, {}
        self.thinned += 1
        return layer.thin(keep, self.rng.random)


class Layer(Protocol):
    """A layer held in C (``_rankstep.Table``) as :meth:`Thinning.table` thins it."""

    def __len__(self) -> int: ...
    def thin(self, keep: int, draw: Callable[[], float], /) -> tuple[Self, dict[int, int]]: ...


L = TypeVar("L", bound=Layer)


def _threshold(largest: list[int], total: int, keep: int) -> int:
    """The whole number ``t`` at which ``sum(min(1, w / t))`` over the weights (every one
    positive, more than ``keep`` of them, summing to ``total``; ``largest``: the ``keep + 1``
    largest, largest first) is about ``keep``: the ``i`` largest are kept whole and the rest
    share the other ``keep - i`` places in proportion to their weight."""
    rest = total
    for i, w in enumerate(largest):
        places = keep - i
        if places <= 0:
            return max(1, largest[i - 1]) if i else max(1, w)
        t = -(-rest // places)
        if w < t:
            return max(1, t)
        rest -= w
    return 1
