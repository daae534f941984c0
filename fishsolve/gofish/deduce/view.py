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

import copy
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from fishsolve.cards import Card, Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce import cardline, tables, timeline
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.perspective import (
    Knowledge,
    Viewer,
    at_ask,
    event_step,
    resolve,
    run,
)
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.game.events import Book, FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player

DEFAULT = 150_000
"""The default counting budget, in the forward filter's state steps: about 0.15 s of work at
about 1 µs a step (2026-12-03, 52-card positions run to the budget)."""

RANK_STEPS = 3
"""Steps of the count over ranks (:mod:`.rankdp`) a budget step buys when one position is
analysed (``analyze``, through ``rank_steps``): a step of the count over ranks (one move of a
packed placement) costs about 0.35 µs, a third of a filter step (2026-12-03, 52-card positions),
so a budget then buys about the same time in either engine. Commands that count many positions
(review, live) keep one step per budget step: a position past the budget costs them a third as
much (a three-player 52-card review, seeds 1 and 2: 4.6 / 6.1 s so, 9.1 / 11.6 s with 3)."""

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


Counted = Filter | RankCount
"""An exact count: the forward filter, or the programme over ranks (Go Fish rank asks)."""


def _count(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None,
    ask: bool,
    rank_steps: int = 1,
    filter_first: bool = True,
) -> tuple[Counted, Player | str]:
    """The exact count of ``viewer``'s knowledge after ``at`` events: over ranks when the
    game is Go Fish with rank asks (books of four or pairs: :mod:`.rankdp`), else the forward
    filter. At two players,
    where each engine answers positions the other cannot (docs/gofish.md), the forward filter
    goes first (it answers most of them, and fast) and a count past ``budget`` is followed by
    the count over ranks with a budget of its own. The count over ranks may take ``rank_steps``
    of its steps per budget step (:data:`RANK_STEPS`); without ``filter_first`` (the caller
    knows the filter passes its budget here) it goes straight to the count over ranks. With
    ``ask`` (an ask is made at the position) or when the log's next line is an ask, nobody holds
    a book then (:func:`.at_ask`)."""
    who = resolve(log, viewer)
    know = Knowledge(log, who)
    caps = ask or at_ask(log, at)
    if not over_ranks(log, know):
        return _filtered(log, rep, viewer, at, budget, caps)
    if not 0 <= at <= len(log.events):
        raise FishsolveError(f"position {at} is outside the log (0 to {len(log.events)})")
    steps = None if budget is None else budget * rank_steps
    if len(log.seating) >= 3 or not filter_first:
        return count_over_ranks(log, rep, know, at, caps, steps), who
    # Two players: the forward filter answers most positions, and fast; the count over ranks
    # takes those past its budget that it can.
    try:
        return _filtered(log, rep, viewer, at, budget, caps)
    except TooCostly:
        return count_over_ranks(log, rep, know, at, caps, steps), who


def over_ranks(log: FishLog, know: Knowledge) -> bool:
    """True when the count over ranks reads ``log`` from ``know``'s perspective: books of four,
    no known stock order; rank asks (:mod:`.timeline`) or card asks (:mod:`.cardline`)."""
    return timeline.applies(log, know.stock_known) or cardline.applies(log, know.stock_known)


def count_over_ranks(
    log: FishLog,
    rep: FishReplay,
    know: Knowledge,
    at: int,
    caps: bool,
    budget: int | None,
    thin: Thinning | None = None,
) -> RankCount:
    """The count over ranks (:func:`over_ranks`) after ``at`` events, as at an ask with
    ``caps``; thinned with ``thin`` (an estimate's run)."""
    if log.rules.card_asks:
        return CardCount(cardline.build(log, rep, know, at, caps), budget, thin=thin)
    return RankCount(timeline.build(log, rep, know, at, caps), budget, thin=thin)


def _filtered(
    log: FishLog, rep: FishReplay, viewer: Viewer, at: int, budget: int | None, caps: bool
) -> tuple[Filter, Player | str]:
    f, who = run(log, rep, viewer, at, budget)
    if caps:
        f.caps()
    return f, who


def _asking(f: Filter) -> Filter:
    """``f`` as at an ask (nobody holds a book), leaving ``f`` itself as it was: a copy whose
    states the caps replace (they never change a state set in place)."""
    g = copy.copy(f)
    g.caps()
    return g


def _total(f: Counted) -> int:
    return f.total if isinstance(f, RankCount) else f.total()


def _pairs(f: Counted, r: Rank) -> list[dict[tuple[int, int], int]]:
    """Per seat: (cards of ``r`` the player holds now, cards of ``r`` in the stock) -> ways."""
    if isinstance(f, RankCount):
        return f.tables[r]
    out: list[dict[tuple[int, int], int]] = [{} for _ in range(f.n)]
    for vec, w in tables.rank_table(f, r).items():
        if w:
            for q in range(f.n):
                out[q][(vec[q], vec[-1])] = out[q].get((vec[q], vec[-1]), 0) + w
    return out


def _card_places(f: Filter | CardCount, c: Card) -> dict[int, int]:
    """Card asks: place of ``c`` (a seat; ``f.n``: the stock) -> arrangements."""
    return f.places(c) if isinstance(f, CardCount) else tables.card_table(f, c)


def _card_joint(f: Filter | CardCount, c: Card) -> dict[tuple[int, int], int]:
    """Card asks: (place of ``c``, cards of its rank in the stock) -> arrangements."""
    return f.places_and_stock(c) if isinstance(f, CardCount) else tables.card_stock_table(f, c)


