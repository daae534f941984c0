"""Go Fish family deduction is sound on real-size simulated games: at every event, from every
seat and the public view, whenever the engine answers within its budget, the true holding of
every player and rank (and the stock's count, and under card asks every card's holder) is among
the counts it calls possible — so every count it rules out is really ruled out and every
certainty holds. The truth comes from playing the full record with tests/gofish_brute.py's own
rule code, not from the replay."""

from __future__ import annotations

from collections import Counter

import gofish_brute
import pytest

from fishsolve.cards import Card
from fishsolve.gofish.deduce import FishView, fish_views
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
BUDGET = 50_000
"""A third of the default: the suite stays short; bench/bench_gofish.py --sound uses the default."""


def truth(log: FishLog) -> list[tuple[list[set[Card]], tuple[Card, ...]]]:
    """Every hand and the stock left, after 0, 1, 2, ... events of a full record."""
    game = gofish_brute._Game(log, tuple(frozenset(h) for _, h in log.hands), log.stock or ())
    out = [([set(h) for h in game.hands], game.order[game.top :])]
    for e in log.events:
        game.step(e)
        assert game.ok
        out.append(([set(h) for h in game.hands], game.order[game.top :]))
    return out


def check_view(
    view: FishView, log: FishLog, hands: list[set[Card]], stock: tuple[Card, ...]
) -> int:
    """Assert the true position is possible in ``view``; count the facts checked."""
    assert view.total > 0
    facts = 0
    for p in log.seating.players:
        counts = Counter(c.rank for c in hands[p.index])
        for r in log.rules.ranks:
            possible = view.possible(p, r)
            assert counts[r] in possible, (view.viewer, view.at, p.name, r, possible)
            facts += 1
    sc = Counter(c.rank for c in stock)
    for r in log.rules.ranks:
        assert sc[r] in view.possible_stock(r), (view.viewer, view.at, "stock", r)
        facts += 1
    if view.cards is not None:
        place: dict[Card, Player | None] = dict.fromkeys(stock)
        for p in log.seating.players:
            for c in hands[p.index]:
                place[c] = p
        for c, holder in place.items():
            assert holder in view.holders(c), (view.viewer, view.at, str(c))
            facts += 1
    for p, ranks in view.certain_books().items():
        for r in ranks:  # p holds one, and every other card of r is where the view says
            assert Counter(c.rank for c in hands[p.index])[r] > 0
    return facts


def _games() -> list[tuple[Variant, int, int, int]]:
    out = []
    for variant in Variant:
        for book in (4, 2):  # 2 to 6 players over the two book sizes (bench: every size)
            for players in (2, 4, 6) if book == 4 else (3, 5):
                out.append((variant, book, players, players * 7 + book))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("game", _games(), ids=lambda g: f"{g[0]}-b{g[1]}-{g[2]}p-s{g[3]}")
def test_sound_on_simulated_games(game: tuple[Variant, int, int, int]) -> None:
    """Every view answered within the budget (bench/bench_gofish.py --sound runs the same check
    with the default budget and counts the views)."""
    variant, book, players, seed = game
    log = play(NAMES[:players], GoFishRules(variant=variant, book=book), seed)
    rep = replay(log)
    true = truth(log)
    views = 0
    viewers: list[Player | str] = [*log.seating.players, "public"]
    for viewer in viewers:
        for view in fish_views(log, rep, viewer, budget=BUDGET):
            hands, stock = true[view.at]
            check_view(view, log, hands, stock)
            views += 1
    if players == 2:
        assert views >= 2  # two players: at least the deal from both seats


def test_a_wrong_view_is_caught() -> None:
    """The check can fail: a view that rules out the true count is rejected."""
    log = play(NAMES[:2], GoFishRules(), 3)
    rep = replay(log)
    true = truth(log)
    view = next(fish_views(log, rep, log.seating.players[0]))
    hands, stock = true[0]
    bo = log.seating.players[1]
    rank = next(iter(hands[1])).rank
    held = sum(1 for c in hands[1] if c.rank == rank)
    holds = {p: dict(r) for p, r in view.holds.items()}
    holds[bo] = dict(holds[bo])
    holds[bo][rank] = {k: w for k, w in view.holds[bo][rank].items() if k != held}
    broken = FishView(view.viewer, view.at, view.total, holds, view.stock, view.cards)
    with pytest.raises(AssertionError):
        check_view(broken, log, hands, stock)
