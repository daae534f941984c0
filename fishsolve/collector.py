"""How often the command line's process runs Python's cyclic garbage collector.

fishsolve's data hold few reference cycles: what it allocates by the hundred thousand while it
counts (options, states, tables' rows) is freed by reference counting alone. Python's defaults
(a young collection every 700 new containers, a full one every 100 young ones at most) make it
walk every live container again and again: in `live` from a table's seat of a two-player
Authors game, 42 ms of an update's 420 ms at the median (2.6 s of its 90 events in 168 full
collections). With :data:`THRESHOLDS` the same game's collections take 1.1 s, the update's median
357 ms (docs/performance.md, "Go Fish family, 52-card games typed live").

A cycle still goes when a collection comes; only fewer come. The command line sets this once,
at start (:func:`tune`); worker processes it forks inherit it. The library sets nothing: a
program that imports it keeps its own collector's settings.
"""

from __future__ import annotations

import gc

THRESHOLDS = (10_000, 10, 100)
"""(young, middle, old): a young collection every 10,000 new containers, a middle one every 10
young ones, a full one after 100 middle ones (and, as always, only when the containers that
survived since the last full one are a quarter of those it kept)."""


def tune() -> None:
    """Set this process's collector to :data:`THRESHOLDS`."""
    gc.set_threshold(*THRESHOLDS)
