"""Three shortcuts `fishsolve live` takes on Go Fish family logs, each checked against the long way.

- A perspective that uses everything the log records (Knowledge.complete): its own analysis
  decides whether the log is consistent, and live skips the second, full-record CP-SAT question.
  Checked against that question (first_impossible_sat) on real games and on records broken at
  their last event.
- A prefix at which the forward filter went past its budget is remembered: later positions of
  the same log fail at once. Checked against cold starts.
- A full record (every hand and the stock's order) that replays is consistent without a
  CP-SAT question (the replay checked every answer and draw). Checked against that question
  asked of the model of the whole record."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fishsolve.cards import Rank
from fishsolve.errors import FishsolveError, InconsistentLog
from fishsolve.gofish.deduce import perspective
from fishsolve.gofish.deduce.model import FishModel
from fishsolve.gofish.deduce.perspective import FULL, PUBLIC, Knowledge
from fishsolve.gofish.deduce.questions import first_impossible_sat
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.game.events import FishAsk, FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.game.rules import GoFishRules, Variant
from fishsolve.gofish.notation.text import parse_fish_log
from fishsolve.gofish.reports.analyze import analyze_fish_log
from fishsolve.gofish.sim.game import play
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.seating import Player

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "gofish"
R2, R3, R4 = Rank.TWO, Rank.THREE, Rank.FOUR


def _sample(name: str) -> FishLog:
    path = SAMPLES / name
    return parse_fish_log(path.read_text(), str(path))


def test_which_perspectives_know_everything_the_samples_record() -> None:
    family = _sample("go-fish-family.fish")  # Asha's record: her hand and her draws
    asha, ben = family.seating.players[:2]
    assert Knowledge(family, asha).complete()
    assert Knowledge(family, FULL).complete()
    assert not Knowledge(family, ben).complete()  # Asha's hand is not Ben's to use
    assert not Knowledge(family, PUBLIC).complete()
    simplified = _sample("simplified-fish.fish")  # every hand and the stock
    assert Knowledge(simplified, FULL).complete()
    for p in simplified.seating.players:
        assert not Knowledge(simplified, p).complete()
    # Asha's draws without her hand: the written draws are still hers alone.
    no_hand = dataclasses.replace(family, hands=())
    assert Knowledge(no_hand, asha).complete()
    assert not Knowledge(no_hand, PUBLIC).complete()
    # Nothing private at all: the table knows everything the log records.
    bare = dataclasses.replace(
        no_hand,
        events=tuple(
            dataclasses.replace(e, drawn=None) if isinstance(e, FishAsk) and not e.lucky else e
            for e in no_hand.events
        ),
    )
    assert Knowledge(bare, PUBLIC).complete()


def _verdict_by_view(log: FishLog, viewer: Player | str) -> bool:
    """True when the viewer's own analysis finds a deal (it raises when none fits)."""
    try:
        analyze_fish_log(log, replay(log), "t", viewer if isinstance(viewer, str) else viewer.name)
    except InconsistentLog:
        return False
    return True


CASES = [
    # (variant, ranks, book, deal, players, seed)
    (Variant.GO_FISH, (R2, R3, R4), 4, 3, 2, 31),
    (Variant.GO_FISH, (R2, R3, R4), 4, 2, 3, 32),
    (Variant.AUTHORS, (R2, R3, R4), 4, 3, 2, 33),
    (Variant.SIMPLIFIED, (R2, R3, R4), 4, 2, 3, 34),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[4]}p-s{c[5]}")
