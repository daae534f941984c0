"""The count over ranks places each rank's stock share last (counting exactly): the same count as
placing it first, with fewer states within a rank.

The reference is the same programme placing the stock first, as it does when sampling, here with
a thinning that keeps every state (no layer reaches its size, so nothing is thinned and no weight
is scaled): the totals and every rank's table must be equal as integers, and the largest layer
within a rank must be at most half as large with the stock last. Positions: 52-card games of
random bots (fixed seeds), 15% into the game, from the seat on turn and from the table.
"""

from __future__ import annotations

import random

import pytest

from fishsolve.gofish.deduce import timeline
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara"]


@pytest.mark.parametrize(("players", "seat"), [(2, False), (3, True), (3, False)])
def test_the_stock_last_counts_the_same_with_fewer_states(players: int, seat: bool) -> None:
    log = play(NAMES[:players], GoFishRules(), 1)
    rep = replay(log)
    at = int(len(log.events) * 0.15)
    turn = rep.states[at].turn
    assert turn is not None
    viewer = turn.name if seat else "public"
    tl = timeline.build(log, rep, Knowledge(log, resolve(log, viewer)), at, at_ask(log, at))
    last = RankCount(tl, None)
    first = RankCount(tl, None, thin=Thinning(10**12, random.Random(0)))
    assert last.total > 0
    assert last.total == first.total
    assert last.tables == first.tables
    assert 2 * last.peak <= first.peak, (last.peak, first.peak)
