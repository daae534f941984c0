"""Types of the C extension built from _dp.c (the counting programme's inner loops)."""

from collections.abc import Sequence
from typing import Any

def combine(
    supports: Sequence[Sequence[int] | bytes],
    weights: Sequence[Sequence[int] | bytes],
    start: int,
    guard: int,
    viable: Sequence[int],
    width: int,
    domain_mask: int,
    n_last: int,
    has_last: int,
    budget: int,
    dense_cells: int = 0,
    marginals: Sequence[int | tuple[bytes, bytes, bytes]] | None = None,
    /,
) -> tuple[int, list[list[int]], list[int]] | None: ...
def placements(
    rows: Sequence[Sequence[tuple[int, int, int]]],
    full: int,
    domains: Sequence[int],
    sizes: Sequence[int],
    width: int,
    positions: int = 0,
    /,
) -> tuple[Any, ...]: ...
def splits(
    domain: Sequence[int],
    k: int,
    positive: Sequence[int],
    negative: Sequence[int],
    marks: Sequence[int],
    width: int,
    /,
) -> list[tuple[int, int, int]]: ...
def propagate(
    domains: list[int],
    clauses: list[tuple[tuple[int, int, bool], ...]],
    hand_size: int,
    players: int,
    /,
) -> list[tuple[tuple[int, int, bool], ...]] | None: ...
def runs() -> dict[str, int]: ...
