"""A step of the count over ranks in C, in two threads when a caller has both cores to give.

A step forward makes the next layer's states from every state of a layer: in two parts, the
layer's states split in two halves by what the player's move leaves as it is (every other
player's digit), so that the two halves never reach the same state, and each part's states are
then put one after the other. A step backward completes each
state of a layer from the layer after it: in two parts, each completes one half of the states
into one table, and the player's tables of the two halves add up. Each part runs in C without
the interpreter's lock, so the two run at once: a four-player Authors seat's count of 46M steps,
2.54 s in one thread, 2.21 s in two (medians; docs/performance.md).

The count is the same either way: every state with the same count, every table with the same
numbers, the same steps charged (the parts' steps add up to the whole step's) and
:class:`~fishsolve.gofish.deduce.stateset.TooCostly` raised at the same player's layer. Only the
order of a layer's states may differ, which an exact count never reads; a thinned count reads it
(its draws go by the states' order), so an estimate's runs always run in one thread.

Two threads are used only within :func:`spare_core` (``analyze`` when nothing runs beside its
count, or once what ran beside it has finished), and only on layers of :data:`PARALLEL_STATES`
states or more.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from fishsolve.gofish.deduce._rankstep import Moves, Table


def _never() -> bool:
    return False


SPARE_CORE: ContextVar[Callable[[], bool]] = ContextVar("fishsolve_spare_core", default=_never)
"""Whether a caller gives the count a second core now (:func:`spare_core`), asked at each large
step; per thread, so a thread started meanwhile (the proofs beside) does not see it."""

PARALLEL_STATES = 16_384
"""The fewest states of a layer whose step is made in two parts: starting the second part and
joining the two costs some tens of microseconds, a step from a layer this large milliseconds."""

_POOL: dict[int, ThreadPoolExecutor] = {}
"""The thread that makes the second parts, by process id (a process forked from one that had
it has no such thread: it starts its own)."""


@contextmanager
def spare_core(on: bool | Callable[[], bool] = True) -> Iterator[None]:
    """Within it, an exact count in this thread makes its large steps in two threads when ``on``
    (or, a function, when it says so as the step starts: a second core has come free) and the
    machine has two cores or more."""
    several = (os.cpu_count() or 1) > 1
    if callable(on):
        ask = on if several else _never
    else:
        given = on and several
        ask = (lambda: True) if given else _never
    token = SPARE_CORE.set(ask)
    try:
        yield
    finally:
        SPARE_CORE.reset(token)


def _pool() -> ThreadPoolExecutor:
    pid = os.getpid()
    if pid not in _POOL:
        _POOL.clear()
        _POOL[pid] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fishsolve-count")
    return _POOL[pid]


def _two(layer: Table, thinned: bool) -> bool:
    return not thinned and len(layer) >= PARALLEL_STATES and SPARE_CORE.get()()


def forward(
    ck: Any,
    layer: Table,
    moves: Moves,
    codes: tuple[int, int, int, int, int],
    budget: int,
    thinned: bool,
    most: int = -1,
) -> tuple[Table | None, int]:
    """``ck.forward(layer, moves, *codes, budget)`` (``codes``: radix, m, width, reach, smult),
    in two parts when it may: None when a part passed the budget (with the two parts' work,
    which passes it too), or when the next layer would hold more than ``most`` states (-1: no
    bound; the two parts count the states they make together and stop once those pass it, so
    that one thread or two give up at the same steps, holding no more states)."""
    if not _two(layer, thinned):
        got: tuple[Table | None, int] = ck.forward(layer, moves, *codes, budget, 0, 1, most)
        return got
    both = bytearray(8)  # the states the two parts have made, added to by both as they go
    second = _pool().submit(lambda: ck.forward(layer, moves, *codes, budget, 1, 2, most, both))
    try:
        a, work_a = ck.forward(layer, moves, *codes, budget, 0, 2, most, both)
    finally:  # the second part done before anything goes on (or is raised)
        b, work_b = second.result()
    if a is None or b is None or (most >= 0 and len(a) + len(b) > most):
        return None, work_a + work_b
    return ck.join(a, b), work_a + work_b  # a, grown to hold b's states after its own


def backward(
    ck: Any, layer: Table, value: Table, moves: Moves, rest: tuple[Any, ...], thinned: bool
) -> tuple[Table | None, dict[Any, int] | None, int]:
    """``ck.backward(layer, value, moves, *rest)`` (``rest``: radix to budget), in two parts
    when it may: the two halves of ``layer`` completed into one table, their player's tables
    added (the cells in the order one part would have reached them first)."""
    if not _two(layer, thinned):
        got: tuple[Table | None, dict[Any, int] | None, int] = ck.backward(
            layer, value, moves, *rest
        )
        return got
    back = ck.aligned(layer, value)
    mid, end = len(layer) // 2, len(layer)
    second = _pool().submit(lambda: ck.backward(layer, value, moves, *rest, mid, end, back))
    try:
        a, table_a, work_a = ck.backward(layer, value, moves, *rest, 0, mid, back)
    finally:
        b, table_b, work_b = second.result()
    if a is None or b is None or table_a is None or table_b is None:
        return None, None, work_a + work_b
    for cell, ways in table_b.items():
        table_a[cell] = table_a.get(cell, 0) + ways
    return back, table_a, work_a + work_b


__all__ = ["PARALLEL_STATES", "SPARE_CORE", "backward", "forward", "spare_core"]
