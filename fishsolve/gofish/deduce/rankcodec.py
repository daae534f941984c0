"""One rank's partial placements packed in one integer, for the count over ranks
(:mod:`fishsolve.gofish.deduce.rankdp`): an integer hashes in one step, where a tuple of tuples
is hashed anew, element by element, at every look-up."""

from __future__ import annotations

Vec = tuple[int, ...]
State = tuple[Vec, ...]


class Codec:
    """Packing of one rank's partial placements into integers, lowest digit first: the rank's
    cards left to place and its cards placed in the stock (each base ``radix``; the second stays 0
    when the stock is placed last), each player's fills (mixed
    radix over their classes: on the partition before the rank for the players still to place
    it, after it for the others, each player's digit wide enough for both), then the stock
    positions filled so far. A state between ranks is such an integer with the two lowest digits
    0 (an integer hashes in one step; a tuple of tuples is hashed anew at every look-up)."""

    def __init__(
        self, caps_before: list[list[int]], caps_after: list[list[int]], free: int
    ) -> None:
        self.radix = free + 1
        self.square = self.radix * self.radix
        self.before = [_radix(c) for c in caps_before]
        self.after = [_radix(c) for c in caps_after]
        self.caps_after = caps_after
        self.width = [max(_span(a), _span(b)) for a, b in zip(caps_before, caps_after, strict=True)]
        self.mult: list[int] = []
        self._unpacked: dict[int, State] = {}
        m = self.square
        for w in self.width:
            self.mult.append(m)
            m *= w
        self.stock_mult = m

    def code(self, fills: Vec, p: int, after: bool) -> int:
        rad = self.after[p] if after else self.before[p]
        return sum(f * r for f, r in zip(fills, rad, strict=True))

    def fills(self, code: int, caps: list[int]) -> Vec:
        out = []
        for c in caps:
            code, f = divmod(code, c + 1)
            out.append(f)
        return tuple(out)

    def stock_used(self, key: int) -> int:
        return key // self.stock_mult

    def carry(self, key: int, prev: Codec | None) -> int:
        """A state between ranks, packed by the previous rank's codec (None: the start, 0), as
        this rank packs it (the partition is the same: only the digits' places move)."""
        if prev is None:
            return key
        out = (key // prev.stock_mult) * self.stock_mult
        for m, w, mine in zip(prev.mult, prev.width, self.mult, strict=True):
            out += ((key // m) % w) * mine
        return out

    def unpack_after(self, key: int) -> State:
        """The fills of a state after the rank (every player on the partition after it)."""
        got = self._unpacked.get(key)
        if got is None:
            got = self._unpacked[key] = tuple(
                self.fills((key // m) % w, caps)
                for m, w, caps in zip(self.mult, self.width, self.caps_after, strict=True)
            )
        return got


def _radix(caps: list[int]) -> list[int]:
    out, m = [], 1
    for c in caps:
        out.append(m)
        m *= c + 1
    return out


def _span(caps: list[int]) -> int:
    m = 1
    for c in caps:
        m *= c + 1
    return m
