"""Contradiction diagnosis on logs made inconsistent on purpose.

Simulated games are true by construction. One change makes a log impossible: an answer flipped,
a card of a known hand swapped for another player's card, a transfer duplicated. Every other line
is still true of the real deal, so every impossible subset of the reasons contains the altered
one: the named set must include it, and must be minimal (infeasible, and feasible without any one
of its reasons).

The replay already rejects much of this on its own — it knows every public transfer, the known
hands, and each "no" and ask seen so far — so those mutants never reach the model. That is
checked too (the replay's error points at the altered line for a duplicated transfer); the tests
count the mutants that do reach the model and require enough of them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from corpus import SPECS

from fishsolve import (
    Analyzer,
    Ask,
    FishsolveError,
    GameLog,
    InconsistentLog,
    Player,
    RuleError,
    analyze,
    check_file,
    parse_log,
    replay,
    write_log,
)
from fishsolve.literature.deduce.cpsat.solve import Verdict
from fishsolve.literature.explain.inconsistency import inconsistency

GAMES = [s for s in SPECS if not s.deck.key.startswith("small")]


def seen_by(log: GameLog, players: tuple[Player, ...]) -> GameLog:
    """The log with only these players' hands known."""
    return replace(log, hands={p: log.hands[p] for p in players})


def replays(log: GameLog) -> bool:
    try:
        replay(log)
    except FishsolveError:
        return False
    return True


def clean_prefix(log: GameLog) -> GameLog:
    """The longest prefix of ``log`` that the replay accepts (errors only grow with the log)."""
    lo, hi = 0, len(log.events)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if replays(log.with_events(log.events[:mid])):
            lo = mid
        else:
            hi = mid - 1
    return log.with_events(log.events[:lo])


def assert_diagnosed(log: GameLog, altered: str) -> bool:
    """If no deal fits ``log``, the named set holds ``altered`` and is minimal. True if so."""
    analyzer = Analyzer(log)
    found = inconsistency(analyzer, len(log.events))
    if found is None:
        return False
    keys = [c.key for c in found.reasons]
    assert altered in keys
    assert found.event == 0 or f"event:{found.event}" in keys
    solver = analyzer.solver
    assert solver.check(keys)[0] is Verdict.INFEASIBLE
    for key in keys:
        assert solver.check([k for k in keys if k != key])[0] is Verdict.FEASIBLE, key
    assert all(c.says and c.shows for c in found.reasons)
    return True


def flips(seed: int, log: GameLog) -> Iterator[tuple[str, GameLog]]:
    """Each ask's answer flipped, the log cut right after it (so the turn order stays legal)."""
    asks = [k for k, e in enumerate(log.events, start=1) if isinstance(e, Ask)]
    random.Random(seed).shuffle(asks)
    for k in asks:
        event = log.events[k - 1]
        assert isinstance(event, Ask)
        flipped = replace(event, answer=not event.answer)
        yield f"event:{k}", log.with_events((*log.events[: k - 1], flipped))


@pytest.mark.slow
def test_flipped_answers() -> None:
    outcome: Counter[str] = Counter()
    for spec in GAMES[::5]:
        full = spec.log()
        players = full.table.players
        views = [(players[spec.seed % len(players)],), ()]
        for hands in views:
            caught = 0
            for altered, mutant in flips(spec.seed, seen_by(full, hands)):
                if not replays(mutant):
                    outcome["replay"] += 1
                elif assert_diagnosed(mutant, altered):
                    outcome["model"] += 1
                    caught += 1
                else:
                    outcome["still consistent"] += 1
                if caught == 2:
                    break
        if outcome["model"] >= 20:
            break
    assert outcome["model"] >= 20, outcome
    assert outcome["replay"] > 0


@pytest.mark.slow
def test_swapped_cards_in_a_hand() -> None:
    """One card of the viewer's hand swapped for another player's; the log cut where the replay
    would notice, so that what is left is up to the model."""
    outcome: Counter[str] = Counter()
    for spec in GAMES[1::3]:
        full = spec.log()
        rng = random.Random(spec.seed)
        players = full.table.players
        viewer = players[spec.seed % len(players)]
        for _ in range(12):
            mine = rng.choice(sorted(full.hands[viewer]))
            other = rng.choice([p for p in players if p != viewer])
            theirs = rng.choice(sorted(full.hands[other]))
            hand = (full.hands[viewer] - {mine}) | {theirs}
            mutant = clean_prefix(replace(full, hands={viewer: hand}))
            if assert_diagnosed(mutant, f"hand:{viewer.name}"):
                outcome["model"] += 1
                break
            outcome["still consistent"] += 1
        if outcome["model"] >= 8:
            break
    assert outcome["model"] >= 8, outcome


def test_duplicated_transfers_are_caught_by_the_replay_at_the_copy() -> None:
    """A second 'yes' for a card already handed over: the replay knows where every card that
    moved in public is, so it rejects the copy itself — this never needs the model."""
    checked = 0
    for spec in GAMES[::7]:
        full = seen_by(spec.log(), ())
        yes = [k for k, e in enumerate(full.events, start=1) if isinstance(e, Ask) and e.answer]
        for k in random.Random(spec.seed).sample(yes, min(3, len(yes))):
            mutant = full.with_events((*full.events[:k], full.events[k - 1]))
            text = parse_log(write_log(mutant), "dup.fish")
            with pytest.raises((RuleError, InconsistentLog)) as info:
                replay(text)
            location = info.value.location
            assert location is not None
            source = text.events[k].source
            assert source is not None
            assert location.line == source.line
            checked += 1
    assert checked >= 10


def test_check_and_analyze_name_the_lines(tmp_path: Path) -> None:
    """The friday-club sample cut after line 7, with Cara asking for 6D instead of 3D (Asha holds
    every other low diamond): `check` keeps the first impossible event as the location and names
    the other line; `analyze` lists both."""
    sample = (Path(__file__).resolve().parents[2] / "samples" / "friday-club.fish").read_text()
    text = "".join(sample.splitlines(keepends=True)[:7]).replace("3D: no", "6D: no")
    bad = tmp_path / "bad.fish"
    bad.write_text(text)
    before = bad.read_bytes()
    with pytest.raises(InconsistentLog) as info:
        check_file(bad)
    err = info.value
    assert err.location is not None
    assert err.location.line == 6
    assert "these cannot all be true together: line 3: Asha's hand is" in err.message
    assert "line 6: Cara asked Dev for 6D: no — so Cara held another low diamond" in err.message
    report = check_file(bad, lenient=True)
    assert [p.line for p in report.problems] == [6]
    found = analyze(parse_log(text, "x.fish")).inconsistency
    assert found is not None
    assert [(c.kind, c.line) for c in found.reasons] == [("hand", 3), ("ask", 6)]
    assert bad.read_bytes() == before
