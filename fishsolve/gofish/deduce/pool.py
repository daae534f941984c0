"""The pool: ranks no event has touched yet, counted together instead of one state per rank.

A rank is in the pool while nothing distinguishes its unknown cards from each other and no rule
has looked at where they are (no ask, book, shown card or named card of the rank). Then every
placement of the pool's cards with the right number of pool cards in each place is equally
likely, so a filter state keeps only that number per place (``c``: players, then the stock) and,
per player, ``j``: how many pool ranks that player holds ``book`` or more cards of, by count (a
hidden draw or the deal may complete a book; the player lays it before the next ask, and a book
of a pool rank takes the rank out of the pool first).

:func:`ways` counts the placements: a programme over the places, its state the histogram of how
many pool ranks still have 0, 1, 2, 3 or 4 cards unplaced (ranks with equal counts are
interchangeable). :func:`split` takes one rank out of the pool — every way its cards can lie,
with the exact share of the state's arrangements.

>>> ways((4, 4), (2, 6), ((0,),), book=4)  # 8 cards, 2 ranks: a hand of 2 and a stock of 6
28
>>> sum(w for _, w in split((4, 4), 4, (2, 6), ((0,),), book=4))
28
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from math import comb, factorial

STEPS = [0]
"""Programme steps taken so far (entries of :func:`_takes` built, terms of :func:`_ways` summed):
the filter charges them to its budget."""

Hist = tuple[int, ...]
"""``hist[R]``: pool ranks with ``R`` cards still to place (R = 0..4)."""


def histogram(levels: tuple[int, ...]) -> Hist:
    """The histogram of a pool given each rank's number of unknown cards."""
    hist = [0] * 5
    for u in levels:
        hist[u] += 1
    return tuple(hist)


Full = tuple[int, ...]
"""Per player: how many pool ranks they hold ``book``, ``book + 1``, ... 4 cards of (books not
laid yet)."""


