"""The public state of a game after each event: the values a replay produces."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from fishsolve.cards import Card
from fishsolve.errors import FishsolveError, Location
from fishsolve.literature.decks import HalfSuit
from fishsolve.literature.game.events import GameLog, Outcome
from fishsolve.seating import Player, Team


@dataclass(frozen=True, slots=True)
class HandRange:
    """What the public knows of a hand's size: between ``lo`` and ``hi`` cards."""

    lo: int
    hi: int

    @property
    def exact(self) -> int | None:
        """The size if it is known exactly."""
        return self.lo if self.lo == self.hi else None

    def __str__(self) -> str:
        return str(self.lo) if self.lo == self.hi else f"{self.lo}-{self.hi}"


@dataclass(frozen=True, slots=True)
class SetResult:
    """How a half-suit was settled."""

    half_suit: HalfSuit
    event: int
    """1-based number of the claim event."""
    claimer: Player
    outcome: Outcome
    scored_by: Team | None
    """The team that won the set; None if annulled."""


@dataclass(frozen=True)
class PublicState:
    """What everyone at the table knows after ``index`` events."""

    index: int
    turn: Player | None
    moved: Mapping[Card, Player]
    """Current holder of every in-play card that changed hands in public."""
    hand_sizes: tuple[HandRange, ...]
    """Hand size range of each player, by seat index."""
    settled: Mapping[HalfSuit, SetResult]
    score: tuple[int, int]
    """Sets won by team A and team B."""
    over: bool

    def hand_size(self, player: Player) -> HandRange:
        """The range of ``player``'s hand size."""
        return self.hand_sizes[player.index]


@dataclass(frozen=True, slots=True)
class Note:
    """Something ``check`` tells the user that is not a problem: a correction the table agreed
    (S-PT §05), and what the event it voided would have broken."""

    message: str
    location: Location | None = None


@dataclass(frozen=True)
class Replay:
    """The log and the public state before the first event and after each event."""

    log: GameLog
    states: tuple[PublicState, ...]
    errors: tuple[FishsolveError, ...] = field(default=())
    notes: tuple[Note, ...] = field(default=())
    """Corrections and what they set aside, in log order."""

    @property
    def final(self) -> PublicState:
        """The state after the last event."""
        return self.states[-1]

    def before(self, event_number: int) -> PublicState:
        """The state just before 1-based event ``event_number``."""
        return self.states[event_number - 1]
