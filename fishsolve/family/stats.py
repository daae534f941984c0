"""The arithmetic every family's season shares: means over a season's asks, the ten-bin
distribution of their quality, and the outcome of a game that is not over.

>>> quality_bins([0.0, 0.05, 0.5, 1.0])
(2, 0, 0, 0, 0, 1, 0, 0, 0, 1)
>>> mean([]) is None, mean([0.25, 0.5, 0.75])
(True, 0.5)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction

UNFINISHED = "unfinished"
"""A game's outcome while it is not over: its moves are reviewed, its score so far is not a win,
a draw or a loss."""

BINS = 10
"""Bins of the ask-quality distribution (0-10%, ..., 90-100%, the last one including 1)."""


def mean(values: Iterable[float]) -> float | None:
    """The exactly rounded mean (``math.fsum``: the order of the games cannot change it), or
    None of nothing."""
    items = list(values)
    return math.fsum(items) / len(items) if items else None


def quality_bins(qualities: Iterable[Fraction | float]) -> tuple[int, ...]:
    """How many of ``qualities`` (each from 0 to 1, exact fractions binned exactly) fall in each
    of the :data:`BINS` bins."""
    bins = [0] * BINS
    for q in qualities:
        bins[min(BINS - 1, math.floor(q * BINS))] += 1
    return tuple(bins)


def r6(value: float | None) -> float | None:
    """``value`` rounded to 6 places for JSON (None stays None)."""
    return None if value is None else round(value, 6)
