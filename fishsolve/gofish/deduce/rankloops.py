"""The count over ranks' loops in Python (:class:`~fishsolve.gofish.deduce.rankdp.RankCount`):
a rank's layers forward, player by player, and its backward pass, which gives the completions
of the states before it and the rank's table. They are the fallback when the C loops
(:mod:`.rankkernel`) are not built or a count outgrows them, and the reference the tests hold the
C loops to (``rankkernel.use_c`` False); a rank told apart by card has its own
(:class:`~fishsolve.gofish.deduce.carddp.CardCount`). Each function is the count's step of the
same name (``RankCount._layers``, ...), which a count told apart by card overrides."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise
from math import comb
from typing import TYPE_CHECKING, cast

from fishsolve.gofish.deduce.rankkernel import Count
from fishsolve.gofish.deduce.rankshape import Mid

if TYPE_CHECKING:
    from fishsolve.gofish.deduce import rankpool
    from fishsolve.gofish.deduce.rankkernel import States

SPREAD = 20
"""When sampling, a rank's layers within its placement (before its last player) keep about this
many times the states kept between ranks: enough different counts left for the last player to
complete, so that runs seldom die."""


def layers(rc: Count, k: int, start: dict[int, int]) -> list[dict[Mid, int]]:
    """Rank ``order[k]`` placed from the states ``start``, player by player; each layer maps
    (fills, cards left) to ways. Counting exactly, the stock is placed last: it takes what is
    left once the players are placed, so no layer within the rank tells apart how many of its
    cards the stock will hold (up to five times fewer states than with the stock first),
    sampling as well (bench/bench_gofish_calibration.py measured its intervals so)."""
    rule = rc.tl.ranks[rc.order[k]]
    codec = rc._codecs[k] = rc._codec(k)
    radix, stock, smult = codec.radix, rc.tl.stock, codec.stock_mult
    made = [first(rc, k, start)]
    seq = rc._sequence(k, rc._codes(k, made[0]))
    most = rc._most(rule, seq)
    for i, p in enumerate(seq):
        nxt: dict[Mid, int] = {}
        get = nxt.get
        after = most[i + 1]
        m, width = codec.mult[p], codec.width[p]
        cache = rc._cache[k]
        for mid, w in made[-1].items():
            left = mid % radix
            c = (mid // m) % width
            by = cache.get((p, c)) or rc._player_options(k, p, c)
            room = after + stock - mid // smult  # and the stock's
            used = 0
            for cards in range(max(0, left - room), left + 1):
                moves = by[cards]
                used += len(moves)
                for move, ways, _ in moves:
                    key = mid + move
                    nxt[key] = get(key, 0) + w * ways
            rc.charge(used + 1, 1)
        if rc.thin is not None and i < rc.n - 1:
            if len(nxt) > rc.thin.keep * SPREAD:
                nxt = rc._mid_completable(k, set(seq[: i + 1]), nxt)
            nxt, factors = rc.thin(nxt, rc.thin.keep * SPREAD)
            rc._mid_factors[(k, i + 1)] = factors
        rc.peak = max(rc.peak, len(nxt))
        made.append(nxt)
    return made


def first(rc: Count, k: int, start: dict[int, int]) -> dict[Mid, int]:
    """The states before rank ``order[k]`` as its first layer (all its cards left), each
    start recorded by its packed form."""
    codec, free = rc._codecs[k], rc.tl.ranks[rc.order[k]].free
    prev = rc._codecs[k - 1] if k else None
    out: dict[Mid, int] = {}
    starts: dict[int, int] = {}
    for key, w in start.items():
        base = codec.carry(key, prev)
        starts[base] = key
        out[base + free] = w
    rc._starts.append(starts)
    rc.peak = max(rc.peak, len(out))
    return out


def to_stock(rc: Count, k: int, mid: Mid) -> tuple[int, int, int] | None:
    """The state after rank ``order[k]`` once the cards ``mid`` leaves go to the stock, the
    ways (which of the stock's free positions they take) and the rank's cards in the stock
    in all; None: they do not fit."""
    codec = rc._codecs[k]
    left = mid % codec.radix
    placed = (mid // codec.radix) % codec.radix  # the stock placed first: its cards
    stock_free = rc.tl.stock - codec.stock_used(mid)
    if left > stock_free:
        return None
    key = mid - left - placed * codec.radix + left * codec.stock_mult
    return key, comb(stock_free, left), placed + left


def backward(rc: Count, k: int, layers: list[dict[Mid, int]], after: dict[int, int]) -> States:
    """Completions of the states before rank ``order[k]``, given those after it; records the
    rank's table on the way: per player, (cards of the rank held now, in the stock) -> ways.
    Within the rank a completion is split by how many of its cards the stock takes (the
    table's second entry), as the layers do not carry it."""
    rule = rc.tl.ranks[rc.order[k]]
    seq = rc._seqs[k]
    most = rc._most(rule, seq)
    codec = rc._codecs[k]
    radix, stock, smult = codec.radix, rc.tl.stock, codec.stock_mult
    value: dict[Mid, dict[int, int]] = {}
    for mid in layers[-1]:
        got = rc._to_stock(k, mid)
        if got is not None:
            v = after.get(got[0], 0)
            if v:
                value[mid] = {got[2]: got[1] * v}
    pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(rc.n)]
    offsets = rule.now_offset if not rule.laid else [0] * rc.n
    empty: dict[int, int] = {}
    for i in range(rc.n - 1, -1, -1):
        p = seq[i]
        back: dict[Mid, dict[int, int]] = {}
        got_p = pairs[p]
        look = value.get
        later = most[i + 1]
        m, width = codec.mult[p], codec.width[p]
        cache = rc._cache[k]
        factors = rc._mid_factors.get((k, i), {})
        for mid, w in layers[i].items():
            left = mid % radix
            total: dict[int, int] = {}
            c = (mid // m) % width
            by = cache.get((p, c)) or rc._player_options(k, p, c)
            room = later + stock - mid // smult
            used = 0
            for cards in range(max(0, left - room), left + 1):
                moves = by[cards]
                used += len(moves)
                for move, ways, now in moves:
                    split = look(mid + move, empty)
                    for x, v in split.items():
                        total[x] = total.get(x, 0) + ways * v
                        h = (0, 0) if rule.laid else (offsets[p] + now, x)
                        got_p[h] = got_p.get(h, 0) + w * ways * v
            rc.charge(used + 1, -1)
            if total:
                f = factors.get(mid, 1)
                back[mid] = {x: v * f for x, v in total.items()} if f != 1 else total
        value = back
    summed = ((mid, sum(s.values())) for mid, s in value.items())
    return cast("States", rc._rank_done(k, starts_value(rc, k, summed), pairs))


def starts_value(rc: Count, k: int, value: Iterable[tuple[Mid, int]]) -> dict[int, int]:
    """The completions of the states before rank ``order[k]`` from those of its first layer
    (``value``: each summed over the stock's cards); in C: ``_rankstep.starts_value``."""
    codec = rc._codecs[k]
    radix, square, smult = codec.radix, codec.square, codec.stock_mult
    out: dict[int, int] = {}
    starts = rc._starts[k]
    assert isinstance(starts, dict)  # the Python loops made it
    for mid, completions in value:
        x = (mid // radix) % radix  # the stock placed first: its cards
        base = mid - mid % square - x * smult
        ways = comb(rc.tl.stock - codec.stock_used(base), x)
        key = starts[base]
        out[key] = out.get(key, 0) + ways * completions
    return out


def final(
    rc: Count, states: dict[int, int], last: int, pool: rankpool.Pool | None
) -> dict[int, int]:
    """The completions of each state once the ranks placed one by one are placed: 1 for the
    full state (0 for any other), or the pool's placements of the rest."""
    tl = rc.tl
    codec = rc._codecs[last - 1] if last else None
    value = {}
    if pool is None:
        final = tuple((sum(b),) for b in tl.blocks)
        for key in states:
            if codec is not None and codec.unpack_after(key) == final:
                value[key] = 1
        return value
    parts = rc._parts[last]
    sizes = [[sum(tl.blocks[p][a:b]) for a, b in pairwise(parts[p])] for p in range(rc.n)]
    if codec is None:
        v = pool.value(sizes, tl.stock)
        return {key: v for key in states if v}
    # Each player's free positions per class, decoded once per digit; a state's value is the
    # pool's for its free positions (the pool takes the classes in its own order).
    frees: list[dict[int, list[int]]] = [{} for _ in range(rc.n)]
    digits = list(zip(codec.mult, codec.width, codec.caps_after, strict=True))
    for key in states:
        free = []
        for p, (m, w, caps) in enumerate(digits):
            d = (key // m) % w
            row = frees[p].get(d)
            if row is None:
                fills = codec.fills(d, caps)
                row = frees[p][d] = [e - f for e, f in zip(sizes[p], fills, strict=True)]
            free.append(row)
        v = pool.value(free, tl.stock - codec.stock_used(key))
        if v:
            value[key] = v
    return value


def completable(rc: Count, k: int, states: dict[int, int]) -> dict[int, int]:
    """The states before rank ``order[k]`` that the ranks left may complete
    (:mod:`.rankbound`): the others have no completion, so they would cost steps for
    nothing (counting exactly), or places (thinning)."""
    if not k:
        return states
    bounds = rc._bounds(k, None)
    codec = rc._codecs[k - 1]
    fit = rc.shared.fits  # (stage, player, their digit)
    out: dict[int, int] = {}
    for key, w in states.items():
        digits = zip(codec.mult, codec.width, codec.caps_after, strict=True)
        for q, (m, width, caps) in enumerate(digits):
            code = (key // m) % width
            ok = fit.get((k, q, code))
            if ok is None:
                ok = fit[(k, q, code)] = bounds.fits(q, codec.fills(code, caps))
            if not ok:
                break
        else:
            out[key] = w
    rc.dropped += len(states) - len(out)
    return out


def mid_completable(rc: Count, k: int, placed: set[int], layer: dict[Mid, int]) -> dict[Mid, int]:
    """Sampling, the partial placements of rank ``order[k]`` (``placed``: the players who
    placed it) that the rest of the rank and the ranks after it may complete
    (:mod:`.rankbound`)."""
    parts, tl, codec = rc._parts, rc.tl, rc._codecs[k]
    after = rc._bounds(k + 1, None)
    caps = [parts[k + 1][q] if q in placed else parts[k][q] for q in range(rc.n)]
    sizes = [[sum(tl.blocks[q][a:b]) for a, b in pairwise(c)] for q, c in enumerate(caps)]
    fit = rc.shared.fits  # ("mid", stage, player placed?, player, their digit, cards left)
    radix, mult, width = codec.radix, codec.mult, codec.width
    out: dict[Mid, int] = {}
    for mid, w in layer.items():
        left = mid % radix
        for q in range(rc.n):
            code = (mid // mult[q]) % width[q]
            done = q in placed
            key = ("mid", k, done, q, code, 0 if done else left)
            ok = fit.get(key)
            if ok is None:
                bounds = after if done else rc._bounds(k, left)
                ok = fit[key] = bounds.fits(q, codec.fills(code, sizes[q]))
            if not ok:
                break
        else:
            out[mid] = w
    rc.dropped += len(layer) - len(out)
    return out
