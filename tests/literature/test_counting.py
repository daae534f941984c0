"""The counter's two implementations of its programme — C (when built) and Python — agree exactly,
and the budget stops both the same way."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from corpus import SPECS

from fishsolve import replay
from fishsolve.literature.decks import JOKERS, NO_SEVENS, STANDARD, Deck
from fishsolve.literature.deduce.constraints import extract
from fishsolve.literature.deduce.count import counting
from fishsolve.literature.deduce.count import usage as count_usage
from fishsolve.literature.deduce.count.counting import count
from fishsolve.literature.deduce.count.problem import CountProblem, TooCostly
from fishsolve.literature.deduce.count.tables import half_positions

needs_c = pytest.mark.skipif(
    count_usage._dp is None,
    reason="the C extension fishsolve.literature.deduce.count._dp is not built here",
)


def _captured(run: Callable[[], None]) -> list[CountProblem]:
    """Every problem the counter solves while ``run`` runs."""
    found: list[CountProblem] = []
    original = count_usage.solve
    fused = counting.use_fused
    counting.use_fused = False  # the problems are what the steps count (not one C call)

    def capture(problem: CountProblem, budget: int | None = None, use_c: bool = True):  # type: ignore[no-untyped-def]
        found.append(problem)
        return original(problem, budget, use_c)

    count_usage.solve = capture
    try:
        run()
    finally:
        count_usage.solve = original
        counting.use_fused = fused
    return found


def problems() -> list[CountProblem]:
    """The residual problems of positions from the corpus (seat views and public views)."""

    def run() -> None:
        for spec in [s for s in SPECS if not s.deck.key.startswith("small")][::7]:
            log = spec.log()
            cs = extract(log, replay(log).states)
            n = len(log.events)
            for at in (n // 8, n // 3, 2 * n // 3):
                count(cs, cs.base_keys((log.table.players[0],), at), at)
                count(cs, cs.base_keys(log.table.members(log.table.players[1].team), at), at)

    return _captured(run)


@needs_c
@pytest.mark.slow
def test_c_and_python_programmes_agree() -> None:
    cases = problems()
    assert len(cases) > 50
    for problem in cases:
        fast = count_usage.solve(problem, use_c=True)
        slow = count_usage.solve(problem, use_c=False)
        assert fast.total == slow.total
        assert fast.holding == slow.holding


@needs_c
def test_dense_and_hashed_c_programmes_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """The C loops keep layers in dense arrays when they can (usage.DENSE_CELLS), else in hash
    tables: both ways give the same counts on every corpus problem, on eight-player public views
    too, and the dense way is taken on most of them."""
    cases = problems()
    cases += eight_player_problems()
    assert count_usage._dp is not None
    runs = count_usage._dp.runs
    taken = 0
    for problem in cases:
        monkeypatch.setattr(count_usage, "DENSE_CELLS", 0)
        before = runs()
        hashed = count_usage.solve(problem)
        assert runs()["dense"] == before["dense"]
        monkeypatch.setattr(count_usage, "DENSE_CELLS", 1_000_000)
        before = runs()
        dense = count_usage.solve(problem)
        taken += runs()["dense"] > before["dense"]
        assert dense.total == hashed.total
        assert dense.holding == hashed.holding
    assert taken > len(cases) // 2, (taken, len(cases))


def eight_player_problems() -> list[CountProblem]:
    """The problems of an eight-player game's first positions, public view and two seats."""
    from fishsolve.literature.deduce.analysis import Analyzer
    from fishsolve.literature.deduce.perspective import Perspective
    from fishsolve.literature.sim.game import simulate

    def run() -> None:
        log = simulate(2, 8)
        analyzer = Analyzer(log)
        seats = [Perspective("public", (), ())]
        seats += [Perspective(p.name, (p,), (p,)) for p in log.table.players[:2]]
        for at in (3, 8):
            for seat in seats:
                analyzer.view(seat, at)

    return _captured(run)


@pytest.mark.parametrize("use_c", [pytest.param(True, marks=needs_c), False])
def test_budget_stops_the_programme(use_c: bool) -> None:
    big = max(problems()[:40], key=lambda p: len(p.free) + sum(len(c) for c, _ in p.halves))
    with pytest.raises(TooCostly):
        count_usage.solve(big, budget=10, use_c=use_c)
    assert count_usage.solve(big, budget=None, use_c=use_c).total > 0


@needs_c
def test_counts_past_128_bits_are_counted_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """A count that outgrows the C loops' 128-bit integers raises OverflowError there, and the
    programme counts in Python instead: the same exact numbers as the Python loops alone.

    Three one-card groups of weight 2^63 each, one player taking all three: 2^189 placements.
    And a count that fits (2^126) whose marginal sums do not: a closed-form group of four cards
    sums 4 x 2^126 for its player before sharing it among them.
    """
    from types import SimpleNamespace

    from fishsolve.literature.deduce.count.groups import Group
    from fishsolve.literature.deduce.count.halves import closed_group

    real = count_usage._dp
    assert real is not None
    raised: list[type[BaseException]] = []

    def combine(*args: object) -> object:
        try:
            return real.combine(*args)
        except OverflowError as err:
            raised.append(type(err))
            raise

    monkeypatch.setattr(count_usage, "_dp", SimpleNamespace(combine=combine))
    w = 1 << 63
    groups = [Group((k,), {(1,): w}, {(k, 0): {(1,): w}}) for k in range(3)]
    assert all(g.small() for g in groups)  # the C loops take them: their weights fit 64 bits
    found = count_usage._combine(groups, None, (3,))
    assert raised == [OverflowError]
    assert found.total == w**3
    assert found.holding == {k: {0: w**3} for k in range(3)}
    assert count_usage._combine(groups, None, (3,), use_c=False) == found

    raised.clear()
    groups = [*groups[:2], closed_group((10, 11, 12, 13), (0,), (6,))]
    found = count_usage._combine(groups, None, (6,))
    assert raised == [OverflowError]
    assert found.total == w**2
    assert found.holding[10] == {0: w**2}
    assert count_usage._combine(groups, None, (6,), use_c=False) == found


@pytest.mark.parametrize("deck", [STANDARD, NO_SEVENS, JOKERS], ids=["standard", "no-7s", "jokers"])
def test_half_positions_follow_the_deck(deck: Deck) -> None:
    """Per deck position its half-suit and per half-suit its positions, as Deck.index places
    the cards (half_positions counts them instead of looking them up)."""
    cs: Any = SimpleNamespace(compiled={}, log=SimpleNamespace(rules=SimpleNamespace(deck=deck)))
    half_at, members = half_positions(cs)
    for h, half in enumerate(deck.half_suits):
        assert members[h] == [deck.index[c] for c in half.cards]
        assert all(half_at[deck.index[c]] == h for c in half.cards)
    assert len(half_at) == len(deck.cards)
