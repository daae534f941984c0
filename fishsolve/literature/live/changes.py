"""What one event changed in a view: new forced holders, new exclusions, half-suits settled.

Computed from the view before the event and the view after it (both from the same
perspective), so it says exactly what ``analyze --at N-1`` and ``analyze --at N`` differ by.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from fishsolve.literature.deduce.view import ViewAnalysis
from fishsolve.live.changes import Exclusion, NewHolder


@dataclass(frozen=True)
class Changes:
    """What the event changed in the view."""

    forced: list[NewHolder] = field(default_factory=list)
    excluded: list[Exclusion] = field(default_factory=list)
    settled: list[str] = field(default_factory=list)
    """Half-suits (keys) settled by the event: their cards are out of play."""

    @property
    def empty(self) -> bool:
        """True when the view learnt nothing."""
        return not (self.forced or self.excluded or self.settled)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "forced": [asdict(f) for f in self.forced],
            "excluded": [asdict(e) for e in self.excluded],
            "settled": list(self.settled),
        }


def changes(before: ViewAnalysis, after: ViewAnalysis) -> Changes:
    """What ``after`` knows that ``before`` did not (cards matched by code)."""
    old = {c.card: c for c in before.cards}
    forced: list[NewHolder] = []
    excluded: list[Exclusion] = []
    settled: list[str] = []
    for card in after.cards:
        was = old.get(card.card)
        if was is None:
            continue
        if was.in_play and not card.in_play:
            if card.half_suit not in settled:
                settled.append(card.half_suit)
            continue
        if not card.in_play:
            continue
        holder = card.forced
        if holder is not None:
            if was.forced != holder:
                forced.append(NewHolder(card.card, holder, list(was.holders)))
            continue
        gone = [p for p in was.holders if p not in card.holders]
        if gone:
            excluded.append(Exclusion(card.card, gone, list(card.holders)))
    return Changes(forced, excluded, settled)
