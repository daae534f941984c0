"""A view's card table: for each card of the deck, in the deck's order, whether it is in play,
its possible holders (and those the solver left undecided), and the exact counts by holder name.

Consecutive positions often have the same facts, and rows repeat from one position to the next,
so :class:`CardTables` keeps recent tables by the identity of the facts they were made from and
one immutable :class:`~fishsolve.literature.deduce.view.CardView` per distinct row.
"""

from __future__ import annotations

import types
from collections.abc import Collection, Mapping, Sequence

from fishsolve.cards import Card
from fishsolve.literature.decks import Deck, HalfSuit
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.view import CardView
from fishsolve.seating import Player

_cardtable: types.ModuleType | None
try:  # the counted tables' rows made in C, when the extension was built (see _cardtable.c)
    from fishsolve.literature.deduce import _cardtable
except ImportError:  # pragma: no cover - depends on the build
    _cardtable = None

use_c = True
"""Whether a counted table is made in C (``_cardtable.counted_rows``) when it can; False: in
Python (the tests compare both)."""

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
        self._rows: list[tuple[Card, str, str, int, int]] | None = None

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
        if facts.deals and not facts.undecided:
            table = self._counted(facts, keys)
        else:
            table = self._solved(facts, keys)
        self._tables[id(facts)] = (facts, set(keys), table)
        if len(self._tables) > RECENT:
            del self._tables[next(iter(self._tables))]
        return list(table[0]), table[1]

    def _counted(self, facts: HolderFacts, settled: Collection[HalfSuit]) -> Tables:
        """The table of the counter's facts (:meth:`_solved` does the same for any facts): a
        card's possible holders are those with a count above zero, in seat order (the counts'
        order); the counts by code in the deck's order. Made in C when the extension was built
        (``_cardtable.counted_rows``: the same rows, counts and shared rows as the loop here,
        without a Python call per row)."""
        counted = facts.counts
        in_play = [half not in settled for half in self.deck.half_suits]
        if use_c and _cardtable is not None:
            shared = self._card_views  # rows new to it added as _card_view adds them
            made: Tables = _cardtable.counted_rows(
                self._deck_rows(), counted, in_play, shared, CardView
            )
            while len(shared) > _CARD_VIEWS:
                del shared[next(iter(shared))]
            return made
        cards: list[CardView] = []
        add = cards.append
        # The deck's rows are in deck order: the counts come out in it too.
        counts: dict[str, dict[str, int]] = {}
        # Cards with the same holders often share their counts' dict (see counting.now): its
        # counts by name and names once (the counts by name shared too, read only).
        named: dict[int, tuple[dict[str, int], tuple[str, ...]]] = {}
        for card, code, half_key, h, _ in self._deck_rows():
            per = counted.get(card)
            if per is None:
                names: tuple[str, ...] = ()
            else:
                found = named.get(id(per))
                if found is None:
                    by_name = {p.name: n for p, n in per.items() if n}
                    found = named[id(per)] = (by_name, tuple(by_name))
                counts[code], names = found
            add(self._card_view(code, half_key, in_play[h], names))
        return cards, counts

    def _solved(self, facts: HolderFacts, settled: Collection[HalfSuit]) -> Tables:
        """The table of any facts (from the solver: possible holders, undecided ones)."""
        players = self.players
        possible = facts.possible
        undecided_of = facts.undecided
        # Per card the counts by name, zeros left out (in seat order: the counts' order).
        named: dict[Card, dict[str, int]] = {}
        counted = facts.counts if facts.deals else {}
        out = {h for h, half in enumerate(self.deck.half_suits) if half in settled}
        cards: list[CardView] = []
        for card, code, half_key, h, _ in self._deck_rows():
            in_play = h not in out
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
            else:
                cards.append(self._card_view(code, half_key, in_play, names))
        counts = None
        if facts.deals:
            counts = {card.code: named[card] for card in self.deck.cards if card in named}
        return cards, counts

    def _card_view(
        self, code: str, half_key: str, in_play: bool, names: tuple[str, ...]
    ) -> CardView:
        """The row with no undecided holders: one immutable object per distinct row (up to
        _CARD_VIEWS of them), since rows repeat from one position to the next."""
        shared = self._card_views
        row = (code, in_play, names)
        view = shared.get(row)
        if view is None:
            view = shared[row] = CardView.decided(code, half_key, in_play, list(names))
            if len(shared) > _CARD_VIEWS:
                del shared[next(iter(shared))]
        return view

    def _deck_rows(self) -> list[tuple[Card, str, str, int, int]]:
        """Each card of the deck by half-suit: the card, its code, its half-suit's key, the
        half-suit's index in the deck and the card's (computed once)."""
        if self._rows is None:
            position = self.deck.index
            self._rows = [
                (card, card.code, half.key, h, position[card])
                for h, half in enumerate(self.deck.half_suits)
                for card in half.cards
            ]
        return self._rows
