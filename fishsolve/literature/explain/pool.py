"""The reasons an explanation chooses from: every reason but the events that say nothing new.

A long log is long because it repeats itself ("Ana asks Bo for 3C: no", over and over), and an event
whose clauses and size bounds all repeat earlier events' says nothing new
(:meth:`~fishsolve.literature.deduce.constraints.LogConstraints.news`). Leaving such events out of
the solver changes no verdict — the constraints a set of reasons stands for are the same conjunction
with or without a repeated conjunct — so a fact is proved from the pool exactly when it is proved
from every reason, and a set of reasons that is minimal within the pool is minimal, full stop
(minimality is a property of the set: dropping any one of its members leaves the fact unproved). An
explanation thus cites the first event that said a thing, never a repeat of it.

The pool's CP-SAT model holds only the hands, the hand sizes and the new events: its size, and so
the cost of each solve, follows what the log says, not how long it is. A log without repeats
keeps the analyzer's own model (the same questions to the same model: the same explanations).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.constraints import LogConstraints
from fishsolve.literature.deduce.reasons import ReasonKind

if TYPE_CHECKING:
    from fishsolve.literature.deduce.cpsat.solve import Solver

_POOLS: WeakKeyDictionary[Analyzer, tuple[tuple[int, int, float], Solver]] = WeakKeyDictionary()
"""Each analyzer's pool solver, with what it was built for (constraints, events, time limit)."""


def pool_solver(analyzer: Analyzer) -> Solver:
    """A CP-SAT solver over the reasons of ``analyzer``'s log less the events that say nothing
    new (the analyzer's own solver when every event says something new). Built once per analyzer
    and log length."""
    cs = analyzer.constraints
    events = len(analyzer.log.events)
    if cs.news(events) == sum(1 for r in cs.reasons.values() if r.kind is ReasonKind.EVENT):
        return analyzer.solver
    built_for = (id(cs), events, analyzer.time_limit)
    found = _POOLS.get(analyzer)
    if found is not None and found[0] == built_for:
        return found[1]
    from fishsolve.literature.deduce.cpsat.model import build_model
    from fishsolve.literature.deduce.cpsat.solve import Solver

    dm = build_model(analyzer.log, analyzer.replay.states, news_only(cs, events))
    # Every reason stays citable by key (a repeated "yes" is still the transfer that moved a card).
    dm = replace(dm, reasons=dict(cs.reasons), constraints=cs)
    solver = Solver(dm, analyzer.time_limit)
    _POOLS[analyzer] = (built_for, solver)
    return solver


def news_only(cs: LogConstraints, upto: int) -> LogConstraints:
    """``cs`` without the events up to ``upto`` that say nothing new (and without later events)."""
    new = set(cs.count_keys((), upto))
    keep = [k for k, r in cs.reasons.items() if k in new or r.kind is not ReasonKind.EVENT]
    return LogConstraints(
        cs.log,
        cs.states,
        {k: cs.reasons[k] for k in keep},
        {k: cs.clauses[k] for k in keep},
        {k: cs.sizes[k] for k in keep},
    )
