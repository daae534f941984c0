"""Estimated chances (fishsolve/gofish/deduce/estimate.py) against the exact count.

The exact count here is the programme over ranks without thinning (rankdp.py), itself held to
brute force over every deal and stock order in test_gofish_deduce_brute3.py. Small decks (five
ranks, three players, three cards dealt) with each run thinned to a few states, so that the
estimate has work to do while the exact answer is at hand.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from fractions import Fraction

import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce import intervals, rankkernel, timeline
from fishsolve.gofish.deduce.engines import count_over_ranks
from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.rankshare import Shared
from fishsolve.gofish.deduce.thinning import K, L, Thinning
from fishsolve.gofish.deduce.view import fish_view
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.reports.report import FishAnalysisReport
from fishsolve.gofish.sim.game import play

RANKS = tuple(list(Rank)[:5])


def _game(seed: int, book: int = 4) -> FishLog:
    return play(["Ana", "Bo", "Cy"], GoFishRules(ranks=RANKS, deal=3, book=book), seed)


def test_thinning_keeps_each_weight_in_expectation() -> None:
    """Over many thinnings of one layer, each entry's mean kept weight is its weight."""
    layer = {"a": 1000, "b": 30, "c": 7, "d": 1, "e": 1, "f": 2}
    sums = dict.fromkeys(layer, 0)
    n = 4000
    rng = random.Random(7)
    for _ in range(n):
        kept, factors = Thinning(3, rng)(layer)
        assert len(kept) <= len(layer)
        for k, w in kept.items():
            assert w == layer[k] * factors.get(k, 1)
            sums[k] += w
    for k, w in layer.items():
        assert abs(sums[k] / n - w) <= 0.25 * w, k


def test_unthinned_estimate_is_the_exact_count() -> None:
    """With room for every state no layer is thinned: the estimate says it is exact and equals
    the exact count as fractions."""
    log = _game(2)
    rep = replay(log)
    at = 8
    est = sampled.estimate(log, rep, "public", at, samples=4, keep=10**6)
    exact = fish_view(log, rep, "public", at, budget=None)
    assert est.exact
    for p in log.seating.players:
        for r in RANKS:
            assert est.view.chance(p, r) == exact.chance(p, r)
    assert est.arrangements == exact.total


def _coverage(
    samples: int,
    keep: int,
    games: int = 6,
    players: int = 3,
    ranks: int = 5,
    first: int = 1,
    book: int = 4,
) -> tuple[int, int, float]:
    """(open cells, cells whose interval holds the exact chance, mean error) over every 4th
    position of ``games`` games from the table and every seat, where some layer was thinned. An open
    cell is a chance the possible counts leave open (the player may hold none, and may hold
    some): the others are settled by the proved possibilities and shown exactly."""
    cells = covered = 0
    error = 0.0
    names = ["Ana", "Bo", "Cy", "Di", "Ed"][:players]
    for seed in range(first, first + games):
        log = play(names, GoFishRules(ranks=tuple(list(Rank)[:ranks]), deal=3, book=book), seed)
        rep = replay(log)
        for at in range(0, len(log.events) + 1, 4):
            for viewer in ["public", *(p.name for p in log.seating.players)]:
                exact = fish_view(log, rep, viewer, at, budget=None)
                if not exact.total:
                    continue
                est = sampled.estimate(log, rep, viewer, at, samples, keep)
                if est.exact or not est.view.total:  # exact, or no estimate (every run died)
                    continue
                for p in log.seating.players:
                    for r in log.rules.ranks:
                        possible = exact.possible(p, r)
                        if 0 not in possible or possible == (0,):
                            continue
                        truth = exact.chance(p, r)
                        iv = est.chance_interval(p, r)
                        cells += 1
                        covered += iv.low - 1e-9 <= truth <= iv.high + 1e-9
                        error += abs(float(est.view.chance(p, r) - truth))
    return cells, covered, error / max(cells, 1)


