"""The brute-force enumeration: complete (the true deal is always found) and exact (it agrees with
filtering every deal by `first_misfit`), on reduced decks under every rule option."""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

import pytest
from bruteforce import (
    Search,
    all_deals,
    consistent_deals,
    count_deals,
    naive_consistent_deals,
    possible_holders,
    pruned_size,
    small_deck,
)
from corpus import SPECS, Spec

from fishsolve import Ask, Card, GameLog, Player, RuleSet, parse_card, parse_log
from fishsolve.literature.game.truth import deal_of, holders_after

pytestmark = pytest.mark.slow  # brute-force enumeration of deals

SMALL = [s for s in SPECS if s.deck.key.startswith("small")]
TWELVE = [s for s in SMALL if s.deck.key == "small-2"]


def as_set(deals: Iterable[Mapping[Card, Player]]) -> set[frozenset[tuple[Card, Player]]]:
    return {frozenset(d.items()) for d in deals}


def hands_of(log: GameLog, players: Iterable[Player]) -> dict[Player, frozenset[Card]]:
    return {p: log.hands[p] for p in players}


def test_small_decks() -> None:
    assert [len(small_deck(n)) for n in (1, 2, 3, 4, 8)] == [6, 12, 18, 24, 48]
    assert RuleSet(deck=small_deck(2)).hand_size(6) == 2
    assert RuleSet(deck=small_deck(4)).hand_size(8) == 3
    with pytest.raises(ValueError, match="1 to 8"):
        small_deck(9)


def test_counts_worked_out_by_hand() -> None:
    """Asha and Cara's hands known; 8 cards left for Ben, Dev, Eli and Fay (2 each).

    Without events: 8!/2^4 = 2520 deals. "Asha asks Ben for 4C: yes" puts 4C in Ben's deal:
    7!/2^3 = 630. "Asha asks Ben for 5C: no" then removes the deals with 5C at Ben too:
    630 - 6!/2^3 = 540.
    """
    text = (
        "players: Asha Ben Cara Dev Eli Fay\nAsha asks Ben for 4C: yes\nAsha asks Ben for 5C: no\n"
    )
    log = replace(parse_log(text), rules=RuleSet(deck=small_deck(2)))
    asha, cara = log.table.player("Asha"), log.table.player("Cara")
    known = {
        asha: frozenset(map(parse_card, ["2C", "3C"])),
        cara: frozenset(map(parse_card, ["9C", "10C"])),
    }
    assert [count_deals(log, known, k) for k in (0, 1, 2)] == [2520, 630, 540]
    # The pruning alone already finds these counts: both asks are about cards never moved.
    assert [pruned_size(log, known, k) for k in (0, 1, 2)] == [2520, 630, 540]
    assert sum(1 for _ in all_deals(log, known)) == 2520
    holders = possible_holders(log, known, 2)
    assert holders[parse_card("4C")] == {asha}
    assert holders[parse_card("5C")] == {
        p for p in log.table if p not in (asha, cara, log.table.player("Ben"))
    }


def test_known_hands_must_be_whole() -> None:
    log = replace(
        parse_log("players: Asha Ben Cara Dev Eli Fay\n"), rules=RuleSet(deck=small_deck(2))
    )
    with pytest.raises(ValueError, match="not 2"):
        count_deals(log, {log.table.player("Asha"): frozenset({parse_card("2C")})}, 0)


# -- completeness: the true deal is always there ------------------------------------------------

WORK = 20_000
"""Positions whose pruned search would confirm more deals than this over the number of events
replayed are skipped, to keep the suite fast."""


Position = tuple[Sequence[Player], Mapping[Player, frozenset[Card]], int, Search]


