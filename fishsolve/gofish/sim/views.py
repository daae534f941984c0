"""A full record as one seat (or the table) would have written it.

A player keeping the log of their own game knows their dealt hand, the cards they drew and what
the table saw; the public record has only what the table saw. Used for samples, puzzles and the
soundness tests (deduction from a seat must be true in the real deal).
"""

from __future__ import annotations

from dataclasses import replace

from fishsolve.gofish.game.events import FishAsk, FishEvent, FishLog, Refill
from fishsolve.gofish.game.replay import replay
from fishsolve.seating import Player


def as_seen_by(log: FishLog, viewer: Player | None) -> FishLog:
    """``log`` (a full record) as ``viewer`` would have kept it (None: the public record)."""
    if log.stock is None:
        raise ValueError("as_seen_by needs a full record with the stock's order")
    states = replay(log).states
    events: list[FishEvent] = []
    for number, event in enumerate(log.events, start=1):
        drawn_before = states[number - 1].drawn
        if isinstance(event, FishAsk):
            mine = event.asker == viewer
            drawn = event.drawn
            if not event.given and states[number].drawn > drawn_before and mine and not event.lucky:
                drawn = log.stock[drawn_before]
            elif not event.lucky:
                drawn = None
            cards = event.cards if viewer in (event.asker, event.target) else ()
            events.append(replace(event, drawn=drawn, cards=cards, source=None))
        elif isinstance(event, Refill):
            cards = (
                log.stock[drawn_before : drawn_before + event.count]
                if event.player == viewer
                else ()
            )
            events.append(replace(event, cards=tuple(sorted(cards)), source=None))
        else:
            events.append(replace(event, source=None))
    hands = tuple((p, cards) for p, cards in log.hands if p == viewer)
    return replace(log, hands=hands, stock=None, events=tuple(events), comments=())
