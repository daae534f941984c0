"""One perspective's exact view of a Go Fish family position, the odds of its asks, and whether
a log can be consistent at all.

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> from fishsolve.gofish.game.replay import replay
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo\\ndeck: 2 3\\ndeal: 2\\n"
...                      "hand Ana: 2C 3C\\nAna asks Bo for 2: go fish\\n")
>>> v = fish_view(log, replay(log), "Ana", 1)
>>> v.possible(log.seating.player("Bo"), Rank.TWO)
(0,)
>>> v.chance(log.seating.player("Bo"), Rank.THREE)
Fraction(1, 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from fishsolve.errors import FishsolveError
from fishsolve.game.cards import Card, Rank
from fishsolve.game.table import Player
from fishsolve.gofish.deduce import tables
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, event_step, run
from fishsolve.gofish.deduce.states import Filter, TooCostly
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import FishReplay

DEFAULT = 150_000
"""The default counting budget, in state steps (about a second of work; docs/performance.md)."""

Holder = Player | None


@dataclass(frozen=True)
class FishView:
    """Who holds what after ``at`` events, as ``viewer`` can know it, counted exactly.

    Attributes:
        viewer: a player's name, ``"public"`` or ``"full"``.
        at: events applied.
        total: consistent (deal, stock order) arrangements; 0 when none fits.
        holds: player -> rank -> k -> arrangements in which the player holds exactly k now.
        stock: rank -> k -> arrangements with k cards of the rank in the stock.
        cards: under card asks, card -> holder now (None: the stock) -> arrangements; cards in
            books are left out. None in Go Fish.
    """

    viewer: str
    at: int
    total: int
    holds: dict[Player, dict[Rank, dict[int, int]]]
    stock: dict[Rank, dict[int, int]]
    cards: dict[Card, dict[Holder, int]] | None

    def chance(self, player: Player, rank: Rank, at_least: int = 1) -> Fraction:
        """The chance that ``player`` holds at least ``at_least`` cards of ``rank``."""
        if not self.total:
            return Fraction(0)
        hits = sum(w for k, w in self.holds[player][rank].items() if k >= at_least)
        return Fraction(hits, self.total)

    def possible(self, player: Player, rank: Rank) -> tuple[int, ...]:
        """The counts of ``rank`` that ``player`` may hold now."""
        return tuple(sorted(k for k, w in self.holds[player][rank].items() if w))

    def possible_stock(self, rank: Rank) -> tuple[int, ...]:
        """The counts of ``rank`` the stock may hold."""
        return tuple(sorted(k for k, w in self.stock[rank].items() if w))

    def holders(self, card: Card) -> tuple[Holder, ...]:
        """Card asks: who may hold ``card`` now (None: the stock)."""
        if self.cards is None:
            raise FishsolveError("cards are located only under card asks (authors, simplified)")
        got = self.cards.get(card, {})
        return tuple(h for h, w in got.items() if w)

    def certain_books(self) -> dict[Player, tuple[Rank, ...]]:
        """Per player, the ranks they are certain to be able to complete: in every arrangement
        they hold one, the stock holds none, and every other player's count is known."""
        out: dict[Player, tuple[Rank, ...]] = {}
        for p, ranks in self.holds.items():
            sure = []
            for r in ranks:
                if not self.total or self.possible(p, r)[:1] in ((), (0,)):
                    continue
                if self.possible_stock(r) != (0,):
                    continue
                if all(len(self.possible(q, r)) == 1 for q in self.holds if q != p):
                    sure.append(r)
            out[p] = tuple(sure)
        return out


def _name(who: Player | str) -> str:
    return who.name if isinstance(who, Player) else who


def _view(f: Filter, log: FishLog, who: Player | str, at: int) -> FishView:
    players = log.seating.players
    total = f.total()
    holds: dict[Player, dict[Rank, dict[int, int]]] = {p: {} for p in players}
    stock: dict[Rank, dict[int, int]] = {}
    for r in log.rules.ranks:
        table = tables.rank_table(f, r)
        for p in players:
            got: dict[int, int] = {}
            for vec, w in table.items():
                got[vec[p.index]] = got.get(vec[p.index], 0) + w
            holds[p][r] = got
        st: dict[int, int] = {}
        for vec, w in table.items():
            st[vec[-1]] = st.get(vec[-1], 0) + w
        stock[r] = st
    cards: dict[Card, dict[Holder, int]] | None = None
    if log.rules.card_asks:
        cards = {}
        for c in log.rules.cards:
            places = tables.card_table(f, c)
            if places or c not in f.known:
                cards[c] = {(players[q] if q < f.n else None): w for q, w in places.items()}
    return FishView(_name(who), at, total, holds, stock, cards)


