"""A thin layer over OR-Tools CP-SAT's model proto and solver: Boolean literals, clauses, linear
constraints, assumptions, a linear objective — all fishsolve needs.

Why not ``ortools.sat.python.cp_model``: importing it also imports numpy and pandas (half a second
on every command line run), while the C++ helper module it is built on loads in a tenth of that.
The surface used here is small and covered by the test suite, so a change in OR-Tools shows up as
a failing test, not a wrong answer.

Literals follow CP-SAT's convention: variable ``i`` is literal ``i``; its negation is ``-i - 1``.

>>> m = SatModel()
>>> a, b = m.new_bool("a"), m.new_bool("b")
>>> m.add_or([a, b]); m.add_or([negate(a)])
>>> s = SatSolver()
>>> s.solve(m), s.value(b)
(<Status.FEASIBLE: 'feasible'>, True)
>>> s.solve(m, assumptions=[negate(b)]), [m.name(i) for i in s.core()]
(<Status.INFEASIBLE: 'infeasible'>, ['not b'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from ortools.sat.python import cp_model_helper as _cmh


def negate(literal: int) -> int:
    """The negation of a literal."""
    return -literal - 1


def variable(literal: int) -> int:
    """The variable index of a literal."""
    return literal if literal >= 0 else -literal - 1


class Status(Enum):
    """Outcome of a solve, in fishsolve's words (OR-Tools' enum stays in this module)."""

    FEASIBLE = "feasible"
    """A solution was found (for an objective: not necessarily optimal)."""
    OPTIMAL = "optimal"
    """A solution was found and the objective proved optimal."""
    INFEASIBLE = "infeasible"
    """Proved: no solution."""
    UNKNOWN = "unknown"
    """The limits stopped the search before an answer: nothing proved."""


class SatModel:
    """A CP-SAT model of Boolean variables built directly as a model proto."""

    def __init__(self) -> None:
        self.proto = _cmh.CpModelProto()
        self._names: list[str] = []
        self._domains: list[tuple[int, ...]] = []

    def new_bool(self, name: str) -> int:
        """A new Boolean variable; returns its (positive) literal."""
        return self._new_var(name, (0, 1))

    def new_int(self, lo: int, hi: int, name: str) -> int:
        """A new integer variable in ``[lo, hi]`` (for linear constraints); returns its index."""
        return self._new_var(name, (lo, hi))

    def _new_var(self, name: str, domain: tuple[int, ...]) -> int:
        var = self.proto.variables.add()
        var.name = name
        var.domain.extend(domain)
        self._names.append(name)
        self._domains.append(domain)
        return len(self._names) - 1

    def copy(self) -> SatModel:
        """An independent copy (the same variables, constraints and domains): a solve sets its
        model's assumptions, so two threads solving at once each need their own."""
        out = SatModel()
        out.proto.copy_from(self.proto)
        out._names = list(self._names)
        out._domains = list(self._domains)
        return out

    def domain(self, var: int) -> tuple[int, ...]:
        """A variable's domain: sorted disjoint intervals, flattened (``lo1, hi1, lo2, ...``)."""
        return self._domains[var]

    def name(self, literal: int) -> str:
        """The name of a literal's variable ('not ' prefixed for a negation)."""
        base = self._names[variable(literal)]
        return base if literal >= 0 else f"not {base}"

    def __len__(self) -> int:
        return len(self._names)

    def add_or(self, literals: Iterable[int], enforce: Sequence[int] = ()) -> None:
        """At least one of ``literals`` is true (when every ``enforce`` literal is)."""
        lits = tuple(literals)
        c = self.proto.constraints.add()
        c.bool_or.literals.extend(lits)
        if enforce:
            c.enforcement_literal.extend(enforce)

    def add_exactly_one(self, literals: Iterable[int]) -> None:
        """Exactly one of ``literals`` is true."""
        lits = tuple(literals)
        c = self.proto.constraints.add()
        c.exactly_one.literals.extend(lits)

    def add_linear(
        self,
        variables: Sequence[int],
        lo: int,
        hi: int,
        coeffs: Sequence[int] | None = None,
        enforce: Sequence[int] = (),
    ) -> None:
        """``lo <= sum(coeff * var) <= hi`` over positive literals (when ``enforce`` holds)."""
        weights = tuple(coeffs) if coeffs is not None else (1,) * len(variables)
        c = self.proto.constraints.add()
        c.linear.vars.extend(variables)
        c.linear.coeffs.extend(weights)
        c.linear.domain.extend([lo, hi])
        if enforce:
            c.enforcement_literal.extend(enforce)

    def narrow(self, domains: Sequence[Sequence[int]]) -> None:
        """Take ``domains`` (flattened intervals, one per variable, each within the variable's
        own: domains that every solution keeps, from :meth:`SatSolver.implied_domains`) as the
        variables' domains, in place: the same solutions (given the domains hold), and a
        question's search starts from what presolve deduced. The constraints stay as they are:
        CP-SAT loads those the domains satisfy at once (rewriting them in Python cost more than
        it saved the questions)."""
        for var, dom in enumerate(domains):
            if tuple(dom) != self._domains[var]:
                self._domains[var] = tuple(dom)
                _set_domain(self, var, dom)

    def set_assumptions(self, literals: Iterable[int]) -> None:
        """Replace the assumptions (literals taken as true for the next solves)."""
        self.proto.assumptions.clear()
        self.proto.assumptions.extend(literals)

    def set_maximize(self, literals: Sequence[int]) -> None:
        """Maximise the number of true ``literals`` (positive or negated); empty clears it."""
        self.proto.clear_objective()
        if not literals:
            return
        obj = self.proto.objective
        # CP-SAT minimises; maximising sum(l) is minimising -sum(l). A negated literal counts as
        # (1 - var), which moves a constant into the offset.
        offset = 0
        for lit in literals:
            if lit >= 0:
                obj.vars.append(lit)
                obj.coeffs.append(-1)
            else:
                obj.vars.append(variable(lit))
                obj.coeffs.append(1)
                offset -= 1
        obj.offset = offset
        obj.scaling_factor = -1


