"""Enumerating cards into groups: a half-suit's placements, or free cards in closed form.

A clause-bound half-suit is enumerated into a
:class:`~fishsolve.literature.deduce.count.groups.Group` (usage vector -> number of placements, with
per-holder tables): interchangeable cards as classes, weighted by multinomials, the product in C
when the extension is built. Free cards sharing a domain have a closed form.
:mod:`fishsolve.literature.deduce.count.usage` combines the groups.
"""

from __future__ import annotations

import functools
import itertools
import types
from collections import defaultdict
from collections.abc import Mapping

from fishsolve.literature.deduce.count.groups import Group, Packed
from fishsolve.literature.deduce.count.problem import (
    IndexClause,
    Vector,
    _compositions,
    compositions,
    multinomial,
    simplify,
)

_dp: types.ModuleType | None
try:  # the product of a half-suit's splits in C, when the extension was built (see _placements.c)
    from fishsolve.literature.deduce.count import _dp
except ImportError:  # pragma: no cover - depends on the build
    _dp = None

use_c = True
"""Whether :func:`_placements` runs its product in C when it can (the tests compare both)."""

# Per card, the tallies it counts for: (player index, the tally's coordinate in the vector).
Marks = tuple[tuple[int, int], ...]
# A class of interchangeable cards: their domain, their literals in each clause, their marks.
# Its literals as two bit masks of players per clause, flat: (positive of clause 0, negative of
# clause 0, positive of clause 1, ...).
_ClassKey = tuple[tuple[int, ...], tuple[int, ...], Marks]


def enumerate_half(
    cards: tuple[int, ...],
    clauses: tuple[IndexClause, ...],
    domains: dict[int, tuple[int, ...]],
    width: int,
    marks: Mapping[int, Marks] | None = None,
    local: tuple[tuple[int, int], ...] = (),
) -> Group:
    """Every placement of ``cards`` that satisfies ``clauses``, summarised by usage vector.

    ``marks`` give the tallies each card counts for: placed with player i, a card marked
    ``(i, t)`` adds one to coordinate t of the vector too. Coordinates ``width``, ``width + 1``,
    ... are *local* tallies, counted by these cards alone: ``local`` gives each one's range
    ``(lo, cap)``; placements outside it are dropped and the coordinate removed, so the vectors
    have ``width`` coordinates.

    Cards with the same domain and the same part in every clause are interchangeable, so they are
    placed as a *class*: how many go to each player, weighted by the multinomial number of ways.
    (Typically the five cards of an asker clause form one class.)

    Consecutive positions of a game leave most half-suits as they were, so whole results are
    cached too. (Callers must not mutate the group.)
    """
    card_marks = tuple((marks or {}).get(c, ()) for c in cards)
    card_domains = tuple(domains[c] for c in cards)
    return _enumerate(cards, clauses, card_domains, width, card_marks, local)


@functools.lru_cache(maxsize=8192)
def _enumerate(
    cards: tuple[int, ...],
    clauses: tuple[IndexClause, ...],
    card_domains: tuple[tuple[int, ...], ...],
    width: int,
    card_marks: tuple[Marks, ...],
    local: tuple[tuple[int, int], ...],
) -> Group:
    domains = dict(zip(cards, card_domains, strict=True))
    marks = dict(zip(cards, card_marks, strict=True))
    compact = simplify(clauses)
    # Per card, its literals in each clause: the players of its positive ones and of its
    # negative ones, as bit masks (see _ClassKey).
    literal_sets: dict[int, list[int]] = {c: [0] * (2 * len(compact)) for c in cards}
    for j, clause in enumerate(compact):
        for card, i, positive in clause:
            literal_sets[card][2 * j + (not positive)] |= 1 << i
    classes: dict[_ClassKey, list[int]] = defaultdict(list)
    for c in cards:
        classes[(domains[c], tuple(literal_sets[c]), marks[c])].append(c)
    shape = tuple((key, len(group)) for key, group in classes.items())
    # An extension built before _dp.splits has no placements(..., positions) either.
    if not local and _c_placements(shape, width) and hasattr(_dp, "splits"):
        return _packed_group(cards, classes, shape, len(compact), width)
    weights, per_class = _placements(shape, len(compact), width + len(local))
    if local:
        weights = _settled(weights, width, local)
        per_class = [{i: _settled(t, width, local) for i, t in per.items()} for per in per_class]
    by_holder: dict[tuple[int, int], dict[Vector, int]] = {}
    for group, per in zip(classes.values(), per_class, strict=True):
        for c in group:
            for i, table in per.items():
                by_holder[(c, i)] = table
    return Group(cards, weights, by_holder)


