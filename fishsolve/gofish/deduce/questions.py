"""Questions to the CP-SAT model of a Go Fish family log (:mod:`.model`): does any deal fit the
log (the first event after which none does), which counts and places are possible now, and which
events prove a fact. Each answer rests on a witness or a proof; a question the solver does not
answer within its time limit raises :class:`~fishsolve.gofish.deduce.model.Undecided`.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fishsolve.cards import Card, Rank
from fishsolve.gofish.deduce.board import Board
from fishsolve.gofish.deduce.model import LINEARIZATION, TIME_LIMIT, Expr, FishModel, Undecided
from fishsolve.gofish.deduce.perspective import Viewer
from fishsolve.gofish.deduce.view import FishView
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

if TYPE_CHECKING:
    from fishsolve.sat import SatModel, SatSolver, Status


def first_impossible_sat(
    log: FishLog, rep: FishReplay, time_limit: float = TIME_LIMIT
) -> int | None:
    """The first event after which no deal and stock order fits everything the log records;
    None if one fits the whole log. A witness per question, a binary search over the events; a
    full record (every hand and the stock's order given) that replays needs none: the replay
    checked every answer and draw against its one arrangement.

    Raises:
        Undecided: a question was not answered within ``time_limit`` seconds.
    """
    if log.full and not rep.errors:
        return None
    n = len(log.events)
    model = FishModel(log, rep, "full", n)
    if model.solve(model.guards, time_limit) is not None:
        return None
    lo, hi = 0, n  # events 1..hi do not fit; events 1..lo-1 do
    while lo < hi:
        mid = (lo + hi) // 2
        if model.solve(model.guards[:mid], time_limit) is not None:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _solver(time_limit: float, linearization: int = LINEARIZATION) -> SatSolver:
    from fishsolve.sat import SatSolver

    return SatSolver(time_limit, linearization)


def _status() -> type[Status]:
    from fishsolve.sat import Status

    return Status


QUICK_WORK = 0.01
"""Deterministic work allowed a question's quick try (without the LP relaxation, which costs
more than it saves when a witness or a propagation settles the question at once); a question
not settled within it is asked again in full (the LP relaxation, :data:`TIME_LIMIT`)."""

QUICK_WORK_CARDS = 0.02
"""The quick try's work under card asks (Authors, Simplified Fish), whose model has a variable
per card and draw: at 0.01 about one question a position in two ran out of it and was asked in
full (30 ms or so, most of them possible after all). Measured on the estimated positions of live
sessions (the runs' witnesses given): Authors seats of four and six players 163 -> 137 and
166 -> 148 ms a position (seed 1), 130 -> 115 and 160 -> 151 ms (seed 2), a three-player table
150 -> 141 ms; Go Fish's models by rank gain nothing (a four-player table 55 -> 61 ms), so they
keep :data:`QUICK_WORK`."""

STOCK = "stock"
"""The stock's key among the places of :class:`Possible`."""


@dataclass(frozen=True)
class Possible:
    """What one perspective may see now, each value backed by a witness and each missing one by a
    proof: ``counts[(place, rank)]`` the possible numbers of cards of that rank held by a player
    (or in the stock, place ``"stock"``); under card asks ``places[card]`` the possible places of
    every card in play."""

    counts: dict[tuple[str, str], tuple[int, ...]]
    places: dict[str, tuple[str, ...]]


Values = Mapping[tuple[str, str], Iterable[int]]
"""Values of :func:`possibilities`' questions settled elsewhere: per (place, rank), and under card
asks per (place, card), the values (shown possible by :func:`witnessed_by`, or proved impossible
by :func:`~fishsolve.gofish.deduce.carry.still_impossible`)."""


class StoppedError(Exception):
    """The possibilities are no longer wanted (:meth:`Handover.stop`)."""


class Handover:
    """What another thread hands to :func:`possibilities` while it runs: values shown possible
    meanwhile (:meth:`give`: the solver is not asked for them once they arrive), a stop (the
    answer is no longer wanted), or help (:meth:`help`: that thread asks questions too, each
    with a model of its own). Read between two questions; safe to call from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._given: list[Values] = []
        self._stop = threading.Event()
        self.board: Board[SatModel] = Board()
        """The questions still to ask, shared with helpers (:mod:`.board`)."""

    def help(self) -> None:
        """Ask the questions of :func:`possibilities` beside the thread that runs it, until it
        has its answer (:meth:`close`)."""
        self.board.help()

    def close(self) -> None:
        """:func:`possibilities` is over: helpers return."""
        self.board.close()

    def give(self, shown: Values) -> None:
        with self._lock:
            self._given.append(shown)

    def stop(self) -> None:
        self._stop.set()

    def take(self) -> list[Values]:
        """What was given since the last take.

        Raises:
            StoppedError: :meth:`stop` was called.
        """
        if self._stop.is_set():
            raise StoppedError
        with self._lock:
            got, self._given = self._given, []
        return got


def possibilities(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    time_limit: float = TIME_LIMIT,
    witnessed: Values | None = None,
    handover: Handover | None = None,
    impossible: Values | None = None,
) -> Possible:
    """Every count (place) that some deal and stock order fitting ``viewer``'s knowledge of
    events 1..``at`` gives. ``witnessed``: values already shown possible by arrangements the
    count over ranks found (:func:`witnessed_by`, an estimate's runs); the solver is not asked
    for them again. ``handover``: more such values, given while the questions run (read
    before each question), or a stop. ``impossible``: values already proved impossible
    (:func:`~fishsolve.gofish.deduce.carry.still_impossible`: the position before, for places
    the event did not touch); not asked either.

    Raises:
        ValueError: no deal fits (check the log first).
        Undecided: a question was not answered within ``time_limit`` seconds.
        StoppedError: the handover was stopped.
    """
    model = FishModel(log, rep, viewer, at, whole=True)
    # (key, expression, values asked): what each place holds of each rank; under card asks
    # also where each card in play is (held: 1 in that hand; the stock: 0 in every hand).
    by_rank: list[tuple[tuple[str, str], Expr, range]] = []
    for r in log.rules.ranks:
        in_hands = Expr()
        for p in model.players:
            held = model.held(p, r)
            by_rank.append(((p.name, r.code), held, range(5)))
            in_hands.add(held)
        stock = Expr(const=4 - model.laid[r])
        stock.add(in_hands, sign=-1)
        by_rank.append(((STOCK, r.code), stock, range(5)))
    by_card: list[tuple[tuple[str, str], Expr, range]] = []
    if model.cards_game:
        for c in log.rules.cards:
            if c in model.laid_cards:
                continue
            anywhere = Expr()
            for p in model.players:
                held = model.cardhold[(p.index, c)]
                by_card.append(((p.name, c.code), held, range(1, 2)))
                anywhere.add(held)
            by_card.append(((STOCK, c.code), anywhere, range(1)))
    targets = [*by_card, *by_rank]
    # Every value of every target gets a literal "the target takes this value". Presolve's
    # probing (in settle) fixes false the literals of many impossible values at once; a first
    # witness, then one quick question per value not seen yet, settle the rest: a witness adds
    # every value it shows, "no" proves the value impossible.
    tests: dict[tuple[tuple[str, str], int], int] = {}
    for key, expr, values in targets:
        for v in values:
            tests[(key, v)] = lit = model.m.new_bool(f"{key} = {v}")
            model._linear(expr, v, v, lit)
    seen: dict[tuple[str, str], set[int]] = defaultdict(set)

    def absorb(given: Iterable[Values]) -> None:
        for more in given:
            for key, shown in more.items():
                seen[key].update(shown)

    absorb([witnessed or {}])
    ruled: dict[tuple[str, str], set[int]] = defaultdict(set)  # proved impossible before
    for key, gone in (impossible or {}).items():
        ruled[key].update(gone)
    if handover is not None:
        absorb(handover.take())  # or a stop, before the presolve
    if not model.settle(time_limit):
        raise ValueError("no deal fits the log")

    def unknown(key: tuple[str, str], v: int) -> bool:
        """Not seen yet, not ruled out before nor by presolve."""
        return (
            v not in seen[key] and v not in ruled[key] and model.m.domain(tests[(key, v)]) != (0, 0)
        )

    def open_(key: tuple[str, str], values: range) -> bool:
        """Some value still to ask."""
        return any(unknown(key, v) for v in values)

    def record(s: SatSolver) -> None:
        solution = s.values()
        for key, expr, values in [*by_card, *by_rank]:
            if open_(key, values):
                value = expr.const + sum(coef * solution[v] for v, coef in expr.terms.items())
                seen[key].add(value)

    quick_work = QUICK_WORK_CARDS if model.cards_game else QUICK_WORK

    def witness(extra: list[int], m: SatModel) -> SatSolver | None:
        """A deal with ``extra`` true, or None when none exists: a quick try, then in full
        (``m``: the model, or a helper's copy of it: a solve sets the model's assumptions)."""
        quick = _solver(time_limit, 0)
        status = quick.solve(m, [*model.guards, *extra], work_limit=quick_work)
        if status is _status().FEASIBLE:
            return quick
        if status is _status().INFEASIBLE:
            return None
        return model.solve([*model.guards, *extra], time_limit, on=m)

    lock = threading.Lock()  # over seen: questions are asked by helpers too (Handover.help)

    def ask_one(item: tuple[tuple[str, str], int], m: SatModel) -> None:
        key, v = item
        with lock:
            if handover is not None:
                absorb(handover.take())
            if not unknown(key, v):
                return
        found = witness([tests[(key, v)]], m)
        if found is not None:
            with lock:
                record(found)

    board: Board[SatModel] = handover.board if handover is not None else Board()

    def ask(asked: list[tuple[tuple[str, str], Expr, range]]) -> None:
        items = [(key, v) for key, _, values in asked for v in values]
        board.run(items, ask_one, model.m, model.m.copy)

    solver = witness([], model.m)
    if solver is None:
        raise ValueError("no deal fits the log")
    record(solver)
    ask(by_card)
    places: dict[str, tuple[str, ...]] = {}
    if model.cards_game:
        names = [p.name for p in model.players]
        for c in log.rules.cards:
            if c in model.laid_cards:
                continue
            where = [n for n in names if 1 in seen[(n, c.code)]]
            if 0 in seen[(STOCK, c.code)]:
                where.append(STOCK)
            places[c.code] = tuple(where)
        rank_of = {r.code: r for r in log.rules.ranks}
        # What a place holds of a rank lies between its cards of the rank that can be nowhere
        # else and those that can be there: a count outside is impossible by the cards' proofs.
        for i, (key, expr, _) in enumerate(by_rank):
            suits = [places[c.code] for c in model.suits[rank_of[key[1]]] if c.code in places]
            least = sum(1 for where in suits if where == (key[0],))
            most = sum(1 for where in suits if key[0] in where)
            by_rank[i] = (key, expr, range(least, most + 1))
    ask(by_rank)
    counts = {key: tuple(sorted(seen[key])) for key, _, _ in by_rank}
    return Possible(counts, places)


def witnessed_by(views: Iterable[FishView]) -> dict[tuple[str, str], set[int]]:
    """The values of :func:`possibilities`' questions that ``views`` show with some
    arrangement (a count's cell of positive weight is an arrangement that fits the log): per
    (place, rank) the counts held, and under card asks per (place, card) 1 where the card may
    be held (0 for the stock)."""
    seen: dict[tuple[str, str], set[int]] = defaultdict(set)
    for v in views:
        for p, ranks in v.holds.items():
            for r in ranks:
                seen[(p.name, r.code)].update(v.possible(p, r))
        for r in v.stock:
            seen[(STOCK, r.code)].update(v.possible_stock(r))
        for c in v.cards or {}:
            for h in v.holders(c):
                seen[(STOCK, c.code) if h is None else (h.name, c.code)].add(0 if h is None else 1)
    return dict(seen)


@dataclass(frozen=True)
class Fact:
    """A statement about the position now: ``place`` (a player, or None for the stock) holds
    between ``lo`` and ``hi`` cards of ``rank`` — or, with ``card``, holds that card (0 or 1)."""

    place: Player | None
    rank: Rank
    lo: int
    hi: int
    card: Card | None = None


def _fact_expr(model: FishModel, fact: Fact) -> Expr:
    if fact.card is not None:
        if not model.cards_game:
            raise ValueError("single cards are located only under card asks")
        if fact.place is not None:
            return model.cardhold[(fact.place.index, fact.card)].copy()
        anywhere = Expr()
        for p in model.players:
            anywhere.add(model.cardhold[(p.index, fact.card)])
        # In the stock: in no hand (and not laid: the caller checks books).
        stock = Expr(const=1)
        stock.add(anywhere, sign=-1)
        return stock
    if fact.place is not None:
        return model.held(fact.place, fact.rank).copy()
    in_hands = Expr()
    for p in model.players:
        in_hands.add(model.held(p, fact.rank))
    stock = Expr(const=4 - model.laid[fact.rank])
    stock.add(in_hands, sign=-1)
    return stock


def reasons(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    fact: Fact,
    time_limit: float = TIME_LIMIT,
) -> list[int] | None:
    """The events (1-based numbers) that, with ``viewer``'s own hand, prove ``fact`` after ``at``
    events; None when the fact is not proved (some deal fitting the log breaks it).

    The events whose constraints are needed form a minimal set — leaving out any one of them
    leaves a deal that breaks the fact (deletion over the solver's core); the events whose own
    rules set the place's holding of the rank (a yes handing over every card of it, a book) are
    added to them.

    Raises:
        Undecided: a question was not answered within ``time_limit`` seconds.
    """
    model = FishModel(log, rep, viewer, at)
    expr = _fact_expr(model, fact)
    # The negation, under one assumption: the count is below lo or above hi.
    below = model.m.new_bool("fact broken below")
    above = model.m.new_bool("fact broken above")
    model._linear(expr, -100, fact.lo - 1, below)
    model._linear(expr, fact.hi + 1, 100, above)
    broken = model.m.new_bool("fact broken")
    model.m.add_or([below, above], enforce=(broken,))
    if model.solve([*model.guards, broken], time_limit) is not None:
        return None
    solver = _solver(time_limit)
    status = solver.solve(model.m, assumptions=[*model.guards, broken])
    if status is _status().UNKNOWN:
        raise Undecided(f"no answer within {time_limit:g} s per solver question; nothing is proved")
    core = [lit for lit in solver.core() if lit in set(model.guards)]
    needed = sorted(set(core)) if core else list(model.guards)
    # Deletion: drop each event whose removal keeps the fact proved.
    for lit in list(needed):
        trial = [x for x in needed if x != lit]
        if model.solve([*trial, broken], time_limit) is None:
            needed = trial
    index = {lit: i + 1 for i, lit in enumerate(model.guards)}
    events = {index[lit] for lit in needed}
    if fact.place is not None:
        # The events whose own rules set what the place holds of the rank (a yes hands over
        # every card of it; a book lays them) are part of the proof too.
        events.update(model.set_by[(fact.place.index, fact.rank)])
    return sorted(events)
