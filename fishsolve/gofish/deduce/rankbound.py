"""Which states between ranks of the count over ranks can still be completed: necessary checks.

A state between ranks (:mod:`fishsolve.gofish.deduce.rankdp`) says how many positions of each
player's classes are filled; the ranks still to place must fill the rest exactly. Two counts
bound what they can do in a run of classes (a span):

- at most: each rank's cards are at most its free cards, none in a block closed to it, and within
  a constraint's span at most the constraint's largest allowed count; under card asks, a rank
  told apart by card puts at most the cards whose own runs of blocks (:mod:`.cardline`) meet the
  span there;
- at least: a rank whose constraint lies within the span puts at least the constraint's smallest
  allowed count there; under card asks, the cards that can lie nowhere but within the span (no
  run in another player's blocks, not the stock) are there.

A state whose free positions in some span are more than the most, or fewer than the least, has no
completion: dropping it changes no count. The count drops such states before each rank: counting
exactly, so that they cost no steps at the ranks left; sampling, before thinning, so that the
states it keeps are not spent on dead ones (a run whose kept states all die finds no
arrangement).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import accumulate, pairwise

from fishsolve.gofish.deduce.timeline import RankRule, Timeline

Span = tuple[int, int, int]
"""(player, first class, class after the last) on one stage's partition."""


class Bounds:
    """The checks of one stage: the ranks ``rules`` still to place, on the classes ``bounds``
    (per player, the block boundaries) of ``tl``; ``first_free``: the first rank's cards still
    to place, when some are placed already (within its placement)."""

    def __init__(
        self,
        tl: Timeline,
        rules: list[RankRule],
        bounds: list[list[int]],
        first_free: int | None = None,
    ) -> None:
        self.caps = [
            [sum(tl.blocks[p][a:b]) for a, b in pairwise(bounds[p])] for p in range(tl.players)
        ]
        index = [{b: i for i, b in enumerate(bs)} for bs in bounds]
        spans: set[Span] = {(p, 0, len(c)) for p, c in enumerate(self.caps) if c}
        # Per rank, per player: running sums over the classes of the most of its cards there, and
        # its constraints (first class, class after the last, least and most allowed).
        most: list[list[list[int]]] = []
        ranges: list[list[list[tuple[int, int, int, int]]]] = []
        frees = [r.free for r in rules]
        if first_free is not None:
            frees[0] = first_free
        cards: list[_Cards | None] = []
        for j, (rule, free) in enumerate(zip(rules, frees, strict=True)):
            per = [[min(c, free) for c in caps] for caps in self.caps]
            for q, i in rule.closed:
                per[q][_class_of(bounds[q], i)] = 0
            # Card asks: every unknown card of the rank lies within its own runs of blocks (or
            # in the stock), so a class holds at most the cards whose runs reach it; the first
            # rank's cards part placed already are not known one by one (only how many).
            runs = (
                _cards(rule, len(self.caps)) if rule.cards and (j or first_free is None) else None
            )
            cards.append(runs)
            if runs is not None:
                for q, row in enumerate(per):
                    mine_q = runs.runs[q]
                    for i, (a, b) in enumerate(pairwise(bounds[q])):
                        row[i] = min(row[i], sum(1 for lo, hi in mine_q if lo < b and a < hi))
            mine: list[list[tuple[int, int, int, int]]] = [[] for _ in self.caps]
            for c in rule.constraints:
                if c.lo >= c.hi:
                    continue
                span = (c.player, index[c.player][c.lo], index[c.player][c.hi])
                spans.add(span)
                mine[c.player].append((span[1], span[2], min(c.allowed), max(c.allowed)))
                for i in range(span[1], span[2]):
                    per[c.player][i] = min(per[c.player][i], max(c.allowed))
            most.append([[0, *accumulate(row)] for row in per])
            ranges.append(mine)
        self.checks: list[list[tuple[int, int, int, int]]] = [[] for _ in self.caps]
        """Per player: (first class, class after the last, least and most positions filled)."""
        for span in sorted(spans):
            p, a, b = span
            high = low = 0
            first, last = bounds[p][a], bounds[p][b]
            for free, sums, mine, told in zip(frees, most, ranges, cards, strict=True):
                top = min(free, sums[p][b] - sums[p][a])
                need = 0
                if told is not None:
                    # at most the cards whose runs meet the span; at least those that can lie
                    # nowhere but within it (their runs elsewhere empty, not the stock)
                    top = min(top, sum(1 for lo, hi in told.runs[p] if lo < last and first < hi))
                    need = sum(1 for lo, hi in told.only[p] if first <= lo and hi <= last)
                for lo, hi, small, large in mine[p]:
                    if a <= lo and hi <= b:
                        need = max(need, small)
                    if lo <= a and b <= hi:
                        top = min(top, large)
                high += top
                low += need
            self.checks[p].append(
                (a, b, sum(self.caps[p][a:b]) - high, sum(self.caps[p][a:b]) - low)
            )

    def completable(self, fills: tuple[tuple[int, ...], ...]) -> bool:
        """False when no placement of the ranks left fills the state ``fills`` (per player, the
        positions filled in each class)."""
        return all(self.fits(p, f) for p, f in enumerate(fills))

    def fits(self, p: int, fills: tuple[int, ...]) -> bool:
        """False when no placement of the ranks left fills player ``p``'s classes ``fills``."""
        return all(least <= sum(fills[a:b]) <= most for a, b, least, most in self.checks[p])


@dataclass(frozen=True)
class _Cards:
    """The unknown cards of a rank told apart by card, per player: ``runs[p]`` each card's run
    of ``p``'s blocks (those with one), ``only[p]`` the runs of the cards that can lie nowhere
    else (no run in another player's blocks, not the stock). A span of ``p``'s blocks ``first``
    to ``last`` (exclusive) holds at most the cards whose run meets it, at least those whose only
    run lies within it."""

    runs: list[list[tuple[int, int]]]
    only: list[list[tuple[int, int]]]


def _cards(rule: RankRule, players: int) -> _Cards:
    runs: list[list[tuple[int, int]]] = [[] for _ in range(players)]
    only: list[list[tuple[int, int]]] = [[] for _ in range(players)]
    for c in rule.cards.values():
        held = [(q, run) for q, run in enumerate(c.places) if run[0] < run[1]]
        for q, run in held:
            runs[q].append(run)
        if len(held) == 1 and not c.stock:
            q, run = held[0]
            only[q].append(run)
    return _Cards(runs, only)


def _class_of(bounds: list[int], block: int) -> int:
    for i, (a, b) in enumerate(pairwise(bounds)):
        if a <= block < b:
            return i
    raise ValueError(f"block {block} is outside the partition {bounds}")
