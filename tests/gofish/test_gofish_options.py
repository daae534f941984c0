"""The Go Fish family's table options of issue 29, section 2, against tests/gofish_reference.py.

- **The refill size** (``refill: N``). S-GF Paso 5: "tome cinco cartas del mazo (o las que
  queden)"; a table teaching with a small deck refills with fewer and says how many. The log
  refilling with fewer is refused without the header and accepted with it; both notations keep
  it; the simulator plays it; and every count fishsolve gives at every position of games refilling
  with 1, 2 and 3 cards equals the reference's (its convention 6), exactly.
- **The lucky draw of a card ask, by rank** (``rules: lucky-rank``). Paso 3: "Si la carta tomada
  corresponde al valor que pidió, muéstrela"; asking for a card, *valor* read as the rank: any
  card of the rank drawn is shown and the asker goes on, and a hidden draw is of another rank.
  Hand-checked chances, the notation, the replay, and every count, ask and CP-SAT possibility at
  every position of card-ask games equal to the reference's (its convention 7).

The reference (tests/gofish_reference.py) reads the options as values of the log — the refill
size and whether a card ask's lucky draw is by rank — and plays them with its own rule code.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from clirun import invoke
from gofish_compare import check

from fishsolve.cards import Rank, parse_card
from fishsolve.errors import FishsolveError, NotationError, RuleError
from fishsolve.gofish.deduce import ask_odds, fish_view
from fishsolve.gofish.game.events import FishAsk, FishLog, Refill
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.live.words import suggest_fish
from fishsolve.gofish.notation.jsonform import dump_fish_log, load_fish_log
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.notation.writer import write_fish_log
from fishsolve.gofish.reports.check import check_fish_file
from fishsolve.gofish.reports.explain import explain_fish
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


@pytest.mark.parametrize(
    ("headers", "line", "message"),
    [
        ("players: A B\ndeal: 27\n", 3, "2 hands of 27 need 54 cards; the deck has 52"),
        ("players: A B C D E F\ndeck: A 2\n", 3, "6 hands of 5 need 30 cards; the deck has 8"),
        ("players: A B C\ndeck: A 2\ndeal: 3\n", 4, "3 hands of 3 need 9 cards; the deck has 8"),
    ],
)
def test_a_deal_the_deck_cannot_make_is_refused_at_its_header(
    headers: str, line: int, message: str
) -> None:
    # It was refused by the replay, with no file, line or column.
    text = f"game: go-fish\n{headers}"
    with pytest.raises(NotationError) as err:
        parse_fish_log(text, "t.fish")
    assert err.value.message == message
    assert err.value.location is not None
    assert (err.value.location.line, err.value.location.column) == (line, 7)
    data = json.loads(dump_fish_log(parse_fish_log("game: go-fish\nplayers: A B\n")))
    if "deal: 27" in headers:
        data["deal"] = 27
        with pytest.raises(NotationError) as err:
            load_fish_log(json.dumps(data, indent=2), "t.json")
        assert err.value.message == f"deal: {message}"
        assert err.value.location is not None
        assert err.value.location.line == 12


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


# -- the lucky draw of a card ask, by rank -------------------------------------------------------

# Authors on a deck of 2s and 3s, two cards each; Ana holds 2C 3C and asks Bo for 2D.
LUCKY = """game: authors
players: Ana Bo
{rules}deck: 2 3
deal: 2
hand Ana: 2C 3C
start: Ana

