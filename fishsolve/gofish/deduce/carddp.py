"""The count over ranks under card asks: a rank whose cards the log tells apart is placed card by
card (:mod:`.cardline` says where each may lie), the others by rank, as in Go Fish.

:class:`CardCount` is the programme of :mod:`.rankdp` with one change for a rank told apart by
card: within its placement the state carries *which* of its unknown cards are still to place (a
bit mask, the lowest digit of the packed state) instead of how many. A player's option puts a set
of those cards in each of their classes — a card only in a class inside its run of blocks, the
rank-level constraints (at least one at an ask, at most three, a book) checked on the counts as
before — with ``e! / (e - x)!`` ways for ``x`` distinct cards in a class of ``e`` free positions;
the cards left at the end go to the stock (those that may lie there). Once the rank is placed only
the fills matter to the ranks after it, as in Go Fish. The backward pass records, besides the
rank's (count now, count in the stock) table per player, each card's (place, cards of its rank in
the stock) table — what a card ask's yes and lucky draw need; a rank counted by rank shares its
unknown cards' places evenly (its cards are interchangeable).

Thinned runs (:mod:`.estimate`) thin the layers within such a rank as :mod:`.rankdp` does; the
stock is placed last there too.
"""

from __future__ import annotations

from itertools import pairwise
from math import perm

from fishsolve.cards import Card
from fishsolve.gofish.deduce.cardline import LAID
from fishsolve.gofish.deduce.rankcodec import Codec, Vec
from fishsolve.gofish.deduce.rankdp import SPREAD, Mid, RankCount, Shape, _scale
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.deduce.timeline import RankRule, Timeline

CardStep = tuple[int, int, int]
"""A player's option for a rank placed by card, as a move of the packed state: (what it adds,
ways, cards of the rank held now from those blocks); listed under the mask of cards it places."""


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def _submasks(mask: int) -> list[int]:
    out = []
    sub = mask
    while True:
        out.append(sub)
        if not sub:
            return out
        sub = (sub - 1) & mask


