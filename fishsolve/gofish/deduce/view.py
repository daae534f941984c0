"""One perspective's exact view of a Go Fish family position (:class:`FishView`), along the log
or at one position, with the odds of the asks of the seat on turn (:mod:`.odds`), and whether a
log can be consistent at all. The count behind each view is :mod:`.engines`'.

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

from fishsolve.cards import Card, Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.engines import (
    DEFAULT,
    RANK_STEPS,
    Counted,
    asking,
    card_places,
    count,
    count_over_ranks,
    over_ranks,
    pairs_of,
    total_of,
)
from fishsolve.gofish.deduce.odds import AskOdds, ask_odds, odds_of, sure_asks
from fishsolve.gofish.deduce.perspective import Knowledge, Viewer, at_ask, event_step, resolve, run
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import Book, FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

Holder = Player | None


@dataclass(frozen=True)
class FishView:
    """Who holds what after ``at`` events, as ``viewer`` can know it, counted exactly.

    Attributes:
        viewer: a player's name, ``"public"`` or ``"full"``.
        at: events applied.
        total: consistent (deal, stock order) arrangements, each counted once — under pairs,
            6 / C(m, 2) times for each pair laid from m cards of its rank (the player's pick:
            :meth:`~fishsolve.gofish.deduce.states.Filter.lay`); 0 when none fits.
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


def view_of(f: Counted, log: FishLog, who: Player | str, at: int) -> FishView:
    players = log.seating.players
    total = total_of(f)
    holds: dict[Player, dict[Rank, dict[int, int]]] = {p: {} for p in players}
    stock: dict[Rank, dict[int, int]] = {}
    for r in log.rules.ranks:
        pairs = pairs_of(f, r)
        for p in players:
            got: dict[int, int] = {}
            for (k, _), w in pairs[p.index].items():
                got[k] = got.get(k, 0) + w
            holds[p][r] = got
        st: dict[int, int] = {}
        for (_, k), w in pairs[0].items():
            st[k] = st.get(k, 0) + w
        stock[r] = st
    cards: dict[Card, dict[Holder, int]] | None = None
    if log.rules.card_asks and isinstance(f, Filter | CardCount):
        cards = {}
        for c in log.rules.cards:
            places = card_places(f, c)
            if places or c not in f.known:
                cards[c] = {(players[q] if q < f.n else None): w for q, w in places.items()}
    return FishView(_name(who), at, total, holds, stock, cards)


def fish_view(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None = DEFAULT,
    rank_steps: int = 1,
) -> FishView:
    """The exact view of ``viewer`` (a player, ``"public"`` or ``"full"``) after ``at`` events.

    Raises :class:`TooCostly` when the count would take more than ``budget`` state steps
    (None: no limit; the count over ranks: ``rank_steps`` of its steps per budget step, see
    :data:`RANK_STEPS`); never a partial answer.
    """
    f, who = count(log, rep, viewer, at, budget, False, rank_steps)
    return view_of(f, log, who, at)


def fish_views(
    log: FishLog, rep: FishReplay, viewer: Viewer, budget: int | None = DEFAULT, cut: bool = False
) -> Iterator[FishView]:
    """``viewer``'s view after 0, 1, 2, ... events in one pass along the log, until one would
    cost more than ``budget`` (the filter's work to reach it plus reading it; then it stops: the
    later views are not claimed). Go Fish with rank asks at three or more players counts
    each position afresh over ranks (:mod:`.rankdp`), each within ``budget``. With ``cut``, each
    position is counted as the end of the log cut there: whether the next line is an ask is not
    used (:func:`.at_ask`)."""
    who = resolve(log, viewer)
    know = Knowledge(log, who)
    if len(log.seating) >= 3 and over_ranks(log, know):
        for i in range(len(log.events) + 1):
            try:
                settled = at_ask(log, i) and not cut
                rc = count_over_ranks(log, rep, know, i, settled, budget)
            except TooCostly:
                return
            yield view_of(rc, log, who, i)
        return
    try:
        f, who = run(log, rep, viewer, 0, budget)
        for i in range(len(log.events) + 1):
            if i:
                event_step(f, know, log, rep, i - 1)
            if at_ask(log, i) and not cut:
                f.caps()  # as the ask itself does first: the pass goes on from here unchanged
            reached = f.work
            view = view_of(f, log, who, i)
            f.work = reached
            yield view
    except TooCostly:
        return


