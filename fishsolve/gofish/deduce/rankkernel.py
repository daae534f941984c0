"""The count over ranks' loops in C: :class:`~fishsolve.gofish.deduce.rankdp.RankCount`'s
options, layers forward and backward and steps between ranks, run by the extension
``_rankstep`` (``_rankstep.c``) when it was built: with counts in 128 bits (``_rankstep128``)
where a count's numbers should fit them, else in 256 (:mod:`.rankwidth` chooses).

Each function here does what the method of ``RankCount`` it names does in Python, with the same
steps charged to the same budget: the layers of a rank are ``_rankstep.Table`` objects that stay
in C from the rank's first layer to its backward pass (all made by the count's module,
``rc.ck``), a sampled layer is thinned there
(``Table.thin``, :meth:`~fishsolve.gofish.deduce.thinning.Thinning.table`), and the states
between ranks stay there too (``between`` gives a table ``carry`` reads); a player's options
for every fill of a layer are made in one call (``options_many``), and only the rank's tables,
each state's completions and the states after the last rank come back as Python dicts. An exact
count's large steps forward and backward run in two threads where a caller gives it a core
(:mod:`.rankthreads`). A count
past the module's bits raises ``OverflowError`` (``RankCount`` then counts again with the
next module :func:`.rankwidth.kernels` gives, then in Python), and a packed state past
:data:`KEY_LIMIT`
:class:`StateTooWideError` (``RankCount`` counts in Python).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING, Any, cast

from fishsolve.gofish.deduce import rankkeep, rankthreads
from fishsolve.gofish.deduce.rankshape import Shape

if TYPE_CHECKING:
    from typing import TypeAlias

    from fishsolve.gofish.deduce._rankstep import Moves, Table

    States: TypeAlias = dict[int, int] | Table
    """The states between two ranks: a dict (the start, the Python loops), or a table in C."""

_rankstep: Any  # the module, counts in 256 bits (its stub: _rankstep.pyi), or None
_rankstep128: Any  # the same loops, counts in 128 bits (the same stub), or None
try:  # the inner loops in C, when the extension was built (see _rankstep.c)
    _rankstep = importlib.import_module("fishsolve.gofish.deduce._rankstep")
except ImportError:  # pragma: no cover - depends on the build
    _rankstep = None
try:
    _rankstep128 = importlib.import_module("fishsolve.gofish.deduce._rankstep128")
except ImportError:  # pragma: no cover - depends on the build
    _rankstep128 = None

Count = Any
"""A :class:`~fishsolve.gofish.deduce.rankdp.RankCount` (or a
:class:`~fishsolve.gofish.deduce.carddp.CardCount`), whose inner loops this module runs. Not
imported by name: both import this module, and the import graph keeps no circles (nor does it
read the extension's import statement as anything but an import of this package, whose
``__init__`` reaches this module: hence ``import_module``)."""

use_c = True
"""Whether a count runs its loops in C when the extension was built; False: in Python (the
tests and bench/bench_gofish_kernel.py compare the two)."""

KEY_LIMIT = 1 << 62
"""The C loops hold a packed state in a signed 64-bit integer: a rank whose states may reach
this runs the whole count in Python."""


class StateTooWideError(OverflowError):
    """A packed state past :data:`KEY_LIMIT`: no C module holds it."""


def usable() -> bool:
    """Whether the C loops are built and switched on."""
    return use_c and _rankstep is not None


def make_options(rc: Count, k: int, p: int, codes: list[int], visit: int | None = None) -> None:
    """Player ``p``'s options for rank ``order[k]`` from each fill of ``codes`` that no count
    of the timeline made yet, made in one call to C and kept with the steps each is charged
    (``rc.shared``: :meth:`RankCount._made_options` then finds them and charges them); with
    ``visit``, a rank told apart by card (each visit of its enumeration charged ``visit``
    steps). A shape with no way (None) gives no options: nothing is kept."""
    shared = rc.shared.options
    codes = [c for c in codes if (k, p, c) not in shared]
    shape = rc._shape_of(k, p)
    if not codes or shape is None:
        return
    packed, mult = _packed(rc, k, p, shape), rc._codecs[k].mult[p]
    if visit is None:
        made = _rankstep.options_many(packed, codes, mult)
        costs = [got.size + 1 for got in made]
    else:
        allowed, sizes = rc._allowed(k, p), list(rc._digit(k).sizes)
        pairs = _rankstep.options_many(packed, codes, mult, allowed, sizes, rc._codecs[k].radix)
        made = [got for got, _ in pairs]
        costs = [got.size + visit * visits for got, visits in pairs]
    alive = rc._alive_many(k, p, codes, made)
    for c, got, cost in zip(codes, alive, costs, strict=True):
        shared[(k, p, c)] = (got, cost)


def _packed(rc: Count, k: int, p: int, shape: Shape) -> tuple[object, ...]:
    """Player ``p``'s shape for rank ``order[k]`` as ``_rankstep.options_many`` reads it (made
    once)."""
    got = rc._packs.get((k, p))
    if got is None:
        most = rc.tl.ranks[rc.order[k]].free
        m = len(shape.caps)
        got = rc._packs[(k, p)] = (
            shape.caps,
            [int(i in shape.closed) for i in range(m)],
            shape.now,
            shape.merge,
            shape.size,
            most,
            rc._codecs[k].after[p],
            [[(lo, _mask(allowed)) for lo, allowed in at] for at in shape.ending],
            [list(at) for at in shape.spanning],
            [
                [(lo, tuple(w.get(c, 1) for c in range(most + 1))) for lo, w in at]
                for at in shape.weighing
            ],
        )
    return cast("tuple[object, ...]", got)


def _mask(allowed: frozenset[int]) -> int:
    """The counts in ``allowed`` as bits (a count past 63 is never reached: a rank has fewer
    cards)."""
    return sum(1 << v for v in allowed if 0 <= v < 64)


def _first(
    rc: Count,
    k: int,
    start: States,
    full: int,
    shares: list[tuple[int, int, int]] | None,
) -> Table:
    """Rank ``order[k]``'s first layer (``k`` > 0) from the states before it, carried to its
    packing with all its cards (``full``) still to place, or sampling a card rank with the
    stock's ``shares`` placed first (``RankCount._first``, ``CardCount._card_first``); each
    start recorded in a table (read by :func:`backward`; ``CardCount._card_done`` reads it as a
    dict once its rank's backward pass is reached: a count past its budget never does)."""
    codec, prev = rc._codecs[k], rc._codecs[k - 1]
    layer, starts = rc.ck.carry(
        start,
        prev.mult,
        prev.width,
        prev.stock_mult,
        codec.mult,
        codec.stock_mult,
        full,
        shares,
        codec.radix,
        rc.tl.stock,
    )
    rc._starts.append(starts)
    rc.peak = max(rc.peak, len(layer))
    return cast("Table", layer)


def as_dict(states: States) -> dict[int, int]:
    """The states between ranks as a dict."""
    return states if isinstance(states, dict) else states.to_dict()


def _left(rc: Count) -> int:
    """The budget's steps left to a step backward (-1: no budget): it pays back steps owed, so
    it never passes them."""
    return -1 if rc.budget is None else rc.budget - rc.work


def _left_forward(rc: Count) -> int:
    """The budget's steps left to a step forward (-1: no budget), each of which owes one more
    to the backward pass (``RankCount.owed``): half of what neither has taken."""
    return -1 if rc.budget is None else (rc.budget - rc.work - rc.owed) // 2


def layers(rc: Count, k: int, start: States, spread: int) -> list[Table]:
    """``RankCount._layers`` in C (``spread``: ``rankdp.SPREAD``). A player's options for the
    fills a layer holds are made first (charged as there), then the step; the budget's steps
    are the same and ``TooCostly`` is raised within the same player's layer."""
    rule = rc.tl.ranks[rc.order[k]]
    codec = rc._codecs[k] = rc._codec(k)
    stock = rc.tl.stock
    if codec.stock_mult * (stock + 1) >= KEY_LIMIT:
        raise StateTooWideError("a packed state past 62 bits")
    prev = rc._codecs[k - 1] if k else None
    if prev is None:
        layer = rc.ck.Table(rc._first(k, as_dict(start)))
    else:  # RankCount._first in C
        layer = _first(rc, k, start, rule.free, None)
    out = [layer]
    seq = rc._sequence(k, [layer.codes(codec.mult[p], codec.width[p]) for p in range(rc.n)])
    most = rc._most(rule, seq)
    for i, p in enumerate(seq):
        m, width = codec.mult[p], codec.width[p]
        codes = layer.codes(m, width)
        options = list(zip(codes, rc._options_of(k, p, codes), strict=True))
        moves = rc._moves[(k, p)] = rc.ck.Moves(options, codec.radix)
        reach = most[i + 1] + stock
        room = (codec.radix, m, width, reach, codec.stock_mult)
        completable = partial(_completable, rc, k, set(seq[: i + 1]))
        layer = step_forward(rc, k, i, layer, moves, room, spread, completable)
        out.append(layer)
    return out


def step_forward(
    rc: Count,
    k: int,
    i: int,
    layer: Table,
    moves: Moves,
    room: tuple[int, int, int, int, int],
    spread: int,
    completable: Callable[[Table], Table] | None = None,
) -> Table:
    """The ``i``-th player's step forward of rank ``k``'s ``layer`` with their ``moves`` (radix,
    the player's digit and its width, what the players after can hold, the stock's place), in
    C and charged; when sampling, a layer past its keep is thinned (its states no placement can
    complete dropped first by ``completable``) and its factors kept for the backward pass."""
    most = -1 if rc.most_held is None else max(0, rc.most_held - rc.states_held)
    got, work = rankthreads.forward(
        rc.ck, layer, moves, room, _left_forward(rc), rc.thin is not None, most
    )
    rc.charge(work, 1)
    if got is None:  # within the budget (else the charge raised): past the states' bound
        assert rc.most_held is not None
        raise rankkeep.past_states(rc.most_held)
    layer = got
    rc.states_held += len(layer)
    if rc.thin is not None and i < rc.n - 1:
        factors: dict[int, int] = {}
        if len(layer) > rc.thin.keep * spread:
            kept = completable(layer) if completable is not None else layer
            layer, factors = rc.thin.table(kept, rc.thin.keep * spread)
        rc._mid_factors[(k, i + 1)] = factors
    rc.peak = max(rc.peak, len(layer))
    return layer


def _completable(rc: Count, k: int, placed: set[int], layer: Table) -> Table:
    """``RankCount._mid_completable`` in C (``placed``: the players who placed the rank): player
    by player, the distinct (fills, cards left) the states still kept hold are checked
    (``unfit``: :mod:`.rankbound`'s checks, the same as there), then the states failing one
    dropped."""
    parts, tl, codec = rc._parts, rc.tl, rc._codecs[k]
    after = rc._bounds(k + 1, None)
    caps = [parts[k + 1][q] if q in placed else parts[k][q] for q in range(rc.n)]
    sizes = [[sum(tl.blocks[q][a:b]) for a, b in pairwise(c)] for q, c in enumerate(caps)]
    radix, size = codec.radix, len(layer)
    for q in range(rc.n):
        m, width, left = codec.mult[q], codec.width[q], q not in placed
        digits = layer.digits(m, width, radix, left)
        checks: list[list[tuple[int, int, int, int]] | None] = [None] * radix
        if left:
            for cards in {d % radix for d in digits}:
                checks[cards] = rc._bounds(k, cards).checks[q]
        else:
            checks[0] = after.checks[q]
        bad = _rankstep.unfit(digits, radix, sizes[q], checks)
        if bad:
            layer = layer.without(m, width, radix, left, bad)
    rc.dropped += size - len(layer)
    return layer


def thinned(rc: Count, k: int, states: States) -> tuple[States, dict[int, int]]:
    """The states before rank ``order[k]`` (sampling) that may be completed
    (``RankCount._completable``), thinned in C (``Thinning.table``), and the factors of those
    kept."""
    table = states if isinstance(states, rc.ck.Table) else rc.ck.Table(states)
    if k:
        table = _completable_states(rc, k, table)
    if len(table) <= rc.thin.keep:
        return (states if len(table) == len(states) else table), {}
    return cast("tuple[States, dict[int, int]]", rc.thin.table(table, rc.thin.keep))


def completable(rc: Count, k: int, states: States) -> States:
    """``RankCount._completable`` in C: the states before rank ``order[k]`` that the ranks left
    may complete (counting exactly)."""
    if not k:
        return states
    table = states if isinstance(states, rc.ck.Table) else rc.ck.Table(states)
    return _completable_states(rc, k, table)


def _completable_states(rc: Count, k: int, table: Table) -> Table:
    """``RankCount._completable`` (the states before rank ``order[k]``, ``k`` > 0) in C, as
    :func:`_completable` does."""
    bounds = rc._bounds(k, None)
    codec = rc._codecs[k - 1]
    size = len(table)
    for q, (m, width, caps) in enumerate(
        zip(codec.mult, codec.width, codec.caps_after, strict=True)
    ):
        bad = _rankstep.unfit(table.digits(m, width, 1, False), 1, caps, [bounds.checks[q]])
        if bad:
            table = table.without(m, width, 1, False, bad)
    rc.dropped += size - len(table)
    return table


def between(rc: Count, k: int, last: Table) -> Table:
    """The states after rank ``order[k]`` from its last layer (``RankCount._to_stock``), kept in
    C for the next rank."""
    codec = rc._codecs[k]
    got = rc.ck.between(last, codec.radix, codec.stock_mult, rc.tl.stock, None, None, 0, 1)
    return cast("Table", got)


def backward(rc: Count, k: int, layers: list[Table], after: States) -> States:
    """``RankCount._backward`` in C (the same completions, table and steps)."""
    rule = rc.tl.ranks[rc.order[k]]
    codec, stock = rc._codecs[k], rc.tl.stock
    radix, smult = codec.radix, codec.stock_mult
    value = rc.ck.completions(layers[-1], after, radix, smult, stock)
    pairs: list[dict[tuple[int, int], int]] = [{} for _ in range(rc.n)]
    offsets = rule.now_offset if not rule.laid else [0] * rc.n
    seq = rc._seqs[k]
    most = rc._most(rule, seq)
    for i in range(rc.n - 1, -1, -1):
        p = seq[i]
        got, table, work = rankthreads.backward(
            rc.ck,
            layers[i],
            value,
            rc._moves[(k, p)],
            (
                radix,
                codec.mult[p],
                codec.width[p],
                most[i + 1] + stock,
                smult,
                rc._mid_factors.get((k, i)) or None,
                offsets[p],
                rule.laid,
                _left(rc),
            ),
            rc.thin is not None,
        )
        rc.charge(work, -1)
        assert got is not None  # else the charge raised
        assert table is not None
        value, pairs[p] = got, cast(dict[tuple[int, int], int], table)
    # a table for the next rank's completions, counting exactly (sampling: a dict, whose
    # factors multiply some)
    out = rc.ck.starts_value(
        value, rc._starts[k], radix, codec.square, smult, stock, not rc._factors[k]
    )
    return cast("States", rc._rank_done(k, out, pairs))