class CardCount(RankCount):
    """The exact count of a card-ask timeline: :class:`RankCount`'s total and rank tables, and
    :attr:`card_tables`: unknown card -> (place: a seat, or ``players`` for the stock; cards of
    its rank in the stock) -> arrangements. :attr:`known`: the cards known now, and where."""

    def __init__(
        self, tl: Timeline, budget: int | None, pool: bool = True, thin: Thinning | None = None
    ) -> None:
        self.card_tables: dict[Card, dict[tuple[int, int], int]] = {}
        self._card_cache: dict[tuple[int, int, int], list[list[CardStep]]] = {}
        self.known: dict[Card, int] = dict(tl.held)
        super().__init__(tl, budget, pool, thin)
        if self.total:
            self._even_shares()

    def _cards(self, k: int) -> list[Card]:
        return sorted(self.tl.ranks[self.order[k]].cards, key=str)

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
                assert rem == 0, "inexact share"
                table[h] = q
            for c in cards:
                self.card_tables[c] = table

    # -- one rank placed card by card ------------------------------------------------------------

    def _codec(self, k: int) -> Codec:
        cards = self._cards(k)
        if not cards:
            return super()._codec(k)
        tl = self.tl
        caps = [
            [
                [sum(tl.blocks[p][a:b]) for a, b in pairwise(self._parts[j][p])]
                for p in range(self.n)
            ]
            for j in (k, k + 1)
        ]
        return Codec(caps[0], caps[1], (1 << len(cards)) - 1)

    def _allowed(self, k: int, p: int, bounds: list[int]) -> list[int]:
        """Per class of player ``p`` (``bounds``): the mask of the rank's cards that may lie in
        it."""
        rule = self.tl.ranks[self.order[k]]
        out = []
        for a, b in pairwise(bounds):
            mask = 0
            for i, c in enumerate(self._cards(k)):
                lo, hi = rule.cards[c].places[p]
                if lo <= a and b <= hi:
                    mask |= 1 << i
            out.append(mask)
        return out

    def _card_options(
        self, rule: RankRule, shape: Shape, fills: Vec, allowed: list[int]
    ) -> dict[tuple[Vec, int, int], int]:
        """Every way of putting a set of the rank's cards in a player's classes: (fills after,
        on the next partition; the mask of cards placed; cards held now) -> ways."""
        caps, closed, now, merge = shape.caps, shape.closed, shape.now, shape.merge
        ending, spanning, size = shape.ending, shape.spanning, shape.size
        m = len(caps)
        out: dict[tuple[Vec, int, int], int] = {}
        x = [0] * m
        prefix = [0] * (m + 1)
        visits = [0]

        def rec(i: int, used: int, ways: int) -> None:
            visits[0] += 1
            if i == m:
                new = [0] * size
                for c in range(m):
                    new[merge[c]] += fills[c] + x[c]
                key = (tuple(new), used, prefix[m] - prefix[now])
                out[key] = out.get(key, 0) + ways
                return
            free = caps[i] - fills[i]
            avail = 0 if i in closed or not free else allowed[i] & ~used
            base = prefix[i]
            e = i + 1
            for sub in _submasks(avail):
                v = sub.bit_count()
                if v > free:
                    continue
                at = base + v
                if any(at - prefix[lo] > hi for lo, hi in spanning[e]):
                    continue
                if any(at - prefix[lo] not in ok for lo, ok in ending[e]):
                    continue
                x[i] = v
                prefix[e] = at
                rec(e, used | sub, ways * perm(free, v))
            x[i] = 0

        rec(0, 0, 1)
        self.charge(len(out) + visits[0])
        return out

    def _card_player_options(self, k: int, p: int, code: int) -> list[list[CardStep]]:
        key = (k, p, code)
        got = self._card_cache.get(key)
        if got is None:
            rule = self.tl.ranks[self.order[k]]
            codec = self._codecs[k]
            parts = self._parts
            if (k, p) not in self._shapes:
                self._shapes[(k, p)] = self._shape(rule, p, parts[k][p], parts[k + 1][p])
            shape = self._shapes[(k, p)]
            got = [[] for _ in range(1 << len(self._cards(k)))]
            if shape is not None:
                fills = codec.fills(code, shape.caps)
                allowed = self._allowed(k, p, parts[k][p])
                m = codec.mult[p]
                for (new, placed, now), ways in self._card_options(
                    rule, shape, fills, allowed
                ).items():
                    move = (codec.code(new, p, True) - code) * m - placed
                    got[placed].append((move, ways, now))
            self._card_cache[key] = got
        return got

    def _layers(self, k: int, start: dict[int, int]) -> list[dict[Mid, int]]:
        cards = self._cards(k)
        if not cards:
            return super()._layers(k, start)
        rule = self.tl.ranks[self.order[k]]
        most = self._most(rule)
        codec = self._codecs[k] = self._codec(k)
        radix, stock, smult = codec.radix, self.tl.stock, codec.stock_mult
        prev = self._codecs[k - 1] if k else None
        full = (1 << len(cards)) - 1
        first: dict[Mid, int] = {}
        starts: dict[int, int] = {}
        for key, w in start.items():
            base = codec.carry(key, prev)
            starts[base] = key
            first[base + full] = w
        self._starts.append(starts)
        self.peak = max(self.peak, len(first))
        layers = [first]
        for p in range(self.n):
            nxt: dict[Mid, int] = {}
            get = nxt.get
            after = most[p + 1]
            m, width = codec.mult[p], codec.width[p]
            for mid, w in layers[-1].items():
                left = mid % radix
                c = (mid // m) % width
                by = self._card_player_options(k, p, c)
                room = after + stock - mid // smult
                used = 0
                for sub in _submasks(left):
                    if (left ^ sub).bit_count() > room:
                        continue
                    moves = by[sub]
                    used += len(moves)
                    for move, ways, _ in moves:
                        key = mid + move
                        nxt[key] = get(key, 0) + w * ways
                self.charge(used + 1)
            if self.thin is not None and p < self.n - 1:
                nxt, factors = self.thin(nxt, self.thin.keep * SPREAD)
                self._mid_factors[(k, p + 1)] = factors
            self.peak = max(self.peak, len(nxt))
            layers.append(nxt)
        return layers

    def _to_stock(self, k: int, mid: Mid) -> tuple[int, int, int] | None:
        cards = self._cards(k)
        if not cards:
            return super()._to_stock(k, mid)
        codec = self._codecs[k]
        left = mid % codec.radix
        rule = self.tl.ranks[self.order[k]]
        if any(left >> i & 1 and not rule.cards[c].stock for i, c in enumerate(cards)):
            return None
        x = left.bit_count()
        stock_free = self.tl.stock - codec.stock_used(mid)
        if x > stock_free:
            return None
        return mid - left + x * codec.stock_mult, perm(stock_free, x), x

    def _backward(
        self, k: int, layers: list[dict[Mid, int]], after: dict[int, int]
    ) -> dict[int, int]:
        cards = self._cards(k)
        if not cards:
            return super()._backward(k, layers, after)
        rule = self.tl.ranks[self.order[k]]
        most = self._most(rule)
        codec = self._codecs[k]
        radix, square, stock, smult = codec.radix, codec.square, self.tl.stock, codec.stock_mult
        per_card: list[dict[tuple[int, int], int]] = [{} for _ in cards]
        value: dict[Mid, dict[int, int]] = {}
        for mid, w in layers[-1].items():
            got = self._to_stock(k, mid)
            if got is None:
                continue
            v = after.get(got[0], 0)
            if v:
                value[mid] = {got[2]: got[1] * v}
                h = (self.n, got[2])
                for i in _bits(mid % radix):
                    per_card[i][h] = per_card[i].get(h, 0) + w * got[1] * v
        pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(self.n)]
        offsets = rule.now_offset if not rule.laid else [0] * self.n
        empty: dict[int, int] = {}
        for p in range(self.n - 1, -1, -1):
            back: dict[Mid, dict[int, int]] = {}
            got_p = pairs[p]
            look = value.get
            later = most[p + 1]
            m, width = codec.mult[p], codec.width[p]
            factors = self._mid_factors.get((k, p), {})
            for mid, w in layers[p].items():
                left = mid % radix
                total: dict[int, int] = {}
                c = (mid // m) % width
                by = self._card_player_options(k, p, c)
                room = later + stock - mid // smult
                used = 0
                for sub in _submasks(left):
                    if (left ^ sub).bit_count() > room:
                        continue
                    moves = by[sub]
                    used += len(moves)
                    bits = _bits(sub)
                    for move, ways, now in moves:
                        split = look(mid + move, empty)
                        for x, v in split.items():
                            total[x] = total.get(x, 0) + ways * v
                            weight = w * ways * v
                            h = (0, 0) if rule.laid else (offsets[p] + now, x)
                            got_p[h] = got_p.get(h, 0) + weight
                            for i in bits:
                                per_card[i][(p, x)] = per_card[i].get((p, x), 0) + weight
                self.charge(used + 1)
                if total:
                    f = factors.get(mid, 1)
                    back[mid] = {x: v * f for x, v in total.items()} if f != 1 else total
            value = back
        out: dict[int, int] = {}
        starts = self._starts[k]
        for mid, split in value.items():
            key = starts[mid - mid % square]
            out[key] = out.get(key, 0) + sum(split.values())
        for state, mult in self._factors[k].items():
            if state in out:
                out[state] *= mult  # the state was kept with chance 1/m when sampling
        tl = self.tl
        self.tables[self.order[k]] = [{h: _scale(w, tl) for h, w in g.items()} for g in pairs]
        if not rule.laid:
            for card, table in zip(cards, per_card, strict=True):
                self.card_tables[card] = {h: _scale(w, tl) for h, w in table.items()}
        return out
