"""Tournaments between two bots: every deal played twice, teams swapped, with confidence intervals.

Deal ``seed`` is played once with the first bot as team A and once as team B. The deal and the
first player depend on the seed only, so each bot plays exactly the same cards from exactly the
same seats as the other: the luck of the deal cancels out of the comparison.

Rates carry a 95% interval (:mod:`fishsolve.family.rates`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

from fishsolve.errors import OptionError
from fishsolve.family.rates import INTERVAL, Rate, RateTally, play_rounds
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.replay import replay
from fishsolve.literature.sim.setup import Setup

_Log = TypeVar("_Log")


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


def report_of(setup: Setup, first_seed: int, results: Iterable[GameResult]) -> TournamentReport:
    """Summarise ``results`` (both games of each deal, deal by deal) of ``setup.bots``, folded
    as they come."""
    tally = RateTally()
    by_team = {team: {"win": 0, "draw": 0, "loss": 0} for team in ("A", "B")}
    sets_for = sets_against = events = 0
    for r in results:
        tally.add(r)
        by_team[r.team][r.outcome] += 1
        sets_for += r.sets_for
        sets_against += r.sets_against
        events += r.events
    rates = tally.rates()
    games = tally.games
    return TournamentReport(
        bots=setup.bots,
        players=setup.players,
        rules=setup.rules.tokens(),
        deck=setup.rules.deck.key,
        first_seed=first_seed,
        deals=tally.deals,
        games=games,
        wins=rates.wins,
        draws=rates.draws,
        losses=rates.losses,
        sets_for=sets_for / games,
        sets_against=sets_against / games,
        events=events / games,
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
