"""What a claim's outcome is, who scores it, and what a logged outcome proves (rules in one place).

Whether a claim may be made at all (and whether it is out of turn) is
:mod:`fishsolve.literature.game.legality`'s business; this module takes that as given.

>>> from fishsolve.seating import Table
>>> from fishsolve.literature.decks import STANDARD
>>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
>>> ld = STANDARD.parse_half_suit("LD")
>>> asha, cara, dev = t.player("Asha"), t.player("Cara"), t.player("Dev")
>>> declared = {c: asha for c in ld.cards}
>>> true_outcome(RuleSet(claim_outcomes="annul"), asha, declared, {**declared, ld.cards[0]: cara})
<Outcome.ANNULLED: 'annulled'>
>>> true_outcome(RuleSet(), asha, declared, {**declared, ld.cards[0]: cara})
<Outcome.WRONG: 'wrong'>
>>> scoring_team(asha, Outcome.WRONG) == dev.team
True
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from fractions import Fraction

from fishsolve.cards import Card
from fishsolve.literature.game.events import Outcome
from fishsolve.literature.game.legality import is_out_of_turn
from fishsolve.literature.game.options import ClaimOutcomes, RuleSet
from fishsolve.seating import Player, Team

__all__ = [
    "ClaimProof",
    "OutcomeChances",
    "is_out_of_turn",
    "outcome_chances",
    "proof_of",
    "scoring_team",
    "true_outcome",
]
# is_out_of_turn lives in legality; it stays importable from here for older callers.


def true_outcome(
    rules: RuleSet,
    claimer: Player,
    declared: Mapping[Card, Player],
    holders: Mapping[Card, Player],
    out_of_turn: bool = False,
) -> Outcome:
    """The outcome a claim has when its cards are really held by ``holders``.

    - all owners right: RIGHT (an out-of-turn claim under annul: ANNULLED);
    - standard rule, or a split claim: any owner wrong is WRONG;
    - annul rule: every card on the claiming team but an owner wrong is ANNULLED, and a card
      with an opponent is WRONG.
    """
    team = claimer.team
    all_right = all(holders[c] == p for c, p in declared.items())
    all_team = all(holders[c].team == team for c in declared)
    split = any(p.team != team for p in declared.values())
    if out_of_turn:
        return Outcome.ANNULLED if all_team else Outcome.WRONG
    if all_right:
        return Outcome.RIGHT
    if rules.claim_outcomes is ClaimOutcomes.ANNUL and not split and all_team:
        return Outcome.ANNULLED
    return Outcome.WRONG


def _opponent_takes_it(rules: RuleSet, out_of_turn: bool, split: bool) -> bool:
    """True if a lost claim means an opponent held a card (not merely a wrong owner)."""
    return out_of_turn or (rules.claim_outcomes is ClaimOutcomes.ANNUL and not split)


def scoring_team(claimer: Player, outcome: Outcome, out_of_turn: bool = False) -> Team | None:
    """The team that wins the set: the claimer's for a right claim, else the opponents'.

    An annulled claim scores for nobody, and so does a claim logged right although it was out of
    turn (the replay reports it; such a claim can only be annulled or lost).
    """
    if outcome is Outcome.RIGHT and not out_of_turn:
        return claimer.team
    if outcome is Outcome.WRONG:
        return claimer.team.other
    return None


class ClaimProof(Enum):
    """What a claim's logged outcome proves about where its six cards were."""

    OWNERS_RIGHT = "owners right"
    """Every named owner held the card named for them."""
    OPPONENT_HELD = "opponent held"
    """An opponent of the claimer held at least one of the cards."""
    OWNER_WRONG = "owner wrong"
    """At least one named owner did not hold the card named for them."""
    ON_TEAM = "on team"
    """All six cards were on the claimer's team (an out-of-turn claim, annulled)."""
    ON_TEAM_OWNER_WRONG = "on team, owner wrong"
    """All six cards were on the claimer's team, and at least one named owner was wrong."""


def proof_of(rules: RuleSet, outcome: Outcome, out_of_turn: bool, split: bool) -> ClaimProof | None:
    """What ``outcome`` proves, the reverse of :func:`true_outcome`.

    Args:
        rules: the rules in force.
        outcome: the logged outcome.
        out_of_turn: the claim was out of turn under the annul rule (:func:`is_out_of_turn`).
        split: the claim names an opponent as an owner.

    Returns:
        None for a claim logged right although out of turn, which the rules exclude (the replay
        rejects it): it proves nothing.
    """
    if outcome is Outcome.RIGHT:
        return None if out_of_turn else ClaimProof.OWNERS_RIGHT
    if outcome is Outcome.WRONG:
        if _opponent_takes_it(rules, out_of_turn, split):
            return ClaimProof.OPPONENT_HELD
        return ClaimProof.OWNER_WRONG
    return ClaimProof.ON_TEAM if out_of_turn else ClaimProof.ON_TEAM_OWNER_WRONG


OutcomeChances = tuple[Fraction, Fraction, Fraction | None]
"""The chances that a claim is right, wrong and annulled (None: no annulment under the rules)."""


def outcome_chances(
    rules: RuleSet, out_of_turn: bool, split: bool, right: Fraction, on_team: Fraction
) -> OutcomeChances:
    """The chances of each outcome of a claim, from two chances about its six cards.

    Args:
        rules: the rules in force.
        out_of_turn: the claim is out of turn under the annul rule.
        split: the claim names an opponent as an owner.
        right: the chance that every named owner holds the card named for them.
        on_team: the chance that all six cards are on the claimer's team.
    """
    if out_of_turn:
        # Out of turn under the annul rule: the set is annulled if the team holds it all.
        return Fraction(0), 1 - on_team, on_team
    if _opponent_takes_it(rules, out_of_turn, split):
        return right, 1 - on_team, on_team - right
    annulled = Fraction(0) if rules.claim_outcomes is ClaimOutcomes.ANNUL else None
    return right, 1 - right, annulled
