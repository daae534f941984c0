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

Each class's step is itself a programme over the histogram's levels (the ranks with the same
cards left split together: how many of them put each count there), not a walk through every
rank's count one by one, and the classes are taken in one canonical order (the count does not
depend on it), so states that differ only by which player holds what share their completions:
the table's first ten positions of a three-player 52-card Authors game count in 1.0 s instead of
5.9 s, of a six-player one in 7.0 s instead of 16.4 s (docs/performance.md, "Ranks alike,
pooled").
"""

from __future__ import annotations

from collections.abc import Callable
from math import factorial

from fishsolve.cards import Rank
from fishsolve.gofish.deduce.pool import compositions, multinomial
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
        # The classes fill in any order for the same count: taken in one canonical order (by
        # positions, then by what they allow), states that differ by which players hold what
        # share their completions. Each kind of class (what it allows) gets its rank in it.
        kinds = sorted({a for row in allowed for a in row}, key=_allowed_order)
        self._kinds = kinds
        rank = {a: i for i, a in enumerate(kinds)}
        self._kind = [[rank[a] for a in row] for row in allowed]
        self._needs = [[a is not None and 0 not in a for a in row] for row in allowed]
        self._values: dict[tuple[tuple[int, int], ...], int] = {}

    def value(self, free: list[list[int]], stock: int) -> int:
        """Ways to fill ``free[p][i]`` positions of every player's classes and ``stock`` stock
        positions with the group's cards, every position one card."""
        if sum(map(sum, free)) + stock != self.count * self.cards:
            return 0
        found: list[tuple[int, int]] = []
        for row, kind, needs in zip(free, self._kind, self._needs, strict=True):
            for e, k, n in zip(row, kind, needs, strict=True):
                if e or n:
                    found.append((e, k))
        found.sort()
        key = tuple(found)
        got = self._values.get(key)
        if got is None:
            places = [(e, self._kinds[k]) for e, k in found]
            places.append((stock, None))
            got = self._values[key] = self._ways(self.start, tuple(places))
        return got

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
        ways), ways = e! / prod x_r! times the choice of which ranks take how many.

        A programme over the levels of the histogram, the highest first: its state is what the
        levels split so far put where (the histogram after, those levels' part) and the
        positions left; the ranks at a level split into how many take each count x (``k_x`` of
        them: ``n! / prod k_x!`` choices), which puts ``sum k_x x`` of the cards in the class
        (``left! / (prod x!^k_x (left - sum)!)`` orders of them among its positions)."""
        key = (hist, place)
        got = self._takes.get(key)
        if got is not None:
            return got
        e, allowed = place
        top = self.cards
        if allowed is not None and 0 not in allowed and hist[0]:
            self._takes[key] = []
            return []
        options = [
            [x for x in range(level + 1) if allowed is None or x in allowed]
            for level in range(top + 1)
        ]
        reach = [0] * (top + 2)  # at most how many cards the levels from here down can put
        for level in range(1, top + 1):
            most_x = options[level][-1] if options[level] else 0
            reach[level + 1] = reach[level] + hist[level] * most_x
        start = [0] * (top + 1)
        start[0] = hist[0]
        states: dict[tuple[Hist, int], int] = {(tuple(start), e): 1}
        for level in range(top, 0, -1):
            n = hist[level]
            if not n:
                continue
            below = reach[level]
            nxt: dict[tuple[Hist, int], int] = {}
            for (part, left), w in states.items():
                for ks, choices, cards in _splits(n, tuple(options[level])):
                    if cards > left or left - cards > below:
                        continue
                    ways = choices * factorial(left) // factorial(left - cards)
                    after = list(part)
                    for x, k in zip(options[level], ks, strict=True):
                        if k:
                            after[level - x] += k
                            ways //= factorial(x) ** k
                    got_key = (tuple(after), left - cards)
                    nxt[got_key] = nxt.get(got_key, 0) + w * ways
            states = nxt
        got = [(after, w) for (after, left), w in states.items() if left == 0]
        self._takes[key] = got
        return got


def _allowed_order(allowed: frozenset[int] | None) -> tuple[int, ...]:
    return (-1,) if allowed is None else tuple(sorted(allowed))


def _splits(n: int, xs: tuple[int, ...]) -> list[tuple[tuple[int, ...], int, int]]:
    """The ways ``n`` alike ranks split over the counts ``xs``: (how many take each, the choices
    of which ranks take what n! / prod k!, the cards they take in all)."""
    got = _SPLITS.get((n, xs))
    if got is None:
        got = [
            (ks, multinomial(n, ks), sum(k * x for k, x in zip(ks, xs, strict=True)))
            for ks in (compositions(n, len(xs)) if xs else ())
        ]
        _SPLITS[(n, xs)] = got
    return got


_SPLITS: dict[tuple[int, tuple[int, ...]], list[tuple[tuple[int, ...], int, int]]] = {}
