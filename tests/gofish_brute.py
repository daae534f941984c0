"""An independent second reading of Go Fish family deduction: enumerate every card-level deal
and stock order of a small game, play the log's events on each with this module's own rule code,
and tally the arrangements each perspective cannot rule out.

Nothing here imports the replay or the counter (fishsolve.gofish.deduce): only the log's values.
A perspective sees: the public part of every event (who asks whom for what, how many cards or
yes/no, whether a go fish's draw was lucky and that card, the cards of each book); a draw is
lucky when it is of the rank asked for, under card asks when it is the card asked for — or, with
``rules: lucky-rank`` (S-GF Paso 3, "Si la carta tomada corresponde al valor que pidió", *valor*
read as the rank), any card of that card's rank, shown all the same; a seat adds
its dealt hand (when the log has it) and the identity of every card it drew; "full" knows every
hand and the stock order of a full record, so one arrangement remains.

At a position whose next line is an ask, nobody holds a book (it is laid at once); elsewhere a
book may be waiting. The asks of the seat on turn are priced as asks made then: with no book held.
Under pairs, a pair laid from m cards of its rank is the player's pick, each of the C(m, 2) pairs
as likely: the arrangement counts C(4, 2) / C(m, 2) times. ``raw`` is the count before the cap of
the position (what an event's bits are measured on: the cap is the next ask's question).
tests/gofish_reference.py is a second, separate reading of the sheet.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations, permutations
from math import comb
from typing import Any

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.seating import Player


@dataclass
class Tally:
    """What one perspective's consistent arrangements say after some events."""

    total: int = 0
    raw: int = 0
    asked: int = 0
    """The weight of the arrangements with no book held (the asks are priced on them)."""
    holds: Counter[tuple[int, Rank, int]] = field(default_factory=Counter)
    stock: Counter[tuple[Rank, int]] = field(default_factory=Counter)
    cards: Counter[tuple[Card, int]] = field(default_factory=Counter)
    yes: Counter[tuple[int, Rank, Card | None]] = field(default_factory=Counter)
    lucky: Counter[tuple[int, Rank, Card | None]] = field(default_factory=Counter)
    viewer_ranks: set[Rank] | None = None
    viewer_maybe: set[Card] = field(default_factory=set)


def _deals(deck: list[Card], players: int, size: int) -> Any:
    def rec(rest: list[Card], k: int) -> Any:
        if k == players:
            for order in permutations(rest):
                yield (), order
            return
        for hand in combinations(rest, size):
            left = [c for c in rest if c not in hand]
            for hands, order in rec(left, k + 1):
                yield (frozenset(hand), *hands), order

    yield from rec(deck, 0)


class _Game:
    """One arrangement played along the log: public and private observations per event."""

    def __init__(self, log: FishLog, hands: tuple[frozenset[Card], ...], order: tuple[Card, ...]):
        self.log = log
        self.hands = [set(h) for h in hands]
        self.order = order
        self.top = 0
        self.ok = True
        self.weight = 1

    def _draw(self) -> Card:
        card = self.order[self.top]
        self.top += 1
        return card

    def step(self, e: Any) -> tuple[Any, dict[int, Any]]:
        """Play event ``e``; return its public observation and each seat's private one (or set
        ``ok`` False when the rules or the log's answers cannot fit)."""
        rules = self.log.rules
        book = rules.book
        private: dict[int, Any] = {}
        if isinstance(e, FishAsk):
            for hand in self.hands:
                if _most_of_a_rank(hand) >= book:
                    self.ok = False
            a, t = e.asker.index, e.target.index
            if not any(c.rank == e.rank for c in self.hands[a]):
                self.ok = False
            if e.card is not None:
                if e.card in self.hands[a]:
                    self.ok = False
                given = [e.card] if e.card in self.hands[t] else []
            else:
                given = [c for c in self.hands[t] if c.rank == e.rank]
            for c in given:
                self.hands[t].discard(c)
                self.hands[a].add(c)
            public: tuple[Any, ...] = (len(given),)
            if not given and self.top < len(self.order):
                card = self._draw()
                self.hands[a].add(card)
                if e.card is not None and not rules.lucky_rank:
                    lucky = card == e.card  # card asks: the card asked for
                else:
                    lucky = card.rank == e.rank  # rank asks, and card asks under lucky-rank
                public += (lucky, card if lucky else None)
                private[a] = card
            return public, private
        if isinstance(e, Book):
            cards = e.cards or tuple(c for c in rules.cards if c.rank == e.rank)
            p = e.player.index
            if not all(c in self.hands[p] for c in cards):
                self.ok = False
            held = sum(1 for c in self.hands[p] if c.rank == e.rank)
            if self.ok:
                # The pair laid is one of the C(held, 2) picks, each as likely.
                self.weight *= comb(4, book) // comb(held, book)
            for c in cards:
                self.hands[p].discard(c)
            return ("book", frozenset(cards)), private
        assert isinstance(e, Refill)
        drawn = frozenset(self._draw() for _ in range(e.count))
        self.hands[e.player.index].update(drawn)
        private[e.player.index] = drawn
        return ("refill",), private


