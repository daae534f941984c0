"""Exact counting of the deals consistent with a position, and of each card's holders.

Every constraint the rules produce involves the cards of a single half-suit — except the hand
sizes (and, rarely, a bound on a hand size after a claim whose cards were not shown). So:

1. unit clauses and the hand sizes shrink each card's *domain* (who may have been dealt it), to a
   fixpoint; cards with one possible holder are placed;
2. what is left — open cards, each player's open capacity, a few clauses per half-suit — is a
   :class:`~fishsolve.deduce.count.problem.CountProblem`, counted exactly by a programme over usage
   vectors (:mod:`fishsolve.deduce.count.usage`);
3. bounds on hand sizes that depend on the deal (after a claim whose cards were not shown) are
   *tallies*: how many of the claimed cards a player was dealt is one more coordinate of the
   programme's usage vectors (:mod:`fishsolve.deduce.count.bounds`), so no placement of those
   cards is enumerated. (Only a tally above 15 is counted by placing its cards every way.)

Nothing here is approximate: every number is an exact count of deals.

>>> from fishsolve.notation.text import parse_log
>>> from fishsolve.game.replay import replay
>>> from fishsolve.deduce.constraints import extract
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nhand A1: 2C 3C 4C 5C 6C 7C 9C 10C\\n")
>>> cs = extract(log, replay(log).states)
>>> counts = count(cs, cs.base_keys([log.table.player("A1")], 0), 0)
>>> counts.total  # 40! / 8!^5: the other 40 cards, 8 to each of five players
7656714453153197981835000
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from fishsolve.deduce.constraints import HAND_SIZES, Lit, LogConstraints, SizeBound
from fishsolve.deduce.count import usage as count_usage
from fishsolve.deduce.count.bounds import DIGIT_CAP, tallies
from fishsolve.deduce.count.problem import CountProblem, IndexClause, TooCostly
from fishsolve.game.cards import Card, HalfSuit
from fishsolve.game.table import Player


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


class _Contradiction(Exception):  # noqa: N818 - control flow inside this module only
    """The active constraints admit no deal."""


# A literal on the deal as (the card's deck position, the player's bit, positive): domains are
# bit masks of players in a list by deck position (list indexing, not a Card hash, per lookup).
_BitLit = tuple[int, int, bool]


def _compiled(cs: LogConstraints, key: str) -> list[tuple[_BitLit, ...]]:
    """Reason ``key``'s clauses as bit literals (cached on ``cs``: every count reuses them)."""
    cache = cs.compiled
    found = cache.get(("bits", key))
    if found is None:
        position = cs.log.rules.deck.index
        found = [
            tuple((position[lit.card], 1 << lit.player.index, lit.positive) for lit in clause.lits)
            for clause in cs.clauses.get(key, ())
        ]
        cache[("bits", key)] = found
    result: list[tuple[_BitLit, ...]] = found
    return result


def _single(mask: int) -> bool:
    return mask & (mask - 1) == 0


