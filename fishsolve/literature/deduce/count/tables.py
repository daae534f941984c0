"""What counting reads of a log, in the counter's own form, compiled once and cached on the
constraints (``LogConstraints.compiled``): clauses as bit literals, size bounds, the deck's
half-suits by position, the cards in play at a position.

Cards are deck positions and players bits of a mask here: list indexing and integer operations
instead of hashing :class:`~fishsolve.cards.Card` values on every lookup.
"""

from __future__ import annotations

from fishsolve.cards import Card
from fishsolve.literature.deduce.constraints import LogConstraints, SizeBound
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player

MEMO_SIZE = 64
"""Entries each memo of the counter keeps (a review interleaves the seats' views of consecutive
positions)."""

# A literal on the deal as (the card's deck position, the player's bit, positive): domains are
# bit masks of players in a list by deck position (list indexing, not a Card hash, per lookup).
BitLit = tuple[int, int, bool]


# A reason in the counter's form: its clauses as bit literals, its size bounds with the event.
Compiled = tuple[list[tuple[BitLit, ...]], list[tuple[int, SizeBound]]]


def compiled(cs: LogConstraints, key: str) -> Compiled:
    """Reason ``key``'s clauses as bit literals and its size bounds, each bound with its event
    number (0 for other reasons); made once and cached on ``cs`` (every count reuses them)."""
    cache: dict[str, Compiled] | None = cs.compiled.get(_REASONS)
    if cache is None:
        cache = cs.compiled[_REASONS] = {}
    found = cache.get(key)
    if found is None:
        # Deck positions by the cards' integer hashes: no Card.__hash__ call per literal.
        position = cs.compiled.get(_BY_HASH)
        if position is None:
            position = cs.compiled[_BY_HASH] = {
                hash(c): k for c, k in cs.log.rules.deck.index.items()
            }
        clauses: list[tuple[BitLit, ...]] = []
        add = clauses.append
        for clause in cs.clauses.get(key, ()):
            lits = clause.lits
            if len(lits) == 1:  # most clauses (a hand's cards, "no" answers): no generator
                lit = lits[0]
                add(((position[lit.card._hash], 1 << (lit.player.seat - 1), lit.positive),))
            else:
                add(
                    tuple(
                        [
                            (position[x.card._hash], 1 << (x.player.seat - 1), x.positive)
                            for x in lits
                        ]
                    )
                )
        sizes = cs.sizes.get(key)
        event = cs.reasons[key].event or 0
        found = cache[key] = (clauses, [(event, bound) for bound in sizes] if sizes else [])
    return found


def compiled_clauses(cs: LogConstraints, key: str) -> list[tuple[BitLit, ...]]:
    """Reason ``key``'s clauses as bit literals (see :func:`compiled`)."""
    return compiled(cs, key)[0]


def bounds_of(cs: LogConstraints, key: str) -> list[tuple[int, SizeBound]]:
    """Reason ``key``'s size bounds, each with its event number (see :func:`compiled`)."""
    return compiled(cs, key)[1]


_BY_HASH = ("positions-by-hash",)
_REASONS = ("compiled-reasons",)


def single(mask: int) -> bool:
    return mask & (mask - 1) == 0


def half_positions(cs: LogConstraints) -> tuple[list[int], list[list[int]]]:
    """Per deck position the index of the card's half-suit, and per half-suit the deck
    positions of its cards (cached on ``cs``)."""
    found = cs.compiled.get(_HALVES)
    if found is None:
        # The deck's cards are its half-suits' cards one half-suit after the other (Deck.cards):
        # positions by counting, no card looked up.
        half_at: list[int] = []
        members: list[list[int]] = []
        for h, half in enumerate(cs.log.rules.deck.half_suits):
            members.append(list(range(len(half_at), len(half_at) + len(half.cards))))
            half_at.extend([h] * len(half.cards))
        found = cs.compiled[_HALVES] = (half_at, members)
    result: tuple[list[int], list[list[int]]] = found
    return result


_HALVES = ("half-positions",)


def removed_bits(cs: LogConstraints, bound: SizeBound) -> tuple[tuple[int, int], ...]:
    """A bound's removed literals as (deck position, player bit) (cached on ``cs``)."""
    cache: dict[int, tuple[SizeBound, tuple[tuple[int, int], ...]]]
    cache = cs.compiled.setdefault(_REMOVED, {})
    found = cache.get(id(bound))
    if found is None or found[0] is not bound:
        position = cs.log.rules.deck.index
        bits = tuple((position[lit.card], 1 << lit.player.index) for lit in bound.removed)
        found = cache[id(bound)] = (bound, bits)
    return found[1]


_REMOVED = ("removed-bits",)


def in_play(cs: LogConstraints, after: int) -> list[tuple[Card, Player | None]]:
    """The cards in play after ``after`` events in deck order, each with its holder if it moved
    in public (cached on ``cs`` per position's state)."""
    state = cs.states[after]
    cache: dict[int, tuple[PublicState, list[tuple[Card, Player | None]]]]
    cache = cs.compiled.setdefault(_IN_PLAY, {})
    found = cache.get(after)
    if found is None or found[0] is not state:
        before = cache.get(after - 1)
        if (
            before is not None
            and before[0] is cs.states[after - 1]
            and state.moved == before[0].moved
            and state.settled.keys() == before[0].settled.keys()
        ):
            # Nothing moved or settled at this event: the same template, the same object (so
            # that equal counts at consecutive positions are one Counts, see counting).
            found = cache[after] = (state, before[1])
        else:
            deck = cs.log.rules.deck
            settled = state.settled
            moved = state.moved
            cards = [
                (c, moved.get(c))
                for half in deck.half_suits
                if half not in settled
                for c in half.cards
            ]
            found = cache[after] = (state, cards)
    return found[1]


_IN_PLAY = ("in-play",)
