"""Go Fish deduction on hand-checked logs: the first impossible event, sure asks, certain books,
budgets that refuse instead of guessing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import TooCostly, ask_odds, first_impossible, fish_view, sure_asks
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.notation.text import parse_fish_log

HEAD = "game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 3\n"


def test_first_impossible_finds_an_unlaid_book() -> None:
    """Ana asked for twos holding one, got three: she holds all four and must lay them before
    she asks again. The replay cannot see it (no hand is known); deduction can."""
    log = parse_fish_log(HEAD + "Ana asks Bo for 2: 3\nBo draws 2\nAna asks Bo for 3: go fish\n")
    rep = replay(log)
    assert first_impossible(log, rep, budget=None) == 2
    # After line 2 the next line is an ask: every book is laid then, so no deal fits there.
    assert fish_view(log, rep, "public", 2).total == 0
    assert fish_view(log, rep, "public", 3).total == 0
    # The log cut after line 2: the book may be its next line; Ana holds all four twos.
    cut = parse_fish_log(HEAD + "Ana asks Bo for 2: 3\nBo draws 2\n")
    view = fish_view(cut, replay(cut), "public", 2)
    assert view.total > 0
    assert view.possible(cut.seating.player("Ana"), Rank.TWO) == (4,)
    ok = parse_fish_log(HEAD + "Ana asks Bo for 2: 3\nBo draws 2\nAna books 2\n")
    assert first_impossible(ok, replay(ok), budget=None) is None


def test_go_fish_proves_none() -> None:
    """Deck 2 3 4, Ana 2C 2D 3C. After 'go fish' Bo holds no three: his 3 cards are 3 of the 6
    cards 2H 2S 4C 4D 4H 4S (20 hands); the stock holds the other 6 (6! orders), and Ana's hidden
    draw is not a three (3 of the 6 stock cards are threes): 20 * 720 / 2 = 7200."""
    log = parse_fish_log(
        "game: go-fish\nplayers: Ana Bo\ndeck: 2 3 4\ndeal: 3\nhand Ana: 2C 2D 3C\n"
        "Ana asks Bo for 3: go fish\n"
    )
    view = fish_view(log, replay(log), "Ana", 1)
    bo, ana = log.seating.player("Bo"), log.seating.player("Ana")
    assert view.total == 7200
    assert view.possible(bo, Rank.THREE) == (0,)
    assert view.possible(bo, Rank.TWO) == (0, 1, 2)
    assert view.possible(ana, Rank.THREE) == (1,)  # the draw was not a three
    assert view.possible_stock(Rank.THREE) == (3,)


def test_a_yes_proves_one_and_certain_books() -> None:
    """Bo asked Ana for threes and got 3C: Bo held one or two, so holds two or three now."""
    log = parse_fish_log(
        "game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 2\nhand Ana: 2C 3C\nstart: Bo\n"
        "Bo asks Ana for 3: 1\n"
    )
    view = fish_view(log, replay(log), "Ana", 1)
    bo = log.seating.player("Bo")
    assert view.chance(bo, Rank.THREE) == 1
    assert view.possible(bo, Rank.THREE) == (2, 3)
    assert view.certain_books()[bo] == ()  # a three may be in the stock
    full = parse_fish_log(HEAD + "Ana asks Bo for 2: 3\nBo draws 2\n")
    view = fish_view(full, replay(full), "public", 1)
    ana = full.seating.player("Ana")
    assert view.possible(ana, Rank.TWO) == (4,)
    assert view.certain_books()[ana] == (Rank.TWO,)


def test_ask_odds_by_hand() -> None:
    """Ana 2C 3C; Bo holds two of 2D 2H 2S 3D 3H 3S (15 pairs), the stock the other four.
    Bo has a two unless both are threes (3 pairs): 12/15. No two and the top is a two:
    3/15 * 3/4."""
    log = parse_fish_log(
        "game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 2\nhand Ana: 2C 3C\nstart: Ana\n"
    )
    odds = {a.rank: a for a in ask_odds(log, replay(log), "Ana", 0)}
    assert odds[Rank.TWO].yes == Fraction(12, 15)
    assert odds[Rank.TWO].lucky == Fraction(3, 15) * Fraction(3, 4)
    assert odds[Rank.TWO].go_on == odds[Rank.TWO].yes + odds[Rank.TWO].lucky
    assert sure_asks(list(odds.values())) == []


def test_budget_refuses() -> None:
    log = parse_fish_log("game: go-fish\nplayers: Ana Bo Cy Di Ed Flo\n")
    with pytest.raises(TooCostly):
        fish_view(log, replay(log), "public", 0, budget=10)


def test_one_position_buys_the_count_over_ranks_its_own_steps() -> None:
    """A budget is in the forward filter's steps; when one position is analysed the count over
    ranks, whose steps cost about a third as much, may take ``rank_steps`` of its own per budget
    step (``RANK_STEPS``, which `analyze` passes). A three-player 52-card position needing N of
    its steps is then counted within a budget of N / 2, the same as without a budget; with one
    step per budget step (review, live) it is past that budget."""
    from fishsolve.gofish.deduce import RANK_STEPS, timeline
    from fishsolve.gofish.deduce.perspective import Knowledge, at_ask, resolve
    from fishsolve.gofish.deduce.rankdp import RankCount
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.sim.game import play

    log = play(["Asha", "Ben", "Cara"], GoFishRules(), 1)
    rep = replay(log)
    at = len(log.events) * 15 // 100
    who = resolve(log, "public")
    steps = RankCount(timeline.build(log, rep, Knowledge(log, who), at, at_ask(log, at)), None).work
    budget = steps // 2
    exact = fish_view(log, rep, "public", at, None)
    assert fish_view(log, rep, "public", at, budget, RANK_STEPS) == exact
    with pytest.raises(TooCostly):
        fish_view(log, rep, "public", at, budget)


def test_analyze_counts_exactly_what_review_leaves_past_the_budget() -> None:
    """`analyze` (and live, which shows its report) buys the count over ranks more steps per
    budget step (``ANALYZE_STEPS``) than a review's seat (``RANK_STEPS``): a three-player 52-card
    position from the seat on turn whose count needs between the two is counted exactly by
    `analyze`, its total the count's without a budget, and estimated at the review's steps. The
    truth is the same count without a budget (held to brute force written from the sheet in
    test_gofish_deduce_brute3.py): this checks the budget's share, not the count."""
    from fishsolve.gofish.deduce import RANK_STEPS
    from fishsolve.gofish.deduce.engines import DEFAULT, analyze_steps
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.reports.analyze import analyze_fish_log
    from fishsolve.gofish.sim.game import play

    log = play(["Asha", "Ben", "Cara"], GoFishRules(), 3)
    rep = replay(log)
    at = 27
    seat = rep.states[at].turn
    assert seat is not None
    with pytest.raises(TooCostly):
        fish_view(log, rep, seat, at, DEFAULT, RANK_STEPS)
    exact = fish_view(log, rep, seat, at, None)
    assert fish_view(log, rep, seat, at, DEFAULT, analyze_steps(4)) == exact
    report = analyze_fish_log(log, rep, "g", seat.name, at, odds=True, precision=4)
    assert report.exact
    assert report.estimate is None
    assert report.arrangements == exact.total
    fewer = analyze_fish_log(log, rep, "g", seat.name, at, True, precision=4, rank_steps=RANK_STEPS)
    assert not fewer.exact
    assert fewer.estimate is not None


