"""Estimated figures of a Go Fish review, at the asks the exact count did not reach.

Where a seat's own view just before its ask is past the counting budget (:data:`.views.OVER`), a
unit (:func:`estimate_ask`) gives that position its figures from two sources, never mixed up:

- the **proved possibilities** of the position (:func:`fishsolve.gofish.deduce.questions.
  possibilities`, the CP-SAT model: each count a witness, each missing one a proof) — an ask whose
  target surely holds the rank is *sure* (chance of a yes exactly 1), one whose target surely holds
  none has chance exactly 0, and a cell the proved counts settle is exact;
- the **estimate** of every other chance (:func:`fishsolve.gofish.deduce.estimate.estimate`: the
  programme over ranks, sampled ``samples`` times, seeded by the position), each with its 95%
  interval.

The proof comes first. When it settles both the ask made and the best ask — the ask made is
proved sure, or proved to get a go fish while another ask is proved sure — the review's figures
need nothing more and no estimate is made: the position keeps no heat map (over budget) and its
asks are priced by proof alone (:attr:`~.views.Priced.proved`).

Under card asks (Authors, Simplified Fish; books of four) the proof reads the places of the card
asked for (:attr:`~fishsolve.gofish.deduce.questions.Possible.places`): a target surely holds it,
or surely does not. A position whose runs all lost their states, or over the estimate's own work
limit, or whose proof is not settled within its time limit, stays over budget. An estimate whose
runs needed no thinning is the exact count, and is returned as an exact :class:`~.views.Frame`.
Units are top-level functions of plain values (the executor may run them in other processes).
"""

from __future__ import annotations

from fractions import Fraction

from fishsolve.gofish.deduce import AskOdds
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.model import Undecided
from fishsolve.gofish.deduce.questions import STOCK, Possible, possibilities
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.review.views import OVER, EstimatedFrame, Frame, Priced, Span, frame_of


def applies(log: FishLog, viewer: str) -> bool:
    """True when the estimate is made for ``viewer``'s positions of ``log`` (where
    :func:`~fishsolve.gofish.deduce.estimate.applies`: rank asks, books of four or pairs; card
    asks with books of four)."""
    return sampled.applies(log, viewer)


def estimate_ask(
    task: tuple[FishLog, str, int, tuple[int, int | None]],
) -> tuple[EstimatedFrame | Frame | str, Priced] | str:
    """The unit of work: (log, asker, position, (samples, states a layer keeps or None)) -> the
    position's frame in the asker's view (:data:`~.views.OVER` when priced by proof alone) and
    its asks priced, or :data:`~.views.OVER` when nothing can be claimed."""
    log, viewer, at, (samples, keep) = task
    rep = replay(log, lenient=True)
    who = log.seating.player(viewer)
    try:
        proved = possibilities(log, rep, who, at)
    except (Undecided, ValueError):
        return OVER
    settled = _settled(log, rep, at, proved)
    if settled is not None:
        return OVER, settled
    try:
        est = sampled.estimate(log, rep, who, at, samples, keep, odds=True)
    except TooCostly:
        return OVER
    if not est.view.total or est.run_odds is None or est.odds is None:
        return OVER
    if est.exact:  # no run needed thinning: the exact count
        odds, _ = est.run_odds[0]
        return frame_of(est.runs[0], log), _exact_priced(odds)
    return _frame(log, est, proved), _priced(log, est, proved)


def _settled(log: FishLog, rep: FishReplay, at: int, proved: Possible) -> Priced | None:
    """The asks priced by proof alone, when the proof settles the ask made (event ``at + 1``)
    and the best ask; else None. The legal asks: each rank the asker holds, of each other player
    with cards."""
    event = log.events[at]
    assert isinstance(event, FishAsk)
    state = rep.states[at]
    asker = event.asker.name
    targets = [q.name for q in log.seating.players if q != event.asker and state.size(q)]
    settled: list[tuple[str, str, str | None, Fraction, Fraction | None]] = []
    unsettled = 0
    for r in log.rules.ranks:
        if proved.counts[(asker, r.code)] in ((0,), ()):
            continue
        for q in targets:
            for card in _askable(log, proved, asker, r.code):
                sure = _sure(proved, q, r.code, card)
                if sure is None:
                    unsettled += 1
                else:
                    settled.append((q, r.code, card, Fraction(int(sure)), None))
    want = (event.target.name, event.rank.code, event.card.code if event.card else None)
    mine = next((a for a in settled if a[:3] == want), None)
    if mine is None or (mine[3] == 0 and not any(a[3] == 1 for a in settled)):
        return None
    return Priced(tuple(settled), proved=True, unsettled=unsettled)


