"""What an engine found out about a position: possible holders, and the exact counts if known.

Both engines produce these: the CP-SAT backbone (:mod:`fishsolve.literature.deduce.cpsat.solve`) and
the exact counter (:mod:`fishsolve.literature.deduce.count.counting`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from fishsolve.cards import Card
from fishsolve.seating import Player

DEFAULT_TIME_LIMIT = 20.0
"""Seconds a solver question may take before its answer is 'unknown'."""


@dataclass(frozen=True)
class HolderFacts:
    """Who may hold each in-play card after a position, from one perspective.

    ``possible[c]`` are players proved possible (a consistent deal puts ``c`` with them);
    ``undecided[c]`` are players the solver could not decide within its time limit (the counter
    decides everything). ``deals`` and ``counts`` are the exact numbers of consistent deals, in
    all and per (card, current holder), when the counter computed them.
    """

    possible: dict[Card, frozenset[Player]]
    undecided: dict[Card, frozenset[Player]]
    solves: int
    deals: int | None = None
    counts: dict[Card, dict[Player, int]] = field(default_factory=dict)

    @cached_property
    def holders(self) -> dict[Card, Player]:
        """Every card whose holder is proved to be one player, with that player (computed once:
        the claimable sets and the sure asks of a view both read it)."""
        undecided = self.undecided
        if not any(undecided.values()):  # the counter's facts: nothing to look up per card
            return {
                c: next(iter(options)) for c, options in self.possible.items() if len(options) == 1
            }
        return {
            c: next(iter(options))
            for c, options in self.possible.items()
            if len(options) == 1 and not undecided.get(c)
        }

    def forced(self, card: Card) -> Player | None:
        """The holder of ``card`` if it is proved to be one player."""
        options = self.possible.get(card, frozenset())
        if len(options) == 1 and not self.undecided.get(card):
            return next(iter(options))
        return None
