"""The count over ranks (fishsolve/gofish/deduce/timeline.py, rankdp.py) under ``rules: pairs``
against tests/gofish_reference.py (written from the sheet, conventions in its docstring: a pair
laid from the m cards of a rank held weighs 1 / C(m, 2), scaled by 6; at an ask nobody holds two
of a rank) as exact fractions, and against the forward filter (states.py) as exact integers: every
position of small games at two to four players — pairs laid from two, three and four cards — from
every seat and the table, each position settled when an ask comes next, the asks of the seat on
turn priced as asks made then. The count over ranks is run here directly."""

from __future__ import annotations

from fractions import Fraction

import gofish_reference
import pytest
from gofish_compare import _same_odds, _same_view

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import tables, timeline
from fishsolve.gofish.deduce.odds import odds_of
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve, run
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.view import view_of
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

A, R2, R3 = Rank.ACE, Rank.TWO, Rank.THREE

# (ranks, deal, players, seed): pairs laid from three cards (seen in the full record) in the
# two-player games and the four-player one; FOUR below has them at three players.
GAMES = [
    ((R2, R3), 2, 2, 4),
    ((A, R2, R3), 3, 2, 2),
    ((R2, R3), 2, 3, 1),
    ((R2, R3), 1, 4, 4),
]

# Every card dealt: Ana lays both pairs of her four twos, Bo and Cy a pair from three, then
# the pairs a yes completes.
FOUR = """game: go-fish
rules: pairs
players: Ana Bo Cy
deck: 2 3 4
deal: 4
hand Ana: 2C 2D 2H 2S
hand Bo: 3C 3D 3H 4C
hand Cy: 3S 4D 4H 4S
start: Bo

Ana books 2C 2D
Ana books 2H 2S
Bo books 3C 3H
Cy books 4D 4S
Bo asks Cy for 3: 1
Bo books 3D 3S
Bo asks Cy for 4: 1
Bo books 4C 4H
"""

# Cards the viewer has seen in the pairs: a yes naming 2H (seen by Ana and Bo), a shown lucky
# draw (3S, seen by all), then the refill of the emptied hand.
SEEN = """game: go-fish
rules: pairs
players: Ana Bo Cy
deck: 2 3
deal: 2
refill: 1
hand Ana: 2C 3D
start: Ana

Ana asks Bo for 2: 2H
Ana books 2C 2H
Ana asks Cy for 3: go fish, draws 3S
Ana books 3D 3S
Ana draws 1
"""

# Issue 29's position: P0 sees P1 lay 3H 3D; a third three weighs 1/3 (1/19).
ISSUE = """game: go-fish
rules: pairs
players: P0 P1
deck: A 2 3
deal: 3
hand P0: 2S 2H 3C
start: P0

P0 books 2H 2S
P1 books 3H 3D
"""


def _filter(
    log: FishLog, viewer: Player | str, at: int, settled: bool
) -> tuple[int, list[list[dict[tuple[int, int], int]]]]:
    f, _ = run(log, replay(log), viewer, at, None)
    if settled:
        f.caps()
    out: list[list[dict[tuple[int, int], int]]] = []
    for r in log.rules.ranks:
        per: list[dict[tuple[int, int], int]] = [{} for _ in range(f.n)]
        for vec, w in tables.rank_table(f, r).items():
            for q in range(f.n):
                per[q][(vec[q], vec[-1])] = per[q].get((vec[q], vec[-1]), 0) + w
        out.append(per)
    return f.total(), out


def check(log: FishLog) -> int:
    """Every position, seat and the table: the count over ranks equals the reference's chances
    and the filter's weights; the asks of the seat on turn equal the reference's."""
    rep = replay(log)
    viewers: list[Player | str] = [*log.seating.players, "public"]
    refs = gofish_reference.reckon(log, viewers, [s.turn for s in rep.states])
    compared = 0
    for v in viewers:
        who = resolve(log, v)
        know = Knowledge(log, who)
        name = v.name if isinstance(v, Player) else v
        for at in range(len(log.events) + 1):
            settled = at_ask(log, at)
            rc = RankCount(timeline.build(log, rep, know, at, settled), None)
            _same_view(log, view_of(rc, log, who, at), refs[name].view[at], (name, at))
            total, by_rank = _filter(log, v, at, settled)
            assert rc.total == total, (name, at)
            kept = [
                [{h: w for h, w in g.items() if w} for g in rc.tables[r]] for r in log.rules.ranks
            ]
            want = [[{h: w for h, w in g.items() if w} for g in per] for per in by_rank]
            assert kept == want, (name, at)
            compared += 1
            asks = refs[name].asks[at]
            if asks is None or not isinstance(v, Player) or not asks.total:
                continue
            priced = RankCount(timeline.build(log, rep, know, at, True), None)
            odds = odds_of(priced, log, rep, who, at)
            _same_odds(log, odds, asks, rep.states[at].sizes, v, (name, at, "asks"))
    return compared


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{len(g[0])}r-d{g[1]}-{g[2]}p-s{g[3]}")
def test_pairs_over_ranks_equal_reference_and_filter(
    game: tuple[tuple[Rank, ...], int, int, int],
) -> None:
    ranks, deal, players, seed = game
    log = play(
        ["Ana", "Bo", "Cy", "Di"][:players], GoFishRules(ranks=ranks, book=2, deal=deal), seed
    )
    assert check(log) == (players + 1) * (len(log.events) + 1)


def test_pairs_from_four_over_ranks() -> None:
    assert check(parse_fish_log(FOUR)) == 4 * 9


def test_pairs_of_seen_cards_over_ranks() -> None:
    assert check(parse_fish_log(SEEN)) == 4 * 6


def test_the_named_pair_weighs_its_pick_over_ranks() -> None:
    """Issue 29's reproduction, counted over ranks (tests/gofish/test_gofish_measure.py has it
    against the reference)."""
    log = parse_fish_log(ISSUE)
    rep = replay(log)
    p0, p1 = log.seating.players
    know = Knowledge(log, p0)
    view = view_of(RankCount(timeline.build(log, rep, know, 2), None), log, p0, 2)
    assert view.chance(p1, R3) == Fraction(1, 19)
    assert view.chance(p1, A) == Fraction(12, 19)
