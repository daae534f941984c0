"""The Go Fish family's tracker bot: asks on fishsolve's own exact deductions from its seat.

The bot sees what its seat sees and nothing else. Before each decision it turns the table's record
into the record its seat keeps (:func:`~fishsolve.gofish.sim.views.as_seen_by`: its dealt hand,
its own draws and the public events — never another hand or the stock's order) and reasons on that
record only (:meth:`TrackerBot.decide`):

1. **Exact odds.** Every legal ask priced by :func:`~fishsolve.gofish.deduce.ask_odds` on its own
   seat's view: the exact chance the turn goes on (a yes, or a go fish whose draw is the rank or
   card asked for). An ask certain to get a yes is taken first; otherwise, among the ranks it
   holds most of (nearest a book), the ask with the best chance of going on, then of a yes; ties
   are broken by its own seeded generator. Ranking by the chance of going on alone *loses* to the
   random bot (a chance is highest for a rank the bot holds one card of: a yes moves cards the
   opponent asks back, where a book is banked) — measured in docs/bots.md.
2. **Possibilities.** When exact counting would exceed the bot's budget
   (:class:`~fishsolve.gofish.deduce.TooCostly`), the CP-SAT model
   (:func:`~fishsolve.gofish.deduce.model.possibilities`) says which counts (cards) each player
   may hold: asks of a target that must hold the rank (card) come first, then, among the ranks the
   bot holds most of, asks of a target that may hold it before asks the model proves hopeless.
3. If the solver cannot decide within its time limit either, it asks for the rank it holds most
   of, of a random player.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import TooCostly, ask_odds
from fishsolve.gofish.deduce.model import Expr, FishModel, Undecided
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.sim.bots import Choice, Seat, legal_asks
from fishsolve.gofish.sim.views import as_seen_by

BUDGET = 60_000
"""The tracker's counting budget in state steps per decision (the library's default is 400,000,
about a second): past it the bot asks the CP-SAT model instead (docs/bots.md, measured)."""

SAT_SECONDS = 0.5
"""The solver's time limit per question in the fallback; undecided means the last resort."""


@dataclass
class Tally:
    """How the bot's decisions were made (for the benchmark and the tests)."""

    exact: int = 0
    possible: int = 0
    guessed: int = 0


class TrackerBot:
    """Asks the ask with the best exact chance of going on, as its seat can know it."""

    name = "tracker"

    def __init__(self, rng: random.Random, budget: int | None = BUDGET) -> None:
        self.rng = rng
        self.budget = budget
        self.tally = Tally()
        self.costly_from = sys.maxsize
        """The number of events from which exact counting is known to exceed the budget."""

    def choose(self, seat: Seat) -> Choice:
        """The ask for ``seat``: decided on the seat's own record only (see :meth:`decide`)."""
        return self.decide(seat_view(seat))

    def decide(self, seat: Seat) -> Choice:
        """The ask of ``seat``, whose record must be a seat's view (no stock, no other hand)."""
        if seat.record.stock is not None or any(p != seat.player for p, _ in seat.record.hands):
            raise ValueError("the tracker reasons on its own seat's record only")
        asks = legal_asks(seat)
        held = Counter(c.rank for c in seat.hand)
        if len(seat.record.events) < self.costly_from:
            try:
                return self._exact(seat, asks, held)
            except TooCostly:
                # Counting events 1..n is part of counting any longer record of the same game:
                # past this point the budget cannot suffice either.
                self.costly_from = len(seat.record.events)
        try:
            return self._possible(seat, asks, held)
        except Undecided:
            self.tally.guessed += 1
            most = max(held.values())
            return self.rng.choice([a for a in asks if held[a.rank] == most])

    def _pick(self, scored: list[tuple[tuple[Fraction | int, ...], Choice]]) -> Choice:
        best = max(score for score, _ in scored)
        return self.rng.choice([choice for score, choice in scored if score == best])

    def _exact(self, seat: Seat, asks: list[Choice], held: Counter[Rank]) -> Choice:
        log = seat.record
        odds = ask_odds(log, replay(log), seat.player, len(log.events), self.budget)
        priced = {(a.target, a.rank, a.card): a for a in odds}
        scored: list[tuple[tuple[Fraction | int, ...], Choice]] = []
        for ask in asks:
            a = priced.get((ask.target, ask.rank, ask.card))
            if a is None:  # not priced: no arrangement lets it go on (cannot happen; be safe)
                scored.append(((0, held[ask.rank], Fraction(0), Fraction(0)), ask))
                continue
            scored.append(((int(a.yes == 1), held[ask.rank], a.go_on, a.yes), ask))
        self.tally.exact += 1
        return self._pick(scored)

    def _possible(self, seat: Seat, asks: list[Choice], held: Counter[Rank]) -> Choice:
        log = seat.record
        model = FishModel(log, replay(log), seat.player, len(log.events), ask=True)
        can = possible_yes(model, asks)
        scored: list[tuple[tuple[Fraction | int, ...], Choice]] = []
        for ask in asks:
            sure, may = can[ask]
            scored.append(((int(sure), held[ask.rank], int(may)), ask))
        self.tally.possible += 1
        return self._pick(scored)


