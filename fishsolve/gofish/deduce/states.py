"""The exact forward filter: weighted states of the unknown cards, one event at a time.

What a state is, and the states' bookkeeping, are in :mod:`fishsolve.gofish.deduce.stateset`;
:class:`Filter` applies what the viewer saw to them: the tests an event makes, cards moved, shown
and laid, and draws.

Why the weights stay exact: no observation ever distinguishes two unknown cards of one class, so
every arrangement of a state is matched by the same number of arrangements for each placement of
a class's cards, and the undrawn stock's order is uniform because nothing looked at it. Hence a
hidden draw takes a card of a class with x cards in the stock with weight ``W·x/S``, a card named
when it is shown at place p has weight ``W·x_p/|class|`` — each an exact integer, being a count of
arrangements. The one weight that is not a plain count: under pairs, a pair laid from m cards of
its rank counts ``6 / C(m, 2)`` times (the player's free pick, :meth:`Filter.lay`).
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb

from fishsolve.cards import Card, Rank
from fishsolve.gofish.deduce import pool
from fishsolve.gofish.deduce.stateset import LAID, Full, Key, StateSet, Vec


class Filter(StateSet):
    """The weighted states of one viewer's unknowns, with the known cards beside them."""

    # -- filters and moves ---------------------------------------------------------------------

    def keep(self, test: Callable[[Key], bool]) -> None:
        self.charge(len(self.states))
        self.states = {k: w for k, w in self.states.items() if test(k)}

    def caps(self) -> None:
        """Before an ask: nobody holds a full book of any rank (it would have been laid). Only
        the (player, rank) pairs that gained cards since the last check are tested."""
        book = self.book
        for r in self.pool:
            if any(self.known_count(p, r) >= book for p in range(self.n)):
                self.states = {}
        pairs: set[tuple[int, int]] = set()
        for p, dirty in self.dirty:
            who = range(self.n) if p is None else (p,)
            ranks = self.order if dirty is None else [dirty] if dirty in self.index else []
            pairs.update((self.index[rr], q) for q in who for rr in ranks)
        checks = [(i, q, book - self.known_count(q, self.order[i])) for i, q in sorted(pairs)]
        pool_check = self.pool_dirty
        self.dirty = set()
        self.pool_dirty = False

        def ok(key: Key) -> bool:
            if pool_check and any(any(full) for full in key[2]):
                return False
            mats = key[0]
            for i, q, room in checks:
                held = 0
                for v in mats[i]:
                    held += v[q]
                if held >= room:
                    return False
            return True

        self.keep(ok)

    def holds_at_least(self, p: int, r: Rank, k: int) -> None:
        self.need(r)
        base = self.known_count(p, r)
        self.keep(lambda key: base + self.held(key, p, r) >= k)

    def holds_exactly(self, p: int, r: Rank, k: int) -> None:
        self.need(r)
        base = self.known_count(p, r)
        self.keep(lambda key: base + self.held(key, p, r) == k)

    def _class_of(self, card: Card) -> tuple[int, int]:
        i = self.index[card.rank]
        for ci, members in enumerate(self.classes[i]):
            if card in members:
                return i, ci
        raise KeyError(card)

    def card_at(self, card: Card, p: int, want: bool) -> None:
        """Keep the states where ``card`` is (``want``) or is not in place ``p``. Under card
        asks the card's class is the card alone; a known card is checked directly."""
        self.need(card.rank)
        if card in self.known:
            if (self.known[card] == p) != want:
                self.states = {}
            return
        i, ci = self._class_of(card)
        assert len(self.classes[i][ci]) == 1, "a card test needs the card's own class"
        self.keep(lambda key: (key[0][i][ci][p] == 1) == want)

    def reveal(self, card: Card, p: int, to: int | None = None, divide: int = 1) -> None:
        """``card``, unknown, is seen in place ``p`` (weight × x_p / |class| / ``divide``); it is
        known from now on, in place ``to`` (default ``p``)."""
        self.need(card.rank)
        i, ci = self._class_of(card)
        members = self.classes[i][ci]
        size = len(members)
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            classes = key[0][i]
            x = classes[ci][p]
            if not x:
                continue
            share, rem = divmod(w * x, size * divide)
            assert rem == 0, "inexact reveal"
            vec = list(classes[ci])
            vec[p] -= 1
            if size == 1:
                new = (*classes[:ci], *classes[ci + 1 :])
            else:
                new = (*classes[:ci], tuple(vec), *classes[ci + 1 :])
            self._add(out, self._replace(key, i, new), share)
        rest = tuple(c for c in members if c != card)
        if rest:
            self.classes[i][ci] = rest
        else:
            del self.classes[i][ci]
        self.states = out
        self.known[card] = p if to is None else to
        if self.known[card] < self.n:
            self.touch(self.known[card], card.rank)

    def move_rank(self, src: int, dst: int, r: Rank) -> None:
        """Every card of ``r`` in ``src`` goes to ``dst`` (a yes in Go Fish)."""
        self.need(r)
        self.touch(dst, r)
        for c, q in list(self.known.items()):
            if q == src and c.rank == r:
                self.known[c] = dst
        i = self.index[r]
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            new = []
            for v in key[0][i]:
                vec = list(v)
                vec[dst] += vec[src]
                vec[src] = 0
                new.append(tuple(vec))
            self._add(out, self._replace(key, i, tuple(new)), w)
        self.states = out

    def move_card(self, card: Card, src: int, dst: int) -> None:
        """``card``, in ``src``, goes to ``dst`` and is known there (a yes under card asks)."""
        if card in self.known:
            self.card_at(card, src, True)
            self.known[card] = dst
            self.touch(dst, card.rank)
            return
        self.card_at(card, src, True)
        self.reveal(card, src, to=dst)

    @property
    def picks(self) -> int:
        """C(4, book): the most ways a book can be picked from the cards of its rank (6 pairs
        from four cards; one book of four). A book multiplies the weights by at most this."""
        return comb(4, self.book)

    def lay(self, p: int, r: Rank, cards: tuple[Card, ...]) -> None:
        """``p`` lays ``cards`` (of rank ``r``) as a book.

        Under pairs, which pair is laid from the m cards of the rank the player holds is their
        free choice, and a free choice tells nothing: each of the C(m, 2) pairs counts as picked
        with the same chance, 1 / C(m, 2). So an arrangement counts :attr:`picks` / C(m, 2) times
        (6, 2 or 1 for m = 2, 3, 4): then the chance of naming any two cards is the same whatever
        m, and the two named do not make a count of the rank more or less likely (when the viewer
        had seen none of the player's cards of the rank; the weight is the arrangement's, the
        same for every viewer). Counting every arrangement that holds the two named once would:
        one holding three of the rank holds a given pair three times as often as one holding
        two. A book of four has no choice: the factor is 1."""
        self.need(r)
        self._pick(p, r)
        for c in cards:
            if c in self.known:
                if self.known[c] != p:
                    self.states = {}
            else:
                self.reveal(c, p)
            self.known[c] = LAID

    def _pick(self, p: int, r: Rank) -> None:
        """Weigh each state by :attr:`picks` / C(m, book), m the cards of ``r`` ``p`` holds
        (see :meth:`lay`); a state where ``p`` holds fewer than a book has no way to lay it."""
        whole = self.picks
        if whole == 1:
            return
        base = self.known_count(p, r)
        i = self.index[r]
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            m = base + sum(v[p] for v in key[0][i])
            if m < self.book:
                continue
            factor, rem = divmod(whole, comb(m, self.book))
            assert rem == 0, "inexact pick"
            self._add(out, key, w * factor)
        self.states = out

    # -- draws ---------------------------------------------------------------------------------

    def _pool_receiver(self, p: int) -> None:
        """Before ``p`` takes unknown pool cards: pool ranks with cards known in ``p``'s hand
        leave the pool (their caps in ``p``'s hand differ from the others')."""
        for r in list(self.pool):
            if self.known_count(p, r):
                self.need(r)

    def draw_known(self, p: int, card: Card, stock: int) -> None:
        """``p`` draws ``card`` from the top of a stock of ``stock`` cards, and the viewer sees
        it."""
        if self.stock_order is not None:
            top = self.stock_order.pop(0) if self.stock_order else None
            if top != card:
                self.states = {}
            self.known[card] = p
            self.touch(p, card.rank)
            return
        if card in self.known:
            self.states = {}
            return
        r = card.rank
        if r in self.pool and all(key[1][p] == 0 for key in self.states):
            self._pool_draw_known(p, card, stock)
            return
        self.reveal(card, self.stock, to=p, divide=stock)

    def _pool_draw_known(self, p: int, card: Card, stock: int) -> None:
        levels = self.levels()
        r = card.rank
        self.pool[r] -= 1
        after = self.levels()
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            mats, c, j = key
            self.charge(0)
            if c[self.stock] == 0:
                continue
            c2 = (*c[:-1], c[-1] - 1)
            share, rem = divmod(
                w * pool.ways(after, c2, j, self.book), pool.ways(levels, c, j, self.book) * stock
            )
            assert rem == 0, "inexact pool draw"
            self._add(out, (mats, c2, j), share)
        self.states = out
        self.known[card] = p

    def draw_of_rank(self, p: int, r: Rank, stock: int) -> None:
        """``p`` draws a card of rank ``r`` (shown, its suit not recorded)."""
        self.need(r)
        self.touch(p, r)
        i = self.index[r]
        out: dict[Key, int] = {}
        self.charge(len(self.states))
        for key, w in self.states.items():
            for ci, v in enumerate(key[0][i]):
                self._draw_class(out, key, w, i, ci, v, p, stock)
        self.states = out

    def _draw_class(
        self, out: dict[Key, int], key: Key, w: int, i: int, ci: int, v: Vec, p: int, stock: int
    ) -> None:
        x = v[self.stock]
        if not x:
            return
        share, rem = divmod(w * x, stock)
        assert rem == 0, "inexact draw"
        vec = list(v)
        vec[self.stock] -= 1
        vec[p] += 1
        classes = key[0][i]
        new = (*classes[:ci], tuple(vec), *classes[ci + 1 :])
        self._add(out, self._replace(key, i, new), share)

    def hidden_draw(
        self, p: int, stock: int, not_rank: Rank | None = None, not_card: Card | None = None
    ) -> None:
        """``p`` draws the top card unseen (after a go fish: not the rank or card asked for)."""
        if self.stock_order is not None:
            raise AssertionError("a known stock has no hidden draws")
        self._pool_receiver(p)
        self.touch(p, None)
        self.pool_dirty = True
        skip: tuple[int, int] | None = None
        if not_card is not None:
            self.need(not_card.rank)
            if not_card not in self.known:
                skip = self._class_of(not_card)
        skip_rank = self.index[not_rank] if not_rank is not None else None
        book = self.book
        levels = self.levels()
        out: dict[Key, int] = {}
        self.charge(len(self.states) * (len(self.order) + 2))
        for key, w in self.states.items():
            mats, c, j = key
            self.charge(0)
            for i, classes in enumerate(mats):
                if i == skip_rank:
                    continue
                for ci, v in enumerate(classes):
                    if (i, ci) != skip:
                        self._draw_class(out, key, w, i, ci, v, p, stock)
            if c[self.stock]:
                n = pool.ways(levels, c, j, book)
                c2 = list(c)
                c2[self.stock] -= 1
                c2[p] += 1
                cv = tuple(c2)
                for j2, count in _pool_steps(j, p, cv[p], book):
                    share, rem = divmod(w * count * pool.ways(levels, cv, j2, book), n * stock)
                    assert rem == 0, "inexact pool draw"
                    self._add(out, (mats, cv, j2), share)
        self.states = out


def _pool_steps(j: Full, p: int, cards: int, book: int) -> list[tuple[Full, int]]:
    """A pool card drawn by ``p`` (now holding ``cards`` pool cards): each class ``j`` can move
    to, with how many of ``p``'s cards could have been the one drawn in each placement of it.
    Drawing a card of a rank ``p`` held k of moves that rank from level k to k + 1."""
    full = j[p]
    out: list[tuple[Full, int]] = []
    below = cards - sum((book + i) * n for i, n in enumerate(full))
    if below > 0:  # the rank stays under a book
        out.append((j, below))
    for i in range(len(full)):
        k = book + i  # the rank now has k cards; it had k - 1
        new = list(full)
        new[i] += 1
        if k - 1 >= book:
            if new[i - 1] == 0:
                continue
            new[i - 1] -= 1
        count = k * new[i]
        out.append(((*j[:p], tuple(new), *j[p + 1 :]), count))
    return out
