"""The count over ranks under card asks (fishsolve/gofish/deduce/cardline.py, carddp.py) against
tests/gofish_reference.py (an enumeration of every deal and stock order written from the rule
sheet, its conventions in its docstring: a lucky draw under card asks is the card asked for, or
under ``lucky-rank`` any card of its rank) and against the forward filter (states.py): at every
position of small Authors and Simplified Fish games of three and four players (where ``fish_view``
and ``ask_odds`` count over ranks), from every seat, the table and the full record, every chance an
exact fraction; and the totals, rank tables and card tables of both engines equal, at two players
too and on a full-size game where the filter answers."""

from __future__ import annotations

from fractions import Fraction

import pytest
from gofish_compare import check

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import cardline, engines, questions, tables, view
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.model import LINEARIZATION
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve, run
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.review.game import review_fish
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

R2, R3 = Rank.TWO, Rank.THREE

Case = tuple[Variant, bool, int, int, int]
CASES: list[Case] = [
    # (variant, lucky-rank, deal, players, seed)
    (Variant.AUTHORS, False, 2, 3, 2),
    (Variant.AUTHORS, True, 2, 3, 2),
    (Variant.SIMPLIFIED, True, 2, 3, 3),
    (Variant.SIMPLIFIED, False, 1, 4, 6),
]

# Under lucky-rank, a lucky draw whose suit was not noted ("no, lucky"), a yes naming a card, and
# a go fish for a card of a rank the target is proved to hold.
LUCKY = """game: authors
rules: lucky-rank
players: Ana Bo Cy
deck: 2 3
deal: 2
start: Ana

Ana asks Bo for 2H: no, lucky
Ana asks Cy for 3S: yes
Ana asks Bo for 2C: no
Bo asks Cy for 3D: no
"""


def _game(case: Case) -> FishLog:
    variant, lucky, deal, players, seed = case
    rules = GoFishRules(variant=variant, ranks=(R2, R3), deal=deal, lucky_rank=lucky)
    return play(["Ana", "Bo", "Cy", "Di"][:players], rules, seed)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-lucky{int(c[1])}-{c[3]}p-s{c[4]}")
def test_card_asks_counted_over_ranks_equal_the_reference(case: Case) -> None:
    log = _game(case)
    assert cardline.applies(log, stock_known=False)
    positions, priced = check(log)
    assert positions
    assert priced


def test_a_lucky_draw_without_its_suit_equals_the_reference() -> None:
    log = parse_fish_log(LUCKY)
    positions, priced = check(log)
    assert positions
    assert priced


def _same_as_filter(log: FishLog, viewer: Player | str, at: int) -> bool:
    """CardCount and the forward filter give the same total, rank tables and card tables (False:
    the filter is past its budget)."""
    rep = replay(log)
    try:
        f, _ = run(log, rep, viewer, at, 300_000)
    except TooCostly:
        return False
    caps = at_ask(log, at)
    if caps:
        f.caps()
    tl = cardline.build(log, rep, Knowledge(log, resolve(log, viewer)), at, caps)
    cc = CardCount(tl, None)
    where = (viewer, at)
    assert cc.total == f.total(), where
    for r in log.rules.ranks:
        assert cc.tables[r] == engines.pairs_of(f, r), (*where, r)
    for c in log.rules.cards:
        assert cc.places(c) == tables.card_table(f, c), (*where, str(c))
        if f.total():
            assert cc.places_and_stock(c) == tables.card_stock_table(f, c), (*where, str(c))
    return True


def test_card_count_equals_the_filter_at_two_players() -> None:
    """At two players both engines give the same counts (``fish_view`` counts over ranks there:
    tests/gofish/test_gofish_deduce_brute.py)."""
    compared = 0
    for variant, lucky, seed in ((Variant.AUTHORS, False, 9), (Variant.SIMPLIFIED, True, 4)):
        rules = GoFishRules(variant=variant, ranks=(Rank.ACE, R2, R3), deal=3, lucky_rank=lucky)
        log = play(["Ana", "Bo"], rules, seed)
        for at in range(0, len(log.events) + 1, 2):
            viewers: list[Player | str] = [*log.seating.players, "public"]
            for viewer in viewers:
                compared += _same_as_filter(log, viewer, at)
    assert compared >= 20


def test_card_count_equals_the_filter_on_a_full_size_game() -> None:
    """A 52-card three-player Authors game, early positions where the filter still answers."""
    log = play(["Ana", "Bo", "Cy"], GoFishRules(variant=Variant.AUTHORS), 1)
    ana, bo, _ = log.seating.players
    assert all(_same_as_filter(log, v, 2) for v in (ana, bo))


