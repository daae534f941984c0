"""The weighted states of the exact forward filter: what a state is, the work budget, and ranks
taken out of the pool.

A state says, for every *materialized* rank, how many of its unknown cards lie in each place
(players by seat index, then the stock) — one count vector per class of interchangeable cards:
one class per rank in Go Fish (suits never matter), one class per card under card asks — and,
for the pool of untouched ranks (:mod:`fishsolve.gofish.deduce.pool`), how many pool cards each
place holds and how many pool books each player holds unlaid. Its weight is the exact number of
card-level (deal, stock order) arrangements consistent with everything the viewer saw that lead
to it (under pairs, an arrangement counts 6 / C(m, 2) times for each pair laid from m cards of its
rank: see :meth:`~fishsolve.gofish.deduce.states.Filter.lay`). Equal states merge (their weights
add). Where each *known* card is (the viewer saw it) is the same in every state and kept beside
them.

:class:`StateSet` holds the states and the known cards beside them, charges every step to the
budget (past it, :class:`TooCostly`) and materializes a rank out of the pool when an event first
needs it; :class:`~fishsolve.gofish.deduce.states.Filter` applies the events to the states.
"""

from __future__ import annotations

from functools import lru_cache
from math import factorial

from fishsolve.cards import Card, Rank
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


class StateSet:
    """The weighted states of one viewer's unknowns and their bookkeeping, with the known cards
    beside them."""

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
                    each, rem = divmod(share, pool.multinomial(sum(x), x))
                    assert rem == 0
                    spread = _spread(x)
                    self.charge(len(spread))
                    for vecs in spread:
                        self._add(out, ((*mats, vecs), c2, j2), each)
        self.states = out

    def touch(self, p: int | None, r: Rank | None) -> None:
        """Player ``p`` (None: everyone) may now hold more of ``r`` (None: any rank) than at the
        last check of the caps."""
        self.dirty.add((p, r))


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
