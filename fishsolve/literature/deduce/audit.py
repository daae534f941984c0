"""Soundness audits: everything an analysis proves, held against the real deal of a full-deal log.

A simulated game (or a coach's log) gives every dealt hand, so
:func:`fishsolve.literature.game.truth.holders_after`
knows where every card really is after each event. An audit replays the analysis from chosen
seats at every position and checks that

- the real holder of every in-play card is among the possible holders (so every forced holder is
  the real one),
- every claimable half-suit's owners are the real holders, on the team it names,
- every sure ask goes to the real holder of the card,
- at least one deal fits the view (the real one does).

Nothing is skipped: a failed check is a :class:`Counterexample`, i.e. a bug in the deduction.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from fishsolve.cards import Card
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.deduce.view import ViewAnalysis
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.truth import deal_of, holders_after
from fishsolve.seating import Player


@dataclass(frozen=True)
class Counterexample:
    """Something an analysis proved that the real deal contradicts."""

    at: int
    """The position: after this many events."""
    perspective: str
    what: str

    def __str__(self) -> str:
        return f"after event {self.at}, from {self.perspective}: {self.what}"


@dataclass
class Audit:
    """What an audit checked, and every counterexample it found."""

    views: int = 0
    """(position, perspective) pairs analysed."""
    holders: int = 0
    """In-play cards whose real holder was looked for among the possible ones."""
    forced: int = 0
    """Of those, cards whose holder the analysis proved (one possible holder)."""
    claims: int = 0
    """Claimable half-suits checked against the real holders."""
    asks: int = 0
    """Sure asks checked against the real holders."""
    counterexamples: list[Counterexample] = field(default_factory=list)

    def add(self, other: Audit) -> None:
        """Add ``other``'s counts and counterexamples to this audit."""
        self.views += other.views
        self.holders += other.holders
        self.forced += other.forced
        self.claims += other.claims
        self.asks += other.asks
        self.counterexamples.extend(other.counterexamples)


def seat_perspective(player: Player) -> Perspective:
    """The view of one seat: its own dealt hand and the public record."""
    return Perspective(player.name, (player,), (player,))


def audit_view(
    log: GameLog, view: ViewAnalysis, real: dict[Card, Player], at: int, audit: Audit
) -> None:
    """Check one analysed position against ``real`` (the holder of each in-play card)."""
    deck, table = log.rules.deck, log.table
    audit.views += 1

    def wrong(what: str) -> None:
        audit.counterexamples.append(Counterexample(at, view.perspective, what))

    if view.deals == 0:
        wrong("no deal fits the view, yet the real deal does")
    for card_view in view.cards:
        if not card_view.in_play:
            continue
        card = deck.card(card_view.card)
        name = real[card].name
        audit.holders += 1
        audit.forced += card_view.forced is not None
        if name not in card_view.holders and name not in card_view.undecided:
            wrong(f"{card} is with {name}, not among {', '.join(card_view.holders) or 'nobody'}")
    for claim in view.claimable:
        audit.claims += 1
        for code, owner in claim.owners.items():
            holder = real[deck.card(code)]
            if holder.name != owner:
                wrong(f"{claim.half_suit} claimable with {code} at {owner}, but {holder} has it")
            elif claim.team is not None and holder.team != table.team(claim.team):
                wrong(f"{claim.half_suit} claimable for team {claim.team}, but {holder} has {code}")
    for ask in view.successful_asks:
        audit.asks += 1
        holder = real[deck.card(ask.card)]
        if holder.name != ask.target:
            wrong(f"sure ask {ask.asker} -> {ask.target} for {ask.card}, but {holder} has it")


def audit_log(
    log: GameLog,
    perspectives: Sequence[Perspective],
    positions: Iterable[int] | None = None,
    analyzer: Analyzer | None = None,
) -> Audit:
    """Audit ``log``'s analysis from ``perspectives`` after each of ``positions`` (default: all).

    Args:
        log: a full-deal log (every hand given).
        perspectives: the views to check, e.g. one per seat (:func:`seat_perspective`).
        positions: numbers of events to check after (default 0, 1, ..., every event).
        analyzer: an analyzer of ``log`` to reuse.

    Raises:
        ValueError: if ``log`` does not give every hand, or its deal does not fit its events.
    """
    deal = deal_of(log)
    analyzer = analyzer if analyzer is not None else Analyzer(log)
    audit = Audit()
    spots = list(range(len(log.events) + 1) if positions is None else positions)
    for at in spots:
        real = holders_after(log, deal, at)
        for perspective in perspectives:
            audit_view(log, analyzer.view(perspective, at), real, at, audit)
        # Cached counts are keyed by position: none is asked twice here.
        analyzer.forget()
    return audit