@pytest.mark.slow
def test_intervals_cover_the_exact_chance() -> None:
    """The 95% intervals hold the exact chance in at least 95% of the open cells of a fixed
    sample: twelve three-player five-rank games (seeds 1-12), 8 samples of runs thinned to 8
    states, every 4th position from the table and every seat. The interval's method was chosen
    on other games (bench/bench_gofish_calibration.py --sample fit, seeds 201 on); these are
    not among them. Measured 834 of 854 (97.7%; seeds 1-6 444 of 460, 7-12 390 of 394), and
    798 of 854 (93.4%) with each chance's own jackknife alone (no variance scale of its
    position). The runs' seeds are a hash of the counting problem, so a change of how a
    timeline is written draws other runs, and the sample's misses, which come together by
    position, then move by a point or two."""
    cells, covered, _ = _coverage(samples=8, keep=8, games=12)
    assert cells >= 800
    assert covered >= 0.95 * cells, f"{covered} of {cells}"


@pytest.mark.slow
def test_pairs_intervals_cover_the_exact_chance() -> None:
    """Under pairs (a pair's pick weighs the programme's placements) the same twelve games, the
    same guard: measured 536 of 557 (96.2%; seeds 1-6 267 of 279, 7-12 269 of 278), 504 of
    557 (90.5%) with each chance's own jackknife alone."""
    cells, covered, _ = _coverage(samples=8, keep=8, games=12, book=2)
    assert cells >= 500
    assert covered >= 0.95 * cells, f"{covered} of {cells}"


def test_unthinned_pairs_estimate_is_the_exact_count() -> None:
    """Pairs, with room for every state: the estimate is the exact count (the filter's, at two
    players, where the count over ranks does not go first), as fractions."""
    log = play(["Ana", "Bo"], GoFishRules(ranks=RANKS, deal=3, book=2), 2)
    rep = replay(log)
    for at in (4, 9):
        est = sampled.estimate(log, rep, "public", at, samples=2, keep=10**6)
        exact = fish_view(log, rep, "public", at, budget=None)
        assert est.exact
        assert est.arrangements == exact.total
        for p in log.seating.players:
            for r in RANKS:
                assert est.view.chance(p, r) == exact.chance(p, r)


@pytest.mark.slow
def test_more_samples_shrink_the_error() -> None:
    """The mean error of the estimated chances falls as the samples grow (4 -> 16)."""
    few = _coverage(samples=4, keep=4, games=3)[2]
    many = _coverage(samples=16, keep=4, games=3)[2]
    assert many < 0.7 * few, (few, many)


def test_seeded_by_the_position() -> None:
    """The same position gives the same estimate, run after run."""
    log = _game(3)
    rep = replay(log)
    know = Knowledge(log, resolve(log, "public"))
    tl = timeline.build(log, rep, know, 10, at_ask(log, 10))
    first = sampled.estimate(log, rep, "public", 10, samples=4, keep=4)
    again = sampled.estimate(log, rep, "public", 10, samples=4, keep=4)
    assert [v.total for v in first.runs] == [v.total for v in again.runs]
    assert sampled.seed_of(tl) == sampled.seed_of(timeline.build(log, rep, know, 10, False))
    assert RankCount(tl, None).total == fish_view(log, rep, "public", 10, None).total


def test_each_run_is_handed_over_as_it_is_made() -> None:
    """``each`` sees every run the estimate keeps, in order, once each (analyze hands each
    run's witnesses to the proofs beside at once); a dead run is not handed over."""
    log = _game(3)
    rep = replay(log)
    seen: list[object] = []
    est = sampled.estimate(log, rep, "public", 10, samples=4, keep=4, each=seen.append)
    assert seen == est.runs
    assert len(seen) == 4
    dead: list[object] = []
    for at in range(6, 30):
        got = sampled.estimate(log, rep, "public", at, samples=4, keep=2, each=dead.append)
        if got.tries > 4 and got.view.total:  # runs died, drawn again: the live ones seen
            assert dead[-len(got.runs) :] == got.runs
            break
    else:
        pytest.fail("no position with a dead run")


