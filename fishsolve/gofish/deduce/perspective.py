"""What one perspective of a Go Fish family log knows, fed event by event into the filter.

A perspective is a seat (that player's view), ``"public"`` (the table) or ``"full"`` (everything
the log records). Public: every ask and answer (Go Fish: how many cards were handed over; card
asks: the card), books and their cards, shown (lucky) draws, refill counts, hand and stock sizes.
A seat adds its own dealt hand (when the log has it), the cards it drew unseen (written in the log,
or read from its ``stock:`` line) and the suits of named cards handed to or by it. ``"full"`` has
every hand the log has, the ``stock:`` line and every written draw.
"""

from __future__ import annotations

from math import factorial

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce import pool
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

PUBLIC = "public"
FULL = "full"

Viewer = Player | str


def resolve(log: FishLog, viewer: Viewer) -> Player | str:
    """``viewer`` as a seated player, ``"public"`` or ``"full"`` (names and prefixes are read)."""
    if isinstance(viewer, Player):
        return viewer
    if viewer.lower() in (PUBLIC, FULL):
        return viewer.lower()
    return log.seating.player(viewer)


class Knowledge:
    """Which private facts of the log one perspective may use."""

    def __init__(self, log: FishLog, viewer: Player | str) -> None:
        self.log = log
        self.viewer = viewer

    def sees(self, player: Player) -> bool:
        """True when the viewer sees ``player``'s private cards (their draws, their hand)."""
        return self.viewer == FULL or self.viewer == player

    @property
    def stock_known(self) -> bool:
        return self.viewer == FULL and self.log.stock is not None

    def complete(self) -> bool:
        """True when this perspective uses every private fact the log records (every known hand,
        the stock's order, every written draw and named hand-over): then a deal and stock order
        fitting what it knows fit the whole log, and one not fitting it fits nothing."""
        if self.viewer == FULL:
            return True
        log = self.log
        if log.stock is not None or any(not self.sees(p) for p, _ in log.hands):
            return False
        for e in log.events:
            if isinstance(e, FishAsk):
                if e.cards and not (self.sees(e.asker) or self.sees(e.target)):
                    return False
                # A lucky draw is the card (rank) asked for, shown to the table.
                if e.drawn is not None and not e.lucky and not self.sees(e.asker):
                    return False
            elif isinstance(e, Refill) and e.cards and not self.sees(e.player):
                return False
        return True

    def hands(self) -> dict[Player, tuple[Card, ...]]:
        return {p: cards for p, cards in self.log.hands if self.sees(p)}

    def drawn(self, player: Player, given: Card | None, position: int) -> Card | None:
        """The card ``player`` drew unseen at stock ``position``, if the viewer knows it."""
        if not self.sees(player):
            return None
        if given is not None:
            return given
        if self.log.stock is not None and position < len(self.log.stock):
            return self.log.stock[position]
        return None


def at_ask(log: FishLog, at: int) -> bool:
    """True when the position after ``at`` events is the moment of an ask: the log's next line
    is one. Every complete book is laid at once ("En cualquier momento en que tenga cuatro cartas
    del mismo valor, colóquelas boca arriba", S-GF Paso 4), so nobody holds a book of an unlaid
    rank then. Before a book or a refill line, and after the log's last line, a book may still be
    waiting to be laid (the log writes it on the line after the one that completed it). Asks
    priced at any position are asks made then, with every book laid."""
    return at < len(log.events) and isinstance(log.events[at], FishAsk)


def run(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None
) -> tuple[Filter, Player | str]:
    """The filter of ``viewer``'s knowledge after ``at`` events (raises :class:`TooCostly`)."""
    who = resolve(log, viewer)
    if not 0 <= at <= len(log.events):
        raise FishsolveError(f"position {at} is outside the log (0 to {len(log.events)})")
    know = Knowledge(log, who)
    static = (log.seating, log.rules, log.hands, log.stock, who, budget)
    for events, why in _PAST_BUDGET.get(static, ()):
        if len(events) <= at and log.events[: len(events)] == events:
            raise TooCostly(why)
    players = log.seating.players
    known = {c: p.index for p, cards in know.hands().items() for c in cards}
    # The pool's counts are cached, and only work done is charged to the budget: starting cold
    # makes whether a position fits the budget a function of the position alone (the same log
    # and options give the same report, whatever was computed before in the process).
    pool.clear_caches()
    pool.STEPS[0] = 0
    start = rep.states[0]
    stock_order = log.stock if know.stock_known else None
    f = Filter(log.rules, len(players), known, stock_order, list(start.sizes), start.stock, budget)
    for i in range(at):
        try:
            event_step(f, know, log, rep, i)
        except TooCostly as err:
            _remember(static, log.events[: i + 1], str(err))
            raise
    return f, who


