"""Exhaustive enumeration of deals for small positions: the truth the deduction is measured by.

A test helper, not a test module. :func:`consistent_deals` lists every dealt assignment of the cards
that agrees with a log up to some event, given the hands a viewer knows; each one is confirmed by
:func:`fishsolve.literature.game.truth.first_misfit`, so the enumeration can be no more permissive
than the plain rules. The search only prunes with conditions that ``first_misfit`` also checks:

- each card's *dealt* holder, while the card has not yet changed hands in public, must agree with
  every answer about it (a "no" rules the target out, a "yes" names it), with the asker rule (the
  asker did not hold it) and with a claim that reveals it or is right;
- every half-suit is settled on its own: the asks of its cards (answers, and the asker rule that
  the asker held another of its cards) and its claim depend only on where its six cards were
  dealt, so each half-suit's possible placements are listed once and then combined under the
  hand-size capacities.

>>> deck = small_deck(2)
>>> len(deck), [h.code for h in deck.half_suits]
(12, ['LC', 'HC'])
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from fishsolve import (
    STANDARD,
    Ask,
    Card,
    Claim,
    Deck,
    Event,
    GameLog,
    HalfSuit,
    Outcome,
    Pass,
    Player,
)
from fishsolve.literature.game.outcomes import is_out_of_turn, true_outcome
from fishsolve.literature.game.truth import first_misfit


def small_deck(n_half_suits: int) -> Deck:
    """A test deck made of the first ``n_half_suits`` half-suits of the standard deck.

    Two half-suits (12 cards) deal 2 cards each to 6 players; four (24 cards) deal 4 each to 6
    players or 3 each to 8.
    """
    if not 1 <= n_half_suits <= len(STANDARD.half_suits):
        raise ValueError(f"a small deck has 1 to {len(STANDARD.half_suits)} half-suits")
    return Deck(
        f"small-{n_half_suits}",
        f"{n_half_suits}-half-suit test deck",
        STANDARD.half_suits[:n_half_suits],
    )


def _turn_at_claims(log: GameLog, events: Sequence[Event]) -> dict[int, bool]:
    """For each claim (by event index), whether it is out of turn; the turn needs no deal."""
    turn = log.start
    out: dict[int, bool] = {}
    for i, event in enumerate(events):
        if isinstance(event, Ask):
            if turn is None:
                turn = event.asker
            if not event.answer:
                turn = event.target
        elif isinstance(event, Claim):
            if turn is None:
                turn = event.claimer
            out[i] = is_out_of_turn(log.rules, event.claimer, turn)
        elif isinstance(event, Pass):
            turn = event.receiver
    return out


class Search:
    """One enumeration: fixed cards, free seats with capacities, per-card domains.

    Build it once to ask both how big the pruned search is (:meth:`size`, cheap) and for the
    confirmed deals (:meth:`consistent`).
    """

    def __init__(self, log: GameLog, known: Mapping[Player, frozenset[Card]], upto: int) -> None:
        log = _with_hands(log, known)
        self.log = log
        self.upto = upto
        self.events = log.events[:upto]
        self.rules = log.rules
        self.deck = log.rules.deck
        self.players = log.table.players
        size = log.hand_size
        self.fixed: dict[Card, Player] = {}
        for player, hand in known.items():
            if len(hand) != size:
                raise ValueError(f"{player}'s known hand has {len(hand)} cards, not {size}")
            for card in hand:
                if card in self.fixed or card not in self.deck:
                    raise ValueError(f"{card} is dealt twice or is not in the deck")
                self.fixed[card] = player
        self.free = [p for p in self.players if p not in known]
        self.capacity = dict.fromkeys(self.free, size)
        self.out_of_turn = _turn_at_claims(log, self.events)
        self.domain = {c: self._domain(c) for c in self.deck.cards if c not in self.fixed}
        # The events about each half-suit (asks of its cards, its claim), found once: a
        # half-suit's placements are checked by the thousand.
        self.about: dict[str, list[tuple[int, Event]]] = {h.key: [] for h in self.deck.half_suits}
        for i, event in enumerate(self.events):
            if isinstance(event, Ask):
                self.about[self.deck.half_suit_of(event.card).key].append((i, event))
            elif isinstance(event, Claim):
                self.about[event.half_suit.key].append((i, event))

    def _domain(self, card: Card) -> list[Player]:
        """Free seats that may have been dealt ``card``, judged by events before it first moved."""
        allowed = set(self.free)
        half = self.deck.half_suit_of(card)
        for i, event in enumerate(self.events):
            if isinstance(event, Ask) and event.card == card:
                if not self.rules.bluff:
                    allowed.discard(event.asker)
                if event.answer:
                    allowed &= {event.target}
                    break
                allowed.discard(event.target)
            elif isinstance(event, Claim) and event.half_suit == half:
                shown = event.actual_of.get(card)
                if shown is not None:
                    allowed &= {shown}
                elif event.outcome is Outcome.RIGHT and not self.out_of_turn[i]:
                    allowed &= {event.owner_of[card]}
                break
        return [p for p in self.free if p in allowed]

    def half_fits(self, half: HalfSuit, dealt: Mapping[Card, Player]) -> bool:
        """Do the events about ``half`` agree with its six cards dealt as ``dealt``?"""
        holder: dict[Card, Player] = dict(dealt)
        settled = False
        honest = not self.rules.bluff
        for i, event in self.about[half.key]:
            if isinstance(event, Ask):
                card = event.card
                if settled:
                    if event.answer or honest:
                        return False
                    continue
                if honest:
                    if holder[card] == event.asker:
                        return False
                    if not any(holder[c] == event.asker for c in half.cards if c != card):
                        return False
                if event.answer:
                    if holder[card] != event.target:
                        return False
                    holder[card] = event.asker
                elif holder[card] == event.target:
                    return False
            elif isinstance(event, Claim):
                if settled:
                    return False
                if any(holder[c] != p for c, p in event.actual):
                    return False
                outcome = true_outcome(
                    self.rules, event.claimer, event.owner_of, holder, self.out_of_turn[i]
                )
                if outcome is not event.outcome:
                    return False
                settled = True
        return True

    def placements(self, half: HalfSuit) -> dict[tuple[int, ...], list[dict[Card, Player]]]:
        """Every dealt placement of ``half``'s unknown cards that fits its events.

        Grouped by how many of them each free seat receives (the key, in :attr:`free` order), so
        that the half-suits can be combined under the capacities one count vector at a time.
        """
        fixed = {c: self.fixed[c] for c in half.cards if c in self.fixed}
        unknown = [c for c in half.cards if c not in self.fixed]
        slot = {p: i for i, p in enumerate(self.free)}
        groups: dict[tuple[int, ...], list[dict[Card, Player]]] = {}
        for choice in itertools.product(*(self.domain[c] for c in unknown)):
            counts = [0] * len(self.free)
            for p in choice:
                counts[slot[p]] += 1
            if any(n > self.capacity[p] for n, p in zip(counts, self.free, strict=True)):
                continue
            dealt = {**fixed, **dict(zip(unknown, choice, strict=True))}
            if self.half_fits(half, dealt):
                groups.setdefault(tuple(counts), []).append(dict(zip(unknown, choice, strict=True)))
        return groups

    def _groups(self) -> list[list[tuple[tuple[int, ...], list[dict[Card, Player]]]]]:
        """Each half-suit's placements grouped by count vector, most constrained half first."""
        if not hasattr(self, "_grouped"):
            halves = [list(self.placements(h).items()) for h in self.deck.half_suits]
            halves.sort(key=lambda g: sum(len(options) for _, options in g))
            self._grouped = halves
        return self._grouped

    def _ways(self) -> Callable[[int, tuple[int, ...]], int]:
        """``ways(k, left)``: deals that complete half-suits k.. with seat capacities ``left``."""
        halves = self._groups()

        @functools.cache
        def ways(k: int, left: tuple[int, ...]) -> int:
            if k == len(halves):
                return 1 if not any(left) else 0
            total = 0
            for counts, options in halves[k]:
                rest = tuple(a - b for a, b in zip(left, counts, strict=True))
                if min(rest, default=0) >= 0:
                    total += len(options) * ways(k + 1, rest)
            return total

        return ways

    def deals(self) -> Iterator[dict[Card, Player]]:
        """Every deal that passes the pruning, not yet confirmed."""
        halves = self._groups()
        ways = self._ways()

        def walk(
            k: int, left: tuple[int, ...], chosen: list[list[dict[Card, Player]]]
        ) -> Iterator[dict[Card, Player]]:
            if k == len(halves):
                for parts in itertools.product(*chosen):
                    deal = dict(self.fixed)
                    for part in parts:
                        deal.update(part)
                    yield deal
                return
            for counts, options in halves[k]:
                rest = tuple(a - b for a, b in zip(left, counts, strict=True))
                # Only branches that can still fill every seat exactly.
                if min(rest, default=0) >= 0 and ways(k + 1, rest):
                    yield from walk(k + 1, rest, [*chosen, options])

        yield from walk(0, self.start, [])

    def size(self) -> int:
        """How many deals :meth:`deals` yields, counted without listing them."""
        return self._ways()(0, self.start)

    @property
    def start(self) -> tuple[int, ...]:
        """The capacity of every free seat, in :attr:`free` order."""
        return tuple(self.capacity[p] for p in self.free)

    def consistent(self) -> Iterator[dict[Card, Player]]:
        """The deals of :meth:`deals` that :func:`~fishsolve.literature.game.truth.first_misfit`
        confirms."""
        for deal in self.deals():
            if first_misfit(self.log, deal, self.upto) is None:
                yield deal


