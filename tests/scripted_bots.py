"""Literature games with mistakes made by construction (issue 31): tracker bots (claim what they
prove, ask a sure ask when they have one, else the likeliest ask — by their own exact count) of
which a seat can be scripted to pass a sure ask at its first chance from a chosen event on, and
another to claim wrongly at its first turn from another chosen event on (it declares a card of its
own hand with a teammate: no deal makes that claim right). Each bot writes down every mistake it
makes, its own unproved guesses included, with the chance it lost in its own view."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from bruteforce import small_deck

from fishsolve import RuleSet
from fishsolve.family.moments import BLUNDER, GAMBLE, SURE_ASK_PASSED
from fishsolve.literature.game.events import GameLog
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


def standard_game() -> GameLog:
    """Trackers on the standard deck (a log the notation can write): Asha passes a sure ask and
    Dev claims wrongly (events 14 and 6), and Eli guesses at the end (seed 2)."""
    rng = random.Random(2)
    table = Table.from_names(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"])
    game = Game.deal(table, RuleSet(), rng)
    record: Record = []
    plans = {0: {"pass sure": 2}, 3: {"wrong claim": 5}}
    bots: dict[Player, Any] = {
        p: Scripted(random.Random(20 + p.index), record, plans.get(p.index, {})) for p in table
    }
    return play(game, bots, rng)
