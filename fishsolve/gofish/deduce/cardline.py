"""One perspective's card-ask log (Authors, Simplified Fish) read as a
:class:`~fishsolve.gofish.deduce.timeline.Timeline`: the rank-level constraints of Go Fish and,
for the cards a log tells apart, where each card may lie.

Under card asks the cards of one rank are no longer interchangeable. An ask for card ``c`` says
the asker holds a card of ``c``'s rank (a rank-level constraint, as in Go Fish) but not ``c``; a
go fish says the target lacks ``c``; a yes moves ``c`` alone, named, so it is known from then on;
a hidden draw after a go fish is not ``c`` (under ``lucky-rank``, of another rank: its block is
closed to the rank). An unknown card never leaves a hand unseen (a yes names it, a book shows
it), so "``p`` lacks ``c`` after ``p``'s first ``b`` blocks" is "``c`` is in none of them": each
card's possible blocks of a player are one run ``lo`` to ``hi``
(:class:`~fishsolve.gofish.deduce.timeline.CardRule`) — ``lo`` past every block before a lack,
``hi`` at a yes (the card was in the target's blocks then, and nowhere else: nor in the stock).

A card named in a yes stays one of the unknowns (its position is unknown): the target's count of
the rank falls by one then (its *offset*), the asker's rises by one, so a player's count of a rank
at any time is still that offset plus the rank's cards in all their blocks drawn so far. Counts
fall only at a yes and at a book, both public, so the cap (three of an unlaid rank at an ask) is
checked at the last ask before each (:meth:`_Walk.flush`). A lucky draw shown without its suit
(``lucky-rank``) is a block of one holding one card of the rank.

A rank whose cards the log tells apart (some card's run is not every block and the stock) keeps
every unknown card of it in :attr:`~fishsolve.gofish.deduce.timeline.RankRule.cards`, and
:mod:`.carddp` places them one by one; the others are counted by rank, as in Go Fish.
"""

from __future__ import annotations

from math import factorial

from fishsolve.cards import Card
from fishsolve.gofish.deduce.perspective import Knowledge
from fishsolve.gofish.deduce.timeline import (
    LAID,
    CardRule,
    Constraint,
    Timeline,
    _Walk,
    walked,
)
from fishsolve.gofish.game.events import Book, FishAsk, FishLog
from fishsolve.gofish.game.state import FishReplay


def applies(log: FishLog, stock_known: bool) -> bool:
    """True when :func:`build` reads this log: card asks, books of four, no known stock order."""
    return log.rules.card_asks and log.rules.book == 4 and not stock_known


class _CardWalk(_Walk):
    def __init__(self, log: FishLog, know: Knowledge, rep: FishReplay) -> None:
        super().__init__(log, know, rep)
        self.named: set[Card] = set()
        """Cards at unknown positions named in a yes (known where they are now)."""
        self.lo_card: dict[tuple[Card, int], int] = {}
        self.hi_card: dict[tuple[Card, int], int] = {}
        self.no_stock: set[Card] = set()
        self.broken = False

    def known_card(self, p: int, card: Card) -> None:
        super().known_card(p, card)
        self.where[card] = p  # a card known again moves too (the count is then impossible)

    def lacks(self, p: int, card: Card) -> None:
        """``p`` does not hold ``card`` now."""
        if card in self.where:
            if self.where[card] == p:
                self.broken = True
            return
        key = (card, p)
        self.lo_card[key] = max(self.lo_card.get(key, 0), len(self.blocks[p]))

    def give(self, t: int, a: int, card: Card) -> None:
        """``t`` hands ``card`` to ``a`` (a yes)."""
        r = card.rank
        self.flush(t, r)  # t's count falls: the cap at the asks before is checked now
        if card in self.where:
            if self.where[card] != t:
                self.broken = True
        else:
            for q in range(self.n):
                self.hi_card[(card, q)] = len(self.blocks[q]) if q == t else 0
            self.no_stock.add(card)
            self.named.add(card)
            self.known.add(card)
        self.where[card] = a
        self.offset[(t, r)] -= 1
        self.offset[(a, r)] += 1

    def ask(self, e: FishAsk, stock: int, drawn: int) -> None:
        a, t, r, card = e.asker.index, e.target.index, e.rank, e.card
        assert card is not None
        self.caps()
        self.constrain(a, r, {1, 2, 3, 4})
        self.lacks(a, card)
        if e.given:
            self.give(t, a, card)
        else:
            self.lacks(t, card)
        if e.given or stock == 0:
            return
        if e.lucky:
            shown = self.log.rules.lucky_card(e.card, e.drawn)
            if shown is None and self.log.stock is not None:
                shown = self.log.stock[drawn]
            if shown is not None:
                self.known_card(a, shown)
            else:  # lucky-rank, the suit not noted: a block of one holding one of the rank
                b = len(self.blocks[a])
                self.blocks[a].append(1)
                self.rules[r].constraints.append(Constraint(a, b, b + 1, frozenset({1})))
            return
        got = self.know.drawn(e.asker, e.drawn, drawn)
        if got is not None:
            self.known_card(a, got)
        elif self.log.rules.lucky_by_rank:
            self.block(a, 1, r)  # not of the rank asked for
        else:
            self.block(a, 1, None)
            self.lacks(a, card)  # not the card asked for

    def book(self, e: Book) -> None:
        super().book(e)
        for c in self.log.rules.cards:
            if c.rank == e.rank:
                self.where[c] = LAID

    def finish(self, stock: int) -> Timeline:
        tl = super().finish(stock)
        held = dict(self.where)
        if self.broken:
            tl.impossible = True
        if tl.impossible:
            tl.held = held
            tl.deck = self.log.rules.cards
            return tl
        for r, rule in tl.ranks.items():
            cards = [c for c in self.log.rules.cards if c.rank == r]
            unknown = [c for c in cards if c not in self.known or c in self.named]
            places: dict[Card, CardRule] = {}
            told = False
            for c in unknown:
                spans = []
                for p in range(self.n):
                    end = len(self.blocks[p])
                    lo = self.lo_card.get((c, p), 0)
                    hi = self.hi_card.get((c, p), end)
                    spans.append((lo, hi))
                    told = told or lo > 0 or hi < end
                places[c] = CardRule(tuple(spans), c not in self.no_stock)
                told = told or c in self.no_stock
            if told:
                rule.cards = places
                # placed one by one, the cards are told apart: no orders of them to multiply in
                tl.physical //= factorial(self.unknown[r] - self.revealed[r])
        tl.held = held
        tl.deck = self.log.rules.cards
        return tl


def build(log: FishLog, rep: FishReplay, know: Knowledge, at: int, ask: bool = False) -> Timeline:
    """The counting problem of ``know``'s perspective after ``at`` events (see :func:`applies`);
    with ``ask``, at an ask made then: nobody holds four of an unlaid rank."""
    return walked(_CardWalk(log, know, rep), log, rep, at, ask)