def consistent_deals(
    log: GameLog, known: Mapping[Player, frozenset[Card]], upto: int
) -> Iterator[dict[Card, Player]]:
    """Every dealt assignment with the ``known`` hands that fits events 1..``upto``.

    ``known`` are the viewer's hands (one player, a team, or none); hands in ``log.hands`` that
    are not in ``known`` are ignored, as the viewer would not know them. Each deal is confirmed by
    :func:`~fishsolve.literature.game.truth.first_misfit` on the log with only the ``known`` hands.
    """
    return Search(log, known, upto).consistent()


def pruned_size(log: GameLog, known: Mapping[Player, frozenset[Card]], upto: int) -> int:
    """How many deals survive the pruning and would be confirmed one by one (cheap to compute).

    An upper bound on :func:`count_deals`; tests use it to keep to positions small enough.
    """
    return Search(log, known, upto).size()


def count_deals(log: GameLog, known: Mapping[Player, frozenset[Card]], upto: int) -> int:
    """How many deals :func:`consistent_deals` lists."""
    return sum(1 for _ in consistent_deals(log, known, upto))


def possible_holders(
    log: GameLog,
    known: Mapping[Player, frozenset[Card]],
    upto: int,
    deals: Iterable[Mapping[Card, Player]] | None = None,
) -> dict[Card, frozenset[Player]]:
    """Who may hold each card still in play after ``upto`` events, over all consistent deals.

    Cards out of play are left out; if no deal fits, every in-play card maps to an empty set.
    ``deals`` may pass the result of :func:`consistent_deals` when the caller already has it.
    """
    moved: dict[Card, Player] = {}
    gone: set[Card] = set()
    for event in log.events[:upto]:
        if isinstance(event, Ask) and event.answer:
            moved[event.card] = event.asker
        elif isinstance(event, Claim):
            gone.update(event.half_suit.cards)
    cards = [c for c in log.rules.deck.cards if c not in gone]
    found: dict[Card, set[Player]] = {c: set() for c in cards}

    def add(deal: Mapping[Card, Player]) -> None:
        # Once a card has moved in public its holder is the same in every deal.
        for card in cards:
            found[card].add(moved.get(card, deal[card]))

    if deals is not None:
        for deal in deals:
            add(deal)
        return {c: frozenset(s) for c, s in found.items()}
    # The answer is a union over the consistent deals, and what a deal adds to it depends only
    # on its (card, dealt holder) pairs. A deal whose every pair is already in a confirmed deal
    # can add nothing, consistent or not, so it is not confirmed: the same union, with
    # `first_misfit` run only on deals that could still add a holder.
    search = Search(log, known, upto)
    confirmed: set[tuple[Card, Player]] = set()
    for deal in search.deals():
        if deal.items() <= confirmed:
            continue
        if first_misfit(search.log, deal, upto) is None:
            confirmed.update(deal.items())
            add(deal)
    return {c: frozenset(s) for c, s in found.items()}


