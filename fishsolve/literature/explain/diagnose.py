"""Why no deal fits a log: a minimal set of lines that cannot all be true together.

When the first ``n`` events (with the known hands and the hand sizes) admit no deal, every
infeasible subset of those reasons contains event ``n`` (the first ``n - 1`` events fit some deal).
Shrinking the whole set to a minimal infeasible one names the lines a user has to look at: if the
log has one typo, the line with the typo is among them — every other line is true of the real
deal, so no set without it can be infeasible.
"""

from __future__ import annotations

from collections.abc import Sequence

from fishsolve.literature.deduce.cpsat.cores import check_probe, drop_order, needed_units, shrink
from fishsolve.literature.deduce.cpsat.solve import Solver, Verdict
from fishsolve.literature.deduce.reasons import ReasonKind, event_keys
from fishsolve.literature.explain.wording import Cited, cite


def conflict(solver: Solver, base: Sequence[str], first: int) -> tuple[Cited, ...]:
    """A minimal set of reasons among ``base`` and events 1..``first`` that admits no deal.

    ``base`` are the non-event reasons (hand sizes, known hands); ``first`` is the first event
    after which no deal fits (0: ``base`` alone). The hand sizes are named only if they are
    needed. Returns the reasons in reading order (the deal first, then by line); empty if the
    solver could not prove the set infeasible within its time limit.
    """
    # Events left out of the solver's model say nothing new (see fishsolve.literature.explain.pool).
    events = (k for k in event_keys(range(1, first + 1)) if k in solver.dm.tags)
    keys = [*base, *events]
    probe = check_probe(solver)
    if probe(keys)[0] is not Verdict.INFEASIBLE:
        return ()
    minimal = shrink(keys, probe, drop_order(keys))
    cited = []
    for key in minimal:
        others = [k for k in minimal if k != key]
        cited.append(cite(solver.dm, key, needed_units(solver, others, key)))
    return tuple(sorted(cited, key=reading_order))


def reading_order(cited: Cited) -> tuple[int, int, int, int]:
    """The deal (hand sizes) first, then the hands, then the events in order."""
    if cited.kind == ReasonKind.HAND_SIZES:
        return (0, 0, 0, 0)
    if cited.kind == ReasonKind.HAND:
        return (1, cited.line or 0, 0, 0)
    return (2, cited.line or 0, cited.event or 0, 0 if cited.kind != "transfer" else 1)


def summary(cited: Sequence[Cited]) -> str:
    """Each reason with what it claims, in one line: 'line 3: …; line 6: …'."""
    return "; ".join(c.sentence().removesuffix(".") for c in cited)
