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
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
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
    return _effect(len(per_deal), games_per_deal, sum(per_deal), sum(y * y for y in per_deal))


def _effect(deals: int, games_per_deal: int, total: int, squares: int) -> float:
    """:func:`design_effect` from the deals' successes summed (``total``) and their squares
    summed (``squares``): the observed variance is exact (a fraction) before it is rounded."""
    if deals < 2:
        return 1.0
    p = total / (deals * games_per_deal)
    binomial = games_per_deal * p * (1 - p)
    if binomial == 0:
        return 1.0
    observed = Fraction(squares * deals - total * total, deals * (deals - 1))
    return float(observed) / binomial


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


OUTCOMES = ("win", "draw", "loss")
"""The first bot's outcomes of a game."""


class RateTally:
    """The first bot's outcomes added game by game, the games of each deal one after another (as
    :func:`play_rounds` gives them), and their rates (:meth:`rates`): each outcome's count, and
    the sum and the sum of squares of its count per deal (the design effect, see the module).
    Its memory does not grow with the games: a tournament of many deals keeps a few numbers."""

    def __init__(self) -> None:
        self.games = 0
        self.deals = 0
        self.counts = dict.fromkeys(OUTCOMES, 0)
        self._squares = dict.fromkeys(OUTCOMES, 0)
        self._deal: int | None = None
        self._this = dict.fromkeys(OUTCOMES, 0)  # the current deal's outcomes

    def add(self, game: Scored) -> None:
        """One more game (of the current deal, or the first of the next).

        Raises:
            ValueError: a game of a deal before the current one (the deals' games interleaved).
        """
        if game.seed != self._deal:
            if self._deal is not None and game.seed < self._deal:
                raise ValueError("a tournament's games come deal by deal")
            self._close()
            self._deal = game.seed
            self.deals += 1
        self._this[game.outcome] += 1
        self.counts[game.outcome] += 1
        self.games += 1

    def _close(self) -> None:
        for outcome, y in self._this.items():
            self._squares[outcome] += y * y
        self._this = dict.fromkeys(OUTCOMES, 0)

    def _effect_of(self, outcome: str) -> float:
        squares = self._squares[outcome] + self._this[outcome] ** 2  # the current deal's too
        per_deal = max(1, round(self.games / self.deals))
        return _effect(self.deals, per_deal, self.counts[outcome], squares)

    def rates(self) -> Rates:
        """The rates of the games added, each with the Wilson interval whose sample size is
        divided by that outcome's design effect over the deals when it exceeds 1 (see the
        module).

        Raises:
            ValueError: if no game was added.
        """
        games = self.games
        if not games:
            raise ValueError("a tournament needs at least one game")

        def rate(outcome: str) -> Rate:
            n = self.counts[outcome]
            effective = games / max(1.0, self._effect_of(outcome))
            low, high = wilson(n / games * effective, effective)
            return Rate(n, n / games, low, high)

        return Rates(rate("win"), rate("draw"), rate("loss"), self._effect_of("win"))


def play_rounds(
    lineups: Sequence[Dealer[_Log]],
    deals: int,
    first_seed: int,
    processes: int,
    result: Callable[[_Log, int, int], _Result],
    progress: Callable[[_Result], None] | None = None,
    cluster: str | None = None,
) -> Iterator[_Result]:
    """Play every deal once with each lineup (the same seed: the same cards and seats, the bots
    moved) and score each game with ``result(log, seed, lineup index)``, yielded in the order deal
    by deal, lineup by lineup, whatever the number of ``processes`` (or on the Dask ``cluster``).
    The games are handed to the workers as they are needed and each result is yielded as it is
    scored, so that neither grows with ``deals`` (fold them: :class:`RateTally`).

    Raises:
        ValueError: if ``deals`` is below 1.
    """
    if deals < 1:
        raise ValueError("a tournament needs at least one deal")
    jobs = ((lineup, seed) for seed in range(first_seed, first_seed + deals) for lineup in lineups)

    def scored() -> Iterator[_Result]:  # a generator of its own: the check above runs at once
        for number, log in enumerate(play_games(jobs, processes, cluster)):
            seed, lineup = first_seed + number // len(lineups), number % len(lineups)
            got = result(log, seed, lineup)
            if progress is not None:
                progress(got)
            yield got

    return scored()