def test_analyze_labels_an_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the budget, `analyze` gives the proved possibilities with estimated chances, each
    open one with its interval, flagged in the report and its JSON, never as exact."""
    monkeypatch.setattr(sampled, "KEEP", 3)
    log = _game(4)
    rep = replay(log)
    at = 12
    report = analyze_fish_log(log, rep, "g", "public", at, budget=1, precision=6)
    assert not report.exact
    assert report.estimate is not None
    assert report.estimate.samples == 6
    assert "ESTIMATES" in report.note
    exact = analyze_fish_log(log, rep, "g", "public", at, budget=None)
    assert [row.cells[c].possible for row in report.rows for c in report.ranks] == [
        row.cells[c].possible for row in exact.rows for c in report.ranks
    ]
    opened = [
        cell
        for row in report.rows
        for cell in row.cells.values()
        if 0 in cell.possible and cell.possible != [0]
    ]
    assert opened
    assert all(cell.interval is not None for cell in opened)
    data = json.loads(json.dumps(report.to_dict()))
    assert data["exact"] is False
    assert data["estimate"]["confidence"] == 0.95
    assert analyze_fish_log(log, rep, "g", "public", at, budget=1, precision=6) == report


def test_estimated_asks_are_decimals_with_intervals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seat on turn's asks, estimated: each with its interval, written as a decimal; an ask
    the proved counts make certain is priced exactly (1, no interval), as its sure ask says."""
    monkeypatch.setattr(sampled, "KEEP", 3)
    checked = 0
    for _, _, _, report in _estimated_asks(_game(seed) for seed in range(1, 9)):
        if report.sure_asks:
            sure = {(a.target, a.rank) for a in report.sure_asks}
            for a in report.asks:
                if (a.target, a.rank) in sure:
                    assert (a.interval, a.yes) == (None, "1")
                    continue
                if a.interval is None:  # proved to have no way to go on
                    assert a.go_on == "0"
                    continue
                assert "/" not in a.go_on
                assert a.interval[0] <= float(Fraction(a.go_on)) <= a.interval[1] + 1e-9
            assert {(a.target, a.rank) for a in report.asks} >= sure
            checked += 1
    assert checked >= 3


def test_card_asks_proved_sure_are_priced_exactly_beside_an_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Authors and Simplified Fish past the budget: an ask for a card whose proved places are
    the target's hand alone (the asker surely holding its rank) is a sure ask, priced exactly
    (1, no interval) among the estimated ones; the sure asks are those the exact count (no
    budget) finds certain, no more and no fewer. The terminal's table of asks says its chances
    are estimated even when the first (the sure ones) are not, and marks the exact ones
    "proved". The truth here is the exact count, another engine than CP-SAT's possibilities
    (held itself to the enumeration written from the sheet, tests/gofish_reference.py); the two
    share the replay's reading of the log, so this checks their agreement, not that reading."""
    from rich.console import Console

    from fishsolve.gofish.render.analysis import fish_analysis_view

    monkeypatch.setattr(sampled, "KEEP", 3)
    checked = 0
    logs = (
        play(["Ana", "Bo", "Cy"], GoFishRules(variant=variant, ranks=RANKS, deal=3), seed)
        for variant in (Variant.AUTHORS, Variant.SIMPLIFIED)
        for seed in range(1, 7)
    )
    for log, rep, at, report in _estimated_asks(logs):
        exact = analyze_fish_log(log, rep, "g", report.viewer, at, True, None)
        sure = {(a.target, a.card) for a in report.sure_asks}
        assert sure == {(a.target, a.card) for a in exact.sure_asks}
        for a in report.asks:
            if (a.target, a.card) in sure:
                assert (a.interval, a.yes, a.go_on) == (None, "1", "1")
            else:
                assert a.interval is not None or a.go_on == "0"
        if not sure or len(report.asks) > 10:
            continue
        checked += 1
        console = Console(width=120, record=True, color_system=None)
        console.print(fish_analysis_view(report))
        shown = console.export_text()
        estimated = any(a.interval is not None for a in report.asks)
        assert ("best first (ESTIMATED chances" in shown) == estimated
        for a in report.asks:
            (line,) = [x for x in shown.splitlines() if f" {a.target} for {a.card} " in x]
            assert ("proved" in line) == (estimated and a.interval is None)
            assert ("≈" in line) == (a.interval is not None)
    assert checked >= 3


