"""Exact counting over ranks: which rank lies at each unknown position, one rank at a time.

A :class:`~fishsolve.gofish.deduce.timeline.Timeline` turns every rule into a constraint on one
rank's cards in runs of one player's blocks; the only coupling between ranks is that every
unknown position holds exactly one card. So the count is a programme over the ranks whose state
is how many positions are filled so far — per player, per *class* of blocks, where a class is a
run of blocks that no rank still to place tells apart (no constraint of theirs starts or ends
inside it, no closed block). Within a class the positions are interchangeable for every later
rank, so only the number filled matters, and placing x of a rank's cards in a class with e free
positions has C(e, x) ways. After a rank is placed its own cuts are dropped and neighbouring
classes merge: the state stays small when the ranks with many constraints go first.

Every rank's distribution now comes from one forward pass (weights of partial states) and one
backward pass (completions), each exact integer arithmetic; a budget on the transitions made
raises :class:`~fishsolve.gofish.deduce.stateset.TooCostly` (nothing is claimed then). A state
is packed in one integer (:class:`~fishsolve.gofish.deduce.rankcodec.Codec`) and each player's
options from a fill are moves of it grouped by cards placed, so a transition is an addition and a
look-up by integer (about 0.35 µs in Python).

When the extension ``_rankstep`` is built (:mod:`.rankkernel`), the loops run in C: a player's
options from a fill, each player's step forward and backward (with the rank's table), and the
steps between ranks; a rank's layers stay in C from its first layer to its backward pass, so
Python integers are made only at the ranks' boundaries. Counts there are 128-bit integers where
the count's numbers should fit them (``_rankstep128``, :mod:`.rankwidth`), else 256-bit
(``_rankstep``), every operation checked: a count past them runs again in 256 bits, one past those
or a packed state past 62 bits in Python (the thinning's draws started again each time). The
budget's steps are the same either way and :class:`TooCostly` is raised within the same
player's layer. The Python loops (:mod:`.rankloops`) are the fallback and the reference the
tests hold the C loops to (``rankkernel.use_c`` False: Python).

Given a :class:`~fishsolve.gofish.deduce.thinning.Thinning`, the states before each rank are
thinned to about its size at random, each kept state's weight multiplied by the inverse of its
chance of being kept, and the backward pass runs over the kept states with the same factors:
the total and every table are then unbiased *estimates* (:mod:`fishsolve.gofish.deduce.estimate`),
and exact when no layer needed thinning.

A rank's share of the stock is placed after the players (it takes the cards left), so the layers
within a rank do not carry it and the backward pass splits each completion by it (the tables
need it). Before each rank, the states that fail necessary checks of completion
(:mod:`.rankbound`) are dropped: counting exactly, a dead state would cost steps at every rank
left (on 52-card positions past the budget, dropping them cuts the steps two to five times);
sampling, before each thinning, which would spend places on them. The checks are each
player's own, so a player's move that fails them is left out of their options once, as the
options are made (:meth:`RankCount._alive`): the layers within a rank then carry no partial
placement the next rank would drop (a four-player seat's count: 24.2M steps to 11.8M), and
counting exactly the check before the next rank finds nothing more to drop. Sampling, the
partial placements within a large rank are checked against the players still to place too.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from fishsolve.cards import Rank
from fishsolve.gofish.deduce import (
    plan,
    rankbound,
    rankkeep,
    rankkernel,
    rankloops,
    rankmoves,
    rankpool,
    rankwidth,
)
from fishsolve.gofish.deduce.rankcodec import Codec
from fishsolve.gofish.deduce.rankoptions import RankOptions
from fishsolve.gofish.deduce.rankshape import Mid, OptionGroups, Shape
from fishsolve.gofish.deduce.rankshare import Shared, Stages
from fishsolve.gofish.deduce.stateset import TooCostly
from fishsolve.gofish.deduce.thinning import Thinning
from fishsolve.gofish.deduce.timeline import RankRule, Timeline

if TYPE_CHECKING:
    from fishsolve.gofish.deduce._rankstep import Moves, Table
    from fishsolve.gofish.deduce.rankkernel import States


def past_budget(budget: int) -> TooCostly:
    """What a count past ``budget`` steps raises."""
    return TooCostly(f"counting exactly needs more than the budget of {budget:,} steps")


class RankCount(RankOptions):
    """The exact count of one timeline: the total and each rank's counts per place now."""

    def __init__(
        self,
        tl: Timeline,
        budget: int | None,
        pool: bool = True,
        thin: Thinning | None = None,
        shared: Shared | None = None,
    ) -> None:
        self.tl = tl
        self.budget = budget
        self.thin = thin
        self.shared = shared if shared is not None else Shared()
        """Options and checks kept across the counts of ``tl`` (:mod:`.rankshare`)."""
        self.work = 0
        self.owed = 0
        """Steps the backward pass will charge for the layers made so far: a player's step
        backward goes over the same layer with the same moves as their step forward, so it costs
        the same steps. A count whose steps and steps owed pass the budget is past it already:
        :meth:`charge` says so then, not once the backward pass has spent them."""
        self.kernel = False
        self.kernel_ranks = 0
        """How many ranks the C loops placed."""
        self.made_again = 0
        """How many of those ranks' layers were made again for the backward pass rather than
        kept (:mod:`.rankkeep`)."""
        self.states_held = 0
        """The states held in layers (kept, and the rank being placed's) as the count goes."""
        self.most_held = rankkeep.MOST_STATES if budget is not None and thin is None else None
        """The most states the count may hold at once (:mod:`.rankkeep`; None: no bound, as
        without a budget)."""
        self.peak = 0
        """The most states of one layer within a rank's placement (forward)."""
        self.dropped = 0
        """The states dropped as no placement of the ranks left completes them."""
        self.n = tl.players
        planned = self.shared.planned
        if planned is None or planned[0] != tl:
            simple = plan.simplify(tl)
            planned = self.shared.planned = (tl, simple, plan.order(simple))
        tl = self.tl = planned[1]
        self.order = list(planned[2])
        self.pooled: list[Rank] = []
        if pool:
            alike = rankpool.group(self.order, tl.ranks)
            if alike:
                rest = [r for r in self.order if r not in alike]
                self.order = rest + alike
                self.pooled = alike[1:]
        self.tables: dict[Rank, list[dict[tuple[int, int], int]]] = {}
        self.total = 0
        if tl.impossible or not self._balanced():
            for r in tl.ranks:
                self.tables[r] = [{} for _ in range(self.n)]
            return
        self.kernel = rankkernel.usable()
        """Whether the count runs its loops in C."""
        self.ck: Any = None
        """The C module the count runs its loops with (:func:`.rankwidth.kernels`)."""
        if self.kernel:
            saved = (self.thin.rng.getstate(), self.thin.thinned) if self.thin else None
            for module in rankwidth.kernels(self.shared.wide):
                self.ck = module
                try:
                    with rankwidth.reusing(module):
                        self._count()
                    return
                except OverflowError as err:  # a count past the module's bits: the next anew
                    self.shared.wide = True  # and the timeline's next counts in 256 bits
                    self._restart()
                    if self.thin is not None and saved is not None:
                        self.thin.rng.setstate(saved[0])
                        self.thin.thinned = saved[1]
                    if isinstance(err, rankkernel.StateTooWideError):
                        break  # a state past 62 bits: Python counts anew
            self.kernel = False
            self.ck = None
        self._count()

    def _restart(self) -> None:
        """Forgets a count begun (in C), so that it starts again from nothing: the same steps
        charged, the same tables made."""
        self.work = self.owed = self.peak = self.dropped = self.total = 0
        self.tables = {}

    def _kernel_layers(self, k: int, start: States) -> list[Table]:
        """:meth:`_layers` in C (:mod:`.rankkernel`)."""
        return rankkernel.layers(self, k, start, rankloops.SPREAD)

    def _layers_again(self, k: int, start: States) -> list[Table]:
        """Rank ``order[k]``'s layers made again from the states before it (``start``) for its
        backward pass (:mod:`.rankkeep`): the same layers, the steps not charged again."""
        saved = (self.budget, self.most_held, self.work, self.owed, self.peak, self.states_held)
        del self._starts[k:]  # those of the ranks after are spent; rank k records its own again
        self.budget = self.most_held = None
        try:
            return self._kernel_layers(k, start)
        finally:
            self.budget, self.most_held, self.work, self.owed, self.peak, self.states_held = saved

    def _kernel_between(self, k: int, last: Table) -> Table:
        """The states after rank ``order[k]`` from its last layer in C (:meth:`_to_stock`), kept
        there for the next rank."""
        return rankkernel.between(self, k, last)

    def _kernel_backward(self, k: int, layers: list[Table], after: States) -> States:
        """:meth:`_backward` in C (:mod:`.rankkernel`): the completions stay a table there from
        rank to rank (a dict when sampling, whose factors multiply some)."""
        return rankkernel.backward(self, k, layers, after)

    def _balanced(self) -> bool:
        positions = sum(sum(b) for b in self.tl.blocks) + self.tl.stock
        return sum(rule.free for rule in self.tl.ranks.values()) == positions

    def charge(self, amount: int, owe: int = 0) -> None:
        """Charges ``amount`` steps: a player's step forward (``owe`` 1) owes as many to the
        backward pass, which pays them back (``owe`` -1); :class:`TooCostly` once the steps and
        those owed pass the budget. The count is past its budget exactly when it would be
        without the steps owed (they are all charged before it ends), only found sooner."""
        self.work += amount
        self.owed += owe * amount
        if self.budget is not None and self.work + self.owed > self.budget:
            raise past_budget(self.budget)

    @property
    def steps(self) -> int:
        """The steps charged and owed so far: they never decrease (a step backward pays back as
        many as it charges), so a finished count would have passed a budget below them, and no
        budget at or above them."""
        return self.work + self.owed

    # -- partitions ----------------------------------------------------------------------------

    def _partitions(self) -> list[list[list[int]]]:
        """Per stage k (before placing ``order[k]``; stage K at the end), per player, the class
        boundaries (:func:`.plan.stages`)."""
        return plan.stages(self.tl, self.order)

    # -- the programme -------------------------------------------------------------------------

    def _codec(self, k: int) -> Codec:
        tl = self.tl
        caps = [
            [
                [sum(tl.blocks[p][a:b]) for a, b in pairwise(self._parts[j][p])]
                for p in range(self.n)
            ]
            for j in (k, k + 1)
        ]
        return Codec(caps[0], caps[1], tl.ranks[self.order[k]].free)

    def _layers(self, k: int, start: dict[int, int]) -> list[dict[Mid, int]]:
        """Rank ``order[k]`` placed from the states ``start``, player by player, in Python
        (:func:`.rankloops.layers`)."""
        return rankloops.layers(self, k, start)

    def _codes(self, k: int, layer: dict[Mid, int]) -> list[list[int]]:
        """Per player, the distinct digits of their fills in ``layer`` (rank ``order[k]``)."""
        codec = self._codecs[k]
        return [
            list(dict.fromkeys((mid // m) % w for mid in layer))
            for m, w in zip(codec.mult, codec.width, strict=True)
        ]

    def _sequence(self, k: int, codes: list[list[int]]) -> list[int]:
        """The order in which the players place rank ``order[k]`` (:func:`.rankmoves.sequence`;
        ``codes``: per player, the digits of their fills in the rank's first layer)."""
        seq = self._seqs[k] = rankmoves.sequence(self, k, codes)
        return seq

    def _first(self, k: int, start: dict[int, int]) -> dict[Mid, int]:
        """The states before rank ``order[k]`` as its first layer (:func:`.rankloops.first`)."""
        return rankloops.first(self, k, start)

    def _most(self, rule: RankRule, seq: list[int] | None = None) -> list[int]:
        """``most[i]``: at most how many of the rank's cards the players ``seq[i:]`` (``seq``:
        the order they place it in; default: seat order) can hold (:func:`.plan.most_held`).
        Partial placements leaving more cards than that to the players still to come have no
        completion: not keeping them changes no count."""
        return plan.most_held(self.tl, rule, list(range(self.n)) if seq is None else seq)

    def _pool(self) -> tuple[int, rankpool.Pool | None]:
        """How many ranks the programme places one by one, and the pool of the rest (None: no
        ranks are pooled, or their constraints are not whole classes)."""
        if not self.pooled:
            return len(self.order), None
        k = len(self.order) - len(self.pooled)
        rule = self.tl.ranks[self.pooled[0]]
        allowed = rankpool.places_of(rule, self._parts[k])
        if allowed is None:
            self.pooled = []
            return len(self.order), None
        return k, rankpool.Pool(len(self.pooled), rule.free, allowed, self.charge)

    def _count(self) -> None:
        tl = self.tl
        stages = self.shared.stages.get(tuple(self.order))
        if stages is None:
            stages = self.shared.stages[tuple(self.order)] = Stages(self._partitions())
        self._parts = stages.parts
        self._cache: list[dict[tuple[int, int], OptionGroups]] = [{} for _ in self.order]
        self._codecs: dict[int, Codec] = {}
        self._starts: list[dict[int, int] | Table] = []  # a table: made in C (rankkernel)
        self._shapes: dict[tuple[int, int], Shape | None] = stages.shapes
        self._factors: list[dict[int, int]] = []
        self._mid_factors: dict[tuple[int, int], dict[Mid, int]] = {}
        self._seqs: dict[int, list[int]] = {}  # the order the players place each rank in
        self._bound_cache = self.shared.bounds
        self._moves: dict[tuple[int, int], Moves] = {}  # the C loops' options (rankkernel)
        self._packs: dict[tuple[int, int], tuple[object, ...]] = stages.packs
        last, pool = self._pool()
        states: dict[int, int] = {0: 1}  # the start: nothing filled
        held: States = states  # the same in C (rankkernel): a table between ranks
        history: dict[int, list[dict[Mid, int]]] = {}
        # The layers in C, or the states to make them again from (counting exactly).
        kept = rankkeep.KeptLayers(self, rankkeep.KEEP_STATES if self.thin is None else None)
        for k in range(last):
            factors: dict[int, int] = {}
            if self.kernel:
                if self.thin is not None:
                    held, factors = rankkernel.thinned(self, k, held)
                else:
                    held = rankkernel.completable(self, k, held)
                self._factors.append(factors)
                self.states_held = kept.states
                made = self._kernel_layers(k, held)
                kept.keep(k, held, made)
                held = self._kernel_between(k, made[-1])
                del made
                if rankwidth.outgrows(self, k, held):
                    raise rankwidth.OutgrownError("a count about to outgrow 128 bits")
                continue
            states = self._completable(k, states)
            if self.thin is not None:
                states, factors = self.thin(states)
            self._factors.append(factors)
            layers = history[k] = self._layers(k, states)
            states = {}
            for mid, w in layers[-1].items():
                got = self._to_stock(k, mid)
                if got is not None:  # the cards left go to the stock
                    key, ways, _ = got
                    states[key] = states.get(key, 0) + w * ways
        if self.kernel:
            states = rankkernel.as_dict(held)
        final = self._final(states, last, pool)
        placements = sum(w * final.get(s, 0) for s, w in states.items())
        if self.kernel and rankwidth.outgrown(self, placements):
            raise rankwidth.OutgrownError("the backward pass would outgrow 128 bits")
        self.total = placements * tl.physical // tl.unordered
        value: States = final
        self.kernel_ranks = len(kept)
        self.made_again = kept.again
        for k in range(last - 1, -1, -1):
            if k in kept:
                value = self._kernel_backward(k, kept.take(k), value)
            else:
                value = self._backward(k, history[k], rankkernel.as_dict(value))
        self._moves.clear()  # C objects: not kept past the count (nor pickled with it)
        for r in self.pooled:
            self.tables[r] = [dict(g) for g in self.tables[self.order[last - 1]]]

    def _completable(self, k: int, states: dict[int, int]) -> dict[int, int]:
        """The states before rank ``order[k]`` that the ranks left may complete
        (:func:`.rankloops.completable`)."""
        return rankloops.completable(self, k, states)

    def _bounds(self, k: int, left: int | None) -> rankbound.Bounds:
        """The checks before rank ``order[k]`` (``left``: of its cards, those still to place)."""
        got = self._bound_cache.get((k, left))
        if got is None:
            rules = [self.tl.ranks[r] for r in self.order[k:]]
            got = rankbound.Bounds(self.tl, rules, self._parts[k], left)
            self._bound_cache[(k, left)] = got
        return got

    def _mid_completable(self, k: int, placed: set[int], layer: dict[Mid, int]) -> dict[Mid, int]:
        """Sampling, the partial placements of rank ``order[k]`` that the rest of the rank and the
        ranks after it may complete (:func:`.rankloops.mid_completable`)."""
        return rankloops.mid_completable(self, k, placed, layer)

    def _final(
        self, states: dict[int, int], last: int, pool: rankpool.Pool | None
    ) -> dict[int, int]:
        """The completions of each state once the ranks placed one by one are placed
        (:func:`.rankloops.final`)."""
        return rankloops.final(self, states, last, pool)

    def _to_stock(self, k: int, mid: Mid) -> tuple[int, int, int] | None:
        """The state after rank ``order[k]`` once the cards ``mid`` leaves go to the stock
        (:func:`.rankloops.to_stock`)."""
        return rankloops.to_stock(self, k, mid)

    def _backward(self, k: int, layers: list[dict[Mid, int]], after: dict[int, int]) -> States:
        """Completions of the states before rank ``order[k]`` and the rank's table, in Python
        (:func:`.rankloops.backward`)."""
        return rankloops.backward(self, k, layers, after)

    def _starts_value(self, k: int, value: Iterable[tuple[Mid, int]]) -> dict[int, int]:
        """The completions of the states before rank ``order[k]`` from those of its first layer
        (:func:`.rankloops.starts_value`)."""
        return rankloops.starts_value(self, k, value)

    def _rank_done(self, k: int, out: States, pairs: list[dict[tuple[int, int], int]]) -> States:
        """The completions of the states before rank ``order[k]`` (``out``, from
        :meth:`_starts_value`; a dict when sampling) with the sampling's factors, and the rank's
        table from ``pairs``."""
        for state, m in self._factors[k].items():
            assert isinstance(out, dict)  # sampling: the C loops gave a dict
            if state in out:
                out[state] *= m  # the state was kept with chance 1/m when sampling
        self.tables[self.order[k]] = [{h: _scale(w, self.tl) for h, w in g.items()} for g in pairs]
        return out


def _scale(w: int, tl: Timeline) -> int:
    share, rem = divmod(w * tl.physical, tl.unordered)
    assert rem == 0, "inexact count"
    return share