def view_and_odds(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None = DEFAULT,
    rank_steps: int = 1,
) -> tuple[FishView, list[AskOdds] | None]:
    """``viewer``'s view after ``at`` events and, when ``viewer`` is the seat on turn then,
    its asks priced (as :func:`ask_odds`) — from one count when the log's next line is an ask;
    ``rank_steps`` as in :func:`count`. Raises :class:`TooCostly`."""
    f, who = count(log, rep, viewer, at, budget, False, rank_steps)
    view = view_of(f, log, who, at)
    on_turn = isinstance(who, Player) and rep.turn_at(at) == who
    if not on_turn:
        return view, None
    if not at_ask(log, at):
        if isinstance(f, Filter):
            f = asking(f)
        else:
            f = count(log, rep, who, at, budget, True, rank_steps)[0]
    return view, odds_of(f, log, rep, who, at)


EventCounts = tuple[int, int | None, int, int]
"""The arrangements before an event, after its question (an ask; None otherwise) and after it,
and the picks the event weighs an arrangement by (a pair laid under pairs; 1 otherwise)."""


def views_and_odds(
    log: FishLog, rep: FishReplay, viewer: Viewer, budget: int | None = DEFAULT
) -> Iterator[tuple[FishView, list[AskOdds] | None]]:
    """As :func:`fish_views` (one forward pass, stopping where the budget would be exceeded),
    each view with the odds of ``viewer``'s asks when it is the seat on turn."""
    for view, odds, _ in forward_views(log, rep, viewer, budget):
        yield view, odds


def forward_views(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    budget: int | None = DEFAULT,
    counts: bool = False,
) -> Iterator[tuple[FishView, list[AskOdds] | None, EventCounts | None]]:
    """As :func:`views_and_odds`, each view with, when ``counts``, the :data:`EventCounts` of
    the event that led to it (None before the first): what that event told, from the same pass
    and the same budget as the views, so an event has counts exactly when the positions before
    and after it have views."""
    try:
        f, who = run(log, rep, viewer, 0, budget)
        know = Knowledge(log, who)
        uncapped = 0
        for i in range(len(log.events) + 1):
            step: EventCounts | None = None
            if i:
                before = uncapped
                asked = event_step(f, know, log, rep, i - 1, question=counts)
                picks = f.picks if isinstance(log.events[i - 1], Book) else 1
                step = (before, asked, f.total(), picks) if counts else None
            # The count before the caps the position takes when an ask comes next: the cap is
            # the next ask's question (its bits), not the last event's answer.
            uncapped = f.total() if counts else 0
            if at_ask(log, i):
                f.caps()  # as the ask itself does first: the pass goes on from here unchanged
            reached = f.work
            view = view_of(f, log, who, i)
            on_turn = isinstance(who, Player) and rep.turn_at(i) == who
            odds = None
            if on_turn and view.total:
                odds = odds_of(f if at_ask(log, i) else asking(f), log, rep, who, i)
            f.work = reached
            yield view, odds, step
    except TooCostly:
        return


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
    "RANK_STEPS",
    "AskOdds",
    "EventCounts",
    "FishView",
    "TooCostly",
    "ask_odds",
    "first_impossible",
    "fish_view",
    "fish_views",
    "forward_views",
    "over_ranks",
    "sure_asks",
    "view_and_odds",
    "views_and_odds",
]
