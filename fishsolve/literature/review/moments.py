"""Literature's critical moments (:mod:`fishsolve.family.moments`), read off its review.

Each mistake is judged in the mover's own view just before the move (the public view when the log
does not give their hand), in the units the review computes:

- **missed claim**: a run of :mod:`~fishsolve.literature.review.claims` — the set could be proved
  and a turn was let go; one moment per run, at the first turn let go; cost 1 (a certain set);
- **sure ask passed**: an ask whose best legal ask was certain (chance 1) while its own was not;
  cost 1 − chance;
- **weak ask**: an ask whose chance was at least :data:`~fishsolve.family.moments.WEAK` below the
  best legal ask's; cost best − chance;
- **gamble** / **blunder**: a claim that was not proved; cost the chance it was not right;
- **illegal ask**: an ask that broke the asker rule by the deal; cost 1.

The hindsight notes read the true deal (a full-deal log) and the rest of the log: a weak ask that
got a yes all the same, a best ask that would have got a no, a gamble that came off, a set the
opponents scored after it was let lie.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from fishsolve.cards import Card
from fishsolve.family.moments import (
    BLUNDER,
    GAMBLE,
    ILLEGAL_ASK,
    MISSED_CLAIM,
    SURE_ASK_PASSED,
    WEAK,
    WEAK_ASK,
    Moment,
)
from fishsolve.literature.game.events import Claim, GameLog
from fishsolve.literature.game.truth import deal_of
from fishsolve.literature.review.asks import AskReview, true_holders
from fishsolve.literature.review.claims import ClaimReview, MissedClaim
from fishsolve.seating import Player

QUESTIONS = {
    MISSED_CLAIM: "What can you claim?",
    SURE_ASK_PASSED: "Which ask is sure to get a yes?",
    WEAK_ASK: "Which ask has the best chance of a yes?",
    GAMBLE: "Can you prove who holds each card of the set you mean to claim?",
    BLUNDER: "Can you prove who holds each card of the set you mean to claim?",
    ILLEGAL_ASK: "Which asks does the asker rule allow you?",
}
"""What each kind of moment asks of the mover, for the page's "try it"."""


def _half(key: str) -> str:
    return key.replace("-", " ")


def _asks(best: Sequence[tuple[str, str]]) -> str:
    words = [f"{target} for {card}" for target, card in best]
    return "ask " + " or ".join(words) if words else "another ask"


class Moments:
    """The moments of one reviewed game (see the module)."""

    def __init__(self, log: GameLog, own_views: set[str]) -> None:
        self.log = log
        self.own = own_views
        self.deal = deal_of(log) if log.is_full_deal else None
        self.found: list[Moment] = []

    def _truth(self, at: int) -> Mapping[Card, Player] | None:
        return None if self.deal is None else true_holders(self.log, self.deal, at)

    def _add(
        self,
        event: int,
        player: str,
        kind: str,
        cost: Fraction,
        chance: Fraction | None,
        best: Fraction | None,
        alternative: str | None,
        hindsight: str | None,
        hindsight_event: int | None = None,
    ) -> None:
        team = self.log.table.player(player).team.name
        view = player if player in self.own else "public"
        self.found.append(
            Moment(
                event,
                player,
                team,
                view,
                kind,
                cost,
                chance,
                best,
                alternative,
                hindsight,
                QUESTIONS[kind],
                hindsight_event,
            )
        )

    def ask(self, number: int, ask: AskReview) -> None:
        """The moment of ask ``number``, if it was a mistake."""
        if ask.illegal is not None:
            self._add(number, ask.asker, ILLEGAL_ASK, Fraction(1), None, None, None, None)
            return
        if ask.chance is None or ask.best_chance is None:
            return
        cost = ask.best_chance - ask.chance
        if ask.best_chance == 1 and ask.chance < 1:
            kind = SURE_ASK_PASSED
        elif cost >= WEAK:
            kind = WEAK_ASK
        else:
            return
        notes = []
        if ask.answer:
            notes.append("it got a yes all the same")
        truth = self._truth(number - 1)
        if truth is not None and ask.best and kind == WEAK_ASK:
            deck = self.log.rules.deck
            target, card = ask.best[0]
            holder = truth.get(deck.card(card))
            if holder is not None and holder.name != target:
                notes.append(f"the best ask would have got a no: {card} was with {holder.name}")
            elif holder is not None:
                notes.append(f"the best ask would have got a yes: {target} held {card}")
        self._add(
            number,
            ask.asker,
            kind,
            cost,
            ask.chance,
            ask.best_chance,
            _asks(ask.best),
            "; ".join(notes) or None,
        )

    def claim(self, number: int, claim: ClaimReview) -> None:
        """The moment of claim ``number``, if it was a gamble or a blunder."""
        if claim.verdict not in (GAMBLE, BLUNDER) or claim.right is None:
            return
        hindsight = None
        if claim.verdict == GAMBLE and claim.outcome == "right":
            hindsight = "the claim was right all the same: the owners were where declared"
        alternative = f"ask on until the owners of {_half(claim.half_suit)} are forced"
        self._add(
            number,
            claim.claimer,
            claim.verdict,
            1 - claim.right,
            claim.right,
            Fraction(1),
            alternative,
            hindsight,
        )

    def missed(self, run: MissedClaim) -> None:
        """The moment of a missed claim: the first turn let go."""
        owners: dict[str, list[str]] = {}
        for code, name in run.owners.items():
            owners.setdefault(name, []).append(code)
        words = ", ".join(f"{name} {' '.join(codes)}" for name, codes in owners.items())
        hindsight, seen = None, None
        if run.opponents_scored:
            hindsight, seen = "the opponents scored the set later", self._last_claim(run.half_suit)
        elif run.ended == "lost a card" and run.until is not None:
            hindsight, seen = f"an opponent took a card of it at event {run.until}", run.until
        self._add(
            run.passed[0],
            run.player,
            MISSED_CLAIM,
            Fraction(1),
            None,
            Fraction(1),
            f"claim {_half(run.half_suit)} ({words})",
            hindsight,
            seen,
        )

    def _last_claim(self, half_suit: str) -> int:
        """The last claim of ``half_suit`` in the log (the one that scored it), else its end."""
        claims = [
            number
            for number, event in enumerate(self.log.events, 1)
            if isinstance(event, Claim) and event.half_suit.key == half_suit
        ]
        return claims[-1] if claims else len(self.log.events)


def game_moments(
    log: GameLog,
    own_views: set[str],
    asks: Sequence[tuple[int, AskReview]],
    claims: Sequence[tuple[int, ClaimReview]],
    missed: Sequence[MissedClaim],
) -> tuple[Moment, ...]:
    """Every mistake of the game, in event order (then seat order); ``own_views``: the players
    whose own view the review has."""
    found = Moments(log, own_views)
    for number, ask in asks:
        found.ask(number, ask)
    for number, claim in claims:
        found.claim(number, claim)
    for run in missed:
        found.missed(run)
    seat = {p.name: p.seat for p in log.table.players}
    return tuple(sorted(found.found, key=lambda m: (m.event, seat[m.player], m.kind)))
