"""Preparing a timeline for the programme over ranks: dropping what cannot bind, and the order.

The programme's state is, per player, how many positions are filled in each class of blocks
that no rank still to place tells apart (:mod:`.rankdp`). Every constraint and closed block cuts
those classes, so a constraint that can never fail costs states and buys nothing. Two exact
steps keep the cuts few:

- :func:`simplify` reads each rank's constraints against what the rank can put in the run (its
  free cards, the run's positions not closed to it): allowed values above that are dropped, a
  constraint that then allows every possible value is dropped (the usual "at most three" of a
  rank the viewer holds one of), constraints on the same run are intersected, and closed blocks
  become one "none here" constraint per run of consecutive closed blocks (two cuts, not two per
  block); a run never holds more than the largest value allowed a run around it. An empty
  allowed set makes the whole timeline impossible. Weights (a pair's pick) on one run multiply;
  a run left one allowed value puts its weight on every placement (into ``physical``), and a
  constraint whose values weigh other than 1 is never dropped.
- :func:`order` places the ranks greedily: next, the rank whose placing leaves the smallest
  state (the sum over every player's classes of log(positions + 1)), ties to the rank with more
  constraints.

Given the order, :func:`stages` gives each stage's classes (the boundaries the ranks still to
place tell apart) and :func:`most_held` how many of a rank's cards the players after each one
can still take: the programme's shape, fixed before it runs.

Neither changes the count: every dropped value or constraint is one no placement can reach.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from math import log

from fishsolve.cards import Rank
from fishsolve.gofish.deduce.timeline import Constraint, RankRule, Timeline


def _zero_blocks(rule: RankRule, p: int, blocks: list[int]) -> set[int]:
    """Blocks of player ``p`` the rank cannot lie in: closed, or inside a run allowed only 0."""
    out = {i for q, i in rule.closed if q == p}
    for c in rule.constraints:
        if c.player == p and c.allowed == frozenset({0}):
            out.update(range(c.lo, c.hi))
    return {i for i in out if blocks[i] > 0}


def _rule(rule: RankRule, blocks: list[list[int]]) -> tuple[RankRule, int] | None:
    """``rule`` with the constraints that cannot bind dropped, and the weight its runs allowed
    one value put on every placement (None: no placement fits)."""
    n = len(blocks)
    zero = [_zero_blocks(rule, p, blocks[p]) for p in range(n)]
    runs: dict[tuple[int, int, int], frozenset[int]] = {}
    weights: dict[tuple[int, int, int], dict[int, int]] = {}
    for c in rule.constraints:
        cap = sum(blocks[c.player][i] for i in range(c.lo, c.hi) if i not in zero[c.player])
        top = min(rule.free, cap)
        allowed = frozenset(a for a in c.allowed if 0 <= a <= top)
        key = (c.player, c.lo, c.hi)
        if key in runs:
            allowed &= runs[key]
        if not allowed:
            return None
        runs[key] = allowed
        if c.weights:  # constraints on one run: their weights multiply
            got = weights.setdefault(key, {})
            for v, w in c.weights:
                got[v] = got.get(v, 1) * w
    scale = 1
    for key, allowed in runs.items():
        if key in weights and len(allowed) == 1:  # one value: its weight is every placement's
            scale *= weights.pop(key).get(next(iter(allowed)), 1)
    for (p, lo, hi), allowed in runs.items():
        if allowed == frozenset({0}):
            zero[p].update(i for i in range(lo, hi) if blocks[p][i] > 0)
    kept: list[Constraint] = []
    for (p, lo, hi), allowed in runs.items():
        if allowed == frozenset({0}):
            continue  # folded into the zero runs below
        cap = sum(blocks[p][i] for i in range(lo, hi) if i not in zero[p])
        for (q, a, b), outer in runs.items():  # a run holds no more than any run around it
            if q == p and a <= lo and hi <= b and (a, b) != (lo, hi):
                cap = min(cap, max(outer))
        weighed = tuple(sorted((v, w) for v, w in weights.get((p, lo, hi), {}).items() if w != 1))
        weighed = tuple((v, w) for v, w in weighed if v in allowed)
        if not weighed and allowed >= frozenset(range(min(rule.free, cap) + 1)):
            continue
        kept.append(Constraint(p, lo, hi, allowed, weighed))
    for p in range(n):
        for lo, hi in _runs(sorted(zero[p])):
            kept.append(Constraint(p, lo, hi, frozenset({0})))
    return replace(rule, constraints=kept, closed=set()), scale


def _runs(indices: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i in indices:
        if out and out[-1][1] == i:
            out[-1] = (out[-1][0], i + 1)
        else:
            out.append((i, i + 1))
    return out


def simplify(tl: Timeline) -> Timeline:
    """The same counting problem with the constraints that cannot bind dropped (module text)."""
    if tl.impossible:
        return tl
    ranks: dict[Rank, RankRule] = {}
    physical = tl.physical
    for r, rule in tl.ranks.items():
        got = _rule(rule, tl.blocks)
        if got is None:
            return replace(tl, impossible=True)
        ranks[r], scale = got
        physical *= scale
    return replace(tl, ranks=ranks, physical=physical)


def cuts(rule: RankRule, p: int) -> set[int]:
    """The block boundaries of player ``p`` that ``rule``'s rank tells apart."""
    out: set[int] = set()
    for c in rule.constraints:
        if c.player == p and c.lo < c.hi:
            out.update((c.lo, c.hi))
    for q, i in rule.closed:
        if q == p:
            out.update((i, i + 1))
    if not rule.laid:
        out.add(rule.now_lo[p])
    for card in rule.cards.values():  # card asks: where each card may lie
        lo, hi = card.places[p]
        if lo < hi:
            out.update((lo, hi))
    return out


