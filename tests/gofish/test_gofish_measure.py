"""The chances fishsolve gives in the Go Fish family against tests/gofish_reference.py, an
enumeration of every deal and stock order written from the rule sheet with conventions of its own
(its docstring): at every position of small games — the analysed one included — from every seat,
the table and the full record, for books of four and ``rules: pairs``, rank and card asks; and the
positions of issue 29 counted by hand.

- **A book is laid at once** (S-GF Paso 4), so when the next line is an ask nobody holds four of a
  rank (two under pairs) — at that position too, not only between lines; asks are priced as asks.
- **Which pair is laid is a free choice** and tells nothing: each of the C(m, 2) pairs of the m
  cards held is as likely, so the two named do not shift the chances of the counts.
"""

from __future__ import annotations

import math
from fractions import Fraction

import gofish_reference
import pytest
from gofish_compare import check

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import ask_odds, fish_view, fish_views
from fishsolve.gofish.deduce.info import public_told
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.sim.game import play

A, R2, R3 = Rank.ACE, Rank.TWO, Rank.THREE

# -- the two positions of issue 29, counted by hand --------------------------------------------

CAP = """game: go-fish
players: P0 P1
deck: A 2 3
deal: 4
hand P0: 2H 2D 3H 3D
start: P0

P0 asks P1 for 2: go fish
"""


def test_no_book_is_held_at_the_analysed_ask() -> None:
    """P1's four cards are 4 of the 8 P0 does not hold (2C 2S 3C 3S and the four aces): 70 hands,
    but all four aces would have been laid before P0 asks, so 69. P1 holds no two in 15 - 1 of
    them (four of 3C 3S and the aces, less the four aces): P1 for 2 gets a yes in 55 of 69."""
    log = parse_fish_log(CAP)
    rep = replay(log)
    p0, p1 = log.seating.players
    view = fish_view(log, rep, p0, 0)
    assert view.possible(p1, A) == (0, 1, 2, 3)
    assert view.chance(p1, R2) == Fraction(55, 69)
    odds = {(a.target, a.rank): a for a in ask_odds(log, rep, p0, 0)}
    assert odds[(p1, R2)].yes == Fraction(55, 69)
    report = analyze_fish_log(log, rep, "cap.fish", "P0", 0, odds=True)
    row = next(r for r in report.rows if r.place == "P1")
    assert row.cells["A"].possible == [0, 1, 2, 3]
    assert next(a for a in report.asks if a.rank == "2").yes == "55/69"
    review = review_fish(log, budget=None)
    ask = review.events[0].ask
    assert ask is not None
    assert ask.chosen is not None
    assert ask.chosen.yes == "55/69"
    ref = gofish_reference.reckon(log, [p0], [s.turn for s in rep.states])["P0"]
    assert ref.view[0].total
    assert sum(ref.view[0].chance(1, R2, k) for k in (1, 2, 3)) == Fraction(55, 69)


YES = """game: go-fish
players: P0 P1
deck: 2 3
deal: 3
start: P0

P0 asks P1 for 2: 1
"""


def test_after_a_yes_the_asker_holds_no_book_at_the_next_ask() -> None:
    """P0 asked for twos holding one or two and got one: two or three now, or four — a book that
    must be laid before P0 asks again. Followed by an ask: 2 or 3. At the log's end, or before
    the book's line: the book may be waiting, 2 to 4 (the asks are priced with it laid)."""
    then_ask = parse_fish_log(YES + "P0 asks P1 for 3: go fish\n")
    p0 = then_ask.seating.players[0]
    assert fish_view(then_ask, replay(then_ask), "public", 1).possible(p0, R2) == (2, 3)
    for text in (YES, YES + "P0 books 2\n"):
        log = parse_fish_log(text)
        rep = replay(log)
        assert fish_view(log, rep, "public", 1).possible(p0, R2) == (2, 3, 4)
        assert fish_view(log, rep, p0, 1).possible(p0, R2) == (2, 3, 4)
        mine = {a.rank for a in ask_odds(log, rep, p0, 1)}
        assert R2 in mine  # priced as an ask: two or three twos, surely held


PAIRS = """game: go-fish
rules: pairs
players: P0 P1
deck: A 2 3
deal: 3
hand P0: 2S 2H 3C
start: P0

P0 books 2H 2S
P1 books 3H 3D
"""


def test_the_pair_named_tells_nothing() -> None:
    """P1 holds 3H 3D and one of the 7 other cards P0 does not see (four aces, 2C 2D, 3S). Each
    of those hands is dealt as often, but holding 3H 3D 3S P1 could have laid any of 3 pairs: the
    pair named weighs 1/3 there, 1 in the six others — a third three with chance
    (1/3) / (6 + 1/3) = 1/19, not the 1/7 of weighing every hand with the pair alike; an ace in
    four of the six others, 4 / (6 + 1/3) = 12/19."""
    log = parse_fish_log(PAIRS)
    rep = replay(log)
    p0, p1 = log.seating.players
    view = fish_view(log, rep, p0, 2)
    assert view.chance(p1, R3) == Fraction(1, 19)
    assert view.chance(p1, A) == Fraction(12, 19)
    ref = gofish_reference.reckon(log, [p0], [s.turn for s in rep.states])["P0"]
    assert ref.view[2].chance(1, R3, 1) == Fraction(1, 19)


