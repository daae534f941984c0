"""The Go Fish family's tracker bot: its asks are the best by brute-force enumeration of every deal
and stock order its seat cannot rule out (tests/gofish_brute.py), it never uses what its seat
cannot see, and it beats the random bot in a tournament."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from typing import Any

import gofish_brute
import pytest

from fishsolve.cards import Rank
from fishsolve.errors import FishsolveError
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.bots import Choice, RandomBot, Seat, legal_asks
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.setup import FISH_BOTS, FishSetup
from fishsolve.gofish.sim.tournament import play_fish_tournament
from fishsolve.gofish.sim.tracker import TrackerBot, seat_view
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.seating import Player

R2, R3, R4, R5 = Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE


class Recorder(TrackerBot):
    """A tracker that keeps every seat it was shown and the ask it chose."""

    def __init__(self, rng: random.Random, budget: int | None = None) -> None:
        super().__init__(rng, budget)
        self.seen: list[tuple[Seat, Choice]] = []

    def choose(self, seat: Seat) -> Choice:
        choice = super().choose(seat)
        self.seen.append((seat, choice))
        return choice


def _game(rules: GoFishRules, players: int, seed: int) -> tuple[FishLog, Recorder]:
    bots: list[Recorder] = []

    def make(p: Player, rng: random.Random) -> TrackerBot | RandomBot:
        if p.index == 0:
            bots.append(Recorder(rng))
            return bots[0]
        return RandomBot(rng)

    log = play(["Ana", "Bo", "Cy"][:players], rules, seed, make)
    return log, bots[0]


SMALL = [
    # (variant, ranks, deal, players, seed)
    (Variant.GO_FISH, (R2, R3, R4), 5, 2, 1),
    (Variant.GO_FISH, (R2, R3, R4), 5, 2, 2),
    (Variant.GO_FISH, (R2, R3), 2, 3, 3),
    (Variant.AUTHORS, (R2, R3, R4), 5, 2, 4),
    (Variant.SIMPLIFIED, (R2, R3), 2, 3, 5),
]


@pytest.mark.parametrize("case", SMALL, ids=[f"{c[0]}-{len(c[1])}r-{c[3]}p-{c[4]}" for c in SMALL])
def test_asks_are_the_best_by_brute_force(
    case: tuple[Variant, tuple[Rank, ...], int, int, int],
) -> None:
    variant, ranks, deal, players, seed = case
    log, bot = _game(GoFishRules(variant=variant, ranks=ranks, deal=deal), players, seed)
    assert bot.seen, "the tracker made no decision"
    me = log.seating.players[0]
    rep = replay(log)
    on_turn = [s.turn for s in rep.states]
    brute = gofish_brute.tallies(log, [me], len(log.events), on_turn)[me.name]
    sure_taken = 0
    for seat, choice in bot.seen:
        at = len(seat.record.events)
        odds = gofish_brute.odds(brute[at], log.rules)

        def go_on(ask: Choice, odds: dict[Any, tuple[Fraction, Fraction]] = odds) -> Fraction:
            yes, lucky = odds.get(
                (ask.target.index, ask.rank, ask.card), (Fraction(0), Fraction(0))
            )
            return yes + lucky

        asks = legal_asks(seat)
        assert choice in asks
        sure = [a for a in asks if odds.get((a.target.index, a.rank, a.card), (0, 0))[0] == 1]
        if sure:
            assert choice in sure, (at, choice)
            sure_taken += 1
            continue
        # Among the ranks it holds most of (nearest a book), the best chance of going on.
        held = Counter(c.rank for c in seat.hand)
        most = max(held[a.rank] for a in asks)
        nearest = [a for a in asks if held[a.rank] == most]
        assert choice in nearest, (at, choice)
        assert go_on(choice) == max(go_on(a) for a in nearest), (at, choice)
    assert bot.tally.exact == len(bot.seen)


def _alternatives(log: FishLog, me: Player, rng: random.Random, tries: int) -> list[FishLog]:
    """Full records of other deals and stock orders that replay without error and that ``me``
    would have kept word for word as the real one: what its seat cannot tell apart."""
    mine = dict(log.hands)[me]
    assert log.stock is not None
    hidden = [c for p, cards in log.hands if p != me for c in cards] + list(log.stock)
    seen = as_seen_by(log, me)
    found = []
    for _ in range(tries):
        rng.shuffle(hidden)
        hands, k = [], 0
        for p, cards in log.hands:
            if p == me:
                hands.append((p, mine))
            else:
                hands.append((p, tuple(sorted(hidden[k : k + len(cards)]))))
                k += len(cards)
        other = replace(log, hands=tuple(hands), stock=tuple(hidden[k:]))
        if other.hands == log.hands and other.stock == log.stock:
            continue
        try:
            replay(other)
        except FishsolveError:
            continue
        if as_seen_by(other, me) == seen:
            found.append(other)
    return found


@pytest.mark.parametrize("variant", [Variant.GO_FISH, Variant.AUTHORS])
def test_choices_never_depend_on_hidden_cards(variant: Variant) -> None:
    rules = GoFishRules(variant=variant, ranks=(R2, R3, R4, R5), deal=5)
    log, bot = _game(rules, 2, 21)
    me = log.seating.players[0]
    rng = random.Random(5)
    compared = 0
    for number, (seat, choice) in enumerate(bot.seen):
        for other in _alternatives(seat.record, me, rng, 300)[:5]:
            twin = TrackerBot(random.Random(number))
            first = TrackerBot(random.Random(number))
            again = first.choose(seat)
            assert twin.choose(replace(seat, record=other)) == again
            compared += 1
        assert choice in legal_asks(seat)
    assert compared >= 10, compared


def test_decides_on_its_seat_record_only() -> None:
    _, bot = _game(GoFishRules(ranks=(R2, R3, R4), deal=5), 2, 1)
    seat, _ = bot.seen[-1]
    assert seat.record.stock is not None  # the simulator hands every bot the table's record
    view = seat_view(seat).record
    assert view.stock is None
    assert [p for p, _ in view.hands] == [seat.player]
    with pytest.raises(ValueError, match="own seat"):
        TrackerBot(random.Random(1)).decide(seat)


def test_registered_and_plays_every_variant() -> None:
    assert "tracker" in FISH_BOTS
    for variant in Variant:
        rules = GoFishRules(variant=variant, ranks=(R2, R3, R4, R5, Rank.SIX), deal=5)
        log = FishSetup(rules, 3, ("random", "tracker", "random")).game(2)
        final = replay(log).final  # the simulator checked every ask; the record replays
        assert final.over
        assert len(final.books) == len(rules.ranks)


@pytest.mark.slow
def test_tracker_beats_random_head_to_head() -> None:
    # Nine ranks (36 cards, 7 each, a stock of 22): a whole game in a fifth of the full deck's
    # time; the full deck's figure is in docs/bots.md (bench/bench_gofish_bots.py).
    rules = GoFishRules(ranks=tuple(r for r in Rank if Rank.TWO <= r <= Rank.TEN))
    setup = FishSetup(rules, 2, ("tracker", "random"))
    report = play_fish_tournament(setup, 30, first_seed=1)
    assert report.games == 60
    assert report.wins.low > 0.5, report.wins
