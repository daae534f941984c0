"""Each rule function of game/legality.py and game/outcomes.py, against hand-checked examples and
against the independent truth (game/truth.py) on simulated games."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from fractions import Fraction

import pytest
from corpus import SPECS, Spec

from fishsolve import STANDARD, Ask, Card, Claim, Outcome, Player, RuleSet, Table
from fishsolve.literature.game.legality import (
    HELD_CARD,
    NO_OTHER,
    ClaimTiming,
    PassFault,
    askable_cards,
    asker_rule,
    claim_timing,
    emptied_by_pass,
    is_end_game,
    is_out_of_turn,
    may_claim_off_turn,
    pass_faults,
)
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.outcomes import (
    ClaimProof,
    outcome_chances,
    proof_of,
    scoring_team,
    true_outcome,
)
from fishsolve.literature.game.truth import deal_of, first_misfit, holders_after

TABLE = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
ASHA, BEN, CARA, DEV, ELI, FAY = TABLE.players  # A: Asha Cara Eli; B: Ben Dev Fay
STANDARD_RULES = RuleSet()
ANNUL = RuleSet(claim_outcomes=ClaimOutcomes.ANNUL)
ANY_TIME = RuleSet(any_time=True)
ANNUL_ANY_TIME = RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, any_time=True)
LD = STANDARD.parse_half_suit("LD")


def cards(text: str) -> frozenset[Card]:
    return frozenset(STANDARD.card(code) for code in text.split())


# -- options ------------------------------------------------------------------------------------


def test_claim_outcomes_is_an_enum_that_reads_and_prints_as_its_word() -> None:
    rules = RuleSet.parse(["annulled"])
    assert rules.claim_outcomes is ClaimOutcomes.ANNUL
    assert rules.claim_outcomes.value == "annul"
    assert f"{rules.claim_outcomes}" == "annul"
    assert rules.tokens() == ("annul",)
    assert rules.to_dict()["claim-outcomes"] == "annul"
    assert type(rules.to_dict()["claim-outcomes"]) is str
    # The word is still accepted by the constructor, and the field holds the enum.
    assert RuleSet(claim_outcomes="annul") == rules  # type: ignore[arg-type]
    assert RuleSet(claim_outcomes="annul").claim_outcomes is ClaimOutcomes.ANNUL  # type: ignore[arg-type]


# -- the asker rule -----------------------------------------------------------------------------


def test_the_asker_rule_names_the_asked_card_and_the_others_of_its_half_suit() -> None:
    rule = asker_rule(STANDARD_RULES, STANDARD.card("3D"))
    assert rule is not None
    assert rule.asked == STANDARD.card("3D")
    assert rule.others == tuple(STANDARD.card(c) for c in ("2D", "4D", "5D", "6D", "7D"))
    assert asker_rule(RuleSet(bluff=True), STANDARD.card("3D")) is None


@pytest.mark.parametrize(
    ("hand", "broken"),
    [
        ("6D 9C", None),  # S-PT's worked example: another low diamond, not 3D
        ("3D 6D", HELD_CARD),  # holds the card asked for (checked first)
        ("3D", HELD_CARD),
        ("9D 10D 2C", NO_OTHER),  # high diamonds are another half-suit
        ("", NO_OTHER),
    ],
)
def test_the_asker_rule_against_a_hand(hand: str, broken: str | None) -> None:
    rule = asker_rule(STANDARD_RULES, STANDARD.card("3D"))
    assert rule is not None
    assert rule.broken_by(cards(hand).__contains__) == broken


def test_askable_cards_are_the_missing_cards_of_half_suits_held_in_part() -> None:
    hand = cards("2D 3D 4D 5D 7D 9C")
    found = askable_cards(hand, STANDARD.half_suits)
    # In deck order of the half-suits (clubs before diamonds).
    assert found == [STANDARD.card(c) for c in ("10C", "JC", "QC", "KC", "AC", "6D")]
    # Exactly the cards whose ask obeys the asker rule.
    for card in STANDARD.cards:
        rule = asker_rule(STANDARD_RULES, card)
        assert rule is not None
        assert (card in found) == (rule.broken_by(hand.__contains__) is None)


# -- claiming: who and when ---------------------------------------------------------------------


def test_the_end_game_starts_once_a_team_has_no_cards() -> None:
    assert not is_end_game((3, 1))
    assert is_end_game((0, 5))
    assert is_end_game((5, 0))
    assert is_end_game((0, 0))


@pytest.mark.parametrize(
    ("rules", "off_turn", "off_turn_end_game"),
    [
        # Without S-PT's end-game the end of the game changes nothing (S-ES, S-DE).
        (STANDARD_RULES, ClaimTiming.NOT_ON_TURN, ClaimTiming.NOT_ON_TURN),
        (ANNUL, ClaimTiming.OUT_OF_TURN, ClaimTiming.OUT_OF_TURN),
        (ANY_TIME, ClaimTiming.OFF_TURN, ClaimTiming.OFF_TURN),
        (ANNUL_ANY_TIME, ClaimTiming.OFF_TURN, ClaimTiming.OFF_TURN),
        (RuleSet(end_game=True), ClaimTiming.NOT_ON_TURN, ClaimTiming.END_GAME),
        (replace(ANNUL, end_game=True), ClaimTiming.OUT_OF_TURN, ClaimTiming.END_GAME),
        (replace(ANY_TIME, end_game=True), ClaimTiming.OFF_TURN, ClaimTiming.END_GAME),
        (replace(ANNUL_ANY_TIME, end_game=True), ClaimTiming.OFF_TURN, ClaimTiming.END_GAME),
    ],
)
def test_claim_timing(
    rules: RuleSet, off_turn: ClaimTiming, off_turn_end_game: ClaimTiming
) -> None:
    for end_game in (False, True):
        assert claim_timing(rules, ASHA, ASHA, end_game) is ClaimTiming.ON_TURN
        assert claim_timing(rules, ASHA, None, end_game) is ClaimTiming.ON_TURN
    assert claim_timing(rules, ASHA, BEN, False) is off_turn
    assert claim_timing(rules, CARA, ASHA, True) is off_turn_end_game
    assert may_claim_off_turn(rules) == off_turn.legal
    assert is_out_of_turn(rules, ASHA, BEN) == (off_turn is ClaimTiming.OUT_OF_TURN)
    assert not is_out_of_turn(rules, ASHA, ASHA)
    assert not is_out_of_turn(rules, ASHA, None)
    assert not ClaimTiming.END_GAME.legal
    assert not ClaimTiming.NOT_ON_TURN.legal


# -- a claim's outcome and score ----------------------------------------------------------------


def test_scoring_team() -> None:
    assert scoring_team(ASHA, Outcome.RIGHT) == ASHA.team
    assert scoring_team(ASHA, Outcome.WRONG) == BEN.team
    assert scoring_team(ASHA, Outcome.ANNULLED) is None
    # Logged right although out of turn (the replay reports it): nobody scores.
    assert scoring_team(ASHA, Outcome.RIGHT, out_of_turn=True) is None
    assert scoring_team(ASHA, Outcome.WRONG, out_of_turn=True) == BEN.team


def test_outcomes_by_hand() -> None:
    declared = dict.fromkeys(LD.cards, ASHA)
    right = dict(declared)
    with_cara = {**declared, LD.cards[0]: CARA}
    with_ben = {**declared, LD.cards[0]: BEN}
    assert true_outcome(STANDARD_RULES, ASHA, declared, right) is Outcome.RIGHT
    assert true_outcome(STANDARD_RULES, ASHA, declared, with_cara) is Outcome.WRONG
    assert true_outcome(ANNUL, ASHA, declared, with_cara) is Outcome.ANNULLED
    assert true_outcome(ANNUL, ASHA, declared, with_ben) is Outcome.WRONG
    assert true_outcome(ANNUL, ASHA, declared, right, out_of_turn=True) is Outcome.ANNULLED
    assert true_outcome(ANNUL, ASHA, declared, with_ben, out_of_turn=True) is Outcome.WRONG
    # A split claim (naming Ben) that fails is lost, even under annul.
    split = {**declared, LD.cards[0]: BEN}
    assert true_outcome(ANNUL, ASHA, split, with_cara) is Outcome.WRONG


def _proof_holds(
    proof: ClaimProof | None, claimer: Player, declared: dict[Card, Player], now: dict[Card, Player]
) -> bool:
    owners_right = all(now[c] == p for c, p in declared.items())
    on_team = all(now[c].team == claimer.team for c in declared)
    return {
        None: True,
        ClaimProof.OWNERS_RIGHT: owners_right,
        ClaimProof.OPPONENT_HELD: not on_team,
        ClaimProof.OWNER_WRONG: not owners_right,
        ClaimProof.ON_TEAM: on_team,
        ClaimProof.ON_TEAM_OWNER_WRONG: on_team and not owners_right,
    }[proof]


@pytest.mark.parametrize("rules", [STANDARD_RULES, ANNUL, ANY_TIME, ANNUL_ANY_TIME])
def test_what_an_outcome_proves_is_true_of_every_deal_giving_it(rules: RuleSet) -> None:
    """proof_of is the reverse of true_outcome: exact on random claims and holders."""
    rng = random.Random(11)
    for _ in range(400):
        split = rng.random() < 0.3
        owners = TABLE.players if split else TABLE.members(ASHA.team)
        declared = {c: rng.choice(owners) for c in LD.cards}
        now = {
            c: rng.choice(TABLE.players[:3] if rng.random() < 0.5 else TABLE.players)
            for c in LD.cards
        }
        if rng.random() < 0.3:
            now = dict(declared)
        out_of_turn = is_out_of_turn(rules, ASHA, rng.choice((ASHA, BEN)))
        is_split = any(p.team != ASHA.team for p in declared.values())
        outcome = true_outcome(rules, ASHA, declared, now, out_of_turn)
        proof = proof_of(rules, outcome, out_of_turn, is_split)
        assert _proof_holds(proof, ASHA, declared, now)
        # And exact: of the outcomes the rules allow here, only this one's proof holds.
        for other in _possible(rules, out_of_turn, is_split):
            other_proof = proof_of(rules, other, out_of_turn, is_split)
            assert _proof_holds(other_proof, ASHA, declared, now) == (other is outcome)


def _possible(rules: RuleSet, out_of_turn: bool, split: bool) -> tuple[Outcome, ...]:
    if out_of_turn:
        return (Outcome.WRONG, Outcome.ANNULLED)
    if rules.claim_outcomes is ClaimOutcomes.ANNUL and not split:
        return (Outcome.RIGHT, Outcome.WRONG, Outcome.ANNULLED)
    return (Outcome.RIGHT, Outcome.WRONG)


def test_outcome_chances_sum_to_one_and_follow_the_rules() -> None:
    right, on_team = Fraction(1, 4), Fraction(2, 3)
    assert outcome_chances(STANDARD_RULES, False, False, right, on_team) == (
        right,
        Fraction(3, 4),
        None,
    )
    assert outcome_chances(ANNUL, False, False, right, on_team) == (
        right,
        Fraction(1, 3),
        Fraction(5, 12),
    )
    assert outcome_chances(ANNUL, False, True, right, on_team) == (
        right,
        Fraction(3, 4),
        Fraction(0),
    )
    assert outcome_chances(ANNUL, True, False, right, on_team) == (
        Fraction(0),
        Fraction(1, 3),
        on_team,
    )
    for args in itertools.product((STANDARD_RULES, ANNUL), (False, True), (False, True)):
        rules, out_of_turn, split = args
        if out_of_turn and rules is STANDARD_RULES:
            continue
        r, w, a = outcome_chances(rules, out_of_turn, split, right, on_team)
        assert r + w + (a or 0) == 1


# -- passing the turn ---------------------------------------------------------------------------


def test_pass_faults() -> None:
    def faults(rules: RuleSet, giver: Player, receiver: Player, **facts: bool) -> list[PassFault]:
        known = {"receiver_empty": False, "giver_holds": False, "team_holds": False, **facts}
        return pass_faults(rules, giver, receiver, **known)

    assert faults(STANDARD_RULES, ASHA, CARA) == []
    assert faults(STANDARD_RULES, ASHA, ASHA) == [PassFault.TO_SELF]
    assert faults(STANDARD_RULES, ASHA, CARA, receiver_empty=True) == [PassFault.RECEIVER_EMPTY]
    assert faults(STANDARD_RULES, ASHA, CARA, giver_holds=True) == [PassFault.GIVER_HOLDS]
    pass_turn = RuleSet(pass_turn=True)
    assert faults(pass_turn, ASHA, CARA, giver_holds=True) == []
    assert faults(pass_turn, ASHA, CARA, giver_holds=True, end_game=True) == []
    pt_end = RuleSet(pass_turn=True, end_game=True)
    assert faults(pt_end, ASHA, CARA, giver_holds=True, end_game=True) == [PassFault.GIVER_HOLDS]
    assert faults(STANDARD_RULES, ASHA, BEN, team_holds=True) == [PassFault.TEAM_HOLDS]
    assert faults(STANDARD_RULES, ASHA, BEN) == []
    assert faults(STANDARD_RULES, ASHA, ASHA, receiver_empty=True, giver_holds=True) == [
        PassFault.TO_SELF,
        PassFault.RECEIVER_EMPTY,
        PassFault.GIVER_HOLDS,
    ]


def test_a_legal_pass_shows_who_has_no_cards() -> None:
    assert emptied_by_pass(STANDARD_RULES, TABLE, ASHA, CARA) == (ASHA,)
    assert emptied_by_pass(RuleSet(pass_turn=True), TABLE, ASHA, CARA) == ()
    assert emptied_by_pass(RuleSet(pass_turn=True), TABLE, ASHA, BEN) == (ASHA, CARA, ELI)


# -- against the independent truth on simulated games -------------------------------------------

SIMULATED = [s for s in SPECS if s.deck.key == "standard"][::6]


@pytest.mark.parametrize("spec", SIMULATED, ids=lambda s: s.id)
def test_the_rule_functions_agree_with_the_truth_on_simulated_games(spec: Spec) -> None:
    log = spec.log()
    states = spec.replay().states
    deal = deal_of(log)
    assert first_misfit(log, deal) is None  # the truth's own reading accepts the game
    for number, event in enumerate(log.events, start=1):
        before = states[number - 1]
        if isinstance(event, Ask):
            rule = asker_rule(log.rules, event.card)
            if rule is None:
                continue
            held = holders_after(log, deal, number - 1)
            hand = {c for c, p in held.items() if p == event.asker}
            assert rule.broken_by(hand.__contains__) is None
        elif isinstance(event, Claim):
            timing = claim_timing(log.rules, event.claimer, before.turn, False)
            assert timing.legal
            out_of_turn = is_out_of_turn(log.rules, event.claimer, before.turn)
            holders = holders_after(log, deal, number - 1)
            now = {c: holders[c] for c in event.half_suit.cards}
            outcome = true_outcome(log.rules, event.claimer, event.owner_of, now, out_of_turn)
            assert outcome is event.outcome
            proof = proof_of(log.rules, outcome, out_of_turn, event.is_split())
            assert _proof_holds(proof, event.claimer, event.owner_of, now)
            after = states[number]
            scored = scoring_team(event.claimer, outcome, out_of_turn)
            gained = [a - b for a, b in zip(after.score, before.score, strict=True)]
            assert gained == [int(scored is not None and scored.index == i) for i in (0, 1)]