def all_deals(
    log: GameLog, known: Mapping[Player, frozenset[Card]]
) -> Iterator[dict[Card, Player]]:
    """Every deal with the ``known`` hands fixed, with no pruning at all (for tiny cases)."""
    size = log.hand_size
    fixed = {c: p for p, hand in known.items() for c in hand}
    unknown = [c for c in log.rules.deck.cards if c not in fixed]
    free = [p for p in log.table.players if p not in known]

    def walk(
        i: int, left: dict[Player, int], deal: dict[Card, Player]
    ) -> Iterator[dict[Card, Player]]:
        if i == len(unknown):
            yield dict(deal)
            return
        for player in free:
            if left[player]:
                left[player] -= 1
                deal[unknown[i]] = player
                yield from walk(i + 1, left, deal)
                left[player] += 1
        deal.pop(unknown[i], None)

    yield from walk(0, dict.fromkeys(free, size), dict(fixed))


def naive_consistent_deals(
    log: GameLog, known: Mapping[Player, frozenset[Card]], upto: int
) -> Iterator[dict[Card, Player]]:
    """:func:`consistent_deals` the slow way: every deal, filtered by ``first_misfit``."""
    viewed = _with_hands(log, known)
    for deal in all_deals(viewed, known):
        if first_misfit(viewed, deal, upto) is None:
            yield deal


def _with_hands(log: GameLog, known: Mapping[Player, frozenset[Card]]) -> GameLog:
    """``log`` with exactly the ``known`` hands."""
    return GameLog(log.table, log.rules, dict(known), log.events, log.start)
