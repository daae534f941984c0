"""The CP-SAT model of the unknown deal: who was dealt each card, constrained by the log.

A card's holder at any moment is a function of the deal and the public transfers before that
moment, so the only unknowns are the Booleans "player p was dealt card c". Every constraint the
log implies is guarded by the assumption literal of its :class:`Reason` (an event, a known hand,
the hand sizes), so one model serves every position and every perspective of a log: the solver is
told which reasons to assume, and an unsatisfiable core of assumptions names the lines that
explain a fact or a contradiction.

The rules become logic in :mod:`fishsolve.literature.deduce.constraints`; this module only
translates those constraints into CP-SAT. Building a model has no side effects and solves nothing
(see :mod:`fishsolve.literature.deduce.cpsat.solve`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from fishsolve.cards import Card
from fishsolve.literature.deduce.constraints import Lit, LogConstraints, Reason, extract
from fishsolve.literature.deduce.reasons import HAND_SIZES, event_key, hand_key
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.state import PublicState
from fishsolve.sat import SatModel, negate
from fishsolve.seating import Player

__all__ = ["DealModel", "Holding", "Reason", "build_model"]

# A holding is either a literal of the model or a constant known from public transfers.
Holding = int | bool


@dataclass
class DealModel:
    """A built model: variables, tagged constraints and the facts needed to ask it questions."""

    log: GameLog
    states: Sequence[PublicState]
    model: SatModel
    dealt: dict[tuple[Card, Player], int]
    reasons: dict[str, Reason]
    tags: dict[str, int]
    cards: tuple[Card, ...] = field(default=())
    units: dict[str, list[int]] = field(default_factory=dict)
    """Literals fixed by each reason on its own (its unit clauses)."""
    constraints: LogConstraints | None = None
    """The constraints the model was built from."""

    def holding(self, card: Card, player: Player, after: int) -> Holding:
        """Whether ``player`` holds ``card`` after ``after`` events (a literal or a constant).

        Only meaningful for cards still in play at that moment.
        """
        moved = self.states[after].moved
        if card in moved:
            return moved[card] == player
        return self.dealt[(card, player)]

    def tags_for(self, keys: Iterable[str]) -> list[int]:
        """The assumption literals of the reasons ``keys``."""
        return [self.tags[k] for k in keys]

    def base_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """Reason keys for a perspective knowing ``hands`` at the position after ``upto`` events."""
        keys = [HAND_SIZES]
        keys += [hand_key(p) for p in hands]
        keys += [k for k in map(event_key, range(1, upto + 1)) if k in self.tags]
        return keys


def build_model(
    log: GameLog, states: Sequence[PublicState], constraints: LogConstraints | None = None
) -> DealModel:
    """Build the tagged model of ``log``.

    Args:
        log: the game log.
        states: its replay, the public state before and after each event.
        constraints: the constraints of ``log`` when the caller already holds them (from
            :func:`~fishsolve.literature.deduce.constraints.extract`, or a
            :class:`~fishsolve.literature.deduce.constraints.LiveConstraints` up to date with
            ``log``); extracted here otherwise.
    """
    cs = extract(log, states) if constraints is None else constraints
    model = SatModel()
    table = log.table
    cards = log.rules.deck.cards
    dealt = {(c, p): model.new_bool(f"{p.name} dealt {c}") for c in cards for p in table.players}

    def literal(lit: Lit) -> int:
        var = dealt[(lit.card, lit.player)]
        return var if lit.positive else negate(var)

    # Every card is dealt to exactly one player. (Structural: never part of an explanation.)
    for c in cards:
        model.add_exactly_one([dealt[(c, p)] for p in table.players])
    tags: dict[str, int] = {}
    units: dict[str, list[int]] = {}
    for key in cs.reasons:
        tag = model.new_bool(f"assume {key}")
        tags[key] = tag
        if key == HAND_SIZES:
            # Every player is dealt the same number of cards.
            for p in table.players:
                size = log.hand_size
                model.add_linear([dealt[(c, p)] for c in cards], size, size, enforce=[tag])
        for clause in cs.clauses[key]:
            model.add_or([*(literal(x) for x in clause.lits), negate(tag)])
            if len(clause.lits) == 1:
                units.setdefault(key, []).append(literal(clause.lits[0]))
        for bound in cs.sizes[key]:
            # size = const - removed, so lo <= size <= hi  <=>  const - hi <= removed <= const - lo.
            terms = [literal(x) for x in bound.removed]
            upper = bound.const - bound.lo
            lower = bound.const - bound.hi if bound.hi is not None else -len(terms)
            model.add_linear(terms, lower, upper, enforce=[tag])
    return DealModel(
        log=log,
        states=states,
        model=model,
        dealt=dealt,
        # A copy: live constraints grow with the game, but this model knows these reasons only.
        reasons=dict(cs.reasons),
        tags=tags,
        cards=cards,
        units=units,
        constraints=cs,
    )
