"""The rules become logic: one walk over a log records, for each reason (the deal's known hands, the
hand sizes, each event), the clauses and hand-size bounds it implies. The rules are read from
:mod:`fishsolve.literature.game.legality` and :mod:`fishsolve.literature.game.outcomes`; the values
are those of :mod:`fishsolve.literature.deduce.clauses`.
:mod:`fishsolve.literature.deduce.constraints` is the way in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fishsolve.cards import Card
from fishsolve.literature.deduce.clauses import (
    Clause,
    Holding,
    Lit,
    LogConstraints,
    Reason,
    SizeBound,
)
from fishsolve.literature.deduce.reasons import HAND_SIZES, ReasonKind, event_key, hand_key
from fishsolve.literature.game.corrections import plan
from fishsolve.literature.game.events import (
    Ask,
    Claim,
    Correction,
    Event,
    GameLog,
    Pass,
    correction_parts,
)
from fishsolve.literature.game.legality import (
    asker_rule,
    claim_needs_cards,
    emptied_by_pass,
    is_end_game,
    is_out_of_turn,
)
from fishsolve.literature.game.outcomes import ClaimProof, proof_of
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player

__all__ = ["Extractor", "describe"]


def describe(event: Event) -> str:
    """A short plain-English statement of what an event says."""
    if isinstance(event, Ask):
        answer = "yes" if event.answer else "no"
        return f"{event.asker} asked {event.target} for {event.card}: {answer}"
    if isinstance(event, Claim):
        return f"{event.claimer} claimed {event.half_suit.name}: {event.outcome.value}"
    if isinstance(event, Pass):
        return f"{event.giver} passed the turn to {event.receiver}"
    if isinstance(event, Correction):
        return f"the table's correction: {', '.join(correction_parts(event))}"
    return f"{event.player} had {event.count} cards"


def _negate(h: Holding) -> Holding:
    return (not h) if isinstance(h, bool) else h.negated()


class Extractor:
    """Walks the log once and records each reason's consequences."""

    def __init__(self, log: GameLog, states: Sequence[PublicState]) -> None:
        self.out = LogConstraints(log, states)
        self.log = log
        self.states = states
        self.rules = log.rules
        self.table = log.table
        self.cards = log.rules.deck.cards
        # The table's corrections (S-PT §05): voided events and untrue answers prove nothing.
        self.plan = plan(log.events)
        self.key = ""
        # Hand size of each player = size_const[p] - (true literals of size_terms[p]) just before
        # the current event.
        self.size_const = dict.fromkeys(self.table.players, log.hand_size)
        self.size_terms: dict[Player, list[Lit]] = {p: [] for p in self.table.players}

    def reason(self, reason: Reason) -> None:
        self.key = reason.key
        self.out.reasons[reason.key] = reason
        self.out.clauses[reason.key] = []
        self.out.sizes[reason.key] = []

    # -- constraint helpers (for the current reason) -----------------------------------------

    def require_any(self, holdings: Iterable[Holding]) -> None:
        """At least one of ``holdings`` is true."""
        lits: list[Lit] = []
        for h in holdings:
            if h is True:
                return
            if h is not False:
                lits.append(h)
        self.out.clauses[self.key].append(Clause(tuple(lits)))

    def require(self, holding: Holding, value: bool = True) -> None:
        """``holding`` equals ``value``."""
        self.require_any([holding if value else _negate(holding)])

    def size_at_least(self, player: Player, n: int) -> None:
        """``player`` holds at least ``n`` cards now."""
        self._size(player, n, None)

    def size_exactly(self, player: Player, n: int) -> None:
        """``player`` holds exactly ``n`` cards now."""
        self._size(player, n, n)

    def _size(self, player: Player, lo: int, hi: int | None) -> None:
        const = self.size_const[player]
        terms = tuple(self.size_terms[player])
        if not terms:
            if const < lo or (hi is not None and const > hi):
                self.out.clauses[self.key].append(Clause(()))
            return
        self.out.sizes[self.key].append(SizeBound(player, const, terms, lo, hi))

    # -- the deal and the known hands --------------------------------------------------------

    def deal(self) -> None:
        # Every player is dealt the same number of cards (each engine encodes this natively).
        self.reason(
            Reason(
                HAND_SIZES,
                ReasonKind.HAND_SIZES,
                f"each player was dealt {self.log.hand_size} cards",
            )
        )
        for p, hand in self.log.hands.items():
            source = self.log.header_sources.get(f"hand {p.name}")
            shown = " ".join(map(str, sorted(hand)))
            self.reason(
                Reason(
                    hand_key(p),
                    ReasonKind.HAND,
                    f"{p.name}'s hand: {shown}",
                    line=source.line if source else None,
                    player=p,
                )
            )
            # A known hand fixes every one of that player's deal literals.
            for c in self.cards:
                self.require(Lit(c, p), c in hand)

    # -- events ------------------------------------------------------------------------------

    def events(self, first: int = 1) -> None:
        """Take in the log's events from number ``first`` on."""
        for number, event in enumerate(self.log.events[first - 1 :], start=first):
            if number in self.plan.voided:
                continue  # undone by the correction after it: it proves nothing
            source = event.source
            self.reason(
                Reason(
                    event_key(number),
                    ReasonKind.EVENT,
                    describe(event),
                    event=number,
                    line=source.line if source else None,
                )
            )
            if isinstance(event, Ask):
                self.ask(event, number)
            elif isinstance(event, Claim):
                self.claim(event, number)
            elif isinstance(event, Pass):
                self.pass_turn(event)
            elif isinstance(event, Correction):
                self.correct(event, number)
            else:
                # A stated hand count.
                self.size_exactly(event.player, event.count)

    def now(self, card: Card, player: Player, number: int) -> Holding:
        """Holding of ``card`` by ``player`` just before event ``number``."""
        moved = self.states[number - 1].moved
        if card in moved:
            return moved[card] == player
        return Lit(card, player)

    def ask(self, event: Ask, number: int) -> None:
        asker, target, card = event.asker, event.target, event.card
        rule = asker_rule(self.rules, card)
        if rule is not None:
            # The asker rule: a legal ask proves the asker held another card of the half-suit...
            self.require_any(self.now(c, asker, number) for c in rule.others)
            # ... and did not hold the card asked for.
            self.require(self.now(rule.asked, asker, number), False)
        else:
            # Even a bluff needs a hand to ask from.
            self.size_at_least(asker, 1)
        # Empty hands are never asked.
        self.size_at_least(target, 1)
        # "Yes" proves the target held the card; "no" proves they did not (unless the table
        # later found the card hidden: then the "no" proves nothing).
        if number not in self.plan.withdrawn:
            self.require(self.now(card, target, number), event.answer)
        if event.answer:
            self.size_const[asker] += 1
            self.size_const[target] -= 1

    def claim(self, event: Claim, number: int) -> None:
        claimer, half = event.claimer, event.half_suit
        team = claimer.team
        before = self.states[number - 1]
        # A designated teammate speaks for the designator, whose turn and timing count.
        actor = event.made_for
        out_of_turn = is_out_of_turn(self.rules, actor, before.turn)
        declared = event.owner_of
        opponents = [p for p in self.table.players if p.team != team]
        proof = proof_of(self.rules, event.outcome, out_of_turn, event.is_split())
        on_turn = before.turn is None or before.turn == actor
        # A team may be out of cards unless the replay knows one of its hands holds some.
        maybe_end = is_end_game(
            sum(before.hand_size(p).lo for p in self.table.members(t)) for t in self.table.teams
        )
        team_holds = any(before.hand_size(p).hi > 0 for p in self.table.members(team))
        if claim_needs_cards(self.rules, on_turn, maybe_end, team_holds):
            # An empty hand claims nothing: on turn it passes first; off turn it does nothing more.
            self.size_at_least(actor, 1)
        if event.designator is not None:
            # Only a teammate with cards claims for the team (S-ES Jugabilidad 8).
            self.size_at_least(claimer, 1)
        if proof is ClaimProof.OWNERS_RIGHT:
            # A right claim: every card was where the claimer said.
            for c, p in declared.items():
                self.require(self.now(c, p, number))
        elif proof is ClaimProof.OPPONENT_HELD:
            # Lost under the annul rule (or out of turn): an opponent held at least one card.
            self.require_any(self.now(c, p, number) for c in half.cards for p in opponents)
        elif proof is ClaimProof.OWNER_WRONG:
            # Lost under the standard rule (or a failed split claim): some owner was wrong.
            self.require_any(_negate(self.now(c, p, number)) for c, p in declared.items())
        elif proof is not None:
            # Annulled: all six cards were on the claiming team...
            for c in half.cards:
                for p in opponents:
                    self.require(self.now(c, p, number), False)
            if proof is ClaimProof.ON_TEAM_OWNER_WRONG:
                # ... and at least one owner was wrong (an out-of-turn claim is annulled anyway).
                self.require_any(_negate(self.now(c, p, number)) for c, p in declared.items())
        # Revealed holders are facts.
        for c, p in event.actual:
            self.require(self.now(c, p, number))
        # The six cards leave play: each leaves its holder's hand.
        for c in half.cards:
            for p in self.table.players:
                h = self.now(c, p, number)
                if h is True:
                    self.size_const[p] -= 1
                elif h is not False:
                    self.size_terms[p].append(h)

    def correct(self, event: Correction, number: int) -> None:
        """The table's agreed fix: a hidden card shown, cards handed over, the turn given."""
        shown: dict[Card, Player] = {}
        for player, card in event.held:
            # The player held the card just before the correction.
            self.require(self.now(card, player, number))
            shown[card] = player
        for card, receiver in event.moves:
            giver = self.holder_before(card, number, shown)
            if giver is None or giver == receiver:
                continue  # the replay reports it
            self.require(self.now(card, giver, number))
            self.size_const[giver] -= 1
            self.size_const[receiver] += 1
        if event.turn is not None:
            # The turn goes only to a player with cards.
            self.size_at_least(event.turn, 1)

    def holder_before(self, card: Card, number: int, shown: dict[Card, Player]) -> Player | None:
        """Who the log says holds ``card`` just before event ``number`` (None if it does not)."""
        if card in shown:
            return shown[card]
        moved = self.states[number - 1].moved
        if card in moved:
            return moved[card]
        return next((p for p, hand in self.log.hands.items() if card in hand), None)

    def pass_turn(self, event: Pass) -> None:
        giver, receiver = event.giver, event.receiver
        # To a teammate a player passes only with an empty hand (unless the pass-turn rule);
        # to an opponent only when the giver's whole team has no cards.
        for p in emptied_by_pass(self.rules, self.table, giver, receiver):
            self.size_exactly(p, 0)
        # The turn goes only to a player with cards.
        self.size_at_least(receiver, 1)