def test_asks_proved_hopeless_are_priced_exactly_beside_an_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past the budget, an ask the proved possibilities leave no way to go on (the target can
    hold none of the rank, or not the card; the stock none of what a lucky draw would be, or
    empty) is priced exactly at 0, without an interval: exactly the asks the exact count (no
    budget) prices at 0, in Go Fish, Authors, Simplified Fish and Authors under ``lucky-rank``;
    every other ask not sure is estimated. Convention decided afresh from the sheet (S-GF Paso
    3, "Si la carta tomada corresponde al valor que pidió"): the lucky draw is the card asked
    for, or under ``lucky-rank`` and in Go Fish any card of its rank; the exact count, the truth
    here, shares the replay's reading of the log with the possibilities (see above)."""
    monkeypatch.setattr(sampled, "KEEP", 3)
    kinds = [
        GoFishRules(ranks=RANKS, deal=3),
        GoFishRules(variant=Variant.AUTHORS, ranks=RANKS, deal=3),
        GoFishRules(variant=Variant.SIMPLIFIED, ranks=RANKS, deal=3),
        GoFishRules(variant=Variant.AUTHORS, ranks=RANKS, deal=3, lucky_rank=True),
    ]
    logs = (play(["Ana", "Bo", "Cy"], rules, seed) for rules in kinds for seed in range(1, 5))
    checked = 0
    for log, rep, at, report in _estimated_asks(logs):
        exact = analyze_fish_log(log, rep, "g", report.viewer, at, True, None)
        zero = {(a.target, a.rank, a.card) for a in exact.asks if Fraction(a.go_on) == 0}
        sure = {(a.target, a.rank, a.card) for a in report.sure_asks}
        for a in report.asks:
            key = (a.target, a.rank, a.card)
            if key in zero:
                assert (a.interval, a.yes, a.lucky, a.go_on) == (None, "0", "0", "0")
            elif key not in sure:
                assert a.interval is not None
        checked += bool(zero)
    assert checked >= 5


def _estimated_asks(
    logs: Iterable[FishLog],
) -> Iterator[tuple[FishLog, FishReplay, int, FishAnalysisReport]]:
    """Every third position of ``logs`` from the fourth with a seat on turn, analysed from that
    seat with its asks past a budget of 20 steps (four samples): those whose chances and asks
    are estimated."""
    for log in logs:
        rep = replay(log)
        for at in range(4, len(log.events), 3):
            turn = rep.states[at].turn
            if turn is None:
                continue
            report = analyze_fish_log(log, rep, "g", turn.name, at, True, 20, 4)
            if report.estimate is not None and report.asks:
                yield log, rep, at, report


def test_asks_off_an_ask_are_weighted_by_their_own_runs() -> None:
    """Where the log's next line is not an ask, the asks are priced from runs of the position as
    at an ask (its own totals): with room for every state they equal the exact odds."""
    from fishsolve.gofish.deduce.view import ask_odds

    checked = 0
    for seed in range(1, 5):
        log = _game(seed)
        rep = replay(log)
        for at in range(1, len(log.events) + 1):
            turn = rep.states[at].turn
            if turn is None or at_ask(log, at):
                continue
            exact = ask_odds(log, rep, turn, at, None)
            est = sampled.estimate(log, rep, turn, at, samples=2, keep=10**6, odds=True)
            assert est.odds is not None
            got = {(a.target, a.rank): (a.yes, a.lucky) for a in est.odds}
            assert got == {(a.target, a.rank): (a.yes, a.lucky) for a in exact}
            checked += 1
    assert checked >= 3


def test_a_narrow_terminal_shows_each_interval_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """An estimated cell is wider than a count: at 60 columns its interval goes under its
    chance, never cut to '…'."""
    from rich.console import Console

    from fishsolve.gofish.render.analysis import fish_analysis_view

    monkeypatch.setattr(sampled, "KEEP", 3)
    log = _game(4)
    report = analyze_fish_log(log, replay(log), "g", "public", 12, budget=1, precision=6)
    console = Console(width=60, record=True, color_system=None)
    console.print(fish_analysis_view(report))
    shown = console.export_text()
    assert "…" not in shown
    cells = [cell for row in report.rows for cell in row.cells.values()]
    intervals = [cell.interval for cell in cells if cell.interval is not None]
    assert intervals
    for low, high in intervals:
        assert f"({round(low * 100)}-{round(high * 100)})" in shown


