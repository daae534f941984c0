"""The Literature dialects of the rule sheets (issue 15): one log per rule, accepted where the sheet
allows it and rejected at the right line where it forbids it, and the deduction each rule adds
checked against the brute force of ``tests/bruteforce.py``."""

from __future__ import annotations

from dataclasses import replace

import pytest
from bruteforce import possible_holders, small_deck

from fishsolve import Analyzer, GameLog, Perspective, parse_log, replay
from fishsolve.errors import RuleError
from fishsolve.game.truth import deal_of, first_misfit

SIX = "players: Asha Ben Cara Dev Eli Fay\n"
# Asha empties her hand with two right claims, then hands the turn to Cara.
ASHA_EMPTIES = (
    "hand Asha: 2C 3C 4C 5C 6C 7C 2D 3D\n"
    "Asha claims LC: Asha 2C 3C 4C 5C 6C 7C: right\n"
    "Asha claims LD: Asha 2D 3D, Cara 4D 5D 6D 7D: right\n"
    "Asha passes to Cara\n"
)


def fails(text: str) -> RuleError:
    with pytest.raises(RuleError) as info:
        replay(parse_log(text))
    return info.value


# -- item 1: an empty hand never claims (S-ES Jugabilidad 8) --------------------------------------


@pytest.mark.parametrize("rules", ["any-time", "annul any-time", "annul"])
def test_an_empty_handed_player_may_not_claim_off_turn(rules: str) -> None:
    text = SIX + f"rules: {rules}\n" + ASHA_EMPTIES
    ok = replay(parse_log(text))
    assert ok.final.hand_sizes[0].exact == 0
    late = text + "Asha claims HD: Cara 9D 10D JD QD KD AD: wrong\n"
    err = fails(late)
    assert err.location is not None
    assert err.location.line == 7
    assert err.message.startswith("Asha has no cards; a player without cards takes no more part")
    # Cara, on turn with cards, may claim the same set.
    replay(parse_log(text + "Cara claims HD: Cara 9D 10D JD QD KD AD: wrong\n"))


# A small deck (LC HC LD, 3 cards each): Ben and Eli share 3C 4C 5C 6C 7C 2D unseen.
SMALL_HANDS = {"Asha": "2C 9C 10C", "Cara": "JC QC KC", "Dev": "AC 3D 4D", "Fay": "5D 6D 7D"}


def small_log(text: str, hands: dict[str, str] | None = None) -> GameLog:
    log = parse_log(text)
    deck = small_deck(3)
    dealt = {
        log.table.player(name): frozenset(deck.card(c) for c in cards.split())
        for name, cards in (hands or {}).items()
    }
    return replace(log, rules=replace(log.rules, deck=deck), hands=dealt)


def test_an_off_turn_claim_proves_the_claimer_holds_a_card() -> None:
    """Asha's wrong claim of LC takes Ben's clubs away; Ben then claims HC off turn, so he must
    still hold a card, and the only one he can hold is 2D (by hand: Ben's three cards come from
    3C-7C and 2D, and he may not be left with none)."""
    text = (
        SIX
        + "rules: any-time\n"
        + "Asha claims LC: Asha 2C 3C, Cara 4C 5C, Eli 6C 7C: wrong\n"
        + "Ben claims HC: Ben 9C 10C JC, Dev QC KC AC: wrong\n"
    )
    log = small_log(text)
    known_log = small_log(text, SMALL_HANDS)
    known = {p: known_log.hands[p] for p in known_log.hands}
    holders = possible_holders(log, known, 2)
    two_d = small_deck(3).card("2D")
    assert {p.name for p in holders[two_d]} == {"Ben"}
    # The deduction agrees with the brute force.
    analyzer = Analyzer(known_log)
    players = tuple(known)
    view = analyzer.view(Perspective("four", players, players), 2)
    got = {c.card: set(c.holders) for c in view.cards if c.in_play}
    assert got == {c.code: {p.name for p in s} for c, s in holders.items()}
    # The truth rejects a deal that leaves Ben empty at his claim.
    full = small_log(text, {**SMALL_HANDS, "Ben": "5C 6C 7C", "Eli": "3C 4C 2D"})
    misfit = first_misfit(full, deal_of(full))
    assert misfit is not None
    assert misfit.event == 2
    assert "Ben has no cards" in misfit.reason
