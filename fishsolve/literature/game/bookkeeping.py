"""The replay's running record of a game and the checks every kind of event shares."""

from __future__ import annotations

import copy
from typing import Any

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError, Location, RuleError
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.corrections import plan
from fishsolve.literature.game.events import Event, GameLog, Pass
from fishsolve.literature.game.legality import PassFault, is_end_game
from fishsolve.literature.game.state import HandRange, Note, PublicState, SetResult
from fishsolve.seating import Player

# The replay's running record: what an event may change, and :meth:`Bookkeeper.restore` puts back.
_RECORD = (
    "lo",
    "hi",
    "turn",
    "turn_cause",
    "moved",
    "settled",
    "score",
    "over",
    "over_reason",
    "holder",
    "not_holder",
)


def source_at(event: Event, name: str | None = None) -> Location | None:
    return event.source.at(name) if event.source else None


def not_dealt(player: Player, card: Card) -> str:
    return f"{player.name} was not dealt {card}"


def line_of(event: Event) -> str:
    return f"line {event.source.line}" if event.source else "an earlier event"


def pass_error(fault: PassFault, event: Pass) -> RuleError:
    giver, receiver = event.giver.name, event.receiver.name
    if fault is PassFault.TO_SELF:
        return RuleError(f"{giver} cannot pass the turn to themself", source_at(event, "receiver"))
    if fault is PassFault.RECEIVER_EMPTY:
        return RuleError(
            f"{receiver} has no cards and cannot take the turn", source_at(event, "receiver")
        )
    if fault is PassFault.GIVER_HOLDS:
        return RuleError(
            f"{giver} still has cards; passing the turn to a teammate needs an empty hand "
            "(or rules: pass-turn)",
            source_at(event),
        )
    return RuleError(
        f"{giver} may hand the turn to an opponent only when their whole team has no cards",
        source_at(event, "receiver"),
    )


class Bookkeeper:
    """The replay's running record: hand sizes, turn, holdings, score, and the problems found.

    The steps of the replay (:mod:`fishsolve.literature.game.replay`,
    :mod:`fishsolve.literature.game.claim_replay`) build on it; every check they make calls the
    rules of :mod:`fishsolve.literature.game.legality` and
    :mod:`fishsolve.literature.game.outcomes`.
    """

    index = 0
    """Events replayed so far."""

    def __init__(self, log: GameLog, lenient: bool) -> None:
        self.log = log
        self.lenient = lenient
        self.errors: list[FishsolveError] = []
        self.notes: list[Note] = []
        # Problems of an event a correction voids are caught here instead (see CorrectionReplay).
        self.caught: list[FishsolveError] | None = None
        self.plan = plan(log.events)
        self.seen: list[Event] = []
        """The events replayed so far."""
        table = log.table
        self.table = table
        self.deck = log.rules.deck
        self.rules = log.rules
        size = log.hand_size
        self.lo = [size] * len(table)
        self.hi = [size] * len(table)
        self.turn: Player | None = log.start
        # Why the turn is where it is, when the event's own reason ("after a 'no' the turn
        # passes to the player asked") would not say it: the start: header, a 'yes', a pass.
        self.turn_cause: str | None = None
        if log.start is not None and log.start == log.dealer and "start" not in log.header_sources:
            where = log.header_sources.get("dealer")
            self.turn_cause = (
                f"'dealer: {log.start.name}' on line {where.line}: the dealer asks first"
                if where
                else f"{log.start.name} dealt, and the dealer asks first"
            )
        elif log.start is not None:
            where = log.header_sources.get("start")
            self.turn_cause = (
                f"'start: {log.start.name}' on line {where.line} gives {log.start.name} the "
                "first turn"
                if where
                else f"the log's start gives {log.start.name} the first turn"
            )
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
                    self.not_holder[card][player] = not_dealt(player, card)

    # -- bookkeeping -----------------------------------------------------------------------

    def save(self) -> dict[str, Any]:
        """A copy of the running record, for :meth:`restore` (an event undone, or refused)."""
        saved = {name: copy.deepcopy(getattr(self, name)) for name in _RECORD}
        saved["_counts"] = (self.index, len(self.seen), len(self.errors), len(self.notes))
        return saved

    def restore(self, saved: dict[str, Any]) -> None:
        """Put back the record :meth:`save` copied (the events seen are cut back too)."""
        saved = dict(saved)
        index, seen, errors, notes = saved.pop("_counts")
        for name, value in saved.items():
            setattr(self, name, value)
        self.index = index
        del self.seen[seen:], self.errors[errors:], self.notes[notes:]

    def problem(self, err: FishsolveError) -> None:
        if err.location is None and self.index:
            # An event without a source line (read from JSON): name it the way JSON errors do.
            prefix = f"{self.log.path}: " if self.log.path else ""
            err = type(err)(f"{prefix}events[{self.index - 1}]: {err.message}")
        if self.caught is not None:
            self.caught.append(err)
            return
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

    def maybe_end_game(self) -> bool:
        # A team may be empty as soon as every member's lower bound is 0.
        return is_end_game(
            sum(self.lo[p.index] for p in self.table.members(t)) for t in self.table.teams
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
            self.problem(RuleError(f"the game is over ({self.over_reason})", source_at(event)))

    def check_turn(self, event: Event, actor: Player, doing: str) -> None:
        if self.turn is None:
            self.first_turn(event, actor)
            return
        if self.turn != actor:
            why = self.turn_cause or doing
            self.problem(
                RuleError(
                    f"it is {self.turn.name}'s turn, not {actor.name}'s; {why}",
                    source_at(event),
                )
            )

    def first_turn(self, event: Event, actor: Player) -> None:
        """Without a start: header, whoever acts first is on turn."""
        self.turn = actor
        self.turn_cause = f"{actor.name} took the first turn on {line_of(event)}"

    def check_must_pass(self, event: Event, actor: Player) -> None:
        if self.hi[actor.index] == 0:
            mates = [p for p in self.table.teammates(actor) if self.hi[p.index] > 0]
            whom = f"a teammate ({', '.join(p.name for p in mates)})" if mates else "an opponent"
            self.problem(
                RuleError(
                    f"{actor.name} has no cards and must pass the turn to {whom} "
                    f"(write '{actor.name} passes to NAME')",
                    source_at(event),
                )
            )