def test_a_full_size_position_past_the_filter_is_counted() -> None:
    """A 52-card five-player Authors position late in the game, from the seat on turn: past the
    forward filter's default budget, counted over ranks within it, every card placed."""
    log = play(["Asha", "Ben", "Cara", "Dev", "Eli"], GoFishRules(variant=Variant.AUTHORS), 1)
    rep = replay(log)
    at = 238
    cara = log.seating.player("Cara")
    assert rep.states[at].turn == cara
    got = view.fish_view(log, rep, cara, at)
    assert got.total
    assert got.cards is not None
    for c, holders in got.cards.items():
        assert sum(holders.values()) == got.total, str(c)
    for p in log.seating.players:
        for r in log.rules.ranks:
            assert sum(got.holds[p][r].values()) == got.total, (p.name, r)


def _small(variant: Variant, lucky: bool, seed: int) -> FishLog:
    ranks = tuple(list(Rank)[:5])
    rules = GoFishRules(variant=variant, ranks=ranks, deal=3, lucky_rank=lucky)
    return play(["Ana", "Bo", "Cy"], rules, seed)


def test_unthinned_card_estimate_is_the_exact_count() -> None:
    """With room for every state no layer is thinned (the sampled runs place the stock first):
    the estimate says it is exact and equals the exact count, the asks' odds too."""
    checked = 0
    for variant, lucky, seed in ((Variant.AUTHORS, False, 1), (Variant.SIMPLIFIED, True, 2)):
        log = _small(variant, lucky, seed)
        rep = replay(log)
        for at in (6, 13):
            turn = rep.states[at].turn
            assert turn is not None
            viewers: list[Player | str] = ["public", turn]
            for v in viewers:
                est = sampled.estimate(log, rep, v, at, samples=2, keep=10**6, odds=v == turn)
                exact = view.fish_view(log, rep, v, at, budget=None)
                assert est.exact
                assert (est.runs[0].total, est.runs[0].holds) == (exact.total, exact.holds)
                if v == turn and exact.total:
                    assert est.odds == view.ask_odds(log, rep, turn, at, budget=None), at
                    checked += 1
    assert checked >= 2


