"""What an analysis finds at one position from one perspective, as plain values.

The analyzer (:mod:`fishsolve.literature.deduce.analysis`) fills these in; renderers draw them and
``to_dict`` gives their JSON form (docs/analyze.md). Also the one definition of a provably
claimable half-suit (:func:`provable_sets`), used by the analysis and the review alike.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from fishsolve.cards import Card
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.deduce.facts import HolderFacts
from fishsolve.literature.game.options import RuleSet
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player, Team


@dataclass(frozen=True)
class AskOdds:
    """One legal ask and its exact chance of a yes."""

    asker: str
    target: str
    card: str
    yes: Fraction
    """Exact probability that the target holds the card."""
    bits: float
    """Expected information the answer gives the asker (the entropy of the answer), in bits."""
    on_turn: bool = False
    """True when the asker is on turn at this position (so may ask now)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the probability as a float and as an exact fraction string."""
        return {
            "asker": self.asker,
            "target": self.target,
            "card": self.card,
            "yes": float(self.yes),
            "yes_exact": str(self.yes),
            "bits": round(self.bits, 6),
            "on_turn": self.on_turn,
        }


@dataclass(frozen=True)
class CardView:
    """Possible current holders of one card."""

    card: str
    half_suit: str
    in_play: bool
    holders: list[str]
    """Players proved possible, in seat order (empty when out of play)."""
    undecided: list[str] = field(default_factory=list)
    """Players the solver could not rule in or out within its time limit."""

    @classmethod
    def decided(cls, card: str, half_suit: str, in_play: bool, holders: list[str]) -> CardView:
        """The row of a card with no undecided holders, the same as ``CardView(card, half_suit,
        in_play, holders)``, made as pickle remakes one: its fields put in its dict at once. (A
        view's table makes a row per card, and the frozen class's generated ``__init__`` sets
        each field through ``object.__setattr__``, 0.7 us more a row.)"""
        row = object.__new__(cls)
        row.__dict__.update(
            card=card, half_suit=half_suit, in_play=in_play, holders=holders, undecided=[]
        )
        return row

    @property
    def forced(self) -> str | None:
        """The holder's name when it is proved to be one player."""
        if len(self.holders) == 1 and not self.undecided:
            return self.holders[0]
        return None


@dataclass(frozen=True)
class ClaimableSet:
    """A half-suit whose six holders are forced, with who can prove it."""

    half_suit: str
    team: str | None
    """The team holding all six cards; None for a split set (split-claims)."""
    owners: dict[str, str]
    """Card code -> holder name."""
    claimers: list[str]
    """Players who could prove this claim from their own view (as far as the log shows)."""
    split: bool = False


@dataclass(frozen=True)
class SureAsk:
    """An ask that is legal and certain to succeed."""

    asker: str
    target: str
    card: str
    on_turn: bool


@dataclass(frozen=True)
class ViewAnalysis:
    """The analysis of one position from one perspective."""

    perspective: str
    hands: list[str]
    cards: list[CardView]
    claimable: list[ClaimableSet]
    successful_asks: list[SureAsk]
    complete: bool
    """False when some solver question hit the time limit (see ``undecided``)."""
    solves: int
    deals: int | None = None
    """The exact number of deals consistent with this view (counter engine only)."""
    counts: dict[str, dict[str, int]] | None = None
    """Deals in which each current holder holds each in-play card (counter engine only)."""
    best_asks: tuple[AskOdds, ...] | None = None
    """The viewer's legal asks, most likely to succeed first (`analyze --odds`, one seat)."""

    @property
    def odds(self) -> dict[str, dict[str, Fraction]] | None:
        """Exact probability of each current holder of each in-play card (counter engine only).

        Made on demand: a review looks at hundreds of views and needs the fractions of few.
        """
        if self.deals is None or self.counts is None:
            return None
        total = self.deals
        return {
            card: {name: Fraction(n, total) for name, n in per.items()}
            for card, per in self.counts.items()
        }

    @property
    def located(self) -> int:
        """How many in-play cards have a proved holder."""
        return sum(1 for c in self.cards if c.in_play and c.forced is not None)

    @property
    def in_play(self) -> int:
        """How many cards are still in play."""
        return sum(1 for c in self.cards if c.in_play)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form documented in docs/analyze.md."""
        return {
            "perspective": self.perspective,
            "hands": self.hands,
            "cards": {c.card: c.holders for c in self.cards},
            "undecided": {c.card: c.undecided for c in self.cards if c.undecided},
            "claimable": [_claim_dict(s) for s in self.claimable if not s.split],
            "split_claimable": [_claim_dict(s) for s in self.claimable if s.split],
            "successful_asks": [asdict(a) for a in self.successful_asks],
            "located": self.located,
            "complete": self.complete,
        }

    def odds_dict(self) -> dict[str, Any]:
        """The exact-probability fields of the JSON form (`analyze --odds`)."""
        if self.deals is None or self.odds is None:
            return {"deals": None, "probabilities": None, "best_asks": None}
        return {
            "deals": str(self.deals),
            "probabilities": {
                card: {name: float(p) for name, p in per.items()} for card, per in self.odds.items()
            },
            "best_asks": (
                None if self.best_asks is None else [a.to_dict() for a in self.best_asks]
            ),
        }


def _claim_dict(claim: ClaimableSet) -> dict[str, Any]:
    """A claimable set's JSON form (with its reasons when a report explained it)."""
    return asdict(claim)


@dataclass(frozen=True)
class ProvableSet:
    """A half-suit whose six current holders are all forced in a view."""

    half: HalfSuit
    owners: dict[Card, Player]
    team: Team | None
    """The team holding all six cards; None for a split set."""

    @property
    def split(self) -> bool:
        """True when the six cards are on both teams (claimable only under split-claims)."""
        return self.team is None


def provable_sets(rules: RuleSet, facts: HolderFacts, state: PublicState) -> Iterator[ProvableSet]:
    """The unsettled half-suits whose six holders ``facts`` force, in deck order.

    A set split between the teams counts only under ``split-claims``: otherwise no claim of it
    can be right.
    """
    for half in rules.deck.half_suits:
        if half in state.settled:
            continue
        holders = facts.holders
        if any(c not in holders for c in half.cards):
            continue
        forced = {c: holders[c] for c in half.cards}
        teams = {o.team for o in forced.values()}
        if len(teams) > 1 and not rules.split_claims:
            continue
        yield ProvableSet(half, forced, next(iter(teams)) if len(teams) == 1 else None)
