"""What a view proves beyond its card table: the half-suits that can be claimed, who can claim
each alone, and the asks that must succeed.

A claimer is a player whose own knowledge -- the public reasons, or those and their hand --
forces every owner of the set, so naming them takes the facts of other views than the one
shown. Those come from the analyzer, through the few things :class:`Views` reads of it (this
module does not import the analyzer).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from fishsolve.cards import Card
from fishsolve.literature.deduce.count.propagation import propagation_forces
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.view import ClaimableSet, SureAsk, provable_sets
from fishsolve.literature.game.legality import asker_rule_binds
from fishsolve.seating import Player, Team

if TYPE_CHECKING:
    from fishsolve.literature.deduce.constraints import LogConstraints
    from fishsolve.literature.deduce.cpsat.solve import Solver
    from fishsolve.literature.game.events import GameLog
    from fishsolve.literature.game.state import Replay


class Views(Protocol):
    """What claims read of an analyzer: the log, its replay and constraints, the engine, and
    the facts of any view."""

    log: GameLog
    replay: Replay
    constraints: LogConstraints
    engine: Engine

    @property
    def solver(self) -> Solver: ...

    def facts(self, keys: list[str], at: int) -> HolderFacts: ...

    def base_keys(self, hands: tuple[Player, ...] | list[Player], at: int) -> list[str]: ...


def claimable_sets(
    views: Views, perspective: Perspective, facts: HolderFacts, at: int
) -> list[ClaimableSet]:
    """The sets ``facts`` prove after ``at`` events, each with the players who can claim it
    alone."""
    state = views.replay.states[at]
    return [
        ClaimableSet(
            half_suit=found.half.key,
            team=found.team.name if found.team else None,
            owners={c.code: o.name for c, o in found.owners.items()},
            claimers=[p.name for p in claimers(views, perspective, found.owners, found.team, at)],
            split=found.split,
        )
        for found in provable_sets(views.log.rules, facts, state)
    ]


def claimers(
    views: Views,
    perspective: Perspective,
    owners: dict[Card, Player],
    team: Team | None,
    at: int,
) -> list[Player]:
    """Players (of ``team``, or anyone for a split set) who can prove ``owners`` alone."""
    candidates = [p for p in views.log.table.players if team is None or p.team == team]
    if perspective.hands == ():
        return candidates
    public_keys = views.base_keys((), at)
    if views.engine is Engine.CPSAT:
        if proves(views, public_keys, owners, at):
            return candidates
        return [
            p
            for p in candidates
            if perspective.hands == (p,)
            or (p in views.log.hands and proves(views, views.base_keys((p,), at), owners, at))
        ]
    # What the public reasons prove, everyone proves: unit propagation first (sound, the public
    # reasons being part of a view with deals), then each known hand's count. A deal that hand
    # admits with some card away from its owner satisfies the public reasons too (they are part
    # of its reasons): then the public count -- the costliest, knowing the least -- is not needed
    # to know that the public cannot prove the owners.
    if propagation_forces(views.constraints, public_keys, at, owners):
        return candidates
    found = []
    refuted = False
    for p in candidates:
        if perspective.hands == (p,):
            found.append(p)
        elif p in views.log.hands:
            facts = views.facts(views.base_keys((p,), at), at)
            if all(facts.forced(c) == o for c, o in owners.items()):
                found.append(p)
            elif any(facts.possible.get(c, frozenset()) - {o} for c, o in owners.items()):
                refuted = True
    if not refuted and proves(views, public_keys, owners, at):
        return candidates
    return found


def proves(views: Views, keys: list[str], owners: dict[Card, Player], at: int) -> bool:
    """Do the reasons ``keys`` force every card of ``owners`` to its owner?"""
    if views.engine is Engine.CPSAT:
        from fishsolve.literature.deduce.cpsat.solve import Verdict

        verdict = views.solver.provable(keys, list(owners.items()), at)
        return verdict is Verdict.INFEASIBLE
    facts = views.facts(keys, at)
    return all(facts.forced(c) == p for c, p in owners.items())


def sure_asks(views: Views, perspective: Perspective, facts: HolderFacts, at: int) -> list[SureAsk]:
    """The asks the viewers can make that must succeed: a card proved to be with an opponent,
    in a half-suit the asker may ask of."""
    state = views.replay.states[at]
    if state.over:
        return []
    forced = facts.holders
    if not forced:
        return []
    binds = asker_rule_binds(views.log.rules)
    # Who holds some proved card (read only where the asker rule does not bind).
    holding = () if binds else set(forced.values())
    settled = state.settled
    # Each half-suit in play that has a proved card, with every card's proved holder.
    open_halves = []
    for half in views.log.rules.deck.half_suits:
        if half not in settled:
            owners = [forced.get(c) for c in half.cards]
            if any(owners):
                open_halves.append((half.cards, owners))
    asks = []
    viewers: Sequence[Player] = perspective.viewers
    for asker in viewers:
        team = asker.team
        on_turn = state.turn == asker
        for cards, owners in open_halves:
            # The asker holds another card of the half-suit: a target is of the other team.
            holds_other = asker in owners
            if not holds_other and (binds or asker not in holding):
                continue
            for card, target in zip(cards, owners, strict=True):
                if target is None or target.team == team:
                    continue
                asks.append(SureAsk(asker.name, target.name, card.code, on_turn))
    return asks
