"""What a log knows about one hand: cards known by suit, cards known by rank only, and the rest.

A full record (every hand and the stock) knows every card; a seat's record knows its own hand and
what it drew; a public record knows only what was shown. The replay checks the rules against what
is known and leaves the rest to deduction.

>>> from fishsolve.cards import parse_card
>>> h = Holding.dealt((parse_card("JH"), parse_card("JS"), parse_card("4C")), 3)
>>> h.of(Rank.JACK), h.exact, h.size
(2, True, 3)
>>> h.gain_unknown(1); h.exact, h.size
(False, 4)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from fishsolve.cards import Card, Rank


@dataclass
class Holding:
    """One player's hand as the log knows it."""

    cards: set[Card] = field(default_factory=set)
    ranks: Counter[Rank] = field(default_factory=Counter)
    unknown: int = 0

    @classmethod
    def dealt(cls, known: tuple[Card, ...] | None, size: int) -> Holding:
        """A dealt hand: its cards when the log knows them, else ``size`` unknown cards."""
        if known is None:
            return cls(unknown=size)
        return cls(cards=set(known))

    @property
    def size(self) -> int:
        """How many cards the hand holds (public: hand sizes are seen)."""
        return len(self.cards) + sum(self.ranks.values()) + self.unknown

    @property
    def exact(self) -> bool:
        """True when the rank of every card in the hand is known."""
        return self.unknown == 0

    def of(self, rank: Rank) -> int:
        """The cards of ``rank`` known to be in the hand."""
        return sum(1 for c in self.cards if c.rank == rank) + self.ranks[rank]

    def known_cards(self, rank: Rank) -> list[Card]:
        """The cards of ``rank`` known by suit, in card order."""
        return sorted(c for c in self.cards if c.rank == rank)

    def gain_unknown(self, n: int) -> None:
        self.unknown += n

    def gain(self, cards: tuple[Card, ...] | list[Card], rank: Rank, count: int) -> None:
        """Receive ``count`` cards of ``rank``, of which ``cards`` are known by suit."""
        self.cards.update(cards)
        self.ranks[rank] += count - len(cards)

    def lose_rank(self, rank: Rank, count: int) -> tuple[list[Card], int]:
        """Give up ``count`` cards of ``rank``: the known ones first, the rest from the unknown.

        Returns the cards known by suit that left, and how many came from the unknown cards.
        The caller has checked that the hand can give them.
        """
        known = self.known_cards(rank)[:count]
        self.cards.difference_update(known)
        left = count - len(known)
        by_rank = min(self.ranks[rank], left)
        self.ranks[rank] -= by_rank
        left -= by_rank
        self.unknown -= left
        return known, left

    def lose_card(self, card: Card) -> None:
        """Give up ``card`` (Authors): known by suit, by rank, or one of the unknown cards."""
        if card in self.cards:
            self.cards.remove(card)
        elif self.ranks[card.rank]:
            self.ranks[card.rank] -= 1
        else:
            self.unknown -= 1

    def could_give(self, rank: Rank, count: int) -> bool:
        """Whether the hand can hold exactly ``count`` cards of ``rank`` as far as is known."""
        known = self.of(rank)
        return known <= count <= known + self.unknown
