"""The two engines agree: the exact counter and the CP-SAT backbone give the same possible holders
and the same claimable half-suits on hundreds of positions of simulated games; the counter's deal
counts equal brute-force enumeration; its probabilities are exact shares of the deals.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from bruteforce import count_deals
from corpus import SPECS, Spec

from fishsolve import Analyzer, Engine, GameLog, Perspective, Player
from fishsolve.literature.deduce.count.counting import count

pytestmark = pytest.mark.slow  # two engines on many simulated positions

FULL = [s for s in SPECS if not s.deck.key.startswith("small")]
SMALL = [s for s in SPECS if s.deck.key.startswith("small")]


def positions(log: GameLog, n: int) -> list[int]:
    total = len(log.events)
    return sorted({round(i * total / (n - 1)) for i in range(n)})


def views(log: GameLog, seed: int) -> list[Perspective]:
    players = log.table.players
    me = players[seed % len(players)]
    team = log.table.members(players[(seed + 1) % len(players)].team)
    return [
        Perspective(me.name, (me,), (me,)),
        Perspective("team", team, team),
        Perspective("public", (), players),
    ]


@pytest.mark.parametrize("spec", FULL[::8], ids=lambda s: s.id)
def test_counter_and_cpsat_agree(spec: Spec) -> None:
    log = spec.log()
    exact = Analyzer(log, engine=Engine.COUNT)
    cpsat = Analyzer(log, engine=Engine.CPSAT)
    for at in positions(log, 4):
        for view in views(log, spec.seed):
            a = exact.view(view, at)
            b = cpsat.view(view, at)
            assert b.complete
            assert [c.holders for c in a.cards] == [c.holders for c in b.cards], (at, view.label)
            assert a.claimable == b.claimable
            assert a.successful_asks == b.successful_asks


@pytest.mark.parametrize(
    "spec", [s for s in SMALL if s.deck.key != "small-2"][::2], ids=lambda s: s.id
)
def test_counts_equal_brute_force(spec: Spec) -> None:
    log = spec.log()
    analyzer = Analyzer(log)
    hands: tuple[Player, ...] = log.table.members(log.table.players[spec.seed % 2].team)
    if spec.players == 8:
        hands = log.table.players[:6]
    known = {p: log.hands[p] for p in hands}
    for at in positions(log, 6):
        keys = analyzer.base_keys(hands, at)
        assert count(analyzer.constraints, keys, at).total == count_deals(log, known, at)


def test_probabilities_are_exact_shares() -> None:
    log = FULL[0].log()
    analyzer = Analyzer(log)
    me = log.table.players[0]
    for at in positions(log, 5):
        view = analyzer.view(Perspective(me.name, (me,), (me,)), at)
        assert view.deals is not None
        assert view.odds is not None
        for card in view.cards:
            if not card.in_play:
                assert card.card not in view.odds
                continue
            shares = view.odds[card.card]
            assert sum(shares.values()) == 1
            assert sorted(shares) == sorted(card.holders)
            assert all(isinstance(p, Fraction) and p > 0 for p in shares.values())


def test_a_costly_count_gives_way_to_cpsat() -> None:
    """With a tiny counting budget a plain view falls back to CP-SAT: same possible holders and
    claimable sets, no counts."""
    log = FULL[3].log()
    me = log.table.players[0]
    view = Perspective(me.name, (me,), (me,))
    at = len(log.events) // 3
    exact = Analyzer(log).view(view, at)
    thrifty = Analyzer(log, count_budget=1).view(view, at)
    assert exact.deals is not None
    assert thrifty.deals is None
    assert thrifty.odds is None
    assert [c.holders for c in thrifty.cards] == [c.holders for c in exact.cards]
    assert thrifty.claimable == exact.claimable