@lru_cache(maxsize=200_000)
def _takes(hist: Hist, cards: int, full: Full, book: int) -> tuple[tuple[Hist, int], ...]:
    """Every way one player takes ``cards`` pool cards, exactly ``full[k - book]`` of the ranks
    ``k`` cards for each k >= ``book``, every other rank fewer than ``book``: (histogram left,
    ways)."""
    out: dict[Hist, int] = {}
    left = list(hist)
    need = list(full)

    def choose(r: int, x: int, n: int, cards_left: int, weight: int) -> None:
        """At level ``r`` (ranks with r cards left, ``n`` of them not yet given a take), decide
        how many ranks take ``x`` cards (x from r down to 0; the last option takes the rest)."""
        STEPS[0] += 1
        if r == 5:
            if cards_left == 0 and not any(need):
                key = tuple(left)
                out[key] = out.get(key, 0) + weight
            return
        if n == 0 or x == 0:
            # the n ranks left take nothing; move to the next level
            nxt = r + 1
            while nxt < 5 and hist[nxt] == 0:
                nxt += 1
            choose(nxt, nxt if nxt < 5 else 0, hist[nxt] if nxt < 5 else 0, cards_left, weight)
            return
        most = min(n, cards_left // x)
        if x >= book:
            most = min(most, need[x - book])
        per = comb(r, x)
        for k in range(most + 1):
            if k:
                left[r] -= k
                left[r - x] += k
                if x >= book:
                    need[x - book] -= k
            choose(r, x - 1, n - k, cards_left - k * x, weight * comb(n, k) * per**k)
            if k:
                left[r] += k
                left[r - x] -= k
                if x >= book:
                    need[x - book] += k

    first = 1
    while first < 5 and hist[first] == 0:
        first += 1
    choose(first, first if first < 5 else 0, hist[first] if first < 5 else 0, cards, 1)
    return tuple(out.items())


def compositions(n: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to write ``n`` as ``parts`` counts of 0 or more, in order."""
    if parts == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in compositions(n - first, parts - 1):
            yield (first, *rest)


def multinomial(n: int, parts: tuple[int, ...] | list[int]) -> int:
    """n! / prod k! over ``parts``."""
    out = factorial(n)
    for k in parts:
        out //= factorial(k)
    return out


@lru_cache(maxsize=500_000)
def _ways(hist: Hist, c: tuple[int, ...], j: tuple[Full, ...], book: int) -> int:
    if len(c) == 1:  # the stock takes every card left, in any number
        return 1 if sum(r * n for r, n in enumerate(hist)) == c[0] else 0
    if len(c) == 2:  # the last player, then the stock: count without listing what is left
        if sum(r * n for r, n in enumerate(hist)) != c[0] + c[1]:
            return 0
        return _last(hist, c[0], j[0], book)
    total = 0
    takes = _takes(hist, c[0], j[0], book)
    STEPS[0] += len(takes)
    for left, w in takes:
        total += w * _ways(left, c[1:], j[1:], book)
    return total


def _last(hist: Hist, cards: int, full: Full, book: int) -> int:
    """The ways one player takes ``cards`` pool cards with exactly ``full`` ranks at each count
    from ``book`` up (the rest go to the stock)."""
    return _last_all(hist, full, book).get(cards, 0)


@lru_cache(maxsize=200_000)
def _last_all(hist: Hist, full: Full, book: int) -> dict[int, int]:
    """:func:`_last` for every number of cards at once: a product of one polynomial per rank,
    taken a level at a time (ranks with equal cards left are alike): at each level, how many of
    its ranks take each count from ``book`` up (a multinomial choice), the others fewer than
    ``book`` each (a power of one polynomial, :func:`_low_power`).

    A polynomial in the cards taken is packed in one integer, ``width`` bits a coefficient
    (Kronecker substitution: multiplying the integers multiplies the polynomials). No
    coefficient reaches ``2 ** cards`` (the product over all the ranks of ``(1 + t) ** r``
    bounds every partial one, coefficient by coefficient), so none spills into the next."""
    cards = sum(r * n for r, n in enumerate(hist))
    width = cards + 2
    states: dict[Full, int] = {full: 1}
    for r in range(1, 5):
        h = hist[r]
        if not h:
            continue
        big = list(range(book, r + 1))
        nxt: dict[Full, int] = {}
        for need, packed in states.items():
            for ms in _splits(len(big), need, big[0] - book if big else 0, h):
                k = sum(ms)
                add = sum(x * m for x, m in zip(big, ms, strict=True))
                mult = multinomial(h, (*ms, h - k))
                left = list(need)
                for x, m in zip(big, ms, strict=True):
                    mult *= comb(r, x) ** m
                    left[x - book] -= m
                key = tuple(left)
                STEPS[0] += 1
                term = (packed * mult * _low_power(r, book, h - k, width)) << (add * width)
                nxt[key] = nxt.get(key, 0) + term
        states = nxt
    packed = states.get(tuple(0 for _ in full), 0)
    out: dict[int, int] = {}
    mask = (1 << width) - 1
    taken = 0
    while packed:
        c = packed & mask
        if c:
            out[taken] = c
        packed >>= width
        taken += 1
    return out


def _splits(n: int, need: Full, first: int, most: int) -> list[tuple[int, ...]]:
    """Every (m_0, ..., m_{n-1}) with m_i <= need[first + i] and sum <= most."""
    out: list[tuple[int, ...]] = [()]
    for i in range(n):
        out = [(*ms, m) for ms in out for m in range(min(need[first + i], most - sum(ms)) + 1)]
    return out


@lru_cache(maxsize=4096)
def _low_power(r: int, book: int, n: int, width: int) -> int:
    """(sum over x < ``book``, x <= ``r`` of C(r, x) t^x) ** ``n``, packed ``width`` bits a
    coefficient."""
    base = sum(comb(r, x) << (x * width) for x in range(min(r, book - 1) + 1))
    return int(base**n)


def ways(levels: tuple[int, ...], c: tuple[int, ...], j: tuple[Full, ...], book: int) -> int:
    """Placements of the pool (``levels``: each rank's unknown cards) with ``c`` cards in each
    place (players, then the stock) and exactly ``j[p][k - book]`` ranks of which player p holds
    k >= ``book`` cards."""
    if sum(levels) != sum(c):
        return 0
    return _ways(histogram(levels), c, j, book)


def split(
    levels: tuple[int, ...], u: int, c: tuple[int, ...], j: tuple[Full, ...], book: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Take one rank with ``u`` unknown cards out of the pool ``levels`` (which includes it):
    every vector ``x`` of its cards per place with the number of placements of the whole pool
    in which the rank lies so (their sum is :func:`ways`)."""
    rest = list(levels)
    rest.remove(u)
    hist = histogram(tuple(rest))
    for x in _vectors(u, c, j, book):
        j2 = take_full(j, x, book)
        c2 = tuple(a - b for a, b in zip(c, x, strict=True))
        if sum(c2) != sum(r * n for r, n in enumerate(hist)):
            continue
        w = _ways(hist, c2, j2, book)
        if w:
            yield x, multinomial(u, x) * w


def take_full(j: tuple[Full, ...], x: tuple[int, ...], book: int) -> tuple[Full, ...]:
    """``j`` less the ranks-held-``book``-or-more that a rank placed as ``x`` accounts for."""
    out = []
    for p, full in enumerate(j):
        if x[p] >= book:
            f = list(full)
            f[x[p] - book] -= 1
            out.append(tuple(f))
        else:
            out.append(full)
    return tuple(out)


def _vectors(
    u: int, c: tuple[int, ...], j: tuple[Full, ...], book: int
) -> Iterator[tuple[int, ...]]:
    places = len(c)

    def rec(p: int, left: int, acc: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if p == places - 1:
            if left <= c[p]:
                yield (*acc, left)
            return
        for x in range(min(left, c[p]) + 1):
            if x >= book and not j[p][x - book]:
                continue
            yield from rec(p + 1, left - x, (*acc, x))

    yield from rec(0, u, ())


def clear_caches() -> None:
    """Forget the cached counts (benchmarks time cold positions)."""
    _takes.cache_clear()
    _ways.cache_clear()
    _last_all.cache_clear()
