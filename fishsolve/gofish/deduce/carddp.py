"""The count over ranks under card asks: a rank whose cards the log tells apart is placed card by
card (:mod:`.cardline` says where each may lie), the others by rank, as in Go Fish.

:class:`CardCount` is the programme of :mod:`.rankdp` with one change for a rank told apart by
card. Its unknown cards fall in *groups* of cards with the same runs (the same
:class:`~fishsolve.gofish.deduce.timeline.CardRule`): cards of one group are interchangeable, the
groups are not. Within the rank's placement the state carries how many cards of each group are
still to place (a mixed-radix digit, the lowest of the packed state) instead of how many of the
rank. A player's option puts some cards of each group in each of their classes — a group only in
a class inside its run of blocks, the rank-level constraints (at least one at an ask, at most
three, a book) checked on the counts as before — with ``e! / ((e - x)! y_1! y_2! ...)`` ways for
``y_g`` cards of group g (``x`` in all) in a class of ``e`` free positions; the cards left at the
end go to the stock (the groups that may lie there). The count is then multiplied by the orders of
each group's cards (``s_g!``). Once the rank is placed only the fills matter to the ranks after
it, as in Go Fish. The backward pass records, besides the rank's (count now, count in the stock)
table per player, each group's cards per (place, cards of the rank in the stock): a card's table
is its group's share (its cards are interchangeable), what a card ask's yes and lucky draw need.
A rank counted by rank shares its unknown cards' places evenly.

Thinned runs (:mod:`.estimate`) thin the layers within such a rank as :mod:`.rankdp` does, and
place the stock first there, as it does (its share of each group a digit of the layers' states).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import pairwise, product
from math import factorial, perm
from typing import TYPE_CHECKING

from fishsolve.cards import Card
from fishsolve.gofish.deduce import rankkernel, rankloops
from fishsolve.gofish.deduce.rankcodec import Codec
from fishsolve.gofish.deduce.rankdp import RankCount, _scale
from fishsolve.gofish.deduce.rankshape import Mid, Step, card_options_of
from fishsolve.gofish.deduce.rankshare import Shared
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.deduce.timeline import LAID, RankRule, Timeline

if TYPE_CHECKING:
    from fishsolve.gofish.deduce._rankstep import Table
    from fishsolve.gofish.deduce.rankkernel import States

VISIT = 7
"""Steps of the budget one visit of a card-level placement's enumeration is charged: a visit
(its product of group counts, its checks) costs about seven moves of the count over ranks (a
52-card two-player Authors table late in the game, 2026-12-03: a run of 1.0 M steps as charged
before took 2.6 s, 2.2 s of it enumerating, against ~0.35 µs a step of the count over ranks), so
the budget and an estimate's work limit bound time as they do for rank asks (that table: 42 s of
sampled runs before)."""

Groups = list[list[Card]]


@dataclass(frozen=True)
class _Digits:
    """The packing of one rank's groups' counts into one digit: group g's count times
    ``mult[g]``; for every digit value, its counts, their sum and the values at or below it
    (group by group: the sets of cards a player may take from what is left)."""

    sizes: tuple[int, ...]
    mult: tuple[int, ...]
    counts: tuple[tuple[int, ...], ...]
    total: tuple[int, ...]
    below: tuple[tuple[int, ...], ...]

    @staticmethod
    def of(sizes: tuple[int, ...]) -> _Digits:
        got = _DIGITS.get(sizes)
        if got is None:
            got = _DIGITS[sizes] = _Digits._made(sizes)
        return got

    @staticmethod
    def _made(sizes: tuple[int, ...]) -> _Digits:
        mult, m = [], 1
        for s in sizes:
            mult.append(m)
            m *= s + 1
        counts = []
        for v in range(m):
            counts.append(tuple((v // u) % (s + 1) for u, s in zip(mult, sizes, strict=True)))
        below = []
        for c in counts:
            subs = product(*(range(k + 1) for k in c))
            below.append(tuple(sum(y * u for y, u in zip(sub, mult, strict=True)) for sub in subs))
        return _Digits(
            sizes, tuple(mult), tuple(counts), tuple(sum(c) for c in counts), tuple(below)
        )

    @property
    def full(self) -> int:
        return sum(s * u for s, u in zip(self.sizes, self.mult, strict=True))


_DIGITS: dict[tuple[int, ...], _Digits] = {}
"""The packings made, by the groups' sizes (a few dozen shapes in all: 1 to 4 cards a rank)."""


