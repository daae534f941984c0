"""The layers an exact count keeps for its backward pass, within a bound on their states.

The backward pass of the programme over ranks (:mod:`.rankdp`) steps back over every layer the
forward pass made, rank by rank from the last. Kept whole, those layers are most of a large
count's memory: a 52-card table counted in 71M steps held 15.2M states in its layers, about
60 bytes each (0.9 GB, and 1.2 GB at the backward pass's peak). So a count keeps a rank's
layers only while the layers kept stay within :data:`KEEP_STATES`; past it, it keeps the states
*before* the rank instead and makes the rank's layers again when its backward pass reaches it
(:meth:`KeptLayers.take`), then lets each rank's layers go once stepped back over. Making a
rank again from the same states gives the same layers (an exact count draws nothing), so the
count, its tables and the steps charged are the same either way: the steps made again are not
charged, the budget counting the programme's steps, each once.

The states a count holds at once, its layers kept and those of the rank it is placing, are
bounded too (:data:`MOST_STATES`): a count with a budget gives up (:class:`.TooCostly`) at the step
that would pass it, as it does past its budget. A rank's layers can outgrow any budget's share
of memory by themselves (a two-player table mid-game makes layers of 0.9M, 7.0M and 14.0M states
placing its fourth rank), and only a large budget lets a count get there.

Counts within ``analyze``'s default budget keep every layer and never near the bound (their steps
make fewer states); what the two bounds buy is the larger budgets ``--precision`` asks for
(:data:`.engines.MOST_STEPS`) at a bounded memory, for the time of the ranks made twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeAlias

from fishsolve.gofish.deduce.stateset import TooCostly

if TYPE_CHECKING:
    from fishsolve.gofish.deduce._rankstep import Table

    States: TypeAlias = dict[int, int] | Table
    """The states before a rank (:data:`.rankkernel.States`, which imports this module)."""

KEEP_STATES = 4_000_000
"""The most states a count's kept layers hold together (about 240 MB): past it, a rank's layers
are made again for its backward pass instead of kept."""


MOST_STATES = 10_000_000
"""The most states a count with a budget holds in its layers at once: past it the count gives
up. The counts of ``bench/bench_gofish_scale.py``'s positions that finish within 76.8M steps
hold at most 7.9M. A count that gives up at this bound peaks at about 0.8 GB in one thread, 1.0
GB when the step that reaches it runs in two (each part has its own table and its slack), and
``analyze --precision 32`` on such a position at 1.1 GB, against 0.26-0.41 GB a process at
``analyze``'s default budget."""


def past_states(most: int) -> TooCostly:
    """What a count whose layers would pass ``most`` states raises."""
    return TooCostly(f"counting exactly needs more than {most:,} states held at once")


class Again(Protocol):
    def _layers_again(self, k: int, start: States) -> list[Table]: ...


class KeptLayers:
    """Per rank placed in C, its layers, or the states before it to make them again from."""

    def __init__(self, count: Again, limit: int | None = KEEP_STATES) -> None:
        """``limit``: the most states kept (None: every layer is kept, as sampling needs: its
        layers were thinned with random draws that making them again would not repeat)."""
        self.count = count
        self.limit = limit
        self.states = 0
        """The states the layers kept hold."""
        self.layers: dict[int, list[Table]] = {}
        self.starts: dict[int, States] = {}
        self.again = 0
        """How many ranks' layers were let go, to be made again."""

    def keep(self, k: int, start: States, layers: list[Table]) -> None:
        """Rank ``k``'s ``layers``, made from the states ``start``: kept if they fit within the
        bound, else ``start`` (and the layers let go)."""
        size = sum(len(layer) for layer in layers)
        if self.limit is not None and self.states + size > self.limit:
            self.starts[k] = start
            self.again += 1
        else:
            self.layers[k] = layers
            self.states += size

    def __contains__(self, k: int) -> bool:
        return k in self.layers or k in self.starts

    def __len__(self) -> int:
        return len(self.layers) + len(self.starts)

    def take(self, k: int) -> list[Table]:
        """Rank ``k``'s layers for its backward pass (kept, or made again), no longer kept."""
        if k in self.layers:
            layers = self.layers.pop(k)
            self.states -= sum(len(layer) for layer in layers)
            return layers
        return self.count._layers_again(k, self.starts.pop(k))
