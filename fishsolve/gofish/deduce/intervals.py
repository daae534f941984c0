"""The 95% interval of a chance estimated from independent runs (:mod:`.estimate`): the jackknife
over the runs with Student's t on their effective number (:func:`ratio_interval`), its variance
never under what the position's other chances say of the same runs (:func:`variance_scale`).
Arithmetic on the runs' (numerator, total) pairs only: no count, no log.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

CONFIDENCE = 0.95

FLOOR = 0.005
"""The least half-width of a thinned estimate's interval: half a percentage point, the precision
a chance is shown to. Runs that agree to a few decimals (a layer thinned only where it hardly
matters) give a jackknife far narrower than their shared error: on 46 positions of 52-card pairs
games (3 and 4 players, seats and the table, 2026-12-03) the intervals held the exact chance in
91.8% of 1,316 open cells, 96.2% with this floor (books of four: 94.6% and 96.5% of 1,131)."""

_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228)
"""Student's t at 0.975 for 1 to 10 degrees of freedom."""


def _t975(df: int) -> float:
    if df <= len(_T975):
        return _T975[df - 1]
    if df <= 20:
        return 2.228 - (df - 10) * (2.228 - 2.086) / 10
    if df <= 30:
        return 2.086 - (df - 20) * (2.086 - 2.042) / 10
    return 1.96 + 2.4 / df


@dataclass(frozen=True)
class Interval:
    """A 95% interval of a chance."""

    low: float
    high: float


def ratio_interval(
    pairs: Sequence[tuple[Fraction | float, float]], thinned: bool = True, scale: float = 0.0
) -> Interval:
    """The 95% interval of ``sum(numerators) / sum(totals)`` from independent runs' (numerator,
    total) pairs, held within [0, 1]: the jackknife over the runs that found any arrangement (the
    ratio with each left out in turn), with Student's t on the runs' *effective* number less one.

    A run's figures are products of thinning factors, so a few runs can outweigh the rest: the
    effective number of a sum over runs (Kish's, ``sum(x) ** 2 / sum(x ** 2)``) is how many
    equal runs it is worth, and the spread of so few says less than of as many runs. The chance
    rests on three such sums, the totals, the numerators and what the totals leave (a chance
    near 0 or 1 is carried by the few runs that met its rare side): the fewest of the three is
    taken. A run that found nothing (total 0) has no numerator either and moves no ratio: it is
    left out.

    ``scale``: the position's variance scale (:func:`variance_scale` of its chances, which the
    same runs estimate): the variance is never taken under ``scale * q * (1 - q)``, so a chance
    whose runs happen to agree more closely than the position's runs do on its other chances
    keeps the position's typical precision. When the variance is still 0 although the runs were
    thinned (``thinned``), their spread says nothing about a branch all of them missed, and the
    rule of three (the effective runs agreeing, read as as many draws agreeing) gives the
    half-width. A thinned estimate's half-width is never under :data:`FLOOR`. Calibration:
    bench/bench_gofish_calibration.py (docs/performance.md)."""
    spread = _jackknife(pairs)
    if spread is None:
        return Interval(0.0, 1.0)
    q, var, runs, fewest = spread
    var = max(var, scale * q * (1 - q))
    half = _t975(max(1, int(fewest + 1e-9) - 1)) * math.sqrt(var)
    if var < 1e-18 and thinned:
        half = 3 / runs
    if thinned:
        half = max(half, FLOOR)
    return Interval(max(0.0, q - half), min(1.0, q + half))


def variance_scale(chances: Iterable[Sequence[tuple[Fraction | float, float]]]) -> float:
    """The mean, over the chances of one position that its runs leave strictly between 0 and 1
    with some spread, of the jackknife variance divided by ``q * (1 - q)`` (0 when there are
    none): the position's pooled variance scale.

    ``q * (1 - q) / variance`` is how many independent deals the runs are worth for a chance
    (the variance of a chance read off that many deals drawn at random is ``q * (1 - q)`` over
    their number). Every chance of a position is read off the same runs, so this worth is a
    property of the runs more than of the chance, and each chance's jackknife over a few runs
    is a noisy reading of it: when the runs happen to agree on a chance, it claims far more
    than they are worth. Pooled over the position's chances (the mean, as a pooled variance:
    each reading is unbiased for a shared scale, and the median of such readings is not, a
    variance's distribution being skewed), the scale is a steadier reading (a survey's
    generalized variance function, fitted over its items, steadies each item's variance the
    same way). Measured (bench/bench_gofish_calibration.py, docs/performance.md): on the check
    sample's 11,004 cases at 8 runs thinned to 8 states, 96.2% of the intervals hold the exact
    value with each chance's own jackknife, 99.2% with this scale (mean width 0.36 -> 0.43); on
    three-player five-rank games, 93.4% -> 97.7% (books of four) and 90.5% -> 96.2% (pairs)."""
    scales = []
    for pairs in chances:
        spread = _jackknife(pairs)
        if spread is None:
            continue
        q, var, _, _ = spread
        if 0 < q < 1 and var > 0:
            scales.append(var / (q * (1 - q)))
    return statistics.fmean(scales) if scales else 0.0


def _jackknife(
    pairs: Sequence[tuple[Fraction | float, float]],
) -> tuple[float, float, float, float] | None:
    """The ratio of the live runs' sums, the jackknife variance of it, the effective number of
    the totals and the fewest effective number (totals, numerators, complements); None with
    fewer than 2 live runs."""
    alive = [(Fraction(n), t) for n, t in pairs if t]
    if len(alive) < 2:
        return None
    scale = max(t for _, t in alive)
    q = float(sum(n for n, _ in alive) / sum(t for _, t in alive))
    nums = [float(n / scale) for n, _ in alive]
    dens = [t / scale for _, t in alive]
    sum_n, sum_d = sum(nums), sum(dens)
    leave = [(sum_n - n) / (sum_d - d) for n, d in zip(nums, dens, strict=True)]
    r = len(alive)
    centre = sum(leave) / r
    var = (r - 1) / r * sum((x - centre) ** 2 for x in leave)
    runs = _effective(dens)
    sides = [_effective(nums), _effective([d - n for n, d in zip(nums, dens, strict=True)])]
    fewest = min([runs, *(e for e in sides if e)])
    return q, var, runs, fewest


def _effective(xs: list[float]) -> float:
    """Kish's effective number of the non-negative ``xs`` (0 when they are all 0)."""
    square = sum(x * x for x in xs)
    return sum(xs) ** 2 / square if square > 0 else 0.0
