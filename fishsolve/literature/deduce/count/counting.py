"""Exact counting of the deals consistent with a position, and of each card's holders.

Every constraint the rules produce involves the cards of a single half-suit — except the hand
sizes (and, rarely, a bound on a hand size after a claim whose cards were not shown). So:

1. unit clauses and the hand sizes shrink each card's *domain* (who may have been dealt it), to a
   fixpoint; cards with one possible holder are placed;
2. what is left — open cards, each player's open capacity, a few clauses per half-suit — is a
   :class:`~fishsolve.literature.deduce.count.problem.CountProblem`, counted exactly by a programme
   over usage vectors (:mod:`fishsolve.literature.deduce.count.usage`);
3. bounds on hand sizes that depend on the deal (after a claim whose cards were not shown) are
   *tallies*: how many of the claimed cards a player was dealt is one more coordinate of the
   programme's usage vectors (:mod:`fishsolve.literature.deduce.count.bounds`), so no placement of
   those cards is enumerated. (Only a tally above 15 is counted by placing its cards every way.)

Nothing here is approximate: every number is an exact count of deals.

>>> from fishsolve.literature.notation.text import parse_log
>>> from fishsolve.literature.game.replay import replay
>>> from fishsolve.literature.deduce.constraints import extract
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nhand A1: 2C 3C 4C 5C 6C 7C 9C 10C\\n")
>>> cs = extract(log, replay(log).states)
>>> counts = count(cs, cs.base_keys([log.table.player("A1")], 0), 0)
>>> counts.total  # 40! / 8!^5: the other 40 cards, 8 to each of five players
7656714453153197981835000
"""

from __future__ import annotations

import itertools
import types
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from fishsolve.cards import Card
from fishsolve.literature.deduce.constraints import HAND_SIZES, Lit, LogConstraints, SizeBound
from fishsolve.literature.deduce.count import halves, propagation
from fishsolve.literature.deduce.count import usage as count_usage
from fishsolve.literature.deduce.count.bounds import DIGIT_CAP, tallies
from fishsolve.literature.deduce.count.problem import CountProblem, IndexClause, TooCostly
from fishsolve.literature.deduce.count.propagation import Contradiction, Propagation
from fishsolve.literature.deduce.count.tables import (
    MEMO_SIZE,
    BitLit,
    half_positions,
    in_play,
    removed_bits,
)
from fishsolve.seating import Player

_dp: types.ModuleType | None
try:  # the whole count in C, when the extension was built (see _count.c)
    from fishsolve.literature.deduce.count import _dp
except ImportError:  # pragma: no cover - depends on the build
    _dp = None
if _dp is not None and not hasattr(_dp, "count"):  # pragma: no cover - an older build
    _dp = None

use_fused = True
"""Whether a count without tallies runs in one C call (``_dp.count``) when it can; False: step
by step (the tests compare both)."""


@dataclass(frozen=True)
class Counts:
    """Exact deal counts for one perspective at one position.

    ``total`` is the number of consistent deals; ``holding[card][player]`` the number of those in
    which ``player`` holds ``card`` now (in-play cards only; zero entries omitted).
    """

    total: int
    holding: dict[Card, dict[Player, int]]

    def probability(self, card: Card, player: Player) -> Fraction:
        """The exact probability that ``player`` holds ``card`` now."""
        if self.total == 0:
            raise ZeroDivisionError("no deal fits: probabilities are undefined")
        return Fraction(self.holding.get(card, {}).get(player, 0), self.total)

    def possible(self, card: Card) -> frozenset[Player]:
        """The players who hold ``card`` in at least one consistent deal."""
        return frozenset(p for p, n in self.holding.get(card, {}).items() if n > 0)


DEALT = ("dealt",)
"""Slot of ``cs.compiled`` holding recent dealt counts, by what they depend on."""


