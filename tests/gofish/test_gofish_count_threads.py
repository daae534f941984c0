"""An exact count made in two threads (fishsolve/gofish/deduce/rankthreads.py: each step forward
from the two halves of a layer, merged; each step backward completing the two halves into one
table) is the count made in one. Every layer is split here (``PARALLEL_STATES`` lowered to 1),
and each count is held to the same timeline counted in one thread: the same total, the same
tables (per rank and player, the ways of each (held now, in the stock); under card asks each
card's places), the same steps, and :class:`TooCostly` at the same budgets.

The reference here is the same count in one thread: it shares every convention of the count
(what a position means under the rule sheet) on purpose, since what is checked is only that the
two threads change nothing. Those conventions are held to the sheet elsewhere, by an enumeration
written from it (tests/gofish_brute.py, in test_gofish_deduce_brute.py)."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import pytest

from fishsolve.gofish.deduce import rankkernel, rankshare, rankthreads
from fishsolve.gofish.deduce.engines import count_over_ranks
from fishsolve.gofish.deduce.perspective import PUBLIC, Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.view import view_of
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.sim.game import play

NAMES = ["Asha", "Ben", "Cara", "Dev"]

CASES = [
    # rules, players, seed, where in the game, viewer (a seat's index, or the table)
    (GoFishRules(), 3, 3, 0.5, 0),
    (GoFishRules(), 4, 2, 0.3, PUBLIC),
    (GoFishRules(book=2), 3, 1, 0.5, 1),
    (GoFishRules(variant=Variant.AUTHORS), 3, 3, 0.7, 0),
    (GoFishRules(variant=Variant.SIMPLIFIED), 4, 1, 0.8, 2),
]


def _position(
    rules: GoFishRules, players: int, seed: int, where: float, who: int | str
) -> tuple[FishLog, int, Knowledge]:
    log = play(NAMES[:players], rules, seed)
    at = int(len(log.events) * where)
    viewer = who if isinstance(who, str) else log.seating.players[who]
    return log, at, Knowledge(log, resolve(log, viewer))


def _count(log: FishLog, at: int, know: Knowledge, budget: int | None, two: bool) -> RankCount:
    rankshare._LAST.clear()  # a fresh count, not the one kept for an equal timeline
    with rankthreads.spare_core(two):
        return count_over_ranks(log, replay(log), know, at, at_ask(log, at), budget)


SPLIT: list[int] = []
"""One entry per step made in two parts (the fixture's spy)."""


@pytest.fixture
def every_layer_split(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rankthreads, "PARALLEL_STATES", 1)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    pool = rankthreads._pool

    def spied() -> ThreadPoolExecutor:
        SPLIT.append(1)
        return pool()

    monkeypatch.setattr(rankthreads, "_pool", spied)
    SPLIT.clear()


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
@pytest.mark.parametrize(("rules", "players", "seed", "where", "who"), CASES)
@pytest.mark.usefixtures("every_layer_split")
def test_two_threads_count_what_one_counts(
    rules: GoFishRules, players: int, seed: int, where: float, who: int | str
) -> None:
    log, at, know = _position(rules, players, seed, where, who)
    one = _count(log, at, know, None, False)
    assert not SPLIT
    two = _count(log, at, know, None, True)
    assert len(SPLIT) >= 2 * players  # every player's step forward and backward, in two parts
    assert one.total > 0
    assert two.total == one.total
    assert two.tables == one.tables
    assert two.steps == one.steps
    assert view_of(two, log, know.viewer, at) == view_of(one, log, know.viewer, at)
    # The same budgets pass and fail.
    with pytest.raises(TooCostly):
        _count(log, at, know, one.steps - 1, True)
    assert _count(log, at, know, one.steps, True).total == one.total


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
@pytest.mark.usefixtures("every_layer_split")
def test_a_count_past_128_bits_counts_again_in_256_the_same_in_two_threads() -> None:
    """Six players' hidden hands early in a game: the count outgrows 128 bits and runs again
    in 256 (both extensions' steps split)."""
    rules = GoFishRules()
    log = play(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"], rules, 1)
    at = 3
    know = Knowledge(log, PUBLIC)
    one = _count(log, at, know, None, False)
    two = _count(log, at, know, None, True)
    assert SPLIT
    assert rankshare._LAST[0][1].wide  # counted in 256 bits
    assert (two.total, two.tables, two.steps) == (one.total, one.tables, one.steps)


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
@pytest.mark.usefixtures("every_layer_split")
def test_analyze_gives_the_same_report_with_the_count_in_two_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log, at, _ = _position(GoFishRules(variant=Variant.AUTHORS), 3, 3, 0.7, 0)
    rep = replay(log)
    seat = log.seating.players[0].name
    two = analyze_fish_log(log, rep, "g", seat, at, odds=True)
    assert SPLIT
    monkeypatch.setattr(rankthreads, "PARALLEL_STATES", 1 << 40)
    rankshare._LAST.clear()
    one = analyze_fish_log(log, rep, "g", seat, at, odds=True)
    assert one.exact
    assert two.to_dict() == one.to_dict()


def test_spare_core_is_given_per_thread_and_given_back() -> None:
    assert not rankthreads.SPARE_CORE.get()()
    with rankthreads.spare_core():
        inside = rankthreads.SPARE_CORE.get()()
        got: list[bool] = []
        import threading

        t = threading.Thread(target=lambda: got.append(rankthreads.SPARE_CORE.get()()))
        t.start()
        t.join()
        assert got == [False]  # a thread started meanwhile (the proofs) has no spare core
    assert not rankthreads.SPARE_CORE.get()()
    assert inside == ((os.cpu_count() or 1) > 1)


@pytest.mark.skipif(not rankkernel.usable(), reason="the C extension is not built")
@pytest.mark.usefixtures("every_layer_split")
def test_a_core_that_comes_free_during_a_count_takes_its_later_steps() -> None:
    """``spare_core`` given a function (live's early mode: whether the proofs beside have ended)
    asks it at each step: the steps before it says yes run in one thread, those after in two;
    the count is the one thread's all the same."""
    log, at, know = _position(GoFishRules(variant=Variant.AUTHORS), 3, 3, 0.7, 0)
    one = _count(log, at, know, None, False)
    asked: list[int] = []

    def free_after_ten() -> bool:
        asked.append(1)
        return len(asked) > 10

    rankshare._LAST.clear()
    with rankthreads.spare_core(free_after_ten):
        rep = replay(log)
        later = count_over_ranks(log, rep, know, at, at_ask(log, at), None)
    assert len(asked) > 10
    assert 0 < len(SPLIT) == len(asked) - 10  # every step from the eleventh on, and only those
    assert (later.total, later.tables, later.steps) == (one.total, one.tables, one.steps)
    rankshare._LAST.clear()
    with rankthreads.spare_core(lambda: True), pytest.raises(TooCostly):
        count_over_ranks(log, rep, know, at, at_ask(log, at), one.steps - 1)


def test_a_machine_of_one_core_never_splits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    with rankthreads.spare_core(lambda: True):
        assert not rankthreads.SPARE_CORE.get()()
    with rankthreads.spare_core(True):
        assert not rankthreads.SPARE_CORE.get()()
