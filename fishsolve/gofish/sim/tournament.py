"""Tournaments of the Go Fish family: one bot against another, every deal played from every seat.

The Go Fish family is every player for themselves, so a tournament puts the **first bot in one
seat and the second bot in all the others**, and plays each deal once with the first bot in each
seat in turn (with two players: the seats swapped). The deal, the stock and who starts depend on
the seed only, so the first bot plays every seat of every deal and the luck of the cards and of
the seat cancels out of the comparison.

With two players this is a head-to-head match and the first bot's win rate is measured against
50%; with N players its fair share of wins is 1/N (less the shared wins), and that is what its
rate is measured against. The statistics — Wilson 95% intervals whose sample size is divided by
the deals' design effect when it exceeds 1 — are Literature's
(:class:`fishsolve.family.rates.RateTally`).

The first bot **wins** a game when it alone has the most points, **draws** when it shares the
most, and **loses** otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from fishsolve.errors import OptionError
from fishsolve.family.rates import INTERVAL, Rate, RateTally, play_rounds
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.sim.setup import FishSetup


@dataclass(frozen=True)
class FishResult:
    """One game of a tournament, from the first bot's seat."""

    seed: int
    seat: int
    """The first bot's seat (0-based) in this game."""
    points: int
    best_other: int
    """The most points of any other player."""
    events: int

    @property
    def outcome(self) -> str:
        """'win', 'draw' or 'loss' for the first bot."""
        if self.points == self.best_other:
            return "draw"
        return "win" if self.points > self.best_other else "loss"


@dataclass(frozen=True)
class FishTournamentReport:
    """The results of ``bots[0]`` (one seat) against ``bots[1]`` (every other seat)."""

    game: str
    bots: tuple[str, str]
    players: int
    rules: tuple[str, ...]
    first_seed: int
    deals: int
    games: int
    wins: Rate
    draws: Rate
    losses: Rate
    """Wins, shared wins and losses of the first bot."""
    fair_share: float
    """1 / players: the share of games a bot no better than the others would win (less draws)."""
    points_for: float
    points_best_other: float
    """Mean points per game of the first bot, and of the best other player."""
    events: float
    """Mean events per game."""
    by_seat: dict[str, dict[str, int]]
    """The first bot's wins, draws and losses from each seat (by the seat's player name)."""
    design_effect: float
    """The deals' design effect on the first bot's wins (each rate uses its own)."""
    interval: str = INTERVAL

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (see docs/bots.md)."""
        data = asdict(self)
        data["bots"] = list(self.bots)
        data["rules"] = list(self.rules)
        return data


def fish_tournament_setup(
    game: str, players: int | None, rules: str | None, bots: str, games: int, jobs: int = 1
) -> FishSetup:
    """The table of a tournament from the words a user typed: ``setup.bots`` is (first bot,
    second bot); :meth:`FishSetup.seated` gives each game's seats. Two players by default.

    Raises:
        OptionError: an unknown game, rule or bot, other than two bots, a table of other than 2
            to 6, a number of games that is not a positive multiple of the table size (each deal
            is played once from every seat), or ``jobs`` below 1.
    """
    names = [w.lower() for w in re.split(r"[\s,]+", bots) if w]
    if len(names) != 2:
        raise OptionError.bad("bots", bots, "a tournament needs two bots, e.g. tracker,random")
    setup = FishSetup.parse(game, 2 if players is None else players, rules, ",".join(names[:1]))
    FishSetup.parse(game, setup.players, rules, names[1])  # the second bot's name, checked
    n = setup.players
    if games < n or games % n:
        raise OptionError.bad(
            "games", games, f"give a multiple of {n} (each deal is played once from every seat)"
        )
    if jobs < 1:
        raise OptionError.bad("jobs", jobs, "give at least 1 process")
    return replace(setup, bots=(names[0], names[1]))


def result_of(log: FishLog, seed: int, seat: int) -> FishResult:
    """The result of a finished game for the first bot, playing ``seat``."""
    rep = replay(log)
    points = [rep.score(p) for p in log.seating.players]
    others = [x for i, x in enumerate(points) if i != seat]
    return FishResult(seed, seat, points[seat], max(others), len(log.events))


def play_fish_tournament(
    setup: FishSetup,
    deals: int,
    first_seed: int = 1,
    processes: int = 1,
    progress: Callable[[FishResult], None] | None = None,
    cluster: str | None = None,
) -> FishTournamentReport:
    """Play ``deals`` deals, each once with ``setup.bots[0]`` in every seat and ``setup.bots[1]``
    in the others.

    Args:
        setup: the game, its rules, the table size and the two bots (first, second).
        deals: how many deals (seeds ``first_seed``, ``first_seed + 1``, ...).
        first_seed: the seed of the first deal.
        processes: worker processes to play the games in.
        progress: called after each game with its result.
    """
    first, second = setup.bots[0], setup.bots[-1]
    lineups = [setup.seated(first, second, seat) for seat in range(setup.players)]
    results = play_rounds(lineups, deals, first_seed, processes, result_of, progress, cluster)
    tally = RateTally()  # the games folded as they come: nothing kept per game
    names = setup.names
    by_seat = {name: {"win": 0, "draw": 0, "loss": 0} for name in names}
    points_for = best_other = events = 0
    for r in results:
        tally.add(r)
        by_seat[names[r.seat]][r.outcome] += 1
        points_for += r.points
        best_other += r.best_other
        events += r.events
    rates = tally.rates()
    games = tally.games
    return FishTournamentReport(
        game=setup.rules.variant.value,
        bots=(first, second),
        players=setup.players,
        rules=setup.rules.tokens(),
        first_seed=first_seed,
        deals=deals,
        games=games,
        wins=rates.wins,
        draws=rates.draws,
        losses=rates.losses,
        fair_share=1 / setup.players,
        points_for=points_for / games,
        points_best_other=best_other / games,
        events=events / games,
        by_seat=by_seat,
        design_effect=rates.design_effect,
    )
