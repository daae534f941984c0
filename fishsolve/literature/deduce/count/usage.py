"""Counting by usage vectors: the groups of cards combined by a dynamic programme.

Every clause-bound half-suit is enumerated into a map *usage vector -> number of placements*; free
cards sharing a domain form closed-form groups (:mod:`fishsolve.literature.deduce.count.halves`);
the largest free group is left for last and counted in closed form. The groups are combined by a
dynamic programme over packed usage vectors, forwards for the total and backwards (in one sweep with
the per-group marginals) for every (card, player) count.

A :class:`~fishsolve.literature.deduce.count.problem.Tally` (a hand-size bound that depends on where
some cards were dealt) is one more coordinate of the usage vector: the half-suits' enumerations add
to it as they place its cards, a slack group tops it up by at most ``cap - lo``, and like every
player's coordinate it must end exactly at its cap. No placement of the cards is enumerated.

The work grows with the number of usage vectors: small late in a game, largest early-to-mid game
when many cards can still go almost anywhere.
"""

from __future__ import annotations

import types
from collections import defaultdict
from operator import mul

from fishsolve.literature.deduce.count import halves
from fishsolve.literature.deduce.count.groups import Group
from fishsolve.literature.deduce.count.halves import Marks, closed_group, enumerate_half
from fishsolve.literature.deduce.count.problem import (
    CountProblem,
    CountResult,
    Tally,
    TooCostly,
    Vector,
    multinomial,
)

C_SPEEDUP = 50
"""How many more programme steps the C loops take in the time of one Python step (measured:
20-40x for the hashed loops, about twice that on dense arrays), so that a budget means about the
same time whichever loops run. 50: of 117 early eight-player public views (8 games, every third
event of the first tenth), one falls back to CP-SAT, the one whose exact count is slower than
the fallback (1.1 s against 0.6 s); at 25, two more fell back whose counts were faster."""

_dp: types.ModuleType | None
try:  # the programme's inner loops in C, when the extension was built (see _dp.c)
    from fishsolve.literature.deduce.count import _dp
except ImportError:  # pragma: no cover - depends on the build
    _dp = None

DENSE_CELLS = 1_000_000
"""The most states (the first players' capacities + 1, multiplied) for which the C loops keep a
layer of the programme in a dense array, read and written in order, instead of a hash table
(when no tally makes the layers' totals differ): at most 24 bytes a state, 24 MB. 0: never."""

C_WIDTH = 12
"""The most coordinates (players, then tallies) the C loops pack into a 64-bit state; wider
problems run in Python, within the same budget. (128-bit states in C were tried: 70% slower on
the heaviest early eight-player counts, which have no tallies.)"""


def clear_caches() -> None:
    """Forget every cached enumeration (benchmarks use it to time cold positions)."""
    halves.clear_caches()


def solve(problem: CountProblem, budget: int | None = None, use_c: bool = True) -> CountResult:
    """Count ``problem`` exactly; raise :class:`TooCostly` if the programme would visit more than
    ``budget`` (state, usage vector) pairs."""
    players = len(problem.caps)
    # A tally whose cards all lie in one half-suit is checked inside that half-suit's
    # enumeration; the others are coordinates of every usage vector.
    half_of = (
        {c: k for k, (cards, _) in enumerate(problem.halves) for c in cards}
        if problem.tallies
        else {}
    )
    local: dict[int, list[Tally]] = defaultdict(list)
    shared: list[Tally] = []
    for tally in problem.tallies:
        halves = {half_of[c] for c, _ in tally.lits}
        if len(halves) == 1:
            local[halves.pop()].append(tally)
        else:
            shared.append(tally)
    caps = (*problem.caps, *(t.cap for t in shared))
    width = len(caps)
    if any(cap > 15 for cap in caps):
        raise ValueError("a capacity above 15 does not fit a digit of the packed usage vector")
    marks = _marks(shared, players)
    groups: list[Group] = []
    for k, (cards, clauses) in enumerate(problem.halves):
        own = local.get(k, [])
        group = enumerate_half(
            cards,
            clauses,
            problem.domains,
            width,
            _joined(marks, _marks(own, width)) if own else marks,
            tuple((t.lo, t.cap) for t in own),
        )
        if not group.weights:  # no placement of this half-suit satisfies its clauses
            return CountResult(0, {})
        groups.append(group)
    by_domain: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for c in problem.free:
        by_domain[problem.domains[c]].append(c)
    ordered = sorted(by_domain.items(), key=lambda kv: (len(kv[1]), kv[0]))
    last: Group | None = None
    if ordered:
        domain, biggest = ordered.pop()
        last = Group(tuple(biggest), {}, None, domain)
    for domain, members in ordered:
        groups.append(closed_group(tuple(members), domain, caps))
    # The programme's cost is the sum over groups of (states so far) x (group's usage vectors),
    # and the states only grow: the groups with the most usage vectors go first. Except that the
    # groups counting for a tally go before all others, then the slack groups: past them every
    # tally sits at its cap (no later group can add to it), so tallies multiply no later state.
    if marks:
        groups.sort(key=lambda g: (not any(c in marks for c in g.cards), -len(g.weights)))
        tallied = sum(1 for g in groups if any(c in marks for c in g.cards))
    else:  # the same order, without asking each card
        groups.sort(key=lambda g: -len(g.weights))
        tallied = 0
    groups[tallied:tallied] = [_slack(t, players + k, width) for k, t in enumerate(shared)]
    return _combine(groups, last, caps, budget, use_c)


