"""The public state of a replayed Go Fish family log: the state after each event, and the replay.

:class:`FishState` is what everyone at the table sees after an event; :class:`FishReplay` holds
one per event (made by :func:`fishsolve.gofish.game.replay.replay`), with the rule errors a
lenient replay collected.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fishsolve.cards import Rank
from fishsolve.errors import RuleError
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.seating import Player


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

    def turn_at(self, at: int) -> Player | None:
        """Who is on turn after ``at`` events. Before the first ask of a log without ``start:``
        the state names nobody; the replay gives that turn to whoever asks next, and so does
        this (the asker of event ``at + 1``, the one whose asks are priced there)."""
        turn = self.states[at].turn
        if turn is None and not self.states[at].over and at < len(self.log.events):
            event = self.log.events[at]
            if isinstance(event, FishAsk):
                return event.asker
        return turn

    def score(self, player: Player, at: int | None = None) -> int:
        """``player``'s points after ``at`` events (default: all)."""
        state = self.states[-1 if at is None else at]
        rules = self.log.rules
        return sum(rules.points_of(r) for p, r in state.books if p == player)
