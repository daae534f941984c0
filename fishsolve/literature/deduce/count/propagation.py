"""Unit propagation of a view's reasons: the clauses and the hand sizes shrink each card's domain
(who may have been dealt it) to a fixpoint, resumed from the fixpoint of fewer reasons when a
recent count left one; and whether propagation alone proves where given cards are
(:func:`propagation_forces`), with no count.
"""

from __future__ import annotations

import types
from collections import Counter
from collections.abc import Sequence

from fishsolve.cards import Card
from fishsolve.literature.deduce.constraints import Lit, LogConstraints, SizeBound
from fishsolve.literature.deduce.count.tables import (
    MEMO_SIZE,
    BitLit,
    bounds_of,
    compiled,
    compiled_clauses,
    removed_bits,
    single,
)
from fishsolve.seating import Player

_dp: types.ModuleType | None
try:  # the propagation loops in C, when the extension was built with them (see _propagate.c)
    from fishsolve.literature.deduce.count import _dp
except ImportError:  # pragma: no cover - depends on the build
    _dp = None
if _dp is not None and not hasattr(_dp, "propagate"):  # pragma: no cover - an older build
    _dp = None

reference_path = False
"""True inside :func:`fishsolve.literature.deduce.count.counting.reference`:
no memo, propagation from scratch."""


class Contradiction(Exception):  # noqa: N818 - control flow of the counter only
    """The active constraints admit no deal."""


# A fixpoint of propagation: the domains (None: no deal), the open clauses, the size bounds.
Fixpoint = tuple[list[int] | None, list[tuple[BitLit, ...]], list[tuple[int, SizeBound]]]

PROPAGATED = ("propagated",)
"""Slot of ``cs.compiled`` holding recent fixpoints of propagation, by the tuple of reasons."""


