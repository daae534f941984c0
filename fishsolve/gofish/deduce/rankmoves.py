"""A player's moves within one rank of the count over ranks (:mod:`.rankdp`): which of them
to leave out, and in which order the players make them.

- :func:`alive` (:func:`alive_many`: many fills' options at once, in C): a move that leaves
  the player's own classes as no placement of the ranks after the rank fills (:mod:`.rankbound`'s
  checks, each player's own) makes only states the next rank would drop; left out of the options
  as they are made, it spares the layers within the rank the dead partial placements (a
  four-player Go Fish seat's count: 24.2M steps to 11.8M). Counts unchanged.
- :func:`sequence`: a layer within a rank holds the new fills of the players placed and the old
  of the others, so it grows by about the moves of each player placed; placing first those with
  the fewest moves a fill keeps it small longer (three 52-card positions past the budget: 19.4M
  steps to 7.5M, 19.4M to 12.8M, 10.4M to 7.5M against seat order). Counts unchanged.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, cast

from fishsolve.gofish.deduce.rankshape import OptionGroups

Count = Any
"""A :class:`~fishsolve.gofish.deduce.rankdp.RankCount` (or a card count), not imported by name:
it imports this module, and the import graph keeps no circles."""

SEQUENCE_SAMPLE = 32
"""The players' order within a rank reads the moves from at most this many of each player's fills
(the smallest): a count stopped by its budget would make the others' options for nothing."""


def alive(rc: Count, k: int, p: int, code: int, got: OptionGroups) -> OptionGroups:
    """Player ``p``'s options ``got`` for rank ``order[k]`` of ``rc`` from ``code`` without the
    moves that leave their classes as no placement of the ranks after it fills. Each new fill is
    checked once per timeline (``rc.shared.dead``), those a call meets first together; the
    options are looked at one by one only when some new fill is dead (in C when it is built)."""
    m = rc._codecs[k].mult[p]
    if rc.kernel:
        news = rc.ck.reached(got, code, m)
    else:
        news = {code + (s[0] + placed) // m for placed, moves in enumerate(got) for s in moves}
    dead = rc.shared.dead.setdefault((k, p), {})
    fresh = [d for d in news if d not in dead]
    if fresh:
        bad = set(unfit(rc, k, p, fresh))
        for d in fresh:
            dead[d] = d in bad
    gone = {d for d in news if dead[d]}
    if not gone:
        return got
    if rc.kernel:
        return cast("OptionGroups", rc.ck.kept(got, code, m, gone))
    return [
        [s for s in moves if code + (s[0] + placed) // m not in gone]
        for placed, moves in enumerate(got)
    ]


def alive_many(
    rc: Count, k: int, p: int, codes: list[int], made: list[OptionGroups]
) -> list[OptionGroups]:
    """:func:`alive` for each fill of ``codes`` and its options in ``made`` (the C loops'
    options, made together): the fills they reach gathered in one set, the new ones checked
    together, the options with a dead move filtered in one call. The same options, the same
    fills checked, as :func:`alive` one by one."""
    m = rc._codecs[k].mult[p]
    dead = rc.shared.dead.setdefault((k, p), {})
    fresh, gone = rc.ck.reached_split(made, codes, m, dead)
    if fresh:
        bad = set(unfit(rc, k, p, fresh))
        for d in fresh:
            dead[d] = d in bad
        gone |= bad
    if not gone:
        return made
    return cast("list[OptionGroups]", rc.ck.kept_many(made, codes, m, gone))


def size(options: OptionGroups) -> int:
    """The moves of ``options`` in all (every group's): read off the C loops' options, counted
    in Python lists."""
    made_in_c: int | None = getattr(options, "size", None)
    return sum(map(len, options)) if made_in_c is None else made_in_c


def unfit(rc: Count, k: int, p: int, digits: list[int]) -> list[int]:
    """Of player ``p``'s fills ``digits`` after rank ``order[k]`` of ``rc`` (packed as its codec
    packs them after the rank), those no placement of the ranks after it fills."""
    codec = rc._codecs[k]
    bounds = rc._bounds(k + 1, None)
    caps = codec.caps_after[p]
    if rc.kernel:
        return cast("list[int]", rc.ck.unfit(digits, 1, caps, [bounds.checks[p]]))
    return [d for d in digits if not bounds.fits(p, codec.fills(d, caps))]


def sequence(rc: Count, k: int, codes: list[list[int]]) -> list[int]:
    """The order in which the players place rank ``order[k]`` of ``rc``: fewest moves a fill
    first, read from at most :data:`SEQUENCE_SAMPLE` of each player's fills in ``codes`` (per
    player, the digits of their fills in the rank's first layer). The options are made here,
    charged as the layers would charge them; the order changes no count, only the steps."""
    cost = []
    for p, mine in enumerate(codes):
        some = sorted(mine)[:SEQUENCE_SAMPLE]
        moves = sum(size(by) for by in rc._options_of(k, p, some))
        cost.append((Fraction(moves, max(1, len(some))), p))
    return [p for _, p in sorted(cost)]
