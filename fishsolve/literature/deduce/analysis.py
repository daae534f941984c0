"""The analyzer: possible holders, claimable half-suits and sure asks at any position.

Flow: log -> replay -> constraints -> an engine (the exact counter, or CP-SAT) -> the view
values of :mod:`fishsolve.literature.deduce.view`. Nothing here prints or formats.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from fishsolve.errors import FishsolveError, InconsistentLog, OptionError
from fishsolve.literature.deduce.cardtable import CardTables
from fishsolve.literature.deduce.claims import claimable_sets, sure_asks
from fishsolve.literature.deduce.constraints import LiveConstraints, LogConstraints, extract
from fishsolve.literature.deduce.count.counting import Counts, count
from fishsolve.literature.deduce.count.problem import TooCostly
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.facts import DEFAULT_TIME_LIMIT, HolderFacts
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.reasons import HAND_SIZES, hand_key
from fishsolve.literature.deduce.view import ViewAnalysis
from fishsolve.literature.game.events import Correction, Event, GameLog
from fishsolve.literature.game.replay import LiveReplay, replay
from fishsolve.literature.game.state import Replay
from fishsolve.seating import Player

if TYPE_CHECKING:  # the CP-SAT side is imported only when it is used
    from fishsolve.literature.deduce.cpsat.model import DealModel
    from fishsolve.literature.deduce.cpsat.solve import Solver

COUNT_BUDGET = 4_000_000
"""Steps of the counting programme (about a microsecond each in Python; the C loops take
usage.C_SPEEDUP times as many) a plain view may take before CP-SAT answers the possible holders
instead; `--odds` and the review count without a limit. Measured on 720 early eight-player views
(4 games, events 0-80, every seat and the public view): 2 fall back to CP-SAT, the slowest view
takes 1.0 s; with a budget of 250,000, 48 fell back and the slowest took 2.9 s (CP-SAT is the
slower way). Since the dense programme, see usage.C_SPEEDUP."""


_RECENT = 64
"""Results kept by the identity of what they were made from (see Analyzer._facts)."""


class UndecidedError(FishsolveError):
    """A solver question a report cannot do without (does any deal fit the log?) hit the time
    limit: the answer is unknown, neither yes nor no."""

    kind = "undecided"


def check_time_limit(time_limit: float) -> float:
    """``time_limit`` if it is a number of seconds above 0 (infinity: no limit).

    Raises:
        OptionError: 0, a negative number or NaN, named as the choice ``time-limit``.
    """
    if isinstance(time_limit, bool) or not isinstance(time_limit, int | float):
        raise OptionError.bad("time-limit", repr(time_limit), "expected a number of seconds")
    if math.isnan(time_limit) or time_limit <= 0:
        raise OptionError.bad(
            "time-limit", time_limit, "expected a number of seconds above 0 per solver question"
        )
    return float(time_limit)


class Analyzer:
    """Analyses one log at any position and from any perspective.

    The default engine is the exact counter (:mod:`fishsolve.literature.deduce.count.counting`):
    every number it gives is an exact count of deals, and possible holders are those with a non-zero
    count. The CP-SAT engine (``engine="cpsat"``) answers the same questions by feasibility; its
    model is also what explanations and contradiction diagnoses are built on, so it is created on
    first use.
    """

    def __init__(
        self,
        log: GameLog,
        rep: Replay | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
        engine: Engine = Engine.COUNT,
        count_budget: int | None = COUNT_BUDGET,
    ) -> None:
        self.log = log
        self.time_limit = check_time_limit(time_limit)
        self.replay = rep if rep is not None else _replay_for_analysis(log)
        self.engine = Engine(engine)  # a name ("count") is welcome too
        self.count_budget = count_budget
        self.constraints: LogConstraints = extract(log, self.replay.states)
        self._counts: dict[tuple[tuple[str, ...], int], HolderFacts] = {}
        self._seen: dict[Hashable, HolderFacts] = {}
        self._live: tuple[LiveReplay, LiveConstraints] | None = None
        # Recent results by the identity of what they were made from (see _facts and view).
        self._made: dict[int, tuple[Counts, HolderFacts]] = {}
        self._card_tables = CardTables(log.rules.deck, log.table.players)

    def extend(self, events: Sequence[Event]) -> None:
        """Add ``events`` at the end of the log: a game analysed while it is being played.

        The first call replays the log once more; later calls cost only the new events. Counts
        already made stay valid, since an event constrains nothing before it -- except a
        correction (S-PT §05), which reaches back: after one, they are dropped.

        Raises:
            RuleError: if a new event breaks the rules (inconsistencies are left for the model,
                as for a log given whole).
        """
        if not events:
            return
        if self._live is None:
            live_replay = LiveReplay(self.log, lenient=True)
            self._live = (live_replay, LiveConstraints(self.log, live_replay.states))
        live_replay, live_constraints = self._live
        known = len(live_replay.errors)
        for event in events:
            live_replay.append(event)
        for err in live_replay.errors[known:]:
            if not isinstance(err, InconsistentLog):
                raise err
        self.log = self.log.with_events((*self.log.events, *events))
        self.replay = live_replay.replay(self.log)
        live_constraints.extend(self.log, live_replay.states)
        self.constraints = live_constraints.constraints
        if any(isinstance(e, Correction) for e in events):
            # A correction reaches back: counts made before it may no longer hold.
            self.forget()
        # The CP-SAT model, if built, knows only the old events: rebuild it on next use.
        self.__dict__.pop("dm", None)
        self.__dict__.pop("solver", None)

    @cached_property
    def dm(self) -> DealModel:
        """The CP-SAT model of the log (built on first use)."""
        from fishsolve.literature.deduce.cpsat.model import build_model

        return build_model(self.log, self.replay.states, self.constraints)

    @cached_property
    def solver(self) -> Solver:
        """A CP-SAT solver over :attr:`dm`."""
        from fishsolve.literature.deduce.cpsat.solve import Solver

        return Solver(self.dm, self.time_limit)

    def forget(self) -> None:
        """Drop the cached counts: a game analysed while played needs only its latest position."""
        self._counts.clear()
        self._seen.clear()
        self._made.clear()
        self._card_tables.forget()

    def base_keys(self, hands: tuple[Player, ...] | list[Player], at: int) -> list[str]:
        """Reason keys of a view knowing ``hands`` after ``at`` events."""
        return self.constraints.base_keys(hands, at)

    def counted(self, keys: list[str], at: int) -> HolderFacts:
        """Exact counts for the reasons ``keys`` after ``at`` events (cached)."""
        cache_key = (tuple(keys), at)
        if cache_key not in self._counts:
            return self._remember(cache_key, count(self.constraints, keys, at))
        return self._counts[cache_key]

    def view_counts(self, hands: Sequence[Player], at: int) -> HolderFacts:
        """Exact counts of the view knowing ``hands`` after ``at`` events (cached by position).

        The same numbers as ``counted(base_keys(hands, at), at)``, at a cost that does not grow with
        the log: the reasons are :meth:`~fishsolve.literature.deduce.constraints.LogConstraints.
        count_keys` (the events that say something new), and positions with the same hands, the same
        new events and the same public holders share one count and one result.
        """
        cs = self.constraints
        signature = self.view_signature(hands, at)
        found = self._seen.get(signature)
        if found is None:
            found = self._seen[signature] = self._facts(count(cs, cs.count_keys(hands, at), at))
        return found

    def view_signature(self, hands: Sequence[Player], at: int) -> Hashable:
        """What the counts of the view knowing ``hands`` after ``at`` events depend on: views
        with equal signatures have equal counts (a review counts each once).

        The reasons (the hands and the events that say something new, see
        :meth:`~fishsolve.literature.deduce.constraints.LogConstraints.news`), and the cards moved
        and settled, which turn counts of dealt holders into counts of current holders.
        """
        state = self.replay.states[at]
        return (
            tuple(hands),
            self.constraints.news(at),
            frozenset(state.moved.items()),
            frozenset(state.settled),
        )

    def _remember(self, cache_key: tuple[tuple[str, ...], int], counts: Counts) -> HolderFacts:
        facts = self._counts[cache_key] = self._facts(counts)
        return facts

    def _facts(self, counts: Counts) -> HolderFacts:
        # The counter gives the same Counts object for equal counts of consecutive positions:
        # one HolderFacts for it too (and the views' tables built from it, see view()).
        made = self._made.get(id(counts))
        if made is not None and made[0] is counts:
            return made[1]
        # Cards with the same holders often share their counts' dict (see counting.now): one
        # frozenset for each.
        made_for: dict[int, frozenset[Player]] = {}
        possible = {}
        for c, per in counts.holding.items():
            holders = made_for.get(id(per))
            if holders is None:
                holders = made_for[id(per)] = (
                    frozenset(per)
                    if all(per.values())
                    else frozenset(p for p, n in per.items() if n)
                )
            possible[c] = holders
        facts = HolderFacts(possible, {}, 0, deals=counts.total, counts=counts.holding)
        self._made[id(counts)] = (counts, facts)
        if len(self._made) > _RECENT:
            del self._made[next(iter(self._made))]
        return facts

    def facts(self, keys: list[str], at: int) -> HolderFacts:
        """Possible holders under ``keys`` after ``at`` events, from the chosen engine.

        The counter gives exact counts too; on the rare positions where counting would cost more
        than ``count_budget`` steps (eight players, few constraints), the possible holders come
        from CP-SAT instead and the view has no counts (``deals`` is None).
        """
        if self.engine is Engine.COUNT:
            cache_key = (tuple(keys), at)
            if cache_key in self._counts or self.count_budget is None:
                return self.counted(keys, at)
            try:
                counts = count(self.constraints, keys, at, budget=self.count_budget)
            except TooCostly:
                return self.solver.holders(keys, at)
            return self._remember(cache_key, counts)
        return self.solver.holders(keys, at)

    def log_keys(self) -> list[str]:
        """Reason keys of all the log knows before its events: the hand sizes and every hand."""
        return [HAND_SIZES, *(hand_key(p) for p in self.log.known_players)]

    def first_impossible(self, base: list[str], at: int) -> int | None:
        """The first event n <= ``at`` after which no deal satisfies ``base`` and events 1..n.

        None when a deal fits events 1..``at``.

        With the counter, each question is a count within :data:`COUNT_BUDGET` (whatever the
        analyzer's own budget: "does a deal fit?" needs one witness, never an exact count);
        past it, CP-SAT answers that question.

        Raises:
            UndecidedError: CP-SAT hit the time limit before it found a deal or proved there is
                none.
        """
        if self.engine is Engine.CPSAT:
            from fishsolve.literature.deduce.cpsat.solve import Verdict

            verdict, first = self.solver.first_infeasible(base, at)
            if verdict is Verdict.UNKNOWN:
                raise self._undecided(at)
            return first

        def fits(n: int) -> bool:
            # The events that say something new: the same deals (see LogConstraints.news).
            keys = [*base, *self.constraints.count_keys((), n)[1:]]
            try:
                return count(self.constraints, keys, n, budget=COUNT_BUDGET).total > 0
            except TooCostly:
                from fishsolve.literature.deduce.cpsat.solve import Verdict

                verdict, _ = self.solver.check(keys, witness=False)
                if verdict is Verdict.UNKNOWN:
                    raise self._undecided(n) from None
                return verdict is Verdict.FEASIBLE

        if fits(at):
            return None
        lo, hi = 0, at  # prefix hi does not fit; prefixes before lo do
        while lo < hi:
            mid = (lo + hi) // 2
            if fits(mid):
                lo = mid + 1
            else:
                hi = mid
        return lo

    def _undecided(self, at: int) -> UndecidedError:
        return UndecidedError(
            f"could not decide within the time limit ({self.time_limit:g} s per solver "
            f"question) whether any deal fits the log up to event {at}; nothing is "
            "deduced (raise the time limit)"
        )

    def view(self, perspective: Perspective, at: int) -> ViewAnalysis:
        """Analyse the position after ``at`` events from ``perspective``.

        The log must be consistent up to ``at`` (see :meth:`inconsistency`).
        """
        keys = self.base_keys(perspective.hands, at)
        facts = self.facts(keys, at)
        state = self.replay.states[at]
        cards, counts = self._card_tables.of(facts, state.settled)
        claimable = claimable_sets(self, perspective, facts, at)
        asks = sure_asks(self, perspective, facts, at)
        complete = not any(facts.undecided.values())
        return ViewAnalysis(
            perspective=perspective.label,
            hands=[p.name for p in perspective.hands],
            cards=cards,
            claimable=claimable,
            successful_asks=asks,
            complete=complete,
            solves=facts.solves,
            deals=facts.deals,
            counts=counts,
        )


def _replay_for_analysis(log: GameLog) -> Replay:
    """Replay, stopping at rule errors; inconsistencies are left for the model to locate."""
    rep = replay(log, lenient=True)
    for err in rep.errors:
        if not isinstance(err, InconsistentLog):
            raise err
    return rep
