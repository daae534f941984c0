"""The programme over ranks (fishsolve/gofish/deduce/rankdp.py) at three and four players against
brute-force enumeration of every deal and stock order (tests/gofish_brute.py), at every event
from every seat, the table and the full view; and against the forward filter (states.py, an
independent reading of the same rules) on full-size three-player games where both answer."""

from __future__ import annotations

import pytest
from test_gofish_deduce_brute import _game, check_log

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import tables, timeline
from fishsolve.gofish.deduce.perspective import Knowledge, resolve, run
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

R2, R3 = Rank.TWO, Rank.THREE

# (ranks, deal, players, seed): stocks of 2 (three players, 8 cards) and 4 (four players).
CASES = [
    *[((R2, R3), 2, 3, seed) for seed in (21, 22, 23, 24, 25, 26)],
    *[((R2, R3), 1, 4, seed) for seed in (31, 32, 33)],
]


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[f"{c[2]}p-d{c[1]}-s{c[3]}" for c in CASES])
def test_rank_programme_equals_brute_force(case: tuple[tuple[Rank, ...], int, int, int]) -> None:
    ranks, deal, players, seed = case
    log = _game(Variant.GO_FISH, ranks, 4, deal, players, seed)
    assert timeline.applies(log, stock_known=False)
    check_log(log)


def _pairs_of_filter(
    log: FishLog, rep: FishReplay, viewer: Player | str, at: int
) -> tuple[int, list[list[dict[tuple[int, int], int]]]]:
    f, _ = run(log, rep, viewer, at, 400_000)
    out = []
    for r in log.rules.ranks:
        per: list[dict[tuple[int, int], int]] = [{} for _ in range(f.n)]
        for vec, w in tables.rank_table(f, r).items():
            if w:
                for q in range(f.n):
                    per[q][(vec[q], vec[-1])] = per[q].get((vec[q], vec[-1]), 0) + w
        out.append(per)
    return f.total(), out


@pytest.mark.slow
def test_rank_programme_equals_forward_filter_three_players() -> None:
    """Early positions of full-size three-player games, where the forward filter still answers:
    the same total and the same (player count, stock count) tables for every rank."""
    compared = 0
    for seed in (1,):
        log = play(["Ana", "Bo", "Cy"], GoFishRules(), seed)
        rep = replay(log)
        for at in (0, 4, 8):
            viewers: list[Player | str] = [*log.seating.players, "public"]
            for viewer in viewers:
                try:
                    total, pairs = _pairs_of_filter(log, rep, viewer, at)
                except Exception:  # over the filter's budget: nothing to compare
                    continue
                know = Knowledge(log, resolve(log, viewer))
                rc = RankCount(timeline.build(log, rep, know, at), None)
                assert rc.total == total, (seed, at, viewer)
                assert [rc.tables[r] for r in log.rules.ranks] == pairs, (seed, at, viewer)
                compared += 1
    assert compared >= 4


@pytest.mark.slow
def test_simplified_timeline_counts_the_same() -> None:
    """plan.simplify drops only constraints no placement can break: on full-size games (3 and 6
    players, every seat and the table, early and late) the programme over the simplified
    timeline and over the raw one give the same total and tables, wherever the raw one fits."""
    from fishsolve.gofish.deduce import plan
    from fishsolve.gofish.deduce.stateset import TooCostly

    compared = 0
    raw_plan = plan.simplify
    for players, seed in ((3, 1), (6, 3)):
        log = play(["Ana", "Bo", "Cy", "Di", "Ed", "Flo"][:players], GoFishRules(), seed)
        rep = replay(log)
        for at in (3, len(log.events) // 5, len(log.events) - 2):
            viewers: list[Player | str] = [*log.seating.players, "public"]
            for viewer in viewers:
                tl = timeline.build(log, rep, Knowledge(log, resolve(log, viewer)), at)
                try:
                    plan.simplify = lambda t: t  # type: ignore[assignment]
                    raw = RankCount(tl, 300_000)
                except TooCostly:
                    continue
                finally:
                    plan.simplify = raw_plan
                got = RankCount(tl, None)
                assert got.total == raw.total, (players, at, viewer)
                assert got.tables == raw.tables, (players, at, viewer)
                compared += 1
    assert compared >= 12
