"""The shapes the count over ranks works with (:mod:`.rankdp`, :mod:`.carddp`, and their loops in
C, :mod:`.rankkernel`): a partial placement, a player's options and their checks."""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.gofish.deduce.rankcodec import Vec

Mid = int
"""Within one rank's placement: (fills, the stock's positions filled, the rank's cards placed in
the stock when it goes first, its cards still to place), packed in one integer by the rank's
:class:`~fishsolve.gofish.deduce.rankcodec.Codec`."""
Option = tuple[Vec, int, int, int]
"""A player's share of one rank's placement: (their fills after, on the next partition; ways;
cards placed; cards of the rank held now from those blocks)."""
Step = tuple[int, int, int]
"""One option as a move of a packed :data:`Mid`: (what it adds to the packed integer, ways, cards
of the rank held now from those blocks)."""


@dataclass(frozen=True)
class Shape:
    """One rank's checks on one player's classes: capacities, closed classes, where the cards
    held now start, which class of the next partition each class joins, and the constraints by
    the class they end after (``ending``; ``weighing``: those whose values weigh other than 1,
    with their weights) or run through (``spanning``, with their maximum)."""

    caps: list[int]
    closed: set[int]
    now: int
    merge: list[int]
    size: int
    ending: list[list[tuple[int, frozenset[int]]]]
    spanning: list[list[tuple[int, int]]]
    weighing: list[list[tuple[int, dict[int, int]]]]


__all__ = ["Mid", "Option", "Shape", "Step"]