def _c_placements(shape: tuple[tuple[_ClassKey, int], ...], width: int) -> bool:
    """Whether :func:`_placements` runs its product in C for this shape."""
    return (
        use_c and _dp is not None and hasattr(_dp, "placements") and 0 < width <= 12 and bool(shape)
    )


def _packed_group(
    cards: tuple[int, ...],
    classes: dict[_ClassKey, list[int]],
    shape: tuple[tuple[_ClassKey, int], ...],
    n_clauses: int,
    width: int,
) -> Group:
    """The group of :func:`_enumerate` with its per-holder tables and packed table as the C
    product gives them (the same numbers as :func:`_placements` with no Python pass over them;
    tested): the tables packed for the C loops, each (card, player) reading its class's."""
    weights, players, keys, values, top, tables = _placements_packed(shape, n_clauses, width)
    readers: list[tuple[int, int, int]] = []
    first = 0  # the class's first table
    for group, mine in zip(classes.values(), players, strict=True):
        for c in group:
            readers.extend((c, i, first + j) for j, i in enumerate(mine))
        first += len(mine)
    found = Group(cards, weights, None, tables=(tables, readers))
    if keys:
        found.packed[width] = Packed.of(keys, values, top)
    return found


_PackedPlacements = tuple[
    dict[Vector, int],
    list[list[int]],
    list[int],
    list[int],
    list[int],
    tuple[bytes, bytes, bytes],
]


@functools.lru_cache(maxsize=4096)
def _placements_packed(
    shape: tuple[tuple[_ClassKey, int], ...], n_clauses: int, width: int
) -> _PackedPlacements:
    """:func:`_placements` in C: the weights, per class the players with a per-holder table,
    the weights' packed usages and weights in their order, the most cards a placement gives each
    coordinate, and the per-holder tables packed as :meth:`Group.holder_tables` gives them
    (places in the weights' order, weights, offsets; class by class, player by player; callers
    must not mutate the results)."""
    assert _dp is not None
    found: _PackedPlacements = _dp.placements(
        [_packed_splits(key, k, width) for key, k in shape],
        (1 << n_clauses) - 1,
        [sum(1 << i for i in domain) for (domain, _, _), _ in shape],
        [k for _, k in shape],
        width,
        2,
    )
    return found


def _settled(
    table: dict[Vector, int], width: int, local: tuple[tuple[int, int], ...]
) -> dict[Vector, int]:
    """``table`` without the vectors whose local tallies (coordinates ``width``..) are out of
    range, and without those coordinates."""
    out: dict[Vector, int] = defaultdict(int)
    for vec, w in table.items():
        if all(lo <= vec[width + j] <= cap for j, (lo, cap) in enumerate(local)):
            out[vec[:width]] += w
    return dict(out)


@functools.lru_cache(maxsize=4096)
def _placements(
    shape: tuple[tuple[_ClassKey, int], ...], n_clauses: int, width: int
) -> tuple[dict[Vector, int], list[dict[int, dict[Vector, int]]]]:
    """The usage vectors of a half-suit's placements satisfying all its clauses, with their
    weights, and per class and player the placements giving that player one given card of the
    class. Depends only on the classes (domain, part in each clause, size): positions of a game
    share most of them, so results are cached. (Callers must not mutate the results.)"""
    full = (1 << n_clauses) - 1
    if _c_placements(shape, width):
        assert _dp is not None
        weights_c, per_class_c = _dp.placements(
            [_packed_splits(key, k, width) for key, k in shape],
            full,
            [sum(1 << i for i in domain) for (domain, _, _), _ in shape],
            [k for _, k in shape],
            width,
        )
        return weights_c, per_class_c
    # Per class: every split of its cards over its domain, with weight and clause mask.
    options = [_splits(key, k, width) for key, k in shape]
    weights: dict[Vector, int] = defaultdict(int)
    # shares[class][(usage, player)]: weighted count of that class's cards given to the player.
    shares: list[dict[tuple[Vector, int], int]] = [defaultdict(int) for _ in options]
    for combo in itertools.product(*options):
        mask = 0
        weight = 1
        for _, w, m in combo:
            mask |= m
            weight *= w
        if mask != full:
            continue
        usage = tuple(map(sum, zip(*(row[0] for row in combo), strict=True)))
        weights[usage] += weight
        for share, row, ((domain, _, _), _) in zip(shares, combo, shape, strict=True):
            for i in domain:  # players only: a tally's coordinate holds no card
                n = row[0][i]
                if n:
                    share[(usage, i)] += weight * n
    per_class: list[dict[int, dict[Vector, int]]] = []
    for (_, k), share in zip(shape, shares, strict=True):
        per: dict[int, dict[Vector, int]] = defaultdict(dict)
        for (usage, i), n in share.items():
            # Each of the class's cards is equally likely to be any of the n given to i.
            per[i][usage] = n // k
        per_class.append(dict(per))
    return dict(weights), per_class


