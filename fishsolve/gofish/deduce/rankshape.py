"""The shapes the count over ranks works with (:mod:`.rankdp`, :mod:`.carddp`, and their loops in
C, :mod:`.rankkernel`): a partial placement, a player's options and their checks; and, for one
rank and one player, the shape (:func:`shape_of`) and the options from a fill
(:func:`options_of`; under card asks :func:`card_options_of`: the Python enumerations the C loops
are held to)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product
from math import comb, factorial, perm

from fishsolve.gofish.deduce.rankcodec import Vec
from fishsolve.gofish.deduce.timeline import RankRule, Timeline

Mid = int
"""Within one rank's placement: (fills, the stock's positions filled, the rank's cards placed in
the stock when it goes first, its cards still to place), packed in one integer by the rank's
:class:`~fishsolve.gofish.deduce.rankcodec.Codec`."""
Option = tuple[Vec, int, int, int]
"""A player's share of one rank's placement: (their fills after, on the next partition; ways;
cards placed; cards of the rank held now from those blocks)."""
Step = tuple[int, int, int]
"""One option as a move of a packed :data:`Mid`: (what it adds to the packed integer, ways, cards
of the rank held now from those blocks)."""
OptionGroups = Sequence[list[Step]]
"""A player's options from one fill, a group per cards placed (under card asks, per digit of the
cards placed): Python lists (the Python loops), or the C loops' ``_rankstep.Options`` (arrays
that read as the same groups, made and read in C)."""


@dataclass(frozen=True)
class Shape:
    """One rank's checks on one player's classes: capacities, closed classes, where the cards
    held now start, which class of the next partition each class joins, and the constraints by
    the class they end after (``ending``; ``weighing``: those whose values weigh other than 1,
    with their weights) or run through (``spanning``, with their maximum)."""

    caps: list[int]
    closed: set[int]
    now: int
    merge: list[int]
    size: int
    ending: list[list[tuple[int, frozenset[int]]]]
    spanning: list[list[tuple[int, int]]]
    weighing: list[list[tuple[int, dict[int, int]]]]


def shape_of(
    tl: Timeline, rule: RankRule, p: int, bounds: list[int], nxt: list[int]
) -> Shape | None:
    """What placing ``rule``'s rank in player ``p``'s classes (``bounds``, joining the classes
    ``nxt`` after the rank) checks (None: no way)."""
    blocks = tl.blocks[p]
    m = len(bounds) - 1
    caps = [sum(blocks[bounds[i] : bounds[i + 1]]) for i in range(m)]
    index = {b: i for i, b in enumerate(bounds)}
    closed = {index[i] for q, i in rule.closed if q == p}
    checks = [(index[c.lo], index[c.hi], c) for c in rule.constraints if c.player == p]
    now = index[rule.now_lo[p]] if not rule.laid else m
    merge = [0] * m
    j = 0
    for i in range(m):
        while nxt[j + 1] <= bounds[i]:
            j += 1
        merge[i] = j
    ending: list[list[tuple[int, frozenset[int]]]] = [[] for _ in range(m + 1)]
    spanning: list[list[tuple[int, int]]] = [[] for _ in range(m + 1)]
    weighing: list[list[tuple[int, dict[int, int]]]] = [[] for _ in range(m + 1)]
    for lo, hi, c in checks:
        allowed = c.allowed
        if lo == hi:  # an empty run: its count is 0
            if 0 not in allowed:
                return None
            continue
        ending[hi].append((lo, allowed))
        if c.weights:
            weighing[hi].append((lo, dict(c.weights)))
        for e in range(lo + 1, hi):
            spanning[e].append((lo, max(allowed)))
    return Shape(caps, closed, now, merge, len(nxt) - 1, ending, spanning, weighing)


def options_of(rule: RankRule, shape: Shape | None, fills: Vec) -> list[Option]:
    """Every way ``rule``'s rank can lie in a player's classes (``shape``), filled ``fills``,
    merged by what the later ranks and the tables need (the count charges one step per option
    and one more)."""
    if shape is None:
        return []
    caps, closed, now, merge = shape.caps, shape.closed, shape.now, shape.merge
    ending, spanning, size = shape.ending, shape.spanning, shape.size
    weighing = shape.weighing
    m = len(caps)
    most = rule.free
    out: dict[tuple[Vec, int, int], int] = {}
    x = [0] * m
    prefix = [0] * (m + 1)

    def rec(i: int, left: int, ways: int) -> None:
        if i == m:
            new = [0] * size
            for c in range(m):
                new[merge[c]] += fills[c] + x[c]
            key = (tuple(new), prefix[m], prefix[m] - prefix[now])
            out[key] = out.get(key, 0) + ways
            return
        free = caps[i] - fills[i]
        top = 0 if i in closed else min(left, free)
        base = prefix[i]
        e = i + 1
        for v in range(top + 1):
            at = base + v
            if any(at - prefix[lo] > hi for lo, hi in spanning[e]):
                break
            if any(at - prefix[lo] not in allowed for lo, allowed in ending[e]):
                continue
            x[i] = v
            prefix[e] = at
            pick = 1
            for lo, weights in weighing[e]:  # a pair's pick
                pick *= weights.get(at - prefix[lo], 1)
            rec(e, left - v, ways * comb(free, v) * pick)
        x[i] = 0

    rec(0, most, 1)
    return [(k[0], w, k[1], k[2]) for k, w in out.items()]


def card_options_of(
    shape: Shape,
    fills: Vec,
    allowed: list[list[int]],
    sizes: Sequence[int],
    mult: Sequence[int],
) -> tuple[dict[tuple[Vec, int, int], int], int]:
    """Under card asks, every way of putting some of a rank's cards (told apart in groups of
    ``sizes`` cards, group g's count packed times ``mult[g]`` in a digit; ``allowed``: the groups
    each class may hold) in a player's classes: (fills after, on the next partition; the digit of
    the cards placed; cards held now) -> ways; and the enumeration's visits (the count charges
    one step per option and ``carddp.VISIT`` per visit)."""
    caps, closed, now, merge = shape.caps, shape.closed, shape.now, shape.merge
    ending, spanning, size = shape.ending, shape.spanning, shape.size
    m = len(caps)
    out: dict[tuple[Vec, int, int], int] = {}
    x = [0] * m
    prefix = [0] * (m + 1)
    used = [0] * len(sizes)
    visits = [0]

    def rec(i: int, ways: int) -> None:
        visits[0] += 1
        if i == m:
            new = [0] * size
            for c in range(m):
                new[merge[c]] += fills[c] + x[c]
            placed = sum(u * mm for u, mm in zip(used, mult, strict=True))
            key = (tuple(new), placed, prefix[m] - prefix[now])
            out[key] = out.get(key, 0) + ways
            return
        free = caps[i] - fills[i]
        ok = [] if i in closed or not free else allowed[i]
        base = prefix[i]
        e = i + 1
        for ys in product(*(range(min(free, sizes[g] - used[g]) + 1) for g in ok)):
            v = sum(ys)
            if v > free:
                continue
            at = base + v
            if any(at - prefix[lo] > hi for lo, hi in spanning[e]):
                continue
            if any(at - prefix[lo] not in fine for lo, fine in ending[e]):
                continue
            split = 1
            for g, y in zip(ok, ys, strict=True):
                used[g] += y
                split *= factorial(y)
            x[i] = v
            prefix[e] = at
            rec(e, ways * (perm(free, v) // split))
            for g, y in zip(ok, ys, strict=True):
                used[g] -= y
        x[i] = 0

    rec(0, 1)
    return out, visits[0]


__all__ = [
    "Mid",
    "Option",
    "OptionGroups",
    "Shape",
    "Step",
    "card_options_of",
    "options_of",
    "shape_of",
]
