"""Estimated chances where the exact count is out of reach: the programme over ranks, sampled.

The programme over ranks (:mod:`.rankdp`) sums, over every path through its layers, the exact
number of deals and stock orders the path stands for. Sampled, each layer is thinned to about
``keep`` entries (:mod:`.thinning`): every total and table it gives is then an unbiased estimate
of the exact one, and exact when no layer needed thinning. ``samples`` independent runs give a
chance as the ratio of the summed tables to the summed totals, and a 95% interval by the
jackknife over the runs with Student's t (:func:`ratio_interval`). More samples
(``--precision``) shrink the interval, about as one over the square root of their number.

The runs' random numbers are seeded by the counting problem itself (the timeline's text), so the
same log, position, viewer and precision always give the same estimate.

The programme over ranks reads Go Fish's rank asks (books of four or pairs) and the card asks of
Authors and Simplified Fish with books of four (:mod:`.carddp`); other positions past the exact
budget (card asks with pairs) have no estimate (their possibilities are proved as before, without
chances).
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from fishsolve.gofish.deduce import cardline, timeline
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.deduce.view import AskOdds, FishView, _odds, _view, over_ranks
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

SAMPLES = 8
"""Independent runs of the sampled programme by default (``--precision``)."""

KEEP = 100
"""Entries each layer of a run keeps (about)."""

WORK = 1_500_000
"""Steps one run may take; past it there is no estimate (nothing is claimed)."""

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


@dataclass(frozen=True)
class Estimate:
    """A position's chances estimated from ``samples`` runs of the sampled programme.

    ``view``: the runs' tables and totals summed (its chances are the estimates; its possible
    counts are only those the runs met, not proved); ``runs``: each run's own view; ``odds`` and
    ``run_odds``: the asks of the seat on turn priced the same way, each run's with its total
    (the runs of the position as at an ask, when it is not one already; None for another viewer);
    ``exact``: no layer of any run needed thinning, so every figure is the exact count.
    """

    view: FishView
    runs: list[FishView]
    odds: list[AskOdds] | None
    run_odds: list[tuple[list[AskOdds], int]] | None
    samples: int
    keep: int
    exact: bool

    @property
    def arrangements(self) -> Fraction:
        """The estimated number of consistent deals and stock orders (the runs' mean)."""
        return Fraction(self.view.total, len(self.runs))

    def chance_interval(self, player: Player, rank: object) -> Interval:
        """The 95% interval of the chance that ``player`` holds at least one of ``rank``."""
        return ratio_interval(
            [(_hits(v.holds[player][rank]), v.total) for v in self.runs],  # type: ignore[index]
            not self.exact,
        )

    def stock_interval(self, rank: object) -> Interval:
        """The 95% interval of the chance that the stock holds at least one of ``rank``."""
        return ratio_interval(
            [(_hits(v.stock[rank]), v.total) for v in self.runs],  # type: ignore[index]
            not self.exact,
        )

    def ask_interval(self, ask: AskOdds, part: Callable[[AskOdds], Fraction]) -> Interval:
        """The 95% interval of ``part`` (yes, lucky or go on) of ``ask``."""
        assert self.run_odds is not None
        pairs = []
        key = (ask.target, ask.rank, ask.card)
        for odds, total in self.run_odds:
            same = [a for a in odds if (a.target, a.rank, a.card) == key]
            share = part(same[0]) if same else Fraction(0)
            pairs.append((share * total, total))
        return ratio_interval(pairs, not self.exact)


def _hits(dist: dict[int, int]) -> int:
    return sum(w for k, w in dist.items() if k)


def ratio_interval(pairs: Sequence[tuple[Fraction | int, int]], thinned: bool = True) -> Interval:
    """The 95% interval of ``sum(numerators) / sum(totals)`` from independent runs' (numerator,
    total) pairs: the jackknife over the runs (the ratio with each run left out in turn) with
    Student's t, held within [0, 1]. When every run gives the same ratio although the runs were
    thinned (``thinned``), their spread says nothing about a branch all of them missed, and the
    rule of three (R runs agreeing, read as R draws agreeing) gives the half-width, 3 / R; a
    thinned estimate's half-width is never under :data:`FLOOR`."""
    r = len(pairs)
    totals = [t for _, t in pairs]
    scale = max(totals, default=0)
    if r < 2 or not scale:
        return Interval(0.0, 1.0)
    q = float(Fraction(sum(Fraction(n) for n, _ in pairs), sum(totals)))
    nums = [float(Fraction(n) / scale) for n, _ in pairs]
    dens = [t / scale for t in totals]
    sum_n, sum_d = sum(nums), sum(dens)
    leave = [
        (sum_n - n) / (sum_d - d) if sum_d - d > 0 else q for n, d in zip(nums, dens, strict=True)
    ]
    centre = sum(leave) / r
    spread = (r - 1) / r * sum((x - centre) ** 2 for x in leave)
    half = _t975(r - 1) * math.sqrt(spread)
    if spread < 1e-18 and thinned:
        half = 3 / r
    if thinned:
        half = max(half, FLOOR)
    return Interval(max(0.0, q - half), min(1.0, q + half))


def applies(log: FishLog, viewer: Viewer) -> bool:
    """True when a position of ``log`` seen by ``viewer`` can be estimated (the programme over
    ranks reads it: rank asks with books of four or pairs, card asks with books of four)."""
    return over_ranks(log, Knowledge(log, resolve(log, viewer)))


def seed_of(tl: timeline.Timeline) -> int:
    """The runs' seed: a hash of the counting problem's text (the same position, the same
    runs)."""
    return int.from_bytes(hashlib.sha256(repr(tl).encode()).digest()[:8], "big")


def estimate(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    samples: int = SAMPLES,
    keep: int | None = None,
    odds: bool = False,
) -> Estimate:
    """``viewer``'s chances after ``at`` events estimated from ``samples`` runs, and with
    ``odds`` the asks of the seat on turn. Raises :class:`TooCostly` when a run would take more
    than :data:`WORK` steps, and ``ValueError`` when the programme over ranks does not apply.
    ``keep``: the states a layer keeps (default :data:`KEEP`)."""
    keep = keep or KEEP
    if samples < 2:
        raise ValueError("an estimate needs at least 2 samples")
    if not applies(log, viewer):
        raise ValueError("estimates are made where the count over ranks reads the game")
    who = resolve(log, viewer)
    know = Knowledge(log, who)
    asking = odds and isinstance(who, Player) and rep.turn_at(at) == who
    caps = at_ask(log, at)
    build = cardline.build if log.rules.card_asks else timeline.build
    count = CardCount if log.rules.card_asks else RankCount
    tl = build(log, rep, know, at, caps)
    tl_ask = tl if caps or not asking else build(log, rep, know, at, True)
    seed = seed_of(tl)
    runs: list[FishView] = []
    run_odds: list[tuple[list[AskOdds], int]] | None = [] if asking else None
    thinned = 0
    for i in range(samples):
        thin = Thinning(keep, random.Random(f"{seed}:{i}"))
        rc = count(tl, WORK, thin=thin)
        thinned += thin.thinned
        runs.append(_view(rc, log, who, at))
        if run_odds is not None:
            if tl_ask is not tl:
                thin = Thinning(keep, random.Random(f"{seed}:ask:{i}"))
                rc = count(tl_ask, WORK, thin=thin)
                thinned += thin.thinned
            run_odds.append((_odds(rc, log, rep, who, at) if rc.total else [], rc.total))
        if not thinned:
            # Nothing was thinned: this run is the exact count, and every other would repeat it.
            runs = runs * samples
            if run_odds is not None:
                run_odds = run_odds * samples
            break
    view = _summed(runs, who, at)
    pooled = _pooled(run_odds) if run_odds is not None else None
    return Estimate(view, runs, pooled, run_odds, samples, keep, exact=not thinned)


def _summed(runs: list[FishView], who: Player | str, at: int) -> FishView:
    first = runs[0]
    holds = {
        p: {r: _add([v.holds[p][r] for v in runs]) for r in ranks}
        for p, ranks in first.holds.items()
    }
    stock = {r: _add([v.stock[r] for v in runs]) for r in first.stock}
    total = sum(v.total for v in runs)
    return FishView(first.viewer, at, total, holds, stock, None)


def _add(dists: list[dict[int, int]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for d in dists:
        for k, w in d.items():
            out[k] = out.get(k, 0) + w
    return out


def _pooled(run_odds: list[tuple[list[AskOdds], int]]) -> list[AskOdds]:
    """Each ask's chances as the ratio of the runs' summed weights to their summed totals."""
    total = sum(t for _, t in run_odds)
    if not total:
        return []
    yes: dict[tuple[object, ...], Fraction] = {}
    lucky: dict[tuple[object, ...], Fraction] = {}
    first: dict[tuple[object, ...], AskOdds] = {}
    for odds, run_total in run_odds:
        for a in odds:
            key = (a.target, a.rank, a.card)
            first.setdefault(key, a)
            yes[key] = yes.get(key, Fraction(0)) + a.yes * run_total
            lucky[key] = lucky.get(key, Fraction(0)) + a.lucky * run_total
    out = [
        AskOdds(a.target, a.rank, a.card, yes[k] / total, lucky[k] / total)
        for k, a in first.items()
    ]
    out.sort(key=lambda a: (-a.go_on, -a.yes, a.target.seat, a.rank, a.card or ""))
    return out


__all__ = ["CONFIDENCE", "KEEP", "SAMPLES", "Estimate", "Interval", "TooCostly", "estimate"]
