"""Replay a Go Fish family log: the public state after every event, and every rule checked.

The rules (sheet S-GF "Jugabilidad", S-ES for Simplified Fish) checked here:

- the player on turn asks another player who holds cards, for a rank they hold (Go Fish) or for
  a card of a rank they hold and do not hold themselves (Authors, Simplified Fish);
- a yes hands over every card of the rank (Go Fish: how many is seen) or the card, and the asker
  asks again; "go fish" draws the top of the stock, which is shown if it is the rank (card)
  asked for — the asker asks again — and kept hidden otherwise — the turn passes to the left;
- four of a rank (two under ``pairs``) are laid as a book at once, without using the turn;
- a player whose hand empties draws five cards (the ``refill:`` header's number at a table that
  refills with fewer) or what is left, at once; with an empty stock they are out; the game ends
  when the stock and every hand are empty.

OpenSpiel's ``go_fish`` plays a few of these otherwise, each a rule option
(:class:`~fishsolve.gofish.game.rules.GoFishRules`): ``draw-on-turn`` (an empty hand draws when
its turn comes, ``draw-then-pass`` then passes), ``deal-books`` (a book in a dealt hand is
replaced) and ``first-out`` (the game ends when a book empties a hand).

What the log knows of each hand (:class:`~fishsolve.gofish.game.holding.Holding`) is checked too:
a full record (every hand and the stock) has every answer and draw checked; a partial one has
what it knows checked and leaves the rest to deduction (is there any deal and stock that fits?).

The replay's running record is :class:`~fishsolve.gofish.game.bookkeeping.Bookkeeper`, the rules of
drawing when a hand empties are in :mod:`fishsolve.gofish.game.refills`; the states it gives are
in :mod:`fishsolve.gofish.game.state`.
"""

from __future__ import annotations

from fishsolve.errors import RuleError
from fishsolve.gofish.game.bookkeeping import where
from fishsolve.gofish.game.events import Book, FishAsk, FishEvent, FishLog
from fishsolve.gofish.game.refills import Refills
from fishsolve.gofish.game.state import FishReplay, FishState
from fishsolve.text.source import Source