def test_precision_buys_the_exact_count_steps_first() -> None:
    """``--precision N`` buys the count over ranks ``STEPS_PER_SAMPLE`` steps a budget step per
    sample up to four, twice that past the fourth: a three-player 52-card position from the seat
    on turn whose count needs between live's 4 samples' worth and analyze's default 8 is
    estimated at 4 and counted exactly at 8 (and by default), its total the count's without a
    budget (the truth, as above)."""
    from fishsolve.gofish.deduce.engines import DEFAULT, MOST_STEPS, analyze_steps
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.reports.analyze import analyze_fish_log
    from fishsolve.gofish.sim.game import play

    log = play(["Asha", "Ben", "Cara"], GoFishRules(), 3)
    rep = replay(log)
    at = 31
    seat = rep.states[at].turn
    assert seat is not None
    with pytest.raises(TooCostly):
        fish_view(log, rep, seat, at, DEFAULT, analyze_steps(4))
    exact = fish_view(log, rep, seat, at, None)
    for precision in (None, 8):
        report = analyze_fish_log(log, rep, "g", seat.name, at, odds=True, precision=precision)
        assert report.exact
        assert report.arrangements == exact.total
    live = analyze_fish_log(log, rep, "g", seat.name, at, odds=True, precision=4)
    assert not live.exact
    assert live.estimate is not None
    # Eight steps a sample up to live's four, sixteen past them; the budget stops growing at
    # thirty-four samples' worth (76.8M steps: the count's time stays bounded).
    assert [analyze_steps(s) for s in (2, 4, 5, 8, 10)] == [16, 32, 48, 96, 128]
    assert analyze_steps(34) == MOST_STEPS == analyze_steps(10_000) > analyze_steps(33)


@pytest.mark.slow
def test_precision_past_ten_samples_counts_what_the_default_estimates() -> None:
    """Past ten samples' worth (19.2M steps, the bound before the count's memory was bounded),
    ``--precision`` still buys steps: a six-player 52-card table early in a game whose count
    needs 22.9M steps is estimated at the default 8 and at 10, and counted exactly at 16 (33.6M
    steps), its total the count's without a budget. That truth is the same count, sharing its
    conventions on purpose (held to brute force written from the sheet in
    test_gofish_deduce_brute3.py): this checks what the precision buys, not the count."""
    from fishsolve.gofish.deduce.perspective import PUBLIC
    from fishsolve.gofish.game.rules import GoFishRules
    from fishsolve.gofish.reports.analyze import analyze_fish_log
    from fishsolve.gofish.sim.game import play

    log = play(["Asha", "Ben", "Cara", "Dev", "Eli", "Fay"], GoFishRules(), 1)
    rep = replay(log)
    at = int(len(log.events) * 0.15)
    for precision in (8, 10):
        report = analyze_fish_log(log, rep, "g", PUBLIC, at, precision=precision)
        assert not report.exact
        assert report.estimate is not None
    report = analyze_fish_log(log, rep, "g", PUBLIC, at, precision=16)
    assert report.exact
    assert report.arrangements == fish_view(log, rep, PUBLIC, at, None).total
