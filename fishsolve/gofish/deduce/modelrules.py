"""The rules of a Go Fish family log as constraints of :class:`~.model.FishModel`: each event's
(an ask, a book, a refill), the cards a perspective knows to be drawn, and the check that nobody
holds a book before an ask; each enforced by the event's literal (``guard``) unless the model is
of the position alone. The variables and the questions are :mod:`.model`'s.

Every holding is a linear expression (:class:`Expr`) over the model's variables: what a player
was dealt and drew, less what they gave and laid."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.events import Book, FishAsk, Refill

if TYPE_CHECKING:
    from fishsolve.gofish.deduce.perspective import Knowledge
    from fishsolve.gofish.game.events import FishLog
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.game.state import FishReplay
    from fishsolve.sat import SatModel
    from fishsolve.seating import Player


@dataclass
class Expr:
    """A linear expression: ``sum(coef * var) + const``."""

    terms: dict[int, int] = field(default_factory=dict)
    const: int = 0

    def add(self, other: Expr, sign: int = 1) -> None:
        for var, coef in other.terms.items():
            self.terms[var] = self.terms.get(var, 0) + sign * coef
            if not self.terms[var]:
                del self.terms[var]
        self.const += sign * other.const

    def copy(self) -> Expr:
        return Expr(dict(self.terms), self.const)


class EventRules:
    """The constraint-making half of :class:`~.model.FishModel` (which makes the variables and
    asks the questions): what each event says, as linear constraints on the holdings."""

    log: FishLog
    rep: FishReplay
    rules: GoFishRules
    know: Knowledge
    m: SatModel
    players: tuple[Player, ...]
    whole: bool
    cards_game: bool
    event: int
    laid: dict[Rank, int]
    laid_cards: set[Card]
    set_by: dict[tuple[int, Rank], list[int]]
    suits: dict[Rank, list[Card]]
    hold: dict[tuple[int, Rank], Expr]
    slot: list[dict[Rank, Expr]]
    cardhold: dict[tuple[int, Card], Expr]
    cardslot: list[dict[Card, Expr]]
    _stated: set[tuple[tuple[tuple[int, int], ...], int, int]]
    _changed: set[tuple[int, Rank]]
    _facts: list[list[tuple[int, Card | None, Rank | None]]]

    def _linear(self, expr: Expr, lo: int, hi: int, guard: int | None = None) -> None:
        """``lo <= expr <= hi`` (when ``guard`` holds)."""
        lo, hi = lo - expr.const, hi - expr.const
        if not expr.terms:
            if lo <= 0 <= hi:
                return
            # A constant that breaks the constraint: the guard (or the model) cannot hold.
            if guard is None:
                self.m.add_or([])
            else:
                self.m.add_or([-guard - 1])
            return
        least = most = 0
        for var, coef in expr.terms.items():
            dom = self.m.domain(var)
            least += coef * (dom[0] if coef > 0 else dom[-1])
            most += coef * (dom[-1] if coef > 0 else dom[0])
        if lo <= least and most <= hi:
            return  # every value the variables' domains allow satisfies it: nothing to add
        if guard is None:
            key = (tuple(sorted(expr.terms.items())), lo, hi)
            if key in self._stated:
                return
            self._stated.add(key)
        variables = list(expr.terms)
        self.m.add_linear(
            variables,
            lo,
            hi,
            [expr.terms[v] for v in variables],
            enforce=() if guard is None else (guard,),
        )

    def held(self, p: Player, rank: Rank) -> Expr:
        """What ``p`` holds of ``rank`` at the model's current event, as an expression."""
        if not self.cards_game:
            return self.hold[(p.index, rank)]
        total = Expr()
        for c in self.suits[rank]:
            total.add(self.cardhold[(p.index, c)])
        return total

    def _checkpoint(self, guard: int | None) -> None:
        # A player with a complete book lays it at once: nobody holds one before an ask.
        if guard is None and self.whole:
            # Every check holds at once: a holding unchanged since the last is checked already.
            for i, r in sorted(self._changed, key=lambda pr: (pr[0], pr[1].code)):
                self._linear(self.held(self.players[i], r), 0, self.rules.book - 1)
            self._changed.clear()
            return
        for p in self.players:
            for r in self.rules.ranks:
                self._linear(self.held(p, r), 0, self.rules.book - 1, guard)

    def _receive(self, p: Player, k: int) -> None:
        """``p`` takes the ``k``-th card of the stock."""
        self._changed.update((p.index, r) for r in self.rules.ranks)
        if self.cards_game:
            for c, expr in self.cardslot[k].items():
                self.cardhold[(p.index, c)].add(expr)
        else:
            for r, expr in self.slot[k].items():
                self.hold[(p.index, r)].add(expr)

    def _fix_slot(self, k: int, card: Card | None, rank: Rank | None, guard: int | None) -> None:
        """The ``k``-th card drawn is ``card`` (or of ``rank``), as this perspective knows."""
        if self.cards_game and card is not None:
            self._linear(self.cardslot[k][card], 1, 1, guard)
            return
        r = card.rank if card is not None else rank
        if r is not None:
            self._linear(self._drawn_of(k, r), 1, 1, guard)

    def _drawn_of(self, k: int, r: Rank) -> Expr:
        """1 when the ``k``-th card drawn is of rank ``r``, else 0."""
        if not self.cards_game:
            return self.slot[k][r]
        total = Expr()
        for c, expr in self.cardslot[k].items():
            if c.rank == r:
                total.add(expr)
        return total

    def _slot_facts(self, rep: FishReplay, i: int) -> list[tuple[int, Card | None, Rank | None]]:
        """What this perspective knows of the cards event ``i`` draws from the stock: (stock
        position, the card or None, its rank or None), for the draws it knows something of."""
        event, before = self.log.events[i], rep.states[i]
        if isinstance(event, Refill):
            if event.cards and self.know.sees(event.player):
                return []  # named as a hand, not by their places in the stock
            slots = range(before.drawn, before.drawn + event.count)
            known = [(k, self.know.drawn(event.player, None, k)) for k in slots]
            return [(k, card, None) for k, card in known if card is not None]
        if not isinstance(event, FishAsk) or event.given or before.stock == 0:
            return []
        k = before.drawn
        if event.lucky:
            # Shown to the table: the card asked for, or a card of the rank asked for.
            return [(k, self.rules.lucky_card(event.card, event.drawn), event.rank)]
        card = self.know.drawn(event.asker, event.drawn, k)
        return [(k, card, None)] if card is not None else []

    def _event(self, rep: FishReplay, i: int, guard: int | None) -> None:
        self.event = i + 1
        event = self.log.events[i]
        before = rep.states[i]
        if isinstance(event, FishAsk):
            self._ask(event, before.stock, before.drawn, guard)
        elif isinstance(event, Book):
            self._book(event, guard)
        else:
            self._refill(event, before.drawn, guard)
        for k, card, rank in self._facts[i]:
            self._fix_slot(k, card, rank, guard)

    def _refill(self, e: Refill, drawn: int, guard: int | None) -> None:
        slots = range(drawn, drawn + e.count)
        named = e.cards if self.know.sees(e.player) else ()
        if named:
            # The cards are named as a hand, not by their places in the stock.
            if self.cards_game:
                for c in named:
                    total = Expr()
                    for k in slots:
                        total.add(self.cardslot[k][c])
                    self._linear(total, 1, 1, guard)
            else:
                for r in self.rules.ranks:
                    total = Expr()
                    for k in slots:
                        total.add(self.slot[k][r])
                    n = sum(1 for c in named if c.rank == r)
                    self._linear(total, n, n, guard)
        for k in slots:
            self._receive(e.player, k)

    def _ask(self, e: FishAsk, stock: int, drawn: int, guard: int | None) -> None:
        self._checkpoint(guard)
        a, t, r = e.asker, e.target, e.rank
        # The asker holds a card of the rank (and, asking for a card, not that card).
        self._linear(self.held(a, r), 1, 4, guard)
        if self.cards_game:
            assert e.card is not None
            c = e.card
            self._linear(self.cardhold[(a.index, c)], 0, 0, guard)
            if e.given:
                self._linear(self.cardhold[(t.index, c)], 1, 1, guard)
                for p in self.players:
                    self.cardhold[(p.index, c)] = Expr(const=int(p == a))
                    self.set_by[(p.index, r)].append(self.event)
                    self._changed.add((p.index, r))
            else:
                self._linear(self.cardhold[(t.index, c)], 0, 0, guard)
        else:
            self._linear(self.hold[(t.index, r)], e.given, e.given, guard)
            self.hold[(a.index, r)].add(Expr(const=e.given))
            self.hold[(t.index, r)] = Expr()
            self._changed.update(((a.index, r), (t.index, r)))
            self.set_by[(a.index, r)].append(self.event)
            self.set_by[(t.index, r)] = [self.event]
        if e.given or stock == 0:
            return
        k = drawn
        if not e.lucky:
            # An unshown draw is not what was asked for: it would have been shown — under card
            # asks the card asked for, or with lucky-rank any card of its rank.
            if self.cards_game and not self.rules.lucky_rank:
                assert e.card is not None
                self._linear(self.cardslot[k][e.card], 0, 0, guard)
            else:
                self._linear(self._drawn_of(k, r), 0, 0, guard)
        self._receive(a, k)

    def _book(self, e: Book, guard: int | None) -> None:
        book = self.rules.book
        if self.cards_game:
            laid = e.cards or tuple(c for c in self.rules.cards if c.rank == e.rank)
            self.laid[e.rank] += len(laid)
            self.laid_cards.update(laid)
            for c in laid:
                self._linear(self.cardhold[(e.player.index, c)], 1, 1, guard)
                for p in self.players:
                    self.cardhold[(p.index, c)] = Expr()
                    self.set_by[(p.index, e.rank)].append(self.event)
                    self._changed.add((p.index, e.rank))
            return
        held = self.hold[(e.player.index, e.rank)]
        self._linear(held, book, 4, guard)
        held.add(Expr(const=book), sign=-1)
        self._changed.add((e.player.index, e.rank))
        self.set_by[(e.player.index, e.rank)].append(self.event)
        self.laid[e.rank] += book
        self.laid_cards.update(e.cards)
