"""Minimal sets of reasons: deletion-based shrinking of unsatisfiable cores.

A fact is proved when its negation is infeasible under some reasons; a log is impossible when its
reasons are infeasible together. Both questions ask for a *minimal* set of reasons that is still
infeasible (dropping any one makes it feasible). CP-SAT's core of an infeasible solve is small but
not minimal, so it is only the starting point: each reason is then tried out in turn, in an order
that keeps the argument natural, and dropped when the rest still proves the point.

Necessity survives shrinking (if a set without ``r`` is feasible, so is every subset of it), so a
single pass of deletions gives a minimal set. A question the solver cannot decide in its time
limit keeps the reason: the result is then still sufficient, but perhaps not minimal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from fishsolve.literature.deduce.cpsat.model import DealModel, Holding
from fishsolve.literature.deduce.cpsat.solve import Solver, Verdict
from fishsolve.literature.deduce.reasons import ReasonKind, parse_key
from fishsolve.sat import negate

Probe = Callable[[Sequence[str]], tuple[Verdict, list[str] | None]]
"""Is the question infeasible under these reason keys? Returns the verdict and, when the solver
gives one, a core: a subset of the keys that is already infeasible."""


def drop_order(keys: Iterable[str]) -> list[str]:
    """The order in which reasons are tried out: the hand sizes, late events first, hands last.

    Counting arguments over the hand sizes are the hardest to follow and recent events the least
    settled, so they go first; a known hand is the most natural premise and is kept if possible.
    """

    def rank(key: str) -> tuple[int, int]:
        kind, value = parse_key(key)
        if kind is ReasonKind.HAND_SIZES:
            return (0, 0)
        if kind is ReasonKind.EVENT:
            return (1, -int(value))
        return (2, 0)

    return sorted(keys, key=rank)


def shrink(keys: Sequence[str], probe: Probe, order: Sequence[str] | None = None) -> list[str]:
    """A minimal subset of ``keys`` that ``probe`` still finds infeasible.

    ``keys`` must be infeasible. ``order`` is the order in which reasons are tried out (default:
    :func:`drop_order`). The result keeps the order of ``keys``.
    """
    verdict, core = probe(keys)
    if verdict is not Verdict.INFEASIBLE:
        raise ValueError("shrink needs an infeasible set of reasons")
    current = _narrowed(keys, core, probe)
    trusted = True
    for key in order if order is not None else drop_order(keys):
        if key not in current:
            continue
        trial = [k for k in current if k != key]
        verdict, core = probe(trial)
        if verdict is Verdict.INFEASIBLE:
            narrowed = [k for k in trial if core is None or k in core]
            # An unverified core is taken on trust here and checked once at the end.
            trusted = trusted and len(narrowed) == len(trial)
            current = narrowed
    if not trusted and probe(current)[0] is not Verdict.INFEASIBLE:
        # The solver's cores are sufficient in practice; should one not be, fall back to plain
        # deletion (correct without them).
        return shrink(keys, lambda ks: (probe(ks)[0], None), order)
    return current


def _narrowed(keys: Sequence[str], core: list[str] | None, probe: Probe) -> list[str]:
    """``keys`` cut down to the solver's core when the core alone is verified infeasible."""
    if core is None:
        return list(keys)
    wanted = set(core)
    smaller = [k for k in keys if k in wanted]
    if len(smaller) < len(keys) and probe(smaller)[0] is Verdict.INFEASIBLE:
        return smaller
    return list(keys)


