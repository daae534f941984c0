"""Hand-size bounds that depend on the deal, as tallies of the counting programme.

After a claim whose cards were not shown, a player's hand size is a constant minus how many of the
claimed cards they were dealt (:class:`~fishsolve.literature.deduce.constraints.SizeBound`); a bound
on that size ("at least one card to ask", "exactly three, as stated") is a range for the number of
true literals among those cards: a :class:`~fishsolve.literature.deduce.count.problem.Tally`, which
the programme carries as one more coordinate of the usage vector instead of enumerating placements.

>>> from fishsolve.literature.decks import STANDARD
>>> from fishsolve.seating import Table
>>> from fishsolve.literature.deduce.constraints import Lit, SizeBound
>>> asha = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"]).player("Asha")
>>> c2, c3 = STANDARD.card("2C"), STANDARD.card("3C")
>>> bound = SizeBound(asha, 2, (Lit(c2, asha), Lit(c3, asha)), 1, None)  # holds >= 1 card
>>> at = STANDARD.index
>>> [(t.lo, t.cap) for t in tallies([bound], {asha.index: 0}, [3], at)]  # held at most 1 of 2
[(0, 1)]
>>> tallies([bound], {asha.index: 0}, [1], at)  # implied: Asha may receive only 1 open card
[]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from fishsolve.cards import Card
from fishsolve.literature.deduce.constraints import SizeBound
from fishsolve.literature.deduce.count.problem import Tally

DIGIT_CAP = 15
"""The largest value a coordinate of the packed usage vector holds (5 bits, one for overflow)."""


def tallies(
    bounds: Iterable[SizeBound],
    index: Mapping[int, int],
    caps: Sequence[int],
    position: Mapping[Card, int],
) -> list[Tally]:
    """The tallies of ``bounds`` (live bounds: every removed literal still open), one per player
    and set of literals, the ranges of bounds on the same literals intersected, without those
    that the others and the capacities already imply.

    ``index`` maps a seat index to the player's place in the capacity vector, ``caps`` are the
    players' open capacities, ``position`` each card's deck position (the tallies' literals are
    (deck position, place) pairs, as the counting problem's cards are). A tally's range may
    come out empty (``lo > cap``): no deal fits. Its cap may exceed :data:`DIGIT_CAP`; the
    caller checks.
    """
    ranges: dict[frozenset[tuple[int, int]], tuple[int, int]] = {}
    for bound in bounds:
        i = index[bound.player.index]
        lits = frozenset((position[lit.card], i) for lit in bound.removed)
        # lo <= const - k <= hi, for k true literals out of len(lits).
        k_lo = 0 if bound.hi is None else max(0, bound.const - bound.hi)
        k_hi = min(len(lits), bound.const - bound.lo)
        old_lo, old_hi = ranges.get(lits, (0, len(lits)))
        ranges[lits] = (max(old_lo, k_lo), min(old_hi, k_hi))
    found = [Tally(lits, lo, hi) for lits, (lo, hi) in ranges.items()]
    kept = [t for t in found if not _implied(t, found, caps)]
    kept.sort(key=lambda t: sorted(t.lits))
    return kept


def _implied(tally: Tally, found: list[Tally], caps: Sequence[int]) -> bool:
    """Whether ``tally`` (a lower bound of 0) holds whenever the others and the capacity do: its
    cap is at least the player's open capacity, or than a tally of a superset of its literals."""
    if tally.lo > 0 or tally.lo > tally.cap:
        return False
    (_, i), *_ = tally.lits
    if tally.cap >= caps[i]:
        return True
    return any(
        other is not tally and tally.lits < other.lits and other.cap <= tally.cap for other in found
    )
