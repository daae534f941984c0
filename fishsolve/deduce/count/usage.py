"""Counting by usage vectors: each group of cards summarised by how many cards each player gets.

Every clause-bound half-suit is enumerated (interchangeable cards as classes, weighted by
multinomials) into a map *usage vector -> number of placements*; free cards sharing a domain form
closed-form groups; the largest free group is left for last and counted in closed form. The groups
are combined by a dynamic programme over packed usage vectors, forwards for the total and
backwards (in one sweep with the per-group marginals) for every (card, player) count.

The work grows with the number of usage vectors: small late in a game, largest early-to-mid game
when many cards can still go almost anywhere.
"""

from __future__ import annotations

import functools
import itertools
import types
from collections import defaultdict
from dataclasses import dataclass, field

from fishsolve.deduce.count.problem import (
    CountProblem,
    CountResult,
    IndexClause,
    TooCostly,
    Vector,
    _compositions,
    compositions,
    multinomial,
    simplify,
)
from fishsolve.game.cards import Card

C_SPEEDUP = 25
"""How many more programme steps the C loops take in the time of one Python step (measured:
20-40x), so that a budget means the same time whichever loops run."""

_dp: types.ModuleType | None
try:  # the programme's inner loops in C, when the extension was built (see _dp.c)
    from fishsolve.deduce.count import _dp
except ImportError:  # pragma: no cover - depends on the build
    _dp = None

# A class of interchangeable cards: their domain, and their literals in each clause.
_ClassKey = tuple[tuple[int, ...], tuple[frozenset[tuple[int, bool]], ...]]


@dataclass
class _Group:
    """Cards counted together: a weight per usage vector, and per (card, player) if enumerated."""

    cards: tuple[Card, ...]
    weights: dict[Vector, int]
    by_holder: dict[tuple[Card, int], dict[Vector, int]] | None
    domain: tuple[int, ...] = ()
    packed: dict[int, dict[int, int]] = field(default_factory=dict)
    """The weights keyed by packed usage vector, per vector width (filled by :func:`_combine`)."""
    fits_64: bool | None = None
    """Whether every weight fits 64 bits (the C loops' precondition), once asked."""

    def small(self) -> bool:
        """True if every weight fits 64 bits (computed once)."""
        if self.fits_64 is None:
            self.fits_64 = all(w < 1 << 64 for w in self.weights.values())
        return self.fits_64


def enumerate_half(
    cards: tuple[Card, ...],
    clauses: tuple[IndexClause, ...],
    domains: dict[Card, tuple[int, ...]],
    width: int,
) -> _Group:
    """Every placement of ``cards`` that satisfies ``clauses``, summarised by usage vector.

    Cards with the same domain and the same part in every clause are interchangeable, so they are
    placed as a *class*: how many go to each player, weighted by the multinomial number of ways.
    (Typically the five cards of an asker clause form one class.)

    Consecutive positions of a game leave most half-suits as they were, so whole results are
    cached too. (Callers must not mutate the group.)
    """
    return _enumerate(cards, clauses, tuple(domains[c] for c in cards), width)


@functools.lru_cache(maxsize=8192)
def _enumerate(
    cards: tuple[Card, ...],
    clauses: tuple[IndexClause, ...],
    card_domains: tuple[tuple[int, ...], ...],
    width: int,
) -> _Group:
    domains = dict(zip(cards, card_domains, strict=True))
    compact = simplify(clauses)
    literal_sets: dict[Card, list[frozenset[tuple[int, bool]]]] = {
        c: [frozenset() for _ in compact] for c in cards
    }
    for j, clause in enumerate(compact):
        for card, i, positive in clause:
            literal_sets[card][j] |= {(i, positive)}
    classes: dict[_ClassKey, list[Card]] = defaultdict(list)
    for c in cards:
        classes[(domains[c], tuple(literal_sets[c]))].append(c)
    shape = tuple((key, len(group)) for key, group in classes.items())
    weights, per_class = _placements(shape, len(compact), width)
    by_holder: dict[tuple[Card, int], dict[Vector, int]] = {}
    for group, per in zip(classes.values(), per_class, strict=True):
        for c in group:
            for i, table in per.items():
                by_holder[(c, i)] = table
    return _Group(cards, weights, by_holder)


