"""The events of a Go Fish family log and the log itself: small immutable values.

As for Literature, events carry their :class:`~fishsolve.text.source.Source` (line and
columns), which never takes part in equality: a log read from text equals the same log read from
JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fishsolve.cards import Card, Rank
from fishsolve.gofish.game.rules import GoFishRules
from fishsolve.gofish.game.seating import Seating
from fishsolve.seating import Player
from fishsolve.text.source import Comment, Source, no_source


@dataclass(frozen=True, slots=True)
class FishAsk:
    """``asker`` asked ``target`` for ``rank`` (Go Fish) or for ``card`` (Authors, Simplified Fish).

    Attributes:
        given: cards handed over — every card of the rank in Go Fish (the table sees how many),
            0 or 1 under card asks; 0 is "go fish".
        cards: the handed-over cards when the log names them (else empty).
        drawn: after "go fish", the card drawn when the log knows it: shown to all when it is the
            rank (card) asked for, otherwise known only to the drawer.
        lucky: the draw was the rank (card) asked for, shown to the table, and the asker goes on.
    """

    asker: Player
    target: Player
    rank: Rank
    given: int
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    drawn: Card | None = None
    lucky: bool = False
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "ask"

    @property
    def actor(self) -> Player:
        return self.asker


@dataclass(frozen=True, slots=True)
class Book:
    """``player`` laid a book of ``rank`` face up (``cards``: its cards when the log names them;
    a book of four is always all four)."""

    player: Player
    rank: Rank
    cards: tuple[Card, ...] = ()
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "book"

    @property
    def actor(self) -> Player:
        return self.player


@dataclass(frozen=True, slots=True)
class Refill:
    """``player``, whose hand emptied, drew ``count`` cards (five, or what the stock had left);
    ``cards`` when the log knows them (the drawer's own record, or a full deal)."""

    player: Player
    count: int
    cards: tuple[Card, ...] = ()
    source: Source | None = field(default_factory=no_source, compare=False, repr=False)

    kind = "refill"

    @property
    def actor(self) -> Player:
        return self.player


FishEvent = FishAsk | Book | Refill


@dataclass(frozen=True)
class FishLog:
    """A whole Go Fish family log.

    Attributes:
        seating: the players, in order to the left.
        rules: the game and its options.
        hands: the dealt hands the log knows, by player (each as dealt, in card order).
        stock: the stock's order from the top, when the log knows all of it (a full record).
        start: who played first (None: the first event's asker).
        events: the events in order.
        comments: the log's comments, kept so that conversions lose nothing.
        question: a puzzle's ``question:`` header, as written (see
            :mod:`fishsolve.gofish.game.question`); None in a game log.
        answer: a puzzle's ``answer:`` header, as written; None when not given.
    """

    seating: Seating
    rules: GoFishRules
    hands: tuple[tuple[Player, tuple[Card, ...]], ...] = ()
    stock: tuple[Card, ...] | None = None
    start: Player | None = None
    events: tuple[FishEvent, ...] = ()
    comments: tuple[Comment, ...] = ()
    question: str | None = None
    answer: str | None = None
    start_source: Source | None = field(default=None, compare=False, repr=False)
    hand_sources: tuple[Source | None, ...] = field(default=(), compare=False, repr=False)
    stock_source: Source | None = field(default=None, compare=False, repr=False)
    question_source: Source | None = field(default=None, compare=False, repr=False)

    @property
    def known(self) -> dict[Player, tuple[Card, ...]]:
        """The known dealt hands, by player."""
        return dict(self.hands)

    @property
    def full(self) -> bool:
        """True when every hand and the stock's order are known: every answer can be checked."""
        return self.stock is not None and len(self.hands) == len(self.seating)
