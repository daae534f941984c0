"""Replay a game log: the public state after every event, and the rules checked on the way.

The replay knows only what the log states directly: the dealt hands it gives, the public
transfers, the answers and the revealed claims. A fact that needs deduction (that Cara must hold
6D because she asked for 3D) is the model's business, not the replay's; the replay only rejects
what the log itself contradicts.

>>> from fishsolve.notation.text import parse_log
>>> log = parse_log('''players: Asha Ben Cara Dev Eli Fay
... Ben asks Cara for 9C: no
... Cara asks Dev for 3D: no''')
>>> r = replay(log)
>>> r.final.turn.name, r.final.hand_sizes[0].exact
('Dev', 8)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from fishsolve.errors import FishsolveError, InconsistentLog, Location, RuleError
from fishsolve.game.cards import Card, HalfSuit
from fishsolve.game.events import (
    Ask,
    Claim,
    Event,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    format_holders,
)
from fishsolve.game.legality import (
    ClaimTiming,
    PassFault,
    asker_rule,
    claim_timing,
    emptied_by_pass,
    is_end_game,
    pass_faults,
)
from fishsolve.game.options import ClaimOutcomes
from fishsolve.game.outcomes import scoring_team, true_outcome
from fishsolve.game.table import Player, Team


@dataclass(frozen=True, slots=True)
class HandRange:
    """What the public knows of a hand's size: between ``lo`` and ``hi`` cards."""

    lo: int
    hi: int

    @property
    def exact(self) -> int | None:
        """The size if it is known exactly."""
        return self.lo if self.lo == self.hi else None

    def __str__(self) -> str:
        return str(self.lo) if self.lo == self.hi else f"{self.lo}-{self.hi}"


@dataclass(frozen=True, slots=True)
class SetResult:
    """How a half-suit was settled."""

    half_suit: HalfSuit
    event: int
    """1-based number of the claim event."""
    claimer: Player
    outcome: Outcome
    scored_by: Team | None
    """The team that won the set; None if annulled."""


@dataclass(frozen=True)
class PublicState:
    """What everyone at the table knows after ``index`` events."""

    index: int
    turn: Player | None
    moved: Mapping[Card, Player]
    """Current holder of every in-play card that changed hands in public."""
    hand_sizes: tuple[HandRange, ...]
    """Hand size range of each player, by seat index."""
    settled: Mapping[HalfSuit, SetResult]
    score: tuple[int, int]
    """Sets won by team A and team B."""
    over: bool

    def hand_size(self, player: Player) -> HandRange:
        """The range of ``player``'s hand size."""
        return self.hand_sizes[player.index]


@dataclass(frozen=True)
class Replay:
    """The log and the public state before the first event and after each event."""

    log: GameLog
    states: tuple[PublicState, ...]
    errors: tuple[FishsolveError, ...] = field(default=())

    @property
    def final(self) -> PublicState:
        """The state after the last event."""
        return self.states[-1]

    def before(self, event_number: int) -> PublicState:
        """The state just before 1-based event ``event_number``."""
        return self.states[event_number - 1]


def _loc(event: Event, name: str | None = None) -> Location | None:
    return event.source.at(name) if event.source else None


def _not_dealt(player: Player, card: Card) -> str:
    return f"{player.name} was not dealt {card}"


def _line(event: Event) -> str:
    return f"line {event.source.line}" if event.source else "an earlier event"


def _pass_error(fault: PassFault, event: Pass) -> RuleError:
    giver, receiver = event.giver.name, event.receiver.name
    if fault is PassFault.TO_SELF:
        return RuleError(f"{giver} cannot pass the turn to themself", _loc(event, "receiver"))
    if fault is PassFault.RECEIVER_EMPTY:
        return RuleError(
            f"{receiver} has no cards and cannot take the turn", _loc(event, "receiver")
        )
    if fault is PassFault.GIVER_HOLDS:
        return RuleError(
            f"{giver} still has cards; passing the turn to a teammate needs an empty hand "
            "(or rules: pass-turn)",
            _loc(event),
        )
    return RuleError(
        f"{giver} may hand the turn to an opponent only when their whole team has no cards",
        _loc(event, "receiver"),
    )


