"""Exact counting of the deals consistent with a position, and of each card's holders.

Every constraint the rules produce involves the cards of a single half-suit — except the hand
sizes (and, rarely, a bound on a hand size after a claim whose cards were not shown). So:

1. unit clauses shrink each card's *domain* (the players who may have been dealt it);
2. cards whose half-suit has no other constraint are independent: they are grouped by domain and
   counted in closed form (multinomial coefficients);
3. each remaining half-suit's consistent local assignments are enumerated and summarised by how
   many cards each player receives;
4. the groups are combined by a dynamic programme over hand-size vectors (forward), and run
   backwards once more to get, for every (card, player), the number of deals giving the card to
   the player — exact integers, however large.

Bounds on hand sizes that depend on the deal add the removed-card counts to the programme's state
(the half-suits they involve are processed first, in claim order).

Nothing here is approximate: every number is an exact count of deals.

>>> from fishsolve.notation import parse_log
>>> from fishsolve.replay import replay
>>> from fishsolve.constraints import extract
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nhand A1: 2C 3C 4C 5C 6C 7C 9C 10C\\n")
>>> cs = extract(log, replay(log).states)
>>> counts = count(cs, cs.base_keys([log.table.player("A1")], 0), 0)
>>> counts.total  # 40! / 8!^5: the other 40 cards, 8 to each of five players
7656714453153197981835000
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import factorial

from .cards import Card, HalfSuit
from .constraints import HAND_SIZES, Clause, Lit, LogConstraints, SizeBound
from .table import Player

Vector = tuple[int, ...]
# A class of interchangeable cards: their domain, and their literals in each clause.
_ClassKey = tuple[tuple[int, ...], tuple[frozenset[tuple[int, bool]], ...]]


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


def _multinomial(total: int, parts: Iterable[int]) -> int:
    result = factorial(total)
    for part in parts:
        result //= factorial(part)
    return result


def _compositions(n: int, caps: Sequence[int]) -> Iterable[tuple[int, ...]]:
    """All ways to write n as an ordered sum of len(caps) parts, part i at most caps[i]."""
    if not caps:
        if n == 0:
            yield ()
        return
    head, rest = caps[0], caps[1:]
    room = sum(rest)
    for k in range(max(0, n - room), min(head, n) + 1):
        for tail in _compositions(n - k, rest):
            yield (k, *tail)


@dataclass
class _Factor:
    """A group of cards counted together: a weight per usage vector, and per (card, player)."""

    cards: tuple[Card, ...]
    weights: dict[Vector, int]
    # For enumerated half-suits: weights restricted to assignments giving card c to player p.
    by_holder: dict[tuple[Card, int], dict[Vector, int]] | None
    # For a closed-form group: its domain (indices into the player vector) and size.
    domain: tuple[int, ...] = ()
    size: int = 0
    # For size bounds: removal counts per tracked player, per usage-and-removal signature.
    removal: dict[tuple[Vector, Vector], int] | None = None


class _Counter:
    def __init__(self, cs: LogConstraints, keys: Sequence[str], after: int) -> None:
        self.cs = cs
        self.after = after
        log = cs.log
        self.players = log.table.players
        self.deck = log.rules.deck
        self.hand_size = cs.hand_size
        if HAND_SIZES not in keys:
            raise ValueError("counting assumes every player was dealt the same number of cards")
        self.clauses: list[Clause] = []
        self.bounds: list[tuple[int, SizeBound]] = []
        for key in keys:
            self.clauses.extend(cs.clauses.get(key, ()))
            reason = cs.reasons[key]
            for bound in cs.sizes.get(key, ()):
                self.bounds.append((reason.event or 0, bound))
        self.domain: dict[Card, set[Player]] = {c: set(self.players) for c in self.deck.cards}

    # -- propagation -------------------------------------------------------------------------

    def value(self, lit: Lit) -> bool | None:
        dom = self.domain[lit.card]
        if lit.player not in dom:
            return not lit.positive
        if len(dom) == 1:
            return lit.positive
        return None

    def assign(self, lit: Lit) -> bool:
        """Make ``lit`` true by shrinking its card's domain; True if anything changed."""
        dom = self.domain[lit.card]
        before = len(dom)
        if lit.positive:
            dom.intersection_update({lit.player})
        else:
            dom.discard(lit.player)
        if not dom:
            raise _Contradiction
        return len(dom) != before

    def propagate(self) -> list[Clause]:
        """Unit propagation (clauses and hand sizes) to a fixpoint; returns the open clauses."""
        clauses = self.clauses
        changed = True
        while changed:
            changed = False
            remaining: list[Clause] = []
            for clause in clauses:
                unknown: list[Lit] = []
                satisfied = False
                for lit in clause.lits:
                    v = self.value(lit)
                    if v is True:
                        satisfied = True
                        break
                    if v is None:
                        unknown.append(lit)
                if satisfied:
                    continue
                if not unknown:
                    raise _Contradiction
                if len(unknown) == 1:
                    changed |= self.assign(unknown[0])
                    continue
                remaining.append(Clause(tuple(unknown)))
            clauses = remaining
            changed |= self.propagate_sizes()
        return clauses

    def propagate_sizes(self) -> bool:
        """A player dealt all their cards already can have no other; one whose possible cards
        number exactly the hand size has all of them."""
        changed = False
        for p in self.players:
            fixed = [c for c, d in self.domain.items() if d == {p}]
            maybe = [c for c, d in self.domain.items() if p in d]
            if len(fixed) > self.hand_size or len(maybe) < self.hand_size:
                raise _Contradiction
            if len(fixed) == self.hand_size and len(maybe) > len(fixed):
                for c in maybe:
                    if len(self.domain[c]) > 1:
                        changed |= self.assign(Lit(c, p, False))
            elif len(maybe) == self.hand_size and len(fixed) < len(maybe):
                for c in maybe:
                    changed |= self.assign(Lit(c, p))
        return changed

    # -- counting ----------------------------------------------------------------------------

    def run(self) -> Counts:
        try:
            open_clauses = self.propagate()
            return self.count(open_clauses)
        except _Contradiction:
            return Counts(0, {})

    def count(self, open_clauses: list[Clause]) -> Counts:
        players = self.players
        fixed_usage = dict.fromkeys(players, 0)
        for d in self.domain.values():
            if len(d) == 1:
                fixed_usage[next(iter(d))] += 1
        # The programme's vector covers the players who may still receive open cards.
        open_cards = [c for c, d in self.domain.items() if len(d) > 1]
        vec_players = [p for p in players if any(p in self.domain[c] for c in open_cards)]
        index = {p: i for i, p in enumerate(vec_players)}
        caps = tuple(self.hand_size - fixed_usage[p] for p in vec_players)
        for p in players:
            if p not in index and fixed_usage[p] != self.hand_size:
                raise _Contradiction
        # Half-suits tied together by open clauses or size bounds are enumerated.
        by_half: dict[HalfSuit, list[Clause]] = defaultdict(list)
        for clause in open_clauses:
            by_half[self.deck.half_suit_of(clause.lits[0].card)].append(clause)
        bounds = self.live_bounds()
        bound_halves: list[HalfSuit] = []
        for _, bound in bounds:
            for lit in bound.removed:
                half = self.deck.half_suit_of(lit.card)
                if half not in bound_halves:
                    bound_halves.append(half)
        factors: list[_Factor] = []
        enumerated: set[Card] = set()
        for half in [*bound_halves, *(h for h in by_half if h not in bound_halves)]:
            # A card no open clause mentions is independent of the others (unless a size bound
            # needs the whole half-suit placed): it joins the closed-form groups.
            mentioned = {lit.card for cl in by_half.get(half, []) for lit in cl.lits}
            cards = [
                c
                for c in half.cards
                if len(self.domain[c]) > 1 and (half in bound_halves or c in mentioned)
            ]
            factor = self.enumerate_half(cards, by_half.get(half, []), index)
            if not factor.weights:  # no placement of this half-suit satisfies its clauses
                raise _Contradiction
            factors.append(factor)
            enumerated.update(cards)
        groups: dict[frozenset[Player], list[Card]] = defaultdict(list)
        for c in open_cards:
            if c not in enumerated:
                groups[frozenset(self.domain[c])].append(c)
        ordered = sorted(
            groups.items(), key=lambda kv: (len(kv[1]), sorted(index[p] for p in kv[0]))
        )
        last: _Factor | None = None
        if ordered:
            dom, cards = ordered.pop()
            last = _Factor(tuple(cards), {}, None, tuple(sorted(index[p] for p in dom)), len(cards))
        for dom, cards in ordered:
            factors.append(self.group(tuple(cards), tuple(sorted(index[p] for p in dom)), caps))
        return self.combine(factors, last, caps, vec_players, bounds, len(bound_halves))

    def live_bounds(self) -> list[tuple[int, SizeBound]]:
        """Size bounds still depending on open cards; the others are checked now."""
        live = []
        for event, bound in self.bounds:
            removed = 0
            unknown: list[Lit] = []
            for lit in bound.removed:
                v = self.value(lit)
                if v is None:
                    unknown.append(lit)
                elif v:
                    removed += 1
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

    def enumerate_half(
        self, cards: list[Card], clauses: list[Clause], index: dict[Player, int]
    ) -> _Factor:
        """Every placement of ``cards`` (open cards of one half-suit) that satisfies the
        half-suit's ``clauses``, summarised by usage vector.

        Cards with the same domain and the same part in every clause are interchangeable, so
        they are placed as a *class*: how many go to each player, weighted by the multinomial
        number of ways. (Typically the five cards of an asker clause form one class.)
        """
        width = len(index)
        literal_sets: dict[Card, list[frozenset[tuple[int, bool]]]] = {
            c: [frozenset() for _ in clauses] for c in cards
        }
        for j, clause in enumerate(clauses):
            for lit in clause.lits:
                literal_sets[lit.card][j] |= {(index[lit.player], lit.positive)}
        classes: dict[_ClassKey, list[Card]] = defaultdict(list)
        for c in cards:
            domain = tuple(sorted(index[p] for p in self.domain[c]))
            classes[(domain, tuple(literal_sets[c]))].append(c)
        # Per class: every split of its cards over its domain, with weight and clause mask.
        options: list[list[tuple[Vector, int, int]]] = []
        members: list[list[Card]] = []
        for (domain, lits), group in classes.items():
            k = len(group)
            rows = []
            for split in _compositions(k, [k] * len(domain)):
                spread = [0] * width
                for i, n in zip(domain, split, strict=True):
                    spread[i] = n
                mask = 0
                for j, literal_set in enumerate(lits):
                    for player, positive in literal_set:
                        if (spread[player] > 0) if positive else (spread[player] < k):
                            mask |= 1 << j
                            break
                rows.append((tuple(spread), _multinomial(k, split), mask))
            options.append(rows)
            members.append(group)
        full = (1 << len(clauses)) - 1
        weights: dict[Vector, int] = defaultdict(int)
        # shares[class][(usage, player)]: weighted count of that class's cards given to player.
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
        by_holder: dict[tuple[Card, int], dict[Vector, int]] = {}
        for group, share in zip(members, shares, strict=True):
            per: dict[int, dict[Vector, int]] = defaultdict(dict)
            for (usage, i), n in share.items():
                # Each of the class's cards is equally likely to be any of the n given to i.
                per[i][usage] = n // len(group)
            for c in group:
                for i, table in per.items():
                    by_holder[(c, i)] = table
        return _Factor(tuple(cards), dict(weights), by_holder)

    def group(self, cards: tuple[Card, ...], domain: tuple[int, ...], caps: Vector) -> _Factor:
        """Independent cards sharing a domain: a multinomial weight per way to split them."""
        width = len(caps)
        weights: dict[Vector, int] = {}
        for split in _compositions(len(cards), [caps[i] for i in domain]):
            vec = [0] * width
            for i, k in zip(domain, split, strict=True):
                vec[i] = k
            weights[tuple(vec)] = _multinomial(len(cards), split)
        return _Factor(cards, weights, None, domain, len(cards))

    def combine(
        self,
        factors: list[_Factor],
        last: _Factor | None,
        caps: Vector,
        vec_players: list[Player],
        bounds: list[tuple[int, SizeBound]],
        n_bound_halves: int,
    ) -> Counts:
        if bounds:
            return self.combine_with_bounds(
                factors, last, caps, vec_players, bounds, n_bound_halves
            )
        width = len(caps)
        # Usage vectors are packed into one integer, 5 bits per player, each digit stored as
        # usage + (15 - cap): bit 4 of a digit is set exactly when that player is over capacity,
        # so one AND tests every player at once and vector addition is integer addition.
        shift = [5 * i for i in range(width)]
        guard = sum(16 << s for s in shift)

        def pack(d: Vector) -> int:
            return sum(x << s for x, s in zip(d, shift, strict=True))

        start = sum((15 - c) << s for c, s in zip(caps, shift, strict=True))
        packed = [{pack(d): w for d, w in f.weights.items()} for f in factors]
        # Most cards each player may still receive from factors k.. (and the last group).
        supply = [[0] * width for _ in range(len(factors) + 1)]
        if last is not None:
            for i in last.domain:
                supply[len(factors)][i] = last.size
        for k in range(len(factors) - 1, -1, -1):
            top = [max(d[i] for d in factors[k].weights) for i in range(width)]
            supply[k] = [a + b for a, b in zip(supply[k + 1], top, strict=True)]
        # A state at layer k is viable if every player can still be filled: digit >= 15 - supply.
        viable = [
            sum((1 + min(s_i, 15)) << s for s_i, s in zip(row, shift, strict=True))
            for row in supply
        ]

        # Forward: forward[k][v] = ways for factors[:k] to use exactly v.
        forward: list[dict[int, int]] = [{start: 1}]
        for k, weights in enumerate(packed):
            need = viable[k + 1]
            pairs = list(weights.items())
            nxt: dict[int, int] = defaultdict(int)
            for v, ways in forward[-1].items():
                for d, w in pairs:
                    u = v + d
                    if not u & guard and (u + need) & guard == guard:
                        nxt[u] += ways * w
            forward.append(dict(nxt))

        def rest_of(v: int) -> list[int]:
            return [15 - ((v >> s) & 31) for s in shift]

        def finish(v: int) -> int:
            """Ways for the last group to fill the capacity left after v."""
            rest = rest_of(v)
            if last is None:
                return 1 if not any(rest) else 0
            if any(rest[i] for i in range(width) if i not in last.domain):
                return 0
            return _multinomial(last.size, [rest[i] for i in last.domain])

        # Backward: backward[k][v] = ways for factors[k:] and the last group to complete v. The
        # same pass gathers reach[k][d] = sum over v of forward[k][v] * backward[k+1][v + d]: the
        # deals in which factor k's cards are placed with usage d.
        backward: list[dict[int, int]] = [{} for _ in range(len(factors) + 1)]
        backward[len(factors)] = {v: n for v in forward[len(factors)] if (n := finish(v))}
        reaches: list[dict[int, int]] = [{} for _ in factors]
        for k in range(len(factors) - 1, -1, -1):
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
        if total == 0:
            return Counts(0, {})
        holding: dict[Card, dict[Player, int]] = {}
        # Fixed cards: every deal.
        for c, dom in self.domain.items():
            if len(dom) == 1:
                holding[c] = {next(iter(dom)): total}
        for k, factor in enumerate(factors):
            by_vector = {
                vec: reaches[k][d] for vec, d in zip(factor.weights, packed[k], strict=True)
            }
            self.factor_marginals(factor, by_vector, vec_players, holding)
        if last is not None:
            per_player = [0] * width
            for v, fill in backward[len(factors)].items():
                ways = forward[len(factors)][v]
                rest = rest_of(v)
                for i in last.domain:
                    per_player[i] += ways * fill * rest[i]
            for c in last.cards:
                holding[c] = {
                    vec_players[i]: per_player[i] // last.size for i in last.domain if per_player[i]
                }
        return Counts(total, self.now(holding, total))

    def factor_marginals(
        self,
        factor: _Factor,
        reach: dict[Vector, int],
        vec_players: list[Player],
        holding: dict[Card, dict[Player, int]],
    ) -> None:
        if factor.by_holder is not None:
            for (c, i), weights in factor.by_holder.items():
                n = sum(w * reach[d] for d, w in weights.items())
                if n:
                    holding.setdefault(c, {})[vec_players[i]] = n
            return
        # A closed-form group: by symmetry each card gets a share of the group's expected usage.
        per_player = dict.fromkeys(factor.domain, 0)
        for d, w in factor.weights.items():
            for i in factor.domain:
                per_player[i] += w * reach[d] * d[i]
        for c in factor.cards:
            holding[c] = {vec_players[i]: n // factor.size for i, n in per_player.items() if n}

    def combine_with_bounds(
        self,
        factors: list[_Factor],
        last: _Factor | None,
        caps: Vector,
        vec_players: list[Player],
        bounds: list[tuple[int, SizeBound]],
        n_bound_halves: int,
    ) -> Counts:
        """Exact counting when hand-size bounds depend on the deal: conditioned enumeration.

        Each way of placing the bound half-suits' cards fixes their removal counts; the bounds
        are checked on it, and the rest is counted by the plain programme with those cards
        fixed. (Rare: only logs with claims whose cards were not all shown need this.)
        """
        bound_factors = factors[:n_bound_halves]
        # Each enumerated placement is checked against the bounds here; the sub-counts must not
        # see them again.
        self.bounds = []
        total = 0
        holding: dict[Card, dict[Player, int]] = defaultdict(lambda: defaultdict(int))
        saved = {c: set(d) for c, d in self.domain.items()}
        cards = [c for f in bound_factors for c in f.cards]
        domains = [sorted(saved[c], key=lambda p: p.seat) for c in cards]
        del factors, last, caps, vec_players
        for assignment in itertools.product(*domains):
            self.domain = {c: set(d) for c, d in saved.items()}
            try:
                for c, p in zip(cards, assignment, strict=True):
                    self.assign(Lit(c, p))
                self.bounds_hold(bounds)
                open_clauses = self.propagate()
                sub = self.count(open_clauses)
            except _Contradiction:
                continue
            total += sub.total
            for c, per in sub.holding.items():
                for p, n in per.items():
                    holding[c][p] += n
        self.domain = saved
        return Counts(total, {c: dict(v) for c, v in holding.items() if total})

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


def count(cs: LogConstraints, keys: Sequence[str], after: int) -> Counts:
    """Count the deals satisfying the reasons ``keys``, and each in-play card's current holders
    after ``after`` events."""
    return _Counter(cs, keys, after).run()
