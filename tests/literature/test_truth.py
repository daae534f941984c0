"""`first_misfit` and `holders_after`: the concrete truth of a log under one deal."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from bruteforce import small_deck
from corpus import SPECS, Spec

from fishsolve import (
    Ask,
    Card,
    Claim,
    Event,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    Player,
    RuleSet,
    parse_card,
    parse_log,
)
from fishsolve.literature.game.truth import Misfit, deal_of, first_misfit, holders_after

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
SIX = "players: Asha Ben Cara Dev Eli Fay\n"

# A 12-card deal (low and high clubs, 2 cards each): team A is Asha, Cara, Eli.
SMALL_DEAL = {
    "Asha": "2C 3C",
    "Ben": "4C 5C",
    "Cara": "6C 7C",
    "Dev": "9C 10C",
    "Eli": "JC QC",
    "Fay": "KC AC",
}


def small_log(events: str, start: str | None = None, **options: object) -> GameLog:
    """A six-player log on the 12-card test deck (hands stay unknown to the log)."""
    log = parse_log(SIX + (f"start: {start}\n" if start else "") + events)
    rules = replace(RuleSet(), deck=small_deck(2), **options)  # type: ignore[arg-type]
    return replace(log, rules=rules)


def deal(log: GameLog, hands: dict[str, str]) -> dict[Card, Player]:
    return {
        parse_card(token): log.table.player(name)
        for name, cards in hands.items()
        for token in cards.split()
    }


def misfit(events: str, hands: dict[str, str] = SMALL_DEAL, **options: object) -> Misfit | None:
    start = options.pop("start", None)
    log = small_log(events, start if isinstance(start, str) else None, **options)
    return first_misfit(log, deal(log, hands))


# -- hand-written positions -------------------------------------------------------------------


def test_friday_club_sample_fits_a_deal_where_cara_holds_6d() -> None:
    log = parse_log((SAMPLES / "friday-club.fish").read_text())
    hands = {
        "Asha": "2D 3D 4D 5D 7D QS KS AS",
        "Ben": "10C JC QC KC AC 9S 10S 4C",
        "Cara": "6D 9D 10D JD QD KD AD 2S",
        "Dev": "9H 10H KH AH 6H 3S 4S 5S",
        "Eli": "JH 2C 3C JS 5C 6C 7C 7S",
        "Fay": "2H 3H 4H 5H 7H QH 9C 6S",
    }
    assert first_misfit(log, deal(log, hands)) is None
    # With 6D at Eli, Cara's ask for 3D (event 2) has no other low diamond behind it.
    moved = {**hands, "Cara": "7S 9D 10D JD QD KD AD 2S", "Eli": "JH 2C 3C JS 5C 6C 7C 6D"}
    found = first_misfit(log, deal(log, moved))
    assert found == Misfit(2, "Cara holds no other card of low diamonds, so cannot ask for 3D")
    assert str(found).startswith("event 2: ")
    # Up to event 1 the same deal is fine.
    assert first_misfit(log, deal(log, moved), upto=1) is None


def test_answers_must_match_the_holder() -> None:
    assert misfit("Asha asks Ben for 4C: yes\nAsha asks Dev for 6C: no") is None
    assert misfit("Asha asks Ben for 6C: yes") == Misfit(
        1, "Ben answered yes but 6C is with Cara in this deal"
    )
    assert misfit("Asha asks Ben for 4C: no") == Misfit(
        1, "Ben answered no but holds 4C in this deal"
    )


def test_the_asker_rule_unless_bluff() -> None:
    assert misfit("Asha asks Ben for 9C: no") == Misfit(
        1, "Asha holds no other card of high clubs, so cannot ask for 9C"
    )
    assert misfit("Asha asks Ben for 2C: no") == Misfit(1, "Asha holds 2C, so cannot ask for it")
    assert misfit("Asha asks Ben for 9C: no", bluff=True) is None
    assert misfit("Asha asks Ben for 2C: no", bluff=True) is None


def test_a_yes_moves_the_card_for_later_events() -> None:
    events = "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
    assert misfit(events + "Ben asks Asha for 4C: yes") is not None  # Ben has no cards now
    found = misfit(events + "Asha asks Dev for 6C: no")
    assert found is None
    found = misfit(events + "Asha asks Dev for 4C: no")
    assert found == Misfit(3, "Asha holds 4C, so cannot ask for it")


def test_empty_hands_neither_ask_nor_are_asked() -> None:
    events = "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
    assert misfit(events + "Asha asks Ben for 6C: no") == Misfit(
        3, "Ben has no cards in this deal, so cannot be asked"
    )
    assert misfit(events + "Ben asks Asha for 2C: no", bluff=True) == Misfit(
        3, "Ben has no cards in this deal, so cannot ask"
    )


def test_claim_outcomes_follow_the_true_holders() -> None:
    wrong = "Asha claims low clubs: Asha 2C 3C, Cara 4C 5C 6C 7C: "
    assert misfit(wrong + "wrong") is None
    assert misfit(wrong + "wrong", claim_outcomes="annul") is None  # Ben holds two of them
    found = misfit(wrong + "right")
    assert found is not None
    assert found.event == 1
    assert "logged right but is wrong" in found.reason
    got = "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
    right = got + "Asha claims low clubs: Asha 2C 3C 4C 5C, Cara 6C 7C: right"
    assert misfit(right) is None
    annulled = got + "Asha claims low clubs: Asha 2C 3C 4C 5C 6C, Cara 7C: "
    assert misfit(annulled + "annulled", claim_outcomes="annul") is None
    assert misfit(annulled + "wrong") is None
    assert misfit(annulled + "wrong", claim_outcomes="annul") is not None


def test_split_claims_name_opponents() -> None:
    split = "Asha claims low clubs: Asha 2C 3C, Ben 4C 5C, Cara 6C 7C: "
    assert misfit(split + "right", split_claims=True) is None
    assert misfit(split + "wrong", split_claims=True) is not None
    wrong_split = "Asha claims low clubs: Asha 2C 3C, Dev 4C 5C, Cara 6C 7C: wrong"
    assert misfit(wrong_split, split_claims=True, claim_outcomes="annul") is None


def test_out_of_turn_claims_under_annul_are_penalised() -> None:
    got = "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
    claim = got + "Cara claims low clubs: Asha 2C 3C 4C 5C, Cara 6C 7C: "
    assert misfit(claim + "annulled", claim_outcomes="annul") is None
    assert misfit(claim + "right", claim_outcomes="annul") is not None
    assert misfit(claim + "right", claim_outcomes="annul", any_time=True) is None
    # The turn is tracked as the replay does: the start header, or the first actor.
    first = "Cara claims low clubs: Asha 2C 3C, Ben 4C 5C, Cara 6C 7C: "
    assert misfit(first + "right", claim_outcomes="annul", split_claims=True) is None
    assert (
        misfit(first + "annulled", claim_outcomes="annul", split_claims=True, start="Asha")
        is not None
    )
    assert misfit(first + "wrong", claim_outcomes="annul", split_claims=True, start="Asha") is None


def test_revealed_holders_must_be_true() -> None:
    wrong = "Asha claims low clubs: Asha 2C 3C, Cara 4C 5C 6C 7C: wrong, actually "
    assert misfit(wrong + "Ben 4C 5C") is None
    assert misfit(wrong + "Eli 4C") == Misfit(1, "the claim reveals 4C with Eli, but Ben holds it")


def test_claimed_cards_leave_play() -> None:
    claim = "Asha claims high clubs: Eli 9C 10C JC QC KC AC: wrong\n"
    found = misfit(claim + claim)
    assert found == Misfit(
        2, "high clubs cannot be claimed: 9C left play with the claim of event 1"
    )
    found = misfit(claim + "Ben asks Asha for 9C: yes", bluff=True)
    assert found == Misfit(2, "Asha cannot answer yes: 9C left play with the claim of event 1")
    assert misfit(claim + "Ben asks Asha for 9C: no", bluff=True) is None
    assert misfit(claim + "Ben asks Asha for 9C: no") == Misfit(
        2, "Ben holds no other card of high clubs, so cannot ask for 9C"
    )


def test_passes_need_empty_hands() -> None:
    assert misfit("Asha passes to Cara") == Misfit(
        1, "Asha still holds cards, so cannot pass the turn to a teammate"
    )
    assert misfit("Asha passes to Cara", pass_turn=True) is None
    assert misfit("Asha passes to Ben", pass_turn=True) == Misfit(
        1, "Asha still holds cards, so Asha cannot pass the turn to an opponent"
    )
    emptied = (
        "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
        "Asha claims low clubs: Asha 2C 3C 4C 5C, Cara 6C 7C: right\n"
    )
    assert misfit(emptied + "Asha passes to Eli") is None
    assert misfit(emptied + "Asha passes to Cara") == Misfit(
        4, "Cara has no cards in this deal, so cannot take the turn"
    )
    assert misfit(emptied + "Asha claims high clubs: Eli 9C 10C JC QC KC AC: wrong") == Misfit(
        4, "Asha has no cards in this deal, so cannot claim on their turn"
    )


def test_stated_hand_counts() -> None:
    assert misfit("Ben has 2 cards\nAsha asks Ben for 4C: yes\nBen has 1 card") is None
    assert misfit("Asha asks Ben for 4C: yes\nAsha has 2 cards") == Misfit(
        2, "Asha holds 3 cards here in this deal, not 2"
    )


def test_the_deal_itself_is_checked() -> None:
    log = small_log("")
    good = deal(log, SMALL_DEAL)
    assert first_misfit(log, good) is None
    missing = {c: p for c, p in good.items() if c != parse_card("2C")}
    assert first_misfit(log, missing) == Misfit(0, "2C dealt to nobody")
    uneven = {**good, parse_card("2C"): log.table.player("Ben")}
    assert first_misfit(log, uneven) == Misfit(0, "Asha is dealt 1 cards, not 2")
    stranger = {**good, parse_card("2C"): Player(7, "Gus")}
    assert first_misfit(log, stranger) == Misfit(0, "2C is dealt to Gus, who is not at the table")
    foreign = {**good, parse_card("2D"): log.table.player("Ben")}
    found = first_misfit(log, foreign)
    assert found is not None
    assert found.event == 0
    assert str(found) == "the deal: 2D is not in the 2-half-suit test deck"
    asha = log.table.player("Asha")
    with_hands = replace(log, hands={asha: frozenset(map(parse_card, ["2C", "4C"]))})
    assert first_misfit(with_hands, good) == Misfit(
        0, "Asha is not dealt 4C, which the log's hand for Asha lists"
    )


def test_holders_after_follows_transfers_and_claims() -> None:
    log = small_log(
        "Asha asks Ben for 4C: yes\nAsha asks Ben for 5C: yes\n"
        "Asha claims low clubs: Asha 2C 3C 4C 5C, Cara 6C 7C: right"
    )
    d = deal(log, SMALL_DEAL)
    asha, ben = log.table.player("Asha"), log.table.player("Ben")
    assert holders_after(log, d, 0) == d
    assert holders_after(log, d, 1)[parse_card("4C")] == asha
    assert holders_after(log, d, 1)[parse_card("5C")] == ben
    after = holders_after(log, d, 3)
    assert sorted(after) == sorted(small_deck(2).half_suits[1].cards)
    bad = deal(log, {**SMALL_DEAL, "Ben": "6C 7C", "Cara": "4C 5C"})
    with pytest.raises(ValueError, match="event 1"):
        holders_after(log, bad, 3)


def test_deal_of_needs_a_full_deal() -> None:
    log = parse_log((SAMPLES / "friday-club.fish").read_text())
    with pytest.raises(ValueError, match="every player's hand"):
        deal_of(log)


# -- mutations of simulated games are caught where they happen ------------------------------

MUTATED = [s for i, s in enumerate(SPECS) if i % 4 == 0]


def mutate(log: GameLog, k: int, event: Event) -> GameLog:
    """``log`` with event ``k`` (0-based) replaced."""
    return log.with_events((*log.events[:k], event, *log.events[k + 1 :]))


def other_outcomes(rules: RuleSet, outcome: Outcome) -> list[Outcome]:
    outcomes = [Outcome.RIGHT, Outcome.WRONG]
    if rules.claim_outcomes == "annul":
        outcomes.append(Outcome.ANNULLED)
    return [o for o in outcomes if o is not outcome]


@pytest.mark.parametrize("spec", MUTATED, ids=lambda s: s.id)
def test_mutated_events_are_caught_at_the_mutation(spec: Spec) -> None:
    log = spec.log()
    truth = deal_of(log)
    rng = random.Random(spec.seed)
    events = list(enumerate(log.events))
    asks = [(k, e) for k, e in events if isinstance(e, Ask)]
    for k, ask in rng.sample(asks, min(5, len(asks))):
        flipped = replace(ask, answer=not ask.answer)
        found = first_misfit(mutate(log, k, flipped), truth)
        assert found is not None
        assert found.event == k + 1
    claims = [(k, e) for k, e in events if isinstance(e, Claim)]
    for k, claim in rng.sample(claims, min(3, len(claims))):
        for outcome in other_outcomes(log.rules, claim.outcome):
            changed = replace(claim, outcome=outcome)
            found = first_misfit(mutate(log, k, changed), truth)
            assert found is not None
            assert found.event == k + 1
        if claim.actual:
            card, holder = claim.actual[0]
            liar = next(p for p in log.table if p != holder)
            shown = replace(claim, actual=((card, liar), *claim.actual[1:]))
            found = first_misfit(mutate(log, k, shown), truth)
            assert found is not None
            assert found.event == k + 1
    for k, count in [(k, e) for k, e in events if isinstance(e, HandCount)][:3]:
        off = replace(count, count=count.count + 1)
        found = first_misfit(mutate(log, k, off), truth)
        assert found is not None
        assert found.event == k + 1


@pytest.mark.parametrize("spec", MUTATED, ids=lambda s: s.id)
def test_swapped_cards_are_caught_by_the_first_event_that_shows_them(spec: Spec) -> None:
    log = spec.log()
    truth = deal_of(log)
    rng = random.Random(spec.seed)
    cards = list(log.rules.deck.cards)
    tried = 0
    while tried < 4:
        one, two = rng.sample(cards, 2)
        if truth[one] == truth[two]:
            continue
        shows = [
            k
            for k, e in enumerate(log.events)
            if (isinstance(e, Ask) and e.answer and e.card in (one, two))
            or (isinstance(e, Claim) and (one in e.half_suit or two in e.half_suit))
        ]
        if not shows:
            continue  # first-to-5 may end the game before either card is shown
        tried += 1
        swapped = {**truth, one: truth[two], two: truth[one]}
        # The log's own hands give the truth away at once...
        at_once = first_misfit(log, swapped)
        assert at_once is not None
        assert at_once.event == 0
        # ...and without them the events do, at the latest when a swapped card is shown.
        hidden = replace(log, hands={})
        found = first_misfit(hidden, swapped)
        assert found is not None
        assert 1 <= found.event <= shows[0] + 1


@pytest.mark.parametrize("spec", [s for s in MUTATED if not s.rules.pass_turn], ids=lambda s: s.id)
def test_a_pass_with_cards_is_caught(spec: Spec) -> None:
    log = spec.log()
    truth = deal_of(log)
    states = spec.replay().states
    rng = random.Random(spec.seed)
    for k in rng.sample(range(len(log.events)), 5):
        turn = states[k].turn
        assert turn is not None
        mates = [p for p in log.table.teammates(turn) if states[k].hand_size(p).lo > 0]
        if states[k].hand_size(turn).lo == 0 or not mates:
            continue
        inserted = log.with_events((*log.events[:k], Pass(turn, mates[0]), *log.events[k:]))
        found = first_misfit(inserted, truth)
        assert found is not None
        assert found.event == k + 1
