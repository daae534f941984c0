"""Which width of count the count over ranks' C loops use (:mod:`.rankkernel`), and the memory
of their tables while a count runs.

``_rankstep`` counts in 256-bit integers, ``_rankstep128`` (the same loops) in 128: half the
memory a state, a step 20-35% faster on 52-card positions. Most positions' numbers stay far
below 2^128; the first events of a game pass it. Every operation is checked either way, so the
width chosen never changes a count, only its time: :func:`kernels` gives the modules to try in
order, :func:`outgrows` and :func:`outgrown` stop a count in 128 bits that is about to pass
them, and ``RankCount`` counts it again in 256.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from fishsolve.gofish.deduce.rankkernel import Count, _rankstep, _rankstep128

if TYPE_CHECKING:
    from fishsolve.gofish.deduce._rankstep import Table

NARROW_BITS = 128
"""The bits of ``_rankstep128``'s counts."""

narrow = True
"""Whether a count tries ``_rankstep128`` first; False: ``_rankstep`` only (the tests and
benchmarks compare the two)."""

PROJECTION_SLACK = 8
"""Bits below 128 a count's projected placements must stay for it to go on in 128 bits
(:func:`outgrows`): a count begun twice costs more than a count left in 256 bits."""


class OutgrownError(OverflowError):
    """A count in 128 bits whose numbers are about to outgrow them (:func:`outgrows`)."""


def kernels(wide: bool) -> list[Any]:
    """The C modules to count with, in the order to try them: ``_rankstep128`` (counts in 128
    bits: half the memory a state, a step 20-35% faster on 52-card positions), then
    ``_rankstep``; ``_rankstep`` only when ``wide`` (a count of the same timeline outgrew 128
    bits: an estimate's runs after the exact count). Each checks every operation: a count past
    its bits raises ``OverflowError`` and is counted again with the next, so the order only
    spares time, never changes a count."""
    if _rankstep is None:
        return []
    if wide or not narrow or _rankstep128 is None:
        return [_rankstep]
    return [_rankstep128, _rankstep]


def outgrown(rc: Count, placements: int) -> bool:
    """Whether a count in 128 bits should start again in 256 before its backward pass: its
    ``placements`` (the states after the last rank, each times its completions) pass 128 bits,
    and every rank's table sums states' counts times their completions to them (as the backward
    pass's numbers are each at most them): the backward pass would overflow, so it is not begun
    (a six-player Go Fish seat early in the game typed live: an event 412 ms -> 560 ms with it
    begun)."""
    return rc.ck is _rankstep128 and placements.bit_length() > NARROW_BITS


def outgrows(rc: Count, k: int, held: Table) -> bool:
    """Whether a count in 128 bits should start again in 256 now, after its third rank
    (``k`` 2), the states after it ``held``: when its placements, projected from its largest
    number's bits so far, would come within :data:`PROJECTION_SLACK` bits of 128. The projection
    is the mean of two: the bits carried on in a straight line over the ranks (the pooled ones
    too), which overestimates (the last ranks, the least free, add fewer), and the bits scaled
    by the unconstrained placements' (a multinomial over the positions) from these ranks to all,
    which underestimates. On ten 52-card positions of 23M-71M steps the mean came within 17
    bits of the placements' 83-156, most within 8. Decided once, early (the first three ranks
    are a tenth of such a count's steps): a count found past 128 bits later, by the placements
    before its backward pass (:func:`outgrown`) or by an overflow, exactly checked, is counted
    in 256 bits all the same."""
    if rc.ck is not _rankstep128 or k != 2 or len(rc.order) <= k + 1:
        return False
    bits = held.bits()
    tl = rc.tl
    positions = sum(sum(b) for b in tl.blocks) + tl.stock
    frees = [tl.ranks[r].free for r in rc.order]
    line = bits * len(frees) / (k + 1)
    scaled = bits * _free_bits(positions, frees) / max(_free_bits(positions, frees[: k + 1]), 1.0)
    return (line + scaled) / 2 > NARROW_BITS - PROJECTION_SLACK


def _free_bits(positions: int, frees: list[int]) -> float:
    """The bits of the ways to place ranks of ``frees`` cards each on ``positions`` positions,
    with no constraint (a multinomial)."""
    placed = sum(frees)
    ways = math.lgamma(positions + 1) - math.lgamma(positions - placed + 1)
    return (ways - sum(math.lgamma(f + 1) for f in frees)) / math.log(2)


@contextmanager
def reusing(module: Any) -> Iterator[None]:
    """While a count runs in C, the memory of the tables it drops is kept for the tables it makes
    next instead of being given back to the system, whose new pages it would fault in and zero
    again (``_blocks.c``, one store per module); when no count runs any more, what was kept is
    given back."""
    module.hold(1)
    try:
        yield
    finally:
        module.hold(-1)