@functools.lru_cache(maxsize=4096)
def _splits(key: _ClassKey, k: int, width: int) -> list[tuple[Vector, int, int]]:
    """Every split of a class's ``k`` cards over its domain: the usage it adds (its marks' tallies
    too), the number of ways (a multinomial) and the mask of the clauses it satisfies."""
    domain, lits, marked = key
    rows = []
    for split in compositions(k, (k,) * len(domain)):
        spread = [0] * width
        for i, n in zip(domain, split, strict=True):
            spread[i] = n
        # A positive literal holds when its player gets one of the cards, a negative one when
        # its player does not get them all.
        some = sum(1 << i for i in range(width) if spread[i] > 0)
        not_all = sum(1 << i for i in range(width) if spread[i] < k)
        mask = 0
        for j in range(len(lits) // 2):
            if lits[2 * j] & some or lits[2 * j + 1] & not_all:
                mask |= 1 << j
        for player, coordinate in marked:
            spread[coordinate] += spread[player]
        rows.append((tuple(spread), multinomial(k, split), mask))
    return rows


@functools.lru_cache(maxsize=4096)
def _packed_splits(key: _ClassKey, k: int, width: int) -> list[tuple[int, int, int]]:
    """:func:`_splits` with each usage packed 5 bits a coordinate, for the C loops (made in C
    when the extension has ``splits``: the same rows in the same order, tested)."""
    if use_c and _dp is not None and hasattr(_dp, "splits") and 1 <= len(key[0]) <= 16:
        domain, lits, marked = key
        rows: list[tuple[int, int, int]] = _dp.splits(
            domain,
            k,
            list(lits[0::2]),
            list(lits[1::2]),
            [x for mark in marked for x in mark],
            width,
        )
        return rows
    return [
        (sum(x << (5 * i) for i, x in enumerate(vec)), w, m) for vec, w, m in _splits(key, k, width)
    ]


def closed_group(cards: tuple[int, ...], domain: tuple[int, ...], caps: Vector) -> Group:
    """Independent cards sharing a domain: a multinomial weight per way to split them (cached
    with its packed forms; callers must not mutate the group)."""
    return _closed_group(cards, domain, caps)


@functools.lru_cache(maxsize=4096)
def _closed_group(cards: tuple[int, ...], domain: tuple[int, ...], caps: Vector) -> Group:
    return Group(cards, _closed_weights(len(cards), domain, caps), None, domain)


@functools.lru_cache(maxsize=4096)
def _closed_weights(n: int, domain: tuple[int, ...], caps: Vector) -> dict[Vector, int]:
    """The usage vectors of ``n`` independent cards over ``domain``, with their multinomial
    weights (cached: callers must not mutate the result)."""
    width = len(caps)
    weights: dict[Vector, int] = {}
    for split in compositions(n, [caps[i] for i in domain]):
        vec = [0] * width
        for i, k in zip(domain, split, strict=True):
            vec[i] = k
        weights[tuple(vec)] = multinomial(n, split)
    return weights


def clear_caches() -> None:
    """Forget every cached enumeration (benchmarks use it to time cold positions)."""
    _enumerate.cache_clear()
    _placements.cache_clear()
    _placements_packed.cache_clear()
    _closed_weights.cache_clear()
    _splits.cache_clear()
    _packed_splits.cache_clear()
    _closed_group.cache_clear()
    _compositions.cache_clear()
