"""What a claim's outcome is, given where the six cards really are (the rules in one place).

>>> from fishsolve.game.table import Table
>>> from fishsolve.game.cards import STANDARD
>>> t = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
>>> ld = STANDARD.parse_half_suit("LD")
>>> asha, cara, dev = t.player("Asha"), t.player("Cara"), t.player("Dev")
>>> declared = {c: asha for c in ld.cards}
>>> true_outcome(RuleSet(claim_outcomes="annul"), asha, declared, {**declared, ld.cards[0]: cara})
<Outcome.ANNULLED: 'annulled'>
>>> true_outcome(RuleSet(), asha, declared, {**declared, ld.cards[0]: cara})
<Outcome.WRONG: 'wrong'>
"""

from __future__ import annotations

from collections.abc import Mapping

from fishsolve.game.cards import Card
from fishsolve.game.events import Outcome
from fishsolve.game.options import RuleSet
from fishsolve.game.table import Player


def is_out_of_turn(rules: RuleSet, claimer: Player, turn: Player | None) -> bool:
    """True if the claim is an out-of-turn claim penalised by the annul rule (S-PT).

    Under ``any-time`` nobody is out of turn; under the standard outcome rule an out-of-turn claim
    is simply illegal (the replay rejects it), so it is never penalised either.
    """
    return (
        turn is not None
        and claimer != turn
        and not rules.any_time
        and rules.claim_outcomes == "annul"
    )


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
    if rules.claim_outcomes == "annul" and not split and all_team:
        return Outcome.ANNULLED
    return Outcome.WRONG