def _marks(tallies: list[Tally], first: int) -> dict[int, Marks]:
    """Per card, the tallies it counts for, as (player index, coordinate) pairs; the tallies
    take the coordinates from ``first`` on."""
    marks: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for k, tally in enumerate(tallies):
        for card, i in tally.lits:
            marks[card].append((i, first + k))
    return {c: tuple(sorted(m)) for c, m in marks.items()}


def _joined(a: dict[int, Marks], b: dict[int, Marks]) -> dict[int, Marks]:
    """Both marks of every card."""
    return {c: (*a.get(c, ()), *b.get(c, ())) for c in a.keys() | b.keys()}


def _slack(tally: Tally, coordinate: int, width: int) -> Group:
    """What a tally may fall short of its cap by: 0 to ``cap - lo``, one way each."""
    weights = {}
    for s in range(max(tally.lo, 0), tally.cap + 1):
        vec = [0] * width
        vec[coordinate] = tally.cap - s
        weights[tuple(vec)] = 1
    return Group((), weights, {})


def _combine(
    groups: list[Group],
    last: Group | None,
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

    start = sum((15 - c) << s for c, s in zip(caps, shift, strict=True))
    tables = [g.packed_for(width) for g in groups]
    packed = [t.weights for t in tables]
    # Most cards each player may still receive from groups k.. (and the last group).
    supply = [[0] * width for _ in range(len(groups) + 1)]
    if last is not None:
        for i in last.domain:
            supply[len(groups)][i] = len(last.cards)
    for k in range(len(groups) - 1, -1, -1):
        supply[k] = [a + b for a, b in zip(supply[k + 1], tables[k].top, strict=True)]
    # A state at layer k is viable if every player can still be filled: digit >= 15 - supply.
    viable = [
        sum((1 + min(s_i, 15)) << s for s_i, s in zip(row, shift, strict=True)) for row in supply
    ]

    # The C loops key their tables by packed state, which is never 0 while some player can still
    # receive a card (width > 0), at most C_WIDTH digits; weights must fit 64 bits.
    if _dp is not None and use_c and 0 < width <= C_WIDTH and all(g.small() for g in groups):
        # The (card, player) sums are taken in C too: per group its distinct per-holder tables,
        # or a closed-form group's domain as a mask.
        marginals = [
            g.holder_tables()[0] if g.enumerated else sum(1 << i for i in g.domain) for g in groups
        ]
        try:
            out = _dp.combine(
                [t.keys if t.raw is None else t.raw[0] for t in tables],
                [t.values if t.raw is None else t.raw[1] for t in tables],
                start,
                guard,
                viable,
                width,
                sum(1 << i for i in last.domain) if last is not None else 0,
                len(last.cards) if last is not None else 0,
                int(last is not None),
                (budget or 0) * C_SPEEDUP,
                DENSE_CELLS,
                marginals,
            )
        except OverflowError:
            out = ()  # a count outgrew 128 bits: Python's integers take over below
        if out is None:
            raise TooCostly
        if out:
            total_c, sums, per_c = out
            return _result_of_sums(groups, last, total_c, sums, per_c)

    # The least each player must still receive from groups k.. (the least of each group's
    # vectors, summed; a one-player last group all its cards), each digit at most 16: a state
    # leaving some player less room than that cannot be completed and is dropped when made.
    # (The C loops compute the same.)
    least = [0] * width
    if last is not None and len(last.domain) == 1:
        least[last.domain[0]] = len(last.cards)
    floors = [0] * (len(groups) + 1)
    for k in range(len(groups), -1, -1):
        if k < len(groups) and tables[k].keys:
            for i, s in enumerate(shift):
                least[i] += min((key >> s) & 31 for key in tables[k].keys)
        floors[k] = sum(min(x, 16) << s for x, s in zip(least, shift, strict=True))

    # Forward: forward[k][v] = ways for groups[:k] to use exactly v.
    forward: list[dict[int, int]] = [{start: 1}]
    # The backward sweep visits as many pairs as the forward one: check the budget going forward.
    left = None if budget is None else budget // 2
    for k, weights in enumerate(packed):
        if left is not None:
            left -= len(forward[-1]) * len(weights)
            if left < 0:
                raise TooCostly
        need, floor = viable[k + 1], floors[k + 1]
        # (d, d + need, d + floor, w): one addition per test instead of two.
        steps = [(d, d + need, d + floor, w) for d, w in weights.items()]
        nxt: dict[int, int] = {}
        get = nxt.get
        for v, ways in forward[-1].items():
            for d, dn, df, w in steps:
                u = v + d
                if not u & guard and not (v + df) & guard and (v + dn) & guard == guard:
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
    rows = [list(reach.values()) for reach in reaches]  # in the order of the group's weights
    return _result(groups, last, total, rows, per_player)


def _result(
    groups: list[Group],
    last: Group | None,
    total: int,
    reaches: list[list[int]],
    per_player: list[int],
) -> CountResult:
    """The count and every (card, player) count, from the programme's sums (``reaches[k]``:
    group k's sums in the order of its weights)."""
    if total == 0:
        return CountResult(0, {})
    holding: dict[int, dict[int, int]] = {}
    for k, group in enumerate(groups):
        _marginals(group, reaches[k], holding)
    _last_share(last, per_player, holding)
    return CountResult(total, holding)


def _result_of_sums(
    groups: list[Group],
    last: Group | None,
    total: int,
    sums: list[list[int]],
    per_player: list[int],
) -> CountResult:
    """:func:`_result` from the sums the C loops took (``sums[k]``: group k's per-holder tables'
    sums in the order of :meth:`Group.holder_tables`, or a closed-form group's per player)."""
    if total == 0:
        return CountResult(0, {})
    holding: dict[int, dict[int, int]] = {}
    for group, found in zip(groups, sums, strict=True):
        if group.enumerated:
            for c, i, t in group.holder_tables()[1]:
                n = found[t]
                if n:
                    holding.setdefault(c, {})[i] = n
        else:  # by symmetry each card gets a share of the group's usage (see _marginals)
            size = len(group.cards)
            shares = {i: found[i] // size for i in group.domain if found[i]}
            for c in group.cards:
                holding[c] = dict(shares)
    _last_share(last, per_player, holding)
    return CountResult(total, holding)


def _last_share(
    last: Group | None, per_player: list[int], holding: dict[int, dict[int, int]]
) -> None:
    """The last group's cards: each a share of what the programme gave the group per player."""
    if last is not None:
        size = len(last.cards)
        for c in last.cards:
            holding[c] = {i: per_player[i] // size for i in last.domain if per_player[i]}


def _marginals(group: Group, reach: list[int], holding: dict[int, dict[int, int]]) -> None:
    """Each card's count per player from ``reach``: the placements in which the group's cards
    have each usage vector, in the order of the group's weights."""
    if group.enumerated:
        # The cards of one class share their tables (see _placements): one sum per class.
        done: dict[int, int] = {}
        get = reach.__getitem__
        for c, i, at, weights in group.holder_rows():
            n = done.get(id(weights))
            if n is None:
                n = done[id(weights)] = sum(map(mul, weights, map(get, at)))
            if n:
                holding.setdefault(c, {})[i] = n
        return
    # A closed-form group: by symmetry each card gets a share of the group's expected usage.
    per_player = dict.fromkeys(group.domain, 0)
    for (d, w), r in zip(group.weights.items(), reach, strict=True):
        if r:
            for i in group.domain:
                per_player[i] += w * r * d[i]
    size = len(group.cards)
    for c in group.cards:
        holding[c] = {i: n // size for i, n in per_player.items() if n}
