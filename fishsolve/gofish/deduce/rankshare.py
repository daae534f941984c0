"""What the counts of one position may share: the same timeline counted again and again.

The runs of an estimate (:mod:`.estimate`) count the same timeline, each thinned with its own
random numbers, and so does the exact count that went past its budget just before them; the
timeline simplified and its ranks' order, each player's options from a fill and the checks of
completion are the same in every count. A :class:`Shared` keeps them across counts
(:func:`shared_for`), so that a count looks them up instead of making them again. An option
taken from it is charged the steps it cost when it was made, so that every count charges the
steps it charges alone (the same :class:`~fishsolve.gofish.deduce.stateset.TooCostly`, the same
estimates), only sooner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fishsolve.gofish.deduce.rankshape import OptionGroups

if TYPE_CHECKING:
    from fishsolve.cards import Rank
    from fishsolve.gofish.deduce.rankbound import Bounds

from fishsolve.gofish.deduce.timeline import Timeline

Options = tuple[OptionGroups, int]
"""A player's options from one fill (by cards placed, or by the digit of the cards placed under
card asks), and the steps making them was charged."""


@dataclass
class Stages:
    """What a count of the timeline in one order of its ranks makes from the timeline alone,
    before it counts (:class:`~fishsolve.gofish.deduce.rankdp.RankCount`): the same in every
    count of it, so made once (each an estimate's run made them again: about 4% of a six-player
    seat's runs)."""

    parts: list[list[list[int]]]
    """Per stage, per player, the class boundaries."""
    shapes: dict[tuple[int, int], Any] = field(default_factory=dict)
    """(stage, player) -> their shape for the stage's rank (None: no way)."""
    packs: dict[tuple[int, int], tuple[object, ...]] = field(default_factory=dict)
    """(stage, player) -> that shape as the C enumeration reads it."""


@dataclass
class Shared:
    """Caches one timeline's counts share (one :class:`Shared` per timeline)."""

    options: dict[tuple[int, int, int], Options] = field(default_factory=dict)
    """(rank's stage, player, packed fill) -> that player's options."""
    bounds: dict[tuple[int, int | None], Bounds] = field(default_factory=dict)
    """(rank's stage, its cards still to place) -> the checks of completion there."""
    fits: dict[tuple[object, ...], bool] = field(default_factory=dict)
    """A check of completion asked before: its answer."""
    dead: dict[tuple[int, int], dict[int, bool]] = field(default_factory=dict)
    """(rank's stage, player) -> their packed fills after the rank met so far -> whether the ranks
    after it cannot fill them (:meth:`~fishsolve.gofish.deduce.rankdp.RankCount._alive`)."""
    planned: tuple[Timeline, Timeline, list[Rank]] | None = None
    """The timeline given, simplified, and its ranks' order (:mod:`.plan`)."""
    stages: dict[tuple[Rank, ...], Stages] = field(default_factory=dict)
    """Per order of the ranks counted: each stage's partitions and the players' shapes."""
    counted: object = None
    """The timeline's exact count once one finished (a
    :class:`~fishsolve.gofish.deduce.rankdp.RankCount`, which uses this module), kept with the
    rest: one timeline."""
    wide: bool = False
    """A count of the timeline outgrew 128 bits, or was about to: the next count in 256 bits
    (:func:`~fishsolve.gofish.deduce.rankwidth.kernels`)."""


_LAST: list[tuple[Timeline, Shared]] = []
"""The timeline last asked for and its :class:`Shared` (one kept: nothing grows from one
position to the next)."""


def shared_for(tl: Timeline) -> Shared:
    """What the counts of ``tl`` share: the :class:`Shared` last given when it was given for an
    equal timeline (an exact count past its budget, then the estimate's runs of the same
    position), else a new one (which replaces it)."""
    if _LAST and _LAST[0][0] == tl:
        return _LAST[0][1]
    got = Shared()
    _LAST[:] = [(tl, got)]
    return got


__all__ = ["Options", "Shared", "Stages", "shared_for"]
