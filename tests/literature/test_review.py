"""The review against independent truth: a hand-made game, brute force on small decks, the deal."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from bruteforce import consistent_deals, pruned_size, small_deck
from corpus import SPECS, Spec
from rich.console import Console

from fishsolve import (
    Ask,
    Card,
    Claim,
    GameLog,
    InconsistentLog,
    Outcome,
    Player,
    RuleSet,
    Table,
    replay,
    review,
)
from fishsolve.literature.game.outcomes import is_out_of_turn
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.literature.render.review import summary_table
from fishsolve.literature.review.asks import HELD_CARD, NO_OTHER

# Full-deal games on the 12-card deck under the rules whose claims and asks the review rates.
SMALL = [
    s
    for s in SPECS
    if s.deck.key == "small-2" and s.rules_name in ("standard", "annul", "split-claims", "bluff")
]
LIMIT = 1500
"""Brute force only where at most this many deals survive its pruning..."""
ASKS = 5
"""... and for this many asks of a game."""


def _hand_made() -> GameLog:
    """Asha gathers all low clubs by event 5, lets her turn go on event 6, Eli claims them."""
    deck = small_deck(2)
    table = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    p = {name: table.player(name) for name in ("Asha", "Ben", "Cara", "Dev", "Eli", "Fay")}
    c = deck.card
    hands = {
        p["Asha"]: frozenset({c("2C"), c("9C")}),
        p["Ben"]: frozenset({c("3C"), c("4C")}),
        p["Cara"]: frozenset({c("10C"), c("JC")}),
        p["Dev"]: frozenset({c("5C"), c("6C")}),
        p["Eli"]: frozenset({c("QC"), c("KC")}),
        p["Fay"]: frozenset({c("7C"), c("AC")}),
    }

    def ask(a: str, t: str, card: str, yes: bool) -> Ask:
        return Ask(p[a], p[t], c(card), yes)

    low = deck.half_suits[0]
    events = (
        ask("Asha", "Ben", "3C", True),
        ask("Asha", "Ben", "4C", True),
        ask("Asha", "Dev", "5C", True),
        ask("Asha", "Dev", "6C", True),
        ask("Asha", "Fay", "7C", True),
        ask("Asha", "Fay", "10C", False),
        ask("Fay", "Cara", "10C", True),
        ask("Fay", "Eli", "JC", False),
        ask("Eli", "Fay", "AC", True),
        Claim(p["Eli"], low, tuple((card, p["Asha"]) for card in low.cards), Outcome.RIGHT),
    )
    return GameLog(table, RuleSet(deck=deck), hands, events, p["Asha"])


def test_missed_claim_on_a_hand_made_game() -> None:
    report = review(_hand_made())
    assert [m.to_dict() for m in report.missed_claims] == [
        {
            "player": "Asha",
            "half_suit": "low-clubs",
            "owners": dict.fromkeys(("2C", "3C", "4C", "5C", "6C", "7C"), "Asha"),
            "since": 5,
            "until": 10,
            "ended": "claimed",
            "claimed_by": "Eli",
            "turns": 1,
            "passed": [6],
            "events": 4,
            "scored_by": "A",
            "opponents_scored": False,
        }
    ]
    assert report.events[5].missed == (0,)
    claim = report.events[9].claim
    assert claim is not None
    assert claim.verdict == "sound"
    assert claim.right == 1
    asha = report.player_summaries[0]
    assert (asha.name, asha.missed, asha.asks, asha.yes) == ("Asha", 1, 6, 5)


def _holder(log: GameLog, deal: dict[Card, Player], card: Card, at: int) -> Player | None:
    """Who holds ``card`` after ``at`` events under ``deal`` (None once out of play)."""
    return holders_after(replace(log, hands={}), deal, at).get(card)


def _asker_rule(log: GameLog, event: Ask, deal: dict[Card, Player], at: int) -> bool:
    """Whether the asker rule held for ``event`` just before it, under ``deal``."""
    now = holders_after(replace(log, hands={}), deal, at)
    if log.rules.bluff:
        return any(p == event.asker for p in now.values())
    half = log.rules.deck.half_suit_of(event.card)
    others = any(now.get(c) == event.asker for c in half.cards if c != event.card)
    return others and now.get(event.card) != event.asker


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_asks_against_brute_force(spec: Spec) -> None:
    log = spec.log()
    report = review(log)
    checked = 0
    # From the end back: the public view only narrows as the game goes on, so the first ask
    # found too big for brute force ends the search.
    for number in range(len(log.events), 0, -1):
        event = log.events[number - 1]
        ask = report.events[number - 1].ask
        if not isinstance(event, Ask) or ask is None:
            continue
        if checked == ASKS or pruned_size(log, {}, number - 1) > LIMIT:
            break
        # Information: the public view before, after the question, after the answer.
        before = list(consistent_deals(log, {}, number - 1))
        question = [d for d in before if _asker_rule(log, event, d, number - 1)]
        after = sum(1 for _ in consistent_deals(log, {}, number))
        assert ask.information is not None
        got = ask.information
        assert (got.before, got.question, got.after) == (len(before), len(question), after)
        # Chance: the asker's own view just before the ask.
        known = {event.asker: log.hands[event.asker]}
        mine = list(consistent_deals(log, known, number - 1))
        yes = sum(1 for d in mine if _holder(log, d, event.card, number - 1) == event.target)
        assert ask.chance == Fraction(yes, len(mine))
        assert (ask.best_chance is not None and ask.best_chance >= ask.chance) or log.rules.bluff
        checked += 1
    assert checked


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_claims_against_brute_force(spec: Spec) -> None:
    log = spec.log()
    report = review(log)
    states = replay(log).states
    for number, event in enumerate(log.events, start=1):
        if not isinstance(event, Claim):
            continue
        claim = report.events[number - 1].claim
        assert claim is not None
        deals = list(consistent_deals(log, {event.claimer: log.hands[event.claimer]}, number - 1))
        right = sum(
            1 for d in deals if all(_holder(log, d, c, number - 1) == p for c, p in event.owners)
        )
        expected = Fraction(right, len(deals))
        if is_out_of_turn(log.rules, event.claimer, states[number - 1].turn):
            expected = Fraction(0)
        assert claim.right == expected
        verdict = {Fraction(1): "sound", Fraction(0): "blunder"}.get(expected, "gamble")
        assert claim.verdict == verdict


def _with_illegal_asks(log: GameLog) -> tuple[GameLog, dict[int, str]]:
    """``log`` with some "no" asks changed into asks the deal makes illegal (answers still true).

    The turn passes to the same player as before, and no card changes hands differently, so the
    rest of the game still fits the deal.
    """
    deal = deal_of(log)
    deck = log.rules.deck
    events = list(log.events)
    expected: dict[int, str] = {}
    for number, event in enumerate(log.events, start=1):
        if not isinstance(event, Ask) or event.answer or len(expected) >= 2:
            continue
        now = holders_after(log, deal, number - 1)
        settled = {h for h in deck.half_suits if not any(c in now for c in h.cards)}
        mine = [c for c, p in now.items() if p == event.asker]
        if not expected and mine:
            events[number - 1] = replace(event, card=mine[0])
            expected[number] = HELD_CARD
            continue
        for half in deck.half_suits:
            if half in settled or any(now.get(c) == event.asker for c in half.cards):
                continue
            card = next((c for c in half.cards if now.get(c) != event.target), None)
            if card is not None:
                events[number - 1] = replace(event, card=card)
                expected[number] = NO_OTHER
                break
    return replace(log, events=tuple(events)), expected


def test_illegal_asks_against_the_deal() -> None:
    spec = next(s for s in SPECS if s.deck.key == "small-3" and s.rules_name == "standard")
    log, expected = _with_illegal_asks(spec.log())
    assert len(expected) == 2
    report = review(log)
    found = {e.number: e.ask.illegal for e in report.events if e.ask and e.ask.illegal}
    assert found == expected
    illegal = sum(s.illegal_asks for s in report.player_summaries)
    assert illegal == 2


def test_a_wrong_answer_is_refused() -> None:
    log = _hand_made()
    # Fay holds AC: "no" is a wrong answer (the turn still passes to her, as in the game).
    asked = log.events[5]
    assert isinstance(asked, Ask)
    wrong = replace(asked, card=log.rules.deck.card("AC"))
    events = (*log.events[:5], wrong, *log.events[6:])
    with pytest.raises(InconsistentLog, match="AC"):
        review(replace(log, events=events))


def test_worker_processes_give_the_same_report() -> None:
    log = _hand_made()
    assert review(log, jobs=2).to_dict(frames=True) == review(log).to_dict(frames=True)


def test_one_seat_log_reviews_that_seat_and_the_public_view() -> None:
    log = _hand_made()
    asha = log.table.player("Asha")
    seat = replace(log, hands={asha: log.hands[asha]})
    report = review(seat)
    assert [v.label for v in report.views] == ["Asha", "public"]
    # Only Asha's asks are rated; Eli's claim rests on the public view, which has no verdict.
    rated = [e.ask.asker for e in report.events if e.ask and e.ask.chance is not None]
    assert set(rated) == {"Asha"}
    claim = report.events[9].claim
    assert claim is not None
    assert claim.verdict is None
    # The public view proves low clubs from event 5 on: Cara and Eli are not on turn before the
    # claim, so only Asha's missed claim remains.
    assert [(m.player, m.since) for m in report.missed_claims] == [("Asha", 5)]
    assert all(e.ask is None or e.ask.illegal is None for e in report.events)


def test_claims_nobody_could_judge_are_not_counted_as_judged() -> None:
    # Issue 14, item 3: Eli's claim has no verdict in a log that gives only Asha's hand, so his
    # summary must not read "0 sound, 0 gambles, 0 blunders" as if it had been judged.
    log = _hand_made()
    asha = log.table.player("Asha")
    report = review(replace(log, hands={asha: log.hands[asha]}))
    eli = next(s for s in report.player_summaries if s.name == "Eli")
    assert (eli.claims, eli.judged) == (1, 0)
    assert eli.to_dict()["judged"] == 0
    console = Console(width=100, record=True)
    console.print(summary_table(report))
    claims_table = console.export_text().split("Summary: claims")[1]
    row = next(line for line in claims_table.splitlines() if line.startswith("│ Eli"))
    cells = [c.strip() for c in row.strip("│").split("│")]
    assert cells[2:7] == ["1", "1", "—", "—", "—"]