@functools.lru_cache(maxsize=4096)
def _placements(
    shape: tuple[tuple[_ClassKey, int], ...], n_clauses: int, width: int
) -> tuple[dict[Vector, int], list[dict[int, dict[Vector, int]]]]:
    """The usage vectors of a half-suit's placements satisfying all its clauses, with their
    weights, and per class and player the placements giving that player one given card of the
    class. Depends only on the classes (domain, part in each clause, size): positions of a game
    share most of them, so results are cached. (Callers must not mutate the results.)"""
    # Per class: every split of its cards over its domain, with weight and clause mask.
    options: list[list[tuple[Vector, int, int]]] = []
    for (domain, lits), k in shape:
        rows = []
        for split in compositions(k, (k,) * len(domain)):
            spread = [0] * width
            for i, n in zip(domain, split, strict=True):
                spread[i] = n
            mask = 0
            for j, literal_set in enumerate(lits):
                for player, positive in literal_set:
                    if (spread[player] > 0) if positive else (spread[player] < k):
                        mask |= 1 << j
                        break
            rows.append((tuple(spread), multinomial(k, split), mask))
        options.append(rows)
    full = (1 << n_clauses) - 1
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
        for share, row in zip(shares, combo, strict=True):
            for i, n in enumerate(row[0]):
                if n:
                    share[(usage, i)] += weight * n
    per_class: list[dict[int, dict[Vector, int]]] = []
    for ((_, _), k), share in zip(shape, shares, strict=True):
        per: dict[int, dict[Vector, int]] = defaultdict(dict)
        for (usage, i), n in share.items():
            # Each of the class's cards is equally likely to be any of the n given to i.
            per[i][usage] = n // k
        per_class.append(dict(per))
    return dict(weights), per_class


def clear_caches() -> None:
    """Forget every cached enumeration (benchmarks use it to time cold positions)."""
    _enumerate.cache_clear()
    _placements.cache_clear()
    _closed_weights.cache_clear()
    _compositions.cache_clear()


def closed_group(cards: tuple[Card, ...], domain: tuple[int, ...], caps: Vector) -> _Group:
    """Independent cards sharing a domain: a multinomial weight per way to split them."""
    return _Group(cards, _closed_weights(len(cards), domain, caps), None, domain)


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


def solve(problem: CountProblem, budget: int | None = None, use_c: bool = True) -> CountResult:
    """Count ``problem`` exactly; raise :class:`TooCostly` if the programme would visit more than
    ``budget`` (state, usage vector) pairs."""
    caps = problem.caps
    width = len(caps)
    groups: list[_Group] = []
    for cards, clauses in problem.halves:
        group = enumerate_half(cards, clauses, problem.domains, width)
        if not group.weights:  # no placement of this half-suit satisfies its clauses
            return CountResult(0, {})
        groups.append(group)
    by_domain: dict[tuple[int, ...], list[Card]] = defaultdict(list)
    for c in problem.free:
        by_domain[problem.domains[c]].append(c)
    ordered = sorted(by_domain.items(), key=lambda kv: (len(kv[1]), kv[0]))
    last: _Group | None = None
    if ordered:
        domain, biggest = ordered.pop()
        last = _Group(tuple(biggest), {}, None, domain)
    for domain, members in ordered:
        groups.append(closed_group(tuple(members), domain, caps))
    # The programme's cost is the sum over groups of (states so far) x (group's usage vectors),
    # and the states only grow: the groups with the most usage vectors go first.
    groups.sort(key=lambda g: -len(g.weights))
    return _combine(groups, last, caps, budget, use_c)