class _Replayer:
    def __init__(self, log: GameLog, lenient: bool) -> None:
        self.log = log
        self.lenient = lenient
        self.errors: list[FishsolveError] = []
        table = log.table
        self.table = table
        self.deck = log.rules.deck
        self.rules = log.rules
        size = log.hand_size
        self.lo = [size] * len(table)
        self.hi = [size] * len(table)
        self.turn: Player | None = log.start
        self.moved: dict[Card, Player] = {}
        self.settled: dict[HalfSuit, SetResult] = {}
        self.score = [0, 0]
        self.over = False
        self.over_reason = ""
        # What the log states about holdings (dealt hands included), with a reason for messages.
        self.holder: dict[Card, tuple[Player, str]] = {}
        self.not_holder: dict[Card, dict[Player, str]] = {c: {} for c in self.deck.cards}
        for player, hand in log.hands.items():
            where = log.header_sources.get(f"hand {player.name}")
            why = f"dealt to {player.name} on line {where.line}" if where else "dealt"
            for card in hand:
                self.holder[card] = (player, why)
            for card in self.deck.cards:
                if card not in hand:
                    self.not_holder[card][player] = _not_dealt(player, card)

    # -- bookkeeping -----------------------------------------------------------------------

    def problem(self, err: FishsolveError) -> None:
        if err.location is None and self.index:
            # An event without a source line (read from JSON): name it the way JSON errors do.
            prefix = f"{self.log.path}: " if self.log.path else ""
            err = type(err)(f"{prefix}events[{self.index - 1}]: {err.message}")
        if not self.lenient:
            raise err
        self.errors.append(err)

    def snapshot(self, index: int) -> PublicState:
        return PublicState(
            index=index,
            turn=self.turn,
            moved=dict(self.moved),
            hand_sizes=tuple(HandRange(lo, hi) for lo, hi in zip(self.lo, self.hi, strict=True)),
            settled=dict(self.settled),
            score=(self.score[0], self.score[1]),
            over=self.over,
        )

    def at_least(self, player: Player, n: int) -> None:
        i = player.index
        self.lo[i] = max(self.lo[i], n)

    def end_game(self) -> bool:
        # A team is known to be empty only when every member's upper bound is 0.
        return is_end_game(
            sum(self.hi[p.index] for p in self.table.members(t)) for t in self.table.teams
        )

    def set_holder(self, card: Card, player: Player, why: str) -> None:
        self.holder[card] = (player, why)
        self.not_holder[card] = {
            p: f"{card} is with {player.name} ({why})" for p in self.table if p != player
        }

    def rule_out(self, card: Card, player: Player, why: str) -> None:
        self.not_holder[card].setdefault(player, why)

    # -- checks shared by events -----------------------------------------------------------

    def check_running(self, event: Event) -> None:
        if self.over:
            self.problem(RuleError(f"the game is over ({self.over_reason})", _loc(event)))

    def check_turn(self, event: Event, actor: Player, doing: str) -> None:
        if self.turn is None:
            self.turn = actor
            return
        if self.turn != actor:
            self.problem(
                RuleError(
                    f"it is {self.turn.name}'s turn, not {actor.name}'s; {doing}", _loc(event)
                )
            )

    def check_must_pass(self, event: Event, actor: Player) -> None:
        if self.hi[actor.index] == 0:
            mates = [p for p in self.table.teammates(actor) if self.hi[p.index] > 0]
            whom = f"a teammate ({', '.join(p.name for p in mates)})" if mates else "an opponent"
            self.problem(
                RuleError(
                    f"{actor.name} has no cards and must pass the turn to {whom} "
                    f"(write '{actor.name} passes to NAME')",
                    _loc(event),
                )
            )

    # -- events ----------------------------------------------------------------------------

    def ask(self, event: Ask) -> None:
        asker, target, card = event.asker, event.target, event.card
        half = self.deck.half_suit_of(card)
        self.check_running(event)
        self.check_turn(event, asker, "after a 'no' the turn passes to the player asked")
        self.check_must_pass(event, asker)
        if target.team == asker.team:
            who = "themself" if target == asker else f"{target.name} is on {asker.name}'s team"
            msg = (
                f"{asker.name} cannot ask themself; asks go to opponents"
                if target == asker
                else f"{who}; asks go to opponents"
            )
            self.problem(RuleError(msg, _loc(event, "target")))
        if self.hi[target.index] == 0:
            self.problem(
                RuleError(
                    f"{target.name} has no cards; empty hands are never asked",
                    _loc(event, "target"),
                )
            )
        if half in self.settled:
            done = self.settled[half]
            self.problem(
                RuleError(
                    f"{half.name} were settled by the claim of event {done.event}; "
                    f"{card} is out of play",
                    _loc(event, "card"),
                )
            )
        known = self.holder.get(card)
        rule = asker_rule(self.rules, card)
        if rule is not None:
            if known is not None and known[0] == asker:
                self.problem(
                    RuleError(
                        f"{asker.name} holds {card} ({known[1]}); a player may not ask for a card "
                        "they hold",
                        _loc(event, "card"),
                    )
                )
            others = list(rule.others)
            if half not in self.settled and all(asker in self.not_holder[c] for c in others):
                reason = self.reasons(asker, others)
                self.problem(
                    RuleError(
                        f"{asker.name} holds no other card of {half.name} ({reason}); an ask "
                        "needs another card of the same half-suit",
                        _loc(event, "card"),
                    )
                )
        self.answer(event, known)
        # Effects.
        self.at_least(asker, 1)
        self.at_least(target, 1)
        if rule is not None:
            self.rule_out(rule.asked, asker, f"{asker.name} asked for {card} on {_line(event)}")
        if event.answer:
            self.lo[target.index] -= 1
            self.hi[target.index] -= 1
            self.lo[asker.index] += 1
            self.hi[asker.index] += 1
            self.moved[card] = asker
            self.set_holder(card, asker, f"received from {target.name} on {_line(event)}")
        else:
            self.rule_out(card, target, f"{target.name} said no to {card} on {_line(event)}")
            self.turn = target

    def reasons(self, player: Player, cards: list[Card]) -> str:
        """Why ``player`` holds none of ``cards``, in card order, the undealt ones in one clause."""
        undealt = [c for c in cards if self.not_holder[c][player] == _not_dealt(player, c)]
        parts = [f"{player.name} was not dealt {' '.join(map(str, undealt))}"] if undealt else []
        for card in cards:
            why = self.not_holder[card][player]
            if card not in undealt and why not in parts:
                parts.append(why)
        return "; ".join(parts)

    def answer(self, event: Ask, known: tuple[Player, str] | None) -> None:
        target, card = event.target, event.card
        if event.answer:
            if known is not None and known[0] != target:
                self.problem(
                    InconsistentLog(
                        f"{target.name} cannot give {card}: "
                        f"it is with {known[0].name} ({known[1]})",
                        _loc(event, "answer"),
                    )
                )
            elif target in self.not_holder[card]:
                self.problem(
                    InconsistentLog(
                        f"{target.name} cannot hold {card}: {self.not_holder[card][target]}",
                        _loc(event, "answer"),
                    )
                )
        elif known is not None and known[0] == target:
            self.problem(
                InconsistentLog(
                    f"{target.name} holds {card} ({known[1]}), so the answer cannot be no",
                    _loc(event, "answer"),
                )
            )

    def claim(self, event: Claim) -> None:
        claimer, half = event.claimer, event.half_suit
        team = claimer.team
        self.check_running(event)
        timing = claim_timing(self.rules, claimer, self.turn, self.end_game())
        if self.turn is None:
            self.turn = claimer
        elif timing is ClaimTiming.END_GAME:
            # The end of the game: asking is over and the player on turn claims alone.
            self.problem(
                RuleError(
                    f"a whole team has no cards, so {self.turn.name}, on turn, makes every "
                    f"remaining claim alone; {claimer.name} may not claim",
                    _loc(event),
                )
            )
        elif timing is ClaimTiming.NOT_ON_TURN:
            self.problem(
                RuleError(
                    f"it is {self.turn.name}'s turn; {claimer.name} may claim only on "
                    "their own turn (rules: any-time allows other claims)",
                    _loc(event),
                )
            )
        out_of_turn = timing is ClaimTiming.OUT_OF_TURN
        if claimer == self.turn and not out_of_turn:
            self.check_must_pass(event, claimer)
        if half in self.settled:
            done = self.settled[half]
            self.problem(
                RuleError(
                    f"{half.name} were already settled by event {done.event}",
                    _loc(event, "half_suit"),
                )
            )
        for card, owner in event.owners:
            if owner.team != team and not self.rules.split_claims:
                self.problem(
                    RuleError(
                        f"{owner.name} is not on {claimer.name}'s team; a claim names only "
                        "teammates (rules: split-claims allows naming opponents)",
                        _loc(event, f"owners:{card}:name"),
                    )
                )
                break
        outcome = event.outcome
        if outcome is Outcome.ANNULLED and self.rules.claim_outcomes is not ClaimOutcomes.ANNUL:
            self.problem(
                RuleError(
                    "a claim can be annulled only under the annul rule (rules: annul)",
                    _loc(event, "outcome"),
                )
            )
        if out_of_turn and outcome is Outcome.RIGHT:
            self.problem(
                RuleError(
                    f"it is {self.turn.name if self.turn else '?'}'s turn; under the annul rule "
                    "an out-of-turn claim is annulled or lost, never won",
                    _loc(event, "outcome"),
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
                        _loc(event, f"actual:{card}"),
                    )
                )
            elif holder in self.not_holder[card]:
                self.problem(
                    InconsistentLog(
                        f"{holder.name} cannot hold {card}: {self.not_holder[card][holder]}",
                        _loc(event, f"actual:{card}"),
                    )
                )
        if outcome is Outcome.RIGHT and not out_of_turn:
            for card, owner in declared.items():
                if card in actual and actual[card] != owner:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {card} was with {actual[card].name}, "
                            f"not {owner.name}",
                            _loc(event, f"actual:{card}"),
                        )
                    )
                    return
                known = self.holder.get(card)
                if known is not None and known[0] != owner:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {card} was with {known[0].name} "
                            f"({known[1]})",
                            _loc(event, f"owners:{card}"),
                        )
                    )
                    return
                if owner in self.not_holder[card]:
                    self.problem(
                        InconsistentLog(
                            f"the claim is marked right but {owner.name} cannot hold {card}: "
                            f"{self.not_holder[card][owner]}",
                            _loc(event, f"owners:{card}"),
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
                    _loc(event, "outcome"),
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

    def pass_turn(self, event: Pass) -> None:
        giver, receiver = event.giver, event.receiver
        self.check_running(event)
        self.check_turn(event, giver, "only the player on turn can pass it")
        faults = pass_faults(
            self.rules,
            giver,
            receiver,
            receiver_empty=self.hi[receiver.index] == 0,
            giver_holds=self.lo[giver.index] > 0,
            team_holds=any(self.lo[p.index] > 0 for p in self.table.members(giver.team)),
        )
        for fault in faults:
            self.problem(_pass_error(fault, event))
        for p in emptied_by_pass(self.rules, self.table, giver, receiver):
            self.hi[p.index] = 0
            self.lo[p.index] = 0
        self.at_least(receiver, 1)
        self.turn = receiver

    def count(self, event: HandCount) -> None:
        self.check_running(event)
        i = event.player.index
        lo, hi = self.lo[i], self.hi[i]
        if not lo <= event.count <= hi:
            expected = str(lo) if lo == hi else f"between {lo} and {hi}"
            self.problem(
                InconsistentLog(
                    f"{event.player.name} cannot have {event.count} "
                    f"card{'' if event.count == 1 else 's'} here; the log leaves "
                    f"{expected}",
                    _loc(event, "count"),
                )
            )
        self.lo[i] = self.hi[i] = event.count

    def step(self, event: Event) -> PublicState:
        """Apply the next event and return the state after it."""
        self.index += 1
        if isinstance(event, Ask):
            self.ask(event)
        elif isinstance(event, Claim):
            self.claim(event)
        elif isinstance(event, Pass):
            self.pass_turn(event)
        else:
            self.count(event)
        return self.snapshot(self.index)

    def run(self) -> Replay:
        states = [self.snapshot(0)]
        for event in self.log.events:
            states.append(self.step(event))
        return Replay(self.log, tuple(states), tuple(self.errors))

    index = 0


class LiveReplay:
    """The replay of a log that grows one event at a time (a game being played).

    Appending an event costs one step of the replay, not a replay of the whole log.

    >>> from fishsolve.notation.text import parse_log
    >>> log = parse_log("players: Asha Ben Cara Dev Eli Fay\\nBen asks Cara for 9C: no")
    >>> live = LiveReplay(log.with_events(()))
    >>> live.append(log.events[0]).turn.name
    'Cara'
    >>> live.replay(log) == replay(log)
    True
    """

    def __init__(self, log: GameLog, lenient: bool = False) -> None:
        """Replay the events ``log`` already has (see :func:`replay` for ``lenient``)."""
        self._replayer = _Replayer(log, lenient)
        self.states: list[PublicState] = [self._replayer.snapshot(0)]
        for event in log.events:
            self.append(event)

    @property
    def errors(self) -> tuple[FishsolveError, ...]:
        """The problems collected so far (lenient replays only)."""
        return tuple(self._replayer.errors)

    def append(self, event: Event) -> PublicState:
        """Replay one more event and return the state after it.

        Raises:
            RuleError: an illegal event (unless lenient).
            InconsistentLog: an event the log itself contradicts (unless lenient).
        """
        state = self._replayer.step(event)
        self.states.append(state)
        return state

    def replay(self, log: GameLog) -> Replay:
        """The :class:`Replay` of ``log``, whose events must be those appended so far."""
        if len(log.events) != len(self.states) - 1:
            raise ValueError(
                f"{len(self.states) - 1} events replayed, the log has {len(log.events)}"
            )
        return Replay(log, tuple(self.states), self.errors)


def replay(log: GameLog, lenient: bool = False) -> Replay:
    """Replay ``log``; raise the first :class:`RuleError` or :class:`InconsistentLog`.

    With ``lenient=True`` every problem is collected in :attr:`Replay.errors` instead and the
    replay goes on as if the event had been legal.
    """
    return _Replayer(log, lenient).run()