class _Counter:
    def __init__(
        self,
        cs: LogConstraints,
        keys: Sequence[str],
        after: int,
        extra: Sequence[Lit] = (),
        budget: int | None = None,
    ) -> None:
        self.cs = cs
        self.budget = budget
        self.after = after
        log = cs.log
        self.players = log.table.players
        self.deck = log.rules.deck
        self.cards = self.deck.cards
        self.position = self.deck.index
        self.hand_size = cs.hand_size
        if HAND_SIZES not in keys:
            raise ValueError("counting assumes every player was dealt the same number of cards")
        self.clauses: list[tuple[_BitLit, ...]] = []
        self.bounds: list[tuple[int, SizeBound]] = []
        for key in keys:
            self.clauses.extend(_compiled(cs, key))
            reason = cs.reasons[key]
            for bound in cs.sizes.get(key, ()):
                self.bounds.append((reason.event or 0, bound))
        self.clauses.extend((self.bit_lit(lit),) for lit in extra)
        everyone = (1 << len(self.players)) - 1
        # Who may have been dealt each card (by deck position), as a bit mask of seat indices.
        self.domain: list[int] = [everyone] * len(self.cards)

    def bit_lit(self, lit: Lit) -> _BitLit:
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
            raise _Contradiction
        self.domain[card] = new
        return new != dom

    def propagate(self) -> list[tuple[_BitLit, ...]]:
        """Unit propagation (clauses and hand sizes) to a fixpoint; returns the open clauses."""
        clauses = self.clauses
        domain = self.domain
        changed = True
        while changed:
            changed = False
            remaining: list[tuple[_BitLit, ...]] = []
            for clause in clauses:
                unknown: list[_BitLit] = []
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
                        raise _Contradiction
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
        for dom in self.domain:
            single = _single(dom)
            for i in range(n):
                if dom >> i & 1:
                    maybe[i] += 1
                    if single:
                        fixed[i] += 1
        changed = False
        for i in range(n):
            bit = 1 << i
            if fixed[i] > self.hand_size or maybe[i] < self.hand_size:
                raise _Contradiction
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

    def run(self) -> Counts:
        try:
            open_clauses = self.propagate()
            return self.count(open_clauses)
        except _Contradiction:
            return Counts(0, {})

    def count(self, open_clauses: list[tuple[_BitLit, ...]]) -> Counts:
        players = self.players
        fixed_usage = [0] * len(players)
        union = 0
        for d in self.domain:
            if _single(d):
                fixed_usage[d.bit_length() - 1] += 1
            else:
                union |= d
        # The capacity vector covers the players who may still receive open cards.
        deck_cards, domain = self.cards, self.domain
        open_cards = [deck_cards[k] for k, d in enumerate(domain) if not _single(d)]
        vec_players = [p for p in players if union >> p.index & 1]
        index = {p.index: i for i, p in enumerate(vec_players)}
        caps = tuple(self.hand_size - fixed_usage[p.index] for p in vec_players)
        for p in players:
            if p.index not in index and fixed_usage[p.index] != self.hand_size:
                raise _Contradiction
        bounds = self.live_bounds()
        found = tallies([b for _, b in bounds], index, caps)
        if any(t.lo > t.cap for t in found):
            raise _Contradiction
        if any(t.cap > DIGIT_CAP for t in found):
            if self.budget is not None:  # placing the cards every way has no budget
                raise TooCostly
            return self.count_with_bounds(bounds)
        by_half: dict[HalfSuit, list[IndexClause]] = defaultdict(list)
        for tally in found:  # a tally's cards are counted with their half-suit's
            for c, _ in tally.lits:
                by_half.setdefault(self.deck.half_suit_of(c), [])
        for clause in open_clauses:
            half = self.deck.half_suit_of(deck_cards[clause[0][0]])
            by_half[half].append(
                frozenset(
                    (deck_cards[k], index[bit.bit_length() - 1], pos) for k, bit, pos in clause
                )
            )
        halves = []
        mentioned: set[Card] = set()
        for half, clauses in by_half.items():
            # Cards no clause mentions are independent of the others: they count as free cards.
            cards = tuple(
                c
                for c in half.cards
                if any(c == lit[0] for cl in clauses for lit in cl)
                or any(c == lit[0] for t in found for lit in t.lits)
            )
            halves.append((cards, tuple(clauses)))
            mentioned.update(cards)
        problem = CountProblem(
            caps=caps,
            domains={
                c: tuple(i for p, i in index.items() if domain[self.position[c]] >> p & 1)
                for c in open_cards
            },
            halves=tuple(halves),
            free=tuple(c for c in open_cards if c not in mentioned),
            tallies=tuple(found),
        )
        result = count_usage.solve(problem, self.budget)
        if result.total == 0:
            return Counts(0, {})
        holding: dict[Card, dict[Player, int]] = {}
        for k, dom in enumerate(domain):
            if _single(dom):
                holding[deck_cards[k]] = {players[dom.bit_length() - 1]: result.total}
        for c, per in result.holding.items():
            holding[c] = {vec_players[i]: n for i, n in per.items()}
        return Counts(result.total, self.now(holding, result.total))

    def live_bounds(self) -> list[tuple[int, SizeBound]]:
        """Size bounds still depending on open cards; the others are checked now."""
        live = []
        domain = self.domain
        for event, bound in self.bounds:
            removed = 0
            unknown: list[Lit] = []
            for lit in bound.removed:
                # Removed literals are positive: "the player held the card when it left play".
                dom = domain[self.position[lit.card]]
                bit = 1 << lit.player.index
                if dom == bit:
                    removed += 1
                elif dom & bit:
                    unknown.append(lit)
            lo = bound.const - removed - len(unknown)
            hi = bound.const - removed
            if hi < bound.lo or (bound.hi is not None and lo > bound.hi):
                raise _Contradiction
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
            except _Contradiction:
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
                raise _Contradiction

    def now(
        self, dealt: dict[Card, dict[Player, int]], total: int
    ) -> dict[Card, dict[Player, int]]:
        """Turn dealt-holder counts into current-holder counts for the cards in play."""
        state = self.cs.states[self.after]
        out: dict[Card, dict[Player, int]] = {}
        for c in self.deck.cards:
            if self.deck.half_suit_of(c) in state.settled:
                continue
            if c in state.moved:
                out[c] = {state.moved[c]: total}
            else:
                out[c] = dict(sorted(dealt.get(c, {}).items(), key=lambda kv: kv[0].seat))
        return out


def count(
    cs: LogConstraints,
    keys: Sequence[str],
    after: int,
    extra: Sequence[Lit] = (),
    budget: int | None = None,
) -> Counts:
    """Count the deals satisfying the reasons ``keys`` (and the dealt-literals ``extra``), and
    each in-play card's current holders after ``after`` events.

    With ``budget``, raise :class:`~fishsolve.deduce.count.problem.TooCostly` rather than spend
    more than
    about that many steps of the counting programme (a step is roughly a microsecond).
    """
    return _Counter(cs, keys, after, extra, budget).run()
