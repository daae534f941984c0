"""Soundness audit of the Go Fish family's CP-SAT model against the real cards of a full record.

For every perspective (each seat's own record and the table's), the real deal and stock order
must fit the model of that perspective's record with every event enforced. The constraints of the
first n events are a subset of those of all of them, so one check per perspective covers every
event: if the real cards fit, nothing the model proves at any event is false.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishsolve.cards import Card
from fishsolve.gofish.deduce.model import TIME_LIMIT, FishModel
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.replay import replay
from fishsolve.gofish.sim.views import as_seen_by
from fishsolve.seating import Player


@dataclass(frozen=True)
class Audit:
    """Perspectives checked, the positions they cover, and those that ruled out the real cards."""

    perspectives: int
    positions: int
    counterexamples: int


def audit_record(
    log: FishLog,
    real: tuple[dict[Player, tuple[Card, ...]], tuple[Card, ...]] | None = None,
    time_limit: float = TIME_LIMIT,
) -> Audit:
    """Audit every perspective of the full record ``log`` against its own cards (or ``real``:
    other hands and stock, which a sound model must rule out — the audit's own test), each
    solver question within ``time_limit`` seconds (past it: :class:`~.model.Undecided`)."""
    if log.stock is None:
        raise ValueError("an audit needs a full record: every hand and the stock")
    hands, stock = real if real is not None else (dict(log.hands), log.stock)
    views = bad = covered = 0
    for viewer in (None, *log.seating.players):
        seen = as_seen_by(log, viewer)
        model = FishModel(seen, replay(seen), viewer.name if viewer else "public", len(seen.events))
        truth = model.truth(hands, stock)
        views += 1
        covered += len(seen.events) + 1
        if model.solve([*model.guards, truth], time_limit) is None:
            bad += 1
    return Audit(views, covered, bad)
