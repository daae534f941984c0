"""Hand-size bounds counted as tallies (issue 14 item 19) against brute force and the old way.

After a wrong claim written without ``actually``, each player's hand size depends on how many of the
claimed cards they were dealt; the counter carries that number as one more coordinate of its usage
vectors (:mod:`fishsolve.literature.deduce.count.bounds`) instead of placing the claimed cards every
possible way. On small-deck games of careless bots, read as public logs (no hands, no ``actually``),
at every position whose count has a tally:

- the number of deals equals the brute-force enumeration of ``tests/bruteforce.py`` and the
  possible holders equal its possible holders;
- every (card, player) count equals that of the old conditioned enumeration
  (``count_with_bounds``, which the counter still uses for a tally too big for its digits).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from bruteforce import consistent_deals, possible_holders, pruned_size, small_deck

from fishsolve import Claim, GameLog, Outcome, RuleSet, replay
from fishsolve.literature.deduce.constraints import LogConstraints, extract
from fishsolve.literature.deduce.count import counting
from fishsolve.literature.deduce.count import usage as count_usage
from fishsolve.literature.deduce.count.counting import Counts, count
from fishsolve.literature.deduce.count.problem import CountProblem, CountResult
from fishsolve.literature.sim.game import simulate

pytestmark = pytest.mark.slow  # brute-force enumeration of deals

GAMES = [(2, 6, seed) for seed in (1, 3)] + [(3, 6, s) for s in (2, 5, 7)]
GAMES += [(4, 8, s) for s in (1, 2, 4, 8)]
"""(half-suits of the small deck, players, seed): careless games with wrong claims whose counts
have tallies at deals few enough to enumerate."""

MOST_DEALS = 1000
"""Positions whose pruned enumeration is larger are skipped (the brute force confirms each deal
by replaying the log)."""


def public_game(half_suits: int, players: int, seed: int) -> GameLog:
    """A careless bots' game on a small deck, as a public log: no hands, wrong claims without
    where the cards really were."""
    rules = RuleSet(deck=small_deck(half_suits))
    return replace(simulate(seed, players, rules, "careless", reveal=False), hands={})


def first_wrong_claim(log: GameLog) -> int:
    return next(
        n
        for n, e in enumerate(log.events, start=1)
        if isinstance(e, Claim) and e.outcome is not Outcome.RIGHT
    )


def counted(cs: LogConstraints, at: int) -> tuple[Counts, list[CountProblem]]:
    """The public count after ``at`` events, and the problems the programme was given."""
    seen: list[CountProblem] = []
    original = count_usage.solve

    def spy(problem: CountProblem, budget: int | None = None, use_c: bool = True) -> CountResult:
        seen.append(problem)
        return original(problem, budget, use_c)

    count_usage.solve = spy
    try:
        return count(cs, cs.base_keys((), at), at), seen
    finally:
        count_usage.solve = original


def by_placements(cs: LogConstraints, at: int, monkeypatch: pytest.MonkeyPatch) -> Counts:
    """The same count by the old conditioned enumeration: every tally counts as too big."""
    with monkeypatch.context() as m:
        m.setattr(counting, "DIGIT_CAP", -1)
        return count(cs, cs.base_keys((), at), at)


def test_tallies_equal_brute_force_and_the_old_enumeration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked = with_two = several_deals = 0
    for half_suits, players, seed in GAMES:
        log = public_game(half_suits, players, seed)
        cs = extract(log, replay(log).states)
        for at in range(first_wrong_claim(log), len(log.events) + 1, 3):
            got, problems = counted(cs, at)
            tallies = max((len(p.tallies) for p in problems), default=0)
            if not tallies or pruned_size(log, {}, at) > MOST_DEALS:
                continue
            where = f"small-{half_suits} {players}p seed {seed} after event {at}"
            deals = list(consistent_deals(log, {}, at))
            assert got.total == len(deals), where
            truth = possible_holders(log, {}, at, deals)
            assert {c: got.possible(c) for c in truth} == truth, where
            old = by_placements(cs, at, monkeypatch)
            assert (got.total, got.holding) == (old.total, old.holding), where
            checked += 1
            with_two += tallies >= 2
            several_deals += got.total > 1
    # The test must have exercised the tallies, several at once, on positions with choices.
    assert checked >= 40
    assert with_two >= 10
    assert several_deals >= 20
