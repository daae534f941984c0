"""The exact forward filter: weighted states of the unknown cards, one event at a time.

A state says, for every *materialized* rank, how many of its unknown cards lie in each place
(players by seat index, then the stock) — one count vector per class of interchangeable cards:
one class per rank in Go Fish (suits never matter), one class per card under card asks — and,
for the pool of untouched ranks (:mod:`fishsolve.gofish.deduce.pool`), how many pool cards each
place holds and how many pool books each player holds unlaid. Its weight is the exact number of
card-level (deal, stock order) arrangements consistent with everything the viewer saw that lead
to it. Equal states merge (their weights add). Where each *known* card is (the viewer saw it) is
the same in every state and kept beside them.

Why the weights stay exact: no observation ever distinguishes two unknown cards of one class, so
every arrangement of a state is matched by the same number of arrangements for each placement of
a class's cards, and the undrawn stock's order is uniform because nothing looked at it. Hence a
hidden draw takes a card of a class with x cards in the stock with weight ``W·x/S``, a card named
when it is shown at place p has weight ``W·x_p/|class|`` — each an exact integer, being a count of
arrangements.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from math import factorial

from fishsolve.game.cards import Card, Rank
from fishsolve.gofish.deduce import pool
from fishsolve.gofish.game.rules import GoFishRules

Vec = tuple[int, ...]
Full = tuple[Vec, ...]
Key = tuple[tuple[tuple[Vec, ...], ...], Vec, Full]
"""(per materialized rank: its classes' count vectors; pool cards per place; per player, how many
pool ranks they hold ``book``, ``book + 1``, ... 4 cards of)."""

LAID = -1


class TooCostly(Exception):  # noqa: N818 - a signal to the caller, not an error of the user
    """Counting this position exactly would exceed the budget; nothing is claimed about it."""


class Filter:
    """The weighted states of one viewer's unknowns, with the known cards beside them."""

    def __init__(
        self,
        rules: GoFishRules,
        players: int,
        known: dict[Card, int],
        stock_order: tuple[Card, ...] | None,
        hand_sizes: list[int],
        stock: int,
        budget: int | None,
    ) -> None:
        self.rules = rules
        self.n = players
        self.stock = players  # the stock's place index
        self.book = rules.book
        self.card_level = rules.card_asks
        self.known = dict(known)
        self.stock_order = list(stock_order) if stock_order is not None else None
        self.budget = budget
        self.work = 0
        self._states: dict[Key, int] = {}
        self.version = 0
        self.split_cache: dict[tuple[int, int], dict[Vec, int]] = {}
        self.order: list[Rank] = []  # materialized ranks, in order of materialization
        self.index: dict[Rank, int] = {}
        self.classes: list[list[tuple[Card, ...]]] = []
        if self.stock_order is not None:
            for card in self.stock_order:
                self.known[card] = self.stock
        self.dirty: set[tuple[int | None, Rank | None]] = {(None, None)}
        self.pool_dirty = True
        self.pool: dict[Rank, int] = {}
        for r in rules.ranks:
            self.pool[r] = sum(1 for card in self._rank_cards(r) if card not in self.known)
        c = [0] * (players + 1)
        for p in range(players):
            c[p] = hand_sizes[p] - sum(1 for _, q in self.known.items() if q == p)
        c[self.stock] = stock - (len(self.stock_order) if self.stock_order is not None else 0)
        vec = tuple(c)
        levels = self.levels()
        order_ways = factorial(vec[self.stock])
        self.states = {}
        for j in _book_vectors(vec[:-1], self.book):
            self.charge(1)
            w = pool.ways(levels, vec, j, self.book)
            if w:
                self.states[((), vec, j)] = w * order_ways
        for r in rules.ranks:
            holders = {q for card, q in self.known.items() if card.rank == r and q < self.n}
            if any(c[q] > 0 for q in holders):
                self.need(r)

    # -- bookkeeping ---------------------------------------------------------------------------

    @property
    def states(self) -> dict[Key, int]:
        """State -> arrangements."""
        return self._states

    @states.setter
    def states(self, value: dict[Key, int]) -> None:
        self._states = value
        self.version += 1
        self.split_cache = {}

    def _rank_cards(self, r: Rank) -> list[Card]:
        return [c for c in self.rules.cards if c.rank == r]

    def levels(self) -> tuple[int, ...]:
        return tuple(sorted(self.pool.values()))

    def known_count(self, p: int, r: Rank) -> int:
        return sum(1 for c, q in self.known.items() if q == p and c.rank == r)

    def charge(self, amount: int) -> None:
        steps = pool.STEPS[0]
        pool.STEPS[0] = 0
        self.work += amount + steps
        if self.budget is not None and self.work > self.budget:
            raise TooCostly(
                f"counting exactly needs more than the budget of {self.budget:,} state steps"
            )

    def total(self) -> int:
        return sum(self.states.values())

    def held(self, key: Key, p: int, r: Rank) -> int:
        """Unknown cards of materialized rank ``r`` in place ``p`` in state ``key``."""
        return sum(v[p] for v in key[0][self.index[r]])

    def _replace(self, key: Key, i: int, classes: tuple[Vec, ...]) -> Key:
        mats = key[0]
        return ((*mats[:i], classes, *mats[i + 1 :]), key[1], key[2])

    def _add(self, out: dict[Key, int], key: Key, w: int) -> None:
        if w:
            out[key] = out.get(key, 0) + w

    # -- materializing -------------------------------------------------------------------------

    def need(self, r: Rank) -> None:
        """Take rank ``r`` out of the pool: one state per way its unknown cards can lie."""
        if r not in self.pool:
            return
        u = self.pool[r]
        levels = self.levels()
        unknown = tuple(c for c in self._rank_cards(r) if c not in self.known)
        del self.pool[r]
        self.touch(None, r)
        self.index[r] = len(self.order)
        self.order.append(r)
        self.classes.append([(c,) for c in unknown] if self.card_level else [unknown])
        if not unknown:
            self.classes[-1] = []
        out: dict[Key, int] = {}
        memo: dict[tuple[Vec, Full], list[tuple[Vec, int, int]]] = {}
        for key, w in self.states.items():
            mats, c, j = key
            got = memo.get((c, j))
            if got is None:
                n = pool.ways(levels, c, j, self.book)
                got = [(x, xw, n) for x, xw in pool.split(levels, u, c, j, self.book)]
                memo[(c, j)] = got
            self.charge(len(got) + 1)
            for x, xw, n in got:
                c2 = tuple(a - b for a, b in zip(c, x, strict=True))
                j2 = pool.take_full(j, x, self.book)
                share, rem = divmod(w * xw, n)
                assert rem == 0, "inexact split"
                if not unknown:
                    self._add(out, ((*mats, ()), c2, j2), share)
                elif not self.card_level:
                    self._add(out, ((*mats, (x,)), c2, j2), share)
                else:
                    each, rem = divmod(share, _multinomial(x))
                    assert rem == 0
                    spread = _spread(x)
                    self.charge(len(spread))
                    for vecs in spread:
                        self._add(out, ((*mats, vecs), c2, j2), each)
        self.states = out

    # -- filters and moves ---------------------------------------------------------------------

    def keep(self, test: Callable[[Key], bool]) -> None:
        self.charge(len(self.states))
        self.states = {k: w for k, w in self.states.items() if test(k)}

    def touch(self, p: int | None, r: Rank | None) -> None:
        """Player ``p`` (None: everyone) may now hold more of ``r`` (None: any rank) than at the
        last check of the caps."""
        self.dirty.add((p, r))

    def caps(self) -> None:
        """Before an ask: nobody holds a full book of any rank (it would have been laid). Only
        the (player, rank) pairs that gained cards since the last check are tested."""
        book = self.book
        for r in self.pool:
            if any(self.known_count(p, r) >= book for p in range(self.n)):
                self.states = {}
        pairs: set[tuple[int, int]] = set()
        for p, dirty in self.dirty:
            who = range(self.n) if p is None else (p,)
            ranks = self.order if dirty is None else [dirty] if dirty in self.index else []
            pairs.update((self.index[rr], q) for q in who for rr in ranks)
        checks = [(i, q, book - self.known_count(q, self.order[i])) for i, q in sorted(pairs)]
        pool_check = self.pool_dirty
        self.dirty = set()
        self.pool_dirty = False

        def ok(key: Key) -> bool:
            if pool_check and any(any(full) for full in key[2]):
                return False
            mats = key[0]
            for i, q, room in checks:
                held = 0
                for v in mats[i]:
                    held += v[q]
                if held >= room:
                    return False
            return True

        self.keep(ok)

    def holds_at_least(self, p: int, r: Rank, k: int) -> None:
        self.need(r)
        base = self.known_count(p, r)
        self.keep(lambda key: base + self.held(key, p, r) >= k)

    def holds_exactly(self, p: int, r: Rank, k: int) -> None:
        self.need(r)
        base = self.known_count(p, r)
        self.keep(lambda key: base + self.held(key, p, r) == k)

    def _class_of(self, card: Card) -> tuple[int, int]:
        i = self.index[card.rank]
        for ci, members in enumerate(self.classes[i]):
            if card in members:
                return i, ci
        raise KeyError(card)

    def card_at(self, card: Card, p: int, want: bool) -> None:
        """Keep the states where ``card`` is (``want``) or is not in place ``p``. Under card
        asks the card's class is the card alone; a known card is checked directly."""
        self.need(card.rank)
        if card in self.known:
            if (self.known[card] == p) != want:
                self.states = {}
            return
        i, ci = self._class_of(card)
        assert len(self.classes[i][ci]) == 1, "a card test needs the card's own class"
        self.keep(lambda key: (key[0][i][ci][p] == 1) == want)

    def reveal(self, card: Card, p: int, to: int | None = None, divide: int = 1) -> None:
        """``card``, unknown, is seen in place ``p`` (weight × x_p / |class| / ``divide``); it is
        known from now on, in place ``to`` (default ``p``)."""
        self.need(card.rank)
        i, ci = self._class_of(card)
        members = self.classes[i][ci]
        size = len(members)
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            classes = key[0][i]
            x = classes[ci][p]
            if not x:
                continue
            share, rem = divmod(w * x, size * divide)
            assert rem == 0, "inexact reveal"
            vec = list(classes[ci])
            vec[p] -= 1
            if size == 1:
                new = (*classes[:ci], *classes[ci + 1 :])
            else:
                new = (*classes[:ci], tuple(vec), *classes[ci + 1 :])
            self._add(out, self._replace(key, i, new), share)
        rest = tuple(c for c in members if c != card)
        if rest:
            self.classes[i][ci] = rest
        else:
            del self.classes[i][ci]
        self.states = out
        self.known[card] = p if to is None else to
        if self.known[card] < self.n:
            self.touch(self.known[card], card.rank)

    def move_rank(self, src: int, dst: int, r: Rank) -> None:
        """Every card of ``r`` in ``src`` goes to ``dst`` (a yes in Go Fish)."""
        self.need(r)
        self.touch(dst, r)
        for c, q in list(self.known.items()):
            if q == src and c.rank == r:
                self.known[c] = dst
        i = self.index[r]
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            new = []
            for v in key[0][i]:
                vec = list(v)
                vec[dst] += vec[src]
                vec[src] = 0
                new.append(tuple(vec))
            self._add(out, self._replace(key, i, tuple(new)), w)
        self.states = out

    def move_card(self, card: Card, src: int, dst: int) -> None:
        """``card``, in ``src``, goes to ``dst`` and is known there (a yes under card asks)."""
        if card in self.known:
            self.card_at(card, src, True)
            self.known[card] = dst
            self.touch(dst, card.rank)
            return
        self.card_at(card, src, True)
        self.reveal(card, src, to=dst)

    def lay(self, p: int, r: Rank, cards: tuple[Card, ...]) -> None:
        """``p`` lays ``cards`` (of rank ``r``) as a book."""
        self.need(r)
        for c in cards:
            if c in self.known:
                if self.known[c] != p:
                    self.states = {}
            else:
                self.reveal(c, p)
            self.known[c] = LAID

    # -- draws ---------------------------------------------------------------------------------

    def _pool_receiver(self, p: int) -> None:
        """Before ``p`` takes unknown pool cards: pool ranks with cards known in ``p``'s hand
        leave the pool (their caps in ``p``'s hand differ from the others')."""
        for r in list(self.pool):
            if self.known_count(p, r):
                self.need(r)

    def draw_known(self, p: int, card: Card, stock: int) -> None:
        """``p`` draws ``card`` from the top of a stock of ``stock`` cards, and the viewer sees
        it."""
        if self.stock_order is not None:
            top = self.stock_order.pop(0) if self.stock_order else None
            if top != card:
                self.states = {}
            self.known[card] = p
            self.touch(p, card.rank)
            return
        if card in self.known:
            self.states = {}
            return
        r = card.rank
        if r in self.pool and all(key[1][p] == 0 for key in self.states):
            self._pool_draw_known(p, card, stock)
            return
        self.reveal(card, self.stock, to=p, divide=stock)

    def _pool_draw_known(self, p: int, card: Card, stock: int) -> None:
        levels = self.levels()
        r = card.rank
        self.pool[r] -= 1
        after = self.levels()
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            mats, c, j = key
            self.charge(0)
            if c[self.stock] == 0:
                continue
            c2 = (*c[:-1], c[-1] - 1)
            share, rem = divmod(
                w * pool.ways(after, c2, j, self.book), pool.ways(levels, c, j, self.book) * stock
            )
            assert rem == 0, "inexact pool draw"
            self._add(out, (mats, c2, j), share)
        self.states = out
        self.known[card] = p

    def draw_of_rank(self, p: int, r: Rank, stock: int) -> None:
        """``p`` draws a card of rank ``r`` (shown, its suit not recorded)."""
        self.need(r)
        self.touch(p, r)
        i = self.index[r]
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            for ci, v in enumerate(key[0][i]):
                self._draw_class(out, key, w, i, ci, v, p, stock)
        self.states = out

    def _draw_class(
        self, out: dict[Key, int], key: Key, w: int, i: int, ci: int, v: Vec, p: int, stock: int
    ) -> None:
        x = v[self.stock]
        if not x:
            return
        share, rem = divmod(w * x, stock)
        assert rem == 0, "inexact draw"
        vec = list(v)
        vec[self.stock] -= 1
        vec[p] += 1
        classes = key[0][i]
        new = (*classes[:ci], tuple(vec), *classes[ci + 1 :])
        self._add(out, self._replace(key, i, new), share)

    def hidden_draw(
        self, p: int, stock: int, not_rank: Rank | None = None, not_card: Card | None = None
    ) -> None:
        """``p`` draws the top card unseen (after a go fish: not the rank or card asked for)."""
        if self.stock_order is not None:
            raise AssertionError("a known stock has no hidden draws")
        self._pool_receiver(p)
        self.touch(p, None)
        self.pool_dirty = True
        skip: tuple[int, int] | None = None
        if not_card is not None:
            self.need(not_card.rank)
            if not_card not in self.known:
                skip = self._class_of(not_card)
        skip_rank = self.index[not_rank] if not_rank is not None else None
        book = self.book
        levels = self.levels()
        out: dict[Key, int] = {}
        self.charge(len(self.states) * (len(self.order) + 2))
        for key, w in self.states.items():
            mats, c, j = key
            self.charge(0)
            for i, classes in enumerate(mats):
                if i == skip_rank:
                    continue
                for ci, v in enumerate(classes):
                    if (i, ci) != skip:
                        self._draw_class(out, key, w, i, ci, v, p, stock)
            if c[self.stock]:
                n = pool.ways(levels, c, j, book)
                c2 = list(c)
                c2[self.stock] -= 1
                c2[p] += 1
                cv = tuple(c2)
                for j2, count in _pool_steps(j, p, cv[p], book):
                    share, rem = divmod(w * count * pool.ways(levels, cv, j2, book), n * stock)
                    assert rem == 0, "inexact pool draw"
                    self._add(out, (mats, cv, j2), share)
        self.states = out


