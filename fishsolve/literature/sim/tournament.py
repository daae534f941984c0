"""Tournaments between two bots: every deal played twice, teams swapped, with confidence intervals.

Deal ``seed`` is played once with the first bot as team A and once as team B. The deal and the
first player depend on the seed only, so each bot plays exactly the same cards from exactly the
same seats as the other: the luck of the deal cancels out of the comparison.

Rates carry a 95% **Wilson score interval**. The two games of a deal are not independent trials,
so the interval uses an effective sample size: the number of games divided by the *design effect*
of the pairing (the variance of a bot's wins per deal over the variance two independent games
would have), when that exceeds 1. With deals whose luck cancels the effect is below 1 and the
plain Wilson interval, which is then slightly conservative, is kept.

>>> interval = wilson(45, 50)
>>> round(interval[0], 3), round(interval[1], 3)
(0.786, 0.957)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol, TypeVar

from fishsolve.errors import OptionError
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.replay import replay
from fishsolve.literature.sim.setup import Dealer, Setup, play_games

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


@dataclass(frozen=True)
class GameResult:
    """One game of a tournament, from the first bot's side."""

    seed: int
    team: str
    """The first bot's team in this game: 'A' or 'B'."""
    sets_for: int
    sets_against: int
    events: int

    @property
    def outcome(self) -> str:
        """'win', 'draw' or 'loss' for the first bot."""
        if self.sets_for == self.sets_against:
            return "draw"
        return "win" if self.sets_for > self.sets_against else "loss"


@dataclass(frozen=True)
class TournamentReport:
    """The results of a tournament between ``bots[0]`` and ``bots[1]``."""

    bots: tuple[str, str]
    players: int
    rules: tuple[str, ...]
    deck: str
    first_seed: int
    deals: int
    games: int
    wins: Rate
    draws: Rate
    losses: Rate
    """Wins, draws and losses of the first bot."""
    sets_for: float
    sets_against: float
    """Mean sets per game won by the first and by the second bot."""
    events: float
    """Mean events per game."""
    by_team: dict[str, dict[str, int]]
    """The first bot's wins, draws and losses as team A and as team B."""
    design_effect: float
    """The pairing's design effect on the first bot's wins (each rate uses its own)."""
    interval: str = INTERVAL

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (see docs/bots.md)."""
        data = asdict(self)
        data["bots"] = list(self.bots)
        data["rules"] = list(self.rules)
        return data


def result_of(log: GameLog, seed: int, first_team: str) -> GameResult:
    """The result of a finished game for the bot playing ``first_team``."""
    score = replay(log).final.score
    mine, theirs = (score[0], score[1]) if first_team == "A" else (score[1], score[0])
    return GameResult(seed, first_team, mine, theirs, len(log.events))


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


def report_of(setup: Setup, first_seed: int, results: Sequence[GameResult]) -> TournamentReport:
    """Summarise ``results`` (both games of each deal, in any order) of ``setup.bots``."""
    rates = rates_of(results)
    games = len(results)
    by_team = {team: {"win": 0, "draw": 0, "loss": 0} for team in ("A", "B")}
    for r in results:
        by_team[r.team][r.outcome] += 1
    return TournamentReport(
        bots=setup.bots,
        players=setup.players,
        rules=setup.rules.tokens(),
        deck=setup.rules.deck.key,
        first_seed=first_seed,
        deals=len({r.seed for r in results}),
        games=games,
        wins=rates.wins,
        draws=rates.draws,
        losses=rates.losses,
        sets_for=sum(r.sets_for for r in results) / games,
        sets_against=sum(r.sets_against for r in results) / games,
        events=sum(r.events for r in results) / games,
        by_team={team: dict(counts) for team, counts in by_team.items()},
        design_effect=rates.design_effect,
    )


def check_tournament(bots: str, games: int, jobs: int = 1) -> None:
    """Check a tournament's words: two bots, an even number of games, at least one process.

    Raises:
        OptionError: other than two bots, an odd number of games or fewer than 2, or ``jobs``
            below 1.
    """
    if len([w for w in bots.replace(",", " ").split() if w]) != 2:
        raise OptionError.bad("bots", bots, "a tournament needs two bots, e.g. tracker,random")
    if games < 2 or games % 2:
        raise OptionError.bad(
            "games", games, "give an even number, at least 2 (each deal is played twice)"
        )
    if jobs < 1:
        raise OptionError.bad("jobs", jobs, "give at least 1 process")


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


def play_tournament(
    setup: Setup,
    deals: int,
    first_seed: int = 1,
    processes: int = 1,
    progress: Callable[[GameResult], None] | None = None,
    cluster: str | None = None,
) -> TournamentReport:
    """Play ``deals`` deals twice each, ``setup.bots[0]`` as team A then as team B.

    Args:
        setup: the table, the rules and the two bots (first bot, second bot).
        deals: how many deals (seeds ``first_seed``, ``first_seed + 1``, ...).
        first_seed: the seed of the first deal.
        processes: worker processes to play the games in.
        progress: called after each game with its result.
        cluster: a Dask cluster to play on instead (see :class:`~fishsolve.executor.Executor`).
    """

    def result(log: GameLog, seed: int, lineup: int) -> GameResult:
        return result_of(log, seed, "AB"[lineup])

    lineups = [setup, setup.swapped()]
    results = play_rounds(lineups, deals, first_seed, processes, result, progress, cluster)
    return report_of(setup, first_seed, results)
