"""One perspective's Go Fish log read as per-rank constraints on the positions of unknown cards.

The unknowns are which rank lies at each *unknown position*: the cards dealt to a player the
viewer cannot see (one block per player), each unseen draw (a block of one; a hidden refill is a
block of its size) and the undrawn stock. Walking the log, every rule of Go Fish (rank asks,
books of four or pairs) becomes a constraint on **one rank** only: the number of its cards in a
run of one player's blocks, plus a known offset, lies in an allowed set, each value with a
weight —

- an ask proves the asker holds at least one of the rank; a yes of k (or a go fish, k = 0)
  proves the target holds exactly k; a book of four proves the player holds all four;
- under pairs, a pair proves the player holds two to four of the rank, and its count drops by
  two (the offset falls; the count does not restart). Which pair of the m held is laid is the
  player's free pick (``Filter.lay`` in :mod:`.states`): the value m weighs 6 / C(m, 2), times
  the ways the named cards the viewer had not seen lie among the player's cards of the rank
  whose suits it does not know (u = m less those it knows there: u(u - 1) for two, u for one);
- a player holds at most three of an unlaid rank at an ask (one under pairs, until both pairs of
  the rank are down; checked at the last ask before each time the count can fall, and at the
  last ask so far: the count never falls between them);
- a hidden draw after a go fish is not the rank asked for (that block is closed to the rank);
- the count of a rank in a player's hand since its last known value (the deal, a yes or go fish
  to them) is that value (the *offset*, plus cards handed to them or shown drawn since) plus the
  rank's cards in the player's blocks drawn since.

Ranks are coupled only by every position holding exactly one card: :mod:`.rankdp` counts.
Suits never matter to these rules; the viewer's named cards (its hand, its draws, shown cards)
are taken out, and cards it sees handed over (as asker) multiply the count by a factor fixed per
rank (:attr:`Timeline.physical`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import comb, factorial, perm

from fishsolve.cards import Card, Rank
from fishsolve.gofish.deduce.perspective import Knowledge
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

LAID = -1
"""Where a known card laid in a book is (:attr:`_Walk.where`)."""

Weights = tuple[tuple[int, int], ...]
"""(value, weight) pairs of a constraint, by value; a value not listed weighs 1."""


@dataclass(frozen=True)
class Constraint:
    """The rank's cards in ``player``'s blocks ``lo`` (inclusive) to ``hi`` (exclusive) number
    one of ``allowed``; a placement with value v counts v's weight in ``weights`` times (a
    pair's pick)."""

    player: int
    lo: int
    hi: int
    allowed: frozenset[int]
    weights: Weights = ()


@dataclass
class RankRule:
    """Everything one rank must satisfy, and where its cards are now."""

    free: int = 0
    """Its unknown cards at unknown positions (the undrawn stock, blocks)."""
    constraints: list[Constraint] = field(default_factory=list)
    closed: set[tuple[int, int]] = field(default_factory=set)
    """(player, block) it cannot lie in (the draw after a go fish for it)."""
    now_lo: list[int] = field(default_factory=list)
    """Per player: the first block whose cards of the rank are still in the player's hand."""
    now_offset: list[int] = field(default_factory=list)
    """Per player: cards of the rank held now beyond those in blocks from ``now_lo`` on."""
    laid: bool = False
    """Every card of the rank is in books (none is held)."""
    cards: dict[Card, CardRule] = field(default_factory=dict, repr=False)
    """Card asks (:mod:`.cardline`): when some of the rank's unknown cards are told apart, every
    one of them by card (placed one by one); empty when its cards are interchangeable."""


@dataclass(frozen=True)
class CardRule:
    """Where one unknown card may lie (card asks): per player, the run of blocks ``lo`` to ``hi``
    (exclusive) of theirs it may be in, and whether it may be in the stock."""

    places: tuple[tuple[int, int], ...]
    stock: bool


@dataclass
class Timeline:
    """The counting problem of one perspective at one position (see the module text)."""

    players: int
    blocks: list[list[int]]
    """Per player, the sizes of their blocks in time order (block 0: their unseen dealt cards)."""
    stock: int
    """Undrawn stock positions (all unknown)."""
    ranks: dict[Rank, RankRule]
    physical: int
    """Card-level arrangements per rank-level one, times; divided by :attr:`unordered`."""
    unordered: int
    """The orders of dealt hands, which are sets: the count is divided by it."""
    impossible: bool = False
    held: dict[Card, int] = field(default_factory=dict, repr=False)
    """Card asks: the cards known now, and where (a player, or -1: in a book)."""
    deck: tuple[Card, ...] = field(default=(), repr=False)
    """Card asks: every card of the game."""