def _pool_steps(j: Full, p: int, cards: int, book: int) -> list[tuple[Full, int]]:
    """A pool card drawn by ``p`` (now holding ``cards`` pool cards): each class ``j`` can move
    to, with how many of ``p``'s cards could have been the one drawn in each placement of it.
    Drawing a card of a rank ``p`` held k of moves that rank from level k to k + 1."""
    full = j[p]
    out: list[tuple[Full, int]] = []
    below = cards - sum((book + i) * n for i, n in enumerate(full))
    if below > 0:  # the rank stays under a book
        out.append((j, below))
    for i in range(len(full)):
        k = book + i  # the rank now has k cards; it had k - 1
        new = list(full)
        new[i] += 1
        if k - 1 >= book:
            if new[i - 1] == 0:
                continue
            new[i - 1] -= 1
        count = k * new[i]
        out.append(((*j[:p], tuple(new), *j[p + 1 :]), count))
    return out


def _book_vectors(c: Vec, book: int) -> list[Full]:
    levels = 5 - book
    per: list[list[Vec]] = []
    for cards in c:
        options: list[Vec] = [()]
        for i in range(levels):
            k = book + i
            options = [(*v, n) for v in options for n in range(cards // k + 1)]
        per.append([v for v in options if sum((book + i) * n for i, n in enumerate(v)) <= cards])
    out: list[Full] = [()]
    for options in per:
        out = [(*v, o) for v in out for o in options]
    return out


def _multinomial(x: Vec) -> int:
    out = factorial(sum(x))
    for k in x:
        out //= factorial(k)
    return out


def _assignments(x: Vec) -> list[tuple[int, ...]]:
    """Every sequence of places with ``x[p]`` entries equal to p."""
    out: list[tuple[int, ...]] = [()]
    total = sum(x)
    for _ in range(total):
        out = [(*a, p) for a in out for p in range(len(x)) if sum(1 for q in a if q == p) < x[p]]
    return out


@lru_cache(maxsize=4096)
def _spread(x: Vec) -> tuple[tuple[Vec, ...], ...]:
    """Every way to give each card of a class its own place, ``x[p]`` of them in place p: per
    card, its unit vector over the places."""
    return tuple(tuple(_unit(q, len(x)) for q in places) for places in _assignments(x))


def _unit(p: int, places: int) -> Vec:
    return tuple(1 if q == p else 0 for q in range(places))
