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
from math import factorial
from typing import TYPE_CHECKING

from fishsolve.cards import Card
from fishsolve.gofish.deduce import cardkernel, cardloops, rankkernel, rankloops
from fishsolve.gofish.deduce.rankcodec import Codec
from fishsolve.gofish.deduce.rankdp import RankCount, _scale
from fishsolve.gofish.deduce.rankshape import Mid, OptionGroups, card_options_of
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
        self._card_cache: dict[tuple[int, int, int], OptionGroups] = {}
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
        return cardkernel.card_layers(self, k, start, rankloops.SPREAD)

    def _kernel_between(self, k: int, last: Table) -> Table:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._kernel_between(k, last)
        return cardkernel.card_between(self, k, last)

    def _kernel_backward(self, k: int, layers: list[Table], after: States) -> States:
        if not self.tl.ranks[self.order[k]].cards:
            return super()._kernel_backward(k, layers, after)
        return cardkernel.card_backward(self, k, layers, after)

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

    def _card_player_options(self, k: int, p: int, code: int) -> OptionGroups:
        """Player ``p``'s options for rank ``order[k]`` from their packed fills ``code``, by the
        digit of the cards placed, as moves of the packed placement: (move, ways, held now)."""
        key = (k, p, code)
        got = self._card_cache.get(key)
        if got is None:
            got = self._card_cache[key] = self._made_options(k, p, code, self._new_card_options)
        return got

    def _options_of(self, k: int, p: int, codes: list[int]) -> list[OptionGroups]:
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
        """Rank ``order[k]``'s layers in Python: by card (:func:`.cardloops.layers`) when the
        log tells its cards apart, else by rank."""
        if not self.tl.ranks[self.order[k]].cards:
            return super()._layers(k, start)
        return cardloops.layers(self, k, start)

    def _card_first(self, k: int, start: dict[int, int]) -> dict[Mid, int]:
        """A rank told apart by card's first layer (:func:`.cardloops.first`)."""
        return cardloops.first(self, k, start)

    def _to_stock(self, k: int, mid: Mid) -> tuple[int, int, int] | None:
        """The state after rank ``order[k]`` once the stock takes the cards left: by card
        (:func:`.cardloops.to_stock`) or by rank."""
        if not self.tl.ranks[self.order[k]].cards:
            return super()._to_stock(k, mid)
        return cardloops.to_stock(self, k, mid)

    def _backward(self, k: int, layers: list[dict[Mid, int]], after: dict[int, int]) -> States:
        """Rank ``order[k]``'s backward pass in Python: by card (:func:`.cardloops.backward`)
        or by rank."""
        if not self.tl.ranks[self.order[k]].cards:
            return super()._backward(k, layers, after)
        return cardloops.backward(self, k, layers, after)

    def _fold(
        self,
        k: int,
        p: int,
        acc: dict[tuple[int, int, int], int],
        got_p: dict[tuple[int, int], int],
        where: dict[tuple[int, int, int], int],
    ) -> None:
        """Player ``p``'s weights into the rank's table and the groups' places
        (:func:`.cardloops.fold`)."""
        return cardloops.fold(self, k, p, acc, got_p, where)

    def _card_starts(self, k: int, value: Iterable[tuple[Mid, int]]) -> dict[int, int]:
        """The completions of the states before a rank told apart by card
        (:func:`.cardloops.starts`)."""
        return cardloops.starts(self, k, value)

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
