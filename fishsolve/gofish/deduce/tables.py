"""Reading the filter: where the cards of one rank (or one card) lie, with exact weights.

:func:`rank_table` maps each vector of *total* counts of a rank per place (players by seat index,
then the stock; known cards included) to the arrangements in which the rank lies so;
:func:`card_table` maps each place of one card to its arrangements, and :func:`card_stock_table`
each (place of one card, cards of its rank in the stock) to theirs. Ranks still in the pool are
split out on the fly (without changing the filter).
"""

from __future__ import annotations

from fishsolve.cards import Card, Rank
from fishsolve.gofish.deduce import pool
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.deduce.stateset import LAID, Full, Vec


def _base(f: Filter, r: Rank) -> list[int]:
    base = [0] * (f.n + 1)
    for c, q in f.known.items():
        if c.rank == r and q != LAID:
            base[q] += 1
    return base


def _pool_groups(f: Filter) -> dict[tuple[Vec, Full], int]:
    groups: dict[tuple[Vec, Full], int] = {}
    for (_, c, j), w in f.states.items():
        groups[(c, j)] = groups.get((c, j), 0) + w
    return groups


def _pool_split(f: Filter, r: Rank) -> dict[Vec, int]:
    """The pool rank ``r``'s unknown cards per place, with their arrangements (the same for
    every pool rank with as many unknown cards: computed once per filter state)."""
    key = (f.version, f.pool[r])
    got = f.split_cache.get(key)
    if got is None:
        got = _pool_split_new(f, r)
        f.split_cache[key] = got
    return got


def _pool_split_new(f: Filter, r: Rank) -> dict[Vec, int]:
    levels = f.levels()
    out: dict[Vec, int] = {}
    groups = _pool_groups(f)
    for (c, j), w in groups.items():
        n = pool.ways(levels, c, j, f.book)
        parts = list(pool.split(levels, f.pool[r], c, j, f.book))
        f.charge(len(parts) + 1)
        for x, xw in parts:
            share, rem = divmod(w * xw, n)
            assert rem == 0, "inexact split"
            out[x] = out.get(x, 0) + share
    return out


def rank_table(f: Filter, r: Rank) -> dict[Vec, int]:
    """Total cards of ``r`` per place -> arrangements."""
    base = _base(f, r)
    out: dict[Vec, int] = {}
    if r in f.pool:
        for x, w in _pool_split(f, r).items():
            vec = tuple(b + k for b, k in zip(base, x, strict=True))
            out[vec] = out.get(vec, 0) + w
        return out
    i = f.index[r]
    f.charge(len(f.states))
    for key, w in f.states.items():
        counts = list(base)
        for v in key[0][i]:
            for p, k in enumerate(v):
                counts[p] += k
        t = tuple(counts)
        out[t] = out.get(t, 0) + w
    return out


def card_table(f: Filter, card: Card) -> dict[int, int]:
    """Place of ``card`` -> arrangements (empty when the card is in a book)."""
    total = f.total()
    if card in f.known:
        q = f.known[card]
        return {} if q == LAID or not total else {q: total}
    r = card.rank
    out: dict[int, int] = {}
    if r in f.pool:
        u = f.pool[r]
        for x, w in _pool_split(f, r).items():
            for p, k in enumerate(x):
                if k:
                    out[p] = out.get(p, 0) + w * k // u
        return out
    i = f.index[r]
    ci = next(k for k, members in enumerate(f.classes[i]) if card in members)
    size = len(f.classes[i][ci])
    f.charge(len(f.states))
    for key, w in f.states.items():
        for p, k in enumerate(key[0][i][ci]):
            if k:
                out[p] = out.get(p, 0) + w * k // size
    return out


def card_stock_table(f: Filter, card: Card) -> dict[tuple[int, int], int]:
    """(place of ``card``, cards of its rank in the stock) -> arrangements (empty when the card
    is in a book): what a lucky draw by rank after asking for ``card`` needs."""
    r = card.rank
    in_stock = _base(f, r)[f.stock]
    out: dict[tuple[int, int], int] = {}
    if card in f.known and f.known[card] == LAID:
        return out
    if r in f.pool:
        u = f.pool[r]
        for x, w in _pool_split(f, r).items():
            s = in_stock + x[f.stock]
            if card in f.known:
                held = (f.known[card], s)
                out[held] = out.get(held, 0) + w
                continue
            for p, k in enumerate(x):
                if k:
                    out[(p, s)] = out.get((p, s), 0) + w * k // u
        return out
    i = f.index[r]
    ci = None
    size = 1
    if card not in f.known:
        ci = next(k for k, members in enumerate(f.classes[i]) if card in members)
        size = len(f.classes[i][ci])
    f.charge(len(f.states))
    for key, w in f.states.items():
        classes = key[0][i]
        s = in_stock + sum(v[f.stock] for v in classes)
        if ci is None:
            place = (f.known[card], s)
            out[place] = out.get(place, 0) + w
            continue
        for p, k in enumerate(classes[ci]):
            if k:
                out[(p, s)] = out.get((p, s), 0) + w * k // size
    return out
