"""Asks in a review: how likely each was to succeed, whether it was legal, what it told the table.

Definitions (docs/review.md states them for users):

- **chance**: the exact probability, in the asker's own view just before the ask, that the asked
  player holds the card; **best chance**: the highest such probability over every legal ask the
  asker had (:func:`fishsolve.literature.deduce.odds.best_asks`); **quality** = chance / best chance
  (undefined when no legal ask could succeed).
- **illegal** (full deal only): by the true deal the asker held the card, or held no other card
  of its half-suit — whatever the table noticed.
- **information**: see :class:`fishsolve.literature.review.counts.Information`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from fishsolve.cards import Card
from fishsolve.literature.deduce.analysis import Analyzer
from fishsolve.literature.deduce.odds import best_asks
from fishsolve.literature.deduce.perspective import Perspective
from fishsolve.literature.game.events import Ask, GameLog
from fishsolve.literature.game.legality import (
    HELD_CARD as HELD_CARD,  # re-exported: the review's words
)
from fishsolve.literature.game.legality import NO_OTHER as NO_OTHER
from fishsolve.literature.game.legality import asker_rule
from fishsolve.literature.game.truth import holders_after
from fishsolve.literature.review.counts import Information
from fishsolve.seating import Player


@dataclass(frozen=True)
class AskReview:
    """One ask: its chance against the best, its legality by the deal, what it gave away."""

    asker: str
    target: str
    card: str
    answer: bool
    chance: Fraction | None
    """None when the log does not give the asker's hand (or no deal fits the asker's view)."""
    best_chance: Fraction | None
    best: tuple[tuple[str, str], ...]
    """The legal asks with the best chance, as (target, card) pairs (at most 3 shown)."""
    illegal: str | None
    """Why the ask broke the asker rule by the true deal (full-deal logs only), else None."""
    information: Information | None
    """What the ask and its answer told the public view (None if no deal fits after it)."""

    @property
    def quality(self) -> float | None:
        """chance / best chance, from 0 to 1; None when undefined."""
        if self.chance is None or not self.best_chance:
            return None
        return float(self.chance / self.best_chance)

    def to_dict(self) -> dict[str, Any]:
        """JSON form: probabilities as floats with exact fraction strings beside them."""
        return {
            "asker": self.asker,
            "target": self.target,
            "card": self.card,
            "answer": "yes" if self.answer else "no",
            "chance": None if self.chance is None else float(self.chance),
            "chance_exact": None if self.chance is None else str(self.chance),
            "best_chance": None if self.best_chance is None else float(self.best_chance),
            "best_chance_exact": None if self.best_chance is None else str(self.best_chance),
            "best": [{"target": t, "card": c} for t, c in self.best],
            "quality": None if self.quality is None else round(self.quality, 6),
            "illegal": self.illegal,
            "information": None if self.information is None else self.information.to_dict(),
        }


def true_holders(log: GameLog, deal: Mapping[Card, Player], at: int) -> dict[Card, Player]:
    """Where every in-play card truly was after ``at`` events.

    The rules are read with ``bluff``, so that an illegal ask earlier in the log (which the deal
    cannot explain under the asker rule) does not stop the replay.
    """
    bluffing = replace(log, rules=replace(log.rules, bluff=True))
    return holders_after(bluffing, deal, at)


def illegality(log: GameLog, event: Ask, holders: Mapping[Card, Player]) -> str | None:
    """Why ``event`` broke the asker rule with the true ``holders`` just before it, if it did.

    Returns :data:`HELD_CARD`, :data:`NO_OTHER` or None (always None under ``bluff``).
    """
    rule = asker_rule(log.rules, event.card)
    if rule is None:
        return None
    return rule.broken_by(lambda card: holders.get(card) == event.asker)


@dataclass(frozen=True)
class AskChance:
    """An ask's chance of a yes in the asker's view, and the best legal ask's."""

    chance: Fraction
    best_chance: Fraction
    best: tuple[tuple[str, str], ...]
    """The legal asks with the best chance, as (target, card) pairs (at most 3)."""


def ask_chance(analyzer: Analyzer, number: int, event: Ask) -> AskChance | None:
    """The chances of ask ``number`` in the asker's view just before it (None if no deal fits).

    The log must give the asker's hand.
    """
    asker = event.asker
    view = Perspective(asker.name, (asker,), (asker,))
    facts = analyzer.view_counts(view.hands, number - 1)
    if not facts.deals:
        return None
    yes = facts.counts.get(event.card, {}).get(event.target, 0)
    ranked = best_asks(analyzer, view, number - 1)
    best = ranked[0].yes if ranked else Fraction(0)
    top = tuple((a.target, a.card) for a in ranked[:3] if a.yes == best)
    return AskChance(Fraction(yes, facts.deals), best, top)


def review_ask(
    event: Ask, chance: AskChance | None, illegal: str | None, information: Information | None
) -> AskReview:
    """The review of ``event`` from its parts (each None when unknown)."""
    return AskReview(
        asker=event.asker.name,
        target=event.target.name,
        card=event.card.code,
        answer=event.answer,
        chance=None if chance is None else chance.chance,
        best_chance=None if chance is None else chance.best_chance,
        best=() if chance is None else chance.best,
        illegal=illegal,
        information=information,
    )
