"""The proved possibilities worked out in a second thread (fishsolve/gofish/deduce/beside.py),
with values handed over while the questions run (questions.Handover): the same answer as the
CP-SAT questions asked alone in the caller's thread (themselves held to the reference way of
asking in test_gofish_possible_settled.py, and to brute force on small decks in
test_gofish_model.py), whichever values arrive and when; a stop ends the questions; analyze's
report is the same whether the proofs start beside the count or after it."""

from __future__ import annotations

import threading

import pytest

from fishsolve.gofish.deduce import estimate as sampled
from fishsolve.gofish.deduce.beside import Beside
from fishsolve.gofish.deduce.questions import (
    Handover,
    StoppedError,
    possibilities,
    witnessed_by,
)
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.game.state import FishReplay
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.sat import SatSolver

NAMES = ["Asha", "Ben", "Cara", "Dev"]


def _seat_game(variant: Variant, players: int, seed: int) -> tuple[FishLog, FishReplay]:
    game = play(NAMES[:players], GoFishRules(variant=variant), seed)
    log = as_seen_by(game, game.seating.players[0])
    return log, replay(log)


@pytest.mark.parametrize(
    ("variant", "players", "share"),
    [(Variant.AUTHORS, 4, 0.3), (Variant.GO_FISH, 4, 0.5), (Variant.SIMPLIFIED, 3, 0.4)],
)
def test_values_handed_over_change_nothing_but_the_questions_asked(
    variant: Variant, players: int, share: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """52-card positions from a seat: possibilities asked alone, with an estimate's values
    handed over before the first question, and beside (a thread, the values given while it
    runs) are equal; the values handed over spare questions."""
    log, rep = _seat_game(variant, players, 1)
    at = int(len(log.events) * share)
    asked = [0]
    solve = SatSolver.solve

    def counted(self: SatSolver, *args: object, **kwargs: object) -> object:
        asked[0] += 1
        return solve(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(SatSolver, "solve", counted)
    alone = possibilities(log, rep, "Asha", at)
    questions_alone, asked[0] = asked[0], 0
    runs = sampled.estimate(log, rep, log.seating.players[0], at, 4, odds=False).runs
    shown = witnessed_by(runs)
    handover = Handover()
    handover.give(shown)
    handed = possibilities(log, rep, "Asha", at, handover=handover)
    assert handed == alone
    assert asked[0] < questions_alone
    with Beside(log, rep, "Asha", at) as beside:
        beside.start()
        beside.give(shown)
        assert beside.result() == alone


def test_a_stop_ends_the_questions() -> None:
    """A stopped handover raises at the next question; a stopped Beside ends its thread and
    has no answer to give."""
    log, rep = _seat_game(Variant.AUTHORS, 4, 1)
    handover = Handover()
    handover.stop()
    with pytest.raises(StoppedError):
        possibilities(log, rep, "Asha", 40, handover=handover)
    before = threading.active_count()
    with Beside(log, rep, "Asha", 40) as beside:
        beside.start()
    assert beside._thread is not None
    beside._thread.join(timeout=30)
    assert not beside._thread.is_alive()
    assert threading.active_count() == before
    with pytest.raises(StoppedError):
        beside.result()


@pytest.mark.parametrize(
    ("variant", "players", "seed"), [(Variant.AUTHORS, 3, 2), (Variant.GO_FISH, 4, 1)]
)
def test_analyze_gives_the_same_report_with_the_proofs_started_early(
    variant: Variant, players: int, seed: int
) -> None:
    """Positions past the count's budget (a small budget forces them) and within it, from a
    seat and the table: ``early`` (the estimate made before the count, the proofs beside both,
    the count's C steps leaving the interpreter to them; the estimate dropped where the count
    succeeds) changes no report."""
    log, rep = _seat_game(variant, players, seed)
    n = len(log.events)
    compared = estimated = 0
    for at, viewer, budget in [
        (n // 5, "Asha", 2_000),
        (n // 2, "Asha", 2_000),
        (n // 2, "public", 2_000),
        (4 * n // 5, "public", 2_000),
        (n // 5, "Asha", 150_000),
        (4 * n // 5, "Asha", 150_000),
    ]:
        late = analyze_fish_log(log, rep, "g", viewer, at, True, budget, 4)
        early = analyze_fish_log(log, rep, "g", viewer, at, True, budget, 4, early=True)
        assert early.to_dict() == late.to_dict(), (at, viewer, budget)
        compared += 1
        estimated += late.estimate is not None
    assert estimated >= 3
    assert compared - estimated >= 1
