"""A fixed corpus of simulated games covering every rule option, deck and table size.

A test helper, not a test module: the engine, truth and brute-force tests (and soundness tests of
the deduction) draw their games from here, so each game is simulated once per test session.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache

from bruteforce import small_deck

from fishsolve import JOKERS, NO_SEVENS, STANDARD, Deck, GameLog, Replay, RuleSet
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.replay import replay
from fishsolve.literature.sim.game import simulate

RULES: dict[str, RuleSet] = {
    "standard": RuleSet(),
    "annul": RuleSet(claim_outcomes=ClaimOutcomes.ANNUL),
    "split-claims": RuleSet(split_claims=True),
    "annul+split-claims": RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, split_claims=True),
    "any-time": RuleSet(any_time=True),
    "annul+any-time": RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, any_time=True),
    "bluff": RuleSet(bluff=True),
    "first-to-5": RuleSet(first_to_5=True),
    "pass-turn": RuleSet(pass_turn=True),
    "all": RuleSet(
        claim_outcomes=ClaimOutcomes.ANNUL,
        split_claims=True,
        any_time=True,
        bluff=True,
        first_to_5=True,
        pass_turn=True,
    ),
}
"""Every option alone, the interesting pairs, and everything at once."""

ORIGINAL_RULES = tuple(RULES)
"""The rule sets of the first corpus, whose seeds stay as they were."""

RULES.update(
    {
        # Issue 15: S-PT's end-game (only the player on turn claims once a team is empty).
        "annul+end-game": RuleSet(claim_outcomes=ClaimOutcomes.ANNUL, end_game=True),
        "any-time+end-game": RuleSet(any_time=True, end_game=True),
        "pass-turn+end-game": RuleSet(pass_turn=True, end_game=True),
        # ... read literally: the active player claims on with an empty hand.
        "annul+end-game+empty-claimer": RuleSet(
            claim_outcomes=ClaimOutcomes.ANNUL, end_game=True, empty_claimer=True
        ),
    }
)

BOT_MIXES: tuple[str | Sequence[str], ...] = ("careless", "random", ("random", "careless"))


@dataclass(frozen=True)
class Spec:
    """How to simulate one corpus game."""

    seed: int
    players: int
    rules_name: str
    deck: Deck
    bots: str | Sequence[str]
    count_rate: float = 0.0

    @property
    def rules(self) -> RuleSet:
        """The rule set with this game's deck."""
        return replace(RULES[self.rules_name], deck=self.deck)

    @property
    def id(self) -> str:
        """A readable test id."""
        bots = self.bots if isinstance(self.bots, str) else "-".join(self.bots)
        return f"{self.deck.key}-{self.players}p-{self.rules_name}-{bots}-s{self.seed}"

    def log(self) -> GameLog:
        """The simulated game (cached across the session)."""
        return _simulate(self)

    def replay(self) -> Replay:
        """The replay of the game (cached across the session)."""
        return _replay(self)


@cache
def _simulate(spec: Spec) -> GameLog:
    return simulate(spec.seed, spec.players, spec.rules, spec.bots, count_rate=spec.count_rate)


@cache
def _replay(spec: Spec) -> Replay:
    return replay(spec.log())


def _specs() -> list[Spec]:
    specs: list[Spec] = []
    seed = 1000
    # Every rule set at both table sizes with the standard deck.
    for name in ORIGINAL_RULES:
        for players in (6, 8):
            for k in range(6):
                bots = BOT_MIXES[k % len(BOT_MIXES)]
                specs.append(Spec(seed, players, name, STANDARD, bots, 0.05 * (k % 2)))
                seed += 1
    # The other named decks (the jokers deck deals evenly only to 6).
    for deck, sizes in ((NO_SEVENS, (6, 8)), (JOKERS, (6,))):
        for players in sizes:
            for k, name in enumerate(("standard", "annul+split-claims", "all", "bluff")):
                specs.append(Spec(seed, players, name, deck, BOT_MIXES[k % 3], 0.05))
                seed += 1
    # Reduced test decks: 12 cards for 6 (2 each), 18 for 6 (3 each), 24 for 6 or 8.
    for n_half, players in ((2, 6), (3, 6), (4, 6), (4, 8)):
        deck = small_deck(n_half)
        for name in ORIGINAL_RULES:
            specs.append(Spec(seed, players, name, deck, BOT_MIXES[seed % 3], 0.1))
            seed += 1
    # Rule sets added later (issue 15), from their own seeds so the games above stay the same.
    seed = 5000
    for name in RULES:
        if name in ORIGINAL_RULES:
            continue
        for players in (6, 8):
            for k in range(4):
                bots = BOT_MIXES[k % len(BOT_MIXES)]
                specs.append(Spec(seed, players, name, STANDARD, bots, 0.05 * (k % 2)))
                seed += 1
        for n_half, players in ((2, 6), (3, 6), (4, 6), (4, 8)):
            specs.append(Spec(seed, players, name, small_deck(n_half), BOT_MIXES[seed % 3], 0.1))
            seed += 1
    return specs


SPECS: tuple[Spec, ...] = tuple(_specs())
"""The corpus; each spec's game is simulated lazily and once."""

NAMED_DECKS = frozenset({STANDARD.key, NO_SEVENS.key, JOKERS.key})
