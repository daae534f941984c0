"""Public logs with wrong claims written without ``actually`` (issue 14 item 19), whole games.

Each claim's cards leave play without their holders shown, so every later hand size depends on
the deal: these logs made `check` and `analyze` run for minutes when the counter placed the
claimed cards every possible way. Now: `check` finds every log consistent (it is: it was played),
and `analyze` at several positions gives exactly the possible holders CP-SAT gives, which always
include the real holder of the simulated deal. No timing is asserted; that the test runs in
seconds over whole eight-player games is the guard (before, one of them took minutes).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from fishsolve import Claim, GameLog, Outcome, RuleSet
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.view import ViewAnalysis
from fishsolve.literature.game.options import ClaimOutcomes
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.literature.notation.writer import write_log
from fishsolve.literature.reports.analyze import analyze
from fishsolve.literature.reports.check import check_file
from fishsolve.literature.sim.game import simulate

FAMILY = [
    (2, 8, RuleSet()),  # the game of the issue
    (1, 8, RuleSet(claim_outcomes=ClaimOutcomes.ANNUL)),
    (3, 8, RuleSet(bluff=True)),
    (1, 6, RuleSet(bluff=True)),
    (2, 6, RuleSet(claim_outcomes=ClaimOutcomes.ANNUL)),
    (2, 6, RuleSet(any_time=True)),
]
"""(seed, players, rules) of careless bots' games, several wrong claims each."""


def played(seed: int, players: int, rules: RuleSet) -> GameLog:
    """The full-deal log: hands given, wrong claims without where the cards were."""
    return simulate(seed, players, rules, "careless", reveal=False)


def holders(log: GameLog, view: ViewAnalysis) -> dict[str, list[str]]:
    return {c.card: c.holders for c in view.cards if c.in_play}


@pytest.mark.parametrize(
    ("seed", "players", "rules"), FAMILY, ids=[f"{p}p-{r.tokens()}-s{s}" for s, p, r in FAMILY]
)
def test_public_logs_with_unshown_wrong_claims(
    seed: int, players: int, rules: RuleSet, tmp_path: Path
) -> None:
    full = played(seed, players, rules)
    public = replace(full, hands={})
    wrong = [e for e in public.events if isinstance(e, Claim) and e.outcome is not Outcome.RIGHT]
    assert len(wrong) >= 2
    path = tmp_path / "public.fish"
    path.write_text(write_log(public))
    report = check_file(path)
    assert report.ok
    assert report.view == "no hands (public record)"
    deal = deal_of(full)
    n = len(public.events)
    first = public.events.index(wrong[0]) + 1
    for at in sorted({first + 3, (first + n) // 2, n}):
        counted = analyze(public, at=at)
        solved = analyze(public, at=at, engine=Engine.CPSAT)
        assert counted.inconsistency is None
        assert solved.inconsistency is None
        got = holders(public, counted.views[0])
        assert got == holders(public, solved.views[0]), f"after event {at}"
        for card, holder in holders_after(full, deal, at).items():
            assert holder.name in got[card.code], f"{card} after event {at}"
