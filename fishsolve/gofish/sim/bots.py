"""Bots for the Go Fish family: what a player chooses to ask on their turn.

A bot sees a :class:`Seat` — its own hand and the public record — and returns an ask. The random bot
asks for a rank (card) it may ask for, of a player with cards, uniformly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.seating import Player


@dataclass(frozen=True)
class Seat:
    """What the player on turn sees: their hand, who may be asked, and the record so far."""

    player: Player
    hand: tuple[Card, ...]
    targets: tuple[Player, ...]
    rules: GoFishRules
    record: FishLog
    laid: frozenset[Card] = frozenset()


@dataclass(frozen=True)
class Choice:
    """An ask: the target and the rank (and, under card asks, the card)."""

    target: Player
    rank: Rank
    card: Card | None = None


class Bot(Protocol):
    """Chooses an ask for the player on turn."""

    def choose(self, seat: Seat) -> Choice: ...


def legal_asks(seat: Seat) -> list[Choice]:
    """Every ask the rules allow ``seat``'s player (a rank they hold; under card asks, a card of
    such a rank that they do not hold), of every player with cards."""
    ranks = sorted({c.rank for c in seat.hand})
    asks = []
    for target in seat.targets:
        for rank in ranks:
            if seat.rules.card_asks:
                held = set(seat.hand)
                for card in seat.rules.cards:
                    if card.rank == rank and card not in held and card not in seat.laid:
                        asks.append(Choice(target, rank, card))
            else:
                asks.append(Choice(target, rank))
    return asks


class RandomBot:
    """Asks uniformly among the legal asks."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, seat: Seat) -> Choice:
        return self.rng.choice(legal_asks(seat))