def applies(log: FishLog, stock_known: bool) -> bool:
    """True when :func:`build` reads this log: Go Fish rank asks (books of four or pairs), no
    known stock order (a full record needs no counting)."""
    return not log.rules.card_asks and not stock_known


class _Walk:
    def __init__(self, log: FishLog, know: Knowledge, rep: FishReplay) -> None:
        self.log = log
        self.know = know
        n = len(log.seating)
        self.n = n
        ranks = log.rules.ranks
        hands = know.hands()
        self.pairs = log.rules.book == 2
        self.most = log.rules.book - 1
        """The most of an unlaid rank a player holds at an ask."""
        self.known: set[Card] = {c for cards in hands.values() for c in cards}
        self.where: dict[Card, int] = {c: p.index for p, cards in hands.items() for c in cards}
        """Each known card's place: a player, or :data:`LAID`."""
        self.laid: dict[Rank, int] = dict.fromkeys(ranks, 0)
        start = rep.states[0]
        dealt = [start.sizes[p] - len(hands.get(self._player(p), ())) for p in range(n)]
        self.unordered = 1
        for a in dealt:
            self.unordered *= factorial(a)
        self.blocks: list[list[int]] = [[a] for a in dealt]
        self.physical = 1
        self.rules: dict[Rank, RankRule] = {}
        self.offset: dict[tuple[int, Rank], int] = {}
        self.lo: dict[tuple[int, Rank], int] = {}
        self.cap: dict[tuple[int, Rank], tuple[int, int]] = {}
        self.revealed: dict[Rank, int] = dict.fromkeys(ranks, 0)
        self.unknown: dict[Rank, int] = {}
        for r in ranks:
            total = sum(1 for c in log.rules.cards if c.rank == r)
            self.unknown[r] = total - sum(1 for c in self.known if c.rank == r)
            self.rules[r] = RankRule(free=self.unknown[r])
            for p in range(n):
                held = sum(1 for c in hands.get(self._player(p), ()) if c.rank == r)
                self.offset[(p, r)] = held
                self.lo[(p, r)] = 0

    def _player(self, p: int) -> Player:
        return self.log.seating.players[p]

    # -- constraints ---------------------------------------------------------------------------

    def constrain(self, p: int, r: Rank, allowed: set[int], weights: Weights = ()) -> None:
        """``p``'s count of ``r`` now lies in ``allowed`` (a count v weighing ``weights``'s)."""
        off = self.offset[(p, r)]
        occ = frozenset(a - off for a in allowed if a >= off)
        shifted = tuple((v - off, w) for v, w in weights if v >= off)
        self.rules[r].constraints.append(
            Constraint(p, self.lo[(p, r)], len(self.blocks[p]), occ, shifted)
        )

    def exact(self, p: int, r: Rank, k: int) -> None:
        """``p`` holds exactly ``k`` of ``r``: a constraint, and the count restarts at k."""
        self.flush(p, r)
        self.constrain(p, r, {k})
        self.offset[(p, r)] = k
        self.lo[(p, r)] = len(self.blocks[p])

    def flush(self, p: int, r: Rank) -> None:
        got = self.cap.pop((p, r), None)
        if got is not None:
            hi, off = got
            most = self.most
            occ = frozenset(range(max(0, most - off + 1))) if off <= most else frozenset()
            self.rules[r].constraints.append(Constraint(p, self.lo[(p, r)], hi, occ))

    def caps(self) -> None:
        for r, rule in self.rules.items():
            if rule.laid:
                continue
            for p in range(self.n):
                self.cap[(p, r)] = (len(self.blocks[p]), self.offset[(p, r)])

    # -- cards ---------------------------------------------------------------------------------

    def known_card(self, p: int, card: Card) -> None:
        """``card`` comes off the stock into ``p``'s hand and the viewer knows it."""
        if card in self.known:
            self.rules[card.rank].constraints.append(Constraint(p, 0, 0, frozenset()))
            return
        self.known.add(card)
        self.where[card] = p
        self.unknown[card.rank] -= 1
        self.rules[card.rank].free -= 1
        self.offset[(p, card.rank)] += 1

    def block(self, p: int, size: int, closed: Rank | None) -> None:
        if closed is not None:
            self.rules[closed].closed.add((p, len(self.blocks[p])))
        self.blocks[p].append(size)

    # -- events --------------------------------------------------------------------------------

    def ask(self, e: FishAsk, stock: int, drawn: int) -> None:
        a, t, r = e.asker.index, e.target.index, e.rank
        self.caps()
        self.constrain(a, r, {1, 2, 3, 4})
        if e.cards and (self.know.sees(e.asker) or self.know.sees(e.target)):
            fresh = [c for c in e.cards if c not in self.known]
            if fresh:
                self.known.update(fresh)
                self.physical *= factorial(len(fresh))
                self.revealed[r] += len(fresh)
                self.where.update(dict.fromkeys(fresh, t))
        self.exact(t, r, e.given)
        if e.given:
            for c, q in self.where.items():
                if q == t and c.rank == r:
                    self.where[c] = a
            self.offset[(a, r)] += e.given
            self.offset[(t, r)] = 0
        if e.given or stock == 0:
            return
        if e.lucky:
            card = self.log.rules.lucky_card(e.card, e.drawn)
            if card is None and self.log.stock is not None:
                card = self.log.stock[drawn]
            if card is not None:
                self.known_card(a, card)
            else:
                self.rules[r].free -= 1
                self.offset[(a, r)] += 1
            return
        card = self.know.drawn(e.asker, e.drawn, drawn)
        if card is not None:
            self.known_card(a, card)
        else:
            self.block(a, 1, r)

    def book(self, e: Book) -> None:
        p, r = e.player.index, e.rank
        if self.pairs:
            self.pair(e)
            return
        for q in range(self.n):
            self.flush(q, r)
        self.constrain(p, r, {4})
        self.rules[r].laid = True

    def pair(self, e: Book) -> None:
        """``p`` lays a pair (pairs): p held m = 2 to 4 of the rank, the pick weighs
        6 / C(m, 2) times the ways the named cards unseen before lie among p's cards of the rank
        of unknown suit (module text); p's count drops by two, from the same blocks."""
        p, r = e.player.index, e.rank
        if len(e.cards) != 2:
            raise TooCostly("a book whose cards the log does not name (under pairs) is not counted")
        self.flush(p, r)  # the count falls: the cap at the last ask before it
        seen = sum(1 for c, q in self.where.items() if q == p and c.rank == r)
        fresh = [c for c in e.cards if c not in self.known]
        if any(self.where.get(c) != p for c in e.cards if c in self.known):
            self.rules[r].constraints.append(Constraint(p, 0, 0, frozenset()))
        weights = tuple(
            (m, 6 // comb(m, 2) * perm(m - seen, len(fresh)) if m >= seen else 0) for m in (2, 3, 4)
        )
        self.constrain(p, r, {m for m, w in weights if w}, tuple((m, w) for m, w in weights if w))
        self.known.update(fresh)
        self.revealed[r] += len(fresh)
        self.where.update(dict.fromkeys(e.cards, LAID))
        self.offset[(p, r)] -= 2
        self.laid[r] += 2
        self.rules[r].laid = self.laid[r] == 4

    def refill(self, e: Refill, drawn: int) -> None:
        p = e.player.index
        cards: tuple[Card, ...] | None = None
        if self.know.sees(e.player):
            if e.cards:
                cards = e.cards
            elif self.log.stock is not None:
                cards = self.log.stock[drawn : drawn + e.count]
        if cards is None:
            self.block(p, e.count, None)
            return
        for c in cards:
            self.known_card(p, c)
        self.physical *= factorial(len(cards))

    def finish(self, stock: int) -> Timeline:
        for p, r in list(self.cap):
            self.flush(p, r)
        impossible = False
        for r, rule in self.rules.items():
            left = self.unknown[r] - self.revealed[r]
            if rule.free < 0 or left < 0:
                impossible = True
                continue
            self.physical *= factorial(left)
            rule.now_lo = [self.lo[(p, r)] for p in range(self.n)]
            rule.now_offset = [self.offset[(p, r)] for p in range(self.n)]
            if any(not c.allowed for c in rule.constraints):
                impossible = True
        return Timeline(
            self.n, self.blocks, stock, self.rules, self.physical, self.unordered, impossible
        )


def build(log: FishLog, rep: FishReplay, know: Knowledge, at: int, ask: bool = False) -> Timeline:
    """The counting problem of ``know``'s perspective after ``at`` events (see :func:`applies`);
    with ``ask``, at an ask made then: nobody holds four of an unlaid rank."""
    return walked(_Walk(log, know, rep), log, rep, at, ask)


def walked(walk: _Walk, log: FishLog, rep: FishReplay, at: int, ask: bool) -> Timeline:
    """The timeline ``walk`` makes of the first ``at`` events (with ``ask``, as at an ask then):
    the one reading of the events for every kind of walk (rank asks here, card asks in
    :mod:`.cardline`)."""
    for i in range(at):
        event = log.events[i]
        before = rep.states[i]
        if isinstance(event, FishAsk):
            walk.ask(event, before.stock, before.drawn)
        elif isinstance(event, Book):
            walk.book(event)
        elif isinstance(event, Refill):
            walk.refill(event, before.drawn)
    if ask:
        walk.caps()
    return walk.finish(rep.states[at].stock)
