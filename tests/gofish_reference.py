"""A reference for Go Fish family deduction, written from the rule sheet S-GF (Go Fish, Spanish,
``shared/seeds/002_…``) and not from fishsolve's reading of it: every deal and every order of the
stock of a small game, each log line played on it, and what is left weighed.

Nothing of fishsolve is used but the values of the log (players, rules, cards, events); no replay,
no counter, no rule code. The conventions it decides, and why:

1. **Every deal and every order of the stock is equally likely** (the sheet shuffles and deals
   face down: "Reparta las cartas boca abajo"). A draw takes the top card ("Usted toma la carta
   superior del mazo"), so given what was drawn before, each card left is as likely to come next.
   The enumeration branches on the card (or, for a refill of k cards, the set of k cards) each
   draw takes: every branch has the same chance, and every consistent line of play at a position
   has drawn as many cards (the table sees every draw), so counting branches counts orders.
2. **Books are laid at once**: "En cualquier momento en que tenga cuatro cartas del mismo valor,
   colóquelas boca arriba" (two under pairs: "recolectar parejas (dos del mismo valor)"). A log
   writes the book on the line after the one that completed it, so a player may hold a book
   between those two lines; but by the time anyone asks (Paso 1), every completed book is down:
   **at an ask nobody holds four of a rank (two under pairs).**
3. **Positions.** Position N is the moment after N lines, when line N + 1 happens. When that line
   is an ask, (2) holds there. Before a book line, before a refill line (a player must draw
   first), or after the log's last line, a book may still be waiting to be laid: nothing more is
   assumed. The asks of the player on turn are priced as asks made then: with (2).
4. **Choices weigh nothing** beyond what they prove. Which ask (target, rank, card) is any legal
   ask, whatever the hand: an ask only proves that it was legal. Which pair a player lays from m
   cards of a rank is a free choice among the C(m, 2) pairs; picked at random, every pair is as
   likely, so an arrangement in which the player held the two cards named weighs 1 / C(m, 2): then
   the chance of naming any given two cards is the same whatever m, and the suits named shift no
   count (of a player none of whose cards of the rank the perspective had seen). It is a weight
   of the arrangement, the same for every perspective. A book of four is all four cards (no
   choice). Weights are kept as integers times 6 = C(4, 2), so 6 // C(m, 2): only ratios are
   compared.
5. **What a perspective sees.** The table ("public"): every ask and its answer (Go Fish: how many
   cards; card asks: yes or no), whether a draw was the rank (card) asked for — such a draw is shown
   and its card known, from the line or from the log's stock line — every book's cards and every
   refill's size. A seat adds its own dealt hand when the log has it, the cards it draws (written,
   or read from the stock line), and the cards named in a yes it gave or took. "full" adds every
   hand the log has and the whole stock line.
6. **A refill takes five cards, or the table's number.** Paso 5: "Si se le acaban las cartas en
   medio de la partida, tome cinco cartas del mazo (o las que queden)". A table teaching with a
   small deck refills with fewer and writes how many in a ``refill:`` header; a refill then takes
   that many, or what the stock has left — the top cards, so each set of that many cards left is
   as likely (the enumeration branches on the set, as in 1).
7. **What a lucky draw is under card asks.** Paso 3: "Si la carta tomada corresponde al valor que
   pidió, muéstrela a los demás jugadores y juegue otro turno; de lo contrario, guárdela sin
   mostrarla". Asking for a card (Autores: "piden cartas específicas … en lugar de un valor"),
   the sheet does not say which *valor* that is. Read as the card asked for (the default), only
   that card is shown; read as the rank — the sheet's word for a rank everywhere ("cuatro cartas
   del mismo valor"), which ``rules: lucky-rank`` says the table plays — any card of the rank
   asked for is shown and the asker asks again, and a draw kept hidden is of another rank. The
   chance of a lucky draw is then the chance that the target lacks the card and the top card is
   of the rank.

:func:`reckon` returns, per perspective and position, the weights of each count of each rank in
each hand and in the stock, each card's place (card asks), and the weights behind the asks of the
seat on turn.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import TypeVar

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.seating import Player

PICKS = 6
"""C(4, 2): the integer scale of the pick weights (convention 4)."""

K = TypeVar("K")

AskKey = tuple[int, Rank, Card | None]
"""(target's seat, rank, card under card asks)."""


@dataclass
class Tally:
    """Weights of one perspective's consistent arrangements at one position."""

    total: int = 0
    holds: dict[tuple[int, Rank, int], int] = field(default_factory=dict)
    stock: dict[tuple[Rank, int], int] = field(default_factory=dict)
    cards: dict[tuple[Card, int], int] = field(default_factory=dict)

    def chance(self, seat: int, rank: Rank, k: int) -> Fraction:
        """The chance that ``seat`` holds exactly ``k`` cards of ``rank``."""
        return Fraction(self.holds.get((seat, rank, k), 0), self.total)


@dataclass
class Asks:
    """The on-turn seat's asks as weights: ``yes`` (the target holds it), ``lucky`` (it does not
    and the top card is it: weight times the cards that fit, over ``left`` cards in the stock)."""

    card_asks: bool
    left: int
    total: int = 0
    yes: dict[AskKey, int] = field(default_factory=dict)
    lucky: dict[AskKey, int] = field(default_factory=dict)
    ranks: set[Rank] | None = None
    """Ranks the seat holds in every arrangement (the asks it surely may make)."""
    maybe: set[Card] = field(default_factory=set)
    """Cards the seat holds in some arrangement (card asks: not surely legal to ask for)."""
    laid: set[Card] = field(default_factory=set)

    def odds(
        self, targets: Sequence[int], cards: Sequence[Card]
    ) -> dict[AskKey, tuple[Fraction, Fraction]]:
        """(target, rank, card) -> (P(yes), P(lucky draw)) for every ask surely legal."""
        out: dict[AskKey, tuple[Fraction, Fraction]] = {}
        if not self.total or self.ranks is None:
            return out
        for q in targets:
            for r in sorted(self.ranks):
                keys: list[AskKey]
                if self.card_asks:
                    keys = [
                        (q, r, c)
                        for c in cards
                        if c.rank == r and c not in self.maybe and c not in self.laid
                    ]
                else:
                    keys = [(q, r, None)]
                for key in keys:
                    yes = Fraction(self.yes.get(key, 0), self.total)
                    lucky = (
                        Fraction(self.lucky.get(key, 0), self.total * self.left)
                        if self.left
                        else Fraction(0)
                    )
                    out[key] = (yes, lucky)
        return out


@dataclass
class Reckoning:
    """Per position: the view (``view``) and, where a seat is on turn, its asks (``asks``)."""

    view: list[Tally]
    asks: list[Asks | None]


@dataclass
class _Path:
    hands: list[frozenset[Card]]
    stock: frozenset[Card]
    laid: frozenset[Card]
    drawn: int
    weight: int
    alive: list[bool]


def _bump(into: dict[K, int], key: K, w: int) -> None:
    into[key] = into.get(key, 0) + w


def _deals(cards: list[Card], sizes: list[int]) -> Iterator[tuple[frozenset[Card], ...]]:
    if not sizes:
        yield ()
        return
    for hand in combinations(cards, sizes[0]):
        rest = [c for c in cards if c not in hand]
        for others in _deals(rest, sizes[1:]):
            yield (frozenset(hand), *others)


class _Reckoner:
    def __init__(
        self, log: FishLog, viewers: Sequence[Player | str], on_turn: Sequence[Player | None]
    ) -> None:
        self.log = log
        self.rules = log.rules
        self.n = len(log.seating)
        self.book = log.rules.book
        self.card_asks = log.rules.card_asks
        self.viewers = list(viewers)
        self.on_turn = list(on_turn)
        self.seat = [v.index if isinstance(v, Player) else None for v in viewers]
        self.events = list(log.events)
        known = dict(log.hands)
        self.known_hand = {p.index: frozenset(cards) for p, cards in known.items()}
        size = log.rules.hand_size(self.n)
        self.sizes = [size] * self.n
        self.refill = log.rules.refill  # convention 6: the refill: header's number (else five)
        self.by_rank = log.rules.lucky_rank  # convention 7: a card ask's lucky draw by rank
        positions = len(self.events) + 1
        self.out = [
            Reckoning([Tally() for _ in range(positions)], [None] * positions) for _ in viewers
        ]

    # -- what a perspective sees ---------------------------------------------------------------

    def sees(self, k: int, seat: int) -> bool:
        return self.viewers[k] == "full" or self.seat[k] == seat

    def _dealt_ok(self, k: int, hands: tuple[frozenset[Card], ...]) -> bool:
        for seat, hand in self.known_hand.items():
            if self.sees(k, seat) and hands[seat] != hand:
                return False
        return True

    # -- the walk ------------------------------------------------------------------------------

    def run(self) -> list[Reckoning]:
        cards = list(self.rules.cards)
        for hands in _deals(cards, self.sizes):
            alive = [self._dealt_ok(k, hands) for k in range(len(self.viewers))]
            if not any(alive):
                continue
            stock = frozenset(cards) - frozenset().union(*hands)
            self._walk(0, _Path(list(hands), stock, frozenset(), 0, 1, alive))
        return self.out

    def _books_held(self, path: _Path) -> bool:
        for hand in path.hands:
            counts: dict[Rank, int] = {}
            for c in hand:
                counts[c.rank] = counts.get(c.rank, 0) + 1
                if counts[c.rank] >= self.book:
                    return True
        return False

    def _walk(self, i: int, path: _Path) -> None:
        event = self.events[i] if i < len(self.events) else None
        capped_ok = not self._books_held(path)
        if isinstance(event, FishAsk) and not capped_ok:
            return  # convention 2: nobody asks while holding a book
        for k in range(len(self.viewers)):
            if path.alive[k]:
                self._tally(self.out[k].view[i], path)
                if capped_ok and self.seat[k] is not None and self.on_turn[i] == self.viewers[k]:
                    self._tally_asks(self.out[k], i, path)
        if event is None:
            return
        for nxt in self._step(event, path):
            if any(nxt.alive):
                self._walk(i + 1, nxt)

    def _tally(self, t: Tally, path: _Path) -> None:
        w = path.weight
        t.total += w
        for seat, hand in enumerate(path.hands):
            for r in self.rules.ranks:
                _bump(t.holds, (seat, r, sum(1 for c in hand if c.rank == r)), w)
            for c in hand:
                _bump(t.cards, (c, seat), w)
        for r in self.rules.ranks:
            _bump(t.stock, (r, sum(1 for c in path.stock if c.rank == r)), w)
        for c in path.stock:
            _bump(t.cards, (c, self.n), w)

    def _tally_asks(self, rec: Reckoning, i: int, path: _Path) -> None:
        asks = rec.asks[i]
        if asks is None:
            asks = rec.asks[i] = Asks(self.card_asks, len(path.stock))
        me = self.on_turn[i]
        assert me is not None
        mine = path.hands[me.index]
        w = path.weight
        asks.total += w
        ranks = {c.rank for c in mine}
        asks.ranks = ranks if asks.ranks is None else asks.ranks & ranks
        asks.maybe |= mine
        asks.laid = set(path.laid)
        for q in range(self.n):
            if q == me.index:
                continue
            theirs = path.hands[q]
            for r in self.rules.ranks:
                if self.card_asks:
                    for c in self.rules.cards:
                        if c.rank != r:
                            continue
                        if c in theirs:
                            _bump(asks.yes, (q, r, c), w)
                        elif self.by_rank:
                            fits = sum(1 for d in path.stock if d.rank == r)
                            if fits:
                                _bump(asks.lucky, (q, r, c), w * fits)
                        elif c in path.stock:
                            _bump(asks.lucky, (q, r, c), w)
                elif any(c.rank == r for c in theirs):
                    _bump(asks.yes, (q, r, None), w)
                else:
                    fits = sum(1 for c in path.stock if c.rank == r)
                    if fits:
                        _bump(asks.lucky, (q, r, None), w * fits)

    # -- one line ------------------------------------------------------------------------------

    def _step(self, e: object, path: _Path) -> Iterator[_Path]:
        if isinstance(e, FishAsk):
            yield from self._ask(e, path)
        elif isinstance(e, Book):
            yield from self._book(e, path)
        else:
            assert isinstance(e, Refill)
            yield from self._refill(e, path)

    def _ask(self, e: FishAsk, path: _Path) -> Iterator[_Path]:
        a, t, r = e.asker.index, e.target.index, e.rank
        hands = list(path.hands)
        # Paso 1: the asker holds a card of the rank (card asks: and not the card asked for).
        if not any(c.rank == r for c in hands[a]):
            return
        if e.card is not None and e.card in hands[a]:
            return
        # Paso 2: every card of the rank (card asks: the card) changes hands; the table sees
        # how many (yes or no).
        if e.card is not None:
            moved = frozenset({e.card}) & hands[t]
        else:
            moved = frozenset(c for c in hands[t] if c.rank == r)
        if len(moved) != e.given:
            return
        alive = list(path.alive)
        if e.cards:
            for k in range(len(alive)):
                if self.sees(k, a) or self.sees(k, t):
                    alive[k] = alive[k] and moved == frozenset(e.cards)
        hands[t] = hands[t] - moved
        hands[a] = hands[a] | moved
        if e.given or not path.stock:
            yield _Path(hands, path.stock, path.laid, path.drawn, path.weight, alive)
            return
        # Paso 3: go fish — the top card; shown when it is what was asked for.
        for card in sorted(path.stock):
            by_rank = e.card is None or self.by_rank  # convention 7
            hit = card.rank == r if by_rank else card == e.card
            if hit != e.lucky:
                continue
            seen = list(alive)
            for k in range(len(seen)):
                if hit or self.sees(k, a):
                    if e.drawn is not None and card != e.drawn:
                        seen[k] = False
                    if self.log.stock is not None and card != self.log.stock[path.drawn]:
                        seen[k] = False
            if not any(seen):
                continue
            got = list(hands)
            got[a] = got[a] | {card}
            yield _Path(got, path.stock - {card}, path.laid, path.drawn + 1, path.weight, seen)

    def _book(self, e: Book, path: _Path) -> Iterator[_Path]:
        p = e.player.index
        cards = frozenset(e.cards or (c for c in self.rules.cards if c.rank == e.rank))
        if len(cards) != self.book or not cards <= path.hands[p]:
            return
        held = sum(1 for c in path.hands[p] if c.rank == e.rank)
        # Convention 4: the pair laid is one of C(held, 2) picks, each as likely.
        weight = path.weight * (PICKS // comb(held, self.book))
        hands = list(path.hands)
        hands[p] = hands[p] - cards
        yield _Path(hands, path.stock, path.laid | cards, path.drawn, weight, list(path.alive))

    def _refill(self, e: Refill, path: _Path) -> Iterator[_Path]:
        p = e.player.index
        if e.count != min(self.refill, len(path.stock)):
            return
        stock = self.log.stock
        for drawn in combinations(sorted(path.stock), e.count):
            got = frozenset(drawn)
            alive = list(path.alive)
            for k in range(len(alive)):
                if not self.sees(k, p):
                    continue
                if e.cards and got != frozenset(e.cards):
                    alive[k] = False
                if stock is not None and got != frozenset(stock[path.drawn : path.drawn + e.count]):
                    alive[k] = False
            if not any(alive):
                continue
            hands = list(path.hands)
            hands[p] = hands[p] | got
            yield _Path(
                hands, path.stock - got, path.laid, path.drawn + e.count, path.weight, alive
            )


def reckon(
    log: FishLog, viewers: Sequence[Player | str], on_turn: Sequence[Player | None]
) -> dict[str, Reckoning]:
    """Per perspective (a seat's name, "public" or "full"): its tallies at every position 0 to
    len(events), and its asks priced where ``on_turn[i]`` is that seat (who asks next is not a
    counting question: the caller says)."""
    out = _Reckoner(log, viewers, on_turn).run()
    names = [v.name if isinstance(v, Player) else v for v in viewers]
    return dict(zip(names, out, strict=True))
