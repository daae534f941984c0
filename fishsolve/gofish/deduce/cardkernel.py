"""The count over ranks' loops in C for a rank told apart by card (under card asks:
:class:`~fishsolve.gofish.deduce.carddp.CardCount`): its layers forward, the states after it,
and its backward pass with each card group's tables, as :mod:`.rankkernel` does for a rank
counted by rank, with the same steps charged; in Python the same loops are
:mod:`.cardloops`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from fishsolve.gofish.deduce import rankthreads
from fishsolve.gofish.deduce.rankkernel import (
    KEY_LIMIT,
    Count,
    StateTooWideError,
    _first,
    _left,
    as_dict,
    step_forward,
)

if TYPE_CHECKING:
    from fishsolve.gofish.deduce._rankstep import Table
    from fishsolve.gofish.deduce.rankkernel import States


def _room(cc: Count, k: int, later: int) -> tuple[int, int]:
    """(reach, stock place) of a card-level rank's room after a player: the cards the players
    after can hold, and counting exactly the stock's positions left (sampling, the stock was
    placed first: a place no state reaches, so that none is counted)."""
    codec = cc._codecs[k]
    if cc.thin is not None:
        return later, KEY_LIMIT
    return later + cc.tl.stock, codec.stock_mult


def _card_rules(cc: Count, k: int) -> tuple[list[int], list[int], bool]:
    """Per digit of cards left, the orders the stock divides (0: it may not hold them) and the
    cards; whether the stock was placed first (sampling)."""
    d, radix = cc._digit(k), cc._codecs[k].radix
    split = [cc._stock_ways(k, left) or 0 for left in range(radix)]
    return split, list(d.total), cc.thin is not None


def card_layers(cc: Count, k: int, start: States, spread: int) -> list[Table]:
    """``CardCount._layers`` for a rank told apart by card, each player's step in C (the same
    steps charged, ``TooCostly`` within the same player's layer)."""
    rule = cc.tl.ranks[cc.order[k]]
    codec = cc._codecs[k] = cc._codec(k)
    if codec.stock_mult * (cc.tl.stock + 1) >= KEY_LIMIT:
        raise StateTooWideError("a packed state past 62 bits")
    d = cc._digit(k)
    below, total = [list(b) for b in d.below], list(d.total)
    prev = cc._codecs[k - 1] if k else None
    if prev is None:
        layer = cc.ck.Table(cc._card_first(k, as_dict(start)))
    else:  # CardCount._card_first in C
        shares = None
        if cc.thin is not None:  # sampling: the stock's share placed first
            ways = [(sub, cc._stock_ways(k, sub)) for sub in below[d.full]]
            shares = [(sub, total[sub], split) for sub, split in ways if split is not None]
        layer = _first(cc, k, start, d.full, shares)
    out = [layer]
    seq = cc._sequence(k, [layer.codes(codec.mult[p], codec.width[p]) for p in range(cc.n)])
    most = cc._most(rule, seq)
    for i, p in enumerate(seq):
        m, width = codec.mult[p], codec.width[p]
        codes = layer.codes(m, width)
        options = list(zip(codes, cc._options_of(k, p, codes), strict=True))
        moves = cc._moves[(k, p)] = cc.ck.Moves(options, codec.radix, below, total)
        reach, smult = _room(cc, k, most[i + 1])
        layer = step_forward(cc, k, i, layer, moves, (codec.radix, m, width, reach, smult), spread)
        out.append(layer)
    return out


def card_between(cc: Count, k: int, last: Table) -> Table:
    """The states after a rank told apart by card (``CardCount._to_stock``), kept in C."""
    codec = cc._codecs[k]
    split, total, sampling = _card_rules(cc, k)
    got = cc.ck.between(last, codec.radix, codec.stock_mult, cc.tl.stock, split, total, sampling, 1)
    return cast("Table", got)


def card_backward(cc: Count, k: int, layers: list[Table], after: States) -> States:
    """``CardCount._backward`` for a rank told apart by card in C (the same completions, rank
    and card tables, steps)."""
    rule = cc.tl.ranks[cc.order[k]]
    codec, stock = cc._codecs[k], cc.tl.stock
    radix = codec.radix
    split, total, sampling = _card_rules(cc, k)
    # split by the rank's cards in the stock: as many as it has + 1 (fewer than its digits)
    value, first = cc.ck.completions(
        layers[-1], after, radix, codec.stock_mult, stock, split, total, sampling, max(total) + 1
    )
    where = {(cc.n, in_stock, x): w for (in_stock, x), w in first.items()}
    pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(cc.n)]
    seq = cc._seqs[k]
    most = cc._most(rule, seq)
    for i in range(cc.n - 1, -1, -1):
        p = seq[i]
        reach, smult = _room(cc, k, most[i + 1])
        got, acc, work = rankthreads.backward(
            cc.ck,
            layers[i],
            value,
            cc._moves[(k, p)],
            (
                radix,
                codec.mult[p],
                codec.width[p],
                reach,
                smult,
                cc._mid_factors.get((k, i)) or None,
                0,
                False,
                _left(cc),
            ),
            cc.thin is not None,
        )
        cc.charge(work, -1)
        assert got is not None  # else the charge raised
        assert acc is not None
        value = got
        cc._fold(k, p, cast(dict[tuple[int, int, int], int], acc), pairs[p], where)
    out: States
    if cc.thin is None:  # the stock took nothing first: the same starts as for a rank, a table
        out = cc.ck.starts_value(
            value, cc._starts[k], radix, codec.square, codec.stock_mult, stock, True
        )
    else:
        out = cc._card_starts(k, value.to_dict().items())
    return cast("States", cc._card_done(k, out, pairs, where))
