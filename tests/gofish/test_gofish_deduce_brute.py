"""Go Fish family deduction against brute-force enumeration on small decks (tests/gofish_brute.py):
totals, holdings, the stock, card holders and ask odds, exactly, at every event from every seat,
the public and the full view."""

from __future__ import annotations

from fractions import Fraction

import gofish_brute
import pytest

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import ask_odds, engines, first_impossible, fish_view
from fishsolve.gofish.deduce.carddp import CardCount
from fishsolve.gofish.deduce.rankdp import RankCount
from fishsolve.gofish.deduce.states import Filter
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play
from fishsolve.seating import Player

R2, R3, R4 = Rank.TWO, Rank.THREE, Rank.FOUR
Case = tuple[Variant, tuple[Rank, ...], int, int, int, int]

CASES: list[Case] = [
    # (variant, ranks, book, deal, players, seed)
    (Variant.GO_FISH, (R2, R3), 4, 2, 2, 1),
    (Variant.GO_FISH, (R2, R3), 4, 2, 2, 2),
    (Variant.GO_FISH, (R2, R3), 4, 3, 2, 3),
    (Variant.GO_FISH, (R2, R3), 4, 2, 3, 4),
    (Variant.GO_FISH, (R2, R3), 2, 2, 2, 5),
    (Variant.GO_FISH, (R2, R3), 2, 2, 3, 6),
    (Variant.GO_FISH, (R2, R3, R4), 4, 5, 2, 7),
    (Variant.GO_FISH, (R2, R3, R4), 2, 5, 2, 8),
    (Variant.AUTHORS, (R2, R3), 4, 2, 2, 9),
    (Variant.AUTHORS, (R2, R3), 4, 2, 3, 10),
    (Variant.SIMPLIFIED, (R2, R3), 4, 3, 2, 11),
    (Variant.AUTHORS, (R2, R3), 2, 2, 2, 12),
    (Variant.SIMPLIFIED, (R2, R3), 2, 2, 3, 13),
    (Variant.AUTHORS, (R2, R3, R4), 4, 5, 2, 14),
]


def _case_id(c: Case) -> str:
    return f"{c[0]}-{len(c[1])}r-b{c[2]}-d{c[3]}-{c[4]}p"


def _game(
    variant: Variant, ranks: tuple[Rank, ...], book: int, deal: int, players: int, seed: int
) -> FishLog:
    rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal)
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    return play(names, rules, seed)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_views_equal_brute_force(case: Case) -> None:
    check_log(_game(*case))


def check_log(log: FishLog) -> None:
    """Every view and the ask odds of every seat on turn, at every event, equal brute force."""
    rep = replay(log)
    upto = len(log.events)
    viewers: list[Player | str] = [*log.seating.players, "public", "full"]
    on_turn = [s.turn for s in rep.states]
    brute = gofish_brute.tallies(log, viewers, upto, on_turn)
    rules = log.rules
    places = len(log.seating)
    checked = 0
    for v in viewers:
        name = v if isinstance(v, str) else v.name
        for at in range(upto + 1):
            t = brute[name][at]
            view = fish_view(log, rep, v, at, budget=None)
            assert view.total == t.total, (name, at, view.total, t.total)
            for p in log.seating.players:
                for r in rules.ranks:
                    got = {k: w for k, w in view.holds[p][r].items() if w}
                    want = {k: w for (q, rr, k), w in t.holds.items() if q == p.index and rr == r}
                    assert got == want, (name, at, p.name, r)
            for r in rules.ranks:
                got = {k: w for k, w in view.stock[r].items() if w}
                want = {k: w for (rr, k), w in t.stock.items() if rr == r}
                assert got == want, (name, at, "stock", r)
            if rules.card_asks:
                assert view.cards is not None
                for c, holders in view.cards.items():
                    got = {(h.index if h else places): w for h, w in holders.items() if w}
                    want = {q: w for (cc, q), w in t.cards.items() if cc == c}
                    assert got == want, (name, at, str(c))
            if not isinstance(v, Player) or rep.states[at].turn != v or not t.total:
                checked += 1
                continue
            odds = ask_odds(log, rep, v, at, budget=None)
            got_odds = {
                (a.target.index, a.rank, a.card): (a.yes, a.lucky) for a in odds if a.yes or a.lucky
            }
            want_odds = {k: o for k, o in gofish_brute.odds(t, rules).items() if o[0] or o[1]}
            assert got_odds == want_odds, (name, at)
            assert all(a.go_on == a.yes + a.lucky for a in odds)
            assert [a.go_on for a in odds] == sorted((a.go_on for a in odds), reverse=True)
            checked += 1
    assert checked > upto
    assert first_impossible(log, rep, budget=None) is None


