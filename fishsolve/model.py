"""The CP-SAT model of the unknown deal: who was dealt each card, constrained by the log.

A card's holder at any moment is a function of the deal and the public transfers before that
moment, so the only unknowns are the Booleans "player p was dealt card c". Every constraint the
log implies is guarded by the assumption literal of its :class:`Reason` (an event, a known hand,
the hand sizes), so one model serves every position and every perspective of a log: the solver is
told which reasons to assume, and an unsatisfiable core of assumptions names the lines that
explain a fact or a contradiction.

Building a model has no side effects and solves nothing (see :mod:`fishsolve.solve`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .cards import Card
from .claims import is_out_of_turn
from .events import Ask, Claim, Event, GameLog, HandCount, Outcome, Pass
from .replay import PublicState
from .sat import SatModel, negate
from .table import Player

# A holding is either a literal of the model or a constant known from public transfers.
Holding = int | bool


@dataclass(frozen=True, slots=True)
class Reason:
    """One thing the model assumes: an event of the log, a known hand, or the deal itself."""

    key: str
    """Unique id: 'event:7', 'hand:Asha', 'hand-sizes'."""
    kind: str
    """'event', 'hand' or 'hand-sizes'."""
    text: str
    """What it says, in plain English."""
    event: int | None = None
    """1-based event number, for events."""
    line: int | None = None
    """Source line, when known."""
    player: Player | None = None
    """The player whose hand it is, for 'hand' reasons."""


@dataclass
class DealModel:
    """A built model: variables, tagged constraints and the facts needed to ask it questions."""

    log: GameLog
    states: Sequence[PublicState]
    model: SatModel
    dealt: dict[tuple[Card, Player], int]
    reasons: dict[str, Reason]
    tags: dict[str, int]
    cards: tuple[Card, ...] = field(default=())
    units: dict[str, list[int]] = field(default_factory=dict)
    """Literals fixed by each reason on its own (its unit clauses)."""

    def holding(self, card: Card, player: Player, after: int) -> Holding:
        """Whether ``player`` holds ``card`` after ``after`` events (a literal or a constant).

        Only meaningful for cards still in play at that moment.
        """
        moved = self.states[after].moved
        if card in moved:
            return moved[card] == player
        return self.dealt[(card, player)]

    def tags_for(self, keys: Iterable[str]) -> list[int]:
        """The assumption literals of the reasons ``keys``."""
        return [self.tags[k] for k in keys]

    def base_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """Reason keys for a perspective knowing ``hands`` at the position after ``upto`` events."""
        keys = ["hand-sizes"]
        keys += [f"hand:{p.name}" for p in hands]
        keys += [f"event:{i}" for i in range(1, upto + 1) if f"event:{i}" in self.tags]
        return keys


def _describe(event: Event) -> str:
    """A short plain-English statement of what an event says."""
    if isinstance(event, Ask):
        answer = "yes" if event.answer else "no"
        return f"{event.asker} asked {event.target} for {event.card}: {answer}"
    if isinstance(event, Claim):
        return f"{event.claimer} claimed {event.half_suit.name}: {event.outcome.value}"
    if isinstance(event, Pass):
        return f"{event.giver} passed the turn to {event.receiver}"
    return f"{event.player} had {event.count} cards"


class _Builder:
    """Walks the log once and adds each event's consequences, guarded by its tag."""

    def __init__(self, log: GameLog, states: Sequence[PublicState]) -> None:
        self.log = log
        self.states = states
        self.rules = log.rules
        self.table = log.table
        self.cards = log.rules.deck.cards
        self.model = SatModel()
        self.dealt = {
            (c, p): self.model.new_bool(f"{p.name} dealt {c}")
            for c in self.cards
            for p in self.table.players
        }
        self.reasons: dict[str, Reason] = {}
        self.tags: dict[str, int] = {}
        # Literals each tag fixes on its own (unit clauses), for cheap propagation before solving.
        self.units: dict[int, list[int]] = {}
        # Hand size of each player = size_const[p] - sum(size_terms[p]) at the current event.
        self.size_const = dict.fromkeys(self.table.players, log.hand_size)
        self.size_terms: dict[Player, list[Holding]] = {p: [] for p in self.table.players}

    def tag(self, reason: Reason) -> int:
        lit = self.model.new_bool(f"assume {reason.key}")
        self.reasons[reason.key] = reason
        self.tags[reason.key] = lit
        return lit

    # -- constraint helpers: every one is guarded by a tag -----------------------------------

    def require_any(self, tag: int, holdings: Iterable[Holding]) -> None:
        """At least one of ``holdings`` is true (when ``tag`` holds)."""
        lits: list[int] = []
        for h in holdings:
            if h is True:
                return
            if h is not False:
                lits.append(h)
        self.model.add_or([*lits, negate(tag)])

    def require(self, tag: int, holding: Holding, value: bool = True) -> None:
        """``holding`` equals ``value`` (when ``tag`` holds)."""
        if isinstance(holding, bool):
            if holding != value:
                self.model.add_or([negate(tag)])
            return
        literal = holding if value else negate(holding)
        self.model.add_or([literal, negate(tag)])
        self.units.setdefault(tag, []).append(literal)

    def size_at_least(self, tag: int, player: Player, n: int) -> None:
        """``player`` holds at least ``n`` cards now (when ``tag`` holds)."""
        self._size_constraint(tag, player, n, None)

    def size_exactly(self, tag: int, player: Player, n: int) -> None:
        """``player`` holds exactly ``n`` cards now (when ``tag`` holds)."""
        self._size_constraint(tag, player, n, n)

    def _size_constraint(self, tag: int, player: Player, lo: int, hi: int | None) -> None:
        const = self.size_const[player]
        terms = [t for t in self.size_terms[player] if not isinstance(t, bool)]
        const -= sum(1 for t in self.size_terms[player] if t is True)
        if not terms:
            if const < lo or (hi is not None and const > hi):
                self.model.add_or([negate(tag)])
            return
        # size = const - removed, so lo <= size <= hi  <=>  const - hi <= removed <= const - lo.
        # The removed terms are dealt-variables (positive literals).
        upper = const - lo
        lower = const - hi if hi is not None else -len(terms)
        self.model.add_linear(terms, lower, upper, enforce=[tag])

    # -- the deal and the known hands --------------------------------------------------------

    def deal(self) -> None:
        # Every card is dealt to exactly one player. (Structural: never part of an explanation.)
        for c in self.cards:
            self.model.add_exactly_one([self.dealt[(c, p)] for p in self.table.players])
        # Every player is dealt the same number of cards.
        sizes = self.tag(
            Reason("hand-sizes", "hand-sizes", f"each player was dealt {self.log.hand_size} cards")
        )
        for p in self.table.players:
            size = self.log.hand_size
            self.model.add_linear(
                [self.dealt[(c, p)] for c in self.cards], size, size, enforce=[sizes]
            )
        for p, hand in self.log.hands.items():
            source = self.log.header_sources.get(f"hand {p.name}")
            shown = " ".join(map(str, sorted(hand)))
            tag = self.tag(
                Reason(
                    f"hand:{p.name}",
                    "hand",
                    f"{p.name}'s hand: {shown}",
                    line=source.line if source else None,
                    player=p,
                )
            )
            # A known hand fixes every one of that player's deal variables.
            for c in self.cards:
                self.require(tag, self.dealt[(c, p)], c in hand)

    # -- events ------------------------------------------------------------------------------

    def events(self) -> None:
        for number, event in enumerate(self.log.events, start=1):
            source = event.source
            tag = self.tag(
                Reason(
                    f"event:{number}",
                    "event",
                    _describe(event),
                    event=number,
                    line=source.line if source else None,
                )
            )
            if isinstance(event, Ask):
                self.ask(tag, event, number)
            elif isinstance(event, Claim):
                self.claim(tag, event, number)
            elif isinstance(event, Pass):
                self.pass_turn(tag, event)
            else:
                self.count(tag, event)

    def now(self, card: Card, player: Player, number: int) -> Holding:
        """Holding of ``card`` by ``player`` just before event ``number``."""
        moved = self.states[number - 1].moved
        if card in moved:
            return moved[card] == player
        return self.dealt[(card, player)]

    def ask(self, tag: int, event: Ask, number: int) -> None:
        asker, target, card = event.asker, event.target, event.card
        half = self.rules.deck.half_suit_of(card)
        if not self.rules.bluff:
            # The asker rule: a legal ask proves the asker held another card of the half-suit...
            self.require_any(tag, (self.now(c, asker, number) for c in half.cards if c != card))
            # ... and did not hold the card asked for.
            self.require(tag, self.now(card, asker, number), False)
        else:
            # Even a bluff needs a hand to ask from.
            self.size_at_least(tag, asker, 1)
        # Empty hands are never asked.
        self.size_at_least(tag, target, 1)
        # "Yes" proves the target held the card; "no" proves they did not.
        self.require(tag, self.now(card, target, number), event.answer)
        if event.answer:
            self.size_const[asker] += 1
            self.size_const[target] -= 1

    def claim(self, tag: int, event: Claim, number: int) -> None:
        claimer, half = event.claimer, event.half_suit
        team = claimer.team
        before = self.states[number - 1]
        out_of_turn = is_out_of_turn(self.rules, claimer, before.turn)
        declared = event.owner_of
        split = event.is_split()
        opponents = [p for p in self.table.players if p.team != team]
        outcome = event.outcome
        if outcome is Outcome.RIGHT and not out_of_turn:
            # A right claim: every card was where the claimer said.
            for c, p in declared.items():
                self.require(tag, self.now(c, p, number))
        elif outcome is Outcome.WRONG and (
            out_of_turn or (self.rules.claim_outcomes == "annul" and not split)
        ):
            # Lost under the annul rule (or out of turn): an opponent held at least one card.
            self.require_any(tag, (self.now(c, p, number) for c in half.cards for p in opponents))
        elif outcome is Outcome.WRONG:
            # Lost under the standard rule (or a failed split claim): some owner was wrong.
            self.require_any(tag, (_negate(self.now(c, p, number)) for c, p in declared.items()))
        elif outcome is Outcome.ANNULLED:
            # Annulled: all six cards were on the claiming team...
            for c in half.cards:
                for p in opponents:
                    self.require(tag, self.now(c, p, number), False)
            if not out_of_turn:
                # ... and at least one owner was wrong (an out-of-turn claim is annulled anyway).
                self.require_any(
                    tag, (_negate(self.now(c, p, number)) for c, p in declared.items())
                )
        # Revealed holders are facts.
        for c, p in event.actual:
            self.require(tag, self.now(c, p, number))
        # The six cards leave play: each leaves its holder's hand.
        for c in half.cards:
            for p in self.table.players:
                h = self.now(c, p, number)
                if h is True:
                    self.size_const[p] -= 1
                elif h is not False:
                    self.size_terms[p].append(h)

    def pass_turn(self, tag: int, event: Pass) -> None:
        giver, receiver = event.giver, event.receiver
        if receiver.team == giver.team:
            if not self.rules.pass_turn:
                # Without the pass-turn rule a player passes only with an empty hand.
                self.size_exactly(tag, giver, 0)
        else:
            # The turn goes to an opponent only when the giver's whole team has no cards.
            for p in self.table.players:
                if p.team == giver.team:
                    self.size_exactly(tag, p, 0)
        # The turn goes only to a player with cards.
        self.size_at_least(tag, receiver, 1)

    def count(self, tag: int, event: HandCount) -> None:
        # A stated hand count.
        self.size_exactly(tag, event.player, event.count)


def _negate(h: Holding) -> Holding:
    if isinstance(h, bool):
        return not h
    return negate(h)


def build_model(log: GameLog, states: Sequence[PublicState]) -> DealModel:
    """Build the tagged model of ``log`` (``states``: its replay, before and after each event)."""
    builder = _Builder(log, states)
    builder.deal()
    builder.events()
    return DealModel(
        log=log,
        states=states,
        model=builder.model,
        dealt=builder.dealt,
        reasons=builder.reasons,
        tags=builder.tags,
        cards=builder.cards,
        units={key: builder.units.get(tag, []) for key, tag in builder.tags.items()},
    )