def _askable(log: FishLog, proved: Possible, asker: str, rank: str) -> list[str | None]:
    """What ``asker`` may ask for of ``rank`` (which they hold): the rank itself (None), or under
    card asks each card of it in play that they do not hold."""
    if not log.rules.card_asks:
        return [None]
    cards = [c.code for c in log.rules.cards if c.rank.code == rank]
    return [c for c in cards if c in proved.places and asker not in proved.places[c]]


def _sure(proved: Possible, target: str, rank: str, card: str | None) -> bool | None:
    """Whether ``target`` surely holds the rank (``card`` None) or the card asked for, True or
    False when the proof settles it, else None."""
    if card is not None:
        places = proved.places[card]
        return None if target in places and len(places) > 1 else target in places
    counts = proved.counts[(target, rank)]
    if 0 not in counts or counts == (0,):
        return 0 not in counts
    return None


def _exact_priced(odds: list[AskOdds]) -> Priced:
    return Priced(
        tuple(
            (a.target.name, a.rank.code, a.card.code if a.card else None, a.yes, a.lucky)
            for a in odds
        )
    )


def _priced(log: FishLog, est: sampled.Estimate, proved: Possible) -> Priced:
    """The asks, each chance of a yes exact where the proved counts settle it (the target surely
    holds the rank, or surely none), else estimated with its interval."""
    assert est.odds is not None
    asks = []
    spans: list[Span | None] = []
    for a in est.odds:
        code = a.card.code if a.card else None
        sure = _sure(proved, a.target.name, a.rank.code, code)
        if sure is not None:
            yes = Fraction(int(sure))
            span = None
        else:
            yes = a.yes
            iv = est.ask_interval(a, lambda o: o.yes)
            span = (iv.low, iv.high)
        asks.append((a.target.name, a.rank.code, code, yes, a.lucky))
        spans.append(span)
    return Priced(tuple(asks), tuple(spans))


def _frame(log: FishLog, est: sampled.Estimate, proved: Possible) -> EstimatedFrame:
    view = est.view
    places = []
    intervals = []
    possible = []
    rows = [(p.name, view.holds[p]) for p in log.seating.players] + [(STOCK, view.stock)]
    for name, dists in rows:
        cells = []
        spans: list[Span | None] = []
        counts_row = []
        for r in log.rules.ranks:
            counts = proved.counts[(name, r.code)]
            dist = dists[r]
            if len(counts) == 1:  # the proved counts settle it
                cells.append((float(counts[0] > 0), float(counts[0])))
                spans.append(None)
            else:
                hits = sum(w for k, w in dist.items() if k)
                mean = Fraction(sum(k * w for k, w in dist.items()), view.total)
                chance = float(Fraction(hits, view.total))
                if 0 not in counts:
                    cells.append((1.0, float(mean)))
                    spans.append(None)
                else:
                    if name == STOCK:
                        iv = est.stock_interval(r)
                    else:
                        iv = est.chance_interval(log.seating.player(name), r)
                    cells.append((chance, float(mean)))
                    spans.append((iv.low, iv.high))
            counts_row.append(counts)
        places.append(tuple(cells))
        intervals.append(tuple(spans))
        possible.append(tuple(counts_row))
    return EstimatedFrame(
        tuple(places),
        tuple(intervals),
        tuple(possible),
        _certain_books(log, proved),
        est.samples,
        float(est.arrangements),
    )


def _certain_books(log: FishLog, proved: Possible) -> tuple[tuple[str, str], ...]:
    """Books certain to be completable, proved: the player surely holds the rank, the stock surely
    holds none and every other player's count is known."""
    out = []
    names = log.seating.names
    for p in names:
        for r in log.rules.ranks:
            mine = proved.counts[(p, r.code)]
            if 0 in mine or proved.counts[(STOCK, r.code)] != (0,):
                continue
            if all(len(proved.counts[(q, r.code)]) == 1 for q in names if q != p):
                out.append((p, r.code))
    return tuple(out)