"""


def _lucky_log(rules: str, *lines: str) -> FishLog:
    return parse_fish_log(LUCKY.format(rules=rules) + "".join(f"{x}\n" for x in lines))


def test_a_card_ask_prices_a_lucky_draw_by_rank() -> None:
    """Hand-checked, Ana's seat at the deal: Bo's two cards are 2 of the 6 unknown (2D 2H 2S 3D
    3H 3S), 15 hands, 2D in 5: a yes 1/3. Bo lacks 2D in 10 hands; holding j of 2H 2S (1, 6 and
    3 hands for j = 2, 1, 0) leaves 3 - j twos among the 4 cards of the stock, so the top is a
    two with chance (1/4 + 6 * 2/4 + 3 * 3/4) / 15 = 11/30. Reading the lucky draw as the card
    asked for, the top is 2D with chance 10/15 * 1/4 = 1/6."""
    for rules, lucky in (("rules: lucky-rank\n", Fraction(11, 30)), ("", Fraction(1, 6))):
        log = _lucky_log(rules)
        rep = replay(log)
        odds = {a.card.code: a for a in ask_odds(log, rep, "Ana", 0, budget=None) if a.card}
        assert (odds["2D"].yes, odds["2D"].lucky) == (Fraction(1, 3), lucky), rules


def test_a_hidden_draw_after_a_card_ask_is_of_another_rank() -> None:
    """Hand-checked, Ana's seat after a go fish for 2D and a draw kept hidden. Bo's hand is 2 of
    the 5 cards 2H 2S 3D 3H 3S (10 hands); the stock's 4 cards are the rest, 24 orders. With
    lucky-rank the top was no two: with k threes in Bo's hand (3, 6 and 1 hands for k = 2, 1, 0)
    the stock holds 3 - k of its 4 cards as threes, so the weights are 3 * 6, 6 * 12 and 1 * 18:
    Bo holds a two with chance 90/108 = 5/6 and one three with chance 72/108 = 2/3. Read as the
    card asked for, the top was not 2D: every hand 18 orders, a two 7/10."""
    for rules, two, one_three in (
        ("rules: lucky-rank\n", Fraction(5, 6), Fraction(2, 3)),
        ("", Fraction(7, 10), Fraction(6, 10)),
    ):
        log = _lucky_log(rules, "Ana asks Bo for 2D: no")
        rep = replay(log)
        ana, bo = log.seating.players
        view = fish_view(log, rep, ana, 1, budget=None)
        assert view.chance(bo, R2) == two, rules
        assert Fraction(view.holds[bo][R3].get(1, 0), view.total) == one_three, rules
    # The draw was no two: Ana holds 2C and a three, whichever it was; the table sees a two and
    # a card dealt with it, and the three drawn.
    log = _lucky_log("rules: lucky-rank\n", "Ana asks Bo for 2D: no")
    ana = log.seating.players[0]
    public = fish_view(log, replay(log), "public", 1, budget=None)
    assert public.possible(ana, R3) == (1, 2)
    assert fish_view(log, replay(log), ana, 1, budget=None).possible(ana, R3) == (2,)


def test_a_lucky_draw_by_rank_is_read_checked_and_written() -> None:
    """With lucky-rank a card of the rank asked for, drawn, is shown and the asker goes on:
    `draws 2H` after asking for 2D is lucky, and `lucky` alone (the suit not noted) is read as
    in Go Fish. Read as the card asked for, the same lines are refused at their column."""
    lines = ("Ana asks Bo for 2D: no, draws 2H", "Ana asks Bo for 3D: no")
    log = _lucky_log("rules: lucky-rank\n", *lines)
    first = log.events[0]
    assert isinstance(first, FishAsk)
    assert first.lucky
    assert first.drawn == parse_card("2H")
    assert log.rules.tokens() == ("lucky-rank",)
    rep = replay(log)
    assert rep.states[1].turn == log.seating.players[0]
    assert load_fish_log(dump_fish_log(log)) == log
    assert json.loads(dump_fish_log(log))["rules"] == ["lucky-rank"]
    assert parse_fish_log(write_fish_log(log)) == log
    unnoted = _lucky_log("rules: lucky-rank\n", "Ana asks Bo for 2D: no, lucky", lines[1])
    assert parse_fish_log(write_fish_log(unnoted)) == unnoted
    ana = unnoted.seating.players[0]
    view = fish_view(unnoted, replay(unnoted), "public", 1, budget=None)
    assert view.possible(ana, R2) == (2, 3)
    plain = _lucky_log("", *lines)
    assert not plain.events[0].lucky  # type: ignore[union-attr]
    with pytest.raises(RuleError, match="it is Bo's turn") as err:
        replay(plain)
    assert err.value.location is not None
    assert err.value.location.line == 9
    with pytest.raises(NotationError, match="write the card drawn: 'draws 2D'"):
        _lucky_log("", "Ana asks Bo for 2D: no, lucky")
    # A full record checks the draw against the stock: 2H is lucky by rank, 3H is not.
    full = LUCKY.format(rules="rules: lucky-rank\n").replace(
        "start: Ana", "hand Bo: 3D 3S\nstock: 2H 3H 2D 2S\nstart: Ana"
    )
    assert replay(parse_fish_log(full + "Ana asks Bo for 2D: no, draws 2H\n")).final.turn
    with pytest.raises(RuleError, match=r"the draw was 2H, of rank 2, the rank asked for"):
        replay(parse_fish_log(full + "Ana asks Bo for 2D: no\n"))
    other = full.replace("stock: 2H 3H", "stock: 3H 2H")
    with pytest.raises(RuleError, match=r"the draw 3H is not of rank 2, the rank asked for"):
        replay(parse_fish_log(other + "Ana asks Bo for 2D: no, lucky\n"))


def test_lucky_rank_is_a_word_of_card_asks() -> None:
    with pytest.raises(NotationError, match="'lucky-rank' is for card asks") as err:
        parse_fish_log("game: go-fish\nplayers: Ana Bo\nrules: pairs lucky-rank\n")
    assert err.value.location is not None
    assert (err.value.location.line, err.value.location.column) == (3, 14)
    assert GoFishRules.parse("simplified-fish", ["lucky-by-rank"]).lucky_rank
    code, out, err_text = invoke("simulate", "--game", "go-fish", "--rules", "lucky-rank")
    assert (code, out) == (2, "")
    assert err_text.startswith("fishsolve simulate: --rules: rule 'lucky-rank' is for card asks")


# Card-ask games with lucky-rank on reduced decks (variant, ranks, deal, players, book, refill,
# seed): each has a lucky draw of another card than the one asked for, and a hidden draw after a
# card ask; the last ones mix in pairs and a refill of two.
LUCKY_CASES = [
    (Variant.AUTHORS, (R2, R3), 2, 2, 4, 5, 7),
    (Variant.SIMPLIFIED, (R2, R3), 2, 2, 4, 5, 7),
    (Variant.AUTHORS, (A, R2, R3), 2, 2, 4, 5, 3),
    (Variant.AUTHORS, (R2, R3), 1, 3, 4, 5, 1),
    (Variant.AUTHORS, (R2, R3), 2, 2, 2, 5, 2),
    (Variant.SIMPLIFIED, (R2, R3), 1, 3, 2, 2, 1),
    (Variant.AUTHORS, (A, R2, R3), 2, 2, 4, 2, 3),
]


def _lucky_game(case: tuple[Variant, tuple[Rank, ...], int, int, int, int, int]) -> FishLog:
    variant, ranks, deal, players, book, refill, seed = case
    rules = GoFishRules(variant, ranks, book, deal=deal, refill=refill, lucky_rank=True)
    log = play(["Ana", "Bo", "Cy"][:players], rules, seed)
    rep = replay(log)
    asks = [(i, e) for i, e in enumerate(log.events) if isinstance(e, FishAsk) and not e.given]
    assert any(e.lucky and e.drawn != e.card for _, e in asks)
    assert any(not e.lucky and rep.states[i].stock for i, e in asks)
    return log


@pytest.mark.parametrize(
    "case",
    LUCKY_CASES,
    ids=lambda c: f"{c[0]}-{len(c[1])}r-d{c[2]}-{c[3]}p-b{c[4]}-refill{c[5]}-s{c[6]}",
)
def test_lucky_draws_by_rank_equal_the_reference(
    case: tuple[Variant, tuple[Rank, ...], int, int, int, int, int],
) -> None:
    log = _lucky_game(case)
    positions, priced = check(log, model=len(log.rules.ranks) == 2)
    assert positions == (len(log.seating) + 2) * (len(log.events) + 1)
    assert priced


def test_the_simulator_plays_lucky_draws_by_rank(tmp_path: Path) -> None:
    """`simulate --rules lucky-rank` on full decks: a card of the rank asked for, drawn, is shown
    and the asker goes on; the records check from every seat and the table, and the audit finds
    the real cards in every perspective's model."""
    by_rank = 0
    for game, players, seed in (("authors", 2, 1), ("simplified-fish", 3, 2)):
        setup = FishSetup.parse(game, players=players, rules="lucky-rank", refill=3)
        assert "--rules lucky-rank --refill 3" in setup.command(seed)
        log = setup.game(seed)
        by_rank += sum(
            1 for e in log.events if isinstance(e, FishAsk) and e.lucky and e.drawn != e.card
        )
        for viewer in (None, *log.seating.players):
            seen = tmp_path / "seen.fish"
            seen.write_text(write_fish_log(as_seen_by(log, viewer)), encoding="utf-8")
            assert check_fish_file(seen).ok
        found = audit_record(log)
        assert found.counterexamples == 0
        assert found.perspectives == players + 1
    assert by_rank


def test_explain_cites_the_hidden_draw_by_rank(tmp_path: Path) -> None:
    """From Ana's seat, her draw after the go fish for 2D was no two: she holds two threes."""
    path = tmp_path / "lucky.fish"
    path.write_text(
        LUCKY.format(rules="rules: lucky-rank\n") + "Ana asks Bo for 2D: no\n", encoding="utf-8"
    )
    found = explain_fish(path, "Ana holds 2 threes", "Ana", 1)
    assert found.proved
    assert [r.says for r in found.reasons] == [
        "Ana held a card of rank 2 then; Bo held no 2D then; the card Ana drew (if any) was not "
        "of rank 2: it would have been shown"
    ]


def test_live_completes_lucky_where_the_suit_may_go_unnoted() -> None:
    line = "Ana asks Bo for 2D: no, l"
    for rules, want in (("rules: lucky-rank\n", line + "ucky"), ("", None)):
        log = _lucky_log(rules)
        assert suggest_fish(log, replay(log).final, None, line) == want