@dataclass
class _Dealt:
    """Dealt counts (``holding``: per open or placed card, per player) and the current counts
    made from them, by the identity of the template of cards in play (see tables.in_play)."""

    total: int
    holding: dict[Card, dict[Player, int]]
    now: dict[int, tuple[list[tuple[Card, Player | None]], Counts]]


_Contradiction = Contradiction  # the name this module's callers knew


class _Counter(Propagation):
    def __init__(
        self,
        cs: LogConstraints,
        keys: Sequence[str],
        after: int,
        extra: Sequence[Lit] = (),
        budget: int | None = None,
    ) -> None:
        if HAND_SIZES not in keys:
            raise ValueError("counting assumes every player was dealt the same number of cards")
        super().__init__(cs, keys, extra)
        self.budget = budget
        self.after = after

    def run(self) -> Counts:
        try:
            open_clauses = self.propagated()
            return self.count(open_clauses)
        except Contradiction:
            return Counts(0, {})

    def count(self, open_clauses: list[tuple[BitLit, ...]]) -> Counts:
        bounds = self.live_bounds()
        if propagation.reference_path:
            dealt = self.dealt(open_clauses, bounds)
            if dealt is None:
                return self.count_with_bounds(bounds)
            if dealt[0] == 0:
                return Counts(0, {})
            return Counts(dealt[0], self.now(dealt[1], dealt[0]))
        memo: dict[Any, _Dealt] = self.cs.compiled.setdefault(DEALT, {})
        # What the dealt counts depend on: the propagated domains, the open clauses and the
        # live bounds (equal for consecutive positions whose event added nothing new).
        key = (
            tuple(self.domain),
            frozenset(open_clauses),
            tuple((b.player.index, b.const, b.lo, b.hi, b.removed) for _, b in bounds),
        )
        found = memo.get(key)
        if found is None:
            dealt = self.dealt(open_clauses, bounds)
            if dealt is None:  # placing a too large tally's cards every way: no memo
                return self.count_with_bounds(bounds)
            found = memo[key] = _Dealt(*dealt, {})
            if len(memo) > MEMO_SIZE:
                del memo[next(iter(memo))]
        if found.total == 0:
            return Counts(0, {})
        # Positions with the same cards in play and moved share one template (see in_play), and
        # the same dealt counts under the same template are the same Counts: one object.
        template = in_play(self.cs, self.after)
        made = found.now.get(id(template))
        if made is None or made[0] is not template:
            made = found.now[id(template)] = (
                template,
                Counts(found.total, self.now(found.holding, found.total)),
            )
        return made[1]

    def count_in_c(
        self,
        open_clauses: list[tuple[BitLit, ...]],
        place: list[int] | None,
        caps: list[int] | int,
        vec_players: list[Player] | None,
    ) -> tuple[int, dict[Card, dict[Player, int]]] | None:
        """The whole count in one C call (``_dp.count``, see _count.c: the same groups,
        programme and numbers as the steps of :meth:`dealt`), with the capacity vector given (the
        seats' places, the places' capacities and players) or, with ``place`` None, made there
        from the domains and the hand size ``caps``. None where it cannot: the steps count it."""
        assert _dp is not None
        whole: tuple[int, dict[Card, dict[Player, int]]] | Literal[False] | None = _dp.count(
            self.domain,
            place,
            caps,
            half_positions(self.cs)[0],
            open_clauses,
            self.cards,
            self.players,
            vec_players,
            (self.budget or 0) * count_usage.C_SPEEDUP,
            count_usage.DENSE_CELLS,
        )
        if whole is False:
            raise TooCostly
        return whole

    def dealt(
        self, open_clauses: list[tuple[BitLit, ...]], bounds: list[tuple[int, SizeBound]]
    ) -> tuple[int, dict[Card, dict[Player, int]]] | None:
        """The number of deals and each open card's dealt holders (None: count with bounds)."""
        fused = use_fused and _dp is not None and not propagation.reference_path
        if fused and not bounds:
            # The capacity vector made from the domains in C too.
            whole = self.count_in_c(open_clauses, None, self.hand_size, None)
            if whole is not None:
                return whole
            fused = False
        players = self.players
        fixed_usage = [0] * len(players)
        union = 0
        open_at: list[int] = []
        domain = self.domain
        for k, d in enumerate(domain):
            if d & (d - 1):
                union |= d
                open_at.append(k)
            else:
                fixed_usage[d.bit_length() - 1] += 1
        # The capacity vector covers the players who may still receive open cards.
        deck_cards = self.cards
        vec_players = [p for p in players if union >> p.index & 1]
        index = {p.index: i for i, p in enumerate(vec_players)}
        caps = tuple(self.hand_size - fixed_usage[p.index] for p in vec_players)
        for p in players:
            if p.index not in index and fixed_usage[p.index] != self.hand_size:
                raise Contradiction
        position = self.position
        found = tallies([b for _, b in bounds], index, caps, position)
        if any(t.lo > t.cap for t in found):
            raise Contradiction
        if any(t.cap > DIGIT_CAP for t in found):
            if self.budget is not None:  # placing the cards every way has no budget
                raise TooCostly
            return None
        half_at, members = half_positions(self.cs)
        if not found and fused:
            place = [index.get(s, -1) for s in range(len(players))]
            whole = self.count_in_c(open_clauses, place, list(caps), vec_players)
            if whole is not None:
                return whole
        # The problem's cards are deck positions (see problem.py).
        by_half: dict[int, list[IndexClause]] = defaultdict(list)
        named: set[int] = set()  # deck positions some clause or tally mentions
        for tally in found:  # a tally's cards are counted with their half-suit's
            for k, _ in tally.lits:
                named.add(k)
                by_half.setdefault(half_at[k], [])
        place = [0] * len(players)
        for seat, i in index.items():
            place[seat] = i
        for clause in open_clauses:
            by_half[half_at[clause[0][0]]].append(
                frozenset((k, place[bit.bit_length() - 1], pos) for k, bit, pos in clause)
            )
            named.update(lit[0] for lit in clause)
        halves = []
        for h, clauses in by_half.items():
            # Cards no clause mentions are independent of the others: they count as free cards.
            halves.append((tuple(k for k in members[h] if k in named), tuple(clauses)))
        # Each distinct domain mask as the places of its players in the capacity vector.
        as_places = {
            mask: tuple(i for p, i in index.items() if mask >> p & 1)
            for mask in {domain[k] for k in open_at}
        }
        problem = CountProblem(
            caps=caps,
            domains={k: as_places[domain[k]] for k in open_at},
            halves=tuple(halves),
            free=tuple(k for k in open_at if k not in named),
            tallies=tuple(found),
        )
        if propagation.reference_path:
            result = count_usage.solve(problem, self.budget, use_c=False)
        else:
            result = count_usage.solve(problem, self.budget)
        if result.total == 0:
            return 0, {}
        holding: dict[Card, dict[Player, int]] = {}
        for k, dom in enumerate(domain):
            if not dom & (dom - 1):
                holding[deck_cards[k]] = {players[dom.bit_length() - 1]: result.total}
        for k, per in result.holding.items():
            # In seat order (the capacity vector's order), as the current counts give them.
            holding[deck_cards[k]] = {vec_players[i]: per[i] for i in sorted(per)}
        return result.total, holding

    def live_bounds(self) -> list[tuple[int, SizeBound]]:
        """Size bounds still depending on open cards; the others are checked now."""
        live = []
        domain = self.domain
        for event, bound in self.bounds:
            removed = 0
            unknown: list[Lit] = []
            for lit, (k, bit) in zip(bound.removed, removed_bits(self.cs, bound), strict=True):
                # Removed literals are positive: "the player held the card when it left play".
                dom = domain[k]
                if dom == bit:
                    removed += 1
                elif dom & bit:
                    unknown.append(lit)
            lo = bound.const - removed - len(unknown)
            hi = bound.const - removed
            if hi < bound.lo or (bound.hi is not None and lo > bound.hi):
                raise Contradiction
            if unknown and (lo < bound.lo or (bound.hi is not None and hi > bound.hi)):
                live.append(
                    (
                        event,
                        SizeBound(
                            bound.player, bound.const - removed, tuple(unknown), bound.lo, bound.hi
                        ),
                    )
                )
        return live

    def count_with_bounds(self, bounds: list[tuple[int, SizeBound]]) -> Counts:
        """Exact counting when hand-size bounds depend on the deal: conditioned enumeration.

        Each placement of the cards the bounds mention fixes the removal counts; the bounds are
        checked on it, and the rest is counted with those cards placed. Exponential in the
        number of those cards: used only for a tally too large for the programme's digits (and
        by the tests, as the reference the tallies are checked against).
        """
        cards = sorted({lit.card for _, b in bounds for lit in b.removed}, key=lambda c: c.sort_key)
        # Each placement is checked against the bounds here; the sub-counts must not see them.
        self.bounds = []
        total = 0
        holding: dict[Card, dict[Player, int]] = defaultdict(lambda: defaultdict(int))
        saved = list(self.domain)
        at = [self.position[c] for c in cards]
        domains = [[p for p in self.players if saved[k] >> p.index & 1] for k in at]
        for assignment in itertools.product(*domains):
            self.domain = list(saved)
            try:
                for k, p in zip(at, assignment, strict=True):
                    self.assign(k, 1 << p.index, True)
                self.bounds_hold(bounds)
                sub = self.count(self.propagate())
            except Contradiction:
                continue
            total += sub.total
            for c, per in sub.holding.items():
                for p, n in per.items():
                    holding[c][p] += n
        self.domain = saved
        return Counts(total, {c: dict(v) for c, v in holding.items()} if total else {})

    def bounds_hold(self, bounds: list[tuple[int, SizeBound]]) -> None:
        for _, bound in bounds:
            removed = sum(1 for lit in bound.removed if self.value(lit))
            size = bound.const - removed
            if size < bound.lo or (bound.hi is not None and size > bound.hi):
                raise Contradiction

    def now(
        self, dealt: dict[Card, dict[Player, int]], total: int
    ) -> dict[Card, dict[Player, int]]:
        """Turn dealt-holder counts into current-holder counts for the cards in play.

        A card's counts are the dealt ones, the same dict (dealt() gives them in seat order;
        cards with the same holders may share one, and so may the counts of several positions:
        counts are read, never changed)."""
        out: dict[Card, dict[Player, int]] = {}
        get = dealt.get
        moved: dict[Player, dict[Player, int]] = {}
        for c, holder in in_play(self.cs, self.after):
            if holder is None:
                out[c] = get(c) or {}
            else:
                found = moved.get(holder)
                if found is None:
                    found = moved[holder] = {holder: total}
                out[c] = found
        return out


@contextmanager
def reference() -> Iterator[None]:
    """Count on the slow path inside this block: the reference the fast one is tested against.

    Propagation from scratch for every count, no memo of propagation or of dealt counts, no
    proof by propagation alone, the programme and the half-suit enumeration in Python's loops
    (its caches cleared on entry and exit). Every number must be the same either way.
    """
    saved = propagation.reference_path, halves.use_c
    propagation.reference_path, halves.use_c = True, False
    count_usage.clear_caches()
    try:
        yield
    finally:
        propagation.reference_path, halves.use_c = saved
        count_usage.clear_caches()


def count(
    cs: LogConstraints,
    keys: Sequence[str],
    after: int,
    extra: Sequence[Lit] = (),
    budget: int | None = None,
) -> Counts:
    """Count the deals satisfying the reasons ``keys`` (and the dealt-literals ``extra``), and
    each in-play card's current holders after ``after`` events.

    With ``budget``, raise :class:`~fishsolve.literature.deduce.count.problem.TooCostly` rather than
    spend more than about that many steps of the counting programme (a step is roughly a
    microsecond).
    """
    return _Counter(cs, keys, after, extra, budget).run()
