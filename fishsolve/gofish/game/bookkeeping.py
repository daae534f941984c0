"""The Go Fish family replay's running record: where each card is known to be, what the log knows
of each hand, the stock, the books, the turn, and who draws next.

:class:`Bookkeeper` starts the record from the deal (checking the dealt hands and the stock line),
moves known cards with a check that they were where they are said to leave from, gives the public
state of the moment and finds the next player still in; the events themselves are checked and
applied by :mod:`fishsolve.gofish.game.replay`.
"""

from __future__ import annotations

from collections import Counter

from fishsolve.cards import Card, Rank
from fishsolve.errors import Location, NotationError, RuleError
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.holding import Holding
from fishsolve.gofish.game.state import FishState
from fishsolve.seating import Player
from fishsolve.text.source import Source


def where(source: Source | None, name: str | None = None) -> Location | None:
    """Where ``source`` (its field ``name``, if given) is, for an error; None without a source."""
    return source.at(name) if source else None


class Bookkeeper:
    """The running record of one replay, from the deal on."""

    def __init__(self, log: FishLog, lenient: bool) -> None:
        self.log = log
        self.lenient = lenient
        self.errors: list[RuleError] = []
        rules, players = log.rules, log.seating.players
        try:
            rules.check_table(len(players))
            rules.check_deal(len(players))
        except NotationError as err:
            raise RuleError(err.message) from None
        size = rules.hand_size(len(players))
        total = len(rules.cards)
        known = log.known
        self.hold = {p: Holding.dealt(known.get(p), size) for p in players}
        # Where each card known by suit is: a player's name, "laid" or "stock".
        self.place: dict[Card, str] = {}
        for i, (p, cards) in enumerate(log.hands):
            src = log.hand_sources[i] if i < len(log.hand_sources) else None
            if len(cards) != size:
                raise RuleError(f"{p.name} is dealt {size} cards; {len(cards)} given", where(src))
            for c in cards:
                self._claim_place(c, p.name, src)
        self.stock_left = total - size * len(players)
        if log.stock is not None:
            if len(log.stock) != self.stock_left:
                raise RuleError(
                    f"the stock holds {self.stock_left} cards after the deal; "
                    f"{len(log.stock)} given",
                    where(log.stock_source),
                )
            for c in log.stock:
                self._claim_place(c, "stock", log.stock_source)
        self.drawn = 0
        self.books: list[tuple[Player, Rank]] = []
        self.laid: Counter[Rank] = Counter()
        self.turn: Player | None = log.start
        self.why = (
            f"start: {log.start.name} (line {log.start_source.line})"
            if log.start and log.start_source
            else (f"start: {log.start.name}" if log.start else "")
        )
        self.due: list[Player] = []
        self.over = False
        self.dealing = True
        """No ask yet: under ``deal-books`` a book laid now is replaced (:attr:`owed`)."""
        self.owed: Counter[Player] = Counter()
        """Under ``deal-books``: cards still to be dealt to each player for their deal books."""

    # -- bookkeeping ---------------------------------------------------------------------------

    def _claim_place(self, card: Card, place: str, source: Source | None) -> None:
        if card not in self.log.rules.cards:
            raise RuleError(f"{card} is not in this deck", where(source))
        if card in self.place and self.place[card] != place:
            raise RuleError(f"{card} is already known to be {self._at(card)}", where(source))
        self.place[card] = place

    def _at(self, card: Card) -> str:
        place = self.place[card]
        return {"laid": "in a book", "stock": "in the stock"}.get(place, f"with {place}")

    def _move(self, card: Card, place: str, source: Source | None, expect: str) -> None:
        """``card`` goes to ``place``; it must not be known anywhere but ``expect``."""
        now = self.place.get(card)
        if now is not None and now != expect:
            raise RuleError(f"{card} is known to be {self._at(card)}", where(source))
        self.place[card] = place

    def state(self) -> FishState:
        players = self.log.seating.players
        turn = None if self.over else self.turn_now()
        due = tuple(self.due)
        if self.log.rules.draw_on_turn:
            due = (turn,) if turn is not None and self.must_draw(turn) else ()
        return FishState(
            turn=turn,
            sizes=tuple(self.hold[p].size for p in players),
            stock=self.stock_left,
            drawn=self.drawn,
            books=tuple(self.books),
            due=due,
            over=self.over,
        )

    # -- turns ---------------------------------------------------------------------------------

    def _active(self, p: Player) -> bool:
        if self.log.rules.draw_on_turn:
            # An empty hand draws when its turn comes, as long as the stock has cards.
            return self.hold[p].size > 0 or self.stock_left > 0
        return self.hold[p].size > 0 or p in self.due

    def _next_active(self, p: Player) -> Player | None:
        seating = self.log.seating
        q = seating.left_of(p)
        for _ in range(len(seating)):
            if self._active(q):
                return q
            q = seating.left_of(q)
        return None

    def must_draw(self, p: Player) -> bool:
        """Under ``draw-on-turn``: ``p``, on turn, has an empty hand and the stock has cards."""
        return self.hold[p].size == 0 and self.stock_left > 0

    def turn_now(self) -> Player | None:
        """Who is on turn. Under ``draw-on-turn`` a player on turn who holds cards while nobody
        else holds any has nobody to ask: the turn passes to the left, to a player who draws.
        That is judged when the turn is used (an ask or a draw), every book laid by then: a
        book that empties the player on turn's own hand makes them draw instead."""
        t = self.turn
        if t is None or self.over or not self.log.rules.draw_on_turn:
            return t
        others = (q for q in self.log.seating if q != t)
        if self.hold[t].size and self.stock_left and all(self.hold[q].size == 0 for q in others):
            return self.log.seating.left_of(t)
        return t

    def pass_on(self) -> None:
        """Apply :meth:`turn_now` before a turn is used, saying why the turn moved."""
        now = self.turn_now()
        if now is not None and now != self.turn:
            assert self.turn is not None
            self.why = (
                f"{self.turn.name} holds the only cards in hand, so has nobody to ask: the turn "
                f"passes to the left, to {now.name}, who draws (draw-on-turn)"
            )
            self.turn = now
