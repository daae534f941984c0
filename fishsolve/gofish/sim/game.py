"""A rules-exact Go Fish family game, dealt from a seed and played by bots, as a full record.

The record names every hand and the stock's order, so that the replay checks every answer and draw
against them, and deduction from any seat can be tested against the real cards.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from fishsolve.cards import Card
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.game.seating import Seating
from fishsolve.gofish.sim.bots import Bot, RandomBot, Seat
from fishsolve.seating import Player

MAX_EVENTS = 2000
"""A safety stop: no real game is this long (each ask moves cards or draws one)."""


class _Table:
    def __init__(self, seating: Seating, rules: GoFishRules, rng: random.Random) -> None:
        self.seating = seating
        self.rules = rules
        deck = list(rules.cards)
        rng.shuffle(deck)
        size = rules.hand_size(len(seating))
        players = seating.players
        self.dealt = {
            p: tuple(sorted(deck[i * size : (i + 1) * size])) for i, p in enumerate(players)
        }
        self.stock_order = tuple(deck[size * len(players) :])
        self.hands = {p: list(cards) for p, cards in self.dealt.items()}
        self.stock = list(self.stock_order)
        self.events: list[FishEvent] = []
        self.laid: set[Card] = set()

    def lay_books(self, p: Player) -> None:
        book = self.rules.book
        while True:
            counts = Counter(c.rank for c in self.hands[p])
            full = sorted(r for r, n in counts.items() if n >= book)
            if not full:
                return
            rank = full[0]
            cards = sorted(c for c in self.hands[p] if c.rank == rank)[:book]
            for c in cards:
                self.hands[p].remove(c)
            self.laid.update(cards)
            self.events.append(Book(p, rank, tuple(cards) if book == 2 else ()))

    def refill(self, p: Player) -> None:
        if not self.hands[p] and self.stock:
            n = self.rules.refill_count(len(self.stock))
            drawn, self.stock = self.stock[:n], self.stock[n:]
            self.hands[p].extend(drawn)
            self.events.append(Refill(p, n))
            self.lay_books(p)
            self.refill(p)

    def active(self, p: Player) -> bool:
        return bool(self.hands[p])

    def next_active(self, p: Player) -> Player | None:
        q = self.seating.left_of(p)
        for _ in range(len(self.seating)):
            if self.active(q):
                return q
            q = self.seating.left_of(q)
        return None

    def record(self, start: Player) -> FishLog:
        return FishLog(
            seating=self.seating,
            rules=self.rules,
            hands=tuple(self.dealt.items()),
            stock=self.stock_order,
            start=start,
            events=tuple(self.events),
        )


def play(
    names: Sequence[str],
    rules: GoFishRules,
    seed: int,
    bots: Callable[[Player, random.Random], Bot] | None = None,
) -> FishLog:
    """Deal from ``seed`` and play a whole game; the full record (every hand and the stock)."""
    rng = random.Random(seed)
    seating = Seating.from_names(list(names))
    table = _Table(seating, rules, rng)
    make = bots or (lambda _p, r: RandomBot(r))
    players_bots = {p: make(p, random.Random(rng.random())) for p in seating}
    start = seating.players[0]
    for p in seating:
        table.lay_books(p)
    for p in seating:
        table.refill(p)
    turn: Player | None = start
    while turn is not None and len(table.events) < MAX_EVENTS:
        if not table.active(turn):
            turn = table.next_active(turn)
            continue
        hand = tuple(sorted(table.hands[turn]))
        targets = tuple(q for q in seating if q != turn and table.active(q))
        if not targets:
            # Nobody to ask: the others are out. The player keeps their cards; the game is over
            # when no active player can ask (see docs/gofish.md).
            break
        seat = Seat(turn, hand, targets, rules, table.record(start), frozenset(table.laid))
        choice = players_bots[turn].choose(seat)
        target = choice.target
        if rules.card_asks:
            assert choice.card is not None
            given_cards = [choice.card] if choice.card in table.hands[target] else []
        else:
            given_cards = sorted(c for c in table.hands[target] if c.rank == choice.rank)
        for c in given_cards:
            table.hands[target].remove(c)
            table.hands[turn].append(c)
        drawn: Card | None = None
        lucky = False
        if not given_cards and table.stock:
            drawn = table.stock.pop(0)
            table.hands[turn].append(drawn)
            lucky = rules.is_lucky(choice.rank, choice.card, drawn)
        table.events.append(
            FishAsk(
                turn,
                target,
                choice.rank,
                len(given_cards),
                choice.card,
                (),
                drawn if lucky else None,
                lucky,
            )
        )
        table.lay_books(turn)
        table.refill(target)
        table.refill(turn)
        if (not given_cards and not lucky) or not table.active(turn):
            # A go fish passes the turn to the left; so does an asker left with no cards.
            turn = table.next_active(turn)
    return table.record(start)