def test_a_pair_tells_the_table_the_chance_of_that_very_pair() -> None:
    """Ana's three cards are 3 of the 8 of a deck of twos and threes (56 hands); she lays 2C 2D.
    She holds both in 6 hands: with a third two (2 hands) she picked them 1 time in 3, with a
    three (4 hands) surely — that very pair with chance (2/3 + 4) / 56 = 1/12: log2(12) bits."""
    log = parse_fish_log(
        "game: go-fish\nrules: pairs\nplayers: Ana Bo\ndeck: 2 3\ndeal: 3\n\nAna books 2C 2D\n"
    )
    told = public_told(log, replay(log), budget=None)[0]
    assert told is not None
    assert told.answer_bits == pytest.approx(math.log2(12))
    assert Fraction(told.after, told.before * told.picks) == Fraction(1, 12)


# -- every position against the reference ------------------------------------------------------

Case = tuple[Variant, tuple[Rank, ...], int, int, int, int]
CASES: list[Case] = [
    # (variant, ranks, book, deal, players, seed)
    (Variant.GO_FISH, (A, R2, R3), 4, 5, 2, 1),
    (Variant.GO_FISH, (A, R2, R3), 4, 5, 2, 7),
    (Variant.GO_FISH, (R2, R3), 4, 3, 2, 6),
    (Variant.GO_FISH, (R2, R3), 4, 2, 3, 4),
    (Variant.GO_FISH, (R2, R3), 4, 2, 3, 21),
    (Variant.GO_FISH, (A, R2, R3), 2, 5, 2, 3),
    (Variant.GO_FISH, (R2, R3), 2, 3, 2, 2),
    (Variant.GO_FISH, (R2, R3), 2, 2, 3, 8),
    (Variant.AUTHORS, (R2, R3), 2, 3, 2, 5),
    (Variant.AUTHORS, (R2, R3), 4, 3, 2, 9),
    (Variant.SIMPLIFIED, (R2, R3), 2, 2, 3, 10),
]

LOGS = {
    # A yes, then the book on its own line, a refill, and a yes that leaves Ana all four threes:
    # the log ends before the book's line.
    "book-then-refill": """game: go-fish
players: Ana Bo
deck: 2 3
deal: 3
hand Ana: 2C 2D 3C
start: Ana

Ana asks Bo for 2: 2
Ana books 2
Ana asks Bo for 3: 1
Bo draws 2
Ana asks Bo for 3: 2
""",
    # Three players (the count over ranks); the log ends with Cy to draw first.
    "three-players": """game: go-fish
players: Ana Bo Cy
deck: 2 3
deal: 2
hand Bo: 2D 3D
start: Ana

Ana asks Bo for 2: 1
Ana asks Cy for 2: go fish
Bo asks Cy for 3: 2
""",
    # Pairs: a shown draw puts a known card in the hand that then lays a pair; the log ends with
    # a pair to lay.
    "pairs-shown-card": """game: go-fish
rules: pairs
players: Ana Bo
deck: A 2 3
deal: 2
start: Ana

Ana asks Bo for 2: go fish, draws 2S
Ana books 2S 2H
Ana asks Bo for 3: 1
""",
    # Card asks with pairs: the pair laid from three.
    "authors-pairs": """game: authors
rules: pairs
players: Ana Bo
deck: 2 3
deal: 3
start: Ana

Ana books 2C 2D
Bo books 3H 3S
Ana asks Bo for 2H: no
Bo asks Ana for 3C: yes
Bo books 3C 3D
""",
}


def _game(case: Case) -> FishLog:
    variant, ranks, book, deal, players, seed = case
    rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal)
    return play(["Ana", "Bo", "Cy"][:players], rules, seed)


@pytest.mark.parametrize(
    "case", CASES, ids=lambda c: f"{c[0]}-{len(c[1])}r-b{c[2]}-{c[4]}p-s{c[5]}"
)
def test_every_position_equals_the_reference(case: Case) -> None:
    positions, priced = check(_game(case))
    assert positions
    assert priced


@pytest.mark.parametrize("name", sorted(LOGS))
def test_written_logs_equal_the_reference(name: str) -> None:
    log = parse_fish_log(LOGS[name])
    assert replay(log).final is not None
    positions, _ = check(log, model=not log.rules.card_asks)
    assert positions


def test_the_puzzle_pass_counts_each_position_as_a_cut_log() -> None:
    """`puzzle make` reads positions as the puzzle cut there reads its end: the next line is not
    used, so a position before an ask shows what the cut log shows."""
    log = parse_fish_log(YES + "P0 asks P1 for 3: go fish\n")
    rep = replay(log)
    p0 = log.seating.players[0]
    cut = [v.possible(p0, R2) for v in fish_views(log, rep, "public", None, cut=True)]
    settled = [v.possible(p0, R2) for v in fish_views(log, rep, "public", None)]
    assert cut[1] == (2, 3, 4)
    assert settled[1] == (2, 3)
