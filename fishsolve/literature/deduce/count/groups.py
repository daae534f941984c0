"""A group of cards counted together, and its tables as the counting programme reads them.

A *group* maps each usage vector (how many of its cards each player gets, then how much each tally
counts) to the number of placements with that usage: a half-suit's placements
(:mod:`fishsolve.literature.deduce.count.halves` enumerates them, with per-holder tables) or free
cards sharing a domain (closed form). The groups keep their tables packed -- usage vectors 5 bits a
coordinate, and as bytes of 64-bit integers for the C loops -- made once per group, since groups are
cached across positions. :mod:`fishsolve.literature.deduce.count.usage` combines them.
"""

from __future__ import annotations

import itertools
from array import array
from dataclasses import dataclass, field

from fishsolve.literature.deduce.count.problem import Vector

# A group's distinct per-holder tables packed for the C loops (see Group.holder_tables), and per
# (card, player) the index of its table.
HolderTables = tuple[tuple[bytes, bytes, bytes], list[tuple[int, int, int]]]


@dataclass
class Group:
    """Cards counted together: a weight per usage vector, and per (card, player) if enumerated."""

    cards: tuple[int, ...]
    weights: dict[Vector, int]
    by_holder: dict[tuple[int, int], dict[Vector, int]] | None
    """Per (card, player) the weights of the placements giving the player the card (None for a
    closed-form group, and for an enumerated one whose :attr:`tables` came from C)."""
    domain: tuple[int, ...] = ()
    packed: dict[int, Packed] = field(default_factory=dict)
    """The weights keyed by packed usage vector, per vector width (see :meth:`packed_for`)."""
    fits_64: bool | None = None
    """Whether every weight fits 64 bits (the C loops' precondition), once asked."""
    rows: list[tuple[int, int, list[int], list[int]]] | None = None
    """The per-holder tables by position (see :meth:`holder_rows`), once asked."""
    tables: HolderTables | None = None
    """The distinct per-holder tables and who reads which (see :meth:`holder_tables`)."""

    @property
    def enumerated(self) -> bool:
        """True for a group whose placements were enumerated (it has per-holder tables), False
        for a closed-form group (its cards share its usage alike)."""
        return self.by_holder is not None or self.rows is not None or self.tables is not None

    def small(self) -> bool:
        """True if every weight fits 64 bits (computed once)."""
        if self.fits_64 is None:
            self.fits_64 = all(w < 1 << 64 for w in self.weights.values())
        return self.fits_64

    def holder_rows(self) -> list[tuple[int, int, list[int], list[int]]]:
        """:attr:`by_holder` as (card, player, positions in the order of :attr:`weights`, the
        weights there), computed once; cards of one class share their two lists."""
        if self.rows is None and self.by_holder is None:
            # Tables from C (see _packed_group): unpacked for the Python loops.
            assert self.tables is not None
            (places_raw, weights_raw, offsets_raw), readers = self.tables
            places, weights, offsets = array("Q"), array("Q"), array("Q")
            places.frombytes(places_raw)
            weights.frombytes(weights_raw)
            offsets.frombytes(offsets_raw)
            lists = [
                (places[a:b].tolist(), weights[a:b].tolist())
                for a, b in itertools.pairwise(offsets)
            ]
            self.rows = [(c, i, *lists[t]) for c, i, t in readers]
        if self.rows is None:
            assert self.by_holder is not None
            position = {vec: j for j, vec in enumerate(self.weights)}
            shared: dict[int, tuple[list[int], list[int]]] = {}
            rows = []
            for (c, i), table in self.by_holder.items():
                found = shared.get(id(table))
                if found is None:
                    found = shared[id(table)] = ([position[d] for d in table], list(table.values()))
                rows.append((c, i, found[0], found[1]))
            self.rows = rows
        return self.rows

    def holder_tables(self) -> HolderTables:
        """:meth:`holder_rows` as the C loops read them: the distinct tables -- one per class
        and player: the cards of a class share theirs -- packed as bytes of 64-bit integers
        (every table's positions, every table's weights, where each table starts and, last,
        where they end), and each (card, player) with the index of its table (computed once;
        only for a group whose weights fit 64 bits, see :meth:`small`)."""
        if self.tables is None:
            index: dict[int, int] = {}
            places = array("Q")
            weights = array("Q")
            offsets = array("Q", [0])
            readers: list[tuple[int, int, int]] = []
            for c, i, at, table in self.holder_rows():
                t = index.get(id(table))
                if t is None:
                    t = index[id(table)] = len(offsets) - 1
                    places.extend(at)
                    weights.extend(table)
                    offsets.append(len(places))
                readers.append((c, i, t))
            self.tables = ((places.tobytes(), weights.tobytes(), offsets.tobytes()), readers)
        return self.tables

    def packed_for(self, width: int) -> Packed:
        """The weights by usage vector packed 5 bits a coordinate (computed once per width:
        groups are cached across positions)."""
        found = self.packed.get(width)
        if found is None:
            shift = [5 * i for i in range(width)]
            keys = [sum(x << s for x, s in zip(d, shift, strict=True)) for d in self.weights]
            values = list(self.weights.values())
            top = [max(d[i] for d in self.weights) for i in range(width)]
            found = self.packed[width] = Packed.of(keys, values, top)
        return found


@dataclass(frozen=True)
class Packed:
    """A group's weights by packed usage vector (in the order of its weights), as a table and as
    two lists, with the most cards the group gives each coordinate; ``raw``: the two lists as the
    C loops read them, bytes of 64-bit integers (None if a weight does not fit)."""

    weights: dict[int, int]
    keys: list[int]
    values: list[int]
    top: list[int]
    raw: tuple[bytes, bytes] | None

    @staticmethod
    def of(keys: list[int], values: list[int], top: list[int]) -> Packed:
        try:
            raw: tuple[bytes, bytes] | None = (
                array("Q", keys).tobytes(),
                array("Q", values).tobytes(),
            )
        except OverflowError:
            raw = None
        return Packed(dict(zip(keys, values, strict=True)), keys, values, top, raw)
