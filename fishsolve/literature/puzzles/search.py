"""Where a simulated game holds puzzles: candidate positions from one seat, cheapest tests first.

A candidate is a position where, from the seat, something has just become provable:

- a card's holder is forced (the card not in the seat's hand and never moved in public): the
  exact counter gives every possible holder at each position;
- a half-suit with a card outside the seat's hand has become claimable: the real deal says which
  half-suits the seat's team holds whole, and CP-SAT checks only those.

Grading a candidate takes a minimal explanation, so two cheap solver questions come first, each a
necessary condition for a grade (see :mod:`fishsolve.literature.puzzles.grading`): an easy puzzle
follows from the single facts of the seat's reasons alone; an easy or medium one follows without the
hand sizes, passes and stated counts. Only candidates that pass are explained and graded, on the
seat's whole-game model (the puzzle file is graded again by the caller).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.cpsat.solve import Verdict
from fishsolve.literature.deduce.engines import Engine
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.reasons import HAND_SIZES, event_number
from fishsolve.literature.explain.why import Fact, explain
from fishsolve.literature.game.events import Ask, Claim, Event, GameLog
from fishsolve.literature.game.question import HOLDER, Question
from fishsolve.literature.game.truth import deal_of
from fishsolve.literature.puzzles.grading import (
    LONG,
    Grade,
    grade_explanation,
    hardest,
    weigh_length,
)
from fishsolve.sat import negate
from fishsolve.seating import Player


@dataclass(frozen=True)
class Candidate:
    """A position after event ``at`` and a question about it, with the facts that answer it."""

    at: int
    question: Question
    holdings: tuple[tuple[Card, Player], ...]
    """Every (card, holder) the answer asserts."""
    facts: tuple[Fact, ...]
    """What to explain: the card, or each claimable half-suit."""


class SeatSearch:
    """The candidates of one seat of one simulated game, in the order of the game."""

    def __init__(self, full: GameLog, viewer: Player, kind: str, level: str, last: int) -> None:
        """Look at ``full`` (a full-deal log) from ``viewer``'s seat, up to event ``last``, for
        puzzles of ``kind`` and grade ``level``."""
        self.full = full
        self.viewer = viewer
        self.kind = kind
        self.level = level
        self.last = min(last, len(full.events) - 1)
        self.hand = full.hands[viewer]
        self.perspective = Perspective(viewer.name, (viewer,), (viewer,))

    @cached_property
    def analyzer(self) -> Analyzer:
        """The seat's view of the game up to event ``last`` (built only when needed).

        Every question here goes to CP-SAT: an exact count of an early eight-player position
        can take minutes, and a feasibility question takes milliseconds.
        """
        full = self.full
        hands = {self.viewer: self.hand}
        log = GameLog(full.table, full.rules, hands, full.events[: self.last], full.start)
        return Analyzer(log, engine=Engine.CPSAT)

    def keys(self, at: int) -> list[str]:
        """The seat's reasons after ``at`` events."""
        return self.analyzer.base_keys((self.viewer,), at)

    def candidates(self) -> Iterator[Candidate]:
        """Candidates as facts become provable during the game."""
        if self.kind == HOLDER:
            yield from self._holder_candidates()
        else:
            yield from self._claim_candidates()

    def _holder_candidates(self) -> Iterator[Candidate]:
        """Cards (not the seat's, never moved) whose real holder has just become provable.

        After an ask only the cards of its half-suit are looked at, after any other event every
        card: a new fact almost always concerns the half-suit just asked about, and a card forced
        by some other event is found at the next ask of its half-suit. For an easy puzzle no
        solver is needed: such a card is placed by elimination (see :meth:`_eliminated`).
        """
        where = deal_of(self.full)
        deck = self.full.rules.deck
        forced: set[Card] = set()
        ruled_out: dict[Card, set[Player]] = {c: {self.viewer} for c in deck.cards}
        for at, event in enumerate(self.full.events[: self.last], start=1):
            if isinstance(event, Ask) and event.answer:
                where[event.card] = event.asker
            elif isinstance(event, Ask):
                # A "no" rules out the target, and nobody asks for a card they hold.
                ruled_out[event.card].update((event.asker, event.target))
            state = self.analyzer.replay.states[at]
            if state.over:
                return
            halves = [deck.half_suit_of(event.card)] if isinstance(event, Ask) else deck.half_suits
            new = [
                card
                for half in halves
                if half not in state.settled
                for card in half.cards
                if card not in forced
                and card not in self.hand
                and card not in state.moved
                and (
                    len(ruled_out[card]) == len(self.full.table) - 1
                    if self.level == "easy"
                    else self._proved(at, ((card, where[card]),))
                )
            ]
            for card in new:
                question = Question.who_holds(card)
                yield Candidate(at, question, ((card, where[card]),), (Fact("holder", card=card),))
            forced.update(new)

    def _negations(self, at: int, holdings: tuple[tuple[Card, Player], ...]) -> list[int] | None:
        """The literals saying that some of ``holdings`` fails after ``at`` events (None when one
        of them is publicly false; constants known to be true are left out)."""
        negations = []
        for card, player in holdings:
            holding = self.analyzer.dm.holding(card, player, at)
            if holding is False:
                return None
            if holding is not True:
                negations.append(negate(holding))
        return negations

    def _refuted(self, keys: list[str], extra: list[int], negations: list[int]) -> bool:
        """Do ``keys`` and ``extra`` rule out every one of ``negations``? (one solve)"""
        if len(negations) == 1:
            extra, maximize = [*extra, *negations], []
        else:
            maximize = negations
        verdict, _ = self.analyzer.solver.check(keys, extra, maximize, witness=False)
        return verdict is Verdict.INFEASIBLE

    def _proved(self, at: int, holdings: tuple[tuple[Card, Player], ...]) -> bool:
        """Do the seat's reasons after ``at`` events force every one of ``holdings``?"""
        negations = self._negations(at, holdings)
        if negations is None:
            return False
        return not negations or self._refuted(self.keys(at), [], negations)

    def _held(self) -> list[tuple[int, Event, list[tuple[HalfSuit, list[tuple[Card, Player]]]]]]:
        """Positions where the seat's team really holds a whole half-suit (not all in the seat's
        hand), with those half-suits and where their cards are: from the real deal, no solving.

        For an easy puzzle only half-suits with at most one card that is neither the seat's nor
        moved in public are kept: direct facts rarely locate a card without a public trace.
        """
        deck = self.full.rules.deck
        players = self.full.table.players
        position = deck.index
        ours = [p.team == self.viewer.team for p in players]
        me = self.viewer.index
        where = [0] * len(deck)
        for card, player in deal_of(self.full).items():
            where[position[card]] = player.index
        moved = [False] * len(deck)
        halves = [(h, [position[c] for c in h.cards]) for h in deck.half_suits]
        hidden_limit = 1 if self.level == "easy" else len(halves[0][1])
        settled: set[str] = set()
        out = []
        for at, event in enumerate(self.full.events[: self.last], start=1):
            if isinstance(event, Ask) and event.answer:
                where[position[event.card]] = event.asker.index
                moved[position[event.card]] = True
            elif isinstance(event, Claim):
                settled.add(event.half_suit.key)
            found = [
                (half, [(c, players[where[i]]) for c, i in zip(half.cards, cards, strict=True)])
                for half, cards in halves
                if half.key not in settled
                and all(ours[where[i]] for i in cards)
                and any(where[i] != me for i in cards)
                and sum(1 for i in cards if where[i] != me and not moved[i]) <= hidden_limit
            ]
            if found:
                out.append((at, event, found))
        return out

    def _claim_candidates(self) -> Iterator[Candidate]:
        claimable: set[str] = set()
        held: set[str] = set()
        previous = -1
        for at, event, halves in self._held():
            if at != previous + 1:
                claimable, held = set(), set()  # a gap: nothing was claimable in between
            previous = at
            now = {}
            held_now: set[str] = set()
            for half, holdings in halves:
                # Once provable, a half-suit stays so while the team holds it (later events only
                # add reasons); otherwise it is asked again only after an event about its cards
                # or about hand sizes, the events that usually make the difference.
                if half.key in claimable or (
                    (half.key not in held or _touches(event, half))
                    and self._proved(at, tuple(holdings))
                ):
                    now[half.key] = (half, holdings)
                held_now.add(half.key)
            if set(now) - claimable:
                yield Candidate(
                    at,
                    Question.what_claims(),
                    tuple(h for _, holdings in now.values() for h in holdings),
                    tuple(Fact("half-suit", half_suit=half) for half, _ in now.values()),
                )
            claimable = set(now)
            held = held_now

    def may_be(self, candidate: Candidate, level: str) -> bool:
        """False when ``candidate`` certainly does not have grade ``level`` (a cheap test)."""
        if level == "easy" and candidate.at > LONG * len(self.analyzer.log.table):
            return False  # a long history is never easy (grading.weigh_length)
        negations = self._negations(candidate.at, candidate.holdings) or []
        if not negations:
            return level == "easy"  # only public transfers to cite
        if level == "hard":
            return True  # no cheap test: a chain shows only in the explanation
        dm = self.analyzer.dm
        keys = self.keys(candidate.at)
        if level == "easy":
            units = [u for k in keys if k != HAND_SIZES for u in dm.units.get(k, ())]
            return self._refuted([], units, negations)
        return self._refuted(
            [k for k in keys if k != HAND_SIZES and self._no_count(k)], [], negations
        )

    def _no_count(self, key: str) -> bool:
        """False for a pass or a stated hand count (the hand sizes are left out by the caller)."""
        number = event_number(key)
        if number is None:
            return True
        event = self.analyzer.log.events[number - 1]
        return isinstance(event, Ask | Claim)

    def grade(self, candidate: Candidate) -> Grade:
        """The grade of ``candidate`` from minimal explanations on the seat's whole-game model."""
        grades = [
            grade_explanation(
                self.analyzer, explain(self.analyzer, self.perspective, candidate.at, fact)
            )
            for fact in candidate.facts
        ]
        return weigh_length(hardest(grades), candidate.at, len(self.analyzer.log.table))


def _touches(event: Event, half: HalfSuit) -> bool:
    """Whether ``event`` is about a card of ``half`` or about hand sizes."""
    return not isinstance(event, Ask) or event.card in half.cards