def groups(rule: RankRule) -> Groups:
    """The rank's unknown cards in groups of cards with the same runs, in a fixed order."""
    by: dict[object, list[Card]] = {}
    for c in sorted(rule.cards, key=str):
        by.setdefault(rule.cards[c], []).append(c)
    return list(by.values())


class CardCount(RankCount):
    """The exact count of a card-ask timeline: :class:`RankCount`'s total and rank tables, and
    :attr:`card_tables`: unknown card -> (place: a seat, or ``players`` for the stock; cards of
    its rank in the stock) -> arrangements. :attr:`known`: the cards known now, and where."""

    def __init__(
        self,
        tl: Timeline,
        budget: int | None,
        pool: bool = True,
        thin: Thinning | None = None,
        shared: Shared | None = None,
    ) -> None:
        self.card_tables: dict[Card, dict[tuple[int, int], int]] = {}
        self._card_cache: dict[tuple[int, int, int], list[list[tuple[int, int, int]]]] = {}
        self._digits: dict[int, _Digits] = {}
        self._grouped: dict[int, Groups] = {}
        self._split: dict[tuple[int, int], int | None] = {}
        self._allowed_in: dict[tuple[int, int], list[list[int]]] = {}
        self.known: dict[Card, int] = dict(tl.held)
        orders = 1
        for rule in tl.ranks.values():
            for g in groups(rule):
                orders *= factorial(len(g))
        super().__init__(replace(tl, physical=tl.physical * orders), budget, pool, thin, shared)
        if self.total:
            self._even_shares()

    def _groups(self, k: int) -> Groups:
        got = self._grouped.get(k)
        if got is None:
            got = self._grouped[k] = groups(self.tl.ranks[self.order[k]])
        return got

    def _stock_ways(self, k: int, left: int) -> int | None:
        """How the cards of ``left`` (a digit) may lie among as many positions of the stock, as
        a divisor of their orders (None: a group that may not lie in the stock)."""
        key = (k, left)
        if key not in self._split:
            rule = self.tl.ranks[self.order[k]]
            counts = self._digit(k).counts[left]
            split = 1
            for g, cards in enumerate(self._groups(k)):
                if counts[g] and not rule.cards[cards[0]].stock:
                    self._split[key] = None
                    return None
                split *= factorial(counts[g])
            self._split[key] = split
        return self._split[key]

    def _digit(self, k: int) -> _Digits:
        got = self._digits.get(k)
        if got is None:
            got = self._digits[k] = _Digits.of(tuple(len(g) for g in self._groups(k)))
        return got

    # -- the places of one card ------------------------------------------------------------------

    def places(self, card: Card) -> dict[int, int]:
        """Place of ``card`` -> arrangements (empty when it is in a book), as
        :func:`~fishsolve.gofish.deduce.tables.card_table`."""
        if card in self.known:
            q = self.known[card]
            return {} if q == LAID or not self.total else {q: self.total}
        out: dict[int, int] = {}
        for (q, _), w in self.card_tables.get(card, {}).items():
            if w:
                out[q] = out.get(q, 0) + w
        return out

    def places_and_stock(self, card: Card) -> dict[tuple[int, int], int]:
        """(place of ``card``, cards of its rank in the stock) -> arrangements, as
        :func:`~fishsolve.gofish.deduce.tables.card_stock_table`."""
        if card in self.known:
            q = self.known[card]
            if q == LAID:
                return {}
            out: dict[tuple[int, int], int] = {}
            for (_, x), w in self.tables[card.rank][0].items():
                if w:
                    out[(q, x)] = out.get((q, x), 0) + w
            return out
        return {h: w for h, w in self.card_tables.get(card, {}).items() if w}

    def _share(self, w: int, size: int) -> int:
        """A group's (unscaled) weight summed over its ``size`` cards: one card's, scaled."""
        share, rem = divmod(w * self.tl.physical, self.tl.unordered * size)
        assert rem == 0 or self.thin is not None, "inexact share"
        return share

    def _even_shares(self) -> None:
        """The card tables of ranks counted by rank: each of its u unknown cards lies wherever
        one of the u does, in a u-th of the arrangements (the cards are interchangeable)."""
        for r, rule in self.tl.ranks.items():
            if rule.cards or rule.laid:
                continue
            cards = [c for c in self.tl.deck if c.rank == r and c not in self.known]
            if not cards:
                continue
            u = len(cards)
            share: dict[tuple[int, int], int] = {}
            for p in range(self.n):
                off = rule.now_offset[p]
                for (k, x), w in self.tables[r][p].items():
                    if k > off and w:
                        share[(p, x)] = share.get((p, x), 0) + w * (k - off)
            for (_, x), w in self.tables[r][0].items():
                if x and w:
                    share[(self.n, x)] = share.get((self.n, x), 0) + w * x
            table = {}
            for h, w in share.items():
                q, rem = divmod(w, u)
                assert rem == 0 or self.thin is not None, "inexact share"
                table[h] = q
            for c in cards:
                self.card_tables[c] = table

    # -- one rank placed card by card ------------------------------------------------------------

    def _restart(self) -> None:
        super()._restart()
        self.card_tables = {}
        self._card_cache = {}  # its options were charged once: a count anew charges them again

    def _kernel_layers(self, k: int, start: States) -> list[Table]:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._kernel_layers(k, start)
        return rankkernel.card_layers(self, k, start, rankloops.SPREAD)

    def _kernel_between(self, k: int, last: Table) -> Table:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._kernel_between(k, last)
        return rankkernel.card_between(self, k, last)

    def _kernel_backward(self, k: int, layers: list[Table], after: States) -> States:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._kernel_backward(k, layers, after)
        return rankkernel.card_backward(self, k, layers, after)

    def _codec(self, k: int) -> Codec:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._codec(k)
        tl = self.tl
        caps = [
            [
                [sum(tl.blocks[p][a:b]) for a, b in pairwise(self._parts[j][p])]
                for p in range(self.n)
            ]
            for j in (k, k + 1)
        ]
        d = self._digit(k)
        return Codec(caps[0], caps[1], d.mult[-1] * (d.sizes[-1] + 1) - 1)

    def _allowed(self, k: int, p: int) -> list[list[int]]:
        """Per class of player ``p`` before rank ``order[k]``: the groups that may lie in it
        (made once per rank and player)."""
        got = self._allowed_in.get((k, p))
        if got is None:
            got = self._allowed_in[(k, p)] = self._new_allowed(k, p, self._parts[k][p])
        return got

    def _new_allowed(self, k: int, p: int, bounds: list[int]) -> list[list[int]]:
        rule = self.tl.ranks[self.order[k]]
        out = []
        for a, b in pairwise(bounds):
            ok = []
            for g, cards in enumerate(self._groups(k)):
                lo, hi = rule.cards[cards[0]].places[p]
                if lo <= a and b <= hi:
                    ok.append(g)
            out.append(ok)
        return out

    def _card_player_options(self, k: int, p: int, code: int) -> list[list[tuple[int, int, int]]]:
        """Player ``p``'s options for rank ``order[k]`` from their packed fills ``code``, by the
        digit of the cards placed, as moves of the packed placement: (move, ways, held now)."""
        key = (k, p, code)
        got = self._card_cache.get(key)
        if got is None:
            got = self._card_cache[key] = self._made_options(k, p, code, self._new_card_options)
        return got

    def _options_of(self, k: int, p: int, codes: list[int]) -> list[list[list[Step]]]:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._options_of(k, p, codes)
        if self.kernel:
            self._kernel_options(k, p, [c for c in codes if (k, p, c) not in self._card_cache])
        return [self._card_player_options(k, p, c) for c in codes]

    def _kernel_options(self, k: int, p: int, codes: list[int]) -> None:
        told_apart = bool(self.tl.ranks[self.order[k]].cards)
        rankkernel.make_options(self, k, p, codes, VISIT if told_apart else None)

    def _new_card_options(self, k: int, p: int, code: int) -> list[list[tuple[int, int, int]]]:
        """Player ``p``'s options for rank ``order[k]`` (told apart by card) from ``code``, made
        afresh in Python (the loops in C make theirs in :meth:`_kernel_options`)."""
        codec = self._codecs[k]
        shape = self._shape_of(k, p)
        got: list[list[tuple[int, int, int]]] = [[] for _ in range(codec.radix)]
        if shape is not None:
            fills = codec.fills(code, shape.caps)
            allowed = self._allowed(k, p)
            m = codec.mult[p]
            d = self._digit(k)
            found, visits = card_options_of(shape, fills, allowed, d.sizes, d.mult)
            self.charge(len(found) + VISIT * visits)
            for (new, placed, now), ways in found.items():
                move = (codec.code(new, p, True) - code) * m - placed
                got[placed].append((move, ways, now))
        return got

    def _layers(self, k: int, start: dict[int, int]) -> list[dict[Mid, int]]:
        rule = self.tl.ranks[self.order[k]]
        if not rule.cards:
            return super()._layers(k, start)
        codec = self._codecs[k] = self._codec(k)
        d = self._digit(k)
        below, total_of = d.below, d.total
        radix, stock, smult = codec.radix, self.tl.stock, codec.stock_mult
        layers = [self._card_first(k, start)]
        seq = self._sequence(k, self._codes(k, layers[0]))
        most = self._most(rule, seq)
        for i, p in enumerate(seq):
            nxt: dict[Mid, int] = {}
            get = nxt.get
            after = most[i + 1]
            m, width = codec.mult[p], codec.width[p]
            for mid, w in layers[-1].items():
                left = mid % radix
                c = (mid // m) % width
                by = self._card_player_options(k, p, c)
                room = after if self.thin is not None else after + stock - mid // smult
                used = 0
                for sub in below[left]:
                    if total_of[left - sub] > room:
                        continue
                    moves = by[sub]
                    used += len(moves)
                    for move, ways, _ in moves:
                        key = mid + move
                        nxt[key] = get(key, 0) + w * ways
                self.charge(used + 1, 1)
            if self.thin is not None and i < self.n - 1:
                nxt, factors = self.thin(nxt, self.thin.keep * rankloops.SPREAD)
                self._mid_factors[(k, i + 1)] = factors
            self.peak = max(self.peak, len(nxt))
            layers.append(nxt)
        return layers

    def _card_first(self, k: int, start: dict[int, int]) -> dict[Mid, int]:
        """The states before rank ``order[k]`` (told apart by card) as its first layer: every
        card left, or sampling, the stock's share placed first."""
        codec, d = self._codecs[k], self._digit(k)
        below, total_of = d.below, d.total
        radix, stock, smult = codec.radix, self.tl.stock, codec.stock_mult
        prev = self._codecs[k - 1] if k else None
        first: dict[Mid, int] = {}
        starts: dict[int, int] = {}
        for key, w in start.items():
            base = codec.carry(key, prev)
            starts[base] = key
            if self.thin is None:
                first[base + d.full] = w
                continue
            # Sampling, the stock is placed first, as in rankdp: the groups' cards it takes (a
            # digit in the second place), their count in the stock's positions filled.
            stock_free = stock - codec.stock_used(base)
            for sub in below[d.full]:
                split = self._stock_ways(k, sub)
                x = total_of[sub]
                if split is None or x > stock_free:
                    continue
                mid = base + d.full - sub + sub * radix + x * smult
                first[mid] = first.get(mid, 0) + w * (perm(stock_free, x) // split)
        self._starts.append(starts)
        self.peak = max(self.peak, len(first))
        return first

    def _to_stock(self, k: int, mid: Mid) -> tuple[int, int, int] | None:
        rule = self.tl.ranks[self.order[k]]
        if not rule.cards:
            return super()._to_stock(k, mid)
        codec = self._codecs[k]
        left = mid % codec.radix
        if self.thin is not None:  # the stock was placed first: every card is placed
            if left:
                return None
            sub = (mid // codec.radix) % codec.radix
            return mid - sub * codec.radix, 1, self._digit(k).total[sub]
        split = self._stock_ways(k, left)
        if split is None:
            return None
        x = self._digit(k).total[left]
        stock_free = self.tl.stock - codec.stock_used(mid)
        if x > stock_free:
            return None
        return mid - left + x * codec.stock_mult, perm(stock_free, x) // split, x

    def _backward(self, k: int, layers: list[dict[Mid, int]], after: dict[int, int]) -> States:
        rule = self.tl.ranks[self.order[k]]
        if not rule.cards:
            return super()._backward(k, layers, after)
        codec = self._codecs[k]
        d = self._digit(k)
        below, total_of = d.below, d.total
        radix, stock, smult = codec.radix, self.tl.stock, codec.stock_mult
        # (place, digit of the cards there, cards of the rank in the stock) -> weight
        where: dict[tuple[int, int, int], int] = {}
        value: dict[Mid, dict[int, int]] = {}
        for mid, w in layers[-1].items():
            got = self._to_stock(k, mid)
            if got is None:
                continue
            v = after.get(got[0], 0)
            if v:
                value[mid] = {got[2]: got[1] * v}
                in_stock = (mid // radix) % radix if self.thin is not None else mid % radix
                h3 = (self.n, in_stock, got[2])
                where[h3] = where.get(h3, 0) + w * got[1] * v
        pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(self.n)]
        empty: dict[int, int] = {}
        seq = self._seqs[k]
        most = self._most(rule, seq)
        for i in range(self.n - 1, -1, -1):
            p = seq[i]
            back: dict[Mid, dict[int, int]] = {}
            acc: dict[tuple[int, int, int], int] = {}  # (held now, digit placed, stock) -> weight
            look = value.get
            later = most[i + 1]
            m, width = codec.mult[p], codec.width[p]
            factors = self._mid_factors.get((k, i), {})
            for mid, w in layers[i].items():
                left = mid % radix
                total: dict[int, int] = {}
                c = (mid // m) % width
                by = self._card_player_options(k, p, c)
                room = later if self.thin is not None else later + stock - mid // smult
                used = 0
                for sub in below[left]:
                    if total_of[left - sub] > room:
                        continue
                    moves = by[sub]
                    used += len(moves)
                    for move, ways, now in moves:
                        split = look(mid + move, empty)
                        for x, v in split.items():
                            total[x] = total.get(x, 0) + ways * v
                            h3 = (now, sub, x)
                            acc[h3] = acc.get(h3, 0) + w * ways * v
                self.charge(used + 1, -1)
                if total:
                    f = factors.get(mid, 1)
                    back[mid] = {x: v * f for x, v in total.items()} if f != 1 else total
            value = back
            self._fold(k, p, acc, pairs[p], where)
        sums = ((mid, sum(split.values())) for mid, split in value.items())
        return self._card_done(k, self._card_starts(k, sums), pairs, where)

    def _fold(
        self,
        k: int,
        p: int,
        acc: dict[tuple[int, int, int], int],
        got_p: dict[tuple[int, int], int],
        where: dict[tuple[int, int, int], int],
    ) -> None:
        """Player ``p``'s weights by (held now, digit placed, cards in the stock) into their part
        of the rank's table and the groups' places."""
        rule = self.tl.ranks[self.order[k]]
        off = rule.now_offset[p] if not rule.laid else 0
        for (now, sub, x), wt in acc.items():
            h = (0, 0) if rule.laid else (off + now, x)
            got_p[h] = got_p.get(h, 0) + wt
            h3 = (p, sub, x)
            where[h3] = where.get(h3, 0) + wt

    def _card_starts(self, k: int, value: Iterable[tuple[Mid, int]]) -> dict[int, int]:
        """The completions of the states before rank ``order[k]`` (told apart by card) from
        those of its first layer (``value``: each summed over the stock's cards). Counting
        exactly the stock takes nothing first, and the C loops' ``starts_value`` does the same
        (:func:`.rankkernel.card_backward`)."""
        codec, d = self._codecs[k], self._digit(k)
        total_of = d.total
        radix, square, stock, smult = codec.radix, codec.square, self.tl.stock, codec.stock_mult
        out: dict[int, int] = {}
        starts = self._starts[k]
        if not isinstance(starts, dict):  # a table in C (rankkernel._first), read once here
            starts = starts.to_dict()
        for mid, completions in value:
            sub = (mid // radix) % radix  # the stock placed first: the cards it took
            x = total_of[sub]
            base = mid - mid % square - x * smult
            ways = 1
            if sub:
                ways = perm(stock - codec.stock_used(base), x) // (self._stock_ways(k, sub) or 1)
            key = starts[base]
            out[key] = out.get(key, 0) + ways * completions
        return out

    def _card_done(
        self,
        k: int,
        out: States,
        pairs: list[dict[tuple[int, int], int]],
        where: dict[tuple[int, int, int], int],
    ) -> States:
        """The completions of the states before rank ``order[k]`` (told apart by card: ``out``,
        from :meth:`_card_starts`) with the sampling's factors, the rank's table from ``pairs``
        and its cards' tables from ``where``."""
        rule = self.tl.ranks[self.order[k]]
        d = self._digit(k)
        for state, mult in self._factors[k].items():
            assert isinstance(out, dict)  # sampling: made in Python
            if state in out:
                out[state] *= mult  # the state was kept with chance 1/m when sampling
        tl = self.tl
        self.tables[self.order[k]] = [{h: _scale(w, tl) for h, w in g.items()} for g in pairs]
        if not rule.laid:
            for g, cards in enumerate(self._groups(k)):
                per: dict[tuple[int, int], int] = {}
                for (q, sub, x), wt in where.items():
                    y = d.counts[sub][g]
                    if y:
                        per[(q, x)] = per.get((q, x), 0) + wt * y
                table = {h: self._share(wt, len(cards)) for h, wt in per.items()}
                for card in cards:
                    self.card_tables[card] = table
        return out
