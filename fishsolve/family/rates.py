"""Tournaments of any family: every deal played once per lineup, with 95% intervals.

A deal is a seed: the same cards and seats, the bots moved from lineup to lineup, so the luck of
the deal cancels out of the comparison (:func:`play_rounds`). Rates carry a 95% **Wilson score
interval**. The games of a deal are not independent trials, so the interval uses an effective
sample size: the number of games divided by the *design effect* of the pairing (the variance of a
bot's wins per deal over the variance independent games would have), when that exceeds 1. With
deals whose luck cancels the effect is below 1 and the plain Wilson interval, which is then
slightly conservative, is kept.

>>> interval = wilson(45, 50)
>>> round(interval[0], 3), round(interval[1], 3)
(0.786, 0.957)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from fishsolve.family.simulated import Dealer, play_games

_Log = TypeVar("_Log")

_Result = TypeVar("_Result")


Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


INTERVAL = "95% Wilson score interval, sample size divided by the pairing's design effect when > 1"
"""How the intervals of a tournament report are computed (also shown with the results)."""


def wilson(successes: float, trials: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``trials`` may be an effective, fractional size).

    Raises:
        ValueError: if there are no trials or the successes are out of range.
    """
    if trials <= 0 or not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes in {trials} trials")
    p = successes / trials
    z2 = z * z
    scale = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / scale
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / scale
    return max(0.0, centre - half), min(1.0, centre + half)


def design_effect(per_deal: Sequence[int], games_per_deal: int = 2) -> float:
    """Variance of the successes per deal over what independent games would give (1 if undefined).

    >>> round(design_effect([2, 0, 2, 0]), 2)  # all or nothing per deal: far from independent
    2.67
    >>> design_effect([1, 1, 1, 1])  # one each per deal: no variance at all
    0.0
    """
    deals = len(per_deal)
    if deals < 2:
        return 1.0
    p = sum(per_deal) / (deals * games_per_deal)
    binomial = games_per_deal * p * (1 - p)
    if binomial == 0:
        return 1.0
    mean = p * games_per_deal
    observed = sum((y - mean) ** 2 for y in per_deal) / (deals - 1)
    return observed / binomial


@dataclass(frozen=True)
class Rate:
    """How often something happened, with its interval."""

    count: int
    share: float
    low: float
    high: float


class Scored(Protocol):
    """One game of a tournament as the statistics see it: its deal and the first bot's outcome
    (``"win"``, ``"draw"`` or ``"loss"``) — Literature's :class:`GameResult` and the Go Fish
    family's."""

    @property
    def seed(self) -> int: ...

    @property
    def outcome(self) -> str: ...


@dataclass(frozen=True)
class Rates:
    """The first bot's wins, draws and losses with their intervals, and the design effect of the
    deals on its wins."""

    wins: Rate
    draws: Rate
    losses: Rate
    design_effect: float


def rates_of(results: Sequence[Scored]) -> Rates:
    """The rates of ``results`` (every game of each deal, in any order), each with the Wilson
    interval whose sample size is divided by that outcome's design effect over the deals when it
    exceeds 1 (see the module).

    Raises:
        ValueError: if there are no results.
    """
    games = len(results)
    if not games:
        raise ValueError("a tournament needs at least one game")
    seeds = sorted({r.seed for r in results})
    per_deal_games = max(1, round(games / len(seeds)))

    def effect_of(outcome: str) -> float:
        per_deal = dict.fromkeys(seeds, 0)
        for r in results:
            per_deal[r.seed] += r.outcome == outcome
        return design_effect(list(per_deal.values()), per_deal_games)

    def rate(outcome: str) -> Rate:
        n = sum(1 for r in results if r.outcome == outcome)
        effective = games / max(1.0, effect_of(outcome))
        low, high = wilson(n / games * effective, effective)
        return Rate(n, n / games, low, high)

    return Rates(rate("win"), rate("draw"), rate("loss"), effect_of("win"))


def play_rounds(
    lineups: Sequence[Dealer[_Log]],
    deals: int,
    first_seed: int,
    processes: int,
    result: Callable[[_Log, int, int], _Result],
    progress: Callable[[_Result], None] | None = None,
    cluster: str | None = None,
) -> list[_Result]:
    """Play every deal once with each lineup (the same seed: the same cards and seats, the bots
    moved) and score each game with ``result(log, seed, lineup index)``, in the order deal by deal,
    lineup by lineup, whatever the number of ``processes`` (or on the Dask ``cluster``).

    Raises:
        ValueError: if ``deals`` is below 1.
    """
    if deals < 1:
        raise ValueError("a tournament needs at least one deal")
    seeds = range(first_seed, first_seed + deals)
    jobs = [(lineup, seed) for seed in seeds for lineup in lineups]
    results: list[_Result] = []
    logs = play_games(jobs, processes, cluster)
    for number, ((_, seed), log) in enumerate(zip(jobs, logs, strict=True)):
        scored = result(log, seed, number % len(lineups))
        results.append(scored)
        if progress is not None:
            progress(scored)
    return results
