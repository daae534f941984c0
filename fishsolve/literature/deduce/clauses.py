"""The values the constraints are made of: literals on the deal, clauses, hand-size bounds, the
reasons they come from, and :class:`LogConstraints`, every reason of a log with its clauses and
bounds (see :mod:`fishsolve.literature.deduce.constraints` for what they mean and who reads them).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fishsolve.cards import Card
from fishsolve.literature.deduce.reasons import HAND_SIZES, ReasonKind, event_key, hand_key
from fishsolve.literature.game.events import GameLog
from fishsolve.literature.game.state import PublicState
from fishsolve.seating import Player

__all__ = ["Clause", "Holding", "Lit", "LogConstraints", "Reason", "SizeBound"]


@dataclass(frozen=True, slots=True)
class Lit:
    """The literal "``player`` was dealt ``card``" (``positive``) or its negation."""

    card: Card
    player: Player
    positive: bool = True

    def negated(self) -> Lit:
        """The opposite literal."""
        return Lit(self.card, self.player, not self.positive)

    def __str__(self) -> str:
        text = f"{self.player.name} dealt {self.card}"
        return text if self.positive else f"not {text}"


# A holding at some moment: a literal on the deal, or a constant known from public transfers.
Holding = Lit | bool


@dataclass(frozen=True, slots=True)
class Clause:
    """At least one of ``lits`` is true. No literals: the reason is contradictory by itself."""

    lits: tuple[Lit, ...]

    def __str__(self) -> str:
        return " or ".join(map(str, self.lits)) if self.lits else "false"


@dataclass(frozen=True, slots=True)
class SizeBound:
    """``lo <= const - (number of true removed literals) <= hi`` for ``player``'s hand.

    ``removed`` are positive literals: a claimed card the player held when it left play, with the
    holder known only through the deal.
    """

    player: Player
    const: int
    removed: tuple[Lit, ...]
    lo: int
    hi: int | None


@dataclass(frozen=True, slots=True)
class Reason:
    """One thing the deduction assumes: an event of the log, a known hand, or the hand sizes."""

    key: str
    """Unique id: 'event:7', 'hand:Asha', 'hand-sizes' (see :mod:`.reasons`)."""
    kind: ReasonKind
    """What the reason is: an event, a known hand, the hand sizes (or a review's question)."""
    text: str
    """What it says, in plain English."""
    event: int | None = None
    """1-based event number, for events."""
    line: int | None = None
    """Source line, when known."""
    player: Player | None = None
    """The player whose hand it is, for 'hand' reasons."""


@dataclass
class LogConstraints:
    """Every reason of a log with its clauses and size bounds."""

    log: GameLog
    states: Sequence[PublicState]
    reasons: dict[str, Reason] = field(default_factory=dict)
    clauses: dict[str, list[Clause]] = field(default_factory=dict)
    sizes: dict[str, list[SizeBound]] = field(default_factory=dict)
    compiled: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    """A cache for engines: each reason's clauses in the engine's own form (see counting)."""
    _news: list[int] = field(default_factory=list, init=False, repr=False, compare=False)
    """The events that say something no event before them said (see :meth:`news`), in order."""
    _news_keys: list[str] = field(default_factory=list, init=False, repr=False, compare=False)
    _said: set[Clause | SizeBound] = field(
        default_factory=set, init=False, repr=False, compare=False
    )
    _scanned: int = field(default=0, init=False, repr=False, compare=False)
    _keyed: list[str | None] = field(default_factory=list, init=False, repr=False, compare=False)
    """Per event number (from 1), its key if it is a reason (see :meth:`base_keys`)."""

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return self.log.hand_size

    def units(self, key: str) -> list[Lit]:
        """The literals reason ``key`` fixes on its own (its one-literal clauses)."""
        return [c.lits[0] for c in self.clauses.get(key, ()) if len(c.lits) == 1]

    def holding(self, card: Card, player: Player, after: int) -> Holding:
        """Whether ``player`` holds ``card`` after ``after`` events (for an in-play card)."""
        moved = self.states[after].moved
        if card in moved:
            return moved[card] == player
        return Lit(card, player)

    def base_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """Reason keys for a perspective knowing ``hands`` at the position after ``upto`` events."""
        keys = [HAND_SIZES]
        keys += [hand_key(p) for p in hands]
        keys += self._event_keys(upto)
        return keys

    def _event_keys(self, upto: int) -> list[str]:
        """The keys of events 1..``upto`` that are reasons, in order (the list kept as it grows:
        every view asks for it)."""
        known = self._keyed
        for number in range(len(known) + 1, min(upto, len(self.log.events)) + 1):
            key = event_key(number)
            known.append(key if key in self.reasons else None)
        return [k for k in known[:upto] if k is not None]

    def news(self, upto: int) -> int:
        """How many of events 1..``upto`` say something no event before them said.

        An event *says nothing new* when each of its clauses and size bounds is, equal as a
        value, one of an earlier event's: a repeated "Ana asks Bo for 3C: no". Leaving such
        events out changes no answer, since a conjunction with a conjunct repeated is the same
        conjunction (every engine reads the reasons of a view as the conjunction of their clauses
        and bounds; which event states a bound does not matter). Two positions with the same
        number of new events and the same public state therefore have the same counts.
        """
        self._scan(upto)
        return bisect_right(self._news, upto)

    def count_keys(self, hands: Iterable[Player], upto: int) -> list[str]:
        """The keys of :meth:`base_keys` without the events that say nothing new (see
        :meth:`news`): the same deals, in a list as long as what the log says, not as the log.

        For counting. Explanations cite reasons, so they keep :meth:`base_keys`.
        """
        keys = [HAND_SIZES]
        keys += [hand_key(p) for p in hands]
        keys += self._news_keys[: self.news(upto)]
        return keys

    def _scan(self, upto: int) -> None:
        """Sort events up to ``upto`` (those extracted so far) into new and repeated, once each."""
        upto = min(upto, len(self.log.events))
        for number in range(self._scanned + 1, upto + 1):
            key = event_key(number)
            said = [*self.clauses.get(key, ()), *self.sizes.get(key, ())]
            if key in self.reasons and not self._said.issuperset(said):
                self._said.update(said)
                self._news.append(number)
                self._news_keys.append(key)
        self._scanned = max(self._scanned, upto)