def fish_view(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None = DEFAULT
) -> FishView:
    """The exact view of ``viewer`` (a player, ``"public"`` or ``"full"``) after ``at`` events.

    Raises :class:`TooCostly` when the count would take more than ``budget`` state steps
    (None: no limit); never a partial answer.
    """
    f, who = run(log, rep, viewer, at, budget)
    return _view(f, log, who, at)


def fish_views(
    log: FishLog, rep: FishReplay, viewer: Viewer, budget: int | None = DEFAULT
) -> Iterator[FishView]:
    """``viewer``'s view after 0, 1, 2, ... events in one pass along the log, until one would
    cost more than ``budget`` (the filter's work to reach it plus reading it; then it stops: the
    later views are not claimed)."""
    try:
        f, who = run(log, rep, viewer, 0, budget)
        know = Knowledge(log, who)
        for i in range(len(log.events) + 1):
            if i:
                event_step(f, know, log, rep, i - 1)
            reached = f.work
            view = _view(f, log, who, i)
            f.work = reached
            yield view
    except TooCostly:
        return


@dataclass(frozen=True)
class AskOdds:
    """One legal ask of the player on turn, priced exactly.

    ``yes``: the target holds the rank (card); ``lucky``: a go fish whose draw is the rank (card)
    asked for; ``go_on``: the turn continues (their sum).
    """

    target: Player
    rank: Rank
    card: Card | None
    yes: Fraction
    lucky: Fraction

    @property
    def go_on(self) -> Fraction:
        return self.yes + self.lucky


def ask_odds(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None = DEFAULT
) -> list[AskOdds]:
    """Every legal ask of ``viewer``, who is on turn after ``at`` events, best first (turn goes
    on, then yes, then seat, rank and card). The viewer's ranks are those it holds in every
    arrangement (its own hand, when the log has it)."""
    f, who = run(log, rep, viewer, at, budget)
    if not isinstance(who, Player):
        raise FishsolveError("ask odds are for a seat: the player on turn")
    state = rep.states[at]
    if state.turn != who:
        on = state.turn.name if state.turn else "nobody"
        raise FishsolveError(f"{who.name} is not on turn after {at} events ({on} is)")
    total = f.total()
    if not total:
        return []
    players = log.seating.players
    targets = [q for q in players if q != who and state.size(q) > 0]
    stock = state.stock
    top = f.stock_order[0] if f.stock_order else None
    odds: list[AskOdds] = []
    for r in log.rules.ranks:
        table = tables.rank_table(f, r)
        if any(vec[who.index] == 0 for vec in table):
            continue
        if log.rules.card_asks:
            for c in log.rules.cards:
                if c.rank != r or f.known.get(c) == who.index or f.known.get(c) == -1:
                    continue
                places = tables.card_table(f, c)
                if places.get(who.index):
                    continue  # the viewer may hold it: not a legal ask in every arrangement
                in_stock = places.get(f.n, 0)
                for q in targets:
                    yes = Fraction(places.get(q.index, 0), total)
                    if top is not None:
                        lucky = Fraction(int(top == c) * (total - places.get(q.index, 0)), total)
                    elif stock:
                        lucky = Fraction(in_stock, total * stock)
                    else:
                        lucky = Fraction(0)
                    odds.append(AskOdds(q, r, c, yes, lucky))
            continue
        for q in targets:
            yes_w = sum(w for vec, w in table.items() if vec[q.index] > 0)
            if top is not None:
                luck_w = (total - yes_w) * int(top.rank == r)
                lucky = Fraction(luck_w, total)
            elif stock:
                luck_w = sum(w * vec[-1] for vec, w in table.items() if vec[q.index] == 0)
                lucky = Fraction(luck_w, total * stock)
            else:
                lucky = Fraction(0)
            odds.append(AskOdds(q, r, None, Fraction(yes_w, total), lucky))
    odds.sort(key=lambda a: (-a.go_on, -a.yes, a.target.seat, a.rank, a.card or ""))
    return odds


def sure_asks(odds: list[AskOdds]) -> list[AskOdds]:
    """The asks certain to get a yes."""
    return [a for a in odds if a.yes == 1]


def first_impossible(log: FishLog, rep: FishReplay, budget: int | None = DEFAULT) -> int | None:
    """The index in ``log.events`` of the first event after which no deal and stock order fits
    everything the log records, or None when the whole log fits. Raises :class:`TooCostly` when
    that cannot be decided within ``budget`` (the answer is then unknown, never guessed)."""
    f, _ = run(log, rep, "full", 0, budget)
    if not f.total():
        return 0
    know = Knowledge(log, "full")
    for i in range(len(log.events)):
        if i >= len(rep.states) - 1:
            break
        event_step(f, know, log, rep, i)
        if not f.total():
            return i
    return None


__all__ = [
    "DEFAULT",
    "AskOdds",
    "FishView",
    "TooCostly",
    "ask_odds",
    "first_impossible",
    "fish_view",
    "fish_views",
    "sure_asks",
]
