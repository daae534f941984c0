"""Unit propagation in C (``_dp.propagate``) against the Python loops (``propagate_loops``).

Two sources of problems: every propagation the counter runs on the views of simulated games
(six and eight players, claims whose cards were not shown), recorded and run again both ways;
and random domains and clauses, many of them contradictory. The domains left, the open clauses
(in order, the same literal objects) and whether a contradiction was found must be equal.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.count import propagation
from fishsolve.literature.deduce.count.propagation import Contradiction, Propagation
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.sim.game import simulate

pytestmark = pytest.mark.skipif(propagation._dp is None, reason="the C extension is not built here")


class _Bare(Propagation):
    """A propagation with given domains and clauses, no log behind it."""

    def __init__(self, domain: list[int], clauses: list[Any], hand: int, players: int) -> None:
        self.domain = list(domain)
        self.clauses = list(clauses)
        self.hand_size = hand
        self.players = tuple(object() for _ in range(players))  # type: ignore[misc]


def _both(domain: list[int], clauses: list[Any], hand: int, players: int) -> tuple[Any, Any]:
    out: list[Any] = []
    for use_c in (True, False):
        p = _Bare(domain, clauses, hand, players)
        try:
            found = p.propagate() if use_c else p.propagate_loops()
        except Contradiction:
            out.append(("contradiction", p.domain))
        else:
            out.append(([[id(lit) for lit in cl] for cl in found], found, p.domain))
    return out[0], out[1]


def test_c_equals_python_on_the_propagations_of_simulated_games() -> None:
    seen: list[tuple[list[int], list[Any], int, int]] = []
    original = Propagation.propagate

    def spy(self: Propagation) -> Any:
        seen.append((list(self.domain), list(self.clauses), self.hand_size, len(self.players)))
        return original(self)

    Propagation.propagate = spy  # type: ignore[method-assign]
    try:
        for seed, players, every in ((3, 6, 3), (4, 6, 5), (5, 8, 9)):
            log = simulate(seed, players)
            analyzer = Analyzer(log)
            for at in range(0, len(log.events) + 1, every):
                for p in log.table.players[:3]:
                    analyzer.view(Perspective(p.name, (p,), (p,)), at)
    finally:
        Propagation.propagate = original  # type: ignore[method-assign]
    assert len(seen) > 100
    for domain, clauses, hand, players in seen:
        c, py = _both(domain, clauses, hand, players)
        assert c == py


@pytest.mark.parametrize("seed", range(6))
def test_c_equals_python_on_random_clauses(seed: int) -> None:
    rng = random.Random(seed)
    contradictions = 0
    for _ in range(300):
        players = rng.randint(2, 8)
        cards = rng.randint(players, 4 * players)
        hand = max(1, cards // players)
        everyone = (1 << players) - 1
        domain = [rng.choice([everyone, rng.randint(1, everyone)]) for _ in range(cards)]
        clauses = []
        for _ in range(rng.randint(0, 3 * cards)):
            clauses.append(
                tuple(
                    (rng.randrange(cards), 1 << rng.randrange(players), rng.random() < 0.6)
                    for _ in range(rng.randint(1, 4))
                )
            )
        c, py = _both(domain, clauses, hand, players)
        assert c == py, (players, cards, hand)
        contradictions += c[0] == "contradiction"
    assert 10 < contradictions < 290  # both kinds of answer were compared
