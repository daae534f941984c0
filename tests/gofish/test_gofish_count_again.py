"""An exact count asked again for an equal timeline is the count made before
(fishsolve/gofish/deduce/engines.py, ``count_over_ranks``; ``Shared.counted``): the seat on turn
counts its position and then its asks, often the same timeline. Reusing it is exact because a
count's steps never decrease: a finished count of W steps would have passed every budget below W
and no budget at or above it, so the reused count raises where a fresh one raises. Checked here
against fresh counts (the counting caches cleared) at every budget around W."""

from __future__ import annotations

import pytest

from fishsolve.gofish.deduce import rankshare
from fishsolve.gofish.deduce.engines import count_over_ranks
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.view import view_of
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara"]


@pytest.mark.parametrize("variant", [Variant.GO_FISH, Variant.AUTHORS])
def test_an_equal_timeline_is_counted_once_within_the_same_budgets(variant: Variant) -> None:
    log = play(NAMES, GoFishRules(variant=variant), 3)
    rep = replay(log)
    at = int(len(log.events) * 0.8)
    know = Knowledge(log, log.seating.players[0])
    rankshare._LAST.clear()
    first = count_over_ranks(log, rep, know, at, False, None)
    steps = first.steps
    assert steps > 0
    assert count_over_ranks(log, rep, know, at, False, None) is first
    assert count_over_ranks(log, rep, know, at, False, steps) is first
    with pytest.raises(TooCostly, match=f"{steps - 1:,} steps"):
        count_over_ranks(log, rep, know, at, False, steps - 1)
    # Fresh counts (nothing kept) pass and fail at the same budgets, with the same answer.
    for budget in (steps - 1, steps, steps + 1):
        rankshare._LAST.clear()
        try:
            fresh = count_over_ranks(log, rep, know, at, False, budget)
        except TooCostly:
            assert budget < steps
            continue
        assert budget >= steps
        assert fresh is not first
        assert fresh.steps == steps
        assert view_of(fresh, log, know.viewer, at) == view_of(first, log, know.viewer, at)


def test_the_estimate_prices_the_asks_with_its_runs_when_the_timelines_are_equal() -> None:
    """At the seat on turn at the end of its record (as live has it), where the timeline as at
    an ask equals the position's (nobody can hold four of a rank yet), each run's asks are
    priced by that run itself: the same total."""
    import dataclasses

    from fishsolve.gofish.deduce import timeline
    from fishsolve.gofish.deduce.estimate import estimate
    from fishsolve.gofish.sim.views import as_seen_by

    full = play(NAMES, GoFishRules(variant=Variant.GO_FISH), 3)
    seat = full.seating.players[0]
    record = as_seen_by(full, seat)
    found = 0
    for at in range(len(record.events) // 3, len(record.events)):
        log = dataclasses.replace(record, events=record.events[:at])
        rep = replay(log)
        know = Knowledge(log, seat)
        if rep.turn_at(at) != seat or at_ask(log, at):
            continue
        if timeline.build(log, rep, know, at, True) != timeline.build(log, rep, know, at, False):
            continue
        est = estimate(log, rep, seat, at, 4, keep=20, odds=True)
        if est.exact or not est.view.total:
            continue  # nothing thinned, or every run died: no runs to price the asks
        assert est.run_odds is not None
        assert [total for _, total in est.run_odds] == [run.total for run in est.runs]
        found += 1
    assert found >= 3
