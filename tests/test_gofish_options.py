"""The Go Fish family's table options of issue 29, section 2, against tests/gofish_reference.py.

- **The refill size** (``refill: N``). S-GF Paso 5: "tome cinco cartas del mazo (o las que
  queden)"; a table teaching with a small deck refills with fewer and says how many. The log
  refilling with fewer is refused without the header and accepted with it; both notations keep
  it; the simulator plays it; and every count fishsolve gives at every position of games refilling
  with 1, 2 and 3 cards equals the reference's (its convention 6), exactly.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from clirun import invoke
from gofish_compare import check

from fishsolve.cards import Rank
from fishsolve.errors import FishsolveError, NotationError, RuleError
from fishsolve.gofish.deduce import fish_view
from fishsolve.gofish.game.events import FishLog, Refill
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.reports.check import check_fish_file
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.sim.audit import audit_record
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.setup import FishSetup
from fishsolve.gofish.sim.views import as_seen_by

A, R2, R3 = Rank.ACE, Rank.TWO, Rank.THREE

# -- the refill size -----------------------------------------------------------------------------

# A deck of 2s, 3s and 4s, two cards each: P1 gives away both cards and draws three of the
# eight left in the stock, as the table plays (line 11; 12 with the header).
SMALL = """game: go-fish
players: P0 P1
deck: 2 3 4
deal: 2
{refill}hand P0: 2C 3C
hand P1: 2D 3D
stock: 4C 4D 4H 4S 2H 2S 3H 3S

P0 asks P1 for 2: 1
P0 asks P1 for 3: 1
P1 draws 3
P0 asks P1 for 2: go fish
"""


def test_a_small_deck_refilling_with_three_needs_its_header() -> None:
    with pytest.raises(RuleError) as err:
        replay(parse_fish_log(SMALL.format(refill="")))
    assert err.value.location is not None
    assert (err.value.location.line, err.value.location.column) == (11, 10)
    assert err.value.message == (
        "P1 draws 5 (five, or what the stock has left); 3 given; a table that refills with "
        "fewer says so in the headers: 'refill: 3'"
    )
    log = parse_fish_log(SMALL.format(refill="refill: 3\n"))
    assert log.rules.refill == 3
    rep = replay(log)
    assert rep.states[3].sizes == (4, 3)
    assert rep.states[3].stock == 5
    # The public record (no hands, no stock) is checked against the header too.
    public = "".join(
        line
        for line in SMALL.format(refill="refill: 3\n").splitlines(keepends=True)
        if not line.startswith(("hand", "stock"))
    )
    assert replay(parse_fish_log(public)).states[3].sizes == (4, 3)
    with pytest.raises(RuleError, match=r"P1 draws 3 \(refill: 3, or what the stock has left\)"):
        replay(parse_fish_log(public.replace("P1 draws 3", "P1 draws 5")))


def test_the_refill_header_round_trips_and_bad_values_are_refused(tmp_path: Path) -> None:
    text = SMALL.format(refill="refill: 3\n")
    log = parse_fish_log(text)
    assert write_fish_log(log) == text
    data = json.loads(dump_fish_log(log))
    assert data["refill"] == 3
    assert load_fish_log(dump_fish_log(log)) == log
    assert "refill" not in json.loads(dump_fish_log(parse_fish_log(SMALL.format(refill=""))))
    # Five, written, is the default: the same rules.
    assert parse_fish_log(SMALL.format(refill="refill: 5\n")).rules == GoFishRules(
        ranks=(R2, R3, Rank.FOUR), deal=2
    )
    for bad, col in (("0", 9), ("three", 9), ("2 3", 9), ("", None)):
        with pytest.raises(NotationError, match="number of cards drawn") as err:
            parse_fish_log(SMALL.format(refill=f"refill: {bad}\n"))
        assert err.value.location is not None
        assert err.value.location.line == 5
        if col is not None:
            assert err.value.location.column == col
    for value in (0, "3"):
        data["refill"] = value
        with pytest.raises(NotationError, match=r"refill") as err:
            load_fish_log(json.dumps(data, indent=2))
        assert err.value.location is not None
    path = tmp_path / "small.fish"
    path.write_text(text, encoding="utf-8")
    report = check_fish_file(path)
    assert report.ok
    assert (report.hand_size, report.refill) == (2, 3)


# Games refilling with 1, 2 and 3 cards on reduced decks (variant, ranks, deal, players, refill,
# seed): each has a refill of the full size, so the size is what is tested, not the stock's end.
REFILL_CASES = [
    (Variant.GO_FISH, (A, R2, R3), 2, 2, 1, 1),
    (Variant.GO_FISH, (A, R2, R3), 2, 2, 2, 2),
    (Variant.GO_FISH, (A, R2, R3), 2, 2, 3, 3),
    (Variant.GO_FISH, (R2, R3), 1, 3, 1, 1),
    (Variant.GO_FISH, (R2, R3), 1, 3, 2, 1),
    (Variant.GO_FISH, (R2, R3), 1, 3, 3, 2),
    (Variant.AUTHORS, (R2, R3), 2, 2, 1, 1),
    (Variant.AUTHORS, (R2, R3), 2, 2, 2, 1),
    (Variant.SIMPLIFIED, (R2, R3), 2, 2, 3, 1),
    (Variant.AUTHORS, (A, R2, R3), 2, 2, 3, 15),
]


def _refill_game(case: tuple[Variant, tuple[Rank, ...], int, int, int, int]) -> FishLog:
    variant, ranks, deal, players, refill, seed = case
    rules = GoFishRules(variant=variant, ranks=ranks, deal=deal, refill=refill)
    log = play(["Ana", "Bo", "Cy"][:players], rules, seed)
    assert any(isinstance(e, Refill) and e.count == refill for e in log.events)
    return log


@pytest.mark.parametrize(
    "case", REFILL_CASES, ids=lambda c: f"{c[0]}-{len(c[1])}r-d{c[2]}-{c[3]}p-refill{c[4]}-s{c[5]}"
)
def test_refills_of_one_to_three_equal_the_reference(
    case: tuple[Variant, tuple[Rank, ...], int, int, int, int],
) -> None:
    log = _refill_game(case)
    positions, priced = check(log, model=not log.rules.card_asks)
    assert positions == (len(log.seating) + 2) * (len(log.events) + 1)
    assert priced


def test_the_simulator_plays_the_refill_size(tmp_path: Path) -> None:
    """`simulate --refill N` deals a full deck and refills with N: its records name the size,
    check as legal and consistent, and the real cards fit every perspective's model."""
    sizes: list[int] = []
    for refill, players, seed in ((1, 2, 1), (2, 2, 2), (3, 3, 1)):
        setup = FishSetup.parse("go-fish", players=players, refill=refill)
        assert f"--refill {refill}" in setup.command(seed)
        log = setup.game(seed)
        assert log.rules.refill == refill
        sizes.extend(e.count for e in log.events if isinstance(e, Refill))
        path = tmp_path / f"game-{refill}.fish"
        path.write_text(setup.record(log), encoding="utf-8")
        assert check_fish_file(path).refill == refill
        for viewer in (None, *log.seating.players):
            seen = tmp_path / "seen.fish"
            seen.write_text(write_fish_log(as_seen_by(log, viewer)), encoding="utf-8")
            assert check_fish_file(seen).ok
        found = audit_record(log)
        assert found.counterexamples == 0
        assert found.perspectives == players + 1
    assert {1, 2, 3} <= set(sizes)
    assert max(sizes) <= 3


