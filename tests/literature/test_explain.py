"""Explanations: the worked example, their wording, and minimality on simulated games.

Minimality is checked independently of the explainer's own search: with only the reasons it
lists, the negation of the fact is infeasible (a fresh solve); without any one of them it is
feasible. The facts come from `Analyzer.view` (forced holders, ruled-out holders, claimable
sets), from one seat of each game at several positions.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from corpus import SPECS, Spec

from fishsolve import (
    Analyzer,
    Explanation,
    InconsistentLog,
    Perspective,
    UsageError,
    parse_log,
    read_log,
)
from fishsolve.literature.deduce.cpsat.solve import Verdict
from fishsolve.literature.explain.pool import pool_solver
from fishsolve.literature.explain.why import Fact, explain, parse_fact
from fishsolve.literature.reports.explain import choose_perspective

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
FRIDAY = SAMPLES / "friday-club.fish"


def friday(at: int, text: str) -> Explanation:
    log = read_log(FRIDAY)
    analyzer = Analyzer(log)
    return explain(analyzer, choose_perspective(log, None), at, parse_fact(text, log))


def test_friday_club_6d_is_explained_by_the_hand_and_caras_ask() -> None:
    """Line 3 gives Asha 2D 3D 4D 5D 7D; line 6 (Cara asks Dev for 3D) proves Cara held a low
    diamond other than 3D. Only 6D is left: nothing else is needed (not line 5, not the sizes)."""
    found = friday(2, "6D")
    assert found.statement == "Cara holds 6D"
    assert [(c.key, c.kind, c.line) for c in found.reasons] == [
        ("hand:Asha", "hand", 3),
        ("event:2", "ask", 6),
    ]
    assert found.transfers == ()
    assert found.lines == [3, 6]
    assert found.steps == (
        "1. line 3: your hand is 2D 3D 4D 5D 7D QS KS AS — so you were dealt 2D, 4D, 5D and 7D.",
        # The cards in the viewer's own hand are not offered as Cara's: they are set apart,
        # with the reason (issue 14 item 6).
        "2. line 6: Cara asked Dev for 3D: no — so Cara held another low diamond then "
        "(6D; not 2D, 4D, 5D or 7D, which you held), not 3D.",
        "3. So Cara holds 6D.",
    )


def test_friday_club_half_suit_and_exclusion() -> None:
    claim = friday(2, "low diamonds")
    assert claim.kind == "half-suit"
    assert claim.owners == {
        "2D": "Asha",
        "3D": "Asha",
        "4D": "Asha",
        "5D": "Asha",
        "6D": "Cara",
        "7D": "Asha",
    }
    assert [c.line for c in claim.reasons] == [3, 6]
    # For the whole half-suit, 3D in Asha's hand matters too.
    assert "you were dealt 2D, 3D, 4D, 5D and 7D" in claim.steps[0]
    assert claim.steps[-1].startswith("3. So all six low diamonds are located")
    not_ben = friday(2, "6d not be")
    assert not_ben.statement == "Ben does not hold 6D"
    assert [c.line for c in not_ben.reasons] == [3, 6]


def test_own_cards_need_only_the_hand_and_answers_only_their_line() -> None:
    found = friday(6, "2D")
    assert [(c.key, c.shows) for c in found.reasons] == [("hand:Asha", "you were dealt 2D")]
    qh = friday(6, "QH not Dev")
    assert [(c.line, c.shows) for c in qh.reasons] == [
        (8, "Dev did not hold QH then (nobody asks for a card they hold)")
    ]


def test_a_card_that_moved_in_public_rests_on_its_transfer() -> None:
    found = friday(3, "JH")
    assert found.statement == "Dev holds JH"
    assert found.reasons == ()
    assert [(t.kind, t.line) for t in found.transfers] == [("transfer", 7)]
    assert "Eli handed JH to Dev face up" in found.steps[0]
    assert found.lines == [7]
    gone = friday(3, "JH not Eli")
    assert gone.reasons == ()
    assert [t.line for t in gone.transfers] == [7]


def test_counting_arguments_cite_the_hand_sizes() -> None:
    """In the first corpus game, from Eli's seat halfway through, low clubs are claimable for
    team B only by counting: the explanation cites the deal's hand sizes, and is still minimal."""
    spec = SPECS[0]
    log = spec.log()
    analyzer = Analyzer(log)
    eli = log.table.players[4]
    view = Perspective(eli.name, (eli,), (eli,))
    at = len(log.events) // 2
    fact = Fact("half-suit", half_suit=log.rules.deck.half_suit("low-clubs"))
    found = explain(analyzer, view, at, fact)
    assert found.reasons[0].kind == "hand-sizes"
    assert found.steps[0] == "1. the deal: each player was dealt 8 cards."
    assert found.steps[-1].endswith("and can be claimed for team B.")
    assert forced(analyzer, at, found)
    assert not forced(analyzer, at, replace(found, reasons=found.reasons[1:]))