LUCKY_RANK_CASES: list[Case] = [
    # card asks with `rules: lucky-rank`: a drawn card of the asked card's rank is shown
    (Variant.AUTHORS, (R2, R3), 4, 2, 2, 15),
    (Variant.SIMPLIFIED, (R2, R3), 4, 2, 3, 16),
    (Variant.AUTHORS, (R2, R3, R4), 4, 5, 2, 18),
]


@pytest.mark.slow
@pytest.mark.parametrize("case", LUCKY_RANK_CASES, ids=[_case_id(c) for c in LUCKY_RANK_CASES])
def test_lucky_rank_views_equal_brute_force(case: Case) -> None:
    """The rank reading of the lucky draw (issue 29): views, holders and ask odds equal the brute
    force's own reading of it, at every event from every seat, the table and the full view."""
    variant, ranks, book, deal, players, seed = case
    rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal, lucky_rank=True)
    log = play(["Ana", "Bo", "Cy", "Di"][:players], rules, seed)
    check_log(log)


def test_lucky_rank_cases_draw_another_card_of_the_rank() -> None:
    """The lucky-rank cases exercise the reading: in each, some lucky draw is a card of the rank
    asked for other than the card asked for."""
    for variant, ranks, book, deal, players, seed in LUCKY_RANK_CASES:
        rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal, lucky_rank=True)
        log = play(["Ana", "Bo", "Cy", "Di"][:players], rules, seed)
        asks = [e for e in log.events if isinstance(e, FishAsk)]
        assert any(e.lucky and e.drawn is not None and e.drawn != e.card for e in asks), seed


def test_lucky_odds_hand_checked() -> None:
    """Ana holds 2C 3C; Bo two unknown cards of 2 2 2 3 3 3 (stock 4): Bo has a two with
    chance 1 - C(3,2)/C(6,2) = 4/5; Bo has none (3 3) and the top is a two: 1/5 * 3/4."""
    from fishsolve.gofish.notation.text import parse_fish_log

    log = parse_fish_log(
        "game: go-fish\nplayers: Ana Bo\ndeck: 2 3\ndeal: 2\nhand Ana: 2C 3C\nstart: Ana\n"
    )
    rep = replay(log)
    odds = {(a.rank): a for a in ask_odds(log, rep, "Ana", 0)}
    assert odds[R2].yes == Fraction(4, 5)
    assert odds[R2].lucky == Fraction(1, 5) * Fraction(3, 4)


def test_two_players_are_counted_over_ranks() -> None:
    """At two players ``fish_view`` counts over ranks wherever that count reads the log (rank
    asks, card asks with books of four), so the two-player cases above hold the count over ranks
    to brute force; card asks with pairs keep the forward filter."""
    seen = set()
    for case in CASES:
        variant, _, book, _, players, _ = case
        if players != 2:
            continue
        log = _game(*case)
        rep = replay(log)
        viewers: list[Player | str] = [*log.seating.players, "public"]
        for at in range(0, len(log.events) + 1, 3):
            for v in viewers:
                f, _ = engines.count(log, rep, v, at, None, False)
                if variant is Variant.GO_FISH:
                    want: type = RankCount
                elif book == 4:
                    want = CardCount
                else:
                    want = Filter
                assert type(f) is want, (_case_id(case), at, v)
                seen.add(want)
    assert seen == {RankCount, CardCount, Filter}
