"""Ranks the log never tells apart, counted together: the last stage of the programme over ranks.

Two ranks whose rules (:class:`~fishsolve.gofish.deduce.timeline.RankRule`, after
:func:`~fishsolve.gofish.deduce.plan.simplify`) are equal — the same unknown cards, the same
constraints on the same runs, the same place where their cards held now start — are
interchangeable: swapping their cards maps every arrangement of one to an arrangement of the
other. Ranks no event has touched are the usual case (their only constraints are "at most three
at the last ask", one run per player, the same for all of them).

:mod:`.rankdp` places such a group last. The first of the group is placed like any rank (its table
is every rank's table of the group, by the symmetry); the others fill exactly the positions left,
and when each of their constraints is a whole class of the partition they see (a run no later
rank cuts), every class is filled independently of the others but for the cards each rank has
left. So their count is a programme over the classes (then the stock) whose state is the
*histogram* of the group's ranks by cards left, as in :mod:`.pool`: placing ``x_r`` cards of each
rank in a class of ``e`` free positions has ``e! / prod x_r!`` ways (the rank programme's
``C(e, x)`` factors, multiplied out), and the ranks with equal cards left are chosen by a
multinomial coefficient. Exact integers throughout; a budget on the steps raises
:class:`~fishsolve.gofish.deduce.stateset.TooCostly` through the caller's ``charge``.
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb, factorial

from fishsolve.cards import Rank
from fishsolve.gofish.deduce.timeline import RankRule

Hist = tuple[int, ...]
"""``hist[l]``: ranks of the group with ``l`` cards still to place."""
Place = tuple[int, frozenset[int] | None]
"""A class: its free positions and the counts a rank may put there (None: any)."""


def signature(rule: RankRule) -> tuple[object, ...]:
    """Equal for two ranks exactly when their rules are equal (after simplification)."""
    cons = tuple(sorted((c.player, c.lo, c.hi, tuple(sorted(c.allowed))) for c in rule.constraints))
    closed = tuple(sorted(rule.closed))
    cards = tuple(sorted(str(c) for c in rule.cards))  # ranks told apart by card: never alike
    return (rule.free, cons, closed, tuple(rule.now_lo), tuple(rule.now_offset), rule.laid, cards)


def group(order: list[Rank], rules: dict[Rank, RankRule]) -> list[Rank]:
    """The largest set of ranks with equal rules and no weighed constraint (two or more; ties:
    the one whose first rank comes last in ``order``), or [] when no two ranks are alike."""
    by: dict[tuple[object, ...], list[Rank]] = {}
    for r in order:
        if any(c.weights for c in rules[r].constraints):
            continue  # a pair's pick weighs its placements: not counted by the pool
        by.setdefault(signature(rules[r]), []).append(r)
    best: list[Rank] = []
    for ranks in by.values():
        if len(ranks) >= 2 and len(ranks) >= len(best):
            best = ranks
    return best


def places_of(rule: RankRule, bounds: list[list[int]]) -> list[list[frozenset[int] | None]] | None:
    """Per player, per class of ``bounds``, the counts a rank of the group may put there; None
    when a constraint is not one whole class (then the classes are not independent)."""
    out: list[list[frozenset[int] | None]] = [[None] * (len(b) - 1) for b in bounds]
    if rule.closed:
        return None
    for c in rule.constraints:
        if c.lo == c.hi:
            if 0 not in c.allowed:
                return None
            continue
        b = bounds[c.player]
        if c.lo not in b or b.index(c.lo) + 1 >= len(b) or b[b.index(c.lo) + 1] != c.hi:
            return None
        i = b.index(c.lo)
        before = out[c.player][i]
        out[c.player][i] = c.allowed if before is None else before & c.allowed
    return out


class Pool:
    """Completions of the positions left by ``count`` ranks of ``cards`` cards each, all of one
    rule (``allowed`` per player and class: see :func:`places_of`)."""

    def __init__(
        self,
        count: int,
        cards: int,
        allowed: list[list[frozenset[int] | None]],
        charge: Callable[[int], None],
    ) -> None:
        self.count = count
        self.cards = cards
        self.allowed = allowed
        self.charge = charge
        start = [0] * (cards + 1)
        start[cards] = count
        self.start: Hist = tuple(start)
        self._memo: dict[tuple[Hist, tuple[Place, ...]], int] = {}
        self._takes: dict[tuple[Hist, Place], list[tuple[Hist, int]]] = {}

    def value(self, free: list[list[int]], stock: int) -> int:
        """Ways to fill ``free[p][i]`` positions of every player's classes and ``stock`` stock
        positions with the group's cards, every position one card."""
        if sum(map(sum, free)) + stock != self.count * self.cards:
            return 0
        places: list[Place] = []
        for p, row in enumerate(free):
            for i, e in enumerate(row):
                allowed = self.allowed[p][i]
                if e or (allowed is not None and 0 not in allowed):
                    places.append((e, allowed))
        places.append((stock, None))
        return self._ways(self.start, tuple(places))

    def _ways(self, hist: Hist, places: tuple[Place, ...]) -> int:
        if len(places) == 1:  # the stock takes the rest, any counts
            e = places[0][0]
            out = factorial(e)
            for left, n in enumerate(hist):
                out //= factorial(left) ** n
            return out
        key = (hist, places)
        got = self._memo.get(key)
        if got is not None:
            return got
        total = 0
        takes = self._take(hist, places[0])
        self.charge(len(takes) + 1)
        rest = places[1:]
        for after, w in takes:
            total += w * self._ways(after, rest)
        self._memo[key] = total
        return total

    def _take(self, hist: Hist, place: Place) -> list[tuple[Hist, int]]:
        """Every way one class takes its positions' cards from the group: (histogram after,
        ways), ways = e! / prod x_r! times the choice of which ranks take how many."""
        key = (hist, place)
        got = self._takes.get(key)
        if got is not None:
            return got
        e, allowed = place
        top = self.cards
        out: dict[Hist, int] = {}
        after = list(hist)
        if allowed is not None and 0 not in allowed and hist[0]:
            self._takes[key] = []
            return []

        def rec(level: int, left: int, chosen: int, denom: int) -> None:
            """Ranks at ``level`` and above still to split; ``chosen`` counts the choices of
            which ranks take what, ``denom`` the product of x! over the ranks placed."""
            while level <= top and not hist[level]:
                level += 1
            if level > top:
                if left == 0:
                    k = tuple(after)
                    out[k] = out.get(k, 0) + chosen * (factorial(e) // denom)
                return
            xs = [x for x in range(level + 1) if allowed is None or x in allowed]
            split(level, xs, 0, hist[level], left, chosen, denom)

        def split(
            level: int, xs: list[int], j: int, n: int, left: int, chosen: int, denom: int
        ) -> None:
            if j == len(xs):
                if n == 0:
                    rec(level + 1, left, chosen, denom)
                return
            x = xs[j]
            most = n if x == 0 else min(n, left // x)
            if j == len(xs) - 1:
                if n > most:
                    return
                ks = [n]
            else:
                ks = list(range(most + 1))
            fx = factorial(x)
            for k in ks:
                after[level] -= k
                after[level - x] += k
                split(level, xs, j + 1, n - k, left - k * x, chosen * comb(n, k), denom * fx**k)
                after[level] += k
                after[level - x] -= k

        rec(1, e, 1, 1)
        got = list(out.items())
        self._takes[key] = got
        return got