class Propagation:
    """The domains of a view's cards under its reasons ``keys`` (and the dealt-literals
    ``extra``), as bit masks of seat indices by deck position."""

    def __init__(self, cs: LogConstraints, keys: Sequence[str], extra: Sequence[Lit] = ()) -> None:
        self.cs = cs
        log = cs.log
        self.players = log.table.players
        self.deck = log.rules.deck
        self.cards = self.deck.cards
        self.position = self.deck.index
        self.hand_size = cs.hand_size
        self.keys = keys
        self.extra = extra
        # The reasons' clauses and size bounds, gathered when propagation starts from scratch
        # (see :meth:`propagated`).
        self.clauses: list[tuple[BitLit, ...]] = []
        self.bounds: list[tuple[int, SizeBound]] = []
        everyone = (1 << len(self.players)) - 1
        # Who may have been dealt each card (by deck position), as a bit mask of seat indices.
        self.domain: list[int] = [everyone] * len(self.cards)
        # Propagation is resumed from a cached fixpoint when one exists (see propagated).
        self.memo_key: tuple[str, ...] | None = None if extra else tuple(keys)

    def gather(self) -> None:
        """Every clause and size bound of the reasons (and the extra literals)."""
        clauses: list[tuple[BitLit, ...]] = []
        bounds: list[tuple[int, SizeBound]] = []
        for key in self.keys:
            found = compiled(self.cs, key)
            clauses.extend(found[0])
            bounds.extend(found[1])
        clauses.extend((self.bit_lit(lit),) for lit in self.extra)
        self.clauses, self.bounds = clauses, bounds

    def bit_lit(self, lit: Lit) -> BitLit:
        return (self.position[lit.card], 1 << lit.player.index, lit.positive)

    # -- propagation -------------------------------------------------------------------------

    def value(self, lit: Lit) -> bool | None:
        dom = self.domain[self.position[lit.card]]
        bit = 1 << lit.player.index
        if not dom & bit:
            return not lit.positive
        if dom == bit:
            return lit.positive
        return None

    def assign(self, card: int, bit: int, positive: bool) -> bool:
        """Make the literal true by shrinking the domain of the card at deck position ``card``;
        True if anything changed."""
        dom = self.domain[card]
        new = dom & bit if positive else dom & ~bit
        if not new:
            raise Contradiction
        self.domain[card] = new
        return new != dom

    def propagate(self) -> list[tuple[BitLit, ...]]:
        """Unit propagation (clauses and hand sizes) to a fixpoint; returns the open clauses.

        The same passes run in C when the extension has them (not on the reference path, which
        keeps these loops: tests compare the two)."""
        if _dp is not None and not reference_path:
            found: list[tuple[BitLit, ...]] | None = _dp.propagate(
                self.domain, self.clauses, self.hand_size, len(self.players)
            )
            if found is None:
                raise Contradiction
            return found
        return self.propagate_loops()

    def propagate_loops(self) -> list[tuple[BitLit, ...]]:
        """:meth:`propagate` in Python."""
        clauses = self.clauses
        domain = self.domain
        changed = True
        while changed:
            changed = False
            remaining: list[tuple[BitLit, ...]] = []
            for clause in clauses:
                unknown: list[BitLit] = []
                for lit in clause:
                    dom = domain[lit[0]]
                    if not dom & lit[1]:
                        if not lit[2]:
                            break  # a negative literal whose player is out of the domain: true
                    elif dom == lit[1]:
                        if lit[2]:
                            break  # a positive literal whose player is the only one left: true
                    else:
                        unknown.append(lit)
                else:
                    if not unknown:
                        raise Contradiction
                    if len(unknown) == 1:
                        changed |= self.assign(*unknown[0])
                    else:
                        remaining.append(tuple(unknown))
            clauses = remaining
            changed |= self.propagate_sizes()
        return clauses

    def propagate_sizes(self) -> bool:
        """A player dealt all their cards already can have no other; one whose possible cards
        number exactly the hand size has all of them."""
        n = len(self.players)
        fixed = [0] * n
        maybe = [0] * n
        for dom, times in Counter(self.domain).items():  # few distinct masks
            alone = single(dom)
            for i in range(n):
                if dom >> i & 1:
                    maybe[i] += times
                    if alone:
                        fixed[i] += times
        changed = False
        for i in range(n):
            bit = 1 << i
            if fixed[i] > self.hand_size or maybe[i] < self.hand_size:
                raise Contradiction
            if fixed[i] == self.hand_size and maybe[i] > fixed[i]:
                for c, dom in enumerate(self.domain):
                    if dom & bit and dom != bit:
                        changed |= self.assign(c, bit, False)
            elif maybe[i] == self.hand_size and fixed[i] < maybe[i]:
                for c, dom in enumerate(self.domain):
                    if dom & bit and dom != bit:
                        changed |= self.assign(c, bit, True)
        return changed

    # -- counting ----------------------------------------------------------------------------

    def propagated(self) -> list[tuple[BitLit, ...]]:
        """:meth:`propagate`, resumed from the fixpoint of the same reasons but the last when a
        recent count left it (consecutive positions of a game add one event each).

        Exact: unit propagation and the hand-size rules only ever shrink domains, so their
        fixpoint is the same whatever the order the clauses are taken in, and the fixpoint of
        fewer clauses lies above that of more. The open clauses of the resumed start are the
        earlier clauses' unknown literals, which propagation reduces further as it would the
        originals. (Order may differ; the counts are exact integers, so they do not.)
        """
        key = self.memo_key
        if key is None or reference_path:
            self.gather()
            return self.propagate()
        memo: dict[tuple[str, ...], Fixpoint] = self.cs.compiled.setdefault(PROPAGATED, {})
        found = memo.get(key)
        if found is None:
            start = memo.get(key[:-1]) if len(key) > 1 else None
            if start is None:
                self.gather()
                found = self._fixpoint(False)
            else:
                self.bounds = [*start[2], *bounds_of(self.cs, key[-1])]
                if start[0] is not None:
                    self.domain = list(start[0])
                    self.clauses = [*start[1], *compiled_clauses(self.cs, key[-1])]
                found = self._fixpoint(start[0] is None)
            memo[key] = found
            if len(memo) > MEMO_SIZE:
                del memo[next(iter(memo))]
        if found[0] is None:
            raise Contradiction
        self.domain = list(found[0])
        self.bounds = list(found[2])
        # What a further propagation starts from (count_with_bounds): the same fixpoint.
        self.clauses = list(found[1])
        return list(found[1])

    def _fixpoint(self, contradicted: bool) -> Fixpoint:
        if not contradicted:  # else fewer reasons already admitted no deal
            try:
                open_clauses = self.propagate()
            except Contradiction:
                pass
            else:
                return (list(self.domain), open_clauses, self.undecided_bounds())
        return (None, [], self.bounds)

    def undecided_bounds(self) -> list[tuple[int, SizeBound]]:
        """The size bounds that some deal of the current domains could still break (a bound
        that none can break stays so as the domains shrink: it is left out of later counts)."""
        domain = self.domain
        kept = []
        for item in self.bounds:
            bound = item[1]
            hi = bound.const
            if hi - len(bound.removed) >= bound.lo and (bound.hi is None or hi <= bound.hi):
                # Within its range whoever held the removed cards (most bounds: "still holds a
                # card"); the domains are not read.
                continue
            removed = unknown = 0
            for k, bit in removed_bits(self.cs, bound):
                dom = domain[k]
                if dom == bit:
                    removed += 1
                elif dom & bit:
                    unknown += 1
            hi = bound.const - removed
            lo = hi - unknown
            if not (bound.lo <= lo and (bound.hi is None or hi <= bound.hi)):
                kept.append(item)  # else within its range however the open cards fall
        return kept


def propagation_forces(
    cs: LogConstraints, keys: Sequence[str], after: int, owners: dict[Card, Player]
) -> bool:
    """Whether unit propagation alone (no count) puts every card of ``owners`` with its owner
    after ``after`` events under the reasons ``keys``.

    Sound only where some deal satisfies ``keys`` (a caller knows it when ``keys`` are part of a
    view that has deals): then a card whose domain propagation shrinks to one player is that
    player's in every deal, as the count would say. False proves nothing.
    """
    if reference_path:
        return False
    state = cs.states[after]
    position = cs.log.rules.deck.index
    wanted: list[tuple[int, int]] = []
    for card, owner in owners.items():
        moved = state.moved.get(card)
        if moved is not None:
            if moved != owner:
                return False
        else:
            wanted.append((position[card], 1 << owner.index))
    fixpoint = Propagation(cs, keys)
    try:
        fixpoint.propagated()
    except Contradiction:
        return False
    return all(fixpoint.domain[k] == bit for k, bit in wanted)
