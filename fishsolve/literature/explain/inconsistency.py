"""When no deal fits a log: the first event after which none does, and the lines to blame."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.reasons import event_key

if TYPE_CHECKING:
    from fishsolve.literature.explain.wording import Cited


@dataclass(frozen=True)
class Inconsistency:
    """No deal fits the log: the first event after which none does."""

    event: int
    line: int | None
    text: str
    reasons: tuple[Cited, ...] = ()
    """A minimal set of lines that cannot all be true together (see
    fishsolve.literature.explain.diagnose)."""


def inconsistency(analyzer: Analyzer, at: int) -> Inconsistency | None:
    """The first event up to ``at`` after which no deal fits the log (all its hands), if any.

    The event is found by the analyzer's engine; the minimal set of lines that cannot all hold
    comes from CP-SAT cores, over the reasons less the events that say nothing new
    (:mod:`fishsolve.literature.explain.pool`).

    Raises:
        UndecidedError: CP-SAT hit its time limit before deciding whether any deal fits: a search
            that stopped proves nothing, so the log is neither called consistent nor impossible.
    """
    base = analyzer.log_keys()
    first = analyzer.first_impossible(base, at)
    if first is None:
        return None
    # CP-SAT (and ortools) load only for a log that needs them: most logs are consistent.
    from fishsolve.literature.explain.diagnose import conflict
    from fishsolve.literature.explain.pool import pool_solver

    lines = conflict(pool_solver(analyzer), base, first)
    if first == 0:
        return Inconsistency(0, None, "the known hands contradict each other", lines)
    event = analyzer.log.events[first - 1]
    reason = analyzer.constraints.reasons[event_key(first)]
    line = event.source.line if event.source else None
    return Inconsistency(first, line, reason.text, lines)