def _view(f: Counted, log: FishLog, who: Player | str, at: int) -> FishView:
    players = log.seating.players
    total = _total(f)
    holds: dict[Player, dict[Rank, dict[int, int]]] = {p: {} for p in players}
    stock: dict[Rank, dict[int, int]] = {}
    for r in log.rules.ranks:
        pairs = _pairs(f, r)
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
            places = _card_places(f, c)
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
    f, who = _count(log, rep, viewer, at, budget, False, rank_steps)
    return _view(f, log, who, at)


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
            yield _view(rc, log, who, i)
        return
    try:
        f, who = run(log, rep, viewer, 0, budget)
        for i in range(len(log.events) + 1):
            if i:
                event_step(f, know, log, rep, i - 1)
            if at_ask(log, i) and not cut:
                f.caps()  # as the ask itself does first: the pass goes on from here unchanged
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
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None = DEFAULT,
    rank_steps: int = 1,
) -> list[AskOdds]:
    """Every legal ask of ``viewer``, who is on turn after ``at`` events, best first (turn goes
    on, then yes, then seat, rank and card). The viewer's ranks are those it holds in every
    arrangement (its own hand, when the log has it); ``budget`` and ``rank_steps`` as in
    :func:`fish_view`."""
    f, who = _count(log, rep, viewer, at, budget, True, rank_steps)
    return _odds(f, log, rep, who, at)


def view_and_odds(
    log: FishLog,
    rep: FishReplay,
    viewer: Viewer,
    at: int,
    budget: int | None = DEFAULT,
    filter_first: bool = True,
) -> tuple[FishView, list[AskOdds] | None]:
    """``viewer``'s view after ``at`` events and, when ``viewer`` is the seat on turn then,
    its asks priced (as :func:`ask_odds`) — from one count when the log's next line is an ask;
    ``filter_first`` as in :func:`_count`. Raises :class:`TooCostly`."""
    f, who = _count(log, rep, viewer, at, budget, False, 1, filter_first)
    view = _view(f, log, who, at)
    on_turn = isinstance(who, Player) and rep.turn_at(at) == who
    if not on_turn:
        return view, None
    if not at_ask(log, at):
        if isinstance(f, Filter):
            f = _asking(f)
        else:
            f = _count(log, rep, who, at, budget, True, 1, filter_first)[0]
    return view, _odds(f, log, rep, who, at)


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
            view = _view(f, log, who, i)
            on_turn = isinstance(who, Player) and rep.turn_at(i) == who
            odds = None
            if on_turn and view.total:
                odds = _odds(f if at_ask(log, i) else _asking(f), log, rep, who, i)
            f.work = reached
            yield view, odds, step
    except TooCostly:
        return


def _odds(f: Counted, log: FishLog, rep: FishReplay, who: Player | str, at: int) -> list[AskOdds]:
    if not isinstance(who, Player):
        raise FishsolveError("ask odds are for a seat: the player on turn")
    state = rep.states[at]
    turn = rep.turn_at(at)
    if turn != who:
        on = turn.name if turn else "nobody"
        raise FishsolveError(f"{who.name} is not on turn after {at} events ({on} is)")
    total = _total(f)
    if not total:
        return []
    players = log.seating.players
    targets = [q for q in players if q != who and state.size(q) > 0]
    stock = state.stock
    top = f.stock_order[0] if isinstance(f, Filter) and f.stock_order else None
    odds: list[AskOdds] = []
    for r in log.rules.ranks:
        pairs = _pairs(f, r)
        if any(k == 0 for (k, _), w in pairs[who.index].items() if w):
            continue
        if log.rules.card_asks and isinstance(f, Filter | CardCount):
            for c in log.rules.cards:
                if c.rank != r or f.known.get(c) == who.index or f.known.get(c) == -1:
                    continue
                places = _card_places(f, c)
                if places.get(who.index):
                    continue  # the viewer may hold it: not a legal ask in every arrangement
                by_rank = log.rules.lucky_rank
                in_stock = places.get(f.n, 0)
                # lucky-rank: the target lacks the card and the top is of its rank, in
                # arrangements weighted by the cards of the rank in the stock.
                joint = _card_joint(f, c) if by_rank and stock else {}
                for q in targets:
                    yes = Fraction(places.get(q.index, 0), total)
                    if top is not None:
                        hit = top.rank == r if by_rank else top == c
                        lucky = Fraction(int(hit) * (total - places.get(q.index, 0)), total)
                    elif by_rank and stock:
                        luck_w = sum(w * k for (p, k), w in joint.items() if p != q.index)
                        lucky = Fraction(luck_w, total * stock)
                    elif stock:
                        lucky = Fraction(in_stock, total * stock)
                    else:
                        lucky = Fraction(0)
                    odds.append(AskOdds(q, r, c, yes, lucky))
            continue
        for q in targets:
            yes_w = sum(w for (k, _), w in pairs[q.index].items() if k > 0)
            if top is not None:
                luck_w = (total - yes_w) * int(top.rank == r)
                lucky = Fraction(luck_w, total)
            elif stock:
                luck_w = sum(w * s for (k, s), w in pairs[q.index].items() if k == 0)
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
    "EventCounts",
    "FishView",
    "TooCostly",
    "ask_odds",
    "first_impossible",
    "fish_view",
    "fish_views",
    "forward_views",
    "sure_asks",
    "view_and_odds",
    "views_and_odds",
]
