"""A CP-SAT model of a Go Fish family log: is there any deal and stock order that fits it, and
which counts (holders) are possible — a witness per answer, never a count, so it stays fast where
exact counting would explode.

The unknowns, as in :mod:`fishsolve.gofish.deduce.states`, are the deal and the stock's order.

- **Go Fish** (rank asks) is modelled by rank: ``dealt[p][r]``, how many cards of rank ``r``
  player ``p`` was dealt (an integer; a constant for a hand the perspective knows), and for the
  ``k``-th card drawn from the stock one Boolean per rank (exactly one true). Suits never matter
  to the rules of this game, and every transfer is public in size, so what a player holds of a
  rank at any moment is a linear expression in these variables; every rule is a linear
  constraint on it.
- **Card asks** (Authors, Simplified Fish) are modelled by card: ``dealt[c][p]`` and
  ``drew[k][c]`` Booleans, one place per card.

Each event's constraints are enforced by a literal of its own, so one model answers "does any
deal fit events 1..n?" for every n by assumptions, and a search that stops at its time limit is
reported as undecided, never as proved. A model of the position alone (``whole``: every event
holds) has no such literals, and :meth:`FishModel.settle` shrinks it to what presolve leaves open
before many questions are asked of it. The rules themselves, as constraints, are
:mod:`.modelrules`'s.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from fishsolve.cards import Card, Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce.modelrules import EventRules, Expr
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, at_ask, resolve
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

if TYPE_CHECKING:
    from fishsolve.sat import SatModel, SatSolver

# ortools (the solver) is imported when a model is first built, not with this module: a report
# that the exact counter answers never loads it (about 0.15 s of every command's start-up).

TIME_LIMIT = 10.0
"""Seconds per solver question; an unfinished search is undecided, never proved."""

LINEARIZATION = 2
"""CP-SAT's linearization level for these models: the LP relaxation of the hand, stock and
book sums proves at once what search alone may not prove in minutes (the Authors sample from
Ben's seat after event 35: one count's impossibility 0.06 s at level 2, over 30 s at level 0;
the CP-SAT possibilities at 13 positions of each sample, same answers: Authors 18.7 s against
90.5 s with 8 positions undecided, the family game 3.5 s against 13.5 s, Simplified Fish 3.3 s
against 2.4 s, the pairs game 3.2 s against 1.2 s, as they were asked then). The possibilities'
quick tries go without it (:data:`~fishsolve.gofish.deduce.questions.QUICK_WORK`)."""


class Undecided(FishsolveError):  # noqa: N818 - the word the reports use
    """The solver hit its time limit before proving an answer either way: nothing is proved."""

    kind = "undecided"


class FishModel(EventRules):
    """The model of one perspective's knowledge of a log, event by event (see the module)."""

    def __init__(
        self,
        log: FishLog,
        rep: FishReplay,
        viewer: Viewer,
        upto: int,
        ask: bool | None = None,
        whole: bool = False,
    ) -> None:
        """The model of ``viewer``'s knowledge after ``upto`` events. ``ask``: the position is
        the moment of an ask, so nobody holds a book (True: the asks of the seat on turn are
        priced there), or nothing is assumed (False: the position as the end of a log cut
        there); None: an ask's moment when the log's next line is an ask (:func:`at_ask`).
        ``whole``: every event holds, so no event gets a guard (``guards`` is empty) and a
        constraint already stated is not stated again — the model of questions about the
        position itself, not about which events prove what."""
        self.log = log
        self.rep = rep
        self.rules = log.rules
        self.who = resolve(log, viewer)
        self.know = Knowledge(log, self.who)
        from fishsolve.sat import SatModel

        self.m = SatModel()
        self.players = log.seating.players
        self.upto = upto
        self.guards: list[int] = []
        self.whole = whole
        self._stated: set[tuple[tuple[tuple[int, int], ...], int, int]] = set()
        # The holdings (seat index, rank) changed since the last check that nobody holds a
        # book (a whole model checks only these again).
        self._changed: set[tuple[int, Rank]] = set()
        self.laid: dict[Rank, int] = defaultdict(int)
        # The events that set a holding by the rules themselves (a yes hands over every card of
        # the rank, a book lays them) rather than by a constraint: explanations cite them.
        self.set_by: dict[tuple[int, Rank], list[int]] = defaultdict(list)
        self.event = 0
        self.laid_cards: set[Card] = set()
        hand = self.rules.hand_size(len(self.players))
        drawn = rep.states[upto].drawn
        self.cards_game = self.rules.card_asks
        self.suits: dict[Rank, list[Card]] = defaultdict(list)
        for c in self.rules.cards:
            self.suits[c.rank].append(c)
        # A whole model takes the draws this perspective knows as constants, not as one
        # variable per card (or rank) fixed by a constraint: about a third fewer variables at a
        # seat, for the model's making, its presolve and every question.
        self._facts = [self._slot_facts(rep, i) for i in range(upto)]  # the events read them too
        self._known: dict[int, tuple[Card | None, Rank | None]] = {}
        if whole:
            for facts in self._facts:
                for k, card, rank in facts:
                    self._known[k] = (card, rank)
        if self.cards_game:
            self._card_vars(hand, drawn)
        else:
            self._rank_vars(hand, drawn)
        self._changed = {(p.index, r) for p in self.players for r in self.rules.ranks}
        for i in range(upto):
            guard = None
            if not whole:
                guard = self.m.new_bool(f"event {i + 1}")
                self.guards.append(guard)
            self._event(rep, i, guard)
        if at_ask(log, upto) if ask is None else ask:
            # The position is the moment of an ask: every book is laid.
            self._checkpoint(None)

    # -- variables -----------------------------------------------------------------------------

    def _rank_vars(self, hand: int, drawn: int) -> None:
        m, ranks = self.m, self.rules.ranks
        known = self.know.hands()
        # hold[p][r]: what p holds of rank r now, as an expression.
        self.hold: dict[tuple[int, Rank], Expr] = {}
        self.dealt: dict[tuple[int, Rank], Expr] = {}
        for p in self.players:
            row = []
            for r in ranks:
                if p in known:
                    expr = Expr(const=sum(1 for c in known[p] if c.rank == r))
                else:
                    var = m.new_int(0, min(4, hand), f"{p.name} dealt rank {r.code}")
                    expr = Expr({var: 1})
                    row.append(var)
                self.hold[(p.index, r)] = expr
                self.dealt[(p.index, r)] = expr.copy()
            if row:
                m.add_linear(row, hand, hand)
        # slot[k][r]: Boolean "the k-th card drawn is of rank r".
        self.slot: list[dict[Rank, Expr]] = []
        for k in range(drawn):
            card, rank = self._known.get(k, (None, None))
            if card is not None or rank is not None:
                shown = card.rank if card is not None else rank
                self.slot.append({r: Expr(const=int(r == shown)) for r in ranks})
                continue
            lits = {r: m.new_bool(f"draw {k + 1} is rank {r.code}") for r in ranks}
            m.add_exactly_one(lits.values())
            self.slot.append({r: Expr({lit: 1}) for r, lit in lits.items()})
        for r in ranks:
            column = Expr()
            for p in self.players:
                column.add(self.hold[(p.index, r)])
            for k in range(drawn):
                column.add(self.slot[k][r])
            self._linear(column, 0, 4)

    def _card_vars(self, hand: int, drawn: int) -> None:
        m, cards = self.m, self.rules.cards
        known = self.know.hands()
        self.cardhold: dict[tuple[int, Card], Expr] = {}
        self.dealt_cards: dict[tuple[int, Card], Expr] = {}
        for p in self.players:
            row = []
            for c in cards:
                if p in known:
                    expr = Expr(const=int(c in known[p]))
                else:
                    lit = m.new_bool(f"{p.name} dealt {c}")
                    expr = Expr({lit: 1})
                    row.append(lit)
                self.cardhold[(p.index, c)] = expr
                self.dealt_cards[(p.index, c)] = expr.copy()
            if row:
                m.add_linear(row, hand - len(known.get(p, ())), hand - len(known.get(p, ())))
        self.cardslot: list[dict[Card, Expr]] = []
        for k in range(drawn):
            card = self._known.get(k, (None, None))[0]
            if card is not None:
                self.cardslot.append({c: Expr(const=int(c == card)) for c in cards})
                continue
            lits = {c: m.new_bool(f"draw {k + 1} is {c}") for c in cards}
            m.add_exactly_one(lits.values())
            self.cardslot.append({c: Expr({lit: 1}) for c, lit in lits.items()})
        for c in cards:
            place = Expr()
            for p in self.players:
                place.add(self.cardhold[(p.index, c)])
            for k in range(drawn):
                place.add(self.cardslot[k][c])
            self._linear(place, 0, 1)

    # -- questions -----------------------------------------------------------------------------

    def truth(self, hands: dict[Player, tuple[Card, ...]], stock: tuple[Card, ...]) -> int:
        """A literal that, assumed, fixes the deal and the drawn cards to a real arrangement
        (``hands`` as dealt, ``stock`` from the top): the soundness check — if the real game
        fits every perspective's model, nothing the model proves is false."""
        lit = self.m.new_bool("the real deal")
        if self.cards_game:
            for p in self.players:
                for c in self.rules.cards:
                    want = int(c in hands[p])
                    self._linear(self.dealt_cards[(p.index, c)], want, want, lit)
            for k, card_slot in enumerate(self.cardslot):
                self._linear(card_slot[stock[k]], 1, 1, lit)
        else:
            for p in self.players:
                for r in self.rules.ranks:
                    want = sum(1 for c in hands[p] if c.rank == r)
                    self._linear(self.dealt[(p.index, r)], want, want, lit)
            for k, rank_slot in enumerate(self.slot):
                self._linear(rank_slot[stock[k].rank], 1, 1, lit)
        return lit

    def settle(self, time_limit: float = TIME_LIMIT) -> bool:
        """Take every event as holding from now on: CP-SAT's presolve narrows each variable's
        domain with every guard true (by deduction only: every deal that fits keeps within
        them), and the model's variables take those domains — the same solutions, each later
        question's search starting from what presolve deduced (many of the questions' values
        fixed impossible already). False when presolve proves that no deal fits (the model is
        left as it was)."""
        from fishsolve.sat import SatSolver

        self._tallies()
        domains = SatSolver(time_limit, LINEARIZATION).implied_domains(self.m, self.guards)
        if domains is None:
            return False
        self.m.narrow(domains)
        return True

    def _tallies(self) -> None:
        """Counts the whole log implies, stated outright so that propagation sees them: what
        each hand holds now adds up to its size, and under card asks each card in play is in
        one hand or in the stock, which holds as many as the replay says."""
        now = self.rep.states[self.upto]
        for p in self.players:
            hand = Expr()
            if self.cards_game:
                for c in self.rules.cards:
                    hand.add(self.cardhold[(p.index, c)])
            else:
                for r in self.rules.ranks:
                    hand.add(self.hold[(p.index, r)])
            self._linear(hand, now.sizes[p.index], now.sizes[p.index])
        if not self.cards_game:
            return
        stock = []
        for c in self.rules.cards:
            if c in self.laid_cards:
                continue
            lit = self.m.new_bool(f"{c} in the stock")
            stock.append(lit)
            place = Expr({lit: 1})
            for p in self.players:
                place.add(self.cardhold[(p.index, c)])
            self._linear(place, 1, 1)
        self.m.add_linear(stock, now.stock, now.stock)

    def bounds(self, expr: Expr) -> tuple[int, int]:
        """The least and greatest value of ``expr`` over its variables' domains."""
        lo = hi = expr.const
        for var, coef in expr.terms.items():
            dom = self.m.domain(var)
            lo += coef * (dom[0] if coef > 0 else dom[-1])
            hi += coef * (dom[-1] if coef > 0 else dom[0])
        return lo, hi

    def solve(
        self, assumptions: list[int], time_limit: float = TIME_LIMIT, on: SatModel | None = None
    ) -> SatSolver | None:
        """A solver holding a witness, or None when provably none exists (``on``: a copy of
        :attr:`m` to solve instead, for a thread of its own)."""
        from fishsolve.sat import SatSolver, Status

        solver = SatSolver(time_limit, LINEARIZATION)
        status = solver.solve(self.m if on is None else on, assumptions=assumptions)
        if status is Status.UNKNOWN:
            raise Undecided(
                f"no answer within {time_limit:g} s per solver question; nothing is proved"
            )
        return solver if status is not Status.INFEASIBLE else None

    def value(self, solver: SatSolver, expr: Expr) -> int:
        return expr.const + sum(coef * solver.int_value(v) for v, coef in expr.terms.items())


__all__ = ["LINEARIZATION", "TIME_LIMIT", "Expr", "FishModel", "Undecided"]