_PAST_BUDGET: dict[tuple[object, ...], list[tuple[tuple[object, ...], str]]] = {}
"""Per log (its seating, rules, known hands, stock), viewer and budget: the event prefixes at
which the filter went past its budget, and why. The filter reads the events in order from a cold
start, so every later position of a log with that prefix goes past it at the same event: `live`
and `review` skip the work of finding that out again (about 0.6 s a position of an Authors game
from a seat). The same answer, not an estimate."""

PAST_BUDGET_KEPT = 64
"""How many prefixes are remembered (the oldest forgotten first)."""


def _remember(static: tuple[object, ...], events: tuple[object, ...], why: str) -> None:
    kept = _PAST_BUDGET.setdefault(static, [])
    if (events, why) not in kept:
        kept.append((events, why))
    while sum(len(v) for v in _PAST_BUDGET.values()) > PAST_BUDGET_KEPT:
        oldest = next(iter(_PAST_BUDGET))
        _PAST_BUDGET[oldest].pop(0)
        if not _PAST_BUDGET[oldest]:
            del _PAST_BUDGET[oldest]


def event_step(
    f: Filter, know: Knowledge, log: FishLog, rep: FishReplay, i: int, question: bool = False
) -> int | None:
    """Apply event ``i`` (0-based) to ``f``. With ``question``, an ask's question is applied
    first on its own and the count after it returned (None for any other event): what the
    question told, at no extra work (:mod:`.info`)."""
    event = log.events[i]
    before = rep.states[i]
    asked: int | None = None
    if isinstance(event, FishAsk):
        _question(f, event)
        if question:
            asked = f.total()
        _answer(f, know, log, event, before.stock, before.drawn)
    elif isinstance(event, Book):
        cards = event.cards
        if not cards and log.rules.book == 4:
            cards = tuple(c for c in log.rules.cards if c.rank == event.rank)
        if len(cards) != log.rules.book:
            raise TooCostly("a book whose cards the log does not name (under pairs) is not counted")
        f.lay(event.player.index, event.rank, cards)
    else:
        _refill(f, know, log, event, before.stock, before.drawn)
    return asked


def _question(f: Filter, e: FishAsk) -> None:
    """What asking says before the answer: the asker holds a card of the rank (asking for a
    card, not that card), and no unlaid rank is held four times (it would have been laid)."""
    f.need(e.rank)
    f.caps()
    f.holds_at_least(e.asker.index, e.rank, 1)
    if e.card is not None:
        f.card_at(e.card, e.asker.index, False)


def _answer(f: Filter, know: Knowledge, log: FishLog, e: FishAsk, stock: int, drawn: int) -> None:
    """The answer to an ask, after its question: cards handed over (or not), and the draw."""
    a, t, r = e.asker.index, e.target.index, e.rank
    if e.card is not None:
        if e.given:
            f.move_card(e.card, t, a)
        else:
            f.card_at(e.card, t, False)
    else:
        f.holds_exactly(t, r, e.given)
        if e.cards and (know.sees(e.asker) or know.sees(e.target)):
            for c in e.cards:
                if c not in f.known:
                    f.reveal(c, t)
        f.move_rank(t, a, r)
    if e.given or stock == 0:
        return
    if e.lucky:
        card = log.rules.lucky_card(e.card, e.drawn)
        if card is None and log.stock is not None:
            card = log.stock[drawn]
        if card is not None:
            f.draw_known(a, card, stock)
        else:
            f.draw_of_rank(a, r, stock)
        return
    card = know.drawn(e.asker, e.drawn, drawn)
    if card is not None:
        f.draw_known(a, card, stock)
    elif log.rules.lucky_by_rank:
        # Not shown: not of the rank asked for (under card asks with lucky-rank too).
        f.hidden_draw(a, stock, not_rank=r)
    else:
        assert e.card is not None
        f.hidden_draw(a, stock, not_card=e.card)


def _refill(f: Filter, know: Knowledge, log: FishLog, e: Refill, stock: int, drawn: int) -> None:
    p = e.player.index
    cards: tuple[Card, ...] | None = None
    if know.sees(e.player):
        if e.cards:
            cards = e.cards
        elif log.stock is not None:
            cards = log.stock[drawn : drawn + e.count]
    if cards is None:
        for k in range(e.count):
            f.hidden_draw(p, stock - k)
        return
    if f.stock_order is not None:
        cards = tuple(log.stock[drawn : drawn + e.count]) if log.stock else cards
        for k, c in enumerate(cards):
            f.draw_known(p, c, stock - k)
        return
    for k, c in enumerate(cards):
        f.draw_known(p, c, stock - k)
    # The cards came in some order: every order of the same cards is as consistent.
    f.states = {key: w * factorial(len(cards)) for key, w in f.states.items()}