def test_agreeing_thinned_runs_keep_half_a_point() -> None:
    """Thinned runs that agree to the sixth decimal still leave half a percentage point either
    side (intervals.FLOOR): their jackknife alone would claim a width no thinned run can back."""
    runs = [(428_000 + i, 1_000_000) for i in range(8)]
    iv = intervals.ratio_interval(runs)
    assert iv.low < 0.428 - 0.0049
    assert iv.high > 0.428 + 0.0050
    exact = intervals.ratio_interval(runs, thinned=False)
    assert exact.high - exact.low < 1e-4


def test_a_chance_keeps_its_position_s_variance_scale() -> None:
    """Runs that happen to agree on one chance say little of how far they are from it: its
    interval keeps the position's variance scale, the mean over the position's chances of the
    jackknife variance over q(1 - q) (the same runs read every chance), never narrower than its
    own jackknife alone."""
    spread = [(3, 10), (5, 10), (4, 10), (6, 10), (2, 10), (4, 10)]
    agree = [(5000, 10_000), (5001, 10_000), (4999, 10_000), (5000, 10_000), (5002, 10_000)]
    agree.append((4998, 10_000))
    scale = intervals.variance_scale([spread, agree])
    alone = [intervals.ratio_interval(c) for c in (spread, agree)]
    pooled = [intervals.ratio_interval(c, True, scale) for c in (spread, agree)]
    assert pooled[0] == alone[0]  # its own spread is the wider
    assert pooled[1].high - pooled[1].low > 10 * (alone[1].high - alone[1].low)
    assert pooled[1].low < 0.5 - 0.05
    assert pooled[1].high > 0.5 + 0.05
    each = [intervals.variance_scale([c]) for c in (spread, agree)]
    assert scale == pytest.approx(sum(each) / 2)
    # In an estimate: every interval at least its chance's own, and some wider.
    log = _game(3)
    rep = replay(log)
    est = sampled.estimate(log, rep, "public", 4, samples=8, keep=8)
    assert not est.exact
    assert est.scale > 0
    wider = 0
    for p in log.seating.players:
        for r in RANKS:
            own = intervals.ratio_interval(
                [(sampled._hits(v.holds[p][r]), v.total) for v in est.runs]
            )
            iv = est.chance_interval(p, r)
            assert iv.low <= own.low + 1e-12
            assert iv.high >= own.high - 1e-12
            wider += iv.high - iv.low > own.high - own.low + 1e-9
    assert wider


class _KeepAll(Thinning):
    """A thinning that keeps every state (its ``keep`` of 1 only sets the sampled count's
    checks of which states can be completed going on every layer)."""

    def __call__(
        self, layer: dict[K, int], keep: int | None = None
    ) -> tuple[dict[K, int], dict[K, int]]:
        return layer, {}

    def table(self, layer: L, keep: int) -> tuple[L, dict[int, int]]:
        return layer, {}


_chosen_order = RankCount._sequence


def _seat_order(self: RankCount, k: int, codes: list[list[int]]) -> list[int]:
    """The players place every rank in seat order (the options made as the count makes them)."""
    _chosen_order(self, k, codes)
    self._seqs[k] = list(range(self.n))
    return self._seqs[k]


def _reversed_order(self: RankCount, k: int, codes: list[list[int]]) -> list[int]:
    """The players place every rank in the reverse of the order the count chooses."""
    self._seqs[k] = _chosen_order(self, k, codes)[::-1]
    return self._seqs[k]


