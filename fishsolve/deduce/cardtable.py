"""A view's card table: for each card of the deck, in the deck's order, whether it is in play,
its possible holders (and those the solver left undecided), and the exact counts by holder name.

Consecutive positions often have the same facts, and rows repeat from one position to the next,
so :class:`CardTables` keeps recent tables by the identity of the facts they were made from and
one immutable :class:`~fishsolve.deduce.view.CardView` per distinct row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fishsolve.deduce.facts import HolderFacts
from fishsolve.deduce.view import CardView
from fishsolve.game.cards import Card, Deck, HalfSuit
from fishsolve.game.table import Player

RECENT = 64
"""Tables kept by the identity of the facts they were made from."""

_CARD_VIEWS = 4096
"""Distinct rows kept as shared objects."""

Tables = tuple[list[CardView], dict[str, dict[str, int]] | None]
"""A view's card table and counts by card code and holder name."""


class CardTables:
    """The card tables of one game's views (its deck and its players)."""

    def __init__(self, deck: Deck, players: Sequence[Player]) -> None:
        self.deck = deck
        self.players = tuple(players)
        self._tables: dict[int, tuple[HolderFacts, object, Tables]] = {}
        self._card_views: dict[tuple[str, bool, tuple[str, ...]], CardView] = {}
        self._rows: list[tuple[Card, str, str, HalfSuit]] | None = None

    def forget(self) -> None:
        """Drop the kept tables and rows."""
        self._tables.clear()
        self._card_views.clear()

    def of(self, facts: HolderFacts, settled: Mapping[HalfSuit, object]) -> Tables:
        """The card table and the counts of a view (the same objects for the same facts and
        settled half-suits: consecutive positions often count the same; copies of the lists)."""
        made = self._tables.get(id(facts))
        keys = settled.keys()
        if made is not None and made[0] is facts and made[1] == keys:
            return list(made[2][0]), made[2][1]
        players = self.players
        possible = facts.possible
        undecided_of = facts.undecided
        # Per card the counts by name, zeros left out (in seat order: the counts' order).
        named: dict[Card, dict[str, int]] = {}
        counted = facts.counts if facts.deals else {}
        # Card views are immutable and rows repeat from one position to the next: one object
        # per distinct row (up to _CARD_VIEWS of them).
        shared = self._card_views
        cards: list[CardView] = []
        for card, code, half_key, half in self._deck_rows():
            in_play = half not in settled
            holders = possible.get(card)
            undecided = undecided_of.get(card)
            per = counted.get(card)
            if per is not None:
                named[card] = by_name = {p.name: n for p, n in per.items() if n}
            if not holders:
                names: tuple[str, ...] = ()
            elif per is not None:  # the counts are in seat order, zeros left out
                names = tuple(by_name)
            else:
                names = tuple(p.name for p in players if p in holders)
            if undecided:
                cards.append(
                    CardView(
                        code,
                        half_key,
                        in_play,
                        list(names),
                        [p.name for p in players if p in undecided],
                    )
                )
                continue
            row = (code, in_play, names)
            view = shared.get(row)
            if view is None:
                view = shared[row] = CardView(code, half_key, in_play, list(names), [])
                if len(shared) > _CARD_VIEWS:
                    del shared[next(iter(shared))]
            cards.append(view)
        counts = None
        if facts.deals:
            counts = {card.code: named[card] for card in self.deck.cards if card in named}
        self._tables[id(facts)] = (facts, set(keys), (cards, counts))
        if len(self._tables) > RECENT:
            del self._tables[next(iter(self._tables))]
        return list(cards), counts

    def _deck_rows(self) -> list[tuple[Card, str, str, HalfSuit]]:
        """Each card of the deck by half-suit: the card, its code, its half-suit's key and the
        half-suit (computed once)."""
        if self._rows is None:
            self._rows = [
                (card, card.code, half.key, half)
                for half in self.deck.half_suits
                for card in half.cards
            ]
        return self._rows