def tallies(
    log: FishLog,
    viewers: list[Player | str],
    upto: int,
    on_turn: list[Player | None],
    settle: bool = True,
) -> dict[str, list[Tally]]:
    """Per viewer (its name, "public" or "full"), the tally after each of 0..``upto`` events.
    ``on_turn[i]``: who is on turn after i events (their asks are priced when they view).
    Without ``settle`` every position is taken as the end of the log cut there: no cap, for the
    view or the asks (as a puzzle cut there sees it)."""
    rules = log.rules
    n = len(log.seating)
    size = len(log.hands[0][1])
    players = log.seating.players
    events = log.events[:upto]
    true_game = _Game(log, tuple(frozenset(h) for _, h in log.hands), log.stock or ())
    true_obs = [true_game.step(e) for e in events]
    names = {id(v): (v.name if isinstance(v, Player) else v) for v in viewers}
    out = {names[id(v)]: [Tally() for _ in range(upto + 1)] for v in viewers}
    true_hands = tuple(frozenset(h) for _, h in log.hands)
    # Per viewer: its tallies, and its seat (None: the public or the full view).
    tallied = [out[names[id(v)]] for v in viewers]
    seat_of = [v.index if isinstance(v, Player) else None for v in viewers]
    seats = [p.index for p in players]
    for hands, order in _deals(list(rules.cards), n, size):
        alive = [
            (hands == true_hands and order == log.stock)
            if v == "full"
            else (seat is None or hands[seat] == true_hands[seat])
            for v, seat in zip(viewers, seat_of, strict=True)
        ]
        game = _Game(log, hands, order)
        for i in range(upto + 1):
            if i > 0:
                public, private = game.step(events[i - 1])
                t_public, t_private = true_obs[i - 1]
                same = game.ok and public == t_public
                for k, seat in enumerate(seat_of):
                    if alive[k]:
                        alive[k] = same and (
                            seat is None or private.get(seat) == t_private.get(seat)
                        )
            if not any(alive):
                break
            # What the arrangement shows now is the same for every viewer still in it: worked
            # out once, added to each.
            seen = _seen(game, seats, rules)
            no_book = not settle or all(_most_of_a_rank(h) < rules.book for h in game.hands)
            at_ask = settle and i < len(log.events) and isinstance(log.events[i], FishAsk)
            for k, v in enumerate(viewers):
                if alive[k]:
                    tallied[k][i].raw += game.weight
                    if no_book or not at_ask:
                        _add(tallied[k][i], seen, game, players, rules, v, on_turn[i], no_book)
    return out


def _most_of_a_rank(hand: set[Card]) -> int:
    """How many cards of one rank ``hand`` holds at most."""
    counts: dict[Rank, int] = {}
    for c in hand:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return max(counts.values(), default=0)


_Seen = tuple[list[tuple[int, Rank, int]], list[tuple[Rank, int]], list[tuple[Card, int]]]


def _seen(g: _Game, seats: list[int], rules: Any) -> _Seen:
    """One arrangement's state as the tallies count it: (player, rank, how many it holds) for
    every player and rank, (rank, how many in the stock) for every rank, (card, place) for
    every card in a hand or the stock (place: the player's index, or the number of players)."""
    holds: list[tuple[int, Rank, int]] = []
    cards: list[tuple[Card, int]] = []
    for seat in seats:
        counts = dict.fromkeys(rules.ranks, 0)
        for c in g.hands[seat]:
            counts[c.rank] += 1
            cards.append((c, seat))
        holds += [(seat, r, n) for r, n in counts.items()]
    in_stock = dict.fromkeys(rules.ranks, 0)
    stock_place = len(seats)
    for c in g.order[g.top :]:
        in_stock[c.rank] += 1
        cards.append((c, stock_place))
    return holds, list(in_stock.items()), cards


def _add(
    t: Tally,
    seen: _Seen,
    g: _Game,
    players: tuple[Player, ...],
    rules: Any,
    v: Any,
    turn: Any,
    no_book: bool,
) -> None:
    w = g.weight
    t.total += w
    holds, stock_counts, cards = seen
    # Every key in each list is distinct: the arrangement's weight for each.
    t.holds.update(dict.fromkeys(holds, w))
    t.stock.update(dict.fromkeys(stock_counts, w))
    t.cards.update(dict.fromkeys(cards, w))
    if turn is None or v != turn or not no_book:
        return
    t.asked += w
    stock = g.order[g.top :]
    laid = set(rules.cards) - set().union(*g.hands) - set(stock)
    me = g.hands[turn.index]
    ranks = {c.rank for c in me}
    t.viewer_ranks = ranks if t.viewer_ranks is None else t.viewer_ranks & ranks
    t.viewer_maybe |= me
    nxt = stock[0] if stock else None
    for q in players:
        if q == turn or not g.hands[q.index]:
            continue
        for r in rules.ranks:
            if rules.card_asks:
                for c in rules.cards:
                    if c.rank != r or c in laid:
                        continue
                    if c in g.hands[q.index]:
                        t.yes[(q.index, r, c)] += w
                    elif nxt == c or (rules.lucky_rank and nxt is not None and nxt.rank == r):
                        t.lucky[(q.index, r, c)] += w
            else:
                if any(c.rank == r for c in g.hands[q.index]):
                    t.yes[(q.index, r, None)] += w
                elif nxt is not None and nxt.rank == r:
                    t.lucky[(q.index, r, None)] += w


def odds(t: Tally, rules: Any) -> dict[tuple[int, Rank, Card | None], tuple[Fraction, Fraction]]:
    """The viewer's legal asks (ranks it holds in every arrangement; under card asks, cards it
    holds in none) with P(yes) and P(lucky)."""
    out = {}
    keys = set(t.yes) | set(t.lucky)
    for q, r, c in keys:
        if t.viewer_ranks is None or r not in t.viewer_ranks:
            continue
        if c is not None and c in t.viewer_maybe:
            continue
        out[(q, r, c)] = (
            Fraction(t.yes[(q, r, c)], t.asked),
            Fraction(t.lucky[(q, r, c)], t.asked),
        )
    return out