@pytest.mark.parametrize("in_c", [True, False])
def test_the_order_players_place_a_rank_in_changes_no_count(
    monkeypatch: pytest.MonkeyPatch, in_c: bool
) -> None:
    """Within a rank the players are placed fewest moves a fill first (``_sequence``), not in
    seat order: the same total and tables as in seat order and in the reverse order, counting
    exactly (in C and in Python), at every 3rd position of small games of 3-5 players (Go Fish,
    and Authors' card asks), from the table and the first seat; the order differs from seat
    order at some rank of most of them. An equivalence test (the count's truth from the sheet
    is the brute-force suites, which count in the order chosen)."""
    monkeypatch.setattr(rankkernel, "use_c", in_c)
    checked = moved = 0
    games = [(3, 5, Variant.GO_FISH), (4, 5, Variant.GO_FISH), (5, 6, Variant.GO_FISH)]
    games += [(3, 4, Variant.AUTHORS), (4, 4, Variant.AUTHORS)]
    for players, ranks, variant in games:
        rules = GoFishRules(variant=variant, ranks=tuple(list(Rank)[:ranks]), deal=3)
        log = play(["Ana", "Bo", "Cy", "Di", "Ed"][:players], rules, players + 1)
        rep = replay(log)
        know_of = {v: Knowledge(log, resolve(log, v)) for v in ("public", "Ana")}
        for at in range(1, len(log.events) + 1, 3):
            for know in know_of.values():
                chosen = count_over_ranks(log, rep, know, at, at_ask(log, at), None)
                got = [(chosen.total, chosen.tables)]
                for other in (_seat_order, _reversed_order):
                    with monkeypatch.context() as m:
                        m.setattr(RankCount, "_sequence", other)
                        c = count_over_ranks(log, rep, know, at, at_ask(log, at), None)
                        got.append((c.total, c.tables))
                assert got[1] == got[0]
                assert got[2] == got[0]
                moved += any(seq != sorted(seq) for seq in chosen._seqs.values())
                checked += 1
    assert checked >= 40
    assert moved >= checked // 2


def test_dropping_dead_states_changes_no_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """The count drops states no placement of the ranks left completes (rankbound.py): counting
    exactly, between ranks and a player's moves that leave their own classes so; sampled, within
    a rank's placement too. Against the same count with
    nothing dropped (the checks turned off), the exact count and a sampled one with nothing
    thinned give the same total and tables, the exact count with no more steps, at every 4th
    position of small games of 3-5 players, from the table and the first seat. An equivalence
    test: it shares the count's conventions on purpose; the count itself is held to brute force
    written from the sheet (test_gofish_deduce_brute*.py)."""
    checked = dropped = saved = 0
    for players, ranks in ((3, 5), (4, 5), (5, 6)):
        rules = GoFishRules(ranks=tuple(list(Rank)[:ranks]), deal=3)
        log = play(["Ana", "Bo", "Cy", "Di", "Ed"][:players], rules, players)
        rep = replay(log)
        for at in range(1, len(log.events) + 1, 4):
            for viewer in ["public", "Ana"]:
                know = Knowledge(log, resolve(log, viewer))
                tl = timeline.build(log, rep, know, at, at_ask(log, at))
                with monkeypatch.context() as m:  # nothing dropped
                    m.setattr(RankCount, "_completable", lambda self, k, states: states)
                    m.setattr(rankkernel, "completable", lambda rc, k, states: states)
                    m.setattr(RankCount, "_alive", lambda self, k, p, code, got: got)
                    m.setattr(RankCount, "_alive_many", lambda self, k, p, codes, made: made)
                    whole = RankCount(tl, None)
                exact = RankCount(tl, None)
                kept = RankCount(tl, None, thin=_KeepAll(1, random.Random(0)))
                with monkeypatch.context() as m:  # in seat order, where more die within a rank
                    m.setattr(RankCount, "_sequence", _seat_order)
                    seated = RankCount(tl, None, thin=_KeepAll(1, random.Random(0)))
                assert (exact.total, exact.tables) == (whole.total, whole.tables)
                assert (kept.total, kept.tables) == (whole.total, whole.tables)
                assert (seated.total, seated.tables) == (whole.total, whole.tables)
                assert exact.work <= whole.work
                saved += exact.work < whole.work
                dropped += exact.dropped + kept.dropped + seated.dropped
                checked += 1
    assert checked >= 30
    assert dropped
    assert saved >= 5


