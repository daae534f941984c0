"""The bots by name, for ``fishsolve simulate --bots`` and ``fishsolve tournament``.

A module of its own so that the bots (:mod:`fishsolve.sim.bots`) and the tracker bot built on
them (:mod:`fishsolve.sim.tracker`) do not import each other.
"""

from __future__ import annotations

import random

from fishsolve.sim.bots import CarelessBot, RandomBot
from fishsolve.sim.seat import Bot, BotFactory


def tracker_bot(rng: random.Random) -> Bot:
    """A :class:`fishsolve.sim.tracker.TrackerBot` (imported on first use: it needs the solver)."""
    from fishsolve.sim.tracker import TrackerBot

    return TrackerBot(rng)


BOTS: dict[str, BotFactory] = {
    "careless": CarelessBot,
    "random": RandomBot,
    "tracker": tracker_bot,
}
"""The bots by name."""