def shrink_refuting(
    solver: Solver, keys: Sequence[str], negations: Sequence[int]
) -> tuple[list[str], dict[int, set[str]]]:
    """A minimal subset of ``keys`` under which every literal of ``negations`` is infeasible.

    This is :func:`shrink` for a fact made of several holdings (a half-suit: six of them), with
    one core per negation kept along the way: dropping a reason only needs re-checking the
    negations whose core contains it, which is far cheaper than asking "can any holding fail?"
    each time. Returns the reasons (in the order of ``keys``) and, for each negation, a subset of
    them that already refutes it (proved; used to word what each reason contributes).
    """
    current = list(keys)
    cores = {n: _refuting_core(solver, current, n) for n in negations}
    wanted = set().union(*cores.values()) if cores else set()
    current = [k for k in current if k in wanted]
    for key in drop_order(current):
        if key not in current:
            continue
        trial = [k for k in current if k != key]
        updated = dict(cores)
        for negation, core in cores.items():
            if key not in core:
                continue
            if solver.check(trial, [negation])[0] is not Verdict.INFEASIBLE:
                break
            updated[negation] = _refuting_core(solver, trial, negation, checked=True)
        else:
            cores = updated
            wanted = set().union(*cores.values())
            current = [k for k in trial if k in wanted]
    return current, cores


def _refuting_core(
    solver: Solver, keys: Sequence[str], negation: int, checked: bool = False
) -> set[str]:
    """A subset of ``keys`` proved to refute ``negation`` (the solver's core when it does)."""
    if not checked and solver.check(keys, [negation])[0] is not Verdict.INFEASIBLE:
        raise ValueError("the reasons do not refute the negation")
    in_core = set(solver.core())  # once: building it per key was quadratic in long logs
    core = [k for k in keys if k in in_core]
    if len(core) < len(keys) and solver.check(core, [negation])[0] is Verdict.INFEASIBLE:
        return set(core)
    return set(keys)


def check_probe(solver: Solver, extra: Sequence[Holding] = ()) -> Probe:
    """Probe: are the reasons plus the literals ``extra`` infeasible? (with the solver's core)."""

    def probe(keys: Sequence[str]) -> tuple[Verdict, list[str] | None]:
        verdict, _ = solver.check(keys, extra)
        if verdict is Verdict.INFEASIBLE and not any(h is False for h in extra):
            return verdict, solver.core()
        return verdict, None

    return probe


def needed_units(
    solver: Solver, others: Sequence[str], key: str, extra: Sequence[Holding] = ()
) -> list[int] | None:
    """The unit literals of reason ``key`` that, with ``others``, already make ``extra`` infeasible.

    Returns a minimal list of them, or None when the unit literals are not enough (the reason's
    other constraints — an asker rule, a hand size, a failed claim — are needed). This tells
    *what* a reason contributes to a fact, not only *that* it does.
    """
    dm: DealModel = solver.dm
    units = list(dict.fromkeys(dm.units.get(key, ())))
    verdict, _ = solver.check(others, [*extra, *units])
    if verdict is not Verdict.INFEASIBLE:
        return None
    if any(h is False for h in extra):
        return []
    core = set(solver.sat.core())
    current = [u for u in units if u in core]
    if solver.check(others, [*extra, *current])[0] is not Verdict.INFEASIBLE:
        current = units
    for unit in list(reversed(current)):
        trial = [u for u in current if u != unit]
        if solver.check(others, [*extra, *trial])[0] is Verdict.INFEASIBLE:
            current = trial
    return current


def needed_units_jointly(
    solver: Solver, others: Sequence[str], key: str, negations: Sequence[int]
) -> list[int] | None:
    """:func:`needed_units` for several negations at once (all of them must stay infeasible).

    One question per trial ("can any of the negations hold?"), so it suits reasons with few
    unit literals (an event has at most a handful); a known hand is better served per negation.
    """
    units = list(dict.fromkeys(solver.dm.units.get(key, ())))

    def refuted(trial: Sequence[int]) -> bool:
        verdict, _ = solver.check(others, trial, maximize=negations)
        return verdict is Verdict.INFEASIBLE

    if not refuted(units):
        return None
    current = units
    for unit in list(reversed(units)):
        trial = [u for u in current if u != unit]
        if refuted(trial):
            current = trial
    return current


def negation_of(holding: Holding) -> Holding:
    """The negation of a holding (a literal or a constant)."""
    if isinstance(holding, bool):
        return not holding
    return negate(holding)
