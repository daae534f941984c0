"""Which engine counts one perspective's position exactly, and what any count gives.

Go Fish with books of four or pairs (rank asks) and card asks with books of four are counted over
ranks (:mod:`.rankdp`, :mod:`.carddp`), at any number of players; the rest by the forward filter
(:mod:`.states`). Either count gives, per rank,
each player's (cards held now, cards in the stock) table (:func:`pairs_of`) and under card asks
each card's places; :mod:`.view` and :mod:`.odds` read them.
"""

from __future__ import annotations

import copy

from fishsolve.cards import Card, Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce import cardline, tables, timeline
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, at_ask, resolve, run
from fishsolve.gofish.deduce.rankdp import RankCount, past_budget
from fishsolve.gofish.deduce.rankshare import shared_for
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

DEFAULT = 150_000
"""The default counting budget, in the forward filter's state steps: about 0.15 s of work at
about 1 µs a step (2026-12-03, 52-card positions run to the budget)."""


RANK_STEPS = 10
"""Steps of the count over ranks (:mod:`.rankdp`) a budget step buys in a review's seat past the
forward pass (through ``rank_steps``): a step of it (one move of a packed placement) costs
0.02-0.1 µs in C (:mod:`.rankkernel`; 0.35 µs in Python), a filter step about 1 µs. A review
counts every position of every seat, and a position past the budget costs all of it (a
three-player 52-card Authors review has 120 such positions of 167 from the seats: about 35 ms
each at ten steps); ``analyze`` and ``live`` take more (:func:`analyze_steps`)."""


STEPS_PER_SAMPLE = 8
"""Steps of the count over ranks a budget step buys in ``analyze`` (one position, asked for) and
``live`` (whose report of a position is ``analyze --precision 4``'s), per sample of the estimate
asked for, up to live's four samples; each sample past the fourth buys twice as many
(:func:`analyze_steps`): ``--precision N`` says how hard to work where counting is costly, first
at counting exactly, then at the estimate. Live (an answer at every event) keeps 32; analyze's
default of eight samples buys 96. Of 240 positions of 52-card games (seeds 1-2, all variants, 2-6
players, the seat on turn and the table, ``bench/bench_gofish_scale.py``, 2026-12-04, the two
trees side by side): at sixty-four steps 196 counted exactly, median / p90 / max 0.06 / 0.80 /
1.34 s a position; at ninety-six 201, 0.06 / 0.92 / 1.43 s (docs/performance.md). Live from the
first seat of a four-player 52-card game: p90 0.25 s an event at thirty steps, 0.31 s at sixty (a
position past the budget spends half of it before its estimate), so live keeps thirty-two."""


MOST_STEPS = 512
"""The most steps of the count over ranks a budget step buys whatever the precision (that of 34
samples: 76.8M steps). Of the 240 positions of 52-card games of ``bench/bench_gofish_scale.py``
(seeds 1-2), 218 are counted exactly at ``--precision 32`` (72M steps) against 201 at the
default 8; the 17 gained need 23M-71M steps and take 1.3-4.6 s each, and a position still
estimated spends 1.3-4.8 s on its attempt and estimate (0.4-1.1 s at 8; docs/performance.md).
The memory such counts would take is held down by :mod:`.rankkeep` (a count lets layers go
and gives up past a bound on the states it holds)."""


def analyze_steps(samples: int) -> int:
    """The steps of the count over ranks a budget step buys in ``analyze`` with ``samples``
    (``--precision``): :data:`STEPS_PER_SAMPLE` a sample up to four (32 at live's 4), twice that
    for each sample past the fourth (96 at analyze's default of 8), at most :data:`MOST_STEPS`."""
    steps = STEPS_PER_SAMPLE * (samples + max(0, samples - 4))
    return min(steps, MOST_STEPS)


Counted = Filter | RankCount
"""An exact count: the forward filter, or the programme over ranks (Go Fish rank asks)."""


