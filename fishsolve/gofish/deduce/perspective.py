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

from fishsolve.errors import FishsolveError
from fishsolve.game.cards import Card
from fishsolve.game.table import Player
from fishsolve.gofish.deduce import pool
from fishsolve.gofish.deduce.states import Filter, TooCostly
from fishsolve.gofish.game.events import Book, FishAsk, FishLog, Refill
from fishsolve.gofish.game.replay import FishReplay

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


def run(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None
) -> tuple[Filter, Player | str]:
    """The filter of ``viewer``'s knowledge after ``at`` events (raises :class:`TooCostly`)."""
    who = resolve(log, viewer)
    if not 0 <= at <= len(log.events):
        raise FishsolveError(f"position {at} is outside the log (0 to {len(log.events)})")
    know = Knowledge(log, who)
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
        event_step(f, know, log, rep, i)
    return f, who


def event_step(f: Filter, know: Knowledge, log: FishLog, rep: FishReplay, i: int) -> None:
    event = log.events[i]
    before = rep.states[i]
    if isinstance(event, FishAsk):
        _ask(f, know, log, event, before.stock, before.drawn)
    elif isinstance(event, Book):
        cards = event.cards
        if not cards and log.rules.book == 4:
            cards = tuple(c for c in log.rules.cards if c.rank == event.rank)
        if len(cards) != log.rules.book:
            raise TooCostly("a book whose cards the log does not name (under pairs) is not counted")
        f.lay(event.player.index, event.rank, cards)
    else:
        _refill(f, know, log, event, before.stock, before.drawn)


def _ask(f: Filter, know: Knowledge, log: FishLog, e: FishAsk, stock: int, drawn: int) -> None:
    a, t, r = e.asker.index, e.target.index, e.rank
    f.need(r)
    f.caps()
    f.holds_at_least(a, r, 1)
    if e.card is not None:
        f.card_at(e.card, a, False)
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
        card = e.drawn or e.card
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
    elif e.card is not None:
        f.hidden_draw(a, stock, not_card=e.card)
    else:
        f.hidden_draw(a, stock, not_rank=r)


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