def test_a_complete_view_decides_consistency_as_the_full_record_does(
    case: tuple[Variant, tuple[Rank, ...], int, int, int, int],
) -> None:
    variant, ranks, book, deal, players, seed = case
    rules = GoFishRules(variant=variant, ranks=ranks, book=book, deal=deal)
    game = play(["Ana", "Bo", "Cy"][:players], rules, seed)
    records: list[tuple[FishLog, Player | str]] = [(game, FULL)]
    records += [(as_seen_by(game, p), p) for p in game.seating.players]
    broken = kept = 0
    for record, viewer in records:
        assert Knowledge(record, viewer).complete()
        for i, e in enumerate(record.events):
            if not isinstance(e, FishAsk):
                continue
            # The record cut after this ask, and the same ask with another answer.
            variants = [e] + [
                dataclasses.replace(e, given=g, cards=(), drawn=None, lucky=False)
                for g in (0, 1, 2)
                if g != e.given and (g <= 1 or not rules.card_asks)
            ]
            for changed in variants:
                log = dataclasses.replace(record, events=(*record.events[:i], changed))
                try:
                    rep = replay(log)
                except FishsolveError:
                    continue  # the rules refuse it: the replay's job
                fits = first_impossible_sat(log, rep) is None
                assert _verdict_by_view(log, viewer) == fits, (viewer, i, changed)
                broken += not fits
                kept += fits
    # Both answers were seen many times.
    assert broken >= 5, broken
    assert kept >= 10, kept


def _fits(log: FishLog, at: int, budget: int) -> bool:
    try:
        perspective.run(log, replay(log), "Ben", at, budget)
    except TooCostly:
        return False
    return True


def test_a_prefix_past_the_budget_is_remembered_with_the_same_answers() -> None:
    """Authors from Ben's seat: which positions the forward filter counts within a budget, each
    found from a cold start (nothing remembered), and again in one pass that remembers the
    prefixes past the budget — the same answers, and the pass does remember some."""
    log = _sample("authors.fish")
    budget = 20_000
    positions = range(0, 60, 3)
    cold = []
    for at in positions:
        perspective._PAST_BUDGET.clear()
        cold.append(_fits(log, at, budget))
    perspective._PAST_BUDGET.clear()
    warm = [_fits(log, at, budget) for at in positions]
    assert warm == cold
    # Later positions first: what is remembered must not reach back to earlier ones.
    assert [_fits(log, at, budget) for at in reversed(positions)] == cold[::-1]
    assert True in cold  # both kinds of position are in the range
    assert False in cold
    assert perspective._PAST_BUDGET  # and the failures were remembered
    # Another budget is another question: nothing remembered for this one applies to it.
    first = cold.index(False)
    assert _fits(log, positions[first], budget * 50)


@pytest.mark.parametrize(
    "rules",
    [
        GoFishRules(),
        GoFishRules(book=2),
        GoFishRules(variant=Variant.AUTHORS),
        GoFishRules(variant=Variant.SIMPLIFIED),
    ],
    ids=["go-fish", "pairs", "authors", "simplified"],
)
def test_a_full_record_that_replays_fits_without_a_solver_question(rules: GoFishRules) -> None:
    """52-card games of three players, full records cut at five points: the CP-SAT model of the
    whole record (the question first_impossible_sat asks of other logs) finds an arrangement at
    every cut the replay accepts, and every other answer to the cut's last ask that the replay
    accepts fits that model too; none is waved through that does not fit."""
    game = play(["Ana", "Bo", "Cy"], rules, 3)
    assert game.full
    n = len(game.events)
    refused = checked = 0
    for cut in sorted({1, n // 4, n // 2, 3 * n // 4, n}):
        last = game.events[cut - 1]
        tries = [last]
        if isinstance(last, FishAsk):
            tries += [
                dataclasses.replace(last, given=g, cards=(), drawn=None, lucky=False)
                for g in (0, 1, 2)
                if g != last.given and (g <= 1 or not rules.card_asks)
            ]
        for changed in tries:
            log = dataclasses.replace(game, events=(*game.events[: cut - 1], changed))
            try:
                rep = replay(log)
            except FishsolveError:
                refused += 1
                continue
            assert first_impossible_sat(log, rep) is None
            model = FishModel(log, rep, FULL, cut)
            assert model.solve(model.guards) is not None, (cut, changed)
            checked += 1
    assert checked >= 5
    assert refused >= 1