def test_facts_that_are_not_proved_are_usage_errors() -> None:
    with pytest.raises(UsageError, match=r"^9C is not forced from Asha's view after event 2: "):
        friday(2, "9C")
    with pytest.raises(UsageError, match=r"Dev, Eli or Fay may hold it$"):
        friday(2, "9C")
    with pytest.raises(
        UsageError,
        match=r"6D not Cara: not forced .* Cara may hold 6D; Ben, Dev, Eli or Fay may hold it too$",
    ):
        friday(1, "6D not Cara")
    with pytest.raises(UsageError, match="low diamonds cannot be claimed from Asha's view before"):
        friday(0, "LD")
    with pytest.raises(UsageError, match="6D is out of play after event 7"):
        friday(7, "6D")
    with pytest.raises(UsageError, match="already claimed in event 7"):
        friday(7, "low diamonds")


def test_fact_parsing_errors() -> None:
    log = read_log(FRIDAY)
    assert parse_fact("10♥", log) == Fact("holder", card=log.rules.deck.card("10H"))
    for bad, message in [
        ("8H", "8H is not in the standard 48-card deck"),
        ("6D not Zed", "no player 'Zed'"),
        ("middle diamonds", "is not a half-suit"),
        ("", "is not a half-suit"),
    ]:
        with pytest.raises(UsageError, match=message):
            parse_fact(bad, log)


def test_explaining_an_impossible_log_names_the_contradiction() -> None:
    log = parse_log(
        "players: Asha Ben Cara Dev Eli Fay\n"
        "hand Asha: 2D 3D 4D 5D 7D QS KS AS\n"
        "Ben asks Cara for 9C: no\n"
        "Cara asks Dev for 6D: no\n",
        "bad.fish",
    )
    with pytest.raises(InconsistentLog, match="these cannot all be true together: line 2") as info:
        explain(Analyzer(log), choose_perspective(log, None), 2, parse_fact("QS", log))
    assert info.value.location is not None
    assert info.value.location.line == 4


# -- long logs: repeated events are left out of the solver (fishsolve.literature.explain.pool)
# ------------


def test_a_log_without_repeats_keeps_the_analyzers_model() -> None:
    analyzer = Analyzer(read_log(FRIDAY))
    assert pool_solver(analyzer) is analyzer.solver


def test_repeats_stay_out_of_the_model_but_can_be_cited() -> None:
    # 2 new events, then 98 that repeat them: a model of 2 events, every reason still named.
    text = (
        "players: Ana Bo Cy Di Ed Flo\n" + "Ana asks Bo for 2C: no\nBo asks Ana for 9C: no\n" * 50
    )
    analyzer = Analyzer(parse_log(text))
    solver = pool_solver(analyzer)
    assert solver is pool_solver(analyzer)  # built once
    assert [k for k in solver.dm.tags if k.startswith("event:")] == ["event:1", "event:2"]
    assert "event:100" in solver.dm.reasons


def test_an_impossible_long_log_blames_the_first_of_its_repeats() -> None:
    # By hand: each "Ana asks Bo for 2C" says Ana did not hold 2C, and 2C never moved, so Bo's
    # "yes" from Ana on the last line cannot be. The first such ask is line 2; its 49 repeats
    # say the same.
    text = (
        "players: Ana Bo Cy Di Ed Flo\n"
        + "Ana asks Bo for 2C: no\nBo asks Ana for 9C: no\n" * 49
        + "Ana asks Bo for 2C: no\nBo asks Ana for 2C: yes\n"
    )
    log = parse_log(text, "long.fish")
    with pytest.raises(InconsistentLog, match="cannot all be true together: line 2: ") as info:
        explain(Analyzer(log), choose_perspective(log, "public"), 100, parse_fact("3C", log))
    assert info.value.location is not None
    assert info.value.location.line == 101
    assert re.findall(r"line (\d+): ", str(info.value)) == ["2", "101"]


# -- minimality on simulated games --------------------------------------------------------------

