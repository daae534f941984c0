"""The counting work of a Go Fish family review, one unit per perspective.

A unit counts one perspective (a seat, or the table) at every position of the log, within the
counting budget: one forward pass of the filter (``forward_views`` in
:mod:`fishsolve.gofish.deduce.view`; for the table, with what each event told) and, past the point
where the pass stops, for a seat of a three-or-more-player Go Fish game, the programme over ranks at
each position where that seat is on turn (where the odds of its asks are needed). A position neither
reaches is *over budget*: it has no exact figures, never a guess passed off as one (the review may
then estimate a seat's position just before its ask, :mod:`.estimates`, each figure labelled as an
estimate). Units are top-level functions of plain values, so the executor can run them in other
processes.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import DEFAULT, AskOdds, FishView, TooCostly
from fishsolve.gofish.deduce.engines import RANK_STEPS, over_ranks
from fishsolve.gofish.deduce.info import Told
from fishsolve.gofish.deduce.perspective import PUBLIC, Knowledge
from fishsolve.gofish.deduce.view import forward_views, view_and_odds
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.state import FishReplay

OVER = "over budget"
"""A position the counter did not reach within its budget."""
NO_DEAL = "no deal fits"
"""A position after which no deal and stock order fits (a log with errors)."""


@dataclass(frozen=True)
class Frame:
    """One perspective after one event, counted exactly.

    ``places``: one row per player in seat order, then the stock; each row one
    ``(chance of at least one, expected count)`` per rank of the deck.
    """

    total: int
    places: tuple[tuple[tuple[float, float], ...], ...]
    certain_books: tuple[tuple[str, str], ...]
    """(player, rank code) of the books a player is certain to be able to complete."""


Span = tuple[float, float]
"""A 95% interval (low, high) of a chance."""


@dataclass(frozen=True)
class EstimatedFrame:
    """One seat's view just before its ask, its chances estimated (never exact).

    ``places``: as :class:`Frame`'s, one row per player in seat order, then the stock, each
    row one ``(chance of at least one, expected count)`` per rank — estimates, except where the
    proved counts settle the cell; ``intervals``: per cell the 95% interval of the chance (None
    where the proved counts settle it); ``possible``: per cell the proved possible counts;
    ``certain_books``: (player, rank code) of the books certain to be completable, proved;
    ``samples``: the estimate's runs; ``arrangements``: its estimate of the consistent deals and
    stock orders."""

    places: tuple[tuple[tuple[float, float], ...], ...]
    intervals: tuple[tuple[Span | None, ...], ...]
    possible: tuple[tuple[tuple[int, ...], ...], ...]
    certain_books: tuple[tuple[str, str], ...]
    samples: int
    arrangements: float


@dataclass(frozen=True)
class Priced:
    """The asks of the seat on turn, priced: (target, rank code, card code or None, yes, lucky;
    lucky None where it was not counted)."""

    asks: tuple[tuple[str, str, str | None, Fraction, Fraction | None], ...]
    intervals: tuple[Span | None, ...] = ()
    """Per ask, when the position's chances are estimated (:mod:`.estimates`): the 95% interval
    of its chance of a yes, or None where the proved counts settle it (then exact); empty when
    every chance is counted exactly."""
    proved: bool = False
    """Priced by proof alone, at a position past the budget (:func:`.estimates.estimate_ask`,
    when the proved counts settle the ask made and the best ask): ``asks`` holds the asks whose
    chance of a yes the proof settles (0 or 1), and :attr:`unsettled` more legal asks have a
    chance proved to lie strictly between 0 and 1, not priced."""
    unsettled: int = 0

    def interval(self, i: int) -> Span | None:
        """The interval of ask ``i``'s chance of a yes (None: exact)."""
        return self.intervals[i] if self.intervals else None