class _Replayer(Refills):
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
                "the game is over: the stock and every hand are empty", where(event.source)
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
                        where(source),
                    )

    def ask(self, e: FishAsk) -> None:
        rules = self.log.rules
        src = e.source
        self._books_owed(src)
        if self.dealing:
            self._end_deal(e)
        if rules.draw_on_turn:
            self.pass_on()
            self.settle_draw()
        if self.due:
            p = self.due[0]
            want = rules.refill_count(self.stock_left)
            raise RuleError(
                f"{p.name}'s hand is empty and the stock has cards: {p.name} draws {want} first "
                f"(write '{p.name} draws {want}')",
                where(src),
            )
        if self.turn is None:  # no start: the first to ask (FishReplay.turn_at says the same)
            self.turn = e.asker
        if e.asker != self.turn:
            raise RuleError(
                f"it is {self.turn.name}'s turn, not {e.asker.name}'s ({self.why})",
                where(src, "actor"),
            )
        asker, target = self.hold[e.asker], self.hold[e.target]
        if e.target == e.asker:
            raise RuleError("a player asks another player, not themselves", where(src, "target"))
        if target.size == 0:
            raise RuleError(
                f"{e.target.name} has no cards; ask a player who holds cards",
                where(src, "target"),
            )
        if asker.of(e.rank) == 0 and asker.exact:
            raise RuleError(
                f"{e.asker.name} asks for rank {e.rank.code} without holding one (the log knows "
                "every card of that hand)",
                where(src, "rank"),
            )
        if e.card is not None and self.place.get(e.card) == "laid":
            raise RuleError(f"{e.card} is in a book already", where(src, "rank"))
        if e.card is not None and e.card in asker.cards:
            raise RuleError(
                f"{e.asker.name} asks for {e.card}, which {e.asker.name} holds", where(src, "rank")
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
            # Under draw-on-turn the player to the left takes the turn even with an empty hand
            # (they draw); settle() passes it on from a player out of the game.
            nxt = (
                self.log.seating.left_of(e.asker)
                if rules.draw_on_turn
                else self._next_active(e.asker)
            )
            self.why = f"after {e.asker.name}'s go fish"
            if src:
                self.why += f" (line {src.line})"
            self.why += " the turn passes to the left"
            self.turn = nxt
        emptied = target.size == 0 and self.stock_left > 0 and e.target not in self.due
        if emptied and not rules.draw_on_turn:
            self.due.append(e.target)

    def _rank_answer(self, e: FishAsk) -> None:
        book = self.log.rules.book
        target = self.hold[e.target]
        src = e.source
        if not 0 <= e.given < book:
            raise RuleError(
                f"{e.target.name} cannot hand over {e.given}: a player holds at most "
                f"{book - 1} of a rank (with {book} the book is laid)",
                where(src, "answer"),
            )
        if not target.could_give(e.rank, e.given):
            known = target.of(e.rank)
            raise RuleError(
                f"{e.target.name} holds {known} of rank {e.rank.code} as far as the log knows "
                f"(and {target.unknown} unknown cards); handing over {e.given} does not fit",
                where(src, "answer"),
            )
        if len(e.cards) not in (0, e.given):
            raise RuleError(
                f"{e.given} cards handed over but {len(e.cards)} named", where(src, "answer")
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
                    where(src, "answer"),
                )
            return
        if e.card not in target.cards and not (target.ranks[e.card.rank] or target.unknown):
            raise RuleError(
                f"{e.target.name} cannot hold {e.card} (every card of that hand is known)",
                where(src, "answer"),
            )
        self._move(e.card, e.asker.name, src, e.target.name)
        target.lose_card(e.card)
        self.hold[e.asker].gain([e.card], e.card.rank, 1)

    def _draw(self, e: FishAsk) -> None:
        src = e.source
        if self.stock_left == 0:
            if e.drawn is not None or e.lucky:
                raise RuleError("the stock is empty: nothing is drawn", where(src, "drawn"))
            return
        rules = self.log.rules
        top = self.log.stock[self.drawn] if self.log.stock is not None else None
        written = rules.lucky_card(e.card, e.drawn) if e.lucky else e.drawn
        card = written if written is not None else top
        if top is not None and card != top:
            raise RuleError(
                f"the top of the stock is {top}, not {card} (the stock line gives its order)",
                where(src, "drawn"),
            )
        if card is not None:
            hit = rules.is_lucky(e.rank, e.card, card)
            if hit != e.lucky:
                if rules.lucky_by_rank:
                    asked = f"of rank {e.rank.code}, the rank asked for"
                else:
                    asked = "the card asked for" if hit else f"{e.card}, the card asked for"
                if hit:
                    message = (
                        f"the draw was {card}, {asked}: it is shown and {e.asker.name} asks "
                        f"again (write 'draws {card}')"
                    )
                else:
                    message = f"the draw {card} is not {asked}: not a lucky draw"
                raise RuleError(message, where(src, "drawn"))
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
                f"every card of rank {e.rank.code} is already in a book", where(src, "rank")
            )
        if h.of(e.rank) + h.unknown < rules.book:
            raise RuleError(
                f"{e.player.name} cannot hold {rules.book} of rank {e.rank.code} (holds "
                f"{h.of(e.rank)} known and {h.unknown} unknown cards)",
                where(src, "rank"),
            )
        cards = e.cards
        if rules.book == 4 and not cards:
            cards = tuple(c for c in rules.cards if c.rank == e.rank)
        if cards and len(cards) != rules.book:
            raise RuleError(f"a book has {rules.book} cards; {len(cards)} named", where(src))
        for c in cards:
            if c.rank != e.rank:
                raise RuleError(f"{c} is not of rank {e.rank.code}", where(src))
            self._move(c, "laid", src, e.player.name)
        taken = [c for c in cards if c in h.cards]
        h.cards.difference_update(taken)
        rest = rules.book - len(taken)
        by_rank = min(h.ranks[e.rank], rest)
        h.ranks[e.rank] -= by_rank
        h.unknown -= rest - by_rank
        self.laid[e.rank] += rules.book
        self.books.append((e.player, e.rank))
        replaced = self.dealing and rules.deal_books
        if replaced:
            self.owed[e.player] += rules.book
        # An emptied hand refills at once; under draw-on-turn when its turn comes, and a deal
        # book's cards are dealt in its place.
        refills = not (rules.draw_on_turn or replaced) and e.player not in self.due
        if rules.first_out and h.size == 0:
            self.over = True
        elif h.size == 0 and self.stock_left > 0 and refills:
            self.due.append(e.player)

    def _end_deal(self, e: FishAsk) -> None:
        """The first ask: the deal is over. Under ``deal-books`` every book laid in it has been
        replaced, but for one the deal's last card completed: the last hand dealt, to the right
        of the player who asks first, may be one book's worth short."""
        self.dealing = False
        rules = self.log.rules
        if not rules.deal_books or self.stock_left == 0:
            return
        first = self.turn or e.asker
        players = self.log.seating.players
        last = players[(first.index - 1) % len(players)]
        for p in players:
            owed = self.owed[p]
            if owed and not (p == last and owed == rules.book):
                raise RuleError(
                    f"{p.name} laid a book in the deal and is dealt {owed} more cards before "
                    f"the first ask (deal-books): write '{p.name} draws "
                    f"{min(owed, rules.book, self.stock_left)}'",
                    where(e.source),
                )

    def settle(self) -> None:
        """After an event: the player on turn who is out passes it on; the game may be over."""
        if self.stock_left == 0 and all(h.size == 0 for h in self.hold.values()):
            self.over = True
            return
        if self.turn is not None and not self._active(self.turn):
            nxt = self._next_active(self.turn)
            self.why = f"{self.turn.name} is out of cards with an empty stock; the turn passes on"
            self.turn = nxt
        if self.log.rules.draw_on_turn:
            self.settle_draw()

    def settle_draw(self) -> None:
        """Under ``draw-on-turn``: the player on turn draws next when their hand is empty."""
        self.due = [self.turn] if self.turn is not None and self.must_draw(self.turn) else []


def replay(log: FishLog, lenient: bool = False) -> FishReplay:
    """Replay ``log``, checking every rule; raise the first :class:`RuleError` (or, with
    ``lenient``, collect them in :attr:`FishReplay.errors` and go on)."""
    return _Replayer(log, lenient).run()


class _Recorder(_Replayer):
    """A replay that also keeps what the log knows of every hand after each event."""

    def __init__(self, log: FishLog) -> None:
        super().__init__(log, True)
        self.seen: list[dict[str, frozenset[str] | None]] = []

    def state(self) -> FishState:
        self.seen.append(
            {
                p.name: frozenset(c.code for c in h.cards)
                if h.exact and not any(h.ranks.values())
                else None
                for p, h in self.hold.items()
            }
        )
        return super().state()


def hands_after(log: FishLog) -> list[dict[str, frozenset[str] | None]]:
    """Each player's cards (their codes) after 0, 1, ... events, as the log knows them: every
    hand of a full record (every hand and the stock given); None for a hand the log does not know
    card by card. The replay is lenient (a log with errors still gives its positions)."""
    recorder = _Recorder(log)
    recorder.run()
    return recorder.seen