MINIMALITY = [s for s in SPECS if not s.deck.key.startswith("small")][1::13][:6]


def forced(analyzer: Analyzer, at: int, found: Explanation) -> bool:
    """Do the explanation's reasons alone force its fact? A fresh question to the solver."""
    keys = [c.key for c in found.reasons]
    fact = found.fact
    if fact.kind == "exclusion":
        assert fact.card is not None
        assert fact.player is not None
        holding = analyzer.dm.holding(fact.card, fact.player, at)
        assert holding is not True
        return holding is False or analyzer.solver.check(keys, [holding])[0] is Verdict.INFEASIBLE
    log = analyzer.log
    owners = [(log.rules.deck.card(c), log.table.player(p)) for c, p in found.owners.items()]
    return analyzer.solver.provable(keys, owners, at) is Verdict.INFEASIBLE


def facts_at(analyzer: Analyzer, view: Perspective, at: int, rng: random.Random) -> list[Fact]:
    """A sample of one position's deduced facts: forced holders, ruled-out holders, claimable
    sets. Cards that moved in public or sit in the viewer's own hand are left out: they need no
    deduction (the transfer, or the hand, is the whole explanation)."""
    got = analyzer.view(view, at)
    deck = analyzer.log.rules.deck
    table = analyzer.log.table
    moved = analyzer.replay.states[at].moved
    own = {c for p in view.hands for c in analyzer.log.hands[p]}
    deduced = [
        c
        for c in got.cards
        if c.in_play and deck.card(c.card) not in moved and deck.card(c.card) not in own
    ]
    holders = [Fact("holder", card=deck.card(c.card)) for c in deduced if c.forced]
    ruled_out = [
        Fact("exclusion", card=deck.card(c.card), player=p)
        for c in deduced
        for p in table.players
        if p.name not in c.holders and not c.undecided and p not in view.hands
    ]
    sets = [Fact("half-suit", half_suit=deck.half_suit(s.half_suit)) for s in got.claimable]
    picked = rng.sample(holders, min(3, len(holders)))
    picked += rng.sample(ruled_out, min(2, len(ruled_out)))
    return picked + sets[:1]


def positions(n: int) -> Sequence[int]:
    return (n // 4, n // 2, 3 * n // 4)


@pytest.mark.slow
@pytest.mark.parametrize("spec", MINIMALITY, ids=lambda s: s.id)
def test_explanations_are_minimal_on_simulated_games(spec: Spec) -> None:
    log = spec.log()
    analyzer = Analyzer(log)
    rng = random.Random(spec.seed)
    seat = log.table.players[spec.seed % len(log.table)]
    view = Perspective(seat.name, (seat,), (seat,))
    checked = 0
    for at in positions(len(log.events)):
        for fact in facts_at(analyzer, view, at, rng):
            found = explain(analyzer, view, at, fact)
            assert found.fact == fact
            assert forced(analyzer, at, found), (at, found.statement)
            for i, reason in enumerate(found.reasons):
                fewer = replace(found, reasons=found.reasons[:i] + found.reasons[i + 1 :])
                assert not forced(analyzer, at, fewer), (at, found.statement, reason.key)
            # Every reason says what it shows, and the argument has a step for each cited line
            # (a transfer on a reason's line shares its step) and ends in the fact.
            assert all(c.shows for c in found.reasons)
            cited = {c.key for c in (*found.reasons, *found.transfers)}
            assert len(found.steps) == len(cited) + 1
            checked += 1
    assert checked >= 6


def test_minimality_corpus_is_varied() -> None:
    assert len(MINIMALITY) == 6
    assert {s.players for s in MINIMALITY} == {6, 8}
    assert len({s.rules_name for s in MINIMALITY}) >= 6


def test_reason_summary_names_each_line_once_in_order() -> None:
    """A full deal cites one hand line for several cards: 'lines 4, 13, 14', not every repeat."""
    from fishsolve.literature.explain.wording import Cited
    from fishsolve.literature.render.explain import reason_summary

    def cited(line: int | None, event: int | None = None) -> Cited:
        return Cited(f"k{line}{event}", "hand" if event is None else "ask", line, event, "", "")

    reasons = [cited(n) for n in (4, 13, 14, 15, 16, 13, 14, 15, 16)]
    assert reason_summary(reasons) == "lines 4, 13, 14, 15, 16"
    assert reason_summary([cited(9), cited(9)]) == "line 9"
    assert reason_summary([cited(None, 3), cited(None, 2), cited(None, 3)]) == "events 2, 3"