@dataclass(frozen=True)
class ViewWork:
    """One perspective at every position: a frame (counted, or estimated at an ask), or why there
    is none (:data:`OVER`, :data:`NO_DEAL`); and the priced asks at the positions where the seat is
    on turn."""

    viewer: str
    frames: tuple[Frame | EstimatedFrame | str, ...]
    odds: dict[int, Priced]
    told: tuple[Told | None, ...] = ()
    """The table's view only: per event, what it told (:mod:`fishsolve.gofish.deduce.info`),
    from the pass that made the frames — an event has it exactly when the frames before and after
    it are counted."""


def frame_of(view: FishView, log: FishLog) -> Frame:
    """The frame of a counted view."""
    ranks = log.rules.ranks
    total = view.total
    rows = []
    for p in log.seating.players:
        rows.append(tuple(_cell(view.holds[p][r], total) for r in ranks))
    rows.append(tuple(_cell(view.stock[r], total) for r in ranks))
    books = tuple(
        (p.name, r.code) for p, sure in view.certain_books().items() for r in sure if view.total
    )
    return Frame(total, tuple(rows), books)


def _cell(dist: dict[int, int], total: int) -> tuple[float, float]:
    hits = sum(w for k, w in dist.items() if k)
    mean = Fraction(sum(k * w for k, w in dist.items()), total)
    return float(Fraction(hits, total)), float(mean)


def _priced(odds: list[AskOdds]) -> Priced:
    return Priced(
        tuple(
            (a.target.name, a.rank.code, a.card.code if a.card else None, a.yes, a.lucky)
            for a in odds
        )
    )


def count_view(task: tuple[FishLog, str, int | None, int]) -> ViewWork:
    """The unit of work: (log, viewer, budget, positions to count) -> every frame and the odds.

    ``positions`` stops counting there (a log with errors is counted only before its first)."""
    log, viewer, budget, upto = task
    rep = replay(log, lenient=True)
    frames: list[Frame | str] = [OVER] * (len(log.events) + 1)
    odds: dict[int, Priced] = {}
    public = viewer == PUBLIC
    told: list[Told | None] = [None] * len(log.events) if public else []
    reached = 0
    passed = forward_views(log, rep, viewer, budget, counts=public)
    for at, (view, priced, counts) in enumerate(passed):
        if at > upto:
            break
        reached = at + 1
        frames[at] = frame_of(view, log) if view.total else NO_DEAL
        if priced is not None:
            odds[at] = _priced(priced)
        if counts is not None:
            told[at - 1] = Told.of(counts)
    for at in range(upto + 1, len(frames)):
        frames[at] = NO_DEAL
    if reached <= upto and _by_ranks(log, viewer):
        for at in range(reached, upto + 1):
            turn = rep.turn_at(at)
            if turn is None or turn.name != viewer:
                continue
            try:
                # Past the forward pass, the count over ranks (at two players too).
                view, priced = view_and_odds(log, rep, viewer, at, budget, rank_steps=RANK_STEPS)
            except TooCostly:
                continue
            frames[at] = frame_of(view, log) if view.total else NO_DEAL
            if priced is not None and view.total:
                odds[at] = _priced(priced)
    return ViewWork(viewer, tuple(frames), odds, tuple(told))


def _by_ranks(log: FishLog, viewer: str) -> bool:
    """True when a position the pass missed may still be counted over ranks: a seat, and a log
    the count over ranks reads (rank asks, books of four or pairs; card asks with books of
    four)."""
    if viewer not in log.seating.names or len(log.seating) < 2:
        return False
    return over_ranks(log, Knowledge(log, log.seating.player(viewer)))


def rank_codes(log: FishLog) -> tuple[str, ...]:
    return tuple(r.code for r in log.rules.ranks)


def first_error(rep: FishReplay) -> int | None:
    """The index of the first event the lenient replay found against the rules (by its line)."""
    if not rep.errors:
        return None
    lines = {err.location.line for err in rep.errors if err.location is not None}
    for i, e in enumerate(rep.log.events):
        if e.source is not None and e.source.line in lines:
            return i
    return 0


__all__ = ["DEFAULT", "NO_DEAL", "OVER", "Frame", "Priced", "Rank", "ViewWork", "count_view"]
