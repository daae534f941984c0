"""The odds of the asks of the player on turn, from one exact count (:mod:`.engines`).

Ana holds 2C 3C of a two-rank deck; Bo's two cards come from three 2s and three 3s: he holds a 2
in 12 of the 15 ways, and when he holds none (both 3s) the top of the stock is a 2 three times
in four.

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> from fishsolve.gofish.game.replay import replay
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo\\ndeck: 2 3\\ndeal: 2\\n"
...                      "hand Ana: 2C 3C\\nstart: Ana\\n")
>>> [(a.rank.code, a.yes, a.lucky) for a in ask_odds(log, replay(log), "Ana", 0)]
[('2', Fraction(4, 5), Fraction(3, 20)), ('3', Fraction(4, 5), Fraction(3, 20))]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from fishsolve.cards import Card, Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.engines import (
    DEFAULT,
    Counted,
    card_joint,
    card_places,
    count,
    pairs_of,
    total_of,
)
from fishsolve.gofish.deduce.perspective import Viewer
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay
from fishsolve.seating import Player


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
    f, who = count(log, rep, viewer, at, budget, True, rank_steps)
    return odds_of(f, log, rep, who, at)


def odds_of(f: Counted, log: FishLog, rep: FishReplay, who: Player | str, at: int) -> list[AskOdds]:
    if not isinstance(who, Player):
        raise FishsolveError("ask odds are for a seat: the player on turn")
    state = rep.states[at]
    turn = rep.turn_at(at)
    if turn != who:
        on = turn.name if turn else "nobody"
        raise FishsolveError(f"{who.name} is not on turn after {at} events ({on} is)")
    total = total_of(f)
    if not total:
        return []
    players = log.seating.players
    targets = [q for q in players if q != who and state.size(q) > 0]
    stock = state.stock
    top = f.stock_order[0] if isinstance(f, Filter) and f.stock_order else None
    odds: list[AskOdds] = []
    for r in log.rules.ranks:
        pairs = pairs_of(f, r)
        if any(k == 0 for (k, _), w in pairs[who.index].items() if w):
            continue
        if log.rules.card_asks and isinstance(f, Filter | CardCount):
            for c in log.rules.cards:
                if c.rank != r or f.known.get(c) == who.index or f.known.get(c) == -1:
                    continue
                places = card_places(f, c)
                if places.get(who.index):
                    continue  # the viewer may hold it: not a legal ask in every arrangement
                by_rank = log.rules.lucky_rank
                in_stock = places.get(f.n, 0)
                # lucky-rank: the target lacks the card and the top is of its rank, in
                # arrangements weighted by the cards of the rank in the stock.
                joint = card_joint(f, c) if by_rank and stock else {}
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


__all__ = ["AskOdds", "ask_odds", "odds_of", "sure_asks"]