def test_a_dead_run_is_drawn_again() -> None:
    """A run whose kept states all die (thinned to 2 states a layer, some do) finds nothing and
    moves no chance: another is drawn in its place, so the estimate has its samples' worth of
    live runs; the arrangements stay the mean over every run drawn, the dead ones as 0. (Which
    positions lose a run depends on the runs' seeds, a hash of the counting problem: several
    positions are tried, and some must have lost one.)"""
    log = _game(1)
    rep = replay(log)
    redrawn = 0
    for at in range(4, 20, 2):
        for viewer in ("public", "Ana"):
            est = sampled.estimate(log, rep, viewer, at, samples=4, keep=2)
            if not est.view.total:
                continue
            redrawn += est.tries > 4
            assert len(est.runs) == 4
            assert all(v.total > 0 for v in est.runs)
            assert est.arrangements == Fraction(sum(v.total for v in est.runs), est.tries)
    assert redrawn >= 3


def test_the_interval_leaves_out_dead_runs_and_counts_effective_runs() -> None:
    """A dead run (0, 0) changes no interval; one run outweighing the rest widens it (Student's
    t on the effective number of runs, not on their count)."""
    live = [(3, 10), (4, 10), (5, 10), (4, 10), (6, 10), (3, 10)]
    assert intervals.ratio_interval([*live, (0, 0), (0, 0)]) == intervals.ratio_interval(live)
    even = intervals.ratio_interval([(5, 10), (6, 10), (4, 10), (5, 10), (7, 10), (3, 10)])
    lopsided = intervals.ratio_interval([(50, 100), (6, 10), (4, 10), (5, 10), (7, 10), (3, 10)])
    assert lopsided.high - lopsided.low > 1.5 * (even.high - even.low)


def test_an_estimate_whose_first_draws_all_die_gives_up() -> None:
    """As many draws as the samples asked for, every one dead (thinned to one state a layer):
    no estimate, without drawing TRIES times as many runs (each costs as much as a live one)."""
    log = _game(1)
    rep = replay(log)
    gave_up = 0
    for at in (4, 6, 8, 10, 12):
        est = sampled.estimate(log, rep, "public", at, samples=2, keep=1)
        if not est.view.total:
            assert est.tries == 2
            gave_up += 1
    assert gave_up >= 2


