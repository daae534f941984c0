"""A tournament folds its games as they end (fishsolve/family/rates.py): the games are handed to
the workers as they are needed and nothing is kept per game, so `--games 1000000000` (a slip of
the fingers) plays on in constant memory instead of filling it with a billion jobs first.

The rates are held to a reference written here from the definitions (not from the module's
code): the design effect is the sample variance of a bot's successes per deal over the binomial
variance of a deal's games, ``(1 / (D - 1)) * sum((y_d - mean) ** 2) / (g * p * (1 - p))``, summed
deal by deal in plain floats."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import islice
from typing import Any

import pytest

from fishsolve.family import rates
from fishsolve.family.rates import RateTally, play_rounds, wilson


@dataclass(frozen=True)
class Game:
    seed: int
    outcome: str


def _reference_effect(per_deal: list[int], games_per_deal: int) -> float:
    deals = len(per_deal)
    if deals < 2:
        return 1.0
    p = sum(per_deal) / (deals * games_per_deal)
    variance = games_per_deal * p * (1 - p)
    if variance == 0:
        return 1.0
    mean = sum(per_deal) / deals
    sample = sum((y - mean) ** 2 for y in per_deal) / (deals - 1)
    return sample / variance


def _games(deals: int, per_deal: int, rng: random.Random) -> list[Game]:
    weights = rng.choice([(5, 1, 4), (1, 0, 1), (9, 0, 1), (1, 1, 1)])
    out = []
    for seed in range(7, 7 + deals):
        lucky = rng.random() < 0.5  # deals that favour the first bot: the games are paired
        for _ in range(per_deal):
            w = (weights[0] * (3 if lucky else 1), weights[1], weights[2])
            out.append(Game(seed, rng.choices(("win", "draw", "loss"), w)[0]))
    return out


@pytest.mark.parametrize("case", range(40))
def test_the_tally_gives_the_rates_of_the_definitions(case: int) -> None:
    rng = random.Random(case)
    per_deal = rng.choice([1, 2, 3, 6])
    games = _games(rng.randint(1, 60), per_deal, rng)
    tally = RateTally()
    for g in games:
        tally.add(g)
    got = tally.rates()
    seeds = sorted({g.seed for g in games})
    assert (tally.games, tally.deals) == (len(games), len(seeds))
    for outcome, rate in (("win", got.wins), ("draw", got.draws), ("loss", got.losses)):
        ys = [sum(1 for g in games if g.seed == s and g.outcome == outcome) for s in seeds]
        effect = _reference_effect(ys, per_deal)
        n = sum(ys)
        effective = len(games) / max(1.0, effect)
        low, high = wilson(n / len(games) * effective, effective)
        assert (rate.count, rate.share) == (n, n / len(games))
        assert rate.low == pytest.approx(low, abs=1e-12)
        assert rate.high == pytest.approx(high, abs=1e-12)
        if outcome == "win":
            assert got.design_effect == pytest.approx(effect, rel=1e-12)


def test_interleaved_deals_are_refused_and_no_game_no_rates() -> None:
    tally = RateTally()
    with pytest.raises(ValueError, match="at least one game"):
        tally.rates()
    tally.add(Game(2, "win"))
    tally.add(Game(3, "loss"))
    with pytest.raises(ValueError, match="deal by deal"):
        tally.add(Game(2, "win"))


def test_play_rounds_hands_out_games_as_they_are_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A trillion deals asked for: the first results come at once, and only the games the
    workers were given were made (the jobs are not listed first)."""
    made: list[tuple[str, int]] = []

    def play_games(jobs, processes, cluster):  # type: ignore[no-untyped-def]
        for lineup, seed in jobs:
            made.append((lineup, seed))
            yield f"{lineup}{seed}"

    monkeypatch.setattr(rates, "play_games", play_games)
    seen: list[tuple[str, int, int]] = []
    two: Any = ["a", "b"]  # the lineups, as the stand-in above plays them
    scored = lambda log, seed, lineup: (log, seed, lineup)  # noqa: E731
    results = play_rounds(two, 10**12, 5, 1, scored, seen.append)
    first = list(islice(results, 5))
    assert first == [("a5", 5, 0), ("b5", 5, 1), ("a6", 6, 0), ("b6", 6, 1), ("a7", 7, 0)]
    assert seen == first
    assert len(made) == 5
    with pytest.raises(ValueError, match="at least one deal"):
        play_rounds(two[:1], 0, 1, 1, lambda log, seed, lineup: log)
