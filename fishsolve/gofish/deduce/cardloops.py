"""The count over ranks' loops in Python for a rank told apart by card
(:class:`~fishsolve.gofish.deduce.carddp.CardCount`): its layers forward, player by player, by
the digits of each group's cards placed, and its backward pass with the rank's and its cards'
tables. As :mod:`.rankloops` for ranks counted by rank: the fallback of the C loops
(:mod:`.rankkernel`) and the reference the tests hold them to; each function is the count's step
of the same name (``CardCount._layers``, ...)."""

from __future__ import annotations

from collections.abc import Iterable
from math import perm
from typing import TYPE_CHECKING, cast

from fishsolve.gofish.deduce import rankloops
from fishsolve.gofish.deduce.rankkernel import Count
from fishsolve.gofish.deduce.rankshape import Mid, OptionGroups

if TYPE_CHECKING:
    from fishsolve.gofish.deduce.rankkernel import States


def layers(cc: Count, k: int, start: dict[int, int]) -> list[dict[Mid, int]]:
    """Rank ``order[k]`` (told apart by card) placed from the states ``start``, player by
    player: each layer maps (fills, the digit of the cards left) to ways."""
    rule = cc.tl.ranks[cc.order[k]]
    codec = cc._codecs[k] = cc._codec(k)
    d = cc._digit(k)
    below, total_of = d.below, d.total
    radix, stock, smult = codec.radix, cc.tl.stock, codec.stock_mult
    made = [first(cc, k, start)]
    seq = cc._sequence(k, cc._codes(k, made[0]))
    most = cc._most(rule, seq)
    for i, p in enumerate(seq):
        nxt: dict[Mid, int] = {}
        get = nxt.get
        after = most[i + 1]
        m, width = codec.mult[p], codec.width[p]
        for mid, w in made[-1].items():
            left = mid % radix
            c = (mid // m) % width
            by = cc._card_player_options(k, p, c)
            room = after if cc.thin is not None else after + stock - mid // smult
            used = 0
            for _, moves in _runs(by, below[left], total_of, left, room):
                used += len(moves)
                for move, ways, _ in moves:
                    key = mid + move
                    nxt[key] = get(key, 0) + w * ways
            cc.charge(used + 1, 1)
        if cc.thin is not None and i < cc.n - 1:
            nxt, factors = cc.thin(nxt, cc.thin.keep * rankloops.SPREAD)
            cc._mid_factors[(k, i + 1)] = factors
        cc.peak = max(cc.peak, len(nxt))
        made.append(nxt)
    return made


def first(cc: Count, k: int, start: dict[int, int]) -> dict[Mid, int]:
    """The states before rank ``order[k]`` (told apart by card) as its first layer: every
    card left, or sampling, the stock's share placed first."""
    codec, d = cc._codecs[k], cc._digit(k)
    below, total_of = d.below, d.total
    radix, stock, smult = codec.radix, cc.tl.stock, codec.stock_mult
    prev = cc._codecs[k - 1] if k else None
    out: dict[Mid, int] = {}
    starts: dict[int, int] = {}
    for key, w in start.items():
        base = codec.carry(key, prev)
        starts[base] = key
        if cc.thin is None:
            out[base + d.full] = w
            continue
        # Sampling, the stock is placed first, as in rankdp: the groups' cards it takes (a
        # digit in the second place), their count in the stock's positions filled.
        stock_free = stock - codec.stock_used(base)
        for sub in below[d.full]:
            split = cc._stock_ways(k, sub)
            x = total_of[sub]
            if split is None or x > stock_free:
                continue
            mid = base + d.full - sub + sub * radix + x * smult
            out[mid] = out.get(mid, 0) + w * (perm(stock_free, x) // split)
    cc._starts.append(starts)
    cc.peak = max(cc.peak, len(out))
    return out


def to_stock(cc: Count, k: int, mid: Mid) -> tuple[int, int, int] | None:
    """The state after rank ``order[k]`` (told apart by card) once the cards ``mid`` leaves go
    to the stock, the ways and the rank's cards in the stock; None: they do not fit."""
    codec = cc._codecs[k]
    left = mid % codec.radix
    if cc.thin is not None:  # the stock was placed first: every card is placed
        if left:
            return None
        sub = (mid // codec.radix) % codec.radix
        return mid - sub * codec.radix, 1, cc._digit(k).total[sub]
    split = cc._stock_ways(k, left)
    if split is None:
        return None
    x = cc._digit(k).total[left]
    stock_free = cc.tl.stock - codec.stock_used(mid)
    if x > stock_free:
        return None
    return mid - left + x * codec.stock_mult, perm(stock_free, x) // split, x


def backward(cc: Count, k: int, layers: list[dict[Mid, int]], after: dict[int, int]) -> States:
    """Completions of the states before rank ``order[k]`` (told apart by card), given those
    after it; records the rank's table and its cards' tables on the way."""
    rule = cc.tl.ranks[cc.order[k]]
    codec = cc._codecs[k]
    d = cc._digit(k)
    below, total_of = d.below, d.total
    radix, stock, smult = codec.radix, cc.tl.stock, codec.stock_mult
    # (place, digit of the cards there, cards of the rank in the stock) -> weight
    where: dict[tuple[int, int, int], int] = {}
    value: dict[Mid, dict[int, int]] = {}
    for mid, w in layers[-1].items():
        got = cc._to_stock(k, mid)
        if got is None:
            continue
        v = after.get(got[0], 0)
        if v:
            value[mid] = {got[2]: got[1] * v}
            in_stock = (mid // radix) % radix if cc.thin is not None else mid % radix
            h3 = (cc.n, in_stock, got[2])
            where[h3] = where.get(h3, 0) + w * got[1] * v
    pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(cc.n)]
    empty: dict[int, int] = {}
    seq = cc._seqs[k]
    most = cc._most(rule, seq)
    for i in range(cc.n - 1, -1, -1):
        p = seq[i]
        back: dict[Mid, dict[int, int]] = {}
        acc: dict[tuple[int, int, int], int] = {}  # (held now, digit placed, stock) -> weight
        look = value.get
        later = most[i + 1]
        m, width = codec.mult[p], codec.width[p]
        factors = cc._mid_factors.get((k, i), {})
        for mid, w in layers[i].items():
            left = mid % radix
            total: dict[int, int] = {}
            c = (mid // m) % width
            by = cc._card_player_options(k, p, c)
            room = later if cc.thin is not None else later + stock - mid // smult
            used = 0
            for sub, moves in _runs(by, below[left], total_of, left, room):
                used += len(moves)
                for move, ways, now in moves:
                    split = look(mid + move, empty)
                    for x, v in split.items():
                        total[x] = total.get(x, 0) + ways * v
                        h3 = (now, sub, x)
                        acc[h3] = acc.get(h3, 0) + w * ways * v
            cc.charge(used + 1, -1)
            if total:
                f = factors.get(mid, 1)
                back[mid] = {x: v * f for x, v in total.items()} if f != 1 else total
        value = back
        fold(cc, k, p, acc, pairs[p], where)
    sums = ((mid, sum(split.values())) for mid, split in value.items())
    return cast("States", cc._card_done(k, starts(cc, k, sums), pairs, where))


def fold(
    cc: Count,
    k: int,
    p: int,
    acc: dict[tuple[int, int, int], int],
    got_p: dict[tuple[int, int], int],
    where: dict[tuple[int, int, int], int],
) -> None:
    """Player ``p``'s weights by (held now, digit placed, cards in the stock) into their part
    of the rank's table and the groups' places."""
    rule = cc.tl.ranks[cc.order[k]]
    off = rule.now_offset[p] if not rule.laid else 0
    for (now, sub, x), wt in acc.items():
        h = (0, 0) if rule.laid else (off + now, x)
        got_p[h] = got_p.get(h, 0) + wt
        h3 = (p, sub, x)
        where[h3] = where.get(h3, 0) + wt


def starts(cc: Count, k: int, value: Iterable[tuple[Mid, int]]) -> dict[int, int]:
    """The completions of the states before rank ``order[k]`` (told apart by card) from
    those of its first layer (``value``: each summed over the stock's cards). Counting
    exactly the stock takes nothing first, and the C loops' ``starts_value`` does the same
    (:func:`.cardkernel.card_backward`)."""
    codec, d = cc._codecs[k], cc._digit(k)
    total_of = d.total
    radix, square, stock, smult = codec.radix, codec.square, cc.tl.stock, codec.stock_mult
    out: dict[int, int] = {}
    starts = cc._starts[k]
    if not isinstance(starts, dict):  # a table in C (rankkernel._first), read once here
        starts = starts.to_dict()
    for mid, completions in value:
        sub = (mid // radix) % radix  # the stock placed first: the cards it took
        x = total_of[sub]
        base = mid - mid % square - x * smult
        ways = 1
        if sub:
            ways = perm(stock - codec.stock_used(base), x) // (cc._stock_ways(k, sub) or 1)
        key = starts[base]
        out[key] = out.get(key, 0) + ways * completions
    return out


def _runs(
    by: OptionGroups,
    below: list[int],
    total_of: list[int],
    left: int,
    room: int,
) -> list[tuple[int, list[tuple[int, int, int]]]]:
    """The digits ``below`` the digit ``left`` of the rank's cards left that a player may place
    (their remainder fits the ``room`` the players after and the stock have), with the player's
    moves placing each (``by``): the same runs forward and backward, as in C (``moves_of``)."""
    return [(sub, by[sub]) for sub in below if total_of[left - sub] <= room]
