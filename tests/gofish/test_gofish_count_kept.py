"""An exact count that lets its layers go and makes them again for its backward pass
(fishsolve/gofish/deduce/rankkeep.py) is the count that keeps them: the same total, the same
tables (per rank and player, the ways of each (held now, in the stock); under card asks each
card's places), the same steps charged, and :class:`TooCostly` at the same budgets.

The bound is lowered here so that nearly every rank's layers are let go (at ``analyze``'s
budgets they are kept). The reference is the same count keeping every layer: it shares every
convention of the count on purpose, since what is checked is only that making layers again
changes nothing; the conventions themselves are held to the rule sheet elsewhere, by an
enumeration written from it (tests/gofish_brute.py, in test_gofish_deduce_brute.py)."""

from __future__ import annotations

import os
from typing import Any

import pytest

from fishsolve.gofish.deduce import rankkeep, rankkernel, rankshare, rankthreads
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.engines import count_over_ranks
from fishsolve.gofish.deduce.perspective import PUBLIC, Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.view import view_of
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]

CASES = [
    # rules, players, seed, where in the game, viewer (a seat's index, or the table)
    (GoFishRules(), 3, 3, 0.5, 0),
    (GoFishRules(), 4, 2, 0.3, PUBLIC),
    (GoFishRules(), 6, 1, 0.05, PUBLIC),  # past 128 bits: counted again in 256
    (GoFishRules(book=2), 3, 1, 0.5, 1),
    (GoFishRules(variant=Variant.AUTHORS), 3, 3, 0.7, 0),
    (GoFishRules(variant=Variant.AUTHORS), 4, 1, 0.85, PUBLIC),
    (GoFishRules(variant=Variant.SIMPLIFIED), 4, 1, 0.8, 2),
]


def _count(
    rules: GoFishRules, players: int, seed: int, where: float, who: int | str, budget: int | None
) -> tuple[RankCount, object]:
    log = play(NAMES[:players], rules, seed)
    at = int(len(log.events) * where)
    viewer = who if isinstance(who, str) else log.seating.players[who]
    know = Knowledge(log, resolve(log, viewer))
    rankshare._LAST.clear()  # a fresh count, not the one kept for an equal timeline
    rc = count_over_ranks(log, replay(log), know, at, at_ask(log, at), budget)
    return rc, view_of(rc, log, know.viewer, at)


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
@pytest.mark.parametrize(("rules", "players", "seed", "where", "who"), CASES)
def test_layers_made_again_count_what_kept_layers_count(
    monkeypatch: pytest.MonkeyPatch,
    rules: GoFishRules,
    players: int,
    seed: int,
    where: float,
    who: int | str,
) -> None:
    kept, kept_view = _count(rules, players, seed, where, who, None)
    assert kept.made_again == 0  # small counts keep every layer at the real bound
    monkeypatch.setattr(rankkeep, "KEEP_STATES", 1)
    again, again_view = _count(rules, players, seed, where, who, None)
    assert again.kernel_ranks > 1
    assert again.made_again >= again.kernel_ranks - 1  # every rank's but at most the first
    assert kept.total > 0
    assert again.total == kept.total
    assert again.tables == kept.tables
    if isinstance(kept, CardCount):
        assert isinstance(again, CardCount)
        assert again.card_tables == kept.card_tables
    assert again.steps == kept.steps
    assert again_view == kept_view
    # The same budgets pass and fail.
    with pytest.raises(TooCostly):
        _count(rules, players, seed, where, who, kept.steps - 1)
    assert _count(rules, players, seed, where, who, kept.steps)[0].total == kept.total


def test_sampling_keeps_every_layer() -> None:
    """A sampled run's layers were thinned with random draws: made again they would differ, so
    it keeps them whatever the bound (None); a bounded count keeps the start past the bound."""
    never: Any = _NoAgain()
    held = rankkeep.KeptLayers(never, None)
    held.keep(0, {}, [_layer(10**9)])
    assert held.again == 0
    assert held.states == 10**9
    bounded = rankkeep.KeptLayers(never, 100)
    bounded.keep(0, {}, [_layer(60)])
    bounded.keep(1, {1: 1}, [_layer(50)])  # past the bound: its start kept instead
    bounded.keep(2, {}, [_layer(40)])
    assert (bounded.states, bounded.again, len(bounded)) == (100, 1, 3)
    assert 1 in bounded
    assert len(bounded.take(2)[0]) == 40
    assert bounded.states == 60
    with pytest.raises(AssertionError, match="made again: rank 1"):
        bounded.take(1)


def _layer(n: int) -> Any:
    return _Sized(n)


class _Sized:
    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n


class _NoAgain:
    def _layers_again(self, k: int, start: object) -> list[object]:
        raise AssertionError(f"made again: rank {k}")


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
def test_a_count_gives_up_past_the_states_it_may_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget, a count holds at most ``MOST_STATES`` states in its layers at once, and
    gives up at the same step in one thread or two; without a budget it is not bounded."""
    case = (GoFishRules(), 4, 2, 0.3, PUBLIC)
    whole, _ = _count(*case, None)
    outcomes: dict[bool, list[int | None]] = {}
    reasons: list[str] = []
    for two in (False, True):
        monkeypatch.setattr(rankthreads, "PARALLEL_STATES", 1 if two else 1 << 40)
        monkeypatch.setattr(os, "cpu_count", lambda: 2)
        got: list[int | None] = []
        for most in (100, 20_000, 300_000, 350_000, 400_000, 450_000, 500_000, 10**9):
            monkeypatch.setattr(rankkeep, "MOST_STATES", most)
            try:
                with rankthreads.spare_core(True):
                    rc, _ = _count(*case, whole.steps)
            except TooCostly as err:
                reasons.append(str(err))
                got.append(None)
            else:
                assert rc.total == whole.total
                assert rc.tables == whole.tables
                got.append(rc.total)
        outcomes[two] = got
    assert outcomes[False] == outcomes[True]
    assert None in outcomes[False][2:6]  # the edge lies between 300,000 and 450,000 states
    assert outcomes[False][5] is not None
    assert reasons
    assert all("states held at once" in reason for reason in reasons)
    assert outcomes[False][0] is None  # a hundred states: given up
    assert outcomes[False][-1] == whole.total  # a billion: counted
    monkeypatch.setattr(rankkeep, "MOST_STATES", 100)
    assert _count(*case, None)[0].total == whole.total  # no budget, no bound
