"""What each event of a Go Fish family log told the table: bits, from the public view.

An event that leaves ``after`` of the ``before`` consistent arrangements (deals and stock orders,
each counted once, as the table can know them) told the table ``log2(before / after)`` bits. An
ask is split in two: the *question* (the asker holds a card of the rank then, and, asking for a
card, not that card; no unlaid rank is held four times at an ask) and the *answer* (the yes and
how many, or the go fish and its draw: a hidden draw is not what was asked for). A pair laid
under pairs is one of up to six picks (:attr:`Told.picks`): it told ``log2(6 * before / after)``,
the surprise of that very pair. Both counts are exact or the event has no figure: the public
view is counted by the forward filter (:mod:`.states`) under a budget, in the same pass as its
views (the question is applied once, as the first part of the ask: no extra work), and past the
budget every later event is left without bits.

>>> from fishsolve.gofish.notation.text import parse_fish_log
>>> from fishsolve.gofish.game.replay import replay
>>> log = parse_fish_log("game: go-fish\\nplayers: Ana Bo\\ndeck: 2 3\\ndeal: 2\\n"
...                      "Ana asks Bo for 2: go fish\\n")
>>> told = public_told(log, replay(log))[0]
>>> (told.before, told.asked, told.after)
(10080, 7920, 720)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from fishsolve.gofish.deduce.perspective import PUBLIC
from fishsolve.gofish.deduce.view import DEFAULT, EventCounts, forward_views
from fishsolve.gofish.game.events import FishLog
from fishsolve.gofish.game.state import FishReplay


def bits(before: int, after: int) -> float:
    """``log2(before / after)``; 0 when nothing was ruled out.

    >>> bits(8, 1), bits(5, 5)
    (3.0, 0.0)
    """
    if not before or not after:
        raise ValueError("bits need two non-zero counts")
    return math.log2(before) - math.log2(after)


@dataclass(frozen=True)
class Told:
    """The public count before one event, after its question (asks only) and after it.

    ``picks``: how many times the event can multiply an arrangement's weight — a book under
    pairs counts each arrangement C(4, 2) / C(m, 2) times for the player's pick of the pair (see
    :meth:`~fishsolve.gofish.deduce.states.Filter.lay`), at most 6; so the chance of what was
    seen is ``after / (before * picks)`` and no event tells less than nothing."""

    before: int
    asked: int | None
    after: int
    picks: int = 1

    @classmethod
    def of(cls, counts: EventCounts) -> Told | None:
        """The event's counts as bits, or None when no arrangement fits them (a log with
        errors: nothing to divide)."""
        before, asked, after, picks = counts
        if not before or not after or asked == 0:
            return None
        return cls(before, asked, after, picks)

    @property
    def question_bits(self) -> float:
        """What the question told (0 for an event that is not an ask)."""
        return 0.0 if self.asked is None else bits(self.before, self.asked)

    @property
    def answer_bits(self) -> float:
        """What the answer (or, for a book or a refill, the event) told."""
        return bits(
            (self.asked if self.asked is not None else self.before) * self.picks, self.after
        )

    @property
    def total_bits(self) -> float:
        return bits(self.before * self.picks, self.after)


def public_told(
    log: FishLog, rep: FishReplay, budget: int | None = DEFAULT, upto: int | None = None
) -> list[Told | None]:
    """Per event (of the first ``upto``, default all), what it told the table; None for an event
    the budget does not reach or after which no arrangement fits (a log with errors).

    The counts come from the public view's forward pass (:func:`~.view.forward_views`): an event
    has its bits exactly when the public view is counted before and after it."""
    n = len(log.events) if upto is None else upto
    out: list[Told | None] = [None] * n
    for at, (_, _, counts) in enumerate(forward_views(log, rep, PUBLIC, budget, counts=True)):
        if at > n:
            break
        if counts is None:
            continue
        told = Told.of(counts)
        if told is None:
            break
        out[at - 1] = told
    return out


__all__ = ["Told", "bits", "public_told"]