def _threshold_of_every_weight(weights: list[int], keep: int) -> int:
    """The thinning's threshold read from every weight sorted (as it was before it read only
    the keep + 1 largest)."""
    ordered = sorted(weights, reverse=True)
    rest = sum(ordered)
    for i, w in enumerate(ordered):
        places = keep - i
        if places <= 0:
            return max(1, ordered[i - 1]) if i else max(1, w)
        t = -(-rest // places)
        if w < t:
            return max(1, t)
        rest -= w
    return 1


def test_the_threshold_reads_the_largest_weights_only() -> None:
    """The threshold found from the keep + 1 largest weights and the layer's sum is the one every
    weight sorted gives, on small and large layers, few and many kept (a heap's pass or a sort):
    with the same random numbers a thinning keeps the same entries with the same factors. The
    reference is the thinning's own definition, by design (this checks the rewrite, not the
    sampling: test_thinning_keeps_each_weight_in_expectation checks that)."""
    rng = random.Random(3)
    for n, keep in ((6, 3), (50, 49), (400, 10), (3000, 2000), (30000, 100)):
        weights = [rng.getrandbits(rng.randint(1, 90)) + 1 for _ in range(n)]
        layer = dict(enumerate(weights))
        t = _threshold_of_every_weight(weights, keep)
        draw = random.Random(n).random
        kept: dict[int, int] = {}
        factors: dict[int, int] = {}
        for key, w in layer.items():
            m = -(-t // w)
            if w >= t:
                kept[key] = w
            elif draw() * m < 1:
                kept[key], factors[key] = w * m, m
        assert Thinning(keep, random.Random(n))(layer) == (kept, factors), (n, keep)


def test_runs_sharing_what_they_made_count_the_same() -> None:
    """Runs of one timeline that share their options and checks (rankshare.Shared, as an
    estimate's runs do) give the same total, tables, steps charged and states dropped as runs
    made alone, whatever ran before them. An equivalence test: a run alone is the reference (its
    conventions are the count's, held to brute force in test_gofish_deduce_brute3.py)."""
    compared = 0
    for seed in (1, 2, 3):
        log = _game(seed)
        rep = replay(log)
        for at in (6, 12):
            for viewer in ("public", "Bo"):
                know = Knowledge(log, resolve(log, viewer))
                tl = timeline.build(log, rep, know, at, at_ask(log, at))
                shared = Shared()
                for run in range(3):
                    alone = RankCount(tl, None, thin=Thinning(3, random.Random(run)))
                    both = RankCount(tl, None, thin=Thinning(3, random.Random(run)), shared=shared)
                    got = (both.total, both.tables, both.work, both.dropped)
                    assert got == (alone.total, alone.tables, alone.work, alone.dropped)
                    compared += 1
                assert shared.options
    assert compared == 36


def test_runs_after_an_exact_count_past_its_budget_count_the_same() -> None:
    """The estimate's runs share what the exact count of the same position made before it went
    past its budget (rankshare.shared_for): the same estimate as runs made cold, and the exact
    count charges the same steps (it goes past the same budget) whatever ran before it. An
    equivalence test: counts made alone are the reference (held to brute force in
    test_gofish_deduce_brute3.py)."""
    from fishsolve.gofish.deduce import rankshare
    from fishsolve.gofish.deduce.engines import count_over_ranks
    from fishsolve.gofish.deduce.stateset import TooCostly

    compared = 0
    for seed in (1, 2):
        log = _game(seed)
        rep = replay(log)
        for at in (6, 12):
            for viewer in ("public", "Bo"):
                know = Knowledge(log, resolve(log, viewer))
                caps = at_ask(log, at)
                rankshare._LAST.clear()
                cold = sampled.estimate(log, rep, viewer, at, 4, keep=3)
                rankshare._LAST.clear()
                with pytest.raises(TooCostly):
                    count_over_ranks(log, rep, know, at, caps, 50)
                made = rankshare._LAST[0][1]
                assert made.options  # what the exact count made before its budget ran out
                warm = sampled.estimate(log, rep, viewer, at, 4, keep=3)
                assert rankshare._LAST[0][1] is made  # the runs took it up
                assert warm.view.total == cold.view.total
                assert [r.total for r in warm.runs] == [r.total for r in cold.runs]
                assert warm.view.holds == cold.view.holds
                # And an exact count after the runs goes past the budget as it does cold.
                with pytest.raises(TooCostly):
                    count_over_ranks(log, rep, know, at, caps, 50)
                compared += 1
    assert compared == 8


def test_a_finished_game_past_the_budget_estimates_nothing() -> None:
    """At the end of a finished game every hand and the stock are empty (every book laid): every
    count is 0, so nothing is estimated even where the deals that fit are too many to count,
    and the report says why in those words rather than calling its figures estimates."""
    from pathlib import Path

    from fishsolve.gofish.reports.analyze import analyze_fish

    path = Path(__file__).parents[2] / "samples" / "gofish" / "go-fish-family.fish"
    report = analyze_fish(path, as_="Ben", odds=True)
    assert report.over
    assert report.at == report.events
    assert not report.exact  # too many deals to count within the budget
    assert report.estimate is None
    assert "the game is over" in report.note
    assert "ESTIMATE" not in report.note
    for row in report.rows:
        assert row.size == 0
        for cell in row.cells.values():
            assert cell.possible == [0]
            assert cell.chance is None


def test_an_estimate_takes_2_to_most_samples() -> None:
    """More samples than :data:`MOST_SAMPLES` (a slip like ``--precision 80000`` would keep the
    command busy for an hour) are refused, as fewer than 2 are; the bounds themselves run."""
    log = _game(3)
    rep = replay(log)
    for samples in (1, sampled.MOST_SAMPLES + 1):
        with pytest.raises(ValueError, match="2 to 100 samples"):
            sampled.estimate(log, rep, "public", 10, samples=samples, keep=4)
    many = sampled.estimate(log, rep, "public", 10, samples=sampled.MOST_SAMPLES, keep=4)
    assert len(many.runs) == sampled.MOST_SAMPLES