def count(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None,
    ask: bool,
    rank_steps: int = 1,
) -> tuple[Counted, Player | str]:
    """The exact count of ``viewer``'s knowledge after ``at`` events: over ranks when it reads
    the log (:func:`over_ranks`: rank asks with books of four or pairs, card asks with books of
    four; :mod:`.rankdp`, :mod:`.carddp`), at two players too, else the forward filter. The
    count over ranks may take ``rank_steps`` of its steps per budget step (:data:`RANK_STEPS`).
    At two players it answers every position the filter answers, and sooner (288 positions of
    52-card games of every variant, the seat on turn and the table, at 1 to 96 steps a budget
    step: docs/performance.md), so the filter is not tried there first. With ``ask`` (an ask is
    made at the position) or when the log's next line is an ask, nobody holds a book then
    (:func:`.at_ask`)."""
    who = resolve(log, viewer)
    know = Knowledge(log, who)
    caps = ask or at_ask(log, at)
    if not over_ranks(log, know):
        return filtered(log, rep, viewer, at, budget, caps)
    if not 0 <= at <= len(log.events):
        raise FishsolveError(f"position {at} is outside the log (0 to {len(log.events)})")
    steps = None if budget is None else budget * rank_steps
    return count_over_ranks(log, rep, know, at, caps, steps), who


def over_ranks(log: FishLog, know: Knowledge) -> bool:
    """True when the count over ranks reads ``log`` from ``know``'s perspective: books of four,
    no known stock order; rank asks (:mod:`.timeline`) or card asks (:mod:`.cardline`)."""
    return timeline.applies(log, know.stock_known) or cardline.applies(log, know.stock_known)


def count_over_ranks(
    log: FishLog,
    rep: FishReplay,
    know: Knowledge,
    at: int,
    caps: bool,
    budget: int | None,
    thin: Thinning | None = None,
) -> RankCount:
    """The count over ranks (:func:`over_ranks`) after ``at`` events, as at an ask with
    ``caps``; thinned with ``thin`` (an estimate's run). An exact count of a timeline equal to
    the one counted last is that count again (:attr:`.Shared.counted`): at the seat on turn the
    position and its asks are often the same timeline (nobody can hold four of a rank yet),
    counted once; past ``budget`` it raises as the count itself would have."""
    build, kind = (
        (cardline.build, CardCount) if log.rules.card_asks else (timeline.build, RankCount)
    )
    tl = build(log, rep, know, at, caps)
    shared = shared_for(tl)
    if thin is None and shared.counted is not None:
        done = shared.counted
        assert isinstance(done, RankCount)
        if budget is not None and done.steps > budget:
            raise past_budget(budget)
        return done
    rc = kind(tl, budget, thin=thin, shared=shared)
    if thin is None:
        shared.counted = rc
    return rc


def filtered(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None, caps: bool
) -> tuple[Filter, Player | str]:
    f, who = run(log, rep, viewer, at, budget)
    if caps:
        f.caps()
    return f, who


def asking(f: Filter) -> Filter:
    """``f`` as at an ask (nobody holds a book), leaving ``f`` itself as it was: a copy whose
    states the caps replace (they never change a state set in place)."""
    g = copy.copy(f)
    g.caps()
    return g


def total_of(f: Counted) -> int:
    return f.total if isinstance(f, RankCount) else f.total()


def pairs_of(f: Counted, r: Rank) -> list[dict[tuple[int, int], int]]:
    """Per seat: (cards of ``r`` the player holds now, cards of ``r`` in the stock) -> ways."""
    if isinstance(f, RankCount):
        return f.tables[r]
    out: list[dict[tuple[int, int], int]] = [{} for _ in range(f.n)]
    for vec, w in tables.rank_table(f, r).items():
        if w:
            for q in range(f.n):
                out[q][(vec[q], vec[-1])] = out[q].get((vec[q], vec[-1]), 0) + w
    return out


def card_places(f: Filter | CardCount, c: Card) -> dict[int, int]:
    """Card asks: place of ``c`` (a seat; ``f.n``: the stock) -> arrangements."""
    return f.places(c) if isinstance(f, CardCount) else tables.card_table(f, c)


def card_joint(f: Filter | CardCount, c: Card) -> dict[tuple[int, int], int]:
    """Card asks: (place of ``c``, cards of its rank in the stock) -> arrangements."""
    return f.places_and_stock(c) if isinstance(f, CardCount) else tables.card_stock_table(f, c)


__all__ = [
    "DEFAULT",
    "MOST_STEPS",
    "RANK_STEPS",
    "STEPS_PER_SAMPLE",
    "Counted",
    "TooCostly",
    "analyze_steps",
    "asking",
    "card_joint",
    "card_places",
    "count",
    "count_over_ranks",
    "filtered",
    "over_ranks",
    "pairs_of",
    "total_of",
]
