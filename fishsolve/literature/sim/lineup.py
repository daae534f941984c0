"""The bots by name, for ``fishsolve simulate --bots`` and ``fishsolve tournament``.

A module of its own so that the bots (:mod:`fishsolve.literature.sim.bots`) and the tracker bot
built on them (:mod:`fishsolve.literature.sim.tracker`) do not import each other.
"""

from __future__ import annotations

import random

from fishsolve.literature.sim.bots import CarelessBot, RandomBot
from fishsolve.literature.sim.seat import Bot, BotFactory


def tracker_bot(rng: random.Random) -> Bot:
    """A :class:`fishsolve.literature.sim.tracker.TrackerBot` (imported on first use: it needs the
    solver)."""
    from fishsolve.literature.sim.tracker import TrackerBot

    return TrackerBot(rng)


BOTS: dict[str, BotFactory] = {
    "careless": CarelessBot,
    "random": RandomBot,
    "tracker": tracker_bot,
}
"""The bots by name."""
