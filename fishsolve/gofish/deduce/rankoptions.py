"""A player's options for a rank in the count over ranks: from each fill of their classes, the
placements of the rank's cards they may take, grouped by cards placed, as moves of the packed
state (:mod:`.rankshape` finds them, :mod:`.rankkernel` makes them in C), without the moves no
placement of the ranks after completes (:mod:`.rankmoves`); each made once per count and kept
for the other counts of the same timeline (``Shared.options``) with the steps it cost, which
each count is charged again.

:class:`RankOptions` is a part of :class:`~.rankdp.RankCount` (its base), which it reads the
count's state from.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fishsolve.gofish.deduce import rankkernel, rankmoves
from fishsolve.gofish.deduce.rankshape import OptionGroups, Shape, Step, options_of, shape_of

if TYPE_CHECKING:
    from fishsolve.cards import Rank
    from fishsolve.gofish.deduce.rankcodec import Codec
    from fishsolve.gofish.deduce.rankshare import Shared
    from fishsolve.gofish.deduce.timeline import Timeline


class RankOptions:
    """The options of :class:`~.rankdp.RankCount`'s players (see the module)."""

    tl: Timeline
    order: list[Rank]
    kernel: bool
    shared: Shared
    work: int
    _cache: list[dict[tuple[int, int], OptionGroups]]
    _codecs: dict[int, Codec]
    _shapes: dict[tuple[int, int], Shape | None]
    _parts: list[list[list[int]]]

    if TYPE_CHECKING:

        def charge(self, amount: int, owe: int = 0) -> None: ...  # RankCount's

    def _player_options(self, k: int, p: int, code: int) -> OptionGroups:
        """Player ``p``'s options for rank ``order[k]`` from their packed fills ``code``, by
        cards placed, as moves of the packed placement."""
        key = (p, code)
        got = self._cache[k].get(key)
        if got is None:
            got = self._cache[k][key] = self._made_options(k, p, code, self._new_options)
        return got

    def _made_options(
        self, k: int, p: int, code: int, make: Callable[[int, int, int], OptionGroups]
    ) -> OptionGroups:
        """Player ``p``'s options for rank ``order[k]`` from ``code`` as another count of the
        timeline made them (charged the steps they cost it), else made by ``make``."""
        key = (k, p, code)
        known = self.shared.options.get(key)
        if known is None and self.kernel:  # made in C, kept with its steps
            self._kernel_options(k, p, [code])
            known = self.shared.options.get(key)
        if known is not None:
            self.charge(known[1])
            return known[0]
        before = self.work
        got = self._alive(k, p, code, make(k, p, code))
        self.shared.options[key] = (got, self.work - before)
        return got

    def _alive(self, k: int, p: int, code: int, got: OptionGroups) -> OptionGroups:
        """Player ``p``'s options ``got`` for rank ``order[k]`` from ``code`` without the moves
        no placement of the ranks after it completes (:func:`.rankmoves.alive`)."""
        return rankmoves.alive(self, k, p, code, got)

    def _alive_many(
        self, k: int, p: int, codes: list[int], made: list[OptionGroups]
    ) -> list[OptionGroups]:
        """As :meth:`_alive` for each fill of ``codes`` and its options in ``made``, in a few
        calls to C (:func:`.rankmoves.alive_many`)."""
        return rankmoves.alive_many(self, k, p, codes, made)

    def _kernel_options(self, k: int, p: int, codes: list[int]) -> None:
        """Player ``p``'s options for rank ``order[k]`` from ``codes``, made in C into
        ``shared`` (:func:`.rankkernel.make_options`)."""
        rankkernel.make_options(self, k, p, codes)

    def _new_options(self, k: int, p: int, code: int) -> list[list[Step]]:
        """Player ``p``'s options for rank ``order[k]`` from ``code``, made afresh in Python
        (the loops in C make theirs in :meth:`_kernel_options`)."""
        rule = self.tl.ranks[self.order[k]]
        codec = self._codecs[k]
        shape = self._shape_of(k, p)
        got: list[list[Step]] = [[] for _ in range(rule.free + 1)]
        if shape is not None:
            fills = codec.fills(code, shape.caps)
            m = codec.mult[p]
            found = options_of(rule, shape, fills)
            self.charge(len(found) + 1)
            for new, ways, cards, now in found:
                move = (codec.code(new, p, True) - code) * m - cards
                got[cards].append((move, ways, now))
        return got

    def _shape_of(self, k: int, p: int) -> Shape | None:
        """Player ``p``'s shape for rank ``order[k]`` (made once)."""
        if (k, p) not in self._shapes:
            parts = self._parts
            rule = self.tl.ranks[self.order[k]]
            self._shapes[(k, p)] = shape_of(self.tl, rule, p, parts[k][p], parts[k + 1][p])
        return self._shapes[(k, p)]

    def _options_of(self, k: int, p: int, codes: list[int]) -> list[OptionGroups]:
        """Player ``p``'s options for rank ``order[k]`` from each fill of ``codes`` (made in one
        call to C for those not made yet, when the loops run there)."""
        if self.kernel:
            cache = self._cache[k]
            self._kernel_options(k, p, [c for c in codes if (p, c) not in cache])
        return [self._player_options(k, p, c) for c in codes]


__all__ = ["RankOptions"]
