"""A review's JSON is byte-identical on the fast counting path and on the reference path.

The reference (:func:`fishsolve.literature.deduce.count.counting.reference`) is the counter as it
was before issue 16's speed-ups: propagation from scratch for every count, no memo of propagation or
of dealt counts, claimers proved by counting only, the programme and the half-suit enumeration in
Python's loops. The fast path resumes propagation from the previous position, reuses the counts of
positions whose event changed nothing, proves public claimers by propagation alone and enumerates in
C. Every count, every frame and every comment must come out the same; and every possible holder of
the fast path must hold the card in the real deal or be allowed by CP-SAT.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count import counting
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.game.events import Claim, GameLog
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.review.game import review
from fishsolve.literature.review.report import ReviewReport
from fishsolve.literature.sim.game import simulate

GAMES = [(9, "standard", "careless", True), (5, "no-sevens", "careless", False)]
"""(seed, deck, bots, hands known), six players: the last is public, with wrong claims (at events
4, 23 and 115) without their holders, on the 48-card deck. The same public check on the full deck
(seed 2) took 37 s of CPU on the reference path against 13 s for this one; bench/
bench_review_speed.py compares every view of six more games, eight players included."""


def game(seed: int, deck: str, bots: str, hands: bool) -> GameLog:
    log = simulate(seed, 6, RuleSet(deck=RuleSet.parse_deck(deck)), [bots, bots], reveal=hands)
    return log if hands else replace(log, hands={})


def as_json(report: ReviewReport) -> str:
    return json.dumps(report.to_dict(frames=True))  # in its own order: byte for byte


@pytest.mark.slow  # the reference path is the slow counter, by design (about 12 s a game)
@pytest.mark.parametrize(("seed", "deck", "bots", "hands"), GAMES)
def test_review_json_equals_the_reference_path(
    seed: int, deck: str, bots: str, hands: bool
) -> None:
    log = game(seed, deck, bots, hands)
    assert any(isinstance(e, Claim) and e.outcome.value == "wrong" for e in log.events)
    fast = as_json(review(log))
    with counting.reference():
        slow = as_json(review(log))
    assert fast == slow


def test_fast_views_agree_with_cp_sat() -> None:
    """The fast path's possible holders, on a sample of positions, are CP-SAT's exactly."""
    log = simulate(7, 6, bots="careless")
    fast = Analyzer(log)
    sat = Analyzer(log, engine=Engine.CPSAT)
    for at in range(0, len(log.events) + 1, 15):
        for p in log.table.players[:3]:
            view = Perspective(p.name, (p,), (p,))
            mine = {c.card: c.holders for c in fast.view(view, at).cards}
            theirs = {c.card: c.holders for c in sat.view(view, at).cards}
            assert mine == theirs, (at, p.name)


def test_reference_path_is_taken() -> None:
    """Inside the block the memo is not used: the test above can fail."""
    log = simulate(9, 6, bots="careless")
    analyzer = Analyzer(log)
    with counting.reference():
        analyzer.view(Perspective("x", (log.table.players[0],), ()), 20)
    assert counting.DEALT not in analyzer.constraints.compiled
    analyzer.view(Perspective("x", (log.table.players[0],), ()), 21)
    assert counting.DEALT in analyzer.constraints.compiled
