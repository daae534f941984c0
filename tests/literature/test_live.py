"""Analysing a game while it grows: appending events gives what a fresh analysis of the log gives.

The bots analyse a game in play from their own seat by extending one :class:`Analyzer` per seat
(:meth:`Analyzer.extend`); these tests compare that with building everything from the whole log.
"""

from __future__ import annotations

import pytest
from corpus import SPECS, Spec

from fishsolve import Analyzer, Ask, Engine, GameLog, Perspective, RuleError, replay
from fishsolve.literature.deduce.constraints import LiveConstraints, extract
from fishsolve.literature.game.replay import LiveReplay

# Eleven rule sets, both table sizes, the 48-card decks and the small ones.
LIVE = SPECS[::15]


def seat_log(log: GameLog, seat: int) -> GameLog:
    player = log.table.players[seat]
    return GameLog(log.table, log.rules, {player: log.hands[player]}, log.events, log.start)


@pytest.mark.parametrize("spec", LIVE, ids=lambda s: s.id)
def test_live_replay_and_constraints_equal_the_whole_log(spec: Spec) -> None:
    log = spec.log()
    live = LiveReplay(log.with_events(log.events[:3]))
    constraints = LiveConstraints(log.with_events(log.events[:3]), live.states)
    for n, event in enumerate(log.events[3:], start=4):
        live.append(event)
        if n % 17 == 0 or n == len(log.events):
            prefix = log.with_events(log.events[:n])
            constraints.extend(prefix, live.states)
    whole = replay(log)
    assert live.replay(log) == whole
    fresh = extract(log, whole.states)
    got = constraints.constraints
    assert got.reasons == fresh.reasons
    assert got.clauses == fresh.clauses
    assert got.sizes == fresh.sizes


@pytest.mark.parametrize("spec", LIVE, ids=lambda s: s.id)
def test_extended_analyzer_equals_a_fresh_one(spec: Spec) -> None:
    log = seat_log(spec.log(), spec.seed % spec.players)
    me = log.known_players[0]
    view = Perspective(me.name, (me,), (me,))
    grown = Analyzer(log.with_events(()))
    total = len(log.events)
    marks = sorted({0, 1, total // 3, total // 2, total - 1, total})
    done = 0
    for at in marks:
        # Positions already passed stay valid after later events are appended.
        grown.extend(log.events[done:at])
        done = at
        assert grown.view(view, at) == Analyzer(log.with_events(log.events[:at])).view(view, at)
    fresh = Analyzer(log)
    for at in marks:
        assert grown.view(view, at) == fresh.view(view, at)
    assert grown.log == log


def test_extend_rejects_an_illegal_event() -> None:
    log = SPECS[0].log()
    analyzer = Analyzer(log.with_events(log.events[:2]))
    asker = analyzer.replay.final.turn
    assert asker is not None
    mate = log.table.teammates(asker)[0]
    with pytest.raises(RuleError, match="asks go to opponents"):
        analyzer.extend([Ask(asker, mate, log.rules.deck.cards[0], False)])


def test_extend_rebuilds_the_cpsat_model() -> None:
    log = seat_log(SPECS[2].log(), 0)
    me = log.known_players[0]
    view = Perspective(me.name, (me,), (me,))
    grown = Analyzer(log.with_events(log.events[:10]), engine=Engine.CPSAT)
    assert grown.view(view, 10).cards  # builds the model on the first ten events
    grown.extend(log.events[10:40])
    assert grown.view(view, 40) == Analyzer(
        log.with_events(log.events[:40]), engine=Engine.CPSAT
    ).view(view, 40)
