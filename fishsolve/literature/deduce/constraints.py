"""What a log says about the deal, as plain constraints grouped by the reason that implies them.

This is the one place where the rules become logic. The rules themselves are read from
:mod:`fishsolve.literature.game.legality` (what a legal action proves) and
:mod:`fishsolve.literature.game.outcomes` (what a claim's outcome proves); reasons are named by the
keys of :mod:`fishsolve.literature.deduce.reasons`. The unknowns are "player p was *dealt* card c"
(a card's holder at any later moment follows from the deal and the public transfers before it). Each
reason — an event, a known hand, the hand sizes — contributes

- :class:`Clause` values: at least one of some dealt-literals is true (an empty clause is false);
- :class:`SizeBound` values: a bound on a hand size at some moment, when claims with undisclosed
  holders make that size depend on the deal.

The values live in :mod:`fishsolve.literature.deduce.clauses`, the walk that writes them in
:mod:`fishsolve.literature.deduce.extractor`; this module is the way in for everyone else.

Both solving engines read these: the CP-SAT model (:mod:`fishsolve.literature.deduce.cpsat.model`)
and the exact counter (:mod:`fishsolve.literature.deduce.count.counting`), so they cannot disagree
about what the rules mean.

>>> from fishsolve.literature.notation.text import parse_log
>>> from fishsolve.literature.game.replay import replay
>>> log = parse_log("players: A1 B1 A2 B2 A3 B3\\nA1 asks B1 for 2C: no\\n")
>>> cs = extract(log, replay(log).states)
>>> [str(c) for c in cs.clauses["event:1"]][1:]
['not A1 dealt 2C', 'not B1 dealt 2C']
"""

from __future__ import annotations

from collections.abc import Sequence

from fishsolve.literature.deduce.clauses import (
    Clause,
    Holding,
    Lit,
    LogConstraints,
    Reason,
    SizeBound,
)
from fishsolve.literature.deduce.extractor import Extractor, describe
from fishsolve.literature.deduce.reasons import HAND_SIZES, ReasonKind
from fishsolve.literature.game.events import Correction, GameLog
from fishsolve.literature.game.state import PublicState

__all__ = [
    "HAND_SIZES",
    "Clause",
    "Holding",
    "Lit",
    "LiveConstraints",
    "LogConstraints",
    "Reason",
    "ReasonKind",
    "SizeBound",
    "describe",
    "extract",
]


def extract(log: GameLog, states: Sequence[PublicState]) -> LogConstraints:
    """Every reason of ``log`` with its constraints (``states``: the replay of ``log``)."""
    extractor = Extractor(log, states)
    extractor.deal()
    extractor.events()
    return extractor.out


class LiveConstraints:
    """The constraints of a log that grows one event at a time (a game being played).

    Each new event adds its own reason; the reasons already extracted do not change, because an
    event's constraints depend only on the events before it.
    """

    def __init__(self, log: GameLog, states: Sequence[PublicState]) -> None:
        """Extract the constraints of ``log`` as it is (``states``: its replay)."""
        self._build(log, states)

    def _build(self, log: GameLog, states: Sequence[PublicState]) -> None:
        self._extractor = Extractor(log, states)
        self._extractor.deal()
        self._extractor.events()
        self._seen = len(log.events)

    @property
    def constraints(self) -> LogConstraints:
        """Every reason so far (the same object as the log grows)."""
        return self._extractor.out

    def extend(self, log: GameLog, states: Sequence[PublicState]) -> None:
        """Take in the events of ``log`` past those seen so far (``states``: its replay)."""
        if any(isinstance(e, Correction) for e in log.events[self._seen :]):
            # A correction reaches back into the events before it: extract them all again.
            self._build(log, states)
            return
        extractor = self._extractor
        extractor.log = extractor.out.log = log
        extractor.states = extractor.out.states = states
        extractor.events(self._seen + 1)
        self._seen = len(log.events)
