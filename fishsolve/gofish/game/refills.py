"""The rules of drawing when a hand empties, for the replay (:mod:`fishsolve.gofish.game.replay`):
a player whose hand empties draws five cards (the ``refill:`` header's number at a table that
refills with fewer) or what is left, at once (sheet S-GF Paso 5); with an empty stock they are
out. Under ``draw-on-turn`` an empty hand draws when its turn comes (``draw-then-pass``: then the
turn passes to the left), and under ``deal-books`` a book laid in the deal is replaced from the
stock. Each rule broken raises :class:`~fishsolve.errors.RuleError` naming the line."""

from __future__ import annotations

from fishsolve.errors import RuleError
from fishsolve.gofish.game.bookkeeping import Bookkeeper, where
from fishsolve.gofish.game.events import Refill
from fishsolve.gofish.game.rules import REFILL


class Refills(Bookkeeper):
    """The replay's running record with the refill rules (the replay asks and books on top)."""

    def refill(self, e: Refill) -> None:
        src = e.source
        h = self.hold[e.player]
        rules = self.log.rules
        if self.dealing and rules.deal_books and self.owed[e.player]:
            self._replace(e)
            return
        if rules.draw_on_turn:
            self._draw_on_turn(e)
            return
        if e.player not in self.due:
            why = (
                f"{e.player.name} holds {h.size} cards"
                if h.size
                else "the stock is empty: a player with no cards is out"
            )
            raise RuleError(
                f"{e.player.name} draws only when their hand empties ({why})", where(src)
            )
        want = rules.refill_count(self.stock_left)
        self._refill_count(e, want)
        self._take(e, want)
        self.due.remove(e.player)
        if self.stock_left == 0:
            # Two hands emptied at once and the first refill took the last cards: the other
            # player draws nothing and is out (S-GF Paso 5).
            self.due.clear()

    def _replace(self, e: Refill) -> None:
        """A deal book's replacement (``deal-books``): cards dealt from the stock."""
        owed = self.owed[e.player]
        if not 0 < e.count <= min(owed, self.stock_left):
            raise RuleError(
                f"{e.player.name} is dealt {min(owed, self.stock_left)} more cards for the books "
                f"laid in the deal; {e.count} given",
                where(e.source, "count"),
            )
        self.owed[e.player] -= e.count
        self._take(e, e.count)

    def _draw_on_turn(self, e: Refill) -> None:
        """``draw-on-turn``: the player on turn with an empty hand draws, then asks (or, under
        ``draw-then-pass``, the turn passes to the left)."""
        rules = self.log.rules
        self.pass_on()
        if self.turn is None:  # no start: the first to act
            self.turn = e.player
        h = self.hold[e.player]
        if e.player != self.turn or h.size or not self.stock_left:
            if e.player != self.turn:
                why = f"it is {self.turn.name}'s turn ({self.why})" if self.why else ""
                why = why or f"it is {self.turn.name}'s turn"
            elif h.size:
                why = f"{e.player.name} holds {h.size} cards"
            else:
                why = "the stock is empty"
            raise RuleError(
                f"{e.player.name} draws when their turn comes with an empty hand "
                f"(draw-on-turn); {why}",
                where(e.source),
            )
        want = rules.refill_count(self.stock_left)
        self._refill_count(e, want)
        self._take(e, want)
        if rules.draw_then_pass:
            self.turn = self.log.seating.left_of(e.player)
            self.why = f"after {e.player.name}'s draw the turn passes to the left (draw-then-pass)"
            if e.source:
                self.why += f" (line {e.source.line})"

    def _refill_count(self, e: Refill, want: int) -> None:
        rules = self.log.rules
        if e.count != want:
            size = "five" if rules.refill == REFILL else f"refill: {rules.refill}"
            hint = ""
            if rules.refill == REFILL and 0 < e.count < want:
                hint = (
                    f"; a table that refills with fewer says so in the headers: 'refill: {e.count}'"
                )
            raise RuleError(
                f"{e.player.name} draws {want} ({size}, or what the stock has left); "
                f"{e.count} given{hint}",
                where(e.source, "count"),
            )

    def _take(self, e: Refill, want: int) -> None:
        """``e.player`` takes ``want`` cards off the top of the stock."""
        src = e.source
        h = self.hold[e.player]
        stock = self.log.stock
        if stock is not None:
            top = set(stock[self.drawn : self.drawn + want])
            if e.cards and set(e.cards) != top:
                listed = " ".join(str(c) for c in sorted(top))
                raise RuleError(f"the top of the stock is {listed}", where(src, "count"))
            cards = tuple(sorted(top))
        else:
            cards = e.cards
            if len(cards) not in (0, want):
                raise RuleError(f"{want} cards drawn but {len(cards)} named", where(src, "count"))
        for c in cards:
            self._move(c, e.player.name, src, "stock")
        h.cards.update(cards)
        h.gain_unknown(want - len(cards))
        self.stock_left -= want
        self.drawn += want
