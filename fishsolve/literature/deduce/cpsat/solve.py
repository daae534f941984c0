"""Asking the CP-SAT model questions: feasibility, possible holders, forced facts.

A fact is *proved* only when its negation is infeasible. A solve that stops at the time limit
proves nothing: such questions come back as :attr:`Verdict.UNKNOWN` and the affected holders are
reported as undecided, never as possible or impossible.

Solver parameters are fixed (one worker, seed 0) so the same question always gets the same answer
and the same witnesses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from fishsolve.cards import Card
from fishsolve.literature.deduce.cpsat.model import DealModel, Holding
from fishsolve.literature.deduce.facts import DEFAULT_TIME_LIMIT, HolderFacts
from fishsolve.literature.deduce.reasons import event_keys
from fishsolve.sat import SatSolver, Status, negate
from fishsolve.seating import Player

WITNESS_WORK = 0.005
"""Deterministic work budget of a witness-only search (roughly seconds of a fast machine)."""


class Verdict(Enum):
    """The answer to a feasibility question."""

    FEASIBLE = "feasible"
    INFEASIBLE = "infeasible"
    UNKNOWN = "unknown"


class Solver:
    """A CP-SAT solver bound to one :class:`DealModel`, answering questions under assumptions."""

    def __init__(self, dm: DealModel, time_limit: float = DEFAULT_TIME_LIMIT) -> None:
        self.dm = dm
        self.sat = SatSolver(time_limit)
        self.time_limit = time_limit
        self.solves = 0
        self._pairs = list(dm.dealt.items())

    def check(
        self,
        keys: Iterable[str],
        extra: Sequence[Holding] = (),
        maximize: Sequence[int] = (),
        work_limit: float | None = None,
        witness: bool = True,
    ) -> tuple[Verdict, dict[tuple[Card, Player], bool] | None]:
        """Is there a deal satisfying the reasons ``keys`` and the literals ``extra``?

        Returns the verdict and, when feasible, the witness deal. With ``maximize``, the solver
        looks for a witness making as many of those literals true as it can; the verdict is then
        INFEASIBLE when no deal makes *any* of them true (proved: the optimum is 0). With
        ``work_limit`` an unfinished search is UNKNOWN rather than waiting for a proof. With
        ``witness=False`` no witness is returned (reading it back costs as much as a small solve).
        """
        model = self.dm.model
        assumptions = self.dm.tags_for(keys)
        for h in extra:
            if h is False:
                return Verdict.INFEASIBLE, None
            if h is not True:
                assumptions.append(h)
        model.set_maximize(maximize)
        self.solves += 1
        status = self.sat.solve(model, assumptions, work_limit)
        model.set_maximize(())
        if status in (Status.FEASIBLE, Status.OPTIMAL):
            found = None
            if witness:
                values = self.sat.values()
                found = {key: bool(values[var]) for key, var in self._pairs}
            if status is Status.OPTIMAL and self.sat.objective() < 0.5:
                return Verdict.INFEASIBLE, found
            return Verdict.FEASIBLE, found
        if status is Status.INFEASIBLE:
            return Verdict.INFEASIBLE, None
        return Verdict.UNKNOWN, None

    def core(self) -> list[str]:
        """Reason keys of an infeasible core of the last (infeasible) solve."""
        literals = set(self.sat.core())
        return [k for k, lit in self.dm.tags.items() if lit in literals]

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
        # Unit clauses of the assumed reasons rule pairs out without a solve (a known hand, a
        # "no" for a card that never moved, the asked card not being the asker's, ...).
        fixed_true: set[int] = set()
        fixed_false: set[int] = set()
        for key in keys:
            for lit in dm.units.get(key, ()):
                (fixed_true if lit >= 0 else fixed_false).add(lit if lit >= 0 else negate(lit))
        open_pairs: list[tuple[Card, Player]] = []
        for c in in_play:
            if c in state.moved:
                possible[c].add(state.moved[c])
                continue
            owner = [p for p in players if dm.dealt[(c, p)] in fixed_true]
            candidates = owner[:1] or [p for p in players if dm.dealt[(c, p)] not in fixed_false]
            open_pairs.extend((c, p) for p in candidates)
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
            # Only the witness matters here, so the search gets a small work budget.
            verdict, witness = self.check(
                keys, maximize=[dm.dealt[cp] for cp in todo], work_limit=WITNESS_WORK
            )
            if verdict is Verdict.INFEASIBLE:
                impossible.update(todo)
                break
            if witness is None or self._mark(witness, todo, possible) < 2:
                break
        # Card by card: either a witness for a new holder, or a proof that none is left.
        by_card: dict[Card, list[Player]] = {c: [] for c in in_play}
        for c, p in open_pairs:
            by_card[c].append(p)
        for card in in_play:
            while True:
                todo = [
                    (card, p)
                    for p in by_card[card]
                    if p not in possible[card]
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

    def first_infeasible(self, base: Sequence[str], upto: int) -> tuple[Verdict, int | None]:
        """The first event number n <= ``upto`` such that ``base`` plus events 1..n is infeasible.

        ``base`` are non-event reason keys (hand sizes, hands). Returns ``(FEASIBLE, None)`` when
        a deal fits events 1..upto, ``(INFEASIBLE, n)`` when none does (n = 0: ``base`` alone is
        infeasible), and ``(UNKNOWN, None)`` when the time limit stopped the search before it
        found a deal or proved that there is none: that proves nothing either way.

        Should a question inside the search hit the time limit, n is the first event *proved*
        infeasible: no deal fits after it, but the events between it and the last prefix proved
        feasible were left undecided.
        """

        def verdict_at(n: int) -> Verdict:
            keys = [*base, *event_keys(range(1, n + 1))]
            verdict, _ = self.check(keys)
            return verdict

        top = verdict_at(upto)
        if top is not Verdict.INFEASIBLE:
            return top, None
        lo, hi = 0, upto  # invariant: prefix hi is infeasible; prefix lo-1 feasible (or lo==0)
        while lo < hi:
            mid = (lo + hi) // 2
            verdict = verdict_at(mid)
            if verdict is Verdict.UNKNOWN:
                break
            if verdict is Verdict.INFEASIBLE:
                hi = mid
            else:
                lo = mid + 1
        return Verdict.INFEASIBLE, hi

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
            verdict, _ = self.check(keys, [negate(variable[0])])
            return verdict
        # One solve for "some holding fails": maximise the number of failing holdings; an optimum
        # of 0 proves that none can fail. (An objective, unlike an added constraint, leaves the
        # model as it was.)
        verdict, _ = self.check(keys, maximize=[negate(h) for h in variable])
        return verdict