def test_a_refill_of_no_cards_is_refused() -> None:
    with pytest.raises(FishsolveError, match="refill 0"):
        FishSetup.parse("go-fish", refill=0)


def test_a_refill_is_three_unknown_cards() -> None:
    """Hand-checked, from P0's seat in SMALL with `refill: 3` (P0's hand only): P1 held one 2 and
    one 3 and gave both; the eight cards left are two 2s, two 3s and four 4s, and P1 draws three
    of them, C(8, 3) = 56 ways, with no two in C(6, 3) = 20: a two with chance 36/56 = 9/14.
    P0's go fish for 2s then says P1 drew none, and three cards from two 3s and four 4s hold a
    four."""
    lines = SMALL.format(refill="refill: 3\n").splitlines(keepends=True)
    log = parse_fish_log("".join(x for x in lines if not x.startswith(("hand P1", "stock"))))
    rep = replay(log)
    p0, p1 = log.seating.players
    after_refill = fish_view(log, rep, p0, 3, budget=None)
    assert after_refill.possible(p1, R2) == (0, 1, 2)
    assert after_refill.chance(p1, R2) == Fraction(9, 14)
    assert after_refill.possible(p1, Rank.FOUR) == (0, 1, 2, 3)
    after_ask = fish_view(log, rep, p0, 4, budget=None)
    assert after_ask.possible(p1, R2) == (0,)
    assert after_ask.chance(p1, Rank.FOUR) == 1


def test_simulate_takes_the_refill_size_on_the_command_line() -> None:
    code, out, err = invoke("simulate", "--game", "go-fish", "--players", "2", "--refill", "2")
    assert (code, err) == (0, "")
    log = parse_fish_log(out)
    assert log.rules.refill == 2
    assert log.comments[0].text.endswith("--players 2 --refill 2 --bots random")
    assert "refill: 2\n" in out
    code, out, err = invoke("simulate", "--game", "go-fish", "--refill", "0")
    assert (code, out) == (2, "")
    assert err == "fishsolve simulate: --refill 0: a player whose hand empties draws 1 or more\n"
    code, out, err = invoke("simulate", "--refill", "3")
    assert (code, out) == (2, "")
    assert err == (
        "fishsolve simulate: --refill: not for Literature (every card is dealt: it has no stock)\n"
    )


def test_the_review_counts_a_game_refilling_with_three() -> None:
    """The review of SMALL with `refill: 3` (a full record): P0's go fish for 2s after P1's
    refill had the chance 9/14 of a yes in P0's own view (test_a_refill_is_three_unknown_cards)."""
    log = parse_fish_log(SMALL.format(refill="refill: 3\n"))
    review = review_fish(log, budget=None)
    assert review.errors == ()
    ask = review.events[3].ask
    assert ask is not None
    assert ask.chosen is not None
    assert ask.chosen.yes == "9/14"
    assert review.coverage("P0") == (5, 5)
