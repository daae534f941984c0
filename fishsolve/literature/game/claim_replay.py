"""Replaying a claim: whether it may be made now, what its logged outcome shows, and its score."""

from __future__ import annotations

from fishsolve.cards import Card
from fishsolve.errors import InconsistentLog, RuleError
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.bookkeeping import Bookkeeper, source_at
from fishsolve.literature.game.events import Claim, Outcome, format_holders
from fishsolve.literature.game.legality import (
    ClaimTiming,
    DesignationFault,
    claim_needs_cards,
    claim_timing,
    designation_faults,
)
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.outcomes import scoring_team, true_outcome
from fishsolve.literature.game.state import SetResult
from fishsolve.seating import Player


class ClaimReplay(Bookkeeper):
    """The claim step of the replay."""

    def claim(self, event: Claim) -> None:
        claimer, half = event.claimer, event.half_suit
        # A designated teammate speaks the claim, but it is the designator's: timing and the
        # turn are judged for them.
        actor = event.made_for
        team = claimer.team
        self.check_running(event)
        timing = claim_timing(self.rules, actor, self.turn, self.end_game())
        if self.turn is None:
            self.first_turn(event, actor)
        elif timing is ClaimTiming.END_GAME:
            # The end of the game: asking is over and the player on turn claims alone.
            self.problem(
                RuleError(
                    f"a whole team has no cards, so {self.turn.name}, on turn, makes every "
                    f"remaining claim alone; {actor.name} may not claim",
                    source_at(event),
                )
            )
        elif timing is ClaimTiming.NOT_ON_TURN:
            self.problem(
                RuleError(
                    f"it is {self.turn.name}'s turn{_because(self.turn_cause)}; {actor.name} "
                    "may claim only on "
                    "their own turn (rules: any-time allows other claims)",
                    source_at(event),
                )
            )
        out_of_turn = timing is ClaimTiming.OUT_OF_TURN
        if event.designator is not None:
            self.check_designation(event, event.designator)
        self.check_claimer_cards(event, actor)
        if half in self.settled:
            done = self.settled[half]
            self.problem(
                RuleError(
                    f"{half.name} were already settled by event {done.event}",
                    source_at(event, "half_suit"),
                )
            )
        for card, owner in event.owners:
            if owner.team != team and not self.rules.split_claims:
                self.problem(
                    RuleError(
                        f"{owner.name} is not on {claimer.name}'s team; a claim names only "
                        "teammates (rules: split-claims allows naming opponents)",
                        source_at(event, f"owners:{card}:name"),
                    )
                )
                break
        outcome = event.outcome
        if outcome is Outcome.ANNULLED and self.rules.claim_outcomes is not ClaimOutcomes.ANNUL:
            self.problem(
                RuleError(
                    "a claim can be annulled only under the annul rule (rules: annul)",
                    source_at(event, "outcome"),
                )
            )
        if out_of_turn and outcome is Outcome.RIGHT:
            self.problem(
                RuleError(
                    f"it is {self.turn.name if self.turn else '?'}'s turn; under the annul rule "
                    "an out-of-turn claim is annulled or lost, never won",
                    source_at(event, "outcome"),
                )
            )
        self.check_claim_facts(event, out_of_turn)
        # Effects: the six cards leave play.
        known_now = self.claim_holders(event, out_of_turn)
        self.remove_cards(half, known_now, event)
        scored = scoring_team(claimer, outcome, out_of_turn)
        if scored is not None:
            self.score[scored.index] += 1
        number = self.index
        self.settled[half] = SetResult(half, number, claimer, outcome, scored)
        if len(self.settled) == len(self.deck.half_suits):
            self.over = True
            self.over_reason = f"every half-suit was settled by event {number}"
        elif self.rules.first_to_5 and max(self.score) >= 5:
            self.over = True
            winner = "A" if self.score[0] >= 5 else "B"
            self.over_reason = f"team {winner} reached 5 sets on event {number} (first-to-5)"

    def check_designation(self, event: Claim, designator: Player) -> None:
        claimer = event.claimer
        faults = designation_faults(
            self.rules,
            claimer,
            designator,
            end_game=self.end_game(),
            claimer_empty=self.hi[claimer.index] == 0,
        )
        messages = {
            DesignationFault.SELF: (
                f"{claimer.name} cannot designate themself; write the claim without 'for'",
                "designator",
            ),
            DesignationFault.OPPONENT: (
                f"{designator.name} is not on {claimer.name}'s team; a player designates a "
                "teammate to claim",
                "designator",
            ),
            DesignationFault.END_GAME: (
                "a whole team has no cards, so the player on turn makes every remaining claim "
                "alone, without consulting (S-PT §06: 'sem consulta'); nobody is designated",
                "designator",
            ),
            DesignationFault.EMPTY: (
                f"{claimer.name} has no cards; only a teammate with cards claims for the team "
                "(S-ES: 'Los compañeros que aún tienen cartas pueden reclamar')",
                None,
            ),
        }
        for fault in faults:
            text, field_name = messages[fault]
            self.problem(RuleError(text, source_at(event, field_name)))

    def check_claimer_cards(self, event: Claim, claimer: Player) -> None:
        on_turn = claimer == self.turn
        team_holds = any(self.hi[p.index] > 0 for p in self.table.members(claimer.team))
        if not claim_needs_cards(self.rules, on_turn, self.maybe_end_game(), team_holds):
            return
        if on_turn:
            self.check_must_pass(event, claimer)
        elif self.hi[claimer.index] == 0:
            self.problem(
                RuleError(
                    f"{claimer.name} has no cards; a player without cards takes no more part in "
                    "the game, and may not claim",
                    source_at(event),
                )
            )

    def check_claim_facts(self, event: Claim, out_of_turn: bool) -> None:
        declared = event.owner_of
        actual = event.actual_of
        outcome = event.outcome
        for card, holder in actual.items():
            known = self.holder.get(card)
            if known is not None and known[0] != holder:
                self.problem(
                    InconsistentLog(
                        f"{card} was with {known[0].name} ({known[1]}), not {holder.name}",
                        source_at(event, f"actual:{card}"),
                    )
                )
            elif holder in self.not_holder[card]:
                self.problem(
                    InconsistentLog(
                        f"{holder.name} cannot hold {card}: {self.not_holder[card][holder]}",
                        source_at(event, f"actual:{card}"),
                    )
                )
        if outcome is Outcome.RIGHT and not out_of_turn:
            for card, owner in declared.items():
                if card in actual and actual[card] != owner:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {card} was with {actual[card].name}, "
                            f"not {owner.name}",
                            source_at(event, f"actual:{card}"),
                        )
                    )
                    return
                known = self.holder.get(card)
                if known is not None and known[0] != owner:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {card} was with {known[0].name} "
                            f"({known[1]})",
                            source_at(event, f"owners:{card}"),
                        )
                    )
                    return
                if owner in self.not_holder[card]:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {owner.name} cannot hold {card}: "
                            f"{self.not_holder[card][owner]}",
                            source_at(event, f"owners:{card}"),
                        )
                    )
                    return
            return
        where = self.best_known(event)
        if len(where) < len(event.half_suit.cards):
            return
        truth = true_outcome(self.rules, event.claimer, declared, where, out_of_turn)
        if truth is not outcome:
            self.problem(
                InconsistentLog(
                    f"the claim is marked {outcome.value}, but with the cards where the log "
                    f"puts them ({format_holders(tuple(sorted(where.items())))}) it was "
                    f"{truth.value}",
                    source_at(event, "outcome"),
                )
            )

    def best_known(self, event: Claim) -> dict[Card, Player]:
        """Holders of the claimed cards as far as the log states them."""
        where = {c: h[0] for c, h in self.holder.items() if c in event.half_suit}
        where.update(event.actual_of)
        return where

    def claim_holders(self, event: Claim, out_of_turn: bool) -> dict[Card, Player]:
        where = self.best_known(event)
        if event.outcome is Outcome.RIGHT and not out_of_turn:
            where.update(event.owner_of)
        return where

    def remove_cards(self, half: HalfSuit, known: dict[Card, Player], event: Claim) -> None:
        team_only = event.outcome is Outcome.ANNULLED
        lo_removed = [0] * len(self.table)
        hi_removed = [0] * len(self.table)
        for card in half.cards:
            if card in known:
                holder = known[card]
                lo_removed[holder.index] += 1
                hi_removed[holder.index] += 1
                continue
            candidates = [
                p
                for p in self.table
                if p not in self.not_holder[card]
                and self.hi[p.index] > 0
                and (not team_only or p.team == event.claimer.team)
            ]
            for p in candidates:
                hi_removed[p.index] += 1
            if len(candidates) == 1:
                lo_removed[candidates[0].index] += 1
        for i in range(len(self.table)):
            self.lo[i] = max(0, self.lo[i] - hi_removed[i])
            self.hi[i] = max(0, self.hi[i] - lo_removed[i])
            if self.lo[i] > self.hi[i]:
                self.lo[i] = self.hi[i]
        for card in half.cards:
            self.moved.pop(card, None)
            self.holder.pop(card, None)
            self.not_holder[card] = {}


def _because(cause: str | None) -> str:
    return f" ({cause})" if cause else ""