def test_analyze_estimates_card_asks_past_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the budget, `analyze` of an Authors position gives the proved possibilities with
    estimated chances and the seat's card asks with 95% intervals, labelled as estimates; an
    ask the proved places make certain (a sure ask), or leave no way to go on, is exact, without
    one."""
    monkeypatch.setattr(sampled, "KEEP", 3)
    log = _small(Variant.AUTHORS, False, 3)
    rep = replay(log)
    at = next(i for i in range(12, len(log.events)) if rep.states[i].turn)
    turn = rep.states[at].turn
    assert turn is not None
    report = analyze_fish_log(log, rep, "g", turn.name, at, True, 1, 6)
    assert not report.exact
    assert report.estimate is not None
    assert "ESTIMATES" in report.note
    assert report.asks
    sure = {(a.target, a.card) for a in report.sure_asks}
    for a in report.asks:
        assert a.card is not None
        if (a.target, a.card) in sure:
            assert (a.interval, a.go_on) == (None, "1")
            continue
        if a.interval is None:  # proved to have no way to go on
            assert a.go_on == "0"
            continue
        assert a.interval[0] <= float(Fraction(a.go_on)) <= a.interval[1] + 1e-9
    assert len(sure) < len(report.asks)


def test_views_along_the_log_count_card_asks_over_ranks() -> None:
    """`fish_views` (the puzzles' and the soundness walk's pass) counts each three-player
    card-ask position afresh over ranks: the same views as `fish_view` at every position."""
    log = _game((Variant.AUTHORS, False, 2, 3, 2))
    rep = replay(log)
    for v in ("public", "Bo"):
        views = list(view.fish_views(log, rep, v, None))
        assert len(views) == len(log.events) + 1
        for i, got in enumerate(views):
            assert got == view.fish_view(log, rep, v, i, None), (v, i)


def test_review_estimates_card_asks_past_the_budget() -> None:
    """`review --precision` under card asks: every ask past the budget (forced to one step) is
    estimated or settled by the proved places of the card asked for. Against the review counted
    without a budget: a chance marked exact equals the exact one, an ask priced by proof alone
    has the exact best chance, place and number of legal asks, the sure asks passed by are the
    same, and an estimated chance's 95% interval holds the exact one (one miss in twenty
    allowed)."""
    rules = GoFishRules(variant=Variant.AUTHORS, ranks=tuple(list(Rank)[:4]), deal=3)
    log = play(["Ana", "Bo", "Cy"], rules, 3)
    est = review_fish(log, "s.fish", budget=1, precision=4, keep=3)
    exact = review_fish(log, "s.fish", budget=None)
    estimated = covered = proved = by_proof = 0
    for a, b in zip(est.events, exact.events, strict=True):
        if a.ask is None or a.ask.status not in ("estimated", "proved"):
            continue
        assert b.ask is not None
        assert a.ask.chosen is not None
        assert b.ask.chosen is not None
        assert a.ask.card is not None
        if a.ask.status == "proved":
            by_proof += 1
            assert a.ask.best is not None
            assert b.ask.best is not None
            assert a.ask.best.chance == b.ask.best.chance
            assert (a.ask.place, a.ask.options) == (b.ask.place, b.ask.options)
        truth = b.ask.chosen.chance
        if a.ask.chosen.exact:
            proved += 1
            assert a.ask.chosen.chance == truth
        else:
            estimated += 1
            assert a.ask.chosen.interval is not None
            low, high = a.ask.chosen.interval
            covered += low - 1e-9 <= truth <= high + 1e-9
        assert {s.words for s in a.ask.sure_passed} == {s.words for s in b.ask.sure_passed}
    assert est.estimated("Ana") or est.estimated("Bo") or est.estimated("Cy")
    assert proved >= 3
    assert estimated >= 5
    assert covered >= estimated - max(1, estimated // 20)


PAST_PASS = [
    # (variant, players, ranks, deal, seed): the forward pass prices no ask at a budget of 1,000
    (Variant.AUTHORS, 3, 4, 3, 2),
    (Variant.AUTHORS, 2, 5, 4, 1),
    (Variant.GO_FISH, 2, 5, 5, 1),
]


@pytest.mark.parametrize("case", PAST_PASS, ids=lambda c: f"{c[0]}-{c[1]}p-s{c[4]}")
def test_review_counts_the_seats_past_the_pass_over_ranks(
    case: tuple[Variant, int, int, int, int],
) -> None:
    """The positions before a seat's asks that the forward pass did not reach within the budget
    are counted over ranks — under card asks too, and at two players: every ask so priced, and
    every frame so counted, equals the review without a budget (the forward pass at every
    position, held to brute force in test_gofish_review.py), and some asks past the pass are
    priced (fewer than 10 before)."""
    variant, players, ranks, deal, seed = case
    rules = GoFishRules(variant=variant, ranks=tuple(list(Rank)[:ranks]), deal=deal)
    log = play(["Ana", "Bo", "Cy"][:players], rules, seed)
    small = review_fish(log, "s.fish", budget=1_000)
    full = review_fish(log, "s.fish", budget=None)
    priced = 0
    for i, (got, want) in enumerate(zip(small.events, full.events, strict=True)):
        if got.ask is None or got.ask.status != "counted":
            continue
        assert want.ask is not None
        assert (got.ask.chosen, got.ask.best, got.ask.place) == (
            want.ask.chosen,
            want.ask.best,
            want.ask.place,
        ), i
        priced += 1
    for got_view, want_view in zip(small.views, full.views, strict=True):
        for at, frame in enumerate(got_view.frames):
            if not isinstance(frame, str):
                assert frame == want_view.frames[at], (got_view.viewer, at)
    asks = sum(1 for e in log.events if isinstance(e, FishAsk))
    assert 10 <= priced <= asks


def test_an_estimate_s_runs_spare_the_solver_what_they_show(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A thinned run's cell of positive weight is an arrangement that fits the log: what the
    runs show (`witnessed_by`) is possible by the exact count, and the possibilities seeded
    with it are the same as CP-SAT's alone, found with fewer questions to the solver. Truths: the
    exact count without a budget (held above to tests/gofish_reference.py, written from the
    sheet) and CP-SAT's model alone (its own encoding of the rules)."""
    calls = [0]
    solver = questions._solver

    def counted(time_limit: float, linearization: int = LINEARIZATION) -> object:
        calls[0] += 1
        return solver(time_limit, linearization)

    monkeypatch.setattr(questions, "_solver", counted)
    spared = 0
    for variant, lucky, seed in ((Variant.AUTHORS, False, 1), (Variant.SIMPLIFIED, True, 2)):
        log = _small(variant, lucky, seed)
        rep = replay(log)
        turn = rep.states[12].turn
        assert turn is not None
        viewers: list[Player | str] = ["public", turn]
        for v in viewers:
            est = sampled.estimate(log, rep, v, 12, samples=4, keep=3)
            assert not est.exact
            shown = questions.witnessed_by(est.runs)
            truth = questions.witnessed_by([view.fish_view(log, rep, v, 12, budget=None)])
            assert shown
            assert all(set(got) <= truth[key] for key, got in shown.items())
            assert any(key[1] in {c.code for c in log.rules.cards} for key in shown)
            calls[0] = 0
            alone = questions.possibilities(log, rep, v, 12)
            asked = calls[0]
            calls[0] = 0
            assert questions.possibilities(log, rep, v, 12, witnessed=shown) == alone
            spared += asked - calls[0]
            assert calls[0] <= asked
    assert spared > 0
