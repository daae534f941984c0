"""Critical moments against mistakes made by construction (issue 31).

The games are played by tracker bots (claim what they prove, ask a sure ask when they have one,
else the likeliest ask: by their own exact count, never a mistake) of which one seat is scripted
to pass a sure ask at its first chance from a chosen event on, and another to claim wrongly at
its first turn from another chosen event on: it declares a card of its own hand with a teammate,
so that no deal can make the claim right. Each bot writes down what it did and why, from its own
view — the independent count: the review must find exactly the injected mistakes and the
tracker's own unproved claims (its best guesses at the end of a game: gambles or blunders), with
the chance each cost, rank them by that cost, and link each to its event in its player's view.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from bruteforce import small_deck

from fishsolve import RuleSet
from fishsolve.family.moments import BLUNDER, GAMBLE, SURE_ASK_PASSED
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.render.html_review import page_data
from fishsolve.literature.review.game import ReviewReport, review
from fishsolve.literature.sim.engine import Game
from fishsolve.literature.sim.game import play
from fishsolve.literature.sim.seat import AskAction, BotView, ClaimAction
from fishsolve.literature.sim.tracker import TrackerBot, _chances
from fishsolve.seating import Player, Table

Record = list[tuple[int, str, str, Fraction]]
"""(event, player, kind, chance lost) of every mistake the bots made knowingly."""


class Scripted(TrackerBot):
    """A tracker that, when told, passes a sure ask or claims wrongly, and writes down each
    mistake it makes (its own unproved guesses included) with the chance it lost."""

    def __init__(self, rng: random.Random, record: Record, plan: dict[str, int]) -> None:
        super().__init__(rng)
        self.record = record
        self.plan = dict(plan)

    def choose(self, view: BotView) -> Any:
        number = len(view.events) + 1
        if not view.hand:
            return super().choose(view)
        facts = self.analysis(view)
        proved = self.proved_claims(view, facts)
        asks = view.proper_asks()
        sure = [a for a in self.sure_asks(view, facts) if a in asks]
        at = self.plan.get("pass sure")
        if at is not None and number >= at and sure and not proved and not view.end_game:
            chances = _chances(facts)

            def chance(ask: AskAction) -> Fraction:
                return chances.get(ask.card.code, {}).get(ask.target.name, Fraction(0))

            others = [a for a in asks if chance(a) < 1]
            if others:
                worst = min(others, key=lambda a: (chance(a), a.target.seat, a.card.code))
                del self.plan["pass sure"]
                self.record.append((number, view.me.name, SURE_ASK_PASSED, 1 - chance(worst)))
                return worst
        at = self.plan.get("wrong claim")
        if at is not None and number >= at and not proved and view.teammates:
            mine = sorted(view.hand, key=lambda c: c.code)[0]
            half = view.rules.deck.half_suit_of(mine)
            mate = view.teammates[0]
            players = {p.name: p for p in view.table}
            owners = dict.fromkeys(half.cards, players[view.me.name])
            owners[mine] = players[mate.name]  # certainly wrong: the card is in this hand
            del self.plan["wrong claim"]
            self.record.append((number, view.me.name, BLUNDER, Fraction(1)))
            return ClaimAction.of(half, owners)
        action = super().choose(view)
        if isinstance(action, ClaimAction) and action not in proved:
            right, _ = self.seat.likeliest_claim(view, action.half_suit) if self.seat else (0, 0)
            kind = BLUNDER if right == 0 else GAMBLE
            self.record.append((number, view.me.name, kind, 1 - Fraction(right)))
        return action


def scripted_game(seed: int, plans: dict[int, dict[str, int]]) -> tuple[GameLog, Record]:
    """A tracker game on an 18-card deck; ``plans``: seat index -> what that seat does wrong."""
    rng = random.Random(seed)
    table = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    game = Game.deal(table, RuleSet(deck=small_deck(3)), rng)
    record: Record = []
    bots: dict[Player, Any] = {
        p: Scripted(random.Random(seed * 10 + p.index), record, plans.get(p.index, {}))
        for p in table
    }
    return play(game, bots, rng), record


@pytest.fixture(scope="module", params=[3, 15])
def game(request: pytest.FixtureRequest) -> tuple[ReviewReport, Record]:
    log, record = scripted_game(request.param, {0: {"pass sure": 2}, 3: {"wrong claim": 5}})
    return review(log), record


def test_the_review_finds_exactly_the_mistakes_made(game: tuple[ReviewReport, Record]) -> None:
    report, record = game
    injected = {(e, p, k) for e, p, k, _ in record}
    kinds = {k for _, _, k, _ in record}
    assert SURE_ASK_PASSED in kinds
    assert BLUNDER in kinds
    found = {(m.event, m.player, m.kind): m.cost for m in report.moments}
    assert set(found) == injected
    for event, player, kind, cost in record:
        assert found[(event, player, kind)] == cost, (event, player, kind)


def test_ranked_by_cost_and_linked(game: tuple[ReviewReport, Record]) -> None:
    report, record = game
    expected = sorted(record, key=lambda r: (-r[3], r[0], r[1], r[2]))
    shown = [(m.event, m.player, m.kind) for m in report.critical]
    assert shown == [(e, p, k) for e, p, k, _ in expected][: len(shown)]
    data = page_data(report)
    labels = [v["label"] for v in data["viewers"]]
    first = data["moments"][data["critical"][0]]
    assert (first["event"], labels[first["view"]]) == (expected[0][0], expected[0][1])
    # Each side's count adds up the moments of its players.
    sides = {s["name"]: s for s in data["sides"]}
    for name, _ in report.players:
        assert sides[name]["mistakes"] == sum(1 for r in record if r[1] == name)
