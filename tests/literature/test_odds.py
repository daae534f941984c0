"""Exact odds against brute force: every probability `analyze --odds`, the best asks and `risk`
report is the exact share of the consistent deals, counted one by one on small positions."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from bruteforce import _with_hands, consistent_deals, pruned_size
from clirun import invoke
from corpus import SPECS, Spec

from fishsolve import Analyzer, Outcome, Perspective, parse_log
from fishsolve.literature.deduce.odds import best_asks, claim_odds, entropy_bits
from fishsolve.literature.game.outcomes import is_out_of_turn, true_outcome
from fishsolve.literature.game.truth import holders_after

SMALL = [s for s in SPECS if s.deck.key == "small-2"]


def small_positions(spec: Spec, limit: int = 20_000) -> list[int]:
    """Positions whose enumeration stays small (from the seat used below)."""
    log = spec.log()
    me = log.table.players[spec.seed % 6]
    known = {me: log.hands[me]}
    n = len(log.events)
    picks = [round(n * f) for f in (0.3, 0.6, 0.9)]
    return [at for at in picks if pruned_size(log, known, at) <= limit]


@pytest.mark.slow
@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_odds_asks_and_claims_equal_brute_force(spec: Spec) -> None:
    log = spec.log()
    analyzer = Analyzer(log)
    me = log.table.players[spec.seed % 6]
    view = Perspective(me.name, (me,), (me,))
    checked = 0
    for at in small_positions(spec):
        state = analyzer.replay.states[at]
        if state.over:
            continue
        known = {me: log.hands[me]}
        viewed = _with_hands(log, known)  # the viewer's log: only their own hand is given
        deals = [holders_after(viewed, d, at) for d in consistent_deals(log, known, at)]
        got = analyzer.view(view, at)
        assert got.deals == len(deals)
        assert got.odds is not None
        for card, per in got.odds.items():
            for name, p in per.items():
                player = log.table.player(name)
                real = sum(1 for d in deals if d[log.rules.deck.card(card)] == player)
                assert p == Fraction(real, len(deals))
        for ask in best_asks(analyzer, view, at):
            asked = log.rules.deck.card(ask.card)
            target = log.table.player(ask.target)
            real = sum(1 for d in deals if d[asked] == target)
            assert ask.yes == Fraction(real, len(deals))
            assert ask.bits == pytest.approx(entropy_bits(ask.yes))
        team = log.table.members(me.team)
        out_of_turn = is_out_of_turn(log.rules, me, state.turn)
        for half in log.rules.deck.half_suits:
            if half in state.settled:
                continue
            best = claim_odds(analyzer, view, at, half)
            # Deals grouped by where the half-suit's six cards are: outcomes depend on nothing else.
            where = Counter(tuple(d[c] for c in half.cards) for d in deals)
            # A claim (on turn) is right exactly when the owners are where the cards are, so the
            # most likely claim is the likeliest placement wholly on the team.
            on_team = [n for t, n in where.items() if all(p.team == me.team for p in t)]
            best_right = Fraction(max(on_team, default=0), len(deals))
            if out_of_turn:
                best_right = Fraction(0)
            probe = dict(zip(half.cards, itertools.islice(itertools.cycle(team), 6), strict=True))
            tally: Counter[Outcome] = Counter()
            for holders, n in where.items():
                now = dict(zip(half.cards, holders, strict=True))
                tally[true_outcome(log.rules, me, probe, now, out_of_turn)] += n
            odds = claim_odds(analyzer, view, at, half, probe)
            assert odds.right == Fraction(tally[Outcome.RIGHT], len(deals))
            assert odds.wrong == Fraction(tally[Outcome.WRONG], len(deals))
            assert (odds.annulled or 0) == Fraction(tally[Outcome.ANNULLED], len(deals))
            assert best.choice == "most likely"
            assert best.right == best_right
            checked += 1
    assert checked > 0 or not small_positions(spec)


def test_entropy() -> None:
    assert entropy_bits(Fraction(1, 4)) == pytest.approx(0.8112781244591328)
    assert entropy_bits(Fraction(0)) == 0.0


def test_claim_odds_and_best_asks_say_whether_the_viewer_may_act_now() -> None:
    # Issue 14 item 8: the timing comes from the rules (claim_timing), not re-encoded.
    from fishsolve import read_log
    from fishsolve.literature.game.legality import ClaimTiming, claim_timing

    log = read_log("samples/friday-club.fish")
    analyzer = Analyzer(log)
    asha = log.table.players[0]
    view = Perspective(asha.name, (asha,), (asha,))
    low_diamonds = log.rules.deck.parse_half_suit("low diamonds")
    turn = analyzer.replay.states[1].turn
    odds = claim_odds(analyzer, view, 1, low_diamonds)
    assert odds.timing is ClaimTiming.NOT_ON_TURN
    assert odds.timing is claim_timing(log.rules, asha, turn, end_game=False)
    assert claim_odds(analyzer, view, 6, low_diamonds).timing is ClaimTiming.ON_TURN
    assert {a.on_turn for a in best_asks(analyzer, view, 5)} == {False}
    assert {a.on_turn for a in best_asks(analyzer, view, 6)} == {True}


# Issue 30, round 2, item D: risk on a half-suit proved to be the opponents' said "right 0%"
# beside owners on the claimer's team, without saying whose the cards are. Asha gives Ben 9S 10S
# JS; Ben, who asked for 9S, held another high spade then, and it can only be QS (he asks for KS
# and AS afterwards): all six are Ben's.
OPPONENTS_HOLD = """players: Asha Ben Cara Dev Eli Fay
hand Asha: 9S 10S JS 2C 3C 4C 5C 6C
start: Ben

Ben asks Asha for 9S: yes
Ben asks Asha for 10S: yes
Ben asks Asha for JS: yes
Ben asks Cara for KS: yes
Ben asks Eli for AS: yes
"""


def test_risk_names_the_cards_proved_to_be_the_opponents(tmp_path: Path) -> None:
    log = parse_log(OPPONENTS_HOLD)
    asha = Perspective("Asha", (log.table.player("Asha"),), (log.table.player("Asha"),))
    analyzer = Analyzer(log)
    high_spades = log.rules.deck.parse_half_suit("HS")
    odds = claim_odds(analyzer, asha, 5, high_spades)
    assert odds.right == 0
    assert odds.opponents_hold == {c.code: "Ben" for c in high_spades.cards}
    low_clubs = claim_odds(analyzer, asha, 5, log.rules.deck.parse_half_suit("LC"))
    assert low_clubs.opponents_hold == {}
    path = tmp_path / "ben.fish"
    path.write_text(OPPONENTS_HOLD, encoding="utf-8")
    code, out, err = invoke("risk", path, "HS", "--as", "Asha")
    assert code == 0, err
    said = " ".join(out.split())
    assert (
        "All six high spades are proved to be with the opponents: Ben 9S 10S JS QS KS AS. "
        "A claim naming other owners for them cannot be right." in said
    )
