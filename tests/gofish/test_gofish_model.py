"""The Go Fish family's CP-SAT model against brute-force enumeration (tests/gofish_brute.py):
every count (place) it calls possible is possible, and every one it rules out is impossible, at
every event from every seat, the public and the full view; and its consistency check finds the
first impossible event of broken logs, where exact counting would cost too much."""

from __future__ import annotations

import dataclasses

import gofish_brute
import pytest

from fishsolve.cards import Rank
from fishsolve.errors import RuleError
from fishsolve.gofish.deduce.questions import STOCK, first_impossible_sat, possibilities
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.seating import Player

R2, R3, R4 = Rank.TWO, Rank.THREE, Rank.FOUR
CASES = [
    # (variant, ranks, book, deal, players, seed)
    (Variant.GO_FISH, (R2, R3), 4, 2, 2, 21),
    (Variant.GO_FISH, (R2, R3), 4, 2, 3, 22),
    (Variant.GO_FISH, (R2, R3, R4), 4, 5, 2, 23),
    (Variant.GO_FISH, (R2, R3), 2, 2, 3, 24),
    (Variant.AUTHORS, (R2, R3), 4, 2, 2, 26),
    (Variant.SIMPLIFIED, (R2, R3), 4, 2, 3, 27),
    (Variant.AUTHORS, (R2, R3), 2, 3, 2, 28),
]


def _game(
    variant: Variant, ranks: tuple[Rank, ...], book: int, deal: int, players: int, seed: int
) -> FishLog:
    rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal)
    return play(["Ana", "Bo", "Cy"][:players], rules, seed)


@pytest.mark.slow
@pytest.mark.parametrize(
    "case", CASES, ids=lambda c: f"{c[0]}-{len(c[1])}r-b{c[2]}-d{c[3]}-{c[4]}p"
)
def test_possibilities_equal_brute_force(
    case: tuple[Variant, tuple[Rank, ...], int, int, int, int],
) -> None:
    check_possibilities(_game(*case))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [15, 18])
def test_lucky_rank_possibilities_equal_brute_force(seed: int) -> None:
    """Card asks under ``rules: lucky-rank`` (a drawn card of the asked card's rank is shown):
    the CP-SAT possibilities against the brute force's own reading of the rule (seeds whose
    games draw such a card: tests/gofish/test_gofish_deduce_brute.py)."""
    ranks = (R2, R3) if seed == 15 else (R2, R3, R4)
    rules = GoFishRules(
        variant=Variant.AUTHORS, ranks=ranks, book=4, deal=2 if seed == 15 else 5, lucky_rank=True
    )
    check_possibilities(play(["Ana", "Bo"], rules, seed))


def check_possibilities(log: FishLog) -> None:
    """Every seat's, the table's and the full view's possibilities at every event equal brute
    force's."""
    rep = replay(log)
    upto = len(log.events)
    viewers: list[Player | str] = [*log.seating.players, "public", "full"]
    brute = gofish_brute.tallies(log, viewers, upto, [None] * (upto + 1))
    places = len(log.seating)
    names = [p.name for p in log.seating]
    checked = 0
    for v in viewers:
        name = v if isinstance(v, str) else v.name
        for at in range(upto + 1):
            t = brute[name][at]
            found = possibilities(log, rep, v, at)
            for p in log.seating:
                for r in log.rules.ranks:
                    want = sorted(
                        k for (q, rr, k), w in t.holds.items() if q == p.index and rr == r and w
                    )
                    assert list(found.counts[(p.name, r.code)]) == want, (name, at, p.name, r)
            for r in log.rules.ranks:
                want = sorted(k for (rr, k), w in t.stock.items() if rr == r and w)
                assert list(found.counts[(STOCK, r.code)]) == want, (name, at, "stock", r)
            if log.rules.card_asks:
                for code, where in found.places.items():
                    want_places = {q for (c, q), w in t.cards.items() if c.code == code and w}
                    got = {names.index(x) if x != STOCK else places for x in where}
                    assert got == want_places, (name, at, code)
            checked += 1
    assert checked == len(viewers) * (upto + 1)
    assert first_impossible_sat(log, rep) is None


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_broken_seat_records_fail_at_the_first_impossible_event(players: int, seed: int) -> None:
    """A seat's (two players: the table's) record of a real game with one yes asked twice in a
    row: the target gave every card of the rank the first time, so the second yes fits no deal.
    The replay cannot see it (the target's hand is unknown to the seat); the model names that
    event, fast, where exact counting of a real-size game would exceed its budget."""
    log = play(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"][:players], GoFishRules(), seed)
    viewer = log.seating.players[0] if players > 2 else None
    seat = as_seen_by(log, viewer)
    rep = replay(seat)
    assert first_impossible_sat(seat, rep) is None
    events = seat.events
    candidates = [
        i
        for i, e in enumerate(events)
        if isinstance(e, FishAsk)
        and e.given == 1
        and viewer not in (e.target, e.asker)
        and rep.states[i + 1].size(e.target) > 0
        and (i + 1 == len(events) or events[i + 1].kind == "ask")
    ]
    assert candidates
    tried = 0
    for i in candidates[len(candidates) // 2 :]:
        # The log ends with the repeated ask (what follows would no longer match the cards).
        broken = dataclasses.replace(seat, events=(*events[: i + 1], events[i]))
        try:
            broken_rep = replay(broken)  # legal as far as the seat can see?
        except RuleError:
            continue  # the seat's own cards show it: the replay's job, not the model's
        tried += 1
        assert first_impossible_sat(broken, broken_rep) == i + 2
        if tried == 2:
            break
    assert tried
    # The same log written as text and read back fails at the duplicated line.
    text = write_fish_log(broken)  # the last one tried
    read = parse_fish_log(text)
    assert first_impossible_sat(read, replay(read)) == i + 2


SOUND_RULES = [
    GoFishRules(),
    GoFishRules(book=2),
    GoFishRules(points=True),
    GoFishRules(variant=Variant.AUTHORS),
    GoFishRules(variant=Variant.SIMPLIFIED),
]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 6))  # each rule set once, 2 to 6 players
def test_the_real_deal_fits_every_perspective(seed: int) -> None:
    """Soundness on real-size games: the real deal and stock order fit the model of every seat's
    record and the table's, with every event enforced — so at no event does the model rule out
    the real cards (bench/bench_gofish_soundness.py audits 1,000 games)."""
    from fishsolve.gofish.sim.audit import audit_record

    players = 2 + seed % 5
    log = play(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"][:players], SOUND_RULES[seed % 5], seed)
    found = audit_record(log)
    assert found.perspectives == players + 1
    assert found.positions == (players + 1) * (len(log.events) + 1)
    assert found.counterexamples == 0


def test_the_audit_catches_a_model_that_rules_out_the_real_cards() -> None:
    """The audit can fail: the record of another deal does not fit this game's real cards."""
    from fishsolve.gofish.sim.audit import audit_record

    log = play(["Asha", "Ben", "Cara"], GoFishRules(), 3)
    other = play(["Asha", "Ben", "Cara"], GoFishRules(), 4)
    assert other.stock is not None
    assert audit_record(log, (dict(other.hands), other.stock)).counterexamples == 4
