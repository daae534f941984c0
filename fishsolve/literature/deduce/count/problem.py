"""The counting problem left after propagation, and the arithmetic of counting it.

After propagation (:mod:`fishsolve.literature.deduce.count.counting`), what is left to count is:
cards with a *domain* of two or more players, players with an open *capacity* each (their hand size
minus the cards already placed), and per half-suit a few clauses over its cards; the programme of
:mod:`fishsolve.literature.deduce.count.usage` counts it exactly. Cards are their deck positions
(integers hash and compare without a Python call, and the enumerations are cached by them); players
are numbered by their position in the capacity vector; a literal is ``(card, player index,
positive)``. A bound on a hand size that depends on the deal is a :class:`Tally`: one more
coordinate of the usage vector.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import factorial

Vector = tuple[int, ...]
IndexLit = tuple[int, int, bool]
IndexClause = frozenset[IndexLit]


class TooCostly(Exception):  # noqa: N818 - a signal to the caller, not an error of the user
    """Counting this position would take more work than the caller allowed."""


@dataclass(frozen=True)
class Tally:
    """How many of ``lits`` (a card, a player index: "that player was dealt that card") are true
    must lie in ``[lo, cap]``.

    A hand-size bound after a claim whose cards were not shown reads "the player's hand size,
    a constant minus how many of the claimed cards they held, lies in some range": a tally of
    those literals. Every literal's card is open and the player is in its domain.
    """

    lits: frozenset[tuple[int, int]]
    lo: int
    cap: int


@dataclass(frozen=True)
class CountProblem:
    """Open cards, capacities and clauses: count the placements filling every capacity exactly.

    ``halves`` are the clause-bound groups (one per half-suit): the cards the clauses mention and
    the clauses. ``free`` cards are mentioned by no clause. Every open card is in exactly one of
    the two; every card a tally mentions is in a half-suit's group.

    ``tallies`` count how many of their literals are true: the programme carries each as one
    more coordinate of the usage vector (after the players'), filled exactly to its ``cap`` by
    the cards plus a slack of up to ``cap - lo``, so no placement of the cards is enumerated.
    """

    caps: Vector
    domains: dict[int, tuple[int, ...]]
    halves: tuple[tuple[tuple[int, ...], tuple[IndexClause, ...]], ...]
    free: tuple[int, ...]
    tallies: tuple[Tally, ...] = ()


@dataclass(frozen=True)
class CountResult:
    """The number of placements, and per open card and player index the number giving it there."""

    total: int
    holding: dict[int, dict[int, int]]


def multinomial(total: int, parts: Iterable[int]) -> int:
    """total! / (part_1! part_2! ...)."""
    result = factorial(total)
    for part in parts:
        result //= factorial(part)
    return result


def compositions(n: int, caps: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """All ways to write n as an ordered sum of len(caps) parts, part i at most caps[i].

    >>> compositions(2, (1, 2))
    ((0, 2), (1, 1))
    """
    return _compositions(n, tuple(caps))


@functools.lru_cache(maxsize=4096)
def _compositions(n: int, caps: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    if not caps:
        return ((),) if n == 0 else ()
    head, rest = caps[0], caps[1:]
    room = sum(rest)
    return tuple(
        (k, *tail)
        for k in range(max(0, n - room), min(head, n) + 1)
        for tail in _compositions(n - k, rest)
    )


def simplify(clauses: Iterable[IndexClause]) -> list[IndexClause]:
    """Distinct clauses without those implied by a smaller one, in a fixed order."""
    unique = set(clauses)
    kept = [cl for cl in unique if not any(other < cl for other in unique)]
    kept.sort(key=sorted)
    return kept