def possible_yes(model: FishModel, asks: list[Choice]) -> dict[Choice, tuple[bool, bool]]:
    """For each ask, whether the model proves the target holds the rank (card) asked for, and
    whether some deal fitting the log lets it: a witness answers many asks at once, a solve for
    each ask no witness answered settles the rest (the fallback's few questions, not
    :func:`~fishsolve.gofish.deduce.model.possibilities`' every count of every place).

    Raises:
        Undecided: a question was not answered within the time limit (or no deal fits).
    """
    exprs = {ask: _asked(model, ask) for ask in asks}
    seen: dict[Choice, set[bool]] = {ask: set() for ask in asks}

    def solve(extra: list[int]) -> None:
        solver = model.solve([*model.guards, *extra], SAT_SECONDS)
        if solver is None:
            return
        for ask, expr in exprs.items():
            seen[ask].add(model.value(solver, expr) > 0)

    solve([])
    if not any(seen.values()):
        raise Undecided("no deal fits the tracker's record")
    for want in (True, False):
        for ask, expr in exprs.items():
            if want in seen[ask]:
                continue
            test = model.m.new_bool(f"{ask} yes={want}")
            lo, hi = (1, 4) if want else (0, 0)
            _enforce(model, expr, lo, hi, test)
            try:
                solve([test])
            except Undecided:  # not answered in time: neither proved possible nor impossible
                seen[ask].add(want)
    return {ask: (seen[ask] == {True}, True in seen[ask]) for ask in asks}


def _asked(model: FishModel, ask: Choice) -> Expr:
    if ask.card is not None:
        return model.cardhold[(ask.target.index, ask.card)]
    return model.held(ask.target, ask.rank)


def _enforce(model: FishModel, expr: Expr, lo: int, hi: int, guard: int) -> None:
    """``lo <= expr <= hi`` when ``guard`` holds."""
    lo, hi = lo - expr.const, hi - expr.const
    if not expr.terms:
        if not lo <= 0 <= hi:
            model.m.add_or([], enforce=(guard,))
        return
    variables = list(expr.terms)
    coeffs = [expr.terms[v] for v in variables]
    model.m.add_linear(variables, lo, hi, coeffs, enforce=(guard,))


def seat_view(seat: Seat) -> Seat:
    """``seat`` with its record cut down to what the seat's player kept: their dealt hand, their
    own draws and the public events (the bot never sees another hand or the stock)."""
    record: FishLog = seat.record
    if record.stock is None:
        return seat
    view = as_seen_by(record, seat.player)
    return Seat(seat.player, seat.hand, seat.targets, seat.rules, view, seat.laid)
