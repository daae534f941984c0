"""Estimated chances where the exact count is out of reach: the programme over ranks, sampled.

The programme over ranks (:mod:`.rankdp`) sums, over every path through its layers, the exact
number of deals and stock orders the path stands for. Sampled, each layer is thinned to about
``keep`` entries (:mod:`.thinning`), states no placement can complete dropped first
(:mod:`.rankbound`): every total and table it gives is then an unbiased estimate of the exact one,
and exact when no layer needed thinning. ``samples`` independent runs that found some
arrangement give a chance as the ratio of the summed tables to the summed totals, and a 95%
interval by the jackknife over the runs (:mod:`.intervals`). A run that found none (every state
it kept died) is drawn again, up to :data:`TRIES` runs a sample: it would move no chance. More
samples (``--precision``) shrink the interval, about as one over the square root of their
number.

The runs' random numbers are seeded by the counting problem itself (the timeline's text), so the
same log, position, viewer and precision always give the same estimate.

The programme over ranks reads Go Fish's rank asks (books of four or pairs) and the card asks of
Authors and Simplified Fish with books of four (:mod:`.carddp`); other positions past the exact
budget (card asks with pairs) have no estimate (their possibilities are proved as before, without
chances).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from fishsolve.gofish.deduce import cardline, timeline
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.engines import over_ranks
from fishsolve.gofish.deduce.intervals import Interval, ratio_interval, variance_scale
from fishsolve.gofish.deduce.odds import AskOdds, odds_of
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.rankshare import Shared, shared_for
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.deduce.view import FishView, view_of
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

SAMPLES = 8
"""Independent runs of the sampled programme by default (``--precision``)."""

MOST_SAMPLES = 100
"""The most runs an estimate takes (``--precision``): its time grows with them (a run of a
four-player 52-card table early in the game takes about 30 ms: 128 samples took 5.3 s where 8
took 1.8 s, 2026-12-06), its interval narrows only as one over their square root (at 100, about
3.5 times narrower than at the default 8), and a typing slip (``--precision 80000``) would
otherwise keep the command busy for an hour."""

KEEP = 100
"""Entries each layer of a run keeps (about)."""

TRIES = 4
"""A run that finds no arrangement (every state its layers kept had no completion) is drawn
again: at most this many runs are drawn per sample asked for. When the first draws, as many as
the samples asked for, all die, the position gets no estimate rather than this many times as
many draws: where runs die that often the few that live say little, and dead runs cost as much
as live ones (a 52-card two-player pairs table: 0.61 s of eight runs that all die)."""

WORK = 15_000_000
"""Steps one run may take; past it there is no estimate (nothing is claimed). With the count's
loops in C a step costs about a tenth of what it did in Python: of 120 positions of 52-card games
(docs/performance.md) every position past the exact count gets an estimate at this limit, where
1,500,000 left six card-ask tables with possibilities only (their runs take 2.5-3 s in all);
p90 / max a position 1.51 / 3.01 s against 0.96 / 2.96 s (2026-12-03, load ~3)."""


@dataclass(frozen=True)
class Estimate:
    """A position's chances estimated from ``samples`` runs of the sampled programme.

    ``view``: the runs' tables and totals summed (its chances are the estimates; its possible
    counts are only those the runs met, not proved); ``runs``: each run's own view; ``odds`` and
    ``run_odds``: the asks of the seat on turn priced the same way, each run's with its total
    (the runs of the position as at an ask, when it is not one already; None for another viewer);
    ``exact``: no layer of any run needed thinning, so every figure is the exact count;
    ``tries``: the runs drawn, dead ones (no arrangement found) included.
    """

    view: FishView
    runs: list[FishView]
    odds: list[AskOdds] | None
    run_odds: list[tuple[list[AskOdds], int]] | None
    samples: int
    keep: int
    exact: bool
    tries: int

    @property
    def arrangements(self) -> Fraction:
        """The estimated number of consistent deals and stock orders (the mean over every run
        drawn, dead ones counting 0)."""
        return Fraction(self.view.total, self.tries)

    @cached_property
    def scale(self) -> float:
        """The position's variance scale (:func:`variance_scale`) over every chance of a player
        or the stock holding a rank; every interval of the estimate keeps it (0 when exact)."""
        if self.exact:
            return 0.0
        chances = [
            [(_hits(v.holds[p][r]), v.total) for v in self.runs]
            for p, ranks in self.view.holds.items()
            for r in ranks
        ]
        chances += [[(_hits(v.stock[r]), v.total) for v in self.runs] for r in self.view.stock]
        return variance_scale(chances)

    def chance_interval(self, player: Player, rank: object) -> Interval:
        """The 95% interval of the chance that ``player`` holds at least one of ``rank``."""
        return ratio_interval(
            [(_hits(v.holds[player][rank]), v.total) for v in self.runs],  # type: ignore[index]
            not self.exact,
            self.scale,
        )

    def stock_interval(self, rank: object) -> Interval:
        """The 95% interval of the chance that the stock holds at least one of ``rank``."""
        return ratio_interval(
            [(_hits(v.stock[rank]), v.total) for v in self.runs],  # type: ignore[index]
            not self.exact,
            self.scale,
        )

    def ask_interval(self, ask: AskOdds, part: Callable[[AskOdds], Fraction]) -> Interval:
        """The 95% interval of ``part`` (yes, lucky or go on) of ``ask``, with the variance
        scale of the position's chances (an ask's chance is read off runs of the same
        position)."""
        assert self.run_odds is not None
        pairs = []
        key = (ask.target, ask.rank, ask.card)
        for odds, total in self.run_odds:
            same = [a for a in odds if (a.target, a.rank, a.card) == key]
            share = part(same[0]) if same else Fraction(0)
            pairs.append((share * total, total))
        return ratio_interval(pairs, not self.exact, self.scale)


def _hits(dist: dict[int, int]) -> int:
    return sum(w for k, w in dist.items() if k)


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
    each: Callable[[FishView], None] | None = None,
) -> Estimate:
    """``viewer``'s chances after ``at`` events estimated from ``samples`` runs, and with
    ``odds`` the asks of the seat on turn. Raises :class:`TooCostly` when a run would take more
    than :data:`WORK` steps, and ``ValueError`` when the programme over ranks does not apply.
    ``keep``: the states a layer keeps (default :data:`KEEP`); ``each``: called with each
    run's view as it is made (the arrangements it found show values possible: the proofs
    beside take them at once)."""
    keep = keep or KEEP
    if not 2 <= samples <= MOST_SAMPLES:
        raise ValueError(f"an estimate takes 2 to {MOST_SAMPLES} samples")
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
    if tl_ask == tl:
        tl_ask = tl  # nobody can hold four of a rank yet: the position's runs price its asks
    seed = seed_of(tl)
    # What the counts of each timeline share (the exact count's, past its budget, too).
    shared, shared_ask = shared_for(tl), Shared()
    runs: list[FishView] = []
    run_odds: list[tuple[list[AskOdds], int]] | None = [] if asking else None
    thinned = tries = 0
    dead: FishView | None = None
    while len(runs) < samples and tries < samples * TRIES:
        if tries >= samples and not runs:
            break  # as many draws as samples, every one dead: no estimate (see TRIES)
        thin = Thinning(keep, random.Random(f"{seed}:{tries}"))
        rc = count(tl, WORK, thin=thin, shared=shared)
        tries += 1
        thinned += thin.thinned
        if thin.thinned and not rc.total:
            # A dead run: it moves no chance (its numerators are 0 with its total), so another
            # is drawn in its place; the arrangements are still the mean over every run drawn.
            dead = view_of(rc, log, who, at)
            continue
        runs.append(view_of(rc, log, who, at))
        if each is not None:
            each(runs[-1])
        if run_odds is not None:
            if tl_ask is not tl:
                rc, ask_thinned = _ask_run(count, tl_ask, seed, len(runs) - 1, keep, shared_ask)
                thinned += ask_thinned
            run_odds.append((odds_of(rc, log, rep, who, at) if rc.total else [], rc.total))
        if not thinned:
            # Nothing was thinned: this run is the exact count, and every other would repeat it.
            runs = runs * samples
            if run_odds is not None:
                run_odds = run_odds * samples
            tries = samples
            break
    if not runs:
        assert dead is not None
        runs = [dead]  # every run died: no estimate (the total is 0)
    view = _summed(runs, who, at)
    pooled = _pooled(run_odds) if run_odds is not None else None
    return Estimate(view, runs, pooled, run_odds, samples, keep, not thinned, tries)


def _ask_run(
    count: type[RankCount],
    tl: timeline.Timeline,
    seed: int,
    index: int,
    keep: int,
    shared: Shared,
) -> tuple[RankCount, int]:
    """Run ``index`` of the position as at an ask (``tl``), a dead one drawn again up to
    :data:`TRIES` times (an ask's chance, as a cell's, is moved by live runs only), and the
    layers it thinned."""
    thinned = 0
    for i in range(TRIES):
        thin = Thinning(keep, random.Random(f"{seed}:ask:{index}" + (f":{i}" if i else "")))
        rc = count(tl, WORK, thin=thin, shared=shared)
        thinned += thin.thinned
        if rc.total or not thin.thinned:
            break
    return rc, thinned


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


__all__ = ["KEEP", "MOST_SAMPLES", "SAMPLES", "Estimate", "Interval", "TooCostly", "estimate"]
