"""What a seat of the game simulator sees and may do: the actions, the view and the bot protocol.

A bot is any object with ``choose(view) -> Action`` (called when it is on turn) and
``interject(view) -> ClaimAction | None`` (called off turn when the rules let a player claim out
of turn). It sees a :class:`BotView` only: its own hand, the public history, the public hand sizes
and the rules -- never another hand. The simulator checks every action; an illegal one is a bug in
the bot and stops the game. The bots themselves are in :mod:`fishsolve.literature.sim.bots` and
:mod:`fishsolve.literature.sim.tracker`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.events import Event, GameLog
from fishsolve.literature.game.legality import (
    ClaimTiming,
    askable_cards,
    asker_rule_binds,
    claim_needs_cards,
    claim_timing,
    is_end_game,
)
from fishsolve.literature.game.options import RuleSet
from fishsolve.seating import Player, Table, Team


@dataclass(frozen=True, slots=True)
class AskAction:
    """Ask ``target`` for ``card``."""

    target: Player
    card: Card


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """Claim ``half_suit``, naming the owner of each of its six cards (in card order)."""

    half_suit: HalfSuit
    owners: tuple[tuple[Card, Player], ...]

    @classmethod
    def of(cls, half_suit: HalfSuit, owners: Mapping[Card, Player]) -> ClaimAction:
        """The claim naming ``owners[c]`` for each card ``c`` of ``half_suit``."""
        return cls(half_suit, tuple((c, owners[c]) for c in half_suit.cards))


@dataclass(frozen=True, slots=True)
class PassAction:
    """Hand the turn to ``receiver``."""

    receiver: Player


Action = AskAction | ClaimAction | PassAction


@dataclass(frozen=True)
class BotView:
    """Everything one seat may know: its own hand and the public record.

    Attributes:
        me: the seat this view belongs to.
        table: the players.
        rules: the rules in force (deck included).
        dealt: the hand ``me`` was dealt (a player remembers it).
        hand: the cards ``me`` holds now.
        events: the public history so far.
        hand_sizes: every player's current hand size, by seat index (public at the table).
        turn: the player on turn.
        start: who played first.
        settled: the half-suits already claimed, in the order they were.
        in_play: the half-suits not yet claimed, in deck order.
        score: sets won by team A and team B.
        teammates: the other players of ``me``'s team, in seat order.
        opponents: the players of the other team, in seat order.
    """

    me: Player
    table: Table
    rules: RuleSet
    dealt: frozenset[Card]
    hand: frozenset[Card]
    events: tuple[Event, ...]
    hand_sizes: tuple[int, ...]
    turn: Player
    start: Player
    settled: tuple[HalfSuit, ...]
    in_play: tuple[HalfSuit, ...]
    score: tuple[int, int]
    teammates: tuple[Player, ...]
    opponents: tuple[Player, ...]

    def size(self, player: Player) -> int:
        """The current hand size of ``player``."""
        return self.hand_sizes[player.index]

    def team_cards(self, team: Team) -> int:
        """How many cards ``team`` holds in all."""
        return sum(self.size(p) for p in self.table.members(team))

    @cached_property
    def end_game(self) -> bool:
        """True once a whole team is out of cards: asking is over, the rest is claimed."""
        sizes = self.hand_sizes
        mine = sizes[self.me.index] + sum(sizes[p.index] for p in self.teammates)
        return is_end_game((mine, sum(sizes[p.index] for p in self.opponents)))

    def claims_empty_handed(self) -> bool:
        """True if ``me``, on turn with an empty hand, may claim on (``empty-claimer``)."""
        team_holds = any(self.size(p) for p in self.teammates)
        on_turn = self.turn == self.me
        return on_turn and not claim_needs_cards(self.rules, on_turn, self.end_game, team_holds)

    def with_cards(self, players: Sequence[Player]) -> list[Player]:
        """Those of ``players`` who hold cards now."""
        return [p for p in players if self.hand_sizes[p.index] > 0]

    def may_ask(self) -> bool:
        """True if ``me`` is on turn and may ask (has cards, and it is not the end-game)."""
        return self.turn == self.me and bool(self.hand) and not self.end_game

    def targets(self) -> list[Player]:
        """Opponents with cards: the players an ask may go to."""
        return self.with_cards(self.opponents)

    def ask_cards(self) -> list[Card]:
        """Cards an honest ask may name: the missing cards of half-suits ``me`` holds part of."""
        return askable_cards(self.hand, self.in_play)

    def bluff_cards(self) -> list[Card]:
        """Cards a bluff may name: every card in play, ``me``'s own included."""
        return [c for half in self.in_play for c in half.cards]

    def proper_asks(self) -> list[AskAction]:
        """Every legal ask that obeys the asker rule (empty when ``me`` may not ask)."""
        if not self.may_ask():
            return []
        return [AskAction(t, c) for c in self.ask_cards() for t in self.targets()]

    def bluff_asks(self) -> list[AskAction]:
        """Under ``bluff``: every legal ask, of any card in play (empty when ``me`` may not ask)."""
        if asker_rule_binds(self.rules) or not self.may_ask():
            return []
        return [AskAction(t, c) for c in self.bluff_cards() for t in self.targets()]

    def as_log(self) -> GameLog:
        """The game so far as a log from this seat: its dealt hand and the public events."""
        return GameLog(self.table, self.rules, {self.me: self.dealt}, self.events, self.start)


def claims_freely(view: BotView) -> bool:
    """True if a claim by ``view.me`` now would be an ordinary one, neither illegal nor penalised.

    Off turn that needs ``any-time``: under the annul rule alone the claim is out of turn, and can
    at best be annulled.
    """
    return claim_timing(view.rules, view.me, view.turn, view.end_game) in (
        ClaimTiming.ON_TURN,
        ClaimTiming.OFF_TURN,
    )


class Bot(Protocol):
    """A player: chooses an action on turn, and may claim off turn where the rules allow."""

    def choose(self, view: BotView) -> Action:
        """The action to take when ``view.me`` is on turn."""
        ...

    def interject(self, view: BotView) -> ClaimAction | None:
        """An out-of-turn claim, or None (asked only when the rules allow such claims)."""
        ...


BotFactory = Callable[[random.Random], Bot]
"""Makes one seat's bot for one game, given that bot's own random generator."""
