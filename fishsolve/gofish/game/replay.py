"""Replay a Go Fish family log: the public state after every event, and every rule checked.

The rules (sheet S-GF "Jugabilidad", S-ES for Simplified Fish) checked here:

- the player on turn asks another player who holds cards, for a rank they hold (Go Fish) or for
  a card of a rank they hold and do not hold themselves (Authors, Simplified Fish);
- a yes hands over every card of the rank (Go Fish: how many is seen) or the card, and the asker
  asks again; "go fish" draws the top of the stock, which is shown if it is the rank (card)
  asked for — the asker asks again — and kept hidden otherwise — the turn passes to the left;
- four of a rank (two under ``pairs``) are laid as a book at once, without using the turn;
- a player whose hand empties draws five cards (or what is left) at once; with an empty stock
  they are out; the game ends when the stock and every hand are empty.

What the log knows of each hand (:class:`~fishsolve.gofish.game.holding.Holding`) is checked too:
a full record (every hand and the stock) has every answer and draw checked; a partial one has
what it knows checked and leaves the rest to deduction (is there any deal and stock that fits?).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from fishsolve.errors import Location, RuleError
from fishsolve.game.cards import Card, Rank
from fishsolve.game.events import Source
from fishsolve.game.table import Player
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.holding import Holding

REFILL = 5
"""Cards drawn by a player whose hand empties (S-GF Paso 5: "tome cinco cartas del mazo")."""


@dataclass(frozen=True)
class FishState:
    """The public state after an event: what everyone at the table sees.

    Attributes:
        turn: the player on turn (None before the first event of a log with no ``start:``, and
            once the game is over).
        sizes: hand sizes, by seat index.
        stock: cards left in the stock.
        drawn: cards drawn from the stock so far (the next draw takes position ``drawn``).
        books: the books laid so far, in order, as (player, rank).
        due: players whose hand is empty while the stock has cards: they draw next.
        over: the stock and every hand are empty.
    """

    turn: Player | None
    sizes: tuple[int, ...]
    stock: int
    drawn: int
    books: tuple[tuple[Player, Rank], ...]
    due: tuple[Player, ...] = ()
    over: bool = False

    def size(self, player: Player) -> int:
        """``player``'s hand size."""
        return self.sizes[player.index]

    def booked(self, rank: Rank) -> int:
        """Books of ``rank`` laid so far (at most one, or two under pairs)."""
        return sum(1 for _, r in self.books if r == rank)


@dataclass
class FishReplay:
    """The states of a replayed log: ``states[0]`` after the deal, ``states[n]`` after event n."""

    log: FishLog
    states: list[FishState]
    errors: list[RuleError] = field(default_factory=list)

    @property
    def final(self) -> FishState:
        return self.states[-1]

    def score(self, player: Player, at: int | None = None) -> int:
        """``player``'s points after ``at`` events (default: all)."""
        state = self.states[-1 if at is None else at]
        rules = self.log.rules
        return sum(rules.points_of(r) for p, r in state.books if p == player)


def _where(source: Source | None, name: str | None = None) -> Location | None:
    return source.at(name) if source else None


