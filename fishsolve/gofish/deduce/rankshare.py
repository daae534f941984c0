"""What the runs of one estimate may share: the same timeline counted again and again.

The runs of an estimate (:mod:`.estimate`) count the same timeline, each thinned with its own
random numbers; the timeline simplified and its ranks' order, each player's options from a fill
and the checks of completion are the same in every run. A :class:`Shared` keeps them across
runs, so that a run looks them up instead of making them again. An option taken from it is
charged the steps it cost when it was made, so that every run charges the steps it charges alone
(the same :class:`~fishsolve.gofish.deduce.stateset.TooCostly`, the same estimates), only sooner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fishsolve.gofish.deduce.rankshape import Step

if TYPE_CHECKING:
    from fishsolve.cards import Rank
    from fishsolve.gofish.deduce.rankbound import Bounds
    from fishsolve.gofish.deduce.timeline import Timeline

Options = tuple[list[list[Step]], int]
"""A player's options from one fill (by cards placed, or by the digit of the cards placed under
card asks), and the steps making them was charged."""


@dataclass
class Shared:
    """Caches one timeline's counts share (one :class:`Shared` per timeline)."""

    options: dict[tuple[int, int, int], Options] = field(default_factory=dict)
    """(rank's stage, player, packed fill) -> that player's options."""
    bounds: dict[tuple[int, int | None], Bounds] = field(default_factory=dict)
    """(rank's stage, its cards still to place) -> the checks of completion there."""
    fits: dict[tuple[object, ...], bool] = field(default_factory=dict)
    """A check of completion asked before: its answer."""
    planned: tuple[Timeline, Timeline, list[Rank]] | None = None
    """The timeline given, simplified, and its ranks' order (:mod:`.plan`)."""


__all__ = ["Options", "Shared"]
