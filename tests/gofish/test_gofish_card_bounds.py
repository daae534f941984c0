"""The checks of completion under card asks (fishsolve/gofish/deduce/rankbound.py): every unknown
card of a rank told apart by card lies within its own runs of blocks or in the stock, so a span of
a player's classes holds at most the cards whose runs meet it, and at least those that can lie
nowhere else. States failing them are dropped (between ranks, and a player's moves that leave
their classes so).

An equivalence test: against the same count with nothing dropped (the checks turned off), the
count with the checks gives the same total, rank tables and card tables, in no more steps; and the
cards' runs drop states the rank-level checks keep. It shares the count's conventions on purpose;
the count itself is held to an enumeration written from the rule sheet
(test_gofish_cardranks.py, test_gofish_deduce_brute*.py)."""

from __future__ import annotations

import pytest

from fishsolve.cards import Card, Rank, Suit
from fishsolve.gofish.deduce import cardline, rankbound, rankkernel
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.timeline import CardRule, RankRule
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play

NAMES = ["Ana", "Bo", "Cy", "Di"]


def _nothing_dropped(m: pytest.MonkeyPatch) -> None:
    m.setattr(RankCount, "_completable", lambda self, k, states: states)
    m.setattr(rankkernel, "completable", lambda rc, k, states: states)
    m.setattr(RankCount, "_alive", lambda self, k, p, code, got: got)
    m.setattr(RankCount, "_alive_many", lambda self, k, p, codes, made: made)


def _answer(c: CardCount) -> tuple[object, ...]:
    return c.total, c.tables, c.card_tables


@pytest.mark.parametrize(
    ("variant", "players", "ranks", "seed"),
    [
        (Variant.AUTHORS, 3, 5, 1),
        (Variant.AUTHORS, 4, 6, 2),
        (Variant.SIMPLIFIED, 3, 5, 3),
        (Variant.SIMPLIFIED, 4, 6, 4),
    ],
)
def test_the_cards_runs_drop_dead_states_and_change_no_count(
    monkeypatch: pytest.MonkeyPatch, variant: Variant, players: int, ranks: int, seed: int
) -> None:
    rules = GoFishRules(variant=variant, ranks=tuple(list(Rank)[:ranks]), deal=3)
    log = play(NAMES[:players], rules, seed)
    rep = replay(log)
    checked = fewer = 0
    steps = [0, 0, 0]  # with the cards' runs, with the rank-level checks only, with none
    for at in range(1, len(log.events) + 1, 3):
        for viewer in ["public", "Ana"]:
            know = Knowledge(log, resolve(log, viewer))
            tl = cardline.build(log, rep, know, at, at_ask(log, at))
            if not any(rule.cards for rule in tl.ranks.values()):
                continue
            with monkeypatch.context() as m:
                _nothing_dropped(m)
                whole = CardCount(tl, None)
            with monkeypatch.context() as m:  # the rank-level checks only
                m.setattr(rankbound, "_cards", lambda rule, players: None)
                by_rank = CardCount(tl, None)
            exact = CardCount(tl, None)
            assert _answer(exact) == _answer(whole)
            assert _answer(by_rank) == _answer(whole)
            fewer += exact.work < by_rank.work
            steps[0] += exact.work
            steps[1] += by_rank.work
            steps[2] += whole.work
            checked += 1
    assert checked >= 10
    # Fewer states need not mean fewer steps at every position (the order the players place a
    # rank in follows the states), but they do in all.
    assert steps[0] < steps[1] <= steps[2]
    assert fewer, "the cards' runs never dropped a state the rank-level checks kept"


def test_a_card_only_one_player_may_hold_is_needed_in_their_span() -> None:
    """A card whose runs are empty everywhere but one player's blocks 2-4, and not the stock, can
    lie nowhere else: a span of that player's blocks holding 2-4 needs it. A card that may be in
    the stock, or in another player's blocks too, is needed nowhere; every card counts at most
    in the spans its runs meet (an empty run, lo >= hi, meets none)."""
    cards = {
        Card(Rank.TWO, Suit.CLUBS): CardRule(((0, 0), (2, 4), (0, 0)), False),
        Card(Rank.TWO, Suit.DIAMONDS): CardRule(((0, 0), (2, 4), (0, 0)), True),
        Card(Rank.TWO, Suit.HEARTS): CardRule(((1, 3), (2, 4), (0, 0)), False),
        Card(Rank.TWO, Suit.SPADES): CardRule(((4, 2), (0, 0), (5, 6)), False),
    }
    got = rankbound._cards(RankRule(free=4, cards=cards), 3)
    assert got.only == [[], [(2, 4)], [(5, 6)]]
    assert got.runs == [[(1, 3)], [(2, 4), (2, 4), (2, 4)], [(5, 6)]]


def test_full_deck_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 52-card Authors game of four from the first seat, mid-game and later (events 57 and 72):
    the same count with the cards' runs as with the rank-level checks only, in fewer steps
    (2.5M against 8.9M and 1.1M against 2.6M when written)."""
    log = play(["Asha", "Ben", "Cara", "Dev"], GoFishRules(variant=Variant.AUTHORS), 1)
    rep = replay(log)
    know = Knowledge(log, resolve(log, "Asha"))
    for at in (57, 72):
        tl = cardline.build(log, rep, know, at, at_ask(log, at))
        exact = CardCount(tl, None)
        with monkeypatch.context() as m:
            m.setattr(rankbound, "_cards", lambda rule, players: None)
            by_rank = CardCount(tl, None)
        assert _answer(exact) == _answer(by_rank)
        assert exact.work * 2 < by_rank.work