class _Replayer:
    def __init__(self, log: FishLog, lenient: bool) -> None:
        self.log = log
        self.lenient = lenient
        self.errors: list[RuleError] = []
        rules, players = log.rules, log.seating.players
        size = rules.hand_size(len(players))
        total = len(rules.cards)
        if size * len(players) > total:
            raise RuleError(
                f"{len(players)} hands of {size} need {size * len(players)} cards; "
                f"the deck has {total}"
            )
        known = log.known
        self.hold = {p: Holding.dealt(known.get(p), size) for p in players}
        # Where each card known by suit is: a player's name, "laid" or "stock".
        self.place: dict[Card, str] = {}
        for i, (p, cards) in enumerate(log.hands):
            src = log.hand_sources[i] if i < len(log.hand_sources) else None
            if len(cards) != size:
                raise RuleError(f"{p.name} is dealt {size} cards; {len(cards)} given", _where(src))
            for c in cards:
                self._claim_place(c, p.name, src)
        self.stock_left = total - size * len(players)
        if log.stock is not None:
            if len(log.stock) != self.stock_left:
                raise RuleError(
                    f"the stock holds {self.stock_left} cards after the deal; "
                    f"{len(log.stock)} given",
                    _where(log.stock_source),
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

    # -- bookkeeping ---------------------------------------------------------------------------

    def _claim_place(self, card: Card, place: str, source: Source | None) -> None:
        if card not in self.log.rules.cards:
            raise RuleError(f"{card} is not in this deck", _where(source))
        if card in self.place and self.place[card] != place:
            raise RuleError(f"{card} is already known to be {self._at(card)}", _where(source))
        self.place[card] = place

    def _at(self, card: Card) -> str:
        place = self.place[card]
        return {"laid": "in a book", "stock": "in the stock"}.get(place, f"with {place}")

    def _move(self, card: Card, place: str, source: Source | None, expect: str) -> None:
        """``card`` goes to ``place``; it must not be known anywhere but ``expect``."""
        now = self.place.get(card)
        if now is not None and now != expect:
            raise RuleError(f"{card} is known to be {self._at(card)}", _where(source))
        self.place[card] = place

    def state(self) -> FishState:
        players = self.log.seating.players
        return FishState(
            turn=None if self.over else self.turn,
            sizes=tuple(self.hold[p].size for p in players),
            stock=self.stock_left,
            drawn=self.drawn,
            books=tuple(self.books),
            due=tuple(self.due),
            over=self.over,
        )

    # -- events --------------------------------------------------------------------------------

    def run(self) -> FishReplay:
        states = [self.state()]
        for event in self.log.events:
            try:
                self.event(event)
            except RuleError as err:
                if not self.lenient:
                    raise
                self.errors.append(err)
            states.append(self.state())
        return FishReplay(self.log, states, self.errors)

    def event(self, event: FishEvent) -> None:
        if self.over:
            raise RuleError(
                "the game is over: the stock and every hand are empty", _where(event.source)
            )
        if isinstance(event, FishAsk):
            self.ask(event)
        elif isinstance(event, Book):
            self.book(event)
        else:
            self.refill(event)
        self.settle()

    def _books_owed(self, source: Source | None) -> None:
        book = self.log.rules.book
        for p, h in self.hold.items():
            for rank in sorted({c.rank for c in h.cards} | set(h.ranks)):
                if h.of(rank) >= book:
                    what = "a pair" if book == 2 else "four"
                    raise RuleError(
                        f"{p.name} holds {what} of rank {rank.code} and lays the book at once "
                        f"(write '{p.name} books {rank.code}' before this line)",
                        _where(source),
                    )

    def ask(self, e: FishAsk) -> None:
        rules = self.log.rules
        src = e.source
        self._books_owed(src)
        if self.due:
            p = self.due[0]
            raise RuleError(
                f"{p.name}'s hand is empty and the stock has cards: {p.name} draws "
                f"{min(REFILL, self.stock_left)} first (write '{p.name} draws "
                f"{min(REFILL, self.stock_left)}')",
                _where(src),
            )
        if self.turn is None:
            self.turn = e.asker
        if e.asker != self.turn:
            raise RuleError(
                f"it is {self.turn.name}'s turn, not {e.asker.name}'s ({self.why})",
                _where(src, "actor"),
            )
        asker, target = self.hold[e.asker], self.hold[e.target]
        if e.target == e.asker:
            raise RuleError("a player asks another player, not themselves", _where(src, "target"))
        if target.size == 0:
            raise RuleError(
                f"{e.target.name} has no cards; ask a player who holds cards",
                _where(src, "target"),
            )
        if asker.of(e.rank) == 0 and asker.exact:
            raise RuleError(
                f"{e.asker.name} asks for rank {e.rank.code} without holding one (the log knows "
                "every card of that hand)",
                _where(src, "rank"),
            )
        if e.card is not None and self.place.get(e.card) == "laid":
            raise RuleError(f"{e.card} is in a book already", _where(src, "rank"))
        if e.card is not None and e.card in asker.cards:
            raise RuleError(
                f"{e.asker.name} asks for {e.card}, which {e.asker.name} holds", _where(src, "rank")
            )
        if rules.card_asks:
            self._card_answer(e)
        else:
            self._rank_answer(e)
        if e.given == 0:
            self._draw(e)
        if e.given > 0 or e.lucky:
            self.why = f"{e.asker.name} asks again after {'a yes' if e.given else 'a lucky draw'}"
            if src:
                self.why += f" (line {src.line})"
        else:
            nxt = self._next_active(e.asker)
            self.why = f"after {e.asker.name}'s go fish"
            if src:
                self.why += f" (line {src.line})"
            self.why += " the turn passes to the left"
            self.turn = nxt
        if target.size == 0 and self.stock_left > 0 and e.target not in self.due:
            self.due.append(e.target)

    def _rank_answer(self, e: FishAsk) -> None:
        book = self.log.rules.book
        target = self.hold[e.target]
        src = e.source
        if not 0 <= e.given < book:
            raise RuleError(
                f"{e.target.name} cannot hand over {e.given}: a player holds at most "
                f"{book - 1} of a rank (with {book} the book is laid)",
                _where(src, "answer"),
            )
        if not target.could_give(e.rank, e.given):
            known = target.of(e.rank)
            raise RuleError(
                f"{e.target.name} holds {known} of rank {e.rank.code} as far as the log knows "
                f"(and {target.unknown} unknown cards); handing over {e.given} does not fit",
                _where(src, "answer"),
            )
        if len(e.cards) not in (0, e.given):
            raise RuleError(
                f"{e.given} cards handed over but {len(e.cards)} named", _where(src, "answer")
            )
        for c in e.cards:
            self._move(c, e.asker.name, src, e.target.name)
        moved, _ = target.lose_rank(e.rank, e.given)
        for c in moved:
            self.place[c] = e.asker.name
        self.hold[e.asker].gain(sorted(set(moved) | set(e.cards)), e.rank, e.given)

    def _card_answer(self, e: FishAsk) -> None:
        assert e.card is not None
        target = self.hold[e.target]
        src = e.source
        if e.given == 0:
            if e.card in target.cards:
                raise RuleError(
                    f"{e.target.name} holds {e.card} as far as the log knows, and said no",
                    _where(src, "answer"),
                )
            return
        if e.card not in target.cards and not (target.ranks[e.card.rank] or target.unknown):
            raise RuleError(
                f"{e.target.name} cannot hold {e.card} (every card of that hand is known)",
                _where(src, "answer"),
            )
        self._move(e.card, e.asker.name, src, e.target.name)
        target.lose_card(e.card)
        self.hold[e.asker].gain([e.card], e.card.rank, 1)

    def _draw(self, e: FishAsk) -> None:
        src = e.source
        if self.stock_left == 0:
            if e.drawn is not None or e.lucky:
                raise RuleError("the stock is empty: nothing is drawn", _where(src, "drawn"))
            return
        top = self.log.stock[self.drawn] if self.log.stock is not None else None
        card = e.drawn if e.drawn is not None else top
        if top is not None and card != top:
            raise RuleError(
                f"the top of the stock is {top}, not {card} (the stock line gives its order)",
                _where(src, "drawn"),
            )
        if card is not None:
            hit = card == e.card if e.card is not None else card.rank == e.rank
            if hit != e.lucky:
                asked = e.card if e.card is not None else f"rank {e.rank.code}"
                if hit:
                    message = (
                        f"the draw was {card}, the {asked} asked for: it is shown and "
                        f"{e.asker.name} asks again (write 'draws {card}')"
                    )
                else:
                    message = f"the draw {card} is not the {asked} asked for: not a lucky draw"
                raise RuleError(message, _where(src, "drawn"))
            self._move(card, e.asker.name, src, "stock")
            self.hold[e.asker].gain([card], card.rank, 1)
        elif e.lucky:
            self.hold[e.asker].gain([], e.rank, 1)
        else:
            self.hold[e.asker].gain_unknown(1)
        self.stock_left -= 1
        self.drawn += 1

    def book(self, e: Book) -> None:
        rules = self.log.rules
        src = e.source
        h = self.hold[e.player]
        if self.laid[e.rank] + rules.book > 4:
            raise RuleError(
                f"every card of rank {e.rank.code} is already in a book", _where(src, "rank")
            )
        if h.of(e.rank) + h.unknown < rules.book:
            raise RuleError(
                f"{e.player.name} cannot hold {rules.book} of rank {e.rank.code} (holds "
                f"{h.of(e.rank)} known and {h.unknown} unknown cards)",
                _where(src, "rank"),
            )
        cards = e.cards
        if rules.book == 4 and not cards:
            cards = tuple(c for c in rules.cards if c.rank == e.rank)
        if cards and len(cards) != rules.book:
            raise RuleError(f"a book has {rules.book} cards; {len(cards)} named", _where(src))
        for c in cards:
            if c.rank != e.rank:
                raise RuleError(f"{c} is not of rank {e.rank.code}", _where(src))
            self._move(c, "laid", src, e.player.name)
        taken = [c for c in cards if c in h.cards]
        h.cards.difference_update(taken)
        rest = rules.book - len(taken)
        by_rank = min(h.ranks[e.rank], rest)
        h.ranks[e.rank] -= by_rank
        h.unknown -= rest - by_rank
        self.laid[e.rank] += rules.book
        self.books.append((e.player, e.rank))
        if h.size == 0 and self.stock_left > 0 and e.player not in self.due:
            self.due.append(e.player)

    def refill(self, e: Refill) -> None:
        src = e.source
        h = self.hold[e.player]
        if e.player not in self.due:
            why = (
                f"{e.player.name} holds {h.size} cards"
                if h.size
                else "the stock is empty: a player with no cards is out"
            )
            raise RuleError(
                f"{e.player.name} draws only when their hand empties ({why})", _where(src)
            )
        want = min(REFILL, self.stock_left)
        if e.count != want:
            raise RuleError(
                f"{e.player.name} draws {want} (five, or what the stock has left); {e.count} given",
                _where(src, "count"),
            )
        stock = self.log.stock
        if stock is not None:
            top = set(stock[self.drawn : self.drawn + want])
            if e.cards and set(e.cards) != top:
                listed = " ".join(str(c) for c in sorted(top))
                raise RuleError(f"the top of the stock is {listed}", _where(src, "count"))
            cards = tuple(sorted(top))
        else:
            cards = e.cards
        for c in cards:
            self._move(c, e.player.name, src, "stock")
        h.cards.update(cards)
        h.gain_unknown(want - len(cards))
        self.stock_left -= want
        self.drawn += want
        self.due.remove(e.player)
        if self.stock_left == 0:
            # Two hands emptied at once and the first refill took the last cards: the other
            # player draws nothing and is out (S-GF Paso 5).
            self.due.clear()

    # -- turns ---------------------------------------------------------------------------------

    def _active(self, p: Player) -> bool:
        return self.hold[p].size > 0 or p in self.due

    def _next_active(self, p: Player) -> Player | None:
        seating = self.log.seating
        q = seating.left_of(p)
        for _ in range(len(seating)):
            if self._active(q):
                return q
            q = seating.left_of(q)
        return None

    def settle(self) -> None:
        """After an event: the player on turn who is out passes it on; the game may be over."""
        if self.stock_left == 0 and all(h.size == 0 for h in self.hold.values()):
            self.over = True
            return
        if self.turn is not None and not self._active(self.turn):
            nxt = self._next_active(self.turn)
            self.why = f"{self.turn.name} is out of cards with an empty stock; the turn passes on"
            self.turn = nxt


def replay(log: FishLog, lenient: bool = False) -> FishReplay:
    """Replay ``log``, checking every rule; raise the first :class:`RuleError` (or, with
    ``lenient``, collect them in :attr:`FishReplay.errors` and go on)."""
    return _Replayer(log, lenient).run()
