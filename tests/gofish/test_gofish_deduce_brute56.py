"""The programme over ranks at five and six players on tiny decks (2 ranks of 4: 8 cards, one
card dealt each, a stock of 3 or 2) against brute-force enumeration of every deal and stock order
(tests/gofish_brute.py), at every event from every seat, the table and the full view."""

from __future__ import annotations

import pytest
from test_gofish_deduce_brute import check_log

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import timeline
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.sim.game import play

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
CASES = [(players, seed) for players in (5, 6) for seed in (41, 42)]


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}p-s{c[1]}" for c in CASES])
def test_rank_programme_five_six_players(case: tuple[int, int]) -> None:
    players, seed = case
    rules = GoFishRules(variant=Variant.GO_FISH, ranks=(Rank.TWO, Rank.THREE), book=4, deal=1)
    log = play(NAMES[:players], rules, seed)
    assert timeline.applies(log, stock_known=False)
    assert len(log.events) >= 4
    check_log(log)