def _combine(
    groups: list[_Group],
    last: _Group | None,
    caps: Vector,
    budget: int | None = None,
    use_c: bool = True,
) -> CountResult:
    width = len(caps)
    # Usage vectors are packed into one integer, 5 bits per player, each digit stored as
    # usage + (15 - cap): bit 4 of a digit is set exactly when that player is over capacity, so
    # one AND tests every player at once and vector addition is integer addition.
    shift = [5 * i for i in range(width)]
    guard = sum(16 << s for s in shift)

    def pack(d: Vector) -> int:
        return sum(x << s for x, s in zip(d, shift, strict=True))

    def packed_weights(group: _Group) -> dict[int, int]:
        found = group.packed.get(width)
        if found is None:
            found = group.packed[width] = {pack(d): w for d, w in group.weights.items()}
        return found

    start = sum((15 - c) << s for c, s in zip(caps, shift, strict=True))
    packed = [packed_weights(g) for g in groups]
    # Most cards each player may still receive from groups k.. (and the last group).
    supply = [[0] * width for _ in range(len(groups) + 1)]
    if last is not None:
        for i in last.domain:
            supply[len(groups)][i] = len(last.cards)
    for k in range(len(groups) - 1, -1, -1):
        top = [max(d[i] for d in groups[k].weights) for i in range(width)]
        supply[k] = [a + b for a, b in zip(supply[k + 1], top, strict=True)]
    # A state at layer k is viable if every player can still be filled: digit >= 15 - supply.
    viable = [
        sum((1 + min(s_i, 15)) << s for s_i, s in zip(row, shift, strict=True)) for row in supply
    ]

    # The C loops key their tables by packed state, which is never 0 while some player can still
    # receive a card (width > 0); weights must fit 64 bits.
    if _dp is not None and use_c and width > 0 and all(g.small() for g in groups):
        try:
            out = _dp.combine(
                [list(p) for p in packed],
                [list(p.values()) for p in packed],
                start,
                guard,
                viable,
                width,
                sum(1 << i for i in last.domain) if last is not None else 0,
                len(last.cards) if last is not None else 0,
                int(last is not None),
                (budget or 0) * C_SPEEDUP,
            )
        except OverflowError:
            out = ()  # a count outgrew 128 bits: Python's integers take over below
        if out is None:
            raise TooCostly
        if out:
            total_c, reach_rows, per_c = out
            reaches_c = [
                dict(zip(p, row, strict=True)) for p, row in zip(packed, reach_rows, strict=True)
            ]
            return _result(groups, last, packed, total_c, reaches_c, per_c)

    # Forward: forward[k][v] = ways for groups[:k] to use exactly v.
    forward: list[dict[int, int]] = [{start: 1}]
    # The backward sweep visits as many pairs as the forward one: check the budget going forward.
    left = None if budget is None else budget // 2
    for k, weights in enumerate(packed):
        if left is not None:
            left -= len(forward[-1]) * len(weights)
            if left < 0:
                raise TooCostly
        need = viable[k + 1]
        # (d, d + need, w): one addition per test instead of two.
        steps = [(d, d + need, w) for d, w in weights.items()]
        nxt: dict[int, int] = {}
        get = nxt.get
        for v, ways in forward[-1].items():
            for d, dn, w in steps:
                u = v + d
                if not u & guard and (v + dn) & guard == guard:
                    nxt[u] = get(u, 0) + ways * w
        forward.append(nxt)

    def rest_of(v: int) -> list[int]:
        return [15 - ((v >> s) & 31) for s in shift]

    def finish(v: int) -> int:
        """Ways for the last group to fill the capacity left after v."""
        rest = rest_of(v)
        if last is None:
            return 1 if not any(rest) else 0
        if any(rest[i] for i in range(width) if i not in last.domain):
            return 0
        return multinomial(len(last.cards), [rest[i] for i in last.domain])

    # Backward: backward[k][v] = ways for groups[k:] and the last group to complete v. The same
    # sweep gathers reach[k][d] = sum over v of forward[k][v] * backward[k+1][v + d]: the
    # placements in which group k's cards have usage d.
    backward: list[dict[int, int]] = [{} for _ in range(len(groups) + 1)]
    backward[len(groups)] = {v: n for v in forward[len(groups)] if (n := finish(v))}
    reaches: list[dict[int, int]] = [{} for _ in groups]
    for k in range(len(groups) - 1, -1, -1):
        later = backward[k + 1]
        here: dict[int, int] = {}
        reach = dict.fromkeys(packed[k], 0)
        pairs = list(packed[k].items())
        for v, before in forward[k].items():
            acc = 0
            for d, w in pairs:
                after = later.get(v + d)
                if after:
                    acc += w * after
                    reach[d] += before * after
            if acc:
                here[v] = acc
        backward[k] = here
        reaches[k] = reach
    total = backward[0].get(start, 0)
    per_player = [0] * width
    if last is not None:
        for v, fill in backward[len(groups)].items():
            ways = forward[len(groups)][v]
            rest = rest_of(v)
            for i in last.domain:
                per_player[i] += ways * fill * rest[i]
    return _result(groups, last, packed, total, reaches, per_player)


def _result(
    groups: list[_Group],
    last: _Group | None,
    packed: list[dict[int, int]],
    total: int,
    reaches: list[dict[int, int]],
    per_player: list[int],
) -> CountResult:
    """The count and every (card, player) count, from the programme's sums."""
    if total == 0:
        return CountResult(0, {})
    holding: dict[Card, dict[int, int]] = {}
    for k, group in enumerate(groups):
        by_vector = {vec: reaches[k][d] for vec, d in zip(group.weights, packed[k], strict=True)}
        _marginals(group, by_vector, holding)
    if last is not None:
        size = len(last.cards)
        for c in last.cards:
            holding[c] = {i: per_player[i] // size for i in last.domain if per_player[i]}
    return CountResult(total, holding)


def _marginals(
    group: _Group, reach: dict[Vector, int], holding: dict[Card, dict[int, int]]
) -> None:
    if group.by_holder is not None:
        # The cards of one class share their tables (see _placements): one sum per class.
        done: dict[int, int] = {}
        for (c, i), weights in group.by_holder.items():
            n = done.get(id(weights))
            if n is None:
                n = done[id(weights)] = sum(w * reach[d] for d, w in weights.items())
            if n:
                holding.setdefault(c, {})[i] = n
        return
    # A closed-form group: by symmetry each card gets a share of the group's expected usage.
    per_player = dict.fromkeys(group.domain, 0)
    for d, w in group.weights.items():
        for i in group.domain:
            per_player[i] += w * reach[d] * d[i]
    size = len(group.cards)
    for c in group.cards:
        holding[c] = {i: n // size for i, n in per_player.items() if n}