def _size(blocks: list[list[int]], per: list[set[int]]) -> float:
    total = 0.0
    for p, sizes in enumerate(blocks):
        bounds = sorted(per[p] | {0, len(sizes)})
        for a, b in pairwise(bounds):
            total += log(sum(sizes[a:b]) + 1)
    return total


def order(tl: Timeline) -> list[Rank]:
    """The ranks in the order the programme places them (module text)."""
    ranks = list(tl.ranks)
    per = {r: [cuts(tl.ranks[r], p) for p in range(tl.players)] for r in ranks}
    left = list(ranks)
    out: list[Rank] = []
    while left:

        def after(r: Rank) -> tuple[float, int, int]:
            rest = [set().union(*(per[s][p] for s in left if s != r)) for p in range(tl.players)]
            return (_size(tl.blocks, rest), -len(tl.ranks[r].constraints), ranks.index(r))

        best = min(left, key=after)
        out.append(best)
        left.remove(best)
    return out


def stages(tl: Timeline, order: list[Rank]) -> list[list[list[int]]]:
    """Per stage k (before placing ``order[k]``; stage K at the end), per player, the class
    boundaries: the player's first and last block and every cut of a rank still to place."""
    per = {r: [cuts(tl.ranks[r], p) for p in range(tl.players)] for r in order}
    out: list[list[list[int]]] = []
    for k in range(len(order) + 1):
        stage = []
        for p in range(tl.players):
            bounds = {0, len(tl.blocks[p])}
            for r in order[k:]:
                bounds |= per[r][p]
            stage.append(sorted(bounds))
        out.append(stage)
    return out


def most_held(tl: Timeline, rule: RankRule, seq: list[int]) -> list[int]:
    """``most[i]``: at most how many of ``rule``'s rank's cards the players ``seq[i:]`` can hold
    in their blocks (every position, less runs allowed only 0, each run at most its largest
    allowed count plus the positions outside it; the rank's free cards at most)."""
    n = len(seq)
    out = [0] * (n + 1)
    for at in range(n - 1, -1, -1):
        p = seq[at]
        blocks = tl.blocks[p]
        total = sum(blocks)
        best = total
        for c in rule.constraints:
            if c.player != p or c.lo >= c.hi:
                continue
            inside = sum(blocks[c.lo : c.hi])
            best = min(best, max(c.allowed) + total - inside)
        for q, i in rule.closed:
            if q == p:
                best = min(best, total - blocks[i])
        out[at] = out[at + 1] + min(best, rule.free)
    return out
