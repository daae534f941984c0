"""What a log says about the deal, as plain constraints grouped by the reason that implies them.

This is the one place where the rules become logic. The rules themselves are read from
:mod:`fishsolve.game.legality` (what a legal action proves) and :mod:`fishsolve.game.outcomes` (what
a claim's outcome proves); reasons are named by the keys of :mod:`fishsolve.deduce.reasons`.
The unknowns are "player p was *dealt* card c" (a card's holder at any later moment follows from
the deal and the public transfers before it). Each reason — an event, a known hand, the hand
sizes — contributes

- :class:`Clause` values: at least one of some dealt-literals is true (an empty clause is false);
- :class:`SizeBound` values: a bound on a hand size at some moment, when claims with undisclosed
  holders make that size depend on the deal.

Both solving engines read these: the CP-SAT model (:mod:`fishsolve.deduce.cpsat.model`) and the
exact counter
(:mod:`fishsolve.deduce.count.counting`), so they cannot disagree about what the rules mean.

>>> from fishsolve.notation.text import parse_log
>>> from fishsolve.game.replay import replay
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for 2C: no\\n")
>>> cs = extract(log, replay(log).states)
>>> [str(c) for c in cs.clauses["event:1"]][1:]
['not A1 dealt 2C', 'not B1 dealt 2C']
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fishsolve.deduce.reasons import HAND_SIZES, ReasonKind, event_key, hand_key
from fishsolve.game.cards import Card
from fishsolve.game.corrections import plan
from fishsolve.game.events import Ask, Claim, Correction, Event, GameLog, Pass, correction_parts
from fishsolve.game.legality import (
    asker_rule,
    claim_needs_cards,
    emptied_by_pass,
    is_end_game,
    is_out_of_turn,
)
from fishsolve.game.outcomes import ClaimProof, proof_of
from fishsolve.game.state import PublicState
from fishsolve.game.table import Player

__all__ = [
    "HAND_SIZES",
    "Clause",
    "Holding",
    "Lit",
    "LiveConstraints",
    "LogConstraints",
    "Reason",
    "ReasonKind",
    "SizeBound",
    "describe",
    "extract",
]


@dataclass(frozen=True, slots=True)
class Lit:
    """The literal "``player`` was dealt ``card``" (``positive``) or its negation."""

    card: Card
    player: Player
    positive: bool = True

    def negated(self) -> Lit:
        """The opposite literal."""
        return Lit(self.card, self.player, not self.positive)

    def __str__(self) -> str:
        text = f"{self.player.name} dealt {self.card}"
        return text if self.positive else f"not {text}"


# A holding at some moment: a literal on the deal, or a constant known from public transfers.
Holding = Lit | bool


@dataclass(frozen=True, slots=True)
class Clause:
    """At least one of ``lits`` is true. No literals: the reason is contradictory by itself."""

    lits: tuple[Lit, ...]

    def __str__(self) -> str:
        return " or ".join(map(str, self.lits)) if self.lits else "false"


@dataclass(frozen=True, slots=True)
class SizeBound:
    """``lo <= const - (number of true removed literals) <= hi`` for ``player``'s hand.

    ``removed`` are positive literals: a claimed card the player held when it left play, with the
    holder known only through the deal.
    """

    player: Player
    const: int
    removed: tuple[Lit, ...]
    lo: int
    hi: int | None


@dataclass(frozen=True, slots=True)
class Reason:
    """One thing the deduction assumes: an event of the log, a known hand, or the hand sizes."""

    key: str
    """Unique id: 'event:7', 'hand:Asha', 'hand-sizes' (see :mod:`.reasons`)."""
    kind: ReasonKind
    """What the reason is: an event, a known hand, the hand sizes (or a review's question)."""
    text: str
    """What it says, in plain English."""
    event: int | None = None
    """1-based event number, for events."""
    line: int | None = None
    """Source line, when known."""
    player: Player | None = None
    """The player whose hand it is, for 'hand' reasons."""


@dataclass
class LogConstraints:
    """Every reason of a log with its clauses and size bounds."""

    log: GameLog
    states: Sequence[PublicState]
    reasons: dict[str, Reason] = field(default_factory=dict)
    clauses: dict[str, list[Clause]] = field(default_factory=dict)
    sizes: dict[str, list[SizeBound]] = field(default_factory=dict)
    compiled: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    """A cache for engines: each reason's clauses in the engine's own form (see counting)."""
    _news: list[int] = field(default_factory=list, init=False, repr=False, compare=False)
    """The events that say something no event before them said (see :meth:`news`), in order."""
    _news_keys: list[str] = field(default_factory=list, init=False, repr=False, compare=False)
    _said: set[Clause | SizeBound] = field(
        default_factory=set, init=False, repr=False, compare=False
    )
    _scanned: int = field(default=0, init=False, repr=False, compare=False)
    _keyed: list[str | None] = field(default_factory=list, init=False, repr=False, compare=False)
    """Per event number (from 1), its key if it is a reason (see :meth:`base_keys`)."""

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return self.log.hand_size

    def units(self, key: str) -> list[Lit]:
        """The literals reason ``key`` fixes on its own (its one-literal clauses)."""
        return [c.lits[0] for c in self.clauses.get(key, ()) if len(c.lits) == 1]

    def holding(self, card: Card, player: Player, after: int) -> Holding:
        """Whether ``player`` holds ``card`` after ``after`` events (for an in-play card)."""
        moved = self.states[after].moved
        if card in moved:
            return moved[card] == player
        return Lit(card, player)

    def base_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """Reason keys for a perspective knowing ``hands`` at the position after ``upto`` events."""
        keys = [HAND_SIZES]
        keys += [hand_key(p) for p in hands]
        keys += self._event_keys(upto)
        return keys

    def _event_keys(self, upto: int) -> list[str]:
        """The keys of events 1..``upto`` that are reasons, in order (the list kept as it grows:
        every view asks for it)."""
        known = self._keyed
        for number in range(len(known) + 1, min(upto, len(self.log.events)) + 1):
            key = event_key(number)
            known.append(key if key in self.reasons else None)
        return [k for k in known[:upto] if k is not None]

    def news(self, upto: int) -> int:
        """How many of events 1..``upto`` say something no event before them said.

        An event *says nothing new* when each of its clauses and size bounds is, equal as a
        value, one of an earlier event's: a repeated "Ana asks Bo for 3C: no". Leaving such
        events out changes no answer, since a conjunction with a conjunct repeated is the same
        conjunction (every engine reads the reasons of a view as the conjunction of their clauses
        and bounds; which event states a bound does not matter). Two positions with the same
        number of new events and the same public state therefore have the same counts.
        """
        self._scan(upto)
        return bisect_right(self._news, upto)

    def count_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """The keys of :meth:`base_keys` without the events that say nothing new (see
        :meth:`news`): the same deals, in a list as long as what the log says, not as the log.

        For counting. Explanations cite reasons, so they keep :meth:`base_keys`.
        """
        keys = [HAND_SIZES]
        keys += [hand_key(p) for p in hands]
        keys += self._news_keys[: self.news(upto)]
        return keys

    def _scan(self, upto: int) -> None:
        """Sort events up to ``upto`` (those extracted so far) into new and repeated, once each."""
        upto = min(upto, len(self.log.events))
        for number in range(self._scanned + 1, upto + 1):
            key = event_key(number)
            said = [*self.clauses.get(key, ()), *self.sizes.get(key, ())]
            if key in self.reasons and not self._said.issuperset(said):
                self._said.update(said)
                self._news.append(number)
                self._news_keys.append(key)
        self._scanned = max(self._scanned, upto)


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


class _Extractor:
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


def extract(log: GameLog, states: Sequence[PublicState]) -> LogConstraints:
    """Every reason of ``log`` with its constraints (``states``: the replay of ``log``)."""
    extractor = _Extractor(log, states)
    extractor.deal()
    extractor.events()
    return extractor.out


class LiveConstraints:
    """The constraints of a log that grows one event at a time (a game being played).

    Each new event adds its own reason; the reasons already extracted do not change, because an
    event's constraints depend only on the events before it.
    """

    def __init__(self, log: GameLog, states: Sequence[PublicState]) -> None:
        """Extract the constraints of ``log`` as it is (``states``: its replay)."""
        self._build(log, states)

    def _build(self, log: GameLog, states: Sequence[PublicState]) -> None:
        self._extractor = _Extractor(log, states)
        self._extractor.deal()
        self._extractor.events()
        self._seen = len(log.events)

    @property
    def constraints(self) -> LogConstraints:
        """Every reason so far (the same object as the log grows)."""
        return self._extractor.out

    def extend(self, log: GameLog, states: Sequence[PublicState]) -> None:
        """Take in the events of ``log`` past those seen so far (``states``: its replay)."""
        if any(isinstance(e, Correction) for e in log.events[self._seen :]):
            # A correction reaches back into the events before it: extract them all again.
            self._build(log, states)
            return
        extractor = self._extractor
        extractor.log = extractor.out.log = log
        extractor.states = extractor.out.states = states
        extractor.events(self._seen + 1)
        self._seen = len(log.events)