@functools.cache  # the same positions for both tests below: chosen once per process
def positions(spec: Spec) -> list[Position]:
    """The positions of ``spec`` the completeness test checks, as (viewers, their known hands,
    event count, search): single seats and the public (no hand) on the 12-card deck, whole teams
    on larger decks; about a dozen positions each, latest first (earlier ones have fewer
    constraints and so more deals), stopping at the first one over the budget."""
    log = spec.log()
    table = log.table
    viewers: list[Sequence[Player]] = (
        [[table.players[0]], [table.players[3]], []]
        if spec.deck.key == "small-2"
        else [table.members(t) for t in table.teams]
    )
    found: list[Position] = []
    for seats in viewers:
        known = hands_of(log, seats)
        for k in range(len(log.events), 0, -max(2, len(log.events) // 12)):
            search = Search(log, known, k)
            if search.size() * max(k, 20) > WORK:
                break
            found.append((seats, known, k, search))
    return found


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_the_true_deal_is_always_consistent(spec: Spec) -> None:
    log = spec.log()
    truth = deal_of(log)
    checked = positions(spec)
    for seats, known, k, search in checked:
        deals = list(search.consistent())
        assert truth in deals
        holders = possible_holders(log, known, k, deals)
        now = holders_after(log, truth, k)
        assert set(holders) == set(now)
        assert all(now[c] in holders[c] for c in now)
        for seat in seats:
            # A viewer's own current cards are certain.
            mine = {c for c, p in now.items() if p == seat}
            assert all(holders[c] == {seat} for c in mine)
    assert len(checked) >= 6


def test_hundreds_of_positions_were_checked() -> None:
    # Counted here, not gathered from the test above: under pytest-xdist its cases run in
    # several processes.
    assert sum(len(positions(spec)) for spec in SMALL) >= 300


# -- exactness: the pruned search equals filtering every deal ----------------------------------


def compare(log: GameLog, known: Mapping[Player, frozenset[Card]], k: int) -> int:
    fast = as_set(consistent_deals(log, known, k))
    slow = list(naive_consistent_deals(log, known, k))
    assert fast == as_set(slow)
    naive_holders: dict[Card, set[Player]] = {}
    for deal in slow:
        for card, player in holders_after(replace(log, hands=known), deal, k).items():
            naive_holders.setdefault(card, set()).add(player)
    if fast:
        holders = possible_holders(log, known, k, slow)
        assert holders == {c: frozenset(s) for c, s in naive_holders.items()}
        # Without the deals given, only the deals that could add a holder are confirmed: the
        # same answer.
        assert possible_holders(log, known, k) == holders
    return len(fast)


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.id)
def test_pruned_search_equals_the_naive_filter(spec: Spec) -> None:
    log = spec.log()
    table = log.table
    rng = random.Random(spec.seed)
    # Leave two seats (one per team) unknown: 6 to 70 raw deals.
    hidden = (table.members(table.teams[0])[0], table.members(table.teams[1])[-1])
    known = hands_of(log, [p for p in table if p not in hidden])
    step = max(1, len(log.events) // 12)
    total = sum(compare(log, known, k) for k in range(0, len(log.events) + 1, step))
    assert total >= len(log.events) // step
    if spec.deck.key == "small-2":
        # Four unknown seats (2520 raw deals) at an early position.
        four = hands_of(log, table.players[::3])
        compare(log, four, rng.randrange(1, min(12, len(log.events)) + 1))


@pytest.mark.parametrize("spec", TWELVE, ids=lambda s: s.id)
def test_pruned_search_equals_the_naive_filter_on_broken_logs(spec: Spec) -> None:
    log = spec.log()
    rng = random.Random(spec.seed)
    asks = [k for k, e in enumerate(log.events) if isinstance(e, Ask)]
    known = hands_of(log, log.table.members(log.table.teams[0]))
    for k in rng.sample(asks, min(4, len(asks))):
        ask = log.events[k]
        assert isinstance(ask, Ask)
        flipped = replace(ask, answer=not ask.answer)
        broken = log.with_events((*log.events[:k], flipped, *log.events[k + 1 :]))
        compare(broken, known, k + 1)
        compare(broken, known, len(log.events))
