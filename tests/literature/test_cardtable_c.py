"""A counted view's card table made in C (``_cardtable.counted_rows``) is the table the Python
loop of :meth:`CardTables._counted` makes: the same rows, field for field, the same counts by
name in the same order, and rows shared the same way."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import FrozenInstanceError, asdict, fields

import pytest

from fishsolve.literature.deduce import cardtable
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.cardtable import CardTables, Tables
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.perspective import perspectives
from fishsolve.literature.deduce.view import CardView
from fishsolve.literature.sim.game import simulate

pytestmark = pytest.mark.skipif(cardtable._cardtable is None, reason="the C extension is not built")


@contextmanager
def in_c(on: bool) -> Iterator[None]:
    saved = cardtable.use_c
    cardtable.use_c = on
    try:
        yield
    finally:
        cardtable.use_c = saved


def both(analyzer: Analyzer, facts: HolderFacts, at: int) -> tuple[Tables, Tables]:
    """The table of ``facts`` made in Python and in C, each by a fresh set of tables."""
    settled = analyzer.replay.states[at].settled
    made: list[Tables] = []
    for on in (False, True):
        tables = CardTables(analyzer.log.rules.deck, analyzer.log.table.players)
        with in_c(on):
            made.append(tables._counted(facts, settled.keys()))
    return made[0], made[1]


def same_rows(python: list[CardView], c: list[CardView]) -> None:
    assert c == python
    assert [repr(r) for r in c] == [repr(r) for r in python]
    names = {f.name for f in fields(CardView)}
    for row, twin in zip(c, python, strict=True):
        assert type(row) is CardView
        assert vars(row) == asdict(twin)  # every field set, and no other
        assert set(vars(row)) == names
        assert type(row.holders) is list
        assert type(row.undecided) is list
        assert row.undecided is not twin.undecided


@pytest.mark.parametrize(("seed", "players", "step"), [(0, 6, 3), (2, 6, 5), (1, 8, 9)])
def test_c_tables_are_the_python_tables(seed: int, players: int, step: int) -> None:
    log = simulate(seed, players)
    analyzer = Analyzer(log)
    compared = 0
    for at in range(0, len(log.events) + 1, step):
        for name in [None, *(p.name for p in log.table.players)]:
            perspective = perspectives(log, name)[0]
            facts = analyzer.facts(analyzer.base_keys(perspective.hands, at), at)
            if not facts.deals or any(facts.undecided.values()):
                continue
            (python_rows, python_counts), (c_rows, c_counts) = both(analyzer, facts, at)
            same_rows(python_rows, c_rows)
            assert c_counts is not None
            assert python_counts is not None
            assert c_counts == python_counts
            assert list(c_counts) == list(python_counts)  # the deck's order
            assert [list(v) for v in c_counts.values()] == [list(v) for v in python_counts.values()]
            compared += 1
    assert compared > 30


def test_c_rows_are_shared_and_behave_as_rows() -> None:
    log = simulate(0, 6)
    analyzer = Analyzer(log)
    at = 40
    facts = analyzer.facts(analyzer.base_keys((log.table.players[0],), at), at)
    settled = analyzer.replay.states[at].settled.keys()
    tables = CardTables(log.rules.deck, log.table.players)
    with in_c(True):
        first, counts = tables._counted(facts, settled)
        again, _ = tables._counted(facts, settled)
    assert all(a is b for a, b in zip(first, again, strict=True))  # kept and found again
    assert len(tables._card_views) == len(first)
    row = first[0]
    assert pickle.loads(pickle.dumps(row)) == row
    with pytest.raises(FrozenInstanceError):
        row.in_play = False  # type: ignore[misc]
    # Cards with the same holders share their counts by name, as in Python.
    assert counts is not None
    assert len({id(v) for v in counts.values()}) < len(counts)


def test_zero_counts_and_another_order_give_the_same_table() -> None:
    log = simulate(0, 6)
    analyzer = Analyzer(log)
    at = 30
    facts = analyzer.facts(analyzer.base_keys((log.table.players[1],), at), at)
    # The counts read in reverse deck order (the C loop then looks each card up), one card's
    # counts with a zero for a player (left out of its holders and of its counts by name).
    counts = dict(reversed(list(facts.counts.items())))
    card = next(c for c, per in counts.items() if len(per) > 1)
    first = next(iter(counts[card]))
    counts[card] = {**counts[card], first: 0}
    odd = HolderFacts(facts.possible, {}, 0, deals=facts.deals, counts=counts)
    (python_rows, python_counts), (c_rows, c_counts) = both(analyzer, odd, at)
    same_rows(python_rows, c_rows)
    assert c_counts is not None
    assert python_counts is not None
    assert c_counts == python_counts
    assert list(c_counts) == list(python_counts)
    assert first.name not in c_counts[card.code]
    row = next(r for r in c_rows if r.card == card.code)
    assert first.name not in row.holders
