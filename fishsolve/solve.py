"""Asking the CP-SAT model questions: feasibility, possible holders, forced facts.

A fact is *proved* only when its negation is infeasible. A solve that stops at the time limit
proves nothing: such questions come back as :attr:`Verdict.UNKNOWN` and the affected holders are
reported as undecided, never as possible or impossible.

Solver parameters are fixed (one worker, seed 0) so the same question always gets the same answer
and the same witnesses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from ortools.sat.python import cp_model
from ortools.sat.python.cp_model_helper import Literal

from .cards import Card
from .model import DealModel, Holding
from .table import Player

DEFAULT_TIME_LIMIT = 20.0


class Verdict(Enum):
    """The answer to a feasibility question."""

    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class HolderFacts:
    """Who may hold each in-play card after a position, from one perspective.

    ``possible[c]`` are players proved possible (a consistent deal puts ``c`` with them);
    ``undecided[c]`` are players the solver could not decide within its time limit.
    """

    possible: dict[Card, frozenset[Player]]
    undecided: dict[Card, frozenset[Player]]
    solves: int

    def forced(self, card: Card) -> Player | None:
        """The holder of ``card`` if it is proved to be one player."""
        options = self.possible.get(card, frozenset())
        if len(options) == 1 and not self.undecided.get(card):
            return next(iter(options))
        return None


class Solver:
    """A CP-SAT solver bound to one :class:`DealModel`, answering questions under assumptions."""

    def __init__(self, dm: DealModel, time_limit: float = DEFAULT_TIME_LIMIT) -> None:
        self.dm = dm
        self.solver = cp_model.CpSolver()
        params = self.solver.parameters
        params.num_workers = 1
        params.random_seed = 0
        params.max_time_in_seconds = time_limit
        # These models are tiny and solved hundreds of times under assumptions: presolve,
        # probing, symmetry detection and the LP relaxation cost far more than they save.
        params.cp_model_presolve = False
        params.cp_model_probing_level = 0
        params.symmetry_level = 0
        params.linearization_level = 0
        self.time_limit = time_limit
        self.solves = 0
        self._pairs = list(dm.dealt.items())

    def check(
        self,
        keys: Iterable[str],
        extra: Sequence[Holding] = (),
        maximize: Sequence[Literal] = (),
    ) -> tuple[Verdict, dict[tuple[Card, Player], bool] | None]:
        """Is there a deal satisfying the reasons ``keys`` and the literals ``extra``?

        Returns the verdict and, when feasible, the witness deal. With ``maximize``, the solver
        looks for a witness making as many of those literals true as it can; the verdict is then
        INFEASIBLE when no deal makes *any* of them true (proved: the optimum is 0).
        """
        model = self.dm.model
        assumptions: list[Literal] = list(self.dm.tags_for(keys))
        for h in extra:
            if h is False:
                return Verdict.INFEASIBLE, None
            if h is not True:
                assumptions.append(h)
        model.clear_assumptions()
        model.add_assumptions(assumptions)
        if maximize:
            model.maximize(cp_model.LinearExpr.sum(list(maximize)))
        else:
            model.clear_objective()  # type: ignore[no-untyped-call]
        self.solves += 1
        status = self.solver.solve(model)
        model.clear_objective()  # type: ignore[no-untyped-call]
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            values = self.solver.boolean_values([v for _, v in self._pairs])
            witness = {key: bool(val) for (key, _), val in zip(self._pairs, values, strict=True)}
            if maximize and status == cp_model.OPTIMAL and self.solver.objective_value < 0.5:
                return Verdict.INFEASIBLE, witness
            return Verdict.FEASIBLE, witness
        if status == cp_model.INFEASIBLE:
            return Verdict.INFEASIBLE, None
        return Verdict.UNKNOWN, None

    def core(self) -> list[str]:
        """Reason keys of an infeasible core of the last (infeasible) solve."""
        indices = set(self.solver.sufficient_assumptions_for_infeasibility())
        return [k for k, lit in self.dm.tags.items() if lit.index in indices]

    def holders(self, keys: Sequence[str], after: int) -> HolderFacts:
        """Possible current holders of every in-play card after ``after`` events.

        Assumes the reasons ``keys`` are consistent (check that first). Each feasible solve
        marks every (card, holder) pair of its witness as possible, so far fewer solves than
        cards x players are needed.
        """
        dm = self.dm
        state = dm.states[after]
        players = dm.log.table.players
        in_play = [c for c in dm.cards if dm.log.rules.deck.half_suit_of(c) not in state.settled]
        start = self.solves
        possible: dict[Card, set[Player]] = {c: set() for c in in_play}
        undecided: dict[Card, set[Player]] = {c: set() for c in in_play}
        open_pairs: list[tuple[Card, Player]] = []
        for c in in_play:
            if c in state.moved:
                possible[c].add(state.moved[c])
            else:
                open_pairs.extend((c, p) for p in players)
        verdict, witness = self.check(keys)
        if verdict is not Verdict.FEASIBLE or witness is None:
            undecided = {c: set(players) if c not in state.moved else set() for c in in_play}
            return HolderFacts(
                {c: frozenset(v) for c, v in possible.items()},
                {c: frozenset(v) for c, v in undecided.items()},
                self.solves - start,
            )
        self._mark(witness, open_pairs, possible)
        # Witnesses that cover as many unproved pairs as possible; any witness is a proof of
        # possibility, so the search may stop early. An optimum of 0 proves all of them impossible.
        impossible: set[tuple[Card, Player]] = set()
        for _ in range(8):
            todo = [cp for cp in open_pairs if cp[1] not in possible[cp[0]]]
            if not todo:
                break
            # Only the witness matters here, so the search gets a small (deterministic) budget.
            self.solver.parameters.max_deterministic_time = 0.02
            verdict, witness = self.check(keys, maximize=[dm.dealt[cp] for cp in todo])
            self.solver.parameters.max_deterministic_time = self.time_limit
            if verdict is Verdict.INFEASIBLE:
                impossible.update(todo)
                break
            if witness is None or not self._mark(witness, todo, possible):
                break
        # Card by card: either a witness for a new holder, or a proof that none is left.
        for card in in_play:
            while True:
                todo = [
                    (card, p)
                    for p in players
                    if (card, p) in dm.dealt
                    and card not in state.moved
                    and p not in possible[card]
                    and (card, p) not in impossible
                    and p not in undecided[card]
                ]
                if not todo:
                    break
                verdict, witness = self.check(keys, maximize=[dm.dealt[cp] for cp in todo])
                if verdict is Verdict.INFEASIBLE:
                    impossible.update(todo)
                elif verdict is Verdict.UNKNOWN or witness is None:
                    undecided[card].update(p for _, p in todo)
                else:
                    self._mark(witness, open_pairs, possible)
        return HolderFacts(
            {c: frozenset(v) for c, v in possible.items()},
            {c: frozenset(v) for c, v in undecided.items()},
            self.solves - start,
        )

    @staticmethod
    def _mark(
        witness: dict[tuple[Card, Player], bool],
        pairs: list[tuple[Card, Player]],
        possible: dict[Card, set[Player]],
    ) -> int:
        """Mark the pairs true in ``witness`` as possible; return how many were new."""
        new = 0
        for c, p in pairs:
            if witness[(c, p)] and p not in possible[c]:
                possible[c].add(p)
                new += 1
        return new

    def first_infeasible(self, base: Sequence[str], upto: int) -> int | None:
        """The first event number n <= ``upto`` such that ``base`` plus events 1..n is infeasible.

        ``base`` are non-event reason keys (hand sizes, hands). Returns None if events 1..upto are
        feasible (or undecided), 0 if ``base`` alone is infeasible.
        """

        def infeasible(n: int) -> bool | None:
            keys = [*base, *(f"event:{i}" for i in range(1, n + 1))]
            verdict, _ = self.check(keys)
            if verdict is Verdict.UNKNOWN:
                return None
            return verdict is Verdict.INFEASIBLE

        top = infeasible(upto)
        if not top:
            return None
        lo, hi = 0, upto  # invariant: prefix hi is infeasible; prefix lo-1 feasible (or lo==0)
        while lo < hi:
            mid = (lo + hi) // 2
            verdict = infeasible(mid)
            if verdict is None:
                return hi
            if verdict:
                hi = mid
            else:
                lo = mid + 1
        return lo

    def provable(
        self, keys: Sequence[str], holdings: Sequence[tuple[Card, Player]], after: int
    ) -> Verdict:
        """Do the reasons ``keys`` force every (card, player) holding after ``after`` events?

        FEASIBLE here means *not proved* (a deal breaks one of them); INFEASIBLE means proved.
        """
        lits = [self.dm.holding(c, p, after) for c, p in holdings]
        if all(h is True for h in lits):
            return Verdict.INFEASIBLE
        return self._any_false(keys, lits)

    def _any_false(self, keys: Sequence[str], lits: Sequence[Holding]) -> Verdict:
        """Is there a deal with ``keys`` where at least one of ``lits`` is false?"""
        variable = [h for h in lits if not isinstance(h, bool)]
        if any(h is False for h in lits):
            verdict, _ = self.check(keys)
            return verdict
        if not variable:
            return Verdict.INFEASIBLE
        if len(variable) == 1:
            verdict, _ = self.check(keys, [variable[0].Not()])
            return verdict
        # One solve for "some holding fails": a fresh probe literal enables the disjunction. Left
        # unassumed, a probe constrains nothing, so later questions are unaffected.
        model = self.dm.model
        probe = model.new_bool_var(f"probe {self.solves}")
        model.add_bool_or([h.Not() for h in variable]).only_enforce_if(probe)
        verdict, _ = self.check(keys, [probe])
        return verdict