def _set_domain(model: SatModel, var: int, domain: Sequence[int]) -> None:
    """Set a variable's domain in the proto only (its recorded domain stays)."""
    proto_domain = model.proto.variables[var].domain
    proto_domain.clear()
    proto_domain.extend(domain)


class SatSolver:
    """Solves a :class:`SatModel` with fixed, deterministic parameters."""

    def __init__(self, time_limit: float = 20.0, linearization: int = 0) -> None:
        """``linearization``: CP-SAT's linearization level, 0 (none, Literature's models) to 2
        (the LP relaxation of every linear constraint, which proves a counting argument at
        once where search alone can take minutes: the Go Fish family's models)."""
        self.params = _cmh.SatParameters()
        self.params.num_workers = 1
        self.params.random_seed = 0
        self.params.max_time_in_seconds = time_limit
        # Literature's models are tiny and solved many times under assumptions: presolve,
        # probing, symmetry detection and the LP relaxation cost far more than they save there.
        self.params.cp_model_presolve = False
        self.params.cp_model_probing_level = 0
        self.params.symmetry_level = 0
        self.params.linearization_level = linearization
        # Ctrl-C is the command line's to handle (fishsolve/cli/commands.py). CP-SAT would catch
        # it itself during a solve, each solve setting and restoring its own handler: with the
        # proofs' two threads solving at once, a Ctrl-C could reach a handler already cleared
        # and abort the process ("terminate called ... std::bad_function_call").
        self.params.catch_sigint_signal = False
        self._response: _cmh.CpSolverResponse | None = None

    def implied_domains(
        self, model: SatModel, facts: Sequence[int]
    ) -> list[tuple[int, ...]] | None:
        """Every variable's domain as CP-SAT's presolve narrows it with ``facts`` (literals) held
        true — by deduction only (presolve is told to keep every feasible solution), so every
        solution of the model with the facts keeps within them; None when presolve proves that
        none exists. For :meth:`SatModel.narrow`."""
        saved = [(variable(lit), model.domain(variable(lit))) for lit in facts]
        for lit in facts:
            _set_domain(model, variable(lit), (1, 1) if lit >= 0 else (0, 0))
        params = _cmh.SatParameters()
        params.copy_from(self.params)
        params.cp_model_presolve = True
        params.cp_model_probing_level = 2
        params.keep_all_feasible_solutions_in_presolve = True
        params.fill_tightened_domains_in_response = True
        params.stop_after_presolve = True
        model.set_assumptions(())
        wrapper = _cmh.SolveWrapper()
        wrapper.set_parameters(params)
        try:
            response = wrapper.solve(model.proto)  # type: ignore[no-untyped-call]
        finally:
            for var, dom in saved:
                _set_domain(model, var, dom)
        if response.status == _cmh.CpSolverStatus.INFEASIBLE:
            return None
        domains = [tuple(v.domain) for v in response.tightened_variables]
        if len(domains) != len(model):
            # Nothing narrowed (the response carries no domains): the model's own hold.
            domains = [model.domain(i) for i in range(len(model))]
        for lit in facts:
            domains[variable(lit)] = (1, 1) if lit >= 0 else (0, 0)
        return domains

    def solve(
        self,
        model: SatModel,
        assumptions: Sequence[int] | None = None,
        work_limit: float | None = None,
    ) -> Status:
        """Solve ``model`` (under ``assumptions`` if given), optionally with a small
        deterministic work budget (then an unfinished search is UNKNOWN or FEASIBLE)."""
        if assumptions is not None:
            model.set_assumptions(assumptions)
        self.params.max_deterministic_time = work_limit if work_limit is not None else 1e9
        wrapper = _cmh.SolveWrapper()
        wrapper.set_parameters(self.params)
        self._response = wrapper.solve(model.proto)  # type: ignore[no-untyped-call]
        status = self._response.status
        if status == _cmh.CpSolverStatus.OPTIMAL:
            return Status.OPTIMAL if model.proto.has_objective() else Status.FEASIBLE
        if status == _cmh.CpSolverStatus.FEASIBLE:
            return Status.FEASIBLE
        if status == _cmh.CpSolverStatus.INFEASIBLE:
            return Status.INFEASIBLE
        return Status.UNKNOWN

    @property
    def _checked(self) -> _cmh.CpSolverResponse:
        if self._response is None:
            raise RuntimeError("no solve yet")
        return self._response

    def value(self, literal: int) -> bool:
        """The value of a literal in the last solution."""
        raw = bool(self._checked.solution[variable(literal)])
        return raw if literal >= 0 else not raw

    def int_value(self, var: int) -> int:
        """The value of an integer (or Boolean) variable in the last solution."""
        return int(self._checked.solution[var])

    def values(self) -> list[int]:
        """The whole last solution, indexed by variable."""
        return list(self._checked.solution)

    def objective(self) -> float:
        """The objective value of the last solution."""
        return float(self._checked.objective_value)

    def core(self) -> list[int]:
        """Assumption literals that already make the last solve infeasible (not minimal)."""
        return list(self._checked.sufficient_assumptions_for_infeasibility)
