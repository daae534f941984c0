"""The game engine and its bots: legal, complete, deterministic games under every option."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from bruteforce import small_deck
from corpus import NAMED_DECKS, RULES, SPECS, Spec

from fishsolve import (
    JOKERS,
    STANDARD,
    Ask,
    Card,
    Claim,
    GameLog,
    HandCount,
    Outcome,
    Pass,
    Player,
    Replay,
    RuleSet,
    Table,
    log_from_dict,
    log_to_dict,
    parse_log,
    replay,
    write_log,
)
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.truth import deal_of, first_misfit, holders_after
from fishsolve.literature.sim.bots import CarelessBot, RandomBot
from fishsolve.literature.sim.engine import Game, IllegalActionError
from fishsolve.literature.sim.game import DEFAULT_NAMES, make_bots, play, simulate
from fishsolve.literature.sim.lineup import BOTS
from fishsolve.literature.sim.seat import Action, AskAction, BotView, ClaimAction, PassAction


def logs_of(predicate: Callable[[Spec], bool]) -> list[GameLog]:
    return [spec.log() for spec in SPECS if predicate(spec)]


def replays_of(predicate: Callable[[Spec], bool]) -> list[Replay]:
    return [spec.replay() for spec in SPECS if predicate(spec)]


# -- every corpus game --------------------------------------------------------------------


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_simulated_game_is_legal_complete_and_true(spec: Spec) -> None:
    log = spec.log()
    assert log.is_full_deal
    assert log.start is not None
    assert log.rules == spec.rules
    # The replay (an independent statement of the rules) accepts every event...
    final = spec.replay().final
    assert final.over
    if not spec.rules.first_to_5:
        assert len(final.settled) == len(spec.deck.half_suits)
    else:
        assert max(final.score) >= 5 or len(final.settled) == len(spec.deck.half_suits)
    # ...and the true deal explains every one of them.
    assert first_misfit(log, deal_of(log)) is None
    left = holders_after(log, deal_of(log), len(log.events))
    assert not left or spec.rules.first_to_5
    if spec.deck.key in NAMED_DECKS:
        assert parse_log(write_log(log)) == log
        assert log_from_dict(log_to_dict(log)) == log


def test_corpus_covers_every_option_and_deck() -> None:
    seen = {(s.rules_name, s.players, s.deck.key) for s in SPECS}
    for name in RULES:
        for players in (6, 8):
            assert (name, players, STANDARD.key) in seen
    assert ("all", 6, JOKERS.key) in seen
    assert ("all", 8, small_deck(4).key) in seen
    assert len(SPECS) >= 150


# -- what the options produce -------------------------------------------------------------


def claims(logs: list[GameLog]) -> list[Claim]:
    return [e for log in logs for e in log.events if isinstance(e, Claim)]


def out_of_turn_claims(r: Replay) -> list[Claim]:
    return [
        e
        for i, e in enumerate(r.log.events)
        if isinstance(e, Claim) and r.states[i].turn not in (None, e.claimer)
    ]


def test_standard_games_have_right_and_wrong_claims_and_never_annulled() -> None:
    outcomes = Counter(c.outcome for c in claims(logs_of(lambda s: s.rules_name == "standard")))
    assert outcomes[Outcome.RIGHT]
    assert outcomes[Outcome.WRONG]
    assert not outcomes[Outcome.ANNULLED]


def test_annul_games_have_annulled_claims() -> None:
    outcomes = Counter(c.outcome for c in claims(logs_of(lambda s: s.rules_name == "annul")))
    assert outcomes[Outcome.ANNULLED]
    assert outcomes[Outcome.RIGHT]
    assert outcomes[Outcome.WRONG]


def test_split_claims_appear_only_under_split_claims() -> None:
    split = [c for c in claims(logs_of(lambda s: s.rules.split_claims)) if c.is_split()]
    assert split
    assert {c.outcome for c in split} >= {Outcome.WRONG}
    assert not any(c.is_split() for c in claims(logs_of(lambda s: not s.rules.split_claims)))


def test_out_of_turn_claims_under_any_time_and_annul_only() -> None:
    any_time = [
        c for r in replays_of(lambda s: s.rules_name == "any-time") for c in out_of_turn_claims(r)
    ]
    assert any_time
    annul = [
        c for r in replays_of(lambda s: s.rules_name == "annul") for c in out_of_turn_claims(r)
    ]
    # Penalised: an out-of-turn claim under annul (without any-time) never scores for its team.
    assert annul
    assert all(c.outcome is not Outcome.RIGHT for c in annul)
    assert not any(out_of_turn_claims(r) for r in replays_of(lambda s: s.rules_name == "standard"))


def asks_with_holders(log: GameLog) -> Iterator[tuple[Ask, dict[Card, Player]]]:
    """Each ask with the true holders just before it."""
    holder = deal_of(log)
    for event in log.events:
        if isinstance(event, Ask):
            yield event, holder
            if event.answer:
                holder[event.card] = event.asker
        elif isinstance(event, Claim):
            for card in event.half_suit.cards:
                del holder[card]


def test_bluff_games_break_the_asker_rule_both_ways() -> None:
    held_it = held_none = 0
    for log in logs_of(lambda s: s.rules.bluff):
        for ask, now in asks_with_holders(log):
            half = log.rules.deck.half_suit_of(ask.card)
            if now.get(ask.card) == ask.asker:
                held_it += 1
            elif not any(now.get(c) == ask.asker for c in half.cards):
                held_none += 1
    assert held_it
    assert held_none


def test_passes_with_cards_only_under_pass_turn() -> None:
    def passes_with_cards(r: Replay) -> int:
        return sum(
            1
            for i, e in enumerate(r.log.events)
            if isinstance(e, Pass) and r.states[i].hand_size(e.giver).lo > 0
        )

    assert sum(passes_with_cards(r) for r in replays_of(lambda s: s.rules.pass_turn))
    assert not sum(passes_with_cards(r) for r in replays_of(lambda s: not s.rules.pass_turn))


def test_empty_hands_pass_to_teammates_and_empty_teams_to_opponents() -> None:
    passes = [e for log in logs_of(lambda s: True) for e in log.events if isinstance(e, Pass)]
    assert any(p.giver.team == p.receiver.team for p in passes)
    assert any(p.giver.team != p.receiver.team for p in passes)


def test_first_to_5_stops_at_five_sets() -> None:
    stopped = 0
    for r in replays_of(lambda s: s.rules.first_to_5):
        log, states = r.log, r.states
        final = states[-1]
        # The game ends on the claim that gives a team its fifth set, and not before.
        assert max(final.score) == 5 or len(final.settled) == len(log.rules.deck.half_suits)
        assert all(max(state.score) < 5 for state in states[:-1])
        stopped += len(final.settled) < len(log.rules.deck.half_suits)
    assert stopped


def test_hand_counts_are_stated_when_asked_for() -> None:
    counts = [e for log in logs_of(lambda s: s.count_rate > 0) for e in log.events]
    assert any(isinstance(e, HandCount) for e in counts)


# -- determinism, seats, bots ---------------------------------------------------------------


def test_same_seed_same_bytes_other_seed_other_game() -> None:
    rules = RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, split_claims=True, bluff=True)
    first = simulate(42, 8, rules, ("random", "careless"), count_rate=0.1)
    again = simulate(42, 8, rules, ("random", "careless"), count_rate=0.1)
    assert write_log(first) == write_log(again)
    assert simulate(43, 8, rules, ("random", "careless")) != first


def test_default_table_and_bots() -> None:
    log = simulate(5)
    assert log.table.names == DEFAULT_NAMES[:6]
    assert log.rules == RuleSet()
    assert simulate(5, 8).table.names == DEFAULT_NAMES


def test_make_bots_per_game_per_team_per_seat() -> None:
    table = Table.from_names(list(DEFAULT_NAMES[:6]))
    rng = random.Random(1)
    per_team = make_bots(("random", "careless"), table, rng)
    assert [type(per_team[p]) for p in table] == [RandomBot, CarelessBot] * 3
    per_seat = make_bots(["careless"] + ["random"] * 5, table, rng)
    assert type(per_seat[table.by_seat(1)]) is CarelessBot
    assert sorted(BOTS) == ["careless", "random", "tracker"]
    with pytest.raises(ValueError, match="unknown bot"):
        make_bots("genius", table, rng)
    with pytest.raises(ValueError, match="one per seat"):
        make_bots(["random"] * 3, table, rng)


def test_a_view_shows_one_hand_and_the_public_record() -> None:
    rng = random.Random(3)
    table = Table.from_names(list(DEFAULT_NAMES[:6]))
    game = Game.deal(table, RuleSet(), rng)
    bots = make_bots("random", table, rng)
    for _ in range(30):
        player = game.turn
        view = game.view(player)
        assert view.hand == frozenset(game.hands[player])
        assert view.hand_sizes == tuple(len(game.hands[p]) for p in table)
        assert view.events == tuple(game.events)
        mine = view.as_log()
        assert set(mine.hands) == {player}
        replay(mine)
        game.act(player, bots[player].choose(view))


# -- the engine refuses illegal actions --------------------------------------------------------


class Scripted:
    """A bot that plays one fixed action, then behaves like a random bot."""

    def __init__(self, first: Callable[[BotView], Action]) -> None:
        self.first: Callable[[BotView], Action] | None = first
        self.fallback = RandomBot(random.Random(0))

    def choose(self, view: BotView) -> Action:
        if self.first is not None:
            action, self.first = self.first(view), None
            return action
        return self.fallback.choose(view)

    def interject(self, view: BotView) -> ClaimAction | None:
        return None


def start_game(rules: RuleSet | None = None) -> Game:
    table = Table.from_names(list(DEFAULT_NAMES[:6]))
    return Game.deal(table, rules or RuleSet(), random.Random(9))


def some_card_of(view: BotView, held: bool) -> Card:
    half = next(h for h in view.in_play if any(c in view.hand for c in h.cards))
    return next(c for c in half.cards if (c in view.hand) == held)


ILLEGAL: dict[str, Callable[[BotView], Action]] = {
    "ask a teammate": lambda v: AskAction(v.teammates[0], some_card_of(v, held=False)),
    "ask for a held card": lambda v: AskAction(v.opponents[0], some_card_of(v, held=True)),
    "ask without the half-suit": lambda v: AskAction(
        v.opponents[0],
        next(c for h in v.in_play for c in h.cards if all(x not in v.hand for x in h.cards)),
    ),
    "pass with cards": lambda v: PassAction(v.teammates[0]),
    "pass to an opponent": lambda v: PassAction(v.opponents[0]),
    "claim naming an opponent": lambda v: ClaimAction.of(
        v.in_play[0], dict.fromkeys(v.in_play[0].cards, v.opponents[0])
    ),
    "claim five cards": lambda v: ClaimAction(
        v.in_play[0], tuple((c, v.me) for c in v.in_play[0].cards[:5])
    ),
}


@pytest.mark.parametrize("what", sorted(ILLEGAL))
def test_illegal_actions_raise(what: str) -> None:
    game = start_game()
    bots = {p: Scripted(ILLEGAL[what]) for p in game.table}
    with pytest.raises(IllegalActionError):
        play(game, bots, random.Random(0))


def test_the_same_actions_are_legal_under_their_options() -> None:
    for what, rules in (
        ("ask for a held card", RuleSet(bluff=True)),
        ("ask without the half-suit", RuleSet(bluff=True)),
        ("pass with cards", RuleSet(pass_turn=True)),
        ("claim naming an opponent", RuleSet(split_claims=True)),
    ):
        game = start_game(rules)
        bots = {p: Scripted(ILLEGAL[what]) for p in game.table}
        log = play(game, bots, random.Random(0))
        replay(log)
        assert first_misfit(log, deal_of(log)) is None


def test_off_turn_claims_need_any_time_or_annul() -> None:
    game = start_game()
    other = next(p for p in game.table if p != game.turn)
    half = game.rules.deck.half_suits[0]
    claim = ClaimAction.of(half, dict.fromkeys(half.cards, other))
    with pytest.raises(IllegalActionError, match="turn"):
        game.act(other, claim)
    annul = start_game(RuleSet(claim_outcomes=ClaimOutcomes.ANNUL))
    event = annul.act(other, claim)
    assert isinstance(event, Claim)
    assert event.outcome is not Outcome.RIGHT


def test_a_bot_that_never_progresses_is_stopped() -> None:
    class Passer:
        def choose(self, view: BotView) -> Action:
            return PassAction(view.with_cards(view.teammates)[0])

        def interject(self, view: BotView) -> ClaimAction | None:
            return None

    game = start_game(RuleSet(pass_turn=True))
    with pytest.raises(RuntimeError, match="no end"):
        play(game, {p: Passer() for p in game.table}, random.Random(0), max_events=200)


def test_a_deal_must_be_complete() -> None:
    table = Table.from_names(list(DEFAULT_NAMES[:6]))
    cards = STANDARD.cards
    hands = {p: frozenset(cards[p.index * 8 : p.index * 8 + 8]) for p in table}
    Game(table, RuleSet(), hands, table.by_seat(1))
    short = {**hands, table.by_seat(2): frozenset(cards[8:15])}
    with pytest.raises(ValueError, match="every card once"):
        Game(table, RuleSet(), short, table.by_seat(1))


def test_end_game_claims_come_from_the_team_with_cards() -> None:
    """Under S-PT's end-game only the player on turn claims once a team is out of cards; without
    it (S-ES, S-DE) teammates with cards claim off turn too, where the rules allow that."""
    off_turn_in_end_game = 0
    for r in replays_of(lambda s: s.deck.key == STANDARD.key and s.players == 6):
        log = r.log
        for i, event in enumerate(log.events):
            if not isinstance(event, Claim):
                continue
            before = r.states[i]
            team_sizes = [
                sum(before.hand_size(p).lo for p in log.table.members(t)) for t in log.table.teams
            ]
            if 0 in team_sizes:
                assert team_sizes[event.claimer.team.index] > 0
                if log.rules.end_game:
                    assert before.turn == event.claimer
                else:
                    off_turn_in_end_game += before.turn != event.claimer
    assert off_turn_in_end_game > 0


def test_players_named_in_the_log_are_the_table() -> None:
    log = simulate(11, names=["Ana", "Bo", "Cy", "Di", "Ed", "Flo"])
    assert log.table.names == ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
    assert all(isinstance(p, Player) for p in log.hands)
