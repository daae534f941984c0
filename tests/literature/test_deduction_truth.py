"""The deduction against independent truths.

- **Exactness** (brute force): on positions small enough to enumerate every consistent deal with
  ``tests/bruteforce.py`` (reduced decks, or several hands known), the possible holders `analyze`
  reports are exactly those of the enumeration — nothing missing, nothing extra — under every rule
  option of the corpus.
- **Soundness** (the real deal): on simulated full-deal games, everything `analyze` proves from a
  seat (forced holders, claimable sets, sure asks) is true in the game's real deal, and the real
  holder of every card is always among the possible ones.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from bruteforce import possible_holders
from corpus import SPECS, Spec

from fishsolve import Analyzer, Card, GameLog, Perspective, Player, ViewAnalysis
from fishsolve.literature.game.truth import deal_of, holders_after

pytestmark = pytest.mark.slow  # brute-force enumeration of deals

SMALL = [s for s in SPECS if s.deck.key.startswith("small")]
FULL = [s for s in SPECS if not s.deck.key.startswith("small")]


def reported(log: GameLog, view: ViewAnalysis) -> dict[Card, frozenset[Player]]:
    deck = log.rules.deck
    return {
        deck.card(c.card): frozenset(log.table.player(n) for n in c.holders)
        for c in view.cards
        if c.in_play
    }


def positions(log: GameLog, count: int) -> list[int]:
    n = len(log.events)
    return sorted({round(i * n / (count - 1)) for i in range(count)})


def viewpoints(spec: Spec, log: GameLog) -> list[tuple[Player, ...]]:
    """Perspectives whose enumeration stays small: how many hands must be known per deck."""
    players = log.table.players
    if spec.deck.key == "small-2":  # 12 cards, 2 each: one known hand leaves 10 cards
        return [(players[spec.seed % 6],)]
    if spec.deck.key == "small-3" or spec.players == 6:  # 18 or 24 cards: a team's hands
        return [log.table.members(players[0].team), log.table.members(players[1].team)]
    return [players[:6], players[2:]]  # 24 cards among 8: six hands known


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_possible_holders_equal_brute_force(spec: Spec) -> None:
    log = spec.log()
    analyzer = Analyzer(log)
    # Enumeration cost per position: ~0.5 s for small-2 (10 unknown cards among 5 players) and
    # small-4 at 6 players (12 among 3); a few ms otherwise.
    count = {"small-2": 2, "small-4": 3 if spec.players == 6 else 8}.get(spec.deck.key, 8)
    for hands in viewpoints(spec, log):
        view = Perspective("test", hands, hands)
        known = {p: log.hands[p] for p in hands}
        for at in positions(log, count):
            truth = possible_holders(log, known, at)
            got = analyzer.view(view, at)
            assert got.complete
            assert reported(log, got) == truth, f"after event {at}, hands {hands}"


def four_hands(log: GameLog) -> tuple[Player, ...]:
    return log.table.players[:4]


@pytest.mark.parametrize("spec", [s for s in FULL if s.players == 6][:8], ids=lambda s: s.id)
def test_standard_deck_with_four_hands_known_equals_brute_force(spec: Spec) -> None:
    """48 cards, four hands known: the other two hands split 16 (or 18) cards, C(16, 8) deals."""
    log = spec.log()
    analyzer = Analyzer(log)
    hands = four_hands(log)
    view = Perspective("test", hands, hands)
    known = {p: log.hands[p] for p in hands}
    for at in positions(log, 4):
        assert reported(log, analyzer.view(view, at)) == possible_holders(log, known, at)


def check_sound(log: GameLog, analyzer: Analyzer, views: Sequence[Perspective], at: int) -> None:
    deal = deal_of(log)
    real = holders_after(log, deal, at)
    for view in views:
        got = analyzer.view(view, at)
        for card, options in reported(log, got).items():
            assert real[card] in options, f"{card} after {at} from {view.label}"
        for claim in got.claimable:
            for code, owner in claim.owners.items():
                assert real[log.rules.deck.card(code)].name == owner
            if claim.team is not None:
                assert {log.table.player(o).team.name for o in claim.owners.values()} == {
                    claim.team
                }
        for ask in got.successful_asks:
            assert real[log.rules.deck.card(ask.card)].name == ask.target


SOUNDNESS = FULL[::2][:30]  # 1,000 games: bench/bench_soundness.py


@pytest.mark.parametrize("spec", SOUNDNESS, ids=lambda s: s.id)
def test_nothing_proved_is_false_in_the_real_deal(spec: Spec) -> None:
    log = spec.log()
    analyzer = Analyzer(log)
    players = log.table.players
    views = [
        Perspective(
            players[spec.seed % len(players)].name,
            (players[spec.seed % len(players)],),
            (players[spec.seed % len(players)],),
        ),
        Perspective("public", (), players),
    ]
    for at in positions(log, 4):
        check_sound(log, analyzer, views, at)


def test_corpus_is_large_enough() -> None:
    assert len(SOUNDNESS) == 30
    assert len(SMALL) >= 30
